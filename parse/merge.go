package parse

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/grammar/ipoker"
	"github.com/hhcheck/hhcheck/grammar/merge"
	"github.com/hhcheck/hhcheck/hand"
)

// Merge network conventions (Carbon Poker and its skins), found in the
// real files of ../shared/histories (by-site/Merge and the HHSmithy
// samples of extra/; see audit.TestCorpusMergeVerifies):
//
//   - A file is XML without a root element: a <description> (game and
//     stakes) then one <game> per hand; a description holds for the games
//     after it (cash__Merge__Flop__FLHE-9max-USD-0.02-0.04.20110416.xml:
//     one description, ten games). The registry's whole-document path
//     splits the file into its <game> elements, cut as iPoker's are.
//   - The PokerTracker text exports of Merge hands ("MERGE_GAME #...",
//     "Merge Game #...") are other formats, read by parse/ptexport.go and
//     parse/ptexport_merge.go.
//   - Seats are numbered from 0 ("seat=\"0\"", dealer="0" in 33325037-507):
//     the model's numbers start at 1 (Button 0 means no button), so each
//     seat's number is the file's plus one.
//   - Events name players by seat number. What "amount" means, from the
//     balances (stacks) of the real hands: SMALL_BLIND, BIG_BLIND,
//     INITIAL_BLIND (a new player's big blind), ANTE, BRING_IN, CALL, BET
//     and ALL_IN write the amount added; RAISE and COMPLETE the player's
//     total for the street ("raise to"), the blinds included
//     (44314871-72: "RAISE 20.00" over his own bet of 4.00, then "CALL
//     8.00" from 12.00; 31241825-6: the small blind of 2.00 "RAISE 10.00",
//     the big blind of 5.00 "CALL 5.00"); ALL_IN is all the player has
//     left (56114855-410 in the HHSmithy samples: balance $222.84, raise
//     to 22.25, "ALL_IN 200.59"), a bet, call or raise by what it does to
//     the street's bet. RETURN_BLIND posts both blinds, the part above the
//     big blind dead (45547825-416: "RETURN_BLIND 1.50" at $1/$2 limit,
//     then "RAISE 2.00" and the big blind "CALL 1.00"). An ALL_IN in the
//     BLINDS round posts a blind all in (35428805-25).
//   - Cards: "Ac,2s", "null" for a card not seen; every <cards> lists all
//     the cards a seat holds so far (HOLE the hero's, DRAW_DRAWN_CARDS the
//     others' in stud and the hero's after a draw, SHOWN at the showdown,
//     MUCKED when shown mucked). Stud: the first list is two down and one
//     up, 4th to 6th street one up each, 7th one down. DRAW events write
//     how many cards a player draws ("text").
//   - No total and no rake are written: <winner> amounts are what each
//     player collected, after the rake (31241825-6: a pot of $114 pays
//     $113.50), so the rake is what the pot holds beyond the wins in cash
//     games (it cannot be checked); tournaments take no rake.
//   - The uncalled part of a bet is either written as a <winner
//     uncalled="true" potnumber="2"> (a Return: 59766765-529,
//     35428805-25, 56114855-410) or, in some folded games, included in
//     the winner's amount with no uncalled winner (44314871-72: a $25
//     turn bet nobody called, the winner's $68.12 is the $45.38 pot less
//     $2.26 rake plus the $25; 45547825-416, 35035866-453). The mapping
//     decides per hand: no uncalled winner and wins above the pot mean it
//     is included (noted "uncalled_in_win").
//   - Fixed-limit betting is not capped heads-up (UncappedHeadsUp): 2-7
//     triple draw 31241825-6 has six bets in a heads-up round, the only
//     Merge round of more than four bets.
//   - No real hand has a side pot, a divided pot or an odd chip: how the
//     rake would be divided between pots is not known
//     (RakeDivisionUnknown), and no odd-chip habit is declared.
//   - A player may act without a <player> line (59766765-529: seat 5
//     posts the big blind, "player.not.in.preamble"): he is seated as
//     "seat N" with no stack written (hand.NoteStackUnknown).
//   - A tournament hero all in on the big blind has balance $0.00
//     (35428805-25: "ALL_IN 900.00" in BLINDS, won back 1,200 uncalled
//     and 2,300): the balance is written after that post, so his stack is
//     the post (noted "balance_after_post").
//   - The game's type: "2-7 Lowball" and "A-5 Lowball" are triple draw
//     (three draw rounds in 31241825-6 and 33997611-33). "Half Pot Limit"
//     (Badugi 33227759-34: a raise of at most half the pot) is a betting
//     structure RULES does not describe: the hand is read with its limit
//     unknown and noted "limit_unknown", so its bet sizes are not judged;
//     its pots, cards and order of action are.
//   - Start times carry no zone: Start is left zero. Tournament chips are
//     written "2500.00": whole chips.
//   - GAME_CANCELLED: a hand cancelled after the blinds, rejected
//     cancelled (31691047-143). A game without its END_OF_GAME round
//     stops before its end (33325037-509: the hero folds and leaves the
//     table, the file goes on with the next game): rejected truncated.
func init() {
	Register(Site{Format: "merge", Name: "Merge", New: func() Mapper { return &mgState{} },
		Document: merge.IsDocument, Split: mgSplit,
		Requires: PartSeats,
		Conventions: func(h *hand.Hand) hand.Conventions {
			return hand.Conventions{UncalledInCollected: uncalledInWin(h), RakeDivisionUnknown: true, OddChip: hand.OddChipByProfile, UncappedHeadsUp: true}
		},
	})
}

