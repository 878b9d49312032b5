package parse

import (
	"errors"
	"fmt"

	"github.com/hhcheck/hhcheck/grammar/absolute"
	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/pokerstars"
	"github.com/hhcheck/hhcheck/hand"
)

// Absolute Poker and UltimateBet (the Cereus network: one software, one
// syntax, grammar/absolute; the hands do not say which of the two dealt
// them, so both are named "Absolute"). Conventions, found in the real files
// of ../shared/histories/by-site/Absolute (5 hands) and by-site/UltimateBet
// (1 hand), 2009-2010 cash games (audit.TestCorpusAbsoluteVerifies lists
// every finding):
//
//   - "Stage #ID: GAME LIMIT STAKES - DATE TIME (ET)": the id as written
//     ("C282012441" since late 2010); GAME "Holdem", "Omaha Hi/Lo",
//     "Seven Card Hi/Lo" (other words are rejected unknown_game, named),
//     "(1 on 1)" after it a heads-up table (MaxSeats 2); LIMIT "No Limit"
//     or "Normal", which is fixed limit (Montego Dr hand C282012441,
//     "Normal $0.25/$0.50": the preflop raise goes to $0.50, the flop bet
//     is $0.25, the turn's $0.50; PLO8 hand 1828549717, "Normal $30/$60":
//     "Raises $45 to $60" from the $15 small blind, a $30 flop bet).
//     STAKES: one amount in no limit, the big blind ("No Limit $4", hand
//     C284520999: blinds $2 and $4); two in fixed limit, the small and
//     big bets, the blinds being the posts (C282012441: $0.10 and $0.25 at
//     $0.25/$0.50). "$" amounts: USD in cents. The time is ET.
//   - "Raises $45 to $60": what the player adds, then his total on the
//     street (1828549717: the $15 small blind adds $45 to $60); the two
//     must agree, else bad_amount. "Calls" and "Bets" write what the line
//     adds (C282012441: the $0.10 small blind "Calls $0.40" a raise to
//     $0.50).
//   - "Posts $0.02" is a big blind posted out of position, live
//     (UltimateBet hand C241220000: Hero posts it, then checks preflop).
//   - RecordsUncalled: "NAME - returned ($30) : not called" for an
//     uncalled bet (1828549717, hand 1483940000), and the collection and
//     "Total Pot($120)" are without it; but in a walk (everybody folds to
//     the big blind, no board, no return line: C284520999) the big blind's
//     uncalled part is inside his "Collects $6" and the "Total Pot($6)"
//     (blinds $2 and $4): UncalledInCollected there, as Bovada's walks.
//   - The total is before the rake ("Total Pot($4.50) | Rake ($0.20)",
//     "Collects $4.30", C282012441); no rake segment when none was taken.
//   - "Collects $x from main pot" names no half of a hi/lo pot (the
//     summary's "HI:($0.20)", "LO:($0.19)" do, stud hand 1300000000): the
//     collections are compared per player.
//   - The summary's "HI: [Mucked] [Kd 6c]" shows the cards of a player who
//     mucked at the showdown (C282012441): a mucked show.
//   - Stud: "NAME - Pocket [H H Js 10d]" on each street repeats the
//     player's cards so far, "H" a card not shown; the cards after those
//     of the previous line are dealt now (up on 3rd to 6th street but the
//     first two of 3rd, down on 7th). A folded player's line repeats his
//     cards and deals none (Hero in 1300000000). The stud hand has no table
//     line (nor a button); a flop game without one is rejected
//     missing_line. "*** RIVER ***" is 7th street there.
//   - OddChip by profile: no pot in the files is divided between tied
//     players (the stud hi/lo halves of $0.39 are $0.20 high and $0.19 low).
func init() {
	Register(Site{Format: "absolute", Name: "Absolute",
		Header:      Header{Prefixes: []string{absolute.Prefix}, Match: absolute.IsHeader, Mark: '#'},
		New:         func() Mapper { return &abState{} },
		Requires:    PartSummary | PartTotal | PartSeats,
		Conventions: absoluteConventions,
	})
}

