package parse

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/grammar/ohh"
	"github.com/hhcheck/hhcheck/hand"
)

func ohhProject(t *testing.T, file string) (string, []*hand.Hand) {
	t.Helper()
	return projectDoc(t, "ohh", file)
}

// TestOHHMapping checks the conventions of parse/ohh.go on the project's
// OHH files: the head, the seats, both readings of a raise, the bet
// nobody called, the rake and jackpot, and the file shapes (one object,
// JSON Lines, an array).
func TestOHHMapping(t *testing.T) {
	_, hs := ohhProject(t, "project__OHH-NLHE-cash.ohh")
	if len(hs) != 1 {
		t.Fatalf("%d hands", len(hs))
	}
	h := hs[0]
	if h.Site != "OHH" || h.ID != "900000011001" || h.Table != "hhcheck Table" || h.Tournament != "" || h.Game != hand.Holdem ||
		h.Limit != hand.NoLimit || h.Currency != "USD" || h.Decimals != 2 || h.Button != 1 || h.MaxSeats != 6 || h.Line != 1 {
		t.Errorf("head: %+v", h)
	}
	if s := h.Stakes; s.SmallBlind != 25 || s.BigBlind != 50 || s.Ante != 0 {
		t.Errorf("stakes %+v", s)
	}
	if h.Start.Format("2006-01-02 15:04:05") != "2026-11-27 10:00:00" {
		t.Errorf("start %v", h.Start)
	}
	// Chloe's re-raise writes what it adds (4.50 over her 0.50 big blind):
	// a raise to 5.00
	var reraise *hand.Action
	for i := range h.Actions {
		if a := &h.Actions[i]; a.Kind == hand.Raise && h.Seats[a.Seat].Player == "Chloe" {
			reraise = a
		}
	}
	if reraise == nil || reraise.To != 500 || reraise.Amount != 350 {
		t.Errorf("Chloe's re-raise: %+v", reraise)
	}
	if hasNote(h, "raise_to") {
		t.Error("the cash hand's raises are what they add, not totals")
	}
	if h.Summary.Rake != 150 || len(h.Awards) != 1 || h.Awards[0].Amount != 3875 || h.Seats[h.Awards[0].Seat].Player != "Chloe" {
		t.Errorf("rake %d, awards %+v", h.Summary.Rake, h.Awards)
	}
	if len(h.Boards) != 1 || len(h.Boards[0]) != 5 || len(h.Shows) != 2 {
		t.Errorf("boards %v, shows %+v", h.Boards, h.Shows)
	}
	// a player listed with no action (waiting for the big blind) is not dealt in
	text, _ := ohhProject(t, "project__OHH-NLHE-cash.ohh")
	waiting := strings.Replace(text, `"players": [`, `"players": [{"id": 9, "seat": 5, "name": "Waiting", "starting_stack": 30}, `, 1)
	hs2, es := formatDoc(t, "ohh", "x.ohh", waiting)
	if es[0] != nil || len(hs2[0].Seats) != 3 {
		t.Errorf("a player with no action: %v, seats %+v", es[0], hs2[0])
	}

	_, hs = ohhProject(t, "project__OHH-tournament-lines.ohh")
	if len(hs) != 2 {
		t.Fatalf("JSON Lines: %d hands", len(hs))
	}
	h = hs[0]
	if h.Tournament != "900000012" || h.Currency != "chips" || h.Decimals != 0 || h.Line != 1 || hs[1].Line != 2 {
		t.Errorf("tournament head: %+v", h)
	}
	if !hasNote(h, "raise_to") {
		t.Error("Bruno's re-raise to 1,500 over his big blind of 200 is a street total: the hand's chips only add up so")
	}
	for _, a := range h.Actions {
		if a.Kind == hand.Raise && h.Seats[a.Seat].Player == "Bruno" && (a.To != 1500 || a.Amount != 1000) {
			t.Errorf("Bruno's re-raise: %+v", a)
		}
	}
	// the second hand: Alice's 800 nobody called are not in the pot of 1,400
	h = hs[1]
	if uncalledInWin(h) || len(h.Awards) != 1 || h.Awards[0].Amount != 1400 || h.Summary.Rake != 0 {
		t.Errorf("uncalled bet: notes %+v awards %+v rake %d", h.Notes, h.Awards, h.Summary.Rake)
	}

	_, hs = ohhProject(t, "project__OHH-PLO-sidepot.ohh")
	if len(hs) != 1 {
		t.Fatalf("array: %d hands", len(hs))
	}
	h = hs[0]
	if h.Game != hand.Omaha || h.Limit != hand.PotLimit || h.Currency != "EUR" || h.Summary.Rake != 60 ||
		len(h.Summary.Fees) != 1 || h.Summary.Fees[0].Amount != 10 || len(h.Awards) != 2 {
		t.Errorf("side pot hand: %+v rake %d fees %+v awards %+v", h, h.Summary.Rake, h.Summary.Fees, h.Awards)
	}
}

