package audit

import (
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/parse"
	"github.com/hhcheck/hhcheck/rules"
	"github.com/hhcheck/hhcheck/verify"
)

// Tampered stud, razz, draw and Courchevel hands. Each case starts from a
// real PokerStars hand of testdata/histories/pokerstars that verifies
// clean; some first reshape it into a situation the corpus lacks (a tie
// in stud, a side pot in stud hi/lo) and check that the reshaped hand
// still verifies clean, then change what the site recorded and check that
// the change is caught with the right code, player, pot and clause.
const (
	studFile    = "cash__Stars__Stud__7-Stud-USD-0.04-0.08-200911.txt"
	studHiLo    = "tour__Stars__Stud__7-StudHL-USD-10-1-200906.PT2.export.txt"
	razzFile    = "tour__Stars__Stud__Razz-8max-USD-200-15-201009.bracket.in.alias.txt"
	tripleDraw  = "cash__Stars__Draw__Triple Draw 2-7 Lowball-FL-USD-0.10-0.20-201106.sample.txt"
	fiveDraw    = "cash__Stars__Draw__5-Carddraw-FL-USD-0.10-0.20-201106.sidepot.txt"
	courchevel  = "cash__Stars__Flop__PL-Courchevel-6max-USD-3.00-6.00-201303.txt"
	studHiLoID  = "29356803849"
	studChopID  = "35874039554"
	razzID      = "49382949075"
	tripleID    = "63845186378"
	fiveDrawID  = "64146221551"
	courchevID  = "96353118546"
	studHiLoPot = "main"
)

// studTie turns stud hand 35874039554 (Nikolay Zem's pair of tens wins
// $0.77 alone) into a chop: both players still in show a straight, Seven
// to Jack. The cards given are not seen elsewhere in the hand; the up
// cards stay as dealt. $0.77 does not divide: the odd cent goes to
// MasterTrini1, whose Jh is the highest card of both hands (Nikolay Zem's
// highest is the Jc), RRoP 3.7.5(b).
var studTie = []string{
	"Nikolay Zem: shows [Ac 4d 7d Td 3d Tc 2h] (a pair of Tens)", "Nikolay Zem: shows [Jc 9d 7d Td 3d Tc 8h] (a straight, Seven to Jack)",
	"MasterTrini1: shows [4c 6d Ts 5c 6h Jh 9c] (a pair of Sixes)", "MasterTrini1: shows [8c 7h Ts 5c 6h Jh 9c] (a straight, Seven to Jack)",
	"Nikolay Zem collected $0.77 from pot", "MasterTrini1 collected $0.39 from pot\nNikolay Zem collected $0.38 from pot",
	"Seat 3: Nikolay Zem showed [Ac 4d 7d Td 3d Tc 2h] and won ($0.77) with a pair of Tens", "Seat 3: Nikolay Zem showed [Jc 9d 7d Td 3d Tc 8h] and won ($0.38) with a straight, Seven to Jack",
	"Seat 8: MasterTrini1 showed [4c 6d Ts 5c 6h Jh 9c] and lost with a pair of Sixes", "Seat 8: MasterTrini1 showed [8c 7h Ts 5c 6h Jh 9c] and won ($0.39) with a straight, Seven to Jack",
}

// studHiLoSidePot turns stud hi/lo hand 29356803849 (Player4's two pair
// and Player2's 7-6-5-3-A share 440) into one with a side pot: Player4
// starts with 90 chips and is all-in on 6th street, Player5 calls the
// river instead of folding and mucks. Main pot 340 (high 170 to Player4,
// low 170 to Player2), side pot 100 between Player2 and Player5: Player2.
var studHiLoSidePot = []string{
	"Seat 5: Player4 (2500 in chips)", "Seat 5: Player4 (90 in chips)",
	"Player4: bets 50\nPlayer5: calls 50\nPlayer1: folds\nPlayer2: calls 50\n*** RIVER ***\nPlayer4: bets 50\nPlayer5: folds\nPlayer2: calls 50\n",
	"Player4: bets 50 and is all-in\nPlayer5: calls 50\nPlayer1: folds\nPlayer2: calls 50\n*** RIVER ***\nPlayer5: checks\nPlayer2: bets 50\nPlayer5: calls 50\n",
	"Player4 collected 220 from pot\nPlayer2 collected 220 from pot\n",
	"Player5: mucks hand\nPlayer2 collected 100 from side pot\nPlayer4 collected 170 from main pot\nPlayer2 collected 170 from main pot\n",
	"Total pot 440 | Rake 0", "Total pot 440 Main pot 340. Side pot 100. | Rake 0",
	"and won (220) with HI: high card Ace", "and won (270) with HI: high card Ace",
	"and won (220) with HI: two pair", "and won (170) with HI: two pair",
	"Seat 6: Player5 folded on the River", "Seat 6: Player5 mucked [Jd 3h 2h 2d Tc 5h 7c]",
}

