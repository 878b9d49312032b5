package parse

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/grammar/microgaming"
	"github.com/hhcheck/hhcheck/hand"
)

// Microgaming (MPN) conventions, found in the real files of
// ../shared/histories (by-site/Microgaming, 2010-2016, and the HHSmithy
// MicroGaming samples of 2013; TestCorpusMicrogaming and
// audit.TestCorpusMicrogamingVerifies):
//
//   - A file is XML: one <Game> element per hand, after a
//     "----PRIMA.DAT----" line (not in every file: cash__Microgaming__Flop__
//     PLO-EUR-0.05-0.10-201208.new.format has none) and followed by an
//     "ExtendedTableName: NAME [N]" line (noted). Both belong to the hand:
//     the registry's whole-document path cuts the file into these spans.
//   - Versions: the 2010-2011 files write no hhversion (cash__...NLHE-EUR-
//     0.50-1.00-201001.v1.allin.call, tour__...NLHE-Freeroll-MTT-201112);
//     hhversion 2 (2012), 4 (the HHSmithy samples, 2013: tablesize,
//     totalplayers, badbeat) and 5 (2016: currencyId) add attributes, not
//     meanings, but for the wins (below); no file has hhversion 3 (or
//     another), which is read as 2 and later are.
//   - Every action's value is what the action adds, never a street total
//     (v5.flat hand 5959022064: Player3 raises 90, Player0 who called 20
//     raises 280 and Player3 calls 210: 300 each; Player0's flop bet of
//     630 is uncalled, and his balance 1652, less the 930 he put in, plus
//     his win of 1257 (the pot's 627 after rake and his 630 back) is his
//     endbalance 1979). Bet and Raise are told apart by the amounts, not
//     by the type (HHSmithy BasicHand 5049092037: the big blind "Bet 0.12"
//     over a call), as the chips ledger does.
//   - PostedToPlay: a player who has not posted the blinds. Written the
//     size of the small blind it is a live small blind out of position
//     (v5.secondsb.raised hand 5905509634: Player0 posts 5 at 5/10, raises
//     30 and Player2 calls 35: Player0's 5 counts in his 35; his 990 are
//     all in the pot of 2020). The size of the big blind, a live big
//     blind; any other amount is rejected (bad_amount), no file shows it.
//   - BadBeatContribution: the bad-beat jackpot's drop, taken from the
//     player's stack and not put in the pot (HHSmithy Table4 5049151144:
//     simen46 folds, balance 213.75, endbalance 213.73; Table1 5049101732:
//     the winner's 23.98 holds nothing of the two 0.02). It is mapped as
//     a dead post and a fee of the pot ("bad beat jackpot"), which moves
//     the same money: the stack as written stays the hand's start.
//   - rake: cents of the currency ("300" at 5/10 is 3.00, "78" is 0.78);
//     absent in tournaments (no rake). betamount: the hero's (playerseat)
//     chips put in, in cents (new.format 4519666270: 985 = 0.35 + 0.70 +
//     0.70 + 7.35 + 0.75): checked, noted "betamount_differs" when not.
//   - Win: one <Seat num amount> per player paid, one record for all
//     pots (pot="0" in every file: no pot named, PotUnnamed), lowhandwin
//     "1" on a player who won the low half or scooped (PLO8 4577018979:
//     Player0 alone, 102 with lowhandwin="1"): not the half (no Half).
//     From hhversion 2 the amount includes the uncalled bet returned
//     (v2.allin.no.call 4519644415: Player4's river all-in of 3.60 nobody
//     calls, win 17.28 = the 14.40 pot - 0.72 rake + 3.60;
//     UncalledInCollected, noted "uncalled_in_win" when a bet is
//     uncalled); without hhversion it does not (v1.allin.call 3063530490:
//     Player0's turn bet of 8.75 back besides his win of 14.50; the MTT
//     hand 4214232887: 5825 all in against 2755, win 5710, the 3070 back
//     besides). No file writes the return itself.
//   - endbalance is the site's record of each seat's chips after the
//     hand: in every real hand it is the balance, less what the seat put
//     in, plus its win (and its uncalled bet when the win excludes it).
//     The mapping checks it; a seat that did not play and ends with
//     another amount was topped up after the hand (HHSmithy BasicHand
//     5049092037: cHuA, sitting out, 1.74 to 2.00): noted hand.NoteRebuy.
//     Any other difference is noted "endbalance_differs" (no real hand).
//   - An unwritten jackpot fee: the one 2010 hand (v1.allin.call
//     3063530490, table "BB-Phenomenal", a bad-beat jackpot table) leaves
//     exactly 0.50 of its 15.78 pot unpaid beside its 0.78 rake, while the
//     win (14.50) and the winner's endbalance (120.01 - 4.76 + 14.50 =
//     129.75) agree: the jackpot's drop was taken from the pot and not
//     written (the later files write it, BadBeatContribution). A hand
//     without hhversion at a "BB-" cash table whose pot, rake and wins
//     leave exactly 0.50 is read as having paid it (a fee "bad beat
//     jackpot (not written)", noted "fee_unwritten"); any other gap stays
//     a finding.
//   - Seats: sittingout="true" with no action is a player not dealt in; one
//     who acts plays (the MTT hand: Hero sitting out is dealt cards and
//     folds; noted "sitting_out_dealt_in"). A seat with no action at all
//     (v5.secondsb.raised: seat 3) was not dealt in. dealer="true" is the
//     button.
//   - Cards: <Card value="10" suit="s">; the id attribute is not used (the
//     HHSmithy StreetTests/Flop sample writes ids that contradict the
//     values). DealCards is the hero's hole cards, DealFlop/Turn/River the
//     new board cards, ShowCards a show, MuckCards with cards a show the
//     player mucked (HHSmithy Table2 5049110384).
//   - Amounts: "1652.00" with the currency decoded from currencysymbol
//     (base64 UTF-16: "rCA=" €, "IAAkAA==" " $"); tournaments write chips
//     "5825.00", always ".00": whole chips, as Boss Media's (bossAmount).
//     The tournament is the number in the table's name ("VIP €10,000
//     Quarterly Freeroll [4685921]:Table 1"). date has no zone: Start is
//     left zero.
//   - Games: gametypeid 1 hold'em ("Hold'em", "Multi Table Hold'em"), 50
//     omaha, 51 omaha hi/lo ("Omaha H/L"); betlimit NL, PL. Others are
//     rejected unknown_game.
//   - Rake division: no hand of the files has a side pot, so how the rake
//     is divided between pots is not known: RakeDivisionUnknown.
//   - Odd chips: the one divided pot (HHSmithy OmahaHiLoShowdown
//     5049105591: 0.33 after rake, 0.17 to the high hand, 0.16 to the
//     low) gives the odd cent to the high half as RRoP 3.7.5(c); no tie
//     divides a pot or half: no habit is declared.
func init() {
	Register(Site{Format: "microgaming", Name: "Microgaming", New: func() Mapper { return &microState{} },
		Document: microgaming.IsDocument, Split: microSplit,
		Requires: PartSeats | PartSummary,
		Conventions: func(h *hand.Hand) hand.Conventions {
			return hand.Conventions{UncalledInCollected: uncalledInWin(h), RakeDivisionUnknown: true, OddChip: hand.OddChipByProfile}
		},
	})
}

