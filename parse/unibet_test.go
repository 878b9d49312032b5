package parse

import (
	"testing"

	"github.com/hhcheck/hhcheck/hand"
)

// ubHead is the head of a Unibet hand (1463192545's, shortened).
const ubHead = "Game #1463192545: Table €1 NL - 0.05/0.10 - No Limit Hold'Em Banzai - 13:22:50 2021/04/04\n*** Seated players ***\n" +
	"Seat 1: Player0 (€5.15)\nSeat 4: Hero (€0.95)\n*** Blinds and button ***\nHero has the button\n" +
	"Player0 posts small blind €0.05\nHero posts big blind €0.10\n*** Hole cards ***\nDealt to Hero [Ac 7c]\n*** Preflop ***\n"

func TestUnibetRejects(t *testing.T) {
	checkRejects(t, []rejectCase{
		{"Game #1: Table €1 PLO - 0.05/0.10 - Pot Limit Omaha - 13:22:50 2021/04/04\n", ReasonUnknownGame, `"Pot Limit Omaha"`},
		{"Game #1: Table NL - 0.05/0.10 - No Limit Hold'Em - 13:22:50 2021/04/04\n", ReasonBadHeader, "no currency"},
		{ubHead + "Player0 raises €0.20 to €0.30\n", ReasonBadAmount, "does not reach €0.30"},
		{ubHead + "Player0 juggles\n", ReasonUnknownLine, "juggles"},
		{ubHead + "*** Summary ***\nTotal pot €0.20 Rake €0\nSeat 1: Player0: bet €0.05 and won €0, net result: €0.05\n", ReasonBadAmount, "net result"},
		{ubHead + "*** Hole cards ***\n", ReasonUnknownLine, "after the deal"},
	})
}

// TestUnibetMapping: the currency from the table's name, the button, the
// raise's total, the win and the conventions.
func TestUnibetMapping(t *testing.T) {
	doc, _ := Hands("t.txt", []byte(ubHead+"Player0 raises €0.25 to €0.30\nHero folds\nPlayer0 wins €0.40\n*** Summary ***\nTotal pot €0.40 Rake €0\n"+
		"Seat 1: Player0: bet €0.30 and won €0.40, net result: €0.10\nSeat 4: Hero: bet €0.10 and won €0, net result: €-0.10\n"))
	h, e := NewParser().Parse(doc, doc.Chunks[0])
	if e != nil {
		t.Fatal(e)
	}
	if h.Site != "Unibet" || h.Currency != "EUR" || h.Decimals != 2 || h.Button != 4 || !h.Pool || h.Stakes.SmallBlind != 5 || h.Stakes.BigBlind != 10 {
		t.Errorf("head: %+v", h)
	}
	var raise *hand.Action
	for i := range h.Actions {
		if h.Actions[i].Kind == hand.Raise {
			raise = &h.Actions[i]
		}
	}
	if raise == nil || raise.Amount != 20 || raise.To != 30 {
		t.Errorf("raise %+v", raise)
	}
	if len(h.Awards) != 1 || h.Awards[0].Amount != 40 || h.Summary.TotalPot != 40 || len(h.Summary.Seats) != 2 || h.Summary.Seats[0].Won != 40 {
		t.Errorf("awards %+v summary %+v", h.Awards, h.Summary)
	}
	if c := h.Conventions; !c.UncalledInCollected || c.RecordsUncalled {
		t.Errorf("conventions %+v", c)
	}
}
