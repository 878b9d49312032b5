package replay_test

import (
	"testing"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/internal/replaytest"
	"github.com/hhcheck/hhcheck/replay"
	"github.com/hhcheck/hhcheck/rules"
)

// Result.Put: what each action put in, live and dead, as the steps saw it:
// a raise puts in its total less what the player already had in on the
// street, an ante and a blind their amount, a fold or a check nothing,
// a refused action nothing; per seat the puts add up to Contributed.
func TestPutPerAction(t *testing.T) {
	h := replaytest.Build(hand.Holdem, `
seats 1:a:1000 2:b:300 3:c:500
a ante 5
b ante 5
c ante 5
a sb 5
b bb 10
preflop
c raise 40
a call 35
b raise 295 allin
c fold
a call 255
flop
a check
c check`)
	st := replay.New(h, replay.Config{Profile: rules.Standard})
	st.Step()
	if st.Put(0) != 5 || st.Put(1) != 0 {
		t.Fatalf("after one step: Put(0) %d, Put(1) %d", st.Put(0), st.Put(1))
	}
	r := st.Finish()
	want := []hand.Money{5, 5, 5, 5, 10, 40, 35, 285, 0, 255, 0, 0}
	if len(r.Put) != len(h.Actions) {
		t.Fatalf("Put has %d entries for %d actions", len(r.Put), len(h.Actions))
	}
	sum := make([]hand.Money, len(h.Seats))
	for k, p := range r.Put {
		if p != want[k] {
			t.Errorf("action %d (%v): put %d, want %d", k, h.Actions[k].Kind, p, want[k])
		}
		sum[h.Actions[k].Seat] += p
	}
	for i := range sum {
		if sum[i] != r.Contributed[i] {
			t.Errorf("seat %d: puts add up to %d, contributed %d", i, sum[i], r.Contributed[i])
		}
	}
}
