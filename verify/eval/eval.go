package eval

import (
	"math/bits"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
)

// Value ranks a hand under one rule (and one profile): the higher value is
// the better hand, equal values tie exactly (FR-2016 Art.6 IV: the pot or
// the half is shared). Zero means "no hand": a low that does not qualify,
// or too few cards. Values of different rules do not compare.
//
// For the five-card rules a Value is a dense class: 1 is the weakest hand
// the rule knows, and the strongest is 7,462 for high hands, 2-7 and A-6,
// 6,175 for A-5 lows and 2-7 read literally (RULES D1), 1,404 for 6+ hands
// dealt from the 36-card deck. Badugi, Three Card Poker and Showing have
// encodings of their own, documented there.
type Value uint32

// Category is the combination of a hand (RULES §2), weakest first. Lows
// use it for the pairing shape (HighCard = no pair) and, where they count,
// straights and flushes.
type Category uint8

const (
	NoCategory Category = iota
	HighCard
	OnePair
	TwoPair
	ThreeOfAKind
	Straight
	Flush
	FullHouse
	FourOfAKind
	StraightFlush
)

var categoryNames = [...]string{"none", "high card", "one pair", "two pair", "three of a kind", "straight", "flush", "full house", "four of a kind", "straight flush"}

func (c Category) String() string {
	if int(c) < len(categoryNames) {
		return categoryNames[c]
	}
	return "unknown"
}

// Result is an evaluated hand: its value and the cards that play, the most
// significant first (the pair before the kickers; a wheel's ace last).
type Result struct {
	Value Value
	Cat   Category // the combination (high categories; lows: the pairing shape)
	Cards [5]cards.Card
	N     uint8 // cards used in Cards: 5, or 1–4 for badugi; 0 for no hand
}

// Played returns the cards that make the hand.
func (r *Result) Played() []cards.Card { return r.Cards[:r.N] }

// how is a hand rule under a profile: the table kind in the low byte and
// the exceptions as flags. (A small integer rather than a struct of bools:
// it travels in one register.)
type how uint16

const (
	hEight   how = 1 << (8 + iota) // A-5 with the eight qualifier (FR-2016 Art.6 III 1°)
	hFHHigh                        // FR-2016 Art.6 II 3° literally: the higher full house wins a low (RULES D4)
	hBadugi                        // a badugi rule
	hAceHigh                       // badugi with the ace high (Badeucey, RULES D5)
	hOK                            // a rule this package ranks
)

func (h how) k() kind      { return kind(h&0xFF) % numKinds }
func (h how) eight() bool  { return h&hEight != 0 }
func (h how) fhHigh() bool { return h&hFHHigh != 0 }

func howOf(rule hand.HandRule, p *rules.Profile) how {
	if p == nil {
		p = &rules.Standard
	}
	d4 := hOK
	if !p.LowFullHouseLowerWins {
		d4 |= hFHHigh
	}
	switch rule {
	case hand.HighHand:
		return how(kHigh) | hOK
	case hand.HighShortDeck:
		return how(kShort) | hOK
	case hand.LowA5:
		return how(kA5) | d4
	case hand.LowA5Eight:
		return how(kA5) | hEight | hOK // no full house qualifies
	case hand.Low27:
		if p.Low27StraightsFlushesCount {
			return how(k27) | d4
		}
		return how(k27Plain) | d4
	case hand.LowA6:
		return how(kA6) | d4
	case hand.BadugiAceLow:
		return hBadugi | hOK
	case hand.BadugiAceHigh:
		if p.BadeuceyBadugiAceHigh {
			return hBadugi | hAceHigh | hOK
		}
		return hBadugi | hOK
	}
	return 0
}

// Divergences lists the points of RULES §9 whose reading (a rules.Profile
// field) can change how a rule ranks hands: D1 and D4 for 2-7, D4 for the
// A-5 low without qualifier and A-6, D5 for Badeucey's badugi half. A
// verifier that ranks a pot under two profiles names these when the
// winners differ. The slices are shared: do not modify them.
func Divergences(rule hand.HandRule) []rules.Clause {
	switch rule {
	case hand.Low27:
		return divD1D4
	case hand.LowA5, hand.LowA6:
		return divD4
	case hand.BadugiAceHigh:
		return divD5
	}
	return nil
}

var (
	divD1D4 = []rules.Clause{rules.D1, rules.D4}
	divD4   = []rules.Clause{rules.D4}
	divD5   = []rules.Clause{rules.D5}
)

// Rank is Evaluate without the played cards: the value only, by the
// fastest path for the rule; Rank(...) == Evaluate(...).Value always. Like
// Evaluate it gives 0 for cards outside the deck or given twice. It does
// not allocate.
func Rank(rule hand.HandRule, use hand.CardUse, p *rules.Profile, hole, board []cards.Card) Value {
	h := howOf(rule, p)
	if h&hOK == 0 || !valid(hole, board) {
		return 0
	}
	if h&hBadugi != 0 {
		var all [cards.NumCards]cards.Card
		n := copy(all[:], hole)
		n += copy(all[n:], board)
		return Badugi(all[:n], h&hAceHigh != 0)
	}
	if use == hand.TwoPlusThree {
		return h.omaha(hole, board)
	}
	return h.bestOf(hole, board)
}

