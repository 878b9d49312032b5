package parse

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/hhcheck/hhcheck/grammar/ohh"
	"github.com/hhcheck/hhcheck/hand"
)

// OHH (Open Hand History, hh-specs.handhistory.org): JSON written by
// trackers and some sites, a tool's format rather than a site's (like
// PHH). No real OHH file is in ../shared/histories, and the specification
// could not be reached from here: what the fields mean is read from their
// names and from the third-party writers available (the npm package
// open-hand-tracker), and where a field could mean two things the hand
// itself decides, by its own arithmetic; a hand that agrees with no reading
// is rejected, never accused. The project's files
// (testdata/histories/project/*.ohh) are checked clean and tampered
// (internal/audit).
//
//   - A file is one object {"ohh": {...}}, several (JSON Lines, or
//     separated by blank lines), or an array of them; found by content
//     (grammar/ohh.IsDocument), whatever the file's name.
//   - Amounts are read from their JSON literals, never through a float:
//     a hand with a currency (and not a tournament) is in cents (JPY and
//     KRW whole), else in chips; a hand that writes more decimals uses
//     them all (up to 6). A negative amount or one beyond MaxAmount is
//     bad_amount.
//   - The game from game_type ("Holdem", "Omaha", "OmahaHiLo", any case,
//     spaces and punctuation ignored; others unknown_game), the limit from
//     bet_limit.bet_type ("NL", "PL", "FL"); the blinds and ante from
//     small_blind_amount, big_blind_amount and ante_amount (fixed limit:
//     the small bet is the big blind); the button from dealer_seat.
//   - Players are seated by their seat; a player with no action in the
//     hand (is_sitting_out, or waiting for the big blind: no post, no
//     card, no fold) is not dealt in. A player_id no player has is
//     unknown_player. Seats numbered from 0 are numbered from 1 (the
//     dealer seat with them).
//   - Rounds: "Preflop", "Flop", "Turn", "River" each start a street, their
//     cards the board's next cards; "Showdown" holds the shows. More than
//     five board cards (a board run twice) is rejected unknown_line.
//   - Actions: "Post SB", "Post BB", "Straddle" and "Post Extra Blind" are
//     live posts, "Post Ante" and "Post Dead" dead money; "Fold", "Check",
//     "Call" and "Bet" write what the action adds. "Raise" is read both
//     ways the writers use: what the action adds, or the player's total on
//     the street ("raise to"). The hand decides: the reading whose chips
//     add up to the pots' amounts (with or without their rake and
//     jackpot, with or without the bet nobody called) is the hand's; both
//     agreeing give the same chips; neither is bad_amount. "Dealt Cards"
//     deals hole cards ("??" unknown), "Shows Cards" shows, "Mucks Cards"
//     mucks; "Added Chips", "Sits Down", "Stands Up", "Sits Out", "Sits
//     In" are notes. Any other action is unknown_line.
//   - Pots: each player's win_amount over all pots is his collection,
//     compared per player (the pots' division is the writer's); the rake
//     is the pots' rake, a jackpot a fee. A record with no rake and no
//     jackpot in a cash game has its rake derived: what the pots hold
//     beyond the wins. Whether the wins include the bet nobody called is
//     decided per hand (they do when the wins, rake and jackpot add up to
//     everything put in). A cash-out (cashout_amount) is not modelled:
//     rejected unknown_line. A hand with no pots is missing_line.
func init() {
	Register(Site{Format: "ohh", Name: "OHH", New: func() Mapper { return &ohhState{} },
		Document: ohh.IsDocument, Split: ohhSplit,
		Requires: PartSeats,
		Conventions: func(h *hand.Hand) hand.Conventions {
			return hand.Conventions{UncalledInCollected: uncalledInWin(h), RakeDivisionUnknown: true, OddChip: hand.OddChipByProfile}
		},
	})
}

// ohhSplit cuts a document into its hands (grammar/ohh.Hands).
func ohhSplit(d *Document) {
	spans := ohh.Hands(d.Text)
	splitElements(d, len(spans), func(i int) (int, int) { return spans[i].Start, spans[i].End }, "", "ohh")
}

type ohhState struct{}