// microSplit cuts a document into its games, each with its preamble and
// ExtendedTableName lines.
func microSplit(d *Document) {
	spans := microgaming.Games(d.Text)
	splitElements(d, len(spans), func(i int) (int, int) { return spans[i].Start, spans[i].End }, "<Game> ", "microgaming")
}

type microState struct{}

var microGames = map[string]hand.GameType{"1": hand.Holdem, "50": hand.Omaha, "51": hand.OmahaHiLo}

var microLimits = map[string]hand.Limit{"NL": hand.NoLimit, "PL": hand.PotLimit}

// microJackpotDrop is the jackpot fee the 2010 files took without writing
// it (see the conventions), in cents.
const microJackpotDrop hand.Money = 50

type microHand struct {
	lineMapper
	chipLedger
	g        *microgaming.Game
	first    int   // the game's first line
	actLines []int // each Action's line
	returned []hand.Money
	end      []hand.Money // endbalance per seat
	played   []bool       // the seat acted, was dealt or paid
	fee      hand.Money   // bad-beat contributions
	board    []cards.Card
}

func (st *microState) Map(p *Parser, doc *Document, c Chunk) (*hand.Hand, Parts, *Error) {
	text := doc.Text[c.Start:c.End]
	p.Stats.Lines += strings.Count(text, "\n") + 1
	mh := &microHand{lineMapper: startHand(doc, c, "", nil)}
	mh.amountOf = bossAmount
	mh.lineNo = c.Line
	mh.h.EndLine = c.Line + strings.Count(text, "\n")
	g, err := microgaming.Parse(text)
	if err != nil {
		e := mh.fail(ReasonTruncated, c.Line, "game", err.Error())
		e.Err = err
		return nil, 0, e
	}
	mh.g = g
	game := strings.Index(text, "<Game ")
	mh.first = c.Line + strings.Count(text[:game], "\n")
	for _, l := range microgaming.Lines(text[game:], "Action") {
		mh.actLines = append(mh.actLines, mh.first+l)
	}
	if e := mh.read(text[game:]); e != nil {
		return nil, 0, e
	}
	return mh.h, mh.parts(), nil
}

