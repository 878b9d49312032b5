package parse

import (
	"fmt"
	"slices"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/ptexport"
	"github.com/hhcheck/hhcheck/hand"
)

// PokerTracker's export of Microgaming hands ("** Game ID N Version:4
// starting - 2013-07-13 03:24:59"): hand.Site is "Microgaming" (the site's
// own XML is another format), the format id "mgtext". The text is the
// tracker's: what it writes its own way is this export's convention.
// Conventions, found in the real files of
// ../shared/histories/by-site/PokerTracker-export (*Microgaming*.txt, 8
// tournament hands; see audit.TestCorpusPTMicrogamingVerifies):
//
//   - The second line names the event and its number, the table, the game
//     in brackets ("[Multi Table Hold'em]": Hold'em) and "(10|20 NL - MTT
//     seats:2 )": the blinds, the limit, a tournament, the table's size.
//     Amounts are chips written with cents ("1500.00"): whole chips.
//   - "called - X", "bet - X", "raised - X" and "went all-in - X" write what
//     the line adds (hand 4962892831: Hero's big blind of 20, "bet - 60",
//     the flop's "bet - 70", Player0's "raised - 140", "Hero called - 70";
//     his 1,350 at the start less the 990 he put in is the seat line's "at
//     end 360.00"). A "bet" over a bet is a raise.
//   - "went all-in" before the cards are dealt is the blind the player
//     owes, posted all in (hand 4969489282: Player0, "[Sitting out]" with
//     10 chips, "went all-in - 10.00" after the 10 small blind; Hero "wins
//     20.00").
//   - No uncalled-bet line is written: the bet nobody called is inside
//     the winner's "wins" (UncalledInCollected: hand 4962892238, Player0's
//     "raised - 400.00" over 80 folded to, "wins 640.00"; his seat line
//     "1500.00 at end 1660.00").
//   - No total, no rake: tournaments take none. "Player0 mucks:" with no
//     cards is a seat that shows nothing.
//   - The seat line's "at end" stack has no place in the model; every
//     real hand's end stacks agree with this reading of the amounts
//     (TestMGEndStacks). The time has no zone (Start left zero). OddChip
//     by profile: no tie in the files.
func init() {
	Register(Site{Format: "mgtext", Name: "Microgaming", New: newPTMGState,
		Header:   Header{Prefixes: []string{ptexport.MGPrefix}},
		Requires: PartSummary | PartSeats | PartTable,
		Conventions: func(*hand.Hand) hand.Conventions {
			return hand.Conventions{UncalledInCollected: true}
		},
	})
}

type ptMGState struct{ index seatIndex }

func newPTMGState() Mapper { return &ptMGState{} }

type ptMGHand struct {
	lineMapper
	chipLedger
	sawTable bool // the table line was read
}

func (st *ptMGState) Map(p *Parser, doc *Document, c Chunk) (*hand.Hand, Parts, *Error) {
	mh := ptMGHand{lineMapper: startHand(doc, c, "Microgaming", &st.index)}
	if e := mh.read(p, c, mh.header, mh.line); e != nil {
		return nil, 0, e
	}
	parts := mh.parts()
	if mh.sawTable && mh.h.Button != 0 {
		parts |= PartTable
	}
	return mh.h, parts, nil
}

func (mh *ptMGHand) header(line string) *Error {
	hd, err := ptexport.ParseMGHeader(line)
	if err != nil {
		return mh.badHeader("header", line, err)
	}
	mh.h.ID = hd.ID
	mh.note("version", hd.Version)
	return nil
}

// ptMGGames are the games of the table line, without "Multi Table " or
// "Single Table ".
var ptMGGames = map[string]hand.GameType{"Hold'em": hand.Holdem, "Omaha": hand.Omaha}

// table reads the hand's second line (see above).
func (mh *ptMGHand) table(line string) *Error {
	h := mh.h
	if mh.sawTable || len(h.Seats) > 0 {
		return mh.unknown(linekind.KTable, line, errSeatAfterDeal)
	}
	t, err := ptexport.ParseMGTable(line)
	if err != nil {
		return mh.badHeader("table", line, err)
	}
	mh.sawTable = true
	h.Table, h.MaxSeats = t.Table, t.Seats
	game := strings.TrimPrefix(strings.TrimPrefix(t.Game, "Multi Table "), "Single Table ")
	var ok bool
	if h.Game, ok = ptMGGames[game]; !ok {
		return mh.fail(ReasonUnknownGame, mh.lineNo, "table", fmt.Sprintf("game %q", t.Game))
	}
	if h.Limit, ok = ptLimits[t.Limit]; !ok {
		return mh.fail(ReasonUnknownGame, mh.lineNo, "table", fmt.Sprintf("limit %q", t.Limit))
	}
	if t.Kind != "MTT" {
		// no other kind in the files: a cash table's currency is not written
		return mh.badHeader("table", line, fmt.Errorf("table kind %q: only MTT is known", t.Kind))
	}
	mh.family = h.Game.Spec().Family
	h.Tournament, h.Currency, h.Decimals, mh.amountOf = t.Tournament, "chips", 0, wholeChips
	mh.note("event", t.Event)
	lo, hi, e := mh.moneyPair(t.Small, t.Big)
	if e != nil {
		return e
	}
	mh.setStakes(lo, hi)
	return nil
}

