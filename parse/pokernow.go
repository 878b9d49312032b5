package parse

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hhcheck/hhcheck/grammar/pokernow"
	"github.com/hhcheck/hhcheck/hand"
)

// PokerNow (pokernow.club), the home games' platform, exports a game's log
// as a CSV file (grammar/pokernow). No real PokerNow file is in
// ../shared/histories and none could be fetched: the shapes read are
// those the public parsers of the format read, and only those. Any other
// entry inside a hand, and any amount that adds up under no reading below,
// rejects the hand with its line; a rejection is never a finding. The
// project's files (testdata/histories/project/project__PokerNow-*.csv) are
// checked clean and tampered (internal/audit).
//
//   - A file is found by its header row "entry,at,order"; its rows are
//     read in the order of their "order" column, whichever way the file
//     writes them (the site writes the newest first). A hand is the rows
//     from "-- starting hand #N (id: X) ... --" to "-- ending hand #N --"
//     (contiguous in the file); without its ending it is truncated. Rows
//     between hands that start "The player \"", "The admin ", "The
//     game's " are the table's log (known text, no hand); any other row
//     outside a hand is unrecognised text.
//   - The hand's id is the id: value (its number is a note), its start the
//     starting row's "at" time. Games: "No Limit Texas Hold'em" and "Pot
//     Limit Omaha Hi"; any other (Hi/Lo included: how its log writes the
//     halves is not known) is unknown_game. A "(dead button)" hand, or a
//     dealer not in "Player stacks", is rejected (not modelled). There is
//     no table name: hands are not compared with each other for stacks
//     (players join, leave and are given chips between hands by lines
//     that say so only loosely).
//   - Players are "NAME @ ID", the whole text (two players may share a
//     NAME); seats and stacks from "Player stacks"; a player listed there
//     with no entry of his own in the hand (no post, no action: every
//     player dealt in has one) is not dealt in (a note), as OHH's. "Your
//     hand is" is the viewer's, who is not named: a note.
//   - Amounts are chips, or with decimals ("0.25"): the hand's largest
//     number of decimals is its unit (at most 6); money is integer.
//   - Posts of a small blind, a big blind and a straddle are live; a
//     "missing small blind" or "missed big blind" (dead or live is not
//     known) is rejected unknown_line.
//   - "raises to N" is the street total; "bets N" what it adds, with no
//     bet to match. "calls N" is read per line (writers disagree): N the
//     bet to match (a total) or what the call adds; an all-in call for
//     less is the reading that takes the player's whole stack. A line no
//     reading fits, or two readings with different chips, is bad_amount;
//     so is " and go all in" on a line that leaves the player chips.
//   - "Uncalled bet of N returned to" is the return (RecordsUncalled);
//     "collected N from pot" lines are added per player and compared per
//     player (pots unnamed). PokerNow takes no rake: collections adding up
//     to less than the pot (after the bet nobody called) are rejected
//     bad_amount, since a rake cannot be told from a misreading; more
//     than the pot is a finding of verify. The odd chip: the profile's.
//   - A second run ("Flop (second run)") is rejected unknown_line; an
//     entry inside a hand about the table is a note only when it cannot
//     change the hand's chips (a seat requested, the blinds changed, a
//     player not in the hand joining or approved), otherwise unknown_line.
func init() {
	Register(Site{Format: "pokernow", Name: "PokerNow", New: func() Mapper { return &pnState{} },
		Document: pokernow.IsDocument, Split: pokernowSplit,
		Requires: PartSeats,
		Conventions: func(*hand.Hand) hand.Conventions {
			return hand.Conventions{RecordsUncalled: true, OddChip: hand.OddChipByProfile}
		},
	})
}

// PokerNowLog is the Skip.Kind of the log's rows about the table between
// hands.
const PokerNowLog = "pokernow_log"

// pnTime reads a row's time ("2021-01-08T04:36:14.868Z"); zero otherwise.
func pnTime(s string) time.Time {
	t, err := time.Parse(time.RFC3339Nano, strings.TrimSpace(s))
	if err != nil {
		return time.Time{}
	}
	return t.UTC()
}

