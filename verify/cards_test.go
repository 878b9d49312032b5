package verify_test

import (
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/internal/replaytest"
	"github.com/hhcheck/hhcheck/rules"
	"github.com/hhcheck/hhcheck/verify"
)

const headsUp = `
seats 1:a:1000 2:b:1000
a sb 5
b bb 10
preflop
%DEAL%
a call 5
b check
board 2c 7d 9h Jd 4s
show a %A%
show b %B%
collect %WIN% 20`

func script(deal, a, b, win string) string {
	return strings.NewReplacer("%DEAL%", deal, "%A%", a, "%B%", b, "%WIN%", win).Replace(headsUp)
}

// RULES §5, FR-2016 Art.7 I: hold'em deals two hole cards; a deal or a
// shown hand of three is reported, and a three-card hand does not contend.
func TestCardCountHoldem_FR2016_Art7_I(t *testing.T) {
	clean(t, check(t, hand.Holdem, script("deal a Ah Ad", "Ah Ad", "Kh Kc", "a")))
	want(t, check(t, hand.Holdem, script("deal a Ah Ad Ac", "Ah Ad", "Kh Kc", "a")),
		"CARD_COUNT|"+string(rules.HoldemCards)+"||a||")
	// a shows three cards: his hand is not the game's, b's kings win
	want(t, check(t, hand.Holdem, script("deal b Kh Kc", "Ah Ad Ac", "Kh Kc", "a")),
		"CARD_COUNT|"+string(rules.HoldemCards)+"||a||",
		"AWARD_MISMATCH|||a|0|20", "AWARD_MISMATCH|||b|20|0")
	// the shown hand differs from the one dealt
	want(t, check(t, hand.Holdem, script("deal a Ah Ad", "Ah Ac", "Kh Kc", "a")),
		"DEAL_MISMATCH|"+string(rules.HoldemCards)+"||a||")
}

// FR-2016 Art.7 II: Omaha is four cards; a five-card hand shown is
// reported. A part of a hand shown (two cards) is not.
func TestCardCountOmaha_FR2016_Art7_II(t *testing.T) {
	want(t, check(t, hand.Omaha, script("", "Ah Ad Kc Qd 3s", "Kh Ks 5c 6d", "a")),
		"CARD_COUNT|"+string(rules.OmahaCards)+"||a||",
		"AWARD_MISMATCH|||a|0|20", "AWARD_MISMATCH|||b|20|0")
	rep := check(t, hand.Omaha, script("", "Ah Ad", "Kh Ks 5c 6d", "b"))
	clean(t, rep)
}

// A board of six cards is not a board.
func TestCardCountBoard_RULES_5(t *testing.T) {
	s := strings.Replace(script("", "Ah Ad", "Kh Kc", "a"), "board 2c 7d 9h Jd 4s", "board 2c 7d 9h Jd 4s 5s", 1)
	rep := check(t, hand.Holdem, s)
	found := false
	for _, d := range rep.Discrepancies {
		if d.Code == hand.CardCount && d.Clause == rules.HoldemCards && d.Seat == -1 {
			found = true
		}
	}
	if !found {
		t.Fatalf("%+v", rep.Discrepancies)
	}
}

// CASINO §Courchevel: the first flop card is turned before the first
// betting round, and it is the flop's first card.
func TestCourchevelEarlyCard_CASINO(t *testing.T) {
	build := func(early string) *hand.Hand {
		h := replaytest.Build(hand.Courchevel, script("", "Ah Ad Kc Qd 3s", "Kh Ks 5c 6d 8d", "a"))
		if early != "" {
			h.EarlyBoard = cards.MustParseList(early)
		}
		return h
	}
	run := func(h *hand.Hand) verify.Report { return verify.Check(h, verify.Options{Profile: rules.Standard}) }
	clean(t, run(build("2c")))
	want(t, run(build("")), "CARD_COUNT|"+string(rules.CourchevelCasino)+"||||")
	want(t, run(build("3c")), "DEAL_MISMATCH|"+string(rules.CourchevelCasino)+"||||")
	want(t, run(build("2c 7d")), "CARD_COUNT|"+string(rules.CourchevelCasino)+"||||")
	// Omaha turns nothing early
	h := replaytest.Build(hand.Omaha, script("", "Ah Ad Kc Qd", "Kh Ks 5c 6d", "a"))
	h.EarlyBoard = cards.MustParseList("2c")
	want(t, run(h), "CARD_COUNT|"+string(rules.OmahaCards)+"||||")
}

