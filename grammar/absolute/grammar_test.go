package absolute

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/scan"
)

func TestHeader(t *testing.T) {
	for _, c := range []struct {
		line, id, game, limit, stakes, zone string
		headsUp                             bool
	}{
		{"Stage #1483940000: Holdem  No Limit $0.02 - 2009-06-10 03:10:00 (ET)", "1483940000", "Holdem", "No Limit", "$0.02", "ET", false},
		{"Stage #C282012441: Holdem  Normal $0.25/$0.50 - 2010-12-07 22:18:14 (ET)", "C282012441", "Holdem", "Normal", "$0.25 $0.50", "ET", false},
		{"Stage #C284520999: Holdem No Limit $4  - 2010-12-09 22:49:17 (ET)", "C284520999", "Holdem", "No Limit", "$4", "ET", false},
		{"Stage #1828549717: Omaha Hi/Lo (1 on 1)  Normal $30/$60 - 2009-12-31 18:23:36.005 (ET) [ 2009-12-31 18:23:36 ]", "1828549717", "Omaha Hi/Lo", "Normal", "$30 $60", "ET", true},
		{"Stage #1300000000: Seven Card Hi/Lo  Normal $0.02/$0.04 - 2009-03-18 19:10:00 (ET)", "1300000000", "Seven Card Hi/Lo", "Normal", "$0.02 $0.04", "ET", false},
	} {
		h, err := ParseHeader(c.line)
		if err != nil {
			t.Errorf("%q: %v", c.line, err)
			continue
		}
		if h.ID != c.id || h.Game != c.game || h.Limit != c.limit || strings.Join(h.Stakes, " ") != c.stakes || h.Stamp.Zone != c.zone || h.HeadsUp != c.headsUp {
			t.Errorf("%q: %+v", c.line, h)
		}
		if !IsHeader(c.line) {
			t.Errorf("%q: not a header", c.line)
		}
	}
	h, _ := ParseHeader("Stage #1828549717: Omaha Hi/Lo (1 on 1)  Normal $30/$60 - 2009-12-31 18:23:36.005 (ET) [ 2009-12-31 18:23:36 ]")
	if s := h.Stamp; s.Y != "2009" || s.M != "12" || s.D != "31" || s.H != "18" || s.Min != "23" || s.S != "36" {
		t.Errorf("stamp %+v", s)
	}
	for _, bad := range []string{
		"Stage #1: Holdem $0.02 - 2009-06-10 03:10:00 (ET)",            // no limit
		"Stage #1: Holdem  No Limit $0.02",                             // no date
		"Stage #1 Holdem  No Limit $0.02 - 2009-06-10 03:10:00 (ET)",   // no colon
		"Stage #1: Holdem  No Limit $0.02 - 2009-06-10 03:10:00",       // no zone
		"Stage #1: Holdem  No Limit $0.02/ - 2009-06-10 03:10:00 (ET)", // stakes
	} {
		if IsHeader(bad) {
			t.Errorf("%q read as a header", bad)
		}
	}
}

func TestHeadLines(t *testing.T) {
	tb, err := ParseTable("Table: Linden Ct (Real Money) Seat #6 is the dealer")
	if err != nil || tb.Name != "Linden Ct" || tb.Money != "Real Money" || tb.Button != 6 {
		t.Errorf("table: %+v %v", tb, err)
	}
	if _, err := ParseTable("Table: Linden Ct (Real Money)"); err == nil {
		t.Error("a table line without the dealer read")
	}
	s, err := ParseSeat("Seat 6 - Player0 ($1,195.50 in chips)")
	if err != nil || s.Number != 6 || s.Name != "Player0" || s.Stack != "$1,195.50" {
		t.Errorf("seat: %+v %v", s, err)
	}
	if s, err := ParseSeat("Seat 2 - A (B) ($5 in chips)"); err != nil || s.Name != "A (B)" || s.Stack != "$5" {
		t.Errorf("seat with a parenthesis: %+v %v", s, err)
	}
	if _, err := ParseSeat("Seat 6: Player0 ($1 in chips)"); err == nil {
		t.Error("a PokerStars seat line read as Absolute's")
	}
	for line, want := range map[string][2]string{
		"Total Pot($0.06)":                {"$0.06", ""},
		"Total Pot($4.50) | Rake ($0.20)": {"$4.50", "$0.20"},
	} {
		tt, err := ParseTotal(line)
		rake := ""
		if err == nil && len(tt.Fees) == 1 {
			rake = tt.Fees[0].Amount
		}
		if err != nil || tt.Total != want[0] || rake != want[1] {
			t.Errorf("%q: %+v %v", line, tt, err)
		}
	}
	for line, want := range map[string]linekind.Kind{
		"*** POCKET CARDS ***":                                linekind.KStreet,
		"*** FLOP *** [Qh 8h 7h]":                             linekind.KStreet,
		"Dealt to Hero [9c 7c]":                               linekind.KDealt,
		"Table: CHILE HWY (Real Money) Seat #7 is the dealer": linekind.KTable,
		"Seat 7 - PLAYER7 ($2.13 in chips)":                   linekind.KSeat,
		"Seat 1: PLAYER1 (big blind) Folded on the RIVER":     linekind.KSummarySeat,
		"Total Pot($0.06)":                                    linekind.KTotal,
		"Board [Qh 8h 7h Ah Kc]":                              linekind.KBoard,
		"Hero - Folds":                                        linekind.KPlayer,
		"":                                                    linekind.KBlank,
	} {
		if k := Classify(line); k != want {
			t.Errorf("%q: %s, want %s", line, k, want)
		}
	}
}

