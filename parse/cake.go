package parse

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/cake"
	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/ptexport"
	"github.com/hhcheck/hhcheck/grammar/scan"
	"github.com/hhcheck/hhcheck/hand"
)

// The Cake network (Cake Poker, 2010-2013) writes one line per action
// (grammar/cake). Conventions, found in the real files of
// ../shared/histories/by-site/Cake (12 hands in 11 files: FL and NL
// Hold'em, PL Omaha cash, NL Hold'em and PL Omaha Hi-Lo sit-and-goes; see
// audit.TestCorpusCakeVerifies, which lists every finding):
//
//   - "Hand#ID - DESCRIPTION -- STAKES GAME -- DATE - TIME": a cash
//     table's description is its name and number ("Innsbruck (6-max)
//     11673"), the table; a tournament's ends with "T" and its number
//     ("$1 NLH Short Stack - 6-players T9541472"), its table is the
//     "Table 1" field. The stakes are the small and big bets in fixed
//     limit ("$5/$10 FL Hold'em", the blinds are the posts: hand
//     2998011673000397 posts $2,50 and $5), the blinds otherwise; a
//     tournament writes ante, small and big blind ("0/10/20 NL Hold'em").
//     "1/2 NL Hold'em" without a symbol at a cash table ("Play Money 21",
//     hand 2972014254000151) is play money. The date has no zone: Start
//     is left zero. The seat numbers go to 10 at 6-max tables (hand
//     3008011667000561: seats 1, 2, 3, 8, 9, 10), so "6-max" is not
//     taken as the table's seat count.
//   - Amounts: a decimal comma in some cash files ("$250,50",
//     2998011673000397), a decimal point in others ("$0.47"); a
//     tournament's chips a thousands comma ("1,640", 3389E587C7000012). A
//     comma followed by exactly two digits at the end of a cash amount is
//     the decimal one (cakeAmount).
//   - A table in euros writes the header's stakes in euros and every
//     other amount in dollars, the euros after it ("€0,04/€0,08 PL
//     Omaha", then "posts small blind $0,05 (EUR €0,04)": hand
//     2999013495000096): the hand is in dollars, its blinds are the
//     posts, the euros are dropped.
//   - "calls", "bets" and "is all in" write what the line adds ("is all
//     in 197" after a small blind of 1 from a stack of 198: hand
//     2972014254000151, where "calls 189" after "raises to 9" matches
//     it); "raises to" writes the raiser's street total. The all-in line
//     is a call, bet or raise by what it adds.
//   - "returns uncalled bet $X" is written for every bet nobody called
//     (RecordsUncalled). No total and no rake are written: "wins" is after
//     the rake (3008011667000561: $25,50 in the pot, "wins $24,50"), so
//     the rake of a cash hand is the pot less the wins (rake_derived);
//     tournaments take none (3389E587C7000012: 654 in, 327 + 327 won),
//     nor play money (2972014254000151: 418 in, "wins 418"), so a chip
//     more or less is a finding there.
//   - The button: "Dealer: Seat N", or " DEALER" after the button's seat
//     line (2589013774000145).
//   - "***SHOW DOWN***" starts the showdown, written in every hand; the
//     "wins" lines follow. A hi/lo hand writes "wins high pot" and "wins
//     low pot"; "wins high pot" with no low award is the whole pot
//     ("There is no low hand": 3389E587C7000013).
//   - "mucks [9h,As] (TwoPair) ." after the wins: a loser's cards, shown
//     mucked (2589013774000145).
//   - A hand with no "wins" line pays nobody: the tournament hand
//     3165C58A73000009 ends "***SHOW DOWN***", "Player left the table"
//     after an all-in with both hands shown: rejected truncated, the
//     record stops before its award.
//   - OddChip by profile: no pot in the files divides unevenly.
func init() {
	Register(Site{Format: "cake", Name: "Cake",
		Header:   Header{Prefixes: []string{cake.Prefix}, Match: cake.IsHeader, Mark: '#'},
		New:      func() Mapper { return &cakeState{} },
		Requires: PartSummary | PartSeats | PartTable,
		Conventions: func(*hand.Hand) hand.Conventions {
			return hand.Conventions{RecordsUncalled: true, OddChip: hand.OddChipByProfile}
		},
	})
}

