package fulltilt

import (
	"reflect"
	"testing"

	"github.com/hhcheck/hhcheck/grammar/linekind"
)

// Lines below are copied from the real Full Tilt files of ../shared
// (by-site/FullTilt and the HHSmithy samples).
func TestVerbLines(t *testing.T) {
	names := []string{"Rene Lacoste", "Darkking_pt", "Player0", "Hero"}
	cases := []struct {
		line          string
		name          int
		kind          linekind.Kind
		a, b          string
		cards         []string
		text          string
		allIn, capped bool
	}{
		{"Hero raises to $0.04", 3, linekind.KRaise, "$0.04", "", nil, "", false, false},
		{"Player0 calls $0.02", 2, linekind.KCall, "$0.02", "", nil, "", false, false},
		{"Darkking_pt calls $167.50, and is capped", 1, linekind.KCall, "$167.50", "", nil, "", false, true},
		{"Hero raises to 2,856,582, and is all in", 3, linekind.KRaise, "2,856,582", "", nil, "", true, false},
		{"Rene Lacoste posts the small blind of $25", 0, linekind.KPostSB, "$25", "", nil, "", false, false},
		{"Player0 posts the big blind of 30", 2, linekind.KPostBB, "30", "", nil, "", false, false},
		{"Player0 posts a dead small blind of $2.50", 2, linekind.KPostDeadSB, "$2.50", "", nil, "", false, false},
		{"Player0 posts $0.02", 2, linekind.KPost, "$0.02", "", nil, "", false, false},
		{"Player0 antes 6, and is all in", 2, linekind.KAnte, "6", "", nil, "", true, false},
		{"Player0 brings in for $0.50", 2, linekind.KBringIn, "$0.50", "", nil, "", false, false},
		{"Hero completes it to $2", 3, linekind.KComplete, "$2", "", nil, "", false, false},
		{"Hero discards 3 cards [Ac Jc Qh]", 3, linekind.KDiscardShown, "3", "", []string{"Ac", "Jc", "Qh"}, "", false, false},
		{"Player0 discards 1 card", 2, linekind.KDiscard, "1", "", nil, "", false, false},
		{"Hero stands pat on [5s 3h 4c 8d 2h]", 3, linekind.KStandPatOn, "", "", []string{"5s", "3h", "4c", "8d", "2h"}, "", false, false},
		{"Player0 shows [Ks 5h] a pair of Sixes", 2, linekind.KShow, "", "", []string{"Ks", "5h"}, "a pair of Sixes", false, false},
		{"Player0 shows [Jc 7s 6d 5h 4c] J,7,6,5,4", 2, linekind.KShow, "", "", []string{"Jc", "7s", "6d", "5h", "4c"}, "J,7,6,5,4", false, false},
		{"Darkking_pt shows two pair, Aces and Threes", 1, linekind.KShowDesc, "", "", nil, "two pair, Aces and Threes", false, false},
		{"Rene Lacoste wins the pot ($100)", 0, linekind.KWinPot, "$100", "", nil, "", false, false},
		{"Player0 wins the pot ($0.31) with a pair of Sixes", 2, linekind.KWinPot, "$0.31", "", nil, "a pair of Sixes", false, false},
		{"Player0 wins the side pot (500) with a pair of Twos", 2, linekind.KWinSide, "500", "", nil, "a pair of Twos", false, false},
		{"Hero wins the low pot ($4.71) with 8,7,5,2,A", 3, linekind.KWinLow, "$4.71", "", nil, "8,7,5,2,A", false, false},
		{"Darkking_pt wins pot 1 ($311) with two pair, Aces and Threes", 1, linekind.KWinRun, "$311", "1", nil, "two pair, Aces and Threes", false, false},
		{"Player0 is low with [3c]", 2, linekind.KLowWith, "", "", []string{"3c"}, "", false, false},
		{"Hero: gg", 3, linekind.KChat, "", "", nil, "gg", false, false},
		{"Player0 has 15 seconds left to act", 2, linekind.KSecondsLeft, "", "", nil, "has 15 seconds left to act", false, false},
	}
	for _, c := range cases {
		idx, rest, k, _ := CutName(c.line, names)
		if idx != c.name || k != c.kind {
			t.Errorf("%q: name %d kind %v, want name %d kind %v", c.line, idx, k, c.name, c.kind)
			continue
		}
		a, err := ParseAct(k, rest)
		if err != nil {
			t.Errorf("%q: %v", c.line, err)
			continue
		}
		if a.A != c.a || a.B != c.b || !reflect.DeepEqual(a.Cards, c.cards) || a.Text != c.text || a.AllIn != c.allIn || a.Capped != c.capped {
			t.Errorf("%q: got %+v", c.line, a)
		}
	}
	if _, _, k, _ := CutName("Hero juggles", names); k != linekind.KUnknown {
		t.Errorf("unknown verb: %v", k)
	}
	if _, err := ParseAct(linekind.KFold, " folds twice"); err == nil {
		t.Error("trailing words accepted")
	}
	if _, err := ParseAct(linekind.KRaise, " raises $2 to $4"); err == nil {
		t.Error("a PokerStars raise accepted")
	}
	if idx, _, k, unseated := CutName("7R41N33 sits down", names); idx != -1 || k != linekind.KSitsDown || !unseated {
		t.Errorf("unseated: %d %v %v", idx, k, unseated)
	}
}

