package explain

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/rules"
)

// TestQuotesAreInTheSources: every line of every embedded quote is a line
// (or, for RULES.md table rows, a run) of the source it names, byte for
// byte.
func TestQuotesAreInTheSources(t *testing.T) {
	shared := filepath.Join("..", "..", "..", "shared")
	if _, err := os.Stat(filepath.Join(shared, "RULES.md")); err != nil {
		t.Skip("../shared is absent: the quotes cannot be compared with their sources")
	}
	read := func(name string) string {
		b, err := os.ReadFile(filepath.Join(shared, name))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	rulesMD := read("RULES.md")
	fr, rrEN, rrFR, casino := read("seeds/003_601f6b40ec05c70e.txt"), read("seeds/001_21cb75a9f160dc9c.txt"),
		read("seeds/002_3b97dfb4335f99a0.txt"), read("seeds/004_04e4d2a549cb2afc.txt")
	check := func(clause, what, text, src string) {
		if text == "" {
			return
		}
		for _, l := range strings.Split(text, "\n") {
			if !strings.Contains(src, strings.TrimSpace(l)) {
				t.Errorf("%s %s: %q is not in its source", clause, what, l)
			}
		}
	}
	for c, q := range quoteTable {
		switch {
		case strings.HasPrefix(c, "FR-2016"):
			check(c, "text", q.Text, fr)
			check(c, "english", q.English, rulesMD)
		case strings.HasPrefix(c, "RRoP"):
			check(c, "text", q.Text, rrEN)
			check(c, "french", q.French, rrFR)
		case strings.HasPrefix(c, "CASINO"):
			check(c, "text", q.Text, casino)
		case strings.HasPrefix(c, "RULES"):
			check(c, "text", q.Text, rulesMD)
		default:
			t.Errorf("%s: unknown source", c)
		}
	}
}

// TestEveryCitedClauseIsQuoted: the clauses the checks cite (package
// rules) all have a text.
func TestEveryCitedClauseIsQuoted(t *testing.T) {
	for _, c := range []rules.Clause{rules.CardOrder, rules.HandCategories, rules.HighComparison, rules.FullHouses, rules.HighKickers,
		rules.LowComparison, rules.LowQualifier, rules.SplitHiLo, rules.SharedEqually, rules.HoldemCards, rules.PotLimitRaise,
		rules.OmahaCards, rules.StudRules, rules.DrawRules, rules.SuitOrder, rules.OddChipIndivisible, rules.OneOddChipEach,
		rules.OddChipButton, rules.OddChipStud, rules.OddChipHiLo, rules.PotsSeparately, rules.SidePots, rules.PotAccounting,
		rules.SharedHalves, rules.TiesShare, rules.Deck, rules.Betting, rules.LimitCap, rules.NoLimitRaise, rules.MinimumRaise,
		rules.ShortAllIn, rules.OrderOfAction, rules.OmahaHiLoCasino, rules.HiLoRegularCasino, rules.SevenNulloCasino,
		rules.BadugiCasino, rules.BadeuceyCasino, rules.DeuceSevenCasino, rules.CourchevelCasino, rules.GameCards,
		rules.D1, rules.D2, rules.D3, rules.D4, rules.D5, rules.D7, rules.D8, rules.D9} {
		if q := quote(c); q.Text == "" {
			t.Errorf("%s has no text", c)
		} else if q.Quoted != c && !strings.HasPrefix(string(c), string(q.Quoted)) {
			t.Errorf("%s quoted from %s", c, q.Quoted)
		}
	}
}