// TestOHHRejects: a hand that cannot be read says why, on its line, and
// is never read another way.
func TestOHHRejects(t *testing.T) {
	text, _ := ohhProject(t, "project__OHH-NLHE-cash.ohh")
	for _, c := range []struct {
		name, old, new string
		reason         Reason
		detail         string
	}{
		{"a game the model lacks", `"game_type": "Holdem"`, `"game_type": "Stud"`, ReasonUnknownGame, "game_type"},
		{"a limit not written", `"bet_type": "NL"`, `"bet_type": "XX"`, ReasonUnknownGame, "bet_type"},
		{"pots that agree with no reading", `"amount": 40.25`, `"amount": 41.25`, ReasonBadAmount, "no reading"},
		{"an action of nobody", `"player_id": 1,
            "action": "Fold"`, `"player_id": 7,
            "action": "Fold"`, ReasonUnknownPlayer, "player_id 7"},
		{"an action not in OHH", `"action": "Fold"`, `"action": "Insure"`, ReasonUnknownLine, "Insure"},
		{"a cash-out", `"cashout_amount": 0`, `"cashout_amount": 20`, ReasonUnknownLine, "cash-out"},
		{"a negative amount", `"amount": 3.5`, `"amount": -3.5`, ReasonBadAmount, "negative"},
		{"a number that is no number", `"starting_stack": 50,`, `"starting_stack": 5e99,`, ReasonBadAmount, "exponent"},
		{"no game number", `"game_number": "900000011001"`, `"game_number": ""`, ReasonBadHeader, "game number"},
		{"broken JSON", `"table_size": 6,`, `"table_size": 6,,`, ReasonBadHeader, "invalid character"},
		{"no pots", `"pots": [`, `"pots": [], "x": [`, ReasonMissingLine, "no pots"},
		{"a board run twice", `"3h"`, `"3h", "4h"`, ReasonUnknownLine, "five board cards"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if !strings.Contains(text, c.old) {
				t.Fatalf("%q not in the file", c.old)
			}
			hs, es := formatDoc(t, "ohh", "x.ohh", strings.Replace(text, c.old, c.new, 1))
			if len(es) != 1 || es[0] == nil || hs[0] != nil {
				t.Fatalf("not rejected: %v", es)
			}
			e := es[0]
			if c.reason == ReasonBadAmount && c.detail != "no reading" { // on the line that writes the amount
				if lines := strings.Split(strings.Replace(text, c.old, c.new, 1), "\n"); e.Line < 1 || e.Line > len(lines) || !strings.Contains(lines[e.Line-1], c.new[strings.Index(c.new, ":")+1:]) {
					t.Errorf("line %d is not the amount's line", e.Line)
				}
			}
			if !errors.Is(e, c.reason) || !strings.Contains(e.Error(), c.detail) || e.Line < 1 || e.HandID == "" && c.reason != ReasonBadHeader {
				t.Errorf("got %v (reason %s, line %d), want %s naming %q", e, e.Reason, e.Line, c.reason, c.detail)
			}
		})
	}
}

