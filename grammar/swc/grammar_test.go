package swc

import (
	"reflect"
	"testing"

	"github.com/hhcheck/hhcheck/grammar/linekind"
)

// Lines from the real files of ../shared/histories/by-site/SealsWithClubs.

func TestHead(t *testing.T) {
	h, err := ParseHeader("Hand #5223590-18 - 2013-04-09 19:37:28")
	if err != nil || h.ID != "5223590-18" || h.Date.Y != "2013" || h.Date.Min != "37" {
		t.Errorf("header %+v %v", h, err)
	}
	for _, s := range []string{
		"Hand #5223590 - 2013-04-09 19:37:28",
		"Hand #5223590-18 - 2013-04-09",
		"Hand #1234567890 - Holdem(No Limit) - $0.05/$0.10 - 2021/04/20 18:42:26 UTC",                   // Winning
		"Hand#2998011673000397 - Innsbruck (6-max) 11673 -- $5/$10 FL Hold'em -- 2012-06-20 - 23:10:52", // Cake
	} {
		if IsHeader(s) {
			t.Errorf("%q: a header", s)
		}
	}
	for line, want := range map[string]Game{
		"Game: NL Hold'em (40 - 200) - Blinds 1/2":        {Words: []string{"NL", "Hold'em"}, Kind: "Blinds", Stakes: []string{"1", "2"}},
		"Game: Limit Hold'em (40 - 1000000) - Stakes 2/4": {Words: []string{"Limit", "Hold'em"}, Kind: "Stakes", Stakes: []string{"2", "4"}},
		"Game: PL Omaha (20 - 100) - Blinds 1/1":          {Words: []string{"PL", "Omaha"}, Kind: "Blinds", Stakes: []string{"1", "1"}},
	} {
		g, err := ParseGame(line)
		if err != nil || !reflect.DeepEqual(g.Words, want.Words) || g.Kind != want.Kind || !reflect.DeepEqual(g.Stakes, want.Stakes) {
			t.Errorf("%q: %+v %v", line, g, err)
		}
	}
	if n, err := ParseTable("Table: LHE 6max 1/2 #1"); err != nil || n != "LHE 6max 1/2 #1" {
		t.Errorf("table %q %v", n, err)
	}
	s, out, err := ParseSeat("Seat 3: Player2 (77) - sitting out")
	if err != nil || !out || s.Number != 3 || s.Name != "Player2" || s.Stack != "77" {
		t.Errorf("seat %+v %v %v", s, out, err)
	}
	if s, out, err = ParseSeat("Seat 3: Player0 (63.68)"); err != nil || out || s.Stack != "63.68" {
		t.Errorf("seat %+v %v %v", s, out, err)
	}
	if r, err := ParseRake("Rake (0.30)"); err != nil || r != "0.30" {
		t.Errorf("rake %q %v", r, err)
	}
	for line, want := range map[string]struct {
		name  string
		cards []string
	}{
		"** Hole Cards **":                     {"Hole Cards", nil},
		"** Flop ** [2d Qc 6c]":                {"Flop", []string{"2d", "Qc", "6c"}},
		"** Pot Show Down ** [2d Qc 6c 3h 2h]": {"Pot Show Down", []string{"2d", "Qc", "6c", "3h", "2h"}},
	} {
		n, cs, err := ParseStreet(line)
		if err != nil || n != want.name || !reflect.DeepEqual(cs, want.cards) {
			t.Errorf("%q: %q %v %v", line, n, cs, err)
		}
		if k := Classify(line); k != linekind.KStreet {
			t.Errorf("%q: %s", line, k)
		}
	}
	for line, want := range map[string]linekind.Kind{
		"Game: NL Hold'em (40 - 200) - Blinds 1/2": linekind.KHeader, "Site: Seals With Clubs": linekind.KInfo, "Site: Friday Night Poker": linekind.KInfo, "Table: PLO 9max 1/1 #1": linekind.KTable,
		"Seat 1: Player0 (40)": linekind.KSeat, "Dealt to Hero [2d 8s]": linekind.KDealt, "Rake (0)": linekind.KTotal,
		"Hero wins Pot (10)": linekind.KPlayer, "": linekind.KBlank,
	} {
		if k := Classify(line); k != want {
			t.Errorf("%q: %s, want %s", line, k, want)
		}
	}
}

func TestParseSite(t *testing.T) {
	for line, want := range map[string]string{
		"Site: Seals With Clubs": "Seals With Clubs", "Site: Friday Night Poker ": "Friday Night Poker",
		"Site: ": "", "Site:x": "", "Table: Site: x": "",
	} {
		got, err := ParseSite(line)
		if got != want || (err != nil) != (want == "") {
			t.Errorf("%q: %q, %v; want %q", line, got, err, want)
		}
	}
}

func TestActs(t *testing.T) {
	names := []string{"Player0", "Hero"}
	for _, c := range []struct {
		line  string
		kind  linekind.Kind
		a     string
		cards []string
		desc  string
	}{
		{"Player0 posts small blind 1", linekind.KPostSB, "1", nil, ""},
		{"Hero posts big blind 2", linekind.KPostBB, "2", nil, ""},
		{"Player0 raises to 4", linekind.KRaise, "4", nil, ""},
		{"Hero calls 2", linekind.KCall, "2", nil, ""},
		{"Player0 bets 2", linekind.KBet, "2", nil, ""},
		{"Hero checks", linekind.KCheck, "", nil, ""},
		{"Hero folds", linekind.KFold, "", nil, ""},
		{"Hero refunded 6", linekind.KReturn, "6", nil, ""},
		{"Player0 has the dealer button", linekind.KButton, "", nil, ""},
		{"Player0 adds 2 chips", linekind.KAdds, "2", nil, ""},
		{"Player0 shows [5s Ts] (a Pair of Deuces +QT6)", linekind.KShow, "", []string{"5s", "Ts"}, "a Pair of Deuces +QT6"},
		{"Hero wins Pot (11.70) with a Pair", linekind.KWinPot, "11.70", nil, "a Pair"},
		{"Hero wins Pot (10)", linekind.KWinPot, "10", nil, ""},
	} {
		idx, rest, k := CutName(c.line, names)
		if idx < 0 || k != c.kind {
			t.Errorf("%q: seat %d kind %s, want %s", c.line, idx, k, c.kind)
			continue
		}
		a, err := ParseAct(k, rest)
		if err != nil || a.A != c.a || !reflect.DeepEqual(a.Cards, c.cards) || a.Desc != c.desc {
			t.Errorf("%q: %+v %v", c.line, a, err)
		}
	}
	for _, line := range []string{"Hero sings", "Hero wins Pot 10", "Hero raises 4", "Hero adds chips"} {
		if idx, rest, k := CutName(line, names); idx >= 0 && k != linekind.KUnknown {
			if _, err := ParseAct(k, rest); err == nil {
				t.Errorf("%q read", line)
			}
		}
	}
}
