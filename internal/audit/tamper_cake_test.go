package audit

import (
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
)

// TestTamperedCakeHands takes real Cake hands that verify clean
// (testdata/histories/cake) and changes what the site recorded: the
// winner, one chip more or less, a hi/lo pot's halves moved by a chip.
// Cake prints no rake (parse/cake.go derives it in cash as what nobody
// won), so the ±1 cases use a tournament hand and a play-money hand (no
// rake). No Cake hand has a side pot or a pot that divides unevenly.
func TestTamperedCakeHands(t *testing.T) {
	const (
		plo8 = "tour__Cake__Flop__PLO8-2max-USD-5-201307.txt"
		play = "cash__Cake__Flop__NLHE-play-1-2-201205.txt"
		nl   = "cash__Cake__Flop__NLHE-6max-USD-0.25-0.50-201004.new.showdown.formats.txt"
	)
	cases := []siteTamper{{
		// hand 2217011712000147: Noot***7's flush beats soft***8's pair
		name: "winner changed (cash)", file: nl, id: "2217011712000147",
		tamper: []string{"Noot***7: wins $76", "soft***8: wins $76"},
		want:   []want{{hand.AwardMismatch, "soft***8", "", ""}, {hand.AwardMismatch, "Noot***7", "", ""}},
	}, {
		name: "one chip more (play money)", file: play, id: "2972014254000151",
		tamper: []string{"Player1 wins 418", "Player1 wins 419"},
		want:   []want{{hand.AwardMismatch, "Player1", "", ""}},
	}, {
		name: "one chip less (tournament)", file: plo8, id: "3389E587C7000013",
		tamper: []string{"Hero wins high pot 20", "Hero wins high pot 19"},
		want:   []want{{hand.AwardMismatch, "Hero", "", ""}},
	}, {
		// hand 3389E587C7000012: 654, high 327 to Player0, low 327 to Hero
		name: "hi/lo: a chip moved between the halves", file: plo8, id: "3389E587C7000012",
		tamper: []string{"Player0 wins high pot 327", "Player0 wins high pot 328", "Hero wins low pot 327", "Hero wins low pot 326"},
		want:   []want{{hand.AwardMismatch, "Player0", "", ""}, {hand.AwardMismatch, "Hero", "", ""}},
	}, {
		name: "hi/lo: the low half to the high hand", file: plo8, id: "3389E587C7000012",
		tamper: []string{"Hero wins low pot 327", "Player0 wins low pot 327"},
		want:   []want{{hand.AwardMismatch, "Player0", "", ""}, {hand.AwardMismatch, "Hero", "", ""}},
	}}
	runSiteTampers(t, cases, func(t *testing.T, dir, file, id string) string {
		return sampleChunk(t, "cake", file, id, func(text string) bool { return strings.HasPrefix(strings.TrimPrefix(text, "\uFEFF"), "Hand#"+id+" - ") })
	})
}
