package ptexport

import (
	"reflect"
	"testing"
)

// Lines from the real files of ../shared/histories/by-site/PokerTracker-export.

func TestHeader(t *testing.T) {
	for _, c := range []struct {
		line         string
		merge        bool
		id, sub      string
		words        []string
		small, big   string
		y, m, d, min string
	}{
		{"GAME #2978859505: Texas Hold'em  NL $0.05/$0.10 2011-10-12 02:52:19", false, "2978859505", "", []string{"Texas", "Hold'em", "NL"}, "$0.05", "$0.10", "2011", "10", "12", "52"},
		{"MERGE_GAME #3047310402797: Texas Hold'em NL $0.50/$1 01/01/2011 12:01:23", true, "3047310402797", "", []string{"Texas", "Hold'em", "NL"}, "$0.50", "$1", "2011", "01", "01", "01"},
		{"MERGE_GAME #46893440-366: Holdem NL $0.10/$0.25 01/11/2012 20:43:26", true, "46893440", "366", []string{"Holdem", "NL"}, "$0.10", "$0.25", "2012", "01", "11", "43"},
		{"GAME #3616765274: Texas Hold'em  NL  Tournament 2011-06-15 21:58:37", false, "3616765274", "", []string{"Texas", "Hold'em", "NL", "Tournament"}, "", "", "2011", "06", "15", "58"},
		{"GAME #4999408769: Omaha 50/100 - 2013-08-01 22:16:18", false, "4999408769", "", []string{"Omaha"}, "50", "100", "2013", "08", "01", "16"},
		{"GAME #3704959981 Texas Hold'em NL $1/$2 2018-12-24 10:34:39/GMT", false, "3704959981", "", []string{"Texas", "Hold'em", "NL"}, "$1", "$2", "2018", "12", "24", "34"},
	} {
		h, err := ParseHeader(c.line)
		if err != nil {
			t.Errorf("%q: %v", c.line, err)
			continue
		}
		y, m, d := h.Date.YMD()
		if h.Merge != c.merge || h.ID != c.id || h.Sub != c.sub || !reflect.DeepEqual(h.Words, c.words) || h.Small != c.small || h.Big != c.big ||
			y != c.y || m != c.m || d != c.d || h.Date.Min != c.min {
			t.Errorf("%q: %+v", c.line, h)
		}
		if !IsHeader(c.line) {
			t.Errorf("%q: not a header", c.line)
		}
	}
	for _, s := range []string{"GAME #: no id", "GAME #12345"} {
		if IsHeader(s) {
			t.Errorf("%q: a header", s)
		}
	}
	if _, err := ParseHeader("GAME #1: Texas Hold'em NL $1/$2"); err == nil {
		t.Error("a header without its date parsed")
	}
}

func TestSeat(t *testing.T) {
	s, err := ParseSeat("Seat 7: Player11 ($10.00 in chips) (REBUY) (ADDON)")
	if err != nil || s.Number != 7 || s.Name != "Player11" || s.Stack != "$10.00" || s.Dealer || !reflect.DeepEqual(s.Marks, []string{"REBUY", "ADDON"}) {
		t.Errorf("rebuy: %+v %v", s, err)
	}
	s, err = ParseSeat("Seat 2: P1 (x) ($7.40 in chips) DEALER")
	if err != nil || s.Name != "P1 (x)" || s.Stack != "$7.40" || !s.Dealer {
		t.Errorf("dealer: %+v %v", s, err)
	}
	if _, err := ParseSeat("Seat 2: Player3 ($7.40)"); err == nil {
		t.Error("a seat without \"in chips\" parsed")
	}
}

func TestAct(t *testing.T) {
	for _, c := range []struct {
		rest, verb, blind, amount string
		nf, to, uncalled          bool
		cards                     []string
	}{
		{"Post SB $0.05", "Post", "SB", "$0.05", false, false, false, nil},
		{"Post DB $0.35", "Post", "DB", "$0.35", false, false, false, nil},
		{"Post Ante $5.00", "Post", "Ante", "$5.00", false, false, false, nil},
		{"BB $100.00", "BB", "", "$100.00", false, false, false, nil},
		{"Fold", "Fold", "", "", false, false, false, nil},
		{"Raise (NF) $0.35", "Raise", "", "$0.35", true, false, false, nil},
		{"Raise to $5,400.00", "Raise", "", "$5,400.00", false, true, false, nil},
		{"Allin $7.09", "Allin", "", "$7.09", false, false, false, nil},
		{"Shows [S6 D7] One Pair, Sixes", "Shows", "", "", false, false, false, []string{"S6", "D7"}},
		{"wins $0.04 (uncalled)", "wins", "", "$0.04", false, false, true, nil},
		{"", "", "", "", false, false, false, nil},
	} {
		a, err := ParseAct(c.rest)
		if err != nil || a.Verb != c.verb || a.Blind != c.blind || a.Amount != c.amount || a.NF != c.nf || a.To != c.to || a.Uncalled != c.uncalled || !reflect.DeepEqual(a.Cards, c.cards) {
			t.Errorf("%q: %+v %v", c.rest, a, err)
		}
	}
	for _, bad := range []string{"Call", "Post $1", "Fold $1", "Bet $1 more", "Shows", "Call to $1", "raises $1"} {
		if _, err := ParseAct(bad); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
}

func TestStreetTotalDealt(t *testing.T) {
	s, err := ParseStreet("*** TURN *** [D3 SK C3 DQ]")
	if err != nil || !reflect.DeepEqual(s.Name, []string{"TURN"}) || len(s.Cards) != 4 {
		t.Errorf("street: %+v %v", s, err)
	}
	if s, err := ParseStreet("*** HOLE CARDS ***"); err != nil || len(s.Name) != 2 || s.Cards != nil {
		t.Errorf("hole cards: %+v %v", s, err)
	}
	if tt, err := ParseTotal("Total pot $8,398.00 Rake $2.00"); err != nil || tt.Pot != "$8,398.00" || tt.Rake != "$2.00" {
		t.Errorf("total: %+v %v", tt, err)
	}
	if d, err := ParseDealt("Dealt to P5 x [C7 SQ HJ CK]"); err != nil || d.Name != "P5 x" || len(d.Cards) != 4 {
		t.Errorf("dealt: %+v %v", d, err)
	}
	for in, want := range map[string]string{"H10": "10H", "SK": "KS", "dJ": "Jd", "cA": "Ac", "Ks": "Ks", "8s": "8s"} {
		if got := Card(in); got != want {
			t.Errorf("Card(%q) = %q, want %q", in, got, want)
		}
	}
}
