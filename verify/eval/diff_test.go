package eval

// Random differential tests: each game's evaluator against the slow
// reference of reference_test.go on random hands. The default count keeps
// `go test ./...` quick; the acceptance run uses a million hands per game:
//
//	go test ./verify/eval -run TestDifferential -eval.hands=1000000 -timeout 60m -v
//
// (about two minutes on the two-core box, most of it in the reference).

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
)

var handsFlag = flag.Int("eval.hands", 20000, "random hands per game in TestDifferential (acceptance: 1000000)")

// fr2016 with the ace low in Badeucey's badugi (RULES D5, the other reading).
var badeuceyAceLow = func() rules.Profile {
	p := rules.Standard
	p.Name = "badeucey-ace-low"
	p.BadeuceyBadugiAceHigh = false
	return p
}()

type game struct {
	name        string
	rule        hand.HandRule
	use         hand.CardUse
	p           *rules.Profile
	hole, board int
	short       bool // 36-card deck
	clause      string
}

var games = []game{
	{"holdem", hand.HighHand, hand.AnyFive, nil, 2, 5, false, "RULES §2, FR-2016 Art.7 I"},
	{"holdem-flop", hand.HighHand, hand.AnyFive, nil, 2, 3, false, "RULES §2"},
	{"holdem-turn", hand.HighHand, hand.AnyFive, nil, 2, 4, false, "RULES §2"},
	{"holdem-6plus", hand.HighShortDeck, hand.AnyFive, nil, 2, 5, true, "6+ Hold'em (PokerStars)"},
	{"five-card-draw", hand.HighHand, hand.AllHeld, nil, 5, 0, false, "RULES §2"},
	{"stud", hand.HighHand, hand.AnyFive, nil, 7, 0, false, "FR-2016 Art.7 III"},
	{"omaha4", hand.HighHand, hand.TwoPlusThree, nil, 4, 5, false, "RULES §5, FR-2016 Art.7 II"},
	{"omaha4-flop", hand.HighHand, hand.TwoPlusThree, nil, 4, 3, false, "RULES §5"},
	{"omaha5", hand.HighHand, hand.TwoPlusThree, nil, 5, 5, false, "RULES §5, CASINO §Omaha 5"},
	{"omaha6", hand.HighHand, hand.TwoPlusThree, nil, 6, 5, false, "RULES §5"},
	{"omaha4-low8", hand.LowA5Eight, hand.TwoPlusThree, nil, 4, 5, false, "RULES §3, FR-2016 Art.6 III 1°"},
	{"omaha4-low8-turn", hand.LowA5Eight, hand.TwoPlusThree, nil, 4, 4, false, "RULES §3"},
	{"omaha5-low8", hand.LowA5Eight, hand.TwoPlusThree, nil, 5, 5, false, "RULES §3, CASINO §Omaha 5 hi-lo"},
	{"omaha6-low8", hand.LowA5Eight, hand.TwoPlusThree, nil, 6, 5, false, "RULES §3"},
	{"hilo-regular-low", hand.LowA5, hand.TwoPlusThree, nil, 4, 5, false, "CASINO §Hi-lo Regular"},
	{"hilo-regular-low-fr2016", hand.LowA5, hand.TwoPlusThree, &rules.FR2016, 4, 5, false, "RULES D4"},
	{"stud-low8", hand.LowA5Eight, hand.AnyFive, nil, 7, 0, false, "RULES §3, FR-2016 Art.6 III 1°"},
	{"razz", hand.LowA5, hand.AnyFive, nil, 7, 0, false, "RULES §3, FR-2016 Art.6 II"},
	{"razz-fr2016", hand.LowA5, hand.AnyFive, &rules.FR2016, 7, 0, false, "RULES D4, FR-2016 Art.6 II 3°"},
	{"a5-draw", hand.LowA5, hand.AllHeld, nil, 5, 0, false, "RULES §3"},
	{"a5-draw-fr2016", hand.LowA5, hand.AllHeld, &rules.FR2016, 5, 0, false, "RULES D4"},
	{"27-draw", hand.Low27, hand.AllHeld, nil, 5, 0, false, "RULES §3, D1 standard, CASINO §2-7"},
	{"27-draw-fr2016", hand.Low27, hand.AllHeld, &rules.FR2016, 5, 0, false, "RULES D1 and D4, FR-2016 Art.6 II"},
	{"27-seven-cards", hand.Low27, hand.AnyFive, nil, 7, 0, false, "RULES §3"},
	{"nullo", hand.LowA6, hand.AnyFive, nil, 7, 0, false, "RULES §3, CASINO §Seven Nullo"},
	{"nullo-fr2016", hand.LowA6, hand.AnyFive, &rules.FR2016, 7, 0, false, "RULES D4"},
	{"badugi", hand.BadugiAceLow, hand.AllHeld, nil, 4, 0, false, "RULES §4, CASINO §Badugi"},
	{"badeucey-badugi", hand.BadugiAceHigh, hand.AllHeld, nil, 5, 0, false, "RULES §4, D5, CASINO §Badeucey"},
	{"badeucey-badugi-ace-low", hand.BadugiAceHigh, hand.AllHeld, &badeuceyAceLow, 5, 0, false, "RULES D5"},
	{"badeucey-27", hand.Low27, hand.AllHeld, nil, 5, 0, false, "RULES §4, CASINO §Badeucey"},
}

