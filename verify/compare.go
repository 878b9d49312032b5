package verify

import (
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
	"github.com/hhcheck/hhcheck/verify/eval"
)

// ProfileDivergences splits the hand's pots again under another rule
// profile and returns, for each seat that would be paid differently, a
// hand.ProfileDivergence naming the points of RULES §9 that can cause it.
// Expected is what the checked profile gives, Recorded what the other one
// would. It is information for the reader, not a fault of the site: the
// caller keeps it apart from the discrepancies.
func (r *Report) ProfileDivergences(h *hand.Hand, checked, other rules.Profile) []hand.Discrepancy {
	if r.showdown == nil || len(r.Paid) == 0 {
		return nil
	}
	sd := *r.showdown
	sd.Profile = &other
	alt := Settle(&sd)
	clause := divergenceClause(h, checked, other)
	var out []hand.Discrepancy
	for seat := range r.Paid {
		if seat >= len(alt.Paid) || alt.Paid[seat] == r.Paid[seat] {
			continue
		}
		out = append(out, hand.Discrepancy{Code: hand.ProfileDivergence, Clause: clause, Seat: seat,
			Player: h.Seats[seat].Player, Expected: r.Paid[seat], Recorded: alt.Paid[seat], HasAmounts: true,
			Line:    h.Summary.Line,
			Message: "profile " + other.Name + " would pay this seat differently than " + checked.Name + " (expected: " + checked.Name + ", recorded: " + other.Name + ")"})
	}
	return out
}

// divergenceClause names the §9 points on which the two profiles differ
// and that the game's rules or splitting depend on.
func divergenceClause(h *hand.Hand, a, b rules.Profile) rules.Clause {
	var pts []rules.Clause
	add := func(p rules.Clause) {
		for _, q := range pts {
			if q == p {
				return
			}
		}
		pts = append(pts, p)
	}
	spec := h.Game.Spec()
	for _, rule := range spec.Halves {
		for _, d := range eval.Divergences(rule) {
			if differs(a, b, d) {
				add(d)
			}
		}
	}
	if spec.Family == hand.StudGame && differs(a, b, rules.D2) {
		add(rules.D2)
	}
	if a.OddChips != b.OddChips {
		add(rules.D7)
	}
	if len(spec.Halves) > 1 && differs(a, b, rules.D8) {
		add(rules.D8)
	}
	if len(pts) == 0 {
		return rules.ProfilePoints
	}
	return rules.Join(pts, ", ")
}

func differs(a, b rules.Profile, point rules.Clause) bool {
	switch point {
	case rules.D1:
		return a.Low27StraightsFlushesCount != b.Low27StraightsFlushesCount
	case rules.D2:
		return a.RazzBringInHighest != b.RazzBringInHighest
	case rules.D4:
		return a.LowFullHouseLowerWins != b.LowFullHouseLowerWins
	case rules.D5:
		return a.BadeuceyBadugiAceHigh != b.BadeuceyBadugiAceHigh
	case rules.D8:
		return a.BadeuceyRemainder != b.BadeuceyRemainder
	}
	return false
}
