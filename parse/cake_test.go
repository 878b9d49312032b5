package parse

import (
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
)

// cakeHead is the head of a Cake hand (2998011673000397's, shortened).
const cakeHead = "Hand#2998011673000397 - Innsbruck (6-max) 11673 -- $5/$10 FL Hold'em -- 2012-06-20 - 23:10:52\nDealer: Seat 9\nSeat 1: Hero ($115 in chips)\nSeat 9: Player2 ($311,50 in chips)\n"

func cakeParse(t *testing.T, text string) (*hand.Hand, *Error) {
	t.Helper()
	doc, _ := Hands("t.txt", []byte(text))
	if len(doc.Chunks) != 1 || doc.Chunks[0].Format != "cake" {
		t.Fatalf("%q: %+v", text, doc.Chunks)
	}
	return NewParser().Parse(doc, doc.Chunks[0])
}

func TestCakeRejects(t *testing.T) {
	for _, c := range []struct {
		text   string
		reason Reason
		detail string
	}{
		{"Hand#1 - Innsbruck 11673 -- $5/$10 FL Razz -- 2012-06-20 - 23:10:52\n", ReasonUnknownGame, `"FL Razz"`},
		{cakeHead + "Player2: posts small blind $2,50\nHero: posts big blind $5\nDealt to Hero [7h,8h]\nPlayer2: folds\n***SHOW DOWN***\nPlayer left the table\n", ReasonTruncated, `no "wins" line`},
		{cakeHead + "Player2: posts small blind $2,50\nHero: posts big blind $5\nPlayer2: raises to $5\n", ReasonBadAmount, "a raise to $5"},
		{cakeHead + "Player2: sings\n", ReasonUnknownLine, "sings"},
		{cakeHead + "Player2: posts small blind $2,5\n", ReasonBadAmount, "2,5"},
		{cakeHead + "Hero: posts small blind $2,50\n***SHOW DOWN***\n", ReasonTruncated, ""},
	} {
		_, e := cakeParse(t, c.text)
		if e == nil || e.Reason != c.reason || !strings.Contains(e.Error(), c.detail) {
			t.Errorf("%q: %v, want %s (%s)", c.text, e, c.reason, c.detail)
		}
	}
}

// TestCakeMapping: a decimal comma, the fixed-limit blinds from the posts,
// "is all in" by what it adds, a raise's total, the returned bet, the rake
// derived from the wins.
func TestCakeMapping(t *testing.T) {
	h, e := cakeParse(t, cakeHead+`Player2: posts small blind $2,50
Hero: posts big blind $5
Dealt to Hero [7h,8h]
Player2: raises to $10
Hero: calls $5
*** FLOP *** [Jd,7d,Ts]
Hero: is all in $105
Player2: folds
Hero: returns uncalled bet $105
***SHOW DOWN***
Hero: mucks
Hero wins $19,50
`)
	if e != nil {
		t.Fatal(e)
	}
	if h.Currency != "USD" || h.Decimals != 2 || h.Stakes.SmallBet != 500 || h.Stakes.BigBet != 1000 || h.Stakes.SmallBlind != 250 || h.Stakes.BigBlind != 500 {
		t.Errorf("unit %s %d stakes %+v", h.Currency, h.Decimals, h.Stakes)
	}
	if h.Seats[1].Stack != 31150 || h.Button != 9 || h.Table != "Innsbruck (6-max) 11673" {
		t.Errorf("seats %+v button %d table %q", h.Seats, h.Button, h.Table)
	}
	raise, allIn := h.Actions[2], h.Actions[4]
	if raise.Kind != hand.Raise || raise.To != 1000 || raise.Amount != 500 {
		t.Errorf("raise %+v", raise)
	}
	if allIn.Kind != hand.Bet || allIn.Amount != 10500 || !allIn.AllIn || allIn.Street != hand.Flop {
		t.Errorf("all in %+v", allIn)
	}
	if len(h.Returns) != 1 || h.Returns[0].Amount != 10500 || len(h.Awards) != 1 || h.Awards[0].Amount != 1950 {
		t.Errorf("returns %+v awards %+v", h.Returns, h.Awards)
	}
	// 125 put in, 105 back: the pot of 20 less the 19.50 won
	if h.Summary.Rake != 50 {
		t.Errorf("rake %d", h.Summary.Rake)
	}
}

// TestCakeEuros: a table in euros is in dollars, its blinds the posts; a
// tournament's three stakes; play money.
func TestCakeEuros(t *testing.T) {
	h, e := cakeParse(t, "Hand#2999013495000096 - Odesa (6-Max) 13495 -- €0,04/€0,08 PL Omaha -- 2012-06-21 - 05:30:58\nSeat 1: Player0 ($21,89 in chips)  (EUR €17,29)\nSeat 3: Player1 ($22,50 in chips) DEALER  (EUR €17,78)\n"+
		"Player0: posts small blind $0,05 (EUR €0,04)\nPlayer1: posts big blind $0,10 (EUR €0,08)\nPlayer0: folds\nPlayer1: returns uncalled bet $0,05 (EUR €0,04)\n***SHOW DOWN***\nPlayer1 wins $0,10 (EUR €0,08)\n")
	if e != nil {
		t.Fatal(e)
	}
	if h.Currency != "USD" || h.Stakes.SmallBlind != 5 || h.Stakes.BigBlind != 10 || h.Seats[0].Stack != 2189 || h.Button != 3 || h.Awards[0].Amount != 10 {
		t.Errorf("%s %+v %+v button %d %+v", h.Currency, h.Stakes, h.Seats, h.Button, h.Awards)
	}
	h, e = cakeParse(t, "Hand#3389E587C7000013 - $5 Heads-up PL Omaha Hi-Lo Turbo T15042503 -- CASH -- $5 + $0.25 -- 2 Max -- Table 1 -- 0/10/20 PL OmahaHiLo -- 2013/07/16 - 10:39:27\nDealer: Seat 3\nSeat 3: Player0 (1,640 in chips)\nSeat 8: Hero (1,360 in chips)\n"+
		"Player0: posts small blind 10\nHero: posts big blind 20\nPlayer0: folds\nHero: returns uncalled bet 10\n***SHOW DOWN***\nHero: mucks\nHero wins high pot 20\nThere is no low hand\n")
	if e != nil {
		t.Fatal(e)
	}
	if h.Currency != "chips" || h.Tournament != "15042503" || h.Table != "Table 1" || h.Game != hand.OmahaHiLo || h.Stakes.BigBlind != 20 || h.Seats[0].Stack != 1640 || h.Awards[0].Half != hand.WholePot {
		t.Errorf("%s %q %q %v %+v %+v %+v", h.Currency, h.Tournament, h.Table, h.Game, h.Stakes, h.Seats, h.Awards)
	}
	h, e = cakeParse(t, "Hand#2972014254000151 - Play Money 21 14254 -- 1/2 NL Hold'em -- 2012/05/24 - 19:43:08\nDealer: Seat 7\nSeat 7: Player4 (177 in chips)\nSeat 8: Player5 (198 in chips)\n"+
		"Player4: posts small blind 1\nPlayer5: posts big blind 2\nPlayer4: folds\nPlayer5: returns uncalled bet 1\n***SHOW DOWN***\nPlayer5 wins 1\n")
	if e != nil {
		t.Fatal(e)
	}
	if h.Currency != "play" || h.Summary.Rake != 0 || h.Stakes.BigBlind != 2 {
		t.Errorf("%s rake %d %+v", h.Currency, h.Summary.Rake, h.Stakes)
	}
}
