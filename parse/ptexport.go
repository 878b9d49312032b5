package parse

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/grammar/ptexport"
	"github.com/hhcheck/hhcheck/grammar/scan"
	"github.com/hhcheck/hhcheck/hand"
)

// PokerTracker's text export: the layout in which PokerTracker writes the
// hands of sites that have no text history of their own ("GAME #N: ..."
// for iPoker hands, "MERGE_GAME #N: ..." for Merge hands). The text is
// the tracker's, not the site's: what it leaves out or writes its own way
// is this export's convention. Conventions, found in the real files of
// ../shared/histories/by-site/PokerTracker-export (335 hands; see
// audit.TestCorpusPTExportVerifies, which lists every finding):
//
//   - hand.Site: "MERGE_GAME #" hands are Merge's ("Merge"); the "GAME #"
//     hands name no site (INVENTORY calls them iPoker: the table names and
//     "Server poker2.ipoker.com" agree), so their site is "PokerTracker
//     export". The format id is "pokertracker".
//   - The header names the game ("Texas Hold'em", "Holdem", "Omaha"), the
//     limit ("NL", "PL") and the blinds, or "Tournament" instead of the
//     blinds. "GAME #4999408769: Omaha 50/100 - ..." (the PLO-2max archive
//     file) writes no limit word: the limit is left unknown (noted
//     "limit_unknown"), so bet sizes are not judged. The date has no zone
//     (Start left zero) but "2018-12-24 10:34:39/GMT" (Zone file, hand
//     3704959981).
//   - Amounts: "Post SB", "Call", "Bet", "Allin" write what the line adds
//     ("Allin $117.00" is what is left of the stack: hand 3704959981).
//     "Raise $X" and "Raise (NF) $X" write the raiser's street total
//     (Merge hand 3047310402797 ..., "Player6: Bet $2.00", "Player0:
//     Raise $4.00", "Player6: Call $2.00"; hand 3704959981: the small
//     blind's "Raise (NF) $19.00" then "Call $14.00" from a $5 raise, and
//     "Total pot $398.00 Rake $4.00" is the $402 put in only so); but
//     "Raise to $X" (the Omaha archive file only) writes what the raise
//     adds (hand 4999408769: the $50 small blind's "Raise to $250.00",
//     the $100 big blind's "Raise to $800.00", then "Call $600.00"; $8,400
//     put in, "Total pot $8,398.00 Rake $2.00").
//   - "Post DB" of both blinds is both blinds, the small one dead (Merge
//     hand 46893440-366 at $0.10/$0.25: "Post DB $0.35", then "Check"); of
//     the big blind, a big blind posted out of position (Merge hand
//     3047310402826, "Post DB $1.00" at $0.50/$1). iPoker hands write both
//     blinds "Post BB" of both (hand 2978863294, "Post BB $0.15" at
//     $0.05/$0.10).
//   - A player line with no verb ("Player8:", iPoker cash hand 2978867256,
//     written first after "*** HOLE CARDS ***", out of the order of action,
//     for seats between the button and the blinds) is a player who is not
//     dealt in and puts nothing in: sitting out, noted "no_action".
//   - No uncalled-bet line is written: an uncalled bet is inside the
//     winner's "wins" amount (UncalledInCollected): iPoker hand 4999408769
//     "Hero: wins $8,398.00" holds the $4,200 nobody called; Merge hand
//     3047310402797 "Player8: wins $18.90" with his $8 river bet uncalled
//     ($20 put in, his stack $74.44 then $79.84 in the next hand).
//   - "Total pot $X Rake $Y" (iPoker hands) is after the rake and counts
//     the uncalled bets (TotalExcludesRake): X + Y is everything put in.
//     Merge hands print no total and no rake: the rake is what nobody
//     collected.
//   - "wins" is net of the rake; a winner of several pots has one "wins"
//     line a pot, pots not named (Merge PLO tournament 4927169400080).
//   - The iPoker tournament hands may write a street's actions before its
//     line, after the previous street's betting closed (SNG hand
//     3616991938: the flop checked around by three players, then "Check",
//     "Check", "Bet $480.00", "Call", "Fold", then "*** TURN *** [H3]" and
//     at once "*** RIVER *** [D6]"): an action after the flop's or turn's
//     betting closed is the next street's (noted "street_early").
//   - Cards are written suit first ("[H10 SK S5]", "[dJ s7 h6]") in iPoker
//     hands and rank first ("[Ks 8s]") in Merge hands. A street line
//     writes its new card, or the whole board so far (the archive file:
//     "*** TURN *** [D3 SK C3 DQ]").
//   - Tournament hands are in chips, written with cents ("$1,192.50 in
//     chips"): counted in hundredths of a chip.
//   - A seat written "($0.00 in chips)" that posts was all in on that post:
//     the tracker wrote its stack after the post (Merge hand
//     4927169400080: "Dispicable ($0.00 in chips)", "Post SB $135.00", and
//     the winner's "wins $270.00" and "wins $65.00" are that $135 called
//     and the $65 of his $200 nobody called). Its stack is what it posts,
//     noted "stack_after_post".
//   - Two hands are rejected bad_amount, their amounts contradicting
//     themselves: HandHQ hand 2607756372 ("Raise $31.10" after "Bet
//     $35.00" and a raise to $112.70: a raise to less than the raiser has
//     in) and SNG hand 3616973070 (Player70, $2,332.60 in chips, calls $40
//     and $160, then "Bet $2,172.60": his stack less only his last call,
//     $40 more than he had).
//   - A hand with no seat marked DEALER has its button found from the
//     small blind (see buttonFromBlinds).
//   - OddChip by profile: no tie is chopped with an odd chip in the files.
//
// The export's other layouts have registrations of their own:
// parse/ptexport_everest.go (EverestPoker), parse/ptexport_mg.go
// (Microgaming) and parse/ptexport_merge.go ("Merge Game #", read by this
// mapping but for its header, its table line and two habits).
func init() {
	Register(Site{Format: "pokertracker", Name: "PokerTracker export", New: newPTState,
		Header:   Header{Prefixes: ptexport.Prefixes, Match: ptexport.IsHeader, Mark: '#'},
		Requires: PartSummary | PartSeats | PartTable,
		Conventions: func(*hand.Hand) hand.Conventions {
			return hand.Conventions{TotalExcludesRake: true, UncalledInCollected: true}
		},
	})
}

