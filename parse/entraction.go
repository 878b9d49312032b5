package parse

import (
	"fmt"
	"strings"
	"time"

	"github.com/hhcheck/hhcheck/grammar/entraction"
	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/scan"
	"github.com/hhcheck/hhcheck/hand"
)

// Entraction writes a layout of its own in padded columns
// (grammar/entraction). Conventions, found in the real files of
// ../shared/histories/by-site/Entraction (7 hands: FL and NL Hold'em,
// PLO, PLO5 cash, NL Hold'em tournaments) and the HHSmithy samples (12
// distinct hands, one of them cut before its end;
// audit.TestCorpusEntractionVerifies lists every finding):
//
//   - `Game # N - GAME LIMIT [EUR ]LO/HI[ and A ante] - Table "NAME"`:
//     the hand N; the game's words then the limit ("Texas Hold'em Fixed
//     Limit", "Omaha High Pot Limit", "5-Card Omaha High Pot Limit",
//     "Omaha Hi/Lo Fixed Limit"); LO/HI the blinds in pot and no limit,
//     the small and big bets in fixed limit, whose blinds are the posts
//     (LHE-HU-EUR-10-20 hand 2145163746: "EUR 10/20", blinds 5 and 10).
//   - Cash amounts are in the header's currency with cents. A header
//     without a currency is a tournament's ("Texas Hold'em No Limit
//     200/400 and 20 ante", hand 2667452662), whose chips are written
//     with two zero decimals ("(6,003.00 in seat 1)"): whole chips, a
//     fraction of a chip is bad_amount. The table's name holds the
//     tournament's number before the table's ("Double Chance €3,000 #1
//     12717727 2"): the tournament is 12717727.
//   - Every amount in parentheses after a verb is what the line puts in,
//     not a total (2145163746: Hero, small blind 5, "Raise (15.00)" to
//     20; Player0, big blind 10, "Raise (20.00)" to 30; Hero "Call
//     (10.00)"; the winner's 59.25 and the 0.75 rake are the 60 of those
//     bets). "All-In (x)" is a bet, call or raise by what it adds.
//   - "Small + Big Blind: X (1.50)" at 0.50/1 posts both: the big blind
//     live, the small blind dead (PLO-6max 201107 hand 2314086000: X then
//     "Call (4.00)" to Hero's 5.00, and the 12.00 pot is paid 11.40 +
//     0.60 rake). "Blind out of turn: X (1.00)" is a live big blind (PLO
//     201108 hand 2322970601: "Raise (2.50)" makes X's 3.50, called by
//     Hero's 11.00 later with 8.00 more).
//   - "Payback (x)" returns an uncalled bet; the site writes one for each
//     (RecordsUncalled). "X wins: EUR x" is after the rake and names no
//     pot (a hi/lo pot divided: two wins lines, "Omaha Hi/Lo" hand
//     2646515987); "Rake: EUR x" is the rake, no total is written;
//     tournaments write no rake line (none taken).
//   - "X didn't show hand (Kh - 9h - ...)" records the cards of a hand
//     not shown at the showdown (PLO5 hand 2695932189): a mucked show.
//   - The hero's dealt line may write his name in another case than his
//     seat line ("hero was dealt:" for "Hero", NLHE-EUR-0.10-0.20 201009
//     hand 1850568849): a dealt line's name that is no seat's is the seat
//     whose name is the same in any case, when exactly one is.
//   - "Game ended 2011-03-26 13:19:18 GMT" ends every hand: the hand's
//     time in the zone named (GMT, BST, CET, CEST, "GMT+01:00"); a hand
//     without it was cut (the HHSmithy sample StreetTests/Preflop.txt,
//     hand 2646505869, ends after its rake): rejected truncated.
//   - OddChip by profile: no pot in the files divides unevenly.
func init() {
	Register(Site{Format: "entraction", Name: "Entraction",
		Header:   Header{Prefixes: []string{entraction.Prefix}, Match: entraction.IsHeader, Mark: '#'},
		New:      func() Mapper { return &enState{} },
		Requires: PartSummary | PartSeats | PartTable,
		Conventions: func(*hand.Hand) hand.Conventions {
			return hand.Conventions{RecordsUncalled: true, OddChip: hand.OddChipByProfile}
		},
	})
}