// mgSplit cuts a file into its games (as iPoker's sessions are cut); the
// descriptions between them are read by each game's mapping.
func mgSplit(d *Document) {
	line, pos := 1, 0
	for _, s := range ipoker.Games(d.Text) {
		line += strings.Count(d.Text[pos:s.Start], "\n")
		pos = s.Start
		d.Chunks = append(d.Chunks, Chunk{Line: line, Start: s.Start, End: s.End, Format: "merge"})
	}
}

type mgState struct{}

type mgHand struct {
	lineMapper
	tournament bool
	seatIdx    map[int]int // seat number → index in h.Seats
	inStreet   map[int]hand.Money
	total      map[int]hand.Money // every chip each seat put in
	live       map[int]hand.Money // the chips of each seat's bets (no ante, no dead blind)
	bb         hand.Money         // the first big blind posted
	sbPosted   bool
	bbPosted   bool
}

var mgGames = map[string]hand.GameType{
	"Holdem":      hand.Holdem,
	"Omaha":       hand.Omaha,
	"Omaha H/L8":  hand.OmahaHiLo,
	"7-Stud":      hand.Stud,
	"7-Stud H/L8": hand.StudHiLo,
	"Razz":        hand.Razz,
	"2-7 Lowball": hand.TripleDraw27,
	"A-5 Lowball": hand.TripleDrawA5,
	"Badugi":      hand.Badugi,
	"5-Draw":      hand.FiveCardDraw,
}

// mgLimits: the stakes' first words; "Half Pot Limit" is no limit of the
// model (UnknownLimit: bet sizes not judged).
var mgLimits = []struct {
	words string
	limit hand.Limit
}{{"Half Pot Limit", hand.UnknownLimit}, {"Pot Limit", hand.PotLimit}, {"No Limit", hand.NoLimit}, {"Limit", hand.FixedLimit}}