// Evaluate ranks a player's cards under one rule. hole are the player's own
// cards (all seven in stud, the final hand in draw games), board the
// community cards of the run; use says which may combine (RULES §5): any
// five (AnyFive, AllHeld) or exactly two hole and three board cards
// (TwoPlusThree). p chooses the readings of RULES §9 (nil = rules.Standard):
// D1 for 2-7, D4 for the full houses of lows, D5 for Badeucey's badugi.
// Cards that are not among the 52, or a card given twice, make no hand
// (the zero Result): the parser rejects such hands, this only keeps the
// evaluator from answering nonsense. It does not allocate.
func Evaluate(rule hand.HandRule, use hand.CardUse, p *rules.Profile, hole, board []cards.Card) Result {
	h := howOf(rule, p)
	if h&hOK == 0 || !valid(hole, board) {
		return Result{}
	}
	var all [cards.NumCards]cards.Card
	n := copy(all[:], hole)
	n += copy(all[n:], board)
	if h&hBadugi != 0 {
		return badugiResult(all[:n], h&hAceHigh != 0)
	}
	if use == hand.TwoHoleAnyFive && len(hole) > 2 {
		// Irish, Double Hold'em: two hole cards play; of more shown,
		// the best two (hand.TwoHoleAnyFive).
		var best Result
		for a := 0; a < len(hole); a++ {
			for b := a + 1; b < len(hole); b++ {
				if r := Evaluate(rule, hand.AnyFive, p, []cards.Card{hole[a], hole[b]}, board); r.Value > best.Value {
					best = r
				}
			}
		}
		return best
	}
	var v Value
	if use == hand.TwoPlusThree {
		v = h.omaha(hole, board)
	} else {
		v = h.bestOf(hole, board)
	}
	if v == 0 {
		return Result{}
	}
	// Find five cards that make v, then order them.
	var five [5]cards.Card
	match := func(f [5]cards.Card) bool {
		if h.score5(&f) == v {
			five = f
			return true
		}
		return false
	}
	var found bool
	if use == hand.TwoPlusThree {
		found = forOmaha(hole, board, match)
	} else {
		found = forFives(all[:n], match)
	}
	if !found {
		panic("eval: no five cards make the value found") // a bug in the tables: valid input always matches
	}
	cat, ordered := arrange(&specs[h.k()], &five)
	return Result{Value: v, Cat: cat, Cards: ordered, N: 5}
}

// valid reports whether the cards are distinct cards of the deck.
func valid(a, b []cards.Card) bool {
	var seen uint64
	for _, c := range a {
		if c >= cards.NumCards || seen&(1<<c) != 0 {
			return false
		}
		seen |= 1 << c
	}
	for _, c := range b {
		if c >= cards.NumCards || seen&(1<<c) != 0 {
			return false
		}
		seen |= 1 << c
	}
	return true
}

// score5 values exactly five cards.
func (h how) score5(f *[5]cards.Card) Value {
	if h.eight() {
		return lowEight(f[:])
	}
	k := flushBias + cardKey[f[0]&63] + cardKey[f[1]&63] + cardKey[f[2]&63] + cardKey[f[3]&63] + cardKey[f[4]&63]
	var v uint16
	if k&flushCheck != 0 && specs[h.k()].flushes {
		v = flushTab[h.k()][(cardBit[f[0]&63]|cardBit[f[1]&63]|cardBit[f[2]&63]|cardBit[f[3]&63]|cardBit[f[4]&63])&8191]
	} else {
		v = rankTab[h.k()][slotOf(uint32(k))]
	}
	return Value(h.flip(v))
}

// flip applies RULES D4 read as FR-2016 Art.6 II 3° does: inside a low's
// full-house block the order is reversed (the higher three of a kind, then
// the higher pair, wins); nothing else moves.
func (h how) flip(v uint16) uint16 {
	if h.fhHigh() && v >= fhLo[h.k()] && v <= fhHi[h.k()] {
		return fhLo[h.k()] + fhHi[h.k()] - v
	}
	return v
}

// best values the best five of cs (any five).
func (h how) best(cs []cards.Card) Value { return h.bestOf(cs, nil) }

// bestOf values the best five of the cards of a and b together. Up to
// seven cards, the table kinds need one key: the rank table holds the best
// hand of the multiset; a flush (five of a suit) goes to the flush table
// for the high kinds, and to the five-card loop for the lows where flushes
// count (without five of a suit no five cards are a flush, so the rank
// table's best is the answer).
func (h how) bestOf(a, b []cards.Card) Value {
	n := len(a) + len(b)
	if n < 5 {
		return 0
	}
	if h.eight() {
		var m uint8
		for _, c := range a {
			m |= lowBit[c&63]
		}
		for _, c := range b {
			m |= lowBit[c&63]
		}
		return lowEightMask(m)
	}
	if n <= 7 && !h.fhHigh() {
		key := flushBias
		for _, c := range a {
			key += cardKey[c&63]
		}
		for _, c := range b {
			key += cardKey[c&63]
		}
		k := h.k()
		switch {
		case key&flushCheck == 0 || !specs[k].flushes:
			return Value(rankTab[k][slotOf(uint32(key))])
		case k == kHigh || k == kShort || n == 5:
			s := cards.Suit(bits.TrailingZeros64(key>>suitShift&0x8888) / 4)
			return Value(flushTab[k][suitMask(a, s)|suitMask(b, s)])
		}
	}
	return h.bestSlow(a, b)
}

