package parse

import (
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
)

// enetHead is the head of an Enet hand (7732419's, shortened).
const enetHead = "Game #7732419: Omaha (€0,25/€0,50) - 23:32:44 29.7.2012 - %6\nTable 'Romania 1 - Pot Limit' 9-max Seat #1 is the button\n" +
	"Seat 1: amazing_mck (€18 in chips)\nSeat 2: cik (€58,14 in chips)\nSeat 3: tiza (€51,99 in chips)\n" +
	"cik: posts small blind €0,25\ntiza: posts big blind €0,50\n*** HOLECARDS ***\n"

func TestEnetRejects(t *testing.T) {
	checkRejects(t, []rejectCase{
		{"Game #1: Razz (€0,25/€0,50) - 23:32:44 29.7.2012 - %6\n", ReasonUnknownGame, `"Razz"`},
		{strings.Replace(enetHead, "Pot Limit", "Mixed", 1), ReasonUnknownGame, "no limit in the table's name"},
		{enetHead + "amazing_mck: posts big blind\n", ReasonBadAmount, "without its amount"},
		{enetHead + "Rake: €-2,22\n", ReasonBadAmount, "negative rake"},
		{enetHead + "amazing_mck: checks\n", ReasonMissingLine, "a check facing a bet of 50"},
		{enetHead + "amazing_mck: juggles\n", ReasonUnknownLine, "juggles"},
		{enetHead + "*** FLOP *** [Td4]\n", ReasonUnknownLine, "no board cards"},
	})
}

// TestEnetMapping: what the lines add, the decimal comma, the uncalled
// bet, the board and the summary, on 7732419's lines.
func TestEnetMapping(t *testing.T) {
	doc, _ := Hands("t.txt", []byte(enetHead+`amazing_mck: raises €2,75
cik: calls €2,50
tiza: goes all-in €51,49
amazing_mck: folds
cik: folds
Uncalled bet (€49,24) returned to tiza
Rake: €0,30
*** FLOP *** [Td4h7d]
*** TURN *** [Td4h7d2d]
*** RIVER *** [Td4h7d2dKc]
*** SHOWDOWN ***
tiza: shows [Kh3sThKs] (Three of a kind, Kings)
tiza collected (€7,95) from pot
*** SUMMARY ***
Total pot €8,25 | Rake €0,30
Board [Td4h7d2dKc]
Seat 1: amazing_mck (dealer) folded
Seat 2: cik (small blind) folded
Seat 3: tiza (big blind) showed [Kh3sThKs] and won (€7,95) with Three of a kind, Kings
`))
	h, e := NewParser().Parse(doc, doc.Chunks[0])
	if e != nil {
		t.Fatal(e)
	}
	if h.Site != "Enet" || h.Game != hand.Omaha || h.Limit != hand.PotLimit || h.Currency != "EUR" || h.Button != 1 || h.MaxSeats != 9 || h.Stakes.BigBlind != 50 {
		t.Errorf("head: %+v", h)
	}
	var kinds []string
	for _, a := range h.Actions {
		kinds = append(kinds, a.Kind.String())
	}
	if got := strings.Join(kinds, ","); got != "posts small blind,posts big blind,raises,calls,raises,folds,folds" {
		t.Errorf("actions %s", got)
	}
	if r := h.Actions[2]; r.Amount != 225 || r.To != 275 {
		t.Errorf("raise %+v", r)
	}
	if len(h.Returns) != 1 || h.Returns[0].Amount != 4924 || len(h.Awards) != 1 || h.Awards[0].Amount != 795 ||
		h.Summary.TotalPot != 825 || h.Summary.Rake != 30 || len(h.Boards) != 1 || len(h.Boards[0]) != 5 || len(h.Shows) != 1 || len(h.Summary.Seats) != 3 {
		t.Errorf("returns %+v awards %+v summary %+v boards %v shows %+v", h.Returns, h.Awards, h.Summary, h.Boards, h.Shows)
	}
}
