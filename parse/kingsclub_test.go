package parse

import (
	"slices"
	"testing"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
)

// kcHead is the head of a Kings Club hand (hand 39969456's, shortened).
const kcHead = "#39969456: Pot Limit Omaha - 5/10\n2021-01-02 15:54:07\nTable '8 Game Mix' Seat 1 is the button\nSeat 1: Player0 (1,000)\nSeat 6: Hero (1,000)\n"

func TestKingsClubRejects(t *testing.T) {
	checkRejects(t, []rejectCase{
		{"#40091899: Limit 2-7 Razz - 22/44\n2021-01-06 07:03:50\n", ReasonUnknownGame, `"Limit 2-7 Razz"`},
		{"#40201390: Limit Badacey - 22/44\n", ReasonUnknownGame, "Badacey"},
		{kcHead + "*** SUMMARY ***\nSeat 1: Player0 (1,104) +105\n", ReasonBadAmount, "not +105"},
		{kcHead + "*** SUMMARY ***\nSeat 2: Player0 (1,104) +104\n", ReasonUnknownPlayer, "seat 2"},
		{kcHead + "Player0: posts the small blind 5\nHero: posts the big blind 10\nDealt to Hero: [4s Qc 2c Jd]\nPlayer0 calls 5\n", ReasonBadAmount, "a call to 5"},
		{kcHead + "Dealt to Hero: [4s Qc 2c Jd]\n*** BOARD 2 - RIVER *** [- - - 5d] [3h]\n", ReasonBadCard, "first run has 0 cards"},
		{kcHead + "Player0 sings\n", ReasonUnknownLine, "sings"},
	})
}

// TestKingsClubMapping: the amounts are street totals, a board run twice
// repeats the first run's cards as "-", a stud line repeats no earlier
// card and a draw's kept cards are the ones held less the ones thrown.
func TestKingsClubMapping(t *testing.T) {
	h, e := parseOne(t, kcHead+`Player0: posts the small blind 5
Hero: posts the big blind 10
*** HOLE CARDS ***
Dealt to Hero: [4s Qc 2c Jd]
Player0 raises to 30
Hero calls 30
*** FLOP *** [9s Jh 2s]
Hero bets 30
Player0 raises to 100
Hero calls 100
*** BOARD 1 - RIVER *** [9s Jh 2s 8c] [Th]
*** BOARD 2 - RIVER *** [- - - 5d] [3h]
*** SUMMARY ***
Seat 1: Player0 (870) -130
Seat 6: Hero (1,128) +128
Rake 2
Hero wins pot (258)
`)
	if e != nil {
		t.Fatal(e)
	}
	type act struct {
		kind       hand.ActionKind
		amount, to hand.Money
	}
	var got []act
	for _, a := range h.Actions {
		got = append(got, act{a.Kind, a.Amount, a.To})
	}
	want := []act{{hand.PostSmallBlind, 500, 0}, {hand.PostBigBlind, 1000, 0}, {hand.Raise, 2000, 3000}, {hand.Call, 2000, 0},
		{hand.Bet, 3000, 0}, {hand.Raise, 7000, 10000}, {hand.Call, 7000, 0}}
	if !slices.Equal(got, want) {
		t.Errorf("actions %v, want %v", got, want)
	}
	if len(h.Boards) != 2 || cards.Format(h.Boards[1]) != "9s Jh 2s 5d 3h" || cards.Format(h.Boards[0]) != "9s Jh 2s 8c Th" {
		t.Errorf("boards %v", h.Boards)
	}
	if h.Summary.Rake != 200 || len(h.Awards) != 1 || h.Awards[0].Amount != 25800 || h.Limit != hand.PotLimit || h.Stakes.BigBlind != 1000 {
		t.Errorf("summary %+v, awards %+v, limit %v, stakes %+v", h.Summary, h.Awards, h.Limit, h.Stakes)
	}

	h, e = parseOne(t, `#1: Limit Badugi - 30/60
2020-10-30 19:53:19
Table 'Bronx  BT' Seat 1 is the button
Seat 1: Player0 (1,285)
Seat 5: Hero (600)
*** 1ST BETTING ROUND ***
Player0: posts the small blind 15
Hero: posts the big blind 30
Dealt to Player0: [X X X X]
Dealt to Hero: [8d 7s 8h 9d]
Player0 calls 30
Hero checks
*** 1ST DRAW ***
Hero discards [8h] draws [2c]
Player0 draws 2
*** 2ND BETTING ROUND ***
Hero checks
Player0 checks
*** SUMMARY ***
`)
	if e != nil {
		t.Fatal(e)
	}
	if h.Stakes.SmallBlind != 1500 || h.Stakes.SmallBet != 3000 || h.Actions[2].Street != hand.PreDraw || h.Actions[0].Street != hand.NoStreet {
		t.Errorf("stakes %+v, actions %+v", h.Stakes, h.Actions)
	}
	last := h.Deals[len(h.Deals)-1]
	if cards.Format(last.Held) != "8d 7s 9d" || cards.Format(last.Down) != "2c" || last.Street != hand.AfterDraw1 {
		t.Errorf("draw deal %+v", last)
	}
	if d := h.Actions[4]; d.Kind != hand.Discard || d.Count != 1 || d.Street != hand.AfterDraw1 {
		t.Errorf("discard %+v", d)
	}
	if d := h.Actions[5]; d.Kind != hand.Discard || d.Count != 2 || len(d.Cards) != 0 {
		t.Errorf("opponent's draw %+v", d)
	}
}

// TestKingsClubStud: the street lines are numbered one less than the
// street they deal; the bring-in's completion is "bets".
func TestKingsClubStud(t *testing.T) {
	h, e := parseOne(t, `#2: Limit Seven Card Stud - 44/88
2020-10-26 19:00:47
Table 'Real Deal Mix'
Seat 1: Player0 (2,146.30)
Seat 7: Hero (2,487.95)
Player0: posts ante 33.16
Hero: posts ante 33.16
Dealt to Player0: [X X 2s]
Dealt to Hero: [Td Ad 4s]
Player0 brings in for 33.16
Hero bets 44
Player0 raises to 77.16
Hero calls 77.16
*** 3RD STREET ***
Dealt to Player0: [3h]
Dealt to Hero: [7d]
*** SUMMARY ***
`)
	if e != nil {
		t.Fatal(e)
	}
	c := h.Actions[3]
	r := h.Actions[4]
	if c.Kind != hand.Complete || c.To != 4400 || r.Kind != hand.Raise || r.Amount != 3316 || r.To != 7716 || h.Actions[5].Amount != 3316 {
		t.Errorf("actions %+v", h.Actions)
	}
	d := h.Deals[len(h.Deals)-1]
	if d.Street != hand.Fourth || cards.Format(d.Up) != "7d" || cards.Format(d.Held) != "Td Ad 4s" {
		t.Errorf("4th street deal %+v", d)
	}
	if d := h.Deals[0]; len(d.Down) != 0 || cards.Format(d.Up) != "2s" || d.Street != hand.Third {
		t.Errorf("3rd street deal %+v", d)
	}
	if !h.Conventions.StudRaiseAddsBringIn || h.Stakes.BringIn != 3316 || h.Stakes.Ante != 3316 {
		t.Errorf("conventions %+v, stakes %+v", h.Conventions, h.Stakes)
	}
}