// pokernowSplit cuts a log into its hands (see the conventions).
func pokernowSplit(d *Document) {
	rows, err := pokernow.Rows(d.Text)
	skip := func(line, lines int, text, kind string) {
		if t := strings.TrimSpace(text); t != "" {
			d.Skipped = append(d.Skipped, Skip{Line: line, Lines: lines, First: shorten(firstLine(t)), Bytes: len(t), Kind: kind})
		}
	}
	first := len(d.Text)
	if len(rows) > 0 {
		first = rows[0].Start
	} else if err != nil {
		first = 0
	}
	skip(1, strings.Count(d.Text[:first], "\n"), d.Text[:first], SessionHeader)
	if err != nil { // the rest of the file from the row that is not one
		from := first
		if len(rows) > 0 {
			from = rows[len(rows)-1].End
		}
		skip(1+strings.Count(d.Text[:from], "\n"), strings.Count(d.Text[from:], "\n"), d.Text[from:], "")
	}
	n := len(rows)
	desc := n > 1 && rows[0].Order > rows[n-1].Order
	at := func(t int) int { // file index of the t-th row in time order
		if desc {
			return n - 1 - t
		}
		return t
	}
	open := -1                        // time index of the open hand's start
	closeHand := func(from, to int) { // time indices, inclusive
		a, b := at(from), at(to)
		if a > b {
			a, b = b, a
		}
		d.Chunks = append(d.Chunks, Chunk{Line: rows[a].Line, Start: rows[a].Start, End: rows[b].End, Format: "pokernow"})
	}
	for t := range n {
		r := &rows[at(t)]
		switch {
		case strings.HasPrefix(r.Entry, "-- starting hand #"):
			if open >= 0 {
				closeHand(open, t-1)
			}
			open = t
		case open >= 0:
			if strings.HasPrefix(r.Entry, "-- ending hand #") {
				closeHand(open, t)
				open = -1
			}
		default:
			kind := ""
			if e, _ := pokernow.Read(r.Entry); e.Kind == pokernow.Log {
				kind = PokerNowLog
			}
			text := d.Text[r.Start:r.End]
			skip(r.Line, max(1, strings.Count(strings.TrimRight(text, "\n"), "\n")+1), text, kind)
		}
	}
	if open >= 0 {
		closeHand(open, n-1)
	}
	slices.SortFunc(d.Chunks, func(a, b Chunk) int { return cmp.Compare(a.Start, b.Start) })
	slices.SortStableFunc(d.Skipped, func(a, b Skip) int { return cmp.Compare(a.Line, b.Line) })
}

type pnState struct{}

// pnGames are the games read, by their log name.
var pnGames = map[string]struct {
	game  hand.GameType
	limit hand.Limit
}{
	"No Limit Texas Hold'em": {hand.Holdem, hand.NoLimit},
	"Pot Limit Omaha Hi":     {hand.Omaha, hand.PotLimit},
}

// pnRow is one entry of the hand, read, with its file line.
type pnRow struct {
	pokernow.Entry
	text string
	at   string
	line int
}

// pnHand is one hand being mapped.
type pnHand struct {
	lineMapper
	chipLedger
	seatOf  map[string]int
	start   []hand.Money // each seat's stack at the start
	live    []hand.Money // each seat's live chips over the hand, less returns
	won     []hand.Money
	wonLine []int
	lastWin int
	number  string // the hand's number, from its starting row
	dealer  string
	acts    map[string]bool // the players with an entry of their own in the hand
}

func (st *pnState) Map(p *Parser, doc *Document, c Chunk) (*hand.Hand, Parts, *Error) {
	text := doc.Text[c.Start:c.End]
	p.Stats.Lines += strings.Count(text, "\n")
	m := &pnHand{lineMapper: startHand(doc, c, "PokerNow", nil)}
	h := m.h
	h.EndLine = c.Line + strings.Count(strings.TrimRight(text, "\n"), "\n")
	raw, err := pokernow.Rows(text)
	if err != nil {
		line := c.Line
		if pe, ok := err.(*pokernow.Error); ok {
			line += pe.Line - 1
		}
		e := m.fail(ReasonUnknownLine, line, "csv", err.Error())
		e.Err = err
		return nil, 0, e
	}
	slices.SortStableFunc(raw, func(a, b pokernow.Row) int { return cmp.Compare(a.Order, b.Order) })
	rows := make([]pnRow, len(raw))
	var bad *Error // the first entry not read; reported once the hand's id is known
	for i, r := range raw {
		rows[i] = pnRow{text: r.Entry, at: r.At, line: c.Line + r.Line - 1}
		e, err := pokernow.Read(r.Entry)
		rows[i].Entry = e
		switch {
		case err == nil || bad != nil:
		case i == 0:
			bad = m.fail(ReasonBadHeader, rows[i].line, "starting hand", fmt.Sprintf("%q", shorten(r.Entry)))
		case e.Kind == pokernow.Unknown:
			m.lineNo = rows[i].line
			bad = m.unknown(stringer("entry"), r.Entry, nil)
		default:
			bad = m.fail(ReasonBadCard, rows[i].line, e.Kind.String(), err.Error())
		}
	}
	if len(rows) == 0 || rows[0].Kind != pokernow.Start {
		if bad != nil {
			return nil, 0, bad
		}
		return nil, 0, m.fail(ReasonBadHeader, c.Line, "starting hand", "the hand does not start with its starting row")
	}
	h.ID = rows[0].ID
	m.acts = map[string]bool{}
	for _, r := range rows {
		if r.Player != "" && r.Kind != pokernow.Uncalled {
			m.acts[r.Player] = true
		}
	}
	if bad != nil {
		bad.HandID = h.ID
		return nil, 0, bad
	}
	if e := m.unit(rows); e != nil {
		return nil, 0, e
	}
	for i := range rows {
		r := &rows[i]
		m.lineNo = r.line
		if m.ended {
			return nil, 0, m.unknown(stringer("entry"), r.text, fmt.Errorf("after the hand's ending"))
		}
		if e := m.entry(r); e != nil {
			return nil, 0, e
		}
	}
	if !m.ended {
		return nil, 0, m.fail(ReasonTruncated, rows[len(rows)-1].line, "ending hand", "no \"-- ending hand #"+rows[0].Number+" --\"")
	}
	if e := m.outcome(); e != nil {
		return nil, 0, e
	}
	return h, 0, nil
}

