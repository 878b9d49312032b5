package parse

import (
	"strings"
	"testing"
	"time"

	"github.com/hhcheck/hhcheck/hand"
)

// enHead is the head of an Entraction hand (1850568849's, shortened to two
// seats: the small blind and the hero).
const enHead = `Game # 1850568849 - Texas Hold'em No Limit EUR 0.10/0.20 - Table "Tranemo"

Players(max 6):
Player0                     (EUR 27.88 in seat 1)
Hero                        (EUR 21.70 in seat 2)

Dealer:                     Player0
Small Blind:                Player0    (0.10)
Big Blind:                  Hero       (0.20)

`

// enEnd closes a hand the small blind folds.
const enEnd = `Player0                     Fold
Hero                        Payback     (0.10)

Hero didn't show hand

Hero wins:                  EUR 0.20
Rake:                       EUR 0.00

Game ended 2010-09-08 00:14:25 BST
`

func enParse(t *testing.T, text string) (*hand.Hand, *Error) {
	t.Helper()
	doc, _ := Hands("t.txt", []byte(text))
	if len(doc.Chunks) != 1 {
		t.Fatalf("%q: %d chunks", text, len(doc.Chunks))
	}
	if f := doc.Chunks[0].Format; f != "entraction" {
		t.Fatalf("%q: format %q", text, f)
	}
	return NewParser().Parse(doc, doc.Chunks[0])
}

// TestEntractionMapping: the dealt line's name in another case is the
// hero's seat, the time is converted from the zone named, the button is
// the dealer's seat.
func TestEntractionMapping(t *testing.T) {
	h, e := enParse(t, enHead+"hero was dealt:             4c - 5c\n\n"+enEnd)
	if e != nil {
		t.Fatal(e)
	}
	if len(h.Deals) != 1 || h.Deals[0].Seat != 1 || len(h.Deals[0].Down) != 2 {
		t.Errorf("deals: %+v", h.Deals)
	}
	if want := time.Date(2010, 9, 7, 23, 14, 25, 0, time.UTC); !h.Start.Equal(want) {
		t.Errorf("start %v, want %v (BST is UTC+1)", h.Start, want)
	}
	if h.Button != 1 || h.MaxSeats != 6 || h.Currency != "EUR" || h.Stakes.BigBlind != 20 || h.Summary.Rake != 0 {
		t.Errorf("button %d, max %d, %s, stakes %+v", h.Button, h.MaxSeats, h.Currency, h.Stakes)
	}
	if len(h.Returns) != 1 || h.Returns[0].Amount != 10 || len(h.Awards) != 1 || h.Awards[0].Amount != 20 {
		t.Errorf("returns %+v, awards %+v", h.Returns, h.Awards)
	}
	h, e = enParse(t, strings.Replace(enHead+enEnd, "00:14:25 BST", "00:14:25 GMT+01:00", 1))
	if e != nil || !h.Start.Equal(time.Date(2010, 9, 7, 23, 14, 25, 0, time.UTC)) {
		t.Errorf("GMT+01:00: %v, %v", h.Start, e)
	}
	h, e = enParse(t, strings.Replace(enHead+enEnd, "00:14:25 BST", "00:14:25 XYZ", 1))
	if e != nil || !h.Start.IsZero() || !strings.Contains(h.Notes[len(h.Notes)-1].Kind, "zone_unknown") {
		t.Errorf("unknown zone: %v, %+v, %v", h.Start, h.Notes, e)
	}
}

// TestEntractionTournament: no currency is a tournament's chips, written
// with two zero decimals; the tournament is the number before the table's.
func TestEntractionTournament(t *testing.T) {
	text := `Game # 2662867624 - Texas Hold'em No Limit 25/50 - Table "€10+1/1000VIP(€10) Super Turbo Sit & Go 12713943 1"
Players(max 6):
Player1                     (2,757.00 in seat 2)
Hero                        (1,150.00 in seat 3)
Dealer:                     Player1
Small Blind:                Hero     (25.00)
Big Blind:                  Player1  (50.00)
Hero                        Fold
Player1                     Payback     (25.00)
Player1 wins:            50.00
Game ended 2012-06-19 22:45:51 BST
`
	h, e := enParse(t, text)
	if e != nil {
		t.Fatal(e)
	}
	if h.Tournament != "12713943" || h.Currency != "chips" || h.Decimals != 0 || h.Seats[0].Stack != 2757 || h.Awards[0].Amount != 50 {
		t.Errorf("tournament %q, %s/%d, stack %d, award %+v", h.Tournament, h.Currency, h.Decimals, h.Seats[0].Stack, h.Awards)
	}
	if _, e := enParse(t, strings.Replace(text, "(2,757.00 in seat 2)", "(2,757.50 in seat 2)", 1)); e == nil || e.Reason != ReasonBadAmount {
		t.Errorf("a fraction of a chip: %v", e)
	}
}

func TestEntractionRejects(t *testing.T) {
	for _, c := range []struct {
		text   string
		reason Reason
		detail string
	}{
		{`Game # 12 - Seven Card Stud Fixed Limit EUR 1/2 - Table "T"` + "\n", ReasonUnknownGame, `"Seven Card Stud Fixed Limit"`},
		{enHead + "Player0                     Call        (0.30)\n", ReasonBadAmount, "a raise"},
		{enHead + "Player0                     Raise       (0.10)\n", ReasonBadAmount, "a call"},
		{enHead + "Player0                     Raise       (30.00)\n", ReasonBadAmount, "behind"},
		{enHead + "Nobody was dealt:           4c - 5c\n", ReasonUnknownPlayer, `"Nobody" has no seat`},
		// two seats whose names are "HERO" in another case: neither is taken
		{strings.ReplaceAll(enHead, "Player0", "hero") + "HERO was dealt:             4c - 5c\n", ReasonUnknownPlayer, `"HERO" has no seat`},
		{enHead + "Small + Big Blind:          Player0     (0.20)\n", ReasonBadAmount, "both blinds"},
		{enHead + "Player0                     Sings\n", ReasonUnknownLine, "Sings"},
		{strings.TrimSuffix(enHead+enEnd, "Game ended 2010-09-08 00:14:25 BST\n"), ReasonTruncated, ""},
		{enHead + enEnd + "Player0                     Fold\n", ReasonUnknownLine, "after"},
	} {
		_, e := enParse(t, c.text)
		if e == nil || e.Reason != c.reason || !strings.Contains(e.Error(), c.detail) {
			t.Errorf("%q: %v, want %s (%s)", c.text, e, c.reason, c.detail)
		}
	}
}

// TestEntractionHeaderShape: only the whole header shape starts an
// Entraction hand; PartyPoker's "Game #N starts." is not one.
func TestEntractionHeaderShape(t *testing.T) {
	doc, _ := Hands("t.txt", []byte("Game #1234 starts.\n\nGame # 12 - not a header\n"))
	for _, c := range doc.Chunks {
		if c.Format == "entraction" {
			t.Errorf("chunk at line %d taken for an Entraction hand", c.Line)
		}
	}
}