// bestSlow is bestOf for more than seven cards, for the lows where five
// cards of a suit may be a flush to avoid, and for FR-2016's full houses
// (RULES D4): the best of every five cards.
func (h how) bestSlow(a, b []cards.Card) Value {
	var all [cards.NumCards]cards.Card
	m := copy(all[:], a)
	m += copy(all[m:], b)
	cs := all[:m]
	if m == 5 {
		return h.score5((*[5]cards.Card)(cs))
	}
	var best Value
	forFives(cs, func(f [5]cards.Card) bool {
		best = max(best, h.score5(&f))
		return false
	})
	return best
}

// suitMask is the 13-bit rank mask of the cards of suit s in cs.
func suitMask(cs []cards.Card, s cards.Suit) uint16 {
	var m uint16
	for _, c := range cs {
		if c.Suit() == s {
			m |= cardBit[c&63]
		}
	}
	return m & 8191
}

// omaha values the best hand of exactly two hole and three board cards.
func (h how) omaha(hole, board []cards.Card) Value {
	if len(hole) < 2 || len(board) < 3 {
		return 0
	}
	switch {
	case h.k() == kHigh:
		return Omaha(hole, board)
	case h.eight():
		return OmahaLow8(hole, board)
	case h.k() == kA5 && !h.fhHigh():
		return OmahaLowA5(hole, board)
	}
	return h.omahaSlow(hole, board)
}

// forFives calls f with every five-card subset of cs until f returns true.
func forFives(cs []cards.Card, f func([5]cards.Card) bool) bool {
	var five [5]cards.Card
	n := len(cs)
	for a := 0; a < n; a++ {
		five[0] = cs[a]
		for b := a + 1; b < n; b++ {
			five[1] = cs[b]
			for c := b + 1; c < n; c++ {
				five[2] = cs[c]
				for d := c + 1; d < n; d++ {
					five[3] = cs[d]
					for e := d + 1; e < n; e++ {
						five[4] = cs[e]
						if f(five) {
							return true
						}
					}
				}
			}
		}
	}
	return false
}

// forOmaha calls f with every hand of exactly two hole and three board
// cards until f returns true.
func forOmaha(hole, board []cards.Card, f func([5]cards.Card) bool) bool {
	var five [5]cards.Card
	for a := 0; a < len(hole); a++ {
		five[0] = hole[a]
		for b := a + 1; b < len(hole); b++ {
			five[1] = hole[b]
			for c := 0; c < len(board); c++ {
				five[2] = board[c]
				for d := c + 1; d < len(board); d++ {
					five[3] = board[d]
					for e := d + 1; e < len(board); e++ {
						five[4] = board[e]
						if f(five) {
							return true
						}
					}
				}
			}
		}
	}
	return false
}

// arrange orders five cards by significance for the kind — groups by size,
// then by rank in the kind's order, then by suit (spades first, only for a
// stable display) — with a straight's low ace last, and names the category.
func arrange(s *kindSpec, f *[5]cards.Card) (Category, [5]cards.Card) {
	var cnt [15]uint8
	var pos [5]uint8
	flush := true
	for i, c := range f {
		pos[i] = uint8(s.pos(int(c.Rank() - 2)))
		cnt[pos[i]]++
		flush = flush && c.Suit() == f[0].Suit()
	}
	cat, _ := s.classify(&cnt, flush)
	key := func(i int) int {
		p := int(pos[i])
		if (cat == Straight || cat == StraightFlush) && p == posAceHigh && cnt[13] == 0 {
			p = 0 // A-2-3-4-5 or A-6-7-8-9: the ace plays low
		}
		return int(cnt[pos[i]])<<8 | p<<2 | int(f[i].Suit())
	}
	out := *f
	var keys [5]int
	for i := range keys {
		keys[i] = key(i)
	}
	for i := 1; i < 5; i++ { // insertion sort, descending
		for j := i; j > 0 && keys[j] > keys[j-1]; j-- {
			keys[j], keys[j-1] = keys[j-1], keys[j]
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return cat, out
}

// HighCategory returns the category of a high-hand Value (HighHand rule).
func HighCategory(v Value) Category { return categoryOf(kHigh, v) }

// ShortDeckCategory returns the category of a 6+ Value (HighShortDeck).
func ShortDeckCategory(v Value) Category { return categoryOf(kShort, v) }

func categoryOf(k kind, v Value) Category {
	if v == 0 || v > Value(classes[k]) {
		return NoCategory
	}
	return classCat[k][v]
}
