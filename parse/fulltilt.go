package parse

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/grammar/fulltilt"
	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/pokerstars"
	"github.com/hhcheck/hhcheck/grammar/scan"
	"github.com/hhcheck/hhcheck/hand"
)

// Full Tilt Poker conventions, found in the real files of ../shared/histories
// (family FullTilt: by-site/FullTilt and the HHSmithy samples; see
// TestCorpusFullTilt and audit.TestCorpusFullTiltVerifies for the hands):
//
//   - Total pot = every "wins" amount + rake, as PokerStars: "Total pot
//     $0.32 | Rake $0.01" with "Player0 wins the pot ($0.31)"
//     (cash__FTP__Flop__NLHE-6max-USD-0.01-0.02-201305.new.gameline.format.txt).
//   - RecordsUncalled: every uncalled bet has its "Uncalled bet of $4
//     returned to Hero" line and "wins" excludes it.
//   - "raises to $x" gives only the player's total for the street; the
//     mapping computes the increment from what the player has put in on the
//     street (live blinds included, antes and dead blinds not).
//   - "posts $x" (no blind named) is a live big blind posted out of
//     position; "posts a dead small blind of $x" is dead money.
//   - Cap games: "CAP NL Hold'em - $5/$10" caps each player at 30 big
//     blinds for the hand: 1mperial in HHSmithy RunItTwice1.txt puts in
//     $10 + $10 + $40 + $240 = $300 "and is capped". "$2,000 Cap Pot Limit
//     Omaha Hi" names its cap.
//   - Hi/lo: "wins the high pot ($x)" / "wins the low pot ($x)" name the
//     half, but the site halves the pot before the rake and takes the rake
//     from the low half: HHSmithy FullTilt/CashGame/Limits/Limit5.txt hand
//     33727700367, total $32,000, rake $0.50, "wins the high pot
//     ($16,000)", "wins the low pot ($15,999.50)". Verify splits the pot
//     after the rake (RULES §6.6), so the halves are left unnamed
//     (Award.Half WholePot, as for PokerStars) and each seat's collections
//     are compared whole.
//   - Run it twice: "Players agree to Run It Twice", "*** RIVER 2 ***",
//     "*** SHOW DOWN 2 ***", "wins pot 2 ($311)" and "*** SUMMARY 2 ***"
//     with "Pot 2 $311" and its own "Board: [..]": run n is Boards[n-1] and
//     the awards of "pot n" are of run n-1.
//   - Stud: on 3rd street the hero's line is "[down down] [up]", the
//     others' "[up]"; later lines repeat the earlier cards first ([held]
//     [new]); the 7th-street card is down.
//   - Draw: "Dealt to Hero [kept] [new]"; "*** HOLE CARDS ***" is before
//     the draw, "*** FIRST DRAW ***" (or "*** DRAW ***" in single draw)
//     starts each draw; "Player2 is dealt 2 cards" is an opponent's draw
//     (a note: the discard line already counts the cards).
//   - Stakes: tournaments may write thousands "50K/100K" (K = 1,000);
//     fixed limit stakes are the small and big bets, the blinds are taken
//     from the first posts, as for PokerStars.
//   - Amounts: integer cents for cash (Decimals 2), chips for tournaments
//     and play money (Decimals 0).
//   - Start: the header's time in its zone ("ET", "CET", "UTC"), or the
//     bracketed ET time when written ("18:21:24 UTC - 2013/05/24 [14:21:24
//     ET - 2013/05/24]").
//   - OddChip: no habit declared (hand.OddChipByProfile): no pot of the
//     files is divided between players, so no habit can be derived; the
//     rule profile decides.
func init() {
	Register(Site{Format: "fulltilt", Name: "Full Tilt Poker", New: newFTState,
		Header:   Header{Prefixes: []string{fulltilt.HeaderPrefix, fulltilt.OldHeaderPrefix}, Glued: true},
		Requires: PartSummary | PartTotal | PartSeats,
		Conventions: func(*hand.Hand) hand.Conventions {
			return hand.Conventions{RecordsUncalled: true, OddChip: hand.OddChipByProfile}
		},
	})
}

