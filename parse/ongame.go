package parse

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/grammar/ongame"
	"github.com/hhcheck/hhcheck/hand"
)

// OnGame network (bwin, PartyPoker.fr and the other skins, 2008–2013)
// conventions, found in the real files of ../shared/histories
// (by-site/OnGame: 17 files, and the OnGame samples of
// extra/HHSmithy__PokerHandHistoryParser; see
// audit.TestCorpusOnGameVerifies). The .gt, .hands and .hp files next to
// the "Speed.table.BWin" file are not OnGame's: they are Python reprs of
// the same hands that a third-party tool exported (a tuple, dicts of
// board cards and of players' counters), and no hand is read from them.
//
//   - A hand runs from "***** History for hand R5-260041977-287 *****"
//     (tournaments: "T5-18949598-1 (TOURNAMENT: "Freeroll tournois live",
//     R-274-110, buy-in: €0)") to "***** End of hand ... *****". The
//     "Table:" line names the structure and game ("NO_LIMIT TEXAS_HOLDEM
//     $2/$4", "LIMIT SEVEN_CARD_STUD_HI_LO $0.25/$0.50, ante: $0.05",
//     "POT_LIMIT OMAHA_HI_LO 10/20, Chips"); tournament amounts ("TC",
//     "Chips") have no currency sign and are chips. In fixed limit the
//     stakes are the small and big bets; the blinds are half the small
//     bet (rounded down) and the small bet: LHE R5-258035051-21 at
//     $100/$200 posts $50 and $100, five-card draw R5-81962116-232 at
//     $0.05/$0.10 posts $0.02 and $0.05.
//   - Times: "Start hand: Wed Aug 01 18:09:42 EEST 2012", with the zone
//     written as "GMT+0100" (most hands), or as CET, CEST or EEST: read
//     as UTC+1, +2 and +3. "GST" (tournament R-186-1481, 2010) is
//     ambiguous (Gulf +4, South Georgia −2): the start is left zero and
//     noted "zone_unknown".
//   - Amounts use commas as thousands separators: "Seat 5: Player1
//     ($1,523.85)", "bets $1,391.85 [all in]" (R5-260041977-287, the
//     "thousand.delimiter" file) and in the pot line "Main pot: $2,000 won
//     by Hero ($1,999)" (R5-258035051-21, "thousand.in.collect.line").
//   - Every action amount is what the action adds: "raises $150 to $200"
//     after a $50 small blind adds $150 (R5-258035051-21); the "to" amount
//     is the street's total in hold'em (flop "Player0 raises $200 to
//     $200" after a $100 bet) but in stud hi/lo R5-78227816-62 "Hero
//     raises $1 to $1.37" on fifth street is the hero's total of the
//     bring-in and the streets ($0.12 + $0.25 + $1): the added amount is
//     what the arithmetic of the pot and the final stacks confirms, so it
//     is what is read; the "to" is not used.
//   - "posts big blind ($0.05)" then "posts dead blind ($0.02)" (draw
//     R5-81962116-233, grommek): a live big blind and a dead small blind.
//     "small bring in $0.12" is the stud bring-in. At "X/X" stakes the
//     blinds are written both "posts big blind ($0.50)" (PLO hi/lo
//     R5-174523451-25 and -26, $5/$5 and $0.25/$0.25 in the HHSmithy
//     samples) or $0.50 and $1 (PLO R5-21973400-50 at €1/€1): the first
//     blind is the small one and its size is not judged. A second "posts
//     small blind" is the big blind posted short all in (tournament
//     T5-18949637-60: "posts small blind (150) [all in]" after a 125
//     small blind at 125/250).
//   - Oddities kept as notes, not rejects: the street line written twice
//     after an all-in ("--- Dealing turn [Kc]" twice, T5-17701176-2 and
//     the other tournament hands whose players are all in before the
//     river), an "End of hand" naming another table
//     number (R5-21973400-50 ends "R5-21973414-50", the table's number),
//     and a header glued after the previous hand's last line behind a
//     byte-order mark (HHSmithy's Limit2.txt and other samples: cut as
//     its own hand). "Players in round: 5 (6)" gives the table's seats
//     when the parentheses are written.
//   - Odd chips: the only real pot divided between tied players with a
//     unit left over (limit Omaha R5-81867677-657: $0.53 between the
//     button, seat 3, and the big blind, seat 8) gives the cent to the
//     button, where RRoP 3.7.5(a) gives it to the first winner left of
//     it. Every such real hand agreeing, it is the site's habit
//     (hand.OddChipFromButton: clockwise from the button itself; the
//     one hand cannot tell it from "lowest seat number first", seat 3
//     before seat 8): `standard` accepts either, `site` checks it to the
//     cent (audit.TestCorpusOnGameVerifies). Between the halves of a hi/lo pot
//     the odd chip goes high (tournament T5-330030241-9: "Lakesdie (1793
//     High), KREST 78 (896 Low), LLIOPOXXX (896 Low)"), as RRoP 3.7.5(c).
//   - Uncalled bets are never written (RecordsUncalled false): in
//     R5-260041977-287 Player1 bets $1,391.85 all in, is called for
//     $134.50, and "Main pot: $539" is what was called; the $1,257.35
//     back is in his final stack ($1,793.35) and in no line.
//   - "Main pot: $539 won by Player1 ($536)" then "Rake taken: $3": the
//     pot amounts are before the rake, each winner's amount after it; the
//     hand's total is the sum of its pots (what was put in, less the
//     uncalled part) = collected + rake. The rake is one figure for the
//     hand: which pot paid it is not written (RakeDivisionUnknown).
//     Tournament hands print "Rake taken: €0".
//   - Hi/lo pots name each half: "Main pot: 250 won by tsop13 (125 High),
//     tsop13 (125 Low)"; a divided pot names each winner: "Main pot:
//     $0.55 won by nickgerm ($0.27), XYXY26XYXY ($0.26)".
//   - Summary seat lines "Seat 5: Player1 ($1,793.35), net: +$269.50,
//     [Js, Jc] (THREE_OF_A_KIND JACK)": the final stack, the hand's net and
//     the shown cards with the site's description. The mapping checks
//     that the final stack less the starting stack is the net (a
//     difference is noted "net_mismatch"; none in the real hands); the
//     awards are verified from the pot lines. A seat with no net took no
//     part.
//   - Five-card draw: "Hero changed 2 cards" is a discard (the single
//     draw), "New hand for Hero: [8h, 9h, 6s, Ah, Jh]" the hero's cards
//     after it. Stud: "Dealing 4th street" … "Dealing river" (7th street),
//     other players' down cards written "-" ("Dealing to boneos56: [-, -,
//     Kd]").
func init() {
	Register(Site{Format: "ongame", Name: "OnGame", New: newOnGameState,
		Header:   Header{Prefixes: []string{ongame.HeaderPrefix}, Mark: '*', Glued: true},
		Requires: PartSummary | PartTotal | PartSeats | PartTable,
		Conventions: func(h *hand.Hand) hand.Conventions {
			return hand.Conventions{RakeDivisionUnknown: true, OddChip: hand.OddChipFromButton}
		},
	})
}

