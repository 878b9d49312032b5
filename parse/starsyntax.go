package parse

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/pokerstars"
	"github.com/hhcheck/hhcheck/hand"
)

// The helpers below map AST values of the PokerStars syntax that other
// sites write too (GGPoker's grammar reuses these line kinds).

// mapStarsTotal maps a "Total pot $x [Main pot $y. Side pot-1 $z.] |
// Rake $r | ..." line into the hand's summary. knownFee says whether a
// fee segment's name is one the site writes (Rake is always known).
func (m *lineMapper) mapStarsTotal(t *pokerstars.Total, line string, kind fmt.Stringer, knownFee func(string) bool) *Error {
	s := &m.h.Summary
	s.Line, s.HasTotal = m.lineNo, true
	var e *Error
	if s.TotalPot, e = m.money(t.Total); e != nil {
		return e
	}
	for _, p := range t.Pots {
		v, e := m.money(p.Amount)
		if e != nil {
			return e
		}
		switch p.Name {
		case "Main":
			s.MainPot = v
		case "Side":
			n := 1
			if p.Number != "" {
				n = atoi(p.Number)
			}
			if n < 1 || n > 64 {
				return m.unknown(kind, line, fmt.Errorf("side pot %q", p.Number))
			}
			for len(s.SidePots) < n {
				s.SidePots = append(s.SidePots, 0)
			}
			s.SidePots[n-1] = v
		default:
			return m.unknown(kind, line, fmt.Errorf("pot %q", p.Name))
		}
	}
	for _, f := range t.Fees {
		v, e := m.money(f.Amount)
		if e != nil {
			return e
		}
		switch name := strings.Join(f.Name, " "); {
		case name == "Rake":
			s.Rake = v
		case knownFee(name):
			s.Fees = append(s.Fees, hand.Fee{Kind: name, Amount: v})
		default:
			return m.unknown(kind, line, fmt.Errorf("unknown fee %q", name))
		}
	}
	return nil
}

// mapStarsUncalled maps "Uncalled bet ($x) returned to NAME".
func (m *lineMapper) mapStarsUncalled(line string, kind fmt.Stringer) *Error {
	u, err := pokerstars.ParseUncalled(line)
	if err != nil {
		return m.unknown(kind, line, err)
	}
	return m.uncalled(u.Name, u.Amount, kind)
}

// uncalled maps what an uncalled bet's line says: the amount returned to
// the named player.
func (m *lineMapper) uncalled(name, amount string, kind fmt.Stringer) *Error {
	v, e := m.money(amount)
	if e != nil && m.h.SeatOf(name) >= 0 {
		return e // a player without a seat is the error before a bad amount
	}
	return m.uncalledAmount(name, v, kind)
}

// uncalledAmount is uncalled of an amount already converted (v).
func (m *lineMapper) uncalledAmount(name string, v hand.Money, kind fmt.Stringer) *Error {
	i := m.h.SeatOf(name)
	if i < 0 {
		return m.fail(ReasonUnknownPlayer, m.lineNo, kind.String(), fmt.Sprintf("%q has no seat", name))
	}
	m.h.Returns = append(m.h.Returns, hand.Return{Seat: i, Amount: v, Line: m.lineNo})
	return nil
}

// seatPlayer answers a summary line's seat number with that seat's player
// (its index kept in seatFound).
func (m *lineMapper) seatPlayer(n int) string {
	var name string
	m.seatFound, name = m.seatNumbered(n)
	return name
}

// seatNumbered is the index in Hand.Seats of seat number n and its
// player (-1 and "" when no seat has that number).
func (m *lineMapper) seatNumbered(n int) (int, string) { return seatNumberedIn(m.h, n) }

// seatNumberedIn is the index in h.Seats of seat number n and its
// player, by a walk of the seats (-1 and "" when none).
func seatNumberedIn(h *hand.Hand, n int) (int, string) {
	for i := range h.Seats {
		if h.Seats[i].Number == n {
			return i, h.Seats[i].Player
		}
	}
	return -1, ""
}

