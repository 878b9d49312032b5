package bovada

import (
	"slices"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/grammar/linekind"
)

func TestHeader(t *testing.T) {
	for _, c := range []struct {
		line                         string
		site, id, table, tour, limit string
		zone                         bool
	}{
		{"Bovada Hand #3761565704 TBL#18334388 HOLDEM No Limit - 2019-04-17 15:43:06", "Bovada", "3761565704", "18334388", "", "No", false},
		{"Bovada Hand #3755148155  Zone Poker ID#1365 HOLDEMZonePoker No Limit - 2019-04-02 16:45:44", "Bovada", "3755148155", "", "", "No", true},
		{"Ignition Hand #4405041788: HOLDEM Tournament #44843212 TBL#18, Normal- Level 10 (150/300) - 2021-10-13 22:15:04", "Ignition", "4405041788", "18", "44843212", "Normal", false},
		{"Bodog Hand #2604291510 TBL#1178621 7CARD Fixed Limit - 2012-05-07 03:40:07", "Bodog", "2604291510", "1178621", "", "Fixed", false},
	} {
		h, err := ParseHeader(c.line)
		if err != nil {
			t.Errorf("%q: %v", c.line, err)
			continue
		}
		if h.Site != c.site || h.HandID != c.id || h.Table != c.table || h.Tournament != c.tour || h.Limit != c.limit || h.Zone != c.zone {
			t.Errorf("%q: %+v", c.line, h)
		}
	}
	// a tournament's level blinds, read by the shared stakes grammar
	if h, err := ParseHeader("Ignition Hand #4405041788: HOLDEM Tournament #44843212 TBL#18, Normal- Level 10 (150/300) - 2021-10-13 22:15:04"); err != nil || h.Level != "10" || !slices.Equal(h.Blinds, []string{"150", "300"}) {
		t.Errorf("tournament level: %+v %v", h, err)
	}
	if _, err := ParseHeader("Bovada Hand #1 HOLDEM No Limit"); err == nil {
		t.Error("header without table or date accepted")
	}
}

func TestLines(t *testing.T) {
	s, err := ParseSeat("Seat 5: Big Blind [ME] ($25 in chips)")
	if err != nil || s.Number != "5" || s.Label != "Big Blind" || !s.Me || s.Stack != "$25" {
		t.Errorf("seat %+v %v", s, err)
	}
	s, err = ParseSeat("Seat 103: UTG+1 (24,902 in chips)")
	if err != nil || s.Label != "UTG+1" || s.Stack != "24,902" {
		t.Errorf("seat %+v %v", s, err)
	}
	st, err := ParseStreet("*** TURN *** [6c Js 3d] [9h]")
	if err != nil || len(st.Groups) != 2 || !slices.Equal(st.Groups[1].Cards, []string{"9h"}) {
		t.Errorf("street %+v %v", st, err)
	}
	tot, err := ParseTotal("Total Pot($0.59) | Rake ($0.02)")
	if err != nil || tot.Total != "$0.59" || tot.Rake != "$0.02" {
		t.Errorf("total %+v %v", tot, err)
	}
	label, me, rest, ok := CutLabel("Big Blind  [ME] : Raises $0.18 to $0.20 ")
	if !ok || label != "Big Blind" || !me || rest != "Raises $0.18 to $0.20" {
		t.Errorf("cut %q %v %q", label, me, rest)
	}
	if k := Classify("Seat+1: Small Blind Folded on the RIVER", true); k != linekind.KSummarySeat {
		t.Errorf("summary seat: %s", k)
	}
	if k := Classify("Enter(Auto)", false); k != linekind.KTableNote {
		t.Errorf("note: %s", k)
	}
}

