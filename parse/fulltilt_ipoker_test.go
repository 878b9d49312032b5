package parse

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
)

// sampleHand parses one hand (by id) of a testdata sample file.
func sampleHand(t *testing.T, dir, name, id string) *hand.Hand {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("../testdata/histories", dir, name))
	if err != nil {
		t.Fatal(err)
	}
	doc, _ := Hands(name, data)
	p := NewParser()
	for _, c := range doc.Chunks {
		h, e := p.Parse(doc, c)
		if e != nil {
			continue
		}
		if h.ID == id {
			return h
		}
	}
	t.Fatalf("%s: no hand %s", name, id)
	return nil
}

func TestFullTiltMapping(t *testing.T) {
	// run it twice, CAP NL: raises as street totals, boards and wins per run
	h := sampleHand(t, "fulltilt", "HHSmithy__RunItTwiceTests__RunItTwice1.txt", "35456787343")
	if h.Site != "Full Tilt Poker" || h.Game != hand.Holdem || h.Limit != hand.CapNoLimit || h.Stakes.Cap != 30000 || h.Button != 2 || h.MaxSeats != 6 {
		t.Errorf("header: %s %v %v cap %d button %d max %d", h.Site, h.Game, h.Limit, h.Stakes.Cap, h.Button, h.MaxSeats)
	}
	var raise *hand.Action
	for i := range h.Actions {
		if a := &h.Actions[i]; a.Kind == hand.Raise && a.Street == hand.Turn {
			raise = a
		}
	}
	// "1mperial raises to $240, and is capped" over Darkking_pt's $72.50
	if raise == nil || raise.To != 24000 || raise.Amount != 24000-7250 {
		t.Errorf("turn raise: %+v", raise)
	}
	if len(h.Boards) != 2 || cards.Format(h.Boards[0]) != "Td 3d 3h Qh Ac" || cards.Format(h.Boards[1]) != "Td 3d 3h Qh 2h" {
		t.Errorf("boards %v", h.Boards)
	}
	runs := map[int]hand.Money{}
	for _, a := range h.Awards {
		runs[a.Run] += a.Amount
	}
	if len(h.Awards) != 2 || runs[0] != 31100 || runs[1] != 31100 || h.Summary.Rake != 300 || h.Summary.TotalPot != 62500 {
		t.Errorf("awards %+v rake %d total %d", h.Awards, h.Summary.Rake, h.Summary.TotalPot)
	}

	// thousands written "50K", an uncalled bet returned
	h = sampleHand(t, "fulltilt", "tour__FTP__Flop__NLHE-USD-MTT-KO.201104.K.as.thousand.txt", "29537846954")
	if h.Stakes.SmallBlind != 50000 || h.Stakes.BigBlind != 100000 || h.Stakes.Ante != 10000 || h.Currency != "chips" || h.Tournament != "229436420" {
		t.Errorf("stakes %+v %s %s", h.Stakes, h.Currency, h.Tournament)
	}
	if len(h.Returns) != 1 || h.Returns[0].Amount != 1173164 || h.Conventions.RecordsUncalled != true {
		t.Errorf("returns %+v", h.Returns)
	}

	// UTF-16 export, A-5 triple draw
	hs := readSample(t, "fulltilt", "cash__FTP__Draw__A5-3-Draw-Limit-USD-0.05-0.10-201104.Sample.txt")
	if len(hs) != 1 || hs[0].Game != hand.TripleDrawA5 || hs[0].Limit != hand.FixedLimit || hs[0].Stakes.SmallBet != 5 {
		t.Errorf("%+v", hs[0])
	}

	// stud hi/lo: hero's 3rd street "[5d Ah] [Ad]" is two down, one up;
	// later lines hold the earlier cards
	h = sampleHand(t, "fulltilt", "cash__FTP__Stud__7-StudHL-USD-2-4-201103.Underscore.in.tablename.txt", "29408130000")
	var third, fourth *hand.Deal
	for i := range h.Deals {
		d := &h.Deals[i]
		if h.Seats[d.Seat].Player == "Hero" && d.Street == hand.Third {
			third = d
		}
		if h.Seats[d.Seat].Player == "Hero" && d.Street == hand.Fourth {
			fourth = d
		}
	}
	if third == nil || cards.Format(third.Down) != "5d Ah" || cards.Format(third.Up) != "Ad" || len(third.Held) != 0 {
		t.Errorf("third %+v", third)
	}
	if fourth == nil || cards.Format(fourth.Held) != "5d Ah Ad" || cards.Format(fourth.Up) != "6h" {
		t.Errorf("fourth %+v", fourth)
	}
	if h.Stakes.BringIn != 50 || h.Stakes.Ante != 40 || h.Game != hand.StudHiLo {
		t.Errorf("stud stakes %+v", h.Stakes)
	}

	// no "wins" line: the summary's collected amount is the award
	h = sampleHand(t, "fulltilt", "cash__FTP__Flop__PLO-6max-USD-2.00-4.00-201211.no.win.line.txt", "31318808612")
	if len(h.Awards) != 1 || h.Awards[0].Amount != 4180 || h.Seats[h.Awards[0].Seat].Player != "jflex1989" {
		t.Errorf("awards %+v", h.Awards)
	}
	if got := ftWords("a straight, King high"); got != "a straight, Nine to King" {
		t.Errorf("ftWords: %q", got)
	}
	if got := ftWords("a straight flush, Five high"); got != "a straight flush, Ace to Five" {
		t.Errorf("ftWords: %q", got)
	}
}

