package verify

import (
	"reflect"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
)

// TestTakeRakeProportional: Conventions.RakeProportional takes the rake
// from each pot in proportion to its size; the leftover units go to the
// largest remainders, the earlier pot first on a tie.
func TestTakeRakeProportional(t *testing.T) {
	cases := []struct {
		pots []hand.Money
		take hand.Money
		want []hand.Money
	}{
		// 200 x 15000/35000 = 85.7, 200 x 20000/35000 = 114.3: 85 + 114,
		// the unit left to the main pot (remainder .71 > .29)
		{[]hand.Money{15000, 20000}, 200, []hand.Money{14914, 19886}},
		{[]hand.Money{100, 100}, 3, []hand.Money{98, 99}},     // a tie: main pot first
		{[]hand.Money{1000}, 50, []hand.Money{950}},           // one pot
		{[]hand.Money{10, 20, 30}, 60, []hand.Money{0, 0, 0}}, // all of it
		{[]hand.Money{10, 20}, 0, []hand.Money{10, 20}},       // no rake
		{[]hand.Money{-5, 100}, 10, []hand.Money{-5, 90}},     // a negative pot takes nothing (and does not panic)
		// huge amounts: no overflow in take x pot
		{[]hand.Money{4e15, 4e15}, 2e15, []hand.Money{3e15, 3e15}},
	}
	for _, c := range cases {
		got := append([]hand.Money(nil), c.pots...)
		takeRakeProportional(got, c.take)
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("pots %v rake %d: got %v, want %v", c.pots, c.take, got, c.want)
		}
		var before, after hand.Money
		for k := range got {
			before += c.pots[k]
			after += got[k]
		}
		if before-after != min(c.take, before) {
			t.Errorf("pots %v rake %d: took %d", c.pots, c.take, before-after)
		}
	}
}