type ogState struct{ index seatIndex }

func newOnGameState() Mapper { return &ogState{} }

type ogKind string

func (k ogKind) String() string { return string(k) }

type ogHand struct {
	lineMapper
	chipLedger
	sawTable bool
	sawEnd   bool
	sawMain  bool         // the summary's "Main pot" line
	pots     []hand.Money // the pot lines' amounts, before the rake
	blinds   int          // blind posts so far
	// equalBlinds: the stakes are "X/X" (see the conventions)
	equalBlinds bool
	smallPosted bool
	start       []hand.Money // each seat's stack at the start
	held        [][]cards.Card
}

func (st *ogState) Map(p *Parser, doc *Document, c Chunk) (*hand.Hand, Parts, *Error) {
	oh := ogHand{lineMapper: startHand(doc, c, "OnGame", &st.index)}
	oh.hidden = "-"
	if e := oh.read(p, c, oh.header, oh.line); e != nil {
		return nil, 0, e
	}
	if !oh.sawSumm {
		return nil, 0, oh.fail(ReasonTruncated, oh.h.EndLine, "", "the hand ends before its \"Summary:\"")
	}
	parts := oh.parts()
	if oh.sawTable {
		parts |= PartTable
	}
	return oh.h, parts, nil
}

func (oh *ogHand) header(line string) *Error {
	hd, err := ongame.ParseHeader(line)
	if err != nil {
		return oh.fail(ReasonBadHeader, oh.lineNo, "header", fmt.Sprintf("%q: %v", shorten(line), err))
	}
	oh.h.ID, oh.h.Tournament = hd.ID, hd.Tournament
	if hd.Tournament != "" {
		oh.note("tournament", hd.TourName+", buy-in "+hd.BuyIn)
	}
	return nil
}

