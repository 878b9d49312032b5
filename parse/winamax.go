package parse

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/pokerstars"
	"github.com/hhcheck/hhcheck/grammar/winamax"
	"github.com/hhcheck/hhcheck/hand"
)

// Winamax conventions, found in the real files of ../shared/histories
// (family Winamax: 27 hand files in by-site/Winamax and the HHSmithy
// samples, 32 hands; every one parses and verifies, see
// TestCorpusWinamax and audit.TestCorpusWinamaxGGVerifies):
//
//   - TotalExcludesRake: "Total pot" is printed with the rake already taken
//     out: total = every collected amount, and total + rake = what was put
//     in. Evidence: cash__Winamax__Flop__PLO8-6max-EUR-1.00-2.00-201611.txt
//     hand 9247976-238-1478874600, "Total pot 9.91€ | Rake 0.69€", 10.60€
//     put in, collected 4.96€ + 4.95€; the 5-Card Omaha Hi/Lo hand
//     9273404-970-1479780841: 474.48€ put in, "Total pot 471.48€ | Rake 3€",
//     collected 471.48€. "| No rake" is a rake of 0.
//   - RecordsUncalled false and UncalledInCollected: Winamax writes no
//     "Uncalled bet" line; the bet nobody called is paid back inside the
//     bettor's "collected" amount and counted in the total. Evidence:
//     cash__Winamax__Draw__Triple Draw 2-7-...txt hand 9250793-388-1478989461:
//     250€ called, Player0's last 50€ bet not called, "collected 298€" and
//     "Total pot 298€ | Rake 2€" (250 + 50 - 2); tour__...NLHE-EUR-STT-
//     FullHist.txt hand 7959970263859201-2-1288801071: 660 called, a river
//     bet of 660 not called, "collected 1320", "Total pot 1.32k"; and every
//     walk (HHSmithy Limit1.txt: blinds 0.05€/0.10€, "collected 0.15€").
//     In a hi/lo pot the returned bet is shared out with the halves
//     (cash__Winamax__Stud__7-StudHL-...txt hand 9250793-554-1478991850:
//     180€ called + 50€ uncalled - 2€ rake, "collected 114€ from pot(HI)"
//     and "114€ from pot(LO)").
//   - TotalTolerance: tournament totals of 1,000 chips or more are
//     abbreviated ("Total pot 1.32k"); the abbreviation stands for any total
//     that rounds to it (half a unit of its last digit). The three in the
//     corpus are exact (1320, 1380, 2870).
//   - OddChip "rrop": the one odd unit in the files is the hi/lo cent of
//     hand 9247976-238-1478874600 (9.91€: HI 4.96€, LO 4.95€), given to the
//     high half as RRoP 3.7.5(c) says; no tie is chopped in the files
//     (TestWinamaxGGOddUnitEvidence lists every odd unit and chop), so
//     nothing contradicts RRoP 3.7.5(a)/(b) and nothing more is known.
//   - PotLabelsUntrusted: no side pot appears in ../shared, but in real
//     files of other players Winamax writes a winner's main and side pots
//     as ONE "collected x from main pot" line and an uncalled bet as
//     "collected x from side pot 1": the labels do not say which pot paid
//     what, so collections are compared per player over all pots (hands
//     written by the project in those shapes:
//     testdata/histories/project/project__Winamax-variety.txt).
//   - RakeProportional: Winamax prints one rake for the hand; it is taken
//     from the pots in proportion to their sizes (hand.Conventions), not
//     last pot first. With per-player comparison this matters only when
//     different players win different pots.
//
// The mapping itself:
//   - Amounts: "12.50€", "0,90€" (a decimal comma: Winamax writes no
//     thousands separator, e.g. "2047.50€"), "1.32k" (x1000), as integer
//     cents for euros and play money (play money has cents: "Holdem no
//     limit (0.10/0.20)", stacks "17.38") and chips for tournaments; an
//     amount with more decimals than the unit is rejected bad_amount.
//   - Stakes: "(1€/2€)" are the blinds, or the small and big bets in fixed
//     limit; "(5€/25€/50€)" are ante, then blinds or bets.
//   - "posts small blind 2€ out of position" is a dead small blind (the
//     poster then calls the whole big blind: 5-Card Omaha Hi/Lo hand
//     9273404-970-1479780841, Player2 posts 2€ out of position, calls 4€,
//     the total needs 6€ from him); "posts big blind 0.10€ out of position"
//     is live (HHSmithy Table3.txt: WAHIL posts it and checks).
//   - "posts small blind 3€ out of position" for more than the small
//     blind, then "posts big blind 0€ out of position": both blinds at
//     once (PostBothBlinds), the big-blind part live and the small blind
//     dead; the 0€ line is a note. (Written by the project in that shape:
//     testdata/histories/project/project__Winamax-variety.txt.)
//   - Client exports and older layouts, read alike: "Lowball27 fixed
//     limit", "Omaha8 pot limit", "7stud fixed limit (0.01/0.05/0.10)"
//     (ante, small bet, big bet) with "*** THIRD ***" ... streets; "Go
//     Fast \"Name\"" events (fast-fold cash: Hand.Pool); the 2021 table
//     line without a colon ("Table 'X' 5-max (real money) Seat #3 is the
//     button") and "*** FLOP ***: [..]"; "deny BB" (denies big blind).
//   - Tournament chips are whole (Decimals 0), except in a hand whose seat
//     stacks are fractional ("Seat 3: X (7410.50)"): Decimals 2 there.
//   - "raises 1€ to 3€" in the ANTE/BLINDS section (cash__Winamax__Flop__PLO-
//     5max-EUR-1.00-2.00-201407.ante.raise.txt, both hands) is a post of
//     3€ of which the big blind (2€) is live and the rest dead, like
//     PokerStars' "posts small & big blinds"; the same player's later
//     "posts small blind 1€" is dead. Both hands' totals need exactly
//     4€ from that player with 2€ live (he "checks" facing the big blind).
//   - Stud: "raises 25€ to 25€" on 3rd street after the bring-in is the
//     completion (Complete to 25€); "X" cards are not dealt cards: they are
//     dropped; the 3rd-street line gives 2 down + 1 up, 4th-6th one up, 7th
//     one down; earlier cards repeated on the line are Deal.Held.
//   - Draw (2-7 Triple Draw): FIRST-BET is before the draw; FIRST-DRAW and
//     SECOND-BET are after the 1st draw, and so on; "stands pat [..]" keeps
//     the hand shown.
//   - Hi/lo: "collected x from pot(HI)" / "(LO)" set Award.Half; a player
//     who shows for both halves has two "shows" lines with the same cards:
//     the second is not another show.
//   - The summary's "won x" lines (one per half) fill Summary.Seats; their
//     "showed [..]" adds a Show when the showdown did not show those cards.
//   - "denies big blind", sitting out, connection notices become Notes.
//   - Start: the header's time and zone ("UTC").

