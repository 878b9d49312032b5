package audit

import (
	"github.com/hhcheck/hhcheck/export"
	"github.com/hhcheck/hhcheck/verify"
)

// crossHand runs the cross-hand checks (verify.Session) in the collector,
// where the hands of each file arrive in file order: each hand's findings
// join its own, and its export rows.
type crossHand struct {
	sess    *verify.Session
	profile string
	rows    bool
}

func newCrossHand(profile string, rows bool) *crossHand {
	return &crossHand{sess: verify.NewSession(), profile: profile, rows: rows}
}

// check feeds one hand to the session.
func (c *crossHand) check(hr *HandResult) {
	if hr.hand == nil {
		return
	}
	ds := c.sess.Add(hr.hand, hr.replay) // the session copies what it keeps
	for k := range ds {
		hr.Discrepancies = append(hr.Discrepancies, ds[k])
		if c.rows {
			hr.rows = append(hr.rows, export.Discrepancy(hr.hand, &ds[k], c.profile))
		}
	}
	hr.hand, hr.replay = nil, nil
}
