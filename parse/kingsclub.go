package parse

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/grammar/kingsclub"
	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/hand"
)

// Kings Club writes a layout like PokerStars' in words of its own
// (grammar/kingsclub). Conventions, found in the real files of
// ../shared/histories/by-site/KingsClub (16 hands of 16 games, 2020-2021;
// audit.TestCorpusKingsClubVerifies lists every finding):
//
//   - "#N: GAME - LO/HI": the hand N; the game with its limit words ("Pot
//     Limit Omaha 5 Card", "Limit Badugi", "No Limit 2-7 Single Draw");
//     LO/HI the blinds in pot and no limit, the small and big bets in
//     fixed limit (the blinds are then the posts: "Limit Holdem - 40/80",
//     hand 39555673, posts 20 and 40, "Player0 raises to 80"). "Limit A-5
//     Single Draw" is A-5 triple draw with one draw (hand 41388325). Three
//     games the model does not know are rejected unknown_game: "Limit 2-7
//     Razz" (a deuce-to-seven razz: the Ah brings in, hand 40091899),
//     "Limit Badacey" (40201390) and "Limit 2-7 Drawmaha" (45381014).
//   - The amounts have thousands commas and no currency; the files are
//     named "...-USD-..." and write cents ("posts ante 5.50"): USD, 2
//     decimals. The date line ("2021-01-02 15:54:07") has no zone: Start
//     is left zero.
//   - "calls N" and "raises to N" name the player's total on the street,
//     blind included (hand 39555673: Hero, big blind 40, "calls 80" and
//     ends 200 down, 80 + 40 + 80 after the flop; hand 37580598: Player2,
//     small blind 11, "calls 22", all in at 880 with 22 ante, 22 and
//     "raises to 836"); "bets N" is the bet, and on stud's first street,
//     after the bring-in, the completion (37581152: "Player0 brings in
//     for 33.16", "Player2 bets 44", who later "calls 121.16" and ends
//     154.32 down, 33.16 ante + 121.16).
//   - The posts (blinds, antes) come first; "*** HOLE CARDS ***" (some
//     flop games) or "*** 1ST BETTING ROUND ***" (draw games, before the
//     posts) starts nothing: the first "Dealt to" line starts the first
//     betting round.
//   - Draw games: "*** 1ST DRAW ***" starts the round after the first
//     draw, its draws included; "*** 2ND BETTING ROUND ***" repeats it.
//     The hero's draw is "discards [Ts Jh] draws [3c 6c]", an opponent's
//     "draws 2" or "stands pat". Single draw writes no draw line: the
//     first draw starts the round after it (41388325).
//   - Stud: "Dealt to X: [X X 4d]" on 3rd street (two down, one up), one
//     up card on each of the next, "[X]" (down) on 7th; the street lines
//     are numbered one less than the street they start: "*** 3RD STREET
//     ***" deals the fourth card (37581152: after it "Dealt to Player2:
//     [3h]", the fourth; "*** 6TH STREET ***" deals "[X]", the seventh).
//   - A board run twice: "*** BOARD 1 - RIVER *** [2h 5s Qd 8c] [Th]",
//     "*** BOARD 2 - RIVER *** [- - - 5d] [3h]": a "-" is the first run's
//     card in that place (37580598, all in on the flop).
//   - No uncalled bet line, no total: "wins pot (N)" and "wins (N) from
//     pot" (a divided pot) are after the rake ("Rake 1": 39555673, 400
//     in, "wins pot (399)") and without the uncalled bet (the river's 80
//     there). A hand with no "Rake" line took none (3516416).
//   - The summary's seat lines write each seat's stack after the hand and
//     its result, "Seat 1: Player0 (1,104) +104"; the result must be the
//     stack's change, else the hand is rejected bad_amount. In 3516416
//     ("missed.sb") the collection, 1,350, is 125 (the small blind) more
//     than the pot of 1,225 while Player0's result, +875, is that pot
//     less his 350: the finding stands, listed in the corpus test.
//   - Stud: the first raise over the completion adds the bring-in, not
//     the small bet (Conventions.StudRaiseAddsBringIn): 37581152 (44/88,
//     bring-in 33.16: "Player2 bets 44", "Player3 raises to 77.16",
//     "Player4 raises to 121.16", the summary's results agree) and the
//     razz hand 40091899 (22/44, bring-in 16.58: "Player0 bets 22",
//     "Player5 raises to 38.58"), the two raises after a completion in
//     the files.
//   - OddChip by profile: no pot in the files divides unevenly.
func init() {
	Register(Site{Format: "kingsclub", Name: "Kings Club",
		Header:   Header{Prefixes: []string{kingsclub.Prefix}, Match: kingsclub.IsHeader, Mark: '#'},
		New:      func() Mapper { return &kcState{} },
		Requires: PartSummary | PartSeats | PartTable,
		Conventions: func(*hand.Hand) hand.Conventions {
			return hand.Conventions{OddChip: hand.OddChipByProfile, StudRaiseAddsBringIn: true}
		},
	})
}

