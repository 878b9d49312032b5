package audit

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/parse"
	"github.com/hhcheck/hhcheck/rules"
	"github.com/hhcheck/hhcheck/verify"
)

// projectDir holds the histories the project wrote by hand for the games
// PokerStars does not deal (README.md there).
const projectDir = "../../testdata/histories/project"

// projectHand returns the parsed hand id of a project file and its text.
func projectHand(t *testing.T, file, id string) (*hand.Hand, string) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(projectDir, file))
	if err != nil {
		t.Fatal(err)
	}
	doc, err := parse.Hands(file, data)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range doc.Chunks {
		text := doc.ChunkText(c)
		if first, _, _ := strings.Cut(text, "\n"); strings.Contains(first, "#"+id+":") || strings.Contains(first, "#"+id+" ") || strings.HasSuffix(first, " : "+id) ||
			strings.Contains(text, "\nhand = "+id+"\n") || // a PHH file's hand
			strings.Contains(text, `"game_number": "`+id+`"`) || // an OHH file's hand
			strings.Contains(text, "(id: "+id+")") { // a PokerNow log's hand
			h, perr := parse.NewParser().Parse(doc, c)
			if perr != nil {
				t.Fatal(perr)
			}
			return h, text
		}
	}
	t.Fatalf("%s: no hand %s", file, id)
	return nil, ""
}

// TestProjectHistoriesVerify: every hand the project wrote parses and
// verifies clean under every profile that should agree on it.
func TestProjectHistoriesVerify(t *testing.T) {
	for _, prof := range []rules.Profile{rules.Standard, rules.SiteOddChips} {
		sum, err := Run(context.Background(), Options{Paths: []string{projectDir}, Profile: prof, OnHand: func(h HandResult) {
			if h.Rejected != nil || len(h.Discrepancies) > 0 {
				t.Errorf("%s: %s", prof.Name, describe(h))
			}
		}})
		if err != nil {
			t.Fatal(err)
		}
		if sum.HandsRead != 62 || sum.HandsClean != 62 { // 48 in text, 6 in the PHH files, 4 in the OHH files, 4 in the PokerNow files
			t.Errorf("%s: %+v", prof.Name, sum)
		}
	}
}

// portion is what a test expects of one portion of the main pot.
type portion struct {
	half    hand.Half
	rule    hand.HandRule
	winner  string
	amount  hand.Money
	oddUnit bool
}

// TestProjectGamesDecisions: each casino game is decided by its own rule
// and halves (RULES §3–§5, D8), not by a neighbouring game's.
func TestProjectGamesDecisions(t *testing.T) {
	cases := []struct {
		name, file, id string
		game           hand.GameType
		mixed          string
		prof           rules.Profile
		want           []portion
	}{
		{"seven nullo: A-6, a straight counts against", "project__SevenNullo-FL-USD-0.10-0.20.txt", "900000000001", hand.SevenNullo, "", rules.Standard,
			[]portion{{hand.WholePot, hand.LowA6, "Bruno", 139, false}}},
		{"HORSE header names razz", "project__SevenNullo-FL-USD-0.10-0.20.txt", "900000000002", hand.Razz, "HORSE", rules.Standard,
			[]portion{{hand.WholePot, hand.NoRule, "Alice", 16, false}}},
		{"hi-lo regular: a low without the eight qualifier", "project__HiLoRegular-PL-USD-0.05-0.10.txt", "900000000101", hand.HiLoRegular, "", rules.Standard,
			[]portion{{hand.HighHalf, hand.HighHand, "Alice", 139, true}, {hand.LowHalf, hand.LowA5, "Bruno", 138, false}}},
		{"badeucey: 2-7 half and ace-high badugi half, odd unit to 2-7 (D8)", "project__Badeucey-FL-USD-0.10-0.20.txt", "900000000201", hand.Badeucey, "", rules.Standard,
			[]portion{{hand.HighHalf, hand.Low27, "Alice", 72, true}, {hand.LowHalf, hand.BadugiAceHigh, "Bruno", 71, false}}},
		{"badeucey, profile giving the odd unit to the badugi half", "project__Badeucey-FL-USD-0.10-0.20.txt", "900000000201", hand.Badeucey, "", badugiRemainder(),
			[]portion{{hand.HighHalf, hand.Low27, "Alice", 71, false}, {hand.LowHalf, hand.BadugiAceHigh, "Bruno", 72, true}}},
		{"A-5 triple draw: the wheel wins", "project__TripleDrawA5-FL-USD-0.10-0.20.txt", "900000000251", hand.TripleDrawA5, "", rules.Standard,
			[]portion{{hand.WholePot, hand.LowA5, "Alice", 114, false}}},
		{"5 card stud: the best five of the five", "project__FullTilt-5CardStud-Irish.txt", "900000000601", hand.FiveCardStud, "", rules.Standard,
			[]portion{{hand.WholePot, hand.HighHand, "Alice", 140, false}}},
		{"Irish: the two kept cards and the board", "project__FullTilt-5CardStud-Irish.txt", "900000000602", hand.Irish, "", rules.Standard,
			[]portion{{hand.WholePot, hand.HighHand, "Alice", 1090, false}}},
		{"Double Hold'em: two of the three hole cards play, not the three", "project__PartyPoker-DoubleHoldem.txt", "900000000701", hand.DoubleHoldem, "", rules.Standard,
			[]portion{{hand.WholePot, hand.HighHand, "Bruno", 23, false}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h, _ := projectHand(t, c.file, c.id)
			if h.Game != c.game || h.Mixed != c.mixed {
				t.Fatalf("game %v mixed %q", h.Game, h.Mixed)
			}
			rep := verify.Check(h, verify.Options{Profile: c.prof})
			if len(rep.Pots) != 1 || len(rep.Pots[0].Runs) != 1 {
				t.Fatalf("pots %+v", rep.Pots)
			}
			got := rep.Pots[0].Runs[0].Portions
			if len(got) != len(c.want) {
				t.Fatalf("portions %+v", got)
			}
			for k, w := range c.want {
				p := got[k]
				if p.Half != w.half || p.Rule != w.rule || p.Amount != w.amount || p.OddUnit != w.oddUnit ||
					len(p.Winners) != 1 || h.Seats[p.Winners[0]].Player != w.winner {
					t.Errorf("portion %d: %+v, want %+v", k, p, w)
				}
			}
		})
	}
}

