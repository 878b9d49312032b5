package parse

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/grammar/betfair"
	"github.com/hhcheck/hhcheck/grammar/everleaf"
	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/pacific"
	"github.com/hhcheck/hhcheck/grammar/partypoker"
	"github.com/hhcheck/hhcheck/hand"
)

// The mapping PartyPoker and 888 share (their software writes one layout,
// see grammar/partypoker), and Everleaf, which writes that layout in words
// of its own (grammar/everleaf); each site's header line and conventions
// are in parse/partypoker.go, parse/pacific.go and parse/everleaf.go.
//
// What both sites write, found in the real files of ../shared/histories:
//   - A hand may start with "#Game No : N" (888 always, PartyPoker mostly);
//     the "***** ... Hand History for Game N *****" line after it is the
//     same hand. The words between the stars and "Hand History" name the
//     site: none for PartyPoker, "Cassava", "888poker", "888.es BLAST" ...
//     for 888.
//   - Every action amount is what the player puts in with that line, not
//     his total: "raises [$2.50]" after a $0.50 small blind puts $2.50 in
//     (to $3.00); PartyPoker's "raises 0.06 to 0.08" is the increment and
//     the total. Action.To is computed from the street's contributions.
//   - No "Total pot" line and no rake is printed (except PartyPoker's old
//     summary "Main Pot: $0.18 Rake: $0"), and no uncalled bet line: see
//     each site's conventions for what "wins"/"collected" includes. The
//     rake is the part of the chips put in that nobody collected; the
//     mapping records it in Summary.Rake (a "rake_derived" note says so)
//     so that the pots are shared after it, and a collection above the pot
//     (a negative rake) is left for verify to report: Summary.Rake then
//     stays 0 and RAKE_ARITHMETIC names the difference. In tournaments no
//     rake is taken: the rake stays 0 and every chip must be collected.
//   - A player with no seat line who folds ("holdem_AA folds" in
//     PLO8-6max-USD-1.00-2.00-201601.preamble.fatal.txt: not dealt in) is
//     a note; a PartyPoker player who "has joined the table" and then
//     posts is seated by joinerSeat; any other line of a player without a
//     seat is rejected unknown_player, naming the player.
//   - A fold among the blinds, before the deal, declines the blind: the
//     player is not dealt in (888-FLH-PM-1.00-2.00-stacks_over_1k.txt).
//   - Cards an all-in player "doesn't show" (PartyPoker) or "mucks" (888)
//     contend: an all-in hand is tabled (finish).

// registerParty registers a site of the family, read by this one mapping:
// site gives the format, name, header prefixes and match, and the
// conventions; what the two sites' hands share is added here (a header
// glued to the line before, marked '*', after a "#Game No : " line; seats
// and a table line make a hand whole).
func registerParty(site Site) {
	site.New, site.Requires = newPFState, PartSeats|PartTable
	site.Header.Glued, site.Header.Mark, site.Header.Preamble = true, '*', []string{"#Game No : "}
	Register(site)
}

// partyHistory reports whether line is the family's history line, of 888
// (a skin named) or of PartyPoker (none).
func partyHistory(line string, pacific bool) bool {
	site, _, err := partypoker.History(line)
	return err == nil && (site != "") == pacific
}

// pfSite says which of the two sites a hand is.
type pfSite uint8

const (
	pfParty pfSite = iota + 1
	pfPacific
	pfEverleaf // parse/everleaf.go
	pfBetfair  // parse/betfair.go
)

type pfState struct {
	index seatIndex
}

type pfHand struct {
	lineMapper
	st       *pfState
	site     pfSite
	gameNo   string // "#Game No : N" when written
	phase    int    // 0 expecting the history line, 1 the game line, 2 head, 3 actions, 4 summary
	family   hand.Family
	streetIn []hand.Money // per seat: put in on the current street
	curBet   hand.Money
	outcome  bool // a "wins"/"collected" line or a summary pot line
	rakeSeen bool // the rake was printed
	noRake   bool // Everleaf's hands in chips: no rake is taken
	unseated map[string]bool
	wrapped  bool // Everleaf: the last line's hand goes on to this one
	// allInSeat is 1 + the seat of a Betfair player who "goes all-in":
	// his next action is all in; 0 none
	allInSeat int
	blast     bool          // 888 BLAST: every stack posted as ante
	buyIn     bool          // PartyPoker: the game line names the buy-in, not the stakes
	blinds    []hand.Money  // PartyPoker tournaments: "Blinds-Antes(400/800 -25)"
	stakes    *pacific.Game // 888's stakes, converted once the table line says cash or tournament
}

