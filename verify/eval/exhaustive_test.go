package eval

// Exhaustive tests: every five-card hand (2,598,960) under every five-card
// rule, every seven-card hand (133,784,560) for the high hand, every
// four-card badugi hand and every Three Card Poker hand.

import (
	"math/bits"
	"testing"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
)

// TestHighFiveCardCounts: RULES §2 / FR-2016 Art.5 II: the ten categories
// over all 2,598,960 five-card hands, with the textbook counts, and 7,462
// distinct strengths.
func TestHighFiveCardCounts(t *testing.T) {
	var counts [10]int
	var seen [1 << 13]bool
	royal := 0
	forAllFive(deck(false), func(h *[5]cards.Card) {
		v := High5(h)
		counts[HighCategory(v)]++
		seen[v] = true
		if v == 7462 {
			royal++
		}
	})
	want := [10]int{StraightFlush: 40, FourOfAKind: 624, FullHouse: 3744, Flush: 5108, Straight: 10200,
		ThreeOfAKind: 54912, TwoPair: 123552, OnePair: 1098240, HighCard: 1302540}
	if counts != want {
		t.Errorf("category counts %v, want %v", counts, want)
	}
	if royal != 4 {
		t.Errorf("%d hands have the top value, want the 4 royal flushes", royal)
	}
	if n := countTrue(seen[:]); n != 7462 {
		t.Errorf("%d distinct high strengths, want 7,462", n)
	}
	if seen[0] {
		t.Error("some five-card hand has no value")
	}
}

func countTrue(b []bool) int {
	n := 0
	for _, x := range b {
		if x {
			n++
		}
	}
	return n
}

// TestHighSevenCardCounts: the best five of every seven-card hand
// (FR-2016 Art.7 I): the known category counts over all 133,784,560 hands
// (4,324 of the 41,584 straight flushes are royal) and 4,824 distinct
// values (no seven cards make 7-5-4-3-2 high and the like).
func TestHighSevenCardCounts(t *testing.T) {
	if testing.Short() {
		t.Skip("133M hands; run without -short")
	}
	var counts [10]int
	var seen [1 << 13]bool
	royal := 0
	var h [7]cards.Card
	for a := cards.Card(0); a < 52; a++ {
		h[0] = a
		for b := a + 1; b < 52; b++ {
			h[1] = b
			for c := b + 1; c < 52; c++ {
				h[2] = c
				for d := c + 1; d < 52; d++ {
					h[3] = d
					for e := d + 1; e < 52; e++ {
						h[4] = e
						for f := e + 1; f < 52; f++ {
							h[5] = f
							for g := f + 1; g < 52; g++ {
								h[6] = g
								v := High7(&h)
								seen[v] = true
								counts[classCat[kHigh][v]]++
								if v == 7462 {
									royal++
								}
							}
						}
					}
				}
			}
		}
	}
	want := [10]int{StraightFlush: 41584, FourOfAKind: 224848, FullHouse: 3473184, Flush: 4047644, Straight: 6180020,
		ThreeOfAKind: 6461620, TwoPair: 31433400, OnePair: 58627800, HighCard: 23294460}
	if counts != want {
		t.Errorf("seven-card category counts %v, want %v", counts, want)
	}
	if royal != 4324 {
		t.Errorf("%d seven-card royal flushes, want 4,324", royal)
	}
	if n := countTrue(seen[:]); n != 4824 {
		t.Errorf("%d distinct seven-card strengths, want 4,824", n)
	}
}

var ruleNames = map[hand.HandRule]string{
	hand.HighHand: "high", hand.HighShortDeck: "6plus", hand.LowA5Eight: "a5-eight", hand.LowA5: "a5",
	hand.Low27: "27", hand.LowA6: "a6", hand.BadugiAceLow: "badugi", hand.BadugiAceHigh: "badugi-ace-high",
}

