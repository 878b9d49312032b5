package parse

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/grammar/boss"
	"github.com/hhcheck/hhcheck/hand"
)

// Boss Media conventions (Opoker, Svenska Spel, ...), found in the real
// files of ../shared/histories/by-site/Boss (TestCorpusBoss and
// audit.TestCorpusBossVerifies):
//
//   - A file is XML: one <HISTORY> element per hand, in a <ROOT> or alone,
//     with or without an <?xml?> declaration, named .xml or .txt. The
//     wrapper holds nothing else: the registry's whole-document path
//     splits the file into its HISTORY elements.
//   - Seats: every seat of the table is written; an empty one is
//     STATE_EMPTY ("UNKNOWN", 0.00) or STATE_RESERVED (name "": the
//     seat is held for a player who has not sat down; cash__Boss__Flop__
//     PLO-USD-0.15-0.30-201207.empy.string.name hand 2908057409). Those
//     are no players. STATE_SITOUT: a player dealt no cards is sitting
//     out (the same hand, Player1, BLINDSTATE="MB": a missed blind); one
//     dealt in plays, and folds in turn (tour__Boss__Flop__NLHE-SEK-25-
//     STT-201205.sitting-out.dealt.in hand 1756290414, Player1). The
//     2009-2011 files write no STATE and no DEALER: the button is not
//     known there.
//   - VALUE of an action: a bet the amount; a raise the player's total
//     for the street ("raise 27" after a bet of 8: cash__Boss__Flop__
//     NLHE-SEK-2.00-4.00-201307.add.call hand 1978259345, the turn's pot
//     of 74.11 + 1.89 rake); an all-in the player's total for the street
//     (PLO-EUR-0.05-0.10-201207.all.in.call hand 2907049756: Player3
//     bets 2.40 and goes all in "3.31" with 0.91 left). A call is written
//     two ways: the player's total for the street until 2012 (LHE-10-20-
//     USD-201105.post.both hand 2575876940: the big blind "calls 20" a
//     raise to 20, the flop's pot 70), what he adds from 2013 (the
//     add.call hand: the small blind "calls 7" a raise to 9, the flop's
//     pot 22; tour__Boss__Flop__NLHE-CAD-MTT-201708 hand 242805654:
//     "calls 80" a raise to 100 after calling 20). Both readings give one
//     amount, what the call takes to match the bet (the total reading
//     when the player had chips in, the added one else): the mapping
//     accepts either and rejects a call that is neither. An all-in puts
//     in what the player has left; its VALUE must be that or his street
//     total with it.
//   - Blinds: HAND_SB, HAND_BB; HAND_AB is a new player's small and big
//     blind at once, the small one dead (post.both: 15 at 5/10, then
//     "checks" and "calls 20" for a pot of 70 with the 5 dead). A second
//     HAND_SB in one hand is a dead small blind: cash__Boss__Flop__NLHE-
//     SEK-5.00-10.00-201207.secondsb hand 1797085457, SD posts 5 besides
//     the button's small blind, raises to 32.50 and wins a pot of 30
//     (5 + 10 + his 5 dead and 10 called).
//   - Cards: LINK n is rank n%13 counted from the ace (0 ace, 1 deuce, ...,
//     12 king: post.both hand 2575876940, board 22 12 25 35 43 = T K K T 5,
//     Hero's 37 10 = Q J "two pair kings and tens, queen kicker"; LO8-EUR
//     hand 2907049023, Player1's 43 29 39 4 = 5 4 A 5 the full house
//     WINTYPE_HI) and suit n/13. Which suit is which no file says (no
//     description names one): clubs, diamonds, hearts, spades is taken;
//     suits only have to be told apart for the verdicts. "b" is a card not
//     seen. A RESULT with cards is a show (the hero's cards are dealt
//     face up to him; a player who folded has none).
//   - Boards: each HAND_BOARD repeats the whole board so far; VALUE names
//     the street. In 5 card draw a HAND_BOARD without cards is the draw:
//     CHANGECARD COUNT n is a player's discard of n cards; for the hero it
//     lists his five cards after the draw (the ones he kept and the new).
//   - Outcome: <SHOWDOWN POT RAKE> is the pot after the rake and the rake
//     (TotalExcludesRake); each RESULT's WIN what the player collected.
//     No uncalled bet is recorded, and no win includes it (add.call: the
//     turn's 57 nobody called is not in the 74.11 won). One pot, side
//     pots included, is written: a win is from no named pot
//     (tour__Boss__Flop__NLHE-CAD-MTT-201101.multi.pot.no.show hand
//     5850839, Player38 collects main and side pot as one 2123).
//   - Antes are written nowhere (tour__Boss__Flop__NLHE-CAD-MTT-201101
//     from the 75/150 level on): the first pot written (a board's POT, or
//     the showdown's) holds them. The mapping reads a hand twice: the
//     first reading finds what that pot holds beyond the actions (less
//     the street's uncalled part), which divided among the players dealt
//     in is the ante (hand 5858503: 2200 at the flop, 1800 bet by 3
//     players, 400 = 8 players dealt in x 50; noted "ante_unwritten"); a
//     difference no ante explains rejects the hand (bad_amount: hands
//     5846884 and 5855055). AMOUNT is then the stack after the ante: an
//     all-in's VALUE is the AMOUNT less what the player bet before (hand
//     5858766: Player31, AMOUNT 1518, all in for 1518 with the ante paid;
//     the pot of 4386 counts 1518 twice and 9 antes of 50).
//   - A blind bigger than the stack is written as the level's blind: the
//     player posts what he has, the others call the whole blind (hand
//     5858355: Player45 "BB 600" with 424; the flop's pot of 3274 counts
//     424; noted "short_blind").
//   - A player with a stack written 0.00 who plays cannot be followed:
//     the hand is rejected bad_amount (hands 5851096, 5854845, 5859304).
//     The old files' empty seats are "Unknown" with 0.00 and no action
//     (one may have a RESULT of nothing won: a note).
//   - No DEALER (2009-2011): the button is taken to be the seat dealt in
//     just before the first player to act after the flop, or, without
//     betting after the flop, before the small blind (heads-up the small
//     blind's seat), or before the big blind when no small blind is posted
//     (tour__Boss__Flop__NLHE-CAD-MTT-201101 hand 5849386: the small
//     blind's seat 1 empty, the big blind seat 2, Player47 at seat 10 acts
//     last before him); noted "button_inferred".
//   - A file may end before </HISTORY> (post.both: after the last
//     RESULT): the elements still open are closed.
//   - Tournaments write chips with two decimals ("2000.00"), always
//     ".00": they are whole chips. TABLETOURNEYID is empty or missing:
//     the session number (SESSION="session1950592.xml") stands for the
//     tournament, every hand of a tournament file shares it.
//   - Games: GAME_THM hold'em, GAME_OMA omaha, GAME_OMAHL omaha hi/lo,
//     GAME_OMATU omaha (cash__Boss__Flop__PLO-EUR-0.25-0.50-200905.omatu
//     hand 89027776: four hole cards, a pot limit cash table, one high
//     winner), GAME_FCD 5 card draw. DATE is Unix time.
//   - Odd chips: no pot of the files is divided, no habit is declared.
func init() {
	Register(Site{Format: "boss", Name: "Boss Media", New: func() Mapper { return &bossState{} },
		Document: boss.IsDocument, Split: bossSplit,
		Requires: PartSeats | PartSummary | PartTotal,
		Conventions: func(*hand.Hand) hand.Conventions {
			return hand.Conventions{TotalExcludesRake: true, OddChip: hand.OddChipByProfile}
		},
	})
}

