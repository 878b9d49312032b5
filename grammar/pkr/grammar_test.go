package pkr

import (
	"slices"
	"testing"

	"github.com/hhcheck/hhcheck/grammar/linekind"
)

func TestHeader(t *testing.T) {
	for line, want := range map[string][2]string{
		"Table #46301943 - Hellenic Aquarium":             {"46301943", "Hellenic Aquarium"},
		"Table #57217175 - Tournament #31130710 Table #3": {"57217175", "Tournament #31130710 Table #3"},
	} {
		h, err := ParseHeader(line)
		if err != nil || h.Number != want[0] || h.Name != want[1] {
			t.Errorf("%q: %+v %v", line, h, err)
		}
	}
	for _, line := range []string{"Table #46301943", "Table #x - Name", "Table #1 - ", "Table 'x' 6-max Seat #1 is the button", "Table #1: Name"} {
		if IsHeader(line) {
			t.Errorf("%q read as a header", line)
		}
	}
}

func TestInfo(t *testing.T) {
	for line, want := range map[string]Info{
		"Starting Hand #2080628024":                {FHand, "2080628024"},
		"Start time of hand: 12 May 2012 03:37:34": {FStart, "12 May 2012 03:37:34"},
		"Last Hand n/a":                            {FLast, "n/a"},
		"Game Type: OMAHA HI/LO":                   {FGame, "OMAHA HI/LO"},
		"Limit Type: POT LIMIT":                    {FLimit, "POT LIMIT"},
		"Table Type: TOURNAMENT":                   {FTableType, "TOURNAMENT"},
		"Money Type: Tournament chips":             {FMoney, "Tournament chips"},
		"Blinds are now €0.25 / €0.50":             {FBlinds, "€0.25 / €0.50"},
		"Button is at seat 3":                      {FButtonAt, "3"},
		"Shuffling Deck":                           {FShuffle, ""},
		"End of Hand #2080628024":                  {FEnd, "2080628024"},
		"End Of Hand #746382682":                   {FEnd, "746382682"},
	} {
		in, err := ParseInfo(line)
		if err != nil || *in != want {
			t.Errorf("%q: %+v %v", line, in, err)
		}
		if k := Classify(line); k != linekind.KInfo {
			t.Errorf("%q: kind %s", line, k)
		}
	}
	for _, line := range []string{"Starting Hand #x", "Button is at seat", "Shuffling Deck now"} {
		if _, err := ParseInfo(line); err == nil {
			t.Errorf("%q read", line)
		}
	}
	for v, want := range map[string][2]string{"$0.02 / $0.04": {"$0.02", "$0.04"}, "$0.02/$0.04": {"$0.02", "$0.04"}, "0 / 0": {"0", "0"}} {
		if got, err := ParseBlinds(v); err != nil || got != want {
			t.Errorf("%q: %v %v", v, got, err)
		}
	}
}

func TestLines(t *testing.T) {
	s, err := ParseSeat("Seat 1: Player0 - $4.06 (away from table)")
	if err != nil || s.Number != 1 || s.Name != "Player0" || s.Stack != "$4.06" || !s.Away {
		t.Errorf("seat: %+v %v", s, err)
	}
	if s, err := ParseSeat("Seat 4: A - B - €50.75"); err != nil || s.Name != "A - B" || s.Stack != "€50.75" || s.Away {
		t.Errorf("seat with \" - \" in the name: %+v %v", s, err)
	}
	if _, err := ParseSeat("Seat 4: Player2 - $0 (sitting)"); err == nil {
		t.Error("an unknown seat remark read")
	}
	for line, want := range map[string][]string{
		"Dealing Flop [4 d][3 d][6 c]": {"4d", "3d", "6c"},
		"Dealing Flop [9s Ac 5s]":      {"9s", "Ac", "5s"},
		"Dealing River [K s]":          {"Ks"},
		"Dealing Cards":                nil,
	} {
		st, err := ParseStreet(line)
		if err != nil || !slices.Equal(st.Cards, want) || Classify(line) != linekind.KStreet {
			t.Errorf("%q: %+v %v", line, st, err)
		}
	}
	if name, cs, err := ParseDealt("Dealing [T c][2 s][9 s][3 h] to Hero"); err != nil || name != "Hero" || !slices.Equal(cs, []string{"Tc", "2s", "9s", "3h"}) {
		t.Errorf("dealt: %q %v %v", name, cs, err)
	}
	if _, err := Cards("[T c][2]"); err == nil {
		t.Error("a card without a suit read")
	}
	if n, name, err := ParseReturn("Returning $0.13 to Player3 uncalled"); err != nil || n != "$0.13" || name != "Player3" {
		t.Errorf("return: %q %q %v", n, name, err)
	}
	if r, err := ParseRake("Taking Rake of $0.17 from pot 2"); err != nil || r.A != "$0.17" || r.Pot != "2" {
		t.Errorf("rake: %+v %v", r, err)
	}
	if a, err := ParsePot("Pot sizes: $1.02"); err != nil || a != "$1.02" {
		t.Errorf("pot: %q %v", a, err)
	}
	for line, k := range map[string]linekind.Kind{
		"Moving Button to seat 9": linekind.KButton, "Seat 2: Hero - $6.09": linekind.KSeat,
		"Dealing [4 h][Q s] to Hero": linekind.KDealt, "Taking Rake of €1.27 from pot 1": linekind.KTotal,
		"Pot sizes: 20": linekind.KRunPot, "Returning $0.13 to Player3 uncalled": linekind.KUncalled,
		"": linekind.KBlank, "Player0 folds": linekind.KPlayer, "Table #1 - x": linekind.KPlayer,
	} {
		if got := Classify(line); got != k {
			t.Errorf("%q: %s, want %s", line, got, k)
		}
	}
}

