package audit

import (
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
)

// TestTamperedEntractionHands takes real Entraction hands that verify
// clean (testdata/histories/entraction, copied from ../shared) and changes
// what the site recorded the way a faulty or dishonest award would. No
// real Entraction hand has a side pot (the one multiway all-in, HHSmithy
// Limit1 2646492690, is called and nothing is bet after it): the setup
// builds one from it (a turn bet called by the two players left with
// chips, no rake, dimi85's mucked 8h made a 2h so that marcel8's ace-king
// takes the side pot), and the control, correctly paid, must verify
// clean. No real hand divides a pot between tied players, so there is no
// odd chip to move; the hi/lo hand's halves are moved by a cent instead.
func TestTamperedEntractionHands(t *testing.T) {
	const (
		lhe   = "cash__Entraction__Flop__LHE-HU-EUR-10-20-201103.txt"
		plo   = "cash__Entraction__Flop__PLO-6max-EUR-0.50-1-201108.Second.small.blind.txt"
		mtt   = "tour__Entraction__Flop__NLHE-EUR-MTT-201206.ante.txt"
		hilo  = "HHSmithy__OmahaHiLoShowdown.txt"
		multi = "HHSmithy__Limit1.txt"
	)
	sidePot := []string{
		"Qc\n\nmarcel8                     Check\ndimi85                      Check",
		"Qc\n\nmarcel8                     Bet         (0.50)\ndimi85                      Call        (0.50)",
		"dimi85 didn't show hand (Ac - 8h)", "dimi85 didn't show hand (Ac - 2h)",
		"trinco999 wins:             EUR 2.14\nRake:                       EUR 0.11",
		"trinco999 wins:             EUR 2.25\nmarcel8 wins:               EUR 1.00\nRake:                       EUR 0.00",
	}
	runSiteTampers(t, []siteTamper{{
		name: "winner changed (showdown)", file: plo, id: "2322970601",
		tamper: []string{"Hero wins:                  EUR 98.00", "Player4 wins:               EUR 98.00"},
		want:   []want{{hand.AwardMismatch, "Player4", "", ""}, {hand.AwardMismatch, "Hero", "", ""}},
	}, {
		name: "winner changed (three-way showdown)", file: multi, id: "2646492690",
		tamper: []string{"trinco999 wins:             EUR 2.14", "marcel8 wins:               EUR 2.14"},
		want:   []want{{hand.AwardMismatch, "marcel8", "", ""}, {hand.AwardMismatch, "trinco999", "", ""}},
	}, {
		name: "winner paid one cent more", file: lhe, id: "2145163746",
		tamper: []string{"Player0 wins:               EUR 59.25", "Player0 wins:               EUR 59.26"},
		want:   []want{{hand.AwardMismatch, "Player0", "", ""}, {hand.RakeArithmetic, "", "", rules.PotAccounting}},
	}, {
		name: "winner paid one cent less", file: lhe, id: "2145163746",
		tamper: []string{"Player0 wins:               EUR 59.25", "Player0 wins:               EUR 59.24"},
		want:   []want{{hand.AwardMismatch, "Player0", "", ""}, {hand.RakeArithmetic, "", "", rules.PotAccounting}},
	}, {
		name: "one chip more (tournament)", file: mtt, id: "2667452662",
		tamper: []string{"Player4 wins:               1,160.00", "Player4 wins:               1,161.00"},
		want:   []want{{hand.AwardMismatch, "Player4", "", ""}},
	}, {
		name: "one chip less (tournament)", file: mtt, id: "2667452662",
		tamper: []string{"Player4 wins:               1,160.00", "Player4 wins:               1,159.00"},
		want:   []want{{hand.AwardMismatch, "Player4", "", ""}},
	}, {
		name: "hi/lo: a cent moved from the low half to the high", file: hilo, id: "2646515987",
		tamper: []string{"Ballyhoo wins:              EUR 699.25", "Ballyhoo wins:              EUR 699.26",
			"YoOyYo wins:                EUR 699.25", "YoOyYo wins:                EUR 699.24"},
		want: []want{{hand.AwardMismatch, "Ballyhoo", "", ""}, {hand.AwardMismatch, "YoOyYo", "", ""}},
	}, {
		name: "side pot merged into the main pot", file: multi, id: "2646492690", setup: sidePot,
		tamper: []string{"trinco999 wins:             EUR 2.25\nmarcel8 wins:               EUR 1.00", "trinco999 wins:             EUR 3.25"},
		want:   []want{{hand.AwardMismatch, "trinco999", "", ""}, {hand.AwardMismatch, "marcel8", "", ""}},
	}, {
		name: "side pot paid to a player who lost it", file: multi, id: "2646492690", setup: sidePot,
		tamper: []string{"marcel8 wins:               EUR 1.00", "dimi85 wins:                EUR 1.00"},
		want:   []want{{hand.AwardMismatch, "dimi85", "", ""}, {hand.AwardMismatch, "marcel8", "", ""}},
	}}, func(t *testing.T, dir, file, id string) string {
		return sampleChunk(t, "entraction", file, id, func(text string) bool {
			return strings.HasPrefix(strings.TrimPrefix(text, "\uFEFF"), "Game # "+id+" - ")
		})
	})
}
