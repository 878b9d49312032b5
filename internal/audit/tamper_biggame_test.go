package audit

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
)

// TestTamperedBigGameHands takes real The Big Game hands that verify
// clean and changes what the site recorded: the winner, one unit more or
// less (a "Wins" that holds the uncalled bet, parse/biggame.go), the
// returned bet of a "Takes Back", and the share of one run of a board run
// twice. The site names no pots (one "Wins" per player), so there is no
// side pot to merge; no real tie leaves an odd unit. The run-twice case
// reads S1E04 of ../shared and skips without it.
func TestTamperedBigGameHands(t *testing.T) {
	const (
		sample = "cash__TheBigGame__TheBigGame.S1E06.Capella.txt"
		s1e04  = "cash__TheBigGame__TheBigGame.S1E04.txt"
	)
	cases := []siteTamper{{
		// d6h89: D. STERN wins both runs of the river against A. CAPELLA's all-in
		name: "winner changed (board run twice)", file: sample, id: "d6h89",
		tamper: []string{`{Seat:2,Action:"Wins",value:77600}`, `{Seat:1,Action:"Wins",value:77600}`},
		want:   []want{{hand.AwardMismatch, "A. CAPELLA", "", ""}, {hand.AwardMismatch, "D. STERN", "", ""}},
	}, {
		// d6h1: D. NEGREANU bets 6000 on the flop, all fold: "Wins 14600"
		// holds the 6000 nobody called
		name: "one unit more (uncalled bet inside Wins)", file: sample, id: "d6h1",
		tamper: []string{`{Seat:5,Action:"Wins",value:14600}`, `{Seat:5,Action:"Wins",value:14601}`},
		want:   []want{{hand.AwardMismatch, "D. NEGREANU", "", ""}},
	}, {
		name: "one unit less (uncalled bet inside Wins)", file: sample, id: "d6h1",
		tamper: []string{`{Seat:5,Action:"Wins",value:14600}`, `{Seat:5,Action:"Wins",value:14599}`},
		want:   []want{{hand.AwardMismatch, "D. NEGREANU", "", ""}},
	}, {
		name: "Takes Back one unit more", file: sample, id: "d6h89",
		tamper: []string{`{Seat:2,Action:"Takes Back",value:66600}`, `{Seat:2,Action:"Takes Back",value:66601}`},
		want:   []want{{hand.UncalledReturn, "D. STERN", "", ""}},
	}, {
		// d4h87: the turn and river run twice after an all-in on the flop,
		// one run to each player: 93000 each
		name: "a unit moved between the runs' winners", dir: "shared", file: s1e04, id: "d4h87",
		tamper: []string{`{Seat:2,Action:"Wins",value:93000}`, `{Seat:2,Action:"Wins",value:93001}`, `{Seat:4,Action:"Wins",value:93000}`, `{Seat:4,Action:"Wins",value:92999}`},
		want:   []want{{hand.AwardMismatch, "D. PEAT", "", ""}, {hand.AwardMismatch, "A. ESFANDIARI", "", ""}},
	}}
	runSiteTampers(t, cases, func(t *testing.T, dir, file, id string) string {
		d := "biggame"
		if dir == "shared" {
			abs := filepath.Join(sharedDir, "by-site/TheBigGame")
			if _, err := os.Stat(filepath.Join(abs, file)); err != nil {
				t.Skipf("no ../shared: %v", err)
			}
			d, _ = filepath.Rel("../../testdata/histories", abs)
		}
		return sampleChunk(t, d, file, id, func(text string) bool { return strings.HasSuffix(strings.SplitN(text, "\n", 2)[0], "/"+id+".js") })
	})
}
