package eval

import (
	"math/rand/v2"
	"testing"

	"github.com/hhcheck/hhcheck/cards"
)

func randHands7(n int) [][7]cards.Card {
	r := rand.New(rand.NewPCG(1, 2))
	out := make([][7]cards.Card, n)
	for i := range out {
		var used cards.Set
		for j := 0; j < 7; {
			c := cards.Card(r.IntN(52))
			if !used.Has(c) {
				used = used.Add(c)
				out[i][j] = c
				j++
			}
		}
	}
	return out
}

func BenchmarkHigh7(b *testing.B) {
	hands := randHands7(1 << 16)
	b.ReportAllocs()
	b.ResetTimer()
	var sum Value
	for i := 0; i < b.N; i++ {
		sum += High7(&hands[i&(1<<16-1)])
	}
	sink = sum
}

var sink Value
