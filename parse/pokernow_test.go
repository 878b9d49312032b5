package parse

import (
	"encoding/csv"
	"errors"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/grammar/pokernow"
	"github.com/hhcheck/hhcheck/hand"
)

// pnLog writes entries as a PokerNow log, oldest first (the entry i on
// line i+2), or newest first.
func pnLog(t *testing.T, newestFirst bool, entries ...string) string {
	t.Helper()
	var b strings.Builder
	w := csv.NewWriter(&b)
	w.Write([]string{"entry", "at", "order"})
	rows := make([][]string, len(entries))
	for i, e := range entries {
		rows[i] = []string{e, "2026-11-27T12:00:" + string(rune('0'+i/10)) + string(rune('0'+i%10)) + ".500Z", string(rune('1'+i/10)) + string(rune('0'+i%10)) + "00"}
	}
	if newestFirst {
		slices.Reverse(rows)
	}
	w.WriteAll(rows)
	if err := w.Error(); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// pnBase is a small heads-up hand, oldest first: its entry i is on line
// i+2 of pnLog's file.
var pnBase = []string{
	`-- starting hand #3 (id: abc123)  (No Limit Texas Hold'em) (dealer: "A @ a1") --`,
	`Player stacks: #1 "A @ a1" (100) | #4 "B @ b2" (100)`,
	`"A @ a1" posts a small blind of 1`,
	`"B @ b2" posts a big blind of 2`,
	`"A @ a1" raises to 6`,
	`"B @ b2" calls 4`,
	`Flop:  [2♣, 7♦, K♠]`,
	`"B @ b2" bets 10`,
	`"A @ a1" folds`,
	`Uncalled bet of 10 returned to "B @ b2"`,
	`"B @ b2" collected 12 from pot`,
	`-- ending hand #3 --`,
}

// TestPokerNowMapping checks the conventions of parse/pokernow.go on the
// project's logs: the head, the seats, the posts, each reading of a call,
// raises to, all-ins, the board, shows, the bet nobody called and the
// collections.
func TestPokerNowMapping(t *testing.T) {
	_, hs := projectDoc(t, "pokernow", "project__PokerNow-headsup.csv")
	if len(hs) != 2 {
		t.Fatalf("%d hands", len(hs))
	}
	// newest first: hand #2 is at the top of the file
	h2, h1 := hs[0], hs[1]
	if h1.ID != "hhcheck900021" || h2.ID != "hhcheck900022" || h2.Line != 3 || h1.Line >= 40 || h1.Line < h2.EndLine {
		t.Fatalf("hands %s (line %d) %s (line %d-%d)", h1.ID, h1.Line, h2.ID, h2.Line, h2.EndLine)
	}
	if h1.Site != "PokerNow" || h1.Game != hand.Holdem || h1.Limit != hand.NoLimit || h1.Currency != "chips" || h1.Decimals != 0 ||
		h1.Button != 1 || h1.Table != "" || h1.Stakes.SmallBlind != 10 || h1.Stakes.BigBlind != 20 {
		t.Errorf("head: %+v", h1)
	}
	if h1.Start.Format("2006-01-02 15:04:05.000") != "2026-11-27 09:00:10.685" {
		t.Errorf("start %v", h1.Start)
	}
	if len(h1.Seats) != 2 || h1.Seats[1].Player != "Bruno @ hhB2" || h1.Seats[1].Number != 2 || h1.Seats[1].Stack != 1000 {
		t.Errorf("seats %+v", h1.Seats)
	}
	// a player listed with no entry (sitting out) is not dealt in
	text, _ := projectDoc(t, "pokernow", "project__PokerNow-threeway.csv")
	out := strings.Replace(text, `(10.00) | #3 ""Bruno @ hhB2"" (12.00)`, `(10.00) | #2 ""Dora @ hhD4"" (3.00) | #3 ""Bruno @ hhB2"" (12.00)`, 1)
	if hs, es := formatDoc(t, "pokernow", "x.csv", out); es[1] != nil || len(hs[1].Seats) != 3 || !hasNote(hs[1], "pokernow_not_dealt") {
		t.Errorf("a player sitting out: %v %+v", es[1], hs[1])
	}
	if !hasNote(h1, "pokernow_your_hand") || !hasNote(h1, "pokernow_hand_number") || len(h1.Deals) != 0 {
		t.Errorf("the viewer's cards are a note, dealt to nobody: %+v %+v", h1.Notes, h1.Deals)
	}
	act := func(h *hand.Hand, player string, k hand.ActionKind, st hand.Street) *hand.Action {
		for i := range h.Actions {
			if a := &h.Actions[i]; a.Kind == k && a.Street == st && h.Seats[a.Seat].Player == player {
				return a
			}
		}
		t.Fatalf("%s: no %s of %s on the %s", h.ID, k, player, st)
		return nil
	}
	// "calls 180" after raising to 60: the street total, adds 120
	if a := act(h1, "Alice @ hhA1", hand.Call, hand.Preflop); a.Amount != 120 {
		t.Errorf("a call written as the total: %+v", a)
	}
	if a := act(h1, "Bruno @ hhB2", hand.Raise, hand.Preflop); a.To != 180 || a.Amount != 120 {
		t.Errorf("raises to 180: %+v", a)
	}
	if a := act(h1, "Bruno @ hhB2", hand.Bet, hand.River); a.Amount != 520 || !a.AllIn {
		t.Errorf("all-in bet: %+v", a)
	}
	if len(h1.Returns) != 1 || h1.Returns[0].Amount != 520 || h1.Returns[0].Seat != 1 {
		t.Errorf("returns %+v", h1.Returns)
	}
	if len(h1.Awards) != 1 || h1.Awards[0].Amount != 960 || h1.Awards[0].Pot != hand.PotUnnamed || h1.Summary.Rake != 0 {
		t.Errorf("awards %+v", h1.Awards)
	}
	if len(h1.Boards) != 1 || len(h1.Boards[0]) != 5 || h1.Boards[0][3].String() != "Ts" {
		t.Errorf("board %v", h1.Boards)
	}
	// "calls 140" after raising to 60: what the call adds
	if a := act(h2, "Bruno @ hhB2", hand.Call, hand.Preflop); a.Amount != 140 {
		t.Errorf("a call written as what it adds: %+v", a)
	}
	if len(h2.Shows) != 2 || h2.Shows[0].Cards[0].String() != "Kh" || h2.Button != 2 {
		t.Errorf("shows %+v button %d", h2.Shows, h2.Button)
	}

	_, hs = projectDoc(t, "pokernow", "project__PokerNow-threeway.csv")
	if len(hs) != 2 {
		t.Fatalf("%d hands", len(hs))
	}
	h := hs[0]
	if h.Decimals != 2 || h.Stakes.SmallBlind != 5 || h.Stakes.BigBlind != 10 || h.Seats[1].Stack != 400 || h.Line != 6 {
		t.Errorf("cents: %+v", h)
	}
	if a := act(h, "Chloe @ hhC3", hand.Call, hand.Preflop); a.Amount != 390 { // "calls 4.00": the total
		t.Errorf("Chloe's call %+v", a)
	}
	if a := act(h, "Alice @ hhA1", hand.Call, hand.Preflop); a.Amount != 370 { // "calls 3.70": what it adds
		t.Errorf("Alice's call %+v", a)
	}
	if a := act(h, "Alice @ hhA1", hand.Call, hand.Turn); a.Amount != 400 || !a.AllIn {
		t.Errorf("Alice's all-in call %+v", a)
	}
	if len(h.Awards) != 2 || h.Awards[0].Amount != 1200 || h.Awards[1].Amount != 1200 {
		t.Errorf("awards %+v", h.Awards)
	}
	if aw := hs[1].Awards; len(aw) != 2 || aw[0].Amount != 133 || aw[1].Amount != 132 {
		t.Errorf("split pot %+v", aw)
	}
}

// TestPokerNowCallReadings: a call is read per line from the state; two
// collections of one player add up.
func TestPokerNowCallReadings(t *testing.T) {
	for _, c := range []struct {
		name    string
		entries map[int]string
		want    hand.Money // what B's preflop call adds
	}{
		{"what it adds", nil, 4},
		{"the street total", map[int]string{5: `"B @ b2" calls 6`}, 4},
		{"all in for less, what it adds", map[int]string{1: `Player stacks: #1 "A @ a1" (100) | #4 "B @ b2" (5)`, 5: `"B @ b2" calls 3 and go all in`}, 3},
		{"all in for less, the total", map[int]string{1: `Player stacks: #1 "A @ a1" (100) | #4 "B @ b2" (5)`, 5: `"B @ b2" calls 5 and go all in`}, 3},
	} {
		t.Run(c.name, func(t *testing.T) {
			entries := slices.Clone(pnBase)
			for i, e := range c.entries {
				entries[i] = e
			}
			if c.want == 3 { // B all in: the board runs out, A's 1 over B's 5 comes back, A collects in two lines
				entries = slices.Replace(entries, 7, 11, `Turn: 2♣, 7♦, K♠ [9♠]`, `River: 2♣, 7♦, K♠, 9♠ [3♥]`,
					`Uncalled bet of 1 returned to "A @ a1"`, `"A @ a1" collected 4 from pot`, `"A @ a1" collected 6 from pot`)
			}
			hs, es := formatDoc(t, "pokernow", "x.csv", pnLog(t, false, entries...))
			if es[0] != nil {
				t.Fatal(es[0])
			}
			h := hs[0]
			for _, a := range h.Actions {
				if a.Kind == hand.Call && h.Seats[a.Seat].Player == "B @ b2" && a.Amount != c.want {
					t.Errorf("call %+v, want it to add %d", a, c.want)
				}
			}
			var won hand.Money
			for _, a := range h.Awards {
				won += a.Amount
			}
			if len(h.Awards) != 1 || (won != 12 && won != 10) {
				t.Errorf("awards %+v", h.Awards)
			}
		})
	}
}

// TestPokerNowRejects: a hand that cannot be read says why, on its line,
// and is never read another way.
func TestPokerNowRejects(t *testing.T) {
	for _, c := range []struct {
		name   string
		i      int    // the entry changed
		entry  string // "" removes it
		reason Reason
		detail string
		at     int // the entry whose line is the error's: i when 0 (the last one when i is removed)
	}{
		{"a game not read", 0, `-- starting hand #3 (id: abc123)  (Pot Limit Omaha Hi/Lo 8 or Better) (dealer: "A @ a1") --`, ReasonUnknownGame, "Hi/Lo", 0},
		{"a dead button", 0, `-- starting hand #3 (id: abc123)  (No Limit Texas Hold'em) (dead button) --`, ReasonUnknownLine, "dead button", 0},
		{"a starting row of another shape", 0, `-- starting hand #3 (No Limit Texas Hold'em) --`, ReasonBadHeader, "starting hand", 0},
		{"a dealer without a seat", 0, `-- starting hand #3 (id: abc123)  (No Limit Texas Hold'em) (dealer: "Z @ z9") --`, ReasonUnknownPlayer, "Z @ z9", 1},
		{"an entry of no known shape", 7, `"B @ b2" bets 10 and insures`, ReasonUnknownLine, "insures", 0},
		{"a player standing up inside the hand", 8, `The player "A @ a1" stand up with the stack of 94.`, ReasonUnknownLine, "chips", 0},
		{"the admin changing a stack inside the hand", 8, `The admin updated the player "A @ a1" stack from 94 to 500.`, ReasonUnknownLine, "chips", 0},
		{"a missing small blind", 2, `"A @ a1" posts a missing small blind of 1`, ReasonUnknownLine, "dead or live", 0},
		{"a call no reading fits", 5, `"B @ b2" calls 5`, ReasonBadAmount, "no reading", 0},
		{"a bet with a bet to match", 4, `"A @ a1" bets 6`, ReasonBadAmount, "no reading", 0},
		{"a raise to less than the bet", 4, `"A @ a1" raises to 2`, ReasonBadAmount, "no reading", 0},
		{"all in, yet chips left", 7, `"B @ b2" bets 10 and go all in`, ReasonBadAmount, "all in", 0},
		{"a call beyond the stack", 1, `Player stacks: #1 "A @ a1" (100) | #4 "B @ b2" (3)`, ReasonBadAmount, "no reading", 5},
		{"collections below the pot", 10, `"B @ b2" collected 11 from pot`, ReasonBadAmount, "no rake", 0},
		{"an uncalled bet never bet", 9, `Uncalled bet of 30 returned to "B @ b2"`, ReasonBadAmount, "more than", 0},
		{"a player with no seat", 7, `"C @ c3" bets 10`, ReasonUnknownPlayer, "C @ c3", 0},
		{"a card that is none", 6, `Flop:  [2♣, 7♦, 1♠]`, ReasonBadCard, "1♠", 0},
		{"a board out of order", 6, `Turn: 2♣, 7♦, K♠ [9♠]`, ReasonUnknownLine, "next street", 0},
		{"a second run", 6, `Flop (second run):  [2♣, 7♦, K♠]`, ReasonUnknownLine, "second run", 0},
		{"too many decimals", 1, `Player stacks: #1 "A @ a1" (100.1234567) | #4 "B @ b2" (100)`, ReasonBadAmount, "decimals", 0},
		{"an amount beyond the model", 1, `Player stacks: #1 "A @ a1" (99999999999999999999) | #4 "B @ b2" (100)`, ReasonBadAmount, "99999999999999999999", 0},
		{"no collection", 10, "", ReasonMissingLine, "collected", 0},
		{"no ending", 11, "", ReasonTruncated, "ending hand", 0},
		{"another hand's ending", 11, `-- ending hand #4 --`, ReasonUnknownLine, "#4", 0},
		{"no player stacks", 1, "", ReasonNoSeats, "Player stacks", 0},
		{"one player dealt in", 1, `Player stacks: #1 "A @ a1" (100) | #4 "C @ c3" (100)`, ReasonNoSeats, "1 players", 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			entries := slices.Clone(pnBase)
			at := c.i
			if c.at != 0 {
				at = c.at
			}
			if c.entry == "" {
				entries = slices.Delete(entries, c.i, c.i+1)
				at = c.i - 1 // the hand's last row (truncated)
			} else {
				entries[c.i] = c.entry
			}
			for _, newest := range []bool{false, true} {
				hs, es := formatDoc(t, "pokernow", "x.csv", pnLog(t, newest, entries...))
				if len(es) != 1 || es[0] == nil || hs[0] != nil {
					t.Fatalf("not rejected: %v", es)
				}
				e := es[0]
				want := at + 2
				if newest { // the rows reversed: entry i of n on line n-i+1
					want = len(entries) - at + 1
				}
				if !errors.Is(e, c.reason) || !strings.Contains(e.Error(), c.detail) {
					t.Errorf("newest first %v: got %v (reason %s), want %s naming %q", newest, e, e.Reason, c.reason, c.detail)
				}
				if c.reason != ReasonNoSeats && c.reason != ReasonMissingLine && e.Line != want {
					t.Errorf("newest first %v: line %d, want %d (%v)", newest, e.Line, want, e)
				}
				if c.reason != ReasonBadHeader && e.HandID != "abc123" {
					t.Errorf("hand id %q", e.HandID)
				}
			}
		})
	}
}

