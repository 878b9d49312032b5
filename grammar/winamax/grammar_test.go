package winamax

import (
	"reflect"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/grammar/linekind"
)

// Lines below are copied from the real Winamax files of ../shared
// (by-site/Winamax and the HHSmithy samples).
func TestVerbLines(t *testing.T) {
	names := []string{"Incognito 1", "LeChangement", "7 7 7", "Hero"}
	cases := []struct {
		line  string
		name  int
		kind  linekind.Kind
		a, b  string
		cards []string
		text  string
		pot   string
		potN  string
		half  string
		allIn bool
	}{
		{"7 7 7 folds", 2, linekind.KFold, "", "", nil, "", "", "", "", false},
		{"Hero checks", 3, linekind.KCheck, "", "", nil, "", "", "", "", false},
		{"LeChangement calls 60€", 1, linekind.KCall, "60€", "", nil, "", "", "", "", false},
		{"Hero bets 160€ and is all-in", 3, linekind.KBet, "160€", "", nil, "", "", "", "", true},
		{"Hero raises 21.24€ to 165.24€ and is all-in", 3, linekind.KRaise, "21.24€", "165.24€", nil, "", "", "", "", true},
		{"Hero raises 0.20 to 0.40", 3, linekind.KRaise, "0.20", "0.40", nil, "", "", "", "", false},
		{"Incognito 1 posts small blind 2€ out of position", 0, linekind.KPostSBOut, "2€", "", nil, "", "", "", "", false},
		{"Hero posts big blind 0.10€ out of position", 3, linekind.KPostBBOut, "0.10€", "", nil, "", "", "", "", false},
		{"Hero posts small blind 12.50€", 3, linekind.KPostSB, "12.50€", "", nil, "", "", "", "", false},
		{"Hero posts ante 5€", 3, linekind.KPostAnte, "5€", "", nil, "", "", "", "", false},
		{"Hero brings in 10€", 3, linekind.KBringIn, "10€", "", nil, "", "", "", "", false},
		{"Hero denies big blind", 3, linekind.KDeniesBB, "", "", nil, "", "", "", "", false},
		{"Hero stands pat [2h Td 8c 7c 8s]", 3, linekind.KStandPat, "", "", []string{"2h", "Td", "8c", "7c", "8s"}, "", "", "", "", false},
		{"Hero stands pat [X X X X X]", 3, linekind.KStandPat, "", "", []string{"X", "X", "X", "X", "X"}, "", "", "", "", false},
		{"Hero discards 2 cards [7h 8s]", 3, linekind.KDiscard, "2", "", []string{"7h", "8s"}, "", "", "", "", false},
		{"Hero shows [Ac Qh 3d 6c Ah] (Straight Ace high)", 3, linekind.KShow, "", "", []string{"Ac", "Qh", "3d", "6c", "Ah"}, "Straight Ace high", "", "", "", false},
		{"Hero shows [8d 2d 2c Td] (Two pairs : 5 and 2)", 3, linekind.KShow, "", "", []string{"8d", "2d", "2c", "Td"}, "Two pairs : 5 and 2", "", "", "", false},
		{"Hero collected 471.48€ from pot", 3, linekind.KCollect, "471.48€", "", nil, "", "pot", "", "", false},
		{"Hero collected 4.96€ from pot(HI)", 3, linekind.KCollect, "4.96€", "", nil, "", "pot", "", "HI", false},
		{"Hero collected 114€ from pot(LO)", 3, linekind.KCollect, "114€", "", nil, "", "pot", "", "LO", false},
		{"Hero collected 1.32k from side pot 2", 3, linekind.KCollect, "1.32k", "", nil, "", "side pot", "2", "", false},
		{"Hero collected 9.82 from main pot", 3, linekind.KCollect, "9.82", "", nil, "", "main pot", "", "", false},
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
		if a.A != c.a || a.B != c.b || !reflect.DeepEqual(a.Cards, c.cards) || a.Text != c.text || a.Pot != c.pot || a.PotN != c.potN || a.Half != c.half || a.AllIn != c.allIn {
			t.Errorf("%q: got %+v", c.line, a)
		}
	}
}