// bossSplit cuts a document into its HISTORY elements; the wrapper
// (<?xml?>, <ROOT>) holds nothing of a hand.
func bossSplit(d *Document) {
	line, pos := 1, 0
	for _, s := range boss.Histories(d.Text) {
		line += strings.Count(d.Text[pos:s.Start], "\n")
		pos = s.Start
		d.Chunks = append(d.Chunks, Chunk{Line: line, Start: s.Start, End: s.End, Format: "boss"})
	}
}

type bossState struct{}

var bossGames = map[string]hand.GameType{
	"GAME_THM": hand.Holdem, "GAME_OMA": hand.Omaha, "GAME_OMATU": hand.Omaha,
	"GAME_OMAHL": hand.OmahaHiLo, "GAME_FCD": hand.FiveCardDraw,
}

var bossLimits = map[string]hand.Limit{"NL": hand.NoLimit, "PL": hand.PotLimit, "FL": hand.FixedLimit}

type bossHand struct {
	lineMapper
	chipLedger
	sbPosted bool
	held     map[int][]cards.Card // the hero's cards
	dealt    map[int]bool
	// lenient: the first reading, before the antes are known (an all-in
	// is taken at its word)
	lenient bool
	surplus hand.Money // what the first pot written holds beyond the actions
	marked  bool       // the first pot was written
	potText string
	ante    hand.Money
	anted   map[int]bool // the seats dealt in, that paid the ante
}