// ogZones are the named zones of the "Start hand:" lines (see the
// conventions).
var ogZones = map[string]int{"CET": 1, "CEST": 2, "EET": 2, "EEST": 3, "GMT": 0, "UTC": 0}

func (oh *ogHand) startLine(line string) *Error {
	f := strings.Fields(strings.TrimPrefix(line, "Start hand:"))
	if len(f) != 6 {
		return oh.unknown(ogKind("start"), line, fmt.Errorf("want \"Wed Aug 01 18:09:42 EEST 2012\""))
	}
	t, err := time.Parse("Mon Jan 2 15:04:05 2006", strings.Join([]string{f[0], f[1], f[2], f[3], f[5]}, " "))
	if err != nil {
		return oh.unknown(ogKind("start"), line, err)
	}
	zone := f[4]
	off, ok := ogZones[zone]
	secs := off * 3600
	if rest, cut := strings.CutPrefix(zone, "GMT"); cut && len(rest) == 5 && (rest[0] == '+' || rest[0] == '-') {
		hh, e1 := strconv.Atoi(rest[1:3])
		mm, e2 := strconv.Atoi(rest[3:])
		ok = e1 == nil && e2 == nil
		secs = hh*3600 + mm*60
		if rest[0] == '-' {
			secs = -secs
		}
	}
	if !ok {
		oh.note("zone_unknown", line)
		return nil
	}
	oh.h.Start = t.Add(-time.Duration(secs) * time.Second).UTC()
	return nil
}

var ogGames = map[string]hand.GameType{
	"TEXAS_HOLDEM": hand.Holdem, "OMAHA_HI": hand.Omaha, "OMAHA_HI_LO": hand.OmahaHiLo,
	"FIVE_CARD_DRAW": hand.FiveCardDraw, "SEVEN_CARD_STUD": hand.Stud, "SEVEN_CARD_STUD_HI_LO": hand.StudHiLo,
}

var ogLimits = map[string]hand.Limit{"NO_LIMIT": hand.NoLimit, "POT_LIMIT": hand.PotLimit, "LIMIT": hand.FixedLimit}

func (oh *ogHand) table(line string) *Error {
	h := oh.h
	t, err := ongame.ParseTable(line)
	if err != nil {
		return oh.unknown(ogKind("table"), line, err)
	}
	g, ok := ogGames[t.Game]
	if !ok {
		return oh.fail(ReasonUnknownGame, oh.lineNo, "table", fmt.Sprintf("game %q", t.Game))
	}
	l, ok := ogLimits[t.Limit]
	if !ok {
		return oh.fail(ReasonUnknownGame, oh.lineNo, "table", fmt.Sprintf("betting structure %q", t.Limit))
	}
	h.Table, h.Game, h.Limit = t.Name, g, l
	oh.family = g.Spec().Family
	oh.setUnit(h.Tournament != "", "", t.Small)
	var r moneyRun
	r.m = &oh.lineMapper
	small, big, ante := r.of(t.Small), r.of(t.Big), r.of(t.Ante)
	if r.err != nil {
		return r.err
	}
	oh.setStakes(small, big)
	if l != hand.FixedLimit && small == big {
		// "€1/€1" posts €0.50 and €1 (R5-21973400-50), "$0.50/$0.50"
		// and "$5/$5" post the same amount twice: the small blind is
		// not judged
		h.Stakes.SmallBlind, oh.equalBlinds = 0, true
	}
	h.Stakes.Ante = ante
	if l == hand.FixedLimit && oh.family != hand.StudGame {
		h.Stakes.SmallBlind, h.Stakes.BigBlind = small/2, small
	}
	oh.street = firstStreet(oh.family)
	oh.sawTable = true
	return nil
}

