package parse

import (
	"errors"
	"strings"
	"unsafe"

	"github.com/alecthomas/participle/v2"
)

// Where in its line a grammar failed (Error.Column).
//
// The text sites' grammars read parts of a line (the text after a
// player's name, one segment of a summary line, the stakes inside a
// header), so the position a participle error gives is an offset inside
// the part, not inside the line. But the lexer of the text sites
// (grammar/textgram) copies nothing: the token a grammar stopped at is a
// substring of the part, which is a substring of the line, which is a
// substring of the decoded file. Where that token stands in memory is where
// it stands in the line, whatever part the grammar was given; this is how
// the part's start offset is added to the grammar's position without each
// grammar having to return it. A part a grammar built anew (a
// concatenation, a joined list) and a failure at the end of a part (the
// end-of-text token has no text) give no column (0).

// offsetIn returns where sub starts inside s when sub is a substring of s
// in memory (a slice of it, not an equal copy).
func offsetIn(s, sub string) (int, bool) {
	if len(sub) == 0 || len(sub) > len(s) {
		return 0, false
	}
	d := uintptr(unsafe.Pointer(unsafe.StringData(sub))) - uintptr(unsafe.Pointer(unsafe.StringData(s)))
	if d > uintptr(len(s)-len(sub)) { // before s (wrapped around) or past its end
		return 0, false
	}
	return int(d), true
}

// grammarToken returns the text of the token a participle grammar's error
// stopped at ("" when err is none, or at the end of the text).
func grammarToken(err error) string {
	if err == nil {
		return "" // before errors.As: its target would escape, an allocation per line
	}
	var u *participle.UnexpectedTokenError
	if !errors.As(err, &u) {
		return ""
	}
	return u.Unexpected.Value
}

// columnIn returns the 1-based byte column, inside text, of the token at
// which the grammar's error err stopped; 0 when the token is not a slice
// of text (see above).
func columnIn(text string, err error) int {
	if off, ok := offsetIn(text, grammarToken(err)); ok {
		return off + 1
	}
	return 0
}

// setColumn fills e.Column (when the mapping did not) from the grammar's
// error behind it: the column, inside line e.Line of doc, of the token the
// grammar stopped at; c is the chunk the hand was read from.
func setColumn(doc *Document, c Chunk, e *Error) {
	if e == nil || e.Column > 0 || e.Err == nil {
		return
	}
	text := doc.Text[c.Start:c.End]
	off, ok := offsetIn(text, grammarToken(e.Err))
	if !ok {
		return
	}
	start := strings.LastIndexByte(text[:off], '\n') + 1
	if c.Line+strings.Count(text[:start], "\n") != e.Line {
		return // a token of another line than the one rejected
	}
	e.Column = off - start + 1
}

// lineColumn returns the column inside line of the 1-based column col of
// part, a slice of line (0 when col is 0 or part is not a slice of line).
func lineColumn(line, part string, col int) int {
	if col <= 0 {
		return 0
	}
	off, ok := offsetIn(line, part)
	if !ok {
		return 0
	}
	return off + col
}

// grammarMessage is a grammar's error without participle's position
// inside the part of the line it was given ("1:5: unexpected token"):
// the Error gives the line and the column in the line instead.
func grammarMessage(err error) string {
	var pe participle.Error
	if errors.As(err, &pe) {
		return pe.Message()
	}
	return err.Error()
}
