package parse

import (
	"fmt"

	"github.com/hhcheck/hhcheck/hand"
)

// Error is a rejected hand, like encoding/csv.ParseError: the file, the
// line (and column, when known) that could not be read, the hand's id when
// the header could be read, the reason (a typed sentinel: errors.Is(err,
// parse.ReasonTruncated)) and the grammar's own error when one failed
// (errors.As reaches it through Unwrap).
type Error struct {
	File string
	Line int
	// Column is the 1-based byte column in Line (of the decoded text)
	// where the grammar failed, 0 when not known. A grammar's own error
	// (Err, a participle.Error) gives its position within the part of the
	// line it parsed; Column is that position within the line (errors.go).
	Column int
	HandID string
	Reason Reason
	Detail string
	// Kind is the line kind the grammar picked for Line ("unknown" when
	// none), for unknown_line.
	Kind string
	// Site is the site guessed from the header, for unsupported_format.
	Site Format
	// Err is the grammar's (or decoder's) error behind the rejection, if any.
	Err error
}

// Error formats "file:line: hand 123: reason: detail".
func (e *Error) Error() string {
	id := e.HandID
	if id == "" {
		id = "?"
	}
	pos := fmt.Sprintf("%s:%d", e.File, e.Line)
	if e.Column > 0 {
		pos += fmt.Sprintf(":%d", e.Column)
	}
	return fmt.Sprintf("%s: hand %s: %s: %s", pos, id, e.Reason, e.Detail)
}

// Unwrap returns the reason and the grammar's error, for errors.Is and
// errors.As.
func (e *Error) Unwrap() []error {
	out := make([]error, 0, 2)
	if e.Reason != "" {
		out = append(out, e.Reason)
	}
	if e.Err != nil {
		out = append(out, e.Err)
	}
	return out
}

// Reason is why a hand was rejected: one of the stable snake_case codes
// below (REASONS.md), and an error value of its own so that
// errors.Is(err, parse.ReasonTruncated) tells a rejection's reason.
type Reason string

func (r Reason) Error() string  { return string(r) }
func (r Reason) String() string { return string(r) }

// The rejection reasons, listed once (Reasons). They never change meaning.
const (
	ReasonUnsupportedFormat Reason = "unsupported_format" // a hand of a site/format no grammar knows
	ReasonBadHeader         Reason = "bad_header"         // the first line is not a header the grammar reads
	ReasonMissingLine       Reason = "missing_line"       // a line every hand of the site has is missing (the table line)
	ReasonUnknownGame       Reason = "unknown_game"       // the header names a game the model lacks
	ReasonUnknownLine       Reason = "unknown_line"       // a line no grammar knows (or its grammar failed)
	ReasonTruncated         Reason = "truncated"          // the hand ends before its summary
	ReasonMissingSummary    Reason = "missing_summary"    // a summary without the "Total pot" line
	ReasonBadAmount         Reason = "bad_amount"         // an amount that is not a number of the hand's unit, or beyond MaxAmount
	ReasonBadCard           Reason = "bad_card"           // a card that is not one of the 52
	ReasonUnknownPlayer     Reason = "unknown_player"     // an action, deal or award by a name with no seat
	ReasonDuplicateSeat     Reason = "duplicate_seat"     // two seat lines with one number or one name
	ReasonNoSeats           Reason = "no_seats"           // no seat line before the first action
	ReasonCancelled         Reason = "cancelled"          // "Hand cancelled": a partial hand, nothing to verify
)

// Reasons lists every rejection reason.
func Reasons() []Reason {
	return []Reason{ReasonUnsupportedFormat, ReasonBadHeader, ReasonMissingLine, ReasonUnknownGame, ReasonUnknownLine, ReasonTruncated,
		ReasonMissingSummary, ReasonBadAmount, ReasonBadCard, ReasonUnknownPlayer, ReasonDuplicateSeat, ReasonNoSeats, ReasonCancelled}
}

// Parser holds per-goroutine state (each site's mapper and its memo
// caches); not safe for concurrent use.
type Parser struct {
	det     *detector // the sites; the registry's when nil
	mappers []Mapper  // by site index, made on first use
	Stats   Stats
}

// Stats counts what the parser did, for benchmarks and reports.
type Stats struct {
	Lines      int // lines read
	MemoHits   int // player lines answered by the memo
	MemoMisses int // player lines the grammar parsed
	Direct     int // player lines a fast path read without the memo
}

// NewParser returns a parser with empty memo caches.
func NewParser() *Parser { return &Parser{} }

// Parse maps one chunk of doc to the site-neutral model, or rejects it: the
// chunk's site maps it, the hand must contain what the site's complete
// hands contain, and it gets the site's conventions.
func (p *Parser) Parse(doc *Document, c Chunk) (*hand.Hand, *Error) {
	if c.Start < 0 || c.End > len(doc.Text) || c.Start > c.End {
		return nil, &Error{File: doc.File, Line: c.Line, Reason: ReasonTruncated, Detail: "chunk outside the document"}
	}
	d := p.det
	if d == nil {
		d = sites()
		p.det = d
	}
	i, ok := d.byFormat[c.Format]
	if !ok {
		return nil, &Error{File: doc.File, Line: c.Line, Reason: ReasonUnsupportedFormat, Site: c.Format,
			Detail: fmt.Sprintf("no grammar for %s hands yet", c.Format)}
	}
	s := d.sites[i]
	if p.mappers == nil {
		p.mappers = make([]Mapper, len(d.sites))
	}
	m := p.mappers[i]
	if m == nil {
		m = s.New()
		p.mappers[i] = m
	}
	h, parts, e := m.Map(p, doc, c)
	if e != nil {
		setColumn(doc, c, e) // errors.go
		return nil, e
	}
	if len(h.Seats) > 0 {
		parts |= PartSeats
	}
	if missingLine(h) == "" {
		parts |= PartTable
	}
	if miss := s.Requires &^ parts; miss != 0 {
		fail := func(r Reason, line int, detail string) *Error {
			return &Error{File: doc.File, Line: line, HandID: h.ID, Reason: r, Detail: detail}
		}
		switch {
		case miss&PartSummary != 0:
			return nil, fail(ReasonTruncated, h.EndLine, "the hand ends before its summary")
		case miss&PartTotal != 0:
			return nil, fail(ReasonMissingSummary, h.EndLine, "no total line in the summary")
		case miss&PartTable != 0:
			return nil, fail(ReasonMissingLine, c.Line, missingLine(h)) // bound.go
		default:
			return nil, fail(ReasonNoSeats, c.Line, "no seat lines")
		}
	}
	if msg := amountsOverflow(h); msg != "" {
		return nil, &Error{File: doc.File, Line: c.Line, HandID: h.ID, Reason: ReasonBadAmount, Detail: msg} // bound.go
	}
	if h.Site == "" {
		h.Site = s.Name
	}
	if s.Conventions != nil {
		h.Conventions = s.Conventions(h)
	}
	return h, nil
}