// mapStarsSummarySeat maps a summary seat line of the PokerStars syntax:
// what the seat won, the cards it showed or mucked (a show the action
// lines did not record becomes one), its hand descriptions.
// parseSeat is the site grammar's ParseSummarySeat.
func (m *lineMapper) mapStarsSummarySeat(line string, parseSeat func(string, func(int) string) (*pokerstars.SummarySeat, error)) *Error {
	if m.seatPlayerFn == nil {
		m.seatPlayerFn = m.seatPlayer // bound once per hand, not per line
	}
	ss, err := parseSeat(line, m.seatPlayerFn)
	if err != nil {
		return m.summarySeatError(line, err)
	}
	return m.addSummarySeat(ss)
}

// addSummarySeat maps a summary seat line the site's grammar read
// (mapStarsSummarySeat).
func (m *lineMapper) addSummarySeat(ss *pokerstars.SummarySeat) *Error {
	h := m.h
	// the seat seatPlayer found, when the grammar asked it (no two seats
	// have one name: addSeat), else by the name
	seat := m.seatFound
	if seat < 0 || seat >= len(h.Seats) || h.Seats[seat].Player != ss.Name {
		seat = h.SeatOf(ss.Name)
	}
	return m.addSummarySeatAt(seat, ss)
}

// addSummarySeatAt is addSummarySeat of the seat at index seat of
// Hand.Seats, the one ss names.
func (m *lineMapper) addSummarySeatAt(seat int, ss *pokerstars.SummarySeat) *Error {
	h := m.h
	sum := hand.SummarySeat{Seat: seat, Line: m.lineNo, CashedOut: ss.CashedOut, NotAwarded: ss.NotAwarded}
	if len(ss.Cards) > 0 {
		cs, e := m.cards(ss.Cards)
		if e != nil {
			return e
		}
		sum.Cards = cs
	}
	if ss.Collected != "" && len(ss.Results) == 0 {
		v, e := m.money(ss.Collected)
		if e != nil {
			return e
		}
		sum.Won += v
	}
	for _, r := range ss.Results {
		if r.Won != "" {
			v, e := m.money(r.Won)
			if e != nil {
				return e
			}
			sum.Won += v
		}
		sum.Descriptions = append(sum.Descriptions, r.Desc)
	}
	m.appendSummarySeat(sum)
	if len(sum.Cards) > 0 && !shownAlready(h, seat, sum.Cards) {
		desc := ""
		if len(sum.Descriptions) > 0 {
			desc = sum.Descriptions[0]
		}
		h.Shows = append(h.Shows, hand.Show{Seat: seat, Cards: sum.Cards, Description: desc, Mucked: ss.Outcome == "mucked", Line: m.lineNo})
	}
	return nil
}

// appendSummarySeat appends a summary seat to the hand's summary, whose
// list is made with room for every seat.
func (m *lineMapper) appendSummarySeat(sum hand.SummarySeat) {
	h := m.h
	if h.Summary.Seats == nil {
		h.Summary.Seats = make([]hand.SummarySeat, 0, len(h.Seats))
	}
	h.Summary.Seats = append(h.Summary.Seats, sum)
}

// mapStarsBoard reads a "Board [..]" / "FIRST Board [..]" line: the run it
// belongs to (0 first) and its cards.
func (m *lineMapper) mapStarsBoard(line string, kind fmt.Stringer) (int, []cards.Card, *Error) {
	b, err := pokerstars.ParseBoard(line)
	if err != nil {
		return 0, nil, m.unknown(kind, line, err)
	}
	return m.board(b.Run, b.Cards, line, kind)
}

// board converts what a board line says: the run's word ("" for the
// first) and the cards' text.
func (m *lineMapper) board(run string, list []string, line string, kind fmt.Stringer) (int, []cards.Card, *Error) {
	cs, e := m.cards(list)
	if e != nil {
		return 0, nil, e
	}
	r := runIndex(run)
	if r < 0 {
		return 0, nil, m.unknown(kind, line, fmt.Errorf("unknown run %q", run))
	}
	return r, cs, nil
}

// starsTotalLine maps the summary's "Total pot ..." line (mapStarsTotal).
func (m *lineMapper) starsTotalLine(line string, kind fmt.Stringer, knownFee func(string) bool) *Error {
	t, err := pokerstars.ParseTotal(line)
	if err != nil {
		return m.unknown(kind, line, err)
	}
	if e := m.mapStarsTotal(t, line, kind, knownFee); e != nil {
		return e
	}
	m.sawTot = true
	return nil
}

