package parse

import (
	"fmt"
	"slices"
	"strings"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/grammar/ipoker"
	"github.com/hhcheck/hhcheck/hand"
)

// iPoker conventions, found in the real files of ../shared/histories
// (family iPoker: by-site/iPoker and the HHSmithy samples; see
// TestCorpusIPoker and audit.TestCorpusIPokerVerifies):
//
//   - A file is one XML session, not lines: the registry's whole-document
//     path splits it into its <game> elements (one hand each). Several
//     files end without "</game></session>" (fpdb cut them): a last game
//     whose rounds are all there is read with its end tag supplied.
//   - No total, no rake, no summary: each player's "win" (what he
//     collected) and "bet" are all the record says of the outcome. The
//     rake is therefore taken to be what the pot holds beyond the wins in
//     cash games (Summary.Rake; it cannot be checked); tournaments take no
//     rake, so there every chip is accounted for. "bet" is not used: in
//     tour__iPoker__Flop__NLHE-USD-MTT-5r-201112.Sample.xml it counts the
//     ante twice (hand 3869611627, farfalla: chips 28,005, bet 28,105).
//   - No uncalled-bet record. Whether "win" includes the uncalled part
//     depends on the skin and year: 2011 tournament hands include it
//     (3869341870: Player6 all in 1,500 against 70, win 1,600 = the 170
//     pot + the 1,430 back: UncalledInCollected), the 2020-21 cash files
//     exclude it (cash__iPoker__Flop__5CPLO-EUR-0.05-0.10-202105: Player1
//     wins €2.33 of a €2.40 pot, his €2.40 bet uncalled). The mapping
//     decides per hand: in a tournament, a win total equal to the pot plus
//     the uncalled part means it is included (noted "uncalled_in_win").
//   - Actions are written grouped per player; their "no" gives the order.
//     Types (derived from the files, every action sum checked against the
//     "bet" attributes): 0 fold, 1 small blind, 2 big blind (a second one
//     above the big blind posts both blinds, the small one dead), 3 call
//     (the amount added), 4 check, 5 bet, 23 raise (sum = the player's
//     total for the street), 7 all in (sum = the amount added: a bet,
//     call or raise by what it does to the street's bet), 15 ante, 16
//     bring-in, 8 and 9 sitting out (notes).
//   - Cards: "S9 HK D10" (suit first, 10 for ten), "X" unseen. A player's
//     pocket cards are written in full when he showed them (and always for
//     the hero): a player still in at the end with known cards shows them.
//     Stud: "Third Street" has two down and one up card, Fourth to Sixth
//     one up, "River" one down. 5 card stud (cash__iPoker__Stud__5-StudL-
//     USD-0.05-0.10-201111 hand 3013529647): "Second Street" one down and
//     one up, "Third Street", "Fourth Street" and "River" one up each.
//   - Amounts: "$0.05", "€0.10", "£1"; tournaments chips, thousands "1,500"
//     or, on iPoker.it, "1.500".
//   - The game type names no game for some 5-card PLO tables ("PL
//     €0.05/€0.10"): the number of pocket cards decides (5: 5 Card Omaha).
//   - Start times carry no zone: Start is left zero.
//   - The rake is taken from the main pot first (RakeFromMainFirst):
//     cash__iPoker__Flop__LHE-10max-USD-0.10-0.20-201107 hand 2855510785,
//     Player10 all in wins the main pot of $1.66 less $0.08 ($1.58), and
//     Player13 the whole $0.06 side pot (win $0.26 with his $0.20 back).
//   - Sitting out: type 8 (dealt nothing) marks the seat sitting out; type
//     9 by a player who has anted is a fold.
//   - Odd chips: no pot of the files is divided, no habit is declared.
//
// RakeDivisionUnknown: the rake (what the pot holds beyond the wins) is
// one cent off a main-pot-first division in 2855484207 while 2855510785
// shows main pot first: how iPoker divides it between pots is not known,
// so collections are compared per player allowing any division.
func init() {
	Register(Site{Format: "ipoker", Name: "iPoker", New: newIPState,
		Document: ipoker.IsSession, Split: ipSplit,
		Requires: PartSeats,
		Conventions: func(h *hand.Hand) hand.Conventions {
			return hand.Conventions{UncalledInCollected: uncalledInWin(h), RakeFromMainFirst: true, RakeDivisionUnknown: true, OddChip: hand.OddChipByProfile}
		},
	})
}