func init() {
	registerStars(Site{Format: "winamax", Name: "Winamax", New: newWMState,
		// "Winamax Poker - Tournament summary : ..." has no "HandId:" and
		// is no hand
		Header: Header{Prefixes: []string{"Winamax Poker - "}, Match: winamax.HeaderAt},
		Conventions: func(*hand.Hand) hand.Conventions {
			return hand.Conventions{TotalExcludesRake: true, UncalledInCollected: true, OddChip: hand.OddChipRRoP,
				RakeProportional: true, PotLabelsUntrusted: true}
		},
	})
}

type wmMemoVal = convLine[winamax.Act]

type wmState struct {
	starState[winamax.Act]
}

func newWMState() Mapper { return &wmState{newStarState[winamax.Act](256, wmPlain)} }

// wmKinds: how the layout's lines are written (starsLine).
var wmKinds = newStarKinds[*wmHand](winamax.Classify)

type wmHand struct {
	p  *Parser
	st *wmState
	lineMapper
	posted   map[int]bool // seats that posted a live blind
	complete bool         // a stud completion was made on 3rd street
	both     int          // seat that posted both blinds out of position, -1 none
	text     string       // the hand's text
}

// fractionalChips reports whether a seat line of the hand's head gives a
// stack with decimals: "Seat 3: X (7410.50)" or "(7410,50, 2€ bounty)".
func fractionalChips(text string) bool {
	for len(text) > 0 {
		line, rest, _ := strings.Cut(text, "\n")
		text = rest
		if strings.HasPrefix(line, "*** ") && !strings.HasPrefix(line, "*** ANTE") {
			return false
		}
		if !strings.HasPrefix(line, "Seat ") {
			continue
		}
		p := strings.LastIndex(line, " (")
		if p < 0 {
			continue
		}
		st := line[p+2:]
		i := 0
		for i < len(st) && st[i] >= '0' && st[i] <= '9' {
			i++
		}
		if i > 0 && i+2 < len(st) && (st[i] == '.' || st[i] == ',') && st[i+1] >= '0' && st[i+1] <= '9' {
			return true
		}
	}
	return false
}

