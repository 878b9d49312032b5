package parse

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/grammar/phh"
	"github.com/hhcheck/hhcheck/hand"
)

// PHH (PokerKit's Poker Hand History, phh.readthedocs.io): the format of a
// third-party tool, not of a site; hhcheck writes it too (export/phh,
// `hhcheck convert --to phh`). No real PHH file is in ../shared/histories:
// the conventions below are the format's, read from its specification and
// from what export/phh writes, and are checked on the project's own files
// (testdata/histories/project/*.phh*, internal/audit TestTamperedPHHHands)
// and on every bundled hand written by export/phh and read back (export/phh
// TestReadBack).
//
//   - A file is one TOML document: a ".phh" file one hand, a ".phhs" file
//     several, as the tables [1], [2], ... (PHH "multiple hands"). The
//     registry's whole-document path finds them by content (a first TOML
//     key or "[1]" and a variant key, grammar/phh.IsDocument), not by name.
//   - Amounts: PHH writes them as TOML integers or floats ("1000", "0.25",
//     "1.5e2"). They are read from their literals (never a float64) into
//     integers of the hand's unit: the user-defined _amount_decimals that
//     export/phh writes says the amounts are already integers of a unit
//     with that many decimals; else a hand with a currency is in cents
//     (JPY and KRW whole); else a hand whose amounts are all whole is in
//     chips, and one with a fraction in cents. A value with more decimals
//     than the unit, negative, or beyond MaxAmount rejects the hand
//     bad_amount, the key named.
//   - Players are in PHH's order: p1 acts first after the flop, the last
//     player has the button (games with a button); seats gives their seat
//     numbers (else 1..n), players their names (else "p1", "p2", ...,
//     which name positions, not persons: such hands are marked Pool, so
//     that no stack is compared across them).
//     Antes are posted first: the table's ante is the most common one, a
//     larger one is the ante and dead money (export/phh writes a dead
//     blind into the ante: 228674129864 of hh.com_Kleopatra, 10 + a dead
//     small blind of 25). Then the blinds: of the two blind positions'
//     (p1 and p2; heads-up PokerKit reverses them: blinds_or_straddles[0]
//     is the button's, p2's) the smaller is the small blind and the larger
//     the big blind (equal ones, or one that puts its player all in, as
//     placed: 888's 190627732, a big blind all in for 130 against a small
//     blind of 150); blinds posted by neither p1 nor p2 mean the order
//     does not start after a button (a site that named none, iPoker's
//     3869492660): the hand has no button. Another player's blind is told by
//     its size against the big blind (min_bet; fixed limit small_bet):
//     smaller a small blind, equal a live big blind out of position,
//     larger a straddle; in 6+ Hold'em the button's is the button blind.
//     The sizes decide because export/phh writes the blinds of the sites
//     that post them out of position where they were posted (Entraction's
//     heads-up big blind by the button, Boss Media's second small blind).
//     Stud has no blind: "pb" posts bring_in.
//   - Actions: "cc" checks when nothing is to be called, else calls the
//     highest bet (at most the stack); "cbr X" bets, completes (stud's 3rd
//     street, before any completion) or raises to a street total of X; a
//     "cbr" before the flop to no more than the highest bet (no PHH
//     action: export/phh's form of a blind posted after the cards) posts
//     a live blind; one to no more than the player put in is rejected
//     bad_amount.
//     Streets: each "d db" starts the next (3 cards the flop, then the
//     turn and the river); in stud each deal round ("d dh" of a player's
//     next card) does, its cards down and up as the game deals them
//     (3rd street: two down, one up); in draw games a "sd" (discards,
//     cards or "????" for how many; none stands pat) after a betting
//     round starts the next draw. Unknown cards ("????") are dealt but
//     not recorded.
//   - Showdown: "sm CARDS" shows, "sm -" and a bare "sm" (what export/phh
//     writes for a muck) muck. "sm ????" says the player showed cards the
//     file does not know: when another player shows known cards, the pot
//     cannot be decided, and the hand is rejected missing_line (a hand
//     nobody showed known cards in leaves its pots undecided).
//   - What the "site" recorded: PHH writes no pot awards. finishing_stacks
//     give each player's collection: finishing − starting + everything he
//     put in, the uncalled part of a bet included
//     (Conventions.UncalledInCollected), compared per player; a stack that
//     ends higher than that arithmetic allows is an AWARD_MISMATCH naming
//     the player. Without finishing_stacks, winnings (newer PHH) are the
//     amounts won from the pots, the uncalled bet not in them unless the
//     winnings exceed the pot by it (rakeFromWins); a negative winning is
//     a net result, read as finishing − starting. A hand with neither is
//     rejected missing_line: there is nothing to compare, and an
//     unverified hand is never called clean.
//   - Rake: PHH has no rake field. What the finishing stacks lack
//     (Σ starting − Σ finishing) is the rake (noted rake_derived; how it
//     divides between pots is unknown: RakeDivisionUnknown), except in a
//     tournament (event "tournament N", as export/phh writes it), which
//     takes none: every chip is accounted for. So in a cash hand a
//     winner's unit more or less reads as a unit less or more rake and
//     cannot be seen (as in PartyPoker's and iPoker's cash hands); a unit
//     paid to a player the rules pay nothing is seen everywhere.
//   - The user-defined fields of export/phh are read back: _hand_id,
//     _table_name, _amount_decimals, _boards (a board run more than once:
//     the actions deal the first run, _boards holds every run); _site is
//     noted, the hand's site is "PHH".
//   - Conventions of the sites that export/phh read and PHH cannot carry
//     (a stud raise that adds the bring-in, no raise cap heads-up, odd-chip
//     habits, money the site added) are not the reader's: such a hand is
//     judged by the rules (export/phh TestReadBack leaves them out).
func init() {
	Register(Site{Format: "phh", Name: "PHH", New: func() Mapper { return &phhState{} },
		Document: phh.IsDocument, Split: phhSplit,
		Requires: PartSeats,
		Conventions: func(h *hand.Hand) hand.Conventions {
			return hand.Conventions{UncalledInCollected: uncalledInWin(h), RakeDivisionUnknown: true, OddChip: hand.OddChipByProfile}
		},
	})
}

