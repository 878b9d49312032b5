package parse

import (
	"bytes"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
)

// Document is one file decoded to UTF-8 text with LF line ends, cut into
// hand chunks. Strings of the hands parsed from it (names, ids) share
// Text's memory.
type Document struct {
	File string
	// Encoding is what Decode found: "utf-8", "utf-8-bom", "utf-16le",
	// "utf-16be", "cp1252", or "utf-8-bom+cp1252-lines" / "utf-8+cp1252-lines"
	// when a UTF-8 file has lines that are not valid UTF-8 (those lines,
	// and only those, are read as cp1252).
	Encoding string
	// LineEnding is "LF", "CRLF", "CR", "mixed" or "" (no line end at all).
	LineEnding string
	Text       string // decoded text, every line end turned into "\n"
	Chunks     []Chunk
	// Skipped lists the text between hands that is not a hand (blank lines
	// are not listed): tournament summaries, notes, fragments. Nothing is
	// dropped silently.
	Skipped []Skip
}

// Chunk is one hand's text in Document.Text.
type Chunk struct {
	Line       int    // 1-based line of the hand's first line in the file
	Start, End int    // byte offsets of the hand in Document.Text
	Format     Format // the registered site's format, or the guessed site of a format no mapping reads ("bovada", ...)
	Glued      bool   // the header was glued to the end of the previous line
}

// Skip is a run of non-hand text.
type Skip struct {
	Line  int    // first line
	Lines int    // number of lines
	First string // the first non-blank line, shortened
	Bytes int    // from its first to its last non-blank line
	// Kind is what the text is known to be (NotHand), or "".
	Kind string
}

// notHands are the first lines of text that sites write besides hands.
var notHands = [...]struct{ prefix, kind string }{
	{"Winamax Poker - Tournament summary", "tournament_summary"},
	{"PokerStars Tournament #", "tournament_summary"},
}

// NotHand names what a block of text starting with line is known to be
// ("tournament_summary"), or "" when it is not known: text that is no
// hand and no known text makes a run not clean.
func NotHand(line string) string {
	line = strings.TrimSpace(strings.TrimPrefix(line, "\uFEFF"))
	for _, n := range notHands {
		if strings.HasPrefix(line, n.prefix) {
			return n.kind
		}
	}
	return ""
}

// Text returns the chunk's text.
func (d *Document) ChunkText(c Chunk) string { return d.Text[c.Start:c.End] }

// Hands decodes a file's bytes and cuts them into hand chunks (cheap; no
// grammar runs): a file that a whole-document site (Site.Document)
// recognises is cut by that site; any other is cut at the header lines of
// the registered line sites (and of the sites guessed, guessedHeaders). It never fails on content: undecodable bytes become
// U+FFFD; the error is reserved for the caller's I/O contract.
func Hands(file string, data []byte) (*Document, error) {
	return sites().split(file, data), nil
}

// split is Split with the sites of det: one piece of a Stream whose
// window holds the whole file.
func (det *detector) split(file string, data []byte) *Document {
	s := NewStream(file, bytes.NewReader(data))
	s.det = det
	s.Window = len(data) + 128
	s.SizeHint = int64(len(data))
	d, err := s.Next()
	if err != nil { // io.EOF: an empty file (a bytes.Reader has no read error)
		return &Document{File: file}
	}
	return d
}

// Decode turns a file's bytes into UTF-8 text and names the encoding it
// found. BOMs decide first (UTF-8, UTF-16LE, UTF-16BE); without one a NUL
// in every other byte of the first bytes means UTF-16LE (or BE). UTF-8 text
// with lines that are not valid UTF-8 has those lines read as cp1252, one
// line at a time, so that a single mangled player name does not turn the
// rest of the file into mojibake; a file that is not UTF-8 at all is read as
// cp1252 whole.
func Decode(data []byte) (string, string) {
	switch {
	case bytes.HasPrefix(data, []byte{0xFF, 0xFE, 0, 0}):
		return decodeUTF32(data[4:], false), "utf-32le"
	case bytes.HasPrefix(data, []byte{0, 0, 0xFE, 0xFF}):
		return decodeUTF32(data[4:], true), "utf-32be"
	case bytes.HasPrefix(data, []byte{0xEF, 0xBB, 0xBF}):
		s, mixed := utf8OrCP1252(data[3:])
		if mixed {
			return s, "utf-8-bom+cp1252-lines"
		}
		return s, "utf-8-bom"
	case bytes.HasPrefix(data, []byte{0xFF, 0xFE}):
		return decodeUTF16(data[2:], false), "utf-16le"
	case bytes.HasPrefix(data, []byte{0xFE, 0xFF}):
		return decodeUTF16(data[2:], true), "utf-16be"
	}
	if le, be := nul32Pattern(data); le || be {
		return decodeUTF32(data, be), map[bool]string{false: "utf-32le", true: "utf-32be"}[be]
	}
	if le, be := nulPattern(data); le {
		return decodeUTF16(data, false), "utf-16le"
	} else if be {
		return decodeUTF16(data, true), "utf-16be"
	}
	return decode8(data)
}

