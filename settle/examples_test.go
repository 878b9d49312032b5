package settle

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
)

// examples settles testdata/settle/examples.jsonl once, by case id.
func examples(t *testing.T) map[string]*Outcome {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "testdata", "settle", "examples.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	ins, err := ReadInputs(f)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]*Outcome{}
	for _, in := range ins {
		c, err := Decode(in)
		if err != nil {
			t.Fatalf("decode: %v", err)
		}
		o, err := Settle(c)
		if err != nil {
			t.Fatalf("settle: %v", err)
		}
		out[o.ID] = o
	}
	return out
}

func example(t *testing.T, id string) *Outcome {
	t.Helper()
	o := examples(t)[id]
	if o == nil {
		t.Fatalf("no example %q", id)
	}
	return o
}

// paid is what each seat receives (returned + won), by seat.
func paid(o *Outcome) map[int]hand.Money {
	m := map[int]hand.Money{}
	for _, s := range o.Seats {
		if s.Paid != 0 {
			m[s.Seat] = s.Paid
		}
	}
	return m
}

func hasClause(p Portion, c rules.Clause) bool { return slices.Contains(p.Clauses, c) }

func winners(p Portion) (seats []int, shares []hand.Money) {
	for _, w := range p.Winners {
		seats = append(seats, w.Seat)
		shares = append(shares, w.Share)
	}
	return
}

// Every example, one per game at least: what each seat is paid, worked
// out by hand from the cards (comments in each row), and the clause that
// decided it.
func TestExamplesPerGame(t *testing.T) {
	all := examples(t)
	cases := []struct {
		id     string
		paid   map[int]hand.Money
		clause rules.Clause // a clause some portion must cite
	}{
		// quads 7s take the main, kings full side 1, aces up side 2; 200 uncalled back to seat 9
		{"holdem-three-way-side-pots", map[int]hand.Money{2: 420, 4: 600, 6: 1000, 9: 200}, rules.HighComparison},
		// royal on board, 205 split, odd chip to seat 2 (first left of button 5 among 2 and 5)
		{"holdem-chop-odd-chip", map[int]hand.Money{2: 103, 5: 102}, rules.OddChipButton},
		{"holdem-three-way-chop", map[int]hand.Money{6: 67, 1: 67, 3: 66}, rules.OneOddChipEach},
		// everyone else folded: 40 uncalled back, 60 without a showdown
		{"holdem-uncontested", map[int]hand.Money{3: 100}, rules.SidePots},
		// Th in hand does not make a royal: exactly two hole cards, three deuces win
		{"omaha-two-plus-three", map[int]hand.Money{2: 400}, rules.HighComparison},
		{"omaha-hilo-side-pot-no-low", map[int]hand.Money{1: 150, 2: 750}, rules.D9},
		{"omaha-hilo-quartered", map[int]hand.Money{1: 156 + 77, 2: 78}, rules.OddChipHiLo},
		// trip kings over trip queens
		{"omaha5-high", map[int]hand.Money{1: 300}, rules.HighComparison},
		// trip kings, and 7-5-4-3-2 (3c 4c) under 8-7-5-2-A
		{"omaha5-hilo-scoop", map[int]hand.Money{1: 300}, rules.LowQualifier},
		{"omaha6-high", map[int]hand.Money{1: 300}, rules.HighComparison},
		// Ad Tc + K Q J: a straight beats trip jacks
		{"courchevel-high", map[int]hand.Money{5: 180}, rules.HighComparison},
		// trip jacks; 7-5-4-3-2 under 7-6-5-2-A; seat 5's extra 1 uncalled
		{"courchevel-hilo-scoop", map[int]hand.Money{2: 180, 5: 1}, rules.SplitHiLo},
		// no qualifier: J-9-8-3-2 takes the low half
		{"hilo-regular-no-qualifier", map[int]hand.Money{1: 125, 2: 125}, rules.LowComparison},
		{"stud-odd-chip-highest-card", map[int]hand.Money{2: 56, 1: 55}, rules.OddChipStud},
		{"stud-hilo-odd-chip-lowest-card", map[int]hand.Money{3: 152, 1: 76, 2: 75}, rules.OddChipStud},
		{"razz-wheel", map[int]hand.Money{1: 80}, rules.LowComparison},
		// A-2-3-4-5 is a straight in A-6: K-4-3-2-A loses to 6-4-3-2-A
		{"nullo-straight-counts", map[int]hand.Money{2: 80}, rules.LowComparison},
		{"27-draw-tie-odd-chip", map[int]hand.Money{5: 53, 2: 52}, rules.OddChipButton},
		{"a5-draw-wheel", map[int]hand.Money{1: 60}, rules.LowComparison},
		{"badugi", map[int]hand.Money{1: 120}, rules.BadugiCasino},
		// 2-7 half with the odd unit (D8 default) to 7-5-4-3-2, badugi half to 6-4-3-2
		{"badeucey-split", map[int]hand.Money{1: 51, 2: 50}, rules.D8},
	}
	games := map[string]bool{}
	for _, c := range cases {
		t.Run(c.id, func(t *testing.T) {
			o := all[c.id]
			if o == nil {
				t.Fatalf("no example %q", c.id)
			}
			games[o.Game] = true
			if got := paid(o); !reflect.DeepEqual(got, c.paid) {
				t.Errorf("paid %v, want %v", got, c.paid)
			}
			found := false
			for _, p := range o.Pots {
				found = found || p.Clause == c.clause
				for _, pr := range p.Portions {
					found = found || hasClause(pr, c.clause)
				}
			}
			for _, r := range o.Return {
				found = found || r.Clause == c.clause
			}
			if !found {
				t.Errorf("no decision cites %s", c.clause)
			}
		})
	}
	if len(cases) != len(all) {
		t.Errorf("%d examples, %d checked", len(all), len(cases))
	}
	for _, g := range []string{"holdem", "omaha", "omaha-hilo", "omaha5", "omaha5-hilo", "omaha6", "courchevel", "courchevel-hilo",
		"hilo-regular", "stud", "stud-hilo", "razz", "nullo", "27-draw", "a5-draw", "badugi", "badeucey"} {
		if !games[g] {
			t.Errorf("no example of %s", g)
		}
	}
}

