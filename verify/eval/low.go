package eval

import (
	"math/bits"

	"github.com/hhcheck/hhcheck/cards"
)

// The lows of RULES §3 under the standard profile. Each returns a class, 1
// for the worst hand and higher for better ones (5-4-3-2-A is 6,175 in A-5,
// 7-5-4-3-2 offsuit 7,462 in 2-7, 6-4-3-2-A 7,462 in A-6), the Value
// Evaluate gives for the rule; 0 is no hand. For the profile-dependent
// readings (D1, D4) use Evaluate or Rank with the profile.

// LowA5 values the best A-5 low of 5 to 7 distinct cards (Razz, A-5 triple
// draw; more than seven: the best five): the ace is low, straights and
// flushes do not count, pairs count against the hand.
func LowA5(cs []cards.Card) Value { return how(kA5).best(cs) }

// LowA5Eight values the best eight-or-better A-5 low of any number of
// distinct cards (stud hi/lo): five different ranks, all eight or lower
// (FR-2016 Art.6 III 1°); 0 if there is none. A qualifying low has the same
// Value LowA5 gives it.
func LowA5Eight(cs []cards.Card) Value { return lowEight(cs) }

// Low27 values the best 2-7 low of five distinct cards (more: the best
// five): the ace is high only, straights and flushes count against the
// hand (RULES D1, standard reading).
func Low27(cs []cards.Card) Value { return how(k27).best(cs) }

// LowA6 values the best A-6 low (Seven Nullo, CASINO §Seven Nullo) of 5 to
// 7 distinct cards: the ace is low only (A-2-3-4-5 is a straight, T-J-Q-K-A
// is not), straights and flushes count against the hand.
func LowA6(cs []cards.Card) Value { return how(kA6).best(cs) }

func lowEight(cs []cards.Card) Value {
	var m uint8
	for _, c := range cs {
		m |= lowBit[c&63]
	}
	return lowEightMask(m)
}

// lowEightMask values the best eight-or-better low of the low ranks m.
func lowEightMask(m uint8) Value {
	if bits.OnesCount8(m) < 5 {
		return 0
	}
	for bits.OnesCount8(m) > 5 {
		m &^= 1 << (7 - bits.LeadingZeros8(m)) // drop the highest rank
	}
	return Value(a5Mask5[m])
}

// OmahaLow8 values the best eight-or-better A-5 low made of exactly two of
// hole and three of board (RULES §5, CASINO §Omaha hi-lo), 0 if none.
//
// For distinct ranks the A-5 order is the order of the rank masks as
// integers (the highest differing rank decides), so for each pair of hole
// ranks the best completion is the three lowest board ranks left over.
func OmahaLow8(hole, board []cards.Card) Value {
	var hm, bm uint8
	for _, c := range hole {
		hm |= lowBit[c&63]
	}
	for _, c := range board {
		bm |= lowBit[c&63]
	}
	if bits.OnesCount8(hm) < 2 || bits.OnesCount8(bm) < 3 || bits.OnesCount8(hm|bm) < 5 {
		return 0
	}
	best := 0x100
	for x := hm; x != 0; x &= x - 1 {
		a := x & -x
		for y := x &^ a; y != 0; y &= y - 1 {
			p := a | y&-y
			r := bm &^ p
			if bits.OnesCount8(r) < 3 {
				continue
			}
			t := r & -r
			r &^= t
			t |= r & -r
			r &= r - 1
			t |= r & -r
			best = min(best, int(p|t))
		}
	}
	if best == 0x100 {
		return 0
	}
	return Value(a5Mask5[best])
}

// OmahaLowA5 values the best A-5 low without qualifier made of exactly two
// of hole and three of board: the low half of Hi-lo Regular (CASINO §Hi-lo
// Regular), where any five cards make a low.
func OmahaLowA5(hole, board []cards.Card) Value {
	if len(hole) < 2 || len(board) < 3 {
		return 0
	}
	if len(hole) > 6 || len(board) > 5 {
		return how(kA5).omahaSlow(hole, board)
	}
	return Value(omahaBestByRanks(kA5, hole, board))
}