// mgStreets: the round ids; a round not listed (SHOWDOWN, END_OF_GAME,
// END_OF_FOLDED_GAME) keeps the street.
var mgStreets = map[string]hand.Street{
	"BLINDS": hand.NoStreet, "PREFLOP": hand.Preflop, "POSTFLOP": hand.Flop, "POSTTURN": hand.Turn, "POSTRIVER": hand.River,
	"PRE_FIRST_DRAW": hand.PreDraw, "FIRST_DRAW": hand.AfterDraw1, "POST_FIRST_DRAW": hand.AfterDraw1,
	"SECOND_DRAW": hand.AfterDraw2, "POST_SECOND_DRAW": hand.AfterDraw2, "THIRD_DRAW": hand.AfterDraw3, "POST_THIRD_DRAW": hand.AfterDraw3,
	"BRING_IN": hand.Third, "THIRD_STREET": hand.Third, "FOURTH_STREET": hand.Fourth, "FIFTH_STREET": hand.Fifth,
	"SIXTH_STREET": hand.Sixth, "SEVENTH_STREET": hand.Seventh,
}

var mgEndRounds = map[string]bool{"SHOWDOWN": true, "END_OF_GAME": true, "END_OF_FOLDED_GAME": true}

func (st *mgState) Map(p *Parser, doc *Document, c Chunk) (*hand.Hand, Parts, *Error) {
	text := doc.Text[c.Start:c.End]
	h := &hand.Hand{File: doc.File, Line: c.Line, Site: "Merge"}
	mh := &mgHand{lineMapper: lineMapper{doc: doc, h: h, lineNo: c.Line, amountOf: mgAmount}, seatIdx: map[int]int{},
		inStreet: map[int]hand.Money{}, total: map[int]hand.Money{}, live: map[int]hand.Money{}}
	lines := strings.Count(text, "\n")
	p.Stats.Lines += lines + 1
	h.EndLine = c.Line + lines
	if !strings.HasPrefix(text, "<game") {
		e := mh.fail(ReasonUnsupportedFormat, c.Line, "header", fmt.Sprintf("%q: the text export of Merge hands, no grammar yet", shorten(firstLine(text))))
		e.Site = "merge"
		return nil, 0, e
	}
	desc, err := merge.LastDescription(doc.Text[:c.Start])
	if err != nil {
		return nil, 0, mh.fail(ReasonBadHeader, c.Line, "description", err.Error())
	}
	if !strings.HasSuffix(text, "</game>") {
		return nil, 0, mh.fail(ReasonTruncated, h.EndLine, "game", "the file ends before </game>")
	}
	g, err := merge.ParseGame(text)
	if err != nil {
		reason := ReasonTruncated // XML cut or broken
		if errors.Is(err, merge.ErrUnknownElement) {
			reason = ReasonUnknownLine
		}
		e := mh.fail(reason, c.Line, "game", err.Error())
		e.Err = err
		return nil, 0, e
	}
	h.ID = g.ID
	if e := mh.head(desc, g); e != nil {
		return nil, 0, e
	}
	if e := mh.game(g); e != nil {
		return nil, 0, e
	}
	return h, mh.parts(), nil
}

// mgAmount reads an amount (the mapping's amountOf): "$67.07", "0.25";
// whole chips are written "2500.00".
func mgAmount(s string, dec int) (hand.Money, error) {
	if dec == 0 {
		s = strings.TrimSuffix(s, ".00")
	}
	return parseMoney(s, dec)
}

// at sets the line the mapping is at, in the file, from a line of the game.
func (mh *mgHand) at(line int) { mh.lineNo = mh.h.Line + line - 1 }

