package replay_test

import (
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/internal/replaytest"
	"github.com/hhcheck/hhcheck/replay"
	"github.com/hhcheck/hhcheck/rules"
)

// legality replays a hold'em hand of the given structure and returns the
// betting findings (order and amounts only).
func legality(t *testing.T, lim hand.Limit, prof rules.Profile, script string) []hand.Discrepancy {
	t.Helper()
	h := replaytest.Build(hand.Holdem, script)
	h.Limit = lim
	if lim == hand.FixedLimit {
		h.Stakes.SmallBet, h.Stakes.BigBet = h.Stakes.BigBlind, 2*h.Stakes.BigBlind
	}
	var out []hand.Discrepancy
	for _, d := range replay.New(h, replay.Config{Profile: prof}).Finish().Findings {
		switch d.Code {
		case hand.OutOfTurn, hand.BetAmount, hand.RaiseCap, hand.RaiseNotReopened, hand.BlindAmount, hand.BringInPlayer:
			out = append(out, d)
		}
	}
	return out
}

func only(t *testing.T, ds []hand.Discrepancy, code hand.Code, player string, clause rules.Clause) hand.Discrepancy {
	t.Helper()
	if len(ds) != 1 || ds[0].Code != code || ds[0].Player != player || ds[0].Clause != clause {
		t.Fatalf("want one %s %s [%s]; got %+v", code, player, clause, ds)
	}
	return ds[0]
}

// first: the first finding is the one wanted (a change of order or of a
// blind makes later actions wrong too).
func first(t *testing.T, ds []hand.Discrepancy, code hand.Code, player string, clause rules.Clause) {
	t.Helper()
	if len(ds) == 0 || ds[0].Code != code || ds[0].Player != player || ds[0].Clause != clause {
		t.Fatalf("want %s %s [%s] first; got %+v", code, player, clause, ds)
	}
}

func none(t *testing.T, ds []hand.Discrepancy) {
	t.Helper()
	if len(ds) != 0 {
		t.Fatalf("want no betting finding; got %+v", ds)
	}
}

const threeWay = `
button 1
stakes 5 10
seats 1:a:1000 2:b:1000 3:c:1000
b sb 5
c bb 10
preflop
`

// RULES §7 and D3: bet 10 (the big blind), raise to 30: the next minimum
// raise is to 50 under the standard profile, to 60 under FR-2016 read
// literally ("at least double the last raise").
func TestMinimumRaise_RULES_D3(t *testing.T) {
	s := threeWay + "a raise 30\nb raise 50\nc fold\na call 20\n"
	none(t, legality(t, hand.NoLimit, rules.Standard, s))
	d := only(t, legality(t, hand.NoLimit, rules.FR2016, s), hand.BetAmount, "b", rules.MinimumRaise)
	if d.Expected != 60 || d.Recorded != 50 {
		t.Fatalf("FR-2016: %+v", d)
	}
	d = only(t, legality(t, hand.NoLimit, rules.Standard, threeWay+"a raise 30\nb raise 45\nc fold\na call 15\n"), hand.BetAmount, "b", rules.MinimumRaise)
	if d.Expected != 50 || d.Recorded != 45 {
		t.Fatalf("standard: %+v", d)
	}
	// all-in for less than the minimum is allowed
	none(t, legality(t, hand.NoLimit, rules.Standard, strings.Replace(threeWay, "2:b:1000", "2:b:45", 1)+"a raise 30\nb raise 45 allin\nc fold\na call 15\n"))
}

// RULES §7: an all-in short raise does not reopen the betting for the
// player who already acted; a full raise after it does.
func TestShortAllInDoesNotReopen_RULES_7(t *testing.T) {
	short := strings.Replace(threeWay, "2:b:1000", "2:b:45", 1)
	// a raises to 30, b all-in to 45 (15 more, less than the 20 raise), c
	// calls, a may only call or fold
	only(t, legality(t, hand.NoLimit, rules.Standard, short+"a raise 30\nb raise 45 allin\nc call 35\na raise 100\nc call 55\n"),
		hand.RaiseNotReopened, "a", rules.ShortAllIn)
	none(t, legality(t, hand.NoLimit, rules.Standard, short+"a raise 30\nb raise 45 allin\nc call 35\na call 15\n"))
	// c had not acted: he may raise
	none(t, legality(t, hand.NoLimit, rules.Standard, short+"a raise 30\nb raise 45 allin\nc raise 100\na call 70\n"))
}

