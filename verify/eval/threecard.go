package eval

import (
	"github.com/hhcheck/hhcheck/cards"
)

// Three Card Poker (RULES §8, CASINO §Poker 3 cartes) ranks three cards,
// strongest first: straight flush, three of a kind, straight, flush, pair,
// high card. The ace is high, and also low in A-2-3, the lowest straight;
// Q-K-A is the highest. There is no hand.HandRule for it: it is a banking
// game, not dealt by the sites.

// threeOrder is the strength of each category in Three Card Poker.
var threeOrder = [10]uint8{HighCard: 1, OnePair: 2, Flush: 3, Straight: 4, ThreeOfAKind: 5, StraightFlush: 6}

// ThreeCard values three distinct cards: order<<12 | three rank nibbles,
// where order is the category's rank above (1 high card .. 6 straight
// flush) and the nibbles are the ranks in order of significance (the pair
// before the kicker; a straight's top card alone, 3 for A-2-3). Higher wins,
// equal values tie. From 0x1532 (5-3-2) to 0x6E00 (Q-K-A suited).
func ThreeCard(c [3]cards.Card) Value {
	cat, ord := threeClassify(c)
	return Value(threeOrder[cat])<<12 | Value(ord[0])<<8 | Value(ord[1])<<4 | Value(ord[2])
}

func threeClassify(c [3]cards.Card) (Category, [3]uint8) {
	r := [3]uint8{uint8(c[0].Rank()), uint8(c[1].Rank()), uint8(c[2].Rank())}
	// sort descending
	if r[0] < r[1] {
		r[0], r[1] = r[1], r[0]
	}
	if r[1] < r[2] {
		r[1], r[2] = r[2], r[1]
	}
	if r[0] < r[1] {
		r[0], r[1] = r[1], r[0]
	}
	flush := c[0].Suit() == c[1].Suit() && c[1].Suit() == c[2].Suit()
	switch {
	case r[0] == r[2]:
		return ThreeOfAKind, r
	case r[0] == r[1]:
		return OnePair, r
	case r[1] == r[2]:
		return OnePair, [3]uint8{r[1], r[2], r[0]}
	}
	top := uint8(0)
	if r[0]-r[2] == 2 {
		top = r[0]
	} else if r == [3]uint8{14, 3, 2} {
		top = 3
	}
	switch {
	case top != 0 && flush:
		return StraightFlush, [3]uint8{top}
	case top != 0:
		return Straight, [3]uint8{top}
	case flush:
		return Flush, r
	}
	return HighCard, r
}

// ThreeCardCategory returns the category of a ThreeCard value.
func ThreeCardCategory(v Value) Category {
	o := uint8(v >> 12)
	for c, x := range threeOrder {
		if x == o && x != 0 {
			return Category(c)
		}
	}
	return NoCategory
}

// ThreeCardDealerQualifies reports whether the dealer's hand plays: queen
// high or better (CASINO §Poker 3 cartes, RULES §8).
func ThreeCardDealerQualifies(v Value) bool {
	return ThreeCardCategory(v) > HighCard || v>>8&15 >= Value(cards.Queen)
}

// DescribeThreeCard gives a three-card hand in the words Describe uses:
// "a straight, Ace to Three", "a pair of Kings", "high card Queen".
func DescribeThreeCard(c [3]cards.Card) string {
	cat, ord := threeClassify(c)
	name := func(r uint8) cards.Rank { return cards.Rank(r) }
	switch cat {
	case HighCard:
		return "high card " + name(ord[0]).Name()
	case OnePair:
		return "a pair of " + plural(name(ord[0]))
	case Flush:
		return "a flush, " + name(ord[0]).Name() + " high"
	case Straight, StraightFlush:
		lo := name(ord[0] - 2)
		if ord[0] == 3 {
			lo = cards.Ace
		}
		w := "a straight, "
		if cat == StraightFlush {
			w = "a straight flush, "
		}
		return w + straightName(lo) + " to " + straightName(name(ord[0]))
	case ThreeOfAKind:
		return "three of a kind, " + plural(name(ord[0]))
	}
	return ""
}