func (st *wmState) Map(p *Parser, doc *Document, c Chunk) (*hand.Hand, Parts, *Error) {
	wh := wmHand{p: p, st: st, lineMapper: startHand(doc, c, "Winamax", &st.index), posted: map[int]bool{}, both: -1, text: doc.Text[c.Start:c.End]}
	// "X" is a card not shown: dropped
	wh.hidden, wh.amountOf = "X", winamaxAmount
	if e := readStars(&wh.lineMapper, p, c, wh.header, &wh, wmKinds); e != nil {
		return nil, 0, e
	}
	return wh.h, wh.parts(), nil
}

// winamaxAmount is winamaxMoney without the tolerance.
func winamaxAmount(s string, dec int) (hand.Money, error) {
	m, _, err := winamaxMoney(s, dec)
	return m, err
}

var errTwoSeparators = errors.New("both a decimal point and a decimal comma")

// winamaxMoney reads "12.50€", "0,90€", "25", "1.32k" as an integer amount
// with dec decimal places. The comma is a decimal separator (Winamax
// writes no thousands separator); "k" multiplies by 1,000 and "M" by
// 1,000,000. More decimals than the unit allows is an error, never rounded.
// tol is half a unit of the last printed digit of an abbreviated amount
// (0 for an exact one).
func winamaxMoney(s string, dec int) (m, tol hand.Money, err error) {
	s = strings.TrimSuffix(strings.TrimPrefix(s, "$"), "€")
	mult := 0
	switch {
	case strings.HasSuffix(s, "k"):
		mult, s = 3, s[:len(s)-1]
	case strings.HasSuffix(s, "M"):
		mult, s = 6, s[:len(s)-1]
	}
	if strings.IndexByte(s, '.') >= 0 && strings.IndexByte(s, ',') >= 0 {
		return 0, 0, errTwoSeparators
	}
	s = strings.Replace(s, ",", ".", 1)
	frac := 0
	if i := strings.IndexByte(s, '.'); i >= 0 {
		frac = len(s) - i - 1
	}
	exp := mult + dec - frac
	if exp < 0 {
		return 0, 0, errTooPrecise
	}
	v, err := parseMoney(s, frac)
	if err != nil {
		return 0, 0, err
	}
	for k := 0; k < exp; k++ {
		if v > (1<<62)/10 {
			return 0, 0, errOverflow
		}
		v *= 10
	}
	if mult > 0 {
		tol = 1
		for k := 0; k < exp; k++ {
			tol *= 10
		}
		tol /= 2
	}
	return v, tol, nil
}

// ---- header ----

var winamaxGames = map[string]hand.GameType{
	"holdem":             hand.Holdem,
	"hold'em":            hand.Holdem,
	"omaha":              hand.Omaha,
	"omaha hi/lo":        hand.OmahaHiLo,
	"omaha5":             hand.Omaha5,
	"5 card omaha":       hand.Omaha5,
	"omaha5 hi/lo":       hand.Omaha5HiLo,
	"5 card omaha hi/lo": hand.Omaha5HiLo,
	"7-card stud":        hand.Stud,
	"7-card stud hi/lo":  hand.StudHiLo,
	"razz":               hand.Razz,
	"2-7 triple draw":    hand.TripleDraw27,
	// the client's export names ("Lowball27 fixed limit", "Omaha8 pot
	// limit", "7stud fixed limit")
	"lowball27":   hand.TripleDraw27,
	"omaha8":      hand.OmahaHiLo,
	"omaha5 8":    hand.Omaha5HiLo,
	"omaha5-8":    hand.Omaha5HiLo,
	"7stud":       hand.Stud,
	"7stud8":      hand.StudHiLo,
	"7stud hi/lo": hand.StudHiLo,
}

var winamaxLimits = []limitWord{{" no limit", hand.NoLimit}, {" pot limit", hand.PotLimit}, {" fixed limit", hand.FixedLimit}}

func winamaxGame(s string) (hand.GameType, hand.Limit, bool) {
	return gameWithLimit(strings.ToLower(strings.TrimSpace(s)), true, winamaxLimits, winamaxGames)
}