// cakeLimits and cakeGames are the header's words.
var (
	cakeLimits = []limitWord{{"FL ", hand.FixedLimit}, {"NL ", hand.NoLimit}, {"PL ", hand.PotLimit}}
	cakeGames  = map[string]hand.GameType{"Hold'em": hand.Holdem, "Omaha": hand.Omaha, "OmahaHiLo": hand.OmahaHiLo}
	cakeFlop   = map[string]hand.Street{"FLOP": hand.Flop, "TURN": hand.Turn, "RIVER": hand.River}
)

// cakeAmount reads an amount with a decimal comma or point (see above);
// any other comma must have three digits after it.
func cakeAmount(s string, dec int) (hand.Money, error) {
	if i := strings.LastIndexByte(s, ','); dec > 0 && i >= 0 && i == len(s)-3 && !strings.Contains(s, ".") {
		s = s[:i] + "." + s[i+1:]
	}
	for i := 0; i < len(s); i++ {
		if s[i] == ',' && (i+4 > len(s) || !scan.Digits(s[i+1:i+4]) || (i+4 < len(s) && s[i+4] != ',' && s[i+4] != '.')) {
			return 0, errBadCharater
		}
	}
	return parseMoney(s, dec)
}

// cakeState is kept from hand to hand: the seat index.
type cakeState struct{ index seatIndex }

// cakeHand is one hand being mapped: what each seat put in (the lines
// write what they add, but a raise its total).
type cakeHand struct {
	lineMapper
	ledger chipLedger
	euros  bool // the header's stakes are in euros, the amounts in dollars
}

func (st *cakeState) Map(p *Parser, doc *Document, c Chunk) (*hand.Hand, Parts, *Error) {
	ch := &cakeHand{lineMapper: startHand(doc, c, "", &st.index)}
	ch.amountOf = cakeAmount
	if e := ch.read(p, c, ch.header, ch.line); e != nil {
		return nil, 0, e
	}
	if e := ch.finish(); e != nil {
		return nil, 0, e
	}
	return ch.h, ch.parts(), nil
}

func (ch *cakeHand) header(line string) *Error {
	hd, err := cake.ParseHeader(line)
	if err != nil {
		return ch.badHeader("header", line, err)
	}
	h := ch.h
	h.ID, h.Table, h.Tournament = hd.ID, hd.Table, hd.Tournament
	g, l, ok := gameWithLimit(hd.Game, false, cakeLimits, cakeGames)
	if !ok {
		return ch.fail(ReasonUnknownGame, ch.lineNo, "header", fmt.Sprintf("game %q", hd.Game))
	}
	h.Game, h.Limit, ch.family = g, l, g.Spec().Family
	sym, _ := splitSymbol(hd.Stakes[0])
	ch.euros = sym == "€"
	code := ""
	if ch.euros {
		code = "USD"
	}
	ch.setUnit(h.Tournament != "", code, hd.Stakes[0])
	switch {
	case h.Tournament != "" && len(hd.Stakes) == 3:
		r := moneyRun{m: &ch.lineMapper}
		h.Stakes.Ante, h.Stakes.SmallBlind, h.Stakes.BigBlind = r.of(hd.Stakes[0]), r.of(hd.Stakes[1]), r.of(hd.Stakes[2])
		return r.err
	case h.Tournament == "" && len(hd.Stakes) == 2:
		if ch.euros {
			return nil // the blinds are the posts (see above)
		}
		lo, hi, e := ch.moneyPair(hd.Stakes[0], hd.Stakes[1])
		ch.setStakes(lo, hi)
		return e
	}
	return ch.badHeader("header", line, fmt.Errorf("%d stakes", len(hd.Stakes)))
}

func (ch *cakeHand) line(line string) *Error {
	if ch.euros {
		line = cake.Plain(line)
	}
	h := ch.h
	k := cake.Classify(line)
	switch k {
	case linekind.KBlank:
		return nil
	case linekind.KButton:
		n, err := cake.ParseButton(line)
		if err != nil {
			return ch.unknown(k, line, err)
		}
		h.Button = n
		return nil
	case linekind.KSeat:
		s, e := headSeat(&ch.lineMapper, k, line, cake.ParseSeat, func(s *ptexport.Seat) (hand.Seat, string) {
			return hand.Seat{Number: s.Number, Player: s.Name}, s.Stack
		})
		if e != nil {
			return e
		}
		if s.Dealer {
			h.Button = s.Number
		}
		ch.ledger.seated(h.Seats[len(h.Seats)-1].Stack)
		return nil
	case linekind.KStreet:
		return ch.streetLine(line)
	case linekind.KDealt:
		return ch.dealt(line)
	case linekind.KNoLow, linekind.KInfo:
		ch.note(k.String(), line)
		return nil
	}
	ix := ch.seatIndex()
	idx, rest, k := cake.CutName(line, ix.names)
	if k == linekind.KUnknown {
		return ch.unknown(k, line, nil)
	}
	a, err := cake.ParseAct(k, rest)
	if err != nil {
		return ch.unknown(k, line, err)
	}
	return ch.apply(ix.order[idx], k, a, line)
}