func newPFState() Mapper { return &pfState{} }

// conventions are the hand's site's (partyConventions, pacificConventions).
func (ph *pfHand) conventions(h *hand.Hand) hand.Conventions {
	switch ph.site {
	case pfParty:
		return partyConventions(h)
	case pfEverleaf:
		return everleafConventions(h)
	case pfBetfair:
		return betfairConventions(h)
	}
	return pacificConventions(h)
}

// Map maps one chunk of either site (parse.Mapper); the site's game-line
// reader and conventions come from its file. A hand is complete when it
// has its outcome lines (checked here: the sites print no total).
func (st *pfState) Map(p *Parser, doc *Document, c Chunk) (*hand.Hand, Parts, *Error) {
	h, e := st.mapHand(p, doc, c)
	if e != nil {
		return nil, 0, e
	}
	return h, PartSummary, nil
}

func (st *pfState) mapHand(p *Parser, doc *Document, c Chunk) (*hand.Hand, *Error) {
	ph := pfHand{st: st, lineMapper: startHand(doc, c, "", &st.index)}
	h := ph.h
	if e := ph.read(p, c, ph.first, ph.line); e != nil {
		return nil, e
	}
	if ph.phase < 2 {
		return nil, ph.fail(ReasonTruncated, ph.lineNo, "", "the hand ends before its seats")
	}
	switch {
	case !ph.outcome && !ph.sawSumm:
		return nil, ph.fail(ReasonTruncated, ph.lineNo, "", "the hand ends before anyone wins or collects")
	case !ph.outcome:
		// a summary that pays nobody (888 PLO8-USD-STT-10-1-201308.no.pot
		// .awarded.txt): the record has no outcome to compare
		ph.note("no_collection", "the summary records no collection")
	}
	ph.finish()
	return h, nil
}

// first reads the chunk's first line: "#Game No : N", Everleaf's header
// or the history line.
func (ph *pfHand) first(line string) *Error {
	if strings.HasPrefix(line, everleaf.Prefix) || strings.HasPrefix(line, everleaf.SkinPrefix) {
		return ph.everleafHeader(line)
	}
	if strings.HasPrefix(line, betfair.Prefix) {
		return ph.betfairHeader(line)
	}
	if partypoker.Classify(line) == partypoker.LGameNo {
		id, err := partypoker.GameNo(line)
		if err != nil {
			return ph.badHeader("game_no", line, err)
		}
		ph.gameNo = id
		return nil
	}
	return ph.history(line)
}

func (ph *pfHand) history(line string) *Error {
	site, id, err := partypoker.History(line)
	if err != nil {
		return ph.badHeader("history", line, err)
	}
	ph.h.ID = id
	if site == "" {
		ph.site, ph.h.Site = pfParty, "PartyPoker"
	} else {
		ph.site, ph.h.Site = pfPacific, "888poker"
	}
	if ph.gameNo != "" && ph.gameNo != id {
		ph.note("game_no", "#Game No : "+ph.gameNo)
	}
	ph.phase = 1
	return nil
}

// money reads an amount; an amount written with its symbol after the
// number has a decimal comma ("0,35 €", "222,75$").
func (ph *pfHand) amount(a *partypoker.Amount) (hand.Money, *Error) {
	if a == nil {
		return 0, nil
	}
	if ph.site == pfEverleaf {
		return ph.money(a.Num) // a decimal point, no thousands separator
	}
	s, european := a.Text()
	dot, comma := strings.LastIndexByte(s, '.'), strings.LastIndexByte(s, ',')
	if european || (dot >= 0 && comma > dot) {
		// "222,75$", "$ 3.243", "$42.797,60": dots group thousands, the
		// comma is the decimal separator
		s = strings.Replace(strings.ReplaceAll(s, ".", ""), ",", ".", 1)
	}
	return ph.money(s)
}

