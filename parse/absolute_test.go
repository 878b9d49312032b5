package parse

import (
	"strings"
	"testing"
	"time"

	"github.com/hhcheck/hhcheck/hand"
)

// abHead is the head of an Absolute hand (1828549717's).
const abHead = "Stage #1828549717: Omaha Hi/Lo (1 on 1)  Normal $30/$60 - 2009-12-31 18:23:36.005 (ET) [ 2009-12-31 18:23:36 ]\n" +
	"Table: Linden Ct (Real Money) Seat #6 is the dealer\nSeat 6 - Player0 ($1,195.50 in chips)\nSeat 4 - Hero ($1,000 in chips)\n"

func TestAbsoluteRejects(t *testing.T) {
	checkRejects(t, []rejectCase{
		{"Stage #1: Razz  Normal $1/$2 - 2009-12-31 18:23:36 (ET)\n", ReasonUnknownGame, `"Razz"`},
		{"Stage #1: Holdem  Normal $2 - 2009-12-31 18:23:36 (ET)\n", ReasonBadHeader, "one stake"},
		{abHead + "Player0 - Posts small blind $15\nHero - Posts big blind $30\n*** POCKET CARDS ***\nPlayer0 - Raises $40 to $60\n", ReasonBadAmount, "does not reach $60"},
		{abHead + "*** POCKET CARDS ***\nPlayer0 - Juggles\n", ReasonUnknownLine, "Juggles"},
		{abHead + "*** SUMMARY ***\nTotal Pot($0)\nSeat 5: Player0 Folded on the FLOP\n", ReasonUnknownPlayer, "seat 5"},
		{strings.Replace(abHead, "Table: Linden Ct (Real Money) Seat #6 is the dealer\n", "", 1) + "*** SUMMARY ***\nTotal Pot($0)\n", ReasonMissingLine, "no table line"},
		{abHead + "*** 3rd STREET ***\n", ReasonUnknownLine, "3rd STREET"},
	})
}

// TestAbsoluteMapping: the header's fixed-limit stakes and time (ET), the
// raise's total, the return, the walk's convention.
func TestAbsoluteMapping(t *testing.T) {
	text := abHead + `Player0 - Posts small blind $15
Hero - Posts big blind $30
*** POCKET CARDS ***
Dealt to Hero [9h Qc 2d 3h]
Player0 - Raises $45 to $60
Hero - Calls $30
*** FLOP *** [Jc 5h 2c]
Hero - Checks
Player0 - Bets $30
Hero - Folds
Player0 - returned ($30) : not called
*** SHOW DOWN ***
Player0 - Does not show
Player0 Collects $119.25 from main pot
*** SUMMARY ***
Total Pot($120) | Rake ($0.75)
Board [Jc 5h 2c]
Seat 4: Hero (big blind) Folded on the FLOP
Seat 6: Player0 (dealer) (small blind) collected Total ($119.25) HI:($119.25)  [Does not show]
`
	doc, _ := Hands("t.txt", []byte(text))
	h, e := NewParser().Parse(doc, doc.Chunks[0])
	if e != nil {
		t.Fatal(e)
	}
	if h.Site != "Absolute" || h.Game != hand.OmahaHiLo || h.Limit != hand.FixedLimit || h.MaxSeats != 2 || h.Button != 6 || h.Table != "Linden Ct" {
		t.Errorf("head: %+v", h)
	}
	if s := h.Stakes; s.SmallBet != 3000 || s.BigBet != 6000 || s.SmallBlind != 1500 || s.BigBlind != 3000 {
		t.Errorf("stakes %+v", s)
	}
	if want := time.Date(2009, 12, 31, 23, 23, 36, 0, time.UTC); !h.Start.Equal(want) {
		t.Errorf("start %v, want %v", h.Start, want)
	}
	var raise *hand.Action
	for i := range h.Actions {
		if h.Actions[i].Kind == hand.Raise {
			raise = &h.Actions[i]
		}
	}
	if raise == nil || raise.Amount != 3000 || raise.To != 6000 {
		t.Errorf("raise %+v", raise)
	}
	if len(h.Returns) != 1 || h.Returns[0].Amount != 3000 || len(h.Awards) != 1 || h.Awards[0].Amount != 11925 || h.Summary.Rake != 75 || h.Summary.TotalPot != 12000 {
		t.Errorf("returns %+v awards %+v summary %+v", h.Returns, h.Awards, h.Summary)
	}
	if c := h.Conventions; !c.RecordsUncalled || c.UncalledInCollected {
		t.Errorf("conventions %+v", c)
	}
	if c := absoluteConventions(&hand.Hand{}); c.RecordsUncalled || !c.UncalledInCollected {
		t.Errorf("a walk's conventions %+v", c)
	}
}
