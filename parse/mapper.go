package parse

import (
	"errors"
	"fmt"
	"math/bits"
	"slices"
	"strings"
	"sync"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/hand"
)

// lineMapper is what every site's mapping keeps while it reads one hand
// line by line, and the steps that do not depend on the site: errors that
// name the file, line and hand, amounts, cards, notes and actions. Each
// site's hand state embeds it (psHand, ggHand, wmHand) and overrides what
// its syntax needs (Winamax's money and hidden cards).
type lineMapper struct {
	doc     *Document
	h       *hand.Hand
	lineNo  int
	street  hand.Street
	run     int         // the board run the lines are about (0 first)
	section int         // 0 head, 1 actions, 2 summary
	family  hand.Family // the game's, once the header named it
	sawSumm bool        // the "*** SUMMARY ***" line
	sawTot  bool        // the summary's total line
	ended   bool        // a blank line after the summary's total: the hand is over
	// seats finds the players named at the start of lines (the site
	// state's, reused from hand to hand); rebuilt after a seat is added.
	seats      *seatIndex
	seatsDirty bool
	// hidden is the text a site writes for a card it does not show ("X"),
	// dropped from card lists; "" when every card text must be a card.
	hidden string
	// amountOf reads the site's amounts; nil: parseMoney.
	amountOf func(s string, dec int) (hand.Money, error)
	// seatPlayerFn is seatPlayer bound to this mapper (set by its first use).
	seatPlayerFn func(int) string
	// seatFound is the index in Hand.Seats of the seat seatPlayer found
	// last (-1 none)
	seatFound int
	// seatNums and nameMarks have a bit for each seat addSeat added (the
	// only way a hand's seats are added while it is read): bit Number%64
	// and bit nameMark(Player)%64
	seatNums, nameMarks uint64
}

// nameMark is a number of a name that two equal names share: its length,
// its first and its last byte mixed.
func nameMark(s string) uint {
	if s == "" {
		return 0
	}
	return uint(len(s)) + 7*uint(s[0]) + 13*uint(s[len(s)-1])
}

// startHand begins the mapping of chunk c: a new hand of the file at the
// chunk's line, site its Site ("" leaves it to the mapping or the
// registry), the players found through seats.
func startHand(doc *Document, c Chunk, site string, seats *seatIndex) lineMapper {
	h := newHand()
	h.File, h.Line, h.Site = doc.File, c.Line, site
	return lineMapper{doc: doc, lineNo: c.Line - 1, h: h, seats: seats, seatsDirty: true}
}

// hands holds hands given back by Recycle: the next hands mapped reuse
// their lists instead of allocating them again.
var hands sync.Pool

// newHand returns an empty hand, a recycled one when there is one.
func newHand() *hand.Hand {
	if h, ok := hands.Get().(*hand.Hand); ok {
		return h
	}
	return &hand.Hand{}
}

// Recycle gives a hand Parse returned back for reuse by a later Parse (of
// any Parser): the batch run calls it once a hand's checks are over. The
// caller promises that nothing refers to h or to any list in it any more
// (a hand kept, e.g. by a dataset sink, is never recycled).
func Recycle(h *hand.Hand) {
	if h == nil {
		return
	}
	h.Reset()
	hands.Put(h)
}

// seatIndex returns the hand's seat names, longest first, rebuilding them
// once seats were added.
func (m *lineMapper) seatIndex() *seatIndex {
	if m.seatsDirty {
		m.seats.build(m.h)
		m.seatsDirty = false
	}
	return m.seats
}

// pastEnd reports whether a line comes after the hand's end (a blank line
// after the summary's total; summary says whether the line is one the
// summary still holds: some files double-space it): it is kept as a note
// of kind "trailing_text" (a tournament summary glued to the hand).
func (m *lineMapper) pastEnd(summary bool, line string) bool {
	if !m.ended || summary {
		return false
	}
	if line != "" {
		m.note("trailing_text", line)
	}
	return true
}

// blank notes a blank line: after the summary's total it ends the hand.
func (m *lineMapper) blank() {
	if m.section == 2 && m.sawTot {
		m.ended = true
	}
}

// summary notes the "*** SUMMARY ***" line.
func (m *lineMapper) summary() {
	m.section, m.sawSumm = 2, true
}