// ohhGames are the game_type values the model has, folded (ohhFold).
var ohhGames = map[string]hand.GameType{
	"holdem": hand.Holdem, "texasholdem": hand.Holdem,
	"omaha": hand.Omaha, "omahahi": hand.Omaha,
	"omahahilo": hand.OmahaHiLo, "omahahl": hand.OmahaHiLo, "omaha8": hand.OmahaHiLo,
}

var ohhLimits = map[string]hand.Limit{"NL": hand.NoLimit, "PL": hand.PotLimit, "FL": hand.FixedLimit}

// ohhFold lowers a game_type and keeps its letters and digits only.
func ohhFold(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// ohhHand is one hand being mapped.
type ohhHand struct {
	lineMapper
	chipLedger
	text   string
	f      *ohh.Hand
	seatOf map[ohh.Text]int // player_id -> seat index
	put    []hand.Money     // everything each seat put in
	live   []hand.Money     // the chips of its bets (no ante, no dead post)
	lines  []int            // each action's line in text (0-based), or nil
	// raiseTo: the hand's raises write the player's street total
	raiseTo bool
}

func (st *ohhState) Map(p *Parser, doc *Document, c Chunk) (*hand.Hand, Parts, *Error) {
	text := doc.Text[c.Start:c.End]
	p.Stats.Lines += strings.Count(text, "\n") + 1
	m := &ohhHand{lineMapper: startHand(doc, c, "OHH", nil), text: text}
	h := m.h
	h.EndLine = c.Line + strings.Count(strings.TrimRight(text, "\n \t"), "\n")
	f, err := ohh.Decode(text)
	if err != nil {
		line := c.Line
		if oe, ok := err.(*ohh.Error); ok {
			line += oe.Line - 1
		}
		e := m.fail(ReasonBadHeader, line, "json", err.Error())
		e.Err = err
		return nil, 0, e
	}
	m.f = f
	h.ID = string(f.GameNumber)
	if e := m.head(); e != nil {
		return nil, 0, e
	}
	if e := m.seat(); e != nil {
		return nil, 0, e
	}
	if e := m.reading(); e != nil {
		return nil, 0, e
	}
	if e := m.actions(); e != nil {
		return nil, 0, e
	}
	if e := m.outcome(); e != nil {
		return nil, 0, e
	}
	return h, 0, nil
}

// keyLine is the file line of the first line that names key (the hand's
// first line when none does).
func (m *ohhHand) keyLine(key string) int {
	i := strings.Index(m.text, `"`+key+`"`)
	if i < 0 {
		return m.h.Line
	}
	return m.h.Line + strings.Count(m.text[:i], "\n")
}

// failKey rejects the hand on the line of a key, naming it.
func (m *ohhHand) failKey(reason Reason, key, format string, args ...any) *Error {
	return m.fail(reason, m.keyLine(key), key, key+": "+fmt.Sprintf(format, args...))
}

// badAmount rejects the hand for amount a of key, on the line that writes
// that key with that value (the key's first line when the value is
// written another way).
func (m *ohhHand) badAmount(key string, a ohh.Amount, err error) *Error {
	line := m.keyLine(key)
	for _, sep := range []string{": ", ":"} {
		if i := strings.Index(m.text, `"`+key+`"`+sep+string(a)); i >= 0 {
			line = m.h.Line + strings.Count(m.text[:i], "\n")
			break
		}
	}
	return m.fail(ReasonBadAmount, line, key, fmt.Sprintf("%s: %s: %v", key, a, err))
}

// every lists every amount of the hand with its key.
func (m *ohhHand) every(fn func(key string, a ohh.Amount)) {
	f := m.f
	fn("small_blind_amount", f.SmallBlind)
	fn("big_blind_amount", f.BigBlind)
	fn("ante_amount", f.Ante)
	for _, p := range f.Players {
		fn("starting_stack", p.StartingStack)
	}
	for _, r := range f.Rounds {
		for _, a := range r.Actions {
			fn("amount", a.Amount)
		}
	}
	for _, p := range f.Pots {
		fn("amount", p.Amount)
		fn("rake", p.Rake)
		fn("jackpot", p.Jackpot)
		for _, w := range p.PlayerWins {
			fn("win_amount", w.WinAmount)
		}
	}
}

// unit decides the hand's currency and decimals (see the conventions).
func (m *ohhHand) unit() *Error {
	h, f := m.h, m.f
	cur := strings.ToUpper(strings.TrimSpace(f.Currency))
	switch {
	case f.Tournament || cur == "" || cur == "CHIPS" || cur == "T$" || cur == "PLAY":
		h.Currency = "chips"
	default:
		h.Currency = cur
		h.Decimals = 2
		if wholeCurrencies[cur] {
			h.Decimals = 0
		}
	}
	var bad *Error
	m.every(func(key string, a ohh.Amount) {
		d, err := a.Decimal()
		if err != nil {
			if bad == nil {
				bad = m.badAmount(key, a, err)
			}
			return
		}
		if strings.HasPrefix(d, "-") {
			if bad == nil {
				bad = m.badAmount(key, a, errNegative)
			}
			return
		}
		if _, frac, ok := strings.Cut(d, "."); ok {
			h.Decimals = max(h.Decimals, len(frac))
		}
	})
	if bad != nil {
		return bad
	}
	if h.Decimals > 6 {
		return m.failKey(ReasonBadAmount, "amount", "%d decimals", h.Decimals)
	}
	return nil
}

// amount converts an amount of key to the hand's unit.
func (m *ohhHand) amount(key string, a ohh.Amount) (hand.Money, *Error) {
	d, err := a.Decimal()
	if err == nil {
		var x hand.Money
		if x, err = literalMoney(d, m.h.Decimals, false); err == nil {
			return x, nil
		}
	}
	return 0, m.badAmount(key, a, err)
}

// head maps the hand's game, limit, unit, stakes and what describes it.
func (m *ohhHand) head() *Error {
	h, f := m.h, m.f
	if h.ID == "" {
		return m.failKey(ReasonBadHeader, "game_number", "no game number")
	}
	g, ok := ohhGames[ohhFold(f.GameType)]
	if !ok {
		return m.failKey(ReasonUnknownGame, "game_type", "%q (known: Holdem, Omaha, OmahaHiLo)", f.GameType)
	}
	l, ok := ohhLimits[strings.ToUpper(strings.TrimSpace(f.BetLimit.BetType))]
	if !ok {
		return m.failKey(ReasonUnknownGame, "bet_type", "%q (known: NL, PL, FL)", f.BetLimit.BetType)
	}
	h.Game, h.Limit = g, l
	m.family = g.Spec().Family
	if e := m.unit(); e != nil {
		return e
	}
	st := &h.Stakes
	var e *Error
	if st.SmallBlind, e = m.amount("small_blind_amount", f.SmallBlind); e != nil {
		return e
	}
	if st.BigBlind, e = m.amount("big_blind_amount", f.BigBlind); e != nil {
		return e
	}
	if st.Ante, e = m.amount("ante_amount", f.Ante); e != nil {
		return e
	}
	if l == hand.FixedLimit {
		st.SmallBet, st.BigBet = st.BigBlind, 2*st.BigBlind
	}
	if cap, e := m.amount("bet_cap", f.BetLimit.BetCap); e != nil {
		return e
	} else if cap > 0 {
		m.note("bet_cap", "bet_cap "+string(f.BetLimit.BetCap)+": not judged")
	}
	h.Table = f.TableName
	h.MaxSeats = f.TableSize
	if f.Tournament {
		h.Tournament = "?"
		if f.TournamentInfo != nil && f.TournamentInfo.Number != "" {
			h.Tournament = string(f.TournamentInfo.Number)
		}
	}
	if site := strings.TrimSpace(f.SiteName); site != "" {
		m.note("ohh_site", site)
	}
	h.Start = ohhTime(f.StartDateUTC)
	return nil
}

// ohhTime reads start_date_utc ("2021-03-04T05:06:07Z", with or without
// the zone or fractions); zero when it is not such a time.
func ohhTime(s string) time.Time {
	for _, layout := range []string{time.RFC3339Nano, "2006-01-02T15:04:05.999999999", "2006-01-02 15:04:05"} {
		if t, err := time.Parse(layout, strings.TrimSpace(s)); err == nil {
			return t.UTC()
		}
	}
	return time.Time{}
}

// seat seats the players (see the conventions).
func (m *ohhHand) seat() *Error {
	h, f := m.h, m.f
	acts := map[ohh.Text]bool{}
	for _, r := range f.Rounds {
		for _, a := range r.Actions {
			if !ohhNote[a.Action] {
				acts[a.PlayerID] = true
			}
		}
	}
	players := slices.Clone(f.Players)
	slices.SortStableFunc(players, func(a, b ohh.Player) int { return a.Seat - b.Seat })
	shift := 0
	if len(players) > 0 && players[0].Seat == 0 {
		shift = 1
		m.note("seats_from_zero", "seats numbered from 0: numbered from 1")
	}
	m.seatOf = map[ohh.Text]int{}
	m.lineNo = m.keyLine("players")
	for _, p := range players {
		if !acts[p.ID] { // sitting out, or waiting: not dealt in
			continue
		}
		if _, dup := m.seatOf[p.ID]; dup {
			return m.failKey(ReasonDuplicateSeat, "players", "player id %s twice", p.ID)
		}
		stack, e := m.amount("starting_stack", p.StartingStack)
		if e != nil {
			return e
		}
		name := strings.TrimSpace(p.Name)
		if name == "" {
			name = "player " + string(p.ID)
		}
		if e := m.addSeat(stringer("player"), hand.Seat{Number: p.Seat + shift, Player: name, Stack: stack}); e != nil {
			return e
		}
		m.seatOf[p.ID] = len(h.Seats) - 1
		m.seated(stack)
	}
	if len(h.Seats) < 2 {
		return m.failKey(ReasonNoSeats, "players", "%d players dealt in", len(h.Seats))
	}
	for i := range h.Seats {
		if h.Seats[i].Number == f.DealerSeat+shift {
			h.Button = h.Seats[i].Number
		}
	}
	if h.Button == 0 {
		m.note(hand.NoteButtonInferred, fmt.Sprintf("dealer_seat %d is no player's seat", f.DealerSeat))
	}
	m.put, m.live = make([]hand.Money, len(h.Seats)), make([]hand.Money, len(h.Seats))
	return nil
}

// who is the seat index of an action's or a win's player.
func (m *ohhHand) who(id ohh.Text, key string) (int, *Error) {
	j, ok := m.seatOf[id]
	if !ok {
		return 0, m.fail(ReasonUnknownPlayer, m.lineNo, key, fmt.Sprintf("player_id %s: no such player", id))
	}
	return j, nil
}

// ohhLive and ohhDead are the posts that count toward a player's bet, and
// those that do not.
var (
	ohhLive = map[string]hand.ActionKind{"Post SB": hand.PostSmallBlind, "Post BB": hand.PostBigBlind,
		"Straddle": hand.PostStraddle, "Post Extra Blind": hand.PostBigBlind}
	ohhDead = map[string]hand.ActionKind{"Post Ante": hand.PostAnte, "Post Dead": hand.PostDeadBlind}
	ohhNote = map[string]bool{"Added Chips": true, "Sits Down": true, "Stands Up": true, "Sits Out": true, "Sits In": true}
)

// chipsIn is what each seat puts in when raises are read as what they add
// (raiseTo false) or as street totals: ok false when that reading makes
// an action add nothing or more than the player has.
func (m *ohhHand) chipsIn(raiseTo bool) (put, live []hand.Money, ok bool) {
	n := len(m.h.Seats)
	put, live = make([]hand.Money, n), make([]hand.Money, n)
	street := make([]hand.Money, n)
	stack := make([]hand.Money, n)
	for i := range m.h.Seats {
		stack[i] = m.h.Seats[i].Stack
	}
	for _, r := range m.f.Rounds {
		clear(street)
		for _, a := range r.Actions {
			j, known := m.seatOf[a.PlayerID]
			if !known {
				continue
			}
			v, e := m.amount("amount", a.Amount)
			if e != nil {
				return nil, nil, false
			}
			isLive := true
			switch {
			case ohhLive[a.Action] != 0, a.Action == "Call", a.Action == "Bet":
			case ohhDead[a.Action] != 0:
				isLive = false
			case a.Action == "Raise":
				if raiseTo {
					if v <= street[j] {
						return nil, nil, false
					}
					v -= street[j]
				}
			default:
				continue
			}
			if v > stack[j] {
				return nil, nil, false
			}
			stack[j] -= v
			put[j] += v
			if isLive {
				street[j] += v
				live[j] += v
			}
		}
	}
	return put, live, true
}

// potSums are the pots' amounts, rakes, jackpots and wins added up.
func (m *ohhHand) potSums() (amount, rake, jackpot, wins hand.Money, e *Error) {
	for _, p := range m.f.Pots {
		var v hand.Money
		if v, e = m.amount("amount", p.Amount); e != nil {
			return
		}
		amount += v
		if v, e = m.amount("rake", p.Rake); e != nil {
			return
		}
		rake += v
		if v, e = m.amount("jackpot", p.Jackpot); e != nil {
			return
		}
		jackpot += v
		for _, w := range p.PlayerWins {
			if v, e = m.amount("win_amount", w.WinAmount); e != nil {
				return
			}
			wins += v
		}
	}
	return
}

// holds reports whether the pots' amounts stand for the chips put in
// (put, live): the amounts with or without their rake and jackpot, the
// bet nobody called in them or not.
func holds(put, live []hand.Money, amount, fees hand.Money) bool {
	var total hand.Money
	var bets biggestBets
	for j := range put {
		total += put[j]
		bets.add(live[j])
	}
	u := bets.unmatched()
	return amount == total || amount == total-u || amount+fees == total || amount+fees == total-u
}

// reading decides how the hand's raises are written (see the conventions).
func (m *ohhHand) reading() *Error {
	if len(m.f.Pots) == 0 {
		return m.failKey(ReasonMissingLine, "pots", "no pots: nothing to compare")
	}
	amount, rake, jackpot, _, e := m.potSums()
	if e != nil {
		return e
	}
	putA, liveA, okA := m.chipsIn(false)
	putB, liveB, okB := m.chipsIn(true)
	okA = okA && holds(putA, liveA, amount, rake+jackpot)
	okB = okB && holds(putB, liveB, amount, rake+jackpot)
	switch {
	case okA:
		m.raiseTo = false
	case okB:
		m.raiseTo = true
		m.note("raise_to", "the raises write the player's street total")
	default:
		return m.failKey(ReasonBadAmount, "pots", "the pots' amounts (%s) agree with no reading of the actions' amounts",
			amount.Format(m.h.Decimals))
	}
	return nil
}

// actions maps the rounds and their actions.
func (m *ohhHand) actions() *Error {
	h, f := m.h, m.f
	n := 0
	for _, r := range f.Rounds {
		n += len(r.Actions)
	}
	m.lines = ohh.ActionLines(m.text, n)
	k := 0
	var board []string
	m.street = hand.Preflop
	for _, r := range f.Rounds {
		m.lineNo = m.keyLine("rounds")
		switch st := strings.ToLower(strings.TrimSpace(r.Street)); st {
		case "preflop":
			m.street = hand.Preflop
		case "flop", "turn", "river":
			m.street = map[string]hand.Street{"flop": hand.Flop, "turn": hand.Turn, "river": hand.River}[st]
			m.newStreet()
		case "showdown":
		default:
			return m.fail(ReasonUnknownLine, m.lineNo, "round", fmt.Sprintf("street %q", r.Street))
		}
		board = append(board, r.Cards...)
		if len(board) > 5 {
			return m.fail(ReasonUnknownLine, m.lineNo, "round", "more than five board cards (a board run twice is not read)")
		}
		if len(r.Cards) > 0 {
			cs, e := m.cards(board)
			if e != nil {
				return e
			}
			m.setBoard(0, cs, false)
		}
		for _, a := range r.Actions {
			if m.lines != nil {
				m.lineNo = h.Line + m.lines[k]
			}
			k++
			if e := m.action(a); e != nil {
				return e
			}
		}
	}
	return nil
}

// action maps one action.
func (m *ohhHand) action(a ohh.Action) *Error {
	h := m.h
	if ohhNote[a.Action] {
		m.note("ohh_"+strings.ToLower(strings.ReplaceAll(a.Action, " ", "_")), fmt.Sprintf("player %s: %s %s", a.PlayerID, a.Action, a.Amount))
		return nil
	}
	j, e := m.who(a.PlayerID, "action")
	if e != nil {
		return e
	}
	v, e := m.amount("amount", a.Amount)
	if e != nil {
		e.Line = m.lineNo
		return e
	}
	allIn := a.IsAllIn || (v > 0 && v >= m.stack[j])
	switch a.Action {
	case "Dealt Cards", "Dealt Card":
		if slices.ContainsFunc(a.Cards, ohhUnknown) || len(a.Cards) == 0 {
			return nil
		}
		return m.dealDown(j, a.Cards)
	case "Fold":
		m.addAction(j, hand.Fold, 0, false)
	case "Check":
		m.addAction(j, hand.Check, 0, false)
	case "Call", "Bet", "Raise":
		if a.Action == "Raise" && m.raiseTo {
			v -= m.streetIn[j]
		}
		if v <= 0 {
			return m.fail(ReasonBadAmount, m.lineNo, "action", fmt.Sprintf("%s %s adds nothing", a.Action, a.Amount))
		}
		m.addedAction(&m.chipLedger, j, v, allIn)
		m.take(j, v, true)
	case "Shows Cards":
		if slices.ContainsFunc(a.Cards, ohhUnknown) || len(a.Cards) == 0 {
			m.playerNoteOf("cards_unknown", "Shows Cards "+strings.Join(a.Cards, " "), h.Seats[j].Player)
			return nil
		}
		cs, e := m.cards(a.Cards)
		if e != nil {
			return e
		}
		m.addShow(j, cs, "")
	case "Mucks Cards":
		h.Shows = append(h.Shows, hand.Show{Seat: j, Mucked: true, Line: m.lineNo})
	default:
		if k := ohhLive[a.Action]; k != 0 {
			m.addAction(j, k, v, allIn)
			m.take(j, v, true)
			return nil
		}
		if k := ohhDead[a.Action]; k != 0 {
			m.addAction(j, k, v, allIn)
			m.take(j, v, false)
			return nil
		}
		return m.fail(ReasonUnknownLine, m.lineNo, "action", fmt.Sprintf("action %q", a.Action))
	}
	return nil
}

// ohhUnknown reports a card the file does not know.
func ohhUnknown(c string) bool { return strings.Trim(c, "?xX* ") == "" }

// take takes v chips of seat j into the pot (live: toward his bet).
func (m *ohhHand) take(j int, v hand.Money, live bool) {
	m.add(j, v, live)
	m.put[j] += v
	if live {
		m.live[j] += v
	}
}

// outcome maps the pots: each player's wins, the rake and the jackpot
// (see the conventions).
func (m *ohhHand) outcome() *Error {
	h, f := m.h, m.f
	m.lineNo = m.keyLine("pots")
	h.Summary.Line = m.lineNo
	won := make([]hand.Money, len(h.Seats))
	for _, p := range f.Pots {
		for _, w := range p.PlayerWins {
			j, e := m.who(w.PlayerID, "pots")
			if e != nil {
				return e
			}
			if c, e := m.amount("cashout_amount", w.CashoutAmount); e != nil {
				return e
			} else if c > 0 {
				return m.failKey(ReasonUnknownLine, "cashout_amount", "a cash-out (all-in insurance) is not modelled")
			}
			v, e := m.amount("win_amount", w.WinAmount)
			if e != nil {
				return e
			}
			won[j] += v
		}
	}
	for j, v := range won {
		if v > 0 {
			m.award(j, v, hand.PotUnnamed)
		}
	}
	_, rake, jackpot, wins, e := m.potSums()
	if e != nil {
		return e
	}
	total, live := map[int]hand.Money{}, map[int]hand.Money{}
	for j := range m.put {
		total[j], live[j] = m.put[j], m.live[j]
	}
	if rake == 0 && jackpot == 0 {
		m.rakeFromWins(total, live) // the record writes none: derived
		if h.Summary.Rake > 0 {
			m.note("rake_derived", fmt.Sprintf("rake %s: what the pots hold beyond the wins (the pots write none)", h.Summary.Rake.Format(h.Decimals)))
		}
		return nil
	}
	h.Summary.Rake = rake
	if jackpot > 0 {
		h.Summary.Fees = append(h.Summary.Fees, hand.Fee{Kind: "jackpot", Amount: jackpot})
	}
	var put hand.Money
	for _, v := range m.put {
		put += v
	}
	var bets biggestBets
	for _, v := range m.live {
		bets.add(v)
	}
	if u := bets.unmatched(); u > 0 && wins+rake+jackpot == put {
		m.note(noteUncalledInWin, "the wins, rake and jackpot add up to every chip put in: the uncalled bet is in the win")
	}
	return nil
}
