package parse

import (
	"slices"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
)

// bfHead is the head of a Betfair hand (hand 100000000's, shortened).
const bfHead = `***** Betfair Poker Hand History for Game 100000000 *****
PL $0.05/$0.10 Omaha - Sunday, October 18, 20:00:00 GMT 2009
Table Death 1 6-max (Real Money)
Seat 2 is the button
Total number of active players : 3
Seat 1: Hero ( $1 )
Seat 2: Player3 ( $9.38 )
Seat 3: Player2 ( $2.82 )
`

// TestBetfairMapping: "raises to" is the total, "calls" what the call
// adds, "goes all-in" marks the next action, the wins name their pots, a
// straight's description is turned around.
func TestBetfairMapping(t *testing.T) {
	h, e := parseOne(t, bfHead+`Player2 posts small blind [$0.05]
Hero posts big blind [$0.10]
** Dealing down cards **
Dealt to Hero [ 7c, 6c, 5h, Jh ]
Player3 calls [$0.10]
Player2 raises to [$0.30]
Hero goes all-in
Hero raises to [$1]
Player3 calls [$0.90]
Player2 calls [$0.70]
** Dealing Flop ** [ 4d, 5d, 6d ]
** Dealing Turn ** [ 3s ]
** Dealing River ** [ 4c ]
** Showdown **
Hero shows [ 7c, 6c, 5h, Jh ] a straight, Seven to Three
** Hand Conclusion **
Hero wins $2.80 from main pot with a straight, Seven to Three
************  Game 100000000 ends  ************
`)
	if e != nil {
		t.Fatal(e)
	}
	type act struct {
		kind       hand.ActionKind
		amount, to hand.Money
		allIn      bool
	}
	var got []act
	for _, a := range h.Actions {
		got = append(got, act{a.Kind, a.Amount, a.To, a.AllIn})
	}
	want := []act{{hand.PostSmallBlind, 5, 0, false}, {hand.PostBigBlind, 10, 0, false}, {hand.Call, 10, 0, false},
		{hand.Raise, 25, 30, false}, {hand.Raise, 90, 100, true}, {hand.Call, 90, 0, false}, {hand.Call, 70, 0, false}}
	if !slices.Equal(got, want) {
		t.Errorf("actions %+v, want %+v", got, want)
	}
	if h.Site != "Betfair" || h.ID != "100000000" || h.Game != hand.Omaha || h.Limit != hand.PotLimit || h.Button != 2 || h.Stakes.BigBlind != 10 {
		t.Errorf("head: %+v", h)
	}
	if len(h.Awards) != 1 || h.Awards[0].Pot != 0 || h.Awards[0].Amount != 280 || h.Summary.Rake != 20 {
		t.Errorf("awards %+v rake %d", h.Awards, h.Summary.Rake)
	}
	if len(h.Shows) != 1 || h.Shows[0].Description != "a straight, Three to Seven" {
		t.Errorf("shows %+v", h.Shows)
	}
}

func TestBetfairRejects(t *testing.T) {
	checkRejects(t, []rejectCase{
		{strings.Replace(bfHead, "PL $0.05/$0.10 Omaha", "PL $0.05/$0.10 Razz", 1), ReasonUnknownGame, `game "pl razz"`},
		{strings.Replace(bfHead, "$0.05/$0.10", "5/10", 1), ReasonBadHeader, "without a currency"},
		{bfHead + "Hero posts big blind [$0.10]\n** Dealing down cards **\nPlayer3 raises to [$0.10]\n", ReasonBadAmount, "a raise to $0.10"},
		{bfHead + "Hero posts big blind [$0.10]\n** Dealing down cards **\nHero wins $1 from the pot\n", ReasonUnknownLine, "wins"},
	})
}