type ptState struct {
	index  seatIndex
	merge2 bool // the "Merge Game #" layout (parse/ptexport_merge.go)
}

func newPTState() Mapper { return &ptState{} }

type ptKind string

func (k ptKind) String() string { return string(k) }

type ptHand struct {
	lineMapper
	chipLedger
	ready bool         // the seats are sorted and the ledger holds them
	posts []hand.Money // what each seat posted (antes, blinds)
	// the betting round, to tell when it closed (earlyStreet)
	folded, acted []bool // acted: since the street's last bet or raise
	acts          int    // actions on the street
	early         bool   // the street was entered before its line
	merge2        bool   // the "Merge Game #" layout (parse/ptexport_merge.go)
}

func (st *ptState) Map(p *Parser, doc *Document, c Chunk) (*hand.Hand, Parts, *Error) {
	ph := ptHand{lineMapper: startHand(doc, c, "", &st.index), merge2: st.merge2}
	header := ph.header
	if ph.merge2 {
		header = ph.mergeV2Header
	}
	if e := ph.read(p, c, header, ph.line); e != nil {
		return nil, 0, e
	}
	ph.stacksAfterPosts()
	ph.buttonFromBlinds()
	for i := range ph.stack {
		if ph.stack[i] < 0 {
			return nil, 0, ph.fail(ReasonBadAmount, ph.h.EndLine, "seat", fmt.Sprintf("%s puts in %d more than his stack: the export's amounts do not add up", ph.h.Seats[i].Player, -ph.stack[i]))
		}
	}
	ph.deriveRake()
	parts := ph.parts()
	if ph.h.Table != "" {
		parts |= PartTable
	}
	return ph.h, parts, nil
}