func (mh *mgHand) head(desc *merge.Description, g *merge.Game) *Error {
	h := mh.h
	data := strings.Split(g.Data, "|") // date|table|table or tournament number|game|tournament
	if len(data) > 1 {
		h.Table = data[1]
	}
	typ, tour := strings.CutSuffix(desc.Type, " Tournament")
	mh.tournament = tour || (len(data) > 4 && data[4] == "true")
	if mh.tournament {
		h.Tournament = h.Table // "Dragonfly Room - Super Turbo"; the number follows
		if len(data) > 2 {
			h.Tournament = data[2] // "35428050-1"
		}
	}
	game, ok := mgGames[typ]
	if !ok {
		return mh.fail(ReasonUnknownGame, mh.lineNo, "description", fmt.Sprintf("game type %q", desc.Type))
	}
	lim, rest, known := hand.UnknownLimit, "", false
	for _, l := range mgLimits {
		if r, found := strings.CutPrefix(desc.Stakes, l.words); found {
			lim, rest, known = l.limit, r, true
			if lim == hand.UnknownLimit {
				mh.note("limit_unknown", fmt.Sprintf("%q: a betting structure the rules do not describe: bet sizes are not judged", l.words))
			}
			break
		}
	}
	if !known {
		return mh.fail(ReasonUnknownGame, mh.lineNo, "description", fmt.Sprintf("limit %q", desc.Stakes))
	}
	h.Game, h.Limit = game, lim
	mh.family = game.Spec().Family
	sample := ""
	if len(g.Players) > 0 {
		sample = g.Players[0].Balance
	}
	mh.setUnit(mh.tournament, "", sample)
	if !mh.tournament && g.RealMoney != "true" {
		h.Currency = "play"
	}
	// "Pot Limit ($0.25/$0.50)", "Limit $5/$10", "No Limit ($0.01/$0.02/$0.10)": the
	// stud's ante, bring-in and bet
	rest = strings.Trim(strings.TrimSpace(rest), "()")
	if rest == "" {
		return nil
	}
	amounts := strings.Split(rest, "/")
	var vs []hand.Money
	for _, a := range amounts {
		v, e := mh.money(a)
		if e != nil {
			return e
		}
		vs = append(vs, v)
	}
	switch len(vs) {
	case 2:
		mh.setStakes(vs[0], vs[1])
	case 3:
		h.Stakes.Ante, h.Stakes.BringIn, h.Stakes.SmallBet = vs[0], vs[1], vs[2]
	default:
		return mh.fail(ReasonBadHeader, mh.lineNo, "description", fmt.Sprintf("stakes %q", desc.Stakes))
	}
	return nil
}

// seat returns the index of the seat an element names, seating a player
// with no <player> line (see the conventions).
func (mh *mgHand) seat(player string) (int, *Error) {
	n, err := strconv.Atoi(player)
	if err != nil {
		return 0, mh.fail(ReasonUnknownPlayer, mh.lineNo, "event", fmt.Sprintf("player %q is no seat number", player))
	}
	if i, ok := mh.seatIdx[n]; ok {
		return i, nil
	}
	name := "seat " + player
	if e := mh.addSeat(mgKind("player"), hand.Seat{Number: n + 1, Player: name, Stack: unknownStack}); e != nil {
		return 0, e
	}
	mh.h.Notes = append(mh.h.Notes, hand.Note{Line: mh.lineNo, Kind: hand.NoteStackUnknown, Player: name,
		Text: "no <player> line for seat " + player + ": stack not written"})
	mh.seatIdx[n] = len(mh.h.Seats) - 1
	return mh.seatIdx[n], nil
}

