package verify_test

import (
	"math/rand/v2"
	"testing"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/replay"
	"github.com/hhcheck/hhcheck/rules"
	"github.com/hhcheck/hhcheck/verify"
)

// Property (RULES §6.1, §6.6, RRoP 3.7.3–3.7.5): for random contributions,
// folds, dead money, rake, games, runs and cards, the pots hold exactly what
// was put in less the uncalled bet; everything shared is paid; each pot's
// money goes only to its eligible players; within one division shares
// differ by at most one chip and nobody gets two odd chips.
func TestSplitProperties_RULES_6(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	games := []hand.GameType{hand.Holdem, hand.OmahaHiLo, hand.Omaha, hand.Stud, hand.StudHiLo, hand.Razz, hand.Omaha5HiLo}
	for iter := 0; iter < 3000; iter++ {
		g := games[rng.IntN(len(games))]
		spec := g.Spec()
		n := 2 + rng.IntN(min(8, (52-10)/spec.HoleCards-1))
		live := make([]hand.Money, n)
		dead := make([]hand.Money, n)
		folded := make([]bool, n)
		allIn := make([]bool, n)
		for i := range live {
			live[i] = hand.Money(rng.IntN(5) * rng.IntN(300))
			if rng.IntN(4) == 0 {
				dead[i] = hand.Money(rng.IntN(30))
			}
			folded[i] = rng.IntN(3) == 0
			allIn[i] = rng.IntN(2) == 0
		}
		returned := make([]hand.Money, n)
		if top, amt := replay.Uncalled(live); amt > 0 {
			returned[top] = amt
		}
		pots := replay.BuildPots(live, returned, dead, folded, allIn)
		var total, inPots hand.Money
		for i := range live {
			total += live[i] + dead[i] - returned[i]
		}
		for _, p := range pots {
			inPots += p.Amount
		}
		if inPots != total {
			t.Fatalf("iter %d: pots hold %d, put in %d (%v %v %v %v)", iter, inPots, total, live, dead, folded, pots)
		}
		// rake from the main pot first
		rake := hand.Money(rng.IntN(int(total/10) + 1))
		specs := make([]verify.PotSpec, len(pots))
		rest := rake
		for k, p := range pots {
			t := min(rest, p.Amount)
			rest -= t
			specs[k] = verify.PotSpec{Amount: p.Amount - t, Eligible: p.Eligible, Level: p.Level, Gross: p.Amount}
		}
		// deal
		deck := rng.Perm(52)
		next := 0
		deal := func(k int) []cards.Card {
			cs := make([]cards.Card, k)
			for j := range cs {
				cs[j] = cards.Card(deck[next])
				next++
			}
			return cs
		}
		sd := verify.Showdown{Game: g, Button: 1 + rng.IntN(n), Profile: &rules.Standard}
		for i := 0; i < n; i++ {
			sd.Players = append(sd.Players, verify.Player{Number: i + 1, Cards: deal(spec.HoleCards), Shown: !folded[i] && rng.IntN(6) != 0, Folded: folded[i]})
		}
		if spec.Family == hand.FlopGame {
			runs := 1 + rng.IntN(2)
			common := deal(rng.IntN(6))
			for r := 0; r < runs; r++ {
				b := append(append([]cards.Card(nil), common...), deal(5-len(common))...)
				sd.Boards = append(sd.Boards, b)
			}
		}
		sd.Pots = specs
		set := verify.Settle(&sd)
		var shared, paid hand.Money
		for k, d := range set.Pots {
			if d.Undecided {
				continue
			}
			shared += d.Amount
			elig := map[int]bool{}
			for _, e := range pots[k].Eligible {
				elig[e] = true
			}
			var runSum hand.Money
			for _, rd := range d.Runs {
				runSum += rd.Amount
				var halves hand.Money
				for _, p := range rd.Portions {
					halves += p.Amount
					if len(p.Winners) == 0 {
						t.Fatalf("iter %d pot %d: a portion without winner %+v", iter, k, p)
					}
					seen := map[int]bool{}
					var sum, lo, hi hand.Money = 0, 1 << 62, -1
					for j, w := range p.Winners {
						if !elig[w] || folded[w] {
							t.Fatalf("iter %d pot %d: paid to seat %d, not eligible %v", iter, k, w, pots[k].Eligible)
						}
						sum += p.Shares[j]
						lo, hi = min(lo, p.Shares[j]), max(hi, p.Shares[j])
					}
					for _, o := range p.OddChips {
						if seen[o] {
							t.Fatalf("iter %d: seat %d got two odd chips (RRoP 3.7.4)", iter, o)
						}
						seen[o] = true
					}
					if sum != p.Amount || hi-lo > 1 || len(p.OddChips) >= len(p.Winners) && len(p.OddChips) > 0 {
						t.Fatalf("iter %d: portion %+v", iter, p)
					}
				}
				if halves != rd.Amount {
					t.Fatalf("iter %d: halves %d of run %d", iter, halves, rd.Amount)
				}
			}
			if runSum != d.Amount {
				t.Fatalf("iter %d: runs %d of pot %d", iter, runSum, d.Amount)
			}
		}
		for _, p := range set.Paid {
			paid += p
		}
		if paid != shared {
			t.Fatalf("iter %d: paid %d, shared %d", iter, paid, shared)
		}
	}
}

// Replay never panics on random actions (issue 2: odd input gives
// findings, not crashes).
func TestReplayRandomActionsNoPanic(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for iter := 0; iter < 2000; iter++ {
		n := 1 + rng.IntN(9)
		h := &hand.Hand{Game: hand.Holdem}
		for i := 0; i < n; i++ {
			h.Seats = append(h.Seats, hand.Seat{Number: i + 1, Player: "p", Stack: hand.Money(rng.IntN(1000))})
		}
		for j := rng.IntN(30); j > 0; j-- {
			h.Actions = append(h.Actions, hand.Action{Seat: rng.IntN(n+2) - 1, Kind: hand.ActionKind(rng.IntN(20)),
				Street: hand.Street(rng.IntN(16)), Amount: hand.Money(rng.IntN(400) - 20), To: hand.Money(rng.IntN(400) - 20), Dead: hand.Money(rng.IntN(10) - 2)})
		}
		h.Returns = []hand.Return{{Seat: rng.IntN(n+2) - 1, Amount: 5}}
		h.Awards = []hand.Award{{Seat: rng.IntN(n+2) - 1, Amount: 5, Pot: rng.IntN(3) - 1}}
		verify.Check(h, verify.Options{Profile: rules.Standard})
	}
}
