package audit

import (
	"testing"

	"github.com/hhcheck/hhcheck/hand"
)

// TestTamperedPokerNowHands takes the PokerNow logs the project wrote (no
// real PokerNow file is in ../shared: testdata/histories/project/README.md),
// which verify clean, and changes their records the way a faulty or
// dishonest log would: PokerNow's record of the outcome is its "collected
// N from pot" entries, added per player and compared per player
// (parse/pokernow.go), and it writes every uncalled bet it returns.
func TestTamperedPokerNowHands(t *testing.T) {
	runTamperCases(t, []tamperCase{{
		name: "heads-up: winner changed", file: "project__PokerNow-headsup.csv", id: "hhcheck900021",
		tamper: []string{`"""Bruno @ hhB2"" collected 960 from pot"`, `"""Alice @ hhA1"" collected 960 from pot"`},
		want:   []want{{hand.AwardMismatch, "Alice @ hhA1", "", ""}, {hand.AwardMismatch, "Bruno @ hhB2", "", ""}},
	}, {
		name: "heads-up: a chip more than the pot", file: "project__PokerNow-headsup.csv", id: "hhcheck900022",
		tamper: []string{`collected 1040 from pot`, `collected 1041 from pot`},
		want:   []want{{hand.AwardMismatch, "Alice @ hhA1", "", ""}},
	}, {
		name: "heads-up: the uncalled bet kept", file: "project__PokerNow-headsup.csv", id: "hhcheck900021",
		tamper: []string{"\"Uncalled bet of 520 returned to \"\"Bruno @ hhB2\"\"\",2026-11-27T09:00:46.151Z,179577360002314\n", ""},
		want:   []want{{hand.UncalledReturn, "Bruno @ hhB2", "", ""}},
	}, {
		name: "three-way: side pot to the player it does not go to", file: "project__PokerNow-threeway.csv", id: "hhcheck900031",
		tamper: []string{`"""Chloe @ hhC3"" collected 12.00 from pot`, `"""Alice @ hhA1"" collected 12.00 from pot`},
		want:   []want{{hand.AwardMismatch, "Alice @ hhA1", "", ""}, {hand.AwardMismatch, "Chloe @ hhC3", "", ""}},
	}, {
		name: "split pot: odd chip moved", file: "project__PokerNow-threeway.csv", id: "hhcheck900032",
		tamper: []string{`"""Alice @ hhA1"" collected 1.33`, `"""Alice @ hhA1"" collected 1.32`, `"""Bruno @ hhB2"" collected 1.32`, `"""Bruno @ hhB2"" collected 1.33`},
		want:   []want{{hand.AwardMismatch, "Alice @ hhA1", "", oddChipClause}, {hand.AwardMismatch, "Bruno @ hhB2", "", oddChipClause}},
	}}, pokerNowProjectHand)
}

// pokerNowProjectHand is the rows of hand id of a project PokerNow log
// after the log's header row: a log of that one hand.
func pokerNowProjectHand(t *testing.T, file, id string) string {
	t.Helper()
	_, text := projectHand(t, file, id)
	return "entry,at,order\n" + text
}
