package export

import (
	"github.com/hhcheck/hhcheck/hand"
)

// CodeRejected is the code of a row for a hand that could not be parsed.
const CodeRejected = "HAND_REJECTED"

func optString(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// Discrepancy builds the row of one discrepancy found in h.
func Discrepancy(h *hand.Hand, d *hand.Discrepancy, profile string) Row {
	r := Row{
		FilePath:       h.File,
		HandLine:       int64(h.Line),
		Site:           h.Site,
		HandID:         h.ID,
		TableName:      h.Table,
		Game:           h.Game.String(),
		BettingLimit:   h.Limit.String(),
		Currency:       h.Currency,
		AmountDecimals: int32(h.Decimals),
		Code:           string(d.Code),
		Clause:         optString(d.Clause),
		Pot:            optString(d.Pot),
		Player:         optString(d.Player),
		Message:        d.Message,
		FindingLine:    int64(d.Line),
		Profile:        profile,
	}
	if !h.Start.IsZero() {
		t := h.Start.UTC()
		r.StartedAt = &t
	}
	if d.HasAmounts {
		e, rec := int64(d.Expected), int64(d.Recorded)
		r.Expected, r.Recorded = &e, &rec
	}
	return r
}

// Rejected builds the row of a hand the parser could not read. site and
// handID may be empty when the header itself was unreadable.
func Rejected(file string, line int, site, handID, reason, detail, profile string) Row {
	return Row{
		FilePath:     file,
		HandLine:     int64(line),
		Site:         site,
		HandID:       handID,
		Code:         CodeRejected,
		Message:      detail,
		FindingLine:  int64(line),
		RejectReason: optString(reason),
		Profile:      profile,
	}
}
