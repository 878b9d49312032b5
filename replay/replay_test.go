package replay_test

import (
	"reflect"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/internal/replaytest"
	"github.com/hhcheck/hhcheck/replay"
	"github.com/hhcheck/hhcheck/rules"
)

func finish(t *testing.T, script string) (*hand.Hand, *replay.Result) {
	t.Helper()
	h := replaytest.Build(hand.Holdem, script)
	return h, replay.New(h, replay.Config{Profile: rules.Standard}).Finish()
}

type potWant struct {
	amount   hand.Money
	eligible []int
}

func checkPots(t *testing.T, got []replay.Pot, want ...potWant) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("pots: got %d %+v, want %d", len(got), got, len(want))
	}
	for k := range want {
		if got[k].Amount != want[k].amount || !reflect.DeepEqual(got[k].Eligible, want[k].eligible) {
			t.Errorf("pot %d: got %d %v, want %d %v", k, got[k].Amount, got[k].Eligible, want[k].amount, want[k].eligible)
		}
	}
}

func codes(ds []hand.Discrepancy) []hand.Code {
	var out []hand.Code
	for _, d := range ds {
		out = append(out, d.Code)
	}
	return out
}

// RULES §6.1: an uncalled part goes back before the pots are built.
func TestUncalledReturnedHeadsUp_RULES_6_1(t *testing.T) {
	_, r := finish(t, `
seats 1:a:1000 2:b:300
conv uncalled
a sb 5
b bb 10
preflop
a raise 1000 allin
b call 290 allin
return a 700`)
	if r.Returned[0] != 700 || r.Returned[1] != 0 {
		t.Fatalf("returned %v", r.Returned)
	}
	if r.Total != 600 {
		t.Fatalf("total %d", r.Total)
	}
	checkPots(t, r.Pots, potWant{600, []int{0, 1}})
	if len(r.Findings) != 0 {
		t.Fatalf("findings %v", r.Findings)
	}
}

// RULES §6.1, RRoP 3.7.5(d): three all-ins at different levels and a
// folded contributor whose chips stay in without making him eligible.
func TestThreeWayAllInFoldedContributor_RULES_6_1(t *testing.T) {
	_, r := finish(t, `
seats 1:a:100 2:b:250 3:c:600 4:d:1000 5:e:1000
a sb 5
b bb 10
preflop
c raise 30
d call 30
e call 30
a raise 100 allin
b raise 250 allin
c raise 600 allin
d fold
e call 600
return e 0`)
	// a 100, b 250, c 600, d 30 (folded), e 600
	checkPots(t, r.Pots,
		potWant{100*4 + 30, []int{0, 1, 2, 4}}, // main: 100 from a,b,c,e + d's 30
		potWant{150 * 3, []int{1, 2, 4}},       // side 1: 100..250
		potWant{350 * 2, []int{2, 4}},          // side 2: 250..600
	)
	if r.Total != 100+250+600+30+600 {
		t.Fatalf("total %d", r.Total)
	}
	if !r.Folded[3] || !r.AllIn[0] || !r.AllIn[2] || r.AllIn[4] {
		t.Fatalf("flags folded %v allin %v", r.Folded, r.AllIn)
	}
}

// RULES §6.1: a side pot only one player can win (the others folded) is
// still a pot of its own, as PokerStars prints it (hh.com_Lobelia
// 228692652283).
func TestSidePotSingleEligible_RULES_6_1(t *testing.T) {
	_, r := finish(t, `
seats 1:a:50 2:b:1000 3:c:1000
a sb 5
b bb 10
preflop
c call 10
a call 45 allin
b call 40
c call 40
flop
b bet 100
c call 100
turn
b bet 300
c fold
return b 300`)
	checkPots(t, r.Pots, potWant{150, []int{0, 1}}, potWant{200, []int{1}})
	if r.Returned[1] != 300 {
		t.Fatalf("returned %v", r.Returned)
	}
}

// RULES §6.1: the dead small blind of "posts small & big blinds" goes into
// the main pot and makes no level of its own (hh.com_Helffrich
// 228674969220: a single pot printed).
func TestDeadBlindNoExtraLevel_RULES_6_1(t *testing.T) {
	h, r := finish(t, `
stakes 25 50
seats 1:a:1000 2:b:5603 3:c:9000
a sb 25
b bb 50
c both 75 dead 25
preflop
c raise 900
a fold
b raise 5603 allin
c call 4703`)
	if got := r.Live[2]; got != 5603 {
		t.Fatalf("c live %d", got)
	}
	if r.Dead[2] != 25 || r.Returned[2] != 0 {
		t.Fatalf("dead %v returned %v", r.Dead, r.Returned)
	}
	checkPots(t, r.Pots, potWant{25 + 5603*2 + 25, []int{1, 2}})
	// without Dead set by the parser, the small blind part is taken from the stakes
	h.Actions[2].Dead = 0
	r2 := replay.New(h, replay.Config{}).Finish()
	if r2.Dead[2] != 25 {
		t.Fatalf("fallback dead %d", r2.Dead[2])
	}
}

// RULES §6.1: a player all-in inside the antes wins only the antes he
// matched.
func TestAllInInsideAnte_RULES_6_1(t *testing.T) {
	_, r := finish(t, `
seats 1:a:5 2:b:1000 3:c:1000
a ante 5 allin
b ante 10
c ante 10
b sb 50
c bb 100
preflop
b call 100
flop
b bet 200
c call 200`)
	checkPots(t, r.Pots,
		potWant{15, []int{0, 1, 2}},
		potWant{10 + 600, []int{1, 2}},
	)
}

