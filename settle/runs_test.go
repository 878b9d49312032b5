package settle

import (
	"errors"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
)

// A board run twice (RULES §6, RRoP 3.7.3): the pot of 201 is shared
// between the runs, the unit that does not divide going to the first run
// (101 and 100); each run is won on its own board. The first three cards
// were dealt before the all-in and repeat in both runs.
const runTwice = `{"id":"run-twice","game":"holdem","button":1,
 "boards":[["2c","7d","9h","Jc","3s"],["2c","7d","9h","Ks","4s"]],
 "players":[{"seat":1,"cards":["As","Ad"],"contributed":100},
            {"seat":2,"cards":["Kc","Kd"],"contributed":100},
            {"seat":3,"contributed":1,"folded":true}]}`

func TestBoardRunTwice_RRoP_3_7_3(t *testing.T) {
	o, err := Settle(decodeOne(t, runTwice))
	if err != nil {
		t.Fatal(err)
	}
	if len(o.Boards) != 2 || o.Board != nil {
		t.Fatalf("boards %v, board %v", o.Boards, o.Board)
	}
	ps := o.Pots[0].Portions
	if len(ps) != 2 {
		t.Fatalf("portions %+v", ps)
	}
	for _, want := range []struct {
		run, seat int
		amount    hand.Money
		oddUnit   bool
	}{{1, 1, 101, false}, {2, 2, 100, false}} {
		p := ps[want.run-1]
		if p.Run != want.run || p.Amount != want.amount || len(p.Winners) != 1 || p.Winners[0].Seat != want.seat {
			t.Errorf("run %d: %+v; want %d to seat %d", want.run, p, want.amount, want.seat)
		}
	}
	paid := map[int]hand.Money{}
	for _, s := range o.Seats {
		paid[s.Seat] = s.Won
	}
	if paid[1] != 101 || paid[2] != 100 || paid[3] != 0 {
		t.Errorf("won %v; want seat 1 101, seat 2 100", paid)
	}
	// the hands are per run: seat 2 has a pair of kings on run 1, three
	// kings on run 2
	for _, h := range o.Hands {
		if h.Seat != 2 {
			continue
		}
		if len(h.Hands) != 2 || h.Hands[0].Run != 1 || h.Hands[1].Run != 2 || !strings.Contains(h.Hands[1].Description, "three of a kind") {
			t.Errorf("seat 2 hands %+v", h.Hands)
		}
	}
	var b strings.Builder
	if err := WriteText(&b, o); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"board, run 2: 2c 7d 9h Ks 4s", "run 1 whole", "run 2 whole", "run 2, high"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("table lacks %q:\n%s", want, b.String())
		}
	}
	// the unit the runs do not divide is the first run's (RRoP 3.7.3)
	if !hasClause(ps[0], rules.OddChipIndivisible) || hasClause(ps[1], rules.OddChipIndivisible) {
		t.Errorf("clauses run 1 %v, run 2 %v; want %s on run 1 only", ps[0].Clauses, ps[1].Clauses, rules.OddChipIndivisible)
	}
}

// Bad boards are named by their field.
func TestBoardRunsRejected(t *testing.T) {
	for _, c := range []struct {
		name, from, to, field string
	}{
		{"a card of run 2 already in run 1", `"Ks","4s"]]`, `"Ks","3s"]]`, "boards[1][4]"},
		{"a shared card moved", `["2c","7d","9h","Ks","4s"]`, `["7d","2c","9h","Ks","4s"]`, "boards[1][0]"},
		{"a hole card on a board", `"Ks","4s"]]`, `"Ks","As"]]`, "players[0].cards[0]"},
		{"four cards", `,"4s"]]`, `]]`, "boards[1]"},
		{"one board", `,["2c","7d","9h","Ks","4s"]]`, `]`, "boards"},
		{"board and boards", `"boards":`, `"board":["2c"],"boards":`, "boards"},
	} {
		t.Run(c.name, func(t *testing.T) {
			in := strings.Replace(runTwice, c.from, c.to, 1)
			if in == runTwice {
				t.Fatalf("%q not in the case", c.from)
			}
			ins, err := ReadInputs(strings.NewReader(in))
			if err != nil || len(ins) != 1 {
				t.Fatal(err)
			}
			cs, err := Decode(ins[0])
			if err == nil {
				_, err = Settle(cs)
			}
			var ce *CaseError
			if !errors.As(err, &ce) || ce.Field != c.field {
				t.Errorf("error %v; want one on %s", err, c.field)
			}
		})
	}
}