// kcLimits and kcGames are the header's words.
var (
	kcLimits = []limitWord{{"Pot Limit ", hand.PotLimit}, {"No Limit ", hand.NoLimit}, {"Limit ", hand.FixedLimit}}
	kcGames  = map[string]hand.GameType{
		"Holdem": hand.Holdem, "Omaha": hand.Omaha, "Omaha 5 Card": hand.Omaha5, "Omaha Hi-Lo": hand.OmahaHiLo,
		"Big O": hand.Omaha5HiLo, "Seven Card Stud": hand.Stud, "Seven Card Stud Hi-Lo": hand.StudHiLo,
		"2-7 Triple Draw": hand.TripleDraw27, "2-7 Single Draw": hand.SingleDraw27, "A-5 Triple Draw": hand.TripleDrawA5,
		"A-5 Single Draw": hand.SingleDrawA5,
		"Badugi":          hand.Badugi, "Badeucey": hand.Badeucey,
	}
)

// kcState is kept from hand to hand: the seat index.
type kcState struct{ index seatIndex }

// kcHand is one hand being mapped: what each seat put in on the street
// (the lines write totals).
type kcHand struct {
	lineMapper
	ledger chipLedger
	held   [][]cards.Card // each seat's cards known so far (the record repeats none)
}

func (st *kcState) Map(p *Parser, doc *Document, c Chunk) (*hand.Hand, Parts, *Error) {
	kh := &kcHand{lineMapper: startHand(doc, c, "", &st.index)}
	kh.hidden = "X"
	if e := kh.read(p, c, kh.header, kh.line); e != nil {
		return nil, 0, e
	}
	return kh.h, kh.parts(), nil
}

func (kh *kcHand) header(line string) *Error {
	hd, err := kingsclub.ParseHeader(line)
	if err != nil {
		return kh.badHeader("header", line, err)
	}
	h := kh.h
	h.ID = hd.ID
	g, l, ok := gameWithLimit(hd.Game, false, kcLimits, kcGames)
	if !ok {
		return kh.fail(ReasonUnknownGame, kh.lineNo, "header", fmt.Sprintf("game %q", hd.Game))
	}
	h.Game, h.Limit, kh.family = g, l, g.Spec().Family
	h.Currency, h.Decimals = "USD", 2
	lo, hi, e := kh.moneyPair(hd.Stakes[0], hd.Stakes[1])
	if e != nil {
		return e
	}
	kh.setStakes(lo, hi)
	return nil
}

func (kh *kcHand) line(line string) *Error {
	k := kingsclub.Classify(line, kh.section == 2)
	switch k {
	case linekind.KBlank:
		return nil
	case linekind.KInfo:
		if _, err := kingsclub.ParseStamp(line); err != nil {
			return kh.unknown(k, line, err)
		}
		kh.note("unknown_time_zone", line)
		return nil
	case linekind.KTable:
		t, err := kingsclub.ParseTable(line)
		if err != nil {
			return kh.unknown(k, line, err)
		}
		kh.h.Table = t.Name
		if t.Button != "" {
			kh.h.Button = atoi(t.Button)
		}
		return nil
	case linekind.KSeat:
		return kh.seat(line)
	case linekind.KSummarySeat:
		return kh.summarySeat(line)
	case linekind.KStreet:
		return kh.streetLine(line)
	case linekind.KDealt:
		return kh.dealt(line)
	case linekind.KTotal:
		n, err := kingsclub.ParseRake(line)
		if err != nil {
			return kh.unknown(k, line, err)
		}
		v, e := kh.money(n)
		kh.h.Summary.Rake, kh.h.Summary.Line = v, kh.lineNo
		return e
	}
	return kh.player(line)
}