// phhSplit cuts a document into its hands: the tables of a .phhs file,
// or the whole file. Comments before the first table are no hand.
func phhSplit(d *Document) {
	spans := phh.Hands(d.Text)
	if len(spans) == 1 && spans[0].Name == "" {
		d.Chunks = append(d.Chunks, Chunk{Line: 1, Start: 0, End: len(d.Text), Format: "phh"})
		return
	}
	splitElements(d, len(spans), func(i int) (int, int) { return spans[i].Start, spans[i].End }, "", "phh")
}

type phhState struct{}

// phhVariants are the PHH variant codes of the games the model has.
var phhVariants = map[string]struct {
	game  hand.GameType
	limit hand.Limit
}{
	"NT": {hand.Holdem, hand.NoLimit}, "FT": {hand.Holdem, hand.FixedLimit}, "NS": {hand.ShortDeckHoldem, hand.NoLimit},
	"PO": {hand.Omaha, hand.PotLimit}, "FO/8": {hand.OmahaHiLo, hand.FixedLimit},
	"F7S": {hand.Stud, hand.FixedLimit}, "F7S/8": {hand.StudHiLo, hand.FixedLimit}, "FR": {hand.Razz, hand.FixedLimit},
	"N2L1D": {hand.SingleDraw27, hand.NoLimit}, "F2L3D": {hand.TripleDraw27, hand.FixedLimit}, "FB": {hand.Badugi, hand.FixedLimit},
}

// phhHand is one hand being mapped.
type phhHand struct {
	lineMapper
	chipLedger
	text    string // the hand's TOML
	f       *phh.Hand
	n       int          // players
	put     []hand.Money // everything each player put in
	live    []hand.Money // the chips of his bets (no ante)
	dealt   []int        // stud: cards dealt to each player
	acted   bool         // draw games: a player acted, or new cards were dealt, since the last draw began
	unknown []int        // players who showed unknown cards
	shown   bool         // a player showed known cards
	// draw games: each player's known hand (nil when not all known) and
	// what he kept of it on the current draw
	hole, kept [][]cards.Card
}

