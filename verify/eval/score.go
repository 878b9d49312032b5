package eval

import (
	"sort"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
)

// Value layout used by score: bits 24–27 the rule's order of the
// combination (higher is better under that rule), bits 20–23 the Category,
// bits 0–19 five rank nibbles in order of significance. Lows store the
// complement of a "badness" so that higher is still better.
const (
	orderShift = 24
	catShift   = 20
	lowBase    = 1 << 28
)

// score ranks exactly five cards under rule.
func score(rule hand.HandRule, p *rules.Profile, five [5]cards.Card) Result {
	switch rule {
	case hand.HighHand:
		return high5(five, false)
	case hand.HighShortDeck:
		return high5(five, true)
	case hand.LowA5:
		return lowA5(five, p, false)
	case hand.LowA5Eight:
		return lowA5(five, p, true)
	case hand.Low27:
		if p == nil || p.Low27StraightsFlushesCount {
			return lowFromHigh(five, 14, true, p)
		}
		return lowIgnoringStraights(five, 14, p)
	case hand.LowA6:
		return lowFromHigh(five, 1, true, p)
	}
	return Result{}
}

// group orders five rank values by (count desc, rank desc) and returns the
// ordered ranks and the counts in the same order.
func group(vals [5]int) (ordered [5]int, counts [5]int, shape [5]int) {
	var cnt [15]int
	for _, v := range vals {
		cnt[v]++
	}
	idx := vals
	sort.Slice(idx[:], func(i, j int) bool {
		a, b := idx[i], idx[j]
		if cnt[a] != cnt[b] {
			return cnt[a] > cnt[b]
		}
		return a > b
	})
	for i, v := range idx {
		ordered[i] = v
		counts[i] = cnt[v]
	}
	// shape: the distinct group sizes, largest first
	k := 0
	for i := 0; i < 5; {
		shape[k] = counts[i]
		i += counts[i]
		k++
	}
	return
}

// orderCards puts the five cards in the order of their rank values.
func orderCards(five [5]cards.Card, vals [5]int, ordered [5]int) [5]cards.Card {
	var out [5]cards.Card
	used := [5]bool{}
	for i, want := range ordered {
		best := -1
		for j := range five {
			if !used[j] && vals[j] == want && (best < 0 || five[j] > five[best]) {
				best = j
			}
		}
		used[best] = true
		out[i] = five[best]
	}
	return out
}

func categoryOf(shape [5]int, flush, straight bool) Category {
	switch {
	case straight && flush:
		return StraightFlush
	case shape[0] == 4:
		return FourOfAKind
	case shape[0] == 3 && shape[1] == 2:
		return FullHouse
	case flush:
		return Flush
	case straight:
		return Straight
	case shape[0] == 3:
		return ThreeOfAKind
	case shape[0] == 2 && shape[1] == 2:
		return TwoPair
	case shape[0] == 2:
		return OnePair
	}
	return HighCard
}

var standardOrder = [...]int{NoCategory: 0, HighCard: 1, OnePair: 2, TwoPair: 3, ThreeOfAKind: 4, Straight: 5, Flush: 6, FullHouse: 7, FourOfAKind: 8, StraightFlush: 9}

// shortDeckOrder: 6+ Hold'em as PokerStars deals it: a flush beats a full
// house and three of a kind beats a straight.
var shortDeckOrder = [...]int{NoCategory: 0, HighCard: 1, OnePair: 2, TwoPair: 3, Straight: 4, ThreeOfAKind: 5, FullHouse: 6, Flush: 7, FourOfAKind: 8, StraightFlush: 9}

// straightTop returns the top rank value of a straight in vals, or 0. ace
// says how the ace may count: 14 high (and 1 in the wheel when wheel is
// set), 1 low only.
func straightTop(ordered [5]int, shape [5]int, wheel int) int {
	if shape[0] != 1 {
		return 0
	}
	if ordered[0]-ordered[4] == 4 {
		return ordered[0]
	}
	if wheel != 0 && ordered[0] == 14 {
		// A-low straight: the ace plays below the lowest of the other four
		rest := ordered[1:]
		if rest[0]-rest[3] == 3 && rest[3] == wheel {
			return rest[0]
		}
	}
	return 0
}

func pack(ordered [5]int) Value {
	var v Value
	for _, r := range ordered {
		v = v<<4 | Value(r&15)
	}
	return v
}

func rankVals(five [5]cards.Card, aceAs int) [5]int {
	var vals [5]int
	for i, c := range five {
		v := int(c.Rank())
		if v == 14 {
			v = aceAs
		}
		vals[i] = v
	}
	return vals
}

func isFlush(five [5]cards.Card) bool {
	s := five[0].Suit()
	for _, c := range five[1:] {
		if c.Suit() != s {
			return false
		}
	}
	return true
}