// ipSplit cuts a session into its games; the session's header (its
// <general> part: table, currency, the player's name) is text known to be
// no hand (SessionHeader): a file of clean hands is clean.
func ipSplit(d *Document) {
	spans := ipoker.Games(d.Text)
	splitElements(d, len(spans), func(i int) (int, int) { return spans[i].Start, spans[i].End }, "<session> ", "ipoker")
}

// splitElements cuts a whole document into its n hands of format f, the
// i-th at the byte range span(i) (in order). The text before the
// first hand (the session's header, which the mapping reads with each
// hand) is text known to be no hand (SessionHeader), shown with label
// before its first line.
func splitElements(d *Document, n int, span func(i int) (start, end int), label string, f Format) {
	line, pos := 1, 0
	lineAt := func(off int) int {
		line += strings.Count(d.Text[pos:off], "\n")
		pos = off
		return line
	}
	for i := range n {
		start, end := span(i)
		if head := d.Text[:start]; i == 0 && strings.TrimSpace(head) != "" {
			d.Skipped = append(d.Skipped, Skip{Line: 1, Lines: strings.Count(head, "\n"), First: shorten(label + firstLine(d.Text)),
				Bytes: len(strings.TrimSpace(head)), Kind: SessionHeader})
		}
		d.Chunks = append(d.Chunks, Chunk{Line: lineAt(start), Start: start, End: end, Format: f})
	}
}

func firstLine(s string) string {
	for _, l := range strings.Split(s, "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "<?xml") {
			return l
		}
	}
	return ""
}

type ipState struct {
	doc  *Document
	sess *ipoker.Session
	err  error
}

func newIPState() Mapper { return &ipState{} }

type ipHand struct {
	lineMapper
	family   hand.Family
	inStreet map[int]hand.Money
	total    map[int]hand.Money // every chip each seat put in
	live     map[int]hand.Money // the chips of each seat's bets (no ante, no dead blind)
	bbPosted bool
	// dealtCards: the seat has a <cards> element (was dealt in)
	dealtCards map[int]bool
}

var ipGames = map[string]hand.GameType{
	"holdem":            hand.Holdem,
	"six plus holdem":   hand.ShortDeckHoldem,
	"omaha":             hand.Omaha,
	"omaha hi-lo":       hand.OmahaHiLo,
	"5 card omaha":      hand.Omaha5,
	"7 card stud":       hand.Stud,
	"7 card stud hi-lo": hand.StudHiLo,
	"razz":              hand.Razz,
	"5 card stud":       hand.FiveCardStud,
	"":                  hand.UnknownGame, // "PL €0.05/€0.10": decided by the pocket cards
}

var ipLimits = map[string]hand.Limit{"NL": hand.NoLimit, "SL": hand.NoLimit, "PL": hand.PotLimit, "L": hand.FixedLimit, "FL": hand.FixedLimit}

func (st *ipState) Map(p *Parser, doc *Document, c Chunk) (*hand.Hand, Parts, *Error) {
	if st.doc != doc {
		st.doc, st.sess, st.err = doc, nil, nil
		st.sess, st.err = ipoker.ParseSession(doc.Text)
	}
	h := &hand.Hand{File: doc.File, Line: c.Line, Site: "iPoker"}
	ih := &ipHand{lineMapper: lineMapper{doc: doc, h: h, lineNo: c.Line, amountOf: ipAmount}, inStreet: map[int]hand.Money{}, total: map[int]hand.Money{}, live: map[int]hand.Money{}, dealtCards: map[int]bool{}}
	p.Stats.Lines += strings.Count(doc.Text[c.Start:c.End], "\n") + 1
	if st.err != nil {
		return nil, 0, ih.fail(ReasonBadHeader, 1, "session", st.err.Error())
	}
	text := doc.Text[c.Start:c.End]
	if !strings.HasSuffix(text, "</game>") {
		text += "</game>"
		ih.note("unclosed_game", "the file ends before </game>")
	}
	g, err := ipoker.ParseGame(text)
	if err != nil {
		e := ih.fail(ReasonTruncated, c.Line, "game", err.Error())
		e.Err = err
		return nil, 0, e
	}
	h.ID = g.Code
	if e := ih.general(&st.sess.General, g); e != nil {
		return nil, 0, e
	}
	if e := ih.game(g); e != nil {
		return nil, 0, e
	}
	return h, ih.parts(), nil
}