// unit sets the hand's decimals from its largest amount (conventions).
func (m *pnHand) unit(rows []pnRow) *Error {
	h := m.h
	h.Currency = "chips"
	for _, r := range rows {
		amounts := []string{r.Amount}
		for _, s := range r.Seats {
			amounts = append(amounts, s.Stack)
		}
		for _, a := range amounts {
			if _, frac, ok := strings.Cut(a, "."); ok {
				h.Decimals = max(h.Decimals, len(frac))
			}
		}
		if h.Decimals > 6 {
			return m.fail(ReasonBadAmount, r.line, r.Kind.String(), fmt.Sprintf("%d decimals", h.Decimals))
		}
	}
	return nil
}

// seat is the seat index of a player named in an entry.
func (m *pnHand) seat(r *pnRow) (int, *Error) {
	j, ok := m.seatOf[r.Player]
	if !ok {
		return 0, m.fail(ReasonUnknownPlayer, r.line, r.Kind.String(), fmt.Sprintf("%q: no seat in \"Player stacks\"", r.Player))
	}
	return j, nil
}

// entry maps one entry of the hand.
func (m *pnHand) entry(r *pnRow) *Error {
	h := m.h
	switch r.Kind {
	case pokernow.Start:
		if m.number != "" {
			return m.unknown(stringer("entry"), r.text, fmt.Errorf("a second starting row"))
		}
		return m.head(r)
	case pokernow.End:
		if r.Number != m.number {
			return m.fail(ReasonUnknownLine, r.line, "ending hand", fmt.Sprintf("ending hand #%s in hand #%s", r.Number, m.number))
		}
		m.ended = true
		h.Summary.Line = r.line
		return nil
	case pokernow.Stacks:
		return m.stacks(r)
	case pokernow.YourHand:
		m.note("pokernow_your_hand", r.text)
		return nil
	case pokernow.Log:
		return m.log(r)
	case pokernow.Board:
		return m.board(r)
	}
	if m.seatOf == nil {
		return m.fail(ReasonNoSeats, r.line, r.Kind.String(), "an entry before \"Player stacks\"")
	}
	j, e := m.seat(r)
	if e != nil {
		return e
	}
	var v hand.Money
	if r.Amount != "" {
		if v, e = m.money(r.Amount); e != nil {
			e.Kind = r.Kind.String()
			return e
		}
	}
	switch r.Kind {
	case pokernow.Fold:
		m.addAction(j, hand.Fold, 0, false)
	case pokernow.Check:
		m.addAction(j, hand.Check, 0, false)
	case pokernow.Post:
		return m.post(r, j, v)
	case pokernow.Call, pokernow.Bet, pokernow.Raise:
		return m.bet(r, j, v)
	case pokernow.Uncalled:
		if v > m.live[j] {
			return m.fail(ReasonBadAmount, r.line, r.Kind.String(), fmt.Sprintf("%q: more than the player put in", shorten(r.text)))
		}
		h.Returns = append(h.Returns, hand.Return{Seat: j, Amount: v, Line: r.line})
		m.stack[j] += v
		m.live[j] -= v
	case pokernow.Shows:
		cs, e := m.cards(r.Cards)
		if e != nil {
			return e
		}
		m.addShow(j, cs, "")
	case pokernow.Collected:
		if m.won[j] == 0 {
			m.wonLine[j] = r.line
		}
		m.won[j] += v
		m.lastWin = r.line
		if r.Description != "" {
			m.playerNoteOf("pokernow_hand_words", r.Description, h.Seats[j].Player)
		}
	default:
		return m.unknown(r.Kind, r.text, nil)
	}
	return nil
}

