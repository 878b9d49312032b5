package audit

import (
	"time"

	"github.com/hhcheck/hhcheck/export"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/verify"
)

// crossHand runs the cross-hand checks (verify.Session) in the collector,
// where the hands of each file arrive in file order, on the summaries the
// workers made of them (verify.Summarize): each hand's findings join its
// own, and its export rows.
type crossHand struct {
	sess    *verify.Session
	profile string
	rows    bool
}

func newCrossHand(profile string, rows bool) *crossHand {
	return &crossHand{sess: verify.NewSession(), profile: profile, rows: rows}
}

// rowHead is what a finding's export row shows of its hand besides the
// HandResult's own fields (export.Discrepancy).
type rowHead struct {
	table, currency string
	game            hand.GameType
	limit           hand.Limit
	start           time.Time
}

// check feeds one hand's summary to the session. With chained (no hand
// of the batch was a duplicate), a hand the worker compared with the
// previous one of its table in the batch keeps that comparison, and only
// the last of them is remembered.
func (c *crossHand) check(hr *HandResult, chained bool) {
	if !hr.ended {
		return
	}
	var ds []hand.Discrepancy
	switch {
	case !chained || !hr.chained:
		ds = c.sess.AddEnd(&hr.end) // the session copies what it keeps
	case hr.followed:
		ds = hr.cross
	default:
		ds = hr.cross
		c.sess.Keep(&hr.end)
	}
	for k := range ds {
		hr.Discrepancies = append(hr.Discrepancies, ds[k])
		if c.rows {
			h := hand.Hand{File: hr.File, Line: hr.Line, Site: hr.site, ID: hr.HandID, Decimals: hr.Decimals,
				Table: hr.head.table, Currency: hr.head.currency, Game: hr.head.game, Limit: hr.head.limit, Start: hr.head.start}
			hr.rows = append(hr.rows, export.Discrepancy(&h, &ds[k], c.profile))
		}
	}
	hr.end, hr.ended, hr.cross = verify.HandEnd{}, false, nil
}