// ipAmount reads an amount (the mapping's amountOf); in tournaments
// "1.500" (iPoker.it) is 1,500.
func ipAmount(s string, dec int) (hand.Money, error) {
	s = strings.TrimSpace(s)
	for _, sym := range [...]string{"$", "€", "£"} {
		s = strings.TrimPrefix(s, sym)
	}
	if dec == 0 && strings.Contains(s, ".") {
		parts := strings.Split(s, ".")
		ok := len(parts) > 1
		for _, q := range parts[1:] {
			ok = ok && len(q) == 3
		}
		if ok {
			s = strings.ReplaceAll(s, ".", ",")
		}
	}
	return parseMoney(s, dec)
}

func (ih *ipHand) general(gen *ipoker.General, g *ipoker.Game) *Error {
	h := ih.h
	h.Table, _, _ = strings.Cut(gen.TableName, ", ")
	if gen.TournamentName != "" || gen.TournamentCode != "" {
		h.Tournament = gen.TournamentCode
		if h.Tournament == "" {
			h.Tournament = gen.TournamentName
		}
	}
	// "Holdem NL $0.05/$0.10", "7 Card Stud Hi-Lo L €0.05/€0.10", "Holdem NL"
	words := strings.Fields(gen.GameType)
	var stakes string
	if n := len(words); n > 0 && strings.Contains(words[n-1], "/") {
		stakes, words = words[n-1], words[:n-1]
	}
	if len(words) == 0 {
		return ih.fail(ReasonUnknownGame, 1, "gametype", fmt.Sprintf("game type %q", gen.GameType))
	}
	lim, ok := ipLimits[words[len(words)-1]]
	game, known := ipGames[strings.ToLower(strings.Join(words[:len(words)-1], " "))]
	if !ok || !known {
		return ih.fail(ReasonUnknownGame, 1, "gametype", fmt.Sprintf("game type %q", gen.GameType))
	}
	if game == hand.UnknownGame {
		game = ipGameByPocket(g)
		if game == hand.UnknownGame {
			return ih.fail(ReasonUnknownGame, 1, "gametype", fmt.Sprintf("game type %q names no game", gen.GameType))
		}
	}
	h.Game, h.Limit = game, lim
	ih.family = game.Spec().Family
	switch {
	case h.Tournament != "" && ipHalfChips(g):
		// rebuy tournaments deal half chips: "277.50"
		h.Currency, h.Decimals = "chips", 2
	case h.Tournament != "":
		h.Currency, h.Decimals = "chips", 0
	case gen.Currency != "" && gen.Mode == "real":
		h.Currency, h.Decimals = gen.Currency, 2
	case gen.Mode == "real":
		h.Currency, h.Decimals = "USD", 2
	default:
		h.Currency, h.Decimals = "play", 0
	}
	if stakes != "" {
		a, b, _ := strings.Cut(stakes, "/")
		small, big, e := ih.moneyPair(a, b)
		if e != nil {
			return e
		}
		ih.setStakes(small, big)
	}
	return nil
}

// ipHalfChips reports a tournament game with an amount in hundredths
// ("3,252.50"), not the thousands dot of iPoker.it ("1.500").
func ipHalfChips(g *ipoker.Game) bool {
	frac := func(s string) bool {
		i := strings.LastIndexByte(s, '.')
		return i >= 0 && len(s)-i-1 == 2
	}
	for _, p := range g.Players {
		if frac(p.Chips) || frac(p.Win) || frac(p.Bet) {
			return true
		}
	}
	for _, r := range g.Rounds {
		for _, a := range r.Actions {
			if frac(a.Sum) {
				return true
			}
		}
	}
	return false
}