func (mh *mgHand) game(g *merge.Game) *Error {
	h := mh.h
	for _, pl := range g.Players {
		mh.at(pl.Line)
		stack, e := mh.money(pl.Balance)
		if e != nil {
			return e
		}
		if e := mh.addSeat(mgKind("player"), hand.Seat{Number: pl.Seat + 1, Player: pl.Nickname, Stack: stack, SittingOut: pl.DealtIn == "false"}); e != nil {
			return e
		}
		mh.seatIdx[pl.Seat] = len(h.Seats) - 1
	}
	if mh.family != hand.StudGame && g.Dealer != "" {
		h.Button = atoi(g.Dealer) + 1
	}
	ended := false
	cd := mgCards{known: map[int][]cards.Card{}, listed: map[int]int{}, dealt: map[int][]cards.Card{}, shown: map[int]int{}}
	for _, r := range g.Rounds {
		mh.at(r.Line)
		if r.ID == "GAME_CANCELLED" {
			return mh.fail(ReasonCancelled, mh.lineNo, "round", "GAME_CANCELLED")
		}
		if st, ok := mgStreets[r.ID]; ok {
			if st != mh.street && mh.street != hand.NoStreet {
				clear(mh.inStreet)
			}
			mh.street = st
		} else if mgEndRounds[r.ID] {
			ended = ended || r.ID != "SHOWDOWN"
		} else {
			return mh.fail(ReasonUnknownLine, mh.lineNo, "round", fmt.Sprintf("round %q", r.ID))
		}
		for _, ev := range r.Events {
			mh.at(ev.Line)
			if e := mh.event(ev); e != nil {
				return e
			}
		}
		for _, c := range r.Cards {
			mh.at(c.Line)
			if e := mh.cards(&cd, c); e != nil {
				return e
			}
		}
		for _, w := range r.Winners {
			mh.at(w.Line)
			i, e := mh.seat(w.Player)
			if e != nil {
				return e
			}
			v, e := mh.money(w.Amount)
			if e != nil {
				return e
			}
			if w.Uncalled == "true" {
				h.Returns = append(h.Returns, hand.Return{Seat: i, Amount: v, Line: mh.lineNo})
			} else {
				mh.award(i, v, hand.PotUnnamed)
			}
		}
	}
	if !ended {
		return mh.fail(ReasonTruncated, h.EndLine, "game", "no END_OF_GAME round: the history stops before the hand's end")
	}
	for i := range h.Seats { // in seat order: the shows of a hand are the same from run to run
		if line, ok := cd.shown[i]; ok {
			h.Shows = append(h.Shows, hand.Show{Seat: i, Cards: cd.known[i], Mucked: cd.mucked[i], Line: line})
		}
	}
	mh.rakeFromWins(mh.total, mh.live)
	return nil
}

// put adds an action of amount chips (added to the player's bets unless
// dead).
func (mh *mgHand) put(seat int, kind hand.ActionKind, amount, dead hand.Money, allIn bool) *hand.Action {
	act := mh.addAction(seat, kind, amount, allIn)
	act.Dead = dead
	mh.total[seat] += amount
	if kind != hand.PostAnte {
		mh.live[seat] += amount - dead
		mh.inStreet[seat] += amount - dead
	}
	return act
}

// raiseTo adds a raise (or completion) to the street total to.
func (mh *mgHand) raiseTo(seat int, kind hand.ActionKind, to hand.Money, allIn bool) *Error {
	in, cur := mh.inStreet[seat], maxBet(mh.inStreet)
	if to <= in {
		return mh.fail(ReasonBadAmount, mh.lineNo, "event", fmt.Sprintf("raise to %d, no more than already in", to))
	}
	if cur == 0 && kind == hand.Raise {
		mh.put(seat, hand.Bet, to-in, 0, allIn)
		return nil
	}
	act := mh.put(seat, kind, to-in, 0, allIn)
	act.Amount, act.To = max(to-cur, 0), to
	return nil
}

