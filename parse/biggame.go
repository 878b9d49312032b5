package parse

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/grammar/biggame"
	"github.com/hhcheck/hhcheck/hand"
)

// The Big Game (PokerStars' TV cash game, season 1, 2009–2010) as its web
// site published each hand: a "URL: http://thebiggame.pokerstars.net/
// data/s1/w3/d1/d3h1.js" line, then the script's "LoadHand({Hand:{...},
// Plays:[...]})" (grammar/biggame). Conventions, found in the real files
// of ../shared/histories/by-site/TheBigGame (5 episodes, 750 hands; see
// audit.TestCorpusBigGameVerifies, which lists every finding):
//
//   - The URL line names the hand: its last element is the hand's Title
//     ("d3h1", the hand's id), the path before it the episode ("s1/w3",
//     the table) and its part ("d1", a note). No date is written: Start
//     is left zero.
//   - No-limit hold'em. The amounts are whole units with no currency
//     sign (stacks of 100000 at blinds 200/400; every amount a multiple
//     of 100): read as written, in "chips" of one unit, no currency
//     invented.
//   - No forced bet is in Plays: they follow from Dealer, SmallBlind,
//     BigBlind and Ante. The Ante (600) is one button ante posted by the
//     Dealer alone, dead; the small and big blinds are the next two seats
//     after the dealer. S1E03 d3h1 → d3h2: dealer seat 4 (J. MERCIER)
//     starts d3h2 with 99400 after folding (600 less), seat 5 (SB) 199800,
//     seat 6 (BB) 99600; the pot seat 3 "Wins" (7000) is 1300 + 4500 +
//     200 + 400 + 600. Stack is before every forced bet.
//   - "Straddles" is in Plays, live, with its total ("value:800"; a second
//     straddle "value:1600", S1E04 d4h96). A straddle after other players
//     acted (after folds: the button's in S1E05 d5h66, the seat before
//     the button's in d5h80) is read as
//     a raise to its amount in the order of action: the model knows only
//     straddles posted before the first action. When the straddler then
//     uses his option (d5h66: seat 4 raises after the blinds call), the
//     order of action cannot be replayed: the hand is rejected
//     unknown_line with that cause, not accused. "Raises To" and
//     "Bets" give the street total the player reaches (a "Bets" after a
//     bet is a raise: S1E03 d3h130 "Bets 1400" preflop), "Calls"
//     and "All-In" no value: what they add follows from the stacks.
//   - "Wins" is what a player takes, with his uncalled bet inside it
//     when no "Takes Back" is written (S1E03 d3h2: seat 2 raises to 1400,
//     all fold, "Wins 2600" = 1400 + 200 + 400 + 600; d3h3 starts him
//     at 101200): Conventions.UncalledInCollected. In the hands that
//     write "Takes Back" (an all-in over-bet, 14 hands, S1E03
//     d3h61 seat 4 "Takes Back 41100") the return is its own record and
//     "Wins" holds only the pot: RecordsUncalled. No rake (TV).
//   - All hole cards are known (hole-card cameras): Cards:[] is a player
//     whose cards were not captured. The players who did not fold show
//     their cards at the end; when one of them has no cards (S1E04
//     d4h144: D. PEAT, Cards:[], "Wins 42400" at the showdown against
//     R. RAHIM's s7 h5) nobody shows: the winner is not in the record
//     and the pot is not compared.
//   - Run it twice or three times: once the betting is over and the board
//     complete, a "Deal" of n cards is another run of the board whose last
//     n cards it replaces (S1E03 d3h61: flop s5 h3 s4, dq, c5, then
//     [d5,c7] and [s9,cj]: three runs). A player gets one "Wins" for all
//     the runs he won (there: 115300 and 57600), so collections are
//     compared per player.
//   - After an all-in before the flop the board may be written out of
//     order (S1E04 d4h96: [da], [sq], [d2,hj,h2]) or with an empty
//     "Deal" (S1E05 d5h93: [d8], [h3], [], [sq,s7,sj]): the board is
//     the cards in the order written, an empty deal is a note. A "Deal"
//     after the last "Wins" is a card shown after the hand (rabbit
//     hunting, S1E04 d4h88 [c3]): a note, not the board.
//   - Hands of an episode chain: the stacks continue from hand to hand
//     (a rebuy between hands is not written: S1E03 J. MERCIER ends a hand
//     with 0 and starts the next with 100000); with no date the
//     cross-hand checks do not run.
func init() {
	Register(Site{Format: "biggame", Name: "The Big Game", New: newBigGameState,
		Header:      Header{Prefixes: []string{biggame.Prefix}},
		Requires:    PartSeats | PartTable,
		Conventions: bigGameConventions,
	})
}

