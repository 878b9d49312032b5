package parse

import (
	"errors"
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/pokerstars"
	"github.com/hhcheck/hhcheck/grammar/unibet"
	"github.com/hhcheck/hhcheck/hand"
)

// Unibet writes a layout of its own (grammar/unibet). Conventions, found
// in the one real file of ../shared/histories/by-site/Unibet (hand
// 1463192545, no-limit Hold'em cash, 2021; audit.TestCorpusUnibetVerifies):
//
//   - "Game #N: Table NAME - LO/HI - GAME - TIME DATE": LO/HI the blinds,
//     written without a currency; the currency is the sign of the table's
//     name ("€1 NL": EUR, in cents; a name without one is rejected
//     bad_header). The time has no zone: Start is left zero, noted. The
//     game's words are "No Limit Hold'Em" and a table kind after them
//     ("Banzai"); others are rejected unknown_game, named.
//   - The table's name is its stake ("€1 NL"), not one table's: hands of
//     several tables may share it, so every hand is marked Pool and the
//     cross-hand checks (stack continuity) skip them.
//   - "NAME has the button" names the button; "Dealt in NAME" a player
//     dealt cards not shown (a note).
//   - "raises €0.95 to €0.95": the second amount is the player's total on
//     the street; the first, what the line adds (Hero, nothing in before,
//     adds €0.95), must agree with it, else bad_amount.
//   - UncalledInCollected: no uncalled bet line; "Hero wins €1.10" is the
//     pot with Hero's €0.85 nobody called in it (blinds €0.05 and €0.10,
//     Hero all in for €0.95, everybody folds), and so is "Total pot €1.10
//     Rake €0".
//   - The summary lists the seats that put chips in: "bet €0.95 and won
//     €1.10, net result: €0.15"; the result must be what was won less what
//     was bet, else the hand is rejected bad_amount.
//   - OddChip by profile: no pot in the file is divided.
func init() {
	Register(Site{Format: "unibet", Name: "Unibet",
		Header:   Header{Prefixes: []string{unibet.Prefix}, Match: unibet.IsHeader, Mark: '#'},
		New:      func() Mapper { return &ubState{} },
		Requires: PartSummary | PartTotal | PartSeats | PartTable,
		Conventions: func(*hand.Hand) hand.Conventions {
			return hand.Conventions{UncalledInCollected: true, OddChip: hand.OddChipByProfile}
		},
	})
}

// ubGames are the header's game words, before the table kind.
var ubGames = []struct {
	words string
	game  hand.GameType
	limit hand.Limit
}{{"No Limit Hold'Em", hand.Holdem, hand.NoLimit}}

// ubStreets are the words between "*** " and " ***" that start a betting
// round; the others ("Seated players", "Blinds and button", "Hole cards")
// start nothing.
var ubStreets = map[string]hand.Street{"Preflop": hand.Preflop, "Flop": hand.Flop, "Turn": hand.Turn, "River": hand.River}

// ubState is kept from hand to hand: the seat index.
type ubState struct{ index seatIndex }

// ubHand is one hand being mapped: what each seat put in on the street.
type ubHand struct {
	lineMapper
	ledger chipLedger
}

func (st *ubState) Map(p *Parser, doc *Document, c Chunk) (*hand.Hand, Parts, *Error) {
	uh := &ubHand{lineMapper: startHand(doc, c, "", &st.index)}
	if e := uh.read(p, c, uh.header, uh.line); e != nil {
		return nil, 0, e
	}
	return uh.h, uh.parts(), nil
}

func (uh *ubHand) header(line string) *Error {
	hd, err := unibet.ParseHeader(line)
	if err != nil {
		return uh.badHeader("header", line, err)
	}
	h := uh.h
	h.ID, h.Table, h.Pool = hd.ID, hd.Table, true
	known := false
	for _, g := range ubGames {
		if rest, ok := strings.CutPrefix(hd.Game, g.words); ok && (rest == "" || rest[0] == ' ') {
			h.Game, h.Limit, known = g.game, g.limit, true
		}
	}
	if !known {
		return uh.fail(ReasonUnknownGame, uh.lineNo, "header", fmt.Sprintf("game %q", hd.Game))
	}
	uh.family = h.Game.Spec().Family
	sym, _ := splitSymbol(hd.Table)
	if sym == "" {
		return uh.badHeader("header", line, errors.New("no currency in the table's name"))
	}
	uh.setUnit(false, "", hd.Table)
	lo, hi, e := uh.moneyPair(hd.Stakes[0], hd.Stakes[1])
	if e != nil {
		return e
	}
	uh.setStakes(lo, hi)
	uh.note("unknown_time_zone", line)
	return nil
}

