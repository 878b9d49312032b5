package verify_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/internal/replaytest"
	"github.com/hhcheck/hhcheck/rules"
	"github.com/hhcheck/hhcheck/verify"
)

func check(t *testing.T, g hand.GameType, script string) verify.Report {
	t.Helper()
	return verify.Check(replaytest.Build(g, script), verify.Options{Profile: rules.Standard})
}

func clean(t *testing.T, rep verify.Report) {
	t.Helper()
	for _, d := range rep.Discrepancies {
		t.Errorf("unexpected %s [%s] %s %s: expected %d recorded %d: %s", d.Code, d.Clause, d.Pot, d.Player, d.Expected, d.Recorded, d.Message)
	}
}

// want asserts that the report holds exactly the given findings, each as
// "CODE|clause|pot|player|expected|recorded" with empty fields ignored.
func want(t *testing.T, rep verify.Report, specs ...string) {
	t.Helper()
	var got []string
	for _, d := range rep.Discrepancies {
		got = append(got, string(d.Code)+"|"+string(d.Clause)+"|"+d.Pot+"|"+d.Player+"|"+itoa(d.Expected)+"|"+itoa(d.Recorded))
	}
	if len(got) != len(specs) {
		t.Fatalf("findings:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(specs, "\n  "))
	}
	used := make([]bool, len(got))
	for _, s := range specs {
		ws := strings.Split(s, "|")
		found := false
		for i := range got {
			gs := strings.Split(got[i], "|")
			ok := !used[i]
			for j := range ws {
				if ws[j] != "" && ws[j] != gs[j] {
					ok = false
				}
			}
			if ok {
				used[i], found = true, true
				break
			}
		}
		if !found {
			t.Errorf("no finding %s in:\n  %s", s, strings.Join(got, "\n  "))
		}
	}
}

func itoa(m hand.Money) string {
	if m < 0 {
		return "-" + itoa(-m)
	}
	if m < 10 {
		return string(rune('0' + m))
	}
	return itoa(m/10) + string(rune('0'+m%10))
}

// Three players all in at different levels: the short stack wins the main
// pot, the next one side pot 1, the big stack side pot 2: each pot decided
// among its eligible players only (RULES §6.1, RRoP 3.7.5(d)).
const sidePots = `
button 1
seats 1:a:100 2:b:300 3:c:1000
conv uncalled mainfirst
b sb 5
c bb 10
preflop
a raise 100 allin
b raise 300 allin
c call 290
board 2c 7d 9h Jd 4s
show a Ah As
show b Kh Ks
show c Qh Qs
collect a 300 main
collect b 400 side1
`

func TestSidePotsEachDecidedAlone_RRoP_3_7_5_d(t *testing.T) {
	rep := check(t, hand.Holdem, sidePots+"total 700 rake 0 main 300 side 400")
	clean(t, rep)
	if len(rep.Pots) != 2 || rep.Pots[0].Runs[0].Portions[0].Winners[0] != 0 || rep.Pots[1].Runs[0].Portions[0].Winners[0] != 1 {
		t.Fatalf("decisions %+v", rep.Pots)
	}
	if !reflect.DeepEqual(rep.Paid, []hand.Money{300, 400, 0}) {
		t.Fatalf("paid %v", rep.Paid)
	}
}

// Tampered: side pot 1 paid to the short stack, who is not eligible for
// it (RULES §6.1).
func TestSidePotPaidToIneligible_RULES_6_1(t *testing.T) {
	s := strings.Replace(sidePots, "collect b 400 side1", "collect a 400 side1", 1)
	rep := check(t, hand.Holdem, s+"total 700 rake 0 main 300 side 400")
	want(t, rep,
		"AWARD_MISMATCH|"+string(rules.HighComparison)+"|side 1|b|400|0",
		"AWARD_MISMATCH|"+string(rules.SidePots)+"|side 1|a|0|400")
}

// Rake comes out of the main pot first and the printed pots are after
// rake (RULES §6.6; PokerStars, hh.com_Shane 228675491396).
func TestRakeFromMainPot_RULES_6_6(t *testing.T) {
	s := strings.Replace(sidePots, "collect a 300 main", "collect a 280 main", 1)
	clean(t, check(t, hand.Holdem, s+"total 700 rake 20 main 280 side 400"))
	// printed main pot still before rake: the printed pots do not account for the rake
	rep := check(t, hand.Holdem, s+"total 700 rake 20 main 300 side 400")
	want(t, rep, "SIDE_POT_TOTAL|"+string(rules.PotAccounting)+"||||")
	// rake taken from the side pot only, while the main pot is untouched
	s2 := strings.Replace(s, "collect a 280 main", "collect a 300 main", 1)
	s2 = strings.Replace(s2, "collect b 400 side1", "collect b 380 side1", 1)
	rep = check(t, hand.Holdem, s2+"total 700 rake 20 main 300 side 380")
	want(t, rep, "SIDE_POT_TOTAL|"+string(rules.PotAccounting)+"|side 1|||380")
	// a site that takes the rake from the last pot: that same record is clean
	clean(t, check(t, hand.Holdem, strings.Replace(s2, "conv uncalled mainfirst", "conv uncalled", 1)+"total 700 rake 20 main 300 side 380"))
	rep = check(t, hand.Holdem, strings.Replace(s, "conv uncalled mainfirst", "conv uncalled", 1)+"total 700 rake 20 main 280 side 400")
	want(t, rep, "SIDE_POT_TOTAL|"+string(rules.PotAccounting)+"|main||300|280", "SIDE_POT_TOTAL|"+string(rules.PotAccounting)+"|side 1||380|400")
}

// The recorded total must be the chips put in less the uncalled bets
// (RULES §6.6); collections + rake must make the pot.
func TestPotTotalAndRakeArithmetic_RULES_6_6(t *testing.T) {
	rep := check(t, hand.Holdem, sidePots+"total 710 rake 0 main 300 side 400")
	want(t, rep, "POT_TOTAL|"+string(rules.PotAccounting)+"|||700|710")
	// a site that prints the total after rake (Winamax)
	s := strings.Replace(sidePots, "collect a 300 main", "collect a 290 main", 1)
	clean(t, check(t, hand.Holdem, s+"conv excl\ntotal 690 rake 10"))
	// one cent more collected than the pot holds
	s = strings.Replace(sidePots, "collect b 400 side1", "collect b 401 side1", 1)
	rep = check(t, hand.Holdem, s+"total 700 rake 0 main 300 side 400")
	want(t, rep,
		"AWARD_MISMATCH|"+string(rules.PotAccounting)+"|side 1|b|400|401",
		"RAKE_ARITHMETIC|"+string(rules.PotAccounting)+"|||700|701")
}

// A chopped pot with an odd chip: it goes to the first tied winner left of
// the button, by seat number (RRoP 3.7.5(a)); moving the button moves it.
func TestChopOddChipLeftOfButton_RRoP_3_7_5_a(t *testing.T) {
	hand1 := func(button string) string {
		return `
button ` + button + `
seats 1:a:1000 3:b:1000 5:c:1000
a sb 5
b bb 10
c bet 0
preflop
c raise 51
a call 46
b call 41
flop
turn
river
board Ah Kh Qh Jh Th
show a 2c 3c
show c 2d 3d
muck b 4c 5c
`
	}
	// seats 1 and 5 tie the royal board; b mucked and concedes. Pot 153 = 76 + 77.
	rep := check(t, hand.Holdem, hand1("3")+"collect c 77\ncollect a 76\ntotal 153 rake 0")
	clean(t, rep)
	p := rep.Pots[0].Runs[0].Portions[0]
	if !reflect.DeepEqual(p.OddChips, []int{2}) || !reflect.DeepEqual(p.Winners, []int{2, 0}) {
		t.Fatalf("button 3: odd chips %v winners %v", p.OddChips, p.Winners)
	}
	clean(t, check(t, hand.Holdem, hand1("5")+"collect a 77\ncollect c 76\ntotal 153 rake 0"))
	// the chip given to the wrong seat
	rep = check(t, hand.Holdem, hand1("3")+"collect c 76\ncollect a 77\ntotal 153 rake 0")
	want(t, rep,
		"AWARD_MISMATCH|"+string(rules.OddChipButton)+"||a|76|77",
		"AWARD_MISMATCH|"+string(rules.OddChipButton)+"||c|77|76")
}

// Three-way chop of 380 after rake: 127, 127, 126: one odd chip each to
// the first two left of the button (RRoP 3.7.4, 3.7.5(a); PokerStars
// hh.com_Gorgo 228695379055).
func TestThreeWayChopOneChipEach_RRoP_3_7_4(t *testing.T) {
	rep := check(t, hand.Holdem, `
button 6
seats 2:a:1000 3:b:1000 6:c:1000 8:d:1000
conv mainfirst
d sb 5
a bb 10
preflop
b raise 100
c call 100
d call 95
a call 90
board Ah Kh Qh Jh Th
show d 2c 3c
show a 2d 3d
show b 2s 3s
muck c 4c 5c
collect d 127
collect a 127
collect b 126
total 400 rake 20`)
	clean(t, rep)
	if got := rep.Pots[0].Runs[0].Portions[0].OddChips; !reflect.DeepEqual(got, []int{3, 0}) {
		t.Fatalf("odd chips %v", got)
	}
}

// Omaha hi/lo. Board 2c 5d 7h Kc Qs: a has the only low (7-5-3-2-A), b
// trips Queens for high. 1001 shared: high 501 (the odd unit, RRoP
// 3.7.5(c)), low 500.
const hilo = `
button 2
seats 1:a:1000 2:b:1000
a sb 5
b bb 10
preflop
a raise 501 allin
b call 491
board 2c 5d 7h Kc Qs
show a Ah 3d 4s 9d | HI: high card Ace; LO: 7,5,3,2,A
show b Qh Qd 9s 9c | HI: three of a kind, Queens
`

func TestHiLoOddUnitToHigh_RRoP_3_7_5_c(t *testing.T) {
	s := strings.Replace(hilo, "a raise 501 allin", "a raise 501", 1)
	s = strings.Replace(s, "seats 1:a:1000", "seats 1:a:501", 1)
	rep := check(t, hand.OmahaHiLo, s+"collect b 501\ncollect a 500\ntotal 1002 rake 1")
	clean(t, rep)
	r := rep.Pots[0].Runs[0]
	if len(r.Portions) != 2 || r.Portions[0].Amount != 501 || !r.Portions[0].OddUnit || r.Portions[1].Amount != 500 {
		t.Fatalf("portions %+v", r.Portions)
	}
	// paid wholly to the high hand although a low qualified (FR-2016 Art.6 III)
	rep = check(t, hand.OmahaHiLo, s+"collect b 1001\ntotal 1002 rake 1")
	want(t, rep,
		"AWARD_MISMATCH|"+string(rules.SplitHiLo)+"||a|500|0",
		"AWARD_MISMATCH|"+string(rules.SplitHiLo)+"||b|501|1001")
}

// No qualifying low: the high hand takes the whole pot (FR-2016 Art.6 III
// 1°, RULES D9).
func TestHiLoNoQualifyingLow_FR2016_Art6_III(t *testing.T) {
	s := strings.Replace(hilo, "board 2c 5d 7h Kc Qs", "board 2c 8d Th Kc Qs", 1)
	s = strings.Replace(s, "| HI: high card Ace; LO: 7,5,3,2,A", "| HI: high card Ace", 1)
	s = strings.Replace(s, "| HI: three of a kind, Queens", "| HI: three of a kind, Queens", 1)
	rep := check(t, hand.OmahaHiLo, s+"collect b 1002\ntotal 1002 rake 0")
	clean(t, rep)
	p := rep.Pots[0].Runs[0].Portions
	if len(p) != 1 || !p[0].NoLow {
		t.Fatalf("portions %+v", p)
	}
	rep = check(t, hand.OmahaHiLo, s+"collect b 501\ncollect a 501\ntotal 1002 rake 0")
	want(t, rep,
		"AWARD_MISMATCH|"+string(rules.D9)+"||b|1002|501",
		"AWARD_MISMATCH|"+string(rules.HighComparison)+"||a|0|501")
}

// Two players tie for the low: they share the low half, a quarter each
// (FR-2016 Art.6 IV, RULES §6.4); the odd chip of the low half goes left
// of the button (RRoP 3.7.5(c) then (a)).
func TestHiLoQuartering_FR2016_Art6_IV(t *testing.T) {
	s := `
button 3
seats 1:a:1000 2:c:1000 3:b:1000
a sb 5
c bb 10
preflop
b raise 335
a call 330
c call 325
board 2c 5d 7h Kc Qs
show a Ah 3d 4s 9d
show c As 3c Th Jd
show b Qh Qd 9s 9c
collect b 501
collect a 251
collect c 250
total 1005 rake 3`
	rep := check(t, hand.OmahaHiLo, s)
	clean(t, rep)
	lo := rep.Pots[0].Runs[0].Portions[1]
	if !reflect.DeepEqual(lo.Winners, []int{0, 1}) || !reflect.DeepEqual(lo.Shares, []hand.Money{251, 250}) {
		t.Fatalf("low half %+v", lo)
	}
	rep = check(t, hand.OmahaHiLo, strings.Replace(strings.Replace(s, "collect a 251", "collect a 250", 1), "collect c 250", "collect c 251", 1))
	want(t, rep, "AWARD_MISMATCH|"+string(rules.OddChipButton)+"||c|250|251", "AWARD_MISMATCH|"+string(rules.OddChipButton)+"||a|251|250")
}

// RULES D9: the only qualifying low is held by the short stack, so only
// the main pot has a low half; the side pot goes whole to the best high.
func TestLowOnlyOutsideSidePot_RULES_D9(t *testing.T) {
	rep := check(t, hand.OmahaHiLo, `
button 3
seats 1:a:100 2:b:1000 3:c:1000
b sb 5
c bb 10
preflop
a raise 100 allin
b raise 400
c call 390
board 2c 5d 7h Kc Qs
show a Ah 3d 4s 9d
show b Qh Qd 9s 9c
show c Jh Jd Ts Tc
collect b 150 main
collect a 150 main
collect b 600 side1
total 900 rake 0`)
	clean(t, rep)
	if len(rep.Pots[1].Runs[0].Portions) != 1 || !rep.Pots[1].Runs[0].Portions[0].NoLow || len(rep.Pots[0].Runs[0].Portions) != 2 {
		t.Fatalf("decisions %+v", rep.Pots)
	}
}

// Run it twice: each run decided on its own board; the unit that does not
// divide between the runs goes to the first run (PokerStars: Split
// Hold'em 184487904738, 67.07 = 33.54 + 33.53).
func TestRunTwiceOddUnitToFirstRun_RRoP_3_7_3(t *testing.T) {
	s := `
button 2
seats 1:a:1000 2:b:1000
conv uncalled
a sb 5
b bb 10
preflop
a raise 1000 allin
b call 990 allin
flop
board 2c 7d 9h Jd 4s
board 2c 7d 9h Jd Ks
run 1
show a Ah As
show b Kh Kc
collect a 999
run 2
show a Ah As
show b Kh Kc
collect b 998
total 2000 rake 3`
	rep := check(t, hand.Holdem, s)
	clean(t, rep)
	if r := rep.Pots[0].Runs; len(r) != 2 || r[0].Amount != 999 || !r[0].OddUnit || r[1].Amount != 998 {
		t.Fatalf("runs %+v", r)
	}
	rep = check(t, hand.Holdem, strings.Replace(strings.Replace(s, "collect a 999", "collect a 998", 1), "collect b 998", "collect b 999", 1))
	want(t, rep, "AWARD_MISMATCH|"+string(rules.OddChipIndivisible)+"|main run 1|a|999|998", "AWARD_MISMATCH|"+string(rules.OddChipIndivisible)+"|main run 2|b|998|999")
}

// A wrong uncalled line is reported with the computed amount (RULES §6.1).
func TestWrongUncalledLine_RULES_6_1(t *testing.T) {
	rep := check(t, hand.Holdem, `
seats 1:a:1000 2:b:1000
conv uncalled
a sb 5
b bb 10
preflop
a raise 50
b fold
return a 30
collect a 20
total 20 rake 0`)
	want(t, rep, "UNCALLED_RETURN|"+string(rules.SidePots)+"||a|40|30")
}

// One card seen twice (RULES §1).
func TestDuplicateCard_RULES_1(t *testing.T) {
	rep := check(t, hand.Holdem, strings.Replace(sidePots, "show c Qh Qs", "show c Ah Qs", 1)+"total 700 rake 0 main 300 side 400")
	if len(rep.Discrepancies) == 0 || rep.Discrepancies[0].Code != hand.DuplicateCard || rep.Discrepancies[0].Clause != rules.Deck {
		t.Fatalf("%+v", rep.Discrepancies)
	}
	// boards of two runs share their first cards: not a duplicate
	const twoRuns = `
seats 1:a:10 2:b:10
a sb 5
b bb 10
a call 5
board 2c 7d 9h Jd 4s
board 2c 7d 9h Jd 2c
show a Ah As
show b Kh Kc
collect a 20`
	rep = check(t, hand.Holdem, twoRuns)
	if len(rep.Discrepancies) != 1 || rep.Discrepancies[0].Code != hand.DuplicateCard {
		t.Fatalf("%+v", rep.Discrepancies)
	}
	// only the first cards the runs have in common are shared (SharedCards,
	// as in settle): after the runs part, the same card at the same place
	// in both is a card dealt twice
	rep = check(t, hand.Holdem, strings.Replace(twoRuns, "board 2c 7d 9h Jd 2c", "board 2c 7d 3h Jd 5s", 1))
	if len(rep.Discrepancies) != 1 || rep.Discrepancies[0].Code != hand.DuplicateCard || !strings.Contains(rep.Discrepancies[0].Message, "Jd") {
		t.Fatalf("%+v", rep.Discrepancies)
	}
	if n := verify.SharedCards([][]cards.Card{cards.MustParseList("2c 7d 9h Jd 4s"), cards.MustParseList("2c 7d 9h 3d 5s"), cards.MustParseList("2c 7d 8h 3d 5s")}); n != 2 {
		t.Errorf("three runs share %d cards, want 2", n)
	}
}

// The site's words for a hand must match its cards (FR-2016 Art.5 II),
// kicker notes and the HI/LO form included.
func TestHandDescriptions_FR2016_Art5_II(t *testing.T) {
	s := `
button 2
seats 1:a:1000 2:b:1000
a sb 5
b bb 10
preflop
a call 5
b check
board 2c 7d 9h Jd 4s
show a Ah 9s | a pair of Nines - Ace kicker
show b Kh 9c | a pair of Nines - lower kicker
collect a 20`
	clean(t, check(t, hand.Holdem, s))
	rep := check(t, hand.Holdem, strings.Replace(s, "Ace kicker", "King kicker", 1))
	want(t, rep, "HAND_DESCRIPTION|"+string(rules.HandCategories)+"||a")
	rep = check(t, hand.Holdem, strings.Replace(s, "a pair of Nines - Ace", "two pair, Nines and Aces - Ace", 1))
	want(t, rep, "HAND_DESCRIPTION|"+string(rules.HandCategories)+"||a")
	// another site's words are not judged
	clean(t, check(t, hand.Holdem, strings.Replace(s, "a pair of Nines - Ace kicker", "paire de neuf", 1)))
	// hi/lo: a LO part for a hand without a low
	rep = check(t, hand.OmahaHiLo, strings.Replace(hilo, "HI: three of a kind, Queens", "HI: three of a kind, Queens; LO: 8,7,5,2,A", 1)+"collect b 501\ncollect a 501")
	want(t, rep, "HAND_DESCRIPTION|||b")
}

// A cashed-out winner is not paid from the pot (PokerStars, 6-Card PLO
// 212394558154: no "collected" line, "won ($109.08) ... (pot not awarded
// as player cashed out)").
func TestCashedOutWinner_RULES_6_6(t *testing.T) {
	s := `
seats 1:a:1000 2:b:1000
a sb 5
b bb 10
preflop
a raise 1000 allin
b call 990 allin
board 2c 7d 9h Jd 4s
show a Ah As
show b Kh Kc
cashout a 1900
wonsummary a 1950
total 2000 rake 50`
	clean(t, check(t, hand.Holdem, s))
	rep := check(t, hand.Holdem, strings.Replace(s, "wonsummary a 1950", "wonsummary a 1960", 1))
	want(t, rep, "AWARD_MISMATCH|"+string(rules.PotAccounting)+"||a|1950|1960", "RAKE_ARITHMETIC|||||")
}

// Stud: the odd chip goes to the tied winner with the highest card by
// rank then suit among all his cards (RRoP 3.7.5(b)).
func TestStudOddChipHighestCard_RRoP_3_7_5_b(t *testing.T) {
	rep := check(t, hand.Stud, `
seats 1:a:1000 2:b:1000 3:c:1000
a ante 1
b ante 1
c ante 1
third
a bringin 10
b call 10
c call 10
seventh
show a Ah Ad Kc Kd 7s 4c 2h
show b As Ac Kh Ks 7c 4d 3h
collect b 17
collect a 16`)
	clean(t, rep)
	p := rep.Pots[0].Runs[0].Portions[0]
	if !reflect.DeepEqual(p.OddChips, []int{1}) {
		t.Fatalf("odd chips %v", p.OddChips)
	}
	// the card that decided, parallel to the winners: b's As over a's Ah
	if want := cards.MustParseList("As Ah"); !reflect.DeepEqual(p.OddChipCards, want) {
		t.Fatalf("odd chip cards %v, want %v", p.OddChipCards, want)
	}
}

// A pot nobody else can win goes to the last player without a showdown.
func TestUncontested_RULES_6_1(t *testing.T) {
	clean(t, check(t, hand.Holdem, `
seats 1:a:1000 2:b:1000 3:c:1000
conv uncalled
a sb 5
b bb 10
preflop
c raise 30
a fold
b fold
return c 20
collect c 25
total 25 rake 0`))
}

// Everyone else mucked at the showdown and the winner did not show: he
// takes the pot (RULES §6.1); nobody showing or mucking leaves the pot
// undecided and unjudged.
func TestAllOthersMucked_RULES_6_1(t *testing.T) {
	s := `
seats 1:a:1000 2:b:1000
a sb 5
b bb 10
preflop
a call 5
b check
flop
board 2c 7d 9h Jd 4s
muck b
collect a 20`
	rep := check(t, hand.Holdem, s)
	clean(t, rep)
	if !rep.Pots[0].Uncontested {
		t.Fatalf("%+v", rep.Pots[0])
	}
	rep = check(t, hand.Holdem, strings.Replace(s, "collect a 20", "collect b 20", 1))
	want(t, rep, "AWARD_MISMATCH|||a|20|0", "AWARD_MISMATCH|||b|0|20")
	rep = check(t, hand.Holdem, strings.Replace(s, "muck b", "", 1))
	clean(t, rep)
	if !rep.Pots[0].Undecided {
		t.Fatalf("%+v", rep.Pots[0])
	}
}

// RULES §6.1: a player all-in inside the antes (then "folds" as a sitting
// out player) makes a main pot of the antes he matched; the rest is a side
// pot (PokerStars 47656382023: "Main pot 90. Side pot 905.").
func TestAnteAllInMainPot_RULES_6_1(t *testing.T) {
	clean(t, check(t, hand.Holdem, `
button 4
seats 1:h:7871 3:t:10 4:s:8195 5:g:9972 9:f:6170
conv uncalled mainfirst
h ante 20
t ante 10 allin
s ante 20
g ante 20
f ante 20
g sb 75
preflop
f raise 150
h fold
t fold
s raise 300
g fold
f call 150
flop
board 9c Jd 2c Td 6d
show f Qd Ac
show s Ts 8s
collect s 715 side1
collect s 50 main
total 765 rake 0 main 50 side 715`))
}

// A hand shown in part does not contend; with no full hand shown (or a
// game without rules) the pot is undecided rather than the record blamed.
func TestUnrankableHandUndecided(t *testing.T) {
	s := `
seats 1:a:1000 2:b:1000
a sb 5
b bb 10
preflop
a call 5
b check
board 2c 7d 9h Jd 4s
show a Ah
show b Kh Kc
collect a 20`
	want(t, check(t, hand.Holdem, s), "AWARD_MISMATCH|||a|0|20", "AWARD_MISMATCH|||b|20|0")
	rep := check(t, hand.Holdem, strings.Replace(s, "show b Kh Kc", "show b Kh", 1))
	clean(t, rep)
	if !rep.Pots[0].Undecided {
		t.Fatalf("%+v", rep.Pots[0])
	}
	clean(t, check(t, hand.UnknownGame, strings.Replace(s, "show a Ah", "show a Ah Ad", 1)))
}
