package eval

import (
	"strings"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
)

// Describe gives the hand in the words PokerStars prints, which the other
// sites' mappings translate to: "a full house, Kings full of Tens", "a
// straight, Five to Nine", "a Royal Flush", "Lo: 8,6,4,2,A", "Lo: a pair of
// Fives", "Badugi: 8,5,4,2", "3-card: 9,2,A". PokerStars appends " - Ace
// kicker", " - lower kicker" or " - lower cards" when a shown hand is
// compared with another of the same combination; that depends on the other
// hands and is not produced here. No hand gives "".
func Describe(rule hand.HandRule, r Result) string {
	if r.N == 0 {
		return ""
	}
	switch rule {
	case hand.HighHand, hand.HighShortDeck:
		return describeHigh(r)
	case hand.LowA5, hand.LowA5Eight, hand.LowA6, hand.Low27:
		return "Lo: " + describeLow(r)
	case hand.BadugiAceLow, hand.BadugiAceHigh:
		var b strings.Builder
		if r.N == 4 {
			b.WriteString("Badugi: ")
		} else {
			b.WriteByte('0' + r.N)
			b.WriteString("-card: ")
		}
		writeRanks(&b, r.Played())
		return b.String()
	}
	return ""
}

// DescribeHiLo composes the two halves of a hi/lo hand as PokerStars does:
// "HI: a pair of Tens; LO: 8,6,4,2,A", or "HI: two pair, Nines and Eights"
// when the hand has no low.
func DescribeHiLo(hiRule hand.HandRule, hi Result, loRule hand.HandRule, lo Result) string {
	s := "HI: " + Describe(hiRule, hi)
	if lo.N != 0 {
		s += "; LO: " + strings.TrimPrefix(Describe(loRule, lo), "Lo: ")
	}
	return s
}

func writeRanks(b *strings.Builder, cs []cards.Card) {
	for i, c := range cs {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteByte(c.Rank().Char())
	}
}

// describeLow: a low without a pair is its ranks, highest first ("T,5,3,2,A");
// otherwise the combination in high-hand words ("a pair of Fives").
func describeLow(r Result) string {
	if r.Cat != HighCard {
		return describeHigh(r)
	}
	var b strings.Builder
	writeRanks(&b, r.Played())
	return b.String()
}

// plural spells a rank's plural as PokerStars does: "Deuces", not
// cards.Rank.Plural's "Twos" ("a pair of Deuces", "Tens full of Deuces").
func plural(rk cards.Rank) string {
	if rk == cards.Two {
		return "Deuces"
	}
	return rk.Plural()
}

// straightName spells the rank as PokerStars does inside a straight, where
// the two is "Deuce".
func straightName(rk cards.Rank) string {
	if rk == cards.Two {
		return "Deuce"
	}
	return rk.Name()
}

func describeHigh(r Result) string {
	c := r.Cards
	rk := func(i int) cards.Rank { return c[i].Rank() }
	switch r.Cat {
	case HighCard:
		return "high card " + rk(0).Name()
	case OnePair:
		return "a pair of " + plural(rk(0))
	case TwoPair:
		return "two pair, " + plural(rk(0)) + " and " + plural(rk(2))
	case ThreeOfAKind:
		return "three of a kind, " + plural(rk(0))
	case Straight:
		return "a straight, " + straightName(rk(4)) + " to " + straightName(rk(0))
	case Flush:
		return "a flush, " + rk(0).Name() + " high"
	case FullHouse:
		return "a full house, " + plural(rk(0)) + " full of " + plural(rk(3))
	case FourOfAKind:
		return "four of a kind, " + plural(rk(0))
	case StraightFlush:
		if rk(0) == cards.Ace && rk(4) == cards.Ten {
			return "a Royal Flush"
		}
		return "a straight flush, " + straightName(rk(4)) + " to " + straightName(rk(0))
	}
	return ""
}

// CategoryName names the kind of hand r is under rule, for a reader: the
// high categories of RULES §2 ("full house", "straight flush"); for a low
// the pairing shape, "no pair" being the only shape a low usually wins
// with ("no pair", "one pair", and "straight"/"flush" where a 2-7 or A-6
// low counts them, RULES §3); for a badugi the size of the best badugi
// ("4-card badugi", "3-card hand", RULES §4). No hand gives "".
func CategoryName(rule hand.HandRule, r Result) string {
	if r.N == 0 {
		return ""
	}
	switch rule {
	case hand.BadugiAceLow, hand.BadugiAceHigh:
		if r.N == 4 {
			return "4-card badugi"
		}
		return string('0'+rune(r.N)) + "-card hand"
	case hand.LowA5, hand.LowA5Eight, hand.LowA6, hand.Low27:
		if r.Cat == HighCard {
			return "no pair"
		}
	}
	return r.Cat.String()
}