func TestSummarySeat(t *testing.T) {
	names := map[int]string{1: "PLAYER1", 2: "PLAYER2", 3: "Player4", 5: "Player1", 6: "Player0"}
	name := func(n int) string { return names[n] }
	for line, want := range map[string][2]string{
		"Seat 1: PLAYER1 (big blind) Folded on the RIVER":                                                                                        {"", ""},
		"Seat 2: PLAYER2 collected Total ($0.06) HI:($0.06)  [Does not show]":                                                                    {"$0.06", ""},
		"Seat 3: Player4 HI: [Mucked] [Kd 6c]":                                                                                                   {"", "Kd 6c"},
		"Seat 5: Player1 (small blind) won Total ($4.30) HI:($4.30) with Straight, ten to ace [Ac Ah - P:Ah,B:Ks,B:Qs,B:Js,B:10d]":               {"$4.30", ""},
		"Seat 6: Player0 (dealer) (small blind) collected Total ($119.25) HI:($119.25)  [Does not show]":                                         {"$119.25", ""},
		"Seat 1: PLAYER1 HI:lost with Two Pair, jacks and twos [Jh 3h Js 10d Kh 2c 2h - B:Js,P:Jh,P:2h,B:2c,B:Kh]":                               {"", ""},
		"Seat 2: PLAYER2 (big blind) collected Total ($6)":                                                                                       {"$6", ""},
		"Seat 3: Player4 won Total ($0.19) HI:with One pair, aces [3d 5d 6s Ah 8c Jc As - P:As,B:Ah,B:Jc,B:8c,B:6s] LO:($0.19) [B:Ah,P:3d,P:5d]": {"$0.19", ""},
	} {
		s, err := ParseSummarySeat(line, name)
		if err != nil {
			t.Errorf("%q: %v", line, err)
			continue
		}
		if s.Won != want[0] || strings.Join(s.Mucked, " ") != want[1] {
			t.Errorf("%q: %+v", line, s)
		}
	}
	var sn *scan.SeatNameError
	if _, err := ParseSummarySeat("Seat 1: Somebody Folded on the RIVER", name); !errors.As(err, &sn) {
		t.Errorf("a seat of another player: %v", err)
	}
	if _, err := ParseSummarySeat("Seat 1: PLAYER1 juggled", name); err == nil {
		t.Error("an unknown outcome read")
	}
}

func TestPlayerLines(t *testing.T) {
	names := []string{"PLAYER 7", "Player0", "Hero"}
	for _, c := range []struct {
		line  string
		kind  linekind.Kind
		a, b  string
		cards string
		desc  string
	}{
		{"Hero - Posts small blind $0.01", linekind.KPostSB, "$0.01", "", "", ""},
		{"Hero - Posts big blind $0.02", linekind.KPostBB, "$0.02", "", "", ""},
		{"Hero - Posts $0.02", linekind.KPost, "$0.02", "", "", ""},
		{"Hero - Ante $0.01", linekind.KPostAnte, "$0.01", "", "", ""},
		{"PLAYER 7 - Bring-In $0.01", linekind.KBringIn, "$0.01", "", "", ""},
		{"Hero - Calls $0.01", linekind.KCall, "$0.01", "", "", ""},
		{"Hero - Bets $1,000", linekind.KBet, "$1,000", "", "", ""},
		{"Player0 - Raises $45 to $60", linekind.KRaise, "$45", "$60", "", ""},
		{"Hero - Folds", linekind.KFold, "", "", "", ""},
		{"Hero - Checks", linekind.KCheck, "", "", "", ""},
		{"Hero - Mucks", linekind.KMuck, "", "", "", ""},
		{"Hero - Does not show", linekind.KNoShow, "", "", "", ""},
		{"Player0 - returned ($30) : not called", linekind.KReturn, "$30", "", "", ""},
		{"Hero - Shows [Ac Ah] (Straight, ten to ace)", linekind.KShow, "", "", "Ac Ah", "Straight, ten to ace"},
		{"Hero - Pocket [H H Js 10d]", linekind.KDealt, "", "", "H H Js 10d", ""},
		{"PLAYER 7 Collects $119.25 from main pot", linekind.KCollectMain, "$119.25", "", "", ""},
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
		if a.A != c.a || a.B != c.b || strings.Join(a.Cards, " ") != c.cards || a.Desc != c.desc {
			t.Errorf("%q: %+v", c.line, a)
		}
	}
	for _, bad := range []string{"Hero - Juggles $1", "Hero Folds", "Nobody - Folds", "Hero - Collects $1 from main pot"} {
		if _, _, k := CutName(bad, names); k != linekind.KUnknown {
			t.Errorf("%q read as %s", bad, k)
		}
	}
	if !slices.Equal(names, []string{"PLAYER 7", "Player0", "Hero"}) {
		t.Error("names changed")
	}
}