// stacksAfterPosts: a seat that put in more than its written stack by
// exactly what it posted had its stack written after its posts (see
// above): its stack is the written one and its posts.
func (ph *ptHand) stacksAfterPosts() {
	h := ph.h
	for i := range ph.posts {
		if ph.stack[i] < 0 && -ph.stack[i] == ph.posts[i] {
			h.Seats[i].Stack += ph.posts[i]
			ph.stack[i] = 0
			ph.h.Notes = append(ph.h.Notes, hand.Note{Line: h.Seats[i].Line, Kind: "stack_after_posts", Player: h.Seats[i].Player,
				Text: fmt.Sprintf("the seat's stack is written after its posts of %d: it put in its stack and them", ph.posts[i])})
		}
	}
}

// buttonFromBlinds: a hand with no seat marked DEALER (iPoker SNG hand
// 3616780805) has its button on the seat before the small blind's, or on
// the small blind's heads-up (noted "button_from_blinds").
func (ph *ptHand) buttonFromBlinds() {
	h := ph.h
	if h.Button != 0 || !ph.ready {
		return
	}
	var in []int
	for i := range h.Seats {
		if !h.Seats[i].SittingOut {
			in = append(in, i)
		}
	}
	for _, a := range h.Actions {
		if a.Kind != hand.PostSmallBlind {
			continue
		}
		j := slices.Index(in, a.Seat)
		if j < 0 || len(in) < 2 {
			return
		}
		if len(in) > 2 {
			j = (j + len(in) - 1) % len(in)
		}
		h.Button = h.Seats[in[j]].Number
		ph.note("button_from_blinds", fmt.Sprintf("no seat is marked DEALER: the button is seat %d, by the small blind", h.Button))
		return
	}
}

// deriveRake: a cash hand with no total line (Merge's) took as rake what
// was put in and nobody collected (see above).
func (ph *ptHand) deriveRake() {
	if ph.sawTot || !ph.ready {
		return
	}
	ph.rakeUnwritten(&ph.chipLedger)
}

// rakeUnwritten: a cash hand that prints no rake took as rake what was put
// in (the ledger's stacks) and neither returned nor collected; a hand in
// chips takes none (PokerTracker's exports).
func (m *lineMapper) rakeUnwritten(l *chipLedger) {
	h := m.h
	if h.Currency == "chips" {
		return
	}
	left := slices.Clone(l.stack) // the returns taken back
	for _, r := range h.Returns {
		left[r.Seat] += r.Amount
	}
	m.rakeLeft(left, "collections", "no rake is printed")
}

// ptGames are the header's game words.
var ptGames = map[string]hand.GameType{"Texas Hold'em": hand.Holdem, "Holdem": hand.Holdem, "Omaha": hand.Omaha}

// ptLimits are the header's limit words.
var ptLimits = map[string]hand.Limit{"NL": hand.NoLimit, "PL": hand.PotLimit, "FL": hand.FixedLimit}

func (ph *ptHand) header(line string) *Error {
	hd, err := ptexport.ParseHeader(line)
	if err != nil {
		return ph.badHeader("header", line, err)
	}
	return ph.mapHeader(hd)
}