// enLimits and enGames are the header's words (the limit after the game).
var (
	enLimits = []limitWord{{"Fixed Limit", hand.FixedLimit}, {"Pot Limit", hand.PotLimit}, {"No Limit", hand.NoLimit}}
	enGames  = map[string]hand.GameType{
		"Texas Hold'em": hand.Holdem, "Omaha High": hand.Omaha, "5-Card Omaha High": hand.Omaha5,
		"Omaha Hi/Lo": hand.OmahaHiLo, "5-Card Omaha Hi/Lo": hand.Omaha5HiLo,
	}
)

// enState is kept from hand to hand: the seat index.
type enState struct{ index seatIndex }

// enHand is one hand being mapped: what each seat put in on the street
// (the lines write what they add).
type enHand struct {
	lineMapper
	ledger chipLedger
}

func (st *enState) Map(p *Parser, doc *Document, c Chunk) (*hand.Hand, Parts, *Error) {
	eh := &enHand{lineMapper: startHand(doc, c, "", &st.index)}
	if e := eh.read(p, c, eh.header, eh.line); e != nil {
		return nil, 0, e
	}
	return eh.h, eh.parts(), nil
}

func (eh *enHand) header(line string) *Error {
	hd, err := entraction.ParseHeader(line)
	if err != nil {
		return eh.badHeader("header", line, err)
	}
	h := eh.h
	h.ID, h.Table = hd.ID, hd.Table
	g, l, ok := gameWithLimit(hd.Game, true, enLimits, enGames)
	if !ok {
		return eh.fail(ReasonUnknownGame, eh.lineNo, "header", fmt.Sprintf("game %q", hd.Game))
	}
	h.Game, h.Limit, eh.family = g, l, g.Spec().Family
	if hd.Currency != "" {
		h.Currency, h.Decimals = hd.Currency, 2
	} else {
		h.Currency, h.Decimals, eh.amountOf = "chips", 0, wholeChips
		h.Tournament = hd.Table
		if f := strings.Fields(hd.Table); len(f) >= 2 && scan.Digits(f[len(f)-2]) {
			h.Tournament = f[len(f)-2]
		}
	}
	lo, hi, e := eh.moneyPair(hd.Stakes[0], hd.Stakes[1])
	if e != nil {
		return e
	}
	eh.setStakes(lo, hi)
	if hd.Ante != "" {
		if h.Stakes.Ante, e = eh.money(hd.Ante); e != nil {
			return e
		}
	}
	return nil
}

func (eh *enHand) line(line string) *Error {
	if line == "" {
		return nil
	}
	if eh.sawSumm {
		return eh.unknown(linekind.KInfo, line, fmt.Errorf("a line after %q", entraction.EndedPrefix))
	}
	ix := eh.seatIndex()
	if idx, rest, k := entraction.CutName(line, ix.names); k != linekind.KUnknown {
		return eh.player(ix.order[idx], k, rest, line)
	}
	if name, ok := entraction.DealtName(line); ok {
		seat, e := eh.seatNamed(linekind.KDealt, name, true)
		if e != nil {
			return e
		}
		return eh.player(seat, linekind.KDealt, line[len(name):], line)
	}
	k := entraction.Classify(line)
	switch k {
	case linekind.KTable:
		n, err := entraction.ParsePlayers(line)
		if err != nil {
			return eh.unknown(k, line, err)
		}
		eh.h.MaxSeats = atoi(n)
	case linekind.KSeat:
		return eh.seat(line)
	case linekind.KButton:
		l, err := entraction.ParseLabelled(line, entraction.LabelDealer, false)
		if err != nil {
			return eh.unknown(k, line, err)
		}
		i, e := eh.seatNamed(k, l.Name, false)
		if e != nil {
			return e
		}
		eh.h.Button = eh.h.Seats[i].Number
	case linekind.KPostSB, linekind.KPostBB, linekind.KPostBoth, linekind.KPost:
		return eh.blind(k, line)
	case linekind.KStreet:
		return eh.board(line)
	case linekind.KTotal:
		n, err := entraction.ParseRake(line)
		if err != nil {
			return eh.unknown(k, line, err)
		}
		v, e := eh.money(n)
		eh.h.Summary.Rake, eh.h.Summary.Line = v, eh.lineNo
		return e
	case linekind.KInfo:
		return eh.ended(line)
	default:
		return eh.unknown(k, line, nil)
	}
	return nil
}

