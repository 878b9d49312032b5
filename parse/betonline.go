package parse

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/betonline"
	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/hand"
)

// BetOnline conventions, found in the real files of ../shared/histories
// (by-site/BetOnline: 7 files, 23 hands; Hold'em and Omaha cash, Hold'em
// tournaments; see TestCorpusBetOnline):
//
//   - The game: the header names "Hold'em" for Omaha too. Every hand of
//     cash__BetOnline__Flop__PLO-10max-USD-0.05-0.10-201209.txt is headed
//     "Hold'em Pot Limit ($0.05/0.10)" and deals four cards ("Dealt to Hero
//     [Jh 9d 7d Kh]", hand 1073058326; shows of four cards, "Player7 shows
//     ..." in the same file): a "Hold'em" hand in which a player is dealt or
//     shows four cards is Omaha.
//   - "Total pot" is written with the rake taken out
//     (TotalExcludesRake): cash__BetOnline__Flop__NLHE-10max-USD-0.25-0.50-
//     201206.PayNoRake.txt hand 1027919331, blinds 0.25/0.50 called and
//     checked down (pot 1.00): "Total pot 0.95 | Rake 0.05", "showed [7h
//     Jh] and won (0.95)".
//   - The rake: 5% of the pot rounded down to 0.05 at the 0.05/0.10 PLO
//     table (its file: 4.20 pays 0.20 in hand 1073062051, 14.40 pays 0.70
//     in hand 1073064926, 1.63 pays 0.05 in hand 1073060614). A hand won
//     without a showdown prints "Rake 0.00" although the rake is taken:
//     the total and the collection are the pot less it (hand 1073058326:
//     1.95 put in, "Total pot 1.90 | Rake 0.00", "collected (1.90)"; the
//     same in hands 1073058698, 1073060164, 1073061386, 1073062727,
//     1073063367, 1073065512: 0.05 of 1.30, 0.10 of 2.10, 0.15 of 3.30,
//     0.20 of 4.00 and of 4.42, 0.25 of 5.80: every such hand of the
//     files; hand 1073061094's 0.90, below 1.00, pays none). So at a cash
//     table a printed "Rake 0.00" is not read: the rake is the chips
//     called less the total (rake_derived); a collection other than the
//     total is still a finding. A printed rake above 0 is read as is.
//   - A hand of several pots has one "Total pot x | Rake y" line per pot,
//     the side pots' first and the main pot's last; each x is the pot
//     after its own rake, but y is a running total: the main pot's line
//     gives its own rake, the line of side pot n the rake of the main pot
//     and of side pots 1 to n-1 (PLO file, hand 1073059444: pots of 12.15,
//     10.80, 4.20 and 7.26 printed 11.55, 10.30, 3.95 and 6.91 with "Rake
//     0.60", "0.60", "1.10", "1.35"; the rake of the pots called so far is
//     5% rounded down to 0.05 of 12.15, 22.95, 27.15 and 34.41: 0.60,
//     1.10, 1.35, 1.70). So the hand's rake is what the printed pots leave
//     of the chips called (rake_derived), and each pot's is its chips less
//     its line's amount (hand 1073068762: main 12.60 printed 12.00, side
//     11.50 printed 10.90).
//   - The summary writes a winner once, with the amount of one pot (the
//     main pot's when he won it): hand 1073068762, two pots, two winners
//     "won (12.00)" and "won (10.90)", the amounts of the main and the
//     side pot's lines, so an award is of the pot of its amount; but in
//     hand 1073064152 Player10's straight wins both pots (11.40 in all),
//     written "won (9.55)", the main pot alone. A hand of several pots
//     whose summary awards less than the pots hold is rejected
//     missing_line: the award of a pot is not written (five hands of the
//     PLO file).
//   - No line collects a pot: the summary's "collected (x)" and "showed
//     [..] and won (x)" are the awards (as Full Tilt's).
//   - Uncalled bets are written in some hands only: "Uncalled bet (0.03)
//     returned to Hero" (cash__BetOnline__Flop__NLHE-10max-0.01-0.02-
//     201604.zero.ante.txt hand 1593704164), but none for the 12.05 of
//     Player11's turn bet of 15.80 called all in for 3.75 (PLO file, hand
//     1073068762): RecordsUncalled is false.
//   - "raises X to Y": Y is the player's total for the street, X what he
//     puts in now (tour__BetOnline__Flop__NLHE-10max-USD-MTT-201603.
//     post.ante.txt hand 1587461647: the small blind of 50 "raises 250.00
//     to 300.00" over a big blind of 100); only Y is read.
//   - "post now 0.10" is a live big blind posted by a player who sat down
//     out of position: he checks when the action comes back unraised (PLO
//     file, hand 1073058326, Player8).
//   - "ante processed 10.00" is an ante (tournament 201603 file). Cash
//     hands write "ante processed 0.00" for every seat, those sitting out
//     and one who joins and never acts included (the .zero.ante file, hand
//     1593704164: Player3 and Player5 sitting out, Player8 on seat 9): a
//     zero ante is a note, not an action that would put the seat in the
//     hand.
//   - Tournaments: the header's amounts are not the blinds ("Hold'em
//     $40.00/$80.00" posts 50/100 in hand 1587461647), so the blinds are
//     the first posts'; the limit is not written, and the raises are of no
//     limit ("raises 250.00 to 300.00" above a big blind of 100 in a $40/$80
//     game is no fixed-limit raise): "Hold'em" is No Limit. Chips are
//     written with cents ("5365.01 in chips", tour 201210 file): Decimals 2.
//   - Seats are numbered from 0 ("Seat 0: Hero (9.05 in chips)", PLO file
//     hand 1073058326; "Seat #0 is the button", hand 1073064926): the
//     model numbers seats from 1 (0 is no button), so every seat number,
//     the button's included, is the site's plus one.
//   - A cash seat line of "0.00 in chips" is a player who lost his stack
//     in an earlier hand and bought in again: the seat line predates the
//     buy-in (PLO file: Player0, Player4, Player6, Player7 all in and
//     beaten in hand 1073059444, "(0.00 in chips)" in hand 1073060164,
//     where Player7 posts 0.10 and calls 5.55 more): his stack is not
//     known (unknownStack, as PartyPoker's, noted stack_unknown).
//   - "Dealt to Hero []" deals no card: the player is not dealt in and
//     does not act (fold.blinds.antes file, hand 1605730318, where the
//     summary writes "Hero collected (0.00)").
//   - "has left the table" of a player in the hand folds it: the small
//     blind of hand 1605730318 posts, leaves before the cards, never acts
//     and is not in the summary; the flop's action starts after him.
//   - Seat lines end with the seat's role ("- Small Blind", "- The
//     button"), read as nothing, or "- Sitting out".
//   - The header's time has zones spelt out ("Eastern Daylight Time", "GMT
//     Standard Time") or abbreviated ("EDT"): Start is left zero.
//   - PayNoRake is a BetOnline skin: same layout, header "PayNoRake Game
//     #1027919331" (the PayNoRake file); Hand.Site is "PayNoRake".
//   - OddChip by profile: no odd chip is divided in the files.
//   - A seat with no name ("Seat 4:  (100.00 in chips)", tour 201210 file,
//     hand 1078353699) is rejected unknown_line: its lines cannot be told
//     from the others'.
func init() {
	registerStars(Site{Format: "betonline", Name: "BetOnline Poker", New: newBetOnlineState,
		Header: Header{Prefixes: []string{betonline.Prefix, betonline.PayNoRakePrefix}},
		Conventions: func(h *hand.Hand) hand.Conventions {
			return hand.Conventions{OddChip: hand.OddChipByProfile, TotalExcludesRake: true}
		},
	})
}

