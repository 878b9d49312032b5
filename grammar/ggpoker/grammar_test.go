package ggpoker

import (
	"reflect"
	"testing"

	"github.com/hhcheck/hhcheck/grammar/linekind"
)

// Lines below are copied from the real GGPoker files of ../shared
// (by-site/GGPoker).
func TestVerbLines(t *testing.T) {
	names := []string{"6babca1", "Hero", "27925b27"}
	cases := []struct {
		line  string
		name  int
		kind  linekind.Kind
		a, b  string
		cards []string
		text  string
		allIn bool
	}{
		{"Hero: folds", 1, linekind.KFold, "", "", nil, "", false},
		{"Hero: raises $100 to $150", 1, linekind.KRaise, "$100", "$150", nil, "", false},
		{"6babca1: raises $369.48 to $1,269.48 and is all-in", 0, linekind.KRaise, "$369.48", "$1,269.48", nil, "", true},
		{"Hero: bets 8,716 and is all-in", 1, linekind.KBet, "8,716", "", nil, "", true},
		{"Hero: posts the ante $0.02", 1, linekind.KPostAnte, "$0.02", "", nil, "", false},
		{"Hero: posts button blind $0.02", 1, linekind.KPostButton, "$0.02", "", nil, "", false},
		{"27925b27: straddle $0.04", 2, linekind.KStraddle, "$0.04", "", nil, "", false},
		{"Hero: posts missed blind $2", 1, linekind.KPostMissed, "$2", "", nil, "", false},
		{"6babca1: shows [6h 4d Kd Qc Ks] (Pair of Kings and Pair of Sixes)", 0, linekind.KShow, "", "", []string{"6h", "4d", "Kd", "Qc", "Ks"}, "Pair of Kings and Pair of Sixes", false},
		{"27925b27: shows [7s]", 2, linekind.KShowBare, "", "", []string{"7s"}, "", false},
		{"6babca1 collected $1,694.48 from pot", 0, linekind.KCollectPot, "$1,694.48", "", nil, "", false},
		{"Hero collected 28,315 from pot", 1, linekind.KCollectPot, "28,315", "", nil, "", false},
		{"Hero collected 1,200 from side pot-2", 1, linekind.KCollectSideN, "1,200", "2", nil, "", false},
	}
	for _, c := range cases {
		idx, rest, k := CutName(c.line, names)
		if idx != c.name || k != c.kind {
			t.Errorf("%q: name %d kind %v, want name %d kind %v", c.line, idx, k, c.name, c.kind)
			continue
		}
		a, err := ParseAct(k, rest)
		if err != nil {
			t.Errorf("%q: %v", c.line, err)
			continue
		}
		if a.A != c.a || a.B != c.b || !reflect.DeepEqual(a.Cards, c.cards) || a.Text != c.text || a.AllIn != c.allIn {
			t.Errorf("%q: got %+v", c.line, a)
		}
	}
	if _, _, k := CutName("Hero: juggles", names); k != linekind.KUnknown {
		t.Errorf("unknown verb: %v", k)
	}
	if _, err := ParseAct(linekind.KFold, ": folds twice"); err == nil {
		t.Error("trailing words accepted")
	}
}