func (st *phhState) Map(p *Parser, doc *Document, c Chunk) (*hand.Hand, Parts, *Error) {
	text := phh.Body(doc.Text[c.Start:c.End])
	p.Stats.Lines += strings.Count(text, "\n") + 1
	m := &phhHand{lineMapper: startHand(doc, c, "PHH", nil), text: text}
	h := m.h
	f, err := phh.Decode(text)
	if err != nil {
		e := m.fail(ReasonBadHeader, c.Line+max(phh.ErrorLine(err), 1)-1, "toml", err.Error())
		e.Err = err
		return nil, 0, e
	}
	m.f = f
	h.ID = f.HandID
	if h.ID == "" {
		h.ID = f.Hand.Text()
	}
	if e := m.head(); e != nil {
		return nil, 0, e
	}
	if e := m.forced(); e != nil {
		return nil, 0, e
	}
	if e := m.actions(); e != nil {
		return nil, 0, e
	}
	if e := m.outcome(); e != nil {
		return nil, 0, e
	}
	h.EndLine = c.Line + strings.Count(strings.TrimRight(text, "\n \t"), "\n") // its last line that is not blank
	return h, 0, nil
}

// keyLine is the file line of the line that sets key (the hand's first
// line when none does).
func (m *phhHand) keyLine(key string) int {
	return m.h.Line + max(phh.KeyLine(m.text, key), 0)
}

// failKey rejects the hand on the line of a key, naming it.
func (m *phhHand) failKey(reason Reason, key, format string, args ...any) *Error {
	return m.fail(reason, m.keyLine(key), key, key+": "+fmt.Sprintf(format, args...))
}

// unit decides the hand's decimals (see the conventions).
func (m *phhHand) unit() *Error {
	h, f := m.h, m.f
	h.Currency = f.Currency
	if f.AmountDecimals != nil {
		if *f.AmountDecimals < 0 || *f.AmountDecimals > 6 {
			return m.failKey(ReasonBadAmount, "_amount_decimals", "%d decimals", *f.AmountDecimals)
		}
		h.Decimals = *f.AmountDecimals
	} else if f.Currency != "" {
		h.Decimals = 2
		if wholeCurrencies[f.Currency] {
			h.Decimals = 0
		}
	} else {
		for _, v := range m.amounts() {
			if d, err := v.Decimal(); err == nil && strings.Contains(d, ".") {
				h.Decimals = 2
			}
		}
	}
	if h.Currency == "" {
		h.Currency = "chips"
	}
	return nil
}

// amounts lists every amount of the hand's fields.
func (m *phhHand) amounts() []phh.Value {
	f := m.f
	var out []phh.Value
	out = append(out, f.Antes...)
	out = append(out, f.BlindsOrStraddles...)
	out = append(out, f.StartingStacks...)
	out = append(out, f.FinishingStacks...)
	out = append(out, f.Winnings...)
	for _, v := range []*phh.Value{f.BringIn, f.SmallBet, f.BigBet, f.MinBet} {
		if v != nil {
			out = append(out, *v)
		}
	}
	return out
}

// amount converts a value of key to the hand's unit; signed allows a
// negative one (a net winning).
func (m *phhHand) amount(key string, v phh.Value, signed bool) (hand.Money, *Error) {
	d, err := v.Decimal()
	if err != nil {
		return 0, m.failKey(ReasonBadAmount, key, "%s: %v", v, err)
	}
	dec := m.h.Decimals
	if m.f.AmountDecimals != nil {
		dec = 0 // already in the unit
	}
	x, err := literalMoney(d, dec, signed)
	if err != nil {
		return 0, m.failKey(ReasonBadAmount, key, "%s: %v", v, err)
	}
	return x, nil
}

// list converts a per-player list of key: n values, or none (nil).
func (m *phhHand) list(key string, vs []phh.Value, signed bool) ([]hand.Money, *Error) {
	if vs == nil {
		return nil, nil
	}
	if len(vs) != m.n {
		return nil, m.failKey(ReasonBadHeader, key, "%d values for %d players", len(vs), m.n)
	}
	out := make([]hand.Money, m.n)
	for i, v := range vs {
		x, e := m.amount(key, v, signed)
		if e != nil {
			return nil, e
		}
		out[i] = x
	}
	return out, nil
}