// groupCards converts a line's bracketed card groups, one list each.
func (m *lineMapper) groupCards(gs []pokerstars.CardGroup) ([][]cards.Card, *Error) {
	out := make([][]cards.Card, len(gs))
	for i, g := range gs {
		cs, e := m.cards(g.Cards)
		if e != nil {
			return nil, e
		}
		out[i] = cs
	}
	return out, nil
}

// flatCards converts a line's bracketed card groups into one list: a
// street line's board, "[Ks 4c 8c] [Td]".
// All the cards are converted into one list, made once (nil when there is
// none).
func (m *lineMapper) flatCards(gs []pokerstars.CardGroup) ([]cards.Card, *Error) {
	n := 0
	for _, g := range gs {
		n += len(g.Cards)
	}
	if n == 0 {
		return nil, nil
	}
	all := make([]cards.Card, 0, n)
	for _, g := range gs {
		var err error
		if all, err = appendCards(all, g.Cards, m.hidden); err != nil {
			return nil, m.fail(ReasonBadCard, m.lineNo, "", err.Error())
		}
	}
	if len(all) == 0 {
		return nil, nil // every card hidden
	}
	return all, nil
}

// streetCards reads the board cards of a street line ("*** TURN *** [..]
// [..]") with the site's street grammar.
func (m *lineMapper) streetCards(line string, kind fmt.Stringer, parse func(string) (*pokerstars.Street, error)) ([]cards.Card, *Error) {
	s, err := parse(line)
	if err != nil {
		return nil, m.unknown(kind, line, err)
	}
	return m.flatCards(s.Groups)
}

// starsDealt reads a "Dealt to NAME [..] [..]" line with the site's
// grammar: the seat and the bracketed groups.
func (m *lineMapper) starsDealt(line string, kind fmt.Stringer, parse func(string, []string) (*pokerstars.Dealt, int, error)) (int, []pokerstars.CardGroup, *Error) {
	ix := m.seatIndex()
	d, idx, err := parse(line, ix.names)
	if err != nil {
		return -1, nil, m.unknown(kind, line, err)
	}
	if idx < 0 {
		return -1, nil, m.fail(ReasonUnknownPlayer, m.lineNo, "dealt", fmt.Sprintf("%q has no seat", d.Name))
	}
	return ix.order[idx], d.Groups, nil
}

// starsDealtLine maps a "Dealt to NAME [..] [..]" line with the site's
// grammar (deal); a line without groups deals nothing known, and so does
// one whose cards are all hidden when skipHidden.
func (m *lineMapper) starsDealtLine(line string, kind fmt.Stringer, parse func(string, []string) (*pokerstars.Dealt, int, error), skipHidden bool) *Error {
	seat, groups, e := m.starsDealt(line, kind, parse)
	if e != nil {
		return e
	}
	return m.dealGroups(seat, groups, skipHidden)
}

// dealGroups maps the card groups of a seat's "Dealt to" line (deal); no
// group deals nothing known, and so do cards all hidden when skipHidden.
func (m *lineMapper) dealGroups(seat int, groups []pokerstars.CardGroup, skipHidden bool) *Error {
	if len(groups) == 0 {
		return nil
	}
	d, e := m.deal(seat, groups)
	if e != nil || skipHidden && len(d.Down)+len(d.Up)+len(d.Held) == 0 {
		return e
	}
	m.h.Deals = append(m.h.Deals, d)
	return nil
}

// deal makes the deal of a "Dealt to NAME [..] [..]" line from its card
// groups: the last group is dealt now, the groups before it were held
// already. In stud the new cards are up, except 7th street's and all but
// the last written of 3rd street's (written together as the last group).
func (m *lineMapper) deal(seat int, gs []pokerstars.CardGroup) (hand.Deal, *Error) {
	d := hand.Deal{Seat: seat, Street: m.street, Line: m.lineNo}
	n := len(gs)
	if n == 0 {
		return d, nil
	}
	for _, g := range gs[:n-1] {
		cs, e := m.cards(g.Cards)
		if e != nil {
			return d, e
		}
		d.Held = append(d.Held, cs...)
	}
	last := gs[n-1].Cards
	var e *Error
	switch {
	case m.family != hand.StudGame || m.street == hand.Seventh:
		d.Down, e = m.cards(last)
	case m.street == hand.Third && len(last) >= 3:
		if d.Down, e = m.cards(last[:len(last)-1]); e == nil {
			d.Up, e = m.cards(last[len(last)-1:])
		}
	default:
		d.Up, e = m.cards(last)
	}
	return d, e
}