func (ch *cakeHand) streetLine(line string) *Error {
	k := linekind.KStreet
	name, list, err := cake.ParseStreet(line)
	if err != nil {
		return ch.unknown(k, line, err)
	}
	if name == "SHOW DOWN" && len(list) == 0 {
		ch.summary()
		ch.h.Summary.Line = ch.lineNo
		return nil
	}
	st, ok := cakeFlop[name]
	if !ok || ch.family != hand.FlopGame || len(list) == 0 || ch.section == 2 {
		return ch.unknown(k, line, fmt.Errorf("street %q", name))
	}
	cs, e := ch.cards(list)
	if e != nil {
		return e
	}
	ch.dealBoard(cs)
	ch.street, ch.section = st, 1
	ch.ledger.newStreet()
	return nil
}

// firstStreet: the first line after the posts starts the first betting
// round; the blinds count toward it.
func (ch *cakeHand) firstStreet() {
	if ch.street == hand.NoStreet {
		ch.section, ch.street = 1, hand.Preflop
	}
}

func (ch *cakeHand) dealt(line string) *Error {
	k := linekind.KDealt
	ch.firstStreet()
	ix := ch.seatIndex()
	name, idx, list, err := cake.ParseDealt(line, ix.names)
	if err != nil {
		return ch.unknown(k, line, err)
	}
	if idx < 0 {
		return ch.fail(ReasonUnknownPlayer, ch.lineNo, k.String(), fmt.Sprintf("%q has no seat", name))
	}
	return ch.dealDown(ix.order[idx], list)
}

// apply maps a player line (see the conventions above).
func (ch *cakeHand) apply(seat int, k linekind.Kind, a *cake.Act, line string) *Error {
	h, l := ch.h, &ch.ledger
	var v hand.Money
	if a.A != "" {
		var e *Error
		if v, e = ch.money(a.A); e != nil {
			return e
		}
	}
	if k != linekind.KPostSB && k != linekind.KPostBB {
		ch.firstStreet()
	}
	if ok, e := ch.ledgerAct(l, seat, k, v, a.AllIn, h.Limit == hand.FixedLimit || ch.euros, line, a.A); ok || e != nil {
		return e
	}
	switch k {
	case linekind.KAllIn:
		ch.addedAction(l, seat, v, true)
		l.add(seat, v, true)
	case linekind.KShow, linekind.KShowBare, linekind.KMucks:
		cs, e := ch.cards(a.Cards)
		if e != nil {
			return e
		}
		ch.addShow(seat, cs, a.Desc)
		h.Shows[len(h.Shows)-1].Mucked = k == linekind.KMucks
	case linekind.KMuck:
		ch.playerNoteOf(k.String(), line, h.Seats[seat].Player)
	case linekind.KWins:
		ch.award(seat, v, hand.PotUnnamed)
		switch a.Half {
		case "high":
			h.Awards[len(h.Awards)-1].Half = hand.HighHalf
		case "low":
			h.Awards[len(h.Awards)-1].Half = hand.LowHalf
		}
	default:
		return ch.unknown(k, line, errNoMapping)
	}
	return nil
}

// finish reads what needs the whole hand: a hand nobody won is cut short;
// a high award with no low one is the whole pot; a cash hand's rake is
// what was put in and nobody won (see above).
func (ch *cakeHand) finish() *Error {
	h := ch.h
	if len(h.Awards) == 0 {
		return ch.fail(ReasonTruncated, h.EndLine, "", "no \"wins\" line: the record stops before the pot is awarded")
	}
	wholeWhenNoLow(h.Awards)
	if h.Tournament != "" || h.Currency == "play" {
		return nil
	}
	ch.rakeLeft(ch.ledger.stack, "wins", "the site prints no rake")
	return nil
}
