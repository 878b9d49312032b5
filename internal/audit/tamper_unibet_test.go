package audit

import (
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
)

// TestTamperedUnibetHand takes the real Unibet hand that verifies clean
// (testdata/histories/unibet: Hero all in for €0.95, everybody folds,
// "Hero wins €1.10" with his €0.85 nobody called in it) and changes what
// the site recorded: the winner, one cent more or less. The hand has no
// side pot and no divided pot.
func TestTamperedUnibetHand(t *testing.T) {
	const file = "cash__Unibet__Flop__NLHE-EUR-0.05-0.10-202104.Banzi.txt"
	cases := []siteTamper{{
		name: "winner changed", file: file, id: "1463192545",
		tamper: []string{"Hero wins €1.10", "Player4 wins €1.10"},
		want:   []want{{hand.AwardMismatch, "Player4", "", ""}, {hand.AwardMismatch, "Hero", "", ""}},
	}, {
		name: "one cent more", file: file, id: "1463192545",
		tamper: []string{"Hero wins €1.10", "Hero wins €1.11"},
		want:   []want{{hand.AwardMismatch, "Hero", "", ""}},
	}, {
		name: "one cent less", file: file, id: "1463192545",
		tamper: []string{"Hero wins €1.10", "Hero wins €1.09"},
		want:   []want{{hand.AwardMismatch, "Hero", "", ""}},
	}}
	runSiteTampers(t, cases, func(t *testing.T, dir, file, id string) string {
		return sampleChunk(t, "unibet", file, id, func(text string) bool { return strings.HasPrefix(text, "Game #"+id+": ") })
	})
}
