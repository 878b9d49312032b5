package report

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/internal/audit"
)

// Describe renders a flagged or rejected hand for a person, one line per
// finding: "file:line: hand 123: AWARD_MISMATCH [RRoP 3.7.5(a)] main, bob:
// expected 12.35, recorded 12.34: message".
func Describe(h audit.HandResult) string {
	if h.Rejected != nil {
		return h.Rejected.Error()
	}
	var b strings.Builder
	for i, d := range h.Discrepancies {
		if i > 0 {
			b.WriteByte('\n')
		}
		line := d.Line
		if line == 0 {
			line = h.Line
		}
		fmt.Fprintf(&b, "%s:%d: hand %s: %s", h.File, line, h.HandID, d.Code)
		if d.Clause != "" {
			fmt.Fprintf(&b, " [%s]", d.Clause)
		}
		var where []string
		if d.Pot != "" {
			where = append(where, d.Pot)
		}
		if d.Player != "" {
			where = append(where, d.Player)
		}
		if len(where) > 0 {
			fmt.Fprintf(&b, " %s", strings.Join(where, ", "))
		}
		if d.HasAmounts {
			fmt.Fprintf(&b, ": expected %s, recorded %s", d.Expected.Format(h.Decimals), d.Recorded.Format(h.Decimals))
		}
		if d.Message != "" {
			fmt.Fprintf(&b, ": %s", d.Message)
		}
	}
	return b.String()
}
