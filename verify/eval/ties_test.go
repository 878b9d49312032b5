package eval

import (
	"math/rand/v2"
	"testing"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
)

// TestTiesAreExact: equal Values are the exact ties that FR-2016 Art.6 IV
// and RULES §6.4 share equally, and nothing else ties: suits never break a
// tie for a pot (RULES §1, RRoP 3.7.1), only five cards play (FR-2016
// Art.6 I 4°: kickers inside the five), and each half of a hi/lo pot ties
// on its own (RULES §6.3–6.4: quarters).
func TestTiesAreExact(t *testing.T) {
	cases := []struct {
		name    string
		rule    hand.HandRule
		use     hand.CardUse
		board   string
		a, b    string
		tie     bool
		clauses string
	}{
		{"the board plays", hand.HighHand, hand.AnyFive, "As Ks Qs Js Ts", "2c 3d", "9h 9d", true, "FR-2016 Art.6 IV"},
		{"same ranks, other suits", hand.HighHand, hand.AnyFive, "2c 7d 9h Jc 3s", "Ah Kd", "Ac Ks", true, "RULES §1"},
		{"a sixth card does not play", hand.HighHand, hand.AnyFive, "Ah Ad Kc Kd Qs", "2c 3c", "Jh Jc", true, "FR-2016 Art.6 I 4°"},
		{"the fifth card does", hand.HighHand, hand.AnyFive, "Ah Ad Kc Kd 4s", "Qc 3c", "Jh Jc", false, "FR-2016 Art.6 I 4°"},
		{"the flush on the board plays", hand.HighHand, hand.AnyFive, "Ac Kc 9c 4c 2c", "Qh 3h", "Jd 3d", true, "FR-2016 Art.6 IV"},
		{"a higher club beats the board flush", hand.HighHand, hand.AnyFive, "Ac Kc 9c 4c 2c", "Qc 3h", "Jd 3d", false, "FR-2016 Art.6 I 2°"},
		{"equal flushes of two suits", hand.HighHand, hand.AllHeld, "", "Ac Kc 9c 7c 2c", "Ad Kd 9d 7d 2d", true, "RULES §1: suits never break a tie"},
		{"omaha: same two hole ranks", hand.HighHand, hand.TwoPlusThree, "Ah Kd 7c 3s 2h", "Ac Kc 9d 9h", "As Ks 9s 9c", true, "RULES §5, FR-2016 Art.6 IV"},
		{"omaha: the board alone does not play", hand.HighHand, hand.TwoPlusThree, "As Ks Qs Js Ts", "2c 3d 4h 5c", "Ah 3c 4c 5d", false, "RULES §5"},
		{"omaha low: quartered", hand.LowA5Eight, hand.TwoPlusThree, "Ah 3d 7c Ks Qh", "2c 4c Kd Kh", "2d 4s Jd Jh", true, "RULES §6.3–6.4"},
		{"stud low: suits do not count", hand.LowA5, hand.AnyFive, "", "Ac 2c 3c 4c 5c Kh Kd", "As 2d 3h 4s 5d Qh Qd", true, "RULES §3, §1"},
		{"badugi: same ranks", hand.BadugiAceLow, hand.AllHeld, "", "Ac 2d 3h 4s", "As 2h 3d 4c", true, "CASINO §Badugi"},
		{"2-7: same ranks", hand.Low27, hand.AllHeld, "", "7c 5d 4h 3s 2c", "7d 5c 4s 3h 2h", true, "RULES §3"},
	}
	for _, c := range cases {
		board := cl(c.board)
		va := Rank(c.rule, c.use, nil, cl(c.a), board)
		vb := Rank(c.rule, c.use, nil, cl(c.b), board)
		if (va == vb) != c.tie || va == 0 {
			t.Errorf("%s (%s): %s vs %s on [%s]: values %d and %d, tie should be %v", c.name, c.clauses, c.a, c.b, c.board, va, vb, c.tie)
		}
	}
}

