package parse

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/grammar/everest"
	"github.com/hhcheck/hhcheck/hand"
)

// Everest Poker conventions, found in the real files of ../shared/histories
// (by-site/Everest: cash__Everest__Flop__LHE-USD-0.02-0.04-201204.txt hand
// 7526266449, cash__Everest__Flop__NLHE-EUR-0.01-0.02-201104.Sample.emailed.txt
// hand 6754716931, cash__Everest__Flop__PLO-EUR-5-10-Unknown-Sample.txt hand
// 6351562000; see audit.TestCorpusEverestVerifies):
//
//   - A file is a <SESSION .../> element (table, currency symbol, game,
//     limit) followed by <HAND> elements, with no root: the registry's
//     whole-document path splits it into its hands, the session element
//     is text that is no hand.
//   - Amounts are whole cents (balance="197" is $1.97); the session's
//     money="$" or "€" names the currency. The hand's blinds="$0.01/$0.02"
//     or "0,01 €/0,02 €" (symbol after, decimal comma) are the blinds;
//     stakes="$0.02/$0.04" the bets of a fixed-limit game.
//   - Seats are numbered from 0 (<SEAT position="0">, <DEALER
//     position="0"> in all three files): the model's seat number is the
//     position plus one, so that the dealer at position 0 is a button.
//   - <BET amount> is what the action adds, not the player's total: 0 is
//     a check, an amount that reaches the street's bet a call, more a bet
//     or raise (7526266449: the button "bets" 2 to call the big blind of
//     2, the big blind 2 to raise to 4, the button 2 to call: the sweep
//     is 8; 6351562000: the small blind adds 2,500 to his 500, the big
//     blind 2,000 to his 1,000). A bet of the whole balance is all in.
//   - <PUSH position amount> is the uncalled bet given back (7526266449:
//     Hero's flop bet of 2 uncalled, PUSH 2, the pot 8 without it;
//     6351562000: Villain's river 18,000, PUSH 18,000, WIN 17,750 of an
//     18,000 pot): RecordsUncalled.
//   - <SWEEP rake tax>N</SWEEP> ends each betting round: N is the pot so
//     far after the rake and the tax, which are the hand's totals so far
//     (6351562000: every sweep rake="150" tax="100"; the flop's 18,000
//     swept as 17,750). The last sweep is the hand's total, printed after
//     the rake (TotalExcludesRake); the tax is a fee besides the rake.
//   - <WIN position amount pot potAmount> is a collection from pot
//     number pot (0 the main pot).
//   - <BLIND position amount penalty>: a blind of the header's small or
//     big blind; 7526266449 has only a big blind (the small blind's seat
//     empty). No real hand has a penalty other than 0: such a hand is
//     rejected (bad_amount), its meaning unknown. <XBLIND position> is a
//     seat that posts no blind and is dealt no cards (6754716931,
//     position 3): sitting out.
//   - <HOLE position>Jh</HOLE> is one card ("10d" for ten, "--" unseen),
//     dealt round the table once per card; <SHOW position>Jh, Jd</SHOW>
//     shows cards, <XSHOW> does not (a note), <CHAT> is a note.
//   - Games: game="hold-em" and "omaha-hi", gametype "fixed-limit",
//     "pot-limit", "no-limit"; only type="ring" (cash) sessions are known.
//   - Rake between pots and odd chips: no real hand has a side pot or a
//     divided pot, so how Everest divides the rake between pots is not
//     known (RakeDivisionUnknown: collections are compared per player)
//     and no odd-chip habit is declared.
func init() {
	Register(Site{Format: "everest", Name: "Everest", New: func() Mapper { return &evState{} },
		Document: everest.IsSession, Split: evSplit,
		Requires: PartSeats | PartSummary | PartTable,
		Conventions: func(*hand.Hand) hand.Conventions {
			return hand.Conventions{TotalExcludesRake: true, RecordsUncalled: true, RakeDivisionUnknown: true, OddChip: hand.OddChipByProfile}
		},
	})
}

// evSplit cuts a session into its hands; the <SESSION> element is text
// that is no hand.
func evSplit(d *Document) {
	spans := everest.Hands(d.Text)
	splitElements(d, len(spans), func(i int) (int, int) { return spans[i].Start, spans[i].End }, "", "everest")
}

