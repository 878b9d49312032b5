package parse

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
)

func findHand(t *testing.T, hs []*hand.Hand, id string) *hand.Hand {
	t.Helper()
	for _, h := range hs {
		if h.ID == id {
			return h
		}
	}
	t.Fatalf("no hand %s", id)
	return nil
}

func TestBovadaMapping(t *testing.T) {
	zone := readSample(t, "bovada", "HH20190401-034248 - 2293588 - ZONE - $0.02-$0.05 - HOLDEMZonePoker - NL - ZonePoker No.1365.txt")
	if len(zone) != 68 {
		t.Errorf("%d zone hands, want 68", len(zone))
	}
	h := findHand(t, zone, "3754478082")
	switch {
	case h.Site != "Bovada" || !h.Pool || h.Game != hand.Holdem || h.Limit != hand.NoLimit || h.Currency != "USD" || h.Decimals != 2:
		t.Errorf("header: %+v", h)
	case h.Stakes.SmallBlind != 2 || h.Stakes.BigBlind != 5:
		t.Errorf("stakes from the blinds posted: %+v", h.Stakes)
	case !h.Summary.HasTotal || h.Summary.TotalPot != 150 || h.Summary.Rake != 7:
		t.Errorf("total $1.50, rake 5%% = $0.07: %+v", h.Summary)
	case len(h.Awards) != 1 || h.Awards[0].Amount != 143 || h.Seats[h.Awards[0].Seat].Player != "Big Blind":
		t.Errorf("awards %+v", h.Awards)
	case len(h.Boards) != 1 || len(h.Boards[0]) != 5:
		t.Errorf("board %v", h.Boards)
	case h.Conventions.OddChip != hand.OddChipFromBigBlind || h.Conventions.RecordsUncalled == (len(h.Returns) == 0 && len(h.Boards) == 0):
		t.Errorf("conventions %+v", h.Conventions)
	}
	// the cards shown are the hole cards dealt, not the five that play
	for _, s := range h.Shows {
		if len(s.Cards) != 2 {
			t.Errorf("show %+v", s)
		}
	}
	// an empty Zone summary: no total, the rake from the chips put in
	var empty int
	for _, h := range zone {
		if !h.Summary.HasTotal {
			empty++
		}
	}
	if empty == 0 {
		t.Error("no hand without a total in the Zone file")
	}

	// tournament: numbers of seats not in table order are renumbered, the
	// all-in ante is an ante, side pots named last first
	tour := readSample(t, "bovada", "tour__Bovada__Flop__NLHE-9max-USD-MTT - No Limit Holdem (Rebuy) - $2-$0.25 - 201301.allin.ante.txt")[0]
	if tour.Tournament != "2750220" || tour.Currency != "chips" || tour.Stakes.BigBlind != 1200 || tour.Summary.Rake != 0 {
		t.Errorf("tournament %+v", tour)
	}
	var antes int
	for _, a := range tour.Actions {
		if a.Kind == hand.PostAnte {
			antes++
		}
	}
	if antes != 7 {
		t.Errorf("%d antes, want 7 (one all-in)", antes)
	}
	pots := map[int]hand.Money{}
	for _, a := range tour.Awards {
		pots[a.Pot] += a.Amount
	}
	if pots[0] != 84 || pots[1] != 124760 {
		t.Errorf("pots %v", pots)
	}

	// 2012: "Raises $x" without "to" is the total
	old := readSample(t, "bovada", "cash__Bovada__Flop__NLHE-USD-0.10-0.25-201208.raise.to.format.change.txt")
	for _, a := range old[0].Actions {
		if a.Kind == hand.Raise && a.To == 0 {
			t.Errorf("raise without total: %+v", a)
		}
	}
}

func TestBovadaRejects(t *testing.T) {
	for _, c := range []struct {
		text   string
		reason Reason
		detail string
	}{
		{"Bodog Hand #1 TBL#2 7CARD Fixed Limit - 2012-05-07 03:40:07\nSeat+1: $0.57 in chips\nSeat+1 : Card dealt to a spot [Qc 5c]\n", ReasonUnknownLine, "2 cards"},
		{"Bovada Hand #1 TBL#2 HOLDEM No Limit - 2019-04-17 15:43:06\nSeat 1: UTG ($1 in chips)\nSeat 2: Dealer ($1 in chips)\nDealer : Set deale  r [5]\n", ReasonUnknownLine, "deale"},
		{"Bovada Hand #1 TBL#2 HOLDEM No Limit - 2019-04-17 15:43:06\nSeat 1: UTG ($1 in chips)\nUTG+4 : Folds\n", ReasonUnknownPlayer, "UTG+4"},
		{"Bovada Hand #1 HOLDEM No Limit\n", ReasonBadHeader, ""},
	} {
		doc, _ := Hands("t.txt", []byte(c.text))
		if len(doc.Chunks) != 1 {
			t.Fatalf("%q: %d chunks", c.text, len(doc.Chunks))
		}
		_, e := NewParser().Parse(doc, doc.Chunks[0])
		if e == nil || e.Reason != c.reason || !strings.Contains(e.Error(), c.detail) {
			t.Errorf("%q: %v, want %s", c.text, e, c.reason)
		}
	}
}