// starKinds is how a site whose hands are laid out as PokerStars' (a head
// of seat lines, "*** STREET ***" sections, a summary after "*** SUMMARY
// ***" that a blank line ends) maps its lines: its line classifier and the
// site's step for each kind the layout gives meaning to (steps, by kind;
// other for the rest). S is the site's hand mapping.
type starKinds[S any] struct {
	classify func(line string, summary bool) linekind.Kind
	steps    [256]func(S, string) *Error
	other    func(S, linekind.Kind, string) *Error
}

// starSite is a site's hand mapping: its steps for the line kinds of the
// layout, and for the others (other).
type starSite interface {
	player(line string) *Error
	streetLine(line string) *Error
	dealtLine(line string) *Error
	totalLine(line string) *Error
	boardLine(line string) *Error
	summarySeat(line string) *Error
	other(k linekind.Kind, line string) *Error
}

// newStarKinds makes a site's starKinds from its classifier.
func newStarKinds[S starSite](classify func(string, bool) linekind.Kind) *starKinds[S] {
	ks := &starKinds[S]{classify: classify, other: func(s S, k linekind.Kind, line string) *Error { return s.other(k, line) }}
	ks.steps[linekind.KPlayer] = func(s S, line string) *Error { return s.player(line) }
	ks.steps[linekind.KStreet] = func(s S, line string) *Error { return s.streetLine(line) }
	ks.steps[linekind.KDealt] = func(s S, line string) *Error { return s.dealtLine(line) }
	ks.steps[linekind.KTotal] = func(s S, line string) *Error { return s.totalLine(line) }
	ks.steps[linekind.KBoard] = func(s S, line string) *Error { return s.boardLine(line) }
	ks.steps[linekind.KSummarySeat] = func(s S, line string) *Error { return s.summarySeat(line) }
	return ks
}

// readStars reads the chunk's lines: the first with header, the others
// by starsLine.
func readStars[S starSite](m *lineMapper, p *Parser, c Chunk, header func(string) *Error, site S, ks *starKinds[S]) *Error {
	return m.read(p, c, header, func(line string) *Error { return starsLine(m, site, ks, line) })
}

// starsLine classifies one line of the hand and hands it to the site's
// step for its kind; past the hand's end, only summary lines are mapped.
func starsLine[S any](m *lineMapper, site S, ks *starKinds[S], line string) *Error {
	return starsKind(m, site, ks, ks.classify(line, m.section == 2), line)
}

// starsKind is starsLine for a line the site classified itself (k): a
// direct call of the site's classifier can be inlined.
func starsKind[S any](m *lineMapper, site S, ks *starKinds[S], k linekind.Kind, line string) *Error {
	if m.pastEnd(k == linekind.KSummarySeat || k == linekind.KBoard, line) {
		return nil
	}
	if k == linekind.KBlank {
		m.blank()
		return nil
	}
	if step := ks.steps[k]; step != nil {
		return step(site, line)
	}
	return ks.other(site, k, line)
}

// starsBoardLine maps a summary's "Board [..]" line (mapStarsBoard).
func (m *lineMapper) starsBoardLine(line string, kind fmt.Stringer) *Error {
	r, cs, e := m.mapStarsBoard(line, kind)
	if e != nil {
		return e
	}
	m.setBoard(r, cs, true)
	return nil
}

// starsStart sets the hand's start from the header's times: the
// bracketed alternative (ET) when written, else the first; a zone the
// mapping does not know leaves it zero, noted.
func (m *lineMapper) starsStart(alt, t pokerstars.Stamp, header string) {
	m.starsStartOn(nil, alt, t, header)
}

// starsStartOn is starsStart with the zone's period of the last date in
// clock (nil: none kept).
func (m *lineMapper) starsStartOn(clock *zoneClock, alt, t pokerstars.Stamp, header string) {
	if alt.Y != "" { // no alternative: no zone to look up
		if st, ok := stampTimeOn(clock, alt); ok {
			m.h.Start = st
			return
		}
	}
	if st, ok := stampTimeOn(clock, t); ok {
		m.h.Start = st
		return
	}
	m.note("unknown_time_zone", header)
}