type evState struct {
	doc  *Document
	sess *everest.Session
	err  error
}

type evHand struct {
	lineMapper
	chipLedger
	pos      map[int]int // position → index in Seats
	holes    map[int][]cards.Card
	shown    map[int]int // position → cards not shown
	holeLine map[int]int // position → line of its first card
	dealt    bool        // the deals were added
}

var evGames = map[string]hand.GameType{"hold-em": hand.Holdem, "omaha-hi": hand.Omaha}

var evLimits = map[string]hand.Limit{"fixed-limit": hand.FixedLimit, "pot-limit": hand.PotLimit, "no-limit": hand.NoLimit}

// evKind names the element kinds in errors.
type evKind string

func (k evKind) String() string { return string(k) }

func (st *evState) Map(p *Parser, doc *Document, c Chunk) (*hand.Hand, Parts, *Error) {
	if st.doc != doc {
		st.doc = doc
		st.sess, st.err = everest.ParseSession(doc.Text)
	}
	h := &hand.Hand{File: doc.File, Line: c.Line, Site: "Everest"}
	eh := &evHand{lineMapper: lineMapper{doc: doc, h: h, lineNo: c.Line, amountOf: evAmount}, pos: map[int]int{}, holes: map[int][]cards.Card{}, shown: map[int]int{}, holeLine: map[int]int{}}
	text := doc.Text[c.Start:c.End]
	p.Stats.Lines += strings.Count(text, "\n") + 1
	if st.err != nil {
		return nil, 0, eh.fail(ReasonBadHeader, eh.h.Line, "session", st.err.Error())
	}
	g, err := everest.ParseHand(text, c.Line)
	if g == nil {
		e := eh.fail(ReasonBadHeader, c.Line, "hand", err.Error())
		e.Err = err
		return nil, 0, e
	}
	h.ID = g.ID
	if e := eh.head(st.sess, g); e != nil {
		return nil, 0, e
	}
	for i := range g.Events {
		if e := eh.event(&g.Events[i]); e != nil {
			return nil, 0, e
		}
	}
	h.EndLine = c.Line + strings.Count(strings.TrimRight(text, "\n"), "\n")
	if err != nil {
		if err == everest.ErrUnclosed {
			return h, eh.parts(), nil // no PartSummary: rejected truncated
		}
		e := eh.fail(ReasonTruncated, h.EndLine, "hand", err.Error())
		e.Err = err
		return nil, 0, e
	}
	eh.deal()
	eh.sawSumm = true // </HAND>
	return h, eh.parts(), nil
}

// evAmount reads an amount of the hand's blinds ("$0.01", "0,01 €", "5 €"):
// a symbol after the number goes with a decimal comma.
func evAmount(s string, dec int) (hand.Money, error) {
	s = strings.TrimSpace(s)
	if r, ok := strings.CutSuffix(s, "€"); ok {
		s = strings.ReplaceAll(strings.ReplaceAll(strings.TrimSpace(r), ".", ""), ",", ".")
	}
	return parseMoney(s, dec)
}

// cents reads an attribute in whole cents ("197").
func (eh *evHand) cents(ev *everest.Event, name string) (hand.Money, *Error) {
	s, _ := ev.Attr(name)
	return eh.centsOf(ev, name+"=", s)
}

// centsOf reads an amount s of the event in whole cents; what names it in
// the error.
func (eh *evHand) centsOf(ev *everest.Event, what, s string) (hand.Money, *Error) {
	v, err := parseMoney(s, 0)
	if err != nil || strings.ContainsAny(s, ".,") {
		return 0, eh.fail(ReasonBadAmount, ev.Line, strings.ToLower(ev.Name), fmt.Sprintf("%s%q: not a number of cents", what, s))
	}
	return v, nil
}

// cardList reads the event's text as a list of cards ("10d, 10s, Kd").
func (eh *evHand) cardList(ev *everest.Event) ([]cards.Card, *Error) {
	list, err := everest.Cards(ev.Text)
	if err != nil {
		return nil, eh.fail(ReasonBadCard, ev.Line, strings.ToLower(ev.Name), err.Error())
	}
	return eh.cards(list)
}

