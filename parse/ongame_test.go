package parse

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
)

// TestOnGameMapping checks the conventions of parse/ongame.go on the real
// samples they come from (testdata/histories/ongame).
func TestOnGameMapping(t *testing.T) {
	const og = "ongame"
	// thousands commas, an uncalled all-in with no line, pots before rake
	h := sampleHand(t, og, "cash__OnGame__Flop__NLHE-6max-USD-2.00-4.00-201208.thousand.delimiter.txt", "R5-260041977-287")
	if h.Site != "OnGame" || h.Game != hand.Holdem || h.Limit != hand.NoLimit || h.Currency != "USD" || h.Stakes.BigBlind != 400 || h.Button != 5 || h.Table != "Tokyo" {
		t.Errorf("header: %s %v %v %s %+v button %d table %q", h.Site, h.Game, h.Limit, h.Currency, h.Stakes, h.Button, h.Table)
	}
	if want := time.Date(2012, 8, 1, 15, 9, 42, 0, time.UTC); !h.Start.Equal(want) {
		t.Errorf("EEST start: %v, want %v", h.Start, want)
	}
	if h.Seats[1].Stack != 152385 || len(h.Returns) != 0 || h.Conventions.RecordsUncalled {
		t.Errorf("stack %d, returns %+v, conventions %+v", h.Seats[1].Stack, h.Returns, h.Conventions)
	}
	last := h.Actions[len(h.Actions)-2]
	if last.Kind != hand.Bet || last.Amount != 139185 || !last.AllIn {
		t.Errorf("bets $1,391.85 [all in]: %+v", last)
	}
	if s := h.Summary; s.TotalPot != 53900 || s.Rake != 300 || len(h.Awards) != 1 || h.Awards[0].Amount != 53600 || h.Awards[0].Seat != 1 {
		t.Errorf("summary %+v awards %+v", s, h.Awards)
	}
	if len(h.Boards) != 1 || len(h.Boards[0]) != 5 {
		t.Errorf("board %v", h.Boards)
	}
	// fixed limit: blinds half the small bet and the small bet; "raises
	// $150 to $200" adds $150
	h = sampleHand(t, og, "cash__OnGame__Flop__LHE-HU-USD-100-200-201207.thousand.in.collect.line.txt", "R5-258035051-21")
	if h.Limit != hand.FixedLimit || h.Stakes.SmallBet != 10000 || h.Stakes.BigBet != 20000 || h.Stakes.SmallBlind != 5000 || h.Stakes.BigBlind != 10000 {
		t.Errorf("LHE stakes %+v", h.Stakes)
	}
	if a := h.Actions[2]; a.Kind != hand.Raise || a.To != 20000 {
		t.Errorf("raises $150 to $200: %+v", a)
	}
	// stud hi/lo: the "to" of a stud raise is the hand's total, the
	// added amount is read; streets and hidden cards
	h = sampleHand(t, og, "cash__OnGame__Stud__7-StudHL-USD-0.25-0.50-201008.All.streets.txt", "R5-78227816-62")
	if h.Game != hand.StudHiLo || h.Stakes.Ante != 5 || h.Stakes.SmallBet != 25 {
		t.Errorf("stud: %v %+v", h.Game, h.Stakes)
	}
	var raise, bring *hand.Action
	for i := range h.Actions {
		switch h.Actions[i].Kind {
		case hand.Raise:
			raise = &h.Actions[i]
		case hand.BringIn:
			bring = &h.Actions[i]
		}
	}
	if raise == nil || raise.Street != hand.Fifth || raise.To != 100 || bring == nil || bring.Amount != 12 {
		t.Errorf("raise %+v bring-in %+v", raise, bring)
	}
	var other, seventh *hand.Deal
	for i := range h.Deals {
		d := &h.Deals[i]
		if d.Seat == 1 && d.Street == hand.Third {
			other = d
		}
		if d.Seat == 0 && d.Street == hand.Seventh {
			seventh = d
		}
	}
	if other == nil || len(other.Down) != 0 || len(other.Up) != 1 || other.Up[0] != cards.MustParse("Kd") {
		t.Errorf("[-, -, Kd]: %+v", other)
	}
	if seventh == nil || len(seventh.Down) != 1 || len(seventh.Held) != 6 {
		t.Errorf("river card: %+v", seventh)
	}
	// draw: a dead blind, discards, the hero's new hand
	h = sampleHand(t, og, "cash__OnGame__Draw__5-Carddraw-USD-0.05-0.10-201009.Sample.txt", "R5-81962116-233")
	var dead, discard *hand.Action
	for i := range h.Actions {
		switch h.Actions[i].Kind {
		case hand.PostDeadBlind:
			dead = &h.Actions[i]
		case hand.Discard:
			if discard == nil {
				discard = &h.Actions[i]
			}
		}
	}
	if dead == nil || dead.Amount != 2 || discard == nil || discard.Count != 1 || discard.Street != hand.AfterDraw1 {
		t.Errorf("dead blind %+v, discard %+v", dead, discard)
	}
	var after *hand.Deal
	for i := range h.Deals {
		if h.Deals[i].Street == hand.AfterDraw1 {
			after = &h.Deals[i]
		}
	}
	if after == nil || len(after.Down) != 1 || after.Down[0] != cards.MustParse("Ah") || len(after.Held) != 4 {
		t.Errorf("new hand: %+v", after)
	}
	// "X/X" stakes: the first "posts big blind" is the small blind, not
	// judged
	h = sampleHand(t, og, "cash__OnGame__Flop__PLO8-USD-0.50-0.50-201111.txt", "R5-174523451-25")
	if h.Actions[0].Kind != hand.PostSmallBlind || h.Actions[1].Kind != hand.PostBigBlind || h.Stakes.SmallBlind != 0 || h.Stakes.BigBlind != 50 {
		t.Errorf("X/X blinds: %+v %+v %+v", h.Actions[0], h.Actions[1], h.Stakes)
	}
	// tournament: chips, "GST" left zero, hi/lo halves, side pots
	h = sampleHand(t, og, "tour__OnGame__R-186-1481_1.txt", "T5-330030241-9")
	if h.Tournament != "R-186-1481" || h.Currency != "chips" || h.Decimals != 0 || h.Game != hand.OmahaHiLo || h.Limit != hand.PotLimit || !h.Start.IsZero() {
		t.Errorf("tournament: %q %s %d %v %v %v", h.Tournament, h.Currency, h.Decimals, h.Game, h.Limit, h.Start)
	}
	if len(h.Awards) != 5 || h.Awards[0].Half != hand.HighHalf || h.Awards[2].Half != hand.LowHalf || h.Awards[3].Pot != 1 || h.Summary.TotalPot != 3585+1660 {
		t.Errorf("hi/lo awards %+v total %d", h.Awards, h.Summary.TotalPot)
	}
	for _, n := range h.Notes {
		if n.Kind == "net_mismatch" {
			t.Errorf("net: %+v", n)
		}
	}
}