func (wh *wmHand) header(line string) *Error {
	hd, err := winamax.ParseHeader(line)
	h := wh.h
	if err != nil {
		return wh.badHeader("header", line, err)
	}
	h.ID = hd.HandID
	g, lim, ok := winamaxGame(hd.Game)
	if !ok {
		return wh.fail(ReasonUnknownGame, wh.lineNo, "header", fmt.Sprintf("game %q", hd.Game))
	}
	h.Game, h.Limit = g, lim
	wh.family = g.Spec().Family
	h.Level = hd.Level
	euro := false
	for _, s := range hd.Stakes {
		euro = euro || strings.HasSuffix(s, "€")
	}
	h.Pool = hd.GoFast
	switch {
	case !hd.Cash:
		h.Tournament = hd.Tournament
		h.Currency, h.Decimals = "chips", 0
		if fractionalChips(wh.text) {
			h.Decimals = 2 // "Seat 3: X (7410.50)"
		}
	case euro:
		h.Currency, h.Decimals = "EUR", 2
	default:
		h.Currency, h.Decimals = "play", 2
	}
	amounts := make([]hand.Money, len(hd.Stakes))
	for i, s := range hd.Stakes {
		m, e := wh.money(s)
		if e != nil {
			return e
		}
		amounts[i] = m
	}
	switch len(amounts) {
	case 2:
	case 3:
		h.Stakes.Ante, amounts = amounts[0], amounts[1:]
	default:
		return wh.fail(ReasonBadHeader, wh.lineNo, "header", fmt.Sprintf("%d stakes", len(amounts)))
	}
	if lim == hand.FixedLimit {
		h.Stakes.SmallBet, h.Stakes.BigBet = amounts[0], amounts[1]
	} else {
		h.Stakes.SmallBlind, h.Stakes.BigBlind = amounts[0], amounts[1]
	}
	if t, ok := winamaxTime(hd.Time); ok {
		h.Start = t
	} else {
		wh.note("unknown_time_zone", line)
	}
	return nil
}

func winamaxTime(s winamax.Stamp) (time.Time, bool) {
	loc := zone(s.Zone)
	if loc == nil {
		return time.Time{}, false
	}
	y, mo, d, hh, mi, ss := atoi(s.Y), atoi(s.M), atoi(s.D), atoi(s.H), atoi(s.Min), atoi(s.S)
	if mo < 1 || mo > 12 || d < 1 || d > 31 || hh > 23 || mi > 59 || ss > 60 || y < 1990 || y > 2200 {
		return time.Time{}, false
	}
	return time.Date(y, time.Month(mo), d, hh, mi, ss, 0, loc).UTC(), true
}

// ---- lines ----

// other maps the lines of kinds only Winamax writes so.
func (wh *wmHand) other(k linekind.Kind, line string) *Error {
	h := wh.h
	switch k {
	case linekind.KTable:
		t, err := winamax.ParseTable(line)
		if err != nil {
			return wh.unknown(k, line, err)
		}
		h.Table = t.Name
		h.MaxSeats = atoi(t.MaxSeats)
		h.Button = atoi(strings.TrimLeft(t.Button, "0"))
		if t.Money == "play" && h.Tournament == "" {
			h.Currency = "play"
		}
	case linekind.KSeat:
		s, e := headSeat(&wh.lineMapper, k, line, winamax.ParseSeat, func(s *winamax.Seat) (hand.Seat, string) {
			return hand.Seat{Number: s.Number, Player: s.Name}, s.Stack
		})
		if e != nil {
			return e
		}
		if s.Bounty != "" {
			wh.note("bounty", line)
		}
	default:
		return wh.unknown(linekind.KUnknown, line, nil)
	}
	return nil
}

// totalLine maps "Total pot 298€ | Rake 2€" (see the conventions).
func (wh *wmHand) totalLine(line string) *Error {
	k := linekind.KTotal
	t, err := winamax.ParseTotal(line)
	if err != nil {
		return wh.unknown(k, line, err)
	}
	s := &wh.h.Summary
	s.Line, s.HasTotal = wh.lineNo, true
	m, tol, err := winamaxMoney(t.Total, wh.h.Decimals)
	if err != nil {
		return wh.fail(ReasonBadAmount, wh.lineNo, k.String(), fmt.Sprintf("%q: %v", t.Total, err))
	}
	s.TotalPot, s.TotalTolerance = m, tol
	if t.Rake != "" {
		r, e := wh.money(t.Rake)
		if e != nil {
			return e
		}
		s.Rake = r
	}
	wh.sawTot = true
	return nil
}

