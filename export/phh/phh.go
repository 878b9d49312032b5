// Package phh writes a parsed hand in the Poker Hand History format (PHH)
// of PokerKit (uoftcprg/pokerkit): a TOML file with the variant, the
// forced bets, the starting stacks and the actions in PHH notation
// ("d dh p1 AcKd", "p1 cbr 300", "d db AhKhQh", "p2 sm AcKd"), plus the
// seats, players, finishing stacks, currency, time, table and hand id.
// It formats; it decides nothing (docs/dataset.md, "PHH").
//
// Conventions (PHH has no field for them):
//   - Amounts are integers in the hand's smallest unit (cents for a cash
//     game), never floats; the user-defined field _amount_decimals says
//     where the point goes.
//   - Players are in PHH order: clockwise from the seat after the button,
//     the button last; heads-up the big blind is p1 and the button p2
//     (PokerKit reverses the blinds heads-up, so blinds_or_straddles
//     stays [small, big]). Stud players are in seat order.
//   - Dead money posted before the cards (dead blinds, the dead small
//     blind of "small & big blinds") is added to the player's ante: it is
//     dead money, as an ante is.
//   - Only the first run of a board run twice is in actions; every run is
//     in _boards.
package phh

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/pelletier/go-toml/v2"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/replay"
)

// Hand is one PHH file. Field names and meanings are PHH's; the fields
// starting with an underscore are user-defined (PHH allows them).
type Hand struct {
	Variant           string   `toml:"variant"`
	AnteTrimming      bool     `toml:"ante_trimming_status"`
	Antes             []int64  `toml:"antes"`
	BlindsOrStraddles []int64  `toml:"blinds_or_straddles,omitempty"`
	BringIn           *int64   `toml:"bring_in,omitempty"`
	SmallBet          int64    `toml:"small_bet,omitempty"`
	BigBet            int64    `toml:"big_bet,omitempty"`
	MinBet            *int64   `toml:"min_bet,omitempty"`
	StartingStacks    []int64  `toml:"starting_stacks"`
	Actions           []string `toml:"actions,multiline"`

	Seats           []int    `toml:"seats"`
	SeatCount       int      `toml:"seat_count,omitempty"`
	Players         []string `toml:"players"`
	FinishingStacks []int64  `toml:"finishing_stacks"`
	Currency        string   `toml:"currency,omitempty"`
	Time            any      `toml:"time,omitempty"` // a toml.LocalTime; nil when the site gave no time
	TimeZone        string   `toml:"time_zone,omitempty"`
	Day             int      `toml:"day,omitempty"`
	Month           int      `toml:"month,omitempty"`
	Year            int      `toml:"year,omitempty"`
	Table           int64    `toml:"table,omitempty"`
	HandNumber      int64    `toml:"hand,omitempty"`
	Event           string   `toml:"event,omitempty"`
	AmountDecimals  int      `toml:"_amount_decimals"`
	Site            string   `toml:"_site"`
	BettingLimit    string   `toml:"_betting_limit"`
	HandID          string   `toml:"_hand_id"`
	TableName       string   `toml:"_table_name,omitempty"`
	Source          string   `toml:"_source"`
	Boards          []string `toml:"_boards,omitempty"`
}

// ErrNotRepresentable: the hand's betting cannot be written in PHH, whose
// call is always to the highest bet made (e.g. a big blind all-in inside
// the ante, so that the others call a big blind nobody posted).
var ErrNotRepresentable = errors.New("not representable in PHH")

// ErrNoVariant: PHH has no variant code for the hand's game and limit
// (5-card Omaha, Courchevel, pot-limit hold'em, 5-card draw…).
var ErrNoVariant = errors.New("PHH has no variant for this game")

