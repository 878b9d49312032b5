package parse

import (
	"fmt"
	"strings"
	"time"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/pokerstars"
	"github.com/hhcheck/hhcheck/grammar/winning"
	"github.com/hhcheck/hhcheck/hand"
)

// Winning Poker Network (Americas Cardroom, Black Chip, Ya Poker, True
// Poker) conventions, found in the real files of ../shared/histories
// (by-site/WinningPoker and the WinningPoker samples of
// extra/HHSmithy__PokerHandHistoryParser: 50 hands, 2014–2021; see
// audit.TestCorpusWinningVerifies). 48 of the 50 hands parse; the other
// two are one hand in two copies of a UTF-16 file that ends after its seat
// lines (693976187, truncated). Two layouts:
//
//   - Classic ("Game started at: 2019/2/16 8:37:2", to 2019): the time has
//     no zone (Start left zero); "Game ID: N SB/BB TABLE (GAME)" names the
//     game but not the betting structure: the limit is left unknown (noted
//     "limit_unknown"), so bet sizes are not judged, except that a table
//     named "CAP" is cap no-limit (cap not written: not judged either).
//     Amounts are written without a currency; every amount of an action
//     line is what the action adds ("raises (10)" after a 2 small blind is
//     a raise to 12: 261402183, where "raises (32)" and "calls (24)" then
//     make 36 each). "Player X posts (0.25)" is a live big blind
//     (266888759: he then "raises (0.25)" to 0.50 and is called for 0.50).
//     Stud: the street lines are one street late: "*** Third street ***"
//     comes before the 4th card and "*** Sixth street ***" before the 7th,
//     dealt face down (693975843: the bring-in and calls before any street
//     line, a small bet "bets (1)" after "Third street", the big bet
//     "bets (2)" after "Sixth street", the hero's last card seen and the
//     other's "received a card."). So betting before any street line is
//     3rd street, "Third street" is 4th street, and so on. Cards come one
//     a line ("received card: [7h]"); the 1st, 2nd and 7th are down.
//     Hand descriptions ("Two pairs. 8s and 3s", "a pair of Sixs") are the
//     site's own words: noted, not judged.
//     The summary's "Pot: 0.49. Rake 0.02" is the pot after the rake and
//     the jackpot fee ("JP fee 0.06"): everything put in, less the
//     uncalled bets, is pot + rake + fees (TotalExcludesRake), except that
//     ten 2014 hands at $2/$4 leave exactly $0.25 unaccounted (261441841:
//     $40 put in, "Pot: 37.75. Rake 2"; 258591918, 261442219, 261442490,
//     261442843, 261443389, 261477404, 261679750, 258592151 and their
//     copies), while others of the same tables and year do not (258592516:
//     $82, "Pot: 80. Rake 2"): a jackpot fee taken and not printed. A
//     classic hand whose pot and rake leave exactly $0.25 is read as
//     having paid it (a fee "JP fee (not printed)", noted
//     "fee_unprinted"); any other gap stays a POT_TOTAL finding.
//     A player line "Bets: x. Collects: y." gives what each player was
//     paid (Collects, the award: the uncalled bet is returned by its own
//     "Uncalled bet (x) returned to" line and is not in it:
//     RecordsUncalled). The pots are not named (PotUnnamed). Tournament
//     hands print no rake ("Pot: 17000"): a hand with no fee segment is
//     counted in chips (the classic files name no currency; cash tables
//     always print "Rake", even "Rake 0").
//   - Newer ("Hand #N - Holdem(No Limit) - $0.05/$0.10 - ... UTC", and
//     "Game Hand #N - Tournament #N - ... Level 15 (250.00/500.00)- ..."):
//     PokerStars-like lines without the colon after the name. The stakes
//     are the blinds in no-limit and pot-limit, the small and big bets in
//     fixed limit (Omaha hi/lo 78708209 at $20.00/$40.00 posts blinds of
//     $10 and $20; stud 85198832 at $0.04/$0.08 completes to $0.04).
//     "raises $x to $y": x the increment, y the street total. "caps $0.55":
//     what the player adds to reach the table's cap (Miramar (Cap)
//     151588328: $0.05 before the flop and $0.55 on it, $0.60 = 30 big
//     blinds); a table whose name says "(Cap)" is cap no-limit with a cap
//     of 30 big blinds. "posts dead $0.07" at $0.02/$0.05 is both blinds,
//     the big one live (784383001: the poster then checks). "Total pot
//     $1.19 | Rake $0.04 | JP Fee $0.02" is after the rake and the jackpot
//     fee ($1.25 was put in), and "collected $1.19 from main pot" is the
//     same amount (TotalExcludesRake). The running "Main pot $x | Rake $y"
//     lines after each street show the pot after all the money taken so
//     far (rake and fee together); they are noted. "X did not show and won
//     $0.36" (summary) and "Uncalled bet ($0.08) returned to X" (always
//     written: RecordsUncalled).
//   - Odd chips (RULES D7: a habit per site, derived from its real
//     hands): hand.OddChipHiLoToLow. The one pot of the files divided
//     with a unit left over is stud hi/lo 693975843 ($7.05 after rake
//     between KickAzzJohnny's two pair, high, and ChazDazzle's
//     7-6-4-2-A, low: "Collects: 3.53" to the low hand, "Collects: 3.52"
//     to the high hand): the odd cent between the halves went to the low
//     half, where RRoP 3.7.5(c) gives it to the high half. Every real
//     Winning hand with such a unit does the same, so it is the site's
//     convention, not a finding: the standard profile accepts it (and
//     RRoP's way), the site profile settles the pot that way and checks
//     it to the chip. No real hand divides a pot or half between tied
//     players with an odd unit: inside a division the habit is RRoP
//     3.7.5(a)/(b), which both profiles check (the project's hand
//     testdata/histories/winningpoker/project__WinningPoker-tie.txt).
func init() {
	Register(Site{Format: "winningpoker", Name: "Winning Poker", New: newWinningState,
		Header:   Header{Prefixes: winning.HeaderPrefixes, Match: winning.HeaderAt},
		Requires: PartSummary | PartTotal | PartSeats,
		Conventions: func(h *hand.Hand) hand.Conventions {
			for i := range h.Notes {
				if h.Notes[i].Kind == wpUncalledInWon {
					return hand.Conventions{TotalExcludesRake: true, UncalledInCollected: true, OddChip: hand.OddChipHiLoToLow}
				}
			}
			return hand.Conventions{TotalExcludesRake: true, RecordsUncalled: true, OddChip: hand.OddChipHiLoToLow}
		},
	})
}

