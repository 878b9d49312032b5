package export_test

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"syscall"
	"testing"

	"github.com/hhcheck/hhcheck/audit"
	"github.com/hhcheck/hhcheck/export"
	"github.com/hhcheck/hhcheck/rules"
)

// BenchmarkDataset compares the verify run writing only the findings file
// (--out) with the same run also writing the dataset (--dataset), over
// ../shared/histories (testdata/histories when it is absent), on every
// core. x3 reads the input three times in one run: its peak heap, next to
// x1's, shows whether memory stays flat as the input grows. hands/cpu-s
// (hands per CPU-second, user and system) is the figure to compare on a
// shared machine.
//
//	go test ./export -run '^$' -bench BenchmarkDataset -benchtime 3x
func BenchmarkDataset(b *testing.B) {
	input := "../../shared/histories"
	if _, err := os.Stat(input); err != nil {
		input = "../testdata/histories"
	}
	for _, bc := range []struct {
		name    string
		dataset bool
		copies  int
	}{{"out", false, 1}, {"dataset", true, 1}, {"out-x3", false, 3}, {"dataset-x3", true, 3}} {
		b.Run(bc.name, func(b *testing.B) {
			dir := b.TempDir()
			var paths []string
			for range bc.copies {
				paths = append(paths, input)
			}
			hands := 0
			var peak uint64
			cpu0 := cpuSeconds()
			var ms runtime.MemStats
			for b.Loop() {
				opts := audit.Options{Paths: paths, Out: filepath.Join(dir, "findings.parquet"), Profile: rules.Standard}
				if bc.dataset {
					ds, err := export.CreateDataset(filepath.Join(dir, "ds"), export.DatasetOptions{Profile: "standard"})
					if err != nil {
						b.Fatal(err)
					}
					opts.Sink = ds
				}
				n := 0
				opts.OnHand = func(audit.HandResult) {
					if n++; n%2000 == 0 {
						runtime.ReadMemStats(&ms)
						peak = max(peak, ms.HeapInuse)
					}
				}
				sum, err := audit.Run(context.Background(), opts)
				if err != nil {
					b.Fatal(err)
				}
				hands += sum.HandsRead
			}
			b.ReportMetric(float64(hands)/b.Elapsed().Seconds(), "hands/s")
			// CPU time, user and system, of the whole process: on a
			// shared machine the wall clock depends on the others' load,
			// hands per CPU-second does not.
			b.ReportMetric(float64(hands)/(cpuSeconds()-cpu0), "hands/cpu-s")
			b.ReportMetric(float64(peak)/(1<<20), "peak-heap-MB")
		})
	}
}

func cpuSeconds() float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9
}