// head maps the starting row.
func (m *pnHand) head(r *pnRow) *Error {
	h := m.h
	h.ID = r.ID
	m.number, m.dealer = r.Number, r.Dealer
	m.note("pokernow_hand_number", r.Number)
	g, ok := pnGames[strings.TrimSpace(r.Game)]
	if !ok {
		return m.fail(ReasonUnknownGame, r.line, "starting hand", fmt.Sprintf("%q (read: No Limit Texas Hold'em, Pot Limit Omaha Hi)", r.Game))
	}
	if r.DeadButton {
		return m.fail(ReasonUnknownLine, r.line, "starting hand", "(dead button): not modelled")
	}
	h.Game, h.Limit = g.game, g.limit
	m.family = g.game.Spec().Family
	m.street = hand.Preflop
	h.Start = pnTime(r.at)
	return nil
}

// stacks seats the players of "Player stacks".
func (m *pnHand) stacks(r *pnRow) *Error {
	h := m.h
	if m.seatOf != nil {
		return m.unknown(r.Kind, r.text, fmt.Errorf("a second \"Player stacks\""))
	}
	m.seatOf = map[string]int{}
	for _, s := range r.Seats {
		if !m.acts[s.Player] { // sitting out: no post, no action, no card
			m.playerNoteOf("pokernow_not_dealt", "#"+strconv.Itoa(s.Number)+" "+s.Player+": no entry in the hand, not dealt in", s.Player)
			continue
		}
		v, e := m.money(s.Stack)
		if e != nil {
			return e
		}
		if e := m.addSeat(r.Kind, hand.Seat{Number: s.Number, Player: s.Player, Stack: v}); e != nil {
			return e
		}
		m.seatOf[s.Player] = len(h.Seats) - 1
		m.seated(v)
		if s.Player == m.dealer {
			h.Button = s.Number
		}
	}
	if h.Button == 0 {
		return m.fail(ReasonUnknownPlayer, r.line, r.Kind.String(), fmt.Sprintf("the dealer %q has no seat, or no entry in the hand", m.dealer))
	}
	if len(h.Seats) < 2 {
		return m.fail(ReasonNoSeats, r.line, r.Kind.String(), fmt.Sprintf("%d players dealt in", len(h.Seats)))
	}
	n := len(h.Seats)
	m.start = slices.Clone(m.stack)
	m.live, m.won, m.wonLine = make([]hand.Money, n), make([]hand.Money, n), make([]int, n)
	return nil
}

// post maps a blind or straddle.
func (m *pnHand) post(r *pnRow, j int, v hand.Money) *Error {
	h := m.h
	if v > m.stack[j] || v <= 0 || (r.AllIn && v != m.stack[j]) {
		return m.fail(ReasonBadAmount, r.line, "post", fmt.Sprintf("%q: the player has %s", shorten(r.text), m.stack[j].Format(h.Decimals)))
	}
	allIn := v == m.stack[j]
	switch r.Blind {
	case "small blind":
		m.addAction(j, hand.PostSmallBlind, v, allIn)
		setOnce(&h.Stakes.SmallBlind, v, allIn)
	case "big blind":
		m.addAction(j, hand.PostBigBlind, v, allIn)
		setOnce(&h.Stakes.BigBlind, v, allIn)
	case "straddle":
		m.addAction(j, hand.PostStraddle, v, allIn)
	default:
		return m.unknown(r.Kind, r.text, fmt.Errorf("a %s: dead or live is not known", r.Blind))
	}
	m.take(j, v)
	return nil
}

// take moves v live chips of seat j into the pot.
func (m *pnHand) take(j int, v hand.Money) {
	m.add(j, v, true)
	m.live[j] += v
}