// amounts reads a list of amounts, in order.
func (ph *pfHand) amounts(list []*partypoker.Amount) ([]hand.Money, *Error) {
	out := make([]hand.Money, 0, len(list))
	for _, a := range list {
		m, e := ph.amount(a)
		if e != nil {
			return nil, e
		}
		out = append(out, m)
	}
	return out, nil
}

func (ph *pfHand) line(line string) *Error {
	line = strings.TrimRight(line, "\uFEFF")
	if i := strings.Index(line, "#Game No : "); i > 0 {
		// the next hand's "#Game No" glued to this hand's last line
		// (888 files that lost a line end): a note, the line is read
		ph.note("next_game_no", line[i:])
		line = strings.TrimRight(line[:i], " \uFEFF")
	}
	k := partypoker.Classify(line)
	if ph.site == pfEverleaf {
		if done, e := ph.everleafLine(line, k); done {
			return e
		}
	}
	if ph.site == pfBetfair {
		if done, e := ph.betfairLine(line); done {
			return e
		}
		defer ph.betfairAllIn(len(ph.h.Actions))
	}
	switch ph.phase {
	case 0:
		if k == partypoker.LHistory {
			return ph.history(line)
		}
		if k == partypoker.LBlank {
			return nil
		}
		return ph.fail(ReasonBadHeader, ph.lineNo, k.String(), fmt.Sprintf("%q: no \"Hand History for Game\" line after \"#Game No\"", shorten(line)))
	case 1:
		ph.phase = 2
		var e *Error
		if ph.site == pfParty {
			e = ph.partyGame(line)
		} else {
			e = ph.pacificGame(line)
		}
		if e == nil {
			ph.family = ph.h.Game.Spec().Family
		}
		return e
	}
	h := ph.h
	switch k {
	case partypoker.LBlank, partypoker.LStarts:
		// "Game #N starts." ends a PartyPoker hand: the next hand's
	case partypoker.LGameNo:
		ph.note("next_game_no", line) // the next hand's first line, glued on
	case partypoker.LTable:
		t, err := partypoker.ParseTable(line)
		if err != nil {
			return ph.unknown(k, line, err)
		}
		h.Table = t.Name
		if t.Button != "" {
			h.Button = atoi(t.Button)
		}
		if t.MaxSeats != "" {
			h.MaxSeats = atoi(t.MaxSeats)
		}
		if strings.Contains(strings.ToLower(t.Money), "play") {
			if h.Tournament == "" && t.Tournament == "" {
				h.Currency = "play"
			}
		}
		if t.Tournament != "" {
			h.Tournament = t.Tournament
			ph.setTournament()
		}
		if e := ph.pacificStakes(); e != nil {
			return e
		}
	case partypoker.LButton:
		b, err := partypoker.Button(line)
		if err != nil {
			return ph.unknown(k, line, err)
		}
		h.Button = atoi(b)
	case partypoker.LPlayers:
		_, max, err := partypoker.Players(line)
		if err != nil {
			return ph.unknown(k, line, err)
		}
		if max != "" {
			h.MaxSeats = atoi(max)
		}
	case partypoker.LSeat:
		if ph.phase > 2 {
			return ph.unknown(k, line, errSeatAfterDeal)
		}
		if e := ph.pacificStakes(); e != nil {
			return e
		}
		s, stack, e := readAmount(&ph.lineMapper, k, line, line, partypoker.ParseSeat, func(s *partypoker.Seat) (hand.Money, *Error) { return ph.amount(s.Stack) })
		if e != nil {
			return e
		}
		if s.Name == "" && h.SeatOf("") >= 0 {
			// 888 NLHE-USD-50.00-100.00-201406.blank.player.names.txt
			return ph.fail(ReasonDuplicateSeat, ph.lineNo, k.String(), fmt.Sprintf("seat %s: a second seat with a blank name: no line can be given to either player", s.Number))
		}
		if e := ph.addSeat(k, hand.Seat{Number: atoi(strings.TrimSpace(s.Number)), Player: s.Name, Stack: stack}); e != nil {
			return e
		}
	case partypoker.LLevel:
		ph.note(k.String(), line)
	case partypoker.LStreet:
		return ph.streetLine(line)
	case partypoker.LSummary:
		ph.phase = 4
		ph.sawSumm = true
	case partypoker.LDealt:
		return ph.dealt(line)
	case partypoker.LMainPot:
		mp, pot, e := readAmount(&ph.lineMapper, k, line, line, partypoker.ParseMainPot, func(mp *partypoker.MainPot) (hand.Money, *Error) { return ph.amount(mp.Pot) })
		if e != nil {
			return e
		}
		h.Summary.MainPot, h.Summary.Line = pot, ph.lineNo
		if mp.Rake != nil {
			r, e := ph.amount(mp.Rake)
			if e != nil {
				return e
			}
			h.Summary.Rake, ph.rakeSeen = r, true
		}
	case partypoker.LBoard:
		// the summary repeats the board the street lines gave
		ph.note(k.String(), line)
	case partypoker.LNoLow, partypoker.LHalfHand:
		ph.note(k.String(), line)
	case partypoker.LHistory:
		return ph.unknown(k, line, fmt.Errorf("a second history line in one hand"))
	default:
		return ph.player(line)
	}
	return nil
}