// bigGameConventions: the uncalled bet is inside "Wins" unless the hand
// writes it as "Takes Back" (see above).
func bigGameConventions(h *hand.Hand) hand.Conventions {
	return hand.Conventions{RecordsUncalled: len(h.Returns) > 0, UncalledInCollected: len(h.Returns) == 0}
}

type bgKind string

func (k bgKind) String() string { return string(k) }

type bgState struct{ index seatIndex }

func newBigGameState() Mapper { return &bgState{} }

type bgHand struct {
	lineMapper
	chipLedger
	url    biggame.URL
	called bool // the LoadHand line was read
	inTurn bool // a player acted: a straddle now is in the order of action
	// straddledTo is the total of a straddle made in the order of action,
	// straddler his seat (valid when straddledTo > 0)
	straddledTo hand.Money
	straddler   int
}

func (st *bgState) Map(p *Parser, doc *Document, c Chunk) (*hand.Hand, Parts, *Error) {
	bh := bgHand{lineMapper: startHand(doc, c, "The Big Game", &st.index)}
	if e := bh.read(p, c, bh.header, bh.line); e != nil {
		return nil, 0, e
	}
	if !bh.called {
		return nil, 0, bh.fail(ReasonTruncated, bh.h.EndLine, "", "the URL line is not followed by its LoadHand line")
	}
	return bh.h, PartSeats | PartTable, nil
}

func (bh *bgHand) header(line string) *Error {
	u, err := biggame.ParseURL(line)
	if err != nil {
		return bh.badHeader("url", line, err)
	}
	bh.url = u
	bh.h.ID, bh.h.Table = u.Script, u.Episode
	bh.note("part", u.Part)
	return nil
}

func (bh *bgHand) line(line string) *Error {
	switch {
	case line == "":
		return nil
	case strings.HasPrefix(line, biggame.CallPrefix) && !bh.called:
		bh.called = true
		r, err := biggame.ParseCall(line)
		if err != nil {
			return bh.unknown(bgKind("hand"), line, err)
		}
		return bh.hand(r)
	}
	return bh.unknown(bgKind("line"), line, nil)
}

// hand maps the record.
func (bh *bgHand) hand(r *biggame.Record) *Error {
	h, t := bh.h, &r.Hand
	if t.Title != bh.url.Script {
		return bh.fail(ReasonBadHeader, bh.lineNo, "hand", fmt.Sprintf("Title %q in the hand the URL names %q", t.Title, bh.url.Script))
	}
	h.Game, h.Limit, h.MaxSeats, h.Button = hand.Holdem, hand.NoLimit, t.NumberOfSeats, t.Dealer
	h.Currency, h.Decimals = "chips", 0
	bh.family = hand.FlopGame
	var run moneyRun
	run.m = &bh.lineMapper
	h.Stakes.SmallBlind, h.Stakes.BigBlind, h.Stakes.Ante = run.of(t.SmallBlind), run.of(t.BigBlind), run.of(t.Ante)
	if pot, bet := run.of(t.PotSize), run.of(t.CurrentBet); run.err == nil && (pot != 0 || bet != 0 || len(t.CardsOut) > 0) {
		return bh.fail(ReasonUnknownLine, bh.lineNo, "hand", "a hand whose record starts after the deal (PotSize, CurrentBet or CardsOut set)")
	}
	if run.err != nil {
		return run.err
	}
	for _, p := range t.Players {
		if e := bh.seatLine(bgKind("player"), hand.Seat{Number: p.Seat, Player: p.Name}, p.Stack); e != nil {
			return e
		}
		i := len(h.Seats) - 1
		bh.seated(h.Seats[i].Stack)
		if p.CurrentBet != "0" {
			return bh.fail(ReasonUnknownLine, bh.lineNo, "player", fmt.Sprintf("%q starts with CurrentBet %s", p.Name, p.CurrentBet))
		}
		if len(p.Cards) > 0 {
			cs, e := bh.cards(bgCards(p.Cards))
			if e != nil {
				return e
			}
			h.Deals = append(h.Deals, hand.Deal{Seat: i, Street: hand.Preflop, Down: cs, Line: bh.lineNo})
		}
	}
	if len(h.Seats) < 2 {
		return bh.fail(ReasonNoSeats, bh.lineNo, "hand", "fewer than two players")
	}
	if e := bh.forced(); e != nil {
		return e
	}
	for i := range r.Plays {
		if e := bh.play(&r.Plays[i]); e != nil {
			return e
		}
	}
	bh.shows()
	return nil
}