// FR-2016 Art.7 III: stud streets deal one up card each from 3rd to 6th
// street (two down with the first), one down on 7th; the cards a line
// repeats are the ones dealt before; the hand shown holds every up card.
func TestStudStreets_FR2016_Art7_III(t *testing.T) {
	base := `
seats 1:a:1000 2:b:1000
a ante 1
b ante 1
third
a bringin 2
b call 2
seventh
show a Ah Ad Kc Kd 7s 4c 2h
show b As Ac Kh Ks 7c 4d 3h
collect b 3
collect a 3`
	deals := func(h *hand.Hand, fourthUp string, held string) {
		h.Deals = []hand.Deal{
			{Seat: 0, Street: hand.Third, Down: cards.MustParseList("Ah Ad"), Up: cards.MustParseList("Kc"), Line: 1},
			{Seat: 1, Street: hand.Third, Up: cards.MustParseList("Kh"), Line: 2},
			{Seat: 1, Street: hand.Fourth, Held: cards.MustParseList(held), Up: cards.MustParseList(fourthUp), Line: 3},
		}
	}
	run := func(up, held string) verify.Report {
		h := replaytest.Build(hand.Stud, base)
		deals(h, up, held)
		return verify.Check(h, verify.Options{Profile: rules.Standard})
	}
	clean(t, run("Ks", "Kh"))
	want(t, run("Ks 7c", "Kh"), "CARD_COUNT|"+string(rules.StudRules)+"||b||")
	want(t, run("Ks", "Kc"), "DEAL_MISMATCH|"+string(rules.StudRules)+"||b||")
	// b shows a hand without his 4th street up card
	want(t, run("Qs", "Kh"), "DEAL_MISMATCH|"+string(rules.StudRules)+"||b||")
	// a six-card stud hand at the showdown
	h := replaytest.Build(hand.Stud, strings.Replace(base, "show a Ah Ad Kc Kd 7s 4c 2h", "show a Ah Ad Kc Kd 7s 4c", 1))
	rep := verify.Check(h, verify.Options{Profile: rules.Standard})
	found := false
	for _, d := range rep.Discrepancies {
		found = found || (d.Code == hand.CardCount && d.Player == "a" && d.Clause == rules.StudRules)
	}
	if !found {
		t.Fatalf("%+v", rep.Discrepancies)
	}
}

// RULES D9 in stud hi/lo: the short stack's 6-4-3-2-A takes the low half
// of the main pot only; in the side pot nobody eligible has a low, so the
// high hand takes it all, and paying half of it to a "low" is reported
// with D9.
func TestStudHiLoLowOnlyInMainPot_RULES_D9(t *testing.T) {
	s := `
seats 1:a:100 2:b:1000 3:c:1000
third
a bet 100 allin
b call 100
c call 100
fourth
b bet 200
c call 200
seventh
show a Ac 2d 3h 4s 6c 9d Kh
show b Qs Qd Qc 7h 8s Jd Tc
show c Ks Kd 9s 9h 6d Jh Th
collect b 150 main
collect a 150 main
%SIDE%
total 700 rake 0 main 300 side 400`
	rep := check(t, hand.StudHiLo, strings.Replace(s, "%SIDE%", "collect b 400 side1", 1))
	clean(t, rep)
	if p := rep.Pots[1].Runs[0].Portions; len(p) != 1 || !p[0].NoLow {
		t.Fatalf("side pot %+v", p)
	}
	rep = check(t, hand.StudHiLo, strings.Replace(s, "%SIDE%", "collect b 200 side1\ncollect c 200 side1", 1))
	found := false
	for _, d := range rep.Discrepancies {
		found = found || (d.Code == hand.AwardMismatch && d.Player == "b" && d.Pot == "side 1" && d.Clause == rules.D9)
	}
	if !found {
		t.Fatalf("%+v", rep.Discrepancies)
	}
}