func (st *bossState) Map(p *Parser, doc *Document, c Chunk) (*hand.Hand, Parts, *Error) {
	text := doc.Text[c.Start:c.End]
	p.Stats.Lines += strings.Count(text, "\n") + 1
	cut := !strings.HasSuffix(strings.TrimSpace(text), "</HISTORY>")
	if cut {
		text = boss.Close(text)
	}
	hist, err := boss.Parse(text)
	if err != nil {
		bh := bossStart(doc, c)
		e := bh.fail(ReasonTruncated, c.Line, "history", err.Error())
		e.Err = err
		return nil, 0, e
	}
	// a first reading finds the antes no line writes (see the
	// conventions); the second maps the hand with them
	first := bossStart(doc, c)
	first.lenient = true
	if e := first.read(hist); e != nil {
		return nil, 0, e
	}
	bh := bossStart(doc, c)
	if n := hand.Money(first.nDealt()); first.surplus != 0 {
		if first.surplus < 0 || n == 0 || first.surplus%n != 0 {
			return nil, 0, first.fail(ReasonBadAmount, c.Line, "pot", fmt.Sprintf("the first pot written (%s) differs by %d from what the actions put in, and no ante of the %d players dealt in explains it", first.potText, first.surplus, n))
		}
		bh.ante, bh.anted = first.surplus/n, first.dealt
	}
	if e := bh.read(hist); e != nil {
		return nil, 0, e
	}
	if cut {
		bh.note("unclosed_history", "the file ends before </HISTORY>: the open elements are closed")
	}
	bh.h.EndLine = c.Line + strings.Count(strings.TrimRight(doc.Text[c.Start:c.End], "\n"), "\n")
	return bh.h, bh.parts(), nil
}

func bossStart(doc *Document, c Chunk) *bossHand {
	bh := &bossHand{lineMapper: startHand(doc, c, "", nil), held: map[int][]cards.Card{}, dealt: map[int]bool{}}
	bh.lineNo, bh.amountOf = c.Line, bossAmount
	return bh
}

func (bh *bossHand) nDealt() int { return len(bh.dealt) }

