package audit

import (
	"testing"

	"github.com/hhcheck/hhcheck/hand"
)

// TestTamperedPTExportHands takes real hands of PokerTracker's text export
// that verify clean (testdata/histories/pokertracker) and changes what was
// recorded: the winner of a side pot, one chip more or less (a tournament
// in whole chips: no rake), the odd chip of a tie moved to the other
// winner, the uncalled bet inside an iPoker winner's "wins" taken out.
// The export names no pot ("wins" lines), so a side pot merged into the
// main pot for the same winner leaves his total as it was: that case has
// nothing to show and is not here.
func TestTamperedPTExportHands(t *testing.T) {
	const (
		tour = "tour__PokerTracker__Flop__NLHE-USD-SNG-2-201111.Merge.txt"
		plo  = "cash__PokerTracker__Flop__PLO-2max-USD-50.00-100.00-201308.iPoker.archive.txt"
	)
	cases := []siteTamper{{
		// hand 4290961700043: Player8 all in for 1,425, Player7 for
		// 2,275, Player3 calls: a main pot of 4,905 and a side pot of
		// 1,700, both Player7's
		name: "winner changed (side pot)", file: tour, id: "4290961700043",
		tamper: []string{"Player7: wins $1,700.00", "Player3: wins $1,700.00"},
		want:   []want{{hand.AwardMismatch, "Player3", "", ""}, {hand.AwardMismatch, "Player7", "", ""}},
	}, {
		name: "one chip more", file: tour, id: "4290961700043",
		tamper: []string{"Player7: wins $4,905.00", "Player7: wins $4,906.00"},
		want:   []want{{hand.AwardMismatch, "Player7", "", ""}},
	}, {
		name: "one chip less", file: tour, id: "4290961700043",
		tamper: []string{"Player7: wins $4,905.00", "Player7: wins $4,904.00"},
		want:   []want{{hand.AwardMismatch, "Player7", "", ""}},
	}, {
		// hand 4290961700035: a tie for 3,025 chips, the odd chip to
		// Player2, first left of the button
		name: "odd chip moved", file: tour, id: "4290961700035",
		tamper: []string{"Player2: wins $1,513.00", "Player2: wins $1,512.00", "Player0: wins $1,512.00", "Player0: wins $1,513.00"},
		want:   []want{{hand.AwardMismatch, "Player2", "", ""}, {hand.AwardMismatch, "Player0", "", ""}},
	}, {
		// hand 4999408769: Hero's $4,200 nobody called is inside his
		// "wins $8,398.00" (and the total)
		name: "uncalled bet left out of the wins", file: plo, id: "4999408769",
		tamper: []string{"Hero: wins $8,398.00", "Hero: wins $4,198.00"},
		want:   []want{{hand.AwardMismatch, "Hero", "", ""}},
	}}
	runSiteTampers(t, cases, func(t *testing.T, _, file, id string) string {
		return siteHand(t, "pokertracker", file, id)
	})
}
