package everleaf

import (
	"testing"

	"github.com/hhcheck/hhcheck/grammar/linekind"
)

func TestHeaderHistoryGame(t *testing.T) {
	for line, want := range map[string][2]string{
		"Everleaf Gaming Game #148735443":  {"148735443", ""},
		"- - Grand Poker - Game #15649156": {"15649156", "Grand Poker"},
	} {
		if id, skin, err := Header(line); err != nil || id != want[0] || skin != want[1] {
			t.Errorf("header %q: %q %q %v", line, id, skin, err)
		}
	}
	for _, line := range []string{"- - Grand Poker - Game #", "- -  - Game #12", "- - Grand Poker Game #12", "Everleaf Gaming Game #12a"} {
		if IsHeader(line) {
			t.Errorf("%q read as a header", line)
		}
	}
	if id, lvl, err := Tournament("Tournament #2768325 - Level 2"); err != nil || id != "2768325" || lvl != "2" {
		t.Errorf("tournament: %q %q %v", id, lvl, err)
	}
	if _, _, err := Tournament("Tournament #2768325 - Level two"); err == nil {
		t.Error("a level that is no number read")
	}
	if id, err := History("***** Hand history for game #148735443 *****"); err != nil || id != "148735443" {
		t.Errorf("history: %q %v", id, err)
	}
	if _, err := History("***** Hand History for Game 148735443 *****"); err == nil {
		t.Error("PartyPoker's history line read as Everleaf's")
	}
	for line, want := range map[string][3]string{
		"$0.50/$1 Omaha Hi/Lo - 2010/03/01 - 11:00:02":          {"$0.50", "$1", "omaha hi/lo"},
		"Blinds $0.01/$0.02 NL Hold'em - 2010/08/03 - 17:00:00": {"$0.01", "$0.02", "nl hold'em"},
		"Blinds 30/60 NL Hold'em - 2011/07/17 - 15:26:09":       {"30", "60", "nl hold'em"},
		"$0.05/$0.10 7 Card Stud - 2011/07/08 - 00:08:53":       {"$0.05", "$0.10", "7 card stud"},
	} {
		g, err := ParseGame(line)
		if err != nil || g.Stakes[0].Num != want[0] || g.Stakes[1].Num != want[1] || g.Words != want[2] {
			t.Errorf("%q: %+v %v", line, g, err)
		}
	}
}

func TestSeat(t *testing.T) {
	for line, want := range map[string][3]string{
		"Seat 6: Villain (  $ 25 USD )":    {"6", "Villain", "$25"},
		"Seat 1: Whiskerrr (  965 Chips )": {"1", "Whiskerrr", "965"},
		"Seat 1: isuck ( 2000 )":           {"1", "isuck", "2000"},
		"Seat 4: Player4 ( All-in )":       {"4", "Player4", StackAllIn},
		"Seat 7: anem2 ( new player )":     {"7", "anem2", StackNew},
	} {
		s, words, err := ParseSeat(line)
		if err != nil {
			t.Errorf("%q: %v", line, err)
			continue
		}
		stack := words
		if s.Stack != nil {
			stack = s.Stack.Num
		}
		if s.Number != want[0] || s.Name != want[1] || stack != want[2] {
			t.Errorf("%q: %+v %q", line, s, words)
		}
	}
	if _, _, err := ParseSeat("Seat 6: Villain"); err == nil {
		t.Error("a seat without a stack read")
	}
}

func TestPlayerLines(t *testing.T) {
	names := []string{"Villain", "Hero"}
	for _, c := range []struct {
		line string
		kind linekind.Kind
		amt  string
		half string
		pot  string
	}{
		{"Villain: posts small blind [$ 0.25 USD]", linekind.KPostSB, "$0.25", "", ""},
		{"Hero: bets [ 110 Chips]", linekind.KBet, "110", "", ""},
		{"Hero raises [$ 0.75 USD]", linekind.KRaise, "$0.75", "", ""},
		{"Hero calls [$ 1 USD]", linekind.KCall, "$1", "", ""},
		{"Hero posts bring-in $0.02.", linekind.KBringIn, "$0.02", "", ""},
		{"Hero completes to $0.05.", linekind.KComplete, "$0.05", "", ""},
		{"Villain wins  high ($ 0.95 USD) from main pot", linekind.KWins, "$0.95", "Hi", "main"},
		{"Villain wins  low ($0.23) from main pot with 8, 6, 4, 3, A [ Ad, 3c, 4c, 6s, 8h ]", linekind.KWins, "$0.23", "Lo", "main"},
		{"Hero wins 990 chips from side pot", linekind.KWins, "990", "", "side"},
		{"Hero folds", linekind.KFold, "", "", ""},
		{"Hero does not show cards", linekind.KNoCards, "", "", ""},
	} {
		i, rest, k := CutName(c.line, names)
		if i < 0 || k != c.kind {
			t.Errorf("%q: %d %s", c.line, i, k)
			continue
		}
		a, err := ParseAct(k, rest)
		if err != nil {
			t.Errorf("%q: %v", c.line, err)
			continue
		}
		amt := ""
		if a.A != nil {
			amt = a.A.Num
		}
		if amt != c.amt || a.Half != c.half || a.Pot != c.pot {
			t.Errorf("%q: %+v", c.line, a)
		}
	}
	// a wins line whose hand wraps onto the next line
	_, rest, k := CutName("Hero wins $ 0.13 USD from main pot with two pairs, jacks and", names)
	if a, err := ParseAct(k, rest); err != nil || !Wrapped(a) {
		t.Errorf("wrapped: %+v %v", a, err)
	}
	if name, _, k := NameOf("anem2 has been reseated to this table"); name != "anem2" || k != linekind.KJoins {
		t.Errorf("reseated: %q %s", name, k)
	}
	if _, _, k := CutName("Hero juggles [$ 1 USD]", names); k != linekind.KUnknown {
		t.Errorf("unknown verb read as %s", k)
	}
}
