package betfair

import (
	"testing"

	"github.com/hhcheck/hhcheck/grammar/linekind"
)

func TestHeaderGame(t *testing.T) {
	if id, err := Header("***** Betfair Poker Hand History for Game 100000000 *****"); err != nil || id != "100000000" {
		t.Errorf("header: %q %v", id, err)
	}
	for _, bad := range []string{"***** Betfair Poker Hand History for Game x *****", "***** Hand History for Game 1 *****", "***** Betfair Poker Hand History for Game 1"} {
		if IsHeader(bad) {
			t.Errorf("%q read as a header", bad)
		}
	}
	g, err := ParseGame("PL $0.05/$0.10 Omaha - Sunday, October 18, 20:00:00 GMT 2009")
	if err != nil || g.Limit != "PL" || g.Stakes != [2]string{"$0.05", "$0.10"} || g.Words != "omaha" || g.Date != "Sunday, October 18, 20:00:00 GMT 2009" {
		t.Errorf("game: %+v %v", g, err)
	}
	if _, err := ParseGame("PL $0.05/$0.10 Omaha"); err == nil {
		t.Error("a game line without a date read")
	}
}

func TestLines(t *testing.T) {
	for line, k := range map[string]linekind.Kind{
		"Total number of active players : 6":              linekind.KInfo,
		"** Showdown **":                                  linekind.KInfo,
		"** Hand Conclusion **":                           linekind.KInfo,
		"************  Game 100000000 ends  ************": linekind.KTotal,
		"Total number of players : 6":                     linekind.KUnknown,
		"Player1 calls [$0.10]":                           linekind.KUnknown,
	} {
		if got := Classify(line); got != k {
			t.Errorf("%q: %s, want %s", line, got, k)
		}
	}
	names := []string{"Player4", "Hero"}
	for _, c := range []struct {
		line    string
		kind    linekind.Kind
		amt, pt string
	}{
		{"Hero goes all-in", linekind.KAllIn, "", ""},
		{"Hero raises to [$1]", linekind.KRaise, "$1", ""},
		{"Player4 wins $6.26 from side pot #1 with a straight flush, Seven to Three", linekind.KWins, "$6.26", "1"},
		{"Player4 wins $4.44 from main pot with a straight flush, Seven to Three", linekind.KWins, "$4.44", "main"},
	} {
		i, rest, k := CutName(c.line, names)
		if i < 0 || k != c.kind {
			t.Errorf("%q: %d %s", c.line, i, k)
			continue
		}
		a, err := ParseAct(k, rest)
		if err != nil || a.A != c.amt || a.Pot != c.pt {
			t.Errorf("%q: %+v %v", c.line, a, err)
		}
	}
	for _, line := range []string{"Hero calls [$0.10]", "Hero raises [$0.30]", "Nobody goes all-in"} {
		if _, _, k := CutName(line, names); k != linekind.KUnknown {
			t.Errorf("%q read as %s", line, k)
		}
	}
	if _, rest, k := CutName("Hero wins $1 from the pot", names); k == linekind.KWins {
		if _, err := ParseAct(k, rest); err == nil {
			t.Error("a win from an unnamed pot read")
		}
	}
}
