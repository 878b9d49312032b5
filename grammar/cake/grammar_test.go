package cake

import (
	"reflect"
	"testing"

	"github.com/hhcheck/hhcheck/grammar/linekind"
)

// Lines from the real files of ../shared/histories/by-site/Cake.

func TestHeader(t *testing.T) {
	for _, c := range []struct {
		line, id, table, tour, game string
		stakes                      []string
		y, min                      string
	}{
		{"Hand#2998011673000397 - Innsbruck (6-max) 11673 -- $5/$10 FL Hold'em -- 2012-06-20 - 23:10:52", "2998011673000397", "Innsbruck (6-max) 11673", "", "FL Hold'em", []string{"$5", "$10"}, "2012", "10"},
		{"Hand#2589013774000145 - New Castle (Turbo 6-max) 13774 -- $0.02/$0.04 FL Hold'em -- 2011/05/08 - 10:21:06", "2589013774000145", "New Castle (Turbo 6-max) 13774", "", "FL Hold'em", []string{"$0.02", "$0.04"}, "2011", "21"},
		{"Hand#2972014254000151 - Play Money 21 14254 -- 1/2 NL Hold'em -- 2012/05/24 - 19:43:08", "2972014254000151", "Play Money 21 14254", "", "NL Hold'em", []string{"1", "2"}, "2012", "43"},
		{"Hand#2999013495000096 - Odesa (6-Max) 13495 -- €0,04/€0,08 PL Omaha -- 2012-06-21 - 05:30:58", "2999013495000096", "Odesa (6-Max) 13495", "", "PL Omaha", []string{"€0,04", "€0,08"}, "2012", "30"},
		{"Hand#2531919760000002 - $1 NLH Short Stack - 6-players T9541472 -- Table 1 -- 0/10/20 NL Hold'em -- 2011.03.12 - 01:45:59", "2531919760000002", "Table 1", "9541472", "NL Hold'em", []string{"0", "10", "20"}, "2011", "45"},
		{"Hand#3389E587C7000012 - $5 Heads-up PL Omaha Hi-Lo Turbo T15042503 -- CASH -- $5 + $0.25 -- 2 Max -- Table 1 -- 0/10/20 PL OmahaHiLo -- 2013/07/16 - 10:38:40", "3389E587C7000012", "Table 1", "15042503", "PL OmahaHiLo", []string{"0", "10", "20"}, "2013", "38"},
	} {
		h, err := ParseHeader(c.line)
		if err != nil {
			t.Errorf("%q: %v", c.line, err)
			continue
		}
		if h.ID != c.id || h.Table != c.table || h.Tournament != c.tour || h.Game != c.game || !reflect.DeepEqual(h.Stakes, c.stakes) || h.Date.Y != c.y || h.Date.Min != c.min {
			t.Errorf("%q: %+v", c.line, h)
		}
	}
	for _, s := range []string{
		"Hand #5223590-18 - 2013-04-09 19:37:28", // Seals With Clubs
		"Hand#12 - Innsbruck 11673 -- $5/$10 FL Hold'em",
		"Hand#12x - Innsbruck 11673 -- $5/$10 FL Hold'em -- 2012-06-20 - 23:10:52",
		"Hand#12 - Innsbruck 11673 -- FL Hold'em -- 2012-06-20 - 23:10:52",
	} {
		if IsHeader(s) {
			t.Errorf("%q: a header", s)
		}
	}
}

