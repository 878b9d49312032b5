package audit

import "fmt"

// describe is a flagged or rejected hand in a failing test's message: the
// rejection, or every field of every finding (report.Describe, the line a
// person reads, imports this package and so cannot be called here).
func describe(h HandResult) string {
	if h.Rejected != nil {
		return h.Rejected.Error()
	}
	return fmt.Sprintf("%s:%d: hand %s: %+v", h.File, h.Line, h.HandID, h.Discrepancies)
}