// TestProfilesDecide: the readings of RULES §9 change exactly the outcomes
// they are about. Under standard the sites' and casino practice, under
// fr2016 the French text read literally.
func TestProfilesDecide(t *testing.T) {
	cases := []struct {
		name      string
		rule      hand.HandRule
		a, b      string
		standardA bool           // a wins under rules.Standard
		otherA    bool           // a wins under other
		other     *rules.Profile // nil: rules.FR2016
		clause    string
	}{
		{"2-7: 6-5-4-3-2 straight vs 8-5-4-3-2", hand.Low27, "6c 5d 4h 3s 2c", "8c 5d 4h 3s 2d", false, true, nil,
			"RULES D1: FR-2016 Art.6 II ignores straights"},
		{"2-7: 7-high flush vs 8-6-4-3-2", hand.Low27, "7h 5h 4h 3h 2h", "8c 6d 4h 3s 2c", false, true, nil,
			"RULES D1: FR-2016 Art.6 II ignores flushes"},
		{"2-7: 7-5-4-3-2 offsuit vs 7-6-4-3-2", hand.Low27, "7h 5c 4h 3h 2h", "7c 6d 4s 3s 2c", true, true, nil,
			"CASINO §2-7: the best hand under both"},
		{"2-7: A-2-3-4-5 is ace high, not a wheel", hand.Low27, "Ac 2d 3h 4s 5c", "Kc Qd Jh 9s 7c", false, false, nil,
			"FR-2016 Art.7 IV, CASINO §2-7: the ace is high"},
		{"A-5: AAA22 vs KKKQQ", hand.LowA5, "Ac Ad Ah 2c 2d", "Kc Kd Kh Qc Qd", true, false, nil,
			"RULES D4: FR-2016 Art.6 II 3°, the higher three of a kind wins"},
		{"2-7: 22233 vs KKKQQ", hand.Low27, "2c 2d 2h 3c 3d", "Kc Kd Kh Qc Qd", true, false, nil,
			"RULES D4"},
		{"A-6: 22233 vs KKKQQ", hand.LowA6, "2c 2d 2h 3c 3d", "Kc Kd Kh Qc Qd", true, false, nil,
			"RULES D4 (profile field applies to every low)"},
		{"A-5: 22233 vs 2233K (full house vs two pair)", hand.LowA5, "2c 2d 2h 3c 3d", "2s 2h 3s 3h Kd", false, false, nil,
			"RULES §3: two pair beat any full house under both"},
		{"A-6: 6-4-3-2-A vs 5-4-3-2-A (a straight)", hand.LowA6, "6c 4d 3h 2s Ac", "5c 4d 3h 2s Ac", true, true, nil,
			"CASINO §Seven Nullo: the wheel is a straight in A-6"},
		{"badeucey badugi: 2-3-4-5 vs A-2-3-4", hand.BadugiAceHigh, "2c 3d 4h 5s", "Ac 2d 3h 4s", true, false, &badeuceyAceLow,
			"RULES D5: CASINO §Badeucey plays the ace high"},
		{"badugi: A-2-3-4 vs 2-3-4-5", hand.BadugiAceLow, "Ac 2d 3h 4s", "2c 3d 4h 5s", true, true, &badeuceyAceLow,
			"CASINO §Badugi: the ace is low whatever D5 says"},
	}
	for _, c := range cases {
		other := &rules.FR2016
		if c.other != nil {
			other = c.other
		}
		for _, pc := range []struct {
			p     *rules.Profile
			aWins bool
		}{{&rules.Standard, c.standardA}, {other, c.otherA}} {
			va := Rank(c.rule, hand.AllHeld, pc.p, cl(c.a), nil)
			vb := Rank(c.rule, hand.AllHeld, pc.p, cl(c.b), nil)
			if (va > vb) != pc.aWins || va == vb {
				t.Errorf("%s under %s (%s): %d vs %d, first should win: %v", c.name, pc.p.Name, c.clause, va, vb, pc.aWins)
			}
		}
	}
}

