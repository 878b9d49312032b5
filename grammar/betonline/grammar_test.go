package betonline

import (
	"reflect"
	"testing"

	"github.com/hhcheck/hhcheck/grammar/linekind"
)

// Lines below are copied from the real BetOnline files of ../shared
// (by-site/BetOnline).
func TestHeader(t *testing.T) {
	cases := []struct {
		line, skin, id, tour, game, time string
		stakes                           []string
	}{
		{"BetOnline Poker Game #1073058326: Hold'em Pot Limit ($0.05/0.10) - 2012/09/30 21:25:46 EDT", "BetOnline Poker", "1073058326", "", "Hold'em Pot Limit", "2012/09/30 21:25:46 EDT", []string{"$0.05", "0.10"}},
		{"PayNoRake Game #1027919331: Hold'em No Limit ($0.25/0.50) - 2012/06/07 08:58 GMT Standard Time", "PayNoRake", "1027919331", "", "Hold'em No Limit", "2012/06/07 08:58 GMT Standard Time", []string{"$0.25", "0.50"}},
		{"BetOnline Poker Game #1587461647: Tournament #7212650: Hold'em $40.00/$80.00 - 2016/03/21 17:09:38 Eastern Daylight Time", "BetOnline Poker", "1587461647", "7212650", "Hold'em", "2016/03/21 17:09:38 Eastern Daylight Time", []string{"$40.00", "$80.00"}},
	}
	for _, c := range cases {
		h, err := ParseHeader(c.line)
		if err != nil {
			t.Errorf("%q: %v", c.line, err)
			continue
		}
		if h.Skin != c.skin || h.HandID != c.id || h.Tournament != c.tour || h.Game != c.game || h.Time != c.time || !reflect.DeepEqual(h.Stakes, c.stakes) {
			t.Errorf("%q: %+v", c.line, h)
		}
	}
	for _, bad := range []string{"BetOnline Poker Game #: Hold'em No Limit ($1/2) - 2012/06/07 08:58 EDT", "BetOnline Poker Game #12: Hold'em No Limit", "BetOnline Poker Game #12: Tournament #5: Hold'em $40.00 - 2016/03/21 17:09:38 EDT"} {
		if _, err := ParseHeader(bad); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
}

func TestVerbLines(t *testing.T) {
	names := []string{"Player10", "Player8", "Hero"}
	cases := []struct {
		line  string
		name  int
		kind  linekind.Kind
		a, b  string
		cards []string
		allIn bool
	}{
		{"Player8: post now 0.10", 1, linekind.KPostBBOut, "0.10", "", nil, false},
		{"Hero: ante processed 0.00", 2, linekind.KPostAnte, "0.00", "", nil, false},
		{"Player10: raises 0.80 to 0.90", 0, linekind.KRaise, "0.80", "0.90", nil, false},
		{"Player8: raises 0.64 to 0.74 and is all in", 1, linekind.KRaise, "0.64", "0.74", nil, true},
		{"Hero: posts small blind 0.01", 2, linekind.KPostSB, "0.01", "", nil, false},
		{"Player10 shows Kd 9c Ac 8h", 0, linekind.KShowBare, "", "", []string{"Kd", "9c", "Ac", "8h"}, false},
		{"Hero: calls 0.10", 2, linekind.KCall, "0.10", "", nil, false},
	}
	for _, c := range cases {
		idx, rest, k, unseated := CutName(c.line, names)
		if idx != c.name || k != c.kind || unseated {
			t.Errorf("%q: name %d kind %v unseated %v, want name %d kind %v", c.line, idx, k, unseated, c.name, c.kind)
			continue
		}
		a, err := ParseAct(k, rest)
		if err != nil {
			t.Errorf("%q: %v", c.line, err)
			continue
		}
		if a.A != c.a || a.B != c.b || !reflect.DeepEqual(a.Cards, c.cards) || a.AllIn != c.allIn {
			t.Errorf("%q: got %+v", c.line, a)
		}
	}
	for _, l := range []string{"Player9 joins the table at seat #4", "Player3 has left the table", "Player7 said \"bingo\""} {
		if idx, _, k, unseated := CutName(l, names); idx != -1 || !unseated || !k.IsNote() {
			t.Errorf("%q: idx %d kind %v unseated %v", l, idx, k, unseated)
		}
	}
	if _, _, k, _ := CutName("Hero: juggles", names); k != linekind.KUnknown {
		t.Errorf("unknown verb: %v", k)
	}
}

func TestOtherLines(t *testing.T) {
	tb, err := ParseTable("Table 'Weeds (Hi)' 10-Max, Seat #0 is the button")
	if err != nil || tb.Name != "Weeds (Hi)" || tb.MaxSeats != "10" || tb.Button != "0" {
		t.Errorf("%+v %v", tb, err)
	}
	if _, err := ParseTable("Table 'Weeds' 6-max Seat #1 is the button"); err == nil {
		t.Error("PokerStars' table line read as BetOnline's")
	}
	s, err := ParseSeat("Seat 8: Player0 (1.55 in chips) - Small Blind")
	if err != nil || s.Number != 8 || s.Name != "Player0" || s.Stack != "1.55" || s.Remark != "Small Blind" || s.SittingOut {
		t.Errorf("%+v %v", s, err)
	}
	s, err = ParseSeat("Seat 4: Player3 (0.08 in chips) - Sitting out")
	if err != nil || !s.SittingOut {
		t.Errorf("%+v %v", s, err)
	}
	if _, err := ParseSeat("Seat 4:  (100.00 in chips)"); err == nil || err.Error() != "seat 4 has no player name" {
		t.Errorf("a seat with no name: %v", err)
	}
	who := func(int) string { return "Player7" }
	ss, err := ParseSummarySeat("Seat 2: Player7 showed [Qd 4s 7c Jc] but did not win", who)
	if err != nil || len(ss.Cards) != 4 || ss.Collected != "" || len(ss.Results) != 0 {
		t.Errorf("%+v %v", ss, err)
	}
	ss, err = ParseSummarySeat("Seat 2: Player7 showed [7h Jh] and won (0.95)", who)
	if err != nil || len(ss.Results) != 1 || ss.Results[0].Won != "0.95" {
		t.Errorf("%+v %v", ss, err)
	}
	if Classify("BetOnline Poker Game #1: x", false) != linekind.KHeader || Classify("Total pot 1.90 | Rake 0.00", true) != linekind.KTotal {
		t.Error("classify")
	}
}