// wpUncalledInWon notes a newer-layout hand with no "Uncalled bet" line:
// the walk 779388412 (the big blind's uncalled $3 is inside his "won
// $9.00" and the "Total pot $9.00").
const wpUncalledInWon = "uncalled_in_won"

type wpState struct {
	index seatIndex
}

func newWinningState() Mapper { return &wpState{} }

type wpHand struct {
	st *wpState
	lineMapper
	chipLedger
	classic bool
	got     []int // classic: cards received per seat
	fees    bool  // classic: the pot line had a fee segment
}

type wpKind string

func (k wpKind) String() string { return string(k) }

func (st *wpState) Map(p *Parser, doc *Document, c Chunk) (*hand.Hand, Parts, *Error) {
	wh := wpHand{st: st, lineMapper: startHand(doc, c, "Winning Poker", &st.index)}
	h := wh.h
	h.Decimals = 2
	if e := wh.read(p, c, wh.header, wh.line); e != nil {
		return nil, 0, e
	}
	if !wh.sawSumm {
		return nil, 0, wh.truncated(c)
	}
	if wh.classic && !wh.fees && wh.sawTot {
		h.Currency = "chips"
		h.Notes = append(h.Notes, hand.Note{Line: h.Summary.Line, Kind: "currency",
			Text: "no rake segment in the pot line: a tournament hand, amounts in chips"})
	}
	if wh.classic && wh.sawTot {
		wh.unprintedFee()
	}
	if !wh.classic && len(h.Returns) == 0 {
		h.Notes = append(h.Notes, hand.Note{Line: h.Summary.Line, Kind: wpUncalledInWon,
			Text: "no \"Uncalled bet\" line: an uncalled part is inside the winner's amount and the total"})
	}
	return h, wh.parts(), nil // PartSeats: the registry's check
}