// read feeds the chunk's lines to header (the first) and line (the
// others), counting line numbers. Whether the hand is whole (a summary
// with its total, seats) is the registry's check (Parts).
func (m *lineMapper) read(p *Parser, c Chunk, header, line func(string) *Error) *Error {
	return readLines(m, p, c, stepFuncs{header, line})
}

// lineSteps are the two steps read feeds a hand's lines to: its first
// line (header) and each other (line).
type lineSteps interface {
	header(line string) *Error
	line(line string) *Error
}

// stepFuncs are lineSteps of two functions (read's).
type stepFuncs struct{ first, other func(string) *Error }

func (f stepFuncs) header(line string) *Error { return f.first(line) }
func (f stepFuncs) line(line string) *Error   { return f.other(line) }

// readLines is read with the steps of a site's hand mapping (psHand): its
// methods called without a method value's wrapper on every line.
func readLines[S lineSteps](m *lineMapper, p *Parser, c Chunk, steps S) *Error {
	text, pos, end := m.doc.Text, c.Start, c.End
	ends := m.doc.lineEnds(c) // one for each line of the text and one more
	// Room for the hand's actions and seats at once: a hand has fewer
	// actions than lines, and growing the slices line by line was the
	// largest allocation of the whole path.
	// The room is rounded up to a power of two: a recycled hand (Recycle)
	// then has room for the next hands, most of them not longer, instead
	// of one made anew for every hand longer than the last.
	if n := len(ends); cap(m.h.Actions) < n {
		m.h.Actions = make([]hand.Action, 0, 1<<bits.Len(uint(n-1)))
	}
	if cap(m.h.Seats) < 10 {
		m.h.Seats = make([]hand.Seat, 0, 10)
	}
	// n lines read: the first is the header; the last end may lie
	// beyond the chunk's end, which then ends the last line (pos < end:
	// no line after it), and Stats counts the lines once, at the end
	n := 0
	for n < len(ends) && pos < end {
		eol := ends[n]
		l := text[pos:min(eol, end)]
		pos = eol + 1
		n++
		m.lineNo++
		if k := len(l); k > 0 {
			// One space, the commonest end but a printed byte (a fifth
			// of the lines in some files, none in others), cut without
			// a branch, which mispredicted a million times a benchmark
			// run; then what trimLineEnd cuts, rarely anything.
			k -= spaceBit(l[k-1])
			if l = l[:k]; k > 0 && l[k-1] <= ' ' {
				l = trimLineEnd(l)
			}
		}
		var e *Error
		if n == 1 {
			e = steps.header(strings.TrimPrefix(l, "\uFEFF"))
		} else {
			e = steps.line(l)
		}
		if e != nil {
			p.Stats.Lines += n
			return e
		}
	}
	p.Stats.Lines += n
	m.h.EndLine = m.lineNo
	return nil
}

// spaceBit is 1 for a space, 0 for any other byte, by arithmetic rather
// than a branch: c^' ' is 0 only for a space, and 0-1 is the one value
// that wraps to a uint with its top bit set (any other is 0..254).
func spaceBit(c byte) int {
	return int((uint(c^' ') - 1) >> 63)
}

// trimLineEnd is strings.TrimRight(l, " \t\r"), without its cutset set-up
// per line.
func trimLineEnd(l string) string {
	for n := len(l); n > 0; n-- {
		if c := l[n-1]; c != ' ' && c != '\t' && c != '\r' {
			break
		}
		l = l[:n-1]
	}
	return l
}

// parts says what the hand contained, for its site's completeness check
// (Site.Requires).
func (m *lineMapper) parts() Parts {
	var p Parts
	if m.sawSumm {
		p |= PartSummary
	}
	if m.sawTot {
		p |= PartTotal
	}
	return p
}

func (m *lineMapper) fail(reason Reason, line int, kind, detail string) *Error {
	return &Error{File: m.doc.File, Line: line, HandID: m.h.ID, Reason: reason, Kind: kind, Detail: detail}
}

// unknown rejects the current line as one no grammar of the site reads.
func (m *lineMapper) unknown(k fmt.Stringer, line string, err error) *Error {
	d := fmt.Sprintf("%q", shorten(line))
	if err != nil {
		d += ": " + grammarMessage(err)
	}
	e := m.fail(ReasonUnknownLine, m.lineNo, k.String(), d)
	e.Err = err
	return e
}

