package settle

import (
	"flag"
	"math/rand/v2"
	"testing"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
)

var propCases = flag.Int("settle.cases", 4000, "random cases for TestSettleProperties")

// randomCase deals a random valid case of game g: 2–9 seats out of 10,
// contributions with repeated levels (side pots, ties of levels), dead
// money, folds, often a board or hands that tie (odd chips).
func randomCase(rng *rand.Rand, g hand.GameType, idx int) *Case {
	spec := g.Spec()
	boardN := 0
	if spec.Family == hand.FlopGame {
		boardN = 5
	}
	maxN := min(9, (36-boardN)/spec.HandCards())
	n := 2 + rng.IntN(maxN-1)
	c := &Case{Index: idx, Game: g, Profile: rules.Standard}
	switch rng.IntN(6) {
	case 0:
		c.Profile = rules.FR2016
	case 1:
		c.Profile = rules.SiteOddChips
		c.OddChip = hand.OddChipFirstTakesAll
	}
	if spec.Family != hand.StudGame {
		c.Button = 1 + rng.IntN(10)
	}
	deck := rng.Perm(52)
	if g == hand.ShortDeckHoldem {
		// the 36-card deck: no 2 to 5
		keep := deck[:0:0]
		for _, d := range deck {
			if cards.Card(d).Rank() >= 6 {
				keep = append(keep, d)
			}
		}
		deck = keep
	}
	next := 0
	deal := func(k int) []cards.Card {
		cs := make([]cards.Card, k)
		for j := range cs {
			cs[j] = cards.Card(deck[next])
			next++
		}
		return cs
	}
	if boardN > 0 {
		if rng.IntN(4) == 0 {
			// a royal flush on the board: every live hold'em hand ties
			s := cards.Suit(rng.IntN(4))
			c.Board = []cards.Card{cards.New(cards.Ace, s), cards.New(cards.King, s), cards.New(cards.Queen, s), cards.New(cards.Jack, s), cards.New(cards.Ten, s)}
			keep := deck[:0:0]
			for _, d := range deck {
				used := false
				for _, b := range c.Board {
					used = used || cards.Card(d) == b
				}
				if !used {
					keep = append(keep, d)
				}
			}
			deck = keep
		} else {
			c.Board = deal(5)
		}
	}
	levels := []hand.Money{1 + hand.Money(rng.IntN(50)), 50 + hand.Money(rng.IntN(500)), 500 + hand.Money(rng.IntN(5000))}
	seats := rng.Perm(10)[:n]
	for i := 0; i < n; i++ {
		p := Player{Seat: seats[i] + 1}
		p.Contributed = levels[rng.IntN(len(levels))] + hand.Money(rng.IntN(3))
		if rng.IntN(4) == 0 {
			p.Dead = hand.Money(rng.IntN(int(min(p.Contributed, 20)) + 1))
		}
		p.Folded = rng.IntN(3) == 0
		if !p.Folded || rng.IntN(2) == 0 {
			p.Cards = deal(spec.HandCards())
		}
		c.Players = append(c.Players, p)
	}
	// at least one player still in, and the highest live bet not a folded
	// player's alone (validate refuses both)
	c.Players[rng.IntN(n)].Folded = false
	top := 0
	for i, p := range c.Players {
		if p.Contributed-p.Dead > c.Players[top].Contributed-c.Players[top].Dead {
			top = i
		}
	}
	c.Players[top].Folded = false
	live := 0
	for i := range c.Players {
		p := &c.Players[i]
		if !p.Folded {
			live++
			if len(p.Cards) == 0 {
				p.Cards = deal(spec.HandCards())
			}
		}
	}
	if boardN > 0 && live > 1 && rng.IntN(4) == 0 && next+4 <= len(deck) {
		// the board run two or three times after the flop or the turn
		shared := 3 + rng.IntN(2)
		c.Runs = [][]cards.Card{c.Board}
		for r := 1 + rng.IntN(2); r > 0 && next+5-shared <= len(deck); r-- {
			c.Runs = append(c.Runs, append(append([]cards.Card{}, c.Board[:shared]...), deal(5-shared)...))
		}
		if len(c.Runs) > 1 {
			c.Board = nil
		} else {
			c.Runs = nil
		}
	}
	return c
}