// read maps a decoded history.
func (bh *bossHand) read(hist *boss.History) *Error {
	bh.h.ID = hist.ID
	if e := bh.head(hist); e != nil {
		return e
	}
	if e := bh.seats(hist); e != nil {
		return e
	}
	if bh.ante > 0 {
		bh.h.Stakes.Ante = bh.ante
		for i := range bh.h.Seats {
			if bh.anted[i] {
				// AMOUNT is the stack after the ante (see the conventions)
				bh.h.Seats[i].Stack += bh.ante
				bh.stack[i] += bh.ante
				bh.addAction(i, hand.PostAnte, bh.ante, false)
				bh.add(i, bh.ante, false)
			}
		}
		bh.note("ante_unwritten", fmt.Sprintf("antes of %d per player dealt in, written nowhere: the first pot written holds them", bh.ante))
	}
	for i := range hist.Actions {
		if e := bh.action(&hist.Actions[i]); e != nil {
			return e
		}
	}
	if bh.h.Button == 0 {
		bh.inferButton()
	}
	for i, s := range bh.h.Seats {
		if s.SittingOut && bh.dealt[i] {
			bh.h.Seats[i].SittingOut = false
			bh.playerNoteOf("sitting_out_dealt_in", s.Player+": STATE_SITOUT, dealt in", s.Player)
		}
	}
	if hist.Showdown != nil {
		if e := bh.showdown(hist.Showdown); e != nil {
			return e
		}
	}
	return nil
}

// inferButton: the files of 2009-2011 write no DEALER. The first player
// to act after the flop (the draw) is the first one in the hand left of
// the button, so the button is the seat dealt in just before him; in a
// hand without betting after the flop the small blind stands for him
// (heads-up the small blind is the button).
func (bh *bossHand) inferButton() {
	h := bh.h
	first, sb, bb, why := -1, -1, -1, "first to act after the flop"
	for _, a := range h.Actions {
		if sb < 0 && a.Kind == hand.PostSmallBlind {
			sb = a.Seat
		}
		if bb < 0 && a.Kind == hand.PostBigBlind {
			bb = a.Seat
		}
		if a.Street > hand.Preflop && a.Street != hand.PreDraw && !a.Kind.IsForced() {
			first = a.Seat
			break
		}
	}
	switch {
	case first < 0 && sb >= 0 && len(bh.dealt) == 2:
		h.Button = h.Seats[sb].Number
		bh.note(hand.NoteButtonInferred, fmt.Sprintf("no DEALER written: the button is seat %d, the small blind's, heads-up", h.Button))
		return
	case first < 0 && sb >= 0:
		first, why = sb, "the small blind"
	case first < 0 && bb >= 0:
		first, why = bb, "the big blind, no small blind posted"
	case first < 0:
		return
	}
	n := h.Seats[first].Number
	back := func(i int) int { return (n - h.Seats[i].Number + 100) % 100 } // seats going back from the first
	best := -1
	for i := range h.Seats {
		if bh.dealt[i] && i != first && (best < 0 || back(i) < back(best)) {
			best = i
		}
	}
	if best >= 0 {
		h.Button = h.Seats[best].Number
		bh.note(hand.NoteButtonInferred, fmt.Sprintf("no DEALER written: the button is seat %d, the seat dealt in before %s, %s", h.Button, h.Seats[first].Player, why))
	}
}

// potMark keeps, at the first pot the history writes (a board's or the
// showdown's), what it holds beyond what the actions put in less the
// uncalled part: the antes.
func (bh *bossHand) potMark(pot, rake string) *Error {
	if bh.marked || pot == "" {
		return nil
	}
	bh.marked, bh.potText = true, pot
	r := moneyRun{m: &bh.lineMapper}
	written := r.of(pot) + r.of(rake)
	if r.err != nil {
		return r.err
	}
	// the part of the street's bet nobody matched is not in the pot
	var sum hand.Money
	var bets biggestBets
	for i, s := range bh.h.Seats {
		sum += s.Stack - bh.stack[i]
		bets.add(bh.streetIn[i])
	}
	bh.surplus = written - (sum - bets.unmatched())
	return nil
}

// bossAmount reads an amount; tournament chips are written "2000.00".
func bossAmount(s string, dec int) (hand.Money, error) {
	if dec == 0 {
		s = strings.TrimSuffix(s, ".00")
	}
	return parseMoney(s, dec)
}

