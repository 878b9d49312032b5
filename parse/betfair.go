package parse

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/betfair"
	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/hand"
)

// Betfair Poker writes the party family's layout (parse/partyfamily.go:
// one line per action, no total, no rake, no uncalled bet line); its hands
// are read by that mapping, the lines it writes otherwise by
// grammar/betfair. Conventions, found in the one real file of
// ../shared/histories/by-site/Betfair (hand 100000000, PLO $0.05/$0.10,
// 2009; audit.TestCorpusBetfairVerifies):
//
//   - "***** Betfair Poker Hand History for Game N *****": the hand N;
//     the game line "PL $0.05/$0.10 Omaha - DATE" names the limit ("PL",
//     "NL"; none is fixed limit), the blinds and the game. The date's
//     year comes last and it has no weekday-free form read: Start is left
//     zero.
//   - "calls [$0.20]" is what the call adds (Player4, big blind $0.10,
//     calls $0.20 after "Player2 raises to [$0.30]"; he ends the hand with
//     $1 in preflop); "raises to [$1]" is the raiser's total on the
//     street; "bets [$3.03]" the bet.
//   - "NAME goes all-in" before the action that puts the player all in:
//     that action is all in.
//   - "wins $4.44 from main pot" and "wins $6.26 from side pot #1" are
//     after the rake, which is not printed: five players put $1 each in
//     the main pot and its winner collects $4.44 (the side pot's $6.26 is
//     paid whole), so the rake is the part nobody collected
//     (rake_derived), and each pot after rake is read from the
//     collections, which name their pots.
//   - A straight is named from its top card down: "a straight, Seven to
//     Three" (Hero's 7c 6c 5h with the board's 4d 3s), "a straight flush,
//     Seven to Three" (Player4's): betfairDescription turns it into the
//     form verify reads, "Three to Seven".
//   - No uncalled bet occurs in the file: RecordsUncalled is left false
//     (a missing return line is no finding). OddChip by profile: no pot
//     is divided.
func init() {
	registerParty(Site{Format: "betfair", Name: "Betfair",
		Header:      Header{Prefixes: []string{betfair.Prefix}, Match: betfair.IsHeader},
		Conventions: betfairConventions,
	})
}

func betfairConventions(*hand.Hand) hand.Conventions {
	return hand.Conventions{OddChip: hand.OddChipByProfile}
}

// betfairHeader reads the history line.
func (ph *pfHand) betfairHeader(line string) *Error {
	id, err := betfair.Header(line)
	if err != nil {
		return ph.badHeader("history", line, err)
	}
	ph.site, ph.h.Site, ph.h.ID, ph.phase = pfBetfair, "Betfair", id, 1
	return nil
}

// betfairGame reads the game line.
func (ph *pfHand) betfairGame(line string) *Error {
	g, err := betfair.ParseGame(line)
	if err != nil {
		return ph.badHeader("game", line, err)
	}
	if e := ph.gameWords(strings.ToLower(g.Limit) + " " + g.Words); e != nil {
		return e
	}
	ph.note("unknown_time_zone", g.Date)
	ph.setUnit(false, "", g.Stakes[0])
	if ph.h.Currency == "play" {
		return ph.badHeader("game", line, fmt.Errorf("stakes without a currency"))
	}
	lo, hi, e := ph.moneyPair(g.Stakes[0], g.Stakes[1])
	if e != nil {
		return e
	}
	ph.setStakes(lo, hi)
	return nil
}

// betfairLine reads the lines Betfair writes otherwise than the party
// family; done is false for the lines the family's reader takes.
func (ph *pfHand) betfairLine(line string) (done bool, e *Error) {
	if ph.phase == 1 {
		ph.phase = 2
		return true, ph.betfairGame(line)
	}
	switch k := betfair.Classify(line); k {
	case linekind.KInfo:
		ph.note(k.String(), line)
		return true, nil
	case linekind.KTotal: // the hand's end
		ph.note("end", line)
		return true, nil
	}
	ix := ph.names()
	idx, rest, k := betfair.CutName(line, ix.names)
	if k == linekind.KUnknown {
		return false, nil
	}
	a, err := betfair.ParseAct(k, rest)
	if err != nil {
		return true, ph.unknown(k, line, err)
	}
	seat := ix.order[idx]
	switch k {
	case linekind.KAllIn:
		ph.allInSeat = seat + 1
		ph.playerNoteOf("goes_all_in", line, ph.h.Seats[seat].Player)
	case linekind.KRaise:
		to, e := ph.lineMapper.money(a.A)
		if e != nil {
			return true, e
		}
		if ph.streetIn == nil {
			ph.newStreet()
		}
		put := to - ph.streetIn[seat]
		if to <= ph.curBet || put <= 0 {
			return true, ph.fail(ReasonBadAmount, ph.lineNo, k.String(), fmt.Sprintf("%q: a raise to %s when the bet is %d", shorten(line), a.A, ph.curBet))
		}
		n := len(ph.h.Actions)
		ph.put(seat, put, put)
		ph.addAction(seat, hand.Raise, put, false).To = to
		ph.betfairAllIn(n)
	default: // KWins
		v, e := ph.lineMapper.money(a.A)
		if e != nil {
			return true, e
		}
		pot := 0
		if a.Pot != "main" {
			pot = atoi(a.Pot)
		}
		ph.award(seat, v, pot)
		ph.outcomeLine()
	}
	return true, nil
}

// betfairAllIn marks the action added after the first n all in when the
// player said "goes all-in" just before it.
func (ph *pfHand) betfairAllIn(n int) {
	if ph.allInSeat == 0 || len(ph.h.Actions) <= n {
		return
	}
	if a := &ph.h.Actions[n]; a.Seat == ph.allInSeat-1 {
		a.AllIn = true
	}
	ph.allInSeat = 0
}

// betfairDescription turns Betfair's straights, named from the top card
// down ("a straight, Seven to Three"), into the form verify reads ("a
// straight, Three to Seven").
func betfairDescription(s string) string {
	head, ranks, ok := strings.Cut(s, ", ")
	if !ok || !strings.HasPrefix(head, "a straight") {
		return s
	}
	hi, lo, ok := strings.Cut(ranks, " to ")
	if !ok {
		return s
	}
	return head + ", " + lo + " to " + hi
}