func absoluteConventions(h *hand.Hand) hand.Conventions {
	if len(h.Returns) == 0 && len(h.Boards) == 0 {
		// a walk: the big blind's uncalled part is in his collection (above)
		return hand.Conventions{UncalledInCollected: true, OddChip: hand.OddChipByProfile}
	}
	return hand.Conventions{RecordsUncalled: true, OddChip: hand.OddChipByProfile}
}

// abLimits and abGames are the header's words.
var (
	abLimits = map[string]hand.Limit{"No Limit": hand.NoLimit, "Pot Limit": hand.PotLimit, "Normal": hand.FixedLimit}
	abGames  = map[string]hand.GameType{"Holdem": hand.Holdem, "Omaha Hi/Lo": hand.OmahaHiLo, "Seven Card Hi/Lo": hand.StudHiLo}
	// abStreets are the words between "*** " and " ***" ("RIVER" is 7th
	// street in stud).
	abStreets = map[string]hand.Street{"POCKET CARDS": hand.Preflop, "FLOP": hand.Flop, "TURN": hand.Turn, "RIVER": hand.River,
		"SHOW DOWN": hand.Showdown, "3rd STREET": hand.Third, "4TH STREET": hand.Fourth, "5TH STREET": hand.Fifth, "6TH STREET": hand.Sixth}
)

// abState is kept from hand to hand: the seat index.
type abState struct{ index seatIndex }

// abHand is one hand being mapped: what each seat put in on the street
// (a raise names its total) and, in stud, how many cards each seat's
// "Pocket" lines wrote so far.
type abHand struct {
	lineMapper
	ledger  chipLedger
	pockets []int
}

func (st *abState) Map(p *Parser, doc *Document, c Chunk) (*hand.Hand, Parts, *Error) {
	ah := &abHand{lineMapper: startHand(doc, c, "", &st.index)}
	ah.hidden = "H"
	if e := ah.read(p, c, ah.header, ah.line); e != nil {
		return nil, 0, e
	}
	if ah.family != hand.StudGame && ah.h.Button == 0 && len(ah.h.Seats) > 0 {
		return nil, 0, ah.fail(ReasonMissingLine, c.Line, "table", missingLine(ah.h))
	}
	return ah.h, ah.parts(), nil
}

func (ah *abHand) header(line string) *Error {
	hd, err := absolute.ParseHeader(line)
	if err != nil {
		return ah.badHeader("header", line, err)
	}
	h := ah.h
	h.ID = hd.ID
	g, ok := abGames[hd.Game]
	if !ok {
		return ah.fail(ReasonUnknownGame, ah.lineNo, "header", fmt.Sprintf("game %q", hd.Game))
	}
	h.Game, h.Limit, ah.family = g, abLimits[hd.Limit], g.Spec().Family
	if hd.HeadsUp {
		h.MaxSeats = 2
	}
	ah.setUnit(false, "", hd.Stakes[0])
	switch {
	case len(hd.Stakes) == 2:
		lo, hi, e := ah.moneyPair(hd.Stakes[0], hd.Stakes[1])
		if e != nil {
			return e
		}
		ah.setStakes(lo, hi)
	case h.Limit == hand.FixedLimit:
		return ah.badHeader("header", line, errors.New("fixed limit with one stake"))
	default:
		bb, e := ah.money(hd.Stakes[0])
		if e != nil {
			return e
		}
		h.Stakes.BigBlind = bb
	}
	s := hd.Stamp
	ah.starsStart(pokerstars.Stamp{}, pokerstars.Stamp{Y: s.Y, M: s.M, D: s.D, H: s.H, Min: s.Min, S: s.S, Zone: s.Zone}, line)
	return nil
}