type ftMemoVal = convLine[fulltilt.Act]

type ftState struct {
	starState[fulltilt.Act]
}

// newFTState: no plain table for the shared step, since Full Tilt's plain
// lines also count live chips (ftPlain, in apply).
func newFTState() Mapper { return &ftState{newStarState[fulltilt.Act](1024, nil)} }

// ftKinds: how the layout's lines are written (starsLine).
var ftKinds = newStarKinds[*ftHand](fulltilt.Classify)

type ftHand struct {
	p  *Parser
	st *ftState
	lineMapper
	inStreet    map[int]hand.Money // live chips per seat on the current street
	blindPosted bool
	chunk       Chunk // the hand's text (seatsFromSummary)
}

func (st *ftState) Map(p *Parser, doc *Document, c Chunk) (*hand.Hand, Parts, *Error) {
	fh := ftHand{p: p, st: st, lineMapper: startHand(doc, c, "Full Tilt Poker", &st.index), inStreet: map[int]hand.Money{}, chunk: c}
	h := fh.h
	if e := readStars(&fh.lineMapper, p, c, fh.header, &fh, ftKinds); e != nil {
		return nil, 0, e
	}
	if len(h.Awards) == 0 {
		// no "wins" line: the summary's "collected ($x)" is the record
		for _, ss := range h.Summary.Seats {
			if ss.Won > 0 {
				h.Awards = append(h.Awards, hand.Award{Seat: ss.Seat, Amount: ss.Won, Pot: hand.PotUnnamed, Line: ss.Line})
			}
		}
	}
	return h, fh.parts(), nil
}

// anteReturned models the part of an ante that a shorter all-in ante
// leaves unmatched, which Full Tilt gives back before the cards ("Player0
// antes 6, and is all in", "Uncalled bet of 1 returned to Hero" after
// "Hero antes 7": tour__FTP__Stud__Razz-USD-HUSNG-200-201211.all.in.ante.txt,
// total pot 12). Antes are dead money to the rules, never returned, so
// the returned part is taken off the player's ante instead: he has put in
// the ante less what came back.
func (fh *ftHand) anteReturned(seat int, v hand.Money) bool {
	acts := fh.h.Actions
	for i := len(acts) - 1; i >= 0; i-- {
		if a := &acts[i]; a.Seat == seat && a.Kind == hand.PostAnte && a.Amount > v {
			a.Amount -= v
			return true
		}
	}
	return false
}

// show records cards shown. A stud player all in early shows his cards
// as far as they are dealt ("shows [9d 9s 2c]" on 3rd street) and again,
// all seven, at the showdown: the later show replaces the earlier one,
// and the down cards it reveals complete his 3rd (and 7th) street deal.
func (fh *ftHand) show(s hand.Show) {
	h := fh.h
	if fh.family == hand.StudGame {
		if fh.street == fh.h.Game.Spec().StudStreet(0) {
			// shown before any later street repeats the cards
			fh.revealDown(s.Seat, s.Cards)
		}
		for i := range h.Shows {
			if o := &h.Shows[i]; o.Seat == s.Seat && o.Run == s.Run && containsAll(s.Cards, o.Cards) {
				*o = s
				return
			}
		}
	}
	h.Shows = append(h.Shows, s)
}

func containsAll(set, sub []cards.Card) bool {
	for _, c := range sub {
		if !slices.Contains(set, c) {
			return false
		}
	}
	return true
}

