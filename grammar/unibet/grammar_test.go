package unibet

import (
	"errors"
	"testing"

	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/scan"
)

func TestHeader(t *testing.T) {
	h, err := ParseHeader("Game #1463192545: Table €1 NL - 0.05/0.10 - No Limit Hold'Em Banzai - 13:22:50 2021/04/04")
	if err != nil || h.ID != "1463192545" || h.Table != "€1 NL" || h.Stakes != [2]string{"0.05", "0.10"} || h.Game != "No Limit Hold'Em Banzai" ||
		h.Stamp.Y != "2021" || h.Stamp.M != "04" || h.Stamp.D != "04" || h.Stamp.H != "13" || h.Stamp.Min != "22" || h.Stamp.S != "50" {
		t.Errorf("%+v %v", h, err)
	}
	for _, bad := range []string{
		"Game #1463192545 starts.", // PartyPoker's
		"Game #19408739: Hold'em (€0,05/€0,10) - 12:16:31 3.10.2012 - %6", // Enet's
		"Game #1: Table €1 NL - 0.05/0.10 - No Limit Hold'Em Banzai",
	} {
		if IsHeader(bad) {
			t.Errorf("%q read as a header", bad)
		}
	}
}

func TestLines(t *testing.T) {
	s, err := ParseSeat("Seat 1: Player0 (€5.15)")
	if err != nil || s.Number != 1 || s.Name != "Player0" || s.Stack != "€5.15" {
		t.Errorf("seat: %+v %v", s, err)
	}
	if tot, rake, err := ParseTotal("Total pot €1.10 Rake €0"); err != nil || tot != "€1.10" || rake != "€0" {
		t.Errorf("total: %q %q %v", tot, rake, err)
	}
	name := func(n int) string { return map[int]string{1: "Player0", 4: "Hero"}[n] }
	for line, want := range map[string]SummarySeat{
		"Seat 1: Player0: bet €0.05 and won €0, net result: €-0.05": {Number: 1, Name: "Player0", Bet: "€0.05", Won: "€0", Net: "€0.05", Minus: true},
		"Seat 4: Hero: bet €0.95 and won €1.10, net result: €0.15":  {Number: 4, Name: "Hero", Bet: "€0.95", Won: "€1.10", Net: "€0.15"},
	} {
		s, err := ParseSummarySeat(line, name)
		if err != nil || *s != want {
			t.Errorf("%q: %+v %v", line, s, err)
		}
	}
	var sn *scan.SeatNameError
	if _, err := ParseSummarySeat("Seat 4: Villain: bet €0.95 and won €1.10, net result: €0.15", name); !errors.As(err, &sn) {
		t.Errorf("another player's seat: %v", err)
	}
	for line, want := range map[string]linekind.Kind{
		"*** Seated players ***":  linekind.KStreet,
		"Seat 1: Player0 (€5.15)": linekind.KSeat,
		"Dealt in Player0":        linekind.KInfo,
		"Dealt to Hero [Ac 7c]":   linekind.KDealt,
		"Total pot €1.10 Rake €0": linekind.KTotal,
		"Hero wins €1.10":         linekind.KPlayer,
	} {
		if k := Classify(line, false); k != want {
			t.Errorf("%q: %s, want %s", line, k, want)
		}
	}
	if k := Classify("Seat 4: Hero: bet €0.95 and won €1.10, net result: €0.15", true); k != linekind.KSummarySeat {
		t.Errorf("summary seat: %s", k)
	}
}

func TestPlayerLines(t *testing.T) {
	names := []string{"Player4", "Hero"}
	for _, c := range []struct {
		line  string
		kind  linekind.Kind
		a, b  string
		allIn bool
	}{
		{"Player4 has the button", linekind.KButton, "", "", false},
		{"Hero posts small blind €0.05", linekind.KPostSB, "€0.05", "", false},
		{"Hero posts big blind €0.10", linekind.KPostBB, "€0.10", "", false},
		{"Hero folds", linekind.KFold, "", "", false},
		{"Hero raises €0.95 to €0.95, and is all-in", linekind.KRaise, "€0.95", "€0.95", true},
		{"Hero wins €1.10", linekind.KWinPot, "€1.10", "", false},
	} {
		i, rest, k := CutName(c.line, names)
		if i < 0 || k != c.kind {
			t.Errorf("%q: %d %s", c.line, i, k)
			continue
		}
		a, _, err := ParseAct(k, rest)
		if err != nil || a.A != c.a || a.B != c.b || a.AllIn != c.allIn {
			t.Errorf("%q: %+v %v", c.line, a, err)
		}
	}
	if _, _, k := CutName("Hero juggles €1", names); k != linekind.KUnknown {
		t.Errorf("unknown verb read as %s", k)
	}
}