func (eh *evHand) head(s *everest.Session, g *everest.Hand) *Error {
	h := eh.h
	h.Table = s.Table
	if t, err := strconv.ParseInt(g.Time, 10, 64); err == nil {
		h.Start = time.Unix(t, 0).UTC()
	}
	if s.Type != "ring" {
		return eh.fail(ReasonUnknownGame, eh.h.Line, "session", fmt.Sprintf("session type %q: only ring (cash) sessions are known", s.Type))
	}
	game, okG := evGames[s.Game]
	lim, okL := evLimits[s.Limit]
	if !okG || !okL {
		return eh.fail(ReasonUnknownGame, eh.h.Line, "session", fmt.Sprintf("game %q, gametype %q", s.Game, s.Limit))
	}
	h.Game, h.Limit = game, lim
	eh.family = game.Spec().Family
	h.Currency, h.Decimals = symbolCode(s.Money), 2
	if h.Currency == "" {
		return eh.fail(ReasonBadAmount, eh.h.Line, "session", fmt.Sprintf("money %q: no known currency", s.Money))
	}
	a, b, _ := strings.Cut(g.Blinds, "/")
	sb, bb, e := eh.moneyPair(a, b)
	if e != nil {
		return e
	}
	h.Stakes.SmallBlind, h.Stakes.BigBlind = sb, bb
	if lim == hand.FixedLimit {
		a, b, _ := strings.Cut(g.Stakes, "/")
		small, big, e := eh.moneyPair(a, b)
		if e != nil {
			return e
		}
		eh.setStakes(small, big)
	}
	return nil
}

// seat returns the index in Seats of an event's position.
func (eh *evHand) seat(ev *everest.Event) (int, *Error) {
	s, _ := ev.Attr("position")
	n, err := strconv.Atoi(s)
	i, ok := eh.pos[n]
	if err != nil || !ok {
		return 0, eh.fail(ReasonUnknownPlayer, ev.Line, strings.ToLower(ev.Name), fmt.Sprintf("position %q has no seat", s))
	}
	return i, nil
}

// deal adds the hole cards read so far: a seat whose every card is shown
// is dealt them.
func (eh *evHand) deal() {
	if eh.dealt {
		return
	}
	eh.dealt = true
	for i := range eh.h.Seats {
		n := eh.h.Seats[i].Number - 1
		if cs := eh.holes[n]; len(cs) > 0 && eh.shown[n] == 0 {
			eh.h.Deals = append(eh.h.Deals, hand.Deal{Seat: i, Street: hand.Preflop, Down: cs, Line: eh.holeLine[n]})
		}
	}
}

// evElements: what each element of a hand is, whether it names a seat
// (position) and an amount; head elements come before the deal is over.
var evElements = map[string]struct{ head, seat, amount bool }{
	"SEAT": {head: true}, "DEALER": {head: true, seat: true}, "XBLIND": {head: true, seat: true},
	"BLIND": {head: true, seat: true, amount: true}, "HOLE": {head: true, seat: true}, "CHAT": {head: true},
	"FOLD": {seat: true}, "BET": {seat: true, amount: true}, "SWEEP": {}, "COMMUNITY": {},
	"PUSH": {seat: true, amount: true}, "SHOW": {seat: true}, "XSHOW": {seat: true}, "WIN": {seat: true, amount: true},
}

