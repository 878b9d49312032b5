package parse

import (
	"errors"
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/enet"
	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/pokerstars"
	"github.com/hhcheck/hhcheck/hand"
)

// Enet Poker writes a layout like PokerStars' in euros with a decimal
// comma (grammar/enet). The real files, ../shared/histories/by-site/Enet
// (3 hands of 2012, Hold'em NL and Omaha PL cash, each a file named for
// what is wrong with it: "post.dead", "side.pot.failure",
// "accounting.issue"), are all records that contradict themselves, and
// each is rejected with the first line that shows it
// (audit.TestCorpusEnetRejects):
//
//   - 19408739: "Player4: posts big blind" and "Player1: posts small
//     blind" write no amount (the summary's total, €0,30, and the
//     collections, €0,20 in the betting and €0,30 in the summary, do not
//     tell them): bad_amount.
//   - 7732419: two "Rake:" lines in the betting, the second negative
//     ("Rake: €-2,22"); the summary's total, €2,75, is less than the
//     €140,53 the lines put in: bad_amount.
//   - 12036770: "Player6: checks" facing the big blind's €0,25 with
//     nothing in and no post of his written (the button is "Seat #0", no
//     seat; the winner "collected (€0,82)" in the betting, "(€1,04)" in the
//     summary): missing_line.
//
// What the lines say, read from these hands (the betting before those
// lines adds up): "Game #N: GAME (€LO/€HI) - TIME D.M.YYYY - %6", the
// blinds; the limit is in the table's name ("Table 'Romania 1 - Pot
// Limit' 9-max"); the time has no zone (Start left zero, noted). "raises
// €11,75", "goes all-in €5,75" and "calls €12,25" write what the line adds
// (7732419: amazing_mck, €0,50 big blind in, raises €11,75, then cik calls
// €12,25; cik's all-in €45,89 on his €12,25 is his €58,14 stack).
// "Uncalled bet (€x) returned to NAME" (RecordsUncalled); "Rake: €x" in
// the betting is a note (the summary's total line has the rake). Card
// lists have no spaces ("[Td4h7d]"); a street line writes the whole board.
func init() {
	Register(Site{Format: "enet", Name: "Enet",
		Header:   Header{Prefixes: []string{enet.Prefix}, Match: enet.IsHeader, Mark: '#'},
		New:      func() Mapper { return &enetState{} },
		Requires: PartSummary | PartTotal | PartSeats | PartTable,
		Conventions: func(*hand.Hand) hand.Conventions {
			return hand.Conventions{RecordsUncalled: true, OddChip: hand.OddChipByProfile}
		},
	})
}

var (
	enetGames   = map[string]hand.GameType{"Hold'em": hand.Holdem, "Omaha": hand.Omaha}
	enetLimits  = map[string]hand.Limit{"No Limit": hand.NoLimit, "Pot Limit": hand.PotLimit}
	enetStreets = map[string]hand.Street{"HOLECARDS": hand.Preflop, "FLOP": hand.Flop, "TURN": hand.Turn, "RIVER": hand.River, "SHOWDOWN": hand.Showdown}
)

// enetAmount reads "€14,90", "€10": a decimal comma, as Winamax writes it.
func enetAmount(s string, dec int) (hand.Money, error) {
	_, s = splitSymbol(s)
	return winamaxAmount(s, dec)
}

// enetState is kept from hand to hand: the seat index.
type enetState struct{ index seatIndex }

// enetHand is one hand being mapped: what each seat put in on the street
// (the lines write what they add).
type enetHand struct {
	lineMapper
	ledger chipLedger
}

func (st *enetState) Map(p *Parser, doc *Document, c Chunk) (*hand.Hand, Parts, *Error) {
	eh := &enetHand{lineMapper: startHand(doc, c, "", &st.index)}
	eh.amountOf = enetAmount
	if e := eh.read(p, c, eh.header, eh.line); e != nil {
		return nil, 0, e
	}
	return eh.h, eh.parts(), nil
}

func (eh *enetHand) header(line string) *Error {
	hd, err := enet.ParseHeader(line)
	if err != nil {
		return eh.badHeader("header", line, err)
	}
	h := eh.h
	h.ID = hd.ID
	g, ok := enetGames[hd.Game]
	if !ok {
		return eh.fail(ReasonUnknownGame, eh.lineNo, "header", fmt.Sprintf("game %q", hd.Game))
	}
	h.Game, eh.family = g, g.Spec().Family
	if len(hd.Stakes) != 2 {
		return eh.badHeader("header", line, fmt.Errorf("%d stakes, not two", len(hd.Stakes)))
	}
	eh.setUnit(false, "", hd.Stakes[0])
	var e *Error
	if h.Stakes.SmallBlind, h.Stakes.BigBlind, e = eh.moneyPair(hd.Stakes[0], hd.Stakes[1]); e != nil {
		return e
	}
	eh.note("unknown_time_zone", line)
	return nil
}