// boardLine maps the summary's "Board: [..]".
func (wh *wmHand) boardLine(line string) *Error {
	cs, e := wh.boardList(line, linekind.KBoard, winamax.ParseBoard)
	if e == nil {
		wh.setBoard(0, cs, true)
	}
	return e
}

// winamaxStreets maps the words between "*** " and " ***".
var winamaxStreets = map[string]hand.Street{
	"ANTE/BLINDS": hand.NoStreet, "PRE-FLOP": hand.Preflop, "FLOP": hand.Flop, "TURN": hand.Turn, "RIVER": hand.River,
	"SHOW DOWN": hand.Showdown, "3rd STREET": hand.Third, "4th STREET": hand.Fourth, "5th STREET": hand.Fifth,
	"6th STREET": hand.Sixth, "7th STREET": hand.Seventh,
	"THIRD": hand.Third, "FOURTH": hand.Fourth, "FIFTH": hand.Fifth, "SIXTH": hand.Sixth, "SEVENTH": hand.Seventh,
	"FIRST-BET": hand.PreDraw, "FIRST-DRAW": hand.AfterDraw1, "SECOND-BET": hand.AfterDraw1,
	"SECOND-DRAW": hand.AfterDraw2, "THIRD-BET": hand.AfterDraw2, "THIRD-DRAW": hand.AfterDraw3, "FOURTH-BET": hand.AfterDraw3,
}

func (wh *wmHand) streetLine(line string) *Error {
	name, after := winamax.StreetName(line)
	if name == "SUMMARY" {
		wh.summary()
		return nil
	}
	st, ok := winamaxStreets[name]
	if !ok {
		return wh.unknown(linekind.KStreet, line, fmt.Errorf("unknown street %q", name))
	}
	if st != hand.NoStreet {
		wh.section = 1
	}
	wh.street = st
	if after == "" {
		return nil
	}
	groups, err := winamax.ParseGroups(after)
	if err != nil {
		return wh.unknown(linekind.KStreet, line, err)
	}
	all, e := wh.flatCards(groups)
	if e != nil {
		return e
	}
	if len(all) > 0 {
		wh.setBoard(0, all, false)
	}
	return nil
}

func (wh *wmHand) dealtLine(line string) *Error {
	// nothing but "X": no card is known, nothing dealt
	return wh.starsDealtLine(line, linekind.KDealt, wmDealt, true)
}

// wmDealt is winamax.ParseDealt as PokerStars' Dealt (both write their
// card groups as textgram.CardGroup).
func wmDealt(line string, names []string) (*pokerstars.Dealt, int, error) {
	d, idx, err := winamax.ParseDealt(line, names)
	if d == nil {
		return nil, idx, err
	}
	return &pokerstars.Dealt{Name: d.Name, Groups: d.Groups}, idx, err
}

func (wh *wmHand) summarySeat(line string) *Error {
	h := wh.h
	ss, err := winamax.ParseSummarySeat(line, wh.seatPlayer)
	if err != nil {
		return wh.summarySeatError(line, err)
	}
	seat := h.SeatOf(ss.Name)
	sum := hand.SummarySeat{Seat: seat, Line: wh.lineNo}
	if ss.Won != "" {
		m, e := wh.money(ss.Won)
		if e != nil {
			return e
		}
		sum.Won = m
	}
	if ss.Desc != "" {
		sum.Descriptions = []string{ss.Desc}
	}
	if len(ss.Cards) > 0 {
		cs, e := wh.cards(ss.Cards)
		if e != nil {
			return e
		}
		sum.Cards = cs
	}
	h.Summary.Seats = append(h.Summary.Seats, sum)
	if len(sum.Cards) > 0 && !shownAlready(h, seat, sum.Cards) {
		h.Shows = append(h.Shows, hand.Show{Seat: seat, Cards: sum.Cards, Description: ss.Desc, Line: wh.lineNo})
	}
	return nil
}

// shownAlready reports whether seat showed the same number of cards before.
func shownAlready(h *hand.Hand, seat int, cs []cards.Card) bool {
	for i := range h.Shows {
		if h.Shows[i].Seat == seat && len(h.Shows[i].Cards) == len(cs) {
			return true
		}
	}
	return false
}

// ---- player lines ----

func (wh *wmHand) player(line string) *Error {
	return wh.st.player(&wh.lineMapper, wh.p, line, winamax.CutName, wh.convert, wh.apply)
}