func (bh *bossHand) head(x *boss.History) *Error {
	h := bh.h
	game, ok := bossGames[x.Game]
	lim, okl := bossLimits[x.Limit]
	if !ok || !okl {
		return bh.fail(ReasonUnknownGame, bh.lineNo, "history", fmt.Sprintf("game %q limit %q", x.Game, x.Limit))
	}
	h.Game, h.Limit, h.Table = game, lim, x.Table
	bh.family = game.Spec().Family
	if x.Kind == "GAMEKIND_TOURNAMENT" {
		h.Tournament = x.TourneyID
		if h.Tournament == "" {
			h.Tournament = strings.TrimSuffix(strings.TrimPrefix(x.Session, "session"), ".xml")
		}
	}
	bh.setUnit(x.Kind == "GAMEKIND_TOURNAMENT", x.Currency, "")
	if x.GameType != "GAMETYPE_REAL" && h.Tournament == "" {
		h.Currency, h.Decimals = "play", 2
	}
	if sec, err := strconv.ParseInt(x.Date, 10, 64); err == nil {
		h.Start = time.Unix(sec, 0).UTC()
	}
	small, big, ok := strings.Cut(x.Stakes, "/")
	if !ok {
		return bh.fail(ReasonBadHeader, bh.lineNo, "history", fmt.Sprintf("stakes %q", x.Stakes))
	}
	s, b, e := bh.moneyPair(small, big)
	if e != nil {
		return e
	}
	bh.setStakes(s, b)
	return nil
}

func (bh *bossHand) seats(x *boss.History) *Error {
	acts := map[string]bool{}
	for _, a := range x.Actions {
		acts[a.Player] = true
	}
	for _, pl := range x.Players {
		if pl.Name == "" || pl.State == "STATE_EMPTY" || pl.State == "STATE_RESERVED" {
			continue
		}
		if pl.State == "" && !acts[pl.Name] && strings.Trim(pl.Amount, "0.") == "" {
			continue // old files: an empty seat ("Unknown", 0.00)
		}
		n, err := strconv.Atoi(pl.Seat)
		if err != nil {
			return bh.fail(ReasonBadHeader, bh.lineNo, "player", fmt.Sprintf("seat %q", pl.Seat))
		}
		stack, e := bh.money(pl.Amount)
		if e != nil {
			return e
		}
		if stack == 0 {
			return bh.fail(ReasonBadAmount, bh.lineNo, "player", fmt.Sprintf("%s plays with a stack written %q", pl.Name, pl.Amount))
		}
		if e := bh.addSeat(bossKind("player"), hand.Seat{Number: n, Player: pl.Name, Stack: stack, SittingOut: pl.State == "STATE_SITOUT"}); e != nil {
			return e
		}
		bh.seated(stack)
		if pl.Dealer == "Y" {
			bh.h.Button = n
		}
	}
	return nil
}

// linkCards converts CARD elements; hidden ones are counted, not kept.
func (bh *bossHand) linkCards(list []boss.Card) ([]cards.Card, int, *Error) {
	var texts []string
	hidden := 0
	for _, c := range list {
		t, err := boss.CardText(c.Link)
		if err != nil {
			return nil, 0, bh.fail(ReasonBadCard, bh.lineNo, "card", err.Error())
		}
		if t == "" {
			hidden++
			continue
		}
		texts = append(texts, t)
	}
	cs, e := bh.cards(texts)
	return cs, hidden, e
}

var bossStreets = map[string]hand.Street{"BOARD_FLOP": hand.Flop, "BOARD_TURN": hand.Turn, "BOARD_RIVER": hand.River}