func TestHeader(t *testing.T) {
	cases := []struct {
		line                                    string
		id, table, tour, game, small, big, ante string
		cap                                     string
		max                                     int
		zone, alt                               string
	}{
		{"Full Tilt Poker Game #32616909390: Table Vera (6 max) - NL Hold'em - $0.01/$0.02 - 08:55:55 ET - 2013/05/08",
			"32616909390", "Vera", "", "NL Hold'em", "$0.01", "$0.02", "", "", 6, "ET", ""},
		{"Full Tilt Poker Game #29178537030: Table Broadridge (6 max) - $0.10/$0.20 Ante $0.05 - No Limit 2-7 Single Draw - 01:27:48 ET - 2011/03/20",
			"29178537030", "Broadridge", "", "No Limit 2-7 Single Draw", "$0.10", "$0.20", "$0.05", "", 6, "ET", ""},
		{"Full Tilt Poker Game #31331051218: $10 Heads-Up Sit & Go (243560420), Table 1 - 30/60 - Limit 2-7 Triple Draw - 10:31:26 ET - 2012/11/07",
			"31331051218", "1", "243560420", "Limit 2-7 Triple Draw", "30", "60", "", "", 0, "ET", ""},
		{"Full Tilt Poker Game #29537846954: $7,000 KO Guarantee (229436420), Table 11 - 50K/100K Ante 10000 - No Limit Hold'em - 16:06:40 ET - 2011/04/01",
			"29537846954", "11", "229436420", "No Limit Hold'em", "50K", "100K", "10000", "", 0, "ET", ""},
		{"Full Tilt Poker Game #32709486011: Table Roll (shallow) - NL Hold'em - $0.01/$0.02 - 18:21:24 UTC - 2013/05/24 [14:21:24 ET - 2013/05/24]",
			"32709486011", "Roll", "", "NL Hold'em", "$0.01", "$0.02", "", "", 0, "UTC", "ET"},
		{"FullTiltPoker Game #28014530000: Table Atable (6 max) - $25/$50 - $2,000 Cap Pot Limit Omaha Hi - 11:00:00 ET - 2011/02/01",
			"28014530000", "Atable", "", "Pot Limit Omaha Hi", "$25", "$50", "", "$2,000", 6, "ET", ""},
		{"Full Tilt Poker Game #24378450480: Table Pam (6 max) - $5/$10 - $400 Pot Limit Omaha Hi - 15:35:09 ET - 2010/10/02",
			"24378450480", "Pam", "", "Pot Limit Omaha Hi", "$5", "$10", "", "$400", 6, "ET", ""},
		{"Full Tilt Poker Game #33727841716: Table Magnetite (heads up) - NL Hold'em - $0.50/$1 - 20:33:29 ET - 2014/01/05",
			"33727841716", "Magnetite", "", "NL Hold'em", "$0.50", "$1", "", "", 2, "ET", ""},
	}
	for _, c := range cases {
		h, err := ParseHeader(c.line)
		if err != nil {
			t.Errorf("%q: %v", c.line, err)
			continue
		}
		if h.HandID != c.id || h.Table != c.table || h.Tournament != c.tour || h.Game != c.game || h.Small != c.small || h.Big != c.big ||
			h.Ante != c.ante || h.Cap != c.cap || h.MaxSeats != c.max || h.Time.Zone != c.zone || h.AltTime.Zone != c.alt || h.Time.Y == "" {
			t.Errorf("%q: %+v", c.line, h)
		}
	}
	for _, bad := range []string{
		"Full Tilt Poker Game #X: Table Vera (6 max) - NL Hold'em - $0.01/$0.02 - 08:55:55 ET - 2013/05/08",
		"Full Tilt Poker Game #1: Table Vera (6 max) - NL Hold'em - 08:55:55 ET - 2013/05/08",
		"Full Tilt Poker Game #1: Table Vera (6 max) - NL Hold'em - $0.01/$0.02 - 08:55 ET - 2013/05/08",
		"Full Tilt Hand #1: Table Vera (6 max) - NL Hold'em - $0.01/$0.02 - 08:55:55 ET - 2013/05/08",
	} {
		if _, err := ParseHeader(bad); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
}

func TestOtherLines(t *testing.T) {
	s, err := ParseSeat("Seat 1: Opponent1 ($400), is sitting out")
	if err != nil || s.Name != "Opponent1" || s.Stack != "$400" || !s.SittingOut {
		t.Errorf("%+v %v", s, err)
	}
	s, err = ParseSeat("Seat 6: Player 2 (1,500)")
	if err != nil || s.Name != "Player 2" || s.Stack != "1,500" || s.SittingOut {
		t.Errorf("%+v %v", s, err)
	}
	if b, err := ParseButton("The button is in seat #3"); err != nil || b != 3 {
		t.Errorf("%d %v", b, err)
	}
	u, err := ParseUncalled("Uncalled bet of $950 returned to cinidy lynn")
	if err != nil || u.Amount != "$950" || u.Name != "cinidy lynn" {
		t.Errorf("%+v %v", u, err)
	}
	st, err := ParseStreet("*** TURN *** [Td 3d 3h] [Qh] (Total Pot: $145, 2 Players)")
	if err != nil || len(st.Groups) != 2 || st.Groups[1].Cards[0] != "Qh" {
		t.Errorf("%+v %v", st, err)
	}
	if StreetName("*** RIVER 2 *** [Td 3d 3h Qh] [2h] (Total Pot: $625, 2 Players, 2 All-In)") != "RIVER 2" {
		t.Error("street name")
	}
	b, err := ParseBoard("Board: [3s Qs 6h Tc 6c]")
	if err != nil || len(b) != 5 {
		t.Errorf("%v %v", b, err)
	}
	if r, a, err := ParseRunPot("Pot 2 $311"); err != nil || r != 2 || a != "$311" {
		t.Errorf("%d %q %v", r, a, err)
	}
	who := func(n int) string { return map[int]string{2: "Player0", 3: "Hero", 4: "1mperial"}[n] }
	ss, err := ParseSummarySeat("Seat 2: Player0 (big blind) showed [Ks 5h] and won ($0.31) with a pair of Sixes", who)
	if err != nil || !reflect.DeepEqual(ss.Won, []string{"$0.31"}) || len(ss.Cards) != 2 || ss.Mucked || ss.Descs[0] != "a pair of Sixes" {
		t.Errorf("%+v %v", ss, err)
	}
	ss, err = ParseSummarySeat("Seat 3: Hero (small blind) mucked [Jh 7d] - a pair of Sixes", who)
	if err != nil || len(ss.Won) != 0 || !ss.Mucked || ss.Descs[0] != "a pair of Sixes" {
		t.Errorf("%+v %v", ss, err)
	}
	ss, err = ParseSummarySeat("Seat 3: Hero (small blind) collected ($4.60), mucked", who)
	if err != nil || !reflect.DeepEqual(ss.Won, []string{"$4.60"}) || len(ss.Cards) != 0 {
		t.Errorf("%+v %v", ss, err)
	}
	if _, err := ParseSummarySeat("Seat 5: Nobody folded", who); err == nil {
		t.Error("unknown seat accepted")
	}
	for line, want := range map[string]linekind.Kind{
		"The button is in seat #2": linekind.KButton, "Total pot $0.32 | Rake $0.01": linekind.KTotal, "Board: [3s Qs 6h]": linekind.KBoard,
		"Uncalled bet of 15 returned to Hero": linekind.KUncalled, "Players agree to Run It Twice": linekind.KRunTwice,
		"5 seconds left to act": linekind.KInfo, " (8,7,4,3,A)": linekind.KDescription, "Full Tilt Poker Game #1: x": linekind.KHeader,
	} {
		if k := Classify(line, false); k != want {
			t.Errorf("%q: %v, want %v", line, k, want)
		}
	}
	if Classify("Pot 1 $311", true) != linekind.KRunPot || Classify("Seat 1: Hero (1,500)", true) != linekind.KSummarySeat || Classify("Seat 1: Hero (1,500)", false) != linekind.KSeat {
		t.Error("classify in summary")
	}
}

// FuzzLine: no grammar panics on any line.
func FuzzLine(f *testing.F) {
	for _, s := range []string{
		"Full Tilt Poker Game #32616909390: Table Vera (6 max) - NL Hold'em - $0.01/$0.02 - 08:55:55 ET - 2013/05/08",
		"Seat 2: Player0 ($2)", "Hero raises to $0.04", "*** FLOP *** [3s Qs 6h] (Total Pot: $0.08, 2 Players)",
		"Uncalled bet of $4 returned to Hero", "Seat 2: Player0 (big blind) showed [Ks 5h] and won ($0.31) with a pair of Sixes",
		"Darkking_pt wins pot 1 ($311) with two pair, Aces and Threes", "Pot 1 $311", "Board: [Td 3d 3h Qh Ac]",
	} {
		f.Add(s)
	}
	names := []string{"Hero", "Player0"}
	who := func(int) string { return "Hero" }
	f.Fuzz(func(t *testing.T, line string) {
		switch Classify(line, false) {
		case linekind.KHeader:
			ParseHeader(line)
		case linekind.KSeat:
			ParseSeat(line)
			ParseSummarySeat(line, who)
		case linekind.KButton:
			ParseButton(line)
		case linekind.KStreet:
			ParseStreet(line)
		case linekind.KUncalled:
			ParseUncalled(line)
		case linekind.KBoard:
			ParseBoard(line)
		case linekind.KPlayer:
			if _, rest, v, _ := CutName(line, names); v != linekind.KUnknown {
				ParseAct(v, rest)
			}
		}
		ParseRunPot(line)
	})
}