// TestCorpusBovadaRake: the rake model covers the real 2019 cash hands
// and tournaments; the rest take what the total leaves (rake_unmodelled).
func TestCorpusBovadaRake(t *testing.T) {
	f, err := os.Open(filepath.Join(sharedDir, "INVENTORY.tsv"))
	if err != nil {
		t.Skipf("no ../shared: %v", err)
	}
	defer f.Close()
	data, _ := os.ReadFile(filepath.Join(sharedDir, "INVENTORY.tsv"))
	var modelled, unmodelled, cash int
	p := NewParser()
	for _, line := range strings.Split(string(data), "\n") {
		c := strings.Split(line, "\t")
		if len(c) < 11 || c[10] != "Bovada" {
			continue
		}
		b, err := os.ReadFile(filepath.Join(sharedDir, c[0]))
		if err != nil {
			t.Fatal(err)
		}
		doc, _ := Hands(c[0], b)
		for _, ch := range doc.Chunks {
			h, e := p.Parse(doc, ch)
			if e != nil {
				continue
			}
			if h.Tournament == "" {
				cash++
			}
			un := false
			for _, n := range h.Notes {
				if n.Kind == "rake_unmodelled" {
					un = true
				}
			}
			if un {
				unmodelled++
			} else {
				modelled++
			}
		}
	}
	t.Logf("%d hands with the rake modelled, %d taking what the total leaves (%d cash hands)", modelled, unmodelled, cash)
	// the two not modelled: fixed-limit Hold'em at $30/$60 (3183548059,
	// $3 of $765) and $8/$16 (2725384529, $2 of $184), one hand each
	if modelled < 7000 || unmodelled > 2 {
		t.Errorf("rake model covers %d hands, %d not", modelled, unmodelled)
	}
}

// TestBovadaStudMapping: the 2012 stud file writes no street lines; each
// seat's n-th deal line is the n-th street's.
func TestBovadaStudMapping(t *testing.T) {
	hs := readSample(t, "bovada", "cash__Bovada__Stud__7-Stud-USD-2.00-4.00-201205.txt")
	if len(hs) != 4 {
		t.Fatalf("%d stud hands, want 4", len(hs))
	}
	h := findHand(t, hs, "2604291577")
	switch {
	case h.Site != "Bodog" || h.Game != hand.Stud || h.Limit != hand.FixedLimit || h.Currency != "USD":
		t.Errorf("header: %+v", h)
	case h.Stakes != hand.Stakes{Ante: 1, BringIn: 2}:
		t.Errorf("stakes: only the ante and bring-in written, the bets unknown: %+v", h.Stakes)
	case len(h.Seats) != 3 || h.Seats[0].Player != "Seat+1" || h.Seats[1].Number != 3 || h.Seats[1].Stack != 56:
		t.Errorf("seats %+v", h.Seats)
	case h.Conventions.UncalledInCollected:
		t.Errorf("no stud hand is a walk: %+v", h.Conventions)
	}
	// deals: 3 (3rd street: two down, one up), 3 on 4th, 3 on 5th, 2 on 6th
	streets := map[hand.Street]int{}
	for _, d := range h.Deals {
		streets[d.Street]++
		if d.Street == hand.Third && (len(d.Down) != 2 || len(d.Up) != 1 || len(d.Held) != 0) ||
			d.Street > hand.Third && (len(d.Up) != 1 || len(d.Held) != int(d.Street-hand.Third)+2) {
			t.Errorf("deal %+v", d)
		}
	}
	if streets[hand.Third] != 3 || streets[hand.Fourth] != 3 || streets[hand.Fifth] != 3 || streets[hand.Sixth] != 2 || streets[hand.Seventh] != 0 {
		t.Errorf("deals per street %v", streets)
	}
	// the actions take the street of the deal lines before them: "D bets
	// $0.10" on 4th street, "Bets $0.10" on 5th and 6th
	var bets []hand.Street
	for _, a := range h.Actions {
		switch a.Kind {
		case hand.BringIn:
			if a.Street != hand.Third || a.Amount != 2 || h.Seats[a.Seat].Player != "Seat+1" {
				t.Errorf("bring-in %+v", a)
			}
		case hand.Bet:
			bets = append(bets, a.Street)
		}
	}
	if len(bets) != 3 || bets[0] != hand.Fourth || bets[1] != hand.Fifth || bets[2] != hand.Sixth {
		t.Errorf("bets on streets %v", bets)
	}
	// the seat that sat out was dealt nothing
	h = findHand(t, hs, "2604291787")
	if !h.Seats[1].SittingOut || h.Seats[0].SittingOut || h.Seats[2].SittingOut {
		t.Errorf("sitting out: %+v", h.Seats)
	}
}

