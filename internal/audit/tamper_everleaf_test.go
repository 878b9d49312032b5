package audit

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
)

// TestTamperedEverleafHands takes real Everleaf hands that verify clean
// and changes what the site recorded: the winner, one chip, a side pot
// merged into the main pot, the odd cent of a hi/lo pot moved to the low
// half. Everleaf prints no rake (parse/everleaf.go derives it in cash as
// what nobody collected), so one unit more or less for a cash pot's only
// winner cannot be seen: the ±1 cases use a tournament hand (no rake).
// The hi/lo case reads the FLO8 file of ../shared (74 hands, too large a
// golden for testdata) and skips without it.
func TestTamperedEverleafHands(t *testing.T) {
	const (
		tour = "tour__Everleaf__TID_1625641-1.txt"
		flo8 = "cash__Everleaf__Flop__FLO8-10max-USD-0.50-1.00-201003.HU.on.10max.txt"
	)
	// hand 288496624: delpiero81 all-in for 170, mirek61 for 730: a main
	// pot of 630 and a side pot of 1120, both mirek61's flush's
	cases := []siteTamper{{
		name: "winner changed (side pot)", file: tour, id: "288496624",
		tamper: []string{"mirek61 wins 1120 chips from side pot", "TARIK_3 wins 1120 chips from side pot"},
		want:   []want{{hand.AwardMismatch, "TARIK_3", "side 1", ""}, {hand.AwardMismatch, "mirek61", "side 1", ""}},
	}, {
		name: "one chip more (tournament)", file: tour, id: "288496467",
		tamper: []string{"EricBlade wins 990 chips", "EricBlade wins 991 chips"},
		want:   []want{{hand.AwardMismatch, "EricBlade", "", ""}},
	}, {
		name: "one chip less (tournament)", file: tour, id: "288496467",
		tamper: []string{"EricBlade wins 990 chips", "EricBlade wins 989 chips"},
		want:   []want{{hand.AwardMismatch, "EricBlade", "", ""}},
	}, {
		name: "side pot merged into the main pot", file: tour, id: "288496624",
		tamper: []string{
			"mirek61 wins 630 chips from main pot with a flush, ace high [ Ah, Kh, 9h, 8h, 6h ]\nmirek61 wins 1120 chips from side pot",
			"mirek61 wins 1750 chips from main pot"},
		want: []want{{hand.AwardMismatch, "mirek61", "main", ""}},
	}, {
		// hand 148737833: $4.75 after the rake, the high half $2.38 and
		// the low $2.37 (the odd cent to the high half, RRoP 3.7.5(c))
		name: "hi/lo: odd cent moved to the low half", dir: "shared", file: flo8, id: "148737833",
		tamper: []string{"Hero wins  high ($ 2.38 USD)", "Hero wins  high ($ 2.37 USD)", "Villain wins  low ($2.37)", "Villain wins  low ($2.38)"},
		want:   []want{{hand.AwardMismatch, "Hero", "", ""}, {hand.AwardMismatch, "Villain", "", ""}},
	}}
	runSiteTampers(t, cases, func(t *testing.T, dir, file, id string) string {
		d := "everleaf"
		if dir == "shared" {
			abs := filepath.Join(sharedDir, "by-site/Everleaf")
			if _, err := os.Stat(filepath.Join(abs, file)); err != nil {
				t.Skipf("no ../shared: %v", err)
			}
			d, _ = filepath.Rel("../../testdata/histories", abs)
		}
		return sampleChunk(t, d, file, id, func(text string) bool { return strings.HasPrefix(text, "Everleaf Gaming Game #"+id+"\n") })
	})
}