// money converts an amount written "$1,000.50", "€0.02", "25" (or in the
// site's own syntax, amountOf).
func (m *lineMapper) money(s string) (hand.Money, *Error) {
	var v hand.Money
	var err error
	if m.amountOf == nil {
		v, err = parseMoney(s, m.h.Decimals) // a direct call: most sites
	} else {
		v, err = m.amountOf(s, m.h.Decimals)
	}
	if err != nil {
		return 0, m.fail(ReasonBadAmount, m.lineNo, "", fmt.Sprintf("%q: %v", s, err))
	}
	return v, nil
}

// cards converts "Ah", "Td", ...; every card must be a real one (the
// site's hidden card text is dropped).
func (m *lineMapper) cards(list []string) ([]cards.Card, *Error) {
	out, err := cardList(list, m.hidden)
	if err != nil {
		return nil, m.fail(ReasonBadCard, m.lineNo, "", err.Error())
	}
	return out, nil
}

// cardList converts card texts, dropping hidden ones (unless hidden is
// ""); the first bad one is the error.
func cardList(list []string, hidden string) ([]cards.Card, error) {
	return appendCards(make([]cards.Card, 0, len(list)), list, hidden)
}

// appendCards is cardList appending to out.
func appendCards(out []cards.Card, list []string, hidden string) ([]cards.Card, error) {
	for _, s := range list {
		if s == hidden && hidden != "" {
			continue
		}
		c, err := cards.Parse(s)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

// note keeps a line the arithmetic does not need (hand.Note).
func (m *lineMapper) note(kind, text string) {
	m.h.Notes = append(m.h.Notes, hand.Note{Line: m.lineNo, Kind: kind, Text: strings.Clone(text)})
}

// playerNoteOf keeps a player's line the arithmetic does not need, naming
// the player.
func (m *lineMapper) playerNoteOf(kind, line, player string) {
	m.note(kind, line)
	n := &m.h.Notes[len(m.h.Notes)-1]
	if strings.HasPrefix(line, player) {
		n.Player = n.Text[:len(player)] // most lines start with the name: one copy for both
		return
	}
	n.Player = strings.Clone(player)
}

// addAction appends an action of the current street and line.
func (m *lineMapper) addAction(seat int, kind hand.ActionKind, amount hand.Money, allIn bool) *hand.Action {
	m.h.Actions = append(m.h.Actions, hand.Action{Seat: seat, Kind: kind, Street: m.street, Amount: amount, AllIn: allIn, Line: m.lineNo})
	return &m.h.Actions[len(m.h.Actions)-1]
}

// addSeat adds a seat line's player; two seats with one number or one
// name reject the hand.
func (m *lineMapper) addSeat(kind fmt.Stringer, seat hand.Seat) *Error {
	// a seat whose number and name's mark (each mod 64) no seat added
	// before has can be no seat's twin: most, told without the walk
	num, mark := uint64(1)<<(uint(seat.Number)&63), uint64(1)<<(nameMark(seat.Player)&63)
	if m.seatNums&num != 0 || m.nameMarks&mark != 0 {
		for i := range m.h.Seats {
			if m.h.Seats[i].Number == seat.Number || m.h.Seats[i].Player == seat.Player {
				return m.fail(ReasonDuplicateSeat, m.lineNo, kind.String(), fmt.Sprintf("seat %d %q", seat.Number, seat.Player))
			}
		}
	}
	m.seatNums, m.nameMarks = m.seatNums|num, m.nameMarks|mark
	seat.Line = m.lineNo
	m.h.Seats = append(m.h.Seats, seat)
	m.seatsDirty = true
	return nil
}

var errSeatAfterDeal = errors.New("seat line after the deal")

// inHead rejects a line that only the hand's head has (a seat line) once
// the deal began.
func (m *lineMapper) inHead(kind fmt.Stringer, line string) *Error {
	if m.section != 0 {
		return m.unknown(kind, line, errSeatAfterDeal)
	}
	return nil
}

// seatLine adds the seat of a seat line with its stack in the site's
// amounts.
func (m *lineMapper) seatLine(kind fmt.Stringer, seat hand.Seat, stack string) *Error {
	var e *Error
	if seat.Stack, e = m.money(stack); e != nil {
		return e
	}
	return m.addSeat(kind, seat)
}

// addShow records cards a seat showed on the current run.
func (m *lineMapper) addShow(seat int, cs []cards.Card, desc string) {
	m.h.Shows = append(m.h.Shows, hand.Show{Seat: seat, Cards: cs, Description: desc, Run: m.run, Line: m.lineNo})
}

// award records a collection of the current run from pot (hand.PotUnnamed
// when the line names none).
func (m *lineMapper) award(seat int, amount hand.Money, pot int) {
	m.h.Awards = append(m.h.Awards, hand.Award{Seat: seat, Amount: amount, Pot: pot, Run: m.run, Line: m.lineNo})
}

// setBoard sets the cards of a run's board; a summary's board line (only)
// keeps a longer board the streets already gave.
func (m *lineMapper) setBoard(run int, cs []cards.Card, summary bool) {
	h := m.h
	for len(h.Boards) <= run {
		h.Boards = append(h.Boards, nil)
	}
	if !summary || len(cs) > len(h.Boards[run]) {
		h.Boards[run] = cs
	}
}

// plainActs is a site's table of the line kinds that are one action each,
// of the line's amount (folds, checks, calls, bets, antes): 0 for the
// others.
type plainActs [256]hand.ActionKind

func plainTable(m map[linekind.Kind]hand.ActionKind) *plainActs {
	var t plainActs
	for k, a := range m {
		t[k] = a
	}
	return &t
}

// of is the action of a line of kind k: 0 for a kind the table does not
// hold, or no table.
func (t *plainActs) of(k linekind.Kind) hand.ActionKind {
	if t == nil {
		return 0
	}
	return t[k]
}

// actLine is a converted player line (convLine): what its action puts in.
type actLine interface {
	said() (amount hand.Money, allIn bool)
}

// act appends the action kind of a converted player line: the line's
// amount, all-in as the line says.
func (m *lineMapper) act(seat int, kind hand.ActionKind, v actLine) *hand.Action {
	amount, allIn := v.said()
	return m.addAction(seat, kind, amount, allIn)
}

// firstDraw: single-draw games print no "*** DRAW ***" line, so a discard
// (or stand pat) before the draw is the draw, and what follows is after it.
func (m *lineMapper) firstDraw(discard bool) {
	if discard && m.family == hand.DrawGame && m.street == hand.PreDraw {
		m.street = hand.AfterDraw1
	}
}

// firstStreet is the first betting round of a game of family f: stud's
// 3rd street, the round before the draw, preflop.
func firstStreet(f hand.Family) hand.Street {
	switch f {
	case hand.StudGame:
		return hand.Third
	case hand.DrawGame:
		return hand.PreDraw
	}
	return hand.Preflop
}

// setUnit sets the hand's unit from its header: chips (whole) in a
// tournament; else the currency the header names (code) or the symbol of
// one of its amounts (sample) writes, in cents; else play money (whole).
func (m *lineMapper) setUnit(tournament bool, code, sample string) {
	h := m.h
	sym, _ := splitSymbol(sample)
	switch {
	case tournament:
		h.Currency, h.Decimals = "chips", 0
	case code != "":
		h.Currency, h.Decimals = code, 2
	case sym != "":
		h.Currency, h.Decimals = symbolCode(sym), 2
	default:
		h.Currency, h.Decimals = "play", 0
	}
}

// setStakes sets a header's two stakes: the small and big bets in fixed
// limit, the blinds otherwise.
func (m *lineMapper) setStakes(small, big hand.Money) {
	if m.h.Limit == hand.FixedLimit {
		m.h.Stakes.SmallBet, m.h.Stakes.BigBet = small, big
	} else {
		m.h.Stakes.SmallBlind, m.h.Stakes.BigBlind = small, big
	}
}

// postedStake sets a stake no line gave yet (*stake is 0) to what a post
// of a converted line puts in, unless the post is all in (short of the
// stake): the bring-in, which headers do not write.
func postedStake(stake *hand.Money, v actLine) {
	if amount, allIn := v.said(); *stake == 0 && !allIn {
		*stake = amount
	}
}

// postedBlind is postedStake for a blind of a fixed-limit hand, whose
// header's two stakes are the bets (setStakes): the blinds come from the
// first posts.
func (m *lineMapper) postedBlind(blind *hand.Money, v actLine) {
	if m.h.Limit == hand.FixedLimit {
		postedStake(blind, v)
	}
}

// moneyRun converts a header's amounts one after the other: the first bad
// one is kept (err) and the amounts after it are 0; "" is 0.
type moneyRun struct {
	m   *lineMapper
	err *Error
}

func (r *moneyRun) of(s string) hand.Money {
	if s == "" || r.err != nil {
		return 0
	}
	v, e := r.m.money(s)
	r.err = e
	return v
}

// limitWord is how a header writes a betting limit before or after the
// game's name.
type limitWord struct {
	word  string
	limit hand.Limit
}

// gameWithLimit reads a header's game and limit written with the limit
// after the game ("hold'em no limit", suffix) or before it ("no limit
// hold'em"), s in the case of the site's words; ok only when both are
// known. The first limit word that fits is the limit.
func gameWithLimit(s string, suffix bool, limits []limitWord, games map[string]hand.GameType) (hand.GameType, hand.Limit, bool) {
	for _, w := range limits {
		rest, ok := strings.CutPrefix(s, w.word)
		if suffix {
			rest, ok = strings.CutSuffix(s, w.word)
			rest = strings.TrimSpace(rest)
		}
		if ok {
			g, ok := games[rest]
			return g, w.limit, ok
		}
	}
	return hand.UnknownGame, hand.UnknownLimit, false
}

// chipLedger follows what the players put in while a mapping reads a hand
// whose lines write what an action adds rather than its total (Bovada,
// Winning): each seat's stack left, its live chips on the current street,
// and the street's highest bet.
type chipLedger struct {
	stack    []hand.Money
	streetIn []hand.Money
	curBet   hand.Money
}

// seated adds the next seat with its stack.
func (l *chipLedger) seated(stack hand.Money) {
	l.stack = append(l.stack, stack)
	l.streetIn = append(l.streetIn, 0)
}

// add takes m off the seat's stack; live chips count toward its bet on the
// street.
func (l *chipLedger) add(seat int, m hand.Money, live bool) {
	l.stack[seat] -= m
	if live {
		l.streetIn[seat] += m
		l.curBet = max(l.curBet, l.streetIn[seat])
	}
}

// newStreet starts a betting round: nothing bet yet.
func (l *chipLedger) newStreet() {
	clear(l.streetIn)
	l.curBet = 0
}

// addedAction appends the action of a line that writes what a player adds:
// a call when it reaches no more than the bet, a bet when there is none, a
// raise (to the seat's new street total) otherwise. The caller adds the
// chips to the ledger.
func (m *lineMapper) addedAction(l *chipLedger, seat int, added hand.Money, allIn bool) {
	to := l.streetIn[seat] + added
	switch {
	case to <= l.curBet:
		m.addAction(seat, hand.Call, added, allIn)
	case l.curBet == 0:
		m.addAction(seat, hand.Bet, added, allIn)
	default:
		a := m.addAction(seat, hand.Raise, to-l.curBet, allIn)
		a.To = to
	}
}

// ledgerAct maps a player line of a site whose posts, calls and bets
// write what they add and whose raises write the street total (Cake,
// Seals With Clubs), with the ledger: posts, folds, checks, calls, bets,
// raises and uncalled bets returned; false for another kind. A post sets
// its blind's stake when posted (fixed limit: the header's stakes are the
// bets). text is the amount as written.
func (m *lineMapper) ledgerAct(l *chipLedger, seat int, k linekind.Kind, v hand.Money, allIn, posted bool, line, text string) (bool, *Error) {
	h := m.h
	switch k {
	case linekind.KPostSB, linekind.KPostBB:
		kind, stake := hand.PostSmallBlind, &h.Stakes.SmallBlind
		if k == linekind.KPostBB {
			kind, stake = hand.PostBigBlind, &h.Stakes.BigBlind
		}
		m.addAction(seat, kind, v, allIn)
		l.add(seat, v, true)
		if posted {
			setOnce(stake, v, allIn)
		}
	case linekind.KFold:
		m.addAction(seat, hand.Fold, 0, false)
	case linekind.KCheck:
		m.addAction(seat, hand.Check, 0, false)
	case linekind.KCall, linekind.KBet:
		kind := hand.Call
		if k == linekind.KBet {
			kind = hand.Bet
		}
		m.addAction(seat, kind, v, allIn)
		l.add(seat, v, true)
	case linekind.KRaise:
		return true, m.raiseTo(l, seat, linekind.KRaise, line, text, v, allIn)
	case linekind.KReturn:
		h.Returns = append(h.Returns, hand.Return{Seat: seat, Amount: v, Line: m.lineNo})
		l.stack[seat] += v
	default:
		return false, nil
	}
	return true, nil
}

// rakeLeft sets the rake of a hand whose record writes none: what the
// seats put in (their stacks less what is left of them, stack; returns
// taken back) less the awards, noted rake_derived (why: why the record
// has no rake).
func (m *lineMapper) rakeLeft(stack []hand.Money, what, why string) {
	h := m.h
	var in hand.Money
	for i := range h.Seats {
		in += h.Seats[i].Stack - stack[i]
	}
	if r := in - pfPaid(h); r > 0 {
		h.Summary.Rake = r
		m.note("rake_derived", fmt.Sprintf("rake %d: the chips put in less the %s (%s)", r, what, why))
	}
}

// biggestBets keeps the two largest of the bets added to it: the part of
// the largest that nobody matched (unmatched) comes back to its owner.
type biggestBets struct{ top, second hand.Money }

func (b *biggestBets) add(v hand.Money) {
	switch {
	case v > b.top:
		b.second, b.top = b.top, v
	case v > b.second:
		b.second = v
	}
}

// unmatched is the largest bet less the second largest.
func (b *biggestBets) unmatched() hand.Money { return b.top - b.second }

// noteUncalledInWin is the note kind of a hand whose win includes the
// uncalled part of a bet (rakeFromWins): the site's conventions read it.
const noteUncalledInWin = "uncalled_in_win"

// rakeFromWins is the outcome of a record that writes no total and no
// rake, only what each player collected (h.Awards; iPoker, Merge). total
// is every chip each seat put in, live the chips of its bets (no ante, no
// dead blind): the part of the biggest bet nobody matched comes back to
// its owner. Wins above the pot when no return is recorded, with that part
// inside them, mean the site paid it in the win (noted
// noteUncalledInWin); in a cash game the rake is what the pot holds beyond
// the wins (it cannot be checked), none in a tournament.
func (m *lineMapper) rakeFromWins(total, live map[int]hand.Money) {
	h := m.h
	var wins, put hand.Money
	for _, a := range h.Awards {
		wins += a.Amount
	}
	for _, v := range total {
		put += v
	}
	var bets biggestBets
	for _, v := range live {
		bets.add(v)
	}
	uncalled := bets.unmatched()
	pot := put - uncalled
	if uncalled > 0 && len(h.Returns) == 0 && wins > pot {
		m.note(noteUncalledInWin, "the win includes the uncalled bet")
		pot += uncalled
	}
	if h.Tournament == "" && wins <= pot {
		h.Summary.Rake = pot - wins
	}
}

// uncalledInWin reports whether rakeFromWins found the hand's uncalled bet
// inside its win (hand.Conventions.UncalledInCollected).
func uncalledInWin(h *hand.Hand) bool {
	return slices.ContainsFunc(h.Notes, func(n hand.Note) bool { return n.Kind == noteUncalledInWin })
}

// maxBet is the highest of the amounts the players have put in on a
// street: the bet a raise goes over.
func maxBet(inStreet map[int]hand.Money) hand.Money {
	var m hand.Money
	for _, v := range inStreet {
		m = max(m, v)
	}
	return m
}

// wholeWhenNoLow makes the high-half awards of a pot that has no low-half
// award whole-pot awards: a site that writes "high" for a hi/lo pot's
// winner when no low qualified (Everleaf, PKR, Cake).
func wholeWhenNoLow(aw []hand.Award) {
	var low map[int]bool
	for _, a := range aw {
		if a.Half == hand.LowHalf {
			if low == nil {
				low = map[int]bool{}
			}
			low[a.Pot] = true
		}
	}
	for i := range aw {
		if aw[i].Half == hand.HighHalf && !low[aw[i].Pot] {
			aw[i].Half = hand.WholePot
		}
	}
}