func (bh *bossHand) action(a *boss.Action) *Error {
	h := bh.h
	switch a.Type {
	case boss.TBoard:
		st, ok := bossStreets[a.Value]
		if bh.family == hand.DrawGame && a.Value == "" && len(a.Cards) == 0 {
			st, ok = hand.AfterDraw1, true
		}
		if !ok {
			return bh.fail(ReasonUnknownLine, bh.lineNo, "board", fmt.Sprintf("board %q", a.Value))
		}
		if e := bh.potMark(a.Pot, a.Rake); e != nil {
			return e
		}
		bh.street = st
		bh.newStreet()
		if len(a.Cards) > 0 {
			cs, hidden, e := bh.linkCards(a.Cards)
			if e != nil {
				return e
			}
			if hidden > 0 {
				return bh.fail(ReasonBadCard, bh.lineNo, "board", "a board card not shown")
			}
			bh.setBoard(0, cs, false)
		}
		return nil
	}
	seat, e := bh.namedSeat(bossKind("action"), a.Player)
	if e != nil {
		return e
	}
	switch a.Type {
	case boss.TBlinds:
		return bh.blind(seat, a)
	case boss.TDeal:
		if bh.street == hand.NoStreet {
			bh.street = hand.Preflop
			if bh.family == hand.DrawGame {
				bh.street = hand.PreDraw
			}
		}
		bh.dealt[seat] = true
		cs, hidden, e := bh.linkCards(a.Cards)
		if e != nil {
			return e
		}
		if hidden == 0 {
			h.Deals = append(h.Deals, hand.Deal{Seat: seat, Street: bh.street, Down: cs, Line: bh.lineNo})
			bh.held[seat] = cs
		}
		return nil
	case boss.TChange:
		return bh.change(seat, a)
	case boss.TFold:
		bh.addAction(seat, hand.Fold, 0, false)
		return nil
	case boss.TCheck:
		bh.addAction(seat, hand.Check, 0, false)
		return nil
	}
	v, e := bh.money(a.Value)
	if e != nil {
		return e
	}
	in, left, cur := bh.streetIn[seat], bh.stack[seat], bh.curBet
	var added hand.Money
	switch a.Type {
	case boss.TBet:
		added = v
	case boss.TRaise:
		added = v - in
	case boss.TCall:
		added = min(cur-in, left)
		if v != added && v != in+added {
			return bh.fail(ReasonBadAmount, bh.lineNo, "call", fmt.Sprintf("%s calls %s: neither what a call adds (%d) nor the total it makes", a.Player, a.Value, added))
		}
	case boss.TAllIn:
		added = left
		if bh.lenient && v != added && v != in+added {
			added = v - in
		} else if v != added && v != in+added {
			return bh.fail(ReasonBadAmount, bh.lineNo, "allin", fmt.Sprintf("%s all in for %s: neither the %d left nor the total it makes", a.Player, a.Value, left))
		}
	default:
		return bh.fail(ReasonUnknownLine, bh.lineNo, "action", fmt.Sprintf("action %q", a.Type))
	}
	if added <= 0 {
		return bh.fail(ReasonBadAmount, bh.lineNo, "action", fmt.Sprintf("%s %s %s: nothing added", a.Player, a.Type, a.Value))
	}
	bh.addedAction(&bh.chipLedger, seat, added, added == left)
	bh.add(seat, added, true)
	return nil
}

func (bh *bossHand) blind(seat int, a *boss.Action) *Error {
	h := bh.h
	v, e := bh.money(a.Value)
	if e != nil {
		return e
	}
	if left := bh.stack[seat]; v > left && a.Kind != "HAND_AB" {
		// the blind as the level has it, posted with what he has
		bh.playerNoteOf("short_blind", fmt.Sprintf("%s: blind written %s, all in for %d", a.Player, a.Value, left), a.Player)
		nominal := v
		defer func() { bh.curBet = max(bh.curBet, nominal) }()
		v = left
	}
	switch {
	case a.Kind == "HAND_SB" && !bh.sbPosted:
		bh.addAction(seat, hand.PostSmallBlind, v, v == bh.stack[seat])
		bh.sbPosted = true
		bh.add(seat, v, true)
		if h.Limit == hand.FixedLimit && h.Stakes.SmallBlind == 0 {
			h.Stakes.SmallBlind = v
		}
	case a.Kind == "HAND_SB":
		// a second small blind: dead (see the conventions)
		bh.addAction(seat, hand.PostDeadBlind, v, v == bh.stack[seat]).Dead = v
		bh.add(seat, v, false)
	case a.Kind == "HAND_BB":
		bh.addAction(seat, hand.PostBigBlind, v, v == bh.stack[seat])
		bh.add(seat, v, true)
		if h.Limit == hand.FixedLimit && h.Stakes.BigBlind == 0 {
			h.Stakes.BigBlind = v
		}
	case a.Kind == "HAND_AB":
		bb := h.Stakes.BigBlind
		if v <= bb || bb == 0 {
			return bh.fail(ReasonBadAmount, bh.lineNo, "blind", fmt.Sprintf("%s posts both blinds: %s", a.Player, a.Value))
		}
		act := bh.addAction(seat, hand.PostBothBlinds, v, v == bh.stack[seat])
		act.Dead = v - bb
		bh.add(seat, bb, true)
		bh.add(seat, act.Dead, false)
	default:
		return bh.fail(ReasonUnknownLine, bh.lineNo, "blind", fmt.Sprintf("blind %q", a.Kind))
	}
	return nil
}

