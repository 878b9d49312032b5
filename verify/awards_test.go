package verify

import (
	"testing"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/replay"
	"github.com/hhcheck/hhcheck/rules"
)

// TestAwardComparisonGrain: the comparison is made at the grain the site
// writes (pot, run, half named or not), and not at all when the record
// has no outcome or a pot nobody showed for is compared per player.
func TestAwardComparisonGrain(t *testing.T) {
	two := [][]cards.Card{nil, nil} // a board run twice
	decided := &Settlement{Pots: []PotDecision{{Pot: 0}, {Pot: 1}}}
	undecided := &Settlement{Pots: []PotDecision{{Pot: 0}, {Pot: 1, Undecided: true}}}
	cases := []struct {
		name                    string
		h                       hand.Hand
		set                     *Settlement
		ok                      bool
		pots, halves, runs, unc bool
	}{
		{name: "no outcome recorded", h: hand.Hand{}, set: decided},
		{name: "a total but no collection: per player", h: hand.Hand{Summary: hand.Summary{HasTotal: true}}, set: decided, ok: true},
		{name: "pots and halves named", set: decided, ok: true, pots: true, halves: true,
			h: hand.Hand{Awards: []hand.Award{{Pot: 0, Half: hand.HighHalf}, {Pot: 1, Half: hand.LowHalf}}}},
		{name: "one collection from an unnamed pot", set: decided, ok: true, halves: true,
			h: hand.Hand{Awards: []hand.Award{{Pot: 0, Half: hand.HighHalf}, {Pot: hand.PotUnnamed, Half: hand.LowHalf}}}},
		{name: "one whole pot: halves not named", set: decided, ok: true, pots: true,
			h: hand.Hand{Awards: []hand.Award{{Pot: 0, Half: hand.HighHalf}, {Pot: 1}}}},
		{name: "runs named on a board run twice", set: decided, ok: true, pots: true, runs: true,
			h: hand.Hand{Boards: two, Awards: []hand.Award{{Pot: 0, Run: 0}, {Pot: 0, Run: 1}}}},
		{name: "a run named but one board", set: decided, ok: true, pots: true,
			h: hand.Hand{Awards: []hand.Award{{Pot: 0, Run: 1}}}},
		{name: "pot labels untrusted", set: decided, ok: true,
			h: hand.Hand{Awards: []hand.Award{{Pot: 1}}, Conventions: hand.Conventions{PotLabelsUntrusted: true}}},
		{name: "rake division unknown", set: decided, ok: true,
			h: hand.Hand{Awards: []hand.Award{{Pot: 1}}, Conventions: hand.Conventions{RakeDivisionUnknown: true}}},
		{name: "undecided pot, pots named", set: undecided, ok: true, pots: true,
			h: hand.Hand{Awards: []hand.Award{{Pot: 0}}}},
		{name: "undecided pot, compared per player", set: undecided,
			h: hand.Hand{Awards: []hand.Award{{Pot: hand.PotUnnamed}}}},
		{name: "every pot uncontested", set: &Settlement{Pots: []PotDecision{{Uncontested: true}}}, ok: true, pots: true, unc: true,
			h: hand.Hand{Awards: []hand.Award{{Pot: 0}}}},
	}
	for _, c := range cases {
		ck := &checker{h: &c.h, prof: &rules.Standard, rep: &Report{}}
		var ac awardComparison
		ok := ac.init(ck, &replay.Result{}, c.set)
		if ok != c.ok {
			t.Errorf("%s: comparable %v, want %v", c.name, ok, c.ok)
			continue
		}
		if !ok {
			continue
		}
		if ac.potsNamed != c.pots || ac.halvesNamed != c.halves || ac.runsNamed != c.runs || ac.allUncontested != c.unc {
			t.Errorf("%s: pots %v halves %v runs %v all uncontested %v, want %v %v %v %v", c.name,
				ac.potsNamed, ac.halvesNamed, ac.runsNamed, ac.allUncontested, c.pots, c.halves, c.runs, c.unc)
		}
	}
}

// TestAwardComparisonCells: a cell is found again at the record's grain;
// a seat paid his uncalled bet inside his collections
// (Conventions.UncalledInCollected) is compared as one cell for all pots.
func TestAwardComparisonCells(t *testing.T) {
	h := &hand.Hand{Seats: make([]hand.Seat, 2), Awards: []hand.Award{{Pot: 0, Half: hand.HighHalf}},
		Conventions: hand.Conventions{UncalledInCollected: true}}
	ck := &checker{h: h, prof: &rules.Standard, rep: &Report{}}
	var ac awardComparison
	if !ac.init(ck, &replay.Result{Returned: []hand.Money{0, 5}}, &Settlement{Pots: []PotDecision{{}, {Pot: 1}}}) {
		t.Fatal("not comparable")
	}
	a := ac.cell(0, 1, 0, hand.HighHalf)
	if a.pot != 1 || a.run != -1 || a.half != hand.HighHalf || !a.sole {
		t.Errorf("seat 0's cell %+v: want pot 1, no run, the high half, sole", *a)
	}
	a.exp = 7
	if b := ac.cell(0, 1, 3, hand.HighHalf); b.exp != 7 || len(ac.cells) != 1 {
		t.Errorf("the same cell again: %+v, %d cells", *b, len(ac.cells))
	}
	if b := ac.cell(1, 1, 0, hand.LowHalf); b.pot != -1 || b.run != -1 || b.half != hand.WholePot {
		t.Errorf("seat 1 (uncalled bet in his collections): cell %+v, want one cell for the whole hand", *b)
	}
	ac.uncalledReturned()
	if b := ac.cell(1, -1, -1, hand.WholePot); b.exp != 5 || b.lo != 5 || b.hi != 5 || len(b.owed) != 1 || b.owed[0] != uncalledPart {
		t.Errorf("seat 1 after uncalledReturned: %+v, want 5 owed, the uncalled bet", *b)
	}
}
