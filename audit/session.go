package audit

import (
	"github.com/hhcheck/hhcheck/export"
	"github.com/hhcheck/hhcheck/replay"
)

// crossHand runs the cross-hand checks (replay.Session) in the collector,
// where the hands of each file arrive in file order: each hand's findings
// join its own, and its export rows.
type crossHand struct {
	sess    *replay.Session
	profile string
	rows    bool
}

func newCrossHand(profile string, rows bool) *crossHand {
	return &crossHand{sess: replay.NewSession(), profile: profile, rows: rows}
}

// check feeds the batch's hands to the session in order.
func (c *crossHand) check(r *batchResult) {
	for i := range r.hands {
		hr := &r.hands[i]
		if hr.hand == nil {
			continue
		}
		ds := c.sess.Add(hr.hand, hr.replay)
		for k := range ds {
			hr.Discrepancies = append(hr.Discrepancies, ds[k])
			if c.rows {
				r.rows = append(r.rows, export.Discrepancy(hr.hand, &ds[k], c.profile))
			}
		}
		hr.hand, hr.replay = nil, nil
	}
}