func (eh *evHand) event(ev *everest.Event) *Error {
	h := eh.h
	eh.lineNo = ev.Line
	kind := evKind(strings.ToLower(ev.Name))
	el, known := evElements[ev.Name]
	if !known {
		return eh.fail(ReasonUnknownLine, ev.Line, kind.String(), fmt.Sprintf("element <%s>", ev.Name))
	}
	if !el.head {
		eh.deal()
	}
	var i int
	var v hand.Money
	var e *Error
	if el.seat {
		if i, e = eh.seat(ev); e != nil {
			return e
		}
	}
	if el.amount {
		if v, e = eh.cents(ev, "amount"); e != nil {
			return e
		}
	}
	switch ev.Name {
	case "SEAT":
		s, _ := ev.Attr("position")
		n, err := strconv.Atoi(s)
		if err != nil || n < 0 {
			return eh.fail(ReasonUnknownLine, ev.Line, "seat", fmt.Sprintf("position %q", s))
		}
		stack, e := eh.cents(ev, "balance")
		if e != nil {
			return e
		}
		name, _ := ev.Attr("name")
		if e := eh.addSeat(kind, hand.Seat{Number: n + 1, Player: name, Stack: stack}); e != nil {
			return e
		}
		eh.pos[n] = len(h.Seats) - 1
		eh.seated(stack)
	case "DEALER":
		h.Button = h.Seats[i].Number
	case "XBLIND":
		h.Seats[i].SittingOut = true
		eh.playerNoteOf("xblind", "posts no blind, dealt no cards (sitting out)", h.Seats[i].Player)
	case "BLIND":
		if pen, _ := ev.Attr("penalty"); pen != "0" {
			return eh.fail(ReasonBadAmount, ev.Line, "blind", fmt.Sprintf("penalty=%q: no real hand has a penalty blind, its meaning is unknown", pen))
		}
		k := hand.PostBigBlind
		if v < h.Stakes.BigBlind && !eh.posted(hand.PostSmallBlind) && !eh.posted(hand.PostBigBlind) {
			k = hand.PostSmallBlind
		}
		eh.addAction(i, k, v, v == eh.stack[i])
		eh.add(i, v, true)
	case "HOLE":
		eh.street = hand.Preflop
		c, err := everest.Card(ev.Text)
		if err != nil {
			return eh.fail(ReasonBadCard, ev.Line, "hole", err.Error())
		}
		n := h.Seats[i].Number - 1
		if eh.holeLine[n] == 0 {
			eh.holeLine[n] = ev.Line
		}
		if c == "" {
			eh.shown[n]++
			return nil
		}
		cs, e := eh.cards([]string{c})
		if e != nil {
			return e
		}
		eh.holes[n] = append(eh.holes[n], cs...)
	case "FOLD":
		eh.street = max(eh.street, hand.Preflop)
		eh.addAction(i, hand.Fold, 0, false)
	case "BET":
		eh.street = max(eh.street, hand.Preflop)
		if v == 0 {
			eh.addAction(i, hand.Check, 0, false)
			return nil
		}
		eh.addedAction(&eh.chipLedger, i, v, v == eh.stack[i])
		eh.add(i, v, true)
	case "SWEEP":
		v, e := eh.centsOf(ev, "pot ", ev.Text)
		if e != nil {
			return e
		}
		rake, e := eh.cents(ev, "rake")
		if e != nil {
			return e
		}
		tax, e := eh.cents(ev, "tax")
		if e != nil {
			return e
		}
		s := &h.Summary
		s.HasTotal, s.TotalPot, s.Rake, s.Line = true, v, rake, ev.Line
		s.Fees = s.Fees[:0]
		if tax > 0 {
			s.Fees = append(s.Fees, hand.Fee{Kind: "tax", Amount: tax})
		}
		eh.sawTot = true
		eh.newStreet()
	case "COMMUNITY":
		cs, e := eh.cardList(ev)
		if e != nil {
			return e
		}
		board := eh.dealBoard(cs)
		switch len(board) {
		case 3:
			eh.street = hand.Flop
		case 4:
			eh.street = hand.Turn
		case 5:
			eh.street = hand.River
		default:
			return eh.fail(ReasonBadCard, ev.Line, "community", fmt.Sprintf("%q: a board of %d cards", ev.Text, len(board)))
		}
		eh.newStreet()
	case "PUSH":
		h.Returns = append(h.Returns, hand.Return{Seat: i, Amount: v, Line: ev.Line})
	case "SHOW":
		cs, e := eh.cardList(ev)
		if e != nil {
			return e
		}
		eh.addShow(i, cs, "")
	case "XSHOW":
		eh.playerNoteOf("xshow", "does not show", h.Seats[i].Player)
	case "WIN":
		ps, _ := ev.Attr("pot")
		pot, err := strconv.Atoi(ps)
		if err != nil || pot < 0 {
			return eh.fail(ReasonBadAmount, ev.Line, "win", fmt.Sprintf("pot=%q", ps))
		}
		eh.award(i, v, pot)
	case "CHAT":
		name, _ := ev.Attr("name")
		eh.playerNoteOf("chat", ev.Text, name)
	}
	return nil
}

// posted reports whether a post of kind k was added.
func (eh *evHand) posted(k hand.ActionKind) bool {
	for _, a := range eh.h.Actions {
		if a.Kind == k {
			return true
		}
	}
	return false
}
