package enet

import (
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/grammar/linekind"
)

func TestHeader(t *testing.T) {
	for line, want := range map[string][4]string{
		"Game #19408739: Hold'em (€0,05/€0,10) - 12:16:31 3.10.2012 - %6": {"19408739", "Hold'em", "€0,05 €0,10", "2012 10 3 12 16 31"},
		"Game #7732419: Omaha (€0,25/€0,50) - 23:32:44 29.7.2012 - %6":    {"7732419", "Omaha", "€0,25 €0,50", "2012 7 29 23 32 44"},
	} {
		h, err := ParseHeader(line)
		if err != nil {
			t.Errorf("%q: %v", line, err)
			continue
		}
		s := h.Stamp
		if h.ID != want[0] || h.Game != want[1] || strings.Join(h.Stakes, " ") != want[2] || strings.Join([]string{s.Y, s.M, s.D, s.H, s.Min, s.S}, " ") != want[3] {
			t.Errorf("%q: %+v", line, h)
		}
	}
	for _, bad := range []string{
		"Game #1463192545: Table €1 NL - 0.05/0.10 - No Limit Hold'Em Banzai - 13:22:50 2021/04/04", // Unibet's
		"Game #19408739 starts.",
	} {
		if IsHeader(bad) {
			t.Errorf("%q read as a header", bad)
		}
	}
}

func TestLines(t *testing.T) {
	if cs, err := StreetCards("*** RIVER *** [Td4h7d2dKc]"); err != nil || strings.Join(cs, " ") != "Td 4h 7d 2d Kc" {
		t.Errorf("street: %v %v", cs, err)
	}
	if cs, err := Board("Board []"); err != nil || len(cs) != 0 {
		t.Errorf("empty board: %v %v", cs, err)
	}
	if _, err := Cards("Td4"); err == nil {
		t.Error("an odd card list read")
	}
	for line, want := range map[string][2]string{"Rake: €3,61": {"€3,61", ""}, "Rake: €-2,22": {"€2,22", "-"}} {
		a, neg, err := Rake(line)
		if err != nil || a != want[0] || neg != (want[1] == "-") {
			t.Errorf("%q: %q %v %v", line, a, neg, err)
		}
	}
	names := map[int]string{1: "amazing_mck", 3: "Hero", 5: "Player2", 6: "Player4"}
	name := func(n int) string { return names[n] }
	for line, want := range map[string][2]string{
		"Seat 1: amazing_mck  folded":                                                     {"", ""},
		"Seat 3: Hero (dealer) collected (€0,30) from pot":                                {"€0,30", ""},
		"Seat 6: Player4  showed [] and lost with":                                        {"", ""},
		"Seat 1: amazing_mck  showed [5cJc5hJs] and lost with A Pair, Jacks":              {"", "5c Jc 5h Js"},
		"Seat 5: Player2  showed [Kh3sThKs] and won (€56,64) with Three of a kind, Kings": {"€56,64", "Kh 3s Th Ks"},
	} {
		s, err := ParseSummarySeat(line, name)
		if err != nil || s.Won != want[0] || strings.Join(s.Cards, " ") != want[1] {
			t.Errorf("%q: %+v %v", line, s, err)
		}
	}
	for line, want := range map[string]linekind.Kind{
		"Table 'Parfigi 1 - No Limit' 6-max Seat #2 is the button": linekind.KTable,
		"Seat 1: Player0 (€14,90 in chips)":                        linekind.KSeat,
		"Uncalled bet (€0,20) returned to Hero":                    linekind.KUncalled,
		"Rake: €0,06":               linekind.KInfo,
		"Total pot €0,30 | Rake €0": linekind.KTotal,
		"Board [Td4h7d2dKc]":        linekind.KBoard,
		"*** HOLECARDS ***":         linekind.KStreet,
		"Hero: folds":               linekind.KPlayer,
	} {
		if k := Classify(line, false); k != want {
			t.Errorf("%q: %s, want %s", line, k, want)
		}
	}
}

func TestPlayerLines(t *testing.T) {
	names := []string{"amazing_mck", "Player2", "Hero"}
	for _, c := range []struct {
		line  string
		kind  linekind.Kind
		a     string
		cards string
		desc  string
	}{
		{"Player2: posts small blind €0,05", linekind.KPostSB, "€0,05", "", ""},
		{"Player2: posts big blind €0,10", linekind.KPostBB, "€0,10", "", ""},
		{"Player2: posts big blind", linekind.KPostBB, "", "", ""},
		{"Player2: posts small blind", linekind.KPostSB, "", "", ""},
		{"Hero: folds", linekind.KFold, "", "", ""},
		{"Hero: checks", linekind.KCheck, "", "", ""},
		{"Player2: calls €19,53", linekind.KCall, "€19,53", "", ""},
		{"Player2: bets €0,82", linekind.KBet, "€0,82", "", ""},
		{"Hero: raises €2,75", linekind.KRaise, "€2,75", "", ""},
		{"amazing_mck: goes all-in €5,75", linekind.KAllIn, "€5,75", "", ""},
		{"amazing_mck: shows [5cJc5hJs] (A Pair, Jacks)", linekind.KShow, "", "5c Jc 5h Js", "A Pair, Jacks"},
		{"Hero: mucked", linekind.KMuck, "", "", ""},
		{"Player2: collected (€56,64) from pot", linekind.KCollectPot, "€56,64", "", ""},
		{"Hero collected (€0,20) from pot", linekind.KCollectPot, "€0,20", "", ""},
	} {
		i, rest, k := CutName(c.line, names)
		if i < 0 || k != c.kind {
			t.Errorf("%q: %d %s", c.line, i, k)
			continue
		}
		a, desc, err := ParseAct(k, rest)
		if err != nil || a.A != c.a || strings.Join(a.Cards, " ") != c.cards || desc != c.desc {
			t.Errorf("%q: %+v %q %v", c.line, a, desc, err)
		}
	}
}