func TestVerbs(t *testing.T) {
	for _, c := range []struct {
		text string
		kind linekind.Kind
		a, b string
		n    int // cards
		desc string
	}{
		{"Raises $1 to $1", linekind.KRaise, "$1", "$1", 0, ""},
		{"Raises $22", linekind.KRaise, "$22", "", 0, ""},
		{"All-in(raise) $1.35 to $1.40", linekind.KAllInRaise, "$1.35", "$1.40", 0, ""},
		{"All-in(raise-timeout) 500 to 900", linekind.KAllInRaise, "500", "900", 0, ""},
		{"All-in $0.52", linekind.KAllIn, "$0.52", "", 0, ""},
		{"Call(timeout) 100", linekind.KCall, "100", "", 0, ""},
		{"Folds (timeout)", linekind.KFold, "", "", 0, ""},
		{"Fold(Blind Disconnected)", linekind.KFold, "", "", 0, ""},
		{"Checks (disconnect)", linekind.KCheck, "", "", 0, ""},
		{"Bets chip info(timeout) 300", linekind.KBet, "300", "", 0, ""},
		{"Ante/Small blind 400", linekind.KPostSB, "400", "", 0, ""},
		{"Big blind/Bring in 800", linekind.KPostBB, "800", "", 0, ""},
		{"Posts dead chip $0.35", linekind.KPostDead, "$0.35", "", 0, ""},
		{"Return uncalled portion of bet $2.50", linekind.KReturn, "$2.50", "", 0, ""},
		{"Hand Result-Side Pot 124760", linekind.KResultSide, "124760", "", 0, ""},
		{"Hand result $4.61", linekind.KResult, "$4.61", "", 0, ""},
		{"Showdown [6d 6c Js 9h 8d] (One pair)", linekind.KShowdown, "", "", 5, "One pair"},
		{"Does not show [Js Ac] Show1 [Js] (Full House)", linekind.KNoShow, "", "", 2, "Full House"},
		{"Card dealt to a spot [8d 6d]", linekind.KDealt, "", "", 2, ""},
		{"Table deposit $5", linekind.KNote, "$5", "", 0, ""},
		{"Leave(Auto)", linekind.KNote, "", "", 0, ""},
	} {
		k := Verb(c.text)
		if k != c.kind {
			t.Errorf("%q: kind %s, want %s", c.text, k, c.kind)
			continue
		}
		a, err := ParseAct(k, c.text)
		if err != nil || a.A != c.a || a.B != c.b || len(a.Cards) != c.n || (c.desc != "" && a.Text != c.desc) {
			t.Errorf("%q: %+v %v", c.text, a, err)
		}
		// the all-in mark is the verb: only "All-in" and "All-in(raise)" say it
		if allIn := k == linekind.KAllIn || k == linekind.KAllInRaise; a.AllIn != allIn || a.Kind != k {
			t.Errorf("%q: kind %s all-in %v", c.text, a.Kind, a.AllIn)
		}
	}
	if _, err := ParseAct(linekind.KNote, "Set deale  r [5]"); err == nil {
		t.Error("damaged line accepted as a note")
	}
	if _, err := ParseAct(linekind.KRaise, "Raises to"); err == nil {
		t.Error("raise without amount accepted")
	}
}

func TestStudLines(t *testing.T) {
	s, err := ParseSeat("Seat+3 [ME]: $0.50 in chips")
	if err != nil || s.Number != "3" || s.Label != "Seat+3" || !s.Me || s.Stack != "$0.50" {
		t.Fatalf("stud seat: %+v %v", s, err)
	}
	s, err = ParseSeat("Seat+1: $0.57 in chips")
	if err != nil || s.Number != "1" || s.Label != "Seat+1" || s.Me || s.Stack != "$0.57" {
		t.Fatalf("stud seat: %+v %v", s, err)
	}
	if k := Classify("Seat+1 : Bring_in chip $0.02", false); k != linekind.KPlayer {
		t.Fatalf("stud player line: %v", k)
	}
	for _, l := range []string{"*** 3RD STREET ***", "*** 6TH STREET ***"} {
		st, err := ParseStreet(l)
		if err != nil || strings.Join(st.Name, " ") != l[4:len(l)-4] {
			t.Fatalf("%q: %+v %v", l, st, err)
		}
	}
	if k := Verb("D bets $0.10"); k != linekind.KBet {
		t.Fatalf("D bets: %v", k)
	}
}