// truncated rejects a hand with no summary, naming where it stops: the
// UTF-16 file of stud hi/lo 693976187 ends after the hand's two seat
// lines (in the middle of a character), and it is in ../shared as
// written: a hand cut off, not a hand to mend.
func (wh *wpHand) truncated(c Chunk) *Error {
	h := wh.h
	where := "the file ends inside the hand"
	if strings.TrimSpace(wh.doc.Text[c.End:]) != "" {
		where = "the next hand starts inside this one"
	}
	switch {
	case len(h.Actions) > 0:
		where += fmt.Sprintf(", after its action on line %d", h.Actions[len(h.Actions)-1].Line)
	case len(h.Seats) > 0:
		where += fmt.Sprintf(", after its %d seat lines, before any action", len(h.Seats))
	default:
		where += ", before any seat line"
	}
	return wh.fail(ReasonTruncated, h.EndLine, "", where+": no summary")
}

// wpUnprintedFee is the jackpot fee the classic layout took without
// printing it (see the conventions).
const wpUnprintedFee hand.Money = 25

// unprintedFee: a classic hand whose pot and rake leave exactly $0.25 of
// what was put in unaccounted paid the unprinted jackpot fee.
func (wh *wpHand) unprintedFee() {
	h := wh.h
	var put hand.Money
	for i := range h.Seats {
		put += h.Seats[i].Stack - wh.stack[i]
	}
	s := &h.Summary
	left := put - s.TotalPot - s.Rake
	for _, f := range s.Fees {
		left -= f.Amount
	}
	if left == wpUnprintedFee && h.Currency == "USD" && wh.fees {
		s.Fees = append(s.Fees, hand.Fee{Kind: "JP fee (not printed)", Amount: left})
		h.Notes = append(h.Notes, hand.Note{Line: s.Line, Kind: "fee_unprinted",
			Text: "the pot and rake leave $0.25 of what was put in: the jackpot fee, not printed"})
	}
}

// ---- headers ----

func (wh *wpHand) header(line string) *Error {
	h := wh.h
	if strings.HasPrefix(line, "Game started at:") {
		wh.classic = true
		h.Currency = "USD"
		if _, err := winning.ParseStarted(line); err != nil {
			return wh.badHeader("header", line, err)
		}
		return nil
	}
	hd, err := winning.ParseHeader(line)
	if err != nil {
		return wh.badHeader("header", line, err)
	}
	h.ID, h.Tournament, h.Level = hd.ID, hd.Tournament, hd.Level
	var ok bool
	if h.Game, ok = wpGames[hd.Game]; !ok {
		return wh.fail(ReasonUnknownGame, wh.lineNo, "header", fmt.Sprintf("game %q", hd.Game))
	}
	if h.Limit, ok = wpLimits[hd.Limit]; !ok {
		return wh.fail(ReasonBadHeader, wh.lineNo, "header", fmt.Sprintf("limit %q", hd.Limit))
	}
	small, big := hd.Small, hd.Big
	if h.Tournament != "" {
		h.Currency = "chips"
		small, big = hd.LevelSmall, hd.LevelBig
	} else {
		h.Currency = "USD"
	}
	sb, bb, e := wh.moneyPair(small, big)
	if e != nil {
		return e
	}
	wh.setStakes(sb, bb)
	if h.Limit == hand.FixedLimit && h.Game.Spec().Family != hand.StudGame {
		h.Stakes.SmallBlind, h.Stakes.BigBlind = sb/2, sb
	}
	t := hd.Time
	h.Start = time.Date(atoi(t.Y), time.Month(atoi(t.M)), atoi(t.D), atoi(t.H), atoi(t.Min), atoi(t.S), 0, time.UTC)
	return nil
}

// wpGames and wpLimits are the newer header's game and limit words.
var (
	wpGames = map[string]hand.GameType{"Holdem": hand.Holdem, "Omaha": hand.Omaha, "OmahaH/L": hand.OmahaHiLo,
		"7Stud": hand.Stud, "7StudH/L": hand.StudHiLo}
	wpLimits = map[string]hand.Limit{"NoLimit": hand.NoLimit, "PotLimit": hand.PotLimit, "FixedLimit": hand.FixedLimit}
)