// revealDown fills the down cards of a stud player's 3rd and 7th street
// deals that the history did not show when they were dealt, from the
// cards he shows (down cards first, as Full Tilt writes them).
func (fh *ftHand) revealDown(seat int, shown []cards.Card) {
	h := fh.h
	var known []cards.Card
	for _, d := range h.Deals {
		if d.Seat == seat {
			known = append(append(append(known, d.Down...), d.Up...), d.Held...)
		}
	}
	first := h.Game.Spec().StudStreet(0)
	down := 2 // 7 card stud's 3rd street; 5 card stud's 2nd: 1
	if sd := h.Game.Spec().Streets; len(sd) > 0 {
		down = sd[0].Down
	}
	var unknown []cards.Card
	for _, c := range shown {
		if !slices.Contains(known, c) {
			unknown = append(unknown, c)
		}
	}
	for i := range h.Deals {
		d := &h.Deals[i]
		if d.Seat != seat || len(d.Down) > 0 {
			continue
		}
		switch {
		case d.Street == first && len(unknown) >= down:
			d.Down, unknown = unknown[:down:down], unknown[down:]
		case d.Street == hand.Seventh && len(unknown) >= 1:
			d.Down, unknown = unknown[:1:1], unknown[1:]
		}
	}
}

// straightRanks spell the ranks as the PokerStars words verify reads.
var straightRanks = [...]string{"Ace", "Deuce", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Jack", "Queen", "King", "Ace"}

// ftWords rewrites Full Tilt's words for a straight ("a straight, King
// high", "a straight flush, Jack high") in the PokerStars form verify
// judges ("a straight, Nine to King"); other words are the same on both
// sites ("a pair of Sixes", "two pair, Aces and Fives", "a full house,
// Nines full of Aces") and stay as written.
func ftWords(desc string) string {
	for _, cat := range [...]string{"a straight flush, ", "a straight, "} {
		rest, ok := strings.CutPrefix(desc, cat)
		if !ok {
			continue
		}
		top, ok := strings.CutSuffix(rest, " high")
		if !ok {
			return desc
		}
		top = strings.Replace(top, "Two", "Deuce", 1)
		for i := len(straightRanks) - 1; i >= 4; i-- {
			if straightRanks[i] == top {
				if cat == "a straight flush, " && i == len(straightRanks)-1 {
					return "a Royal Flush"
				}
				return cat + straightRanks[i-4] + " to " + top
			}
		}
		return desc
	}
	return desc
}

// ---- header ----

// ftGames are the game names of Full Tilt headers after the limit.
var ftGames = map[string]hand.GameType{
	"hold'em":          hand.Holdem,
	"omaha":            hand.Omaha,
	"omaha hi":         hand.Omaha,
	"omaha h/l":        hand.OmahaHiLo,
	"omaha hi/lo":      hand.OmahaHiLo,
	"5 card omaha hi":  hand.Omaha5,
	"5 card omaha":     hand.Omaha5,
	"5 card omaha h/l": hand.Omaha5HiLo,
	"6 card omaha hi":  hand.Omaha6,
	"6 card omaha":     hand.Omaha6,
	"courchevel hi":    hand.Courchevel,
	"courchevel":       hand.Courchevel,
	"courchevel h/l":   hand.CourchevelHiLo,
	"stud hi":          hand.Stud,
	"7 card stud":      hand.Stud,
	"stud h/l":         hand.StudHiLo,
	"stud hi/lo":       hand.StudHiLo,
	"razz":             hand.Razz,
	"5 card stud":      hand.FiveCardStud,
	"irish":            hand.Irish,
	"5 card draw":      hand.FiveCardDraw,
	"2-7 single draw":  hand.SingleDraw27,
	"2-7 triple draw":  hand.TripleDraw27,
	"a-5 triple draw":  hand.TripleDrawA5,
	"badugi":           hand.Badugi,
}

var ftLimits = []limitWord{{"no limit ", hand.NoLimit}, {"nl ", hand.NoLimit}, {"pot limit ", hand.PotLimit}, {"pl ", hand.PotLimit},
	{"limit ", hand.FixedLimit}, {"fl ", hand.FixedLimit}, {"cap nl ", hand.CapNoLimit}, {"cap no limit ", hand.CapNoLimit}, {"cap pl ", hand.CapPotLimit}}

func ftGameOf(s string) (hand.GameType, hand.Limit, bool) {
	return gameWithLimit(strings.ToLower(strings.TrimSpace(s)), false, ftLimits, ftGames)
}

// ftAmount turns the "50K" of tournament stakes into "50000".
func ftAmount(s string) string {
	if k, ok := strings.CutSuffix(s, "K"); ok {
		return k + "000"
	}
	return s
}

func (fh *ftHand) header(line string) *Error {
	hd, err := fulltilt.ParseHeader(line)
	h := fh.h
	if err != nil {
		return fh.badHeader("header", line, err)
	}
	h.ID, h.Table, h.MaxSeats = hd.HandID, hd.Table, hd.MaxSeats
	g, lim, ok := ftGameOf(hd.Game)
	if !ok {
		return fh.fail(ReasonUnknownGame, fh.lineNo, "header", fmt.Sprintf("game %q", hd.Game))
	}
	h.Game, h.Limit = g, lim
	fh.family = g.Spec().Family
	h.Tournament = hd.Tournament
	fh.setUnit(hd.Tournament != "", "", hd.Small)
	run := moneyRun{m: &fh.lineMapper}
	conv := func(s string) hand.Money {
		if strings.HasSuffix(s, "B") && hd.Tournament != "" {
			// "2B/2B Ante 2B": a Flipout's all-in first hand writes its
			// stakes in big blinds of a level not played; the posts say
			// what was put in
			return 0
		}
		return run.of(ftAmount(s))
	}
	fh.setStakes(conv(hd.Small), conv(hd.Big))
	h.Stakes.Ante = conv(hd.Ante)
	h.Stakes.Cap = conv(hd.Cap)
	if run.err != nil {
		return run.err
	}
	if hd.Cap != "" && lim == hand.PotLimit {
		h.Limit = hand.CapPotLimit
	}
	if h.Limit == hand.CapNoLimit && h.Stakes.Cap == 0 {
		h.Stakes.Cap = 30 * h.Stakes.BigBlind
	}
	fh.starsStart(hd.AltTime, hd.Time, line)
	return nil
}

// ---- lines ----

func (fh *ftHand) totalLine(line string) *Error {
	return fh.starsTotalLine(line, linekind.KTotal, func(string) bool { return false })
}

// boardLine maps the summary's "Board: [..]" of the current run.
func (fh *ftHand) boardLine(line string) *Error {
	cs, e := fh.boardList(line, linekind.KBoard, fulltilt.ParseBoard)
	if e == nil {
		fh.longestBoard(fh.run, cs)
	}
	return e
}

// other maps the lines of kinds only Full Tilt writes so.
func (fh *ftHand) other(k linekind.Kind, line string) *Error {
	h := fh.h
	switch k {
	case linekind.KSeat:
		if _, e := headSeat(&fh.lineMapper, k, line, fulltilt.ParseSeat, func(s *fulltilt.Seat) (hand.Seat, string) {
			return hand.Seat{Number: s.Number, Player: s.Name, SittingOut: s.SittingOut}, s.Stack
		}); e != nil {
			return e
		}
	case linekind.KButton:
		b, err := fulltilt.ParseButton(line)
		if err != nil {
			return fh.unknown(k, line, err)
		}
		h.Button = b
	case linekind.KUncalled:
		u, err := fulltilt.ParseUncalled(line)
		if err != nil {
			return fh.unknown(k, line, err)
		}
		i, e := fh.namedSeat(k, u.Name)
		if e != nil {
			return e
		}
		v, e := fh.money(u.Amount)
		if e != nil {
			return e
		}
		if fh.section == 0 && fh.anteReturned(i, v) {
			fh.note("ante_returned", line)
			return nil
		}
		h.Returns = append(h.Returns, hand.Return{Seat: i, Amount: v, Line: fh.lineNo})
	case linekind.KRunPot, linekind.KRunTwice, linekind.KInfo, linekind.KDescription:
		fh.note(k.String(), line)
	default:
		return fh.unknown(linekind.KUnknown, line, nil)
	}
	return nil
}

// longestBoard keeps the longest board seen for a run.
func (fh *ftHand) longestBoard(run int, cs []cards.Card) {
	h := fh.h
	for len(h.Boards) <= run {
		h.Boards = append(h.Boards, nil)
	}
	if len(cs) >= len(h.Boards[run]) {
		h.Boards[run] = cs
	}
}

// ftStreets are the street names, the words between "*** " and " ***"
// without the run: "FLOPET", Courchevel's card turned before the first
// betting round; "DISCARD ROUND", Irish's discards after the flop's
// betting; "2ND STREET", 5 card stud's first street. HOLE CARDS starts
// a draw game's first betting round, RIVER is stud's 7th street.
var ftStreets = map[string]hand.Street{"HOLE CARDS": hand.Preflop, "FLOPET": hand.Preflop, "FLOP": hand.Flop, "TURN": hand.Turn,
	"RIVER": hand.River, "SHOW DOWN": hand.Showdown, "DISCARD ROUND": hand.Flop, "2ND STREET": hand.Second,
	"3RD STREET": hand.Third, "4TH STREET": hand.Fourth, "5TH STREET": hand.Fifth, "6TH STREET": hand.Sixth,
	"7TH STREET": hand.Seventh, "DRAW": hand.AfterDraw1, "FIRST DRAW": hand.AfterDraw1, "SECOND DRAW": hand.AfterDraw2,
	"THIRD DRAW": hand.AfterDraw3}

// ftStreet maps the words between "*** " and " ***" ("RIVER 2", "3RD
// STREET", "FIRST DRAW") to a street and the run of the board (0-based;
// the stud and draw streets have none).
func (fh *ftHand) ftStreet(name string) (hand.Street, int, bool) {
	run := 0
	if i := strings.LastIndexByte(name, ' '); i > 0 && len(name)-i == 2 && name[i+1] >= '1' && name[i+1] <= '3' {
		run, name = int(name[i+1]-'1'), name[:i]
	}
	st, ok := ftStreets[name]
	switch {
	case !ok:
		return 0, 0, false
	case st == hand.Preflop && fh.family == hand.DrawGame && name == "HOLE CARDS":
		st = hand.PreDraw
	case st == hand.River && fh.family == hand.StudGame:
		st = hand.Seventh
	case st >= hand.Second && st != hand.Showdown:
		run = 0
	}
	return st, run, true
}

func (fh *ftHand) streetLine(line string) *Error {
	name := fulltilt.StreetName(line)
	if name == "SUMMARY" || strings.HasPrefix(name, "SUMMARY ") {
		fh.summary()
		if r := atoi(strings.TrimPrefix(name, "SUMMARY ")); r > 0 {
			fh.run = r - 1
		}
		return nil
	}
	st, run, ok := fh.ftStreet(name)
	if !ok {
		return fh.unknown(linekind.KStreet, line, fmt.Errorf("unknown street %q", name))
	}
	fh.section = 1
	if st != fh.street {
		clear(fh.inStreet)
	}
	fh.street, fh.run = st, run
	if st == hand.Flop || st == hand.Turn || st == hand.River || name == "FLOPET" {
		all, e := fh.streetCards(line, linekind.KStreet, fulltilt.ParseStreet)
		if e != nil {
			return e
		}
		switch {
		case name == "FLOPET":
			fh.h.EarlyBoard = all
		case len(all) > 0:
			fh.longestBoard(run, all)
		}
	}
	return nil
}

// dealtLine maps "Dealt to X [..] [..]": the last group is what is dealt
// now, the groups before it what the player already held (see the
// conventions above for stud's 3rd street).
func (fh *ftHand) dealtLine(line string) *Error {
	seat, gs, e := fh.starsDealt(line, linekind.KDealt, pokerstars.ParseDealt)
	if e != nil {
		return e
	}
	groups, e := fh.groupCards(gs)
	if e != nil {
		return e
	}
	deal := hand.Deal{Seat: seat, Street: fh.street, Line: fh.lineNo}
	var fresh []cards.Card
	if n := len(groups); n > 0 {
		for _, g := range groups[:n-1] {
			deal.Held = append(deal.Held, g...)
		}
		fresh = groups[n-1]
	}
	switch {
	case fh.family != hand.StudGame:
		deal.Down = fresh
	case fh.street == fh.h.Game.Spec().StudStreet(0):
		// "[5d Ah] [Ad]" (5 card stud: "[5d] [Ad]"): the first group is dealt now too, face down
		deal.Down, deal.Held, deal.Up = deal.Held, nil, fresh
	case fh.street == hand.Seventh:
		deal.Down = fresh
	default:
		deal.Up = fresh
	}
	fh.h.Deals = append(fh.h.Deals, deal)
	return nil
}

func (fh *ftHand) summarySeat(line string) *Error {
	h := fh.h
	ss, err := fulltilt.ParseSummarySeat(line, fh.seatPlayer)
	if err != nil {
		return fh.unknown(linekind.KSummarySeat, line, err)
	}
	seat := h.SeatOf(ss.Name)
	sum := hand.SummarySeat{Seat: seat, Line: fh.lineNo, Descriptions: ss.Descs}
	for _, w := range ss.Won {
		v, e := fh.money(w)
		if e != nil {
			return e
		}
		sum.Won += v
	}
	if len(ss.Cards) > 0 {
		cs, e := fh.cards(ss.Cards)
		if e != nil {
			return e
		}
		sum.Cards = cs
		if !shownAlready(h, seat, cs) {
			desc := ""
			if len(ss.Descs) > 0 {
				desc = ss.Descs[0]
			}
			fh.show(hand.Show{Seat: seat, Cards: cs, Description: ftWords(desc), Mucked: ss.Mucked, Run: fh.run, Line: fh.lineNo})
		}
	}
	// a board run twice has one summary per run: the seat's line is
	// written again under each, its winnings of that run only
	for i := range h.Summary.Seats {
		if h.Summary.Seats[i].Seat == seat {
			h.Summary.Seats[i].Won += sum.Won
			return nil
		}
	}
	h.Summary.Seats = append(h.Summary.Seats, sum)
	return nil
}

// ---- player lines ----

func (fh *ftHand) player(line string) *Error {
	ix := fh.seatIndex()
	idx, rest, k, unseated := fulltilt.CutName(line, ix.names)
	if len(fh.h.Seats) == 0 && !k.IsNote() {
		if e := fh.seatsFromSummary(line); e != nil {
			return e
		}
		ix = fh.seatIndex()
		idx, rest, k, unseated = fulltilt.CutName(line, ix.names)
	}
	if k == linekind.KUnknown {
		return fh.unknown(linekind.KUnknown, line, nil)
	}
	if unseated {
		fh.playerNote(k, line, line[:len(line)-len(rest)])
		return nil
	}
	fh.firstDraw(k.IsDraw())
	return fh.st.act(&fh.lineMapper, fh.p, ix.order[idx], k, rest, line, fh.convert, fh.apply)
}

// ftSummaryAfterName are the words a summary seat line writes after the
// player's name: his role, then what he did.
var ftSummaryAfterName = [...]string{" (button)", " (small blind)", " (big blind)", " didn't bet", " folded ",
	" collected (", " showed [", " mucked", " won (", " is sitting out", " lost"}

// seatsFromSummary seats the players of a hand written without seat lines,
// from its summary: an observed 2006 hand (cash__FTP__Flop__NLHE-6max-USD
// -25-50.200610.Observed.No.player.stacks.txt, 1083884910) goes from the
// header to "cinidy lynn posts the small blind of $25", and only its
// summary names the seats ("Seat 3: cinidy lynn (small blind) collected
// ($100), mucked", "Seat 4: durrrr (big blind) folded before the Flop").
// Each summary seat line gives a seat, its number and the player; the
// stack is written nowhere, so it is unknownStack (as PartyPoker's
// joiners): pots, awards and rake are still checked, checks that need a
// stack cannot fire, and each player gets a hand.NoteStackUnknown note so
// the cross-hand checks compare nothing for him. A hand whose summary
// names no seat is rejected no_seats.
func (fh *ftHand) seatsFromSummary(first string) *Error {
	h := fh.h
	lineNo := fh.chunk.Line - 1
	summary := false
	for l := range strings.Lines(fh.doc.Text[fh.chunk.Start:fh.chunk.End]) {
		lineNo++
		l = strings.TrimRight(l, " \t\r\n")
		if !summary {
			summary = fulltilt.Classify(l, false) == linekind.KStreet && fulltilt.StreetName(l) == "SUMMARY"
			continue
		}
		n, rest, ok := scan.SeatNumber(l)
		if !ok {
			continue
		}
		end := -1
		for _, w := range ftSummaryAfterName {
			if i := strings.Index(rest, w); i > 0 && (end < 0 || i < end) {
				end = i
			}
		}
		if end < 0 {
			return fh.fail(ReasonNoSeats, lineNo, "summary seat", fmt.Sprintf("%q: no seat lines, and the player of this summary line cannot be told", shorten(l)))
		}
		name := strings.Clone(rest[:end])
		if h.SeatOf(name) >= 0 && fh.seatPlayer(n) == name {
			continue // the seat again, in the summary of a second run
		}
		if e := fh.addSeat(linekind.KSummarySeat, hand.Seat{Number: n, Player: name, Stack: unknownStack}); e != nil {
			return e
		}
		h.Seats[len(h.Seats)-1].Line = lineNo
		h.Notes = append(h.Notes, hand.Note{Line: lineNo, Kind: hand.NoteStackUnknown, Player: name,
			Text: "no seat line: seat " + strconv.Itoa(n) + " taken from the summary, stack not written"})
	}
	if len(h.Seats) == 0 {
		return fh.fail(ReasonNoSeats, fh.lineNo, "", fmt.Sprintf("%q before any seat line, and no summary seat line (a hand written without seats)", shorten(first)))
	}
	return nil
}

// playerNote keeps a line without arithmetic; the lines the cross-hand
// checks read get their kinds (hand.NoteRebuy for "adds", NoteJoins for
// "sits down", NoteLeaves for "stands up").
func (fh *ftHand) playerNote(k linekind.Kind, line, player string) {
	kind := k.String()
	switch k {
	case linekind.KAdds:
		kind = hand.NoteRebuy
	case linekind.KSitsDown:
		kind = hand.NoteJoins
	case linekind.KStandsUp:
		kind = hand.NoteLeaves
	}
	fh.playerNoteOf(kind, line, player)
}

func (fh *ftHand) convert(k linekind.Kind, rest string) *ftMemoVal {
	v, ok := newConv(fulltilt.ParseAct(k, rest))
	if !ok || k.IsNote() && k != linekind.KAdds {
		return v
	}
	a := v.act
	switch k {
	case linekind.KDiscard, linekind.KDiscardShown:
		v.count = atoi(a.A)
	case linekind.KWinRun, linekind.KWinSide, linekind.KTiesSide:
		v.count = atoi(a.B)
		fallthrough
	default:
		v.amount = v.money(a.A, fh.h.Decimals)
	}
	v.setCards(a.Cards)
	return v
}

// ftPlain: the Full Tilt lines that are one action of the line's amount;
// the amounts of calls and bets are live (ftLive).
var ftPlain = plainTable(map[linekind.Kind]hand.ActionKind{linekind.KFold: hand.Fold, linekind.KCheck: hand.Check,
	linekind.KCall: hand.Call, linekind.KBet: hand.Bet, linekind.KPostDeadSB: hand.PostDeadBlind, linekind.KAnte: hand.PostAnte})

func ftLive(k hand.ActionKind) bool { return k == hand.Call || k == hand.Bet }

// act appends an action and counts live chips toward the player's bet on
// the street.
func (fh *ftHand) act(seat int, kind hand.ActionKind, v *ftMemoVal, live bool) *hand.Action {
	a := fh.lineMapper.act(seat, kind, v)
	if live {
		fh.inStreet[seat] += v.amount
	}
	return a
}

func (fh *ftHand) apply(seat int, k linekind.Kind, v *ftMemoVal, line string) *Error {
	h := fh.h
	if kind := ftPlain[k]; kind != 0 {
		fh.act(seat, kind, v, ftLive(kind))
		return nil
	}
	switch k {
	case linekind.KRaise, linekind.KComplete:
		// "raises to $x": x is the street total; the increment is what it
		// adds over the bet the player faces
		to, in := v.amount, fh.inStreet[seat]
		if to <= in {
			return fh.fail(ReasonBadAmount, fh.lineNo, k.String(), fmt.Sprintf("%q: raise to no more than already put in", shorten(line)))
		}
		kind := hand.Raise
		if k == linekind.KComplete {
			kind = hand.Complete
		}
		a := fh.addAction(seat, kind, 0, v.act.AllIn)
		a.To = to
		if kind == hand.Raise {
			a.Amount = to - fh.maxInStreet()
			if a.Amount < 0 {
				a.Amount = 0
			}
		}
		fh.inStreet[seat] = to
	case linekind.KPostSB:
		a := fh.act(seat, hand.PostSmallBlind, v, true)
		if fh.blindPosted {
			a.Dead = a.Amount
			fh.inStreet[seat] -= a.Amount
		}
		fh.blindPosted = true
		fh.postedBlind(&h.Stakes.SmallBlind, v)
	case linekind.KPostBB, linekind.KPost:
		fh.act(seat, hand.PostBigBlind, v, true)
		fh.blindPosted = true
		if k == linekind.KPostBB {
			fh.postedBlind(&h.Stakes.BigBlind, v)
		}
	case linekind.KBringIn:
		fh.act(seat, hand.BringIn, v, true)
		postedStake(&h.Stakes.BringIn, v)
	case linekind.KDiscard, linekind.KDiscardShown, linekind.KDiscardCards:
		a := fh.act(seat, hand.Discard, v, false)
		a.Count, a.Cards = v.count, v.cards
		if k == linekind.KDiscardCards {
			a.Count = len(v.cards)
		}
	case linekind.KDiscardNone:
		if g := h.Game.Spec(); g.Kept > 0 {
			// Irish: "X discards", the two cards thrown unseen
			a := fh.act(seat, hand.Discard, v, false)
			a.Count = g.HoleCards - g.Kept
			break
		}
		a := fh.act(seat, hand.StandPat, v, false)
		a.Cards = v.cards
	case linekind.KStandPat, linekind.KStandPatOn:
		a := fh.act(seat, hand.StandPat, v, false)
		a.Cards = v.cards
	case linekind.KShow:
		fh.show(hand.Show{Seat: seat, Cards: v.cards, Description: ftWords(v.act.Text), Run: fh.run, Line: fh.lineNo})
	case linekind.KShowDesc, linekind.KMuck:
		// the words of a hand shown before (each run's showdown), or a muck
	case linekind.KWinPot, linekind.KWinMain, linekind.KWinSide, linekind.KWinHigh, linekind.KWinLow, linekind.KWinRun,
		linekind.KTies, linekind.KTiesHigh, linekind.KTiesLow, linekind.KTiesMain, linekind.KTiesSide:
		aw := hand.Award{Seat: seat, Amount: v.amount, Pot: hand.PotUnnamed, Run: fh.run, Line: fh.lineNo}
		switch k {
		case linekind.KWinMain, linekind.KTiesMain:
			aw.Pot = 0
		case linekind.KWinSide, linekind.KTiesSide:
			aw.Pot = max(v.count, 1)
		case linekind.KWinRun:
			if v.count < 1 || v.count > 3 {
				return fh.unknown(k, line, fmt.Errorf("pot %d", v.count))
			}
			aw.Run = v.count - 1
		}
		h.Awards = append(h.Awards, aw)
	default:
		if k.IsNote() {
			fh.playerNote(k, line, h.Seats[seat].Player)
			return nil
		}
		return fh.unknown(k, line, errNoMapping)
	}
	return nil
}

// maxInStreet is the highest live amount any player has put in on the
// street: the bet a raise goes over.
func (fh *ftHand) maxInStreet() hand.Money {
	var m hand.Money
	for _, v := range fh.inStreet {
		m = max(m, v)
	}
	return m
}