// setTournament: tournament hands are in chips.
func (ph *pfHand) setTournament() {
	ph.h.Currency, ph.h.Decimals = "chips", 0
}

// pfStreets names the streets of "** Dealing ... **" ("" is stud's 3rd
// street; "River" is stud's 7th).
var pfStreets = map[string]hand.Street{
	"down cards": hand.Preflop, "": hand.Third, "fourth street": hand.Fourth, "fifth street": hand.Fifth,
	"sixth street": hand.Sixth, "flop": hand.Flop, "turn": hand.Turn, "river": hand.River,
}

// streetLine reads "** Dealing ... **".
func (ph *pfHand) streetLine(line string) *Error {
	s, err := partypoker.ParseStreet(line)
	if err != nil {
		return ph.unknown(partypoker.LStreet, line, err)
	}
	st, ok := pfStreets[strings.ToLower(s.Name)]
	if !ok {
		return ph.unknown(partypoker.LStreet, line, fmt.Errorf("unknown street %q", s.Name))
	}
	return ph.enterStreet(st, s.Cards)
}

// enterStreet starts street st, whose board cards are cs.
func (ph *pfHand) enterStreet(st hand.Street, cs []string) *Error {
	if st == hand.River && ph.family == hand.StudGame {
		st = hand.Seventh
	}
	if st == hand.Preflop && ph.family == hand.StudGame && ph.site == pfEverleaf {
		st = hand.Third // Everleaf's "** Dealing down cards **" in stud
	}
	if st == hand.Preflop && ph.site == pfParty {
		if e := ph.partyBlinds(); e != nil {
			return e
		}
	}
	ph.phase = 3
	ph.street = st
	ph.newStreet()
	if len(cs) > 0 {
		cs, e := ph.cards(cs)
		if e != nil {
			return e
		}
		ph.dealBoard(cs)
	}
	return nil
}

func (ph *pfHand) newStreet() {
	if ph.streetIn == nil {
		ph.streetIn = make([]hand.Money, len(ph.h.Seats))
	}
	if ph.street == hand.Preflop || ph.street == hand.Third {
		return // the blinds and bring-in count on this street
	}
	for i := range ph.streetIn {
		ph.streetIn[i] = 0
	}
	ph.curBet = 0
}

// names returns the hand's seat index, with the street's bets grown to
// every seat.
func (ph *pfHand) names() *seatIndex {
	if len(ph.streetIn) < len(ph.h.Seats) {
		ph.streetIn = append(ph.streetIn, make([]hand.Money, len(ph.h.Seats)-len(ph.streetIn))...)
	}
	return ph.seatIndex()
}