func (uh *ubHand) line(line string) *Error {
	k := unibet.Classify(line, uh.section == 2)
	switch k {
	case linekind.KBlank:
		uh.blank()
		return nil
	case linekind.KInfo:
		uh.note("dealt_in", line)
		return nil
	case linekind.KSeat:
		_, e := headSeat(&uh.lineMapper, k, line, unibet.ParseSeat, func(s *unibet.Seat) (hand.Seat, string) {
			return hand.Seat{Number: s.Number, Player: s.Name}, s.Stack
		})
		if e != nil {
			return e
		}
		uh.ledger.seated(uh.h.Seats[len(uh.h.Seats)-1].Stack)
		return nil
	case linekind.KStreet:
		return uh.streetLine(line)
	case linekind.KDealt:
		return uh.starsDealtLine(line, k, pokerstars.ParseDealt, false)
	case linekind.KTotal:
		total, rake, err := unibet.ParseTotal(line)
		if err != nil {
			return uh.unknown(k, line, err)
		}
		t := &pokerstars.Total{Total: total, Fees: []pokerstars.Fee{{Name: []string{"Rake"}, Amount: rake}}}
		if e := uh.mapStarsTotal(t, line, k, func(string) bool { return false }); e != nil {
			return e
		}
		uh.sawTot = true
		return nil
	case linekind.KSummarySeat:
		return uh.summarySeat(line)
	}
	return uh.player(line)
}

func (uh *ubHand) streetLine(line string) *Error {
	k := linekind.KStreet
	name := pokerstars.StreetName(line)
	if name == "Summary" {
		uh.summary()
		return nil
	}
	st, ok := ubStreets[name]
	switch {
	case name == "Seated players", name == "Blinds and button", name == "Hole cards":
		if uh.street != hand.NoStreet {
			return uh.unknown(k, line, fmt.Errorf("%q after the deal", name))
		}
		return nil
	case !ok:
		return uh.unknown(k, line, fmt.Errorf("street %q", name))
	}
	if st != hand.Preflop {
		uh.ledger.newStreet() // the blinds count on the first street
	}
	uh.street, uh.section = st, 1
	if st == hand.Preflop {
		return nil
	}
	cs, e := uh.streetCards(line, k, pokerstars.ParseStreet)
	if e != nil {
		return e
	}
	if len(cs) == 0 {
		return uh.unknown(k, line, errors.New("no board cards"))
	}
	uh.setBoard(0, cs, false)
	return nil
}

// summarySeat reads "Seat 4: Hero: bet €0.95 and won €1.10, net result:
// €0.15": the result must be what was won less what was bet.
func (uh *ubHand) summarySeat(line string) *Error {
	k := linekind.KSummarySeat
	if uh.seatPlayerFn == nil {
		uh.seatPlayerFn = uh.seatPlayer
	}
	s, err := unibet.ParseSummarySeat(line, uh.seatPlayerFn)
	if err != nil {
		return uh.summarySeatError(line, err)
	}
	bet, won, e := uh.moneyPair(s.Bet, s.Won)
	if e != nil {
		return e
	}
	net, e := uh.money(s.Net)
	if e != nil {
		return e
	}
	if s.Minus {
		net = -net
	}
	if won-bet != net {
		return uh.fail(ReasonBadAmount, uh.lineNo, k.String(), fmt.Sprintf("%q: won less bet is %d, not the net result", shorten(line), won-bet))
	}
	uh.h.Summary.Seats = append(uh.h.Summary.Seats, hand.SummarySeat{Seat: uh.h.SeatOf(s.Name), Won: won, Line: uh.lineNo})
	return nil
}

func (uh *ubHand) player(line string) *Error {
	ix := uh.seatIndex()
	idx, rest, k := unibet.CutName(line, ix.names)
	if k == linekind.KUnknown {
		return uh.unknown(k, line, nil)
	}
	a, desc, err := unibet.ParseAct(k, rest)
	if err != nil {
		return uh.unknown(k, line, err)
	}
	return uh.apply(ix.order[idx], k, a, desc, line)
}

// apply maps a player line: the amounts are what the line adds, a raise's
// second its total (see above).
func (uh *ubHand) apply(seat int, k linekind.Kind, a *unibet.Act, desc, line string) *Error {
	h, l := uh.h, &uh.ledger
	var v hand.Money
	if a.A != "" {
		var e *Error
		if v, e = uh.money(a.A); e != nil {
			return e
		}
	}
	switch k {
	case linekind.KButton:
		h.Button = h.Seats[seat].Number
	case linekind.KRaise:
		return uh.raiseAddedTo(l, seat, v, a.B, a.AllIn, line)
	case linekind.KShow, linekind.KShowBare:
		cs, e := uh.cards(a.Cards)
		if e != nil {
			return e
		}
		uh.addShow(seat, cs, desc)
	case linekind.KMuck:
		uh.playerNoteOf(k.String(), line, h.Seats[seat].Player)
	case linekind.KWinPot:
		uh.award(seat, v, hand.PotUnnamed)
	default:
		// posts (the header gives the blinds), folds, checks, calls, bets
		if ok, e := uh.ledgerAct(l, seat, k, v, a.AllIn, false, line, a.A); ok || e != nil {
			return e
		}
		return uh.unknown(k, line, errNoMapping)
	}
	return nil
}