// rankMultisets returns every multiset of five ranks with at most four of
// a rank, as counts by rank index (0 = deuce .. 12 = ace): the independent
// count of distinct hands that ignore suits (6,175).
func rankMultisets() [][13]int {
	var out [][13]int
	var c [13]int
	var rec func(i, left int)
	rec = func(i, left int) {
		if i == 13 {
			if left == 0 {
				out = append(out, c)
			}
			return
		}
		for k := 0; k <= 4 && k <= left; k++ {
			c[i] = k
			rec(i+1, left-k)
		}
		c[i] = 0
	}
	rec(0, 5)
	return out
}

// distinctExpected counts, independently of the evaluators, the distinct
// five-card strengths of a rule: every rank multiset is one strength,
// except that where straights and flushes count, a set of five different
// ranks is two strengths (suited and not) — and where they do not count,
// one. The A-5 eight-or-better low: the C(8,5) = 56 sets of five different
// ranks from the ace to the eight.
func distinctExpected(rule hand.HandRule, p *rules.Profile) int {
	ms := rankMultisets()
	distinctRanks := 0
	for _, m := range ms {
		n := 0
		for _, k := range m {
			if k == 1 {
				n++
			}
		}
		if n == 5 {
			distinctRanks++
		}
	}
	switch {
	case rule == hand.LowA5Eight:
		return 56
	case rule == hand.LowA5, rule == hand.Low27 && !p.Low27StraightsFlushesCount:
		return len(ms)
	}
	return len(ms) + distinctRanks // suited and unsuited versions of each five-rank set
}

// TestFiveCardRulesExhaustive: for every five-card rule and profile, all
// 2,598,960 hands ranked by Rank in exactly the reference's order, with
// exactly the reference's ties (RULES §2, §3; FR-2016 Art.6 I, II, III;
// D1 and D4 under fr2016), and the number of distinct strengths equal to
// the independent count: 7,462 high, 6,175 A-5, 56 eight-or-better, 7,462
// for 2-7 and A-6 (straights and flushes count), 6,175 for 2-7 under
// FR-2016 read literally (D1).
func TestFiveCardRulesExhaustive(t *testing.T) {
	if testing.Short() {
		t.Skip("2.6M hands per rule against the reference; run without -short")
	}
	cases := []struct {
		rule   hand.HandRule
		p      *rules.Profile
		clause string
	}{
		{hand.HighHand, &rules.Standard, "RULES §2, FR-2016 Art.6 I"},
		{hand.LowA5, &rules.Standard, "RULES §3, FR-2016 Art.6 II"},
		{hand.LowA5, &rules.FR2016, "RULES D4, FR-2016 Art.6 II 3°"},
		{hand.LowA5Eight, &rules.Standard, "RULES §3, FR-2016 Art.6 III 1°"},
		{hand.Low27, &rules.Standard, "RULES §3, D1 standard"},
		{hand.Low27, &rules.FR2016, "RULES D1 and D4 under fr2016"},
		{hand.LowA6, &rules.Standard, "RULES §3, CASINO §Seven Nullo"},
		{hand.LowA6, &rules.FR2016, "RULES D4"},
	}
	all := make([][5]cards.Card, 0, 2598960)
	forAllFive(deck(false), func(h *[5]cards.Card) { all = append(all, *h) })
	for _, c := range cases {
		t.Run(ruleNames[c.rule]+"/"+c.p.Name, func(t *testing.T) {
			t.Parallel()
			fast := make([]Value, len(all))
			ref := make([]uint64, len(all))
			distinct := map[Value]bool{}
			for i := range all {
				fast[i] = Rank(c.rule, hand.AllHeld, c.p, all[i][:], nil)
				ref[i] = refScore5(c.rule, c.p, all[i]).v
				if fast[i] != 0 {
					distinct[fast[i]] = true
				}
			}
			sameOrder(t, fast, ref, func(i int) string { return cards.Format(all[i][:]) })
			if want := distinctExpected(c.rule, c.p); len(distinct) != want {
				t.Errorf("%d distinct strengths, independent count %d (%s)", len(distinct), want, c.clause)
			}
		})
	}
}

