package parse

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
)

// allInHand: five players all in preflop for stack each, the pot written
// as what five stacks add up to in int64 arithmetic (wrapped when it
// overflows), the first player collecting it.
func allInHand(stack string, pot string) string {
	var b strings.Builder
	b.WriteString("PokerStars Hand #77: Hold'em No Limit ($0.01/$0.02 USD) - 2020/01/02 10:00:00 ET\n")
	b.WriteString("Table 'T' 6-max Seat #1 is the button\n")
	for i := 1; i <= 5; i++ {
		fmt.Fprintf(&b, "Seat %d: P%d ($%s in chips)\n", i, i, stack)
	}
	b.WriteString("P2: posts small blind $0.01\nP3: posts big blind $0.02\n*** HOLE CARDS ***\n")
	fmt.Fprintf(&b, "P4: raises $%s to $%s and is all-in\n", stack, stack)
	fmt.Fprintf(&b, "P5: calls $%s and is all-in\n", stack)
	fmt.Fprintf(&b, "P1: calls $%s and is all-in\n", stack)
	fmt.Fprintf(&b, "P2: calls $%s and is all-in\n", stack)
	fmt.Fprintf(&b, "P3: calls $%s and is all-in\n", stack)
	b.WriteString("*** FLOP *** [2c 3d 4h]\n*** TURN *** [2c 3d 4h] [9s]\n*** RIVER *** [2c 3d 4h 9s] [Ks]\n*** SHOW DOWN ***\n")
	b.WriteString("P1: shows [Ah As] (a pair of Aces)\nP2: shows [7c 8d] (high card King)\nP3: shows [7h 8h] (high card King)\n")
	b.WriteString("P4: shows [Tc Jd] (high card King)\nP5: shows [Tc Jd] (high card King)\n")
	fmt.Fprintf(&b, "P1 collected $%s from pot\n*** SUMMARY ***\nTotal pot $%s | Rake $0\nBoard [2c 3d 4h 9s Ks]\n", pot, pot)
	fmt.Fprintf(&b, "Seat 1: P1 (button) showed [Ah As] and won ($%s) with a pair of Aces\n", pot)
	for i := 2; i <= 5; i++ {
		fmt.Fprintf(&b, "Seat %d: P%d showed [7c 8d] and lost\n", i, i)
	}
	return b.String()
}

// Issue 11 item 4: five all-in stacks of $36.9 quadrillion add up to more
// than int64 holds; the pot, computed with wrapping, matched a record
// written the same way, and the hand verified clean. Amounts beyond
// MaxAmount reject the hand as bad_amount.
func TestAmountBeyondBoundRejected(t *testing.T) {
	const stack = "36893488147419103.24" // 2^64/5 cents, rounded up
	var wrapped int64
	for i := 0; i < 5; i++ {
		wrapped += 3689348814741910324
	}
	pot := fmt.Sprintf("%d.%02d", wrapped/100, wrapped%100)
	if wrapped < 0 {
		pot = "0.04" // whatever the record says, the hand must not be read
	}
	text := allInHand(stack, pot)
	doc, _ := Hands("overflow.txt", []byte(text))
	_, err := NewParser().Parse(doc, doc.Chunks[0])
	if err == nil || err.Reason != ReasonBadAmount || err.Line != 1 {
		t.Fatalf("got %v, want bad_amount at the header", err)
	}
	// at the bound the hand is read
	ok := allInHand("1000000000000.00", "5000000000000.00")
	doc, _ = Hands("bound.txt", []byte(ok))
	if _, err := NewParser().Parse(doc, doc.Chunks[0]); err != nil {
		t.Fatalf("a hand at the bound: %v", err)
	}
}

// amountsWithin is amountsOverflow's shortcut: it must never say "within"
// of a hand the amount-by-amount check (amountBound) finds beyond a
// bound, at the bounds of each amount and of the number of amounts.
func TestAmountsWithinAgreesWithBound(t *testing.T) {
	for _, c := range []struct {
		n      int // actions, each with Amount, To and Dead of amount
		amount hand.Money
		total  hand.Money
	}{
		{10, 5, 50},
		{10, smallAmounts - 1, 0},
		{10, smallAmounts, 0},
		{10, -1, 0},
		{10, MaxAmount, MaxAmount},
		{10, -MaxAmount, 0},
		{10, MaxAmount + 1, 0},
		{10, -MaxAmount - 1, 0},
		{10, math.MinInt64, 0},
		{10, math.MaxInt64, 0},
		{maxAmounts/3 - 4, MaxAmount, MaxAmount},
		{maxAmounts/3 - 3, MaxAmount, MaxAmount},
		{maxAmounts / 3, MaxAmount, MaxAmount},
		{maxAmounts, 1, 0},
		{maxAmounts, MaxAmount, MaxAmount},
	} {
		h := &hand.Hand{}
		for i := 0; i < c.n; i++ {
			h.Actions = append(h.Actions, hand.Action{Amount: c.amount, To: c.amount, Dead: c.amount})
		}
		h.Summary.TotalPot = c.total
		var b amountBound
		for i := range h.Actions {
			b.add("an amount", h.Actions[i].Amount)
			b.add("an amount", h.Actions[i].To)
			b.add("an amount", h.Actions[i].Dead)
		}
		b.add("an amount", c.total)
		beyond := b.message()
		if amountsWithin(h) && beyond != "" {
			t.Errorf("%d actions of %d: within, but the sum check finds %q", c.n, c.amount, beyond)
		}
		if got := amountsOverflow(h); (got != "") != (beyond != "") {
			t.Errorf("%d actions of %d: amountsOverflow %q, the sum check %q", c.n, c.amount, got, beyond)
		}
	}
	if h := (&hand.Hand{Actions: []hand.Action{{Amount: 5}}}); !amountsWithin(h) {
		t.Error("a small hand is not within")
	}
	if h := (&hand.Hand{Actions: []hand.Action{{Amount: smallAmounts - 1, To: 3}}}); !amountsWithin(h) {
		t.Error("a hand of amounts below smallAmounts is not within")
	}
}
