package audit

import (
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
)

// TestTamperedSWCHands takes the real Seals With Clubs hands
// (testdata/histories/swc), which verify clean, and changes what the
// site recorded: the winner, a hundredth of an mBTC more or less, the
// rake, a kicker of a shown hand. No Seals With Clubs hand has a side pot
// or a divided pot.
func TestTamperedSWCHands(t *testing.T) {
	const (
		lhe = "cash__SealsWithClubs__Flop__LHE-6max-mBTC-2.00-4.00-201305.txt"
		nl  = "cash__SealsWithClubs__Flop__NLHE-6max-mBTC-1.00-2.00-201304.txt"
	)
	// hand 6340502-110: 12 in, Hero's deuces with Q J 7 beat Player0's
	// with Q T 6: "wins Pot (11.70)", "Rake (0.30)"
	cases := []siteTamper{{
		name: "winner changed", file: lhe, id: "6340502-110",
		tamper: []string{"Hero wins Pot (11.70)", "Player0 wins Pot (11.70)"},
		want:   []want{{hand.AwardMismatch, "Player0", "", ""}, {hand.AwardMismatch, "Hero", "", ""}},
	}, {
		name: "a hundredth more", file: lhe, id: "6340502-110",
		tamper: []string{"Hero wins Pot (11.70)", "Hero wins Pot (11.71)"},
		want:   []want{{hand.AwardMismatch, "Hero", "", ""}},
	}, {
		name: "a hundredth less", file: nl, id: "5223590-18",
		tamper: []string{"Player4 wins Pot (8)", "Player4 wins Pot (7.99)"},
		want:   []want{{hand.AwardMismatch, "Player4", "", ""}},
	}, {
		name: "rake a hundredth more", file: lhe, id: "6340502-110",
		tamper: []string{"Rake (0.30)", "Rake (0.31)"},
		want:   []want{{hand.RakeArithmetic, "", "", ""}},
	}, {
		name: "a kicker changed", file: lhe, id: "6340502-110",
		tamper: []string{"(a Pair of Deuces +QJ7)", "(a Pair of Deuces +QJ6)"},
		want:   []want{{hand.HandDescription, "Hero", "", ""}},
	}}
	runSiteTampers(t, cases, func(t *testing.T, dir, file, id string) string {
		return sampleChunk(t, "swc", file, id, func(text string) bool { return strings.HasPrefix(text, "Hand #"+id+" - ") })
	})
}
