package pokerstars

import (
	"reflect"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/grammar/linekind"
)

func TestVerbLines(t *testing.T) {
	names := []string{"Player: x", "Player", "PC [Mittel]", "I oguz han I"}
	cases := []struct {
		line  string
		name  int
		kind  linekind.Kind
		a, b  string
		cards []string
		text  string
		allIn bool
	}{
		{"Player: folds", 1, linekind.KFold, "", "", nil, "", false},
		{"Player: x: folds", 0, linekind.KFold, "", "", nil, "", false},
		{"PC [Mittel]: calls $1,000.50", 2, linekind.KCall, "$1,000.50", "", nil, "", false},
		{"I oguz han I: raises $0.02 to $0.04 and is all-in", 3, linekind.KRaise, "$0.02", "$0.04", nil, "", true},
		{"Player: posts small & big blinds $0.15", 1, linekind.KPostBoth, "$0.15", "", nil, "", false},
		{"Player: posts the ante 25", 1, linekind.KPostAnte, "25", "", nil, "", false},
		{"Player: posts button blind $2", 1, linekind.KPostButton, "$2", "", nil, "", false},
		{"Player: brings in for $0.02", 1, linekind.KBringIn, "$0.02", "", nil, "", false},
		{"Player: discards 2 cards [7h 8s]", 1, linekind.KDiscardShown, "2", "", []string{"7h", "8s"}, "", false},
		{"Player: stands pat", 1, linekind.KStandPat, "", "", nil, "", false},
		{"Player: shows [Ah Kd] (HI: a pair of Aces; LO: 8,6,4,2,A)", 1, linekind.KShow, "", "", []string{"Ah", "Kd"}, "HI: a pair of Aces; LO: 8,6,4,2,A", false},
		{"Player collected $33.54 from pot", 1, linekind.KCollectPot, "$33.54", "", nil, "", false},
		{"Player collected 1,200 from side pot-2", 1, linekind.KCollectSideN, "1,200", "2", nil, "", false},
		{"Player collected €5 from main pot", 1, linekind.KCollectMain, "€5", "", nil, "", false},
		{"Player cashed out the hand for $22.77 | Cash Out Fee $0.46", 1, linekind.KCashOutFee, "$22.77", "$0.46", nil, "", false},
		{"Player said, \"hi: there\"", 1, linekind.KSaid, "", "", nil, "hi: there", false},
		{"Player wins the $10 bounty for eliminating PC [Mittel]", 1, linekind.KBounty, "$10", "", nil, "PC [Mittel]", false},
		{"Player: calls $72 and has reached the $80 cap", 1, linekind.KCall, "$72", "", nil, "", false},
		{"Player:", 1, linekind.KEmpty, "", "", nil, "", false},
	}
	for _, c := range cases {
		idx, rest, k, unseated := CutName(c.line, names)
		if unseated || idx != c.name || k != c.kind {
			t.Errorf("%q: name %d kind %v unseated %v, want name %d kind %v", c.line, idx, k, unseated, c.name, c.kind)
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
}

func TestUnseatedAndUnknown(t *testing.T) {
	names := []string{"Hero"}
	if _, _, k, un := CutName("pl@netskii joins the table at seat #6", names); k != linekind.KJoins || !un {
		t.Errorf("joins: kind %v unseated %v", k, un)
	}
	if _, _, k, _ := CutName("Hero: dances", names); k != linekind.KUnknown {
		t.Errorf("dances: kind %v, want unknown", k)
	}
	if _, err := ParseAct(linekind.KCall, ": calls lots"); err == nil {
		t.Errorf("calls lots parsed")
	}
}

func TestClassify(t *testing.T) {
	cases := map[string]linekind.Kind{
		"*** FLOP *** [Ks 4c 8c]":                              linekind.KStreet,
		"Table 'Isildur's PLO 50' 2-max Seat #1 is the button": linekind.KTable,
		"Seat 3: Hero ($1 in chips)":                           linekind.KSeat,
		"Total pot $3 | Rake $0":                               linekind.KTotal,
		"SECOND Board [4s Qd 5h Ac Ts]":                        linekind.KBoard,
		"Uncalled bet ($1) returned to Hero":                   linekind.KUncalled,
		"Dealt to Hero [Ah Kd]":                                linekind.KDealt,
		"Hand was run twice":                                   linekind.KRunTwice,
		"Betting is capped":                                    linekind.KCapped,
		"Hero: folds":                                          linekind.KPlayer,
		"":                                                     linekind.KBlank,
	}
	for line, want := range cases {
		if got := Classify(line, false); got != want {
			t.Errorf("%q: %v, want %v", line, got, want)
		}
	}
	if Classify("Seat 3: Hero folded before Flop", true) != linekind.KSummarySeat {
		t.Errorf("summary seat not classified")
	}
}

func TestStructuralLines(t *testing.T) {
	s, err := ParseStreet("*** FIRST TURN *** [Ks 4c 8c] [8d]")
	if err != nil || !reflect.DeepEqual(s.Name, []string{"FIRST", "TURN"}) || len(s.Groups) != 2 || s.Groups[1].Cards[0] != "8d" {
		t.Errorf("street: %+v %v", s, err)
	}
	d, idx, err := ParseDealt("Dealt to PC [Mittel] [7s 7c Ah] [Jh]", []string{"PC [Mittel]", "PC"})
	if err != nil || idx != 0 || len(d.Groups) != 2 {
		t.Errorf("dealt: %+v %d %v", d, idx, err)
	}
	u, err := ParseUncalled("Uncalled bet ($3.26) returned to Player: x")
	if err != nil || u.Amount != "$3.26" || u.Name != "Player: x" {
		t.Errorf("uncalled: %+v %v", u, err)
	}
	tot, err := ParseTotal("Total pot $3.70 Main pot $2.35. Side pot-1 $0.88. Side pot-2 $0.29. | Rake $0.18")
	if err != nil || tot.Total != "$3.70" || len(tot.Pots) != 3 || tot.Pots[2].Number != "2" || tot.Pots[2].Amount != "$0.29" || len(tot.Fees) != 1 || tot.Fees[0].Amount != "$0.18" {
		t.Errorf("total: %+v %v", tot, err)
	}
	seat, err := ParseSeat("Seat 7: Venom(X)(X) (2500 in chips, $10 bounty) is sitting out")
	if err != nil || seat.Name != "Venom(X)(X)" || seat.Stack != "2500" || seat.Bounty != "$10" || !seat.SittingOut {
		t.Errorf("seat: %+v %v", seat, err)
	}
	tb, err := ParseTable("Table 'Zamenhof VII' 9-max (Play Money) Seat #4 is the button")
	if err != nil || tb.Name != "Zamenhof VII" || tb.MaxSeats != "9" || !tb.PlayMoney || tb.Button != "4" {
		t.Errorf("table: %+v %v", tb, err)
	}
	ss, err := ParseSummarySeat("Seat 2: Player1 showed [7c 6c] and won ($33.54) with two pair, Eights and Sixes, and lost with high card Ace", func(int) string { return "Player1" })
	if err != nil || len(ss.Results) != 2 || ss.Results[0].Won != "$33.54" || ss.Results[0].Desc != "two pair, Eights and Sixes" || !ss.Results[1].Lost || ss.Results[1].Desc != "high card Ace" {
		t.Errorf("summary seat: %+v %v", ss, err)
	}
}

func TestHeaders(t *testing.T) {
	h, err := ParseHeader("PokerStars Hand #164954571644:  8-Game (7 Card Stud Hi/Lo Limit, $400/$800 USD) - 2017/01/21 16:58:03 ET")
	if err != nil || h.Mixed != "8-Game" || h.Game != "7 Card Stud Hi/Lo Limit" || h.Small != "$400" || h.Big != "$800" || h.Currency != "USD" {
		t.Errorf("mixed: %+v %v", h, err)
	}
	h, err = ParseHeader("PokerStars Game #29356803849: TOURNAMENT #169962475, $10+$1 7 CARD STUD HI/LO LIMIT - LEVEL I (25/50) - 2009/06/14 11:45:00 ET")
	if err != nil || h.Tournament != "169962475" || !reflect.DeepEqual(h.BuyIn, []string{"$10", "$1"}) || h.Game != "7 CARD STUD HI/LO LIMIT" || h.Level != "I" || h.Small != "25" {
		t.Errorf("tourney: %+v %v", h, err)
	}
	h, err = ParseHeader("PokerStars Hand #199247789909:  6+ Hold'em No Limit (Button Blind $2 - Ante $2  USD) - 2019/04/13 18:36:55 CET [2019/04/13 12:36:55 ET]")
	if err != nil || h.ButtonBlind != "$2" || h.Ante != "$2" || h.AltTime.Zone != "ET" || h.Time.Zone != "CET" {
		t.Errorf("6+: %+v %v", h, err)
	}
	h, err = ParseHeader("PokerStars Game #12637565869: Tournament #63858762, $5.00+$0.50 Hold'em No Limit - Level II (15/30) - 2007/10/15 - 05:34:03 (ET)")
	if err != nil || h.Time.H != "05" || h.Time.Zone != "ET" || h.Level != "II" {
		t.Errorf("old date: %+v %v", h, err)
	}
	if _, err := ParseHeader("PokerStars Hand #12x: Hold'em"); err == nil {
		t.Errorf("bad header parsed")
	}
}

func FuzzLine(f *testing.F) {
	for _, s := range []string{"Hero: raises $0.02 to $0.04 and is all-in", "*** FLOP *** [Ks 4c 8c]", "Total pot $3.70 Main pot $2.35. Side pot-1 $0.88. | Rake $0.18",
		"Seat 1: Hero ($1 in chips)", "PokerStars Hand #1:  Hold'em No Limit ($1/$2 USD) - 2018/03/28 19:38:18 CET [2018/03/28 13:38:18 ET]",
		"Seat 2: Hero showed [7c 6c] and won ($33.54) with x, and lost with y", "Dealt to Hero [Ah] [Kd]", "Uncalled bet ($1) returned to Hero", "Table 'a' 6-max Seat #1 is the button"} {
		f.Add(s)
	}
	names := []string{"Hero: x", "Hero"}
	f.Fuzz(func(t *testing.T, line string) {
		switch Classify(line, false) {
		case linekind.KHeader:
			ParseHeader(line)
		case linekind.KStreet:
			ParseStreet(line)
		case linekind.KSeat:
			ParseSeat(line)
		case linekind.KTable:
			ParseTable(line)
		case linekind.KTotal:
			ParseTotal(line)
		case linekind.KBoard:
			ParseBoard(line)
		case linekind.KUncalled:
			ParseUncalled(line)
		case linekind.KDealt:
			ParseDealt(line, names)
		case linekind.KPlayer:
			_, rest, k, _ := CutName(line, names)
			if k != linekind.KUnknown {
				ParseAct(k, rest)
			}
		}
		if Classify(line, true) == linekind.KSummarySeat {
			ParseSummarySeat(line, func(int) string { return "Hero" })
		}
	})
}

// TestClassifySeatLines: Classify's seat lines, told before the table's
// walk, are what the table says of them, in the head and in the summary.
func TestClassifySeatLines(t *testing.T) {
	for _, line := range []string{"Seat 1: Hero ($5 in chips)", "Seat 10: a b: c (1,500 in chips) is sitting out", "Seat 3: x folded before Flop",
		"Seat 1:", "Seat 1: ", "Seat :", "Seat x: y", "Seat 12345678: z", "Seat1: a", "SECOND Board [Ah Kd 2c]", "Seats 1: a", "Seat  1: a"} {
		for _, sum := range []bool{false, true} {
			if k, want := Classify(line, sum), lineKinds.Classify(line, sum); k != want {
				t.Errorf("%q (summary %v): Classify %v, its table %v", line, sum, k, want)
			}
		}
	}
}

// TestUnruled: a line Unruled tells by its first byte is one Classify
// gives linekind.KPlayer, in the head and in the summary, whatever
// follows that byte; and some first bytes are ruled (the seat lines').
func TestUnruled(t *testing.T) {
	tails := []string{"", "x: folds", "eat 1: a ($1 in chips)", "otal pot $1 | Rake $0", "** FLOP *** [Ah Kd 2c]", " collected $1 from pot"}
	unruled := 0
	for c := 0; c < 256; c++ {
		for _, tail := range tails {
			line := string([]byte{byte(c)}) + tail
			if !Unruled(line) {
				continue
			}
			unruled++
			for _, sum := range []bool{false, true} {
				if k := Classify(line, sum); k != linekind.KPlayer {
					t.Errorf("%q (summary %v): Unruled, but Classify says %v", line, sum, k)
				}
			}
		}
	}
	if unruled == 0 || Unruled("Seat 1: a ($1 in chips)") || Unruled("*** FLOP *** [Ah Kd 2c]") || Unruled("") {
		t.Errorf("Unruled: %d lines, or a ruled first byte or the empty line taken", unruled)
	}
}

// TestClassifyStarts: the lines Classify tells by their first bytes
// before its table get the table's kind, in the head and in the summary,
// whatever follows those bytes; and lines that start almost so get the
// table's kind as well.
func TestClassifyStarts(t *testing.T) {
	starts := []string{"*** ", "Table '", "Total pot ", "Dealt to ", "Uncalled bet (", "Board ["}
	tails := []string{"", "x", "FLOP *** [Ah Kd 2c]", "1' 6-max Seat #1 is the button", "$1 | Rake $0", "Hero [Ah Kd]",
		"$1) returned to Hero", "Ah Kd 2c]", "Seat 1: a ($1 in chips)", " cancelled", "Hand #1: x"}
	for _, p := range starts {
		for i := 0; i <= len(p); i++ {
			for _, tail := range tails {
				line := p[:i] + tail
				for _, sum := range []bool{false, true} {
					k, want := Classify(line, sum), lineKinds.Classify(line, sum)
					if k != want || i == len(p) && k == linekind.KPlayer {
						t.Errorf("%q (summary %v): Classify %v, its table %v", line, sum, k, want)
					}
				}
			}
		}
	}
}

// TestIndexSpaced: indexSpaced is strings.Index of " #" and " - ".
func TestIndexSpaced(t *testing.T) {
	texts := []string{"", "#", " #", "a#b #c", "##  #", "x -", " - ", "a-b - c", "--- - -", "a -b", "a- b - ", " -  - ", "# - #",
		"PokerStars Hand #1: Hold'em No Limit ($1/$2) - 2020/01/01 1:02:03 ET"}
	for _, s := range texts {
		if got, want := indexSpaced(s, '#', false), strings.Index(s, " #"); got != want {
			t.Errorf("%q: indexSpaced # %d, Index %d", s, got, want)
		}
		if got, want := indexSpaced(s, '-', true), strings.Index(s, " - "); got != want {
			t.Errorf("%q: indexSpaced - %d, Index %d", s, got, want)
		}
	}
}

// FuzzIndexSpaced: on any text indexSpaced is strings.Index of " #" and
// " - ".
func FuzzIndexSpaced(f *testing.F) {
	f.Add("a-b - c # d")
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := indexSpaced(s, '#', false), strings.Index(s, " #"); got != want {
			t.Errorf("%q: indexSpaced # %d, Index %d", s, got, want)
		}
		if got, want := indexSpaced(s, '-', true), strings.Index(s, " - "); got != want {
			t.Errorf("%q: indexSpaced - %d, Index %d", s, got, want)
		}
	})
}
