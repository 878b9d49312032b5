package parse

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/betonline"
	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/hand"
)

// BetOnline conventions, found in the real files of ../shared/histories
// (by-site/BetOnline: 7 files, 22 hands; Hold'em and Omaha cash, Hold'em
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
//   - A hand of several pots has one "Total pot x | Rake y" line per pot,
//     each after its own rake, the side pots' first and the main pot's last
//     (PLO file, hand 1073068762: "Total pot 10.90 | Rake 0.60" is the side
//     pot of 11.50 Player11 won, "Total pot 12.00 | Rake 0.60" the main pot
//     of 12.60 the all-in Player0 won): the lines are the printed pots
//     (Summary.MainPot, SidePots) and add up to the total and the rake.
//     Both pots pay the same 0.60, which no rake convention of the model
//     divides so: verify reports SIDE_POT_TOTAL (see TestCorpusBetOnline).
//     In five of the seven such hands the summary names the winner of one pot
//     only (hand 1073064152: two pots of 11.40 in all, "won (9.55)" alone):
//     those are rejected missing_line, the award of a pot is not written.
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
			h.Awards = append(h.Awards, hand.Award{Seat: ss.Seat, Amount: ss.Won, Pot: hand.PotUnnamed, Line: ss.Line})
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

func (bh *boHand) other(k betonline.Kind, line string) *Error {
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

func (bh *boHand) dealtLine(line string) *Error {
	return bh.starsDealtLine(line, linekind.KDealt, betonline.ParseDealt, false)
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

// potLines sets the printed pots of a hand of several "Total pot" lines
// (the main pot's is the last) and rejects the hand when its summary
// awards less than the pots hold: the winners of a pot are not written.
func (bh *boHand) potLines() *Error {
	h := bh.h
	s := &h.Summary
	if len(bh.pots) > 1 {
		s.MainPot = bh.pots[len(bh.pots)-1]
		for i := len(bh.pots) - 2; i >= 0; i-- {
			s.SidePots = append(s.SidePots, bh.pots[i])
		}
	}
	var won hand.Money
	for _, ss := range s.Seats {
		won += ss.Won
	}
	if len(bh.pots) > 1 && won < s.TotalPot {
		return bh.fail(ReasonMissingLine, s.Line, "summary seat", fmt.Sprintf("%d pots of %s in all, the summary awards %s: the winners of a pot are not written",
			len(bh.pots), s.TotalPot.Format(h.Decimals), won.Format(h.Decimals)))
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

func (bh *boHand) convert(k betonline.Kind, rest string) *boMemoVal {
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
var boPlain = plainTable(map[betonline.Kind]hand.ActionKind{linekind.KFold: hand.Fold, linekind.KCheck: hand.Check,
	linekind.KCall: hand.Call, linekind.KBet: hand.Bet})

func (bh *boHand) apply(seat int, k betonline.Kind, v *boMemoVal, line string) *Error {
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
	default:
		return bh.noteOrUnmapped(k, line)
	}
	return nil
}
