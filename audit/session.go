package audit

import (
	"strings"

	"github.com/hhcheck/hhcheck/export"
	"github.com/hhcheck/hhcheck/hand"
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
	ds := c.sess.Add(detach(hr.hand), hr.replay)
	for k := range ds {
		hr.Discrepancies = append(hr.Discrepancies, ds[k])
		if c.rows {
			hr.rows = append(hr.rows, export.Discrepancy(hr.hand, &ds[k], c.profile))
		}
	}
	hr.hand, hr.replay = nil, nil
}

// detach returns a copy of h whose strings that the session remembers
// (site, table, tournament, id, player names) are its own, not windows
// into the text of the file: the session keeps the last hand of every
// table, and must not keep the file's text with it.
func detach(h *hand.Hand) *hand.Hand {
	d := *h
	d.Site, d.Table, d.Tournament, d.ID = strings.Clone(h.Site), strings.Clone(h.Table), strings.Clone(h.Tournament), strings.Clone(h.ID)
	d.Seats = make([]hand.Seat, len(h.Seats))
	for i, s := range h.Seats {
		s.Player = strings.Clone(s.Player)
		d.Seats[i] = s
	}
	d.Notes = make([]hand.Note, len(h.Notes))
	for i, n := range h.Notes {
		n.Player = strings.Clone(n.Player)
		d.Notes[i] = n
	}
	return &d
}
