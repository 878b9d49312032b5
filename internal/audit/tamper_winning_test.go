package audit

import (
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
)

// TestTamperedWinningHands takes real Winning Poker hands of both layouts
// that verify clean and changes what the site recorded the way a faulty or
// dishonest award would. The side pot case is a hand written by the
// project (no real Winning Poker hand in ../shared has a side pot: testdata/histories/winningpoker/README.md),
// and so is the odd-chip case (no real hand divides a pot between tied
// players with a unit left over): hand 900000000801 of
// testdata/histories/project/project__WinningPoker-tie.txt, in the newer
// layout, $0.67 after rake and fee shared by two straights, the odd cent
// to Bruno, first left of the button (RRoP 3.7.5(a), the site's habit
// inside a division under both profiles, hand.OddChipHiLoToLow).
func TestTamperedWinningHands(t *testing.T) {
	const (
		wp      = "winningpoker"
		capNL   = "cash__Winning__NLHE-9max-USD-0.01-0.02-201911.Miramar-Cap.txt"
		classic = "HHSmithy__AllInHandWithShowdown.txt"
		fee     = "HHSmithy__River.txt"
	)
	byID := func(t *testing.T, file, id string) string {
		return sampleChunk(t, wp, file, id, func(text string) bool {
			return strings.Contains(text, "#"+id+" ") || strings.Contains(text, "Game ID: "+id+" ")
		})
	}
	cases := []struct {
		name, file, id string
		tamper         []string
		want           []want
	}{{
		name: "newer layout: winner changed", file: capNL, id: "151588328",
		tamper: []string{"ccZORBAcc collected $1.19", "IrishPimp2233 collected $1.19"},
		want:   []want{{hand.AwardMismatch, "IrishPimp2233", "main", ""}, {hand.AwardMismatch, "ccZORBAcc", "main", ""}},
	}, {
		name: "newer layout: winner paid one cent more", file: capNL, id: "151588328",
		tamper: []string{"ccZORBAcc collected $1.19", "ccZORBAcc collected $1.20"},
		want:   []want{{hand.AwardMismatch, "ccZORBAcc", "main", ""}, {hand.RakeArithmetic, "", "", rules.PotAccounting}},
	}, {
		name: "newer layout: winner paid one cent less", file: capNL, id: "151588328",
		tamper: []string{"ccZORBAcc collected $1.19", "ccZORBAcc collected $1.18"},
		want:   []want{{hand.AwardMismatch, "ccZORBAcc", "main", ""}, {hand.RakeArithmetic, "", "", rules.PotAccounting}},
	}, {
		name: "classic layout: winner changed", file: classic, id: "261402183",
		tamper: []string{"Bets: 160. Collects: 319. Wins: 159.", "Bets: 160. Collects: 0. Loses: 160.",
			"Ks 4d]. Bets: 160. Collects: 0. Loses: 160.", "Ks 4d]. Bets: 160. Collects: 319. Wins: 159."},
		want: []want{{hand.AwardMismatch, "digbick30", "", ""}, {hand.AwardMismatch, "do not-call", "", ""}},
	}, {
		name: "classic layout: winner paid one cent more", file: fee, id: "258591918",
		tamper: []string{"Collects: 69.75.", "Collects: 69.76."},
		want:   []want{{hand.AwardMismatch, "Xavier2500", "", ""}, {hand.RakeArithmetic, "", "", rules.PotAccounting}},
	}, {
		name: "classic layout: winner paid one cent less", file: fee, id: "258591918",
		tamper: []string{"Collects: 69.75.", "Collects: 69.74."},
		want:   []want{{hand.AwardMismatch, "Xavier2500", "", ""}, {hand.RakeArithmetic, "", "", rules.PotAccounting}},
	}, {
		name: "tie: odd chip moved", file: "tie", id: "900000000801",
		tamper: []string{"Bruno collected $0.34", "Bruno collected $0.33", "Alice collected $0.33", "Alice collected $0.34",
			"and won $0.34 with", "and won $0.3X with", "and won $0.33 with", "and won $0.34 with", "and won $0.3X with", "and won $0.33 with"},
		want: []want{{hand.AwardMismatch, "Bruno", "main", rules.OddChipButton}, {hand.AwardMismatch, "Alice", "main", rules.OddChipButton}},
	}, {
		name: "tie: winner changed", file: "tie", id: "900000000801",
		tamper: []string{"Bruno collected $0.34 from main pot\nAlice collected $0.33 from main pot", "Chloe collected $0.67 from main pot",
			"showed [Ah 3c] and won $0.33 with", "showed [Ah 3c] and lost with",
			"showed [As 4s] and won $0.34 with", "showed [As 4s] and lost with"},
		want: []want{{hand.AwardMismatch, "Chloe", "main", rules.SidePots}, {hand.AwardMismatch, "Alice", "main", ""}, {hand.AwardMismatch, "Bruno", "main", ""}},
	}, {
		name: "tie: one winner paid one cent more", file: "tie", id: "900000000801",
		tamper: []string{"Alice collected $0.33", "Alice collected $0.34", "and won $0.33 with", "and won $0.34 with"},
		want:   []want{{hand.AwardMismatch, "Alice", "main", ""}, {hand.RakeArithmetic, "", "", rules.PotAccounting}},
	}, {
		name: "tie: one winner paid one cent less", file: "tie", id: "900000000801",
		tamper: []string{"Bruno collected $0.34", "Bruno collected $0.33", "and won $0.34 with", "and won $0.33 with"},
		want:   []want{{hand.AwardMismatch, "Bruno", "main", ""}, {hand.RakeArithmetic, "", "", rules.PotAccounting}},
	}, {
		name: "side pot merged into the main pot", file: "project", id: "900000000501",
		tamper: []string{"Bets: 40. Collects: 40. Wins: 0.", "Bets: 40. Collects: 0. Loses: 40.",
			"Bets: 20. Collects: 60. Wins: 40.", "Bets: 20. Collects: 100. Wins: 80."},
		want: []want{{hand.AwardMismatch, "Bruno", "", ""}, {hand.AwardMismatch, "Alice", "", ""}},
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var orig string
			if c.file == "tie" {
				orig = sampleChunk(t, "project", "project__WinningPoker-tie.txt", c.id, func(text string) bool {
					return strings.HasPrefix(text, "Hand #"+c.id+" ")
				})
			} else if c.file == "project" {
				orig = sampleChunk(t, wp, "project__WinningPoker-sidepot.txt", c.id, func(text string) bool {
					return strings.Contains(text, "Game ID: "+c.id+" ")
				})
			} else {
				orig = byID(t, c.file, c.id)
			}
			for _, prof := range []rules.Profile{rules.Standard, rules.SiteOddChips} {
				if ds := check(t, orig, prof); len(ds) != 0 {
					t.Fatalf("%s: the hand before tampering is not clean: %+v", prof.Name, ds)
				}
				ds := check(t, replaceAll(t, orig, c.tamper...), prof)
				for _, w := range c.want {
					if !has(ds, w, prof) {
						t.Errorf("%s: missing %+v; got:", prof.Name, w)
						for _, d := range ds {
							t.Logf("  %s [%s] %q %s exp %d rec %d: %s", d.Code, d.Clause, d.Pot, d.Player, d.Expected, d.Recorded, d.Message)
						}
					}
				}
			}
		})
	}
}