// Variant is PHH's code for a game and limit, or "".
func Variant(g hand.GameType, l hand.Limit) string {
	switch {
	case g == hand.Holdem && (l == hand.NoLimit || l == hand.CapNoLimit):
		return "NT" // a cap game's actions are no-limit ones; _betting_limit says CAP-NL
	case g == hand.Holdem && l == hand.FixedLimit:
		return "FT"
	case g == hand.ShortDeckHoldem && l == hand.NoLimit:
		return "NS"
	case g == hand.Omaha && (l == hand.PotLimit || l == hand.CapPotLimit):
		return "PO"
	case g == hand.OmahaHiLo && l == hand.FixedLimit:
		return "FO/8"
	case g == hand.Stud && l == hand.FixedLimit:
		return "F7S"
	case g == hand.StudHiLo && l == hand.FixedLimit:
		return "F7S/8"
	case g == hand.Razz && l == hand.FixedLimit:
		return "FR"
	case g == hand.SingleDraw27 && l == hand.NoLimit:
		return "N2L1D"
	case g == hand.TripleDraw27 && l == hand.FixedLimit:
		return "F2L3D"
	case g == hand.Badugi && l == hand.FixedLimit:
		return "FB"
	}
	return ""
}

// Order lists the seats (indexes in h.Seats) in PHH player order.
func Order(h *hand.Hand) []int {
	dealt := make([]bool, len(h.Seats))
	for _, a := range h.Actions {
		if a.Seat >= 0 && a.Seat < len(dealt) {
			dealt[a.Seat] = true
		}
	}
	for _, d := range h.Deals {
		if d.Seat >= 0 && d.Seat < len(dealt) {
			dealt[d.Seat] = true
		}
	}
	// seat order, turned to start after the button (sitting-out seats
	// that posted count: they were dealt in)
	order := make([]int, 0, len(h.Seats))
	for i := range h.Seats {
		if dealt[i] {
			order = append(order, i)
		}
	}
	sort.SliceStable(order, func(a, b int) bool { return h.Seats[order[a]].Number < h.Seats[order[b]].Number })
	if h.Button == 0 || h.Game.Spec().Family == hand.StudGame {
		return order
	}
	k := sort.Search(len(order), func(j int) bool { return h.Seats[order[j]].Number > h.Button })
	return append(order[k:], order[:k]...)
}

