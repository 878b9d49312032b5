package verify

import (
	"strconv"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/replay"
	"github.com/hhcheck/hhcheck/rules"
)

// The card counts each game requires (RULES §5, hand.GameSpec.HoleCards)
// and the consistency of what the record shows of a player's cards from
// one street to the next. Site-neutral: it reads hand.Deal (Down, Up,
// Held), the Discard actions, hand.Show, Boards and EarlyBoard.
//
//	CARD_COUNT     a hole-card deal, a draw, a stud street, a shown or
//	               mucked hand or a board with another number of cards
//	               than the game deals; a draw beyond the game's number
//	               of draws (hand.GameSpec.Draws); in Irish and Double
//	               Hold'em a discard that does not leave the player
//	               the kept two (hand.GameSpec.Kept)
//	DEAL_MISMATCH  a card the record already gave the player (an up card,
//	               a hole card, a card kept in a draw) missing from what
//	               it shows later, a kept card he did not hold, a
//	               Courchevel flop that does not start with the card
//	               turned before the first betting round, a card
//	               shown that the player discarded (Irish)
//
// The clause is the game's own (cardsClause). A hand shown with the wrong
// number of cards does not contend (rankable): it is not the hand the
// game deals.

// cardsClause is the clause that says which cards make a hand in g.
func cardsClause(g *hand.GameSpec) rules.Clause {
	switch g.Type {
	case hand.Holdem, hand.ShortDeckHoldem:
		return rules.HoldemCards
	case hand.Omaha, hand.OmahaHiLo, hand.Omaha5, hand.Omaha5HiLo, hand.Omaha6, hand.Omaha6HiLo:
		return rules.OmahaCards
	case hand.Courchevel, hand.CourchevelHiLo:
		return rules.CourchevelCasino
	case hand.HiLoRegular:
		return rules.HiLoRegularCasino
	case hand.SevenNullo:
		return rules.SevenNulloCasino
	case hand.Badugi:
		return rules.BadugiCasino
	case hand.Badeucey:
		return rules.BadeuceyCasino
	}
	switch g.Family {
	case hand.StudGame:
		return rules.StudRules
	case hand.DrawGame:
		return rules.DrawRules
	}
	return rules.GameCards
}

// showCards is the number of cards a full hand of g has at the showdown:
// the hole cards (flop and draw games), all seven (stud, less a community
// card dealt when the deck runs short).
func showCards(g *hand.GameSpec, boards [][]cards.Card) int {
	if g.Family == hand.StudGame && len(boards) > 0 && len(boards[0]) > 0 {
		return g.HoleCards - len(boards[0])
	}
	return g.HoleCards
}

