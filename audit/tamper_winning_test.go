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
// project (no real Winning Poker hand in ../shared has a side pot: testdata/histories/winningpoker/README.md); no
// real hand allows the odd-chip case (the one split pot with an odd cent,
// 693975843, is itself against RRoP 3.7.5(c): see TestCorpusWinningVerifies).
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
		name: "side pot merged into the main pot", file: "project", id: "900000000501",
		tamper: []string{"Bets: 40. Collects: 40. Wins: 0.", "Bets: 40. Collects: 0. Loses: 40.",
			"Bets: 20. Collects: 60. Wins: 40.", "Bets: 20. Collects: 100. Wins: 80."},
		want: []want{{hand.AwardMismatch, "Bruno", "", ""}, {hand.AwardMismatch, "Alice", "", ""}},
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var orig string
			if c.file == "project" {
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
