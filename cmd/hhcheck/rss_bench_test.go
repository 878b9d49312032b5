package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// BenchmarkPeakRSS runs `hhcheck verify --out` as a child process over
// each corpus named in $HHCHECK_BENCH_CORPORA (comma-separated directories
// made by scripts/corpus.sh, smallest first) and reports its peak resident
// memory, so that "memory does not grow with the input" is measured:
//
//	scripts/corpus.sh /tmp/c100k 100000 && scripts/corpus.sh /tmp/c2m 2000000
//	HHCHECK_BENCH_CORPORA=/tmp/c100k,/tmp/c2m go test ./cmd/hhcheck -run '^$' -bench PeakRSS -benchtime 1x -timeout 60m
func BenchmarkPeakRSS(b *testing.B) {
	corpora := os.Getenv("HHCHECK_BENCH_CORPORA")
	if corpora == "" {
		b.Skip("set HHCHECK_BENCH_CORPORA to corpus directories (scripts/corpus.sh)")
	}
	for _, dir := range strings.Split(corpora, ",") {
		b.Run(filepath.Base(dir), func(b *testing.B) {
			var peak int64
			hands := 0
			for b.Loop() {
				sum := filepath.Join(b.TempDir(), "s.json")
				c := hhcheckCmd("verify", dir, "-q", "--no-progress", "--out", filepath.Join(b.TempDir(), "f.parquet"), "--summary", sum)
				if err := c.Run(); err != nil && c.ProcessState.ExitCode() == exitError {
					b.Fatal(err)
				}
				if ru, ok := c.ProcessState.SysUsage().(*syscall.Rusage); ok {
					peak = max(peak, ru.Maxrss) // KiB on Linux
				}
				hands += int(summaryCounts(b, sum)["hands_read"].(float64))
			}
			b.ReportMetric(float64(peak)/1024, "peak-MiB")
			b.ReportMetric(float64(hands)/b.Elapsed().Seconds(), "hands/s")
		})
	}
}