func TestUnknownVerb(t *testing.T) {
	if _, _, k := CutName("Hero dances", []string{"Hero"}); k != linekind.KUnknown {
		t.Errorf("kind %v", k)
	}
	if _, err := ParseAct(linekind.KCall, " calls lots"); err == nil {
		t.Error("calls without an amount parsed")
	}
	if _, err := ParseAct(linekind.KFold, " folds twice"); err == nil {
		t.Error("trailing words accepted")
	}
}

func TestHeader(t *testing.T) {
	h, err := ParseHeader("Winamax Poker - Tournament \"No Limit Hold'em\" buyIn: 0,90€ + 0,10€ level: 0 - HandId: #7959970263859201-1-1288800933 - Holdem no limit (10/20) - 2010/11/03 17:15:33 UTC")
	if err != nil {
		t.Fatal(err)
	}
	if h.Cash || h.Tournament != "No Limit Hold'em" || h.BuyIn != "0,90€ + 0,10€" || h.Level != "0" || h.HandID != "7959970263859201-1-1288800933" ||
		h.Game != "Holdem no limit" || !reflect.DeepEqual(h.Stakes, []string{"10", "20"}) || h.Time.Zone != "UTC" || h.Time.S != "33" {
		t.Errorf("%+v", h)
	}
	h, err = ParseHeader("Winamax Poker - CashGame - HandId: #9250793-470-1478990787 - 7-Card Stud fixed limit (5€/25€/50€) - 2016/11/12 22:46:27 UTC")
	if err != nil {
		t.Fatal(err)
	}
	if !h.Cash || h.Game != "7-Card Stud fixed limit" || !reflect.DeepEqual(h.Stakes, []string{"5€", "25€", "50€"}) {
		t.Errorf("%+v", h)
	}
	h, err = ParseHeader("Winamax Poker - Tournament \"Super Freeroll Stade 1 - Déglingos !\" buyIn: Ticket only level: 0 - HandId: #113531237062148097-1-1341239921 - Holdem no limit (10/20) - 2012/07/02 14:38:41 UTC")
	if err != nil || h.Tournament != "Super Freeroll Stade 1 - Déglingos !" || h.BuyIn != "Ticket only" {
		t.Errorf("%+v %v", h, err)
	}
	for _, bad := range []string{
		"Winamax Poker - Tournament summary : Omaha(13657930) - Late registration",
		"Winamax Poker - CashGame - HandId: #12 - Holdem no limit - 2016/11/12 22:46:27 UTC",
		"Winamax Poker - CashGame - HandId: #1x2 - Holdem no limit (1€/2€) - 2016/11/12 22:46:27 UTC",
	} {
		if _, err := ParseHeader(bad); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
	if HeaderAt("Winamax Poker - Tournament summary : Super Freeroll Stade 1(28101157)") {
		t.Error("a tournament summary is no hand header")
	}
}

func TestOtherLines(t *testing.T) {
	tb, err := ParseTable("Table: 'Super Freeroll Stade 1 - Déglingos !(26433551)#0' 10-max (real money) Seat #10 is the button")
	if err != nil || tb.Name != "Super Freeroll Stade 1 - Déglingos !(26433551)#0" || tb.MaxSeats != "10" || tb.Button != "10" || tb.Money != "real" {
		t.Errorf("%+v %v", tb, err)
	}
	tb, err = ParseTable("Table: 'Neuilly-sur-Seine' 5-max (real money) Seat 0000005 is the button")
	if err != nil || tb.Button != "0000005" {
		t.Errorf("%+v %v", tb, err)
	}
	tb, err = ParseTable("Table: 'Pampelune' 6-max (real money)")
	if err != nil || tb.Button != "" {
		t.Errorf("%+v %v", tb, err)
	}
	s, err := ParseSeat("Seat 2: fanf4K UR0 (105.68€)")
	if err != nil || s.Number != 2 || s.Name != "fanf4K UR0" || s.Stack != "105.68€" {
		t.Errorf("%+v %v", s, err)
	}
	s, err = ParseSeat("Seat 5: Hero (1500, 2€ bounty)")
	if err != nil || s.Stack != "1500" || s.Bounty != "2€" {
		t.Errorf("%+v %v", s, err)
	}
	tot, err := ParseTotal("Total pot 1.32k | No rake")
	if err != nil || tot.Total != "1.32k" || !tot.NoRake {
		t.Errorf("%+v %v", tot, err)
	}
	tot, err = ParseTotal("Total pot 9.91€ | Rake 0.69€")
	if err != nil || tot.Total != "9.91€" || tot.Rake != "0.69€" {
		t.Errorf("%+v %v", tot, err)
	}
	if _, err := ParseTotal("Total pot 9.91€ | Jackpot 1€"); err == nil {
		t.Error("unknown segment accepted")
	}
	name, after := StreetName("*** TURN *** [Ts 8d Td][Kd]")
	g, err := ParseGroups(after)
	if name != "TURN" || err != nil || len(g) != 2 || g[1].Cards[0] != "Kd" {
		t.Errorf("%q %+v %v", name, g, err)
	}
	d, idx, err := ParseDealt("Dealt to Player0 [X X 9h Kh Kd Qc] [X]", []string{"Player0"})
	if err != nil || idx != 0 || len(d.Groups) != 2 || d.Groups[1].Cards[0] != "X" {
		t.Errorf("%+v %v", d, err)
	}
	name2 := func(n int) string { return map[int]string{2: "Hero", 4: "Player0"}[n] }
	ss, err := ParseSummarySeat("Seat 2: Hero (big blind) showed [4d 9h 7h 2s] and won 4.95€ with LO : High card : 7", name2)
	if err != nil || !ss.BigBlind || ss.Won != "4.95€" || ss.Desc != "LO : High card : 7" || len(ss.Cards) != 4 {
		t.Errorf("%+v %v", ss, err)
	}
	ss, err = ParseSummarySeat("Seat 4: Player0 (small blind) (button) won 298€", name2)
	if err != nil || !ss.Button || !ss.SmallBlind || ss.Won != "298€" {
		t.Errorf("%+v %v", ss, err)
	}
	ss, err = ParseSummarySeat("Seat 4: Player0 folded on the pre-flop", name2)
	if err != nil || ss.Outcome != "folded" || ss.Folded != "on the pre-flop" {
		t.Errorf("%+v %v", ss, err)
	}
	if _, err := ParseSummarySeat("Seat 3: Nobody won 2€", name2); err == nil || !strings.Contains(err.Error(), "no player") {
		t.Errorf("unknown seat: %v", err)
	}
}

// FuzzLine: no grammar panics on any line.
func FuzzLine(f *testing.F) {
	for _, s := range []string{
		"Hero raises 21.24€ to 165.24€ and is all-in", "Hero collected 4.96€ from pot(HI)",
		"Winamax Poker - CashGame - HandId: #9250793-470-1478990787 - 7-Card Stud fixed limit (5€/25€/50€) - 2016/11/12 22:46:27 UTC",
		"Table: 'Pampelune' 6-max (real money) Seat #4 is the button", "Seat 1: Hero (2047.50€)", "Total pot 1.32k | No rake",
		"Seat 2: Hero (big blind) showed [4d 9h 7h 2s] and won 4.95€ with LO : High card : 7", "Dealt to Player0 [X X 9h] [Kh]",
		"*** TURN *** [Ts 8d Td][Kd]", "Board: [Ts 8d Td Kd Jh]",
	} {
		f.Add(s)
	}
	names := []string{"Hero", "Player0"}
	who := func(n int) string { return "Hero" }
	f.Fuzz(func(t *testing.T, line string) {
		k := Classify(line, false)
		switch k {
		case linekind.KHeader:
			ParseHeader(line)
		case linekind.KTable:
			ParseTable(line)
		case linekind.KSeat:
			ParseSeat(line)
			ParseSummarySeat(line, who)
		case linekind.KStreet:
			_, after := StreetName(line)
			ParseGroups(after)
		case linekind.KDealt:
			ParseDealt(line, names)
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