// classicGames are the classic "Game ID" line's game names.
var classicGames = map[string]hand.GameType{
	"Hold'em": hand.Holdem, "Omaha": hand.Omaha, "Omaha Hi-Lo": hand.OmahaHiLo,
	"Six Plus Hold'em": hand.ShortDeckHoldem, "Seven Cards Stud": hand.Stud,
	"Seven Cards Stud HiLow": hand.StudHiLo,
}

func (wh *wpHand) gameID(line string) *Error {
	h := wh.h
	g, err := winning.ParseGameID(line)
	if err != nil {
		return wh.unknown(wpKind("game id"), line, err)
	}
	h.ID, h.Table = g.ID, g.Table
	gt, ok := classicGames[g.Game]
	if !ok {
		return wh.fail(ReasonUnknownGame, wh.lineNo, "game id", fmt.Sprintf("game %q", g.Game))
	}
	h.Game = gt
	sb, bb, e := wh.moneyPair(g.Small, g.Big)
	if e != nil {
		return e
	}
	if gt.Spec().Family == hand.StudGame {
		h.Stakes.SmallBet, h.Stakes.BigBet = sb, bb
	} else {
		h.Stakes.SmallBlind, h.Stakes.BigBlind = sb, bb
	}
	if strings.Contains(" "+g.Table+" ", " CAP ") {
		h.Limit = hand.CapNoLimit
		wh.note("limit_unknown", "classic layout: a CAP table, cap no-limit; the cap is not written, so it is not judged")
	} else {
		wh.note("limit_unknown", "classic layout: the betting structure is not written, bet sizes are not judged")
	}
	return nil
}

// ---- lines ----

func (wh *wpHand) line(line string) *Error {
	h := wh.h
	switch {
	case line == "":
		return nil
	case strings.HasPrefix(line, "*** "):
		return wh.streetLine(line)
	case strings.HasPrefix(line, "Seat ") && wh.section == 0:
		if strings.HasSuffix(line, "is the button") && wh.classic {
			b, err := winning.ParseButton(line)
			if err != nil {
				return wh.unknown(wpKind("button"), line, err)
			}
			h.Button = atoi(b.Seat)
			return nil
		}
		s, err := winning.ParseSeat(line)
		if err != nil {
			return wh.unknown(wpKind("seat"), line, err)
		}
		if e := wh.seatLine(wpKind("seat"), hand.Seat{Number: s.Number, Player: s.Name, SittingOut: s.SittingOut}, s.Stack); e != nil {
			return e
		}
		wh.seated(h.Seats[len(h.Seats)-1].Stack)
		wh.got = append(wh.got, 0)
		return nil
	case strings.HasPrefix(line, "Seat ") && wh.section == 2 && !wh.classic:
		return wh.summarySeat(line)
	case wh.classic && strings.HasPrefix(line, "Game ID: "):
		return wh.gameID(line)
	case wh.classic && strings.HasPrefix(line, "Game ended at: "):
		if _, err := winning.ParseStarted(line); err != nil {
			return wh.unknown(wpKind("end"), line, err)
		}
		return nil
	case wh.classic && line == "------ Summary ------":
		wh.section, wh.sawSumm = 2, true
		h.Summary.Line = wh.lineNo
		return nil
	case wh.classic && strings.HasPrefix(line, "Pot: "):
		return wh.classicPot(line)
	case wh.classic && strings.HasPrefix(line, "Board: "):
		b, err := winning.ParseClassicBoard(line)
		if err != nil {
			return wh.unknown(wpKind("board"), line, err)
		}
		_, e := wh.cards(b.Cards)
		return e
	case strings.HasPrefix(line, "Uncalled bet ("):
		if e := wh.mapStarsUncalled(line, linekind.KUncalled); e != nil {
			return e
		}
		r := h.Returns[len(h.Returns)-1]
		wh.stack[r.Seat] += r.Amount
		wh.streetIn[r.Seat] -= r.Amount
		return nil
	case wh.classic && wh.section == 2:
		return wh.classicSummary(line)
	case wh.classic && strings.HasPrefix(line, "Player "):
		return wh.classicAct(line)
	case !wh.classic && strings.HasPrefix(line, "Main pot "):
		if _, err := winning.ParseMainPot(line); err != nil {
			return wh.unknown(wpKind("running pot"), line, err)
		}
		wh.note("running_pot", line)
		return nil
	case !wh.classic && strings.HasPrefix(line, "Dealt to "):
		return wh.dealt(line)
	case !wh.classic && strings.HasPrefix(line, "Total pot "):
		t, err := pokerstars.ParseTotal(line)
		if err != nil {
			return wh.unknown(linekind.KTotal, line, err)
		}
		if e := wh.mapStarsTotal(t, line, linekind.KTotal, func(n string) bool { return n == "JP Fee" }); e != nil {
			return e
		}
		wh.sawTot = true
		return nil
	case !wh.classic && strings.HasPrefix(line, "Board ["):
		_, _, e := wh.mapStarsBoard(line, linekind.KBoard)
		return e
	case !wh.classic && wh.section == 0 && len(h.Seats) == 0:
		t, err := winning.ParseTable(line)
		if err != nil {
			return wh.unknown(wpKind("table"), line, err)
		}
		h.Table, h.MaxSeats, h.Button = t.Name, atoi(t.MaxSeats), atoi(t.Button)
		if strings.Contains(t.Name, "(Cap)") && h.Limit == hand.NoLimit {
			h.Limit, h.Stakes.Cap = hand.CapNoLimit, 30*h.Stakes.BigBlind
		}
		return nil
	case !wh.classic:
		return wh.act(line)
	}
	return wh.unknown(wpKind("line"), line, nil)
}

