package verify_test

import (
	"testing"
	"time"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/internal/replaytest"
	"github.com/hhcheck/hhcheck/replay"
	"github.com/hhcheck/hhcheck/rules"
	"github.com/hhcheck/hhcheck/verify"
)

// session feeds hands to a Session and returns each one's findings.
func session(hs ...*hand.Hand) [][]hand.Discrepancy {
	s := verify.NewSession()
	var out [][]hand.Discrepancy
	for _, h := range hs {
		out = append(out, s.Add(h, replay.New(h, replay.Config{Profile: rules.Standard}).Finish()))
	}
	return out
}

// tableHand is a heads-up hand at table T: a (seat 1) and b (seat 2), a
// wins b's big blind.
func tableHand(id string, button int, start time.Time, a, b hand.Money) *hand.Hand {
	h := replaytest.Build(hand.Holdem, `
seats 1:a:`+itoa(a)+` 2:b:`+itoa(b)+`
stakes 5 10
b sb 5
a bb 10
preflop
b fold
collect a 10
total 10 rake 0`)
	h.ID, h.Table, h.File, h.Button, h.Start, h.Limit = id, "T", "f.txt", button, start, hand.NoLimit
	if button == 1 {
		h.Actions[0].Seat, h.Actions[1].Seat, h.Actions[2].Seat = 0, 1, 0
		h.Awards[0].Seat = 1
	}
	return h
}

// RULES §7 (table stakes): a player starts a hand with the chips he ended
// the previous one with: here a ends the first hand with 1005.
func TestStackContinuity_RULES_7(t *testing.T) {
	t0 := time.Date(2020, 1, 1, 12, 0, 0, 0, time.UTC)
	first := func() *hand.Hand { return tableHand("100", 2, t0, 1000, 1000) }
	next := func(a hand.Money) *hand.Hand { return tableHand("101", 1, t0.Add(time.Minute), a, 995) }
	if got := session(first(), next(1005)); len(got[1]) != 0 {
		t.Fatalf("continuous: %+v", got[1])
	}
	got := session(first(), next(1105))
	if len(got[1]) != 1 || got[1][0].Code != hand.StackContinuity || got[1][0].Player != "a" || got[1][0].Expected != 1005 || got[1][0].Recorded != 1105 {
		t.Fatalf("grown: %+v", got[1])
	}
	// a cash site that does not write top-ups: more is fine, less is not
	up := next(1105)
	up.Conventions.TopUpsUnrecorded = true
	if got := session(first(), up); len(got[1]) != 0 {
		t.Fatalf("top-up: %+v", got[1])
	}
	down := next(905)
	down.Conventions.TopUpsUnrecorded = true
	if got := session(first(), down); len(got[1]) != 1 || got[1][0].Expected != 1005 || got[1][0].Recorded != 905 {
		t.Fatalf("shrunk: %+v", got[1])
	}
	// a rebuy note excuses, in either hand
	f := first()
	f.Notes = append(f.Notes, hand.Note{Kind: hand.NoteRebuy, Player: "a"})
	if got := session(f, next(1105)); len(got[1]) != 0 {
		t.Fatalf("rebuy: %+v", got[1])
	}
	// not compared: another file, a fast-fold pool, a button that did not
	// move to the next seat, a gap longer than MaxHandGap
	other := next(1105)
	other.File = "g.txt"
	pool1, pool2 := first(), next(1105)
	pool1.Pool, pool2.Pool = true, true
	same := next(1105)
	same.Button = 2
	late := tableHand("101", 1, t0.Add(verify.MaxHandGap+time.Second), 1105, 995)
	for name, hs := range map[string][]*hand.Hand{"file": {first(), other}, "pool": {pool1, pool2}, "button": {first(), same}, "gap": {first(), late}} {
		if got := session(hs...); len(got[1]) != 0 {
			t.Errorf("%s: %+v", name, got[1])
		}
	}
}

// A button the mapping inferred (the site wrote none) does not show two
// hands consecutive: the grown stack of the second hand is compared with
// nothing; with the button as written it is STACK_CONTINUITY.
func TestButtonInferredNotCompared(t *testing.T) {
	t0 := time.Date(2020, 1, 1, 12, 0, 0, 0, time.UTC)
	for _, inferred := range []bool{false, true} {
		second := tableHand("101", 1, t0.Add(time.Minute), 1105, 995)
		if inferred {
			second.Notes = append(second.Notes, hand.Note{Kind: hand.NoteButtonInferred, Text: "no dealer written"})
		}
		got := session(tableHand("100", 2, t0, 1000, 1000), second)
		if flagged := len(got[1]) == 1 && got[1][0].Code == hand.StackContinuity; flagged == inferred || (inferred && len(got[1]) != 0) {
			t.Errorf("button inferred %v: %+v", inferred, got[1])
		}
	}
}

// Hand ids and times that disagree on the order are no finding (the real
// files where they do are anonymised samples): such a hand starts another
// stretch of play and its stacks are compared with nothing. Each case's
// second hand starts Player with 1105 chips after he ended the first with
// 1000: STACK_CONTINUITY when, and only when, the hands are in sequence.
func TestHandOrderNotAFinding(t *testing.T) {
	t0 := time.Date(2020, 1, 1, 12, 0, 0, 0, time.UTC)
	cases := []struct {
		name     string
		id       string
		start    time.Time
		compared bool
	}{
		{"in order", "101", t0.Add(time.Minute), true},
		{"higher id, earlier", "101", t0.Add(-time.Minute), false},
		{"lower id, later", "99", t0.Add(time.Minute), false},
		{"repeated id", "100", t0.Add(time.Minute), false},
		{"an earlier stretch of play", "50", t0.Add(-time.Hour), false},
		{"date not advanced past midnight", "101", t0.Add(-22 * time.Hour), false},
		{"an id that is not a number", "x101", t0.Add(time.Minute), false},
	}
	for _, c := range cases {
		got := session(tableHand("100", 2, t0, 1000, 1000), tableHand(c.id, 1, c.start, 1105, 995))
		continuity := 0
		for _, d := range got[1] {
			if d.Code == hand.StackContinuity {
				continuity++
			}
		}
		if (continuity > 0) != c.compared || len(got[1]) != continuity {
			t.Errorf("%s: compared %v, findings %+v", c.name, c.compared, got[1])
		}
	}
}