// TestOHHAmountsExact: amounts are read from their JSON literals, never
// through a float64 (0.1 + 0.2 is 0.3 here), and a hand that writes more
// decimals than cents is read in that unit.
func TestOHHAmountsExact(t *testing.T) {
	for _, c := range []struct {
		in   ohh.Amount
		want string
	}{{"0.1", "0.1"}, {"0.30", "0.3"}, {"1e2", "100"}, {"1.5E-1", "0.15"}, {"", "0"}, {"007", ""}, {"1.", ""}, {"NaN", ""}} {
		got, err := c.in.Decimal()
		if c.want == "" {
			if err == nil {
				t.Errorf("%q: no error (%q)", c.in, got)
			}
			continue
		}
		if err != nil || got != c.want {
			t.Errorf("%q: %q %v, want %q", c.in, got, err, c.want)
		}
	}
	text, _ := ohhProject(t, "project__OHH-NLHE-cash.ohh")
	milli := strings.NewReplacer(`"win_amount": 38.75`, `"win_amount": 38.745`, `"rake": 1.5`, `"rake": 1.505`).Replace(text)
	hs, es := formatDoc(t, "ohh", "x.ohh", milli)
	if es[0] != nil {
		t.Fatal(es[0])
	}
	if h := hs[0]; h.Decimals != 3 || h.Awards[0].Amount != 38745 || h.Summary.Rake != 1505 || h.Seats[0].Stack != 50000 {
		t.Errorf("decimals %d award %d rake %d stack %d", h.Decimals, h.Awards[0].Amount, h.Summary.Rake, h.Seats[0].Stack)
	}
}

// TestOHHDocument: OHH is found by its content, whatever the file's name,
// and other JSON is not taken for it.
func TestOHHDocument(t *testing.T) {
	for text, want := range map[string]bool{
		`{"ohh": {}}`: true, "\uFEFF \n[ {\n \"ohh\" : {}}]": true, `{"hand": {"ohh": 1}}`: false, `["ohh"]`: false, "Hand #1 {\"ohh\"": false,
	} {
		if got := ohh.IsDocument(text); got != want {
			t.Errorf("IsDocument(%q) = %v", text, got)
		}
	}
	two := `{"ohh": {"game_number": "1"}}` + "\n\n" + `{"ohh": {"game_number": "2"}}` + "\n" + `{"ohh": `
	spans := ohh.Hands(two)
	if len(spans) != 3 || two[spans[0].Start:spans[0].End] != `{"ohh": {"game_number": "1"}}` || two[spans[2].Start:spans[2].End] != `{"ohh":` {
		t.Errorf("spans %+v", spans)
	}
	doc, err := Hands("hands.txt", []byte(two))
	if err != nil || len(doc.Chunks) != 3 || doc.Chunks[1].Line != 3 || doc.Chunks[0].Format != "ohh" {
		t.Fatalf("%v %+v", err, doc)
	}
	if _, e := NewParser().Parse(doc, doc.Chunks[2]); e == nil || e.Reason != ReasonBadHeader {
		t.Errorf("a hand cut off: %v", e)
	}
}

func FuzzOHH(f *testing.F) {
	for _, name := range []string{"project__OHH-NLHE-cash.ohh", "project__OHH-tournament-lines.ohh", "project__OHH-PLO-sidepot.ohh"} {
		if b, err := os.ReadFile("../testdata/histories/project/" + name); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte(`[{"ohh": {"game_number": 1, "game_type": "Holdem", "bet_limit": {"bet_type": "NL"}, "players": [{"id": 1, "seat": 0, "starting_stack": 1}]}}]`))
	p := NewParser()
	f.Fuzz(func(t *testing.T, data []byte) { parseFuzzed(t, p, "fuzz.ohh", data) })
}