func TestHeader(t *testing.T) {
	cases := []struct {
		line, id, tour, game, level string
		stakes                      []string
	}{
		{"Poker Hand #OM785467: PLO-5 ($25/$50) - 2021/04/08 01:31:11", "OM785467", "", "PLO-5", "", []string{"$25", "$50"}},
		{"Poker Hand #SD27208848: ShortDeck No Limit ($0.02) - 2021/03/02 18:22:40", "SD27208848", "", "ShortDeck No Limit", "", []string{"$0.02"}},
		{"Poker Hand #OM190765880: Omaha Pot Limit ($0.5/$1) - 2020/06/13 13:14:21", "OM190765880", "", "Omaha Pot Limit", "", []string{"$0.5", "$1"}},
		{"Poker Hand #TM600571038: Tournament #25313426, H-04: $1,050 GGMasters High Rollers Hold'em No Limit   - Level14(300/600) - 2021/04/04 20:43:56", "TM600571038", "25313426", "Hold'em No Limit", "14", []string{"300", "600"}},
		{"Poker Hand #TM106348185: Tournament #5948181, High Rollers PLO Main Event $1K Omaha Pot Limit - Level5 (100/200) - 2020/06/23 19:32:12", "TM106348185", "5948181", "Omaha Pot Limit", "5", []string{"100", "200"}},
	}
	for _, c := range cases {
		h, err := ParseHeader(c.line)
		if err != nil {
			t.Errorf("%q: %v", c.line, err)
			continue
		}
		if h.HandID != c.id || h.Tournament != c.tour || h.Game != c.game || h.Level != c.level || !reflect.DeepEqual(h.Stakes, c.stakes) || h.Time.S == "" {
			t.Errorf("%q: %+v", c.line, h)
		}
	}
	for _, bad := range []string{"Poker Hand #X: PLO-5 - 2021/04/08 01:31:11", "Poker Hand #: PLO-5 ($1/$2) - 2021/04/08 01:31:11", "Poker Hand #TM1: Tournament #5, Mystery Game - Level5 (100/200) - 2020/06/23 19:32:12"} {
		if _, err := ParseHeader(bad); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
}

func TestOtherLines(t *testing.T) {
	tot, err := ParseTotal("Total pot $3,438.96 | Rake $50 | Jackpot $0 | Bingo $0 | Fortune $0 | Tax $0")
	if err != nil || tot.Total != "$3,438.96" || len(tot.Fees) != 5 || tot.Fees[4].Name[0] != "Tax" {
		t.Errorf("%+v %v", tot, err)
	}
	d, idx, err := ParseDealt("Dealt to 6babca1", []string{"Hero", "6babca1"})
	if err != nil || idx != 1 || len(d.Groups) != 0 {
		t.Errorf("%+v %d %v", d, idx, err)
	}
	b, err := ParseBoard("SECOND Board [2c Kc]")
	if err != nil || b.Run != "SECOND" || len(b.Cards) != 2 {
		t.Errorf("%+v %v", b, err)
	}
	who := func(int) string { return "Hero" }
	ss, err := ParseSummarySeat("Seat 5: Hero won ($2,746.6)", who)
	if err != nil || ss.Collected != "$2,746.6" {
		t.Errorf("%+v %v", ss, err)
	}
	ss, err = ParseSummarySeat("Seat 2: Hero (small blind) showed [6c Ts 7c 3s 2h] and lost with Pair of Jacks and Pair of Sixes, and won ($1,694.48) with Pair of Twos", who)
	if err != nil || len(ss.Results) != 2 || ss.Results[1].Won != "$1,694.48" || !ss.Results[0].Lost {
		t.Errorf("%+v %v", ss, err)
	}
	if Classify("Hand was run two times", true) != linekind.KRuns || Classify("Poker Hand #OM1: PLO", false) != linekind.KHeader {
		t.Error("classify")
	}
}

// FuzzLine: no grammar panics on any line.
func FuzzLine(f *testing.F) {
	for _, s := range []string{
		"Poker Hand #OM785467: PLO-5 ($25/$50) - 2021/04/08 01:31:11", "Table 'VO5 Standard2' 6-max Seat #1 is the button",
		"Seat 1: d6e0299a ($4,451.94 in chips)", "6babca1: raises $369.48 to $1,269.48 and is all-in", "27925b27: straddle $0.04",
		"Total pot $3,438.96 | Rake $50 | Jackpot $0 | Bingo $0", "*** SECOND TURN *** [5c 6s 8c] [2c]", "Dealt to Hero [6c Ts 7c 3s 2h]",
		"Uncalled bet ($6) returned to 512ea5fb", "SECOND Board [2c Kc]", "Seat 2: Hero (small blind) showed [6c Ts] and lost with X, and won ($1) with Y",
	} {
		f.Add(s)
	}
	names := []string{"Hero", "6babca1"}
	who := func(int) string { return "Hero" }
	f.Fuzz(func(t *testing.T, line string) {
		switch Classify(line, false) {
		case linekind.KHeader:
			ParseHeader(line)
		case linekind.KTable:
			ParseTable(line)
		case linekind.KSeat:
			ParseSeat(line)
			ParseSummarySeat(line, who)
		case linekind.KStreet:
			ParseStreet(line)
		case linekind.KDealt:
			ParseDealt(line, names)
		case linekind.KUncalled:
			ParseUncalled(line)
		case linekind.KTotal:
			ParseTotal(line)
		case linekind.KBoard:
			ParseBoard(line)
		case linekind.KPlayer:
			if _, rest, v := CutName(line, names); v != linekind.KUnknown {
				ParseAct(v, rest)
			}
		}
	})
}
