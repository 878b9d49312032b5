package parse

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/pacific"
	"github.com/hhcheck/hhcheck/grammar/partypoker"
	"github.com/hhcheck/hhcheck/hand"
)

// 888 / Pacific Poker conventions, found in the real files of
// ../shared/histories (by-site/PacificPoker-888: 23 files, 277 hands of
// "Cassava", "888poker" and "888.ro BLAST"; HHSmithy's Pacific samples: 14
// hands; see audit.TestCorpusPartyPacificVerifies, which lists every
// finding and rejection):
//
//   - "#Game No : N" then "***** Cassava Hand History for Game N *****"
//     (2011-2013), "***** 888poker Hand History ..." (2014-), other skins'
//     words between the stars ("888.es BLAST").
//   - No total, no rake and no uncalled-bet line is printed. What
//     "collected" includes depends on the hand: a bet nobody called is in
//     the collection when the pot was not raked (888-NLHE-USD-5-10-201205.
//     uncalled.non.blind.txt: Player2 raises [284,48$] all-in, everyone
//     folds, "collected [ 299,48$ ]" = the $25 of blinds and calls + his
//     $274.48 back) and not in it otherwise (NLHE-10max-USD-0.50-1.00-
//     201607.jackpot.table.txt: Player0 bets [$3], Hero folds, "collected [
//     $5.70 ]" = the $6 called less 5%). So UncalledInCollected is set per
//     hand: when the collections are more than the chips called (they can
//     only be if they hold the uncalled bet back).
//   - The rake is derived as the chips put in less the uncalled bet (when
//     not collected) less the collections (parse/partyfamily.go);
//     tournaments take none. How it is divided between a main and a side
//     pot follows no rule the hands show: 440726931 (888-FLH-PM-1.00-2.00-
//     stacks_over_1k.txt) takes it all from the main pot, 311162661 all
//     from the side pot, 440728443 from both in no proportion. So
//     Conventions.RakeDivisionUnknown: collections are compared per
//     player, allowing any division of the hand's rake between the pots.
//   - "posts dead blind [$0.01 + $0.02]" is a dead small blind and a live
//     big blind (888-NLHE rake.greater.than.25.pct: campdog14 posts it and
//     checks facing the big blind).
//   - "collected [ $x ]" names no pot; "mucks [cards]" are cards shown as
//     mucked; "did not show his hand" shows nothing.
//   - Amounts: "$1,379" (thousands comma), "5$", "222,75$" (a decimal
//     comma when the symbol follows), "$ 1"; "Practice Play" tables are
//     play money with cents; tournaments ("Tournament #N ... - Table #N")
//     are chips although written with "$".
//   - Cards in the client's language: "8Pik" (German suit, spades) in
//     888-NLHE-USD-0.01-0.02-201107.non.english.post.both.txt and Dutch
//     ranks "Hc", "Vs", "Bh" (Heer, Vrouw, Boer: king, queen, jack) in
//     888-PLO-USD-10.00-20.00-201405.dutch.txt, which also writes amounts
//     the European way ("$ 3.243", "$ 552,72"). They are translated; the
//     German suits Herz, Karo, Kreuz are read as well.
//   - BLAST tournaments ("***** 888.ro BLAST Hand History"): the game
//     line's first amount is the prize pool ("42.797,60 $/0 $ Blinds")
//     and every player posts his whole stack as ante; no stakes are set.
//     The excess of the largest stack goes back to its owner, unwritten
//     and not in his collection (888.ro BLAST hand 1008664844: antes 3,530
//     and 2,470, "collected [ 4.940 $ ]" = 2 x 2,470): the "ante" is a live
//     all-in bet, mapped as an all-in post of the big blind.
//   - OddChip "": no tie is chopped in the files: the rule profile decides.
//   - The date ("*** 04 07 2016 02:30:27") has no zone: Start is left zero.
const oddChipPacific = hand.OddChipByProfile

func init() {
	registerParty(Site{Format: "pacificpoker", Name: "888poker", Header: Header{Prefixes: []string{"***** "}, Match: pacificHeader},
		Conventions: pacificConventions})
}

// pacificHeader: "***** <skin> Hand History for Game N *****" with the
// skin's words ("Cassava", "888poker", "888.es BLAST").
func pacificHeader(line string) bool {
	return partyHistory(line, true)
}

func pacificConventions(h *hand.Hand) hand.Conventions {
	in, uncalled := pfContrib(h)
	return hand.Conventions{UncalledInCollected: pfPaid(h) > in-uncalled, OddChip: oddChipPacific, RakeDivisionUnknown: true}
}

// pacificGames and pacificLimits: 888's game words, "no limit holdem",
// "fix limit omahahl".
var (
	pacificGames  = map[string]hand.GameType{"holdem": hand.Holdem, "omaha": hand.Omaha, "omahahl": hand.OmahaHiLo}
	pacificLimits = []limitWord{{"no limit ", hand.NoLimit}, {"pot limit ", hand.PotLimit}, {"fix limit ", hand.FixedLimit}}
)

// pacificGame reads 888's game line (grammar/pacific.ParseGame).
func (ph *pfHand) pacificGame(line string) *Error {
	h := ph.h
	g, words, err := pacific.ParseGame(line)
	if err != nil {
		return ph.badHeader("game", line, err)
	}
	words = strings.TrimSuffix(words, " jackpot table")
	g0, lim, ok := gameWithLimit(words, false, pacificLimits, pacificGames)
	if !ok {
		return ph.fail(ReasonUnknownGame, ph.lineNo, "game", fmt.Sprintf("game %q", words))
	}
	h.Game, h.Limit = g0, lim
	sym := partypoker.Symbol(g.SmallBlind)
	if sym != "" {
		h.Currency = symbolCode(sym)
	} else {
		h.Currency = "play"
	}
	h.Decimals = 2
	ph.stakes = g
	return nil
}

// pacificStakes converts the game line's blinds once the table line said
// whether the hand is a tournament's (chips) or cash.
func (ph *pfHand) pacificStakes() *Error {
	g, h := ph.stakes, ph.h
	if g == nil {
		return nil
	}
	ph.stakes = nil
	bb, e := ph.amount(g.BigBlind)
	if e != nil {
		return e
	}
	if bb == 0 {
		// BLAST lottery tournaments: "42.797,60 $/0 $ Blinds": the first
		// amount is the prize, every player posts his stack as ante
		ph.note("blast_prize", "the game line's first amount is the prize pool, not a blind")
		ph.blast = true
		return nil
	}
	sb, e := ph.amount(g.SmallBlind)
	if e != nil {
		return e
	}
	h.Stakes.SmallBlind, h.Stakes.BigBlind = sb, bb
	if h.Limit == hand.FixedLimit {
		h.Stakes.SmallBet, h.Stakes.BigBet = bb, 2*bb
	}
	return nil
}

// pacificCard translates a card written in the client's language: Dutch
// ranks (H king, V queen, B jack) and German suit names.
func pacificCard(c string) string {
	for _, s := range [...]struct{ word, suit string }{{"Pik", "s"}, {"Herz", "h"}, {"Karo", "d"}, {"Kreuz", "c"}} {
		if strings.HasSuffix(c, s.word) && len(c) > len(s.word) {
			c = c[:len(c)-len(s.word)] + s.suit
			break
		}
	}
	if len(c) == 2 {
		switch c[0] {
		case 'H':
			c = "K" + c[1:]
		case 'V':
			c = "Q" + c[1:]
		case 'B':
			c = "J" + c[1:]
		}
	}
	return c
}
