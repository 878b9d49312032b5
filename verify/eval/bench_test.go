package eval

// Benchmarks on random hands dealt before the timer starts. The figures in
// README.md come from:
//
//	go test ./verify/eval -run '^$' -bench . -benchtime 2s -cpu 1
//
// Each iteration evaluates one hand (one player's cards); evals/s is b.N
// over the elapsed time.

import (
	"math/rand/v2"
	"testing"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
)

const benchHands = 1 << 20 // a power of two: i&(benchHands-1) picks the hand

// benchDeal deals benchHands hands of n distinct cards, flat.
func benchDeal(n int, short bool) []cards.Card {
	r := rand.New(rand.NewPCG(2016, uint64(n)))
	d := deck(short)
	out := make([]cards.Card, 0, benchHands*n)
	for i := 0; i < benchHands; i++ {
		out = append(out, deal(r, d, n)...)
	}
	return out
}

var sink Value

func report(b *testing.B) {
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "evals/s")
}

func BenchmarkHigh7(b *testing.B) {
	hs := benchDeal(7, false)
	b.ReportAllocs()
	b.ResetTimer()
	var s Value
	for i := 0; i < b.N; i++ {
		j := (i & (benchHands - 1)) * 7
		s += High7((*[7]cards.Card)(hs[j : j+7]))
	}
	sink = s
	report(b)
}

func BenchmarkHigh5(b *testing.B) {
	hs := benchDeal(5, false)
	b.ReportAllocs()
	b.ResetTimer()
	var s Value
	for i := 0; i < b.N; i++ {
		j := (i & (benchHands - 1)) * 5
		s += High5((*[5]cards.Card)(hs[j : j+5]))
	}
	sink = s
	report(b)
}

// benchSlice runs f on hands of n cards given as a slice.
func benchSlice(b *testing.B, n int, short bool, f func([]cards.Card) Value) {
	hs := benchDeal(n, short)
	b.ReportAllocs()
	b.ResetTimer()
	var s Value
	for i := 0; i < b.N; i++ {
		j := (i & (benchHands - 1)) * n
		s += f(hs[j : j+n])
	}
	sink = s
	report(b)
}

// benchSplit runs f on hole and board cards.
func benchSplit(b *testing.B, hole, board int, f func(hole, board []cards.Card) Value) {
	n := hole + board
	hs := benchDeal(n, false)
	b.ReportAllocs()
	b.ResetTimer()
	var s Value
	for i := 0; i < b.N; i++ {
		j := (i & (benchHands - 1)) * n
		s += f(hs[j:j+hole], hs[j+hole:j+n])
	}
	sink = s
	report(b)
}

func BenchmarkHigh7Slice(b *testing.B) { benchSlice(b, 7, false, High) }
func BenchmarkShortDeck7(b *testing.B) { benchSlice(b, 7, true, ShortDeck) }
func BenchmarkHoldemRank(b *testing.B) {
	benchSplit(b, 2, 5, func(h, bd []cards.Card) Value { return Rank(hand.HighHand, hand.AnyFive, nil, h, bd) })
}
func BenchmarkHoldemEvaluate(b *testing.B) {
	benchSplit(b, 2, 5, func(h, bd []cards.Card) Value { return Evaluate(hand.HighHand, hand.AnyFive, nil, h, bd).Value })
}
func BenchmarkOmaha4(b *testing.B)      { benchSplit(b, 4, 5, Omaha) }
func BenchmarkOmaha5(b *testing.B)      { benchSplit(b, 5, 5, Omaha) }
func BenchmarkOmaha6(b *testing.B)      { benchSplit(b, 6, 5, Omaha) }
func BenchmarkOmaha4Low8(b *testing.B)  { benchSplit(b, 4, 5, OmahaLow8) }
func BenchmarkOmaha6Low8(b *testing.B)  { benchSplit(b, 6, 5, OmahaLow8) }
func BenchmarkOmaha4LowA5(b *testing.B) { benchSplit(b, 4, 5, OmahaLowA5) }
func BenchmarkRazz7(b *testing.B)       { benchSlice(b, 7, false, LowA5) }
func BenchmarkStudLow8(b *testing.B)    { benchSlice(b, 7, false, LowA5Eight) }
func BenchmarkLowA5Draw5(b *testing.B)  { benchSlice(b, 5, false, LowA5) }
func BenchmarkLow27Draw5(b *testing.B)  { benchSlice(b, 5, false, Low27) }
func BenchmarkNulloA6_7(b *testing.B)   { benchSlice(b, 7, false, LowA6) }
func BenchmarkBadugi4(b *testing.B) {
	benchSlice(b, 4, false, func(c []cards.Card) Value { return Badugi(c, false) })
}
func BenchmarkBadeuceyBadugi5(b *testing.B) {
	benchSlice(b, 5, false, func(c []cards.Card) Value { return Badugi(c, true) })
}
func BenchmarkThreeCard(b *testing.B) {
	benchSlice(b, 3, false, func(c []cards.Card) Value { return ThreeCard([3]cards.Card(c)) })
}
func BenchmarkRazz7FR2016(b *testing.B) {
	benchSlice(b, 7, false, func(c []cards.Card) Value { return Rank(hand.LowA5, hand.AnyFive, &rules.FR2016, c, nil) })
}
func BenchmarkLow27Draw5FR2016(b *testing.B) {
	benchSlice(b, 5, false, func(c []cards.Card) Value { return Rank(hand.Low27, hand.AllHeld, &rules.FR2016, c, nil) })
}

// BenchmarkBuildTables: the work init does once.
func BenchmarkBuildTables(b *testing.B) {
	for i := 0; i < b.N; i++ {
		buildTables()
	}
}
