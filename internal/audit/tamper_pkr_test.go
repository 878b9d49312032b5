package audit

import (
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
)

// TestTamperedPKRHands takes real PKR hands that verify clean
// (testdata/histories/pkr) and changes what the site recorded: the
// winner, one cent more or less, the side pot of a three-way all-in
// merged into the main pot, a cent moved between the tied winners of a
// hi/lo pot's half, an uncalled bet returned short.
func TestTamperedPKRHands(t *testing.T) {
	const (
		nl   = "cash__PKR__Flop__NLHE-2max-USD-0.02-0.04-200903.All-in.on.turn.txt"
		plo  = "cash__PKR__Flop__PLO-6max-USD-0.02-0.04-201205.txt"
		plo8 = "cash__PKR__Flop__PLO8-USD-2.00-4.00-201108.ties.low.txt"
	)
	cases := []siteTamper{{
		name: "winner changed", file: nl, id: "746382000",
		tamper: []string{"Player3 wins $3.66", "Player4 wins $3.66"},
		want:   []want{{hand.AwardMismatch, "Player4", "", ""}, {hand.AwardMismatch, "Player3", "", ""}},
	}, {
		name: "one cent more", file: nl, id: "746382000",
		tamper: []string{"Player3 wins $3.66", "Player3 wins $3.67"},
		want:   []want{{hand.AwardMismatch, "Player3", "", ""}, {hand.RakeArithmetic, "", "", ""}},
	}, {
		name: "one cent less", file: nl, id: "746382000",
		tamper: []string{"Player3 wins $3.66", "Player3 wins $3.65"},
		want:   []want{{hand.AwardMismatch, "Player3", "", ""}},
	}, {
		name: "uncalled bet returned short", file: nl, id: "746382000",
		tamper: []string{"Returning $0.13 to Player3", "Returning $0.12 to Player3"},
		want:   []want{{hand.UncalledReturn, "Player3", "", ""}},
	}, {
		// hand 2080628024: Player4 all in for $0.05 against Player2 and
		// Player3; Player2 wins the $0.06 side pot, Player4 the main pot
		// ($0.15 less $0.02 rake). Merged: Player4 paid both.
		name: "side pot merged into the main pot", file: plo, id: "2080628024",
		tamper: []string{"Player2 wins $0.06 from side pot #1 with: Two Pairs: Aces, 8s\n", "", "Player4 wins $0.13 with", "Player4 wins $0.19 with"},
		want:   []want{{hand.AwardMismatch, "Player4", "", ""}, {hand.AwardMismatch, "Player2", "", ""}},
	}, {
		// hand 1830508295: $140 less $1 rake, both halves tied, $34.75 each
		name: "hi/lo tie: a cent moved between the tied winners", file: plo8, id: "1830508295",
		tamper: []string{"Hero ties, and wins $34.75", "Hero ties, and wins $34.76", "Player0 ties, and wins $34.75", "Player0 ties, and wins $34.74"},
		want:   []want{{hand.AwardMismatch, "Hero", "", ""}, {hand.AwardMismatch, "Player0", "", ""}},
	}, {
		name: "hi/lo: the low half to one of its tied winners", file: plo8, id: "1830508295",
		tamper: []string{"Hero ties $34.75 with low", "Hero ties $69.50 with low", "Player0 ties $34.75 with low hand: A2345\n", ""},
		want:   []want{{hand.AwardMismatch, "Hero", "", ""}, {hand.AwardMismatch, "Player0", "", ""}},
	}}
	runSiteTampers(t, cases, func(t *testing.T, dir, file, id string) string {
		return sampleChunk(t, "pkr", file, id, func(text string) bool { return strings.Contains(text, "\nStarting Hand #"+id+"\n") })
	})
}
