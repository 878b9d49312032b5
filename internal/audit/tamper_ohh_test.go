package audit

import (
	"testing"

	"github.com/hhcheck/hhcheck/hand"
)

// TestTamperedOHHHands takes the OHH files the project wrote (no real OHH
// file is in ../shared: testdata/histories/project/README.md), which
// verify clean, and changes their pots the way a faulty or dishonest record
// would: OHH's record of the outcome is each pot's player_wins
// (parse/ohh.go), compared per player over all pots, so a wrong winner or
// a unit too many is an AWARD_MISMATCH naming the player.
func TestTamperedOHHHands(t *testing.T) {
	runTamperCases(t, []tamperCase{{
		name: "cash: winner changed", file: "project__OHH-NLHE-cash.ohh", id: "900000011001",
		tamper: []string{"\"player_id\": 2,\n            \"win_amount\": 38.75", "\"player_id\": 0,\n            \"win_amount\": 38.75"},
		want:   []want{{hand.AwardMismatch, "Alice", "", ""}, {hand.AwardMismatch, "Chloe", "", ""}},
	}, {
		name: "cash: winner paid one cent more", file: "project__OHH-NLHE-cash.ohh", id: "900000011001",
		tamper: []string{`"win_amount": 38.75`, `"win_amount": 38.76`},
		want:   []want{{hand.AwardMismatch, "Chloe", "", ""}},
	}, {
		name: "tournament, raises written as totals: winner changed", file: "project__OHH-tournament-lines.ohh", id: "900000012001",
		tamper: []string{`{"player_id": 2, "win_amount": 6550`, `{"player_id": 3, "win_amount": 6550`},
		want:   []want{{hand.AwardMismatch, "Bruno", "", ""}, {hand.AwardMismatch, "Chloe", "", ""}},
	}, {
		name: "tournament: a chip more than the pot", file: "project__OHH-tournament-lines.ohh", id: "900000012002",
		tamper: []string{`{"player_id": 1, "win_amount": 1400`, `{"player_id": 1, "win_amount": 1401`},
		want:   []want{{hand.AwardMismatch, "Alice", "", ""}},
	}, {
		name: "side pot to the player it does not go to", file: "project__OHH-PLO-sidepot.ohh", id: "900000013001",
		tamper: []string{"\"player_id\": 12,\n       \"win_amount\": 11.85", "\"player_id\": 11,\n       \"win_amount\": 11.85"},
		want:   []want{{hand.AwardMismatch, "Bruno", "", ""}, {hand.AwardMismatch, "Chloe", "", ""}},
	}, {
		name: "main pot paid one cent more than it holds after its rake", file: "project__OHH-PLO-sidepot.ohh", id: "900000013001",
		tamper: []string{`"win_amount": 11.45`, `"win_amount": 11.46`},
		want:   []want{{hand.RakeArithmetic, "", "", ""}},
	}}, phhProjectHand)
}
