package eval

import (
	"math/bits"

	"github.com/hhcheck/hhcheck/cards"
)

// High7 values the best high hand (RULES §2, FR-2016 Art.6 I) of seven
// distinct cards: Hold'em hole cards and board, or a stud hand. The result
// is a class from 1 (7-5-4-3-2 offsuit) to 7,462 (a royal flush), the same
// Value Evaluate gives for hand.HighHand. This is the hot path: seven table
// reads, one hash, one table read; no allocation.
func High7(h *[7]cards.Card) Value {
	k := flushBias + cardKey[h[0]&63] + cardKey[h[1]&63] + cardKey[h[2]&63] + cardKey[h[3]&63] +
		cardKey[h[4]&63] + cardKey[h[5]&63] + cardKey[h[6]&63]
	if k&flushCheck != 0 {
		return flush7(kHigh, h[:], k)
	}
	return Value(rankTab[kHigh][slotOf(uint32(k))])
}

// High5 values five distinct cards as a high hand; see High7.
func High5(h *[5]cards.Card) Value {
	k := flushBias + cardKey[h[0]&63] + cardKey[h[1]&63] + cardKey[h[2]&63] + cardKey[h[3]&63] + cardKey[h[4]&63]
	if k&flushCheck != 0 {
		return Value(flushTab[kHigh][(cardBit[h[0]&63]|cardBit[h[1]&63]|cardBit[h[2]&63]|cardBit[h[3]&63]|cardBit[h[4]&63])&8191])
	}
	return Value(rankTab[kHigh][slotOf(uint32(k))])
}

// High values the best high hand of 5 to 7 distinct cards (more are
// accepted: the best five of them); fewer than five is no hand (0).
func High(cs []cards.Card) Value { return highN(kHigh, cs) }

// ShortDeck values the best 6+ Hold'em hand (hand.HighShortDeck) of 5 to 7
// distinct cards: A-6-7-8-9 is the lowest straight, three of a kind beats a
// straight and a flush beats a full house, as PokerStars deals it. Values
// run from 1 to 1,404 over the 36-card deck.
func ShortDeck(cs []cards.Card) Value { return highN(kShort, cs) }

func highN(k kind, cs []cards.Card) Value {
	if len(cs) < 5 {
		return 0
	}
	if len(cs) > 7 {
		return how(k).bestOf(cs, nil)
	}
	key := flushBias
	for _, c := range cs {
		key += cardKey[c&63]
	}
	if key&flushCheck != 0 {
		return flush7(k, cs, key)
	}
	return Value(rankTab[k][slotOf(uint32(key))])
}

// flush7 values a hand of at most seven cards with five or more of one
// suit: with so few other cards no full house or four of a kind is
// possible, so the best hand is the best flush or straight flush.
func flush7(k kind, cs []cards.Card, key uint64) Value {
	s := cards.Suit(bits.TrailingZeros64(key>>suitShift&0x8888) / 4)
	var m uint16
	for _, c := range cs {
		if c.Suit() == s {
			m |= cardBit[c&63]
		}
	}
	return Value(flushTab[k][m&8191])
}

// Omaha values the best high hand of exactly two of hole and three of
// board (RULES §5, FR-2016 Art.7 II): Omaha with 4, 5 or 6 hole cards,
// Courchevel. Fewer than two hole or three board cards is no hand (0).
func Omaha(hole, board []cards.Card) Value {
	if len(hole) < 2 || len(board) < 3 {
		return 0
	}
	if len(hole) > 6 || len(board) > 5 {
		return how(kHigh).omahaSlow(hole, board)
	}
	// Every combination valued by its ranks alone. For a combination that is
	// a flush this gives a straight or less, never more than the flush, so
	// the flushes can be added afterwards and the maximum is still right.
	best := omahaBestByRanks(kHigh, hole, board)
	// Flushes: two hole cards and three board cards of one suit.
	var suits [4]uint8
	for _, c := range board {
		suits[c&3]++
	}
	for s := range suits {
		if suits[s] < 3 {
			continue
		}
		var hb, bb [6]uint16
		nh, nb := 0, 0
		for _, c := range hole {
			if int(c&3) == s {
				hb[nh] = cardBit[c&63]
				nh++
			}
		}
		for _, c := range board {
			if int(c&3) == s && nb < len(bb) {
				bb[nb] = cardBit[c&63]
				nb++
			}
		}
		for a := 0; a < nh; a++ {
			for b := a + 1; b < nh; b++ {
				for c := 0; c < nb; c++ {
					for d := c + 1; d < nb; d++ {
						for e := d + 1; e < nb; e++ {
							best = max(best, flushTab[kHigh][(hb[a]|hb[b]|bb[c]|bb[d]|bb[e])&8191])
						}
					}
				}
			}
		}
	}
	return Value(best)
}

// omahaSlow is the two-plus-three loop over score5, for the unusual shapes.
func (h how) omahaSlow(hole, board []cards.Card) Value {
	var best Value
	forOmaha(hole, board, func(f [5]cards.Card) bool {
		best = max(best, h.score5(&f))
		return false
	})
	return best
}

// omahaBestByRanks values every two-of-hole plus three-of-board
// combination by its ranks alone in the rank table of k and returns the
// best (no flushes: callers that need them add them). 4–6 hole and 3–5
// board cards; it does not allocate.
func omahaBestByRanks(k kind, hole, board []cards.Card) uint16 {
	// Rank keys of the hole pairs and board triples.
	var pk [15]uint32
	np := 0
	for a := 0; a < len(hole); a++ {
		for b := a + 1; b < len(hole); b++ {
			pk[np] = uint32(cardKey[hole[a]&63] + cardKey[hole[b]&63])
			np++
		}
	}
	var tk [10]uint32
	nt := 0
	for a := 0; a < len(board); a++ {
		for b := a + 1; b < len(board); b++ {
			for c := b + 1; c < len(board); c++ {
				tk[nt] = uint32(cardKey[board[a]&63] + cardKey[board[b]&63] + cardKey[board[c]&63])
				nt++
			}
		}
	}
	var best uint16
	for i := 0; i < np; i++ {
		for j := 0; j < nt; j++ {
			best = max(best, rankTab[k][slotOf(pk[i]+tk[j])])
		}
	}
	return best
}