// Convert maps a parsed hand to PHH.
func Convert(h *hand.Hand) (*Hand, error) {
	v := Variant(h.Game, h.Limit)
	if v == "" {
		return nil, fmt.Errorf("%w: %s %s", ErrNoVariant, h.Limit, h.Game.Spec().Title)
	}
	order := Order(h)
	if len(order) < 2 {
		return nil, errors.New("fewer than two players dealt in")
	}
	pidx := make([]int, len(h.Seats)) // seat index → PHH player number (1-based), 0 when not dealt
	for j, i := range order {
		pidx[i] = j + 1
	}
	n := len(order)
	p := &Hand{Variant: v, AnteTrimming: true, Antes: make([]int64, n), StartingStacks: make([]int64, n),
		Seats: make([]int, n), Players: make([]string, n), FinishingStacks: make([]int64, n),
		SeatCount: h.MaxSeats, AmountDecimals: h.Decimals, Site: h.Site, BettingLimit: h.Limit.String(), HandID: h.ID,
		Source: h.File + ":" + strconv.Itoa(h.Line)}
	blinds := make([]int64, n)
	spec := h.Game.Spec()
	switch {
	case spec.Family == hand.StudGame:
		b := int64(h.Stakes.BringIn)
		if b == 0 { // a header that names none: the bring-in posted
			for _, a := range h.Actions {
				if a.Kind == hand.BringIn {
					b = int64(a.Amount)
					break
				}
			}
		}
		p.BringIn, p.SmallBet, p.BigBet = &b, int64(h.Stakes.SmallBet), int64(h.Stakes.BigBet)
		if p.SmallBet == 0 { // stakes written as "60/120": the two bet sizes
			p.SmallBet, p.BigBet = int64(h.Stakes.SmallBlind), int64(h.Stakes.BigBlind)
		}
		if p.SmallBet == 0 { // no stakes in the header: the bets made
			p.SmallBet, p.BigBet = betSizes(h)
		}
	case h.Limit == hand.FixedLimit:
		p.SmallBet, p.BigBet = int64(h.Stakes.SmallBet), int64(h.Stakes.BigBet)
		if p.SmallBet == 0 {
			p.SmallBet, p.BigBet = int64(h.Stakes.BigBlind), 2*int64(h.Stakes.BigBlind)
		}
		if p.SmallBet == 0 { // no stakes in the header (Bovada "HOLDEM Fixed Limit"): the bets made
			p.SmallBet, p.BigBet = betSizes(h)
		}
	default:
		// the big blind; an ante-only table (6+ with a button blind) bets
		// at least its button blind or ante
		m := int64(h.Stakes.BigBlind)
		if m == 0 {
			m = int64(max(h.Stakes.ButtonBlind, h.Stakes.Ante))
		}
		p.MinBet = &m
	}
	for j, i := range order {
		s := &h.Seats[i]
		p.Seats[j], p.Players[j], p.StartingStacks[j] = s.Number, s.Player, int64(s.Stack)
	}
	if h.Currency != "" && len(h.Currency) == 3 && strings.ToUpper(h.Currency) == h.Currency {
		p.Currency = h.Currency
	}
	if !h.Start.IsZero() {
		t := h.Start.UTC()
		p.Time = toml.LocalTime{Hour: t.Hour(), Minute: t.Minute(), Second: t.Second()}
		p.TimeZone, p.Day, p.Month, p.Year = "UTC", t.Day(), int(t.Month()), t.Year()
	}
	if n, err := strconv.ParseInt(h.Table, 10, 64); err == nil {
		p.Table = n
	} else {
		p.TableName = h.Table
	}
	if n, err := strconv.ParseInt(h.ID, 10, 64); err == nil {
		p.HandNumber = n
	}
	if h.Tournament != "" {
		p.Event = "tournament " + h.Tournament
	}
	for _, b := range h.Boards {
		p.Boards = append(p.Boards, cards.Format(b))
	}

	// Forced bets: antes and dead parts to antes, live blinds to
	// blinds_or_straddles; the bring-in is an action (pb).
	st := replay.New(h, replay.Config{})
	forced := 0
	for k := range h.Actions {
		a := &h.Actions[k]
		if !a.Kind.IsForced() {
			break
		}
		forced++
		if a.Seat < 0 || a.Seat >= len(pidx) || pidx[a.Seat] == 0 {
			return nil, fmt.Errorf("line %d: forced bet by a seat not dealt in", a.Line)
		}
		before, liveBefore := st.Contributed(a.Seat), st.Live(a.Seat)
		st.Step()
		j := pidx[a.Seat] - 1
		live := int64(st.Live(a.Seat) - liveBefore)
		p.Antes[j] += int64(st.Contributed(a.Seat)-before) - live
		blinds[j] += live
	}
	if spec.Family != hand.StudGame {
		if n == 2 {
			blinds[0], blinds[1] = blinds[1], blinds[0] // PokerKit reverses them heads-up
		}
		p.BlindsOrStraddles = blinds
	}
	for _, x := range p.Antes {
		if x != p.Antes[0] {
			p.AnteTrimming = false
		}
	}

	acts, err := actions(h, p, pidx, order, st, forced)
	if err != nil {
		return nil, err
	}
	p.Actions = acts

	// Finishing stacks: start − put in + uncalled + collected.
	res := st.Finish()
	won := make([]hand.Money, len(h.Seats))
	for _, a := range h.Awards {
		if a.Seat >= 0 && a.Seat < len(won) {
			won[a.Seat] += a.Amount
		}
	}
	for j, i := range order {
		fin := h.Seats[i].Stack - res.Contributed[i] + won[i]
		if !h.Conventions.UncalledInCollected {
			fin += res.Returned[i]
		}
		p.FinishingStacks[j] = int64(fin)
	}
	return p, nil
}