func TestFullTiltRejects(t *testing.T) {
	const head = "Full Tilt Poker Game #1: Table Vera (6 max) - NL Hold'em - $0.01/$0.02 - 08:55:55 ET - 2013/05/08\n"
	for _, c := range []struct {
		text   string
		reason Reason
	}{
		{"Full Tilt Poker Game #1: Table Vera (6 max) - No Limit Crazy Pineapple - $0.01/$0.02 - 08:55:55 ET - 2013/05/08\nSeat 1: A ($2)\n", ReasonUnknownGame},
		{head + "Hero posts the small blind of $0.01\n", ReasonNoSeats},
		{head + "Seat 2: A ($2)\nSeat 3: B ($2)\nA juggles\n", ReasonUnknownLine},
		{head + "Seat 2: A ($2)\nSeat 3: B ($2)\nA posts the small blind of $0.001\n", ReasonBadAmount},
		{head + "Seat 2: A ($2)\nSeat 3: B ($2)\nA posts the small blind of $0.01\n", ReasonTruncated},
		{head + "Seat 2: A ($2)\nSeat 3: B ($2)\n*** HOLE CARDS ***\nDealt to A [Zz 7d]\n", ReasonBadCard},
	} {
		doc, _ := Hands("t.txt", []byte(c.text))
		if len(doc.Chunks) != 1 {
			t.Fatalf("%d chunks", len(doc.Chunks))
		}
		_, e := NewParser().Parse(doc, doc.Chunks[0])
		if e == nil || e.Reason != c.reason || e.File != "t.txt" || e.Line < 1 {
			t.Errorf("%q: %v, want %s", c.text, e, c.reason)
		}
	}
}