// seatNamed is the seat of the player a line of kind k names; anyCase:
// the one seat whose name is name in any letter case (the dealt line, see
// the conventions above). No such seat rejects the hand.
func (eh *enHand) seatNamed(k linekind.Kind, name string, anyCase bool) (int, *Error) {
	found := eh.h.SeatOf(name)
	if found < 0 && anyCase {
		for i := range eh.h.Seats {
			if !strings.EqualFold(eh.h.Seats[i].Player, name) {
				continue
			}
			if found >= 0 {
				found = -1 // two seats fit: neither is taken
				break
			}
			found = i
		}
	}
	if found < 0 {
		return -1, eh.fail(ReasonUnknownPlayer, eh.lineNo, k.String(), fmt.Sprintf("%q has no seat", name))
	}
	return found, nil
}

func (eh *enHand) seat(line string) *Error {
	k := linekind.KSeat
	_, e := headSeat(&eh.lineMapper, k, line, entraction.ParseSeat, func(s *entraction.Seat) (hand.Seat, string) {
		return hand.Seat{Number: atoi(s.Number), Player: s.Name}, s.Stack
	})
	if e != nil {
		return e
	}
	eh.ledger.seated(eh.h.Seats[len(eh.h.Seats)-1].Stack)
	return nil
}

// enLabels are the labels of the blind lines, by kind.
var enLabels = map[linekind.Kind]string{linekind.KPostSB: entraction.LabelSB, linekind.KPostBB: entraction.LabelBB,
	linekind.KPostBoth: entraction.LabelBoth, linekind.KPost: entraction.LabelOutOfTurn}

// blind maps a blind line: "Small + Big Blind" posts the big blind live
// and the small blind dead, "Blind out of turn" a live big blind (see the
// conventions above).
func (eh *enHand) blind(k linekind.Kind, line string) *Error {
	l, err := entraction.ParseLabelled(line, enLabels[k], true)
	if err != nil {
		return eh.unknown(k, line, err)
	}
	seat, e := eh.seatNamed(k, l.Name, false)
	if e != nil {
		return e
	}
	v, e := eh.money(l.A)
	if e != nil {
		return e
	}
	h, led := eh.h, &eh.ledger
	allIn := v == led.stack[seat]
	switch k {
	case linekind.KPostSB:
		eh.addAction(seat, hand.PostSmallBlind, v, allIn)
		if h.Limit == hand.FixedLimit {
			setOnce(&h.Stakes.SmallBlind, v, allIn)
		}
		led.add(seat, v, true)
	case linekind.KPostBB, linekind.KPost:
		eh.addAction(seat, hand.PostBigBlind, v, allIn)
		if h.Limit == hand.FixedLimit && k == linekind.KPostBB {
			setOnce(&h.Stakes.BigBlind, v, allIn)
		}
		led.add(seat, v, true)
	case linekind.KPostBoth:
		bb := h.Stakes.BigBlind
		if bb == 0 || v <= bb {
			return eh.fail(ReasonBadAmount, eh.lineNo, k.String(), fmt.Sprintf("%q: both blinds of %s with a big blind of %d", shorten(line), l.A, bb))
		}
		a := eh.addAction(seat, hand.PostBothBlinds, v, allIn)
		a.Dead = v - bb
		led.add(seat, bb, true)
		led.add(seat, a.Dead, false)
	}
	return nil
}

// enStreets are the board lines' streets.
var enStreets = map[string]hand.Street{"Flop": hand.Flop, "Turn": hand.Turn, "River": hand.River}

// board reads a board line: the whole board so far.
func (eh *enHand) board(line string) *Error {
	k := linekind.KStreet
	s, err := entraction.ParseStreet(line)
	if err != nil {
		return eh.unknown(k, line, err)
	}
	st, ok := enStreets[s.Name]
	if !ok || eh.family != hand.FlopGame {
		return eh.unknown(k, line, fmt.Errorf("street %q", s.Name))
	}
	cs, e := eh.cards(s.Cards)
	if e != nil {
		return e
	}
	eh.street, eh.section = st, 1
	eh.ledger.newStreet()
	eh.setBoard(0, cs, false)
	return nil
}

