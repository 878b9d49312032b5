package parse

import (
	"fmt"

	"github.com/hhcheck/hhcheck/hand"
)

// MaxAmount bounds every amount a history may hold, in the hand's
// smallest unit: 10^15 (ten trillion dollars in cents, a thousand times
// the largest chip count of a real tournament). An amount beyond it
// rejects the hand as bad_amount. With it, and with maxHandSum for the
// whole hand, no pot, contribution or payout the replay and the verifier
// add up can overflow int64 (issue 11 item 4: five all-in stacks of $36.9
// quadrillion wrapped to a pot that matched the record).
const MaxAmount hand.Money = 1_000_000_000_000_000

// maxHandSum bounds the sum of every amount of a hand (stakes, stacks,
// actions, returns, awards, cash-outs, the summary): every sum the replay
// and the verifier compute is a part of it, and twice it still fits int64.
const maxHandSum hand.Money = 1 << 61

// amountsOverflow returns a description of the first amount of h beyond
// MaxAmount, or of the hand's amounts summing beyond maxHandSum, or "".
func amountsOverflow(h *hand.Hand) string {
	if amountsWithin(h) {
		return "" // every hand of the files: no amount to describe
	}
	var b amountBound
	st := &h.Stakes
	for _, m := range []hand.Money{st.SmallBlind, st.BigBlind, st.ButtonBlind, st.Ante, st.BringIn, st.SmallBet, st.BigBet, st.Cap} {
		b.add("a stake", m)
	}
	for i := range h.Seats {
		b.add("a stack", h.Seats[i].Stack)
	}
	for i := range h.Actions {
		a := &h.Actions[i]
		b.add("an action's amount", a.Amount)
		b.add("an action's amount", a.To)
		b.add("an action's amount", a.Dead)
	}
	for i := range h.Returns {
		b.add("a returned amount", h.Returns[i].Amount)
	}
	for i := range h.Awards {
		b.add("a collected amount", h.Awards[i].Amount)
	}
	for i := range h.CashOuts {
		b.add("a cash-out", h.CashOuts[i].Amount)
		b.add("a cash-out fee", h.CashOuts[i].Fee)
	}
	s := &h.Summary
	b.add("the total pot", s.TotalPot)
	b.add("the total's tolerance", s.TotalTolerance)
	b.add("the main pot", s.MainPot)
	for _, m := range s.SidePots {
		b.add("a side pot", m)
	}
	b.add("the rake", s.Rake)
	for _, f := range s.Fees {
		b.add("a fee", f.Amount)
	}
	for i := range s.Seats {
		b.add("a summary amount", s.Seats[i].Won)
	}
	return b.message()
}

// maxAmounts is how many amounts of at most MaxAmount each add up to no
// more than maxHandSum.
const maxAmounts = int(maxHandSum / MaxAmount)

// amountsWithin reports whether amountsOverflow has nothing to describe,
// in one pass without a branch per amount: every amount of h is within
// MaxAmount and there are no more than maxAmounts of them, so that their
// sizes cannot add up beyond maxHandSum. False is no verdict:
// amountsOverflow then adds them up one by one.
//
// The amounts are or-ed together, one instruction each: below
// smallAmounts (a power of two under MaxAmount) the or has only bits an
// amount from 0 to smallAmounts-1 has, so every amount is such a one (a
// negative one sets the top bit). Every amount of a real hand is.
func amountsWithin(h *hand.Hand) bool {
	st, s := &h.Stakes, &h.Summary
	n := 12 + len(h.Seats) + 3*len(h.Actions) + len(h.Returns) + len(h.Awards) + 2*len(h.CashOuts) +
		len(s.SidePots) + len(s.Fees) + len(s.Seats)
	if n > maxAmounts {
		return false
	}
	var bits uint64
	in := func(m hand.Money) { bits |= uint64(m) }
	for _, m := range [...]hand.Money{st.SmallBlind, st.BigBlind, st.ButtonBlind, st.Ante, st.BringIn, st.SmallBet, st.BigBet, st.Cap,
		s.TotalPot, s.TotalTolerance, s.MainPot, s.Rake} {
		in(m)
	}
	for i := range h.Seats {
		in(h.Seats[i].Stack)
	}
	for i := range h.Actions {
		a := &h.Actions[i]
		in(a.Amount)
		in(a.To)
		in(a.Dead)
	}
	for i := range h.Returns {
		in(h.Returns[i].Amount)
	}
	for i := range h.Awards {
		in(h.Awards[i].Amount)
	}
	for i := range h.CashOuts {
		in(h.CashOuts[i].Amount)
		in(h.CashOuts[i].Fee)
	}
	for _, m := range s.SidePots {
		in(m)
	}
	for i := range s.Fees {
		in(s.Fees[i].Amount)
	}
	for i := range s.Seats {
		in(s.Seats[i].Won)
	}
	return bits < smallAmounts
}

// smallAmounts bounds the amounts amountsWithin tells within MaxAmount
// without adding them up: 2^49, about 5.6e14 (MaxAmount is 1e15).
const smallAmounts = 1 << 49

// amountBound is the running check of amountsOverflow: the sum of the
// amounts' sizes so far and the first amount that broke a bound (what
// names it; "" none).
type amountBound struct {
	sum  hand.Money
	what string
	m    hand.Money
}

// add counts one amount: a few comparisons that inline, the description
// left to the end (message).
func (b *amountBound) add(what string, m hand.Money) {
	// -MaxAmount <= m <= MaxAmount in one unsigned comparison (an m
	// near the ends of int64 wraps beyond it). After a failure the sum
	// may go on (bounded): only the first failure is described.
	if uint64(m+MaxAmount) <= uint64(2*MaxAmount) {
		if a := max(m, -m); b.sum <= maxHandSum-a {
			b.sum += a
			return
		}
	}
	if b.what == "" {
		b.what, b.m = what, m
	}
}

// message describes the first amount that broke a bound, or "".
func (b *amountBound) message() string {
	switch {
	case b.what == "":
		return ""
	case b.m < -MaxAmount || b.m > MaxAmount:
		return fmt.Sprintf("%s %d is beyond the bound of %d units", b.what, b.m, MaxAmount)
	}
	return fmt.Sprintf("the hand's amounts add up beyond %d units", maxHandSum)
}

// missingLine names a line every hand of the three sites read has and h
// lacks, or "": the table line (the table's name), and in the games with a
// button the button. Without them a hand cannot be placed at its table
// (cross-hand checks) nor its order of action checked, and a hand whose
// table line was deleted verified clean (issue 11, mutation test).
func missingLine(h *hand.Hand) string {
	switch {
	case h.Table == "":
		return "no table line (the table's name)"
	case h.Button == 0 && h.Game.Spec().Family != hand.StudGame:
		return "no button in a game with a button (the table line)"
	}
	return ""
}