// cardCounts checks every deal, draw, show and board of the hand against
// the game's counts and against the cards recorded before.
func (c *checker) cardCounts(res *replay.Result) {
	h := c.h
	g := h.Game.Spec()
	if g.Type == hand.UnknownGame || g.HoleCards == 0 {
		return
	}
	clause := cardsClause(g)
	n := len(h.Seats)
	f := cardFindings{c, clause}
	// known[seat]: every card the record gave the seat (stud: all dealt;
	// flop: the hole cards; draw: the hand held now); up[seat]: stud up
	// cards; full[seat]: known holds the whole hand.
	var knownBuf [10][]cards.Card // a table's seats: on the stack
	var fullBuf [10]bool
	known, full := knownBuf[:], fullBuf[:]
	if n > len(knownBuf) {
		known, full = make([][]cards.Card, n), make([]bool, n)
	}
	known, full = known[:n], full[:n]
	var room []cards.Card // the known cards' memory, while it lasts
	if c.w != nil {
		room = c.w.cards[:0]
	}
	var thrown [][]cards.Card // Irish: the cards each seat discarded, when named
	switch {
	case len(g.Streets) > 0:
		c.streetDeals(g, known, full, &room, f)
	case g.Family == hand.DrawGame:
		c.drawDeals(g, known, full, &room, f)
	default:
		for i := range h.Deals {
			d := &h.Deals[i]
			if d.Seat < 0 || d.Seat >= n {
				continue
			}
			got := len(d.Down) + len(d.Up) + len(d.Held)
			if got != g.HoleCards {
				// reported once: the shown hand is not compared with it
				f.count(d.Seat, d.Line, "", g.HoleCards, got, "hole cards dealt")
				continue
			}
			known[d.Seat] = joined(&room, d.Held, d.Down, d.Up)
			full[d.Seat] = true
		}
		if g.Kept > 0 {
			thrown = c.keptDiscards(g, known, f)
		}
	}

	// shown and mucked hands
	need := showCards(g, h.Boards)
	// A hand won without a showdown (everyone else folded) may end before
	// the last card: a stud, razz or draw winner who shows then shows what
	// he holds at that street, not a whole hand.
	uncontested := false
	if res != nil {
		live := 0
		for i, out := range res.Folded {
			if !out && (i >= n || !h.Seats[i].SittingOut) {
				live++ // a seat sitting the hand out is not in it
			}
		}
		uncontested = live <= 1
	}
	for i := range h.Shows {
		s := &h.Shows[i]
		if s.Seat < 0 || s.Seat >= n || len(s.Cards) == 0 {
			continue
		}
		folded := res != nil && s.Seat < len(res.Folded) && res.Folded[s.Seat]
		switch {
		case len(s.Cards) > need:
			f.count(s.Seat, s.Line, "", need, len(s.Cards), "hand shown")
			continue
		case len(s.Cards) < need && g.Family != hand.FlopGame && !folded && !uncontested:
			// a flop-game player may show part of his hand (PokerStars
			// "shows [Ah As]" in Omaha); a stud or draw hand at the
			// showdown is shown whole
			f.count(s.Seat, s.Line, "", need, len(s.Cards), "hand shown at the showdown")
			continue
		}
		k := known[s.Seat]
		if len(k) == 0 {
			continue
		}
		if len(s.Cards) == need {
			// a whole hand holds every card the record gave the player
			for _, cd := range k {
				if !contains(s.Cards, cd) {
					f.mismatch(s.Seat, s.Line, "the hand shown lacks "+cd.String()+", dealt to the player before")
					break
				}
			}
		} else if full[s.Seat] {
			// part of a hand: only cards the player holds
			for _, cd := range s.Cards {
				if !contains(k, cd) {
					if thrown != nil && contains(thrown[s.Seat], cd) {
						f.mismatch(s.Seat, s.Line, "the cards shown include "+cd.String()+", which the player discarded")
					} else {
						f.mismatch(s.Seat, s.Line, "the cards shown include "+cd.String()+", which the player was not dealt")
					}
					break
				}
			}
		}
	}

	// boards
	for r, b := range h.Boards {
		max := 5
		if g.Family != hand.FlopGame {
			max = 1 // stud: one community card when the deck runs short
		}
		if len(b) > max {
			f.count(-1, h.Summary.Line, runName(len(h.Boards), r), max, len(b), "board")
		}
	}
	early := h.EarlyBoard
	switch {
	case g.FirstBoardCardEarly:
		if len(early) != 1 {
			if len(early) > 0 || boardDealt(h.Boards) {
				f.count(-1, h.Summary.Line, "", 1, len(early), "cards turned before the first betting round")
			}
			break
		}
		for r, b := range h.Boards {
			if len(b) >= 3 && b[0] != early[0] {
				c.add(hand.Discrepancy{Code: hand.DealMismatch, Clause: clause, Seat: -1, Line: h.Summary.Line, Pot: runName(len(h.Boards), r),
					Message: "the flop starts with " + b[0].String() + ", the card turned before the first betting round was " + early[0].String()})
			}
		}
	case len(early) > 0:
		f.count(-1, h.Summary.Line, "", 0, len(early), "cards turned before the first betting round")
	}
}

// cardFindings makes cardCounts' findings under the game's clause. Its
// methods are out of line: most hands have no such finding, and the
// code that builds one, inlined at each place it is found, made
// cardCounts' code long (issue 14: cold at every hand).
type cardFindings struct {
	c      *checker
	clause rules.Clause
}

// count reports a list of cards of another length than the game's.
//
//go:noinline
func (f cardFindings) count(seat, line int, pot string, exp, got int, msg string) {
	c := f.c
	c.add(hand.Discrepancy{Code: hand.CardCount, Clause: f.clause, Seat: seat, Player: c.player(seat), Line: line, Pot: pot,
		Message: msg + ": " + strconv.Itoa(got) + " cards, the game gives " + strconv.Itoa(exp)})
}

// mismatch reports cards that disagree with those recorded before.
//
//go:noinline
func (f cardFindings) mismatch(seat, line int, msg string) {
	c := f.c
	c.add(hand.Discrepancy{Code: hand.DealMismatch, Clause: f.clause, Seat: seat, Player: c.player(seat), Line: line, Message: msg})
}