// wpStreets are the street lines' names, upper case: the newer layout's
// ("3RD STREET") and the classic layout's stud names, one street late
// ("THIRD STREET" is the 4th street: see the conventions).
var wpStreets = map[string]hand.Street{
	"HOLE CARDS": hand.Preflop, "FLOP": hand.Flop, "TURN": hand.Turn, "RIVER": hand.River,
	"3RD STREET": hand.Third, "4TH STREET": hand.Fourth, "5TH STREET": hand.Fifth, "6TH STREET": hand.Sixth, "7TH STREET": hand.Seventh,
	"THIRD STREET": hand.Fourth, "FOURTH STREET": hand.Fifth, "FIFTH STREET": hand.Sixth, "SIXTH STREET": hand.Seventh,
}

func (wh *wpHand) streetLine(line string) *Error {
	var s *pokerstars.Street
	var err error
	if wh.classic {
		s, err = winning.ParseClassicStreet(line)
	} else {
		s, err = pokerstars.ParseStreet(line)
	}
	if err != nil {
		return wh.unknown(linekind.KStreet, line, err)
	}
	stud := wh.h.Game.Spec().Family == hand.StudGame
	name := strings.ToUpper(strings.Join(s.Name, " "))
	switch name {
	case "SUMMARY":
		wh.section, wh.sawSumm = 2, true
		wh.h.Summary.Line = wh.lineNo
		return nil
	case "SHOW DOWN":
		wh.note("showdown", line)
		return nil
	}
	st, ok := wpStreets[name]
	if !ok {
		return wh.unknown(linekind.KStreet, line, fmt.Errorf("unknown street %q", name))
	}
	if stud != (st >= hand.Third) {
		return wh.unknown(linekind.KStreet, line, fmt.Errorf("street %q in a %s hand", strings.Join(s.Name, " "), wh.h.Game.Spec().Name))
	}
	wh.section = 1
	if st != wh.street && wh.street != hand.NoStreet && !(st == hand.Third && wh.street == hand.Third) {
		wh.newStreet()
	}
	wh.street = st
	if stud || st == hand.Preflop {
		return nil
	}
	board := make([]cards.Card, 0, 5)
	for _, g := range s.Groups {
		cs, e := wh.cards(g.Cards)
		if e != nil {
			return e
		}
		board = append(board, cs...)
	}
	wh.h.Boards = [][]cards.Card{board}
	return nil
}

// optMoney converts an amount that may be absent ("": 0).
func (wh *wpHand) optMoney(s string) (hand.Money, *Error) {
	if s == "" {
		return 0, nil
	}
	return wh.money(s)
}

// ---- money put in ----

// put records a voluntary action by what it adds (calls, bets, raises,
// all-ins and caps are all written by what they add in some layout).
func (wh *wpHand) put(seat int, added hand.Money, allIn bool) {
	wh.addedAction(&wh.chipLedger, seat, added, wh.stack[seat] == added || allIn)
	wh.add(seat, added, true)
}