// ipGameByPocket: a PL game type without a name, told by the pocket cards.
func ipGameByPocket(g *ipoker.Game) hand.GameType {
	for _, r := range g.Rounds {
		for _, c := range r.Cards {
			if c.Type == "Pocket" {
				switch len(strings.Fields(c.Text)) {
				case 4:
					return hand.Omaha
				case 5:
					return hand.Omaha5
				}
				return hand.UnknownGame
			}
		}
	}
	return hand.UnknownGame
}

func (ih *ipHand) game(g *ipoker.Game) *Error {
	h := ih.h
	for _, pl := range g.Players {
		if pl.Name == "" {
			continue // an empty seat
		}
		stack, e := ih.money(pl.Chips)
		if e != nil {
			return e
		}
		n := atoi(pl.Seat)
		if e := ih.addSeat(ipKind("player"), hand.Seat{Number: n, Player: pl.Name, Stack: stack}); e != nil {
			return e
		}
		if pl.Dealer == "1" {
			h.Button = n
		}
	}
	known := map[int][]cards.Card{} // every card known of each seat
	dealt := map[int][]cards.Card{} // the cards of each seat's deals
	folded := map[int]bool{}
	for _, r := range g.Rounds {
		st, ok := ih.streetOf(r.No)
		if !ok {
			return ih.fail(ReasonUnknownLine, ih.lineNo, "round", fmt.Sprintf("round %d", r.No))
		}
		if st != ih.street {
			clear(ih.inStreet)
			ih.street = st
		}
		if r.No == 1 && ih.family == hand.FlopGame {
			// the blinds count toward the first round's bets
			for _, a := range h.Actions {
				if a.Kind == hand.PostSmallBlind || a.Kind == hand.PostBigBlind || a.Kind == hand.PostBothBlinds {
					ih.inStreet[a.Seat] += a.Amount - a.Dead
				}
			}
		}
		for _, c := range r.Cards {
			cs, unseen, e := ih.ipCards(c.Text)
			if e != nil {
				return e
			}
			switch c.Type {
			case "Flop", "Turn", "River":
				if c.Player == "" {
					ih.dealBoard(cs)
					continue
				}
			}
			i, e := ih.namedSeat(ipKind("action"), c.Player)
			if e != nil {
				return e
			}
			d := hand.Deal{Seat: i, Street: st, Line: ih.lineNo}
			first := h.Game.Spec().StudStreet(0)
			if ih.family == hand.StudGame && st != first {
				// iPoker repeats no earlier card: what the seat holds is
				// what it was dealt before
				d.Held = append([]cards.Card(nil), dealt[i]...)
			}
			known[i] = append(known[i], cs...)
			ih.dealtCards[i] = true
			switch {
			case ih.family != hand.StudGame:
				if unseen > 0 {
					continue
				}
				d.Down = cs
			case st == first:
				// 7 card stud's "Third Street" two down one up; 5 card
				// stud's "Second Street" one down one up
				sd := h.Game.Spec().Streets[0]
				all := strings.Fields(c.Text)
				if len(all) != sd.Down+sd.Up {
					return ih.fail(ReasonBadCard, ih.lineNo, "cards", fmt.Sprintf("%s %q", st, c.Text))
				}
				up, _, e := ih.ipCards(strings.Join(all[sd.Down:], " "))
				if e != nil {
					return e
				}
				d.Up = up
				if unseen == 0 {
					d.Down = cs[:sd.Down]
				}
			case st == hand.Seventh:
				if unseen > 0 {
					continue
				}
				d.Down = cs
			default:
				d.Up = cs
			}
			h.Deals = append(h.Deals, d)
			dealt[i] = append(append(dealt[i], d.Down...), d.Up...)
		}
		var sitOuts []ipoker.Action
		roundStart := len(h.Actions)
		for _, a := range r.Actions {
			i, e := ih.namedSeat(ipKind("action"), a.Player)
			if e != nil {
				return e
			}
			if a.Type == ipoker.TSitsOut && ih.total[i] > 0 && !ih.dealtCards[i] {
				// anted, then sat out before his cards: he is out of
				// the hand, his fold is taken where his turn comes
				// (after the others have acted; see the conventions)
				sitOuts = append(sitOuts, a)
				continue
			}
			if e := ih.action(i, a, r.No); e != nil {
				return e
			}
			if a.Type == ipoker.TFold {
				folded[i] = true
			}
		}
		for _, a := range sitOuts {
			i := h.SeatOf(a.Player)
			ih.foldInTurn(i, roundStart)
			folded[i] = true
			ih.note("sits_out", fmt.Sprintf("%s: anted, then sat out before the deal (type 9): a fold", a.Player))
			h.Notes[len(h.Notes)-1].Player = a.Player
		}
	}
	// the showdown: a player still in whose cards are known shows them
	need := h.Game.Spec().HoleCards
	for i := range h.Seats {
		if !folded[i] && len(known[i]) == need && ih.total[i] > 0 {
			h.Shows = append(h.Shows, hand.Show{Seat: i, Cards: known[i], Line: ih.lineNo})
		}
	}
	return ih.outcome(g)
}

