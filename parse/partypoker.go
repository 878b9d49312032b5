package parse

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/partypoker"
	"github.com/hhcheck/hhcheck/hand"
)

// PartyPoker conventions, found in the real files of ../shared/histories
// (by-site/PartyPoker: 20 files, 20 hands; HHSmithy's PartyPoker samples:
// 27 hands; see TestCorpusPartyPoker and audit.TestCorpusPartyPacific):
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
//   - Amounts: "$0.05 USD", "€0.10 EUR", "0,35 €" (a decimal comma when
//     the symbol follows), "$2,697" (thousands comma), "(0.01)" in the old
//     format; tournaments in chips ("(50000)", "2,930").
//   - OddChip "": no tie is chopped in the files: the rule profile decides.
//   - The date's zones ("MESZ", "MSKS", "ET") are not all known: Start is
//     left zero.
const oddChipParty = hand.OddChipByProfile

func init() {
	Register(Site{Format: "partypoker", Name: "PartyPoker", New: newPFState,
		Header: Header{Prefixes: []string{"***** Hand History for Game "}, FoldCase: true, Glued: true,
			Preamble: []string{"#Game No : "}},
		Requires:    PartSeats,
		Conventions: partyConventions,
	})
}

func partyConventions(*hand.Hand) hand.Conventions {
	return hand.Conventions{UncalledInCollected: true, OddChip: oddChipParty}
}

// partyGame reads the game line (grammar/partypoker.ParseGame).
func (ph *pfHand) partyGame(line string) *Error {
	h := ph.h
	g, err := partypoker.ParseGame(line)
	if err != nil {
		return ph.fail(ReasonBadHeader, ph.lineNo, "game", fmt.Sprintf("%q: %v", shorten(line), err))
	}
	w := " " + g.Words + " "
	has := func(s string) bool { return strings.Contains(w, s) }
	switch {
	case has("double hold'em"):
		return ph.fail(ReasonUnknownGame, ph.lineNo, "game", fmt.Sprintf("game %q: Double Hold'em (three hole cards, one discarded on the flop) is not in the model", g.Words))
	case has("short deck"):
		h.Game = hand.ShortDeckHoldem
	case has("omaha hi-lo"), has("omaha hi/lo"):
		h.Game = hand.OmahaHiLo
	case has("omaha"):
		h.Game = hand.Omaha
	case has("stud hi-lo"):
		h.Game = hand.StudHiLo
	case has("stud"):
		h.Game = hand.Stud
	case has("hold'em"), has("holdem"):
		h.Game = hand.Holdem
	default:
		return ph.fail(ReasonUnknownGame, ph.lineNo, "game", fmt.Sprintf("game %q", g.Words))
	}
	switch {
	case has(" nl "), has("(nl)"):
		h.Limit = hand.NoLimit
	case has(" pl "), has("(pl)"):
		h.Limit = hand.PotLimit
	default:
		h.Limit = hand.FixedLimit
	}
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
	amounts := make([]hand.Money, 0, 2)
	for _, a := range g.Stakes {
		m, e := ph.amount(a)
		if e != nil {
			return e
		}
		amounts = append(amounts, m)
	}
	if len(g.Blinds) > 0 {
		// a tournament's "Blinds-Antes(400/800 -25)" are the stakes
		amounts = amounts[:0]
		for _, a := range g.Blinds {
			m, e := ph.amount(a)
			if e != nil {
				return e
			}
			amounts = append(amounts, m)
		}
		ante, e := ph.amount(g.Ante)
		if e != nil {
			return e
		}
		h.Stakes.Ante = ante
	}
	if len(amounts) == 2 && !strings.Contains(w, "buy-in") {
		switch {
		case h.Game.Spec().Family == hand.StudGame || h.Limit == hand.FixedLimit:
			h.Stakes.SmallBet, h.Stakes.BigBet = amounts[0], amounts[1]
		default:
			h.Stakes.SmallBlind, h.Stakes.BigBlind = amounts[0], amounts[1]
		}
	}
	return nil
}