// stake converts an optional single amount.
func (m *phhHand) stake(key string, v *phh.Value) (hand.Money, *Error) {
	if v == nil {
		return 0, nil
	}
	return m.amount(key, *v, false)
}

// head maps the hand's game, unit, stakes, seats and what describes it.
func (m *phhHand) head() *Error {
	h, f := m.h, m.f
	vr, ok := phhVariants[f.Variant]
	if !ok {
		return m.failKey(ReasonUnknownGame, "variant", "PHH variant %q (known: NT, FT, NS, PO, FO/8, F7S, F7S/8, FR, N2L1D, F2L3D, FB)", f.Variant)
	}
	h.Game, h.Limit = vr.game, vr.limit
	m.family = h.Game.Spec().Family
	m.n = len(f.StartingStacks)
	if m.n < 2 {
		return m.failKey(ReasonNoSeats, "starting_stacks", "%d players", m.n)
	}
	if e := m.unit(); e != nil {
		return e
	}
	stacks, e := m.list("starting_stacks", f.StartingStacks, false)
	if e != nil {
		return e
	}
	if f.Players != nil && len(f.Players) != m.n {
		return m.failKey(ReasonBadHeader, "players", "%d names for %d players", len(f.Players), m.n)
	}
	if f.Seats != nil && len(f.Seats) != m.n {
		return m.failKey(ReasonBadHeader, "seats", "%d seats for %d players", len(f.Seats), m.n)
	}
	for j := range m.n {
		s := hand.Seat{Number: j + 1, Player: "p" + strconv.Itoa(j+1), Stack: stacks[j], Line: m.keyLine("starting_stacks")}
		if f.Seats != nil {
			s.Number = f.Seats[j]
		}
		if f.Players != nil && f.Players[j] != "" {
			s.Player = f.Players[j]
		}
		m.lineNo = s.Line
		if e := m.addSeat(stringer("seat"), s); e != nil {
			return e
		}
		m.seated(s.Stack)
	}
	m.put, m.live, m.dealt = make([]hand.Money, m.n), make([]hand.Money, m.n), make([]int, m.n)
	m.hole, m.kept = make([][]cards.Card, m.n), make([][]cards.Card, m.n)
	if m.family != hand.StudGame {
		h.Button = h.Seats[m.n-1].Number
	}
	h.Pool = f.Players == nil // "p1", "p2": positions, not persons
	h.MaxSeats = f.SeatCount
	h.Table = f.TableName
	if h.Table == "" {
		h.Table = f.Table.Text()
	}
	if t, ok := strings.CutPrefix(f.Event, "tournament "); ok {
		h.Tournament = t
	} else if f.Event != "" {
		m.note("event", f.Event)
	}
	if f.Site != "" {
		m.note("phh_site", f.Site)
	}
	h.Start = phhTime(f)
	st := &h.Stakes
	var err *Error
	if st.BringIn, err = m.stake("bring_in", f.BringIn); err != nil {
		return err
	}
	if st.SmallBet, err = m.stake("small_bet", f.SmallBet); err != nil {
		return err
	}
	if st.BigBet, err = m.stake("big_bet", f.BigBet); err != nil {
		return err
	}
	minBet, err := m.stake("min_bet", f.MinBet)
	if err != nil {
		return err
	}
	if h.Limit != hand.FixedLimit {
		st.BigBlind = minBet
	}
	return nil
}

// phhTime is the hand's start when the file gives its date, time and a
// UTC zone; zero otherwise.
func phhTime(f *phh.Hand) time.Time {
	if f.Year == 0 || f.Month == 0 || f.Day == 0 || f.Time == "" || f.TimeZone != "UTC" {
		return time.Time{}
	}
	t, err := time.Parse("15:04:05", f.Time.Text())
	if err != nil {
		return time.Time{}
	}
	return time.Date(f.Year, time.Month(f.Month), f.Day, t.Hour(), t.Minute(), t.Second(), 0, time.UTC)
}

