package audit

import (
	"testing"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
)

// TestTamperedPHHHands takes the PHH files the project wrote (no real PHH
// file is in ../shared: testdata/histories/project/README.md), which
// verify clean, and changes their finishing stacks the way a faulty or
// dishonest record would: PHH's only record of the outcome is the
// finishing stacks (parse/phh.go), so a wrong one is an AWARD_MISMATCH
// naming the player. The hands are in tournament chips (no rake), but the
// cash hand written with floats, whose rake is what the stacks lack: a
// cent more or less for its winner reads as a cent less or more rake and
// cannot be seen (as in PartyPoker's cash hands); a cent paid to a loser
// can.
func TestTamperedPHHHands(t *testing.T) {
	runTamperCases(t, []tamperCase{{
		name: "winner changed", file: "project__PHH-NLHE.phh", id: "900000001001",
		tamper: []string{"finishing_stacks = [7000, 4900, 3100]", "finishing_stacks = [3100, 4900, 7000]"},
		want:   []want{{hand.AwardMismatch, "Alice", "", ""}, {hand.AwardMismatch, "Chloe", "", ""}},
	}, {
		name: "winner paid one chip more", file: "project__PHH-NLHE.phh", id: "900000001001",
		tamper: []string{"[7000, 4900, 3100]", "[7001, 4900, 3100]"},
		want:   []want{{hand.AwardMismatch, "Alice", "", ""}, {hand.RakeArithmetic, "", "", rules.PotAccounting}},
	}, {
		name: "winner paid one chip less", file: "project__PHH-NLHE.phh", id: "900000001001",
		tamper: []string{"[7000, 4900, 3100]", "[6999, 4900, 3100]"},
		want:   []want{{hand.AwardMismatch, "Alice", "", ""}, {hand.RakeArithmetic, "", "", rules.PotAccounting}},
	}, {
		name: "a loser paid one chip", file: "project__PHH-NLHE.phh", id: "900000001001",
		tamper: []string{"[7000, 4900, 3100]", "[7000, 4901, 3100]"},
		want:   []want{{hand.AwardMismatch, "Bruno", "", ""}},
	}, {
		name: "side pot merged into the main pot", file: "project__PHH-PLO-sidepot.phh", id: "900000003001",
		tamper: []string{"finishing_stacks = [2500, 3000, 2500]", "finishing_stacks = [1500, 4000, 2500]"},
		want:   []want{{hand.AwardMismatch, "Bruno", "", ""}, {hand.AwardMismatch, "Alice", "", ""}},
	}, {
		name: "tie: odd chip moved", file: "project__PHH-two-hands.phhs", id: "900000002001",
		tamper: []string{"finishing_stacks = [1975, 2013, 2012]", "finishing_stacks = [1975, 2012, 2013]"},
		want:   []want{{hand.AwardMismatch, "Bruno", "", rules.OddChipButton}, {hand.AwardMismatch, "Chloe", "", rules.OddChipButton}},
	}, {
		name: "uncalled bet kept", file: "project__PHH-two-hands.phhs", id: "900000002002",
		tamper: []string{"finishing_stacks = [2163, 1862]", "finishing_stacks = [1863, 1862]"},
		want:   []want{{hand.AwardMismatch, "Bruno", "", ""}},
	}, {
		name: "stud: winner changed", file: "project__PHH-stud.phh", id: "900000004001",
		tamper: []string{"finishing_stacks = [1170, 835, 995]", "finishing_stacks = [835, 1170, 995]"},
		want:   []want{{hand.AwardMismatch, "Alice", "", ""}, {hand.AwardMismatch, "Bruno", "", ""}},
	}, {
		name: "cash: a loser paid one cent", file: "project__PHH-cash-floats.phh", id: "900000005001",
		tamper: []string{"[49.75, 41.0, 55.84]", "[49.76, 41.0, 55.84]"},
		want:   []want{{hand.AwardMismatch, "Alice", "", ""}},
	}}, phhProjectHand)
}

// phhProjectHand is the text of the hand of a project PHH file whose
// "hand" key is id.
func phhProjectHand(t *testing.T, file, id string) string {
	t.Helper()
	_, text := projectHand(t, file, id)
	return text
}