// TestShortDeckExhaustive: 6+ Hold'em (hand.HighShortDeck) over the 376,992
// five-card hands of the 36-card deck: the reference's order and ties, the
// category counts computed by hand below, and 1,404 distinct strengths.
func TestShortDeckExhaustive(t *testing.T) {
	var all [][5]cards.Card
	forAllFive(deck(true), func(h *[5]cards.Card) { all = append(all, *h) })
	fast := make([]Value, len(all))
	ref := make([]uint64, len(all))
	var counts [10]int
	distinct := map[Value]bool{}
	for i := range all {
		fast[i] = ShortDeck(all[i][:])
		ref[i] = refScore5(hand.HighShortDeck, nil, all[i]).v
		counts[ShortDeckCategory(fast[i])]++
		distinct[fast[i]] = true
	}
	sameOrder(t, fast, ref, func(i int) string { return cards.Format(all[i][:]) })
	// 9 ranks; 6 straights (A-6-7-8-9 .. T-J-Q-K-A); 4^5−4 unsuited suit patterns.
	want := [10]int{
		StraightFlush: 6 * 4,
		FourOfAKind:   9 * 8 * 4,
		FullHouse:     9 * 8 * 4 * 6,
		Flush:         (126 - 6) * 4,
		Straight:      6 * 1020,
		ThreeOfAKind:  9 * 28 * 4 * 16,
		TwoPair:       36 * 7 * 6 * 6 * 4,
		OnePair:       9 * 56 * 6 * 64,
		HighCard:      (126 - 6) * 1020,
	}
	if counts != want {
		t.Errorf("6+ category counts %v, want %v", counts, want)
	}
	// Distinct: 120 high-card rank sets, 504 pairs, 252 two pairs, 252 trips,
	// 6 straights, 120 flushes, 72 full houses, 72 quads, 6 straight flushes.
	if len(distinct) != 120+504+252+252+6+120+72+72+6 {
		t.Errorf("%d distinct 6+ strengths, want 1,404", len(distinct))
	}
}

// TestBadugiExhaustive: all 270,725 four-card hands, ace low (Badugi) and
// ace high (Badeucey's badugi half, RULES D5): the reference's order and
// ties (RULES §4: more cards win, then the lower highest card), 17,160
// four-card badugis (715 rank sets × 24 suit assignments) and 1,092
// distinct strengths (715 + 286 + 78 + 13 rank sets of 4, 3, 2, 1 cards).
func TestBadugiExhaustive(t *testing.T) {
	d := deck(false)
	var all [][4]cards.Card
	for a := 0; a < 52; a++ {
		for b := a + 1; b < 52; b++ {
			for c := b + 1; c < 52; c++ {
				for e := c + 1; e < 52; e++ {
					all = append(all, [4]cards.Card{d[a], d[b], d[c], d[e]})
				}
			}
		}
	}
	for _, aceHigh := range []bool{false, true} {
		fast := make([]Value, len(all))
		ref := make([]uint64, len(all))
		distinct := map[Value]bool{}
		four := 0
		for i := range all {
			fast[i] = Badugi(all[i][:], aceHigh)
			ref[i] = refBadugi(all[i][:], aceHigh).v
			distinct[fast[i]] = true
			if fast[i]>>13 == 4 {
				four++
			}
		}
		sameOrder(t, fast, ref, func(i int) string { return cards.Format(all[i][:]) })
		if four != 17160 {
			t.Errorf("aceHigh=%v: %d four-card badugis, want 17,160", aceHigh, four)
		}
		if len(distinct) != 1092 {
			t.Errorf("aceHigh=%v: %d distinct badugi strengths, want 1,092", aceHigh, len(distinct))
		}
	}
	best := Badugi(cards.MustParseList("Ac 2d 3h 4s"), false)
	if best != Badugi(cards.MustParseList("As 2h 3d 4c"), false) || Badugi(cards.MustParseList("2c 3d 4h 5s"), false) >= best {
		t.Error("A-2-3-4 of four suits is not the best ace-low badugi (CASINO §Badugi)")
	}
	if Badugi(cards.MustParseList("2c 3d 4h 5s"), true) <= Badugi(cards.MustParseList("Ac 2d 3h 4s"), true) {
		t.Error("2-3-4-5 is not the best ace-high badugi (CASINO §Badeucey)")
	}
}