// mapHeader maps a header's parts: the id, the site, the game, the limit,
// the unit, the stakes and the time.
func (ph *ptHand) mapHeader(hd *ptexport.Header) *Error {
	h := ph.h
	h.ID, h.Site = hd.ID, "PokerTracker export"
	if hd.Sub != "" {
		h.ID += "-" + hd.Sub
	}
	if hd.Merge {
		h.Site = "Merge"
	}
	words := hd.Words
	tournament := words[len(words)-1] == "Tournament"
	if tournament {
		words = words[:len(words)-1]
	}
	h.Limit = hand.UnknownLimit
	if n := len(words); n > 1 {
		if l, ok := ptLimits[words[n-1]]; ok {
			h.Limit, words = l, words[:n-1]
		}
	}
	game := strings.Join(words, " ")
	var ok bool
	if h.Game, ok = ptGames[game]; !ok {
		return ph.fail(ReasonUnknownGame, ph.lineNo, "header", fmt.Sprintf("game %q", game))
	}
	ph.family = h.Game.Spec().Family
	if h.Limit == hand.UnknownLimit {
		ph.note("limit_unknown", "the header writes no limit: bet sizes are not judged")
	}
	h.Currency, h.Decimals = "USD", 2
	if tournament {
		h.Currency = "chips" // written with cents: see above
		if hd.Merge {
			h.Decimals, ph.amountOf = 0, wholeChips
		}
	}
	if hd.Small != "" {
		lo, hi, e := ph.moneyPair(hd.Small, hd.Big)
		if e != nil {
			return e
		}
		ph.setStakes(lo, hi)
	}
	if hd.Zone == "GMT" {
		y, m, d := hd.Date.YMD()
		t := hd.Date
		h.Start = time.Date(atoi(y), time.Month(atoi(m)), atoi(d), atoi(t.H), atoi(t.Min), atoi(t.S), 0, time.UTC)
	}
	return nil
}

func (ph *ptHand) line(line string) *Error {
	h := ph.h
	switch {
	case line == "":
		ph.blank()
		return nil
	case ph.section == 0 && strings.HasPrefix(line, "Table ") && len(h.Seats) == 0 && ph.merge2:
		return ph.mergeV2Table(line)
	case ph.section == 0 && strings.HasPrefix(line, "Table ") && len(h.Seats) == 0:
		h.Table = line[len("Table "):]
		if _, t, ok := strings.Cut(h.Table, "(Tournament: "); ok {
			h.Tournament, _, _ = strings.Cut(t, " Buy-In:")
		}
		return nil
	case ph.section == 0 && strings.HasPrefix(line, "Server "):
		ph.note("server", line)
		return nil
	case ph.section == 0 && !ph.ready && strings.HasPrefix(line, "Seat "):
		return ph.seat(line)
	}
	ph.start()
	switch {
	case strings.HasPrefix(line, "*** "):
		return ph.streetLine(line)
	case strings.HasPrefix(line, "Dealt to "):
		return ph.ptDealt(line)
	case strings.HasPrefix(line, "Total pot "):
		t, err := ptexport.ParseTotal(line)
		if err != nil {
			return ph.unknown(ptKind("total"), line, err)
		}
		var r moneyRun
		r.m = &ph.lineMapper
		h.Summary.TotalPot, h.Summary.Rake = r.of(t.Pot), r.of(t.Rake)
		h.Summary.HasTotal, ph.sawTot = true, true
		return r.err
	}
	return ph.player(line)
}

func (ph *ptHand) seat(line string) *Error {
	s, err := ptexport.ParseSeat(line)
	if err != nil {
		return ph.unknown(ptKind("seat"), line, err)
	}
	if e := ph.seatLine(ptKind("seat"), hand.Seat{Number: s.Number, Player: s.Name}, s.Stack); e != nil {
		return e
	}
	if s.Dealer {
		ph.h.Button = s.Number
	}
	if len(s.Marks) > 0 {
		ph.playerNoteOf("seat_marks", line, s.Name)
	}
	return nil
}

// handHQTable is the table name of the hands the hand-sharing site HandHQ
// rewrote before the export: it replaced the table's name and every stack
// ("$100,000.00 in chips", hands 2607739781 and 2607756372), so no stack is
// known: a raise below the minimum may have been all in (noted
// hand.NoteStackUnknown; replay then does not accuse it).
const handHQTable = "HandHQ"

