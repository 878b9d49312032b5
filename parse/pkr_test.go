package parse

import (
	"slices"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
)

// pkHead is the head of a PKR hand (hand 2147619083's, shortened).
const pkHead = `Table #46301943 - Hellenic Aquarium
Starting Hand #2147619083
Start time of hand: 15 Aug 2012 00:33:59
Last Hand #2147618572
Game Type: HOLD'EM
Limit Type: NO LIMIT
Table Type: RING
Money Type: REAL MONEY
Blinds are now $0.02 / $0.04
Button is at seat 8
Seat 1: Player0 - $3.78
Seat 8: Player5 - $0.78
Seat 10: Player7 - $0.82 (away from table)
Shuffling Deck
Moving Button to seat 9
`

// TestPKRMapping: a call names the street's total, "posts $0.02 dead" is
// dead, "posts $0" nothing, the button is the one moved to, a seat away
// sits out, the awards name their pots and halves.
func TestPKRMapping(t *testing.T) {
	h, e := parseOne(t, pkHead+`Player0 posts small blind ($0.02)
Player5 posts $0
Player5 posts $0.02 dead
Player5 posts big blind ($0.04)
Player0: hi
Dealing Cards
Dealing [A s][4 d] to Player5
Player0 raises to $0.12
Player5 calls $0.12
Pot sizes: $0.26
Dealing Flop [4 d][3 d][6 c]
Player0 bets $0.10
Player5 folds
Player0 doesn't show
Player0 wins $0.16 from side pot #1
Player0 wins $0.10 with: High Card: Ace
Seat 1: Player0 - $3.92
End of Hand #2147619083
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
	want := []act{{hand.PostSmallBlind, 2, 0}, {hand.PostDeadBlind, 2, 0}, {hand.PostBigBlind, 4, 0},
		{hand.Raise, 8, 12}, {hand.Call, 8, 0}, {hand.Bet, 10, 0}, {hand.Fold, 0, 0}}
	if !slices.Equal(got, want) {
		t.Errorf("actions %+v, want %+v", got, want)
	}
	if h.ID != "2147619083" || h.Table != "Hellenic Aquarium" || h.Button != 9 || h.Currency != "USD" ||
		h.Stakes.SmallBlind != 2 || h.Stakes.BigBlind != 4 || !h.Seats[2].SittingOut || h.Seats[0].SittingOut {
		t.Errorf("head: %+v", h)
	}
	if len(h.Awards) != 2 || h.Awards[0].Pot != 1 || h.Awards[1].Pot != 0 || h.Awards[0].Half != hand.WholePot {
		t.Errorf("awards %+v", h.Awards)
	}
	if len(h.Deals) != 1 || len(h.Deals[0].Down) != 2 || len(h.Boards) != 1 || len(h.Boards[0]) != 3 {
		t.Errorf("deals %+v boards %v", h.Deals, h.Boards)
	}
	kinds := map[string]bool{}
	for _, n := range h.Notes {
		kinds[n.Kind] = true
	}
	for _, k := range []string{"posts_nothing", "chat", "pot_sizes", "no_show", "end_stack", "unknown_time_zone"} {
		if !kinds[k] {
			t.Errorf("no %q note in %+v", k, h.Notes)
		}
	}
}

// TestPKRHalves: a hi/lo pot's high and low awards keep their halves; a
// high award in a pot with no low award is the whole pot.
func TestPKRHalves(t *testing.T) {
	head := strings.Replace(pkHead, "Game Type: HOLD'EM\nLimit Type: NO LIMIT", "Game Type: OMAHA HI/LO\nLimit Type: POT LIMIT", 1)
	tail := "Seat 1: Player0 - $3.78\nEnd of Hand #2147619083\n"
	h, e := parseOne(t, head+"Dealing Cards\nPlayer0 ties, and wins $1 with high hand: Straight\nPlayer5 ties $1 with low hand: A2345\n"+tail)
	if e != nil || h.Game != hand.OmahaHiLo || h.Limit != hand.PotLimit {
		t.Fatalf("%v %+v", e, h)
	}
	if h.Awards[0].Half != hand.HighHalf || h.Awards[1].Half != hand.LowHalf {
		t.Errorf("halves %+v", h.Awards)
	}
	h, e = parseOne(t, head+"Dealing Cards\nPlayer0 wins $2 with high hand: Straight\n"+tail)
	if e != nil || h.Awards[0].Half != hand.WholePot {
		t.Errorf("no low: %v %+v", e, h.Awards)
	}
}

func TestPKRRejects(t *testing.T) {
	checkRejects(t, []rejectCase{
		{strings.Replace(pkHead, "HOLD'EM", "STUD", 1), ReasonUnknownGame, `game "STUD"`},
		{strings.Replace(pkHead, "NO LIMIT", "FIXED LIMIT", 1), ReasonUnknownGame, `limit "FIXED LIMIT"`},
		{strings.Replace(pkHead, "$0.02 / $0.04", "2 / 4", 1), ReasonBadHeader, "without a currency"},
		{strings.Replace(pkHead, "Starting Hand #2147619083\n", "", 1) + "End of Hand #1\n", ReasonMissingLine, "Starting Hand"},
		{pkHead + "Player0 posts small blind ($0.02)\n", ReasonTruncated, ""},
		{pkHead + "Player9 folds\n", ReasonUnknownLine, "Player9 folds"},
		{pkHead + "Player0 sings\n", ReasonUnknownLine, "sings"},
		{pkHead + "Player0 posts big blind ($0.04)\nDealing Cards\nPlayer5 calls $0.04\nPlayer0 calls $0.04\n", ReasonBadAmount, "a call to $0.04"},
		{pkHead + "Dealing Cards\nSeat 2: Hero - $1\n", ReasonUnknownPlayer, "seat 2"},
		{pkHead + "Dealing Cards\nDealing [A s][4] to Player5\n", ReasonUnknownLine, "Dealing"},
	})
}

// TestPKRHeadLines: a hand without one of the head's lines is rejected
// missing_line.
func TestPKRHeadLines(t *testing.T) {
	for _, drop := range []string{"Table Type: RING\n", "Money Type: REAL MONEY\n", "Blinds are now $0.02 / $0.04\n", "Game Type: HOLD'EM\n"} {
		_, e := parseOne(t, strings.Replace(pkHead, drop, "", 1)+"End of Hand #2147619083\n")
		if e == nil || e.Reason != ReasonMissingLine {
			t.Errorf("without %q: %v", drop, e)
		}
	}
	_, e := parseOne(t, strings.Replace(strings.Replace(pkHead, "Button is at seat 8\n", "", 1), "Moving Button to seat 9\n", "", 1)+"End of Hand #2147619083\n")
	if e == nil || e.Reason != ReasonMissingLine || !strings.Contains(e.Error(), "Button") {
		t.Errorf("without a button: %v", e)
	}
}