// TestThreeCardExhaustive: RULES §8 Three Card Poker over all 22,100
// hands: the reference's order and ties, the category counts (48 straight
// flushes, 52 trips, 720 straights, 1,096 flushes, 3,744 pairs, 16,440 high
// cards) and 741 distinct strengths; A-2-3 is the lowest straight and Q-K-A
// the highest; the dealer qualifies from queen high.
func TestThreeCardExhaustive(t *testing.T) {
	var all [][3]cards.Card
	for a := cards.Card(0); a < 52; a++ {
		for b := a + 1; b < 52; b++ {
			for c := b + 1; c < 52; c++ {
				all = append(all, [3]cards.Card{a, b, c})
			}
		}
	}
	fast := make([]Value, len(all))
	ref := make([]uint64, len(all))
	var counts [10]int
	distinct := map[Value]bool{}
	for i, h := range all {
		fast[i] = ThreeCard(h)
		var cat Category
		ref[i], cat = refThreeCard(h)
		if got := ThreeCardCategory(fast[i]); got != cat {
			t.Fatalf("%s: category %v, reference %v", cards.Format(h[:]), got, cat)
		}
		counts[cat]++
		distinct[fast[i]] = true
	}
	sameOrder(t, fast, ref, func(i int) string { return cards.Format(all[i][:]) })
	want := [10]int{StraightFlush: 48, ThreeOfAKind: 52, Straight: 720, Flush: 1096, OnePair: 3744, HighCard: 16440}
	if counts != want {
		t.Errorf("three-card category counts %v, want %v", counts, want)
	}
	if len(distinct) != 12+13+12+274+156+274 {
		t.Errorf("%d distinct three-card strengths, want 741", len(distinct))
	}
	tc := func(s string) Value { return ThreeCard([3]cards.Card(cards.MustParseList(s))) }
	if !(tc("Ac 2d 3h") < tc("2c 3d 4h") && tc("Qc Kd Ah") > tc("Jc Qd Kh") && tc("Ac 2d 3h") > tc("Ac Kd Jh")) {
		t.Error("A-2-3 must be the lowest straight and Q-K-A the highest (RULES §8)")
	}
	if tc("2c 3d 4h") <= tc("Ac Kc 9c") {
		t.Error("a straight must beat a flush in Three Card Poker (RULES §8)")
	}
	if ThreeCardDealerQualifies(tc("Jc 9d 8h")) || !ThreeCardDealerQualifies(tc("Qc 3d 2h")) || !ThreeCardDealerQualifies(tc("2c 2d 3h")) {
		t.Error("the dealer qualifies with queen high or better (RULES §8)")
	}
	for s, want := range map[string]string{
		"Ac 2d 3h": "a straight, Ace to Three", "Qc Kc Ac": "a straight flush, Queen to Ace",
		"Kc Kd 2h": "a pair of Kings", "2c 5c 9c": "a flush, Nine high", "Qc 3d 2h": "high card Queen",
		"7c 7d 7h": "three of a kind, Sevens",
	} {
		if got := DescribeThreeCard([3]cards.Card(cards.MustParseList(s))); got != want {
			t.Errorf("DescribeThreeCard(%s) = %q, want %q", s, got, want)
		}
	}
}

// TestA5EightMasks: the eight-or-better table covers exactly the 56 sets of
// five different ranks from the ace to the eight.
func TestA5EightMasks(t *testing.T) {
	n := 0
	for m := range a5Mask5 {
		if (a5Mask5[m] != 0) != (bits.OnesCount8(uint8(m)) == 5) {
			t.Fatalf("mask %08b: value %d", m, a5Mask5[m])
		}
		if a5Mask5[m] != 0 {
			n++
		}
	}
	if n != 56 {
		t.Errorf("%d eight-or-better lows, want 56", n)
	}
}
