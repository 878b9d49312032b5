package audit

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
)

// The histories of issue 10's shapes, written by the project
// (testdata/histories/project/README.md).
const (
	psVariety = "project__PokerStars-variety.txt"
	wmVariety = "project__Winamax-variety.txt"
	ggVariety = "project__GGPoker-variety.txt"
)

// TestVarietyHandsRead: each shape is read for what it says, not merely
// accepted (TestProjectHistoriesVerify checks they all verify clean).
func TestVarietyHandsRead(t *testing.T) {
	cases := []struct {
		file, id string
		check    func(h *hand.Hand) bool
	}{
		{psVariety, "900000000301", func(h *hand.Hand) bool { // Home Game cash
			return h.Game == hand.Holdem && h.Limit == hand.NoLimit && h.Stakes.BigBlind == 2 && len(h.Notes) > 0 && h.Notes[0].Kind == "home_game_club"
		}},
		{psVariety, "900000000302", func(h *hand.Hand) bool { // Home Game tournament, mix and match round
			return h.Mixed == "8-Game" && h.Game == hand.TripleDraw27 && h.Level == "Match Round I, Level I" && h.Tournament == "900000001"
		}},
		{psVariety, "900000000303", func(h *hand.Hand) bool { // 50FPP
			return h.Limit == hand.FixedLimit && h.Stakes.SmallBet == 10 && h.Tournament == "900000002"
		}},
		{psVariety, "900000000304", func(h *hand.Hand) bool { return h.Game == hand.Holdem && h.Tournament == "900000003" }}, // 250 SC
		{psVariety, "900000000305", func(h *hand.Hand) bool { return h.Pool && h.Tournament == "900000004" }},                // Zoom tournament
		{psVariety, "900000000306", func(h *hand.Hand) bool { return h.Mixed == "Mixed Hold'em" && h.Game == hand.Holdem }},
		{psVariety, "900000000307", func(h *hand.Hand) bool { return h.Mixed == "Mixed Omaha" && h.Game == hand.Omaha5 }},
		{psVariety, "900000000308", func(h *hand.Hand) bool { return h.Mixed == "Triple Stud" && h.Game == hand.Stud }},
		{psVariety, "900000000309", func(h *hand.Hand) bool { // split limits
			return h.Limit == hand.PotLimit && h.PostflopLimit == hand.NoLimit
		}},
		{"project__PokerStars-cp1252-nbsp.txt", "900000000321", func(h *hand.Hand) bool {
			return h.Currency == "EUR" && h.Seats[2].Player == "Chloé"
		}},
		{wmVariety, "900000-404-1762034580", func(h *hand.Hand) bool { // fractional chips
			return h.Decimals == 2 && h.Seats[0].Stack == 741050
		}},
		{wmVariety, "900000-405-1762034640", func(h *hand.Hand) bool { return h.Pool }}, // Go Fast
		{wmVariety, "900000-406-1762034700", func(h *hand.Hand) bool { // 2021 layout
			return h.Table == "hhcheck project W3" && h.Button == 3 && len(h.Boards) == 1 && len(h.Boards[0]) == 3
		}},
		{wmVariety, "900000-407-1762034760", func(h *hand.Hand) bool { // both blinds out of position
			for _, a := range h.Actions {
				if a.Kind == hand.PostBothBlinds {
					return a.Amount == 300 && a.Dead == 100
				}
			}
			return false
		}},
		{ggVariety, "HD900000000501", func(h *hand.Hand) bool { return h.SiteAdded == 20 }}, // Cash Drop
		{ggVariety, "TM900000000504", func(h *hand.Hand) bool {
			return h.Game == hand.Omaha && h.Limit == hand.PotLimit && h.PostflopLimit == hand.NoLimit
		}},
	}
	for _, c := range cases {
		h, _ := projectHand(t, c.file, c.id)
		if !c.check(h) {
			t.Errorf("%s hand %s read wrong: %+v", c.file, c.id, h)
		}
	}
}

