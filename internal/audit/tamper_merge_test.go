package audit

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
)

// mergeFile returns a whole sample file of testdata/histories/merge (each
// holds one game after its <description>).
func mergeFile(t *testing.T, file, _ string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("../../testdata/histories/merge", file))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// TestTamperedMergeHands takes real Merge games that verify clean and
// changes what the site recorded (the <winner> elements). Merge writes no
// rake: in a cash game it is what the pot holds beyond the wins, so a win
// one cent off there reads as one cent more or less rake; the one-chip
// changes are made in the tournament hand, where every chip is accounted
// for. No real Merge hand has a side pot or a divided pot: the odd-chip
// case builds a tie from the real tournament hand 35428805-25 (a
// broadway board both players play, a small blind of 501 making the main
// pot 2,301: 1,151 to Hero, seat 2, first left of the button (seat 5)
// among the winners, RRoP 3.7.5(a)); no multiway all-in exists to merge
// a side pot into the main pot.
func TestTamperedMergeHands(t *testing.T) {
	const (
		plo  = "cash__Merge__Flop__PLO-USD-0.25-0.50-201111.raiseTo.uncalledbet.txt"
		tour = "tour__Merge__Flop__NLHE-USD-Unk-201105.Player.Big.blind.all.in.txt"
		razz = "cash__Merge__Stud__Razz-USD-0.50-1.00-201111.allIn.txt"
		main = `<winner amount="2300.00" uncalled="false" potnumber="1" player="5" hand="Pair of Tens" pottype="n"/>`
	)
	tieSetup := []string{
		`amount="500.00"`, `amount="501.00"`,
		`Ts,Kh,9h`, `Ts,Kh,Qh`, `Qh,3c`, `Qh,Jc`, `Jc,4d`, `Jc,Ad`,
		main, `<winner amount="1151.00" uncalled="false" potnumber="1" player="2" pottype="n"/>` +
			`<winner amount="1150.00" uncalled="false" potnumber="1" player="5" pottype="n"/>`,
	}
	cases := []tamperCase{{
		// "Half Pot Limit": bet sizes not judged, the pot still is
		name: "half pot limit badugi: winner changed", file: "cash__Merge__Draw__Badugi-HPL-USD-0.50-0.50-201104.Sample.txt", id: "33227759-34",
		tamper: []string{`<winner amount="4.38" uncalled="false" potnumber="1" player="3"`, `<winner amount="4.38" uncalled="false" potnumber="1" player="0"`},
		want:   []want{{hand.AwardMismatch, "Hero", "", ""}, {hand.AwardMismatch, "Player3", "", ""}},
	}, {
		name: "cash: winner changed", file: plo, id: "44314871-72",
		tamper: []string{`<winner amount="68.12" uncalled="false" potnumber="1" player="1"`, `<winner amount="68.12" uncalled="false" potnumber="1" player="3"`},
		want:   []want{{hand.AwardMismatch, "Hero", "", ""}, {hand.AwardMismatch, "Player0", "", ""}},
	}, {
		name: "stud: winner changed", file: razz, id: "43618199-14",
		tamper: []string{`<winner amount="7.58" uncalled="false" potnumber="1" player="5"`, `<winner amount="7.58" uncalled="false" potnumber="1" player="3"`},
		want:   []want{{hand.AwardMismatch, "Hero", "", ""}, {hand.AwardMismatch, "Player1", "", ""}},
	}, {
		name: "tournament: winner changed", file: tour, id: "35428805-25",
		tamper: []string{main, `<winner amount="2300.00" uncalled="false" potnumber="1" player="2" pottype="n"/>`},
		want:   []want{{hand.AwardMismatch, "Hero", "", ""}, {hand.AwardMismatch, "Player5", "", ""}},
	}, {
		name: "tournament: one chip more", file: tour, id: "35428805-25",
		tamper: []string{`amount="2300.00"`, `amount="2301.00"`},
		want:   []want{{hand.AwardMismatch, "Player5", "", ""}},
	}, {
		name: "tournament: one chip less", file: tour, id: "35428805-25",
		tamper: []string{`amount="2300.00"`, `amount="2299.00"`},
		want:   []want{{hand.AwardMismatch, "Player5", "", ""}},
	}, {
		name: "tournament: uncalled bet kept", file: tour, id: "35428805-25",
		tamper: []string{`<winner amount="1200.00" uncalled="true"`, `<winner amount="1000.00" uncalled="true"`},
		want:   []want{{hand.UncalledReturn, "", "", ""}},
	}, {
		name: "tie: odd chip to the wrong seat", file: tour, id: "35428805-25", setup: tieSetup,
		tamper: []string{`amount="1151.00"`, `amount="X"`, `amount="1150.00"`, `amount="1151.00"`, `amount="X"`, `amount="1150.00"`},
		want:   []want{{hand.AwardMismatch, "Hero", "main", rules.OddChipButton}, {hand.AwardMismatch, "Player5", "main", rules.OddChipButton}},
	}}
	runTamperCases(t, cases, mergeFile)
}