func (ph *pfHand) dealt(line string) *Error {
	name, cs, err := partypoker.ParseDealt(line)
	if err != nil {
		return ph.unknown(partypoker.LDealt, line, err)
	}
	seat, e := ph.namedSeat(linekind.KDealt, name)
	if e != nil {
		return e
	}
	all, e := ph.cards(cs)
	if e != nil {
		return e
	}
	d := hand.Deal{Seat: seat, Street: ph.street, Line: ph.lineNo, Down: all}
	if ph.family == hand.StudGame && ph.street == hand.Third && len(all) == 3 {
		// 3rd street: two down cards and one up
		d.Down, d.Up = all[:2], all[2:]
	}
	if ph.street == hand.NoStreet {
		d.Street = hand.Preflop
	}
	ph.h.Deals = append(ph.h.Deals, d)
	return nil
}

// unknownStack is the stack of a PartyPoker player who joined the table
// during the hand: no line gives it, so no check may depend on it; his
// all-in is known from "is all-In" lines.
const unknownStack hand.Money = MaxAmount

// joinerSeat seats a player who "has joined the table" during the hand
// and then posts or acts, with no seat line: PartyPoker writes none. He
// takes the first free seat after the last player who acted (the blinds
// are posted in seat order: NLHE-6max-USD-0.10-0.25-201309.player.joins.as
// .bb.txt, Player3 posts the big blind after the small blind of seat 4,
// seats 1-4 taken: seat 5; ...player.joins.and.posts.a.bb.txt, Player4
// posts after the big blind of seat 2, seat 3 taken: seat 4, the only free
// seat of the 6-max table). His stack is not known (unknownStack).
func (ph *pfHand) joinerSeat(name string) *Error {
	h := ph.h
	taken := map[int]bool{}
	for _, s := range h.Seats {
		taken[s.Number] = true
	}
	from := h.Button
	if n := len(h.Actions); n > 0 {
		from = h.Seats[h.Actions[n-1].Seat].Number
	}
	max := h.MaxSeats
	if max == 0 {
		max = 10
	}
	for k := 1; k <= max; k++ {
		n := (from+k-1)%max + 1
		if !taken[n] {
			ph.note("joiner_seat", fmt.Sprintf("%s joined the table during the hand: seat %d, stack not known", name, n))
			return ph.addSeat(partypoker.LSeat, hand.Seat{Number: n, Player: name, Stack: unknownStack})
		}
	}
	return ph.fail(ReasonUnknownPlayer, ph.lineNo, "joins", fmt.Sprintf("%q joined a full table", name))
}

// cards converts card texts; 888's cards may be written in the client's
// language (pacificCard).
func (ph *pfHand) cards(list []string) ([]cards.Card, *Error) {
	if ph.site == pfPacific {
		for i, c := range list {
			if t := pacificCard(c); t != c {
				if i == 0 {
					list = append([]string(nil), list...)
				}
				list[i] = t
			}
		}
	}
	return ph.lineMapper.cards(list)
}

// ---- player lines ----

func (ph *pfHand) player(line string) *Error {
	ix := ph.names()
	idx, rest, k := partypoker.CutName(line, ix.names)
	if k == linekind.KUnknown {
		name, _, k2 := partypoker.NameOf(line)
		switch {
		case k2 == linekind.KUnknown:
			return ph.unknown(partypoker.LPlayer, line, nil)
		case k2.IsNote() || k2 == linekind.KFold || k2 == linekind.KNoCards:
			// a player not dealt in: joins, leaves, folds out of the hand
			ph.note("unseated_"+k2.String(), line)
			ph.h.Notes[len(ph.h.Notes)-1].Player = name
			if k2 == linekind.KJoins {
				ph.h.Notes[len(ph.h.Notes)-1].Kind = hand.NoteJoins
				if ph.unseated == nil {
					ph.unseated = map[string]bool{}
				}
				ph.unseated[name] = true
			}
			return nil
		}
		if !ph.unseated[name] || ph.site != pfParty {
			return ph.fail(ReasonUnknownPlayer, ph.lineNo, k2.String(), fmt.Sprintf("%q has no seat line: %q", name, shorten(line)))
		}
		if e := ph.joinerSeat(name); e != nil {
			return e
		}
		ix = ph.names()
		idx, rest, k = partypoker.CutName(line, ix.names)
		if k == linekind.KUnknown {
			return ph.unknown(partypoker.LPlayer, line, nil)
		}
	}
	seat := ix.order[idx]
	a, err := partypoker.ParseAct(k, rest)
	if err != nil {
		return ph.unknown(k, line, err)
	}
	return ph.apply(seat, k, a, line)
}