// start sorts the seats by number (the iPoker hands list them in any
// order) and fills the ledger, at the first line after the head.
func (ph *ptHand) start() {
	if ph.ready {
		return
	}
	ph.ready = true
	h := ph.h
	slices.SortStableFunc(h.Seats, func(a, b hand.Seat) int { return a.Number - b.Number })
	ph.seatsDirty = true
	for i := range h.Seats {
		ph.seated(h.Seats[i].Stack)
		if h.Table == handHQTable {
			h.Notes = append(h.Notes, hand.Note{Line: ph.lineNo, Kind: hand.NoteStackUnknown, Player: h.Seats[i].Player,
				Text: "HandHQ's rewrite: every stack written $100,000.00"})
		}
	}
	ph.posts = make([]hand.Money, len(h.Seats))
	ph.folded, ph.acted = make([]bool, len(h.Seats)), make([]bool, len(h.Seats))
}

// ptStreets are the street lines' names.
var ptStreets = map[string]hand.Street{"HOLE CARDS": hand.Preflop, "FLOP": hand.Flop, "TURN": hand.Turn, "RIVER": hand.River}

// ptStreetOf reads a "*** NAME *** [..]" line of PokerTracker's exports:
// the street and its cards as written (ok), or the summary's line, which
// starts the summary (ok false, no error).
func (m *lineMapper) ptStreetOf(line string) (st hand.Street, list []string, ok bool, e *Error) {
	s, err := ptexport.ParseStreet(line)
	if err != nil {
		return 0, nil, false, m.unknown(ptKind("street"), line, err)
	}
	name := strings.Join(s.Name, " ")
	if name == "SUMMARY" {
		m.summary()
		m.h.Summary.Line = m.lineNo
		return 0, nil, false, nil
	}
	if st, ok = ptStreets[name]; !ok {
		return 0, nil, false, m.unknown(ptKind("street"), line, fmt.Errorf("unknown street %q", name))
	}
	return st, s.Cards, true, nil
}

func (ph *ptHand) streetLine(line string) *Error {
	st, list, ok, e := ph.ptStreetOf(line)
	if !ok {
		return e
	}
	if st == hand.Preflop {
		ph.section, ph.street = 1, st
		return nil
	}
	if st != ph.street || !ph.early {
		ph.section, ph.street = 1, st
		ph.newRound()
	}
	ph.early = false
	return ph.ptBoard(st, list)
}

// ptBoard sets the board of a street line of PokerTracker's exports: its
// cards are the street's new ones or the whole board so far (see above).
func (m *lineMapper) ptBoard(st hand.Street, list []string) *Error {
	cs, e := m.ptCards(list)
	if e != nil {
		return e
	}
	board := m.firstBoard()
	if want := map[hand.Street]int{hand.Flop: 3, hand.Turn: 4, hand.River: 5}[st]; len(cs) < want {
		cs = append(slices.Clip(board), cs...) // the new cards only
	}
	m.setBoard(0, cs, false)
	return nil
}

// ptCards converts cards written suit first or rank first.
func (m *lineMapper) ptCards(list []string) ([]cards.Card, *Error) {
	out := make([]string, len(list))
	for i, s := range list {
		out[i] = ptexport.Card(s)
	}
	return m.cards(out)
}

// ptDealt maps a "Dealt to NAME [..]" line of PokerTracker's exports.
func (m *lineMapper) ptDealt(line string) *Error {
	d, err := ptexport.ParseDealt(line)
	if err != nil {
		return m.unknown(ptKind("dealt"), line, err)
	}
	seat := m.h.SeatOf(d.Name)
	if seat < 0 {
		return m.fail(ReasonUnknownPlayer, m.lineNo, "dealt", fmt.Sprintf("%q has no seat line", d.Name))
	}
	cs, e := m.ptCards(d.Cards)
	if e != nil {
		return e
	}
	m.h.Deals = append(m.h.Deals, hand.Deal{Seat: seat, Street: hand.Preflop, Down: cs})
	return nil
}