// TestDifferential: every game's Rank and Evaluate against the reference on
// random hands: the same order and the same ties (order-isomorphic values),
// the played cards valid and best, the category and card order the
// reference's; and a random permutation of the suits never changes a value
// (suits never break a tie for a pot, RULES §1, RRoP 3.7.1).
func TestDifferential(t *testing.T) {
	n := *handsFlag
	if testing.Short() {
		n = min(n, 2000)
	}
	for gi, g := range games {
		t.Run(g.name, func(t *testing.T) {
			t.Parallel()
			r := rand.New(rand.NewPCG(uint64(gi), 20160908))
			d := deck(g.short)
			fast := make([]Value, n)
			ref := make([]uint64, n)
			hands := make([][]cards.Card, n)
			errs := 0
			for i := 0; i < n; i++ {
				cs := deal(r, d, g.hole+g.board)
				hands[i] = cs
				hole, board := cs[:g.hole], cs[g.hole:]
				res := Evaluate(g.rule, g.use, g.p, hole, board)
				rr := refEvaluate(g.rule, g.use, g.p, hole, board)
				fast[i], ref[i] = res.Value, rr.v
				if err := checkResult(g.rule, g.use, g.p, hole, board, res, rr); err != nil && errs < 10 {
					errs++
					t.Errorf("%s (%s): %s | %s: %v", g.name, g.clause, cards.Format(hole), cards.Format(board), err)
				}
				ps := permuteSuits(cs, randPerm(r))
				if v := Rank(g.rule, g.use, g.p, ps[:g.hole], ps[g.hole:]); v != res.Value && errs < 10 {
					errs++
					t.Errorf("%s: suit permutation changed the value %d → %d: %s → %s (RULES §1: suits never break a tie)",
						g.name, res.Value, v, cards.Format(cs), cards.Format(ps))
				}
			}
			sameOrder(t, fast, ref, func(i int) string {
				return fmt.Sprintf("%s | %s", cards.Format(hands[i][:g.hole]), cards.Format(hands[i][g.hole:]))
			})
			t.Logf("%s: %d random hands agree with the reference (%s)", g.name, n, g.clause)
		})
	}
}

// TestFastPathsAgree: the exported fast functions give the Value Evaluate
// gives for the matching rule, so callers may use either.
func TestFastPathsAgree(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	d := deck(false)
	for i := 0; i < 20000; i++ {
		cs := deal(r, d, 11)
		seven := (*[7]cards.Card)(cs[:7])
		five := (*[5]cards.Card)(cs[:5])
		checks := []struct {
			name      string
			got, want Value
		}{
			{"High7", High7(seven), Rank(hand.HighHand, hand.AnyFive, nil, cs[:2], cs[2:7])},
			{"High5", High5(five), Rank(hand.HighHand, hand.AnyFive, nil, cs[:5], nil)},
			{"High(6)", High(cs[:6]), Rank(hand.HighHand, hand.AnyFive, nil, cs[:6], nil)},
			{"ShortDeck", ShortDeck(cs[:7]), Rank(hand.HighShortDeck, hand.AnyFive, nil, cs[:7], nil)},
			{"Omaha", Omaha(cs[:4], cs[4:9]), Rank(hand.HighHand, hand.TwoPlusThree, nil, cs[:4], cs[4:9])},
			{"Omaha6", Omaha(cs[:6], cs[6:11]), Rank(hand.HighHand, hand.TwoPlusThree, nil, cs[:6], cs[6:11])},
			{"OmahaLow8", OmahaLow8(cs[:5], cs[5:10]), Rank(hand.LowA5Eight, hand.TwoPlusThree, nil, cs[:5], cs[5:10])},
			{"OmahaLowA5", OmahaLowA5(cs[:4], cs[4:9]), Rank(hand.LowA5, hand.TwoPlusThree, nil, cs[:4], cs[4:9])},
			{"LowA5", LowA5(cs[:7]), Rank(hand.LowA5, hand.AnyFive, nil, cs[:7], nil)},
			{"LowA5Eight", LowA5Eight(cs[:7]), Rank(hand.LowA5Eight, hand.AnyFive, nil, cs[:7], nil)},
			{"Low27", Low27(cs[:5]), Rank(hand.Low27, hand.AllHeld, nil, cs[:5], nil)},
			{"LowA6", LowA6(cs[:7]), Rank(hand.LowA6, hand.AnyFive, nil, cs[:7], nil)},
			{"Badugi", Badugi(cs[:4], false), Rank(hand.BadugiAceLow, hand.AllHeld, nil, cs[:4], nil)},
			{"Badugi ace high", Badugi(cs[:5], true), Rank(hand.BadugiAceHigh, hand.AllHeld, nil, cs[:5], nil)},
		}
		for _, c := range checks {
			if c.got != c.want {
				t.Fatalf("%s(%s) = %d, Rank gives %d", c.name, cards.Format(cs), c.got, c.want)
			}
		}
		// An eight-or-better low has the value of the same A-5 low.
		if v := LowA5Eight(cs[:5]); v != 0 && v != LowA5(cs[:5]) {
			t.Fatalf("LowA5Eight(%s) = %d, LowA5 %d", cards.Format(cs[:5]), v, LowA5(cs[:5]))
		}
	}
}