// mostCommon is the most frequent amount above 0 of a list (the larger
// of equally frequent ones), 0 when none.
func mostCommon(vs []hand.Money) hand.Money {
	var best hand.Money
	n := 0
	for _, v := range vs {
		if v <= 0 {
			continue
		}
		c := 0
		for _, w := range vs {
			if w == v {
				c++
			}
		}
		if c > n || c == n && v > best {
			best, n = v, c
		}
	}
	return best
}

type stringer string

func (s stringer) String() string { return string(s) }

// post adds a forced bet of player j, at most his stack.
func (m *phhHand) post(j int, kind hand.ActionKind, v hand.Money) {
	allIn := v >= m.stack[j]
	v = min(v, m.stack[j])
	m.addAction(j, kind, v, allIn)
	live := kind != hand.PostAnte && kind != hand.PostDeadBlind
	m.add(j, v, live)
	m.put[j] += v
	if live {
		m.live[j] += v
	}
}

// forced posts the antes and blinds (see the conventions).
func (m *phhHand) forced() *Error {
	h, f := m.h, m.f
	m.lineNo = m.keyLine("antes")
	vs := f.Antes
	if len(vs) == 1 && m.n > 1 { // one ante for everyone
		vs = slices.Repeat(vs, m.n)
	}
	antes, e := m.list("antes", vs, false)
	if e != nil {
		return e
	}
	h.Stakes.Ante = mostCommon(antes)
	for j, a := range antes {
		switch {
		case a > h.Stakes.Ante && h.Stakes.Ante > 0: // the ante and dead money (export/phh: a dead blind)
			m.post(j, hand.PostAnte, h.Stakes.Ante)
			m.post(j, hand.PostDeadBlind, a-h.Stakes.Ante)
		case a > 0:
			m.post(j, hand.PostAnte, a)
		}
	}
	if m.family == hand.StudGame {
		m.street = hand.Third
		return nil
	}
	m.lineNo = m.keyLine("blinds_or_straddles")
	blinds, e := m.list("blinds_or_straddles", f.BlindsOrStraddles, false)
	if e != nil {
		return e
	}
	if m.n == 2 && blinds != nil {
		blinds[0], blinds[1] = blinds[1], blinds[0] // PokerKit reverses them heads-up
	}
	m.blinds(blinds)
	if h.Limit == hand.FixedLimit && h.Stakes.SmallBet == 0 {
		h.Stakes.SmallBet, h.Stakes.BigBet = h.Stakes.BigBlind, 2*h.Stakes.BigBlind
	}
	m.street = firstStreet(m.family)
	return nil
}

// blinds posts the blinds (see the conventions): of the two blind
// positions' (p1 and p2; heads-up p2 and p1), the smaller is the small
// blind and the larger the big blind, equal ones as placed; a blind
// posted alone there, or by another player, is told by its size against
// the big blind (min_bet; fixed limit: small_bet; else the larger of the
// first two): smaller a small blind, equal a big blind (live, out of
// position), larger a straddle; in 6+ Hold'em the button's (the last
// player's) is the button blind. The button blind is posted first, then
// the small blinds, the big blinds and the straddles, each in the
// players' order.
func (m *phhHand) blinds(blinds []hand.Money) {
	h := m.h
	if len(blinds) < 2 {
		return
	}
	big := h.Stakes.BigBlind // min_bet
	if h.Limit == hand.FixedLimit {
		big = h.Stakes.SmallBet
	}
	if big == 0 {
		big = max(blinds[0], blinds[1])
	}
	h.Stakes.BigBlind = big
	sb, bb := 0, 1
	if m.n == 2 {
		sb, bb = 1, 0
	}
	kinds := make([]hand.ActionKind, len(blinds))
	for j, b := range blinds {
		switch {
		case h.Game == hand.ShortDeckHoldem && j == m.n-1 && m.n > 2:
			kinds[j] = hand.PostButtonBlind
		case b < big:
			kinds[j] = hand.PostSmallBlind
		case b == big:
			kinds[j] = hand.PostBigBlind
		default:
			kinds[j] = hand.PostStraddle
		}
	}
	if blinds[sb] > 0 && blinds[bb] > 0 {
		kinds[sb], kinds[bb] = hand.PostSmallBlind, hand.PostBigBlind
		allIn := blinds[sb] >= m.stack[sb] || blinds[bb] >= m.stack[bb] // short of its blind: placed
		if blinds[sb] > blinds[bb] && !allIn {
			kinds[sb], kinds[bb] = hand.PostBigBlind, hand.PostSmallBlind
		}
	}
	if blinds[sb] == 0 && blinds[bb] == 0 && slices.ContainsFunc(blinds, func(b hand.Money) bool { return b > 0 }) && m.n > 2 {
		// the blinds elsewhere: the players' order does not start after
		// the button (export/phh's hands whose site named no button)
		h.Button = 0
		m.note(hand.NoteButtonInferred, "the blinds are not posted by p1 and p2: no button")
	}
	order := make([]int, 0, len(blinds))
	order = append(order, sb, bb)
	for j := 2; j < len(blinds); j++ {
		order = append(order, j)
	}
	for _, k := range []hand.ActionKind{hand.PostButtonBlind, hand.PostSmallBlind, hand.PostBigBlind, hand.PostStraddle} {
		for _, j := range order {
			if b := blinds[j]; b > 0 && kinds[j] == k {
				switch {
				case k == hand.PostSmallBlind && h.Stakes.SmallBlind == 0:
					h.Stakes.SmallBlind = b
				case k == hand.PostButtonBlind:
					h.Stakes.ButtonBlind = b
				}
				m.post(j, k, b)
			}
		}
	}
}

