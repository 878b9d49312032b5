package eval

// The slow, obviously correct reference every fast evaluator is checked
// against: it ranks exactly five cards by following RULES §2–§4 word by
// word, and takes the best of all five-card subsets (Omaha: all choices of
// two hole and three board cards; badugi: all subsets). It shares no code
// with the tables except the Category names.

import (
	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
)

// refResult: v compares (higher better, equal ties); ranks are the five
// rank values in order of significance, as the rule counts them.
type refResult struct {
	v     uint64
	cat   Category
	ranks [5]int
	cards [5]cards.Card
	n     int
}

// refOrder is the strength of each category in a rule, in high terms.
var refStandardOrder = map[Category]uint64{HighCard: 1, OnePair: 2, TwoPair: 3, ThreeOfAKind: 4, Straight: 5, Flush: 6, FullHouse: 7, FourOfAKind: 8, StraightFlush: 9}

// 6+ Hold'em on PokerStars: trips beat a straight, a flush beats a full house.
var refShortOrder = map[Category]uint64{HighCard: 1, OnePair: 2, TwoPair: 3, Straight: 4, ThreeOfAKind: 5, FullHouse: 6, Flush: 7, FourOfAKind: 8, StraightFlush: 9}

// refGroup sorts five rank values by (how many of the rank, rank) both
// descending, and returns them with their multiplicities.
func refGroup(vals [5]int) (ordered [5]int, counts [5]int) {
	var cnt [16]int
	for _, v := range vals {
		cnt[v]++
	}
	ordered = vals
	less := func(a, b int) bool { // a before b
		if cnt[a] != cnt[b] {
			return cnt[a] > cnt[b]
		}
		return a > b
	}
	for i := 1; i < 5; i++ {
		for j := i; j > 0 && less(ordered[j], ordered[j-1]); j-- {
			ordered[j], ordered[j-1] = ordered[j-1], ordered[j]
		}
	}
	for i, v := range ordered {
		counts[i] = cnt[v]
	}
	return
}

func refCategory(counts [5]int, straight, flush bool) Category {
	switch {
	case straight && flush:
		return StraightFlush
	case counts[0] == 4:
		return FourOfAKind
	case counts[0] == 3 && counts[3] == 2:
		return FullHouse
	case flush:
		return Flush
	case straight:
		return Straight
	case counts[0] == 3:
		return ThreeOfAKind
	case counts[0] == 2 && counts[2] == 2:
		return TwoPair
	case counts[0] == 2:
		return OnePair
	}
	return HighCard
}

// refRanks gives the rank values of five cards, the ace as aceAs.
func refRanks(five [5]cards.Card, aceAs int) [5]int {
	var out [5]int
	for i, c := range five {
		out[i] = int(c.Rank())
		if c.Rank() == cards.Ace {
			out[i] = aceAs
		}
	}
	return out
}

func refIsFlush(five [5]cards.Card) bool {
	for _, c := range five[1:] {
		if c.Suit() != five[0].Suit() {
			return false
		}
	}
	return true
}

// refStraight: five different ranks in a row. The caller passes rank
// values with the ace where the rule puts it; acePlaysLowToo adds the
// ace-as-one reading (the wheel) for high hands, shortDeck the 6+ reading
// (A-6-7-8-9, the ace below the six). Returns the straight's top value.
func refStraight(ordered [5]int, counts [5]int, acePlaysLowToo, shortDeck bool) (bool, int) {
	if counts[0] != 1 {
		return false, 0
	}
	if ordered[0]-ordered[4] == 4 {
		if shortDeck && ordered[4] < 6 {
			return false, 0 // no such straight in a 36-card deck
		}
		return true, ordered[0]
	}
	if ordered[0] == 14 && acePlaysLowToo && ordered[1] == 5 && ordered[4] == 2 {
		return true, 5 // 5-4-3-2-A
	}
	if ordered[0] == 14 && shortDeck && ordered[1] == 9 && ordered[4] == 6 {
		return true, 9 // 9-8-7-6-A
	}
	return false, 0
}

