package export_test

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"syscall"
	"testing"
	"time"

	"github.com/hhcheck/hhcheck/export"
	"github.com/hhcheck/hhcheck/internal/audit"
	"github.com/hhcheck/hhcheck/rules"
)

// BenchmarkDataset runs, in each iteration and on the same input, the
// verify run writing only the findings file (--out) and then the same
// run also writing the dataset (--out and --dataset), on every core, and
// reports both rates and their ratio (issue 15: the ratio is to be at
// least 0.5):
//
//	out-hands/s, dataset-hands/s, ratio       wall clock
//	out-hands/cpu-s, dataset-hands/cpu-s,     hands per CPU-second (user and
//	cpu-ratio                                 system time of the process)
//	out-peak-heap-MB, dataset-peak-heap-MB    the largest heap in use, sampled
//
// On a machine others share, the CPU figures are the ones that hold; the
// wall-clock ratio swings with the others' load. The input is
// $HHCHECK_BENCH_INPUT (a corpus built by scripts/corpus.sh, say), else
// ../shared/histories, else testdata/histories. The soft memory limits
// are the command's (cmd/hhcheck): 128 MiB, and with the dataset
// export.DatasetMemory more; GOMEMLIMIT, when set, is used for both.
//
//	scripts/corpus.sh /tmp/c100k 100000
//	HHCHECK_BENCH_INPUT=/tmp/c100k go test ./export -run '^$' -bench BenchmarkDataset -benchtime 1x
//	go test ./export -run '^$' -bench BenchmarkDataset -benchtime 3x
func BenchmarkDataset(b *testing.B) {
	input := os.Getenv("HHCHECK_BENCH_INPUT")
	if input == "" {
		input = "../../shared/histories"
		if _, err := os.Stat(input); err != nil {
			input = "../testdata/histories"
		}
	}
	// the soft memory limits of the command (cmd/hhcheck): 128 MiB, and
	// with --dataset export.DatasetMemory more, unless GOMEMLIMIT is set
	limit := func(dataset bool) {}
	if os.Getenv("GOMEMLIMIT") == "" {
		defer debug.SetMemoryLimit(debug.SetMemoryLimit(-1))
		limit = func(dataset bool) {
			if dataset {
				debug.SetMemoryLimit(128<<20 + export.DatasetMemory)
			} else {
				debug.SetMemoryLimit(128 << 20)
			}
		}
	}
	dir := b.TempDir()
	var out, ds phase
	for b.Loop() {
		limit(false)
		out.run(b, input, dir, false)
		limit(true)
		ds.run(b, input, dir, true)
	}
	b.ReportMetric(out.rate(), "out-hands/s")
	b.ReportMetric(ds.rate(), "dataset-hands/s")
	b.ReportMetric(ds.rate()/out.rate(), "ratio")
	b.ReportMetric(out.cpuRate(), "out-hands/cpu-s")
	b.ReportMetric(ds.cpuRate(), "dataset-hands/cpu-s")
	b.ReportMetric(ds.cpuRate()/out.cpuRate(), "cpu-ratio")
	b.ReportMetric(float64(out.peak)/(1<<20), "out-peak-heap-MB")
	b.ReportMetric(float64(ds.peak)/(1<<20), "dataset-peak-heap-MB")
}

// phase accumulates the runs of one kind.
type phase struct {
	hands     int
	wall, cpu float64
	peak      uint64
}

func (p *phase) rate() float64    { return float64(p.hands) / p.wall }
func (p *phase) cpuRate() float64 { return float64(p.hands) / p.cpu }

func (p *phase) run(b *testing.B, input, dir string, dataset bool) {
	opts := audit.Options{Paths: []string{input}, Out: filepath.Join(dir, "findings.parquet"), Profile: rules.Standard}
	runtime.GC()
	start, cpu0 := time.Now(), cpuSeconds()
	if dataset {
		ds, err := export.CreateDataset(filepath.Join(dir, "ds"), export.DatasetOptions{Profile: "standard"})
		if err != nil {
			b.Fatal(err)
		}
		opts.Sink = ds
	}
	n := 0
	var ms runtime.MemStats
	opts.OnHand = func(audit.HandResult) {
		if n++; n%5000 == 0 {
			runtime.ReadMemStats(&ms)
			p.peak = max(p.peak, ms.HeapInuse)
		}
	}
	sum, err := audit.Run(context.Background(), opts)
	if err != nil {
		b.Fatal(err)
	}
	p.wall += time.Since(start).Seconds()
	p.cpu += cpuSeconds() - cpu0
	p.hands += sum.HandsRead
}

func cpuSeconds() float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9
}