func TestTamperedGames(t *testing.T) {
	cases := []struct {
		name, file, id string
		reshape        []string // applied first; the result must verify clean
		tamper         []string
		want           []want
	}{{
		name: "stud odd chip to the player without the highest card", file: studFile, id: studChopID, reshape: studTie,
		tamper: []string{
			"MasterTrini1 collected $0.39", "MasterTrini1 collected $0.38",
			"Nikolay Zem collected $0.38", "Nikolay Zem collected $0.39",
			"and won ($0.38) with a straight", "and won ($0.3X) with a straight",
			"and won ($0.39) with a straight", "and won ($0.38) with a straight",
			"and won ($0.3X) with a straight", "and won ($0.39) with a straight",
		},
		want: []want{
			{hand.AwardMismatch, "MasterTrini1", "main", rules.OddChipStud},
			{hand.AwardMismatch, "Nikolay Zem", "main", rules.OddChipStud},
		},
	}, {
		// Hero's T-5-3-2-A is higher than PC [Mittel]'s 9-5-4-2-A: in razz
		// the lower hand wins (FR-2016 Art.6 II).
		name: "razz pot to the higher hand", file: razzFile, id: razzID,
		tamper: []string{
			"PC [Mittel] collected 1145 from pot", "Hero collected 1145 from pot",
			"and lost with Lo: T,5,3,2,A", "and won (1145) with Lo: T,5,3,2,A",
			"and won (1145) with Lo: 9,5,4,2,A", "and lost with Lo: 9,5,4,2,A",
		},
		want: []want{
			{hand.AwardMismatch, "Hero", "main", rules.LowComparison},
			{hand.AwardMismatch, "PC [Mittel]", "main", rules.LowComparison},
		},
	}, {
		// The winner shows six cards in 2-7 triple draw: not a hand of the
		// game; Player3's pair of fives is the only hand left.
		name: "draw winner holds six cards", file: tripleDraw, id: tripleID,
		tamper: []string{"[3c 6s 7h 8c 9d]", "[3c 6s 7h 8c 9d 4d]"},
		want: []want{
			{hand.CardCount, "Player1", "", rules.DrawRules},
			{hand.AwardMismatch, "Player1", "main", ""},
			{hand.AwardMismatch, "Player3", "main", ""},
		},
	}, {
		// Hero throws two cards and gets three: he holds six.
		name: "draw gives more cards than thrown", file: fiveDraw, id: fiveDrawID,
		tamper: []string{"Dealt to Hero [Qd 6c 6h] [4h Td]", "Dealt to Hero [Qd 6c 6h] [4h Td 2s]"},
		want:   []want{{hand.CardCount, "Hero", "", rules.DrawRules}},
	}, {
		// A draw keeps a card the player threw away.
		name: "draw keeps a discarded card", file: fiveDraw, id: fiveDrawID,
		tamper: []string{"Dealt to Hero [Qd 6c 6h] [4h Td]", "Dealt to Hero [Qd 6c 7h] [4h Td]"},
		want:   []want{{hand.DealMismatch, "Hero", "", rules.DrawRules}},
	}, {
		// Two cards on Hero's 6th street in razz.
		name: "stud street deals two cards", file: razzFile, id: razzID,
		tamper: []string{"Dealt to Hero [3c Ac 5s 2h] [Th]", "Dealt to Hero [3c Ac 5s 2h] [Th 8d]"},
		want:   []want{{hand.CardCount, "Hero", "", rules.StudRules}},
	}, {
		// PC [Mittel] shows a hand without his 5th street up card 4s.
		name: "stud hand shown without an up card", file: razzFile, id: razzID,
		tamper: []string{"[4c 2s 5c 9s 4s 9d As]", "[4c 2s 5c 9s 8d 9d As]"},
		want:   []want{{hand.DealMismatch, "PC [Mittel]", "", rules.StudRules}},
	}, {
		// Courchevel: the flop must start with the card turned before the
		// first betting round.
		name: "courchevel flop without the early card", file: courchevel, id: courchevID,
		tamper: []string{"*** PRE-FLOP *** [2s]", "*** PRE-FLOP *** [7c]"},
		want:   []want{{hand.DealMismatch, "", "", rules.CourchevelCasino}},
	}, {
		name: "stud hi/lo award moved to another player", file: studHiLo, id: studHiLoID,
		tamper: []string{
			"Player4 collected 220 from pot", "Player2 collected 220 from pot",
			"and won (220) with HI: high card Ace", "and won (440) with HI: high card Ace",
			"and won (220) with HI: two pair", "and lost with HI: two pair",
		},
		want: []want{
			{hand.AwardMismatch, "Player4", studHiLoPot, rules.SplitHiLo},
			{hand.AwardMismatch, "Player2", studHiLoPot, rules.SplitHiLo},
		},
	}, {
		name: "stud hi/lo amount changed by one chip", file: studHiLo, id: studHiLoID,
		tamper: []string{
			"Player4 collected 220 from pot", "Player4 collected 221 from pot",
			"and won (220) with HI: two pair", "and won (221) with HI: two pair",
		},
		want: []want{
			{hand.AwardMismatch, "Player4", studHiLoPot, ""},
			{hand.RakeArithmetic, "", "", rules.PotAccounting},
		},
	}, {
		name: "stud hi/lo pot paid wholly to the high hand", file: studHiLo, id: studHiLoID,
		tamper: []string{
			"Player4 collected 220 from pot\nPlayer2 collected 220 from pot", "Player4 collected 440 from pot",
			"and won (220) with HI: high card Ace", "and lost with HI: high card Ace",
			"and won (220) with HI: two pair", "and won (440) with HI: two pair",
		},
		want: []want{
			{hand.AwardMismatch, "Player2", studHiLoPot, rules.SplitHiLo},
			{hand.AwardMismatch, "Player4", studHiLoPot, rules.SplitHiLo},
		},
	}, {
		name: "stud hi/lo side pot paid to a player not eligible", file: studHiLo, id: studHiLoID, reshape: studHiLoSidePot,
		tamper: []string{
			"Player2 collected 100 from side pot", "Player4 collected 100 from side pot",
			"and won (270) with HI: high card Ace", "and won (170) with HI: high card Ace",
			"and won (170) with HI: two pair", "and won (270) with HI: two pair",
		},
		want: []want{
			{hand.AwardMismatch, "Player4", "side 1", rules.SidePots},
			{hand.AwardMismatch, "Player2", "side 1", ""},
		},
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			orig := realHand(t, c.file, c.id)
			if len(c.reshape) > 0 {
				orig = replaceAll(t, orig, c.reshape...)
			}
			for _, prof := range []rules.Profile{rules.Standard, rules.SiteOddChips} {
				if ds := check(t, orig, prof); len(ds) != 0 {
					for _, d := range ds {
						t.Logf("  %s [%s] %q %s exp %d rec %d: %s", d.Code, d.Clause, d.Pot, d.Player, d.Expected, d.Recorded, d.Message)
					}
					t.Fatalf("%s: the hand before tampering is not clean", prof.Name)
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

// The stud chop above is decided by the card: the split gives the odd
// cent to the holder of the Jh under both profiles (PokerStars' seat-order
// habit has no button to start from in stud).
func TestStudChopOddChipByCard(t *testing.T) {
	text := replaceAll(t, realHand(t, studFile, studChopID), studTie...)
	doc, err := parse.Hands("reshaped.txt", []byte(text))
	if err != nil || len(doc.Chunks) != 1 {
		t.Fatalf("split: %v", err)
	}
	h, perr := parse.NewParser().Parse(doc, doc.Chunks[0])
	if perr != nil {
		t.Fatal(perr)
	}
	for _, prof := range []rules.Profile{rules.Standard, rules.SiteOddChips} {
		rep := verify.Check(h, verify.Options{Profile: prof})
		p := rep.Pots[0].Runs[0].Portions[0]
		if len(p.OddChips) != 1 || !strings.Contains(string(rules.Join(p.Clauses, " ")), string(rules.OddChipStud)) {
			t.Fatalf("%s: %+v", prof.Name, p)
		}
		if name := h.Seats[p.OddChips[0]].Player; name != "MasterTrini1" {
			t.Errorf("%s: odd chip to %s", prof.Name, name)
		}
	}
}
