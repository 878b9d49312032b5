package audit

import (
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
)

// TestTamperedBetfairHands takes the real Betfair hand, which verifies
// clean (testdata/histories/betfair), and changes what the site recorded:
// the winner, one cent more than the side pot holds, the side pot merged
// into the main pot. The hand has no divided pot. A cent less is no
// finding: Betfair prints no rake, so the rake is the part nobody
// collected (parse/betfair.go) and a cent less is a cent more of it.
func TestTamperedBetfairHands(t *testing.T) {
	const file = "cash__Betfair__Flop__PLO-6max-USD-0.05-0.10-200909.All.in.river.splitpot.txt"
	// hand 100000000: Hero all in preflop for $1 against four callers (the
	// main pot, $5 less a $0.56 rake), Player4 all in on the river against
	// Player1 (the side pot, $6.26); Player4's straight flush wins both
	const side, main = "Player4 wins $6.26 from side pot #1", "Player4 wins $4.44 from main pot"
	cases := []siteTamper{{
		name: "winner changed", file: file, id: "100000000",
		tamper: []string{side, "Player1 wins $6.26 from side pot #1"},
		want:   []want{{hand.AwardMismatch, "Player1", "", ""}, {hand.AwardMismatch, "Player4", "", ""}},
	}, {
		name: "one cent more than the side pot", file: file, id: "100000000",
		tamper: []string{side, "Player4 wins $6.27 from side pot #1"},
		want:   []want{{hand.AwardMismatch, "Player4", "", ""}},
	}, {
		name: "side pot merged into the main pot: its winner not eligible", file: file, id: "100000000",
		tamper: []string{side, "Hero wins $6.26 from side pot #1", main, "Hero wins $4.44 from main pot"},
		want:   []want{{hand.AwardMismatch, "Hero", "", ""}, {hand.AwardMismatch, "Player4", "", ""}},
	}}
	runSiteTampers(t, cases, func(t *testing.T, dir, file, id string) string {
		return sampleChunk(t, "betfair", file, id, func(text string) bool { return strings.Contains(text, " for Game "+id+" *****") })
	})
}