// blindPost maps a post of the big blind's size or more: a live big
// blind, the rest dead.
func (wh *wpHand) blindPost(seat int, amt hand.Money) {
	bb := wh.h.Stakes.BigBlind
	allIn := wh.stack[seat] == amt
	switch {
	case bb > 0 && amt > bb:
		a := wh.addAction(seat, hand.PostBothBlinds, amt, allIn)
		a.Dead = amt - bb
		wh.stack[seat] -= amt - bb
		wh.add(seat, bb, true)
	case bb > 0 && amt < bb:
		wh.addAction(seat, hand.PostSmallBlind, amt, allIn)
		wh.add(seat, amt, true)
	default:
		wh.addAction(seat, hand.PostBigBlind, amt, allIn)
		wh.add(seat, amt, true)
	}
}

// wpForced names the forced bets and the folds and checks of both
// layouts (classic, newer).
var wpForced = map[string]hand.ActionKind{
	"has small blind": hand.PostSmallBlind, "posts the small blind": hand.PostSmallBlind,
	"has big blind": hand.PostBigBlind, "posts the big blind": hand.PostBigBlind,
	"posts": hand.PostDeadBlind, "posts dead": hand.PostDeadBlind,
	"ante": hand.PostAnte, "posts ante": hand.PostAnte,
	"bring in": hand.BringIn, "brings in": hand.BringIn,
	"folds": hand.Fold, "checks": hand.Check,
}

// common maps the lines both layouts have (wpForced); false for others.
func (wh *wpHand) common(seat int, verb string, amt hand.Money) bool {
	kind, ok := wpForced[verb]
	if !ok {
		return false
	}
	switch kind {
	case hand.Fold, hand.Check:
		wh.addAction(seat, kind, 0, false)
	case hand.PostDeadBlind:
		// "posts (0.25)", "posts dead $0.07": see blindPost
		wh.blindPost(seat, amt)
	case hand.PostAnte:
		if wh.h.Stakes.Ante == 0 {
			wh.h.Stakes.Ante = amt
		}
		wh.addAction(seat, kind, amt, wh.stack[seat] == amt)
		wh.add(seat, amt, false)
	default:
		wh.addAction(seat, kind, amt, wh.stack[seat] == amt)
		wh.add(seat, amt, true)
	}
	return true
}

// ---- classic lines ----

func (wh *wpHand) classicAct(line string) *Error {
	h := wh.h
	name, rest, ok := winning.CutName(line[len("Player "):], wh.seatIndex().names)
	if !ok {
		return wh.fail(ReasonUnknownPlayer, wh.lineNo, "action", fmt.Sprintf("%q: no seated player", shorten(line)))
	}
	seat := h.SeatOf(name)
	a, amt, e := readAmount(&wh.lineMapper, wpKind("action"), line, rest, winning.ParseClassicAct, func(a *winning.ClassicAct) (hand.Money, *Error) { return wh.optMoney(a.Amount) })
	if e != nil {
		return e
	}
	verb := a.Verb()
	if wh.street == hand.NoStreet && verb != "ante" && verb != "sitting out" && !strings.HasPrefix(verb, "has ") && verb != "posts" {
		// the deal: betting before any street line is the first round
		if h.Game.Spec().Family == hand.StudGame {
			wh.street = hand.Third
		} else {
			wh.street = hand.Preflop
		}
	}
	if wh.common(seat, verb, amt) {
		return nil
	}
	switch verb {
	case "sitting out":
		h.Seats[seat].SittingOut = true
	case "received a card":
		wh.receive(seat, nil)
	case "received card":
		cs, e := wh.cards([]string{a.Card})
		if e != nil {
			return e
		}
		wh.receive(seat, cs)
	case "calls", "bets", "raises":
		wh.put(seat, amt, false)
	case "allin":
		wh.put(seat, amt, true)
	case "mucks cards":
		wh.note("muck", line)
	default:
		return wh.unknown(wpKind("action"), line, fmt.Errorf("verb %q", verb))
	}
	return nil
}