// decode8 reads bytes as UTF-8, UTF-8 with cp1252 lines, or cp1252.
func decode8(data []byte) (string, string) {
	if utf8.Valid(data) {
		return string(data), "utf-8"
	}
	// Mostly UTF-8 with a few bad lines, or cp1252 throughout?
	good, bad := 0, 0
	for _, line := range bytes.Split(data, []byte{'\n'}) {
		if !isASCII(line) {
			if utf8.Valid(line) {
				good++
			} else {
				bad++
			}
		}
	}
	if good > 0 {
		s, _ := utf8OrCP1252(data)
		return s, "utf-8+cp1252-lines"
	}
	s, _ := charmap.Windows1252.NewDecoder().Bytes(data)
	return string(s), "cp1252"
}

func isASCII(b []byte) bool {
	for _, c := range b {
		if c >= 0x80 {
			return false
		}
	}
	return true
}

// utf8OrCP1252 keeps valid UTF-8 lines and reads the others as cp1252.
func utf8OrCP1252(data []byte) (string, bool) {
	if utf8.Valid(data) {
		return string(data), false
	}
	var b strings.Builder
	b.Grow(len(data) + len(data)/8)
	dec := charmap.Windows1252.NewDecoder()
	for len(data) > 0 {
		i := bytes.IndexByte(data, '\n')
		line := data
		if i >= 0 {
			line = data[:i+1]
		}
		if utf8.Valid(line) {
			b.Write(line)
		} else {
			s, _ := dec.Bytes(line)
			b.Write(s)
		}
		data = data[len(line):]
	}
	return b.String(), true
}

// nulPattern reports a UTF-16 text without BOM: in the first 64 bytes,
// most odd (LE) or even (BE) bytes are NUL and the others are not.
func nulPattern(data []byte) (le, be bool) {
	n := min(len(data), 64) &^ 1
	if n < 4 {
		return false, false
	}
	var odd, even int
	for i := 0; i < n; i += 2 {
		if data[i] == 0 {
			even++
		}
		if data[i+1] == 0 {
			odd++
		}
	}
	half := n / 2
	return odd*4 >= half*3 && even == 0, even*4 >= half*3 && odd == 0
}

func decodeUTF16(data []byte, bigEndian bool) string {
	u := make([]uint16, len(data)/2)
	for i := range u {
		if bigEndian {
			u[i] = uint16(data[2*i])<<8 | uint16(data[2*i+1])
		} else {
			u[i] = uint16(data[2*i]) | uint16(data[2*i+1])<<8
		}
	}
	s := string(utf16.Decode(u))
	return strings.TrimPrefix(s, "\uFEFF")
}

// normalizeEOL turns CRLF and lone CR into LF and names what it found.
func normalizeEOL(s string) (string, string) {
	cr := strings.IndexByte(s, '\r')
	if cr < 0 {
		if strings.IndexByte(s, '\n') >= 0 {
			return s, "LF"
		}
		return s, ""
	}
	var crlf, lonecr, lf int
	var b strings.Builder
	b.Grow(len(s))
	// copy the runs between carriage returns whole
	for {
		i := strings.IndexByte(s, '\r')
		if i < 0 {
			lf += strings.Count(s, "\n")
			b.WriteString(s)
			break
		}
		lf += strings.Count(s[:i], "\n")
		b.WriteString(s[:i])
		b.WriteByte('\n')
		if i+1 < len(s) && s[i+1] == '\n' {
			crlf++
			s = s[i+2:]
		} else {
			lonecr++
			s = s[i+1:]
		}
	}
	le := "mixed"
	switch {
	case crlf > 0 && lonecr == 0 && lf == 0:
		le = "CRLF"
	case lonecr > 0 && crlf == 0 && lf == 0:
		le = "CR"
	}
	return b.String(), le
}

