package ptexport

import (
	"reflect"
	"testing"

	"github.com/hhcheck/hhcheck/grammar/linekind"
)

// Lines from the real *Microgaming*.txt files of
// ../shared/histories/by-site/PokerTracker-export.

func TestMGHeadLines(t *testing.T) {
	h, err := ParseMGHeader("** Game ID 4962892238 Version:4 starting - 2013-07-13 03:24:59")
	if y, m, d := h.Date.YMD(); err != nil || h.ID != "4962892238" || h.Version != "4" || y != "2013" || m != "07" || d != "13" || h.Date.S != "59" {
		t.Errorf("header: %+v %v", h, err)
	}
	for line, want := range map[string]MGTable{
		"** Heads Up (Turbo)(10146282):Table 1 [Multi Table Hold'em] (10|20 NL - MTT seats:2 ) Real Money": {Event: "Heads Up (Turbo)",
			Tournament: "10146282", Table: "1", Game: "Multi Table Hold'em", mgStakes: mgStakes{Small: "10", Big: "20", Limit: "NL", Kind: "MTT", Seats: 2, Money: []string{"Real", "Money"}}},
		"** Rebuy (16,000 Guaranteed)(10124058):Table 11 [Multi Table Hold'em] (100|200 NL - MTT seats:9 ) Real Money": {Event: "Rebuy (16,000 Guaranteed)",
			Tournament: "10124058", Table: "11", Game: "Multi Table Hold'em", mgStakes: mgStakes{Small: "100", Big: "200", Limit: "NL", Kind: "MTT", Seats: 9, Money: []string{"Real", "Money"}}},
	} {
		got, err := ParseMGTable(line)
		if err != nil || !reflect.DeepEqual(*got, want) {
			t.Errorf("%q: %+v %v", line, got, err)
		}
	}
	for _, line := range []string{"** Heads Up:Table 1 [Hold'em] (10|20 NL - MTT seats:2 )", "** X(1):Table 1 (10|20 NL - MTT seats:2 )", "** X(1):Table 1 [Hold'em] (10 NL - MTT seats:2 )"} {
		if got, err := ParseMGTable(line); err == nil {
			t.Errorf("%q read: %+v", line, got)
		}
	}
	for line, want := range map[string]MGSeat{
		"- Hero sitting in seat 1 with 1500.00 at end 1340.00":             {Name: "Hero", Number: 1, Stack: "1500.00", End: "1340.00"},
		"- Player0 sitting in seat 2 with 1500.00 at end 1660.00 [Dealer]": {Name: "Player0", Number: 2, Stack: "1500.00", End: "1660.00", Marks: []string{"Dealer"}},
		"- Player0 sitting in seat 2 with 10.00 at end 0.00 [Sitting out]": {Name: "Player0", Number: 2, Stack: "10.00", End: "0.00", Marks: []string{"Sitting", "out"}},
		"- a b sitting in seat 9 with 21310.00 at end 21090.00 [Dealer]":   {Name: "a b", Number: 9, Stack: "21310.00", End: "21090.00", Marks: []string{"Dealer"}},
	} {
		got, err := ParseMGSeat(line)
		if err != nil || !reflect.DeepEqual(*got, want) {
			t.Errorf("%q: %+v %v", line, got, err)
		}
	}
	if _, err := ParseMGSeat("- Hero sitting in seat 1 with 1500.00"); err == nil {
		t.Error("a seat without its end stack read")
	}
}

func TestMGLines(t *testing.T) {
	if name, cs, err := MGDealt("** Dealing card to Hero: 10 of c, 9 of s"); err != nil || name != "Hero" || !reflect.DeepEqual(cs, []string{"Tc", "9s"}) {
		t.Errorf("dealt: %q %q %v", name, cs, err)
	}
	if st, cs, err := MGBoard("** Dealing the flop: 3 of s, 2 of c, 2 of d"); err != nil || st != "flop" || !reflect.DeepEqual(cs, []string{"3s", "2c", "2d"}) {
		t.Errorf("board: %q %q %v", st, cs, err)
	}
	if id, ok := MGEnd("End of game 4962892238"); !ok || id != "4962892238" {
		t.Errorf("end: %q", id)
	}
	for line, want := range map[string]linekind.Kind{
		"** Game ID 4962892238 Version:4 starting - 2013-07-13 03:24:59":                                   linekind.KHeader,
		"** Dealing card to Hero: 10 of c, 9 of s":                                                         linekind.KDealt,
		"** Dealing the river: K of d":                                                                     linekind.KStreet,
		"** Heads Up (Turbo)(10146282):Table 1 [Multi Table Hold'em] (10|20 NL - MTT seats:2 ) Real Money": linekind.KTable,
		"- Hero sitting in seat 1 with 1500.00 at end 1340.00":                                             linekind.KSeat,
		"End of game 4962892238":                                                                           linekind.KInfo,
		"Hero folded":                                                                                      linekind.KPlayer,
	} {
		if k := MGClassify(line); k != want {
			t.Errorf("%q: %s, want %s", line, k, want)
		}
	}
}

func TestMGActs(t *testing.T) {
	names := []string{"Player0", "Hero"}
	for _, c := range []struct {
		line   string
		kind   linekind.Kind
		amount string
		cards  []string
	}{
		{"Player0 posted the small blind - 10.00", linekind.KPostSB, "10.00", nil},
		{"Hero posted the big blind - 20.00", linekind.KPostBB, "20.00", nil},
		{"Player0 posted ante - 20.00", linekind.KPostAnte, "20.00", nil},
		{"Player0 called - 10.00", linekind.KCall, "10.00", nil},
		{"Hero bet - 60.00", linekind.KBet, "60.00", nil},
		{"Player0 raised - 400.00", linekind.KRaise, "400.00", nil},
		{"Hero went all-in - 240.00", linekind.KAllIn, "240.00", nil},
		{"Hero folded", linekind.KFold, "", nil},
		{"Player0 checked", linekind.KCheck, "", nil},
		{"Hero shows: 6 of d, K of h", linekind.KShow, "", []string{"6d", "Kh"}},
		{"Hero mucks: Q of s, A of s", linekind.KMuck, "", []string{"Qs", "As"}},
		{"Player0 mucks:", linekind.KMuck, "", []string{}},
		{"Player0 wins 640.00 from the main pot", linekind.KWins, "640.00", nil},
	} {
		i, rest, k := MGCutName(c.line, names)
		if i < 0 || k != c.kind {
			t.Errorf("%q: %d %s", c.line, i, k)
			continue
		}
		a, err := ParseMGAct(k, rest)
		if err != nil || a.Amount != c.amount || (c.cards != nil && !reflect.DeepEqual(a.Cards, c.cards)) {
			t.Errorf("%q: %+v %v", c.line, a, err)
		}
	}
	for _, line := range []string{"Hero bet - 60.00 more", "Hero wins 640.00 from the table", "Hero shows: 6 of"} {
		_, rest, k := MGCutName(line, names)
		if a, err := ParseMGAct(k, rest); err == nil && k != linekind.KUnknown {
			t.Errorf("%q read: %+v", line, a)
		}
	}
}