func (mh *microHand) read(text string) *Error {
	g, h := mh.g, mh.h
	h.ID = g.ID
	mh.lineNo = mh.first
	if e := mh.head(); e != nil {
		return e
	}
	seatLines := microgaming.Lines(text, "Seat")
	for i := range g.Seats {
		if i < len(seatLines) {
			mh.lineNo = mh.first + seatLines[i]
		}
		if e := mh.seat(&g.Seats[i]); e != nil {
			return e
		}
	}
	mh.returned = make([]hand.Money, len(h.Seats))
	mh.played = make([]bool, len(h.Seats))
	for i := range g.Actions {
		if i < len(mh.actLines) {
			mh.lineNo = mh.actLines[i]
		}
		if e := mh.action(&g.Actions[i]); e != nil {
			return e
		}
	}
	if !mh.sawSumm {
		return nil // truncated: the registry's check (Requires)
	}
	mh.outcome()
	return nil
}

func (mh *microHand) head() *Error {
	g, h := mh.g, mh.h
	game, ok := microGames[g.GameTypeID]
	lim, okl := microLimits[g.BetLimit]
	if !ok || !okl {
		return mh.fail(ReasonUnknownGame, mh.lineNo, "game", fmt.Sprintf("gametype %q (id %q), betlimit %q", g.GameType, g.GameTypeID, g.BetLimit))
	}
	h.Game, h.Limit, h.Table = game, lim, g.TableName
	mh.family = game.Spec().Family
	tour := g.Tournament == "1"
	if tour {
		h.Tournament = g.TableName
		if i := strings.LastIndexByte(g.TableName, '['); i >= 0 {
			if id, _, ok := strings.Cut(g.TableName[i+1:], "]"); ok && allDigits(id) {
				h.Tournament = id
			}
		}
	}
	sym, err := microgaming.Unicode(g.Currency)
	if err != nil {
		return mh.fail(ReasonBadHeader, mh.lineNo, "game", fmt.Sprintf("currencysymbol %q: %v", g.Currency, err))
	}
	sym = strings.TrimSpace(sym)
	code := symbolCode(sym)
	if code == "" && !tour {
		code = "play"
		if g.RealMoney == "true" {
			code = sym // a symbol hhcheck does not know, kept as written
		}
	}
	mh.setUnit(tour, code, "")
	if h.Currency == "play" {
		h.Decimals = 2 // cash amounts are written with cents
	}
	if n, err := strconv.Atoi(g.TableSize); err == nil {
		h.MaxSeats = n
	}
	small, big, ok := strings.Cut(g.Stakes, "|")
	if !ok {
		return mh.fail(ReasonBadHeader, mh.lineNo, "game", fmt.Sprintf("stakes %q", g.Stakes))
	}
	s, b, e := mh.moneyPair(small, big)
	if e != nil {
		return e
	}
	mh.setStakes(s, b)
	if g.Rake != "" {
		r, err := strconv.ParseInt(g.Rake, 10, 64)
		if err != nil || r < 0 || (r != 0 && h.Decimals != 2) {
			return mh.fail(ReasonBadAmount, mh.lineNo, "game", fmt.Sprintf("rake %q (cents)", g.Rake))
		}
		h.Summary.Rake = hand.Money(r)
	}
	return nil
}

func (mh *microHand) seat(s *microgaming.Seat) *Error {
	n, err := strconv.Atoi(s.Num)
	if err != nil {
		return mh.fail(ReasonBadHeader, mh.lineNo, "seat", fmt.Sprintf("seat %q", s.Num))
	}
	r := moneyRun{m: &mh.lineMapper}
	stack, end := r.of(s.Balance), r.of(s.EndBalance)
	if r.err != nil {
		return r.err
	}
	if e := mh.addSeat(microKind("seat"), hand.Seat{Number: n, Player: s.Alias, Stack: stack, SittingOut: s.SittingOut == "true"}); e != nil {
		return e
	}
	mh.seated(stack)
	mh.end = append(mh.end, end)
	if s.Dealer == "true" {
		mh.h.Button = n
	}
	return nil
}

func (mh *microHand) seatOf(num string) (int, *Error) {
	n, err := strconv.Atoi(num)
	for i := range mh.h.Seats {
		if err == nil && mh.h.Seats[i].Number == n {
			return i, nil
		}
	}
	return 0, mh.fail(ReasonUnknownPlayer, mh.lineNo, "action", fmt.Sprintf("seat %q has no player", num))
}