// foldInTurn inserts a fold by seat i among the actions of the round
// that starts at index from, where his turn comes: between two actions
// whose seats enclose his, going round the table.
func (ih *ipHand) foldInTurn(i, from int) {
	h := ih.h
	num := h.Seats[i].Number
	between := func(a, b int) bool { // clockwise from a to b passes num
		if a < b {
			return a < num && num < b
		}
		return num > a || num < b
	}
	at := len(h.Actions)
	for j := from + 1; j < len(h.Actions); j++ {
		if between(h.Seats[h.Actions[j-1].Seat].Number, h.Seats[h.Actions[j].Seat].Number) {
			at = j
			break
		}
	}
	h.Actions = slices.Insert(h.Actions, at, hand.Action{Seat: i, Kind: hand.Fold, Street: ih.street, Line: ih.lineNo})
}

// outcome maps the wins and decides what the record implies about the
// rake and the uncalled bet (see the conventions above).
func (ih *ipHand) outcome(g *ipoker.Game) *Error {
	h := ih.h
	for _, pl := range g.Players {
		if pl.Name == "" {
			continue
		}
		w, e := ih.money(pl.Win)
		if e != nil {
			return e
		}
		if w > 0 {
			h.Awards = append(h.Awards, hand.Award{Seat: h.SeatOf(pl.Name), Amount: w, Pot: hand.PotUnnamed, Line: ih.lineNo})
		}
	}
	ih.rakeFromWins(ih.total, ih.live)
	return nil
}

func (ih *ipHand) streetOf(round int) (hand.Street, bool) {
	if ih.family == hand.StudGame {
		// round 0 the antes, 1 and 2 the game's first street, then one
		// round a street (7 card stud: 3rd to 7th; 5 card stud: 2nd to
		// 5th, its "River" an up card)
		g := ih.h.Game.Spec()
		switch {
		case round == 0:
			return hand.NoStreet, true
		case round == 1:
			return g.StudStreet(0), true
		}
		st := g.StudStreet(round - 2)
		return st, st != hand.NoStreet
	}
	switch round {
	case 0:
		return hand.NoStreet, true
	case 1:
		return hand.Preflop, true
	case 2:
		return hand.Flop, true
	case 3:
		return hand.Turn, true
	case 4:
		return hand.River, true
	}
	return 0, false
}

// ipCards converts "S9 HK X": the known cards and the number unseen.
func (ih *ipHand) ipCards(text string) ([]cards.Card, int, *Error) {
	var list []string
	unseen := 0
	for _, w := range strings.Fields(text) {
		c, err := ipoker.Card(w)
		if err != nil {
			return nil, 0, ih.fail(ReasonBadCard, ih.lineNo, "cards", err.Error())
		}
		if c == "" {
			unseen++
			continue
		}
		list = append(list, c)
	}
	cs, e := ih.cards(list)
	return cs, unseen, e
}

func (ih *ipHand) maxIn() hand.Money { return maxBet(ih.inStreet) }