func high5(five [5]cards.Card, shortDeck bool) Result {
	vals := rankVals(five, 14)
	ordered, _, shape := group(vals)
	wheel := 2
	order := standardOrder[:]
	if shortDeck {
		wheel = 6
		order = shortDeckOrder[:]
	}
	top := straightTop(ordered, shape, wheel)
	flush := isFlush(five)
	cat := categoryOf(shape, flush, top != 0)
	played := orderCards(five, vals, ordered)
	if top != 0 && top != ordered[0] {
		// wheel: the ace plays last
		ordered = [5]int{ordered[1], ordered[2], ordered[3], ordered[4], 1}
		played = [5]cards.Card{played[1], played[2], played[3], played[4], played[0]}
	}
	v := Value(order[cat])<<orderShift | Value(cat)<<catShift | pack(ordered)
	return Result{Value: v, Cat: cat, Cards: played, N: 5}
}

// lowA5 ranks an A-5 low: ace counts one, straights and flushes ignored,
// fewer pairs better, then lower ranks (RULES §3). With eight set the hand
// is Value 0 unless it is five different ranks of eight or lower.
func lowA5(five [5]cards.Card, p *rules.Profile, eight bool) Result {
	vals := rankVals(five, 1)
	ordered, _, shape := group(vals)
	cat := categoryOf(shape, false, false)
	if eight && (cat != HighCard || ordered[0] > 8) {
		return Result{}
	}
	return lowResult(five, vals, ordered, cat, p)
}

// lowIgnoringStraights ranks a low with straights and flushes ignored and
// the ace valued aceAs (2-7 read literally under FR-2016, RULES D1).
func lowIgnoringStraights(five [5]cards.Card, aceAs int, p *rules.Profile) Result {
	vals := rankVals(five, aceAs)
	ordered, _, shape := group(vals)
	return lowResult(five, vals, ordered, categoryOf(shape, false, false), p)
}

// lowFromHigh ranks a low in which straights and flushes count against the
// hand: the reverse of the high order (2-7 with aceAs 14, A-6 with aceAs 1).
func lowFromHigh(five [5]cards.Card, aceAs int, countStraights bool, p *rules.Profile) Result {
	vals := rankVals(five, aceAs)
	ordered, _, shape := group(vals)
	top := 0
	if countStraights {
		top = straightTop(ordered, shape, 0)
	}
	flush := countStraights && isFlush(five)
	cat := categoryOf(shape, flush, top != 0)
	return lowResult(five, vals, ordered, cat, p)
}

func lowResult(five [5]cards.Card, vals, ordered [5]int, cat Category, p *rules.Profile) Result {
	played := orderCards(five, vals, ordered)
	key := ordered
	if cat == FullHouse && p != nil && !p.LowFullHouseLowerWins {
		// FR-2016 Art.6 II 3° read literally (RULES D4): among full houses
		// the higher three of a kind, then the higher pair, wins.
		for i := range key {
			key[i] = 15 - key[i]
		}
	}
	bad := Value(standardOrder[cat])<<orderShift | pack(key)
	return Result{Value: lowBase - bad, Cat: cat, Cards: played, N: 5}
}

// badugi ranks the best badugi in held: the largest subset of cards with
// all suits and all ranks different; more cards win, then the lower highest
// card, and so on (RULES §4). aceHigh is Badeucey's badugi half (D5).
func badugi(held []cards.Card, aceHigh bool) Result {
	best := Result{}
	n := len(held)
	for mask := 1; mask < 1<<n; mask++ {
		var suits, ranks uint32
		var sub []cards.Card
		ok := true
		for i := 0; i < n && ok; i++ {
			if mask&(1<<i) == 0 {
				continue
			}
			c := held[i]
			r := int(c.Rank())
			if r == 14 && !aceHigh {
				r = 1
			}
			if suits&(1<<c.Suit()) != 0 || ranks&(1<<r) != 0 {
				ok = false
			}
			suits |= 1 << c.Suit()
			ranks |= 1 << r
			sub = append(sub, c)
		}
		if !ok || len(sub) > 4 {
			continue
		}
		r := badugiResult(sub, aceHigh)
		if r.Value > best.Value {
			best = r
		}
	}
	return best
}

func badugiVal(c cards.Card, aceHigh bool) int {
	r := int(c.Rank())
	if r == 14 && !aceHigh {
		return 1
	}
	return r
}

func badugiResult(sub []cards.Card, aceHigh bool) Result {
	s := append([]cards.Card(nil), sub...)
	sort.Slice(s, func(i, j int) bool { return badugiVal(s[i], aceHigh) > badugiVal(s[j], aceHigh) })
	var packed Value
	for i := 0; i < 4; i++ {
		packed <<= 4
		if i < len(s) {
			packed |= Value(badugiVal(s[i], aceHigh))
		}
	}
	r := Result{Value: Value(len(s))<<16 | (0xFFFF - packed), N: uint8(len(s))}
	copy(r.Cards[:], s)
	return r
}