func (mh *ptMGHand) line(line string) *Error {
	h := mh.h
	switch k := ptexport.MGClassify(line); k {
	case linekind.KBlank:
		return nil
	case linekind.KTable:
		return mh.table(line)
	case linekind.KSeat:
		return mh.seat(line)
	case linekind.KDealt:
		name, list, err := ptexport.MGDealt(line)
		if err != nil {
			return mh.unknown(k, line, err)
		}
		seat := h.SeatOf(name)
		if seat < 0 {
			return mh.fail(ReasonUnknownPlayer, mh.lineNo, "dealt", fmt.Sprintf("%q has no seat line", name))
		}
		cs, e := mh.cards(list)
		if e != nil {
			return e
		}
		mh.section, mh.street = 1, hand.Preflop
		h.Deals = append(h.Deals, hand.Deal{Seat: seat, Street: hand.Preflop, Down: cs, Line: mh.lineNo})
		return nil
	case linekind.KStreet:
		name, list, err := ptexport.MGBoard(line)
		if err != nil {
			return mh.unknown(k, line, err)
		}
		st, ok := ptStreets[strings.ToUpper(name)]
		if !ok || st == hand.Preflop {
			return mh.unknown(k, line, fmt.Errorf("unknown street %q", name))
		}
		mh.section, mh.street = 1, st
		mh.newStreet()
		return mh.ptBoard(st, list)
	case linekind.KInfo:
		id, ok := ptexport.MGEnd(line)
		if !ok || id != h.ID {
			return mh.fail(ReasonBadHeader, mh.lineNo, "end", fmt.Sprintf("%q ends a hand whose header says #%s", shorten(line), h.ID))
		}
		mh.summary()
		h.Summary.Line = mh.lineNo
		return nil
	}
	if mh.sawSumm {
		return mh.unknown(linekind.KPlayer, line, fmt.Errorf("after the end of the game"))
	}
	return mh.player(line)
}

func (mh *ptMGHand) seat(line string) *Error {
	s, e := headSeat(&mh.lineMapper, linekind.KSeat, line, ptexport.ParseMGSeat, func(s *ptexport.MGSeat) (hand.Seat, string) {
		return hand.Seat{Number: s.Number, Player: s.Name}, s.Stack
	})
	if e != nil {
		return e
	}
	mh.seated(mh.h.Seats[len(mh.h.Seats)-1].Stack)
	if slices.Contains(s.Marks, "Dealer") {
		mh.h.Button = s.Number
	}
	if len(s.Marks) > 0 {
		mh.playerNoteOf("seat_marks", line, s.Name)
	}
	return nil
}

func (mh *ptMGHand) player(line string) *Error {
	h := mh.h
	ix := mh.seatIndex()
	idx, rest, k := ptexport.MGCutName(line, ix.names)
	if k == linekind.KUnknown {
		return mh.unknown(linekind.KPlayer, line, nil)
	}
	seat := ix.order[idx]
	a, err := ptexport.ParseMGAct(k, rest)
	if err != nil {
		return mh.unknown(k, line, err)
	}
	var amount hand.Money
	if a.Amount != "" {
		var e *Error
		if amount, e = mh.money(a.Amount); e != nil {
			return e
		}
	}
	switch {
	case k == linekind.KAllIn && mh.section == 0:
		// the blind he owes, all in (see above)
		kind := hand.PostBigBlind
		if !slices.ContainsFunc(h.Actions, func(a hand.Action) bool { return a.Kind == hand.PostSmallBlind }) {
			kind = hand.PostSmallBlind
		}
		mh.addAction(seat, kind, amount, true)
		mh.add(seat, amount, true)
	case k == linekind.KPostSB, k == linekind.KPostBB:
		kind := hand.PostSmallBlind
		if k == linekind.KPostBB {
			kind = hand.PostBigBlind
		}
		mh.addAction(seat, kind, amount, amount == mh.stack[seat])
		mh.add(seat, amount, true)
	case k == linekind.KPostAnte:
		mh.addAction(seat, hand.PostAnte, amount, amount == mh.stack[seat])
		mh.add(seat, amount, false)
	case k == linekind.KCall, k == linekind.KBet, k == linekind.KRaise, k == linekind.KAllIn:
		mh.addedAction(&mh.chipLedger, seat, amount, k == linekind.KAllIn || amount == mh.stack[seat])
		mh.add(seat, amount, true)
	case k == linekind.KFold:
		mh.addAction(seat, hand.Fold, 0, false)
	case k == linekind.KCheck:
		mh.addAction(seat, hand.Check, 0, false)
	case k == linekind.KShow, k == linekind.KMuck:
		if len(a.Cards) == 0 {
			mh.playerNoteOf("mucks", line, h.Seats[seat].Player)
			return nil
		}
		cs, e := mh.cards(a.Cards)
		if e != nil {
			return e
		}
		if !shownAlready(h, seat, cs) {
			mh.addShow(seat, cs, "")
			h.Shows[len(h.Shows)-1].Mucked = k == linekind.KMuck
		}
	case k == linekind.KWins:
		mh.award(seat, amount, hand.PotUnnamed)
	default:
		return mh.noteOrUnmapped(k, line)
	}
	return nil
}