// change maps a CHANGECARD: a discard of COUNT cards; the hero's lists
// his hand after the draw.
func (bh *bossHand) change(seat int, a *boss.Action) *Error {
	n, err := strconv.Atoi(a.Count)
	if err != nil || n < 0 || n > 5 {
		return bh.fail(ReasonUnknownLine, bh.lineNo, "changecard", fmt.Sprintf("count %q", a.Count))
	}
	if n == 0 {
		bh.addAction(seat, hand.StandPat, 0, false)
		return nil
	}
	act := bh.addAction(seat, hand.Discard, 0, false)
	act.Count = n
	cs, hidden, e := bh.linkCards(a.Cards)
	if e != nil || hidden > 0 {
		return e
	}
	old := bh.held[seat]
	var kept, fresh, thrown []cards.Card
	for _, c := range cs {
		if slices.Contains(old, c) {
			kept = append(kept, c)
		} else {
			fresh = append(fresh, c)
		}
	}
	for _, c := range old {
		if !slices.Contains(cs, c) {
			thrown = append(thrown, c)
		}
	}
	if len(thrown) != n || len(fresh) != n {
		return bh.fail(ReasonBadCard, bh.lineNo, "changecard", fmt.Sprintf("%s changes %d cards: %d thrown, %d new", a.Player, n, len(thrown), len(fresh)))
	}
	act = &bh.h.Actions[len(bh.h.Actions)-1]
	act.Cards = thrown
	bh.h.Deals = append(bh.h.Deals, hand.Deal{Seat: seat, Street: bh.street, Held: kept, Down: fresh, Line: bh.lineNo})
	bh.held[seat] = cs
	return nil
}

func (bh *bossHand) showdown(s *boss.Showdown) *Error {
	h := bh.h
	if e := bh.potMark(s.Pot, s.Rake); e != nil {
		return e
	}
	r := moneyRun{m: &bh.lineMapper}
	pot, rake := r.of(s.Pot), r.of(s.Rake)
	if r.err != nil {
		return r.err
	}
	bh.sawSumm, bh.sawTot = true, true
	h.Summary.HasTotal, h.Summary.TotalPot, h.Summary.Rake = true, pot, rake
	for _, res := range s.Results {
		if bh.h.SeatOf(res.Player) < 0 && strings.Trim(res.Win, "0.") == "" {
			// old files: a result of an empty seat, nothing won
			bh.playerNoteOf("empty_seat_result", res.Player+": "+res.Hand, res.Player)
			continue
		}
		seat, e := bh.namedSeat(bossKind("action"), res.Player)
		if e != nil {
			return e
		}
		w, e := bh.money(res.Win)
		if e != nil {
			return e
		}
		if w > 0 {
			bh.award(seat, w, hand.PotUnnamed)
		}
		if len(res.Cards) > 0 {
			cs, hidden, e := bh.linkCards(res.Cards)
			if e != nil {
				return e
			}
			if hidden == 0 {
				bh.addShow(seat, cs, res.Hand)
			}
		}
	}
	return nil
}

// bossKind names the element kinds in errors.
type bossKind string

func (k bossKind) String() string { return string(k) }
