package parse

import (
	"fmt"

	"github.com/hhcheck/hhcheck/hand"
)

// Error is a rejected hand: the file, the line that could not be read, the
// hand's id when the header could be read, and a stable reason code (see
// REASONS.md).
type Error struct {
	File   string
	Line   int
	HandID string
	Reason string // stable snake_case code
	Detail string
	// Kind is the line kind the grammar picked for Line ("unknown" when
	// none), for unknown_line.
	Kind string
	// Site is the site guessed from the header, for unsupported_format.
	Site string
}

// Error formats "file:line: hand 123: reason: detail".
func (e *Error) Error() string {
	id := e.HandID
	if id == "" {
		id = "?"
	}
	return fmt.Sprintf("%s:%d: hand %s: %s: %s", e.File, e.Line, id, e.Reason, e.Detail)
}

// The rejection reasons. They never change meaning.
const (
	ReasonUnsupportedFormat = "unsupported_format" // a hand of a site/format no grammar knows
	ReasonBadHeader         = "bad_header"         // the first line is not a header the grammar reads
	ReasonMissingLine       = "missing_line"       // a line every hand of the site has is missing (the table line)
	ReasonUnknownGame       = "unknown_game"       // the header names a game the model lacks
	ReasonUnknownLine       = "unknown_line"       // a line no grammar knows (or its grammar failed)
	ReasonTruncated         = "truncated"          // the hand ends before its summary
	ReasonMissingSummary    = "missing_summary"    // a summary without the "Total pot" line
	ReasonBadAmount         = "bad_amount"         // an amount that is not a number of the hand's unit
	ReasonBadCard           = "bad_card"           // a card that is not one of the 52
	ReasonUnknownPlayer     = "unknown_player"     // an action, deal or award by a name with no seat
	ReasonDuplicateSeat     = "duplicate_seat"     // two seat lines with one number or one name
	ReasonNoSeats           = "no_seats"           // no seat line before the first action
	ReasonCancelled         = "cancelled"          // "Hand cancelled": a partial hand, nothing to verify
)

// Parser holds per-goroutine state (memo caches); not safe for concurrent use.
type Parser struct {
	ps    psState
	wm    wmState
	gg    ggState
	Stats Stats
}

// Stats counts what the parser did, for benchmarks and reports.
type Stats struct {
	Lines      int // lines read
	MemoHits   int // player lines answered by the memo
	MemoMisses int // player lines the grammar parsed
}

// NewParser returns a parser with empty memo caches.
func NewParser() *Parser {
	p := &Parser{}
	p.ps.init()
	p.wm.init()
	p.gg.init()
	return p
}

// Parse maps one chunk of doc to the site-neutral model, or rejects it.
func (p *Parser) Parse(doc *Document, c Chunk) (*hand.Hand, *Error) {
	if c.Start < 0 || c.End > len(doc.Text) || c.Start > c.End {
		return nil, &Error{File: doc.File, Line: c.Line, Reason: ReasonTruncated, Detail: "chunk outside the document"}
	}
	switch c.Format {
	case "pokerstars":
		return p.ps.parse(p, doc, c)
	case "winamax":
		return p.wm.parse(p, doc, c)
	case "ggpoker":
		return p.gg.parse(p, doc, c)
	}
	return nil, &Error{File: doc.File, Line: c.Line, Reason: ReasonUnsupportedFormat, Site: c.Format,
		Detail: fmt.Sprintf("no grammar for %s hands yet", c.Format)}
}