// TestOnGameRejects: a hand cut off or holding a line no grammar reads is
// rejected naming the file, line and hand; the batch goes on.
func TestOnGameRejects(t *testing.T) {
	data, err := os.ReadFile("../testdata/histories/ongame/cash__OnGame__Flop__LHE-HU-USD-100-200-201207.thousand.in.collect.line.txt")
	if err != nil {
		t.Fatal(err)
	}
	whole := string(data)
	cut := whole[:strings.Index(whole, "Summary:")]
	odd := strings.Replace(whole, "Player0 checks", "Player0 dances", 1)
	noTable := strings.Replace(whole, "Table: Waco [258035051] (LIMIT TEXAS_HOLDEM $100/$200, Real money)\n", "", 1)
	game := strings.Replace(whole, "LIMIT TEXAS_HOLDEM", "LIMIT BADUGI", 1)
	text := cut + odd + noTable + game + whole
	doc, _ := Hands("og.txt", []byte(text))
	if len(doc.Chunks) != 5 {
		t.Fatalf("%d chunks, want 5", len(doc.Chunks))
	}
	p := NewParser()
	want := []struct {
		reason Reason
		detail string
	}{{ReasonTruncated, "Summary"}, {ReasonUnknownLine, "dances"}, {ReasonMissingLine, "Table"}, {ReasonUnknownGame, "BADUGI"}, {"", ""}}
	for i, c := range doc.Chunks {
		h, e := p.Parse(doc, c)
		if want[i].reason == "" {
			if e != nil || h.ID != "R5-258035051-21" {
				t.Errorf("chunk %d: %v", i, e)
			}
			continue
		}
		if e == nil || e.Reason != want[i].reason || !strings.Contains(e.Error(), want[i].detail) || e.HandID != "R5-258035051-21" || e.File != "og.txt" || e.Line < c.Line {
			t.Errorf("chunk %d: %v, want %s naming %q", i, e, want[i].reason, want[i].detail)
		}
	}
}

// FuzzOnGameHand: no input panics the OnGame mapping; seeded with the
// hands of testdata/histories/ongame
// (go test ./parse -run '^$' -fuzz FuzzOnGameHand -fuzztime 30s).
func FuzzOnGameHand(f *testing.F) {
	files, _ := filepath.Glob("../testdata/histories/ongame/*.txt")
	for _, name := range files {
		if b, err := os.ReadFile(name); err == nil {
			doc, _ := Hands(name, b)
			for _, c := range doc.Chunks {
				f.Add(doc.ChunkText(c))
			}
		}
	}
	p := NewParser()
	f.Fuzz(func(t *testing.T, text string) {
		doc, err := Hands("fuzz.txt", []byte(text))
		if err != nil {
			return
		}
		for _, c := range doc.Chunks {
			if h, e := p.Parse(doc, c); e != nil {
				// a reject names a line of its own hand
				if e.Reason == "" || e.File != "fuzz.txt" || e.Line < c.Line {
					t.Fatalf("bad reject %+v of the chunk at line %d", e, c.Line)
				}
			} else if h == nil || h.EndLine < h.Line || len(h.Seats) == 0 {
				t.Fatalf("chunk at line %d: hand %+v", c.Line, h)
			}
		}
	})
}