// Three-way side pots (RULES §6.1, RRoP 3.7.5(d)): each pot with its
// level, its eligible seats and its own winner; the folded blind's 20 in
// the main pot; the part of seat 9's bet nobody called given back.
func TestThreeWaySidePots_RULES_6_1(t *testing.T) {
	o := example(t, "holdem-three-way-side-pots")
	type pot struct {
		amount, level hand.Money
		eligible      []int
		winner        int
	}
	want := []pot{{420, 100, []int{2, 4, 6, 9}, 2}, {600, 300, []int{4, 6, 9}, 4}, {1000, 800, []int{6, 9}, 6}}
	if len(o.Pots) != len(want) {
		t.Fatalf("%d pots, want %d", len(o.Pots), len(want))
	}
	for k, w := range want {
		p := o.Pots[k]
		if p.Amount != w.amount || p.Level != w.level || !reflect.DeepEqual(p.Eligible, w.eligible) || p.Clause != rules.PotsSeparately {
			t.Errorf("pot %d: %+v, want %+v", k, p, w)
		}
		if ws, _ := winners(p.Portions[0]); !reflect.DeepEqual(ws, []int{w.winner}) {
			t.Errorf("pot %d winners %v, want %d", k, ws, w.winner)
		}
	}
	if !reflect.DeepEqual(o.Return, []Returned{{Seat: 9, Amount: 200, Clause: rules.SidePots}}) {
		t.Errorf("returned %+v", o.Return)
	}
	// the hand each player made, with the five cards that play
	h := o.Hands[1]
	if h.Seat != 2 || h.Hands[0].Category != "four of a kind" || h.Hands[0].Description != "four of a kind, Sevens" ||
		strings.Join(h.Hands[0].Cards, " ") != "7s 7h 7d 7c Ah" {
		t.Errorf("seat 2 hand %+v", h)
	}
	if !o.Hands[0].Folded || len(o.Hands[0].Hands) != 0 {
		t.Errorf("folded seat 1: %+v", o.Hands[0])
	}
}