func (ph *ptHand) player(line string) *Error {
	ix := ph.seatIndex()
	name, idx, ok := scan.NameBefore(line, ix.names, ":")
	if !ok {
		return ph.unknown(ptKind("line"), line, nil)
	}
	if idx < 0 {
		return ph.fail(ReasonUnknownPlayer, ph.lineNo, "player", fmt.Sprintf("%q has no seat line: %q", name, shorten(line)))
	}
	seat := ix.order[idx]
	a, err := ptexport.ParseAct(strings.TrimPrefix(line[len(name)+1:], " "))
	if err != nil {
		return ph.unknown(ptKind("player"), line, err)
	}
	var amount hand.Money
	if a.Amount != "" {
		var e *Error
		if amount, e = ph.money(a.Amount); e != nil {
			return e
		}
	}
	betting := strings.Contains(" Fold Check Call Bet Raise Allin ", " "+a.Verb+" ") && a.Verb != ""
	if betting {
		ph.earlyStreet(line)
	}
	bet := ph.curBet
	switch a.Verb {
	case "":
		ph.playerNoteOf("no_action", line, name)
		ph.h.Seats[seat].SittingOut = true
	case "Fold":
		ph.addAction(seat, hand.Fold, 0, false)
	case "Check":
		ph.addAction(seat, hand.Check, 0, false)
	case "Post", "SB", "BB":
		return ph.post(seat, a, amount, line)
	case "Call", "Bet", "Allin":
		if a.Verb == "Call" && ph.curBet <= ph.streetIn[seat] {
			// Zone Poker hand 3704959981: "P5: Call $14.00" then "Hero:
			// Bet $14.00" on the flop and the turn: the export wrote the
			// call before the bet it calls; the order of action is not
			// the site's, so the hand cannot be replayed
			return ph.fail(ReasonUnknownLine, ph.lineNo, "call", fmt.Sprintf("a call with nothing to call: the export wrote the actions out of order: %q", shorten(line)))
		}
		ph.addedAction(&ph.chipLedger, seat, amount, a.Verb == "Allin")
		ph.add(seat, amount, true)
	case "Raise":
		added := amount - ph.streetIn[seat] // "Raise $X": the street total
		if a.To {
			added = amount // "Raise to $X": what it adds (see above)
		}
		if added <= 0 {
			return ph.fail(ReasonBadAmount, ph.lineNo, "raise", fmt.Sprintf("a raise to %s, not above the %d the player has in: %q", a.Amount, ph.streetIn[seat], shorten(line)))
		}
		ph.addedAction(&ph.chipLedger, seat, added, false)
		ph.add(seat, added, true)
	case "Shows", "Mucks":
		cs, e := ph.ptCards(a.Cards)
		if e != nil {
			return e
		}
		ph.addShow(seat, cs, "")
		if len(a.Desc) > 0 {
			ph.playerNoteOf("description", line, name)
		}
	case "wins":
		if a.Uncalled && ph.merge2 {
			ph.h.Returns = append(ph.h.Returns, hand.Return{Seat: seat, Amount: amount, Line: ph.lineNo}) // see ptexport_merge.go
			return nil
		}
		ph.award(seat, amount, hand.PotUnnamed)
	}
	if betting {
		ph.acts++
		ph.folded[seat] = ph.folded[seat] || a.Verb == "Fold"
		if ph.curBet > bet {
			clear(ph.acted)
		}
		ph.acted[seat] = true
	}
	return nil
}

// newRound starts a street's betting.
func (ph *ptHand) newRound() {
	ph.newStreet()
	clear(ph.acted)
	ph.acts = 0
}

// earlyStreet: an action after the flop's or turn's betting closed is the
// next street's, written before that street's line (see above).
func (ph *ptHand) earlyStreet(line string) {
	if ph.section != 1 || ph.street != hand.Flop && ph.street != hand.Turn || ph.acts == 0 || !ph.roundClosed() {
		return
	}
	ph.street++
	ph.newRound()
	ph.early = true
	ph.note("street_early", line)
}