func (mh *microHand) cardsOf(list []microgaming.Card) ([]cards.Card, *Error) {
	texts := make([]string, len(list))
	for i, c := range list {
		texts[i] = microgaming.CardText(c)
	}
	return mh.cards(texts)
}

// microPlayerActs are the types of the actions of one seat.
var microPlayerActs = map[string]bool{
	microgaming.TSmallBlind: true, microgaming.TBigBlind: true, microgaming.TPostedToPlay: true, microgaming.TBadBeat: true,
	microgaming.TDealCards: true, microgaming.TShowCards: true, microgaming.TMuckCards: true, microgaming.TFold: true,
	microgaming.TCheck: true, microgaming.TCall: true, microgaming.TBet: true, microgaming.TRaise: true, microgaming.TAllIn: true,
}

var microStreets = map[string]hand.Street{microgaming.TDealFlop: hand.Flop, microgaming.TDealTurn: hand.Turn, microgaming.TDealRiver: hand.River}

func (mh *microHand) action(a *microgaming.Action) *Error {
	h := mh.h
	if st, ok := microStreets[a.Type]; ok {
		mh.streetEnd()
		mh.street = st
		cs, e := mh.cardsOf(a.Cards)
		if e != nil {
			return e
		}
		mh.board = append(mh.board, cs...) // each deal writes the new cards
		mh.setBoard(0, mh.board, false)
		return nil
	}
	if a.Type == microgaming.TWin {
		return mh.wins(a)
	}
	if !microPlayerActs[a.Type] {
		return mh.fail(ReasonUnknownLine, mh.lineNo, "action", fmt.Sprintf("action type %q", a.Type))
	}
	seat, e := mh.seatOf(a.Seat)
	if e != nil {
		return e
	}
	mh.played[seat] = true
	switch a.Type {
	case microgaming.TSmallBlind, microgaming.TBigBlind, microgaming.TPostedToPlay, microgaming.TBadBeat:
		return mh.post(seat, a)
	}
	if mh.street == hand.NoStreet {
		mh.street = hand.Preflop
	}
	switch a.Type {
	case microgaming.TDealCards:
		cs, e := mh.cardsOf(a.Cards)
		if e != nil {
			return e
		}
		h.Deals = append(h.Deals, hand.Deal{Seat: seat, Street: hand.Preflop, Down: cs, Line: mh.lineNo})
		return nil
	case microgaming.TShowCards, microgaming.TMuckCards:
		if len(a.Cards) == 0 {
			return nil // mucked unseen
		}
		cs, e := mh.cardsOf(a.Cards)
		if e != nil {
			return e
		}
		mh.addShow(seat, cs, "")
		h.Shows[len(h.Shows)-1].Mucked = a.Type == microgaming.TMuckCards
		return nil
	case microgaming.TFold:
		mh.addAction(seat, hand.Fold, 0, false)
		return nil
	case microgaming.TCheck:
		mh.addAction(seat, hand.Check, 0, false)
		return nil
	}
	// Call, Bet, Raise, AllIn: what the player adds
	v, e := mh.money(a.Value)
	if e != nil {
		return e
	}
	if v <= 0 {
		return mh.fail(ReasonBadAmount, mh.lineNo, "action", fmt.Sprintf("seat %s %s %q: nothing added", a.Seat, a.Type, a.Value))
	}
	mh.addedAction(&mh.chipLedger, seat, v, v == mh.stack[seat])
	mh.add(seat, v, true)
	return nil
}

// post maps the forced bets: the blinds, a post to play and a bad-beat
// contribution (see the conventions).
func (mh *microHand) post(seat int, a *microgaming.Action) *Error {
	st := mh.h.Stakes
	v, e := mh.money(a.Value)
	if e != nil {
		return e
	}
	allIn := v == mh.stack[seat]
	kind := hand.PostBigBlind
	switch {
	case a.Type == microgaming.TSmallBlind:
		kind = hand.PostSmallBlind
	case a.Type == microgaming.TBadBeat:
		mh.addAction(seat, hand.PostDeadBlind, v, false).Dead = v
		mh.add(seat, v, false)
		mh.fee += v
		mh.playerNoteOf("badbeat_contribution", fmt.Sprintf("%s: %s to the bad-beat jackpot, a fee of the pot", mh.h.Seats[seat].Player, a.Value), mh.h.Seats[seat].Player)
		return nil
	case a.Type == microgaming.TPostedToPlay && v == st.SmallBlind:
		kind = hand.PostSmallBlind // live, out of position
	case a.Type == microgaming.TPostedToPlay && v != st.BigBlind:
		return mh.fail(ReasonBadAmount, mh.lineNo, "post", fmt.Sprintf("seat %s posts %s to play: neither blind", a.Seat, a.Value))
	}
	mh.addAction(seat, kind, v, allIn)
	mh.add(seat, v, true)
	return nil
}

