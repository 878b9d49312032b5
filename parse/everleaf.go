package parse

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/everleaf"
	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/partypoker"
	"github.com/hhcheck/hhcheck/hand"
)

// Everleaf Gaming writes the party family's layout (parse/partyfamily.go:
// one line per action, what each line puts in, no total, no rake, no
// uncalled bet line); its hands are read by that mapping, the lines it
// writes otherwise by grammar/everleaf. Conventions, found in the real
// files of ../shared/histories/by-site/Everleaf (101 hands: FLO8 cash 74,
// 7 Card Stud cash 19, NL Hold'em cash 2 and tournament 6; see
// audit.TestCorpusEverleafVerifies, which lists every finding):
//
//   - "Everleaf Gaming Game #N" then "***** Hand history for game #N *****":
//     one hand, the id N. The network's skins of 2019 write "- - SKIN -
//     Game #N" instead of the first line (tour__Everleaf__NLHE-NA-0-0-
//     201901.Grand.Tour.txt, "- - Grand Poker - Game #15649156": a note
//     "skin"), and a tournament's hand "Tournament #2768325 - Level 2"
//     after the history line.
//   - Amounts are what the line puts in: "Hero raises [$ 0.75 USD]" after
//     his $0.25 small blind raises to $1 (FLO8 hand 148735643: Villain's
//     $0.50 big blind then folds, "Hero wins $ 1 USD"); but "completes to
//     $0.05." names the total (7-Stud hand 285997675: Player3, with only
//     his dead ante in, completes to $0.05; Player2, $0.02 bring-in in,
//     "calls [$ 0.03 USD]").
//   - What a player "wins" does not include his uncalled bet: the site
//     returns it unwritten (FLO8 hand 148735443: pot $1.00 before
//     "Villain: bets [$ 0.50 USD]", Hero folds, "Villain wins  high ($
//     0.95 USD)": $1.00 less a $0.05 rake; the $0.50 is not in it). So
//     the rake is the pot called less the collections (rake_derived).
//   - The rake is not printed and nobody collects it: 5% in the cash
//     hands (148735443: $0.05 of $1.00); the hands in chips are a
//     tournament's and take none (tour__Everleaf__TID_1625641-1.txt hand
//     288496467: "EricBlade wins 990 chips", every chip called): no rake
//     is derived there, so a chip more or less is a finding.
//   - The game line names the stakes: "$0.50/$1 Omaha Hi/Lo" (no limit
//     word: fixed limit, the stakes are the small and big bets, the
//     blinds what is posted), "Blinds $0.01/$0.02 NL Hold'em" (the
//     blinds), "$0.05/$0.10 7 Card Stud"; "Blinds 30/60" without a symbol
//     is a tournament's, in chips ("Seat 1: Whiskerrr (  965 Chips )").
//   - A hi/lo pot's halves: "wins  high ($ 0.95 USD)", "wins  low
//     ($0.23)"; "from main pot", "from side pot" (one side pot at most in
//     the files, NLHE-10max-USD-0.01-0.02-201008 hand 190070009).
//   - "wins  high" in a pot nobody "wins  low" is the whole pot: no low
//     qualified (FLO8 hand 148735851: Hero "wins  high ($ 5.70 USD)", no
//     low hand among the shown; hand 148737063: two "high" of $2.85, a
//     tie for the whole pot).
//   - A winner's hand may wrap onto the next line ("... with two pairs,
//     jacks and" / "eights [ Jc, Js, 9d, 8c, 8h ]", hand 190070009): the
//     next line is the rest of the description, a note.
//   - A seat "( All-in )" (NLHE-10max-USD-0.25-0.50-200911 hand
//     116214546, Player4: no line of his follows) or "( new player )" (the
//     TID file, "anem2 has been reseated to this table" and nothing else)
//     has no chips in play: the player is not dealt in, a note.
//   - Stud: no card is dealt in the record ("**** dealing 4th street
//     ****" names no card), only the showdown's; "** Dealing down cards
//     **" starts third street.
//   - A hi/lo pot's odd cent goes to the high half (FLO8 hand 148737833:
//     $4.75, "high ($ 2.38 USD)", "low ($2.37)"), RRoP 3.7.5(c): both
//     profiles' rule, no convention needed.
//   - OddChip by profile: no tie is chopped in the files. The date has no
//     zone: Start is left zero.
func init() {
	Register(Site{Format: "everleaf", Name: "Everleaf", Header: Header{Prefixes: []string{everleaf.Prefix, everleaf.SkinPrefix}, Match: everleafHeaderLine},
		New: newPFState, Requires: PartSeats | PartTable, Conventions: everleafConventions})
}

func everleafConventions(*hand.Hand) hand.Conventions {
	return hand.Conventions{OddChip: hand.OddChipByProfile}
}

// everleafHeaderLine: a skin's "- - SKIN - Game #N" starts a hand only
// in that whole shape (other text may start with "- - ").
func everleafHeaderLine(line string) bool {
	return !strings.HasPrefix(line, everleaf.SkinPrefix) || everleaf.IsHeader(line)
}

// everleafHeader reads "Everleaf Gaming Game #N" or "- - SKIN - Game #N".
func (ph *pfHand) everleafHeader(line string) *Error {
	id, skin, err := everleaf.Header(line)
	if err != nil {
		return ph.badHeader("header", line, err)
	}
	ph.site, ph.h.Site, ph.h.ID = pfEverleaf, "Everleaf", id
	if skin != "" {
		ph.note("skin", skin)
	}
	return nil
}