func (eh *enetHand) line(line string) *Error {
	k := enet.Classify(line, eh.section == 2)
	h := eh.h
	switch k {
	case linekind.KBlank:
		eh.blank()
		return nil
	case linekind.KTable:
		t, e := eh.starsTable(line, k)
		if e != nil {
			return e
		}
		if i := strings.LastIndex(t.Name, " - "); i >= 0 {
			if l, ok := enetLimits[t.Name[i+3:]]; ok {
				h.Limit = l
				return nil
			}
		}
		return eh.fail(ReasonUnknownGame, eh.lineNo, k.String(), fmt.Sprintf("no limit in the table's name %q", t.Name))
	case linekind.KSeat:
		_, e := headSeat(&eh.lineMapper, k, line, pokerstars.ParseSeat, func(s *pokerstars.Seat) (hand.Seat, string) {
			return hand.Seat{Number: s.Number, Player: s.Name}, s.Stack
		})
		if e == nil {
			eh.ledger.seated(h.Seats[len(h.Seats)-1].Stack)
		}
		return e
	case linekind.KStreet:
		return eh.streetLine(line)
	case linekind.KUncalled:
		return eh.mapStarsUncalled(line, k)
	case linekind.KInfo:
		a, neg, err := enet.Rake(line)
		if err != nil {
			return eh.unknown(k, line, err)
		}
		if neg {
			return eh.fail(ReasonBadAmount, eh.lineNo, "rake", fmt.Sprintf("%q: a negative rake (%s taken back)", shorten(line), a))
		}
		eh.note("rake_line", line)
		return nil
	case linekind.KTotal:
		return eh.starsTotalLine(line, k, func(string) bool { return false })
	case linekind.KBoard:
		list, err := enet.Board(line)
		if err != nil {
			return eh.unknown(k, line, err)
		}
		cs, e := eh.cards(list)
		if e == nil && len(cs) > 0 {
			eh.setBoard(0, cs, true)
		}
		return e
	case linekind.KSummarySeat:
		return eh.summarySeat(line)
	}
	return eh.player(line)
}

func (eh *enetHand) streetLine(line string) *Error {
	k := linekind.KStreet
	name := pokerstars.StreetName(line)
	if name == "SUMMARY" {
		eh.summary()
		return nil
	}
	st, ok := enetStreets[name]
	if !ok {
		return eh.unknown(k, line, fmt.Errorf("street %q", name))
	}
	if st != hand.Preflop {
		eh.ledger.newStreet() // the blinds count on the first street
	}
	eh.street, eh.section = st, 1
	if st == hand.Preflop || st == hand.Showdown {
		return nil
	}
	list, err := enet.StreetCards(line)
	if err != nil || len(list) == 0 {
		return eh.unknown(k, line, errors.Join(errors.New("no board cards"), err))
	}
	cs, e := eh.cards(list)
	if e != nil {
		return e
	}
	eh.setBoard(0, cs, false)
	return nil
}

// summarySeat reads a seat line of the summary: what the seat collected
// or won, the cards it showed.
func (eh *enetHand) summarySeat(line string) *Error {
	if eh.seatPlayerFn == nil {
		eh.seatPlayerFn = eh.seatPlayer
	}
	s, err := enet.ParseSummarySeat(line, eh.seatPlayerFn)
	if err != nil {
		return eh.summarySeatError(line, err)
	}
	h := eh.h
	seat := h.SeatOf(s.Name)
	sum := hand.SummarySeat{Seat: seat, Line: eh.lineNo}
	if s.Won != "" {
		v, e := eh.money(s.Won)
		if e != nil {
			return e
		}
		sum.Won = v
	}
	if len(s.Cards) > 0 {
		cs, e := eh.cards(s.Cards)
		if e != nil {
			return e
		}
		if sum.Cards = cs; !shownAlready(h, seat, cs) {
			eh.addShow(seat, cs, "")
		}
	}
	h.Summary.Seats = append(h.Summary.Seats, sum)
	return nil
}

func (eh *enetHand) player(line string) *Error {
	ix := eh.seatIndex()
	idx, rest, k := enet.CutName(line, ix.names)
	if k == linekind.KUnknown {
		return eh.unknown(k, line, nil)
	}
	a, desc, err := enet.ParseAct(k, rest)
	if err != nil {
		return eh.unknown(k, line, err)
	}
	return eh.apply(ix.order[idx], k, a, desc, line)
}

// apply maps a player line: its amount is what it adds (see above).
func (eh *enetHand) apply(seat int, k linekind.Kind, a *enet.Act, desc, line string) *Error {
	h, l := eh.h, &eh.ledger
	var v hand.Money
	if a.A != "" {
		var e *Error
		if v, e = eh.money(a.A); e != nil {
			return e
		}
	}
	switch k {
	case linekind.KPostSB, linekind.KPostBB:
		if a.A == "" {
			return eh.fail(ReasonBadAmount, eh.lineNo, k.String(), fmt.Sprintf("%q: a post written without its amount", shorten(line)))
		}
		kind := hand.PostSmallBlind
		if k == linekind.KPostBB {
			kind = hand.PostBigBlind
		}
		eh.addAction(seat, kind, v, false)
		l.add(seat, v, true)
	case linekind.KFold:
		eh.addAction(seat, hand.Fold, 0, false)
	case linekind.KCheck:
		if l.streetIn[seat] < l.curBet {
			return eh.fail(ReasonMissingLine, eh.lineNo, k.String(), fmt.Sprintf("%q: a check facing a bet of %d with %d in (a post of his is not written)", shorten(line), l.curBet, l.streetIn[seat]))
		}
		eh.addAction(seat, hand.Check, 0, false)
	case linekind.KCall, linekind.KBet, linekind.KRaise, linekind.KAllIn:
		eh.addedAction(l, seat, v, a.AllIn)
		l.add(seat, v, true)
	case linekind.KShow:
		cs, e := eh.cards(a.Cards)
		if e != nil {
			return e
		}
		eh.addShow(seat, cs, desc)
	case linekind.KMuck:
		eh.playerNoteOf(k.String(), line, h.Seats[seat].Player)
	case linekind.KCollectPot:
		eh.award(seat, v, hand.PotUnnamed)
	default:
		return eh.unknown(k, line, errNoMapping)
	}
	return nil
}
