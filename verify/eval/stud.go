package eval

import (
	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
)

// Stud helpers. They look at cards only, so the replay can receive them as
// plain functions from its caller (it may not import this package).

// StudOrder says, for a stud game under a profile, whether the highest up
// card brings in and whether the lowest visible hand acts first on later
// streets (RULES D2). Standard practice (rules.Standard): in the low stud
// games (Razz, Seven Nullo: hand.GameSpec.BringInLow false) the highest up
// card brings in and the lowest visible hand acts first; in the others the
// lowest up card brings in and the highest visible hand acts first. FR-2016
// Art.7 III read literally (RazzBringInHighest false): the lowest up card
// brings in and the highest visible hand acts first in every stud game.
func StudOrder(g *hand.GameSpec, p *rules.Profile) (highestBrings, lowFirst bool) {
	if p == nil {
		p = &rules.Standard
	}
	low := g.Family == hand.StudGame && !g.BringInLow
	if !p.RazzBringInHighest {
		return false, false
	}
	return low, low
}

// BringIn returns the index in up of the card that brings in: each
// player's one up card on third street, in seat order. The lowest card by
// rank, the ace high, then by suit, clubs lowest (RRoP 3.7.1, FR-2016
// Art.7 III); with highestBrings (razz and Seven Nullo in standard practice,
// RULES D2) the highest card by rank, the ace low, then by suit, spades
// highest — the king of spades before the king of clubs. -1 if up is empty.
func BringIn(up []cards.Card, highestBrings bool) int {
	best := -1
	for i, c := range up {
		if best < 0 {
			best = i
			continue
		}
		if highestBrings {
			if aceLowKey(c) > aceLowKey(up[best]) {
				best = i
			}
		} else if c < up[best] {
			best = i
		}
	}
	return best
}

// aceLowKey orders cards by rank with the ace below the deuce, then by suit.
func aceLowKey(c cards.Card) int {
	if c.Rank() == cards.Ace {
		return int(c.Suit()) - 4
	}
	return int(c)
}

// Showing values a player's up cards (one to four on 4th to 6th street)
// for the order of action: on each street after the third the best visible
// hand acts first (FR-2016 Art.7 III, RULES §7). Pairs, two pairs, trips and
// quads count, then the ranks, highest first; straights and flushes never
// count, as on PokerStars and Full Tilt (checked on their stud histories in
// stud_test.go). With low (razz and Seven Nullo in standard practice, RULES
// D2) the lowest visible hand is the best: the ace is low, no pair beats a
// pair, and so on. The higher Value acts first; equal values are tied: the
// caller breaks the tie (by position, or by ShowingTieBreak). Values of up
// card lists of different lengths do not compare. No cards is 0.
func Showing(up []cards.Card, low bool) Value {
	if len(up) == 0 {
		return 0
	}
	var cnt [15]uint8
	for _, c := range up {
		if !c.Valid() {
			continue
		}
		r := c.Rank()
		if low && r == cards.Ace {
			r = 1
		}
		cnt[r]++
	}
	var nib uint32
	n := 0
	var sizes [5]uint8
	g := 0
	by := groups(&cnt)
	for size := uint8(4); size >= 1; size-- {
		for m := by[size]; m != 0; {
			r := highest(m)
			m &^= 1 << r
			if g < 5 {
				sizes[g] = size
				g++
			}
			for j := uint8(0); j < size && n < 5; j++ {
				nib = nib<<4 | uint32(r)
				n++
			}
		}
	}
	nib <<= 4 * uint(5-n)
	var cat Category
	switch {
	case sizes[0] == 4:
		cat = FourOfAKind
	case sizes[0] == 3 && sizes[1] >= 2:
		cat = FullHouse
	case sizes[0] == 3:
		cat = ThreeOfAKind
	case sizes[0] == 2 && sizes[1] == 2:
		cat = TwoPair
	case sizes[0] == 2:
		cat = OnePair
	default:
		cat = HighCard
	}
	if low {
		return Value(15-standardOrder[cat])<<20 | Value(0xFFFFF-nib)
	}
	return Value(standardOrder[cat])<<20 | Value(nib)
}

// ShowingTieBreak breaks a tie between equal high Showing values by suit, as
// FR-2016 Art.7 III says ("en cas d'égalité, en considération de la couleur
// des cartes les plus fortes"): the up cards are taken in order of
// significance (the biggest group first, then by rank, then by suit, spades
// first) and their suits compared in that order; higher acts first. RRoP
// breaks such ties by position instead; which one applies is the caller's
// choice. For low showings the sources give no suit rule.
func ShowingTieBreak(up []cards.Card) Value {
	var cnt [15]uint8
	for _, c := range up {
		if c.Valid() {
			cnt[c.Rank()]++
		}
	}
	var v Value
	n := 0
	for size := uint8(4); size >= 1; size-- {
		for r := 14; r >= 2; r-- {
			if cnt[r] != size {
				continue
			}
			for s := int(cards.Spades); s >= int(cards.Clubs); s-- {
				c := cards.New(cards.Rank(r), cards.Suit(s))
				for _, u := range up {
					if u == c && n < 8 {
						v = v<<2 | Value(s)
						n++
					}
				}
			}
		}
	}
	return v << (2 * uint(8-n))
}

// OddChipCard returns the card that decides who takes an odd chip among
// tied stud winners (RRoP 3.7.5(b)): the highest card by rank then suit for
// a high hand, the lowest card by rank (the ace low) then suit for a low
// hand, looking at ALL the player's cards, not only the five that play. The
// tied winner whose card is highest (high) or lowest (low) takes the chip.
// all must not be empty.
func OddChipCard(all []cards.Card, low bool) cards.Card {
	if low {
		return cards.LowestA5(all)
	}
	return cards.Highest(all)
}