func (mh *mgHand) event(ev merge.Event) *Error {
	h := mh.h
	switch ev.Type {
	case "CHAT", "DISCONNECTED", "RECONNECTED", "SHOW", "MUCK", "PLAYER_OUT", "LEAVE":
		kind := strings.ToLower(ev.Type)
		if ev.Type == "LEAVE" {
			kind = hand.NoteLeaves
		}
		name := ev.Player
		if i, err := strconv.Atoi(ev.Player); err == nil {
			if j, ok := mh.seatIdx[i]; ok {
				name = h.Seats[j].Player
			}
		}
		mh.playerNoteOf(kind, strings.TrimSpace(ev.Type+" "+ev.Text), name)
		return nil
	case "GAME_CANCELLED":
		return mh.fail(ReasonCancelled, mh.lineNo, "event", "GAME_CANCELLED")
	}
	seat, e := mh.seat(ev.Player)
	if e != nil {
		return e
	}
	var v hand.Money
	if ev.Amount != "" {
		if v, e = mh.money(ev.Amount); e != nil {
			return e
		}
	}
	switch ev.Type {
	case "FOLD":
		mh.put(seat, hand.Fold, 0, 0, false)
	case "CHECK":
		mh.put(seat, hand.Check, 0, 0, false)
	case "SMALL_BLIND":
		mh.put(seat, hand.PostSmallBlind, v, 0, false)
		mh.sbPosted = true
		if h.Stakes.SmallBlind == 0 {
			h.Stakes.SmallBlind = v
		}
	case "BIG_BLIND", "INITIAL_BLIND":
		mh.bigBlind(seat, v, false)
	case "RETURN_BLIND":
		if mh.bb > 0 && v > mh.bb {
			mh.put(seat, hand.PostBothBlinds, v, v-mh.bb, false)
		} else {
			mh.bigBlind(seat, v, false)
		}
	case "ANTE":
		mh.put(seat, hand.PostAnte, v, 0, false)
		if h.Stakes.Ante == 0 {
			h.Stakes.Ante = v
		}
	case "BRING_IN":
		mh.put(seat, hand.BringIn, v, 0, false)
		if h.Stakes.BringIn == 0 {
			h.Stakes.BringIn = v
		}
	case "CALL":
		mh.put(seat, hand.Call, v, 0, false)
	case "BET":
		mh.put(seat, hand.Bet, v, 0, false)
	case "RAISE":
		return mh.raiseTo(seat, hand.Raise, v, false)
	case "COMPLETE":
		return mh.raiseTo(seat, hand.Complete, v, false)
	case "ALL_IN":
		mh.allIn(seat, v)
	case "DRAW":
		n, err := strconv.Atoi(ev.Text)
		if err != nil || n < 0 {
			return mh.fail(ReasonUnknownLine, mh.lineNo, "event", fmt.Sprintf("DRAW of %q cards", ev.Text))
		}
		if n == 0 {
			mh.put(seat, hand.StandPat, 0, 0, false)
		} else {
			mh.put(seat, hand.Discard, 0, 0, false).Count = n
		}
	default:
		return mh.fail(ReasonUnknownLine, mh.lineNo, "event", fmt.Sprintf("event type %q", ev.Type))
	}
	return nil
}

func (mh *mgHand) bigBlind(seat int, v hand.Money, allIn bool) {
	mh.put(seat, hand.PostBigBlind, v, 0, allIn)
	if mh.bb == 0 {
		mh.bb = v
	}
	if mh.h.Stakes.BigBlind == 0 && !allIn {
		mh.h.Stakes.BigBlind = v
	}
	mh.bbPosted = true
}

// allIn adds an ALL_IN of v chips added: in the BLINDS round a blind (or
// an ante in stud) posted all in, else a bet, call or raise by what it
// does to the street's bet.
func (mh *mgHand) allIn(seat int, v hand.Money) {
	if mh.street == hand.NoStreet {
		switch {
		case mh.family == hand.StudGame:
			mh.put(seat, hand.PostAnte, v, 0, true)
		case mh.sbPosted || mh.bbPosted:
			mh.bigBlind(seat, v, true)
		default:
			mh.put(seat, hand.PostSmallBlind, v, 0, true)
			mh.sbPosted = true
		}
		if st := &mh.h.Seats[seat]; st.Stack == 0 {
			st.Stack = v
			mh.playerNoteOf("balance_after_post", fmt.Sprintf("balance 0 after an all-in post of %d: stack %d", v, v), st.Player)
		}
		return
	}
	in, cur := mh.inStreet[seat], maxBet(mh.inStreet)
	to := in + v
	switch {
	case cur == 0:
		mh.put(seat, hand.Bet, v, 0, true)
	case to <= cur:
		mh.put(seat, hand.Call, v, 0, true)
	default:
		mh.put(seat, hand.Raise, v, 0, true).To = to
		mh.h.Actions[len(mh.h.Actions)-1].Amount = to - cur
	}
}