// betSizes finds a fixed-limit hand's small and big bet from its bets
// when the header names no stakes: the first bet on a late street (stud
// 5th–7th, turn, river, after the 2nd draw) is a big bet, else the first
// bet or completion on an early street is a small bet; the other is twice
// or half of it. Zero when nobody bet.
func betSizes(h *hand.Hand) (small, big int64) {
	late := func(s hand.Street) bool {
		return s >= hand.Fifth && s <= hand.Seventh || s == hand.Turn || s == hand.River || s == hand.AfterDraw2 || s == hand.AfterDraw3
	}
	for _, a := range h.Actions {
		if a.Kind == hand.Bet && late(a.Street) && !a.AllIn {
			return int64(a.Amount) / 2, int64(a.Amount)
		}
	}
	for _, a := range h.Actions {
		switch {
		case a.Kind == hand.Complete && !a.AllIn:
			return int64(a.To), 2 * int64(a.To)
		case a.Kind == hand.Bet && !late(a.Street) && !a.AllIn:
			return int64(a.Amount), 2 * int64(a.Amount)
		}
	}
	return 0, 0
}

func player(pidx []int, seat int) string { return "p" + strconv.Itoa(pidx[seat]) }

func cardText(cs []cards.Card, n int) string {
	var b strings.Builder
	for _, c := range cs {
		b.WriteString(c.String())
	}
	for i := len(cs); i < n; i++ {
		b.WriteString("??")
	}
	return b.String()
}

