package parse

import (
	"testing"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
)

// Courchevel's "*** PRE-FLOP *** [2s]" card is kept apart (Hand.EarlyBoard)
// so that verify/ can check it is the flop's first card; no other game
// has one.
func TestCourchevelEarlyBoard(t *testing.T) {
	h := one(t, "cash__Stars__Flop__PL-Courchevel-6max-USD-3.00-6.00-201303.txt")
	if h.Game != hand.Courchevel || cards.Format(h.EarlyBoard) != "2s" || cards.Format(h.Boards[0]) != "2s 3h 4h 5c Qs" {
		t.Fatalf("game %v early %v boards %v", h.Game, h.EarlyBoard, h.Boards)
	}
	hs, _ := parseFile(t, "cash__Stars__Flop__PLO-FR-USD-0.01-0.02-201006.sidepots.txt")
	for _, h := range hs {
		if len(h.EarlyBoard) != 0 {
			t.Fatalf("omaha early board %v", h.EarlyBoard)
		}
	}
}

// The game names of the project's own histories (PokerStars never dealt
// these games) and the mixed-game header naming the game of the hand.
func TestProjectGameNames(t *testing.T) {
	for s, want := range map[string]hand.GameType{
		"Seven Nullo Limit":             hand.SevenNullo,
		"7 Card Nullo Limit":            hand.SevenNullo,
		"Hi-Lo Regular Pot Limit":       hand.HiLoRegular,
		"Omaha Hi-Lo Regular Pot Limit": hand.HiLoRegular,
		"Triple Draw A-5 Lowball Limit": hand.TripleDrawA5,
		"Badeucey Limit":                hand.Badeucey,
		"Razz Limit":                    hand.Razz,
	} {
		g, lim, ok := gameOf(s)
		if !ok || g != want || lim != hand.FixedLimit && lim != hand.PotLimit {
			t.Errorf("%q: %v %v %v", s, g, lim, ok)
		}
	}
	for _, s := range []string{"Seven Nullo", "Nullo Limit", "Hi-Lo Limit"} {
		if _, _, ok := gameOf(s); ok {
			t.Errorf("%q accepted", s)
		}
	}
}