// TestDivergencesAreTheOnlyOnes: over random hands of every rule, ranking
// under fr2016 (and with the badugi ace low) changes some comparison only
// for the rules Divergences names, and Divergences names only rules where
// it does.
func TestDivergencesAreTheOnlyOnes(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 9))
	full := deck(false)
	// Half the hands come from three random ranks (twelve cards), so that
	// full houses, which D4 is about, are common.
	hand5 := func(i int) []cards.Card {
		if i%2 == 0 {
			return deal(r, full, 5)
		}
		var d []cards.Card
		for _, rk := range r.Perm(13)[:3] {
			for s := cards.Clubs; s <= cards.Spades; s++ {
				d = append(d, cards.New(cards.Rank(rk+2), s))
			}
		}
		return deal(r, d, 5)
	}
	for _, rule := range []hand.HandRule{hand.HighHand, hand.LowA5, hand.LowA5Eight, hand.Low27, hand.LowA6, hand.BadugiAceLow, hand.BadugiAceHigh} {
		differs := false
		for _, other := range []*rules.Profile{&rules.FR2016, &badeuceyAceLow} {
			for i := 0; i < 200000 && !differs; i++ {
				a, b := hand5(i), hand5(i)
				sa, sb := Rank(rule, hand.AllHeld, nil, a, nil), Rank(rule, hand.AllHeld, nil, b, nil)
				oa, ob := Rank(rule, hand.AllHeld, other, a, nil), Rank(rule, hand.AllHeld, other, b, nil)
				differs = (sa < sb) != (oa < ob) || (sa == sb) != (oa == ob)
			}
		}
		if named := len(Divergences(rule)) > 0; named != differs {
			t.Errorf("rule %s: Divergences %v, but outcomes differ between profiles: %v", ruleNames[rule], Divergences(rule), differs)
		}
	}
}

// TestNoAllocation: the evaluators allocate nothing, through Evaluate and
// Rank for every game and through the fast paths.
func TestNoAllocation(t *testing.T) {
	hole7, board5 := cl("Ah Kd 7c 3s 2h 9d Tc"), cl("Qh Jh 4h 8h 2c")
	for _, g := range games {
		hole, board := hole7[:g.hole], board5[:g.board]
		if g.short {
			hole, board = cl("Ah Kd 7c 9s 6h Td Tc")[:g.hole], cl("Qh Jh 6d 8h 9c")[:g.board]
		}
		if n := testing.AllocsPerRun(100, func() { Evaluate(g.rule, g.use, g.p, hole, board) }); n != 0 {
			t.Errorf("Evaluate for %s allocates %.0f times", g.name, n)
		}
		if n := testing.AllocsPerRun(100, func() { Rank(g.rule, g.use, g.p, hole, board) }); n != 0 {
			t.Errorf("Rank for %s allocates %.0f times", g.name, n)
		}
	}
	h7 := [7]cards.Card(hole7)
	if n := testing.AllocsPerRun(100, func() {
		High7(&h7)
		Omaha(hole7[:6], board5)
		OmahaLow8(hole7[:6], board5)
		OmahaLowA5(hole7[:4], board5)
		LowA5(hole7)
		LowA5Eight(hole7)
		LowA6(hole7)
		Low27(hole7[:5])
		Badugi(hole7[:5], true)
		ThreeCard([3]cards.Card(hole7[:3]))
		Showing(hole7[:4], true)
		BringIn(hole7, true)
	}); n != 0 {
		t.Errorf("the fast paths allocate %.0f times", n)
	}
}

// TestBadInput: cards outside the deck or given twice make no hand, and
// nothing panics (DEVELOPERS.md: bad input is rejected, the batch goes on).
func TestBadInput(t *testing.T) {
	bad := [][]cards.Card{
		{cards.Card(52), 1, 2, 3, 4, 5, 6},
		{cards.Card(255), 1, 2, 3, 4},
		{7, 7, 2, 3, 4, 5, 6},
	}
	for _, g := range games {
		for _, cs := range bad {
			n := min(len(cs), g.hole+g.board) // the bad cards come first
			hole, board := cs[:min(g.hole, n)], cs[min(g.hole, n):n]
			if r := Evaluate(g.rule, g.use, g.p, hole, board); r.N != 0 || r.Value != 0 {
				t.Errorf("%s: Evaluate(%v | %v) = %+v, want no hand", g.name, hole, board, r)
			}
			if v := Rank(g.rule, g.use, g.p, hole, board); v != 0 {
				t.Errorf("%s: Rank(%v | %v) = %d, want 0", g.name, hole, board, v)
			}
		}
	}
	// The fast paths do not check, but must not panic either.
	odd := [7]cards.Card{60, 61, 62, 63, 255, 52, 0}
	High7(&odd)
	High(odd[:])
	LowA5(odd[:])
	Badugi(odd[:], false)
	Showing(odd[:], true)
	ShowingTieBreak(odd[:])
	Omaha(odd[:4], odd[2:7])
	OmahaLow8(odd[:4], odd[2:7])
	ThreeCard([3]cards.Card{255, 254, 253})
}
