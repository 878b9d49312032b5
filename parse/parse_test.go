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

const samples = "../testdata/histories/pokerstars"

func parseFile(t *testing.T, name string) ([]*hand.Hand, []*Error) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(samples, name))
	if err != nil {
		t.Fatal(err)
	}
	doc, err := Hands(name, data)
	if err != nil {
		t.Fatal(err)
	}
	p := NewParser()
	var hs []*hand.Hand
	var es []*Error
	for _, c := range doc.Chunks {
		h, e := p.Parse(doc, c)
		if e != nil {
			es = append(es, e)
		} else {
			hs = append(hs, h)
		}
	}
	return hs, es
}

func one(t *testing.T, name string) *hand.Hand {
	t.Helper()
	hs, es := parseFile(t, name)
	if len(es) > 0 || len(hs) != 1 {
		t.Fatalf("%s: %d hands, errors %v", name, len(hs), es)
	}
	return hs[0]
}

func TestSplitHoldemRuns(t *testing.T) {
	h := one(t, "cash__Stars__Flop__NLHE-Split-6max-USD-1.00-2.00-201803.txt")
	if h.Game != hand.Holdem || h.Limit != hand.NoLimit || h.Currency != "USD" || h.Decimals != 2 || h.Stakes.BigBlind != 200 {
		t.Errorf("header: %v %v %s %d %+v", h.Game, h.Limit, h.Currency, h.Decimals, h.Stakes)
	}
	if len(h.Boards) != 2 || cards.Format(h.Boards[0]) != "Ks 4c 8c 8d 6h" || cards.Format(h.Boards[1]) != "4s Qd 5h Ac Ts" {
		t.Errorf("boards %v", h.Boards)
	}
	if len(h.Awards) != 2 || h.Awards[0].Amount != 3354 || h.Awards[0].Run != 0 || h.Awards[1].Amount != 3353 || h.Awards[1].Run != 1 || h.Awards[1].Pot != hand.PotUnnamed {
		t.Errorf("awards %+v", h.Awards)
	}
	if h.Summary.TotalPot != 6982 || h.Summary.Rake != 275 {
		t.Errorf("summary %+v", h.Summary)
	}
	var s *hand.SummarySeat
	for i := range h.Summary.Seats {
		if h.Seats[h.Summary.Seats[i].Seat].Player == "Player1" {
			s = &h.Summary.Seats[i]
		}
	}
	if s == nil || s.Won != 3354 || len(s.Descriptions) != 2 || s.Descriptions[1] != "high card Ace" {
		t.Errorf("summary seat %+v", s)
	}
	// 2018/03/28 13:38:18 ET (EDT, UTC-4)
	if want := time.Date(2018, 3, 28, 17, 38, 18, 0, time.UTC); !h.Start.Equal(want) {
		t.Errorf("start %v, want %v", h.Start, want)
	}
	// shows per run, no double entries from the summary
	n := 0
	for _, sh := range h.Shows {
		if h.Seats[sh.Seat].Player == "Player1" {
			n++
		}
	}
	if n != 2 {
		t.Errorf("Player1 shows %d times, want 2 (one per run)", n)
	}
	var raise *hand.Action
	for i := range h.Actions {
		if h.Actions[i].Kind == hand.Raise {
			raise = &h.Actions[i]
		}
	}
	if raise == nil || raise.Amount != 400 || raise.To != 600 || raise.Street != hand.Preflop {
		t.Errorf("raise %+v", raise)
	}
}