// cutRun cuts the run of a street name, "FIRST FLOP", "SECOND SHOW DOWN":
// the run (0 first) and the name after it; ok false (run 0, the name
// whole) when it names none.
func cutRun(name string) (run int, rest string, ok bool) {
	// each prefix a constant, compared inline (issue 14: a loop over
	// them called memequal three times a street line)
	const first, second, third = "FIRST ", "SECOND ", "THIRD "
	switch {
	case strings.HasPrefix(name, first):
		return 0, name[len(first):], true
	case strings.HasPrefix(name, second):
		return 1, name[len(second):], true
	case strings.HasPrefix(name, third):
		return 2, name[len(third):], true
	}
	return 0, name, false
}

// starsTable maps the "Table 'NAME' 6-max Seat #3 is the button" line.
func (m *lineMapper) starsTable(line string, kind fmt.Stringer) (*pokerstars.Table, *Error) {
	t, err := pokerstars.ParseTable(line)
	if err != nil {
		return nil, m.unknown(kind, line, err)
	}
	m.setTable(t)
	return t, nil
}

// setTable sets the hand's table name, seats and button from its line.
func (m *lineMapper) setTable(t *pokerstars.Table) {
	m.h.Table = t.Name
	if t.MaxSeats != "" {
		m.h.MaxSeats = atoi(t.MaxSeats)
	}
	if t.Button != "" {
		m.h.Button = atoi(t.Button)
	}
}

// starState is what a site laid out as PokerStars' keeps from hand to hand
// (one per Parser): the memo of its converted player lines, the seat
// index and the site's plain table (the kinds that are one action of the
// line's amount; nil when its apply maps them all).
type starState[A any] struct {
	memo  lineMemo[linekind.Kind, *convLine[A]]
	index seatIndex
	plain *plainActs
}

func newStarState[A any](memoSize int, plain *plainActs) starState[A] {
	return starState[A]{memo: newLineMemo[linekind.Kind, *convLine[A]](memoSize), plain: plain}
}

// player maps a player line whose grammar cuts a seat's name off it (cut;
// a line it finds no kind for, KUnknown, is unknown_line): the text after
// the name, converted through the memo, is applied to the seat.
func (st *starState[A]) player(m *lineMapper, p *Parser, line string, cut func(string, []string) (int, string, linekind.Kind),
	convert func(linekind.Kind, string) *convLine[A], apply func(int, linekind.Kind, *convLine[A], string) *Error) *Error {
	ix := m.seatIndex()
	idx, rest, k := cut(line, ix.names)
	if k == linekind.KUnknown {
		return m.unknown(k, line, nil)
	}
	return st.act(m, p, ix.order[idx], k, rest, line, convert, apply)
}

// act converts rest, the text after a seat's name (kind k), through the
// memo (convert) and applies it to the seat: a kind of the plain table is
// its action, another goes to apply.
func (st *starState[A]) act(m *lineMapper, p *Parser, seat int, k linekind.Kind, rest, line string,
	convert func(linekind.Kind, string) *convLine[A], apply func(int, linekind.Kind, *convLine[A], string) *Error) *Error {
	v, e := memoLine(m, p, &st.memo, k, rest, line, convert)
	if e != nil {
		return e
	}
	return st.use(m, seat, k, v, line, apply)
}

// use applies v, a converted line of kind k, to the seat: a kind of the
// plain table is its action, another goes to apply.
func (st *starState[A]) use(m *lineMapper, seat int, k linekind.Kind, v *convLine[A], line string,
	apply func(int, linekind.Kind, *convLine[A], string) *Error) *Error {
	if a := st.plain.of(k); a != 0 {
		m.addAction(seat, a, v.amount, v.allIn) // m.act, without its interface
		return nil
	}
	return apply(seat, k, v, line)
}

// registerStars registers a site laid out as PokerStars' whose header is
// found glued to the line before it (at its '#') and whose whole hands
// have a table line, seats and a summary with its total.
func registerStars(site Site) {
	site.Header.Glued, site.Header.Mark = true, '#'
	site.Requires = PartSummary | PartTotal | PartSeats | PartTable
	Register(site)
}

// boardList reads a summary's board line written as one card list
// ("Board: [..]") with the site's grammar.
func (m *lineMapper) boardList(line string, kind fmt.Stringer, parse func(string) ([]string, error)) ([]cards.Card, *Error) {
	list, err := parse(line)
	if err != nil {
		return nil, m.unknown(kind, line, err)
	}
	return m.cards(list)
}