// actions writes the deals and the players' actions in PHH notation. st
// has applied the forced bets already.
func actions(h *hand.Hand, p *Hand, pidx, order []int, st *replay.State, forced int) ([]string, error) {
	spec := h.Game.Spec()
	var out []string
	folded := make([]bool, len(h.Seats))
	dealsOf := func(street hand.Street, seat int) *hand.Deal {
		for k := range h.Deals {
			if d := &h.Deals[k]; d.Seat == seat && d.Street == street {
				return d
			}
		}
		return nil
	}
	// hole cards
	switch spec.Family {
	case hand.StudGame:
		// dealt street by street below
	default:
		for _, i := range order {
			var known []cards.Card
			for k := range h.Deals {
				if d := &h.Deals[k]; d.Seat == i && len(d.Down) > 0 {
					known = append(append(known[:0:0], d.Held...), d.Down...)
					break
				}
			}
			if len(known) != spec.HoleCards {
				known = nil
			}
			out = append(out, "d dh "+player(pidx, i)+" "+cardText(known, spec.HoleCards))
		}
	}
	board := []cards.Card(nil)
	if len(h.Boards) > 0 {
		board = h.Boards[0]
	}
	dealtBoard := 0
	dealBoard := func(upTo int) {
		if upTo > len(board) {
			upTo = len(board)
		}
		if upTo > dealtBoard {
			out = append(out, "d db "+cardText(board[dealtBoard:upTo], 0))
			dealtBoard = upTo
		}
	}
	studStreet := func(street hand.Street) {
		for _, sd := range spec.Streets {
			if sd.Street != street {
				continue
			}
			for _, i := range order {
				if folded[i] {
					continue
				}
				d := dealsOf(street, i)
				var down, up []cards.Card
				if d != nil {
					down, up = d.Down, d.Up
				}
				if len(down) != sd.Down {
					down = nil
				}
				if len(up) != sd.Up {
					up = nil
				}
				out = append(out, "d dh "+player(pidx, i)+" "+cardText(down, sd.Down)+cardText(up, sd.Up))
			}
		}
	}
	street := hand.NoStreet
	var discarded []int // seats that drew on the current draw, with counts
	var counts []int
	// drawn deals the new cards of the current draw to the seats that
	// discarded, once the draw's discards are over
	drawn := func() {
		for k, i := range discarded {
			var known []cards.Card
			if d := dealsOf(street, i); d != nil && len(d.Down) == counts[k] {
				known = d.Down
			}
			out = append(out, "d dh "+player(pidx, i)+" "+cardText(known, counts[k]))
		}
		discarded, counts = nil, nil
	}
	enter := func(s hand.Street) {
		switch spec.Family {
		case hand.StudGame:
			for x := street + 1; x <= s; x++ {
				if x >= hand.Third && x <= hand.Seventh {
					studStreet(x)
				}
			}
		case hand.DrawGame:
			drawn()
		default:
			switch s {
			case hand.Flop:
				dealBoard(3)
			case hand.Turn:
				dealBoard(4)
			case hand.River, hand.Showdown:
				dealBoard(5)
			}
		}
		street = s
	}
	if spec.Family == hand.StudGame {
		enter(hand.Third)
	}
	for k := forced; k < len(h.Actions); k++ {
		a := &h.Actions[k]
		if a.Seat < 0 || a.Seat >= len(pidx) || pidx[a.Seat] == 0 {
			return nil, fmt.Errorf("line %d: action by a seat not dealt in", a.Line)
		}
		if a.Street > street {
			enter(a.Street)
		}
		before, stack := st.StreetContribution(a.Seat), st.Stack(a.Seat)
		var top hand.Money
		for i := range h.Seats {
			top = max(top, st.StreetContribution(i))
		}
		if a.Kind != hand.Discard && a.Kind != hand.StandPat {
			drawn()
		}
		st.Step()
		pl := player(pidx, a.Seat)
		if a.Kind == hand.Call && st.StreetContribution(a.Seat)-before != min(top-before, stack) {
			return nil, fmt.Errorf("%w: line %d calls %s, the highest bet asks %s", ErrNotRepresentable, a.Line,
				(st.StreetContribution(a.Seat) - before).Format(h.Decimals), min(top-before, stack).Format(h.Decimals))
		}
		if a.Kind == hand.Check && top > before && stack > 0 {
			// PHH's "cc" would call: a check facing a bet (a record that
			// contradicts itself) has no PHH form
			return nil, fmt.Errorf("%w: line %d checks facing a bet of %s", ErrNotRepresentable, a.Line, (top - before).Format(h.Decimals))
		}
		switch a.Kind {
		case hand.Fold:
			out = append(out, pl+" f")
			folded[a.Seat] = true
		case hand.Check, hand.Call:
			out = append(out, pl+" cc")
		case hand.Bet, hand.Raise, hand.Complete:
			out = append(out, pl+" cbr "+strconv.FormatInt(int64(st.StreetContribution(a.Seat)), 10))
		case hand.BringIn:
			out = append(out, pl+" pb")
		case hand.StandPat:
			out = append(out, pl+" sd")
		case hand.Discard:
			out = append(out, pl+" sd "+cardText(a.Cards, a.Count))
			discarded, counts = append(discarded, a.Seat), append(counts, a.Count)
		default:
			if a.Kind.IsForced() {
				// a post after the cards (late blind): PHH has no such
				// action; its chips are a completion of the street bet.
				out = append(out, pl+" cbr "+strconv.FormatInt(int64(before+a.Amount), 10))
				continue
			}
			return nil, fmt.Errorf("line %d: %s has no PHH action", a.Line, a.Kind)
		}
	}
	drawn()
	// all-in before the river: the rest of the board, then the showdown
	if spec.Family == hand.FlopGame {
		dealBoard(len(board))
	}
	if spec.Family == hand.StudGame {
		last := hand.Third
		for _, d := range h.Deals {
			if d.Street > last && d.Street <= hand.Seventh {
				last = d.Street
			}
		}
		if last > street {
			enter(last)
		}
	}
	shown := map[int]bool{}
	for _, s := range h.Shows {
		if s.Seat < 0 || s.Seat >= len(pidx) || pidx[s.Seat] == 0 || shown[s.Seat] || s.Run != 0 {
			continue
		}
		shown[s.Seat] = true
		if s.Mucked {
			out = append(out, player(pidx, s.Seat)+" sm")
			continue
		}
		out = append(out, player(pidx, s.Seat)+" sm "+cardText(s.Cards, 0))
	}
	return out, nil
}

// Marshal writes the PHH file's TOML.
func Marshal(p *Hand) ([]byte, error) {
	var b strings.Builder
	enc := toml.NewEncoder(&b)
	enc.SetIndentTables(false)
	if err := enc.Encode(p); err != nil {
		return nil, err
	}
	return []byte(b.String()), nil
}

// Unmarshal reads a PHH file written by Marshal (the round-trip tests).
func Unmarshal(data []byte) (*Hand, error) {
	var p Hand
	if err := toml.Unmarshal(data, &p); err != nil {
		return nil, err
	}
	return &p, nil
}