// roundClosed: every player still in who has chips left acted since the
// last bet or raise and matched it.
func (ph *ptHand) roundClosed() bool {
	for i := range ph.acted {
		if ph.folded[i] || ph.h.Seats[i].SittingOut || ph.stack[i] <= 0 {
			continue
		}
		if !ph.acted[i] || ph.streetIn[i] < ph.curBet {
			return false
		}
	}
	return true
}

// post maps a blind or ante.
func (ph *ptHand) post(seat int, a *ptexport.Act, amount hand.Money, line string) *Error {
	h := ph.h
	allIn := false
	ph.posts[seat] += amount
	blind := a.Blind
	if blind == "" {
		blind = a.Verb
	}
	both := h.Stakes.SmallBlind + h.Stakes.BigBlind
	switch {
	case blind == "Ante":
		ph.addAction(seat, hand.PostAnte, amount, allIn)
		ph.add(seat, amount, false)
		return nil
	case (blind == "DB" || blind == "BB") && amount == both && h.Stakes.SmallBlind > 0:
		a := ph.addAction(seat, hand.PostBothBlinds, amount, allIn)
		a.Dead = h.Stakes.SmallBlind
		ph.add(seat, a.Dead, false)
		ph.add(seat, amount-a.Dead, true)
		return nil
	case blind == "SB" && ph.stack[seat] < amount && ph.smallBlindPosted():
		// Merge tournament hand 4927169400080: "JustJay4Reals: Post SB
		// $100.00", "Dispicable: Post SB $135.00" from a stack written
		// $0.00, then "JustJay4Reals: Call $100.00": the big blind posted
		// all in, written as a second small blind; the level's big blind
		// is written nowhere, so the betting cannot be judged
		return ph.fail(ReasonUnknownLine, ph.lineNo, "post", fmt.Sprintf("a second small blind posted all in (the big blind's seat?): the export does not say which blind it is, nor the level's big blind: %q", shorten(line)))
	case blind == "SB" || blind == "DB" && ph.merge2 && amount == h.Stakes.SmallBlind:
		// a small blind posted out of position is live in the "Merge
		// Game #" layout (parse/ptexport_merge.go)
		ph.addAction(seat, hand.PostSmallBlind, amount, allIn)
		postedStake(&h.Stakes.SmallBlind, ph.said(amount, allIn))
	case blind == "BB" || blind == "DB" && amount == h.Stakes.BigBlind:
		ph.addAction(seat, hand.PostBigBlind, amount, allIn)
		postedStake(&h.Stakes.BigBlind, ph.said(amount, allIn))
	default:
		return ph.unknown(ptKind("post"), line, fmt.Errorf("a dead blind of %d is neither the big blind nor both blinds", amount))
	}
	ph.add(seat, amount, true)
	return nil
}

// smallBlindPosted reports whether a small blind is already posted.
func (ph *ptHand) smallBlindPosted() bool {
	for _, a := range ph.h.Actions {
		if a.Kind == hand.PostSmallBlind {
			return true
		}
	}
	return false
}

// ptSaid is a post's amount as an actLine (postedStake).
type ptSaid struct {
	amount hand.Money
	allIn  bool
}

func (s ptSaid) said() (hand.Money, bool) { return s.amount, s.allIn }

func (ph *ptHand) said(amount hand.Money, allIn bool) actLine { return ptSaid{amount, allIn} }

// wholeChips reads Merge's tournament chips, written "$1,275.00": whole
// chips (see above).
func wholeChips(s string, dec int) (hand.Money, error) {
	v, err := parseMoney(s, 2)
	if err != nil {
		return 0, err
	}
	if v%100 != 0 {
		return 0, fmt.Errorf("%q: a fraction of a chip", s)
	}
	return v / 100, nil
}
