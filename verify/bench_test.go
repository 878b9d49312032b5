package verify_test

import (
	"os"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/internal/replaytest"
	"github.com/hhcheck/hhcheck/rules"
	"github.com/hhcheck/hhcheck/verify"
)

const benchFold = `
button 1
seats 1:a:1000 2:b:1000 3:c:1000 4:d:1000 5:e:1000 6:f:1000
conv uncalled mainfirst
b sb 5
c bb 10
preflop
d fold
e raise 30
f fold
a fold
b fold
c fold
return e 20
collect e 25
total 25 rake 0`

const benchShowdown = `
button 1
seats 1:a:1000 2:b:1000 3:c:1000 4:d:1000 5:e:1000 6:f:1000
conv uncalled mainfirst
b sb 5
c bb 10
preflop
d fold
e raise 30
f fold
a fold
b fold
c call 20
flop
c check
e bet 40
c call 40
turn
c check
e check
river
c check
e check
board 2c 7d 9h Jd 4s
show c Ah 9s | a pair of Nines
show e Kh Ks | a pair of Kings
collect e 137
total 145 rake 8`

func bench(b *testing.B, script string) {
	h := replaytest.Build(hand.Holdem, script)
	opts := verify.Options{Profile: rules.Standard}
	if rep := verify.Check(h, opts); len(rep.Discrepancies) != 0 {
		b.Fatal(rep.Discrepancies)
	}
	b.ReportAllocs()
	for b.Loop() {
		verify.Check(h, opts)
	}
}

func BenchmarkCheckNoShowdown(b *testing.B) { bench(b, benchFold) }
func BenchmarkCheckShowdown(b *testing.B)   { bench(b, benchShowdown) }
func BenchmarkCheckSidePots(b *testing.B)   { bench(b, sidePots+"total 700 rake 0 main 300 side 400") }

// BenchmarkCheckCorpus checks, in each iteration, every hand of the
// bundled PokerStars-family samples (and, when ../shared is there, its
// PokerStars files), parsed once before the loop: verify's cost alone,
// on real hands, as the batch run pays it (each replay given back).
// $HHCHECK_CHECK_CORPUS names another directory to read instead (one
// copy of a scripts/corpus.sh corpus: the hands of BenchmarkThroughput).
//
//	go test ./verify -run '^$' -bench CheckCorpus -benchmem
func BenchmarkCheckCorpus(b *testing.B) {
	roots := []string{"../testdata/histories/pokerstars", "../../shared/histories/by-site/PokerStars"}
	if d := os.Getenv("HHCHECK_CHECK_CORPUS"); d != "" {
		roots = []string{d}
	}
	hs := verify.ParsedHands(b, roots...)
	if len(hs) < 100 {
		b.Fatalf("%d hands", len(hs))
	}
	opts := verify.Options{Profile: rules.Standard}.WithDefaults()
	b.ReportAllocs()
	for b.Loop() {
		for _, h := range hs {
			rep := verify.Check(h, opts)
			verify.Recycle(&rep)
		}
	}
	b.ReportMetric(float64(len(hs)*b.N)/b.Elapsed().Seconds(), "hands/s")
	b.ReportMetric(float64(len(hs)), "hands")
}