// TestVarietyTampered: the conventions that stop the false findings are
// narrow: the same hands changed into wrong records are flagged.
func TestVarietyTampered(t *testing.T) {
	cases := []struct {
		name, file, id string
		tamper         []string
		want           hand.Code
	}{
		{"split limits: a raise above the pot before the flop", psVariety, "900000000309",
			[]string{"raises $0.25 to $0.35", "raises $0.65 to $0.75", "calls $0.25", "calls $0.65",
				"collected $0.72", "collected $1.52", "($0.72)", "($1.52)", "Total pot $0.75", "Total pot $1.55"}, hand.BetAmount},
		{"fixed limit: a raise past the next full level", psVariety, "900000000313",
			[]string{"Alice: raises 30 to 180", "Alice: raises 90 to 240", "Bruno: calls 60", "Bruno: calls 120",
				"collected 60 from side pot", "collected 180 from side pot", "Side pot 60.", "Side pot 180.", "Total pot 600", "Total pot 720", "won (60)", "won (180)"}, hand.BetAmount},
		{"stud: a showdown hand shown short", psVariety, "900000000315",
			[]string{"Bruno: folds\nUncalled bet ($0.04) returned to Chloe\n", "Bruno: calls $0.04\n", "collected $0.11", "collected $0.15", "Total pot $0.11", "Total pot $0.15", "($0.11)", "($0.15)",
				"Chloe: shows [9s 9d Qs Jh] (a pair of Nines)", "Chloe: shows [9s 9d Qs Jh] (a pair of Nines)\nBruno: mucks hand"}, hand.CardCount},
		{"descriptions: other words, not other case", psVariety, "900000000313",
			[]string{"(a pair of jacks)", "(a pair of queens)"}, hand.HandDescription},
		{"Winamax: a winner paid less than his pots", wmVariety, "900000-408-1762034820",
			[]string{"Bruno collected 448€ from main pot", "Bruno collected 348€ from main pot", "Total pot 448€", "Total pot 348€", "won 448€", "won 348€"}, hand.AwardMismatch},
		{"Winamax: rake taken from the side pot alone", wmVariety, "900000-409-1762034880",
			[]string{"Alice collected 149.14€", "Alice collected 150€", "Bruno collected 198.86€", "Bruno collected 198€", "won 149.14€", "won 150€", "won 198.86€", "won 198€"}, hand.AwardMismatch},
		{"GGPoker: the cash drop left out of the pot", ggVariety, "HD900000000501",
			[]string{"Cash Drop to Pot : total $0.2\n", ""}, hand.AwardMismatch},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, text := projectHand(t, c.file, c.id)
			ds := check(t, replaceAll(t, text, c.tamper...), rules.Standard)
			for _, d := range ds {
				if d.Code == c.want {
					return
				}
			}
			t.Errorf("no %s: %v", c.want, ds)
		})
	}
}

// TestVarietyLevelBreak: a level break with an add-on for everyone is no
// stack discontinuity; one player's stack rising alone still is.
func TestVarietyLevelBreak(t *testing.T) {
	_, first := projectHand(t, psVariety, "900000000316")
	_, second := projectHand(t, psVariety, "900000000317")
	run := func(text string) map[hand.Code]int {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, "t.txt"), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		codes := map[hand.Code]int{}
		if _, err := Run(context.Background(), Options{Paths: []string{dir}, Profile: rules.Standard, OnHand: func(h HandResult) {
			for _, d := range h.Discrepancies {
				codes[d.Code]++
			}
		}}); err != nil {
			t.Fatal(err)
		}
		return codes
	}
	if c := run(first + "\n\n" + second); len(c) != 0 {
		t.Errorf("add-on for everyone reported: %v", c)
	}
	one := strings.Replace(second, "Seat 1: Alice (2500 in chips)", "Seat 1: Alice (1500 in chips)", 1)
	one = strings.Replace(one, "Seat 3: Chloe (2525 in chips)", "Seat 3: Chloe (1525 in chips)", 1)
	if c := run(first + "\n\n" + one); c[hand.StackContinuity] != 1 {
		t.Errorf("one stack rising alone: %v, want one STACK_CONTINUITY", c)
	}
}