// actions maps the actions, each on its line.
func (m *phhHand) actions() *Error {
	h, f := m.h, m.f
	lines := phh.ValueLines(m.text, "actions", len(f.Actions))
	var board []cards.Card
	for k, s := range f.Actions {
		m.lineNo = m.keyLine("actions")
		if lines[k] >= 0 {
			m.lineNo = h.Line + lines[k]
		}
		a, err := phh.ParseAction(s)
		if err != nil {
			e := m.fail(ReasonUnknownLine, m.lineNo, "action", err.Error())
			e.Err = err
			return e
		}
		if a.Actor > m.n || a.Player > m.n {
			return m.fail(ReasonUnknownPlayer, m.lineNo, "action", fmt.Sprintf("%q: %d players", s, m.n))
		}
		j := a.Actor - 1
		var e *Error
		switch a.Verb {
		case phh.DealHole:
			e = m.dealHole(a.Player-1, a.Cards)
		case phh.DealBoard:
			var cs []cards.Card
			if cs, e = m.known(a.Cards); e == nil && cs != nil {
				board = append(board, cs...)
				m.street = map[int]hand.Street{3: hand.Flop, 4: hand.Turn, 5: hand.River}[len(board)]
				if m.street == hand.NoStreet {
					m.street = hand.River
				}
				m.newStreet()
			}
		case phh.Fold:
			m.addAction(j, hand.Fold, 0, false)
			m.acted = true
		case phh.CheckCall:
			v := min(m.curBet-m.streetIn[j], m.stack[j])
			if v <= 0 {
				m.addAction(j, hand.Check, 0, false)
			} else {
				m.bet(j, hand.Call, v, 0)
			}
			m.acted = true
		case phh.BetRaise:
			e = m.betTo(j, a.Amount)
			m.acted = true
		case phh.BringIn:
			m.bet(j, hand.BringIn, min(h.Stakes.BringIn, m.stack[j]), 0)
			m.acted = true
		case phh.Draw:
			e = m.draw(j, a.Cards)
		case phh.ShowMuck:
			e = m.show(j, a)
		}
		if e != nil {
			return e
		}
	}
	if board != nil {
		h.Boards = append(h.Boards, board)
	}
	if len(f.Boards) > 1 && board != nil { // a board run more than once: the runs export/phh writes
		m.lineNo = m.keyLine("_boards")
		for _, b := range f.Boards[1:] {
			cs, e := m.cards(strings.Fields(b))
			if e != nil {
				return e
			}
			h.Boards = append(h.Boards, cs)
		}
	}
	if len(m.unknown) > 0 && m.shown {
		return m.fail(ReasonMissingLine, m.keyLine("actions"), "show",
			fmt.Sprintf("%s showed cards the file does not know (sm ????) against a known hand: the pot cannot be decided", h.Seats[m.unknown[0]].Player))
	}
	return nil
}