// RULES D9: the side pot between seats 2 and 3 has no low half although
// seat 1, outside it, has the only low; the main pot is split.
func TestHiLoSidePotLowOnlyOutside_RULES_D9(t *testing.T) {
	o := example(t, "omaha-hilo-side-pot-no-low")
	main, side := o.Pots[0], o.Pots[1]
	if len(main.Portions) != 2 || main.Portions[0].Portion != "high" || main.Portions[1].Portion != "low" {
		t.Fatalf("main portions %+v", main.Portions)
	}
	if ws, _ := winners(main.Portions[1]); !reflect.DeepEqual(ws, []int{1}) {
		t.Errorf("main low to %v, want seat 1", ws)
	}
	if len(side.Portions) != 1 || side.Portions[0].Portion != "whole" || !hasClause(side.Portions[0], rules.D9) {
		t.Fatalf("side portions %+v", side.Portions)
	}
	if ws, sh := winners(side.Portions[0]); !reflect.DeepEqual(ws, []int{2}) || sh[0] != 600 {
		t.Errorf("side pot to %v %v, want seat 2 all 600", ws, sh)
	}
	if !strings.Contains(side.Portions[0].Note, "D9") {
		t.Errorf("note %q", side.Portions[0].Note)
	}
}

// Quartered (RULES §6.4, RRoP 3.7.5(c), (a)): 311 is 156 high (the odd
// unit between the halves) and 155 low; the low is tied, 78 to seat 2
// (first left of the button at seat 1) and 77 to seat 1.
func TestQuarteredHalves_RULES_6_4(t *testing.T) {
	o := example(t, "omaha-hilo-quartered")
	hi, lo := o.Pots[0].Portions[0], o.Pots[0].Portions[1]
	if hi.Amount != 156 || !hi.OddUnit || !hasClause(hi, rules.OddChipHiLo) {
		t.Errorf("high half %+v", hi)
	}
	ws, sh := winners(lo)
	if lo.Amount != 155 || !reflect.DeepEqual(ws, []int{2, 1}) || !reflect.DeepEqual(sh, []hand.Money{78, 77}) {
		t.Errorf("low half %+v", lo)
	}
	if !reflect.DeepEqual(lo.OddChips, []int{2}) || !hasClause(lo, rules.OddChipButton) || !hasClause(lo, rules.TiesShare) {
		t.Errorf("low half odd chips %v clauses %v", lo.OddChips, lo.Clauses)
	}
}

// Odd chips in a button game (RRoP 3.7.4, 3.7.5(a)): three-way tie of 200
// with button 3: seats 6 and 1 (clockwise from the button) one chip each.
func TestOddChipsButtonGame_RRoP_3_7_5_a(t *testing.T) {
	o := example(t, "holdem-three-way-chop")
	p := o.Pots[0].Portions[0]
	ws, sh := winners(p)
	if !reflect.DeepEqual(ws, []int{6, 1, 3}) || !reflect.DeepEqual(sh, []hand.Money{67, 67, 66}) || !reflect.DeepEqual(p.OddChips, []int{6, 1}) {
		t.Errorf("winners %v shares %v odd chips %v", ws, sh, p.OddChips)
	}
	// moving the button moves the chips: same case with the button at 6
	c := decodeOne(t, strings.Replace(exampleLine(t, "holdem-three-way-chop"), `"button":3`, `"button":6`, 1))
	o2, err := Settle(c)
	if err != nil {
		t.Fatal(err)
	}
	if got := o2.Pots[0].Portions[0].OddChips; !reflect.DeepEqual(got, []int{1, 3}) {
		t.Errorf("button 6: odd chips %v, want [1 3]", got)
	}
}