func badugiRemainder() rules.Profile {
	p := rules.Standard
	p.Name = "badugi-remainder"
	p.BadeuceyRemainder = rules.RemainderSecondHalf
	return p
}

// TestTamperedProjectHands: the project's hands with what they record
// changed are caught with the game's own clause.
func TestTamperedProjectHands(t *testing.T) {
	cases := []struct {
		name, file, id string
		prof           rules.Profile
		tamper         []string
		want           []want
	}{{
		// the pot to Alice, as an A-5 reading (straights ignored) would
		name: "seven nullo pot to the straight", file: "project__SevenNullo-FL-USD-0.10-0.20.txt", id: "900000000001", prof: rules.Standard,
		tamper: []string{
			"Bruno collected $1.39 from pot", "Alice collected $1.39 from pot",
			"and lost\n", "and won ($1.39)\n",
			"Qh] and won ($1.39)", "Qh] and lost",
		},
		want: []want{
			{hand.AwardMismatch, "Alice", "main", rules.LowComparison},
			{hand.AwardMismatch, "Bruno", "main", rules.LowComparison},
		},
	}, {
		// the whole pot to the high hand, as Omaha hi/lo with the eight
		// qualifier would
		name: "hi-lo regular pot wholly to the high hand", file: "project__HiLoRegular-PL-USD-0.05-0.10.txt", id: "900000000101", prof: rules.Standard,
		tamper: []string{
			"Alice collected $1.39 from pot\nBruno collected $1.38 from pot", "Alice collected $2.77 from pot",
			"and won ($1.39)", "and won ($2.77)",
			"and won ($1.38) with HI: three", "and lost with HI: three",
		},
		want: []want{
			{hand.AwardMismatch, "Bruno", "main", rules.SplitHiLo},
			{hand.AwardMismatch, "Alice", "main", rules.SplitHiLo},
		},
	}, {
		name: "badeucey odd unit to the badugi half", file: "project__Badeucey-FL-USD-0.10-0.20.txt", id: "900000000201", prof: rules.Standard,
		tamper: []string{
			"Alice collected $0.72", "Alice collected $0.71",
			"Bruno collected $0.71", "Bruno collected $0.72",
			"8c] and won ($0.72)", "8c] and won ($0.71)",
			"Kd] and won ($0.71)", "Kd] and won ($0.72)",
		},
		want: []want{
			{hand.AwardMismatch, "Alice", "main", rules.D8},
			{hand.AwardMismatch, "Bruno", "main", rules.D8},
		},
	}, {
		name: "A-5 draw pot to the higher low", file: "project__TripleDrawA5-FL-USD-0.10-0.20.txt", id: "900000000251", prof: rules.Standard,
		tamper: []string{
			"Alice collected $1.14 from pot", "Bruno collected $1.14 from pot",
			"and won ($1.14) with Lo: 5", "and lost with Lo: 5",
			"and lost with Lo: 6", "and won ($1.14) with Lo: 6",
		},
		want: []want{
			{hand.AwardMismatch, "Alice", "main", rules.LowComparison},
			{hand.AwardMismatch, "Bruno", "main", rules.LowComparison},
		},
	}, {
		name: "A-5 draw: five cards kept and two drawn", file: "project__TripleDrawA5-FL-USD-0.10-0.20.txt", id: "900000000251", prof: rules.Standard,
		tamper: []string{"Dealt to Alice [5c 4d 3h] [2s Ac]", "Dealt to Alice [5c 4d 3h Kd Qs] [2s Ac]"},
		want:   []want{{hand.CardCount, "Alice", "", rules.DrawRules}, {hand.DealMismatch, "Alice", "", rules.DrawRules}},
	}, {
		// 5 card stud's 3rd street (its second): Chloe's open nines act
		// first, not Alice's 7-2
		name: "5 card stud: the best showing does not act first", file: "project__FullTilt-5CardStud-Irish.txt", id: "900000000601", prof: rules.Standard,
		tamper: []string{"Chloe bets $0.10\nAlice calls $0.10\nBruno calls $0.10", "Alice bets $0.10\nBruno calls $0.10\nChloe calls $0.10"},
		want:   []want{{hand.OutOfTurn, "Alice", "", rules.StudRules}},
	}, {
		// the bets of 4th street are the big bet (the game's third street)
		name: "5 card stud: a small bet on 4th street", file: "project__FullTilt-5CardStud-Irish.txt", id: "900000000601", prof: rules.Standard,
		tamper: []string{
			"Chloe bets $0.20\nAlice calls $0.20\nBruno folds", "Chloe bets $0.10\nAlice calls $0.10\nBruno folds",
			"$1.40", "$1.20", "$1.46", "$1.26",
		},
		want: []want{{hand.BetAmount, "Chloe", "", ""}},
	}, {
		// the pot to Chloe: the five cards of 5 card stud are all there is
		name: "5 card stud pot to the lower pair", file: "project__FullTilt-5CardStud-Irish.txt", id: "900000000601", prof: rules.Standard,
		tamper: []string{
			"Alice wins the pot ($1.40)", "Chloe wins the pot ($1.40)",
			"Ad] and won ($1.40) with", "Ad] and lost with",
			"Js] and lost with", "Js] and won ($1.40) with",
		},
		want: []want{{hand.AwardMismatch, "Alice", "main", ""}, {hand.AwardMismatch, "Chloe", "main", ""}},
	}, {
		// Irish: a card Alice threw on the discard round cannot be shown
		name: "Irish: a discarded card shown", file: "project__FullTilt-5CardStud-Irish.txt", id: "900000000602", prof: rules.Standard,
		tamper: []string{"Alice shows [Ah Ad]", "Alice shows [Ah Kc]"},
		want:   []want{{hand.DealMismatch, "Alice", "", ""}},
	}, {
		name: "Irish: three cards discarded", file: "project__FullTilt-5CardStud-Irish.txt", id: "900000000602", prof: rules.Standard,
		tamper: []string{"Alice discards [Kc Ks]", "Alice discards [Kc Ks Ad]"},
		want:   []want{{hand.CardCount, "Alice", "", ""}},
	}, {
		// the pot to Alice, as her three hearts would take it if all three
		// played (a flush)
		name: "Double Hold'em pot to three hole cards", file: "project__PartyPoker-DoubleHoldem.txt", id: "900000000701", prof: rules.Standard,
		tamper: []string{"Bruno wins $0.23 USD", "Alice wins $0.23 USD"},
		want:   []want{{hand.AwardMismatch, "Alice", "", ""}, {hand.AwardMismatch, "Bruno", "", ""}},
	}, {
		// a Poker Mavens home game (Seals With Clubs' format, another
		// "Site:"): the showdown's pot to the loser
		name: "Poker Mavens home game: pot to the high card", file: "project__PokerMavens-home.txt", id: "900000014001-2", prof: rules.Standard,
		tamper: []string{"Alice wins Pot (389)", "Bruno wins Pot (389)"},
		want:   []want{{hand.AwardMismatch, "Alice", "", ""}, {hand.AwardMismatch, "Bruno", "", ""}},
	}, {
		name: "Poker Mavens home game: a chip more than the pot", file: "project__PokerMavens-home.txt", id: "900000014001-1", prof: rules.Standard,
		tamper: []string{"Alice wins Pot (145)", "Alice wins Pot (146)"},
		want:   []want{{hand.AwardMismatch, "Alice", "", ""}},
	}, {
		name: "Poker Mavens home game: the uncalled bet kept", file: "project__PokerMavens-home.txt", id: "900000014001-1", prof: rules.Standard,
		tamper: []string{"Alice refunded 100\n", ""},
		want:   []want{{hand.UncalledReturn, "Alice", "", ""}},
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, text := projectHand(t, c.file, c.id)
			if ds := check(t, text, c.prof); len(ds) != 0 {
				t.Fatalf("not clean before tampering: %+v", ds)
			}
			ds := check(t, replaceAll(t, text, c.tamper...), c.prof)
			for _, w := range c.want {
				if !has(ds, w, c.prof) {
					t.Errorf("missing %+v; got:", w)
					for _, d := range ds {
						t.Logf("  %s [%s] %q %s exp %d rec %d: %s", d.Code, d.Clause, d.Pot, d.Player, d.Expected, d.Recorded, d.Message)
					}
				}
			}
		})
	}
}