// known converts card texts; nil when one is unknown ("??").
func (m *phhHand) known(list []string) ([]cards.Card, *Error) {
	for _, s := range list {
		if s == phh.Unknown {
			return nil, nil
		}
	}
	return m.cards(list)
}

// dealHole records the cards dealt to player j when all are known; in
// stud the round of his next card starts its street.
func (m *phhHand) dealHole(j int, list []string) *Error {
	h := m.h
	cs, e := m.known(list)
	if e != nil {
		return e
	}
	d := hand.Deal{Seat: j, Street: m.street, Line: m.lineNo}
	switch m.family {
	case hand.StudGame:
		// a round's cards: the street's down cards then its up cards,
		// each part recorded when known, after the cards recorded before
		// (Held)
		spec := h.Game.Spec()
		var sd hand.StreetDeal
		for k, n := 0, 0; k < len(spec.Streets); k++ {
			if n == m.dealt[j] {
				sd = spec.Streets[k]
				break
			}
			n += spec.Streets[k].Down + spec.Streets[k].Up
		}
		m.dealt[j] += len(list)
		if sd.Street > m.street {
			m.street = sd.Street
			m.newStreet()
		}
		d.Street = m.street
		if len(list) != sd.Down+sd.Up {
			return nil // not the street's cards: nothing recorded
		}
		down, e := m.known(list[:sd.Down])
		if e != nil {
			return e
		}
		up, e := m.known(list[sd.Down:])
		if e != nil || (up == nil && sd.Up > 0) {
			return e // an up card nobody saw: nothing recorded
		}
		d.Held, d.Down, d.Up = m.hole[j], down, up
		m.hole[j] = append(append(append([]cards.Card(nil), m.hole[j]...), down...), up...)
		h.Deals = append(h.Deals, d)
		return nil
	case hand.DrawGame:
		if m.street != hand.PreDraw {
			m.acted = true // new cards: the draw is over
		}
		switch {
		case m.street == hand.PreDraw:
			d.Down, m.hole[j] = cs, cs
		case cs != nil && m.kept[j] != nil: // new cards for the discarded
			d.Held, d.Down = m.kept[j], cs
			m.hole[j] = append(append([]cards.Card(nil), m.kept[j]...), cs...)
		default:
			m.hole[j] = nil
		}
	default:
		d.Down = cs
	}
	if len(d.Down)+len(d.Up) > 0 {
		h.Deals = append(h.Deals, d)
	}
	return nil
}

// bet adds a live bet of v chips (to: the street total of a raise).
func (m *phhHand) bet(j int, kind hand.ActionKind, v, to hand.Money) {
	a := m.addAction(j, kind, v, v >= m.stack[j])
	if to > 0 {
		a.Amount, a.To = to-m.curBet, to
	}
	m.add(j, v, true)
	m.put[j] += v
	m.live[j] += v
}

// betTo maps "cbr X": a bet, a completion or a raise to a street total of X.
func (m *phhHand) betTo(j int, amount phh.Value) *Error {
	to, e := m.amount("actions", amount, false)
	if e != nil {
		e.Line = m.lineNo
		return e
	}
	v := to - m.streetIn[j]
	if v <= 0 {
		return m.fail(ReasonBadAmount, m.lineNo, "action", fmt.Sprintf("cbr %s: not above the %s already in", amount, m.streetIn[j].Format(m.h.Decimals)))
	}
	switch {
	case to <= m.curBet && m.street == firstStreet(m.family) && m.family != hand.StudGame:
		// no bet above the highest: a blind posted after the cards,
		// which export/phh writes as a cbr (PHH has no such action)
		m.bet(j, hand.PostBigBlind, v, 0)
	case m.family == hand.StudGame && m.street == hand.Third && m.curBet <= m.h.Stakes.BringIn:
		m.bet(j, hand.Complete, v, to)
	case m.curBet == 0:
		m.bet(j, hand.Bet, v, 0)
	default:
		m.bet(j, hand.Raise, v, to)
	}
	return nil
}