func (kh *kcHand) seat(line string) *Error {
	k := linekind.KSeat
	_, e := headSeat(&kh.lineMapper, k, line, func(l string) (*kingsclub.Seat, error) { return kingsclub.ParseSeat(l, false) },
		func(s *kingsclub.Seat) (hand.Seat, string) {
			return hand.Seat{Number: s.Number, Player: s.Name}, s.Stack
		})
	if e != nil {
		return e
	}
	kh.ledger.seated(kh.h.Seats[len(kh.h.Seats)-1].Stack)
	kh.held = append(kh.held, nil)
	return nil
}

// summarySeat reads "Seat 1: Player0 (1,104) +104": the result must be
// the change of the seat's stack.
func (kh *kcHand) summarySeat(line string) *Error {
	k := linekind.KSummarySeat
	s, err := kingsclub.ParseSeat(line, true)
	if err != nil {
		return kh.unknown(k, line, err)
	}
	i := kh.h.SeatOf(s.Name)
	if i < 0 || kh.h.Seats[i].Number != s.Number {
		return kh.fail(ReasonUnknownPlayer, kh.lineNo, k.String(), fmt.Sprintf("seat %d %q is not a seat of the hand", s.Number, s.Name))
	}
	end, d, e := kh.moneyPair(s.Stack, s.Delta)
	if e != nil {
		return e
	}
	if s.Sign == "-" {
		d = -d
	}
	if start := kh.h.Seats[i].Stack; end-start != d {
		return kh.fail(ReasonBadAmount, kh.lineNo, k.String(), fmt.Sprintf("%q: the stack went from %d to %d, not %s%s", shorten(line), start, end, s.Sign, s.Delta))
	}
	kh.h.Summary.Seats = append(kh.h.Summary.Seats, hand.SummarySeat{Seat: i, Line: kh.lineNo})
	return nil
}

// kcDraws and kcStud name the streets the draw and stud lines start (see
// the conventions above).
var (
	kcFlop  = map[string]hand.Street{"FLOP": hand.Flop, "TURN": hand.Turn, "RIVER": hand.River}
	kcDraws = map[string]hand.Street{"1ST DRAW": hand.AfterDraw1, "2ND DRAW": hand.AfterDraw2, "3RD DRAW": hand.AfterDraw3}
	kcStud  = map[string]hand.Street{"3RD STREET": hand.Fourth, "4TH STREET": hand.Fifth, "5TH STREET": hand.Sixth, "6TH STREET": hand.Seventh}
	// kcMarks start nothing (the deal, or the draw before them, did).
	kcMarks = map[string]bool{"HOLE CARDS": true, "1ST BETTING ROUND": true, "2ND BETTING ROUND": true, "3RD BETTING ROUND": true, "4TH BETTING ROUND": true}
)

func (kh *kcHand) streetLine(line string) *Error {
	k := linekind.KStreet
	s, err := kingsclub.ParseStreet(line)
	if err != nil {
		return kh.unknown(k, line, err)
	}
	if s.Name == "SUMMARY" {
		kh.summary()
		return nil
	}
	if kcMarks[s.Name] && len(s.Groups) == 0 {
		return nil
	}
	if st, ok := kcDraws[s.Name]; ok && kh.family == hand.DrawGame && len(s.Groups) == 0 {
		kh.enter(st)
		return nil
	}
	if st, ok := kcStud[s.Name]; ok && kh.family == hand.StudGame && len(s.Groups) == 0 {
		kh.enter(st)
		return nil
	}
	name, run := s.Name, 0
	if b, ok := strings.CutPrefix(name, "BOARD "); ok {
		n, rest, _ := strings.Cut(b, " - ")
		r, err := strconv.Atoi(n)
		if err != nil || r < 1 || r > 3 {
			return kh.unknown(k, line, fmt.Errorf("board %q", n))
		}
		name, run = rest, r-1
	}
	st, ok := kcFlop[name]
	if !ok || kh.family != hand.FlopGame || len(s.Groups) == 0 {
		return kh.unknown(k, line, fmt.Errorf("street %q", s.Name))
	}
	var board []string
	for _, g := range s.Groups {
		board = append(board, g...)
	}
	cs, e := kh.boardCards(board)
	if e != nil {
		return e
	}
	if run == 0 {
		kh.enter(st)
	}
	kh.setBoard(run, cs, false)
	return nil
}