func (oh *ogHand) line(line string) *Error {
	h := oh.h
	if oh.sawEnd {
		if line != "" {
			oh.note("trailing_text", line)
		}
		return nil
	}
	switch {
	case line == "" || line == "---":
		return nil
	case strings.HasPrefix(line, ongame.EndPrefix):
		// the next hand's header may be glued after a byte-order mark
		// (HHSmithy's Limit2.txt and the other sample files)
		id := strings.TrimSuffix(strings.TrimRight(strings.TrimPrefix(line, ongame.EndPrefix), "\uFEFF"), " *****")
		if id != h.ID {
			// PLO R5-21973400-50 ends "End of hand R5-21973414-50": the
			// table number differs, the hand is whole: noted
			oh.note("end_id", line)
		}
		oh.sawEnd = true
		return nil
	case strings.HasPrefix(line, "Start hand:"):
		return oh.startLine(line)
	case strings.HasPrefix(line, "Table: "):
		return oh.table(line)
	case strings.HasPrefix(line, "User: "):
		oh.note("head", line)
		return nil
	case strings.HasPrefix(line, "Players in round: "):
		// "Players in round: 5 (6)": players dealt in, (seats at the
		// table) when written
		if _, seats, ok := strings.Cut(line, " ("); ok {
			n, err := strconv.Atoi(strings.TrimSuffix(seats, ")"))
			if err != nil {
				return oh.unknown(ogKind("players"), line, err)
			}
			h.MaxSeats = n
		}
		oh.note("head", line)
		return nil
	case strings.HasPrefix(line, "Button: seat "):
		n, err := strconv.Atoi(strings.TrimPrefix(line, "Button: seat "))
		if err != nil {
			return oh.unknown(ogKind("button"), line, err)
		}
		h.Button = n
		return nil
	case strings.HasPrefix(line, "Seat ") && oh.section == 2:
		return oh.result(line)
	case strings.HasPrefix(line, "Seat "):
		return oh.seat(line)
	case line == "Dealing pocket cards":
		oh.section = 1
		return nil
	case strings.HasPrefix(line, "--- Dealing ") || strings.HasPrefix(line, "Dealing ") && strings.HasSuffix(line, " street") || line == "Dealing river":
		return oh.streetLine(line)
	case strings.HasPrefix(line, "Dealing to "):
		return oh.dealt(line, strings.TrimPrefix(line, "Dealing to "), false)
	case strings.HasPrefix(line, "New hand for "):
		return oh.dealt(line, strings.TrimPrefix(line, "New hand for "), true)
	case line == "Summary:":
		oh.summary()
		h.Summary.Line = oh.lineNo
		return nil
	case oh.section == 2 && (strings.HasPrefix(line, "Main pot: ") || strings.HasPrefix(line, "Side pot ")):
		return oh.pot(line)
	case oh.section == 2 && strings.HasPrefix(line, "Rake taken: "):
		_, rake, e := readAmount(&oh.lineMapper, ogKind("rake"), line, line, ongame.ParseRake, oh.money)
		if e != nil {
			return e
		}
		h.Summary.Rake = rake
		h.Summary.HasTotal = true
		oh.sawTot = true
		return nil
	}
	return oh.act(line)
}

func (oh *ogHand) seat(line string) *Error {
	if !oh.sawTable {
		return oh.fail(ReasonMissingLine, oh.lineNo, "seat", "a seat line before the \"Table:\" line")
	}
	if e := oh.inHead(ogKind("seat"), line); e != nil {
		return e
	}
	num, rest, ok := strings.Cut(strings.TrimPrefix(line, "Seat "), ": ")
	open := strings.LastIndex(rest, " (")
	n, err := strconv.Atoi(num)
	if !ok || open <= 0 || err != nil {
		return oh.unknown(ogKind("seat"), line, fmt.Errorf("want \"Seat N: NAME (stack)\""))
	}
	s, err := ongame.ParseSeatStack(rest[open+1:])
	if err != nil {
		return oh.unknown(ogKind("seat"), line, err)
	}
	if e := oh.seatLine(ogKind("seat"), hand.Seat{Number: n, Player: rest[:open]}, s.Stack); e != nil {
		return e
	}
	st := oh.h.Seats[len(oh.h.Seats)-1].Stack
	oh.seated(st)
	oh.start = append(oh.start, st)
	oh.held = append(oh.held, nil)
	return nil
}

// player cuts the seated name that starts s.
func (oh *ogHand) player(kind ogKind, line, s string) (int, string, *Error) {
	name, rest, ok := ongame.CutName(s, oh.seatIndex().names)
	if !ok {
		return -1, "", oh.fail(ReasonUnknownPlayer, oh.lineNo, string(kind), fmt.Sprintf("%q: no seated player", shorten(line)))
	}
	return oh.h.SeatOf(name), rest, nil
}

var ogStreets = map[string]hand.Street{
	"flop": hand.Flop, "turn": hand.Turn, "river": hand.River,
	"4th street": hand.Fourth, "5th street": hand.Fifth, "6th street": hand.Sixth,
}