// enZones are the named zones of the last line (see the conventions).
var enZones = map[string]int{"GMT": 0, "UTC": 0, "BST": 1, "CET": 1, "CEST": 2}

// ended reads "Game ended DATE TIME ZONE": the hand is whole.
func (eh *enHand) ended(line string) *Error {
	k := linekind.KInfo
	en, err := entraction.ParseEnded(line)
	if err != nil {
		return eh.unknown(k, line, err)
	}
	t, err := time.Parse(time.DateTime, en.Stamp)
	if err != nil {
		return eh.unknown(k, line, err)
	}
	hours, ok := enZones[en.Zone]
	off := time.Duration(hours) * time.Hour
	if z, cut := strings.CutPrefix(en.Zone, "GMT"); cut && !ok {
		zt, err := time.Parse("-07:00", z)
		if ok = err == nil; ok {
			_, secs := zt.Zone()
			off = time.Duration(secs) * time.Second
		}
	}
	if ok {
		eh.h.Start = t.Add(-off).UTC()
	} else {
		eh.note("zone_unknown", line)
	}
	eh.summary()
	return nil
}

// firstStreet: the first line that is no post (the deal or an action)
// starts preflop; the posts before count toward it.
func (eh *enHand) firstStreet() {
	if eh.street == hand.NoStreet {
		eh.street, eh.section = hand.Preflop, 1
	}
}

// player maps a line that starts with a seat's name.
func (eh *enHand) player(seat int, k linekind.Kind, rest, line string) *Error {
	a, err := entraction.ParseAct(k, rest)
	if err != nil {
		return eh.unknown(k, line, err)
	}
	var v hand.Money
	if a.A != "" {
		var e *Error
		if v, e = eh.money(a.A); e != nil {
			return e
		}
	}
	h, led := eh.h, &eh.ledger
	if k != linekind.KPostAnte {
		eh.firstStreet()
	}
	switch k {
	case linekind.KPostAnte:
		eh.addAction(seat, hand.PostAnte, v, v == led.stack[seat])
		led.add(seat, v, false)
	case linekind.KDealt:
		return eh.dealDown(seat, a.Cards)
	case linekind.KFold:
		eh.addAction(seat, hand.Fold, 0, false)
	case linekind.KCheck:
		eh.addAction(seat, hand.Check, 0, false)
	case linekind.KCall, linekind.KBet, linekind.KRaise, linekind.KAllIn:
		return eh.bet(seat, k, v, line)
	case linekind.KReturn:
		h.Returns = append(h.Returns, hand.Return{Seat: seat, Amount: v, Line: eh.lineNo})
	case linekind.KShow, linekind.KNoShow:
		cs, e := eh.cards(a.Cards)
		if e != nil {
			return e
		}
		if len(cs) == 0 {
			eh.playerNoteOf(k.String(), line, h.Seats[seat].Player)
			return nil
		}
		eh.addShow(seat, cs, a.Desc)
		h.Shows[len(h.Shows)-1].Mucked = k == linekind.KNoShow
	case linekind.KWins:
		eh.award(seat, v, hand.PotUnnamed)
	default:
		return eh.unknown(k, line, errNoMapping)
	}
	return nil
}

// bet maps a call, bet, raise or all-in: the line writes what it adds;
// its verb must be what the amounts make of it (an all-in any of them).
func (eh *enHand) bet(seat int, k linekind.Kind, added hand.Money, line string) *Error {
	led := &eh.ledger
	to := led.streetIn[seat] + added
	var want linekind.Kind
	switch {
	case to <= led.curBet:
		want = linekind.KCall
	case led.curBet == 0:
		want = linekind.KBet
	default:
		want = linekind.KRaise
	}
	if added <= 0 || (k != linekind.KAllIn && k != want) || added > led.stack[seat] {
		return eh.fail(ReasonBadAmount, eh.lineNo, k.String(), fmt.Sprintf("%q: %d more makes the player's %d on the street a %s, facing %d with %d behind", shorten(line), added, to, want, led.curBet, led.stack[seat]))
	}
	allIn := k == linekind.KAllIn || added == led.stack[seat]
	eh.addedAction(led, seat, added, allIn)
	led.add(seat, added, true)
	return nil
}