// mgCards is what the <cards> elements told so far.
type mgCards struct {
	known  map[int][]cards.Card // the seat's latest list with every card seen
	listed map[int]int          // how many cards the seat's latest list had
	dealt  map[int][]cards.Card // the cards of the seat's deals
	shown  map[int]int          // seats that showed: the line of their SHOWN or MUCKED
	mucked map[int]bool
}

// cardList converts "Ac,2s,null": the cards and whether all were seen.
func (mh *mgHand) cardList(text string) ([]cards.Card, []bool, *Error) {
	words := strings.Split(text, ",")
	out := make([]cards.Card, len(words))
	seen := make([]bool, len(words))
	for i, w := range words {
		if w == "null" {
			continue
		}
		c, err := cards.Parse(w)
		if err != nil {
			return nil, nil, mh.fail(ReasonBadCard, mh.lineNo, "cards", err.Error())
		}
		out[i], seen[i] = c, true
	}
	return out, seen, nil
}

func (mh *mgHand) cards(cd *mgCards, c merge.Cards) *Error {
	h := mh.h
	cs, seen, e := mh.cardList(c.Cards)
	if e != nil {
		return e
	}
	all := !slices.Contains(seen, false)
	if c.Type == "COMMUNITY" {
		if !all {
			return mh.fail(ReasonBadCard, mh.lineNo, "cards", fmt.Sprintf("board %q", c.Cards))
		}
		mh.setBoard(0, cs, false)
		return nil
	}
	i, e := mh.seat(c.Player)
	if e != nil {
		return e
	}
	switch c.Type {
	case "SHOWN", "MUCKED":
		if !all {
			return mh.fail(ReasonBadCard, mh.lineNo, "cards", fmt.Sprintf("%s %q", c.Type, c.Cards))
		}
		if cd.mucked == nil {
			cd.mucked = map[int]bool{}
		}
		cd.shown[i], cd.mucked[i] = mh.lineNo, c.Type == "MUCKED"
		if len(cs) >= len(cd.known[i]) {
			cd.known[i] = cs
		}
		return nil
	case "HOLE", "DRAW_DRAWN_CARDS":
	default:
		return mh.fail(ReasonUnknownLine, mh.lineNo, "cards", fmt.Sprintf("cards of type %q", c.Type))
	}
	prev, before := cd.listed[i], cd.known[i]
	cd.listed[i] = len(cs)
	if all && len(cs) >= len(before) {
		cd.known[i] = cs
	}
	d := hand.Deal{Seat: i, Street: mh.street, Line: mh.lineNo}
	switch mh.family {
	case hand.StudGame:
		if len(cs) <= prev {
			return nil // the same cards again
		}
		d.Held = append([]cards.Card(nil), cd.dealt[i]...)
		for k := prev; k < len(cs); k++ {
			switch {
			case !seen[k]:
			case k < 2 || k == 6:
				d.Down = append(d.Down, cs[k])
			default:
				d.Up = append(d.Up, cs[k])
			}
		}
	case hand.DrawGame:
		if !all {
			return nil
		}
		if prev == 0 {
			d.Down = cs
			if d.Street == hand.NoStreet {
				d.Street = hand.PreDraw
			}
			break
		}
		// after a draw: the cards kept, then the ones drawn
		for _, x := range cs {
			if slices.Contains(before, x) {
				d.Held = append(d.Held, x)
			} else {
				d.Down = append(d.Down, x)
			}
		}
		if len(d.Down) == 0 {
			return nil // stood pat
		}
	default:
		if prev > 0 || !all {
			return nil // the hole cards again
		}
		d.Down = cs
		if d.Street == hand.NoStreet {
			d.Street = hand.Preflop
		}
	}
	if len(d.Down)+len(d.Up) == 0 {
		return nil
	}
	h.Deals = append(h.Deals, d)
	cd.dealt[i] = append(append(cd.dealt[i], d.Down...), d.Up...)
	return nil
}

// mgKind names the element kinds in errors.
type mgKind string

func (k mgKind) String() string { return string(k) }