// put records chips put in by seat (live of them count toward his bet on
// the current street) and returns the seat's street total.
func (ph *pfHand) put(seat int, _, live hand.Money) hand.Money {
	if ph.streetIn == nil {
		ph.newStreet()
	}
	ph.streetIn[seat] += live
	if ph.streetIn[seat] > ph.curBet {
		ph.curBet = ph.streetIn[seat]
	}
	return ph.streetIn[seat]
}

// outcomeLine: a line that says who won. Both sites print no total: the
// outcome lines are what a complete hand has.
func (ph *pfHand) outcomeLine() {
	ph.outcome = true
}

// unput takes the dead part of a post off the seat's bet on the street.
func (ph *pfHand) unput(seat int, dead hand.Money) {
	ph.streetIn[seat] -= dead
	ph.curBet = 0
	for _, v := range ph.streetIn {
		ph.curBet = max(ph.curBet, v)
	}
}

func (ph *pfHand) apply(seat int, k linekind.Kind, a *partypoker.Act, line string) *Error {
	h := ph.h
	amt, e := ph.amount(a.A)
	if e != nil {
		return e
	}
	if ph.phase == 2 && !k.IsNote() {
		ph.phase = 3 // forced bets before the deal line
	}
	st := ph.street
	if st == hand.NoStreet && ph.family == hand.StudGame {
		st = hand.Third
	}
	add := func(kind hand.ActionKind, m hand.Money, allIn bool) *hand.Action {
		live := m
		if kind == hand.PostAnte {
			live = 0
		}
		to := ph.put(seat, m, live)
		act := ph.addAction(seat, kind, m, allIn)
		act.Street = st
		if kind == hand.Raise || kind == hand.Complete {
			act.To = to
		}
		return act
	}
	switch k {
	case linekind.KFold:
		if ph.street == hand.NoStreet {
			// a fold among the blinds, before the deal: the player
			// declines to post and is not dealt in (888-FLH-PM-1.00-2.00-
			// stacks_over_1k.txt hand 440729020: "Tigran64 folds" between
			// the small and the big blind, then never acts)
			ph.note("declines_blind", line)
			return nil
		}
		add(hand.Fold, 0, false)
	case linekind.KCheck:
		add(hand.Check, 0, false)
	case linekind.KCall:
		if ph.buyIn && h.Stakes.BigBlind == 0 && ph.street == hand.Preflop && ph.streetIn[seat] == 0 {
			// the big blind was posted short: the first call of a
			// player with nothing in is the big blind (partypoker.go)
			h.Stakes.BigBlind = amt
		}
		add(hand.Call, amt, false)
	case linekind.KBet, linekind.KDoubleBet:
		add(hand.Bet, amt, false)
	case linekind.KRaise:
		add(hand.Raise, amt, false)
		if a.B != nil {
			to, e := ph.amount(a.B)
			if e != nil {
				return e
			}
			if to != ph.streetIn[seat] {
				return ph.fail(ReasonBadAmount, ph.lineNo, k.String(), fmt.Sprintf("%q: raise to %d, the player's bets make %d", shorten(line), to, ph.streetIn[seat]))
			}
		}
	case linekind.KAllIn:
		// a call, bet or raise: which one the street's bets say
		kind := hand.Call
		switch {
		case ph.curBet == 0:
			kind = hand.Bet
		case ph.streetIn[seat]+amt > ph.curBet:
			kind = hand.Raise
		}
		add(kind, amt, true)
	case linekind.KPostSB:
		add(hand.PostSmallBlind, amt, false)
	case linekind.KPostBB:
		add(hand.PostBigBlind, amt, false)
	case linekind.KPostBoth:
		// the dead part is the small blind: of the stakes, or as posted
		dead := h.Stakes.SmallBlind
		for _, x := range h.Actions {
			if dead == 0 && x.Kind == hand.PostSmallBlind {
				dead = x.Amount
			}
		}
		if dead == 0 || dead >= amt {
			return ph.fail(ReasonBadAmount, ph.lineNo, k.String(), fmt.Sprintf("%q: no small blind known to be its dead part", shorten(line)))
		}
		act := add(hand.PostBothBlinds, amt, false)
		act.Dead = dead
		ph.unput(seat, dead)
	case linekind.KPostDead:
		live, e := ph.amount(a.B)
		if e != nil {
			return e
		}
		if live == 0 {
			// "posts dead blind [$25 + $0]": a dead small blind alone
			// (888-PLO-USD-25-50-201508.secondsb.txt, Player0)
			add(hand.PostDeadBlind, amt, false)
			ph.unput(seat, amt)
			return nil
		}
		act := add(hand.PostBothBlinds, amt+live, false)
		act.Dead = amt
		ph.unput(seat, amt)
	case linekind.KPostAnte:
		if ph.blast {
			// BLAST: the "ante" is the player's whole stack, a live
			// all-in bet whose unmatched part goes back (see pacific.go)
			add(hand.PostBigBlind, amt, true)
			return nil
		}
		add(hand.PostAnte, amt, false)
	case linekind.KPostButton:
		add(hand.PostButtonBlind, amt, false)
	case linekind.KBringIn:
		add(hand.BringIn, amt, false)
	case linekind.KComplete:
		if ph.site == pfEverleaf {
			ph.names()               // the street's bets of every seat
			amt -= ph.streetIn[seat] // "completes to $0.05": the total
		}
		add(hand.Complete, amt, false)
	case linekind.KShow, linekind.KNoShow, linekind.KMuck:
		cs, e := ph.cards(a.Cards)
		if e != nil {
			return e
		}
		desc := a.Text
		switch ph.site {
		case pfParty:
			desc = partyDescription(desc)
		case pfBetfair:
			desc = betfairDescription(desc)
		}
		h.Shows = append(h.Shows, hand.Show{Seat: seat, Cards: cs, Description: desc, Mucked: k != linekind.KShow, Line: ph.lineNo})
	case linekind.KNoCards:
	case linekind.KWins:
		pot := hand.PotUnnamed
		switch a.Pot {
		case "main":
			pot = 0
		case "side":
			pot = max(atoi(a.PotN), 1)
		}
		half := hand.WholePot
		switch a.Half {
		case "Lo":
			half = hand.LowHalf
		case "Hi":
			half = hand.HighHalf
		}
		h.Awards = append(h.Awards, hand.Award{Seat: seat, Amount: amt, Pot: pot, Half: half, Line: ph.lineNo})
		ph.outcomeLine()
	case linekind.KCollected:
		h.Awards = append(h.Awards, hand.Award{Seat: seat, Amount: amt, Pot: hand.PotUnnamed, Line: ph.lineNo})
		ph.outcomeLine()
	case linekind.KBalance:
		return ph.balance(seat, a, line)
	case linekind.KJoins, linekind.KLeaves:
		ph.note(k.String(), line) // hand.NoteJoins, hand.NoteLeaves
		h.Notes[len(h.Notes)-1].Player = h.Seats[seat].Player
		if k == linekind.KJoins && h.Seats[seat].Stack == 0 {
			// seated with $0 before he bought in: his stack is not known
			// (NLHE-USD-0.01-0.02-20100807.newPlayerWithZeroStack.txt)
			h.Seats[seat].Stack = unknownStack
			ph.note("stack_unknown", h.Seats[seat].Player+" joined the table: his seat line's $0 predates his buy-in")
		}
	case linekind.KNote:
		if g := h.Game.Spec(); g.Kept > 0 && strings.HasSuffix(strings.TrimSpace(line), "Selects point card") {
			// Double Hold'em: "X - Selects point card" on the flop, the
			// card thrown not named (parse/partypoker.go)
			act := ph.addAction(seat, hand.Discard, 0, false)
			act.Street, act.Count = st, g.HoleCards-g.Kept
			return nil
		}
		ph.note(k.String(), line)
	default:
		return ph.noteOrUnmapped(k, line)
	}
	return nil
}