// A raise below the minimum by a player whose stack the hand does not
// write (hand.NoteStackUnknown) may have been all in: not accused; the
// same raise with his stack written is.
func TestShortRaiseStackUnknown(t *testing.T) {
	script := threeWay + "a raise 30\nb raise 45\nc fold\na call 15\n"
	h := replaytest.Build(hand.Holdem, script)
	h.Limit = hand.NoLimit
	h.Notes = append(h.Notes, hand.Note{Kind: hand.NoteStackUnknown, Player: "b"})
	for _, d := range replay.New(h, replay.Config{Profile: rules.Standard}).Finish().Findings {
		if d.Code == hand.BetAmount {
			t.Errorf("stack unknown: %+v", d)
		}
	}
	only(t, legality(t, hand.NoLimit, rules.Standard, script), hand.BetAmount, "b", rules.MinimumRaise)
}

// FR-2016 Art.7 I 2°: blinds 5/10, pot 15: the first raise is to at most
// 10 + 15 + 10 = 35; a first bet after the flop at most the pot.
func TestPotLimitMaximum_FR2016_Art7_I_2(t *testing.T) {
	none(t, legality(t, hand.PotLimit, rules.Standard, threeWay+"a raise 35\nb fold\nc call 25\nflop\nc bet 75\na call 75\n"))
	d := only(t, legality(t, hand.PotLimit, rules.Standard, threeWay+"a raise 36\nb fold\nc call 26\n"), hand.BetAmount, "a", rules.PotLimitRaise)
	if d.Expected != 35 || d.Recorded != 36 {
		t.Fatalf("%+v", d)
	}
	d = only(t, legality(t, hand.PotLimit, rules.Standard, threeWay+"a raise 35\nb fold\nc call 25\nflop\nc bet 76\na call 76\n"), hand.BetAmount, "c", rules.PotLimitRaise)
	if d.Expected != 75 || d.Recorded != 76 {
		t.Fatalf("%+v", d)
	}
}

// FR-2016 Art.7 I 1°: fixed limit 10/20: preflop raises are of 10, the big
// blind is the first of the four bets of the cap.
func TestFixedLimitSizeAndCap_FR2016_Art7_I_1(t *testing.T) {
	none(t, legality(t, hand.FixedLimit, rules.Standard, threeWay+"a raise 20\nb raise 30\nc raise 40\na call 20\nb call 10\nflop\nb bet 10\nc call 10\na call 10\nturn\nb bet 20\nc call 20\na call 20\n"))
	only(t, legality(t, hand.FixedLimit, rules.Standard, threeWay+"a raise 25\nb fold\nc call 15\n"), hand.BetAmount, "a", rules.LimitCap)
	only(t, legality(t, hand.FixedLimit, rules.Standard, threeWay+"a raise 20\nb raise 30\nc raise 40\na raise 50\nb call 20\nc call 10\n"), hand.RaiseCap, "a", rules.LimitCap)
	only(t, legality(t, hand.FixedLimit, rules.Standard, threeWay+"a call 10\nb call 5\nc check\nturn\nb bet 10\nc call 10\na call 10\n"), hand.BetAmount, "b", rules.LimitCap)
	// heads-up (b folds, a and c raise on): capped unless the site lifts
	// the cap heads-up (Conventions.UncappedHeadsUp)
	headsUp := threeWay + "a raise 20\nb fold\nc raise 30\na raise 40\nc raise 50\na raise 60\nc call 10\n"
	first(t, legality(t, hand.FixedLimit, rules.Standard, headsUp), hand.RaiseCap, "c", rules.LimitCap)
	h := replaytest.Build(hand.Holdem, headsUp)
	h.Limit, h.Stakes.SmallBet, h.Stakes.BigBet = hand.FixedLimit, h.Stakes.BigBlind, 2*h.Stakes.BigBlind
	h.Conventions.UncappedHeadsUp = true
	for _, d := range replay.New(h, replay.Config{Profile: rules.Standard}).Finish().Findings {
		if d.Code == hand.RaiseCap {
			t.Errorf("uncapped heads-up: %+v", d)
		}
	}
}