// FR-2016 Art.7 IV, CASINO §Badugi: a draw keeps the hand at the game's
// number of cards; standing pat keeps the hand held; a player cannot
// throw more cards than he holds.
func TestDrawCounts_FR2016_Art7_IV(t *testing.T) {
	base := `
seats 1:a:1000 2:b:1000
a sb 5
b bb 10
predraw
a call 5
b check
show a 2c 3d 4h 5s
show b 2d 3h 4s 6c
collect a 20`
	run := func(mod func(h *hand.Hand)) verify.Report {
		h := replaytest.Build(hand.Badugi, base)
		h.Deals = []hand.Deal{{Seat: 0, Street: hand.PreDraw, Down: cards.MustParseList("2c 3d 4h 5s"), Line: 100}}
		mod(h)
		return cardFindings(verify.Check(h, verify.Options{Profile: rules.Standard}))
	}
	pat := func(cs string) func(h *hand.Hand) {
		return func(h *hand.Hand) {
			h.Actions = append(h.Actions, hand.Action{Seat: 0, Kind: hand.StandPat, Street: hand.AfterDraw1, Cards: cards.MustParseList(cs), Line: 101})
		}
	}
	clean(t, run(func(*hand.Hand) {}))
	clean(t, run(pat("2c 3d 4h 5s")))
	want(t, run(pat("2c 3d 4h 6s")), "DEAL_MISMATCH|"+string(rules.BadugiCasino)+"||a||", "DEAL_MISMATCH|"+string(rules.BadugiCasino)+"||a||")
	want(t, run(pat("2c 3d 4h 5s 6s")), "CARD_COUNT|"+string(rules.BadugiCasino)+"||a||")
	want(t, run(func(h *hand.Hand) {
		h.Actions = append(h.Actions, hand.Action{Seat: 1, Kind: hand.Discard, Street: hand.AfterDraw1, Count: 5, Line: 101})
	}), "CARD_COUNT|"+string(rules.BadugiCasino)+"||b||")
	// two thrown, two drawn: four held
	clean(t, run(func(h *hand.Hand) {
		h.Actions = append(h.Actions, hand.Action{Seat: 0, Kind: hand.Discard, Street: hand.AfterDraw1, Count: 2, Cards: cards.MustParseList("6c 7c"), Line: 101})
		h.Deals[0].Down = cards.MustParseList("2c 3d 6c 7c")
		h.Deals = append(h.Deals, hand.Deal{Seat: 0, Street: hand.AfterDraw1, Held: cards.MustParseList("2c 3d"), Down: cards.MustParseList("4h 5s"), Line: 102})
	}))
}

// A second draw in 2-7 single draw is not the game (FR-2016 Art.7 IV:
// the number of draws is the game's).
func TestDrawNumber_FR2016_Art7_IV(t *testing.T) {
	h := replaytest.Build(hand.SingleDraw27, `
seats 1:a:1000 2:b:1000
a sb 5
b bb 10
predraw
a call 5
b check
show a 2c 3d 4h 5s 7c
show b 2d 3h 4s 6c 8d
collect a 20`)
	clean(t, verify.Check(h, verify.Options{Profile: rules.Standard}))
	h.Actions = append(h.Actions, hand.Action{Seat: 1, Kind: hand.StandPat, Street: hand.AfterDraw1, Line: 50},
		hand.Action{Seat: 1, Kind: hand.StandPat, Street: hand.AfterDraw2, Line: 51})
	want(t, cardFindings(verify.Check(h, verify.Options{Profile: rules.Standard})), "CARD_COUNT|"+string(rules.DrawRules)+"||b||")
}

// cardFindings drops the order-of-action findings: the draw scripts above
// stop after the draw they test, leaving its betting round unplayed, which
// the replay rightly reports (betting legality is tested in replay/).
func cardFindings(rep verify.Report) verify.Report {
	var keep []hand.Discrepancy
	for _, d := range rep.Discrepancies {
		if d.Code != hand.OutOfTurn {
			keep = append(keep, d)
		}
	}
	rep.Discrepancies = keep
	return rep
}
