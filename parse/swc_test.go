package parse

import (
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
)

// swcHead is the head of a Seals With Clubs hand (6340502-110's).
const swcHead = "Hand #6340502-110 - 2013-05-02 02:14:03\nGame: Limit Hold'em (40 - 1000000) - Stakes 2/4\nSite: Seals With Clubs\nTable: LHE 6max 1/2 #1\nSeat 3: Player0 (63.68)\nSeat 5: Hero (148) - sitting out\nPlayer0 has the dealer button\n"

func swcParse(t *testing.T, text string) (*hand.Hand, *Error) {
	t.Helper()
	doc, _ := Hands("t.txt", []byte(text))
	if len(doc.Chunks) != 1 || doc.Chunks[0].Format != "swc" {
		t.Fatalf("%q: %+v", text, doc.Chunks)
	}
	return NewParser().Parse(doc, doc.Chunks[0])
}

// TestPokerMavensSites: Poker Mavens writes the format for other sites
// and home games too: the "Site:" line names the hand's site, its amounts
// are in units of no currency; a limit spelt out is read; a Seals With
// Clubs hand stays in mBTC.
func TestPokerMavensSites(t *testing.T) {
	const body = "Seat 1: Alice (1000)\nSeat 2: Bruno (800)\nAlice has the dealer button\nAlice posts small blind 5\nBruno posts big blind 10\n** Hole Cards **\nAlice folds\nBruno refunded 5\nBruno wins Pot (10)\nRake (0)\n"
	for _, c := range []struct {
		game, site         string
		wantSite, wantCurr string
		wantLimit          hand.Limit
		wantGame           hand.GameType
	}{
		{"No Limit Hold'em (100 - 1000) - Blinds 5/10", "Friday Night Poker", "Friday Night Poker", "chips", hand.NoLimit, hand.Holdem},
		{"Pot Limit Omaha (100 - 1000) - Blinds 5/10", "Friday Night Poker", "Friday Night Poker", "chips", hand.PotLimit, hand.Omaha},
		{"NL Hold'em (100 - 1000) - Blinds 5/10", "Seals With Clubs", "Seals With Clubs", "mBTC", hand.NoLimit, hand.Holdem},
	} {
		h, e := swcParse(t, "Hand #7-1 - 2020-01-02 20:00:00\nGame: "+c.game+"\nSite: "+c.site+"\nTable: T\n"+body)
		if e != nil {
			t.Fatalf("%s: %v", c.game, e)
		}
		if h.Site != c.wantSite || h.Currency != c.wantCurr || h.Decimals != 2 || h.Limit != c.wantLimit || h.Game != c.wantGame || h.Stakes.BigBlind != 1000 {
			t.Errorf("%s / %s: site %q %s/%d %v %v %+v", c.game, c.site, h.Site, h.Currency, h.Decimals, h.Limit, h.Game, h.Stakes)
		}
	}
	if _, e := swcParse(t, "Hand #7-1 - 2020-01-02 20:00:00\nGame: NL Hold'em (100 - 1000) - Blinds 5/10\nSite: \n"); e == nil || e.Reason != ReasonUnknownLine {
		t.Errorf("a site line naming nobody: %v", e)
	}
}

func TestSWCRejects(t *testing.T) {
	for _, c := range []struct {
		text   string
		reason Reason
		detail string
	}{
		{"Hand #1-2 - 2013-05-02 02:14:03\nGame: PL Razz (1 - 2) - Blinds 1/2\n", ReasonUnknownGame, `"PL Razz"`},
		{"Hand #1-2 - 2013-05-02 02:14:03\nGame: NL Hold'em (1 - 2) - Stakes 1/2\n", ReasonBadHeader, `"Stakes" in a NL game`},
		{swcHead + "Player0 posts small blind 1\nHero posts big blind 2\n** Hole Cards **\nPlayer0 folds\nRake (0)\n", ReasonTruncated, ""},
		{swcHead + "Player0 posts small blind 1\nHero posts big blind 2\n** Hole Cards **\nPlayer0 folds\nHero refunded 1\nHero wins Pot (2)\n", ReasonMissingSummary, ""},
		{swcHead + "Player0 posts small blind 1.005\n", ReasonBadAmount, "1.005"},
		{swcHead + "Player0 sings\n", ReasonUnknownLine, "sings"},
	} {
		_, e := swcParse(t, c.text)
		if e == nil || e.Reason != c.reason || !strings.Contains(e.Error(), c.detail) {
			t.Errorf("%q: %v, want %s (%s)", c.text, e, c.reason, c.detail)
		}
	}
}

// TestSWCMapping: hundredths of an mBTC, the fixed-limit bets from the
// header and the blinds from the posts, a raise's total, a refund, the
// rake, the kickers written as a kicker note.
func TestSWCMapping(t *testing.T) {
	h, e := swcParse(t, swcHead+`Player0 posts small blind 1
Hero posts big blind 2
** Hole Cards **
Dealt to Hero [Js 7d]
Player0 raises to 4
Hero calls 2
** Flop ** [2d Qc 6c]
Hero bets 2
Player0 folds
Hero refunded 2
** Pot Show Down ** [2d Qc 6c]
Hero shows [Js 7d] (High Card Queen +J762)
Hero wins Pot (7.70)
Rake (0.30)
`)
	if e != nil {
		t.Fatal(e)
	}
	if h.Currency != "mBTC" || h.Decimals != 2 || h.Stakes.SmallBet != 200 || h.Stakes.BigBet != 400 || h.Stakes.SmallBlind != 100 || h.Stakes.BigBlind != 200 {
		t.Errorf("unit %s %d stakes %+v", h.Currency, h.Decimals, h.Stakes)
	}
	if h.Seats[0].Stack != 6368 || !h.Seats[1].SittingOut || h.Button != 3 || h.Table != "LHE 6max 1/2 #1" {
		t.Errorf("seats %+v button %d table %q", h.Seats, h.Button, h.Table)
	}
	if r := h.Actions[2]; r.Kind != hand.Raise || r.To != 400 || r.Amount != 200 || r.Street != hand.Preflop {
		t.Errorf("raise %+v", r)
	}
	if len(h.Returns) != 1 || h.Returns[0].Amount != 200 || h.Awards[0].Amount != 770 || h.Summary.Rake != 30 {
		t.Errorf("returns %+v awards %+v rake %d", h.Returns, h.Awards, h.Summary.Rake)
	}
	if d := h.Shows[0].Description; d != "High Card Queen - Jack+Seven+Six+Two kicker" {
		t.Errorf("description %q", d)
	}
}
