package parse

import (
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
)

// TestWinningMapping checks the conventions of parse/winning.go on the
// real samples they come from.
func TestWinningMapping(t *testing.T) {
	const wp = "winningpoker"
	// newer layout, cap no-limit: 30 big blinds, "caps $0.55" a raise,
	// total after rake and jackpot fee
	h := sampleHand(t, wp, "cash__Winning__NLHE-9max-USD-0.01-0.02-201911.Miramar-Cap.txt", "151588328")
	if h.Site != "Winning Poker" || h.Limit != hand.CapNoLimit || h.Stakes.Cap != 60 || h.Stakes.BigBlind != 2 || h.Button != 1 || h.Table != "Miramar (Cap)" || h.Start.IsZero() {
		t.Errorf("header: %s %v cap %d bb %d button %d table %q start %v", h.Site, h.Limit, h.Stakes.Cap, h.Stakes.BigBlind, h.Button, h.Table, h.Start)
	}
	var caps *hand.Action
	for i := range h.Actions {
		if h.Actions[i].Line == 20 {
			caps = &h.Actions[i]
		}
	}
	if caps == nil || caps.Kind != hand.Raise || caps.To != 55 {
		t.Errorf("caps $0.55: %+v", caps)
	}
	if s := h.Summary; s.TotalPot != 119 || s.Rake != 4 || len(s.Fees) != 1 || s.Fees[0].Amount != 2 || !h.Conventions.TotalExcludesRake {
		t.Errorf("summary: %+v %+v", s, h.Conventions)
	}
	// fixed limit: the header's stakes are the bets, the blinds half
	h = sampleHand(t, wp, "cash__Winning__7Stud-8max-USD-0.04-0.08-201907.CASHID-TN-Gorham GAMETYPE.txt", "85198832")
	if h.Game != hand.Stud || h.Stakes.SmallBet != 4 || h.Stakes.BigBet != 8 || h.Stakes.Ante != 1 || !h.Conventions.RecordsUncalled {
		t.Errorf("stud: %v %+v %+v", h.Game, h.Stakes, h.Conventions)
	}
	// the walk: no uncalled line, the big blind's $3 inside his win
	h = sampleHand(t, wp, "cash__Winning__Flop__NLO8-6max-USD-3-6-202104.walk.txt", "779388412")
	if !h.Conventions.UncalledInCollected || len(h.Awards) != 1 || h.Awards[0].Amount != 900 {
		t.Errorf("walk: %+v %+v", h.Conventions, h.Awards)
	}
	// "posts dead $0.07": both blinds, the big one live
	h = sampleHand(t, wp, "cash__Winning__Flop__NLHE-9max-USD-0.02-0.05-202104.post.dead.txt", "784383001")
	if a := h.Actions[2]; a.Kind != hand.PostBothBlinds || a.Dead != 2 || a.Amount != 7 {
		t.Errorf("dead post: %+v", a)
	}
	// classic: no limit written, amounts added, unprinted $0.25 fee
	h = sampleHand(t, wp, "HHSmithy__River.txt", "258591918")
	if h.Limit != hand.CapNoLimit || !hasNote(h, "limit_unknown") || !hasNote(h, "fee_unprinted") || len(h.Summary.Fees) != 1 || h.Summary.Fees[0].Amount != 25 {
		t.Errorf("classic: %v %+v", h.Limit, h.Summary)
	}
	h = sampleHand(t, wp, "HHSmithy__AllInHandWithShowdown.txt", "261402183")
	if h.Limit != hand.UnknownLimit || hasNote(h, "fee_unprinted") || h.Stakes.BigBlind != 400 {
		t.Errorf("classic omaha: %v %+v", h.Limit, h.Stakes)
	}
	var tos []hand.Money
	for _, a := range h.Actions {
		if a.Kind == hand.Raise && a.Street == hand.Preflop {
			tos = append(tos, a.To)
		}
	}
	if len(tos) != 2 || tos[0] != 1200 || tos[1] != 3600 {
		t.Errorf("raises (10) after 2, raises (32) after 4: to %v, want [1200 3600]", tos)
	}
	// classic stud: one street late, the 7th card down
	h = sampleHand(t, wp, "cash__Winning__7-Stud-HL-8max-USD-1.00-2.00-201608.utf16.txt", "693975843")
	last := h.Deals[len(h.Deals)-1]
	if h.Game != hand.StudHiLo || last.Street != hand.Seventh || len(last.Down) != 1 || !strings.Contains(last.Down[0].String(), "9s") {
		t.Errorf("stud hi/lo: %v last deal %+v", h.Game, last)
	}
}