// TestBovadaStreetsUnwritten: the 2012 layout writes no street lines;
// each street starts where the betting closed the one before (a player
// acting when everybody still in has acted and matched the bet), its
// cards from the summary's board. Real hand 2641146259: every line's
// street, and the tied side pot compared per player (two side-pot lines
// of one amount).
func TestBovadaStreetsUnwritten(t *testing.T) {
	h := readSample(t, "bovada", "tour__Bovada__Flop__PLO8-USD-MTT - $10-$1 - 201207.allin.call.pf.txt")[0]
	want := map[int]hand.Street{26: hand.Preflop, 29: hand.Preflop, 30: hand.Preflop, 32: hand.Flop, 35: hand.Flop,
		36: hand.Turn, 40: hand.Turn, 41: hand.River, 43: hand.River}
	for _, a := range h.Actions {
		if st, ok := want[a.Line]; ok && a.Street != st {
			t.Errorf("line %d: street %v, want %v", a.Line, a.Street, st)
		}
		delete(want, a.Line)
	}
	if len(want) != 0 {
		t.Errorf("no action on lines %v", want)
	}
	if len(h.Boards) != 1 || len(h.Boards[0]) != 5 {
		t.Errorf("board %v, want the summary's five cards", h.Boards)
	}
	notes := 0
	for _, n := range h.Notes {
		if n.Kind == "streets_unwritten" {
			notes++
		}
	}
	if notes != 1 {
		t.Errorf("%d streets_unwritten notes, want 1: %+v", notes, h.Notes)
	}
	for _, a := range h.Awards {
		if a.Pot != hand.PotUnnamed {
			t.Errorf("award %+v: two side-pot lines of one amount name no pot", a)
		}
	}
	// a hand written by the project in that layout: each action after a
	// closed round is the next street's (a check-down to the river)
	text := "Bovada Hand #1: OMAHA HiLo Tournament #2 TBL#3, Pot Limit- Level 5 (50/100) - 2012-07-23 20:53:32\n" +
		"Seat 1: Small Blind (1,000 in chips)\nSeat 2: Big Blind (1,000 in chips)\nSeat 3: Dealer (1,000 in chips)\n" +
		"Small Blind : Ante/Small blind 50\nBig Blind : Big blind/Bring in 100\n*** HOLE CARDS ***\n" +
		"Small Blind : Card dealt to a spot [2s 4c 3c 5h]\nBig Blind : Card dealt to a spot [3s Jh Th 6d]\nDealer : Card dealt to a spot [7c 7s 9h Kc]\n" +
		"Dealer : Call 100\nSmall Blind : Call 50\nBig Blind : Raises 200\nDealer : Call 100\nSmall Blind : Folds\n" +
		"Big Blind : Bets 300\nDealer : Call 300\nBig Blind : Checks\nDealer : Checks\nBig Blind : Checks\nDealer : Checks\n" +
		"Big Blind : Showdown [Jh Th Ts Jd Js] (Full House)\nDealer : Showdown [7c 7s Ts Jd Js] (Two pair)\nBig Blind : Hand Result 1100\n" +
		"*** SUMMARY ***\nTotal Pot(1100)\nBoard [Ts Jd 5d Js 5c]\n"
	doc, _ := Hands("t.txt", []byte(text))
	h2, e := NewParser().Parse(doc, doc.Chunks[0])
	if e != nil {
		t.Fatal(e)
	}
	var streets []hand.Street
	for _, a := range h2.Actions[2:] {
		streets = append(streets, a.Street)
	}
	wantStreets := []hand.Street{hand.Preflop, hand.Preflop, hand.Preflop, hand.Preflop, hand.Preflop,
		hand.Flop, hand.Flop, hand.Turn, hand.Turn, hand.River, hand.River}
	if !slices.Equal(streets, wantStreets) {
		t.Errorf("streets %v, want %v", streets, wantStreets)
	}
}