func (oh *ogHand) streetLine(line string) *Error {
	s := strings.TrimPrefix(strings.TrimPrefix(line, "--- "), "Dealing ")
	var board []string
	if i := strings.Index(s, " ["); i >= 0 {
		cs, err := ongame.ParseCards(s[i+1:])
		if err != nil {
			return oh.unknown(ogKind("street"), line, err)
		}
		s, board = s[:i], cs
	}
	st, ok := ogStreets[s]
	if oh.family == hand.StudGame && s == "river" {
		st = hand.Seventh
	}
	if !ok || (oh.family == hand.StudGame) != (st >= hand.Third) || (oh.family != hand.StudGame && len(board) == 0) {
		return oh.unknown(ogKind("street"), line, fmt.Errorf("street %q in a %s hand", s, oh.h.Game.Spec().Name))
	}
	oh.section = 1
	if st == oh.street {
		// "--- Dealing turn [Kc]" twice after an all-in (T5-17701176-2):
		// the same street and cards written again
		oh.note("street_repeated", line)
		return nil
	}
	oh.newStreet()
	oh.street = st
	if len(board) > 0 {
		cs, e := oh.cards(board)
		if e != nil {
			return e
		}
		var all []cards.Card
		if len(oh.h.Boards) > 0 {
			all = append(all, oh.h.Boards[0]...)
		}
		oh.setBoard(0, append(all, cs...), false)
	}
	return nil
}

// dealt maps "Dealing to X: [..]" and, after the draw, "New hand for X:
// [..]" (after: the whole hand after the draw; the cards the player held
// are Held, the new ones Down).
func (oh *ogHand) dealt(line, s string, after bool) *Error {
	seat, rest, e := oh.player("deal", line, s)
	if e != nil {
		return e
	}
	list, err := ongame.ParseCards(strings.TrimPrefix(rest, ": "))
	if err != nil || !strings.HasPrefix(rest, ": ") {
		return oh.unknown(ogKind("deal"), line, err)
	}
	d := hand.Deal{Seat: seat, Street: oh.street, Line: oh.lineNo}
	switch {
	case oh.family == hand.StudGame:
		for i, c := range list {
			if c == "-" {
				continue
			}
			cs, e := oh.cards([]string{c})
			if e != nil {
				return e
			}
			if oh.street == hand.Seventh || (oh.street == hand.Third && i < 2) {
				d.Down = append(d.Down, cs...)
			} else {
				d.Up = append(d.Up, cs...)
			}
		}
		d.Held = append([]cards.Card(nil), oh.held[seat]...)
		oh.held[seat] = append(append(oh.held[seat], d.Down...), d.Up...)
	case after:
		cs, e := oh.cards(list)
		if e != nil {
			return e
		}
		for _, c := range cs {
			kept := false
			for _, o := range oh.held[seat] {
				kept = kept || o == c
			}
			if kept {
				d.Held = append(d.Held, c)
			} else {
				d.Down = append(d.Down, c)
			}
		}
		oh.held[seat] = cs
	default:
		cs, e := oh.cards(list)
		if e != nil {
			return e
		}
		d.Down = cs
		oh.held[seat] = cs
	}
	oh.h.Deals = append(oh.h.Deals, d)
	return nil
}