// seatNumbered is the index of the seat numbered n, -1 when none.
func (bh *bgHand) seatNumbered(n int) int {
	if name := bh.seatPlayer(n); name != "" {
		return bh.h.SeatOf(name)
	}
	return -1
}

// bgCards turns the site's suit-then-rank cards ("h9", "dt") into "9h".
func bgCards(list []string) []string {
	out := make([]string, len(list))
	for i, s := range list {
		if len(s) == 2 {
			s = strings.ToUpper(s[1:]) + s[:1]
		}
		out[i] = s
	}
	return out
}

// forced posts the dealer's ante and the blinds of the next two seats
// (see above); a post is at most the seat's stack.
func (bh *bgHand) forced() *Error {
	h := bh.h
	d := bh.seatNumbered(h.Button)
	if d < 0 {
		return bh.fail(ReasonMissingLine, bh.lineNo, "hand", fmt.Sprintf("the Dealer, seat %d, has no player", h.Button))
	}
	sb := (d + 1) % len(h.Seats)
	bb := (sb + 1) % len(h.Seats)
	bh.street = hand.Preflop
	for _, f := range [...]struct {
		seat int
		kind hand.ActionKind
		v    hand.Money
	}{{d, hand.PostAnte, h.Stakes.Ante}, {sb, hand.PostSmallBlind, h.Stakes.SmallBlind}, {bb, hand.PostBigBlind, h.Stakes.BigBlind}} {
		if f.v == 0 {
			continue
		}
		v := min(f.v, bh.stack[f.seat])
		bh.addAction(f.seat, f.kind, v, v == bh.stack[f.seat])
		bh.add(f.seat, v, f.kind != hand.PostAnte)
	}
	return nil
}

// play maps one element of Plays.
func (bh *bgHand) play(p *biggame.Play) *Error {
	h := bh.h
	if p.Action == "Deal" {
		return bh.deal(p)
	}
	seat := bh.seatNumbered(p.Seat)
	if seat < 0 {
		return bh.fail(ReasonUnknownPlayer, bh.lineNo, p.Action, fmt.Sprintf("seat %d has no player", p.Seat))
	}
	var v hand.Money
	if p.Value != "" {
		var e *Error
		if v, e = bh.money(p.Value); e != nil {
			return e
		}
	}
	needs := p.Action != "Folds" && p.Action != "Checks" && p.Action != "Calls" && p.Action != "All-In"
	if p.HasArr || needs != (p.Value != "") {
		return bh.fail(ReasonUnknownLine, bh.lineNo, p.Action, fmt.Sprintf("seat %d %q with value %q%v", p.Seat, p.Action, p.Value, p.Cards))
	}
	if (p.Action == "Bets" || p.Action == "Raises To" || p.Action == "Straddles") && v <= bh.streetIn[seat] {
		return bh.fail(ReasonBadAmount, bh.lineNo, p.Action, fmt.Sprintf("seat %d %s %d, not above the %d he has in", p.Seat, p.Action, v, bh.streetIn[seat]))
	}
	if bh.straddledTo > 0 && seat == bh.straddler && bh.streetIn[seat] == bh.straddledTo && bh.curBet == bh.straddledTo {
		// he acts again though nobody raised his straddle: its option
		return bh.fail(ReasonUnknownLine, bh.lineNo, p.Action, fmt.Sprintf(
			"seat %d %s after the others called his straddle made in turn: the option of a straddle posted after players acted is not modelled (straddles are posted before the first action), so the order of action cannot be replayed", p.Seat, p.Action))
	}
	bh.inTurn = bh.inTurn || p.Action != "Straddles"
	switch p.Action {
	case "Folds":
		bh.addAction(seat, hand.Fold, 0, false)
	case "Checks":
		bh.addAction(seat, hand.Check, 0, false)
	case "Calls":
		bh.put(seat, min(bh.curBet-bh.streetIn[seat], bh.stack[seat]))
	case "All-In":
		bh.put(seat, bh.stack[seat])
	case "Bets", "Raises To":
		bh.put(seat, v-bh.streetIn[seat])
	case "Straddles":
		if bh.inTurn {
			// a straddle after players acted (the button's, S1E05
			// d5h80): a raise to its amount in the order of action
			bh.playerNoteOf("straddle_in_turn", "Straddles "+p.Value, h.Seats[seat].Player)
			bh.put(seat, v-bh.streetIn[seat])
			bh.straddledTo, bh.straddler = v, seat
			return nil
		}
		bh.addAction(seat, hand.PostStraddle, v-bh.streetIn[seat], v-bh.streetIn[seat] >= bh.stack[seat])
		bh.add(seat, v-bh.streetIn[seat], true)
	case "Takes Back":
		h.Returns = append(h.Returns, hand.Return{Seat: seat, Amount: v, Line: bh.lineNo})
		bh.stack[seat] += v
	case "Wins":
		bh.award(seat, v, hand.PotUnnamed)
		bh.sawSumm = true
	default:
		return bh.fail(ReasonUnknownLine, bh.lineNo, "play", fmt.Sprintf("action %q", p.Action))
	}
	return nil
}

