package parse

import (
	"errors"
	"fmt"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/scan"
	"github.com/hhcheck/hhcheck/hand"
)

// Steps several site mappings take alike, beside those of mapper.go.

// moneyPair converts a header's two stakes ("$0.02/$0.05"): both must be
// amounts of the hand's unit ("" too is a bad amount, unlike moneyRun).
func (m *lineMapper) moneyPair(small, big string) (hand.Money, hand.Money, *Error) {
	a, e := m.money(small)
	if e != nil {
		return 0, 0, e
	}
	b, e := m.money(big)
	return a, b, e
}

// firstBoard is the first run's board so far (nil before any board card).
func (m *lineMapper) firstBoard() []cards.Card {
	if len(m.h.Boards) > 0 {
		return m.h.Boards[0]
	}
	return nil
}

// dealBoard adds the cards a street deals to the first run's board, and
// returns that board.
func (m *lineMapper) dealBoard(cs []cards.Card) []cards.Card {
	board := append(m.firstBoard(), cs...)
	m.setBoard(0, board, false)
	return board
}

// headSeat maps a seat line of the hand's head with the site's seat
// grammar (parse) and what it read (seat: the seat and its stack as
// written): rejected after the deal (inHead), when the grammar fails, or
// as seatLine rejects. The grammar's result is returned for what else the
// site reads from it.
func headSeat[S any](m *lineMapper, k fmt.Stringer, line string, parse func(string) (S, error), seat func(S) (hand.Seat, string)) (S, *Error) {
	var s S
	if e := m.inHead(k, line); e != nil {
		return s, e
	}
	s, err := parse(line)
	if err != nil {
		return s, m.unknown(k, line, err)
	}
	st, stack := seat(s)
	return s, m.seatLine(k, st, stack)
}

// readAmount reads text, all or part of a line of kind k, with the site's
// grammar (parse; a text it does not read makes the line unknown_line) and
// converts the amount of what it read (amount): the grammar's result and
// the amount.
func readAmount[T any](m *lineMapper, k fmt.Stringer, line, text string, parse func(string) (T, error), amount func(T) (hand.Money, *Error)) (T, hand.Money, *Error) {
	t, err := parse(text)
	if err != nil {
		return t, 0, m.unknown(k, line, err)
	}
	v, e := amount(t)
	return t, v, e
}

// summarySeatError rejects a summary seat line the site's grammar does
// not read: one whose name is not the seat's player (a
// *scan.SeatNameError) is unknown_player, any other unknown_line.
func (m *lineMapper) summarySeatError(line string, err error) *Error {
	k := linekind.KSummarySeat
	var sn *scan.SeatNameError
	if errors.As(err, &sn) {
		return m.fail(ReasonUnknownPlayer, m.lineNo, k.String(), fmt.Sprintf("%q: %v", shorten(line), err))
	}
	return m.unknown(k, line, err)
}

// noteKind is a line kind that says whether its lines are notes.
type noteKind interface {
	fmt.Stringer
	IsNote() bool
}

var errNoMapping = errors.New("no mapping")

// noteOrUnmapped maps a player line of a kind the site's step has no case
// for: a note kind is kept as a note, any other is unknown_line.
func (m *lineMapper) noteOrUnmapped(k noteKind, line string) *Error {
	if k.IsNote() {
		m.note(k.String(), line)
		return nil
	}
	return m.unknown(k, line, errNoMapping)
}

// badHeader rejects a hand whose header (or another line of its head,
// kind) the site's grammar does not read; the grammar's error is wrapped
// (and gives the column).
func (m *lineMapper) badHeader(kind, line string, err error) *Error {
	e := m.fail(ReasonBadHeader, m.lineNo, kind, fmt.Sprintf("%q: %s", shorten(line), grammarMessage(err)))
	e.Err = err
	return e
}

// namedSeat finds the seat of a name a line of kind k gives (a deal, a
// return): its index, or unknown_player.
func (m *lineMapper) namedSeat(k fmt.Stringer, name string) (int, *Error) {
	i := m.h.SeatOf(name)
	if i < 0 {
		return -1, m.fail(ReasonUnknownPlayer, m.lineNo, k.String(), fmt.Sprintf("%q has no seat", name))
	}
	return i, nil
}

// returnTo records an uncalled bet given back (amount as written) to the
// seat a line of kind k names.
func (m *lineMapper) returnTo(k fmt.Stringer, name, amount string) *Error {
	i, e := m.namedSeat(k, name)
	if e != nil {
		return e
	}
	v, e := m.money(amount)
	if e != nil {
		return e
	}
	m.h.Returns = append(m.h.Returns, hand.Return{Seat: i, Amount: v, Line: m.lineNo})
	return nil
}

// dealDown records the cards a line deals face down to seat on the
// current street (list as written).
func (m *lineMapper) dealDown(seat int, list []string) *Error {
	cs, e := m.cards(list)
	if e != nil {
		return e
	}
	m.h.Deals = append(m.h.Deals, hand.Deal{Seat: seat, Street: m.street, Down: cs, Line: m.lineNo})
	return nil
}

// callTo appends a call written as the player's total on the street (to,
// written so in the line): what it adds beyond his chips in; a call that
// adds nothing is bad_amount. The ledger takes the chips (Kings Club,
// PKR).
func (m *lineMapper) callTo(l *chipLedger, seat int, k fmt.Stringer, line, written string, to hand.Money, allIn bool) *Error {
	added := to - l.streetIn[seat]
	if added <= 0 {
		return m.fail(ReasonBadAmount, m.lineNo, k.String(), fmt.Sprintf("%q: a call to %s by a player who has %d in", shorten(line), written, l.streetIn[seat]))
	}
	m.addAction(seat, hand.Call, added, allIn)
	l.add(seat, added, true)
	return nil
}

// raiseTo appends a raise written as the player's total on the street
// (to); a raise to no more than the bet is bad_amount. The ledger takes
// the chips (Kings Club, PKR).
func (m *lineMapper) raiseTo(l *chipLedger, seat int, k fmt.Stringer, line, written string, to hand.Money, allIn bool) *Error {
	if to <= l.curBet {
		return m.fail(ReasonBadAmount, m.lineNo, k.String(), fmt.Sprintf("%q: a raise to %s when the bet is %d", shorten(line), written, l.curBet))
	}
	m.addAction(seat, hand.Raise, to-l.curBet, allIn).To = to
	l.add(seat, to-l.streetIn[seat], true)
	return nil
}