// convert parses the text after a name and converts amounts and cards: the
// memoised per-line result, free of the seat.
func (wh *wmHand) convert(k linekind.Kind, rest string) *wmMemoVal {
	v, ok := newConv(winamax.ParseAct(k, rest))
	if !ok || k.IsNote() {
		return v
	}
	a, dec := v.act, wh.h.Decimals
	conv := func(s string) hand.Money { return v.moneyIn(winamaxAmount, s, dec) }
	switch k {
	case linekind.KDiscard:
		v.count = atoi(a.A)
	case linekind.KCollect:
		v.amount = conv(a.A)
		v.count = atoi(a.PotN)
	default:
		v.amount = conv(a.A)
		v.b = conv(a.B)
	}
	v.setCardsHiding(a.Cards, wh.hidden)
	return v
}

// wmPlain: the Winamax lines that are one action of the line's amount.
var wmPlain = plainTable(map[linekind.Kind]hand.ActionKind{linekind.KFold: hand.Fold, linekind.KCheck: hand.Check,
	linekind.KCall: hand.Call, linekind.KBet: hand.Bet, linekind.KPostAnte: hand.PostAnte})

func (wh *wmHand) apply(seat int, k linekind.Kind, v *wmMemoVal, line string) *Error {
	h := wh.h
	switch k {
	case linekind.KRaise:
		switch {
		case wh.street == hand.NoStreet:
			// a raise among the blinds: a post of the whole amount, the
			// big blind live and the rest dead (see the conventions)
			a := wh.act(seat, hand.PostBothBlinds, v)
			a.Amount = v.b
			if bb := h.Stakes.BigBlind; bb > 0 && v.b > bb {
				a.Dead = v.b - bb
			}
			wh.posted[seat] = true
			wh.note("raise_among_blinds", line)
		case wh.family == hand.StudGame && wh.street == hand.Third && !wh.complete && v.amount == v.b:
			a := wh.act(seat, hand.Complete, v)
			a.Amount, a.To = 0, v.b
			wh.complete = true
		default:
			a := wh.act(seat, hand.Raise, v)
			a.To = v.b
		}
	case linekind.KPostSBOut:
		if sb := h.Stakes.SmallBlind; sb > 0 && v.amount > sb {
			// both blinds posted at once, out of position: the big-blind
			// part is live, the small-blind part dead (the line after it
			// is "posts big blind 0€ out of position")
			a := wh.act(seat, hand.PostBothBlinds, v)
			a.Dead = sb
			wh.posted[seat], wh.both = true, seat
			return nil
		}
		fallthrough
	case linekind.KPostSB:
		a := wh.act(seat, hand.PostSmallBlind, v)
		if k == linekind.KPostSBOut || wh.posted[seat] {
			a.Dead = a.Amount
		} else {
			wh.posted[seat] = true
		}
		if a.Dead == 0 {
			wh.postedBlind(&h.Stakes.SmallBlind, v)
		}
	case linekind.KPostBB, linekind.KPostBBOut:
		if k == linekind.KPostBBOut && v.amount == 0 && wh.both == seat {
			wh.note("post_bb_zero", line) // the big blind of a post of both
			return nil
		}
		wh.act(seat, hand.PostBigBlind, v)
		wh.posted[seat] = true
		wh.postedBlind(&h.Stakes.BigBlind, v)
	case linekind.KBringIn:
		wh.act(seat, hand.BringIn, v)
		postedStake(&h.Stakes.BringIn, v)
	case linekind.KStandPat:
		a := wh.act(seat, hand.StandPat, v)
		a.Cards = v.cards
	case linekind.KDiscard:
		a := wh.act(seat, hand.Discard, v)
		a.Count, a.Cards = v.count, v.cards
	case linekind.KShow, linekind.KShowBare:
		if shownAlready(h, seat, v.cards) {
			return nil // the same cards again, for the other half
		}
		wh.addShow(seat, v.cards, v.act.Text)
	case linekind.KMuck:
	case linekind.KCollect:
		pot := hand.PotUnnamed
		switch v.act.Pot {
		case "main pot":
			pot = 0
		case "side pot":
			pot = max(v.count, 1)
		}
		half := hand.WholePot
		switch v.act.Half {
		case "HI":
			half = hand.HighHalf
		case "LO":
			half = hand.LowHalf
		}
		h.Awards = append(h.Awards, hand.Award{Seat: seat, Amount: v.amount, Pot: pot, Half: half, Line: wh.lineNo})
	default:
		return wh.noteOrUnmapped(k, line)
	}
	return nil
}