func (ah *abHand) line(line string) *Error {
	k := absolute.Classify(line)
	switch k {
	case linekind.KBlank:
		ah.blank()
		return nil
	case linekind.KTable:
		t, err := absolute.ParseTable(line)
		if err != nil {
			return ah.unknown(k, line, err)
		}
		ah.h.Table, ah.h.Button = t.Name, t.Button
		return nil
	case linekind.KSeat:
		_, e := headSeat(&ah.lineMapper, k, line, absolute.ParseSeat, func(s *absolute.Seat) (hand.Seat, string) {
			return hand.Seat{Number: s.Number, Player: s.Name}, s.Stack
		})
		if e != nil {
			return e
		}
		ah.ledger.seated(ah.h.Seats[len(ah.h.Seats)-1].Stack)
		ah.pockets = append(ah.pockets, 0)
		return nil
	case linekind.KStreet:
		return ah.streetLine(line)
	case linekind.KDealt:
		return ah.starsDealtLine(line, k, pokerstars.ParseDealt, false)
	case linekind.KBoard:
		if ah.section != 2 {
			return ah.unknown(k, line, errors.New("a board line before the summary"))
		}
		return ah.starsBoardLine(line, k)
	case linekind.KTotal:
		t, err := absolute.ParseTotal(line)
		if err != nil {
			return ah.unknown(k, line, err)
		}
		if e := ah.mapStarsTotal(t, line, k, func(string) bool { return false }); e != nil {
			return e
		}
		ah.sawTot = true
		return nil
	case linekind.KSummarySeat:
		return ah.summarySeat(line)
	}
	return ah.player(line)
}

func (ah *abHand) streetLine(line string) *Error {
	k := linekind.KStreet
	name := pokerstars.StreetName(line)
	if name == "SUMMARY" {
		ah.summary()
		return nil
	}
	st, ok := abStreets[name]
	stud := ah.family == hand.StudGame
	if st == hand.River && stud {
		st = hand.Seventh
	}
	switch {
	case !ok, st == hand.Showdown:
	case stud != (st >= hand.Third && st <= hand.Seventh), !stud && st == hand.Preflop && ah.street != hand.NoStreet:
		ok = false
	}
	if !ok {
		return ah.unknown(k, line, fmt.Errorf("street %q", name))
	}
	if st != hand.Preflop && st != hand.Third {
		ah.ledger.newStreet() // the posts before the first street count on it
	}
	ah.street, ah.section = st, 1
	if st == hand.Flop || st == hand.Turn || st == hand.River {
		cs, e := ah.streetCards(line, k, pokerstars.ParseStreet)
		if e != nil {
			return e
		}
		if len(cs) == 0 {
			return ah.unknown(k, line, errors.New("no board cards"))
		}
		ah.setBoard(0, cs, false)
	}
	return nil
}

// summarySeat reads a seat line of the summary: what the seat collected,
// the cards it mucked.
func (ah *abHand) summarySeat(line string) *Error {
	k := linekind.KSummarySeat
	if ah.section != 2 {
		return ah.unknown(k, line, errors.New("a summary seat line before the summary"))
	}
	if ah.seatPlayerFn == nil {
		ah.seatPlayerFn = ah.seatPlayer
	}
	s, err := absolute.ParseSummarySeat(line, ah.seatPlayerFn)
	if err != nil {
		return ah.summarySeatError(line, err)
	}
	h := ah.h
	seat := h.SeatOf(s.Name)
	sum := hand.SummarySeat{Seat: seat, Line: ah.lineNo}
	if s.Won != "" {
		v, e := ah.money(s.Won)
		if e != nil {
			return e
		}
		sum.Won = v
	}
	if len(s.Mucked) > 0 {
		cs, e := ah.cards(s.Mucked)
		if e != nil {
			return e
		}
		sum.Cards = cs
		if !shownAlready(h, seat, cs) {
			h.Shows = append(h.Shows, hand.Show{Seat: seat, Cards: cs, Mucked: true, Line: ah.lineNo})
		}
	}
	h.Summary.Seats = append(h.Summary.Seats, sum)
	return nil
}

func (ah *abHand) player(line string) *Error {
	ix := ah.seatIndex()
	idx, rest, k := absolute.CutName(line, ix.names)
	if k == linekind.KUnknown {
		return ah.unknown(k, line, nil)
	}
	a, err := absolute.ParseAct(k, rest)
	if err != nil {
		return ah.unknown(k, line, err)
	}
	return ah.apply(ix.order[idx], k, a, line)
}

