package parse

import (
	"fmt"
	"sort"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/partypoker"
	"github.com/hhcheck/hhcheck/hand"
)

// PartyPoker conventions, found in the real files of ../shared/histories
// (by-site/PartyPoker: 22 files, 22 hands; HHSmithy's PartyPoker samples:
// 21 files, 25 hands; see audit.TestCorpusPartyPacificVerifies, which
// lists every finding and rejection):
//
//   - The hand starts with "#Game No : N" (not always: tournaments and the
//     PLO8 "preamble.fatal" file start at the stars) and "***** Hand History
//     for Game N *****" or "For Game" (2010 e-mailed histories, 2021
//     tournaments); it is one hand. The id is the stars line's: the "#Game
//     No" number may differ (NLHE-6max-USD-0.05-0.10-201608.fastforward.txt:
//     4950573552 and 15492724092) and is kept as a note.
//   - UncalledInCollected: no "uncalled bet returned" line, and what a
//     player "wins" includes his uncalled bet: fastforward 15492724092,
//     Hero bets $0.14, Player4 folds, "Hero wins $0.57": the pot called is
//     $0.45, less a $0.02 rake, plus the $0.14; the 2010 e-mailed summary
//     says it outright (Player3 "bet $0.21, collected $0.31", "Main Pot:
//     $0.18": 0.31 = 0.18 + the uncalled 0.13), as the 2021 tournament
//     summaries (Main Pot 6609750, collected 10501750 = 6609750 + the
//     uncalled 3892000).
//   - No rake is printed (except "Main Pot: $0.18 Rake: $0" in the old
//     summary, which is read): the rake is derived as the chips put in
//     less the collections (parse/partyfamily.go). Tournaments take none.
//   - "wins $x USD from the main pot" / "from the side pot 1" name the pot;
//     "wins $x USD" alone (everyone folded) does not; "wins Lo ($x USD)"
//     names the low half. "doesn't show [cards]" are cards the site knows
//     and did not show: a mucked Show.
//   - "posts big blind + dead [$0.03]" is a live big blind and a dead small
//     blind (the stakes' small blind, or the one posted in the hand).
//   - The game line names the table's buy-in ("$2 USD NL Texas Hold'em")
//     or its stakes ("$0.10/$0.25 USD NL", "$15/$30 USD Texas Hold'em":
//     no limit word is fixed limit, whose bets are the stakes and whose
//     blinds are what is posted). A buy-in leaves the stakes unknown: the
//     blinds posted are the only record.
//     The blinds posted in full then set the stakes (so the betting's
//     level is known); a big blind posted short (all-in) leaves the first
//     call of a player with nothing in as the big blind
//     (NLHE-USD-0.01-0.02-20100731.bigBlindIsForcedAllIn.txt: Player2
//     posts $0.01 all-in, Player4 calls $0.02).
//   - Tournaments of 2012 ("Trny:67521159 Level:7  Blinds-Antes(400/800
//     -25)") print the antes but not the blinds: the blinds are posted by
//     the seats after the button (heads-up: the button the small blind),
//     and the mapping adds them, noted "blind_unprinted"
//     (NLHE-USD-STT.201203.heads.up.txt hand 11492045316: the raise, the
//     all-in and the call, and the 5,010 collected, add up only with
//     400/800 in: Player0 raises 2,000 over his 400, Player1 all-in 1,680
//     over his 800, Player0 calls 80).
//   - Amounts: "$0.05 USD", "€0.10 EUR", "0,35 €" (a decimal comma when
//     the symbol follows), "$2,697" (thousands comma), "(0.01)" in the old
//     format; tournaments in chips ("(50000)", "2,930").
//   - Double Hold'em ("$2 USD NL Double Hold'em",
//     cash__PartyPoker__Flop__NLDHE-USD-0.01-0.02-201205 hand
//     11764881345): three hole cards; on the flop each player still in
//     writes "X - Selects point card" before his action: the discard of
//     one card (hand.DoubleHoldem), which card is never written; the
//     showdown shows all three ("shows [ 4c, Qh, 8c ]two pairs, Queens and
//     Jacks."), and the best two of them play (hand.TwoHoleAnyFive).
//   - OddChip "": no tie is chopped in the files: the rule profile decides.
//   - The date's zones ("MESZ", "MSKS", "ET") are not all known: Start is
//     left zero.
const oddChipParty = hand.OddChipByProfile

func init() {
	registerParty(Site{Format: "partypoker", Name: "PartyPoker", Header: Header{Prefixes: []string{"***** Hand History for Game "}, FoldCase: true, Match: partyHeader},
		Conventions: partyConventions})
}