// everleafLine reads the lines Everleaf writes otherwise than the party
// family; done is false for the lines the family's reader takes (blank,
// button, players, "** Dealing ..", "Dealt to").
func (ph *pfHand) everleafLine(line string, k partypoker.LineKind) (done bool, e *Error) {
	h := ph.h
	switch {
	case ph.phase == 0:
		id, err := everleaf.History(line)
		if err != nil {
			return true, ph.badHeader("history", line, err)
		}
		if id != h.ID {
			return true, ph.fail(ReasonBadHeader, ph.lineNo, "history", fmt.Sprintf("game #%s in a hand whose header says #%s", id, h.ID))
		}
		ph.phase = 1
		return true, nil
	case ph.phase == 1 && strings.HasPrefix(line, "Tournament #"):
		// a tournament's hand (2019 skins): "Tournament #2768325 - Level 2"
		id, level, err := everleaf.Tournament(line)
		if err != nil {
			return true, ph.badHeader("tournament", line, err)
		}
		h.Tournament, h.Level = id, level
		return true, nil
	case ph.phase == 1:
		ph.phase = 2
		return true, ph.everleafGame(line)
	case ph.wrapped:
		// the rest of the winner's hand, wrapped (see above)
		ph.wrapped = false
		ph.note("wrapped", line)
		return true, nil
	case everleaf.IsStreet(line):
		name, err := everleaf.StudStreet(line)
		if err != nil {
			return true, ph.unknown(partypoker.LStreet, line, err)
		}
		st, ok := everleafStud[name]
		if !ok {
			return true, ph.unknown(partypoker.LStreet, line, fmt.Errorf("unknown street %q", name))
		}
		return true, ph.enterStreet(st, nil)
	case k == partypoker.LTable:
		name, err := everleaf.Table(line)
		if err != nil {
			return true, ph.unknown(k, line, err)
		}
		h.Table = name
		return true, nil
	case k == partypoker.LSeat:
		return true, ph.everleafSeat(line)
	case k == partypoker.LPlayer:
		return true, ph.everleafPlayer(line)
	}
	return false, nil
}

// everleafStud names the stud streets of "**** dealing ... ****".
var everleafStud = map[string]hand.Street{"4th street": hand.Fourth, "5th street": hand.Fifth, "6th street": hand.Sixth, "river": hand.Seventh}

// everleafGame reads the game line: the game and limit by the party
// family's words (gameWords), the stakes, cash or chips.
func (ph *pfHand) everleafGame(line string) *Error {
	h := ph.h
	g, err := everleaf.ParseGame(line)
	if err != nil {
		return ph.badHeader("game", line, err)
	}
	if e := ph.gameWords(g.Words); e != nil {
		return e
	}
	ph.family = h.Game.Spec().Family
	if strings.HasPrefix(g.Stakes[0].Num, "$") {
		h.Currency, h.Decimals = "USD", 2
	} else {
		ph.setTournament() // a tournament's chips: no rake (see above)
		ph.noRake = true
	}
	lo, hi, e := ph.moneyPair(g.Stakes[0].Num, g.Stakes[1].Num)
	if e != nil {
		return e
	}
	ph.setStakes(lo, hi) // stud too is fixed limit: no limit word
	return nil
}

// everleafSeat reads a seat line; a seat with no chips in play is a note.
func (ph *pfHand) everleafSeat(line string) *Error {
	if ph.phase > 2 {
		return ph.unknown(partypoker.LSeat, line, errSeatAfterDeal)
	}
	s, words, err := everleaf.ParseSeat(line)
	if err != nil {
		return ph.unknown(partypoker.LSeat, line, err)
	}
	if words != "" {
		ph.note("not_dealt_in", line)
		ph.h.Notes[len(ph.h.Notes)-1].Player = s.Name
		return nil
	}
	stack, e := ph.amount(s.Stack)
	if e != nil {
		return e
	}
	return ph.addSeat(partypoker.LSeat, hand.Seat{Number: atoi(s.Number), Player: s.Name, Stack: stack})
}

// everleafPlayer reads a player line: a seated player's, or a note of a
// player not dealt in.
func (ph *pfHand) everleafPlayer(line string) *Error {
	ix := ph.names()
	idx, rest, k := everleaf.CutName(line, ix.names)
	if k == linekind.KUnknown {
		name, _, k2 := everleaf.NameOf(line)
		if k2 == linekind.KUnknown || !k2.IsNote() {
			if k2 == linekind.KUnknown {
				return ph.unknown(partypoker.LPlayer, line, nil)
			}
			return ph.fail(ReasonUnknownPlayer, ph.lineNo, k2.String(), fmt.Sprintf("%q has no seat line: %q", name, shorten(line)))
		}
		ph.note("unseated_"+k2.String(), line)
		ph.h.Notes[len(ph.h.Notes)-1].Player = name
		return nil
	}
	a, err := everleaf.ParseAct(k, rest)
	if err != nil {
		return ph.unknown(k, line, err)
	}
	ph.wrapped = everleaf.Wrapped(a)
	return ph.apply(ix.order[idx], k, a, line)
}

// everleafScoops makes the "high" awards of a pot with no "low" award
// whole-pot awards (see above).
func (ph *pfHand) everleafScoops() { wholeWhenNoLow(ph.h.Awards) }