// Property (issue 7; RULES §6.1, §6.6, RRoP 3.7.3–3.7.5): for random valid
// cases of every game, payouts + returned = contributions of all players;
// each pot's money goes only to its eligible seats (who did not fold);
// every portion is paid in full; and under RRoP 3.7.4 no seat gets more
// than one odd chip from one division (the D7 habit "first takes all" is
// the one reading that may give more, and then only to the first winner).
func TestSettleProperties_RULES_6(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 2026))
	var games []hand.GameType
	for _, name := range GameNames() {
		g, _ := hand.GameByName(name)
		games = append(games, g)
	}
	n := *propCases
	if testing.Short() {
		n /= 10
	}
	var oddChips, sidePots, splits, runCases int
	for iter := 0; iter < n; iter++ {
		g := games[iter%len(games)]
		c := randomCase(rng, g, iter+1)
		if len(c.Runs) > 0 {
			runCases++
		}
		o, err := Settle(c)
		if err != nil {
			t.Fatalf("iter %d %s: valid case rejected: %v\n%+v", iter, g, err, c.Players)
		}
		folded := map[int]bool{}
		var put, back hand.Money
		for _, p := range c.Players {
			folded[p.Seat] = p.Folded
			put += p.Contributed
		}
		won := map[int]hand.Money{}
		for _, r := range o.Return {
			back += r.Amount
		}
		// RULES §6.1, worked out here: the highest live bet less the
		// second highest goes back to its owner
		var first, second hand.Money
		firstSeat := 0
		for _, p := range c.Players {
			v := p.Contributed - p.Dead
			if v > first {
				first, second, firstSeat = v, first, p.Seat
			} else if v > second {
				second = v
			}
		}
		switch {
		case first == second && len(o.Return) != 0,
			first > second && (len(o.Return) != 1 || o.Return[0].Seat != firstSeat || o.Return[0].Amount != first-second):
			t.Fatalf("iter %d: returned %+v, want seat %d %d", iter, o.Return, firstSeat, first-second)
		}
		var inPots hand.Money
		for _, pot := range o.Pots {
			inPots += pot.Amount
			if pot.Pot != "main" {
				sidePots++
			}
			elig := map[int]bool{}
			for _, s := range pot.Eligible {
				elig[s] = true
				if folded[s] {
					t.Fatalf("iter %d: folded seat %d eligible for %s", iter, s, pot.Pot)
				}
			}
			var portions hand.Money
			for _, pr := range pot.Portions {
				portions += pr.Amount
				if len(pot.Portions) > 1 {
					splits++
				}
				var shared, lo, hi hand.Money
				lo = pr.Amount
				chips := map[int]int{}
				for _, s := range pr.OddChips {
					chips[s]++
				}
				for _, w := range pr.Winners {
					if !elig[w.Seat] {
						t.Fatalf("iter %d: %s %s paid to seat %d, not eligible %v", iter, pot.Pot, pr.Portion, w.Seat, pot.Eligible)
					}
					shared += w.Share
					won[w.Seat] += w.Share
					lo, hi = min(lo, w.Share), max(hi, w.Share)
					if w.OddChip != (chips[w.Seat] > 0) {
						t.Fatalf("iter %d: seat %d odd-chip flag %v, list %v", iter, w.Seat, w.OddChip, pr.OddChips)
					}
				}
				if shared != pr.Amount {
					t.Fatalf("iter %d: %s %s: shares %d of %d", iter, pot.Pot, pr.Portion, shared, pr.Amount)
				}
				if len(pr.OddChips) > 0 {
					oddChips++
				}
				if c.OddChip == hand.OddChipFirstTakesAll {
					continue
				}
				for s, k := range chips {
					if k > 1 {
						t.Fatalf("iter %d: seat %d got %d odd chips from one division", iter, s, k)
					}
				}
				if hi-lo > 1 || hand.Money(len(pr.OddChips)) != pr.Amount%hand.Money(max(1, len(pr.Winners))) {
					t.Fatalf("iter %d: %s %s: shares %v odd chips %v", iter, pot.Pot, pr.Portion, pr.Winners, pr.OddChips)
				}
			}
			if portions != pot.Amount {
				t.Fatalf("iter %d: %s: portions %d of %d", iter, pot.Pot, portions, pot.Amount)
			}
		}
		if inPots+back != put {
			t.Fatalf("iter %d: pots %d + returned %d ≠ put in %d", iter, inPots, back, put)
		}
		var paid, contributed hand.Money
		for _, s := range o.Seats {
			if s.Won != won[s.Seat] || s.Paid != s.Won+s.Returned || s.Net != s.Paid-s.Contributed {
				t.Fatalf("iter %d: seat %+v, won in portions %d", iter, s, won[s.Seat])
			}
			paid += s.Paid
			contributed += s.Contributed
		}
		if paid != put || contributed != put || o.Total != put {
			t.Fatalf("iter %d: paid %d, contributed %d, put in %d", iter, paid, contributed, put)
		}
	}
	// the generator reaches what the property is about
	if oddChips == 0 || sidePots == 0 || splits == 0 || runCases == 0 {
		t.Errorf("odd chips in %d portions, %d side pots, %d split portions, %d boards run more than once", oddChips, sidePots, splits, runCases)
	}
	t.Logf("%d cases: odd chips in %d portions, %d side pots, %d split portions, %d boards run more than once", n, oddChips, sidePots, splits, runCases)
}