func TestIPokerMapping(t *testing.T) {
	// tournament, all in: Hero raises to 120 (type 23, the street total),
	// then is all in for 360 more (type 7, the amount added) against
	// Player0's 520: a call; the win includes Player0's uncalled 40
	h := sampleHand(t, "ipoker", "tour__iPoker__Flop__NLHE-3max-USD-SNG-1.00.Twister.txt", "5631759065")
	if h.Site != "iPoker" || h.Game != hand.Holdem || h.Limit != hand.NoLimit || h.Currency != "chips" || h.Button != 3 || len(h.Seats) != 3 {
		t.Errorf("header %s %v %v %s button %d", h.Site, h.Game, h.Limit, h.Currency, h.Button)
	}
	var kinds []string
	for _, a := range h.Actions {
		if a.Street == hand.Preflop && h.Seats[a.Seat].Player == "Hero" {
			kinds = append(kinds, a.Kind.String())
			if a.AllIn && (a.Kind != hand.Call || a.Amount != 360) {
				t.Errorf("hero all in for less than the raise to 520 calls 360: %+v", a)
			}
		}
	}
	if len(kinds) != 2 || kinds[0] != "raises" || kinds[1] != "calls" {
		t.Errorf("hero's actions %v", kinds)
	}
	if !h.Conventions.UncalledInCollected || len(h.Awards) != 1 || h.Awards[0].Amount != 1060 || h.Summary.Rake != 0 {
		t.Errorf("conventions %+v awards %+v", h.Conventions, h.Awards)
	}
	if len(h.Shows) != 2 || len(h.Boards) != 1 || cards.Format(h.Boards[0]) != "Kc 6d 4s 2h As" {
		t.Errorf("shows %+v boards %v", h.Shows, h.Boards)
	}

	// cash, 2021: the uncalled bet outside the win; the rake the wins imply
	h = sampleHand(t, "ipoker", "cash__iPoker__Flop__5CPLO-EUR-0.05-0.10-202105.new.date.format.txt", "3595391256")
	if h.Game != hand.Omaha5 || h.Limit != hand.PotLimit || h.Currency != "EUR" || h.Stakes.BigBlind != 10 {
		t.Errorf("header %v %v %s %+v", h.Game, h.Limit, h.Currency, h.Stakes)
	}
	if h.Conventions.UncalledInCollected || h.Summary.Rake != 7 || !h.Conventions.RakeFromMainFirst {
		t.Errorf("conventions %+v rake %d", h.Conventions, h.Summary.Rake)
	}

	// iPoker.it writes thousands "1.500"
	hs := readSample(t, "ipoker", "tour__iPoker__Flop__NLHE-EUR-SNG-0.50.iPoker.it.txt")
	if len(hs) != 1 || hs[0].Seats[0].Stack != 1500 {
		t.Errorf("%+v", hs[0].Seats)
	}

	// stud: iPoker repeats no card, the mapping holds the earlier ones
	hs = readSample(t, "ipoker", "cash__iPoker__Stud__7-StudHL-EUR-0.05-0.10-201405.txt")
	for _, h := range hs {
		seen := map[int]int{}
		for _, d := range h.Deals {
			if d.Street != hand.Third && len(d.Held) != seen[d.Seat] {
				t.Errorf("hand %s seat %d %v: held %d, dealt before %d", h.ID, d.Seat, d.Street, len(d.Held), seen[d.Seat])
			}
			seen[d.Seat] += len(d.Down) + len(d.Up)
		}
	}
}

func TestIPokerRejects(t *testing.T) {
	const session = `<?xml version="1.0" encoding="utf-8"?>
<session sessioncode="1"><general><mode>real</mode><gametype>%s</gametype><tablename>T, 1</tablename><currency>USD</currency></general>
<game gamecode="7"><general><startdate>2011-12-01 16:00:36</startdate><players><player seat="1" name="A" chips="$1" dealer="1" win="$0" bet="$0"/><player seat="2" name="B" chips="$1" dealer="0" win="$0.03" bet="$0.02"/></players></general>
<round no="0"><action no="1" player="A" type="1" sum="$0.01" cards=""/><action no="2" player="B" type="2" sum="$0.02" cards=""/></round>
<round no="1"><action no="3" player="%s" type="%s" sum="%s" cards=""/></round></game></session>`
	for _, c := range []struct {
		game, player, typ, sum string
		reason                 Reason
	}{
		{"Crazy Pineapple L $0.01/$0.02", "A", "0", "$0", ReasonUnknownGame},
		{"Holdem NL $0.01/$0.02", "Nobody", "0", "$0", ReasonUnknownPlayer},
		{"Holdem NL $0.01/$0.02", "A", "99", "$0", ReasonUnknownLine},
		{"Holdem NL $0.01/$0.02", "A", "7", "DP", ReasonBadAmount},
		{"Holdem NL $0.01/$0.02", "A", "3", "$0.001", ReasonBadAmount},
	} {
		text := fmt.Sprintf(session, c.game, c.player, c.typ, c.sum)
		doc, _ := Hands("s.xml", []byte(text))
		if len(doc.Chunks) != 1 {
			t.Fatalf("%d chunks", len(doc.Chunks))
		}
		_, e := NewParser().Parse(doc, doc.Chunks[0])
		if e == nil || e.Reason != c.reason || e.HandID != "7" {
			t.Errorf("%+v: %v, want %s", c, e, c.reason)
		}
	}
}