func TestStudDeals(t *testing.T) {
	h := one(t, "tour__Stars__Stud__7-StudHL-USD-10-1-200906.PT2.export.txt")
	if h.Game != hand.StudHiLo || h.Limit != hand.FixedLimit || h.Currency != "chips" || h.Stakes.SmallBet != 25 || h.Stakes.BigBet != 50 || h.Stakes.BringIn != 10 {
		t.Errorf("header %v %v %s %+v", h.Game, h.Limit, h.Currency, h.Stakes)
	}
	var hero3, p1_4 *hand.Deal
	for i := range h.Deals {
		d := &h.Deals[i]
		if h.Seats[d.Seat].Player == "Hero" && d.Street == hand.Third {
			hero3 = d
		}
		if h.Seats[d.Seat].Player == "Player1" && d.Street == hand.Fourth {
			p1_4 = d
		}
	}
	if hero3 == nil || cards.Format(hero3.Down) != "9s 5d" || cards.Format(hero3.Up) != "5s" {
		t.Errorf("hero 3rd %+v", hero3)
	}
	if p1_4 == nil || cards.Format(p1_4.Held) != "6c" || cards.Format(p1_4.Up) != "Qd" || len(p1_4.Down) != 0 {
		t.Errorf("player1 4th %+v", p1_4)
	}
	last := h.Actions[len(h.Actions)-1]
	if last.Street != hand.Seventh {
		t.Errorf("RIVER in stud should be 7th street, got %v", last.Street)
	}
	if len(h.Awards) != 2 || h.Awards[0].Amount != 220 || h.Awards[0].Half != hand.WholePot {
		t.Errorf("hi/lo awards %+v", h.Awards)
	}
	if !h.Seats[6].SittingOut {
		t.Errorf("seat 7 sitting out not read")
	}
}

func TestDraw(t *testing.T) {
	h := one(t, "cash__Stars__Draw__Triple Draw 2-7 Lowball-FL-USD-0.10-0.20-201106.sample.txt")
	if h.Game != hand.TripleDraw27 || h.Stakes.SmallBet != 10 || h.Stakes.BigBet != 20 {
		t.Errorf("header %v %+v", h.Game, h.Stakes)
	}
	var discards, pats int
	streets := map[hand.Street]bool{}
	for _, a := range h.Actions {
		streets[a.Street] = true
		if a.Kind == hand.Discard {
			discards++
			if a.Count < 1 || a.Count > 5 {
				t.Errorf("discard count %d", a.Count)
			}
		}
		if a.Kind == hand.StandPat {
			pats++
		}
	}
	if discards == 0 || !streets[hand.PreDraw] || !streets[hand.AfterDraw1] {
		t.Errorf("discards %d pats %d streets %v", discards, pats, streets)
	}
	h = one(t, "cash__Stars__Draw__5-Carddraw-FL-USD-0.10-0.20-201106.sidepot.txt")
	var redraw bool
	for _, d := range h.Deals {
		if d.Street == hand.AfterDraw1 && len(d.Held)+len(d.Down) == 5 && len(d.Down) > 0 && len(d.Held) > 0 {
			redraw = true
		}
	}
	if !redraw {
		t.Errorf("no deal after the draw with kept + new cards: %+v", h.Deals)
	}
}

func TestSidePotsAndMoney(t *testing.T) {
	hs, es := parseFile(t, "cash__Stars__Flop__PLO-FR-USD-0.01-0.02-201006.sidepots.txt")
	if len(es) != 0 || len(hs) != 3 {
		t.Fatalf("%d hands, %v", len(hs), es)
	}
	var found bool
	for _, h := range hs {
		if h.ID == "22865231671" {
			found = true
			if h.Summary.TotalPot != 370 || h.Summary.MainPot != 235 || len(h.Summary.SidePots) != 2 || h.Summary.SidePots[1] != 29 || h.Summary.Rake != 18 {
				t.Errorf("summary %+v", h.Summary)
			}
			pots := map[int]bool{}
			for _, a := range h.Awards {
				pots[a.Pot] = true
			}
			if !pots[0] || !pots[2] {
				t.Errorf("award pots %v", pots)
			}
		}
		if !h.Conventions.RecordsUncalled || !h.Conventions.RakePerPot || h.Conventions.OddChip != hand.OddChipRRoP {
			t.Errorf("conventions %+v", h.Conventions)
		}
	}
	if !found {
		t.Errorf("hand 22865231671 missing")
	}
}