// partyHeader: "***** Hand History for Game N *****" in any letter case,
// not Everleaf's "***** Hand history for game #N *****".
func partyHeader(line string) bool {
	return partyHistory(line, false)
}

func partyConventions(h *hand.Hand) hand.Conventions {
	return hand.Conventions{UncalledInCollected: len(h.Returns) == 0, OddChip: oddChipParty}
}

// partyReturn: "wins $0.10 USD from the side pot 2" of the player whose
// bet nobody matched, for exactly the unmatched part, is no pot: PartyPoker
// writes the return of an uncalled bet as a pot of its own when there was
// a showdown (HHSmithy 5MultipleHands.txt hand 1458965856: Player1 all-in
// for $3.92 against $3.82, "wins $0.10 USD from the side pot 2"). It is
// the hand's recorded return.
func (ph *pfHand) partyReturn() {
	h := ph.h
	_, u := pfContrib(h)
	if u <= 0 {
		return
	}
	top := pfTopLive(h)
	last, lastPot := -1, 0
	for i, a := range h.Awards {
		if a.Pot > lastPot {
			last, lastPot = i, a.Pot
		}
	}
	if last < 0 || h.Awards[last].Seat != top || h.Awards[last].Amount != u {
		return
	}
	for _, a := range h.Awards {
		if a.Pot == lastPot && a.Seat != top {
			return
		}
	}
	a := h.Awards[last]
	h.Returns = append(h.Returns, hand.Return{Seat: a.Seat, Amount: a.Amount, Line: a.Line})
	h.Awards = append(h.Awards[:last], h.Awards[last+1:]...)
	ph.note("return_as_pot", fmt.Sprintf("side pot %d of %d is the return of an uncalled bet", lastPot, a.Amount))
}

// partyDescription turns PartyPoker's kicker wording into the form verify
// reads: "a pair of Aces with King kicker" is "a pair of Aces - King
// kicker".
func partyDescription(s string) string {
	if i := strings.LastIndex(s, " with "); i > 0 && strings.HasSuffix(s, " kicker") {
		return s[:i] + " - " + s[i+len(" with "):]
	}
	return s
}

// wordsFor is what a game line's words name: the value of the first entry
// one of whose words the line contains.
type wordsFor[T any] []struct {
	words []string
	v     T
}

// wordsIn looks the words of a game line up in a table.
func wordsIn[T any](line string, t wordsFor[T]) (T, bool) {
	for _, e := range t {
		for _, w := range e.words {
			if strings.Contains(line, w) {
				return e.v, true
			}
		}
	}
	var zero T
	return zero, false
}

// pfGames and pfLimits: the PartyPoker game line's words (lower case),
// the longer names first ("omaha hi-lo" before "omaha"); a line that names
// no limit is fixed limit.
var (
	pfGames = wordsFor[hand.GameType]{{[]string{"double hold'em"}, hand.DoubleHoldem}, {[]string{"short deck"}, hand.ShortDeckHoldem},
		{[]string{"omaha hi-lo", "omaha hi/lo"}, hand.OmahaHiLo}, {[]string{"omaha"}, hand.Omaha},
		{[]string{"stud hi-lo"}, hand.StudHiLo}, {[]string{"stud"}, hand.Stud}, {[]string{"hold'em", "holdem"}, hand.Holdem}}
	pfLimits = wordsFor[hand.Limit]{{[]string{" nl ", "(nl)"}, hand.NoLimit}, {[]string{" pl ", "(pl)"}, hand.PotLimit}}
)

// gameWords sets the game and the limit a game line's words name (lower
// case; no limit word is fixed limit).
func (ph *pfHand) gameWords(words string) *Error {
	w := " " + words + " "
	var ok bool
	if ph.h.Game, ok = wordsIn(w, pfGames); !ok {
		return ph.fail(ReasonUnknownGame, ph.lineNo, "game", fmt.Sprintf("game %q", words))
	}
	if ph.h.Limit, ok = wordsIn(w, pfLimits); !ok {
		ph.h.Limit = hand.FixedLimit
	}
	return nil
}