// receive records one card dealt to a seat (nil: face down, unseen). In
// stud the 1st, 2nd and 7th cards are down, the others up.
func (wh *wpHand) receive(seat int, cs []cards.Card) {
	h := wh.h
	n := wh.got[seat]
	wh.got[seat]++
	street := wh.street
	if street == hand.NoStreet {
		street = hand.Preflop
		if h.Game.Spec().Family == hand.StudGame {
			street = hand.Third
		}
	}
	if cs == nil {
		return
	}
	var d *hand.Deal
	for i := range h.Deals {
		if h.Deals[i].Seat == seat && h.Deals[i].Street == street {
			d = &h.Deals[i]
		}
	}
	if d == nil {
		// a new street: the cards seen before are held (the newer layout
		// repeats them, the classic one does not)
		var held []cards.Card
		for i := range h.Deals {
			if h.Deals[i].Seat == seat {
				held = append(append(held, h.Deals[i].Down...), h.Deals[i].Up...)
			}
		}
		h.Deals = append(h.Deals, hand.Deal{Seat: seat, Street: street, Held: held, Line: wh.lineNo})
		d = &h.Deals[len(h.Deals)-1]
	}
	if h.Game.Spec().Family == hand.StudGame && n >= 2 && n < 6 {
		d.Up = append(d.Up, cs...)
	} else {
		d.Down = append(d.Down, cs...)
	}
}

func (wh *wpHand) classicPot(line string) *Error {
	s := &wh.h.Summary
	pt, v, e := readAmount(&wh.lineMapper, wpKind("pot"), line, line, winning.ParsePot, func(pt *winning.Pot) (hand.Money, *Error) { return wh.money(pt.Pot) })
	if e != nil {
		return e
	}
	s.TotalPot, s.HasTotal, s.Line = v, true, wh.lineNo
	for _, f := range pt.Fees {
		v, e := wh.money(f.Amount)
		if e != nil {
			return e
		}
		switch name := strings.Join(f.Name, " "); name {
		case "Rake":
			s.Rake = v
		case "JP fee":
			s.Fees = append(s.Fees, hand.Fee{Kind: name, Amount: v})
		default:
			return wh.unknown(wpKind("pot"), line, fmt.Errorf("unknown fee %q", name))
		}
		wh.fees = true
	}
	wh.sawTot = true
	return nil
}

func (wh *wpHand) classicSummary(line string) *Error {
	h := wh.h
	cs, err := winning.ParseClassicSummary(line, wh.seatIndex().names)
	if err != nil {
		return wh.unknown(wpKind("summary player"), line, err)
	}
	seat := h.SeatOf(cs.Name)
	if seat < 0 {
		// a player with no seat line, who put in and collected nothing
		// (tournament 1356882665: "Player bagunga1 does not show cards.
		// Bets: 0. Collects: 0. Loses: 0."): noted
		if cs.Bets != "0" || cs.Collects != "0" {
			return wh.fail(ReasonUnknownPlayer, wh.lineNo, "summary player", fmt.Sprintf("%q has no seat", cs.Name))
		}
		wh.note("unseated", line)
		return nil
	}
	got, e := wh.money(cs.Collects)
	if e != nil {
		return e
	}
	sum := hand.SummarySeat{Seat: seat, Won: got, Line: wh.lineNo}
	if got > 0 {
		h.Awards = append(h.Awards, hand.Award{Seat: seat, Amount: got, Pot: hand.PotUnnamed, Line: wh.lineNo})
	}
	if cs.Verb == "shows" && len(cs.Cards) > 0 {
		shown, e := wh.cards(cs.Cards)
		if e != nil {
			return e
		}
		sum.Cards = shown
		sum.Descriptions = []string{cs.Desc}
		h.Shows = append(h.Shows, hand.Show{Seat: seat, Cards: shown, Line: wh.lineNo})
		wh.note("description", cs.Desc)
	}
	h.Summary.Seats = append(h.Summary.Seats, sum)
	return nil
}

// ---- newer lines ----