// draw maps "sd": the first after a betting round starts the next draw.
func (m *phhHand) draw(j int, list []string) *Error {
	if m.family != hand.DrawGame {
		return m.fail(ReasonUnknownLine, m.lineNo, "action", "a draw (sd) in a game without draws")
	}
	if m.acted || m.street == hand.PreDraw {
		if m.street >= hand.AfterDraw3 {
			return m.fail(ReasonUnknownLine, m.lineNo, "action", "a fourth draw")
		}
		m.street++
		if m.street < hand.AfterDraw1 {
			m.street = hand.AfterDraw1
		}
		m.newStreet()
		m.acted = false
	}
	m.kept[j] = m.hole[j]
	if len(list) == 0 {
		m.addAction(j, hand.StandPat, 0, false)
		return nil
	}
	a := m.addAction(j, hand.Discard, 0, false)
	a.Count = len(list)
	cs, e := m.known(list)
	if e != nil {
		return e
	}
	a.Cards = cs
	m.kept[j] = nil
	if cs != nil && m.hole[j] != nil {
		for _, c := range m.hole[j] {
			if !cards.SetOf(cs...).Has(c) {
				m.kept[j] = append(m.kept[j], c)
			}
		}
	}
	return nil
}

// show maps "sm": a show, a muck, or cards the file does not know.
func (m *phhHand) show(j int, a phh.Action) *Error {
	h := m.h
	if a.Muck {
		h.Shows = append(h.Shows, hand.Show{Seat: j, Mucked: true, Line: m.lineNo})
		return nil
	}
	cs, e := m.known(a.Cards)
	if e != nil {
		return e
	}
	if cs == nil {
		m.unknown = append(m.unknown, j)
		m.playerNoteOf("cards_unknown", "sm "+strings.Join(a.Cards, ""), h.Seats[j].Player)
		return nil
	}
	if m.family == hand.StudGame && len(cs) < h.Game.Spec().HoleCards { // the down cards only: with the up cards dealt
		for _, d := range h.Deals {
			if d.Seat == j {
				for _, u := range d.Up {
					if !cards.SetOf(cs...).Has(u) {
						cs = append(cs, u)
					}
				}
			}
		}
	}
	m.shown = true
	m.addShow(j, cs, "")
	return nil
}

// outcome derives what each player collected from finishing_stacks (or
// winnings) and the rake (see the conventions).
func (m *phhHand) outcome() *Error {
	h, f := m.h, m.f
	key, vals := "finishing_stacks", f.FinishingStacks
	if vals == nil {
		key, vals = "winnings", f.Winnings
	}
	if vals == nil {
		return m.fail(ReasonMissingLine, h.Line, "finishing_stacks", "no finishing_stacks nor winnings")
	}
	got, e := m.list(key, vals, key == "winnings")
	if e != nil {
		return e
	}
	line := m.keyLine(key)
	h.Summary.Line = line
	net := key == "finishing_stacks"
	for _, v := range got {
		if v < 0 {
			net = true // winnings written as net results
		}
	}
	for j, v := range got {
		won := v
		switch {
		case key == "finishing_stacks":
			won = v - h.Seats[j].Stack + m.put[j]
		case net:
			won = v + m.put[j]
		}
		if won < 0 {
			return m.fail(ReasonBadAmount, line, key, fmt.Sprintf("%s: %s ends with less than his stack less what he put in", key, h.Seats[j].Player))
		}
		if won > 0 {
			h.Awards = append(h.Awards, hand.Award{Seat: j, Amount: won, Pot: hand.PotUnnamed, Line: line})
		}
	}
	if !net {
		total, live := map[int]hand.Money{}, map[int]hand.Money{}
		for j := range m.n {
			total[j], live[j] = m.put[j], m.live[j]
		}
		m.rakeFromWins(total, live)
		return nil
	}
	m.note(noteUncalledInWin, "PHH: the collection is the finishing stack's difference, the uncalled bet in it")
	var in, paid hand.Money
	for j := range m.n {
		in += m.put[j]
	}
	paid = pfPaid(h)
	if r := in - paid; r > 0 && h.Tournament == "" {
		h.Summary.Rake = r
		m.note("rake_derived", fmt.Sprintf("rake %s: what the finishing stacks lack (PHH writes no rake)", r.Format(h.Decimals)))
	}
	return nil
}