// streetEnd gives the part of the street's biggest bet nobody matched
// back to its owner (no file writes it).
func (mh *microHand) streetEnd() {
	var bets biggestBets
	top := -1
	for i, v := range mh.streetIn {
		bets.add(v)
		if top < 0 || v > mh.streetIn[top] {
			top = i
		}
	}
	if u := bets.unmatched(); u > 0 {
		mh.returned[top] += u
		mh.streetIn[top] -= u
	}
	mh.newStreet()
}

func (mh *microHand) wins(a *microgaming.Action) *Error {
	mh.streetEnd()
	mh.sawSumm = true
	mh.h.Summary.Line = mh.lineNo
	for _, w := range a.Wins {
		seat, e := mh.seatOf(w.Num)
		if e != nil {
			return e
		}
		v, e := mh.money(w.Amount)
		if e != nil {
			return e
		}
		mh.played[seat] = true
		mh.award(seat, v, hand.PotUnnamed)
	}
	return nil
}

// outcome: the win's uncalled part, the fees, the endbalance and
// betamount checks (see the conventions).
func (mh *microHand) outcome() {
	h, g := mh.h, mh.g
	var back, put, won hand.Money
	for i := range h.Seats {
		back += mh.returned[i]
		put += h.Seats[i].Stack - mh.stack[i]
	}
	wonBy := make([]hand.Money, len(h.Seats))
	for _, a := range h.Awards {
		wonBy[a.Seat] += a.Amount
		won += a.Amount
	}
	inWin := g.Version != ""
	if inWin && back > 0 {
		mh.note(noteUncalledInWin, "hhversion "+g.Version+": the win includes the uncalled bet")
	}
	if mh.fee > 0 {
		h.Summary.Fees = append(h.Summary.Fees, hand.Fee{Kind: "bad beat jackpot", Amount: mh.fee})
	}
	if left := put - back - h.Summary.Rake - mh.fee - won; !inWin && left == microJackpotDrop && h.Tournament == "" &&
		h.Decimals == 2 && strings.HasPrefix(h.Table, "BB-") {
		h.Summary.Fees = append(h.Summary.Fees, hand.Fee{Kind: "bad beat jackpot (not written)", Amount: left})
		mh.note("fee_unwritten", "the pot, rake and wins leave 0.50 of what was put in: the bad-beat jackpot's drop, not written")
	}
	for i, s := range h.Seats {
		exp := mh.stack[i] + wonBy[i]
		if !inWin {
			exp += mh.returned[i]
		}
		if mh.end[i] == exp {
			continue
		}
		mh.lineNo = s.Line
		if !mh.played[i] {
			mh.playerNoteOf(hand.NoteRebuy, fmt.Sprintf("%s: endbalance %d after a hand he did not play, from %d: chips added after the hand", s.Player, mh.end[i], s.Stack), s.Player)
			continue
		}
		mh.playerNoteOf("endbalance_differs", fmt.Sprintf("%s: endbalance %d, the actions and the win give %d", s.Player, mh.end[i], exp), s.Player)
	}
	if hero, err := strconv.Atoi(g.PlayerSeat); err == nil && hero > 0 && g.BetAmount != "" && h.Decimals == 2 {
		for i, s := range h.Seats {
			if s.Number == hero && g.BetAmount != strconv.FormatInt(int64(s.Stack-mh.stack[i]), 10) {
				mh.playerNoteOf("betamount_differs", fmt.Sprintf("%s: betamount %s cents, the actions put in %d", s.Player, g.BetAmount, s.Stack-mh.stack[i]), s.Player)
			}
		}
	}
	if g.ExtendedName != "" {
		mh.lineNo = h.EndLine
		mh.note("extended_table_name", g.ExtendedName)
	}
	for i := range h.Seats {
		if h.Seats[i].SittingOut && mh.played[i] {
			h.Seats[i].SittingOut = false
			mh.lineNo = h.Seats[i].Line
			mh.playerNoteOf("sitting_out_dealt_in", h.Seats[i].Player+": sittingout, dealt in", h.Seats[i].Player)
		}
	}
}

// microKind names the element kinds in errors.
type microKind string

func (k microKind) String() string { return string(k) }
