package casino

import (
	"math/big"
	"testing"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/verify/eval"
)

// pct formats a fraction as a percentage with the given digits.
func pct(r *big.Rat, digits int) string {
	return new(big.Rat).Mul(r, big.NewRat(100, 1)).FloatString(digits)
}

// TestPuntoBancoEdges: the exact edges of six-deck Punto Banco from every
// ordering of the six cards a coup can use (312·311·310·309·308·307 =
// 878,869,206,895,680 orderings), against the published figures: banker
// 1.06%, player 1.24%, tie at 8:1 14.4% (six decks: 1.0558%, 1.2374%,
// 14.4382% in the Wizard of Odds tables).
func TestPuntoBancoEdges(t *testing.T) {
	c := PuntoBancoCounts(6)
	if c.Banco+c.Punto+c.Tie != c.Total {
		t.Fatalf("outcomes %d+%d+%d do not add up to %d orderings", c.Banco, c.Punto, c.Tie, c.Total)
	}
	if c.Total != 312*311*310*309*308*307 {
		t.Fatalf("total %d", c.Total)
	}
	banco, punto, tie := c.Edges()
	t.Logf("counts: banco %d, punto %d, tie %d of %d", c.Banco, c.Punto, c.Tie, c.Total)
	t.Logf("banco %s = %s%%, punto %s = %s%%, tie %s = %s%%", banco, pct(banco, 6), punto, pct(punto, 6), tie, pct(tie, 6))
	want := []struct {
		name      string
		got       *big.Rat
		exact     string // the fraction the code computes
		published string // the published figure, to its digits
	}{
		{"banco", banco, wantBanco, "1.0558"},
		{"punto", punto, wantPunto, "1.2374"},
		{"egalite", tie, wantTie, "14.4382"},
	}
	for _, w := range want {
		if w.got.RatString() != w.exact {
			t.Errorf("%s edge %s, want %s", w.name, w.got.RatString(), w.exact)
		}
		if p := pct(w.got, 4); p != w.published {
			t.Errorf("%s edge %s%%, published %s%%", w.name, p, w.published)
		}
	}
	// eight decks, the other published table: 1.0579%, 1.2351%, 14.3596%
	b8, p8, t8 := PuntoBancoCounts(8).Edges()
	if got := pct(b8, 4) + " " + pct(p8, 4) + " " + pct(t8, 4); got != "1.0579 1.2351 14.3596" {
		t.Errorf("eight decks: %s", got)
	}
}

// TestThreeCardPokerEdges: Pair Plus and ante-play over every hand.
func TestThreeCardPokerEdges(t *testing.T) {
	// RULES §8 and CASINO pay a flush 3:1: 1,608/22,100 = 7.2760%. The
	// published 2.32% is the table with a flush at 4:1 (1/4/6/30/40):
	// 512/22,100 = 2.3167%; the "1/3/6/30/40 (2.32%)" mixes the two.
	rulesPP := PairPlusEdge(PairPlusPays)
	if rulesPP.RatString() != "402/5525" || pct(rulesPP, 4) != "7.2760" {
		t.Errorf("Pair Plus 1/3/6/30/40: %s = %s%%", rulesPP.RatString(), pct(rulesPP, 4))
	}
	four := PairPlusPays
	four[eval.Flush] = 4
	if pp := PairPlusEdge(four); pp.RatString() != "128/5525" || pct(pp, 2) != "2.32" {
		t.Errorf("Pair Plus 1/4/6/30/40: %s = %s%%", pp.RatString(), pct(pp, 4))
	}
	// ante-play, ante bonus 1/4/5 paid whatever the dealer holds: the
	// published 3.37% (optimal play: Q-6-4 or better)
	always, weakest := AntePlayEdge(AnteBonusPays, true)
	t.Logf("ante-play, bonus always: %s = %s%%; weakest hand played %#x", always.RatString(), pct(always, 6), weakest)
	if always.RatString() != wantAntePlayAlways || pct(always, 2) != "3.37" {
		t.Errorf("ante-play (bonus always): %s = %s%%", always.RatString(), pct(always, 4))
	}
	if weakest != eval.ThreeCard([3]cards.Card{cards.MustParse("Qs"), cards.MustParse("6h"), cards.MustParse("4d")}) {
		t.Errorf("weakest hand played %#x, want Q-6-4", weakest)
	}
	// as RULES §8 says it: the bonus only with a qualified dealer beaten
	ruled, _ := AntePlayEdge(AnteBonusPays, false)
	t.Logf("ante-play, bonus as RULES §8: %s = %s%%", ruled.RatString(), pct(ruled, 6))
	if ruled.RatString() != wantAntePlayRules {
		t.Errorf("ante-play (RULES §8): %s = %s%%", ruled.RatString(), pct(ruled, 4))
	}
}

const (
	// Punto Banco, six decks: 1.055849%, 1.237415%, 14.438160%
	wantBanco = "460294100/43594702723"
	wantPunto = "18880657128/1525814595305"
	wantTie   = "220299549488/1525814595305"
	// Three Card Poker ante-play, ante bonus 1/4/5: paid whatever the
	// dealer holds, 3.372981% (published 3.37%); paid only when a
	// qualified dealer is beaten (RULES §8), 5.041920%
	wantAntePlayAlways = "686689/20358520"
	wantAntePlayRules  = "5132301/101792600"
)
