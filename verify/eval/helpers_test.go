package eval

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
)

// sameOrder fails unless fast and ref rank the hands alike: for any two
// hands i and j, fast[i] < fast[j] exactly when ref[i] < ref[j], and
// fast[i] == fast[j] exactly when ref[i] == ref[j] (equal values are the
// exact ties of FR-2016 Art.6 IV); and "no hand" (0) is the same in both.
// Sorting by (ref, fast) puts any disagreement between neighbours.
func sameOrder(t *testing.T, fast []Value, ref []uint64, show func(i int) string) {
	t.Helper()
	idx := make([]int32, len(fast))
	for i := range idx {
		idx[i] = int32(i)
	}
	slices.SortFunc(idx, func(a, b int32) int {
		if ref[a] != ref[b] {
			if ref[a] < ref[b] {
				return -1
			}
			return 1
		}
		return int(fast[a]) - int(fast[b])
	})
	errs := 0
	fail := func(format string, args ...any) {
		t.Errorf(format, args...)
		if errs++; errs >= 10 {
			t.FailNow()
		}
	}
	for i := range fast {
		if (fast[i] == 0) != (ref[i] == 0) {
			fail("no-hand disagreement: fast %d, reference %d for %s", fast[i], ref[i], show(i))
		}
	}
	for k := 1; k < len(idx); k++ {
		a, b := idx[k-1], idx[k]
		switch {
		case ref[a] == ref[b] && fast[a] != fast[b]:
			fail("reference ties, fast does not (%d vs %d):\n  %s\n  %s", fast[a], fast[b], show(int(a)), show(int(b)))
		case ref[a] < ref[b] && fast[a] >= fast[b]:
			fail("reference ranks the second higher, fast does not (%d vs %d):\n  %s\n  %s", fast[a], fast[b], show(int(a)), show(int(b)))
		}
	}
}

// deck returns the 52 cards, or the 36 of a 6+ deck (sixes to aces).
func deck(short bool) []cards.Card {
	var d []cards.Card
	for c := cards.Card(0); c < cards.NumCards; c++ {
		if !short || c.Rank() >= cards.Six {
			d = append(d, c)
		}
	}
	return d
}

// deal draws n distinct cards from d.
func deal(r *rand.Rand, d []cards.Card, n int) []cards.Card {
	out := make([]cards.Card, n)
	var used cards.Set
	for i := 0; i < n; {
		c := d[r.IntN(len(d))]
		if !used.Has(c) {
			used = used.Add(c)
			out[i] = c
			i++
		}
	}
	return out
}

// permuteSuits applies a permutation of the four suits to cs.
func permuteSuits(cs []cards.Card, perm [4]cards.Suit) []cards.Card {
	out := make([]cards.Card, len(cs))
	for i, c := range cs {
		out[i] = cards.New(c.Rank(), perm[c.Suit()])
	}
	return out
}

func randPerm(r *rand.Rand) [4]cards.Suit {
	p := [4]cards.Suit{0, 1, 2, 3}
	r.Shuffle(4, func(i, j int) { p[i], p[j] = p[j], p[i] })
	return p
}

// forAllFive calls f with each of the C(len(d),5) five-card hands of d.
func forAllFive(d []cards.Card, f func(h *[5]cards.Card)) {
	n := len(d)
	var h [5]cards.Card
	for a := 0; a < n; a++ {
		h[0] = d[a]
		for b := a + 1; b < n; b++ {
			h[1] = d[b]
			for c := b + 1; c < n; c++ {
				h[2] = d[c]
				for e := c + 1; e < n; e++ {
					h[3] = d[e]
					for g := e + 1; g < n; g++ {
						h[4] = d[g]
						f(&h)
					}
				}
			}
		}
	}
}

// checkResult fails unless r is a correct Evaluate result for the hand:
// its value is Rank's, it uses cards the player may use (exactly two hole
// and three board cards for TwoPlusThree), those cards make the reference's
// best hand, and category and card order agree with the reference.
func checkResult(rule hand.HandRule, use hand.CardUse, p *rules.Profile, hole, board []cards.Card, r Result, ref refResult) error {
	if v := Rank(rule, use, p, hole, board); v != r.Value {
		return fmt.Errorf("Evaluate value %d, Rank %d", r.Value, v)
	}
	if (r.N == 0) != (ref.n == 0) {
		return fmt.Errorf("Evaluate N=%d, reference n=%d", r.N, ref.n)
	}
	if r.N == 0 {
		return nil
	}
	var fromHole, fromBoard int
	var seen cards.Set
	for _, c := range r.Played() {
		if seen.Has(c) {
			return fmt.Errorf("card %s played twice", c)
		}
		seen = seen.Add(c)
		switch {
		case slices.Contains(hole, c):
			fromHole++
		case slices.Contains(board, c):
			fromBoard++
		default:
			return fmt.Errorf("card %s is not the player's", c)
		}
	}
	if use == hand.TwoPlusThree && (fromHole != 2 || fromBoard != 3) {
		return fmt.Errorf("Omaha hand uses %d hole and %d board cards (RULES §5: exactly 2 + 3)", fromHole, fromBoard)
	}
	var played refResult
	switch rule {
	case hand.BadugiAceLow, hand.BadugiAceHigh:
		played = refEvaluate(rule, use, p, r.Played(), nil)
	default:
		played = refScore5(rule, p, r.Cards)
		if played.cat != r.Cat {
			return fmt.Errorf("category %v, reference %v", r.Cat, played.cat)
		}
	}
	if played.v != ref.v {
		return fmt.Errorf("played cards %s are not a best hand (%d, best %d)", cards.Format(r.Played()), played.v, ref.v)
	}
	for i := 0; i < int(r.N); i++ {
		if r.Cards[i].Rank() != played.cards[i].Rank() {
			return fmt.Errorf("cards in order %s, reference order %s", cards.Format(r.Played()), cards.Format(played.cards[:played.n]))
		}
	}
	return nil
}
