package verify

import (
	"testing"

	"github.com/hhcheck/hhcheck/hand"
)

// TestHiLoToLowShift: for every odd pot and every number of tied winners
// in each half, the standard settlement (the unit between the halves to
// the high half, RRoP 3.7.5(c)) moved by hiLoToLowShift is what settling
// with the unit to the low half gives each winner, odd chips one each in
// the winners' order (RRoP 3.7.3, 3.7.4).
func TestHiLoToLowShift(t *testing.T) {
	split := func(amount hand.Money, w int) []hand.Money {
		out := make([]hand.Money, w)
		for j := range out {
			out[j] = amount / hand.Money(w)
			if j < int(amount%hand.Money(w)) {
				out[j]++
			}
		}
		return out
	}
	for total := hand.Money(1); total < 60; total += 2 {
		for hw := 1; hw <= 4; hw++ {
			for lw := 1; lw <= 4; lw++ {
				hi := Portion{Half: hand.HighHalf, Amount: total - total/2, OddUnit: true, Winners: make([]int, hw)}
				lo := Portion{Half: hand.LowHalf, Amount: total / 2, Winners: make([]int, lw)}
				for _, c := range []struct {
					p    *Portion
					want []hand.Money
				}{{&hi, split(total/2, hw)}, {&lo, split(total-total/2, lw)}} {
					got := split(c.p.Amount, len(c.p.Winners))
					for j := range got {
						if g := got[j] + hiLoToLowShift(c.p, j); g != c.want[j] {
							t.Fatalf("pot %d, %d high and %d low winners: %s winner %d gets %d, want %d", total, hw, lw, c.p.Half, j, g, c.want[j])
						}
					}
				}
			}
		}
	}
}
