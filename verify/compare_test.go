package verify_test

import (
	"testing"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/internal/replaytest"
	"github.com/hhcheck/hhcheck/rules"
	"github.com/hhcheck/hhcheck/verify"
)

// A 2-7 showdown between a seven-high straight and an eight-high no-pair:
// sites and CASINO §2-7 count the straight against the low (the eight
// wins); FR-2016 Art.6 II read literally ignores it (the seven wins).
// RULES D1.
func TestProfileDivergence27Straight_D1(t *testing.T) {
	h := replaytest.Build(hand.SingleDraw27, `
button 1
seats 1:alice:1000 2:bob:1000
alice sb 5
bob bb 10
predraw
alice call 5
bob check
draw1
bob check
alice check
show alice 3c 4d 5h 6s 7c
show bob 2c 3d 4h 5s 8d
collect bob 20
total 20 rake 0
`)
	rep := verify.Check(h, verify.Options{Profile: rules.Standard})
	if len(rep.Discrepancies) != 0 {
		t.Fatalf("standard: %+v", rep.Discrepancies)
	}
	ds := rep.ProfileDivergences(h, rules.Standard, rules.FR2016)
	if len(ds) != 2 {
		t.Fatalf("want 2 divergences (both seats), got %+v", ds)
	}
	for _, d := range ds {
		if d.Code != hand.ProfileDivergence || d.Clause != rules.D1+", "+rules.D4 && d.Clause != rules.D1 {
			t.Errorf("divergence %+v: want code %s citing %s", d, hand.ProfileDivergence, rules.D1)
		}
		switch d.Player {
		case "alice":
			if d.Expected != 0 || d.Recorded != 20 {
				t.Errorf("alice: standard %d, fr2016 %d; want 0 and 20", d.Expected, d.Recorded)
			}
		case "bob":
			if d.Expected != 20 || d.Recorded != 0 {
				t.Errorf("bob: standard %d, fr2016 %d; want 20 and 0", d.Expected, d.Recorded)
			}
		}
	}
	// The same profile never diverges from itself.
	if ds := rep.ProfileDivergences(h, rules.Standard, rules.Standard); len(ds) != 0 {
		t.Errorf("standard vs standard: %+v", ds)
	}
}