func (wh *wpHand) act(line string) *Error {
	h := wh.h
	name, rest, ok := winning.CutName(line, wh.seatIndex().names)
	if !ok {
		return wh.unknown(wpKind("line"), line, nil)
	}
	seat := h.SeatOf(name)
	if strings.HasPrefix(rest, "shows [") {
		s, err := winning.ParseShows(rest)
		if err != nil {
			return wh.unknown(wpKind("shows"), line, err)
		}
		cs, e := wh.cards(s.Cards.Cards)
		if e != nil {
			return e
		}
		h.Shows = append(h.Shows, hand.Show{Seat: seat, Cards: cs, Line: wh.lineNo})
		wh.note("description", s.Desc)
		return nil
	}
	a, err := winning.ParseAct(rest)
	if err != nil {
		return wh.unknown(wpKind("action"), line, err)
	}
	r := moneyRun{m: &wh.lineMapper}
	amt, to := r.of(a.A), r.of(a.To)
	if r.err != nil {
		return r.err
	}
	verb := a.Verb()
	tail := strings.Join(a.Tail, " ")
	if tail != "" && !a.AllIn() && verb != "collected" {
		return wh.unknown(wpKind("action"), line, fmt.Errorf("%q after the amount", tail))
	}
	if strings.HasPrefix(verb, "posts") {
		if wh.street == hand.NoStreet && h.Game.Spec().Family != hand.StudGame {
			wh.street = hand.NoStreet
		}
	} else if wh.street == hand.NoStreet && verb != "is sitting out" {
		wh.street = hand.Preflop
	}
	if wh.common(seat, verb, amt) {
		return nil
	}
	switch verb {
	case "calls", "bets", "caps":
		wh.put(seat, amt, a.AllIn())
	case "raises":
		if a.To == "" {
			return wh.unknown(wpKind("action"), line, fmt.Errorf("a raise without \"to\""))
		}
		wh.put(seat, to-wh.streetIn[seat], a.AllIn())
	case "collected":
		if tail != "from main pot" {
			return wh.unknown(wpKind("action"), line, fmt.Errorf("collected %q", tail))
		}
		h.Awards = append(h.Awards, hand.Award{Seat: seat, Amount: amt, Pot: 0, Line: wh.lineNo})
	case "mucks hand", "does not show":
		wh.note("muck", line)
	default:
		return wh.unknown(wpKind("action"), line, fmt.Errorf("verb %q", verb))
	}
	return nil
}

func (wh *wpHand) dealt(line string) *Error {
	wh.family = wh.h.Game.Spec().Family
	return wh.starsDealtLine(line, linekind.KDealt, pokerstars.ParseDealt, false)
}

func (wh *wpHand) summarySeat(line string) *Error {
	h := wh.h
	_, name, rest, ok := cutSummarySeat(line, wh.seatIndex().names)
	if !ok {
		return wh.fail(ReasonUnknownPlayer, wh.lineNo, "summary seat", fmt.Sprintf("%q: no seated player", shorten(line)))
	}
	ss, err := winning.ParseSummarySeat(rest)
	if err != nil {
		return wh.unknown(wpKind("summary seat"), line, err)
	}
	seat := h.SeatOf(name)
	won, e := wh.optMoney(ss.Won)
	if e != nil {
		return e
	}
	sum := hand.SummarySeat{Seat: seat, Won: won, Line: wh.lineNo}
	if ss.Desc != "" {
		sum.Descriptions = []string{ss.Desc}
	}
	if ss.Cards != nil {
		cs, e := wh.cards(ss.Cards.Cards)
		if e != nil {
			return e
		}
		sum.Cards = cs
		if !shownAlready(h, seat, cs) {
			h.Shows = append(h.Shows, hand.Show{Seat: seat, Cards: cs, Mucked: ss.Outcome() == "mucked", Line: wh.lineNo})
		}
	}
	h.Summary.Seats = append(h.Summary.Seats, sum)
	if ss.Outcome() == "did" && sum.Won > 0 {
		// "did not show and won $9.00": no "collected" line is written
		// for a pot won without a showdown; this is the award
		h.Awards = append(h.Awards, hand.Award{Seat: seat, Amount: sum.Won, Pot: 0, Line: wh.lineNo})
	}
	return nil
}

// cutSummarySeat cuts "Seat 7: NAME rest" into the seat number, the
// seated name and the rest.
func cutSummarySeat(line string, names []string) (int, string, string, bool) {
	n, rest, ok := strings.Cut(line, ": ")
	if !ok {
		return 0, "", "", false
	}
	name, rest, ok := winning.CutName(rest, names)
	return atoi(strings.TrimPrefix(n, "Seat ")), name, rest, ok
}
