package entraction

import (
	"slices"
	"testing"

	"github.com/hhcheck/hhcheck/grammar/linekind"
)

func TestHeader(t *testing.T) {
	for line, want := range map[string]Header{
		`Game # 2145163746 - Texas Hold'em Fixed Limit EUR 10/20 - Table "Lorient"`: {
			ID: "2145163746", Game: "Texas Hold'em Fixed Limit", Currency: "EUR", Stakes: [2]string{"10", "20"}, Table: "Lorient"},
		`Game # 2695932189 - 5-Card Omaha High Pot Limit EUR 0.10/0.20 - Table "Nampa"`: {
			ID: "2695932189", Game: "5-Card Omaha High Pot Limit", Currency: "EUR", Stakes: [2]string{"0.10", "0.20"}, Table: "Nampa"},
		`Game # 2646515987 - Omaha Hi/Lo Fixed Limit EUR 100.00/200.00 - Table "Portland"`: {
			ID: "2646515987", Game: "Omaha Hi/Lo Fixed Limit", Currency: "EUR", Stakes: [2]string{"100.00", "200.00"}, Table: "Portland"},
		`Game # 2667452662 - Texas Hold'em No Limit 200/400 and 20 ante - Table "Double Chance €3,000 #1 12717727 2"`: {
			ID: "2667452662", Game: "Texas Hold'em No Limit", Stakes: [2]string{"200", "400"}, Ante: "20", Table: "Double Chance €3,000 #1 12717727 2"},
		`Game # 2314086000 - Omaha High Pot Limit EUR 0.50/1 - Table "Eaton - Max 100BB"`: {
			ID: "2314086000", Game: "Omaha High Pot Limit", Currency: "EUR", Stakes: [2]string{"0.50", "1"}, Table: "Eaton - Max 100BB"},
	} {
		h, err := ParseHeader(line)
		if err != nil {
			t.Errorf("%q: %v", line, err)
			continue
		}
		if *h != want {
			t.Errorf("%q: %+v, want %+v", line, *h, want)
		}
	}
	for _, bad := range []string{
		"Game #1234 starts.", // PartyPoker's notice
		`Game #1234 - Texas Hold'em No Limit EUR 1/2 - Table "T"`,
		`Game # 12x - Texas Hold'em No Limit EUR 1/2 - Table "T"`,
		`Game # 12 - Texas Hold'em No Limit EUR 1/2 - Table T`,
		`Game # 12 - Texas Hold'em No Limit - Table "T"`,
		`Game # 12 - 1/2 - Table "T"`,
		`Game # 12 - Texas Hold'em No Limit EUR 1/ - Table "T"`,
	} {
		if IsHeader(bad) {
			t.Errorf("%q taken for a header", bad)
		}
	}
}

func TestClassify(t *testing.T) {
	for line, want := range map[string]linekind.Kind{
		"Players(max 6):": linekind.KTable,
		"Hero                        (EUR 468.50 in seat 4)": linekind.KSeat,
		"Player0                     (6,003.00 in seat 1)":   linekind.KSeat,
		"Dealer:                     Player0":                linekind.KButton,
		"Small Blind:                Hero        (5.00)":     linekind.KPostSB,
		"Big Blind:                  Player0     (10.00)":    linekind.KPostBB,
		"Small + Big Blind:          Player2     (1.50)":     linekind.KPostBoth,
		"Blind out of turn:          Player4     (1.00)":     linekind.KPost,
		"Flop                        2c - Ad - 4h":           linekind.KStreet,
		"River                       6s - Js - 3s - 2c - 9s": linekind.KStreet,
		"Rake:                       EUR 0.75":               linekind.KTotal,
		"Game ended 2011-03-26 13:19:18 GMT":                 linekind.KInfo,
		"":                                                   linekind.KBlank,
		"Somebody said hello":                                linekind.KUnknown,
	} {
		if got := Classify(line); got != want {
			t.Errorf("%q: %v, want %v", line, got, want)
		}
	}
}