// apply maps a player line: the amounts are what the line adds, a raise's
// second its total (see above).
func (ah *abHand) apply(seat int, k linekind.Kind, a *absolute.Act, line string) *Error {
	h, l := ah.h, &ah.ledger
	var v hand.Money
	if a.A != "" {
		var e *Error
		if v, e = ah.money(a.A); e != nil {
			return e
		}
	}
	switch k {
	case linekind.KPostAnte:
		ah.addAction(seat, hand.PostAnte, v, false)
		l.add(seat, v, false)
		setOnce(&h.Stakes.Ante, v, false)
	case linekind.KPostSB, linekind.KPostBB, linekind.KPost, linekind.KBringIn:
		kind, stake := hand.PostSmallBlind, &h.Stakes.SmallBlind
		switch k {
		case linekind.KPostBB:
			kind, stake = hand.PostBigBlind, &h.Stakes.BigBlind
		case linekind.KPost:
			kind, stake = hand.PostBigBlind, nil // out of position: says nothing of the stakes
		case linekind.KBringIn:
			kind, stake = hand.BringIn, &h.Stakes.BringIn
		}
		ah.addAction(seat, kind, v, false)
		l.add(seat, v, true)
		if stake != nil && l.stack[seat] > 0 { // a post that is not all in
			setOnce(stake, v, false)
		}
	case linekind.KFold:
		ah.addAction(seat, hand.Fold, 0, false)
	case linekind.KCheck:
		ah.addAction(seat, hand.Check, 0, false)
	case linekind.KCall:
		ah.addAction(seat, hand.Call, v, false)
		l.add(seat, v, true)
	case linekind.KBet:
		if l.curBet > 0 {
			return ah.fail(ReasonBadAmount, ah.lineNo, k.String(), fmt.Sprintf("%q: a bet when the bet is %d", shorten(line), l.curBet))
		}
		ah.addAction(seat, hand.Bet, v, false)
		l.add(seat, v, true)
	case linekind.KRaise:
		return ah.raiseAddedTo(l, seat, v, a.B, false, line)
	case linekind.KReturn:
		h.Returns = append(h.Returns, hand.Return{Seat: seat, Amount: v, Line: ah.lineNo})
	case linekind.KShow:
		cs, e := ah.cards(a.Cards)
		if e != nil {
			return e
		}
		ah.addShow(seat, cs, a.Desc)
	case linekind.KMuck, linekind.KNoShow:
		ah.playerNoteOf(k.String(), line, h.Seats[seat].Player)
	case linekind.KDealt:
		return ah.pocket(seat, a.Cards, line)
	case linekind.KCollectMain:
		ah.award(seat, v, 0)
	default:
		return ah.unknown(k, line, errNoMapping)
	}
	return nil
}

// pocket maps a stud "Pocket [..]" line: the cards after those the seat's
// previous line wrote are dealt now (see above).
func (ah *abHand) pocket(seat int, list []string, line string) *Error {
	if ah.family != hand.StudGame {
		return ah.unknown(linekind.KDealt, line, errors.New("a stud deal in a flop game"))
	}
	before := ah.pockets[seat]
	if len(list) <= before {
		return nil // a folded player's cards, repeated
	}
	ah.pockets[seat] = len(list)
	gs := []pokerstars.CardGroup{{Cards: list[:before]}, {Cards: list[before:]}}
	if before == 0 {
		gs = gs[1:]
	}
	d, e := ah.deal(seat, gs) // the cards before are held, the others dealt now
	if e != nil || len(d.Down)+len(d.Up) == 0 {
		return e
	}
	ah.h.Deals = append(ah.h.Deals, d)
	return nil
}

// raiseAddedTo maps a raise written as what it adds (added) and the total
// it reaches (to, as written): "Raises $45 to $60" (Absolute), "raises
// €0.95 to €0.95" (Unibet). The two must agree with what the seat has in
// on the street, and the total must be above the bet, else bad_amount.
func (m *lineMapper) raiseAddedTo(l *chipLedger, seat int, added hand.Money, to string, allIn bool, line string) *Error {
	total, e := m.money(to)
	if e != nil {
		return e
	}
	if total <= l.curBet || total-l.streetIn[seat] != added {
		return m.fail(ReasonBadAmount, m.lineNo, linekind.KRaise.String(), fmt.Sprintf("%q: adding %d to %d in does not reach %s over a bet of %d", shorten(line), added, l.streetIn[seat], to, l.curBet))
	}
	m.addAction(seat, hand.Raise, total-l.curBet, allIn).To = total
	l.add(seat, added, true)
	return nil
}