type boMemoVal = convLine[betonline.Act]

type boState struct {
	starState[betonline.Act]
}

func newBetOnlineState() Mapper { return &boState{newStarState[betonline.Act](1024, boPlain)} }

var boKinds = newStarKinds[*boHand](betonline.Classify)

type boHand struct {
	p  *Parser
	st *boState
	lineMapper
	pots []hand.Money // the amount of each "Total pot" line
}

func (st *boState) Map(p *Parser, doc *Document, c Chunk) (*hand.Hand, Parts, *Error) {
	bh := boHand{p: p, st: st, lineMapper: startHand(doc, c, "BetOnline Poker", &st.index)}
	h := bh.h
	if e := readStars(&bh.lineMapper, p, c, bh.header, &bh, boKinds); e != nil {
		return nil, 0, e
	}
	if e := bh.potLines(); e != nil {
		return nil, 0, e
	}
	for _, ss := range h.Summary.Seats {
		if ss.Won > 0 {
			h.Awards = append(h.Awards, hand.Award{Seat: ss.Seat, Amount: ss.Won, Pot: bh.potOf(ss.Won), Line: ss.Line})
		}
	}
	if h.Game == hand.Holdem && boFourCards(h) {
		h.Game = hand.Omaha
	}
	return h, bh.parts(), nil
}