// RULES §7, order of action: after the big blind, clockwise; the big
// blind's option; nobody skipped; nothing after the round closed.
func TestOrderOfAction_RULES_7(t *testing.T) {
	none(t, legality(t, hand.NoLimit, rules.Standard, threeWay+"a call 10\nb call 5\nc check\nflop\nb check\nc check\na check\n"))
	first(t, legality(t, hand.NoLimit, rules.Standard, threeWay+"b call 5\na call 10\nc check\n"), hand.OutOfTurn, "b", rules.OrderOfAction)
	// the big blind's option skipped: the flop comes while c still had to act
	only(t, legality(t, hand.NoLimit, rules.Standard, threeWay+"a call 10\nb call 5\nflop\nb check\nc check\na check\n"), hand.OutOfTurn, "c", rules.OrderOfAction)
	// after the button on the flop: b first, not a
	only(t, legality(t, hand.NoLimit, rules.Standard, threeWay+"a call 10\nb call 5\nc check\nflop\na check\nb check\nc check\n"), hand.OutOfTurn, "a", rules.OrderOfAction)
	// a checks facing a bet
	first(t, legality(t, hand.NoLimit, rules.Standard, threeWay+"a check\nb fold\nc check\n"), hand.BetAmount, "a", rules.Betting)
	// an all-in player's automatic fold is not an action of the round
	none(t, legality(t, hand.NoLimit, rules.Standard, strings.Replace(threeWay, "c bb 10", "c bb 10 allin", 1)+"a call 10\nc fold\nb call 5\n"))
}

// The big blind all-in on the ante: the others still call the full big
// blind (PokerStars tour 297808375 hand 47655901719).
func TestBigBlindOwedWhenBlindAllIn_RULES_7(t *testing.T) {
	s := `
button 1
stakes 60 120
seats 1:a:1000 2:b:15 3:c:1000
a ante 15
b ante 15 allin
c ante 15
preflop
a sb 60
`
	h := replaytest.Build(hand.Holdem, s+"c call 120\na call 60\n")
	h.Actions[3].Street = hand.NoStreet // the blind is posted before the cards
	h.Limit = hand.NoLimit
	for _, d := range replay.New(h, replay.Config{Profile: rules.Standard}).Finish().Findings {
		t.Errorf("unexpected %+v", d)
	}
}

// Forced bets against the stakes (RULES §7): a short blind only all-in.
func TestBlindAmounts_RULES_7(t *testing.T) {
	first(t, legality(t, hand.NoLimit, rules.Standard, strings.Replace(threeWay, "c bb 10", "c bb 8", 1)+"a call 10\nb call 5\nc call 2\n"), hand.BlindAmount, "c", rules.ForcedBets)
	none(t, legality(t, hand.NoLimit, rules.Standard, strings.Replace(strings.Replace(threeWay, "c bb 10", "c bb 8 allin", 1), "3:c:1000", "3:c:8", 1)+"a call 10\nb call 5\n"))
}

// studRank stands for eval.StudRank (replay may not import it): one card
// by rank then suit, the lowest brings in; several cards by the count of
// pairs then the highest card.
func studRank(_ hand.GameType, up []cards.Card) uint32 {
	if len(up) == 1 {
		return uint32(up[0])
	}
	var v uint32
	for i, a := range up {
		for _, b := range up[i+1:] {
			if a.Rank() == b.Rank() {
				v += 1 << 8
			}
		}
		v = max(v, v&^0xff|uint32(a.Rank()))
	}
	return v
}

func stud(t *testing.T, script string) []hand.Discrepancy {
	t.Helper()
	h := replaytest.Build(hand.Stud, script)
	h.Limit = hand.FixedLimit
	h.Stakes.SmallBet, h.Stakes.BigBet, h.Stakes.BringIn = 10, 20, 5
	for i := range h.Deals { // the script's "deal" cards are up cards
		h.Deals[i].Up, h.Deals[i].Down = h.Deals[i].Down, nil
	}
	return replay.New(h, replay.Config{Profile: rules.Standard, StudRank: studRank}).Finish().Findings
}

