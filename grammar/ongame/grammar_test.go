package ongame

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestHeader(t *testing.T) {
	h, err := ParseHeader("***** History for hand R5-260041977-287 *****")
	if err != nil || h.ID != "R5-260041977-287" || h.Tournament != "" {
		t.Errorf("%+v %v", h, err)
	}
	h, err = ParseHeader(`***** History for hand T5-18949598-1 (TOURNAMENT: "Freeroll tournois live", R-274-110, buy-in: €0) *****`)
	if err != nil || h.ID != "T5-18949598-1" || h.Tournament != "R-274-110" || h.TourName != "Freeroll tournois live" || h.BuyIn != "€0" {
		t.Errorf("%+v %v", h, err)
	}
	for _, bad := range []string{"***** History for hand *****", `***** History for hand T5-1 (TOURNAMENT: "x", R-1) *****`, "History for hand R5-1"} {
		if h, err := ParseHeader(bad); err == nil {
			t.Errorf("%q parsed: %+v", bad, h)
		}
	}
}

func TestTable(t *testing.T) {
	for _, c := range []struct{ line, name, limit, game, small, big, ante, money string }{
		{"Table: Tokyo [260041977] (NO_LIMIT TEXAS_HOLDEM $2/$4, Real money)", "Tokyo", "NO_LIMIT", "TEXAS_HOLDEM", "$2", "$4", "", "Real money"},
		{"Table: Taegu [78227816] (LIMIT SEVEN_CARD_STUD_HI_LO $0.25/$0.50, ante: $0.05, Real money)", "Taegu", "LIMIT", "SEVEN_CARD_STUD_HI_LO", "$0.25", "$0.50", "$0.05", "Real money"},
		{"Table: Table #84 [18949598] (NO_LIMIT TEXAS_HOLDEM 100/200, ante: 20, TC)", "Table #84", "NO_LIMIT", "TEXAS_HOLDEM", "100", "200", "20", "TC"},
		{"Table: Table #3 [330030241] (POT_LIMIT OMAHA_HI_LO 10/20 Chips)", "Table #3", "POT_LIMIT", "OMAHA_HI_LO", "10", "20", "", "Chips"},
		{"Table: Round GC, Strobe ref: 69701  [69701] (NO_LIMIT TEXAS_HOLDEM $0.05/$0.10, Real money)", "Round GC, Strobe ref: 69701", "NO_LIMIT", "TEXAS_HOLDEM", "$0.05", "$0.10", "", "Real money"},
	} {
		tb, err := ParseTable(c.line)
		if err != nil || tb.Name != c.name || tb.Limit != c.limit || tb.Game != c.game || tb.Small != c.small || tb.Big != c.big || tb.Ante != c.ante || tb.Money != c.money {
			t.Errorf("%q: %+v %v", c.line, tb, err)
		}
	}
	if _, err := ParseTable("Table: Tokyo (NO_LIMIT TEXAS_HOLDEM $2/$4, Real money)"); err == nil {
		t.Error("a table line without its number parsed")
	}
}

func TestAct(t *testing.T) {
	for _, c := range []struct {
		s, verb, amt, to string
		allIn            bool
	}{
		{"posts small blind ($2)", "posts small blind", "$2", "", false},
		{"posts ante $0.05", "posts ante", "$0.05", "", false},
		{"posts small blind (150) [all in]", "posts small blind", "150", "", true},
		{"raises $150 to $200", "raises", "$150", "$200", false},
		{"bets $1,391.85 [all in]", "bets", "$1,391.85", "", true},
		{"small bring in $0.12", "small bring in", "$0.12", "", false},
		{"folds", "folds", "", "", false},
		{"changed 2 cards", "changed", "2", "", false},
	} {
		a, err := ParseAct(c.s)
		if err != nil || a.Word() != c.verb || a.Amt() != c.amt || a.To != c.to || a.AllIn != c.allIn {
			t.Errorf("%q: %+v %v", c.s, a, err)
		}
	}
	if _, err := ParseAct("shows [Ah, Kd]"); err == nil {
		t.Error("an unknown verb parsed")
	}
}

func TestPotAndResult(t *testing.T) {
	names := []string{"KREST 78", "LLIOPOXXX", "Lakesdie", "tsop13"}
	p, err := ParsePot("Main pot: 3585 won by Lakesdie (1793 High), KREST 78 (896 Low), LLIOPOXXX (896 Low)", names)
	if err != nil || p.Side != 0 || p.Amount != "3585" || len(p.Winners) != 3 || p.Winners[1] != (Winner{"KREST 78", "896", "Low"}) || p.Winners[0].Half != "High" {
		t.Errorf("%+v %v", p, err)
	}
	p, err = ParsePot("Side pot 1: 330 won by KREST 78 (165 High), LLIOPOXXX (165 Low)", names)
	if err != nil || p.Side != 1 || len(p.Winners) != 2 {
		t.Errorf("%+v %v", p, err)
	}
	p, err = ParsePot("Main pot: $2,000 won by tsop13 ($1,999)", names)
	if err != nil || p.Amount != "$2,000" || p.Winners[0].Amount != "$1,999" {
		t.Errorf("%+v %v", p, err)
	}
	for _, bad := range []string{"Main pot: 10 won by nobody (10)", "Main pot: 10 won by tsop13", "Main pot: 10 won by tsop13 (10) tsop13 (2)", "Side pot 0: 1 won by tsop13 (1)"} {
		if p, err := ParsePot(bad, names); err == nil {
			t.Errorf("%q parsed: %+v", bad, p)
		}
	}
	r, err := ParseResult("($1,793.35), net: +$269.50, [Js, Jc] (THREE_OF_A_KIND JACK)")
	if err != nil || r.Stack != "$1,793.35" || r.Net.Sign != "+" || r.Net.Amount != "$269.50" || len(r.Shown.Cards) != 2 || strings.Join(r.Shown.Desc, " ") != "THREE_OF_A_KIND JACK" {
		t.Errorf("%+v %v", r, err)
	}
	r, err = ParseResult("($415.60)")
	if err != nil || r.Net != nil || r.Shown != nil {
		t.Errorf("%+v %v", r, err)
	}
	cs, err := ParseCards("[-, -, Kd]")
	if err != nil || strings.Join(cs, " ") != "- - Kd" {
		t.Errorf("%v %v", cs, err)
	}
	if n, rest, ok := CutName("KREST 78: [Ah]", names); !ok || n != "KREST 78" || rest != ": [Ah]" {
		t.Errorf("%q %q %v", n, rest, ok)
	}
}

// FuzzLine: no line panics the grammars; seeded with every line of the
// OnGame samples of testdata/histories/ongame
// (go test ./grammar/ongame -run '^$' -fuzz FuzzLine -fuzztime 30s).
func FuzzLine(f *testing.F) {
	files, _ := filepath.Glob("../../testdata/histories/ongame/*.txt")
	for _, p := range files {
		b, err := os.ReadFile(p)
		if err != nil {
			continue
		}
		for _, l := range strings.Split(string(b), "\n") {
			f.Add(strings.TrimRight(l, "\r"))
		}
	}
	names := []string{"KREST 78", "Hero", "x"}
	f.Fuzz(func(t *testing.T, line string) {
		_, _ = ParseHeader(line)
		_, _ = ParseTable(line)
		_, _ = ParsePot(line, names)
		_, _ = ParseRake(line)
		_, _ = ParseCards(line)
		if _, rest, ok := CutName(line, names); ok {
			_, _ = ParseAct(rest)
			_, _ = ParseResult(rest)
			_, _ = ParseSeatStack(rest)
		}
	})
}
