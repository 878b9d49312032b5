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
	var sum hand.Money
	bad := ""
	add := func(what string, m hand.Money) {
		if bad != "" {
			return
		}
		if m < -MaxAmount || m > MaxAmount {
			bad = fmt.Sprintf("%s %d is beyond the bound of %d units", what, m, MaxAmount)
			return
		}
		if m < 0 {
			m = -m
		}
		if sum > maxHandSum-m {
			bad = fmt.Sprintf("the hand's amounts add up beyond %d units", maxHandSum)
			return
		}
		sum += m
	}
	st := &h.Stakes
	for _, m := range []hand.Money{st.SmallBlind, st.BigBlind, st.ButtonBlind, st.Ante, st.BringIn, st.SmallBet, st.BigBet, st.Cap} {
		add("a stake", m)
	}
	for i := range h.Seats {
		add("a stack", h.Seats[i].Stack)
	}
	for i := range h.Actions {
		a := &h.Actions[i]
		add("an action's amount", a.Amount)
		add("an action's amount", a.To)
		add("an action's amount", a.Dead)
	}
	for i := range h.Returns {
		add("a returned amount", h.Returns[i].Amount)
	}
	for i := range h.Awards {
		add("a collected amount", h.Awards[i].Amount)
	}
	for i := range h.CashOuts {
		add("a cash-out", h.CashOuts[i].Amount)
		add("a cash-out fee", h.CashOuts[i].Fee)
	}
	s := &h.Summary
	add("the total pot", s.TotalPot)
	add("the total's tolerance", s.TotalTolerance)
	add("the main pot", s.MainPot)
	for _, m := range s.SidePots {
		add("a side pot", m)
	}
	add("the rake", s.Rake)
	for _, f := range s.Fees {
		add("a fee", f.Amount)
	}
	for i := range s.Seats {
		add("a summary amount", s.Seats[i].Won)
	}
	return bad
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