// TestWinningHiLoOddUnit: Winning Poker gives the unit left over between
// the halves of a hi/lo pot to the low half (hand.OddChipHiLoToLow, from
// the real stud hi/lo hand 693975843: $7.05, the low 3.53, the high
// 3.52). The standard profile does not flag the site's documented habit
// (nor RRoP 3.7.5(c)'s way); the site profile settles the pot the site's
// way and checks it to the chip, so RRoP's way is a finding there (RULES
// D7); any other division is a finding under both.
func TestWinningHiLoOddUnit(t *testing.T) {
	orig := sampleChunk(t, "winningpoker", "cash__Winning__7-Stud-HL-8max-USD-1.00-2.00-201608.utf16.txt", "693975843", func(text string) bool {
		return strings.Contains(text, "Game ID: 693975843 ")
	})
	const low, high = "Collects: 3.53. Loses: 0.02.", "Collects: 3.52. Loses: 0.03."
	toHigh := replaceAll(t, orig, low, "SWAP", high, low, "SWAP", high)
	moreLow := replaceAll(t, orig, low, "Collects: 3.54. Loses: 0.01.", high, "Collects: 3.51. Loses: 0.04.")
	for _, c := range []struct {
		name, text string
		prof       rules.Profile
		want       []want // nil: clean
	}{
		{"as the site wrote it, standard", orig, rules.Standard, nil},
		{"as the site wrote it, site", orig, rules.SiteOddChips, nil},
		{"odd cent to the high half (RRoP 3.7.5(c)), standard", toHigh, rules.Standard, nil},
		{"odd cent to the high half, site", toHigh, rules.SiteOddChips,
			[]want{{hand.AwardMismatch, "ChazDazzle", "", rules.D7}, {hand.AwardMismatch, "KickAzzJohnny", "", rules.D7}}},
		{"two cents moved to the low half, standard", moreLow, rules.Standard,
			[]want{{hand.AwardMismatch, "ChazDazzle", "", ""}, {hand.AwardMismatch, "KickAzzJohnny", "", ""}}},
		{"two cents moved to the low half, site", moreLow, rules.SiteOddChips,
			[]want{{hand.AwardMismatch, "ChazDazzle", "", ""}, {hand.AwardMismatch, "KickAzzJohnny", "", ""}}},
	} {
		ds := check(t, c.text, c.prof)
		if c.want == nil && len(ds) != 0 {
			t.Errorf("%s: not clean: %+v", c.name, ds)
		}
		for _, w := range c.want {
			if !has(ds, w, c.prof) {
				t.Errorf("%s: missing %+v; got %+v", c.name, w, ds)
			}
		}
	}
}