// Odd chips in stud (RRoP 3.7.5(b)): by the highest card by rank then
// suit for the high, the lowest for the low, over all seven cards.
func TestOddChipsStud_RRoP_3_7_5_b(t *testing.T) {
	o := example(t, "stud-odd-chip-highest-card")
	p := o.Pots[0].Portions[0]
	if !reflect.DeepEqual(p.OddChips, []int{2}) || p.Winners[0].OddChipCard != "As" || p.Winners[1].OddChipCard != "Ah" || o.Button != 0 {
		t.Errorf("stud high: %+v", p)
	}
	o = example(t, "stud-hilo-odd-chip-lowest-card")
	lo := o.Pots[0].Portions[1]
	// both lows hold an ace: the lower suit (hearts under spades) takes the chip
	if !reflect.DeepEqual(lo.OddChips, []int{1}) || lo.Winners[0].OddChipCard != "Ah" || !hasClause(lo, rules.OddChipStud) {
		t.Errorf("stud low: %+v", lo)
	}
}

func exampleLine(t *testing.T, id string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "testdata", "settle", "examples.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	for _, ln := range strings.Split(string(b), "\n") {
		if strings.Contains(ln, `"id":"`+id+`"`) {
			return ln
		}
	}
	t.Fatalf("no example %q", id)
	return ""
}

func decodeOne(t *testing.T, s string) *Case {
	t.Helper()
	ins, err := ReadInputs(strings.NewReader(s))
	if err != nil || len(ins) != 1 {
		t.Fatalf("read: %v %d", err, len(ins))
	}
	c, err := Decode(ins[0])
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// The text table and the JSON lines of the whole example file: one answer
// per case, nothing rejected.
func TestRunExamples(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "testdata", "settle", "examples.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	n := strings.Count(strings.TrimSpace(string(b)), "\n") + 1
	var out, errOut bytes.Buffer
	st, err := Run(bytes.NewReader(b), &out, &errOut, Options{Source: "examples.jsonl", JSON: true})
	if err != nil || st.Rejected != 0 || st.Settled != n || errOut.Len() != 0 {
		t.Fatalf("json: %+v %v %s", st, err, errOut.String())
	}
	if got := strings.Count(out.String(), "\n"); got != n {
		t.Errorf("%d JSON lines for %d cases", got, n)
	}
	out.Reset()
	st, err = Run(bytes.NewReader(b), &out, &errOut, Options{Source: "examples.jsonl"})
	if err != nil || st.Settled != n {
		t.Fatalf("text: %+v %v", st, err)
	}
	for _, want := range []string{"case 6 (line 6, id \"omaha-hilo-side-pot-no-low\")", "RULES D9", "seat 2 103 (odd chip)", "seat 2 56 (odd chip, As)"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("text output lacks %q", want)
		}
	}
}

// docs/settle.md shows the real table of testdata/settle/dispute.json.
func TestDocsShowRealOutput(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("..", "docs", "settle.md"))
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(filepath.Join("..", "testdata", "settle", "dispute.json"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out, errOut bytes.Buffer
	if _, err := Run(f, &out, &errOut, Options{Source: "dispute.json"}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(doc), out.String()) {
		t.Errorf("docs/settle.md does not show the current output:\n%s", out.String())
	}
}

// The profile reaches the evaluators (RULES D1): in 2-7, 7-6-5-4-3 is a
// straight that counts against it under "standard" and is a 7-low under
// FR-2016 read literally.
func TestProfileDecides_RULES_D1(t *testing.T) {
	const c = `{"game":"27-draw","button":1,"profile":"%s","players":[{"seat":1,"cards":["7h","6d","5c","4s","3h"],"contributed":50},{"seat":2,"cards":["8c","6s","4h","3d","2c"],"contributed":50}]}`
	for prof, winner := range map[string]int{"rrop": 2, "standard": 2, "fr2016": 1} {
		o, err := settleText(strings.Replace(c, "%s", prof, 1))
		if err != nil {
			t.Fatal(err)
		}
		if ws, _ := winners(o.Pots[0].Portions[0]); !reflect.DeepEqual(ws, []int{winner}) {
			t.Errorf("profile %s: winners %v, want seat %d", prof, ws, winner)
		}
	}
}
