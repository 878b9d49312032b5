package eval

import (
	"github.com/hhcheck/hhcheck/cards"
)

// Badugi values the best badugi in held (RULES §4, CASINO §Badugi): the
// largest subset of cards with all suits and all ranks different; more
// cards win, then the lower highest card, and so on. aceHigh plays the ace
// above the king, as Badeucey's badugi half does (CASINO §Badeucey, RULES
// D5); otherwise it is the lowest card.
//
// The Value is n<<13 | (8191 − ranks), with n the number of cards (1–4)
// and ranks the 13-bit mask of their ranks, the lowest rank on bit 0: for
// sets of the same size the order of the masks as integers is the order
// "highest card first", so the complement ranks them lower-is-better. Best
// is A-2-3-4 (ace low) or 2-3-4-5 (ace high). No cards is 0.
func Badugi(held []cards.Card, aceHigh bool) Value {
	var best Value
	forBadugis(held, aceHigh, func(n int, ranks uint16, _ [4]cards.Card) {
		best = max(best, badugiValue(n, ranks))
	})
	return best
}

func badugiValue(n int, ranks uint16) Value { return Value(n)<<13 | Value(0x1FFF&^ranks) }

// badugiBit is the card's bit in a badugi rank mask.
func badugiBit(c cards.Card, aceHigh bool) uint16 {
	if aceHigh {
		return cardBit[c&63]
	}
	return 1 << ((c.Rank() - 1) % 13) // the ace on bit 0, the king on bit 12
}

// forBadugis calls f with every subset of one to four cards of held whose
// suits and ranks all differ, with the mask of its ranks.
func forBadugis(held []cards.Card, aceHigh bool, f func(n int, ranks uint16, sub [4]cards.Card)) {
	n := len(held)
	for a := 0; a < n; a++ {
		sa, ra := uint8(1)<<held[a].Suit(), badugiBit(held[a], aceHigh)
		f(1, ra, [4]cards.Card{held[a]})
		for b := a + 1; b < n; b++ {
			sb, rb := uint8(1)<<held[b].Suit(), badugiBit(held[b], aceHigh)
			if sa&sb != 0 || ra&rb != 0 {
				continue
			}
			sb, rb = sa|sb, ra|rb
			f(2, rb, [4]cards.Card{held[a], held[b]})
			for c := b + 1; c < n; c++ {
				sc, rc := uint8(1)<<held[c].Suit(), badugiBit(held[c], aceHigh)
				if sb&sc != 0 || rb&rc != 0 {
					continue
				}
				sc, rc = sb|sc, rb|rc
				f(3, rc, [4]cards.Card{held[a], held[b], held[c]})
				for d := c + 1; d < n; d++ {
					sd, rd := uint8(1)<<held[d].Suit(), badugiBit(held[d], aceHigh)
					if sc&sd != 0 || rc&rd != 0 {
						continue
					}
					f(4, rc|rd, [4]cards.Card{held[a], held[b], held[c], held[d]})
				}
			}
		}
	}
}

// badugiResult is Evaluate for the badugi rules: the value and the cards of
// the best badugi, highest first ("Badugi: 8,5,4,2", "3-card: 9,2,A").
func badugiResult(held []cards.Card, aceHigh bool) Result {
	var r Result
	forBadugis(held, aceHigh, func(n int, ranks uint16, sub [4]cards.Card) {
		if v := badugiValue(n, ranks); v > r.Value {
			r.Value, r.N = v, uint8(n)
			copy(r.Cards[:], sub[:n])
		}
	})
	if r.N == 0 {
		return Result{}
	}
	// Highest first.
	for i := 1; i < int(r.N); i++ {
		for j := i; j > 0 && badugiBit(r.Cards[j], aceHigh) > badugiBit(r.Cards[j-1], aceHigh); j-- {
			r.Cards[j], r.Cards[j-1] = r.Cards[j-1], r.Cards[j]
		}
	}
	return r
}