// keptDiscards: in a flop game with a discard round (Irish, Double
// Hold'em: hand.GameSpec.Kept) each discard throws all but the kept cards;
// the cards thrown, when the record names them, leave the player's hand
// and are returned per seat.
func (c *checker) keptDiscards(g *hand.GameSpec, known [][]cards.Card, f cardFindings) [][]cards.Card {
	thrown := make([][]cards.Card, len(known))
	for i := range c.h.Actions {
		a := &c.h.Actions[i]
		if a.Kind != hand.Discard || a.Seat < 0 || a.Seat >= len(known) {
			continue
		}
		if want := g.HoleCards - g.Kept; a.Count != want || (len(a.Cards) > 0 && len(a.Cards) != want) {
			f.count(a.Seat, a.Line, "", want, max(a.Count, len(a.Cards)), "cards discarded")
			continue
		}
		k := known[a.Seat][:0:0]
		for _, cd := range known[a.Seat] {
			if !contains(a.Cards, cd) {
				k = append(k, cd)
			}
		}
		known[a.Seat] = k
		thrown[a.Seat] = append(thrown[a.Seat], a.Cards...)
	}
	return thrown
}

// boardDealt reports whether a flop was dealt on some run.
func boardDealt(boards [][]cards.Card) bool {
	for _, b := range boards {
		if len(b) >= 3 {
			return true
		}
	}
	return false
}

// streetDeals: each street deals what hand.GameSpec.Streets says (stud:
// third street one up card and, to the player whose cards the record
// shows, two down; fourth to sixth one up card; seventh one down card);
// the cards a line repeats (Deal.Held) are the ones dealt to that player
// before (FR-2016 Art.7 III).
func (c *checker) streetDeals(g *hand.GameSpec, known [][]cards.Card, full []bool, room *[]cards.Card, f cardFindings) {
	h := c.h
	n := len(h.Seats)
	for i := range h.Deals {
		d := &h.Deals[i]
		if d.Seat < 0 || d.Seat >= n {
			continue
		}
		sd, ok := streetDeal(g, d.Street)
		if !ok {
			continue
		}
		// the down cards are in the record for the hero only
		if len(d.Up) != sd.Up {
			f.count(d.Seat, d.Line, "", sd.Up, len(d.Up), "up cards dealt on "+d.Street.String())
		} else if len(d.Down) != sd.Down && len(d.Down) != 0 {
			f.count(d.Seat, d.Line, "", sd.Down, len(d.Down), "down cards dealt on "+d.Street.String())
		}
		if len(d.Held) > 0 || d.Street != g.Streets[0].Street {
			if !sameSet(d.Held, known[d.Seat]) {
				f.mismatch(d.Seat, d.Line, "the cards repeated on "+d.Street.String()+" ["+cards.Format(d.Held)+"] are not the ones dealt before ["+cards.Format(known[d.Seat])+"]")
			}
		}
		known[d.Seat] = joined(room, known[d.Seat], d.Down, d.Up)
		full[d.Seat] = len(known[d.Seat]) == g.HoleCards
	}
}