func (ih *ipHand) action(seat int, a ipoker.Action, round int) *Error {
	h := ih.h
	if a.Sum == "DP" {
		// an all-in granted to a disconnected player ("disconnect
		// protection"): he is all in for what he has put in, without a
		// chip to record; the model has no such action
		return ih.fail(ReasonBadAmount, ih.lineNo, "action", fmt.Sprintf("action %d of %s: sum \"DP\", an all-in by disconnection with no amount", a.No, a.Player))
	}
	v, e := ih.money(a.Sum)
	if e != nil {
		return e
	}
	put := func(kind hand.ActionKind, amount hand.Money, live bool) *hand.Action {
		act := ih.addAction(seat, kind, amount, false)
		ih.total[seat] += amount
		if kind != hand.PostAnte {
			ih.live[seat] += amount
		}
		if live {
			ih.inStreet[seat] += amount
		}
		return act
	}
	switch a.Type {
	case ipoker.TFold:
		put(hand.Fold, 0, false)
	case ipoker.TCheck:
		put(hand.Check, 0, false)
	case ipoker.TSB:
		put(hand.PostSmallBlind, v, round != 0)
		if h.Stakes.SmallBlind == 0 {
			h.Stakes.SmallBlind = v
		}
	case ipoker.TBB:
		bb := h.Stakes.BigBlind
		if bb == 0 {
			h.Stakes.BigBlind, bb = v, v
		}
		if ih.bbPosted && v > bb {
			act := put(hand.PostBothBlinds, v, round != 0)
			act.Dead = v - bb
			ih.live[seat] -= act.Dead
		} else {
			put(hand.PostBigBlind, v, round != 0)
		}
		ih.bbPosted = true
	case ipoker.TAnte:
		put(hand.PostAnte, v, false)
		if h.Stakes.Ante == 0 {
			h.Stakes.Ante = v
		}
	case ipoker.TBringIn:
		put(hand.BringIn, v, true)
		if h.Stakes.BringIn == 0 {
			h.Stakes.BringIn = v
		}
	case ipoker.TCall:
		put(hand.Call, v, true)
	case ipoker.TBet:
		put(hand.Bet, v, true)
	case ipoker.TRaise:
		to, in, cur := v, ih.inStreet[seat], ih.maxIn()
		if to <= in {
			return ih.fail(ReasonBadAmount, ih.lineNo, "raise", fmt.Sprintf("action %d: raise to %s, no more than already in", a.No, a.Sum))
		}
		kind := hand.Raise
		if cur == 0 {
			kind = hand.Bet
		}
		act := ih.addAction(seat, kind, to-in, false)
		if kind == hand.Raise {
			act.Amount, act.To = max(to-cur, 0), to
		}
		ih.total[seat] += to - in
		ih.live[seat] += to - in
		ih.inStreet[seat] = to
	case ipoker.TAllIn:
		in, cur := ih.inStreet[seat], ih.maxIn()
		to := in + v
		var act *hand.Action
		switch {
		case cur == 0:
			act = ih.addAction(seat, hand.Bet, v, true)
		case to <= cur:
			act = ih.addAction(seat, hand.Call, v, true)
		default:
			act = ih.addAction(seat, hand.Raise, max(to-cur, 0), true)
			act.To = to
		}
		_ = act
		ih.total[seat] += v
		ih.live[seat] += v
		ih.inStreet[seat] = to
	case ipoker.TSitOut, ipoker.TSitsOut:
		// 8: sitting out, dealt no cards; 9: sits out in his turn. A
		// player who has put chips in (an ante) and sits out in his turn
		// has folded: the ante stays in the pot (hand 5338624766 of
		// cash__iPoker__Flop__NLHE-USD-0.05-0.10-201312.player.antes.then.sits.out.txt)
		if a.Type == ipoker.TSitsOut && ih.total[seat] > 0 && ih.dealtCards[seat] {
			put(hand.Fold, 0, false)
		} else if ih.total[seat] == 0 {
			h.Seats[seat].SittingOut = true
		}
		ih.note(fmt.Sprintf("sits_out_%d", a.Type), fmt.Sprintf("%s: action type %d (sitting out)", a.Player, a.Type))
		h.Notes[len(h.Notes)-1].Player = a.Player
	default:
		return ih.fail(ReasonUnknownLine, ih.lineNo, "action", fmt.Sprintf("action %d of %s: type %d", a.No, a.Player, a.Type))
	}
	return nil
}

// ipKind names the element kinds in errors.
type ipKind string

func (k ipKind) String() string { return string(k) }
