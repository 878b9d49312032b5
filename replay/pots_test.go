package replay_test

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/replay"
)

// TestBuildPotsReference: BuildPots, which finds every level's pot,
// eligible players and the next level in one pass over the seats, gives
// the pots of referencePots, RULES §6.1 written level by level with a
// pass per question, on random tables: all-ins at several levels,
// folded all-ins, antes (all-ins inside them too), dead blinds and
// returned bets.
func TestBuildPotsReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 7))
	amounts := []hand.Money{0, 0, 5, 10, 10, 20, 35, 50, 50, 100}
	for k := 0; k < 200000; k++ {
		n := 1 + rng.IntN(10)
		live, returned, dead := make([]hand.Money, n), make([]hand.Money, n), make([]hand.Money, n)
		folded, allIn := make([]bool, n), make([]bool, n)
		for i := 0; i < n; i++ {
			live[i] = amounts[rng.IntN(len(amounts))]
			if rng.IntN(3) == 0 {
				dead[i] = amounts[rng.IntN(4)]
			}
			folded[i] = rng.IntN(3) == 0
			allIn[i] = rng.IntN(4) == 0
		}
		if seat, amt := replay.Uncalled(live); amt > 0 && rng.IntN(4) > 0 {
			returned[seat] = amt
		}
		got := replay.BuildPots(live, returned, dead, folded, allIn)
		want := referencePots(live, returned, dead, folded, allIn)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("live %v returned %v dead %v folded %v all-in %v:\n got %+v\nwant %+v", live, returned, dead, folded, allIn, got, want)
		}
	}
}

// referencePots is BuildPots as it was written before its passes were
// fused (replay.go before issue 14's second round).
func referencePots(live, returned, dead []hand.Money, folded, allIn []bool) []replay.Pot {
	n := len(live)
	net := func(i int) hand.Money { return live[i] - returned[i] }
	put := func(i int) bool { return net(i) > 0 || dead[i] > 0 }
	// in: may win (a player still in whose whole bet came back, nobody
	// having called it, still wins the others' dead money); maker: his
	// amount is a level (an all-in player who folded still makes one, as
	// PokerStars prints it)
	in := func(i int) bool { return !folded[i] && (put(i) || live[i] > 0) }
	maker := func(i int) bool { return (!folded[i] || allIn[i]) && put(i) }

	// one allocation for the pots and one for their eligible lists
	levels := 1
	for i := 0; i < n; i++ {
		if maker(i) {
			levels++
		}
	}
	pots, elig := make([]replay.Pot, 0, levels), make([]int, 0, n*levels)
	eligible := func(ok func(i int) bool) []int {
		start := len(elig)
		for i := 0; i < n; i++ {
			if ok(i) {
				elig = append(elig, i)
			}
		}
		return elig[start:len(elig):len(elig)]
	}
	// Dead-money levels for players all-in inside the antes.
	var deadPrev hand.Money
	for {
		lvl := hand.Money(-1)
		for i := 0; i < n; i++ {
			if maker(i) && net(i) == 0 && allIn[i] && dead[i] > deadPrev && (lvl < 0 || dead[i] < lvl) {
				lvl = dead[i]
			}
		}
		if lvl < 0 {
			break
		}
		p := replay.Pot{Level: lvl, Dead: true}
		for i := 0; i < n; i++ {
			p.Amount += clamp(dead[i], deadPrev, lvl)
		}
		p.Eligible = eligible(func(i int) bool { return in(i) && (net(i) > 0 || dead[i] >= lvl) })
		pots = append(pots, p)
		deadPrev = lvl
	}
	var restDead hand.Money
	for i := 0; i < n; i++ {
		if dead[i] > deadPrev {
			restDead += dead[i] - deadPrev
		}
	}

	var prev hand.Money
	first := true
	for {
		lvl := hand.Money(-1)
		for i := 0; i < n; i++ {
			if v := net(i); maker(i) && v > prev && (lvl < 0 || v < lvl) {
				lvl = v
			}
		}
		if lvl < 0 {
			break
		}
		p := replay.Pot{Level: lvl}
		for i := 0; i < n; i++ {
			p.Amount += clamp(net(i), prev, lvl)
		}
		p.Eligible = eligible(func(i int) bool { return in(i) && net(i) >= lvl })
		if first {
			p.Amount += restDead
			restDead = 0
			first = false
		}
		pots = append(pots, p)
		prev = lvl
	}
	// Chips above the last level (only folded players can have them) and
	// dead money when nobody put in live chips stay in the last pot.
	var over hand.Money
	for i := 0; i < n; i++ {
		if v := net(i); v > prev {
			over += v - prev
		}
	}
	if first && restDead > 0 {
		// nobody has live chips in (antes only, a button blind returned):
		// the dead money is a pot for everyone still in
		p := replay.Pot{Amount: restDead}
		p.Eligible = eligible(in)
		pots = append(pots, p)
		restDead = 0
	}
	over += restDead
	if over > 0 {
		if len(pots) == 0 {
			pots = append(pots, replay.Pot{})
		}
		pots[len(pots)-1].Amount += over
	}
	// a level made by a player who folded all-in that nobody still in
	// reached holds chips no one can win on their own: they join the pot
	// below (or above, for the first)
	for k := 0; k < len(pots) && len(pots) > 1; {
		if len(pots[k].Eligible) > 0 {
			k++
			continue
		}
		j := k - 1
		if j < 0 {
			j = 1
		}
		pots[j].Amount += pots[k].Amount
		pots = append(pots[:k], pots[k+1:]...)
	}
	return pots
}

func clamp(v, lo, hi hand.Money) hand.Money {
	if v <= lo {
		return 0
	}
	if v >= hi {
		return hi - lo
	}
	return v - lo
}

// TestUncalledReference: Uncalled, whose walk picks its values without a
// branch, gives the seat and amount of referenceUncalled, the walk it
// replaced, on random lists of amounts (negative ones and ties too).
func TestUncalledReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 12))
	for k := 0; k < 200000; k++ {
		live := make([]hand.Money, rng.IntN(11))
		for i := range live {
			live[i] = hand.Money(rng.IntN(7) - 1)
		}
		seat, amount := replay.Uncalled(live)
		wantSeat, wantAmount := referenceUncalled(live)
		if seat != wantSeat || amount != wantAmount {
			t.Fatalf("Uncalled(%v) = %d, %d; the reference %d, %d", live, seat, amount, wantSeat, wantAmount)
		}
	}
}

// referenceUncalled is Uncalled as it was written before issue 14's
// seventh round.
func referenceUncalled(live []hand.Money) (seat int, amount hand.Money) {
	top, second := -1, hand.Money(0)
	for i, v := range live {
		switch {
		case top < 0 || v > live[top]:
			if top >= 0 {
				second = live[top]
			}
			top = i
		case v > second:
			second = v
		}
	}
	if top < 0 || live[top] <= second {
		return -1, 0
	}
	return top, live[top] - second
}