// boardCards converts a board's cards; a "-" is the first run's card in
// its place.
func (kh *kcHand) boardCards(list []string) ([]cards.Card, *Error) {
	first := kh.firstBoard()
	out := make([]cards.Card, 0, len(list))
	for i, c := range list {
		if c == "-" {
			if i >= len(first) {
				return nil, kh.fail(ReasonBadCard, kh.lineNo, "street", fmt.Sprintf("\"-\" in place %d of a board whose first run has %d cards", i+1, len(first)))
			}
			out = append(out, first[i])
			continue
		}
		cs, e := kh.cards([]string{c})
		if e != nil {
			return nil, e
		}
		out = append(out, cs...)
	}
	return out, nil
}

// enter starts a betting round.
func (kh *kcHand) enter(st hand.Street) {
	kh.street, kh.section = st, 1
	kh.ledger.newStreet()
}

// firstStreet: the first "Dealt to" line starts the first betting round;
// the blinds posted before count toward it.
func (kh *kcHand) firstStreet() {
	if kh.street != hand.NoStreet {
		return
	}
	kh.section, kh.street = 1, firstStreet(kh.family)
}

func (kh *kcHand) dealt(line string) *Error {
	k := linekind.KDealt
	kh.firstStreet()
	ix := kh.seatIndex()
	name, idx, list, err := kingsclub.ParseDealt(line, ix.names)
	if err != nil {
		return kh.unknown(k, line, err)
	}
	if idx < 0 {
		return kh.fail(ReasonUnknownPlayer, kh.lineNo, k.String(), fmt.Sprintf("%q has no seat", name))
	}
	d := hand.Deal{Seat: ix.order[idx], Street: kh.street, Line: kh.lineNo}
	down, up := list, []string(nil)
	switch {
	case kh.family != hand.StudGame || kh.street == hand.Seventh:
	case kh.street == hand.Third && len(list) >= 3:
		down, up = list[:len(list)-1], list[len(list)-1:]
	default:
		down, up = nil, list
	}
	var e *Error
	if d.Down, e = kh.cards(down); e != nil {
		return e
	}
	if d.Up, e = kh.cards(up); e != nil {
		return e
	}
	if len(d.Down)+len(d.Up) == 0 {
		return nil
	}
	if kh.family == hand.StudGame && kh.street != hand.Third {
		// the line repeats no earlier card: the seat holds what it was dealt before
		d.Held = slices.Clone(kh.held[d.Seat])
	}
	kh.held[d.Seat] = append(kh.held[d.Seat], append(d.Down, d.Up...)...)
	kh.h.Deals = append(kh.h.Deals, d)
	return nil
}

func (kh *kcHand) player(line string) *Error {
	ix := kh.seatIndex()
	idx, rest, k := kingsclub.CutName(line, ix.names)
	if k == linekind.KUnknown {
		return kh.unknown(k, line, nil)
	}
	a, err := kingsclub.ParseAct(k, rest)
	if err != nil {
		return kh.unknown(k, line, err)
	}
	return kh.apply(ix.order[idx], k, a, line)
}