// balance reads PartyPoker's summary "NAME balance $0.96, bet $0.21,
// collected $0.31, net +$0.1": the collection, when there is one.
func (ph *pfHand) balance(seat int, _ *partypoker.Act, line string) *Error {
	_, rest, _ := partypoker.CutName(line, ph.seatIndex().names)
	c, err := partypoker.BalanceCollected(rest)
	if err != nil {
		return ph.unknown(linekind.KBalance, line, err)
	}
	ph.outcomeLine()
	if c == nil {
		return nil
	}
	m, e := ph.amount(c)
	if e != nil {
		return e
	}
	ph.h.Awards = append(ph.h.Awards, hand.Award{Seat: seat, Amount: m, Pot: hand.PotUnnamed, Line: ph.lineNo})
	return nil
}

// pfContrib adds up what a hand's actions put in: all chips, and the
// part nobody matched (the largest live contribution less the second;
// antes and dead blinds are not live).
func pfContrib(h *hand.Hand) (in, uncalled hand.Money) {
	live := make([]hand.Money, len(h.Seats))
	for _, a := range h.Actions {
		in += a.Amount
		if a.Kind != hand.PostAnte && a.Seat >= 0 && a.Seat < len(live) {
			live[a.Seat] += a.Amount - a.Dead
		}
	}
	var bets biggestBets
	for _, v := range live {
		bets.add(v)
	}
	return in, bets.unmatched()
}

