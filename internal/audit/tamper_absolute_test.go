package audit

import (
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
)

// TestTamperedAbsoluteHands takes real Absolute Poker hands that verify
// clean (testdata/histories/absolute) and changes what the site recorded:
// the winner, one cent more or less, a cent moved between the halves of a
// hi/lo pot, the uncalled bet returned, a walk's collection. No Absolute
// hand has a side pot or a pot divided between tied players.
func TestTamperedAbsoluteHands(t *testing.T) {
	const (
		fl   = "cash__Absolute__Flop__IHH20101207 Montego Dr - Hold'em Normal $0.25-$0.50(Real Money) Table 26747256.txt"
		plo8 = "cash__Absolute__Flop__PLO8-2max-USD-30-60-200912.txt"
		stud = "cash__Absolute__Stud__7-StudHL-USD-0.02-0.04-200903.River.with.mucked.txt"
		walk = "cash__Absolute__Flop__IHH20101209 Photo Ave - Hold'em No Limit $4 (Real Money) Table 26793209.txt"
	)
	cases := []siteTamper{{
		// Player1's straight beats Player4's mucked two pair
		name: "winner changed", file: fl, id: "C282012441",
		tamper: []string{"Player1 Collects $4.30 from main pot", "Player4 Collects $4.30 from main pot"},
		want:   []want{{hand.AwardMismatch, "Player4", "", ""}, {hand.AwardMismatch, "Player1", "", ""}},
	}, {
		name: "one cent more", file: fl, id: "C282012441",
		tamper: []string{"Player1 Collects $4.30 from main pot", "Player1 Collects $4.31 from main pot"},
		want:   []want{{hand.AwardMismatch, "Player1", "", ""}, {hand.RakeArithmetic, "", "", ""}},
	}, {
		name: "one cent less", file: fl, id: "C282012441",
		tamper: []string{"Player1 Collects $4.30 from main pot", "Player1 Collects $4.29 from main pot"},
		want:   []want{{hand.AwardMismatch, "Player1", "", ""}},
	}, {
		// $0.39 after the rake: $0.20 high to PLAYER6, $0.19 low to PLAYER3
		name: "hi/lo: a cent moved between the halves", file: stud, id: "1300000000",
		tamper: []string{"PLAYER3 Collects $0.19", "PLAYER3 Collects $0.20", "PLAYER6 Collects $0.20", "PLAYER6 Collects $0.19"},
		want:   []want{{hand.AwardMismatch, "PLAYER3", "", ""}, {hand.AwardMismatch, "PLAYER6", "", ""}},
	}, {
		name: "uncalled bet: less returned", file: plo8, id: "1828549717",
		tamper: []string{"returned ($30)", "returned ($20)"},
		want:   []want{{hand.UncalledReturn, "Player0", "", ""}},
	}, {
		// the walk's $6 is the blinds, the big blind's uncalled $2 in it
		name: "walk: the big blind's uncalled part kept", file: walk, id: "C284520999",
		tamper: []string{"PLAYER2 Collects $6", "PLAYER2 Collects $4", "Total Pot($6)", "Total Pot($4)"},
		want:   []want{{hand.AwardMismatch, "PLAYER2", "", ""}},
	}}
	runSiteTampers(t, cases, func(t *testing.T, dir, file, id string) string {
		return sampleChunk(t, "absolute", file, id, func(text string) bool {
			return strings.HasPrefix(strings.TrimSpace(text), "Stage #"+id+": ")
		})
	})
}