// boFourCards: a player is dealt or shows four cards (the site's Omaha
// headed "Hold'em").
func boFourCards(h *hand.Hand) bool {
	for _, d := range h.Deals {
		if len(d.Down)+len(d.Held) == 4 {
			return true
		}
	}
	for _, s := range h.Shows {
		if len(s.Cards) == 4 {
			return true
		}
	}
	return false
}

var boLimits = map[string]hand.Limit{"hold'em no limit": hand.NoLimit, "hold'em pot limit": hand.PotLimit, "hold'em limit": hand.FixedLimit}

func (bh *boHand) header(line string) *Error {
	hd, err := betonline.ParseHeader(line)
	h := bh.h
	if err != nil {
		return bh.badHeader("header", line, err)
	}
	h.ID, h.Site, h.Tournament = hd.HandID, hd.Skin, hd.Tournament
	h.Game = hand.Holdem
	if hd.Tournament != "" {
		if hd.Game != "Hold'em" {
			return bh.fail(ReasonUnknownGame, bh.lineNo, "header", fmt.Sprintf("game %q", hd.Game))
		}
		h.Limit = hand.NoLimit
		h.Currency, h.Decimals = "chips", 2
		bh.note("header_stakes", line) // not the blinds: see above
		return nil
	}
	l, ok := boLimits[strings.ToLower(hd.Game)]
	if !ok {
		return bh.fail(ReasonUnknownGame, bh.lineNo, "header", fmt.Sprintf("game %q", hd.Game))
	}
	h.Limit = l
	if len(hd.Stakes) != 2 {
		return bh.fail(ReasonBadHeader, bh.lineNo, "header", fmt.Sprintf("%d stakes", len(hd.Stakes)))
	}
	bh.setUnit(false, "", hd.Stakes[0])
	small, e := bh.money(hd.Stakes[0])
	if e != nil {
		return e
	}
	big, e := bh.money(hd.Stakes[1])
	if e != nil {
		return e
	}
	bh.setStakes(small, big)
	return nil
}

// ---- lines ----

func (bh *boHand) boardLine(line string) *Error { return bh.starsBoardLine(line, linekind.KBoard) }

