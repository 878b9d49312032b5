package audit

import (
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
)

// TestTamperedKingsClubHands takes real Kings Club hands that verify
// clean (testdata/histories/kingsclub) and changes what the site
// recorded: the winner, one cent more or less, a divided hi/lo pot's
// halves moved by a cent, one run's pot of a board run twice given to
// one player. No Kings Club hand has a side pot or a pot that divides
// unevenly.
func TestTamperedKingsClubHands(t *testing.T) {
	const (
		stud = "cash__KingsClub__Stud__7-Stud-USD-44-88-202010.txt"
		lo8  = "cash__KingsClub__Flop__LO8-USD-40-80-202101.txt"
		bigO = "cash__KingsClub__Flop__5-Card-PLO8-USD-11-22-202010.txt"
		a51  = "cash__KingsClub__Draw__A5-1-Draw-Limit-USD-50-100-202102.txt"
	)
	cases := []siteTamper{{
		name: "winner changed", file: stud, id: "37581152",
		tamper: []string{"Player3 wins pot (1,294.60)", "Player4 wins pot (1,294.60)"},
		want:   []want{{hand.AwardMismatch, "Player4", "", ""}, {hand.AwardMismatch, "Player3", "", ""}},
	}, {
		name: "one cent more", file: stud, id: "37581152",
		tamper: []string{"Player3 wins pot (1,294.60)", "Player3 wins pot (1,294.61)"},
		want:   []want{{hand.AwardMismatch, "Player3", "", ""}, {hand.RakeArithmetic, "", "", ""}},
	}, {
		name: "one cent less", file: stud, id: "37581152",
		tamper: []string{"Player3 wins pot (1,294.60)", "Player3 wins pot (1,294.59)"},
		want:   []want{{hand.AwardMismatch, "Player3", "", ""}},
	}, {
		// hand 39969218: 560 less a 1 rake, 279.50 to the high and the low
		name: "hi/lo: a cent moved between the halves", file: lo8, id: "39969218",
		tamper: []string{"Player0 wins (279.50) from pot", "Player0 wins (279.51) from pot", "Hero wins (279.50) from pot", "Hero wins (279.49) from pot"},
		want:   []want{{hand.AwardMismatch, "Player0", "", ""}, {hand.AwardMismatch, "Hero", "", ""}},
	}, {
		// hand 37580598: run twice, Player2 high and Hero low on both
		// boards; Hero given the whole second board
		name: "run twice: one board's pot to one player", file: bigO, id: "37580598",
		tamper: []string{"Player2 wins (932.50) from pot", "Player2 wins (466.25) from pot", "Hero wins (932.50) from pot", "Hero wins (1,398.75) from pot"},
		want:   []want{{hand.AwardMismatch, "Player2", "", ""}, {hand.AwardMismatch, "Hero", "", ""}},
	}, {
		// hand 41388325, A-5 single draw: Player0's J-9-8-5-2 beats Hero's
		// pair of threes (A-5 low: a pair is a poor low); the pot given
		// to the pair
		name: "A-5 single draw: pot to the pair", file: a51, id: "41388325",
		tamper: []string{"Player0 wins pot (199)", "Hero wins pot (199)"},
		want:   []want{{hand.AwardMismatch, "Player0", "", ""}, {hand.AwardMismatch, "Hero", "", ""}},
	}, {
		name: "stud: a raise over the completion by less than the bring-in", file: stud, id: "37581152",
		tamper: []string{"raises to 77.16", "raises to 77.15", "raises to 121.16", "raises to 121.15", "calls 121.16", "calls 121.15",
			"(2,788.28) +788.28", "(2,788.25) +788.25", "(1,294.60)", "(1,294.57)",
			"(2,009.74) -154.32", "(2,009.75) -154.31", "(2,454.79)", "(2,454.79)", "(5,078.85) -506.32", "(5,078.86) -506.31"},
		want: []want{{hand.BetAmount, "Player3", "", ""}},
	}}
	runSiteTampers(t, cases, func(t *testing.T, dir, file, id string) string {
		return sampleChunk(t, "kingsclub", file, id, func(text string) bool { return strings.HasPrefix(text, "#"+id+": ") })
	})
}