// bet maps a call, bet or raise, deciding what it adds (conventions).
func (m *pnHand) bet(r *pnRow, j int, n hand.Money) *Error {
	in, stack, curBet := m.streetIn[j], m.stack[j], m.curBet
	var adds []hand.Money
	fits := func(v hand.Money) {
		if v > 0 && v <= stack && !slices.Contains(adds, v) {
			adds = append(adds, v)
		}
	}
	switch r.Kind {
	case pokernow.Call:
		if n == curBet && in < curBet {
			fits(n - in) // the total
		}
		if in+n == curBet {
			fits(n) // what it adds
		}
		if len(adds) == 0 && in+n < curBet && n == stack {
			fits(n) // all in for less: what it adds
		}
		if len(adds) == 0 && n < curBet && n-in == stack {
			fits(n - in) // all in for less: the total
		}
	case pokernow.Bet:
		if curBet == 0 && in == 0 {
			fits(n)
		}
	case pokernow.Raise:
		if n > curBet {
			fits(n - in)
		}
	}
	if len(adds) != 1 {
		why := "no reading of the amount fits the bet to match (" + curBet.Format(m.h.Decimals) + "), the player's bet (" + in.Format(m.h.Decimals) + ") and stack (" + stack.Format(m.h.Decimals) + ")"
		if len(adds) > 1 {
			why = "two readings of the amount fit"
		}
		return m.fail(ReasonBadAmount, r.line, r.Kind.String(), fmt.Sprintf("%q: %s", shorten(r.text), why))
	}
	v := adds[0]
	if r.AllIn && v != stack {
		return m.fail(ReasonBadAmount, r.line, r.Kind.String(), fmt.Sprintf("%q: all in, yet %s of %s left", shorten(r.text), (stack-v).Format(m.h.Decimals), stack.Format(m.h.Decimals)))
	}
	m.addedAction(&m.chipLedger, j, v, v == stack)
	m.take(j, v)
	return nil
}

// board maps a street's cards.
func (m *pnHand) board(r *pnRow) *Error {
	h := m.h
	if r.SecondRun {
		return m.unknown(r.Kind, r.text, fmt.Errorf("a second run is not read"))
	}
	want := map[string]struct {
		street        hand.Street
		before, cards int
	}{"Flop": {hand.Flop, 0, 3}, "Turn": {hand.Turn, 3, 1}, "River": {hand.River, 4, 1}}[r.Street]
	var board []string
	if len(h.Boards) > 0 {
		for _, c := range h.Boards[0] {
			board = append(board, c.String())
		}
	}
	if m.street+1 != want.street || len(r.Cards) != want.cards || !slices.Equal(r.Before, board) {
		return m.unknown(r.Kind, r.text, fmt.Errorf("not the next street of the board %v", board))
	}
	cs, e := m.cards(append(slices.Clone(r.Before), r.Cards...))
	if e != nil {
		return e
	}
	m.street = want.street
	m.newStreet()
	m.setBoard(0, cs, false)
	return nil
}

// log maps an entry about the table inside a hand: a note when it cannot
// change the hand's chips.
func (m *pnHand) log(r *pnRow) *Error {
	harmless := strings.HasSuffix(r.text, " requested a seat.") || strings.HasPrefix(r.text, "The game's ")
	if strings.Contains(r.text, " joined the game with a stack of ") || strings.HasPrefix(r.text, "The admin approved the player ") {
		harmless = true
		for p := range m.seatOf {
			if strings.Contains(r.text, `"`+p+`"`) {
				harmless = false
			}
		}
		if m.seatOf == nil {
			harmless = false
		}
	}
	if !harmless {
		return m.unknown(r.Kind, r.text, fmt.Errorf("inside a hand, it may change the hand's chips"))
	}
	m.note("pokernow_log", r.text)
	return nil
}

// outcome records the collections and rejects a record that adds up to
// less than the pot (conventions).
func (m *pnHand) outcome() *Error {
	h := m.h
	if m.seatOf == nil {
		return m.fail(ReasonNoSeats, h.Line, "player stacks", "no \"Player stacks\"")
	}
	var put, won hand.Money
	var bets biggestBets
	for j := range m.won {
		put += m.start[j] - m.stack[j]
		won += m.won[j]
		bets.add(m.live[j])
		if m.won[j] > 0 {
			m.lineNo = m.wonLine[j]
			m.award(j, m.won[j], hand.PotUnnamed)
		}
	}
	if len(h.Awards) == 0 {
		return m.fail(ReasonMissingLine, h.Summary.Line, "collected", "no \"collected\" entry: nothing to compare")
	}
	if pot := put - bets.unmatched(); won < pot {
		return m.fail(ReasonBadAmount, m.lastWin, "collected", fmt.Sprintf("the collections (%s) are less than the pot (%s): PokerNow takes no rake, so the log is not read as written",
			won.Format(h.Decimals), pot.Format(h.Decimals)))
	}
	return nil
}