// TestPokerNowDocument: a log is found by its header row (BOM, CRLF),
// whichever way its rows run; the rows between hands are accounted for:
// the table's log known, anything else unrecognised, the header a session
// header.
func TestPokerNowDocument(t *testing.T) {
	for text, want := range map[string]bool{
		"entry,at,order\n": true, "\ufeffentry,at,order\r\nx,y,1\r\n": true, "entry,at,order,extra\n": false, "entry;at;order\n": false, "Hand #1 entry,at,order": false,
	} {
		if got := pokernow.IsDocument(text); got != want {
			t.Errorf("IsDocument(%q) = %v", text, got)
		}
	}
	log := append([]string{`The admin note: a test.`, `"A @ a1" folds`}, pnBase...)
	log = append(log, `The player "A @ a1" requested a seat.`, `a chat line`)
	log = append(log, pnBase[:5]...) // a hand cut off: truncated
	for _, newest := range []bool{false, true} {
		text := pnLog(t, newest, log...)
		for _, crlf := range []bool{false, true} {
			data := text
			if crlf {
				data = "\ufeff" + strings.ReplaceAll(text, "\n", "\r\n")
			}
			doc, err := Hands("x.csv", []byte(data))
			if err != nil || len(doc.Chunks) != 2 || doc.Chunks[0].Format != "pokernow" {
				t.Fatalf("newest %v crlf %v: %v %+v", newest, crlf, err, doc)
			}
			var kinds []string
			for _, s := range doc.Skipped {
				kinds = append(kinds, s.Kind+":"+s.First)
			}
			wantKinds := []string{SessionHeader + ":entry,at,order", PokerNowLog + `:The admin note: a test.,2026-11-27T12:00:00.500Z,1000`,
				`:"""A @ a1"" folds",2026-11-27T12:00:01.500Z,1100`, PokerNowLog + `:"The player ""A @ a1"" requested a seat.",2026-11-27T12:00:14.500Z,2400`, `:a chat line,2026-11-27T12:00:15.500Z,2500`}
			if newest {
				slices.Reverse(wantKinds[1:])
			}
			if !slices.Equal(kinds, wantKinds) {
				t.Errorf("newest %v: skipped\n%q\nwant\n%q", newest, kinds, wantKinds)
			}
			p := NewParser()
			h, e := p.Parse(doc, doc.Chunks[0])
			h2, e2 := p.Parse(doc, doc.Chunks[1])
			if newest {
				h, e, h2, e2 = h2, e2, h, e
			}
			if e != nil || h.ID != "abc123" || e2 == nil || e2.Reason != ReasonTruncated {
				t.Errorf("newest %v: %v; %v %v", newest, e, h2, e2)
			}
		}
	}
}

func FuzzPokerNow(f *testing.F) {
	for _, name := range []string{"project__PokerNow-headsup.csv", "project__PokerNow-threeway.csv"} {
		if b, err := os.ReadFile("../testdata/histories/project/" + name); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte("entry,at,order\n\"-- starting hand #1 (id: x)  No Limit Texas Hold'em (dealer: \"\"A @ b\"\") --\",t,1\n-- ending hand #1 --,t,2\n"))
	f.Add([]byte("entry,at,order\n\"unterminated,t,1\n"))
	p := NewParser()
	f.Fuzz(func(t *testing.T, data []byte) { parseFuzzed(t, p, "fuzz.csv", data) })
}