// pfTopLive is the seat with the largest live contribution.
func pfTopLive(h *hand.Hand) int {
	live := make([]hand.Money, len(h.Seats))
	top := -1
	for _, a := range h.Actions {
		if a.Kind != hand.PostAnte {
			live[a.Seat] += a.Amount - a.Dead
		}
	}
	for i, v := range live {
		if top < 0 || v > live[top] {
			top = i
		}
	}
	return top
}

// pfPaid is the hand's collections.
func pfPaid(h *hand.Hand) hand.Money {
	var paid hand.Money
	for _, a := range h.Awards {
		paid += a.Amount
	}
	return paid
}

// finish reads what needs the whole hand: an all-in player's cards
// contend (both sites write them "doesn't show"/"mucks"), PartyPoker's
// return of an uncalled bet written as a pot of its own, and the rake the
// sites do not print (see the doc above).
func (ph *pfHand) finish() {
	h := ph.h
	if h.Summary.Line == 0 {
		h.Summary.Line = h.EndLine
	}
	put := make([]hand.Money, len(h.Seats))
	allIn := make([]bool, len(h.Seats))
	for _, a := range h.Actions {
		put[a.Seat] += a.Amount
		allIn[a.Seat] = allIn[a.Seat] || a.AllIn
	}
	for i := range h.Shows {
		s := &h.Shows[i]
		if s.Mucked && (allIn[s.Seat] || (put[s.Seat] > 0 && put[s.Seat] >= h.Seats[s.Seat].Stack)) {
			// an all-in player's hand is tabled: 888 hand 190631995
			// (NLHE-FREE-MTT-$75Freeroll20120217.txt) pays side pot 1
			// to surubi88, all-in, whose summary line "mucks [ Qc, Ad ]"
			s.Mucked = false
		}
	}
	switch ph.site {
	case pfParty:
		ph.partyReturn()
	case pfEverleaf:
		ph.everleafScoops()
	}
	h.Conventions = ph.conventions(h)
	if ph.rakeSeen || ph.noRake || h.Tournament != "" {
		return
	}
	in, uncalled := pfContrib(h)
	if !h.Conventions.UncalledInCollected {
		in -= uncalled
	}
	if r := in - pfPaid(h); r > 0 {
		h.Summary.Rake = r
		ph.note("rake_derived", fmt.Sprintf("rake %d: the chips put in less the collections (the site prints no rake)", r))
	}
}