func (bh *boHand) other(k linekind.Kind, line string) *Error {
	switch k {
	case linekind.KTable:
		t, err := betonline.ParseTable(line)
		if err != nil {
			return bh.unknown(k, line, err)
		}
		bh.h.Table, bh.h.MaxSeats, bh.h.Button = t.Name, atoi(t.MaxSeats), atoi(t.Button)+1
		return nil
	case linekind.KSeat:
		_, e := headSeat(&bh.lineMapper, k, line, betonline.ParseSeat, func(s *betonline.Seat) (hand.Seat, string) {
			return hand.Seat{Number: s.Number + 1, Player: s.Name, SittingOut: s.SittingOut}, s.Stack
		})
		if seats := bh.h.Seats; e == nil && bh.h.Tournament == "" && seats[len(seats)-1].Stack == 0 {
			// a player who lost his stack and bought in again: see above
			seats[len(seats)-1].Stack = unknownStack
			bh.playerNoteOf("stack_unknown", line, seats[len(seats)-1].Player)
		}
		return e
	case linekind.KUncalled:
		return bh.mapStarsUncalled(line, k)
	}
	return bh.unknown(linekind.KUnknown, line, nil)
}

var boStreets = map[string]hand.Street{"HOLE CARDS": hand.Preflop, "FLOP": hand.Flop, "TURN": hand.Turn, "RIVER": hand.River,
	"SHOW DOWN": hand.Showdown}

func (bh *boHand) streetLine(line string) *Error {
	name := betonline.StreetName(line)
	if name == "SUMMARY" {
		bh.summary()
		return nil
	}
	st, ok := boStreets[name]
	if !ok {
		return bh.unknown(linekind.KStreet, line, fmt.Errorf("unknown street %q", name))
	}
	bh.section = 1
	bh.street = st
	if st == hand.Flop || st == hand.Turn || st == hand.River {
		all, e := bh.streetCards(line, linekind.KStreet, betonline.ParseStreet)
		if e != nil {
			return e
		}
		bh.setBoard(0, all, false)
	}
	return nil
}

// dealtLine: "Dealt to Hero []" deals no card, the player is not dealt in
// (see above).
func (bh *boHand) dealtLine(line string) *Error {
	return bh.starsDealtLine(line, linekind.KDealt, betonline.ParseDealt, true)
}

// live reports whether the seat has put chips in or acted, and has
// neither folded nor put in all his stack.
func (bh *boHand) live(seat int) bool {
	acted, put := false, hand.Money(0)
	for _, a := range bh.h.Actions {
		if a.Seat != seat {
			continue
		}
		if a.Kind == hand.Fold || a.AllIn {
			return false
		}
		acted, put = true, put+a.Amount
	}
	return acted && put < bh.h.Seats[seat].Stack
}

// totalLine maps a "Total pot 10.90 | Rake 0.60" line: one per pot, the
// side pots' first (see above), each pot's amount after its rake.
func (bh *boHand) totalLine(line string) *Error {
	s := &bh.h.Summary
	total, rake := s.TotalPot, s.Rake
	if e := bh.starsTotalLine(line, linekind.KTotal, func(string) bool { return false }); e != nil {
		return e
	}
	bh.pots = append(bh.pots, s.TotalPot)
	s.TotalPot += total
	s.Rake += rake
	return nil
}

// potOf is the pot a summary's "won (x)" names in a hand of several
// "Total pot" lines: the one pot of that amount (0 the main pot, the last
// line; n the side pot n lines above it); PotUnnamed in a hand of one pot
// or when no printed pot, or several, have that amount.
func (bh *boHand) potOf(won hand.Money) int {
	pot := hand.PotUnnamed
	if len(bh.pots) < 2 {
		return pot
	}
	for i, amount := range bh.pots {
		if amount != won {
			continue
		}
		if pot != hand.PotUnnamed {
			return hand.PotUnnamed
		}
		pot = len(bh.pots) - 1 - i
	}
	return pot
}