// RULES §7: putting in more than the stack is a finding; odd input never
// panics.
func TestStackExceededAndBadInput_RULES_7(t *testing.T) {
	h := replaytest.Build(hand.Holdem, `
seats 1:a:100 2:b:1000
a sb 5
b bb 10
preflop
a raise 200
b fold
a check`)
	st := replay.New(h, replay.Config{})
	var got []hand.Code
	for {
		ok, f := st.Step()
		if !ok {
			break
		}
		if f != nil {
			got = append(got, f.Code)
		}
	}
	want := []hand.Code{hand.StackExceeded, hand.InvalidAction}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("findings %v, want %v", got, want)
	}
	// unknown seat, negative amount
	h.Actions = append(h.Actions, hand.Action{Seat: 7, Kind: hand.Call, Amount: 5}, hand.Action{Seat: 0, Kind: hand.Bet, Amount: -5})
	r := replay.New(h, replay.Config{}).Finish()
	if n := len(r.Findings); n != 4 {
		t.Fatalf("findings %v", r.Findings)
	}
	// nothing at all
	replay.New(&hand.Hand{}, replay.Config{}).Finish()
}

// RULES §6.1: the recorded uncalled line is compared with the computed
// one; a site that never writes it is not blamed for a missing line.
func TestUncalledLine_RULES_6_1(t *testing.T) {
	base := `
seats 1:a:1000 2:b:1000
a sb 5
b bb 10
preflop
a raise 30
b fold
`
	_, r := finish(t, base+"conv uncalled\nreturn a 25")
	if c := codes(r.Findings); len(c) != 1 || c[0] != hand.UncalledReturn || r.Findings[0].Expected != 20 || r.Findings[0].Recorded != 25 {
		t.Fatalf("wrong line: %+v", r.Findings)
	}
	_, r = finish(t, base+"conv uncalled")
	if c := codes(r.Findings); len(c) != 1 || c[0] != hand.UncalledReturn {
		t.Fatalf("missing line: %+v", r.Findings)
	}
	_, r = finish(t, base)
	if len(r.Findings) != 0 {
		t.Fatalf("site without uncalled lines: %+v", r.Findings)
	}
	_, r = finish(t, base+"return b 5")
	if len(r.Findings) != 1 {
		t.Fatalf("return to the wrong player: %+v", r.Findings)
	}
}

// The state can be inspected between actions.
func TestStepInspection(t *testing.T) {
	h := replaytest.Build(hand.Holdem, `
seats 1:a:1000 2:b:1000
a sb 5
b bb 10
preflop
a raise 30
b call 20
flop
b bet 50`)
	st := replay.New(h, replay.Config{})
	st.Step()
	st.Step()
	if st.CurrentBet() != 10 || st.Stack(0) != 995 || st.StreetContribution(1) != 10 {
		t.Fatal("after blinds", st.CurrentBet(), st.Stack(0), st.StreetContribution(1))
	}
	st.Step()
	if st.CurrentBet() != 30 || st.StreetContribution(0) != 30 || st.Contributed(0) != 30 || st.Street() != hand.Preflop {
		t.Fatal("after raise")
	}
	st.Step()
	st.Step()
	if st.Street() != hand.Flop || st.CurrentBet() != 50 || st.StreetContribution(0) != 0 || st.Contributed(1) != 80 || st.Next() != 5 {
		t.Fatal("after flop bet", st.Street(), st.CurrentBet(), st.Contributed(1))
	}
	if st.Folded(0) || st.AllIn(1) {
		t.Fatal("flags")
	}
}

// RULES §6.1: a walk in a game with antes and a button blind: the blind
// comes back and the antes are a pot for the one player left
// (PokerStars 6+ Hold'em 199247789909).
func TestAntesOnlyPot_RULES_6_1(t *testing.T) {
	_, r := finish(t, `
seats 1:a:1000 2:b:1000 3:c:1000
conv uncalled
a ante 2
b ante 2
c ante 2
a button 2
preflop
b fold
c fold
return a 2`)
	checkPots(t, r.Pots, potWant{6, []int{0}})
	if len(r.Findings) != 0 {
		t.Fatal(r.Findings)
	}
}

// RULES §6.1: an all-in player who then "folds" (sitting out) still makes
// a pot level but is eligible for nothing (PokerStars 47656382023 prints
// "Main pot 90. Side pot 905."; Badugi 52589452703: the raiser collects
// all 125).
func TestFoldedAllInMakesLevel_RULES_6_1(t *testing.T) {
	_, r := finish(t, `
seats 1:p7:2815 2:p3:25 3:p5:1870
conv uncalled
p3 sb 25 allin
p5 bb 50
preflop
p7 raise 100
p3 fold
p5 fold
return p7 50`)
	checkPots(t, r.Pots, potWant{75, []int{0}}, potWant{50, []int{0}})
	if len(r.Findings) != 0 {
		t.Fatal(r.Findings)
	}
}

// RULES §6.1: the last player in whose whole bet came back (nobody called
// it) and who put in no dead money still takes the others' dead money
// (hhcheck settle: a bettor who did not ante, everyone else anted and
// folded).
func TestWholeBetReturnedStillWinsDeadMoney_RULES_6_1(t *testing.T) {
	live := []hand.Money{4, 0, 0}
	dead := []hand.Money{0, 3, 3}
	folded := []bool{false, true, true}
	returned := make([]hand.Money, 3)
	top, amt := replay.Uncalled(live)
	if top != 0 || amt != 4 {
		t.Fatalf("uncalled %d %d", top, amt)
	}
	returned[top] = amt
	checkPots(t, replay.BuildPots(live, returned, dead, folded, []bool{false, false, false}), potWant{6, []int{0}})
}
