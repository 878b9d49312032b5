package parse

import (
	"os"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
)

const (
	evLHE = "cash__Everest__Flop__LHE-USD-0.02-0.04-201204.txt"
	evPLO = "cash__Everest__Flop__PLO-EUR-5-10-Unknown-Sample.txt"
)

// TestEverestMapping checks the conventions of parse/everest.go on the
// real samples they come from.
func TestEverestMapping(t *testing.T) {
	h := sampleHand(t, "everest", evLHE, "7526266449")
	if h.Site != "Everest" || h.Game != hand.Holdem || h.Limit != hand.FixedLimit || h.Currency != "USD" || h.Decimals != 2 ||
		h.Table != "Kitwe-5" || h.Button != 1 || h.Start.Unix() != 1335014414 || h.Line != 2 {
		t.Errorf("header: %s %v %v %s/%d table %q button %d start %v line %d", h.Site, h.Game, h.Limit, h.Currency, h.Decimals, h.Table, h.Button, h.Start, h.Line)
	}
	if s := h.Stakes; s.SmallBet != 2 || s.BigBet != 4 || s.SmallBlind != 1 || s.BigBlind != 2 {
		t.Errorf("stakes %+v", s)
	}
	if len(h.Seats) != 5 || h.Seats[1].Number != 3 || h.Seats[1].Player != "Hero" || h.Seats[1].Stack != 200 {
		t.Errorf("seats %+v", h.Seats)
	}
	// the big blind only; the button's BET 2 calls it, Hero's BET 2
	// raises to 4, the button's BET 2 calls
	want := []struct {
		kind   hand.ActionKind
		street hand.Street
		amount hand.Money
		to     hand.Money
	}{{hand.PostBigBlind, hand.NoStreet, 2, 0}, {hand.Fold, hand.Preflop, 0, 0}, {hand.Fold, hand.Preflop, 0, 0}, {hand.Fold, hand.Preflop, 0, 0},
		{hand.Call, hand.Preflop, 2, 0}, {hand.Raise, hand.Preflop, 2, 4}, {hand.Call, hand.Preflop, 2, 0}, {hand.Bet, hand.Flop, 2, 0}, {hand.Fold, hand.Flop, 0, 0}}
	if len(h.Actions) != len(want) {
		t.Fatalf("%d actions, want %d: %+v", len(h.Actions), len(want), h.Actions)
	}
	for i, w := range want {
		if a := h.Actions[i]; a.Kind != w.kind || a.Street != w.street || a.Amount != w.amount || a.To != w.to {
			t.Errorf("action %d: %+v, want %+v", i, a, w)
		}
	}
	if len(h.Deals) != 1 || h.Seats[h.Deals[0].Seat].Player != "Hero" || len(h.Deals[0].Down) != 2 || h.Deals[0].Down[0].String() != "Jh" {
		t.Errorf("deals %+v", h.Deals)
	}
	if len(h.Boards) != 1 || len(h.Boards[0]) != 3 || h.Boards[0][0].String() != "Td" {
		t.Errorf("board %v", h.Boards)
	}
	if len(h.Returns) != 1 || h.Returns[0].Amount != 2 || len(h.Awards) != 1 || h.Awards[0].Amount != 8 || h.Awards[0].Pot != 0 {
		t.Errorf("returns %+v awards %+v", h.Returns, h.Awards)
	}
	if s := h.Summary; !s.HasTotal || s.TotalPot != 8 || s.Rake != 0 || len(s.Fees) != 0 {
		t.Errorf("summary %+v", s)
	}
	if c := h.Conventions; !c.TotalExcludesRake || !c.RecordsUncalled {
		t.Errorf("conventions %+v", c)
	}

	h = sampleHand(t, "everest", evPLO, "6351562000")
	if h.Game != hand.Omaha || h.Limit != hand.PotLimit || h.Currency != "EUR" || h.Stakes.SmallBlind != 500 || h.Stakes.BigBlind != 1000 {
		t.Errorf("PLO header: %v %v %s %+v", h.Game, h.Limit, h.Currency, h.Stakes)
	}
	if a := h.Actions[2]; a.Kind != hand.Raise || a.Amount != 2000 || a.To != 3000 {
		t.Errorf("the small blind adds 2,500: %+v", a)
	}
	if a := h.Actions[6]; a.Kind != hand.Check || a.Street != hand.Turn {
		t.Errorf("BET amount 0: %+v", a)
	}
	if s := h.Summary; s.TotalPot != 17750 || s.Rake != 150 || len(s.Fees) != 1 || s.Fees[0] != (hand.Fee{Kind: "tax", Amount: 100}) {
		t.Errorf("summary %+v", s)
	}
	if len(h.Deals) != 1 || len(h.Deals[0].Down) != 4 {
		t.Errorf("deals %+v", h.Deals)
	}
}

// TestEverestRejects: what the mapping does not know is rejected with
// its cause.
func TestEverestRejects(t *testing.T) {
	data, err := os.ReadFile("../testdata/histories/everest/" + evLHE)
	if err != nil {
		t.Fatal(err)
	}
	orig := string(data)
	for _, c := range []struct {
		name, old, new string
		reason         Reason
		detail         string
	}{
		{"unknown game", `game="hold-em"`, `game="razz"`, ReasonUnknownGame, `"razz"`},
		{"tournament", `type="ring"`, `type="tournament"`, ReasonUnknownGame, "ring"},
		{"penalty blind", `amount="2" penalty="0"`, `amount="2" penalty="1"`, ReasonBadAmount, "penalty"},
		{"unknown element", `<DEALER position="0"/>`, `<DEALER position="0"/><STRADDLE position="3"/>`, ReasonUnknownLine, "STRADDLE"},
		{"position without seat", `<FOLD position="3"/>`, `<FOLD position="7"/>`, ReasonUnknownPlayer, `"7"`},
		{"bad card", `<HOLE position="2">Jh</HOLE>`, `<HOLE position="2">Jx</HOLE>`, ReasonBadCard, "Jx"},
		{"amount in dollars", `balance="197"`, `balance="1.97"`, ReasonBadAmount, "cents"},
		{"cut before </HAND>", "</HAND>", "", ReasonTruncated, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			text := strings.Replace(orig, c.old, c.new, 1)
			doc, _ := Hands("tampered.txt", []byte(text))
			if len(doc.Chunks) != 1 || doc.Chunks[0].Format != "everest" {
				t.Fatalf("chunks %+v", doc.Chunks)
			}
			_, e := NewParser().Parse(doc, doc.Chunks[0])
			if e == nil || e.Reason != c.reason || !strings.Contains(e.Detail, c.detail) {
				t.Errorf("got %v, want %s with %q", e, c.reason, c.detail)
			}
		})
	}
}