// apply maps a player line; the amounts are totals on the street (see
// the conventions above).
func (kh *kcHand) apply(seat int, k linekind.Kind, a *kingsclub.Act, line string) *Error {
	h, l := kh.h, &kh.ledger
	var v hand.Money
	if a.A != "" && k != linekind.KDiscard {
		var e *Error
		if v, e = kh.money(a.A); e != nil {
			return e
		}
	}
	switch k {
	case linekind.KPostAnte:
		kh.addAction(seat, hand.PostAnte, v, a.AllIn)
		l.add(seat, v, false)
		setOnce(&h.Stakes.Ante, v, a.AllIn)
	case linekind.KPostSB, linekind.KPostBB, linekind.KBringIn:
		kind, stake := hand.PostSmallBlind, &h.Stakes.SmallBlind
		switch k {
		case linekind.KPostBB:
			kind, stake = hand.PostBigBlind, &h.Stakes.BigBlind
		case linekind.KBringIn:
			kind, stake = hand.BringIn, &h.Stakes.BringIn
		}
		kh.addAction(seat, kind, v, a.AllIn)
		l.add(seat, v, true)
		if h.Limit == hand.FixedLimit {
			setOnce(stake, v, a.AllIn)
		}
	case linekind.KFold:
		kh.addAction(seat, hand.Fold, 0, false)
	case linekind.KCheck:
		kh.addAction(seat, hand.Check, 0, false)
	case linekind.KCall:
		return kh.callTo(l, seat, k, line, a.A, v, a.AllIn)
	case linekind.KBet:
		added := v - l.streetIn[seat]
		if kh.family == hand.StudGame && l.curBet > 0 {
			kh.addAction(seat, hand.Complete, 0, a.AllIn).To = v
		} else {
			kh.addAction(seat, hand.Bet, v, a.AllIn)
		}
		l.add(seat, added, true)
	case linekind.KRaise:
		return kh.raiseTo(l, seat, k, line, a.A, v, a.AllIn)
	case linekind.KDiscard, linekind.KDiscardShown, linekind.KStandPat:
		kh.draw(seat, k, a)
	case linekind.KShowBare:
		cs, e := kh.cards(a.Cards)
		if e != nil {
			return e
		}
		kh.addShow(seat, cs, "")
	case linekind.KWinPot:
		kh.award(seat, v, hand.PotUnnamed)
	default:
		return kh.unknown(k, line, errNoMapping)
	}
	return nil
}

// draw maps a draw: "discards [..] draws [..]" (the cards drawn are
// dealt), "draws 2", "stands pat". A single draw's first starts the round
// after it.
func (kh *kcHand) draw(seat int, k linekind.Kind, a *kingsclub.Act) *Error {
	st := kh.street
	if kh.firstDraw(true); kh.street != st {
		kh.ledger.newStreet()
	}
	if k == linekind.KStandPat {
		kh.addAction(seat, hand.StandPat, 0, false)
		return nil
	}
	act := hand.Action{Seat: seat, Kind: hand.Discard, Street: kh.street, Line: kh.lineNo}
	if k == linekind.KDiscard {
		n, err := strconv.Atoi(a.A)
		if err != nil || n < 1 || n > 5 {
			return kh.fail(ReasonBadAmount, kh.lineNo, k.String(), fmt.Sprintf("draws %q", a.A))
		}
		act.Count = n
	} else {
		thrown, e := kh.cards(a.Cards)
		if e != nil {
			return e
		}
		drawn, e := kh.cards(a.Drawn)
		if e != nil {
			return e
		}
		act.Cards, act.Count = thrown, len(thrown)
		// the cards kept are the ones held less the ones thrown
		kept := slices.DeleteFunc(slices.Clone(kh.held[seat]), func(c cards.Card) bool { return slices.Contains(thrown, c) })
		kh.h.Deals = append(kh.h.Deals, hand.Deal{Seat: seat, Street: kh.street, Held: kept, Down: drawn, Line: kh.lineNo})
		kh.held[seat] = append(slices.Clone(kept), drawn...)
	}
	kh.h.Actions = append(kh.h.Actions, act)
	return nil
}

// setOnce sets a stake no line gave yet to a post that is not all in.
func setOnce(stake *hand.Money, v hand.Money, allIn bool) {
	if *stake == 0 && !allIn {
		*stake = v
	}
}