// potLines rejects the hand when its summary awards
// less than the pots hold (a winner of several pots is written with one of
// them) and sets the rake the site does not print (see above): what the
// printed pots leave of the chips called, in a hand of several pots or
// whose "Rake 0.00" is printed at a cash table.
func (bh *boHand) potLines() *Error {
	h := bh.h
	s := &h.Summary
	var won hand.Money
	for _, ss := range s.Seats {
		won += ss.Won
	}
	if len(bh.pots) > 1 && won < s.TotalPot {
		return bh.fail(ReasonMissingLine, s.Line, "summary seat", fmt.Sprintf("%d pots of %s in all, the summary awards %s: a winner of several pots is written with one pot's amount, the other pots' awards are not written",
			len(bh.pots), s.TotalPot.Format(h.Decimals), won.Format(h.Decimals)))
	}
	if h.Tournament != "" || (len(bh.pots) < 2 && s.Rake != 0) {
		return nil
	}
	in, uncalled := pfContrib(h)
	if r := in - uncalled - s.TotalPot; r > 0 {
		s.Rake = r
		bh.note("rake_derived", fmt.Sprintf("rake %s: the chips called less the printed pots (the site prints no rake, or a running total, see parse/betonline.go)", r.Format(h.Decimals)))
	} else {
		s.Rake = 0
	}
	return nil
}

func (bh *boHand) summarySeat(line string) *Error {
	return bh.mapStarsSummarySeat(line, func(line string, name func(int) string) (*betonline.SummarySeat, error) {
		return betonline.ParseSummarySeat(line, func(n int) string { return name(n + 1) })
	})
}

// ---- player lines ----

func (bh *boHand) player(line string) *Error {
	ix := bh.seatIndex()
	idx, rest, k, unseated := betonline.CutName(line, ix.names)
	if k == linekind.KUnknown {
		return bh.unknown(linekind.KUnknown, line, nil)
	}
	if unseated {
		bh.playerNoteOf(k.String(), line, strings.TrimSuffix(line[:len(line)-len(rest)], ":"))
		return nil
	}
	return bh.st.act(&bh.lineMapper, bh.p, ix.order[idx], k, rest, line, bh.convert, bh.apply)
}

func (bh *boHand) convert(k linekind.Kind, rest string) *boMemoVal {
	v, ok := newConv(betonline.ParseAct(k, rest))
	if !ok || k.IsNote() {
		return v
	}
	dec := bh.h.Decimals
	v.amount = v.money(v.act.A, dec)
	v.b = v.money(v.act.B, dec)
	v.setCards(v.act.Cards)
	return v
}

// boPlain: the BetOnline lines that are one action of the line's amount.
var boPlain = plainTable(map[linekind.Kind]hand.ActionKind{linekind.KFold: hand.Fold, linekind.KCheck: hand.Check,
	linekind.KCall: hand.Call, linekind.KBet: hand.Bet})

func (bh *boHand) apply(seat int, k linekind.Kind, v *boMemoVal, line string) *Error {
	h := bh.h
	switch k {
	case linekind.KRaise:
		a := bh.act(seat, hand.Raise, v)
		a.To = v.b
	case linekind.KPostSB:
		bh.act(seat, hand.PostSmallBlind, v)
		if h.Tournament != "" {
			postedStake(&h.Stakes.SmallBlind, v)
		}
	case linekind.KPostBB, linekind.KPostBBOut:
		bh.act(seat, hand.PostBigBlind, v)
		if h.Tournament != "" {
			postedStake(&h.Stakes.BigBlind, v)
		}
	case linekind.KPostAnte:
		if v.amount == 0 {
			bh.note("ante_zero", line) // written for every seat, sitting out or not
			return nil
		}
		bh.act(seat, hand.PostAnte, v)
	case linekind.KShowBare:
		bh.addShow(seat, v.cards, "")
	case linekind.KLeaves:
		bh.playerNoteOf(k.String(), line, h.Seats[seat].Player)
		if bh.live(seat) {
			bh.addAction(seat, hand.Fold, 0, false) // his hand is dead: see above
		}
	default:
		return bh.noteOrUnmapped(k, line)
	}
	return nil
}