// FR-2016 Art.7 III, RRoP 3.7.1: the lowest up card brings in (the deuce
// of clubs before the deuce of diamonds); the best showing acts first on
// later streets; the big bet on 4th street with an open pair.
func TestStudBringInAndOrder_FR2016_Art7_III(t *testing.T) {
	s := `
seats 1:a:1000 2:b:1000 3:c:1000
third
deal a 2d
deal b Kh
deal c 2c
c bringin 5
a call 5
b call 5
fourth
deal a 2h
deal b 9s
deal c 7c
`
	none(t, stud(t, s+"a bet 10\nb call 10\nc call 10\n"))
	// a pair of deuces showing: the double bet is allowed
	none(t, stud(t, s+"a bet 20\nb call 20\nc call 20\n"))
	only(t, stud(t, s+"b bet 10\nc call 10\na call 10\n"), hand.OutOfTurn, "b", rules.StudRules)
	wrong := strings.Replace(strings.Replace(s, "c bringin 5\na call 5", "a bringin 5\nb call 5", 1), "b call 5\nfourth", "c call 5\nfourth", 1)
	ds := stud(t, wrong+"a bet 10\nb call 10\nc call 10\n")
	only(t, ds, hand.BringInPlayer, "a", rules.SuitOrder)
}

// A stud record that writes no up card (Everleaf's) cannot show that no
// pair was open on 4th street: the double bet there is not accused; the
// same bet with up cards and no pair showing is.
func TestStudDoubleBetWithoutUpCards_FR2016_Art7_III(t *testing.T) {
	s := "seats 1:a:1000 2:b:1000\nthird\na bringin 5\nb call 5\nfourth\n"
	none(t, stud(t, s+"a bet 20\nb call 20\n"))
	up := "seats 1:a:1000 2:b:1000\nthird\ndeal a 2d\ndeal b Kh\na bringin 5\nb call 5\nfourth\ndeal a 3h\ndeal b 9s\n"
	only(t, stud(t, up+"b bet 20\na call 20\n"), hand.BetAmount, "b", rules.StudRules)
}

// RULES §7 (forced bets): an ante below the stakes is a finding, unless
// the part above it is one no other player could match (every other ante
// an all-in no larger): it would come straight back uncalled, and a site
// may write the ante net of it.
func TestAnteNetOfUnmatchedPart_RULES_7(t *testing.T) {
	ante := func(script string) []hand.Discrepancy {
		h := replaytest.Build(hand.Stud, script)
		h.Limit = hand.FixedLimit
		h.Stakes.SmallBet, h.Stakes.BigBet, h.Stakes.BringIn, h.Stakes.Ante = 10, 20, 5, 7
		var out []hand.Discrepancy
		for _, d := range replay.New(h, replay.Config{Profile: rules.Standard, StudRank: studRank}).Finish().Findings {
			if d.Code == hand.BlindAmount {
				out = append(out, d)
			}
		}
		return out
	}
	none(t, ante("seats 1:a:1000 2:b:6\na ante 6\nb ante 6\n"))
	only(t, ante("seats 1:a:1000 2:b:1000\na ante 6\nb ante 7\n"), hand.BlindAmount, "a", rules.ForcedBets)
	only(t, ante("seats 1:a:1000 2:b:6 3:c:1000\na ante 6\nb ante 6\nc ante 7\n"), hand.BlindAmount, "a", rules.ForcedBets)
}

// RULES §7 (limit): a short all-in of at least half a bet counts as a
// full bet, so the next player may raise a full bet over it; a short
// all-in of less than half a bet does not.
func TestLimitHalfBetRule_RULES_7(t *testing.T) {
	// the river of iPoker 2855501026 in small: b all in for 13 of a 20 bet
	half := "seats 1:a:1000 2:b:33 3:c:1000 4:d:1000\nstakes 10 20\nc sb 10\nd bb 20\npreflop\na call 20\nb call 20\nc call 10\nd check\nflop\nc check\nd check\na check\nb bet 13 allin\nc raise 40\nd fold\na fold\n"
	none(t, legality(t, hand.FixedLimit, rules.Standard, half))
	short := strings.Replace(strings.Replace(half, "2:b:33", "2:b:29", 1), "b bet 13 allin", "b bet 9 allin", 1)
	only(t, legality(t, hand.FixedLimit, rules.Standard, short), hand.BetAmount, "c", rules.LimitCap)
}