func TestPlayerLines(t *testing.T) {
	names := []string{"Player0", "Hero"}
	for _, c := range []struct {
		line       string
		kind       linekind.Kind
		amt, pot   string
		half, desc string
		allIn      bool
	}{
		{"Hero posts small blind ($0.02)", linekind.KPostSB, "$0.02", "", "", "", false},
		{"Hero posts big blind (€0.50)", linekind.KPostBB, "€0.50", "", "", "", false},
		{"Hero posts $0.04", linekind.KPost, "$0.04", "", "", "", false},
		{"Hero posts $0.02 dead", linekind.KPostDeadSB, "$0.02", "", "", "", false},
		{"Hero posts ante of 10 (all-in)", linekind.KPostAnte, "10", "", "", "", true},
		{"Hero calls $1.27 (all-in)", linekind.KCall, "$1.27", "", "", "", true},
		{"Hero bets €2.16", linekind.KBet, "€2.16", "", "", "", false},
		{"Hero raises to $0.53 (all-in)", linekind.KRaise, "$0.53", "", "", "", true},
		{"Hero folds", linekind.KFold, "", "", "", "", false},
		{"Hero wins $0.12", linekind.KWins, "$0.12", "", "", "", false},
		{"Hero wins $0.38 from side pot #2 with: Straight, 7 high", linekind.KWins, "$0.38", "2", "", "Straight, 7 high", false},
		{"Hero ties side pot #1, and wins $0.43 with: Straight, 7 high", linekind.KTies, "$0.43", "1", "", "Straight, 7 high", false},
		{"Hero ties, and wins $34.75 with high hand: Straight, 5 high", linekind.KTies, "$34.75", "", "high", "Straight, 5 high", false},
		{"Hero ties $34.75 with low hand: A2345", linekind.KTies, "$34.75", "", "low", "A2345", false},
		{"Hero has low hand: A2345", linekind.KDescription, "", "", "", "", false},
		{"Hero: just one quick look .. and - that`s all ! .. ;)", linekind.KChat, "", "", "", "", false},
		{"Player0 yawns at Hero.", linekind.KNote, "", "", "", "", false},
		{"Player0 claps.", linekind.KNote, "", "", "", "", false},
		{"Player0 will be dealt in after the button", linekind.KNote, "", "", "", "", false},
		{"Hero doesn't show", linekind.KNoShow, "", "", "", "", false},
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
		if a.A != c.amt || a.Pot != c.pot || a.Half != c.half || a.Desc != c.desc || a.AllIn != c.allIn {
			t.Errorf("%q: %+v", c.line, a)
		}
	}
	_, rest, k := CutName("Hero shows [A d][8 s][4 d][4 c]", names)
	if a, err := ParseAct(k, rest); err != nil || !slices.Equal(a.Cards, []string{"Ad", "8s", "4d", "4c"}) {
		t.Errorf("shows: %+v %v", a, err)
	}
	for _, line := range []string{"Hero juggles $1", "Hero Claps.", "Hero yawns at Player0"} {
		if _, _, k := CutName(line, names); k != linekind.KUnknown {
			t.Errorf("%q read as %s", line, k)
		}
	}
	if _, rest, k := CutName("Hero calls $x", names); k == linekind.KCall {
		if _, err := ParseAct(k, rest); err == nil {
			t.Error("a call without an amount read")
		}
	}
}