// drawDeals: the first deal gives the game's number of cards; each draw
// the player keeps some of his cards and gets as many new ones as he
// threw, so that he always holds the game's number (FR-2016 Art.7 IV).
func (c *checker) drawDeals(g *hand.GameSpec, known [][]cards.Card, full []bool, room *[]cards.Card, f cardFindings) {
	h := c.h
	n := len(h.Seats)
	// the discards and stands pat, as counted by the site: the last of
	// each seat on each street counts (thrownBy)
	var thrownBuf [16]*hand.Action
	thrown := thrownBuf[:0]
	for i := range h.Actions {
		a := &h.Actions[i]
		if a.Seat < 0 || a.Seat >= n {
			continue
		}
		if a.Kind == hand.Discard || a.Kind == hand.StandPat {
			if k := drawNumber(a.Street); k > g.Draws {
				c.add(hand.Discrepancy{Code: hand.CardCount, Clause: cardsClause(g), Seat: a.Seat, Player: c.player(a.Seat), Line: a.Line,
					Message: "draw " + strconv.Itoa(k) + ": the game has " + strconv.Itoa(g.Draws)})
			}
		}
		switch a.Kind {
		case hand.Discard:
			if a.Count < 0 || a.Count > g.HoleCards || (len(a.Cards) > 0 && len(a.Cards) != a.Count) {
				f.count(a.Seat, a.Line, "", g.HoleCards, a.Count, "cards discarded")
			}
			thrown = append(thrown, a)
		case hand.StandPat:
			thrown = append(thrown, a)
		}
	}
	// deals and "stands pat on [..]" in the order of the record
	pats := make([]*hand.Action, 0, 4)
	for i := range h.Actions {
		if a := &h.Actions[i]; a.Kind == hand.StandPat && len(a.Cards) > 0 && a.Seat >= 0 && a.Seat < n {
			pats = append(pats, a)
		}
	}
	j := 0
	pat := func(a *hand.Action) {
		// the whole hand kept, as the site shows it
		if len(a.Cards) != g.HoleCards {
			f.count(a.Seat, a.Line, "", g.HoleCards, len(a.Cards), "cards kept standing pat")
			return // reported once: later shows are compared with the hand held before
		}
		if prev := known[a.Seat]; len(prev) > 0 && !sameSet(prev, a.Cards) {
			f.mismatch(a.Seat, a.Line, "stands pat on ["+cards.Format(a.Cards)+"], the player held ["+cards.Format(prev)+"]")
		}
		known[a.Seat] = a.Cards
		full[a.Seat] = true
	}
	for i := range h.Deals {
		d := &h.Deals[i]
		for ; j < len(pats) && pats[j].Line < d.Line; j++ {
			pat(pats[j])
		}
		if d.Seat < 0 || d.Seat >= n {
			continue
		}
		got := len(d.Held) + len(d.Down) + len(d.Up)
		if got != g.HoleCards {
			what := "cards held after the draw"
			if d.Street == hand.PreDraw || d.Street == hand.Preflop {
				what = "cards dealt"
			}
			f.count(d.Seat, d.Line, "", g.HoleCards, got, what)
		}
		prev := known[d.Seat]
		if len(prev) > 0 {
			for _, cd := range d.Held {
				if !contains(prev, cd) {
					f.mismatch(d.Seat, d.Line, "kept "+cd.String()+", which the player did not hold")
					break
				}
			}
			if a := thrownBy(thrown, d.Seat, d.Street); a != nil {
				nt := 0
				if a.Kind == hand.Discard {
					nt = a.Count
				}
				if fresh := len(d.Down) + len(d.Up); fresh != nt {
					f.count(d.Seat, d.Line, "", nt, fresh, "new cards for the "+strconv.Itoa(nt)+" discarded")
				}
				for _, cd := range a.Cards {
					if !contains(prev, cd) {
						f.mismatch(d.Seat, a.Line, "discarded "+cd.String()+", which the player did not hold")
						break
					}
					if contains(d.Held, cd) {
						f.mismatch(d.Seat, d.Line, "kept "+cd.String()+", which the player discarded")
						break
					}
				}
			}
		}
		known[d.Seat] = joined(room, d.Held, d.Down, d.Up)
		full[d.Seat] = got == g.HoleCards
	}
	for ; j < len(pats); j++ {
		pat(pats[j])
	}
}

// thrownBy is the last of the discards and stands pat in thrown by seat
// on street, or nil.
func thrownBy(thrown []*hand.Action, seat int, street hand.Street) *hand.Action {
	for k := len(thrown) - 1; k >= 0; k-- {
		if a := thrown[k]; a.Seat == seat && a.Street == street {
			return a
		}
	}
	return nil
}

// joined returns a new list of the cards of a, b and c, one after the
// other, in the free room of *room when it has enough; nil when there
// are none.
func joined(room *[]cards.Card, a, b, c []cards.Card) []cards.Card {
	n := len(a) + len(b) + len(c)
	if n == 0 {
		return nil
	}
	var out []cards.Card // append allocates it when room is short
	if r := *room; cap(r)-len(r) >= n {
		out, *room = r[len(r):len(r):len(r)+n], r[:len(r)+n]
	}
	return append(append(append(out, a...), b...), c...)
}

// drawNumber is 1, 2, 3 for the streets after the first, second and
// third draw (a discard is recorded on the street its draw opens), 0
// otherwise.
func drawNumber(st hand.Street) int {
	switch st {
	case hand.AfterDraw1:
		return 1
	case hand.AfterDraw2:
		return 2
	case hand.AfterDraw3:
		return 3
	}
	return 0
}

// streetDeal finds what street st deals in g (hand.GameSpec.Streets).
func streetDeal(g *hand.GameSpec, st hand.Street) (hand.StreetDeal, bool) {
	for _, sd := range g.Streets {
		if sd.Street == st {
			return sd, true
		}
	}
	return hand.StreetDeal{}, false
}

func contains(cs []cards.Card, c cards.Card) bool {
	for _, x := range cs {
		if x == c {
			return true
		}
	}
	return false
}

// sameSet reports whether a and b hold the same cards in any order.
func sameSet(a, b []cards.Card) bool {
	return len(a) == len(b) && cards.SetOf(a...) == cards.SetOf(b...)
}
