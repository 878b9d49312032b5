package audit

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"runtime/debug"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hhcheck/hhcheck/internal/source"
	"github.com/hhcheck/hhcheck/rules"
)

// benchCorpus is the input of BenchmarkThroughput: $HHCHECK_BENCH_CORPUS
// (a directory made by scripts/corpus.sh, e.g. a million hands), else the
// PokerStars-family files of ../shared, else the bundled samples.
func benchCorpus(b *testing.B) []string {
	if d := os.Getenv("HHCHECK_BENCH_CORPUS"); d != "" {
		return []string{d}
	}
	if _, err := os.Stat(filepath.Join(sharedDir, "INVENTORY.tsv")); err == nil {
		return sharedFiles(b, "PokerStars")
	}
	return []string{samples}
}

// BenchmarkThroughput measures, in one run so that the ratios hold on a
// noisy machine, the bare reader — one core reading the same files and
// cutting them into lines and hands, the floor no verifier goes below —
// and the whole verify path with --out on one and on two workers:
//
//	go test ./internal/audit -run '^$' -bench Throughput -benchtime 3x
//	HHCHECK_BENCH_CORPUS=/tmp/corpus-1m go test ./internal/audit -run '^$' -bench Throughput -benchtime 1x -timeout 60m
//
// Each reports hands/s; the verify runs also report x-bare, the bare
// reader's time for one pass over the files over theirs in the same run
// (the project's goal for two workers is ≥ 0.2, i.e. 150k hands/s on this
// 2-core box). It is a ratio of times, not of the two hands/s, because the
// two count different things: the bare reader counts every hand header,
// a hand read twice included, while verify's hands/s counts distinct hands
// (Summary.HandsRead), so on a corpus with duplicates (scripts/corpus.sh's
// has about 12 %) a ratio of the rates would charge verify for hands it
// reads and checks but does not count. Then the
// two-worker run x-1worker, its hands/s over the one-worker run's (goal
// ≥ 1.8). The
// verify runs also report wait%, the share of the workers' time spent
// waiting for a file or a batch (or for the collector to take a result):
// the part of the second worker's gain lost to the pipeline, which the
// hands/s of two workers on a machine shared with other work do not show.
func BenchmarkThroughput(b *testing.B) {
	paths := benchCorpus(b)
	unpoisoned(b)
	// the command's soft memory limit (cmd/hhcheck, memoryLimit), so that
	// the collector works as hard here as in a run
	if os.Getenv("GOMEMLIMIT") == "" {
		defer debug.SetMemoryLimit(debug.SetMemoryLimit(cliMemoryLimit))
	}
	// the rates of the runs before, for the ratios (0: not run, e.g. a
	// -bench pattern that leaves the bare reader out)
	var bareRate, bareSeconds, oneWorkerRate float64
	b.Run("bare-reader", func(b *testing.B) {
		// once untimed: the files in the page cache, as they are for the
		// verify runs after it (a cold first read made the bare reader
		// look slower, and the ratios better, than they are)
		bareReadSplit(b, paths)
		hands := 0
		for b.Loop() {
			hands += bareReadSplit(b, paths)
		}
		bareRate = float64(hands) / b.Elapsed().Seconds()
		bareSeconds = b.Elapsed().Seconds() / float64(b.N)
		b.ReportMetric(bareRate, "hands/s")
	})
	for _, workers := range []int{1, 2} {
		b.Run("verify/workers="+string(rune('0'+workers)), func(b *testing.B) {
			out := filepath.Join(b.TempDir(), "findings.parquet")
			b.ReportAllocs()
			var wait atomic.Int64
			waitHook = func(d time.Duration) { wait.Add(int64(d)) }
			defer func() { waitHook = nil }()
			hands := 0
			var elapsed float64
			for b.Loop() {
				sum, err := Run(context.Background(), Options{Paths: paths, Out: out, Profile: rules.Standard, Workers: workers})
				if err != nil {
					b.Fatal(err)
				}
				hands += sum.HandsRead
				elapsed += sum.ElapsedSeconds
			}
			rate := float64(hands) / b.Elapsed().Seconds()
			b.ReportMetric(rate, "hands/s")
			if bareRate > 0 {
				b.ReportMetric(bareSeconds/(b.Elapsed().Seconds()/float64(b.N)), "x-bare")
			}
			if workers == 1 {
				oneWorkerRate = rate
			} else if oneWorkerRate > 0 {
				b.ReportMetric(rate/oneWorkerRate, "x-1worker")
			}
			// the share of the workers' time spent waiting for work (or
			// for the collector): what keeps the second worker from
			// doubling the first's, measured even on a loaded machine
			b.ReportMetric(100*time.Duration(wait.Load()).Seconds()/(elapsed*float64(workers)), "wait%")
		})
	}
}

// cliMemoryLimit is cmd/hhcheck's memoryLimit.
const cliMemoryLimit = 128 << 20

// bareReadSplit reads every file under paths and cuts it into lines and
// hands (a hand starts at a line beginning "PokerStars " or "Full Tilt ")
// on one goroutine, and returns the number of hands.
func bareReadSplit(b *testing.B, paths []string) int {
	files := source.Walk(paths, nil).Files
	hands := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		for len(data) > 0 {
			i := bytes.IndexByte(data, '\n')
			line := data
			if i >= 0 {
				line, data = data[:i], data[i+1:]
			} else {
				data = nil
			}
			line = bytes.TrimPrefix(line, []byte("\xef\xbb\xbf"))
			if bytes.HasPrefix(line, []byte("PokerStars ")) || bytes.HasPrefix(line, []byte("Full Tilt ")) {
				hands++
			}
		}
	}
	return hands
}
