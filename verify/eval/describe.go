package eval

import (
	"strings"
	"sync"

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
		if r.Cat != HighCard {
			return "Lo: " + describeHigh(r)
		}
		var b [32]byte // the words in one allocation, the string's
		return string(appendRanks(append(b[:0], "Lo: "...), r.Played()))
	case hand.BadugiAceLow, hand.BadugiAceHigh:
		var b [32]byte
		w := append(b[:0], "Badugi: "...)
		if r.N != 4 {
			w = append(append(b[:0], '0'+r.N), "-card: "...)
		}
		return string(appendRanks(w, r.Played()))
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

// appendRanks appends the ranks of cs to b, separated by commas: a low
// without a pair is its ranks, highest first ("T,5,3,2,A"), a low with one
// is described in high-hand words ("a pair of Fives").
func appendRanks(b []byte, cs []cards.Card) []byte {
	for i, c := range cs {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, c.Rank().Char())
	}
	return b
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

// describeHigh names a high hand (or a low with a pair) from its
// category and the one or two ranks the words name, out of highNames.
func describeHigh(r Result) string {
	c := r.Cards
	x, y := c[0], c[0] // the ranks named: the first and, when two, the second
	switch r.Cat {
	case TwoPair:
		y = c[2]
	case Straight, StraightFlush:
		x, y = c[4], c[0] // lowest to highest
	case FullHouse:
		y = c[3]
	}
	if r.Cat > StraightFlush || !x.Valid() || !y.Valid() {
		return spellHigh(r.Cat, x.Rank(), y.Rank())
	}
	highNames.once.Do(func() {
		for cat := range highNames.s {
			for a := range highNames.s[cat] {
				for b := range highNames.s[cat][a] {
					highNames.s[cat][a][b] = spellHigh(Category(cat), cards.Two+cards.Rank(a), cards.Two+cards.Rank(b))
				}
			}
		}
	})
	return highNames.s[r.Cat][x.Rank()-cards.Two][y.Rank()-cards.Two]
}

// highNames holds spellHigh's words for every category and pair of ranks,
// made once (about 1500 strings): describing a hand at every showdown
// then allocates nothing.
var highNames struct {
	once sync.Once
	s    [StraightFlush + 1][13][13]string
}

// spellHigh spells a high hand of category cat: x is the rank it names
// first (the pair, the trips, the high card; a straight's lowest card),
// y the second (the lower pair, the pair of a full house, a straight's
// highest card).
func spellHigh(cat Category, x, y cards.Rank) string {
	switch cat {
	case HighCard:
		return "high card " + x.Name()
	case OnePair:
		return "a pair of " + plural(x)
	case TwoPair:
		return "two pair, " + plural(x) + " and " + plural(y)
	case ThreeOfAKind:
		return "three of a kind, " + plural(x)
	case Straight:
		return "a straight, " + straightName(x) + " to " + straightName(y)
	case Flush:
		return "a flush, " + x.Name() + " high"
	case FullHouse:
		return "a full house, " + plural(x) + " full of " + plural(y)
	case FourOfAKind:
		return "four of a kind, " + plural(x)
	case StraightFlush:
		if y == cards.Ace && x == cards.Ten {
			return "a Royal Flush"
		}
		return "a straight flush, " + straightName(x) + " to " + straightName(y)
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