func TestLines(t *testing.T) {
	s, err := ParseSeat("Mr (X) Y                    (6,003.00 in seat 1)")
	if err != nil || *s != (Seat{Name: "Mr (X) Y", Stack: "6,003.00", Number: "1"}) {
		t.Errorf("seat: %+v, %v", s, err)
	}
	if _, err := ParseSeat("Hero                        (EUR 468.50 seat 4)"); err == nil {
		t.Error("a seat line without \"in seat\" read")
	}
	if n, err := ParsePlayers("Players(max 9):"); err != nil || n != "9" {
		t.Errorf("players: %q, %v", n, err)
	}
	l, err := ParseLabelled("Small + Big Blind:          Player 2    (1.50)", LabelBoth, true)
	if err != nil || *l != (Labelled{Name: "Player 2", A: "1.50"}) {
		t.Errorf("both blinds: %+v, %v", l, err)
	}
	if l, err := ParseLabelled("Dealer:                     Player 0", LabelDealer, false); err != nil || l.Name != "Player 0" {
		t.Errorf("dealer: %+v, %v", l, err)
	}
	if _, err := ParseLabelled("Big Blind:                  Player0", LabelBB, true); err == nil {
		t.Error("a blind without its amount read")
	}
	st, err := ParseStreet("Turn                        Kc - 2s - 2d - 8d")
	if err != nil || st.Name != "Turn" || !slices.Equal(st.Cards, []string{"Kc", "2s", "2d", "8d"}) {
		t.Errorf("street: %+v, %v", st, err)
	}
	if r, err := ParseRake("Rake:                       EUR 1.21"); err != nil || r != "1.21" {
		t.Errorf("rake: %q, %v", r, err)
	}
	e, err := ParseEnded("Game ended 2012-05-31 02:00:20 GMT+01:00")
	if err != nil || *e != (Ended{Stamp: "2012-05-31 02:00:20", Zone: "GMT+01:00"}) {
		t.Errorf("ended: %+v, %v", e, err)
	}
	if _, err := ParseEnded("Game ended 2012-05-31"); err == nil {
		t.Error("an end without time read")
	}
}

func TestActs(t *testing.T) {
	names := []string{"Player0", "Hero"}
	for _, c := range []struct {
		line  string
		name  int
		kind  linekind.Kind
		a     string
		cards []string
		desc  string
	}{
		{"Hero                        Raise       (15.00)", 1, linekind.KRaise, "15.00", nil, ""},
		{"Player0                     Call        (1,010.00)", 0, linekind.KCall, "1,010.00", nil, ""},
		{"Player0                     All-In      (4.32)", 0, linekind.KAllIn, "4.32", nil, ""},
		{"Player0                     Ante        (20.00)", 0, linekind.KPostAnte, "20.00", nil, ""},
		{"Player0                     Payback     (10.00)", 0, linekind.KReturn, "10.00", nil, ""},
		{"Hero                        Fold", 1, linekind.KFold, "", nil, ""},
		{"Hero                        Check", 1, linekind.KCheck, "", nil, ""},
		{"Hero was dealt:             9c - 7d", 1, linekind.KDealt, "", []string{"9c", "7d"}, ""},
		{"Hero shows:                 2h - 2s - Ah - As (a flush, Ace high)", 1, linekind.KShow, "", []string{"2h", "2s", "Ah", "As"}, "a flush, Ace high"},
		{"Hero shows:                 As - Qs", 1, linekind.KShow, "", []string{"As", "Qs"}, ""},
		{"Player0 didn't show hand (Kh - 9h - As - 6s - Qh)", 0, linekind.KNoShow, "", []string{"Kh", "9h", "As", "6s", "Qh"}, ""},
		{"Player0 didn't show hand", 0, linekind.KNoShow, "", nil, ""},
		{"Hero wins:                  EUR 98.00 (with a flush, Ace high)", 1, linekind.KWins, "98.00", nil, "a flush, Ace high"},
		{"Player4 wins:               1,160.00", -1, 0, "", nil, ""},
	} {
		idx, rest, k := CutName(c.line, names)
		if c.name < 0 {
			if k != linekind.KUnknown {
				t.Errorf("%q: no seat's line taken as %v", c.line, k)
			}
			continue
		}
		if idx != c.name || k != c.kind {
			t.Errorf("%q: name %d kind %v, want %d %v", c.line, idx, k, c.name, c.kind)
			continue
		}
		a, err := ParseAct(k, rest)
		if err != nil {
			t.Errorf("%q: %v", c.line, err)
			continue
		}
		if a.A != c.a || !slices.Equal(a.Cards, c.cards) || a.Desc != c.desc {
			t.Errorf("%q: %+v", c.line, a)
		}
	}
	for _, bad := range []string{
		"Hero                        Raise       15.00",
		"Hero                        Call        ()",
		"Hero was dealt:             9c 7d",
		"Hero wins:                  EUR",
	} {
		_, rest, k := CutName(bad, names)
		if _, err := ParseAct(k, rest); err == nil {
			t.Errorf("%q read", bad)
		}
	}
	if n, ok := DealtName("hero was dealt:             4c - 5c"); !ok || n != "hero" {
		t.Errorf("dealt name: %q %v", n, ok)
	}
}