func refPack(cat Category, order map[Category]uint64, ranks [5]int) uint64 {
	v := order[cat]
	for _, r := range ranks {
		v = v<<4 | uint64(r)
	}
	return v
}

// refArrange lists the cards in the order of their rank values.
func refArrange(five [5]cards.Card, vals [5]int, ordered [5]int) [5]cards.Card {
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

// refHigh5 ranks five cards as a high hand (FR-2016 Art.6 I), or a 6+ hand.
func refHigh5(five [5]cards.Card, shortDeck bool) refResult {
	vals := refRanks(five, 14)
	ordered, counts := refGroup(vals)
	isStraight, top := refStraight(ordered, counts, !shortDeck, shortDeck)
	cat := refCategory(counts, isStraight, refIsFlush(five))
	order := refStandardOrder
	if shortDeck {
		order = refShortOrder
	}
	played := refArrange(five, vals, ordered)
	key := ordered
	if isStraight {
		key = [5]int{top}
		if top != ordered[0] { // the ace plays low: list it last
			ordered = [5]int{ordered[1], ordered[2], ordered[3], ordered[4], 1}
			played = [5]cards.Card{played[1], played[2], played[3], played[4], played[0]}
		}
	}
	return refResult{v: refPack(cat, order, key), cat: cat, ranks: ordered, cards: played, n: 5}
}

// refLow5 ranks five cards as a low: the ace counts aceAs (1 or 14);
// straights and flushes count against the hand if straightsCount; with
// fhHigherWins the full houses compare the higher three of a kind first
// (FR-2016 Art.6 II 3° literally, RULES D4). Lower hands win, so v is the
// complement of the hand's "badness".
func refLow5(five [5]cards.Card, aceAs int, straightsCount, fhHigherWins bool) refResult {
	vals := refRanks(five, aceAs)
	ordered, counts := refGroup(vals)
	isStraight, flush := false, false
	if straightsCount {
		isStraight, _ = refStraight(ordered, counts, false, false)
		flush = refIsFlush(five)
	}
	cat := refCategory(counts, isStraight, flush)
	key := ordered
	if cat == FullHouse && fhHigherWins {
		for i := range key {
			key[i] = 15 - key[i]
		}
	}
	bad := refPack(cat, refStandardOrder, key)
	return refResult{v: 1<<40 - bad, cat: cat, ranks: ordered, cards: refArrange(five, vals, ordered), n: 5}
}

func refScore5(rule hand.HandRule, p *rules.Profile, five [5]cards.Card) refResult {
	if p == nil {
		p = &rules.Standard
	}
	fh := !p.LowFullHouseLowerWins
	switch rule {
	case hand.HighHand:
		return refHigh5(five, false)
	case hand.HighShortDeck:
		return refHigh5(five, true)
	case hand.LowA5:
		return refLow5(five, 1, false, fh)
	case hand.LowA5Eight:
		r := refLow5(five, 1, false, fh)
		if r.cat != HighCard || r.ranks[0] > 8 {
			return refResult{} // FR-2016 Art.6 III 1°: five different ranks, eight or lower
		}
		return r
	case hand.Low27:
		return refLow5(five, 14, p.Low27StraightsFlushesCount, fh)
	case hand.LowA6:
		return refLow5(five, 1, true, fh)
	}
	panic("refScore5: not a five-card rule")
}

// refBadugi: every subset of held, kept if all suits and ranks differ;
// more cards win, then compare highest card first, lower wins.
func refBadugi(held []cards.Card, aceHigh bool) refResult {
	var best refResult
	for mask := 1; mask < 1<<len(held); mask++ {
		var sub []cards.Card
		for i := range held {
			if mask&(1<<i) != 0 {
				sub = append(sub, held[i])
			}
		}
		if len(sub) > 4 {
			continue
		}
		val := func(c cards.Card) int {
			if c.Rank() == cards.Ace && !aceHigh {
				return 1
			}
			return int(c.Rank())
		}
		ok := true
		for i := range sub {
			for j := i + 1; j < len(sub); j++ {
				if sub[i].Suit() == sub[j].Suit() || val(sub[i]) == val(sub[j]) {
					ok = false
				}
			}
		}
		if !ok {
			continue
		}
		// highest first
		for i := 1; i < len(sub); i++ {
			for j := i; j > 0 && val(sub[j]) > val(sub[j-1]); j-- {
				sub[j], sub[j-1] = sub[j-1], sub[j]
			}
		}
		var packed uint64
		var r refResult
		for i := 0; i < 4; i++ {
			packed <<= 4
			if i < len(sub) {
				packed |= uint64(val(sub[i]))
				r.ranks[i] = val(sub[i])
				r.cards[i] = sub[i]
			}
		}
		r.v = uint64(len(sub))<<16 | (0xFFFF - packed)
		r.n = len(sub)
		if r.v > best.v {
			best = r
		}
	}
	return best
}

// refEvaluate is Evaluate the slow way.
func refEvaluate(rule hand.HandRule, use hand.CardUse, p *rules.Profile, hole, board []cards.Card) refResult {
	if p == nil {
		p = &rules.Standard
	}
	switch rule {
	case hand.BadugiAceLow:
		return refBadugi(append(append([]cards.Card(nil), hole...), board...), false)
	case hand.BadugiAceHigh:
		return refBadugi(append(append([]cards.Card(nil), hole...), board...), p.BadeuceyBadugiAceHigh)
	}
	var best refResult
	try := func(five [5]cards.Card) {
		if r := refScore5(rule, p, five); r.v > best.v {
			best = r
		}
	}
	if use == hand.TwoPlusThree {
		for a := 0; a < len(hole); a++ {
			for b := a + 1; b < len(hole); b++ {
				for c := 0; c < len(board); c++ {
					for d := c + 1; d < len(board); d++ {
						for e := d + 1; e < len(board); e++ {
							try([5]cards.Card{hole[a], hole[b], board[c], board[d], board[e]})
						}
					}
				}
			}
		}
		return best
	}
	all := append(append([]cards.Card(nil), hole...), board...)
	n := len(all)
	for a := 0; a < n; a++ {
		for b := a + 1; b < n; b++ {
			for c := b + 1; c < n; c++ {
				for d := c + 1; d < n; d++ {
					for e := d + 1; e < n; e++ {
						try([5]cards.Card{all[a], all[b], all[c], all[d], all[e]})
					}
				}
			}
		}
	}
	return best
}

// refThreeCard ranks three cards by RULES §8: straight flush, trips,
// straight, flush, pair, high card; the ace high, or low in A-2-3.
func refThreeCard(c [3]cards.Card) (uint64, Category) {
	r := []int{int(c[0].Rank()), int(c[1].Rank()), int(c[2].Rank())}
	for i := 1; i < 3; i++ {
		for j := i; j > 0 && r[j] > r[j-1]; j-- {
			r[j], r[j-1] = r[j-1], r[j]
		}
	}
	flush := c[0].Suit() == c[1].Suit() && c[0].Suit() == c[2].Suit()
	straight := r[0] == r[1]+1 && r[1] == r[2]+1
	if r[0] == 14 && r[1] == 3 && r[2] == 2 {
		straight, r = true, []int{3, 2, 1}
	}
	var cat Category
	order := map[Category]uint64{HighCard: 1, OnePair: 2, Flush: 3, Straight: 4, ThreeOfAKind: 5, StraightFlush: 6}
	switch {
	case straight && flush:
		cat = StraightFlush
	case r[0] == r[2]:
		cat = ThreeOfAKind
	case straight:
		cat = Straight
	case flush:
		cat = Flush
	case r[0] == r[1] || r[1] == r[2]:
		cat = OnePair
		if r[1] == r[2] {
			r = []int{r[1], r[2], r[0]}
		}
	default:
		cat = HighCard
	}
	return order[cat]<<12 | uint64(r[0])<<8 | uint64(r[1])<<4 | uint64(r[2]), cat
}