// partyGame reads the game line (grammar/partypoker.ParseGame).
func (ph *pfHand) partyGame(line string) *Error {
	h := ph.h
	g, err := partypoker.ParseGame(line)
	if err != nil {
		return ph.badHeader("game", line, err)
	}
	if e := ph.gameWords(g.Words); e != nil {
		return e
	}
	w := " " + g.Words + " "
	has := func(s string) bool { return strings.Contains(w, s) }
	h.Pool = has("fastforward")
	h.Tournament, h.Level = g.Tournament, g.Level
	sym := ""
	for _, a := range g.Stakes {
		if s := partypoker.Symbol(a); s != "" {
			sym = s
		}
		if a.Code == "EUR" {
			sym = "€"
		}
	}
	switch {
	case h.Tournament != "":
		ph.setTournament()
	case sym != "":
		h.Currency, h.Decimals = symbolCode(sym), 2
	default:
		h.Currency, h.Decimals = "USD", 2 // "0.01/0.02 Texas Hold'em Game Table (NL)": real money, no symbol
	}
	amounts, e := ph.amounts(g.Stakes)
	if e != nil {
		return e
	}
	if len(g.Blinds) > 0 {
		// a tournament's "Blinds-Antes(400/800 -25)" are the stakes
		if amounts, e = ph.amounts(g.Blinds); e != nil {
			return e
		}
		ante, e := ph.amount(g.Ante)
		if e != nil {
			return e
		}
		h.Stakes.Ante = ante
	}
	ph.buyIn = len(g.Blinds) == 0 && (len(amounts) < 2 || has("buy-in"))
	if len(g.Blinds) == 2 {
		ph.blinds = amounts
	}
	if len(amounts) == 2 && !has("buy-in") {
		switch {
		case h.Game.Spec().Family == hand.StudGame || h.Limit == hand.FixedLimit:
			h.Stakes.SmallBet, h.Stakes.BigBet = amounts[0], amounts[1]
		default:
			h.Stakes.SmallBlind, h.Stakes.BigBlind = amounts[0], amounts[1]
		}
	}
	return nil
}

// partyBlinds, at the deal: the stakes of a buy-in table from the blinds
// posted in full, and the blinds a tournament hand does not print.
func (ph *pfHand) partyBlinds() *Error {
	h := ph.h
	posted := false
	for _, a := range h.Actions {
		switch a.Kind {
		case hand.PostSmallBlind, hand.PostBigBlind, hand.PostBothBlinds:
			posted = true
		}
		if !ph.buyIn || a.AllIn || a.Amount >= h.Seats[a.Seat].Stack {
			continue
		}
		switch {
		case a.Kind == hand.PostSmallBlind && h.Stakes.SmallBlind == 0:
			h.Stakes.SmallBlind = a.Amount
		case a.Kind == hand.PostBigBlind && h.Stakes.BigBlind == 0:
			h.Stakes.BigBlind = a.Amount
		}
	}
	if posted || len(ph.blinds) != 2 || len(h.Seats) < 2 || h.Game.Spec().Family != hand.FlopGame {
		return nil
	}
	h.Stakes.SmallBlind, h.Stakes.BigBlind = ph.blinds[0], ph.blinds[1]
	// seats in table order from the button
	order := make([]int, 0, len(h.Seats))
	for i := range h.Seats {
		order = append(order, i)
	}
	sort.Slice(order, func(a, b int) bool { return h.Seats[order[a]].Number < h.Seats[order[b]].Number })
	btn := -1
	for k, i := range order {
		if h.Seats[i].Number == h.Button {
			btn = k
		}
	}
	if btn < 0 {
		return ph.fail(ReasonBadHeader, ph.lineNo, "street", "the blinds are not printed and the button has no seat")
	}
	sb, bb := order[(btn+1)%len(order)], order[(btn+2)%len(order)]
	if len(order) == 2 {
		sb, bb = order[btn], order[(btn+1)%len(order)]
	}
	for _, p := range [...]struct {
		seat int
		kind hand.ActionKind
		amt  hand.Money
	}{{sb, hand.PostSmallBlind, ph.blinds[0]}, {bb, hand.PostBigBlind, ph.blinds[1]}} {
		left := h.Seats[p.seat].Stack
		for _, a := range h.Actions {
			if a.Seat == p.seat {
				left -= a.Amount
			}
		}
		amt := min(p.amt, left)
		a := ph.addAction(p.seat, p.kind, amt, amt == left)
		a.Street = hand.NoStreet
		if ph.streetIn == nil {
			ph.newStreet()
		}
		ph.streetIn[p.seat] += amt
		ph.curBet = max(ph.curBet, ph.streetIn[p.seat])
		ph.note("blind_unprinted", fmt.Sprintf("%s posts %s %d (not printed)", h.Seats[p.seat].Player, p.kind, amt))
	}
	return nil
}
