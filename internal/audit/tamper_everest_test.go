package audit

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
)

// TestTamperedEverestHands takes the real Everest hands that verify clean
// and changes what the site recorded: the winner, one cent more or less,
// and, on a showdown built from the fixed-limit hand (its button calls
// the flop bet instead of folding, turn and river checked), the pot given
// to the losing hand. No real Everest hand has a side pot or a divided
// pot, so there is no side pot to merge and no odd chip to move.
func TestTamperedEverestHands(t *testing.T) {
	const (
		lhe = "cash__Everest__Flop__LHE-USD-0.02-0.04-201204.txt"
		plo = "cash__Everest__Flop__PLO-EUR-5-10-Unknown-Sample.txt"
	)
	// 7526266449: Hero (JhJd) bets the flop Td Ts Kd, Player0 calls; both
	// check the turn 2c and river 3h; Player0 shows 9c 8c (tens with
	// a king): Hero's two pair win the 12-cent pot
	showdown := []string{
		`<FOLD position="0"/>
  <PUSH position="2" amount="2"/>
  <SWEEP rake="0" tax="0">8</SWEEP>
  <SHOW position="2">Jh, Jd</SHOW>
  <WIN position="2" amount="8" pot="0" potAmount="8"/>`,
		`<BET position="0" amount="2"/>
  <SWEEP rake="0" tax="0">12</SWEEP>
  <COMMUNITY>2c</COMMUNITY>
  <BET position="2" amount="0"/>
  <BET position="0" amount="0"/>
  <SWEEP rake="0" tax="0">12</SWEEP>
  <COMMUNITY>3h</COMMUNITY>
  <BET position="2" amount="0"/>
  <BET position="0" amount="0"/>
  <SWEEP rake="0" tax="0">12</SWEEP>
  <SHOW position="2">Jh, Jd</SHOW>
  <SHOW position="0">9c, 8c</SHOW>
  <WIN position="2" amount="12" pot="0" potAmount="12"/>`,
	}
	cases := []siteTamper{{
		name: "winner changed (no showdown)", file: lhe, id: "7526266449",
		tamper: []string{`<WIN position="2" amount="8"`, `<WIN position="0" amount="8"`},
		want:   []want{{hand.AwardMismatch, "Player0", "", ""}, {hand.AwardMismatch, "Hero", "", ""}},
	}, {
		name: "winner changed (showdown)", file: lhe, id: "7526266449", setup: showdown,
		tamper: []string{`<WIN position="2" amount="12"`, `<WIN position="0" amount="12"`},
		want:   []want{{hand.AwardMismatch, "Player0", "", ""}, {hand.AwardMismatch, "Hero", "", ""}},
	}, {
		name: "one cent more (rake and tax taken)", file: plo, id: "6351562000",
		tamper: []string{`amount="17750"`, `amount="17751"`},
		want:   []want{{hand.AwardMismatch, "Villain", "", ""}},
	}, {
		name: "one cent less (rake and tax taken)", file: plo, id: "6351562000",
		tamper: []string{`amount="17750"`, `amount="17749"`},
		want:   []want{{hand.AwardMismatch, "Villain", "", ""}},
	}, {
		name: "one cent more (no rake)", file: lhe, id: "7526266449",
		tamper: []string{`amount="8" pot="0"`, `amount="9" pot="0"`},
		want:   []want{{hand.AwardMismatch, "Hero", "", ""}},
	}, {
		name: "uncalled bet kept in the pot", file: plo, id: "6351562000",
		tamper: []string{`<PUSH position="4" amount="18000"/>`, ``},
		want:   []want{{hand.UncalledReturn, "Villain", "", ""}},
	}}
	runSiteTampers(t, cases, func(t *testing.T, _, file, _ string) string {
		// a file is a session of one hand: the session element is part
		// of what the parser reads
		data, err := os.ReadFile(filepath.Join("../../testdata/histories/everest", file))
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	})
}