func TestLines(t *testing.T) {
	for line, want := range map[string]linekind.Kind{
		"Dealer: Seat 9":                     linekind.KButton,
		"Seat 3: Player0 ($250,50 in chips)": linekind.KSeat,
		"Dealt to Hero [7h,8h]":              linekind.KDealt,
		"*** FLOP *** [Jd,7d,Ts]":            linekind.KStreet,
		"***SHOW DOWN***":                    linekind.KStreet,
		"There is no low hand":               linekind.KNoLow,
		"Player left the table":              linekind.KInfo,
		"Player3: posts small blind $2,50":   linekind.KPlayer,
		"Hero wins low pot 327 with":         linekind.KPlayer,
		"":                                   linekind.KBlank,
	} {
		if k := Classify(line); k != want {
			t.Errorf("%q: %s, want %s", line, k, want)
		}
	}
	if n, err := ParseButton("Dealer: Seat 10"); err != nil || n != 10 {
		t.Errorf("button %d %v", n, err)
	}
	s, err := ParseSeat(Plain("Seat 1: Player0 ($21,89 in chips)  (EUR €17,29)"))
	if err != nil || s.Number != 1 || s.Name != "Player0" || s.Stack != "$21,89" || s.Dealer {
		t.Errorf("seat %+v %v", s, err)
	}
	if s, err = ParseSeat("Seat 8: Hero ($1.97 in chips) DEALER"); err != nil || !s.Dealer || s.Stack != "$1.97" {
		t.Errorf("seat %+v %v", s, err)
	}
	if _, err = ParseSeat("Seat 8: Hero ($1.97 in chips) (REBUY)"); err == nil {
		t.Error("a rebuy mark read")
	}
	name, cs, err := ParseStreet("*** FLOP *** [8c,Kc,5h]")
	if err != nil || name != "FLOP" || !reflect.DeepEqual(cs, []string{"8c", "Kc", "5h"}) {
		t.Errorf("street %q %v %v", name, cs, err)
	}
	if name, cs, err = ParseStreet("***SHOW DOWN***"); err != nil || name != "SHOW DOWN" || cs != nil {
		t.Errorf("street %q %v %v", name, cs, err)
	}
	n, idx, cs, err := ParseDealt("Dealt to Hero [5s,3c,4s,5c]", []string{"Player0", "Hero"})
	if err != nil || n != "Hero" || idx != 1 || len(cs) != 4 {
		t.Errorf("dealt %q %d %v %v", n, idx, cs, err)
	}
}

func TestActs(t *testing.T) {
	names := []string{"Play***3", "Player0", "Hero"}
	for _, c := range []struct {
		line    string
		kind    linekind.Kind
		a, half string
		cards   []string
		desc    string
		allIn   bool
	}{
		{"Player0: posts small blind $2,50", linekind.KPostSB, "$2,50", "", nil, "", false},
		{"Hero: posts big blind 20", linekind.KPostBB, "20", "", nil, "", false},
		{"Player0: raises to $10", linekind.KRaise, "$10", "", nil, "", false},
		{"Hero: calls $5", linekind.KCall, "$5", "", nil, "", false},
		{"Hero: bets $6", linekind.KBet, "$6", "", nil, "", false},
		{"Hero: folds", linekind.KFold, "", "", nil, "", false},
		{"Hero: checks", linekind.KCheck, "", "", nil, "", false},
		{"Player0: is all in 197", linekind.KAllIn, "197", "", nil, "", true},
		{"Player0: returns uncalled bet $10", linekind.KReturn, "$10", "", nil, "", false},
		{"Player0: shows [7s 9d Tc 7c] (Pair of Sevens  )", linekind.KShow, "", "", []string{"7s", "9d", "Tc", "7c"}, "Pair of Sevens", false},
		{"Player0: shows [Kh Js]", linekind.KShowBare, "", "", []string{"Kh", "Js"}, "", false},
		{"Player0: mucks", linekind.KMuck, "", "", nil, "", false},
		{"Play***3: mucks [9h,As] (TwoPair) .", linekind.KMucks, "", "", []string{"9h", "As"}, "", false},
		{"Hero: mucks [ Td, Ac ] (Pair)", linekind.KMucks, "", "", []string{"Td", "Ac"}, "", false},
		{"Player0 wins $50,50", linekind.KWins, "$50,50", "", nil, "", false},
		{"Hero: wins $76 with Flush, Ace high", linekind.KWins, "$76", "", nil, "Flush, Ace high", false},
		{"Player0 wins high pot 327 with Pair of Aces", linekind.KWins, "327", "high", nil, "Pair of Aces", false},
		{"Hero wins low pot 327 with", linekind.KWins, "327", "low", nil, "", false},
	} {
		idx, rest, k := CutName(c.line, names)
		if idx < 0 || k != c.kind {
			t.Errorf("%q: seat %d kind %s, want %s", c.line, idx, k, c.kind)
			continue
		}
		a, err := ParseAct(k, rest)
		if err != nil {
			t.Errorf("%q: %v", c.line, err)
			continue
		}
		if a.A != c.a || a.Half != c.half || !reflect.DeepEqual(a.Cards, c.cards) || a.Desc != c.desc || a.AllIn != c.allIn {
			t.Errorf("%q: %+v", c.line, a)
		}
	}
	for _, line := range []string{"Hero: sings", "Hero wins", "Hero: raises $10", "Hero wins middle pot 3"} {
		idx, rest, k := CutName(line, names)
		if idx < 0 || k == linekind.KUnknown {
			continue
		}
		if _, err := ParseAct(k, rest); err == nil {
			t.Errorf("%q read", line)
		}
	}
	if got := Plain("Player2: posts small blind $0,05 (EUR €0,04)"); got != "Player2: posts small blind $0,05" {
		t.Errorf("Plain: %q", got)
	}
}