func TestCashOutAndRejects(t *testing.T) {
	h := one(t, "cash__Stars__Flop__2025-NL-6max-USD-0.05-0.10.cashout.txt")
	if len(h.CashOuts) != 1 || h.CashOuts[0].Amount != 2277 || h.CashOuts[0].Fee != 46 {
		t.Errorf("cash-outs %+v", h.CashOuts)
	}
	_, es := parseFile(t, "cash__Stars__Flop__258753941248_anon5.txt")
	if len(es) != 1 || es[0].Reason != ReasonUnknownPlayer || es[0].Line != 38 || es[0].HandID != "258753941248" {
		t.Fatalf("anon5: %v", es)
	}
	if !strings.Contains(es[0].Error(), "cash__Stars__Flop__258753941248_anon5.txt:38: hand 258753941248: unknown_player:") {
		t.Errorf("error text %q", es[0].Error())
	}
}

func TestPlayMoneyTourneyShortDeck(t *testing.T) {
	h := one(t, "cash__Stars__Flop__NLHE-play-100-200-201201.ev.rounding.txt")
	if h.Currency != "play" || h.Decimals != 0 || h.Stakes.BigBlind != 200 {
		t.Errorf("play money: %s %d %+v", h.Currency, h.Decimals, h.Stakes)
	}
	h = one(t, "cash__Stars__Flop__6+Holdem-6max-USD-2.00-2.00-201904.walk.txt")
	if h.Game != hand.ShortDeckHoldem || h.Stakes.ButtonBlind != 200 || h.Stakes.Ante != 200 {
		t.Errorf("6+: %v %+v", h.Game, h.Stakes)
	}
	h = one(t, "tour__Stars__Flop__NLHE-9max-MTT-INR-136.50-13.50-201901.txt")
	if h.Tournament != "2475523986" || h.Level != "XXVI" || h.Currency != "chips" || h.Stakes.BigBlind != 4000 {
		t.Errorf("tourney: %s %s %s %+v", h.Tournament, h.Level, h.Currency, h.Stakes)
	}
	h = one(t, "HHSmithy__GameTypeTests__CapNoLimitHoldem.txt")
	if h.Limit != hand.CapNoLimit || h.Stakes.Cap == 0 {
		t.Errorf("cap: %v %+v", h.Limit, h.Stakes)
	}
	h = one(t, "HHSmithy__Limits__EuroTable.txt")
	if h.Currency != "EUR" || len(h.Summary.Seats) != 5 {
		t.Errorf("euro double-spaced: %s, %d summary seats", h.Currency, len(h.Summary.Seats))
	}
}

func TestAllSamplesParse(t *testing.T) {
	ents, err := os.ReadDir(samples)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		if !strings.HasSuffix(e.Name(), ".txt") {
			continue
		}
		hs, es := parseFile(t, e.Name())
		for _, x := range es {
			if !strings.Contains(e.Name(), "anon5") {
				t.Errorf("%v", x)
			}
		}
		for _, h := range hs {
			if msg := arithmetic(h); msg != "" {
				t.Errorf("%s hand %s: %s", e.Name(), h.ID, msg)
			}
		}
	}
}

func TestParseMoney(t *testing.T) {
	cases := []struct {
		s    string
		dec  int
		want hand.Money
		ok   bool
	}{
		{"$0.25", 2, 25, true}, {"$5", 2, 500, true}, {"$1,000.50", 2, 100050, true}, {"€0.5", 2, 50, true},
		{"₹136.50", 2, 13650, true}, {"1500", 0, 1500, true}, {"$0.255", 2, 0, false}, {"1.5", 0, 0, false}, {"$", 2, 0, false}, {"9999999999999999999999", 0, 0, false},
	}
	for _, c := range cases {
		got, err := parseMoney(c.s, c.dec)
		if (err == nil) != c.ok || got != c.want {
			t.Errorf("parseMoney(%q,%d) = %d, %v", c.s, c.dec, got, err)
		}
	}
}