// cut splits d.Text into chunks at header lines (and headers glued to the
// end of a line) and records the text between hands as skipped.
func (d *Document) cut(det *detector) {
	s := d.Text
	lineNo := 0
	cur := -1 // index of the open chunk
	skipStart, skipLines, skipFirst := 0, 0, ""
	// a Header.Preamble line waiting for the header after it
	pre, preLine, preText := -1, 0, ""
	skipFrom, skipTo := 0, 0 // byte offsets of the skipped block
	flushSkip := func() {
		if skipFirst != "" {
			d.Skipped = append(d.Skipped, Skip{Line: skipStart, Lines: skipLines, First: skipFirst,
				Bytes: skipTo - skipFrom, Kind: NotHand(skipFirst)})
		}
		skipStart, skipLines, skipFirst = 0, 0, ""
	}
	for pos := 0; pos < len(s); {
		lineNo++
		end := strings.IndexByte(s[pos:], '\n')
		if end < 0 {
			end = len(s)
		} else {
			end += pos
		}
		line := s[pos:end]
		start := pos
		pos = end + 1
		// strip a BOM that a concatenation left at the start of a line
		for strings.HasPrefix(line, "\uFEFF") {
			line = line[3:]
			start += 3
		}
		if det.preambleAt(line) {
			if pre < 0 {
				pre, preLine, preText = start, lineNo, line
			}
			continue // its hand starts here if a header follows
		}
		if f := det.formatAt(line); f != "" {
			cs, cl := start, lineNo
			if pre >= 0 {
				cs, cl, pre = pre, preLine, -1
			}
			if cur >= 0 {
				d.Chunks[cur].End = trimEnd(s, d.Chunks[cur].Start, cs)
			}
			flushSkip()
			d.Chunks = append(d.Chunks, Chunk{Line: cl, Start: cs, Format: f})
			cur = len(d.Chunks) - 1
			continue
		}
		if pre >= 0 && strings.TrimSpace(line) != "" {
			// a preamble no header follows: ordinary text
			if cur < 0 && skipFirst == "" {
				skipStart, skipFirst, skipFrom = preLine, shorten(preText), pre
			}
			pre = -1
		}
		if cur < 0 {
			if i, f := det.gluedHeader(line); i >= 0 {
				flushSkip()
				d.Skipped = append(d.Skipped, Skip{Line: lineNo, Lines: 1, First: shorten(line[:i]), Bytes: i, Kind: NotHand(line[:i])})
				d.Chunks = append(d.Chunks, Chunk{Line: lineNo, Start: start + i, Format: f, Glued: true})
				cur = len(d.Chunks) - 1
				continue
			}
			if strings.TrimSpace(line) != "" {
				if skipFirst == "" {
					skipStart, skipFirst, skipFrom = lineNo, shorten(line), start
				}
				skipLines = lineNo - skipStart + 1
				skipTo = min(pos, len(s))
			}
			continue
		}
		if i, f := det.gluedHeader(line); i >= 0 {
			d.Chunks[cur].End = trimEnd(s, d.Chunks[cur].Start, start+i)
			d.Chunks = append(d.Chunks, Chunk{Line: lineNo, Start: start + i, Format: f, Glued: true})
			cur = len(d.Chunks) - 1
		}
	}
	if pre >= 0 && cur < 0 && skipFirst == "" {
		skipStart, skipFirst, skipLines = preLine, shorten(preText), 1
		skipFrom, skipTo = pre, min(pre+len(preText)+1, len(s))
	}
	if cur >= 0 {
		d.Chunks[cur].End = trimEnd(s, d.Chunks[cur].Start, len(s))
	}
	flushSkip()
}

// trimEnd drops trailing blank lines and spaces of a chunk.
func trimEnd(s string, start, end int) int {
	for end > start {
		c := s[end-1]
		if c != '\n' && c != ' ' && c != '\t' && c != '\r' {
			break
		}
		end--
	}
	return end
}

func shorten(s string) string {
	s = strings.TrimSpace(s)
	if len(s) > 80 {
		s = s[:80]
		for !utf8.ValidString(s) {
			s = s[:len(s)-1]
		}
	}
	return s
}
