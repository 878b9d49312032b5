package kingsclub

import (
	"slices"
	"testing"

	"github.com/hhcheck/hhcheck/grammar/linekind"
)

func TestHeader(t *testing.T) {
	h, err := ParseHeader("#39969456: Pot Limit Omaha 5 Card - 1,000/2,000")
	if err != nil {
		t.Fatal(err)
	}
	if h.ID != "39969456" || h.Game != "Pot Limit Omaha 5 Card" || h.Stakes != [2]string{"1,000", "2,000"} {
		t.Errorf("got %+v", h)
	}
	if h, err := ParseHeader("#41388325: Limit A-5 Single Draw - 50/100"); err != nil || h.Game != "Limit A-5 Single Draw" {
		t.Errorf("a game with a hyphen: %+v, %v", h, err)
	}
	for _, bad := range []string{
		"#Game No : 123456", // PartyPoker's and 888's preamble
		"#12: Limit Holdem",
		"#12 Limit Holdem - 1/2",
		"#: Limit Holdem - 1/2",
		"#1x: Limit Holdem - 1/2",
		"#12: Limit Holdem - 1/",
		"# 12: Limit Holdem - 1/2",
	} {
		if IsHeader(bad) {
			t.Errorf("%q taken for a header", bad)
		}
	}
}

func TestClassify(t *testing.T) {
	for line, want := range map[string]linekind.Kind{
		"2021-01-02 15:54:07":                     linekind.KInfo,
		"Table '8 Game Mix' Seat 1 is the button": linekind.KTable,
		"Seat 1: Player0 (1,000)":                 linekind.KSeat,
		"*** BOARD 2 - RIVER *** [- - - 5d] [3h]": linekind.KStreet,
		"Dealt to Hero: [4s Qc 2c Jd]":            linekind.KDealt,
		"Rake 1.75":                               linekind.KTotal,
		"Rake Man calls 10":                       linekind.KPlayer,
		"Player0 raises to 30":                    linekind.KPlayer,
		"":                                        linekind.KBlank,
	} {
		if got := Classify(line, false); got != want {
			t.Errorf("%q: %v, want %v", line, got, want)
		}
	}
	if got := Classify("Seat 1: Player0 (1,104) +104", true); got != linekind.KSummarySeat {
		t.Errorf("summary seat: %v", got)
	}
}

func TestSeatsAndStreets(t *testing.T) {
	s, err := ParseSeat("Seat 3: Mr (X) Y (3,533.50)", false)
	if err != nil || s.Number != 3 || s.Name != "Mr (X) Y" || s.Stack != "3,533.50" {
		t.Errorf("seat: %+v, %v", s, err)
	}
	s, err = ParseSeat("Seat 1: Player0 (3,533) -0.50", true)
	if err != nil || s.Stack != "3,533" || s.Sign != "-" || s.Delta != "0.50" {
		t.Errorf("summary seat: %+v, %v", s, err)
	}
	if _, err := ParseSeat("Seat 1: Player0 (3,533)", true); err == nil {
		t.Error("a summary seat without its result read")
	}
	if _, err := ParseSeat("Seat 1: Player0 (3,533) +1", false); err == nil {
		t.Error("a head seat with a result read")
	}
	st, err := ParseStreet("*** BOARD 2 - RIVER *** [- - - 5d] [3h]")
	if err != nil || st.Name != "BOARD 2 - RIVER" || len(st.Groups) != 2 || !slices.Equal(st.Groups[0], []string{"-", "-", "-", "5d"}) {
		t.Errorf("street: %+v, %v", st, err)
	}
	st, err = ParseStreet("*** 1ST DRAW ***")
	if err != nil || st.Name != "1ST DRAW" || len(st.Groups) != 0 {
		t.Errorf("draw: %+v, %v", st, err)
	}
	tb, err := ParseTable("Table 'Bronx  BT' Seat 1 is the button")
	if err != nil || tb.Name != "Bronx  BT" || tb.Button != "1" {
		t.Errorf("table: %+v, %v", tb, err)
	}
	tb, err = ParseTable("Table 'Real Deal Mix'")
	if err != nil || tb.Name != "Real Deal Mix" || tb.Button != "" {
		t.Errorf("stud table: %+v, %v", tb, err)
	}
	name, idx, cs, err := ParseDealt("Dealt to Big Al: [X X 4d]", []string{"Big Al", "Big"})
	if err != nil || name != "Big Al" || idx != 0 || !slices.Equal(cs, []string{"X", "X", "4d"}) {
		t.Errorf("dealt: %q %d %v %v", name, idx, cs, err)
	}
}

func TestActs(t *testing.T) {
	names := []string{"Player 10", "Player"}
	for _, c := range []struct {
		line  string
		idx   int
		kind  linekind.Kind
		a     string
		cards []string
		drawn []string
		allIn bool
	}{
		{"Player: posts ante 5.50", 1, linekind.KPostAnte, "5.50", nil, nil, false},
		{"Player 10: posts the small blind 1,020", 0, linekind.KPostSB, "1,020", nil, nil, false},
		{"Player: posts the big blind 40", 1, linekind.KPostBB, "40", nil, nil, false},
		{"Player raises to 627.25", 1, linekind.KRaise, "627.25", nil, nil, false},
		{"Player 10 raises to 836, and is all in", 0, linekind.KRaise, "836", nil, nil, true},
		{"Player calls 836, and is all in", 1, linekind.KCall, "836", nil, nil, true},
		{"Player bets 56.43", 1, linekind.KBet, "56.43", nil, nil, false},
		{"Player brings in for 16.58", 1, linekind.KBringIn, "16.58", nil, nil, false},
		{"Player folds", 1, linekind.KFold, "", nil, nil, false},
		{"Player checks", 1, linekind.KCheck, "", nil, nil, false},
		{"Player discards [Ts Jh] draws [3c 6c]", 1, linekind.KDiscardShown, "", []string{"Ts", "Jh"}, []string{"3c", "6c"}, false},
		{"Player 10 draws 2", 0, linekind.KDiscard, "2", nil, nil, false},
		{"Player stands pat", 1, linekind.KStandPat, "", nil, nil, false},
		{"Player shows [4c Ac 8c Qc 2h]", 1, linekind.KShowBare, "", []string{"4c", "Ac", "8c", "Qc", "2h"}, nil, false},
		{"Player wins pot (1,139)", 1, linekind.KWinPot, "1,139", nil, nil, false},
		{"Player 10 wins (484.50) from pot", 0, linekind.KWinPot, "484.50", nil, nil, false},
	} {
		idx, rest, k := CutName(c.line, names)
		if idx != c.idx || k != c.kind {
			t.Errorf("%q: name %d kind %v, want %d %v", c.line, idx, k, c.idx, c.kind)
			continue
		}
		a, err := ParseAct(k, rest)
		if err != nil {
			t.Errorf("%q: %v", c.line, err)
			continue
		}
		if a.A != c.a || !slices.Equal(a.Cards, c.cards) || !slices.Equal(a.Drawn, c.drawn) || a.AllIn != c.allIn {
			t.Errorf("%q: %+v", c.line, a)
		}
	}
	for _, bad := range []string{"Player calls", "Player: raises to 30", "Player posts ante 5", "Player wins pot 5", "Player draws two"} {
		idx, rest, k := CutName(bad, names)
		if k == linekind.KUnknown {
			continue
		}
		if _, err := ParseAct(k, rest); err == nil {
			t.Errorf("%q read (name %d, kind %v)", bad, idx, k)
		}
	}
}