// put adds what a call, bet, raise or all-in puts in (the ledger says
// which it is).
func (bh *bgHand) put(seat int, added hand.Money) {
	bh.addedAction(&bh.chipLedger, seat, added, added >= bh.stack[seat])
	bh.add(seat, added, true)
}

// deal maps a "Deal" of board cards: the next street, another run of a
// complete board, or a card shown after the hand (see above).
func (bh *bgHand) deal(p *biggame.Play) *Error {
	h := bh.h
	if p.Seat != 0 || (!p.HasArr && p.Value != "") {
		return bh.fail(ReasonUnknownLine, bh.lineNo, "deal", fmt.Sprintf("seat %d deals %q", p.Seat, p.Value))
	}
	if bh.sawSumm {
		bh.note("rabbit", strings.Join(p.Cards, " "))
		return nil
	}
	if len(p.Cards) == 0 {
		bh.note("empty_deal", "Deal []")
		return nil
	}
	cs, e := bh.cards(bgCards(p.Cards))
	if e != nil {
		return e
	}
	board := bh.firstBoard()
	if len(board) == 5 && len(cs) <= 2 {
		// another run: the first cards shared, the last ones dealt again
		bh.setBoard(len(h.Boards), append(append([]cards.Card(nil), board[:5-len(cs)]...), cs...), false)
		return nil
	}
	if len(board)+len(cs) > 5 {
		return bh.fail(ReasonUnknownLine, bh.lineNo, "deal", fmt.Sprintf("%d board cards after %d", len(cs), len(board)))
	}
	bh.setBoard(0, append(append([]cards.Card(nil), board...), cs...), false)
	bh.newStreet()
	switch n := len(h.Boards[0]); {
	case n <= 3:
		bh.street = hand.Flop
	case n == 4:
		bh.street = hand.Turn
	default:
		bh.street = hand.River
	}
	return nil
}

// shows: every player who did not fold shows the cards he was dealt when
// two or more are left at the end (see above).
func (bh *bgHand) shows() {
	h := bh.h
	folded := make([]bool, len(h.Seats))
	for _, a := range h.Actions {
		if a.Kind == hand.Fold {
			folded[a.Seat] = true
		}
	}
	left := 0
	for i := range folded {
		if !folded[i] {
			left++
		}
	}
	if left < 2 {
		return
	}
	dealt := make([]bool, len(h.Seats))
	for _, d := range h.Deals {
		dealt[d.Seat] = true
	}
	for i := range folded {
		if !folded[i] && !dealt[i] {
			// a player at the showdown whose cards were not captured: who
			// won is not in the record, nobody shows (S1E04 d4h144)
			bh.playerNoteOf("cards_unknown", "Cards:[]", h.Seats[i].Player)
			return
		}
	}
	for _, d := range h.Deals {
		if !folded[d.Seat] {
			bh.addShow(d.Seat, d.Down, "")
		}
	}
}
