package export

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/hhcheck/hhcheck/hand"
)

// Codes of the rows that are not discrepancies found by verify.
const (
	// CodeRejected: a hand that could not be parsed.
	CodeRejected = "HAND_REJECTED"
	// CodeNotAHand: text that is not a hand (between hands, or after a
	// hand's summary); counted apart from the rejected hands.
	CodeNotAHand = "NOT_A_HAND"
	// CodeDuplicate: a hand (same site and hand id) read a second time;
	// it is counted once.
	CodeDuplicate = string(hand.DuplicateHand)
)

// ValidUTF8 returns s with every byte that is not valid UTF-8 written as
// \xNN (and a backslash as \\ when there is such a byte), so that a file
// name that is no UTF-8 still makes a Parquet string column readers
// accept; the raw bytes go to file_path_raw.
func ValidUTF8(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && n == 1:
			fmt.Fprintf(&b, "\\x%02x", s[i])
		case r == '\\':
			b.WriteString("\\\\")
		default:
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}

// path fills the row's path columns. Every string of a row is its own
// copy (strings.Clone), not a window into the text of the file it came
// from, so that a finding keeps no input in memory: the dataset's
// findings table queues its rare rows for many hands, and a row holding
// the hand's currency as a window into its file's text kept every such
// file in memory (issue 15: 190 MB of input at 450k hands;
// TestRowsHoldNoInputText).
func (r *Row) path(file string) {
	r.FilePath = ValidUTF8(file)
	if r.FilePath == file {
		r.FilePath = strings.Clone(file)
	} else {
		r.FilePathRaw = []byte(file)
	}
}

func clone(s *string) *string {
	if s == nil {
		return nil
	}
	c := strings.Clone(*s)
	return &c
}

func optString(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// Discrepancy builds the row of one discrepancy found in h.
func Discrepancy(h *hand.Hand, d *hand.Discrepancy, profile string) Row {
	r := Row{
		HandLine:       int64(h.Line),
		Site:           strings.Clone(h.Site),
		HandID:         strings.Clone(h.ID),
		TableName:      strings.Clone(h.Table),
		Game:           h.Game.String(),
		BettingLimit:   h.Limit.String(),
		Currency:       strings.Clone(h.Currency),
		AmountDecimals: int32(h.Decimals),
		Code:           string(d.Code),
		Clause:         clone(optString(string(d.Clause))),
		Pot:            clone(optString(d.Pot)),
		Player:         clone(optString(d.Player)),
		Message:        strings.Clone(d.Message),
		FindingLine:    int64(d.Line),
		Profile:        profile,
	}
	r.path(h.File)
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

// Rejected builds the row of a hand the parser could not read: header is
// the hand's first line, line the line the parser stopped at. site and
// handID may be empty when the header itself was unreadable.
func Rejected(file string, header, line int, site, handID, reason, detail, profile string) Row {
	return other(file, header, line, site, handID, CodeRejected, reason, detail, profile)
}

// NotAHand builds the row of a block of text that is not a hand; kind is
// what it is known to be ("tournament_summary") or "not_a_hand".
func NotAHand(file string, line int, handID, kind, detail, profile string) Row {
	return other(file, line, line, "", handID, CodeNotAHand, kind, detail, profile)
}

// Duplicate builds the row of a hand read a second time.
func Duplicate(file string, line int, site, handID, detail, profile string) Row {
	return other(file, line, line, site, handID, CodeDuplicate, "", detail, profile)
}

func other(file string, header, line int, site, handID, code, reason, detail, profile string) Row {
	r := Row{
		HandLine:     int64(header),
		Site:         strings.Clone(site),
		HandID:       strings.Clone(handID),
		Code:         code,
		Message:      strings.Clone(detail),
		FindingLine:  int64(line),
		RejectReason: clone(optString(reason)),
		Profile:      profile,
	}
	r.path(file)
	return r
}