func (oh *ogHand) act(line string) *Error {
	h := oh.h
	if !oh.sawTable || len(h.Seats) == 0 {
		return oh.unknown(ogKind("line"), line, nil)
	}
	seat, rest, e := oh.player("action", line, line)
	if e != nil {
		return oh.unknown(ogKind("line"), line, nil)
	}
	a, err := ongame.ParseAct(rest)
	if err != nil {
		return oh.unknown(ogKind("action"), line, err)
	}
	verb := a.Word()
	var amt hand.Money
	if s := a.Amt(); s != "" && verb != "changed" {
		if amt, e = oh.money(s); e != nil {
			return e
		}
	}
	allIn := a.AllIn || (amt > 0 && oh.stack[seat] == amt)
	switch verb {
	case "posts small blind", "posts big blind":
		// the first blind posted is the small one when the stakes are
		// "X/X" (R5-174523451-25: "posts big blind ($0.50)" twice); a
		// second "small blind" is the big one, posted short all in
		// (T5-18949637-60: "posts small blind (150) [all in]" at 125/250)
		k := hand.PostSmallBlind
		if (verb == "posts big blind" && (oh.blinds > 0 || !oh.equalBlinds)) || (verb == "posts small blind" && oh.smallPosted) {
			k = hand.PostBigBlind
		}
		oh.smallPosted = oh.smallPosted || k == hand.PostSmallBlind
		oh.blinds++
		oh.addAction(seat, k, amt, allIn)
		oh.add(seat, amt, true)
	case "posts dead blind":
		oh.addAction(seat, hand.PostDeadBlind, amt, allIn)
		oh.add(seat, amt, false)
	case "posts ante":
		oh.addAction(seat, hand.PostAnte, amt, allIn)
		oh.add(seat, amt, false)
	case "small bring in", "brings in", "bring in":
		oh.addAction(seat, hand.BringIn, amt, allIn)
		oh.add(seat, amt, true)
	case "calls", "bets", "raises", "completes":
		if amt == 0 {
			return oh.unknown(ogKind("action"), line, fmt.Errorf("%s without an amount", verb))
		}
		if verb == "completes" {
			a := oh.addAction(seat, hand.Complete, amt, allIn)
			a.To = oh.streetIn[seat] + amt
		} else {
			oh.addedAction(&oh.chipLedger, seat, amt, allIn)
		}
		oh.add(seat, amt, true)
	case "folds", "checks":
		k := hand.Fold
		if verb == "checks" {
			k = hand.Check
		}
		oh.addAction(seat, k, 0, false)
	case "changed":
		n, err := strconv.Atoi(a.Amount)
		if err != nil || !a.Cards || a.Amount == "" {
			return oh.unknown(ogKind("action"), line, fmt.Errorf("want \"changed N cards\""))
		}
		if oh.street == hand.PreDraw {
			oh.newStreet()
		}
		oh.firstDraw(true)
		if n == 0 {
			oh.addAction(seat, hand.StandPat, 0, false)
		} else {
			oh.addAction(seat, hand.Discard, 0, false).Count = n
		}
	default:
		return oh.unknown(ogKind("action"), line, fmt.Errorf("verb %q", verb))
	}
	return nil
}

var ogHalves = map[string]hand.Half{"": hand.WholePot, "High": hand.HighHalf, "Low": hand.LowHalf}

func (oh *ogHand) pot(line string) *Error {
	h := oh.h
	p, err := ongame.ParsePot(line, oh.seatIndex().names)
	if err != nil {
		return oh.unknown(ogKind("pot"), line, err)
	}
	v, e := oh.money(p.Amount)
	if e != nil {
		return e
	}
	want := 0
	if oh.sawMain {
		want = len(oh.pots)
	}
	if p.Side != want {
		return oh.unknown(ogKind("pot"), line, fmt.Errorf("pot %d out of order", p.Side))
	}
	oh.pots = append(oh.pots, v)
	h.Summary.TotalPot += v
	h.Summary.HasTotal = true
	oh.sawMain = true
	for _, w := range p.Winners {
		got, e := oh.money(w.Amount)
		if e != nil {
			return e
		}
		h.Awards = append(h.Awards, hand.Award{Seat: h.SeatOf(w.Name), Amount: got, Pot: p.Side, Half: ogHalves[w.Half], Line: oh.lineNo})
	}
	return nil
}

func (oh *ogHand) result(line string) *Error {
	h := oh.h
	_, rest, _ := strings.Cut(line, ": ")
	seat, rest, e := oh.player("summary seat", line, rest)
	if e != nil {
		return e
	}
	r, err := ongame.ParseResult(rest)
	if err != nil {
		return oh.unknown(ogKind("summary seat"), line, err)
	}
	sum := hand.SummarySeat{Seat: seat, Line: oh.lineNo}
	if r.Shown != nil {
		cs, e := oh.cards(r.Shown.Cards)
		if e != nil {
			return e
		}
		sum.Cards = cs
		if len(r.Shown.Desc) > 0 {
			sum.Descriptions = []string{strings.Join(r.Shown.Desc, " ")}
		}
		if !shownAlready(h, seat, cs) {
			h.Shows = append(h.Shows, hand.Show{Seat: seat, Cards: cs, Line: oh.lineNo})
		}
	}
	h.Summary.Seats = append(h.Summary.Seats, sum)
	if r.Net != nil {
		final, e := oh.money(r.Stack)
		if e != nil {
			return e
		}
		net, e := oh.money(r.Net.Amount)
		if e != nil {
			return e
		}
		if r.Net.Sign == "-" {
			net = -net
		}
		if final-h.Seats[seat].Stack != net {
			oh.note("net_mismatch", line)
		}
	}
	return nil
}
