package verify_test

import (
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/internal/replaytest"
	"github.com/hhcheck/hhcheck/rules"
	"github.com/hhcheck/hhcheck/verify"
)

// TestHiLoOddUnitToLowHabit: a site that documents hand.OddChipHiLoToLow
// (Winning Poker) gives the unit left over between the halves of a hi/lo
// pot to the low half. The site profile settles it so (RULES D7) and
// flags RRoP 3.7.5(c)'s way; the standard profile accepts either way,
// and flags anything else.
func TestHiLoOddUnitToLowHabit(t *testing.T) {
	s := strings.Replace(hilo, "a raise 501 allin", "a raise 501", 1)
	s = strings.Replace(s, "seats 1:a:1000", "seats 1:a:501", 1)
	run := func(prof rules.Profile, collect string) verify.Report {
		h := replaytest.Build(hand.OmahaHiLo, s+collect+"total 1002 rake 1")
		h.Conventions.OddChip = hand.OddChipHiLoToLow
		return verify.Check(h, verify.Options{Profile: prof})
	}
	const habit, rrop, off = "collect b 500\ncollect a 501\n", "collect b 501\ncollect a 500\n", "collect b 499\ncollect a 502\n"
	clean(t, run(rules.Standard, habit))
	clean(t, run(rules.Standard, rrop))
	rep := run(rules.SiteOddChips, habit)
	clean(t, rep)
	if r := rep.Pots[0].Runs[0]; len(r.Portions) != 2 || r.Portions[0].Amount != 500 || r.Portions[1].Amount != 501 || !r.Portions[1].OddUnit {
		t.Fatalf("site profile portions %+v", r.Portions)
	}
	want(t, run(rules.SiteOddChips, rrop),
		"AWARD_MISMATCH|"+string(rules.D7)+"||a|501|500",
		"AWARD_MISMATCH|"+string(rules.D7)+"||b|500|501")
	for _, prof := range []rules.Profile{rules.Standard, rules.SiteOddChips} {
		want(t, run(prof, off),
			"AWARD_MISMATCH|||a||502",
			"AWARD_MISMATCH|||b||499")
	}
}
