package audit

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/hhcheck/hhcheck/grammar/pokerstars"
	"github.com/hhcheck/hhcheck/rules"
)

// BenchmarkVerifyPokerStars runs the whole verify path — read, decode,
// split, parse (participle on every line the memo does not answer),
// replay, split pots, compare, write Parquet — over every PokerStars-family
// file of ../shared (the testdata samples when it is absent) with one
// worker. Run it with -cpu 1 for the one-core figure.
func BenchmarkVerifyPokerStars(b *testing.B) {
	var paths []string
	if _, err := os.Stat(filepath.Join(sharedDir, "INVENTORY.tsv")); err == nil {
		paths = sharedFiles(b, "PokerStars")
	} else {
		paths = []string{samples}
	}
	out := filepath.Join(b.TempDir(), "findings.parquet")
	unpoisoned(b)
	// "participle": every line through its participle grammar (the issue-2
	// measure); "fast": with the byte-scanner fast paths proven equal to
	// the grammars (the default).
	for _, mode := range []struct {
		name string
		fast bool
	}{{"participle", false}, {"fast", true}} {
		b.Run(mode.name, func(b *testing.B) {
			pokerstars.UseFastPaths = mode.fast
			defer func() { pokerstars.UseFastPaths = true }()
			b.ReportAllocs()
			hands := 0
			for b.Loop() {
				sum, err := Run(context.Background(), Options{Paths: paths, Out: out, Profile: rules.Standard, Workers: 1})
				if err != nil {
					b.Fatal(err)
				}
				hands += sum.HandsRead
			}
			b.ReportMetric(float64(hands)/b.Elapsed().Seconds(), "hands/s")
		})
	}
}
