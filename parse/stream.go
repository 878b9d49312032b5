package parse

import (
	"bytes"
	"io"
	"slices"
	"strings"
	"unicode/utf8"
	"unsafe"
)

// Stream reads a file from an io.Reader and cuts it into Documents of
// about Window bytes of text each, every one ending where a hand header
// begins (or at the end of the file), so that a file of any size is read
// through a bounded window: the hands, skipped blocks and line numbers of
// the pieces are those Hands gives for the whole file (TestStreamEqualsSplit).
//
// Decoding is decided on the file's first bytes (BOM, NUL pattern) and kept
// for the rest; UTF-8 with cp1252 lines is decided piece by piece, which
// reads every line exactly as the whole-file decision does (a line that is
// valid UTF-8 is kept, another is read as cp1252).
type Stream struct {
	File   string
	Window int // bytes of text per piece (default DefaultWindow)
	// MaxHand: a hand longer than this is cut where the window ends (it
	// then fails as truncated); default 4 × Window.
	MaxHand int
	// SizeHint, when known, is the size of the input: a file smaller than
	// the window is read in one read into one allocation.
	SizeHint int64

	det    *detector // the sites; the registry's when nil
	r      io.Reader
	raw    []byte // read, not yet decoded
	text   string // decoded and normalised, not yet cut; starts at a line start
	line   int    // lines before text
	unit   int    // 0 undecided; 1 UTF-8/cp1252; 2 UTF-16; 4 UTF-32
	big    bool   // big-endian UTF-16/32
	enc    string
	eol    string
	eof    bool
	err    error // the read error, returned after the last piece
	pieces int
	bytes  int64
	chunk  int // bytes asked of the reader at a time
}

// DefaultWindow is the text read at a time by a Stream.
const DefaultWindow = 4 << 20

// NewStream starts reading file from r.
func NewStream(file string, r io.Reader) *Stream {
	return &Stream{File: file, r: r}
}

// Bytes returns the number of bytes read from the reader so far.
func (s *Stream) Bytes() int64 { return s.bytes }

// Encoding and LineEnding describe what was read so far (as Document's).
func (s *Stream) Encoding() string   { return s.enc }
func (s *Stream) LineEnding() string { return s.eol }

// Next returns the next piece of the file. At the end it returns nil and
// io.EOF, or nil and the read error that ended the file early: the text
// read before the error has been returned in the pieces before.
func (s *Stream) Next() (*Document, error) {
	if s.Window <= 0 {
		s.Window = DefaultWindow
	}
	if s.MaxHand <= 0 {
		s.MaxHand = 4 * s.Window
	}
	for {
		if !s.eof && len(s.text) < s.Window {
			s.fill()
			continue
		}
		if s.text == "" && s.eof {
			if s.err != nil {
				err := s.err
				s.err = nil
				return nil, err
			}
			return nil, io.EOF
		}
		if s.det == nil {
			s.det = sites()
		}
		if s.pieces == 0 {
			// a whole-document site (Site.Document: iPoker's XML) cuts the
			// file itself: the whole file is read first
			for _, site := range s.det.docs {
				if site.Document(s.text) {
					for !s.eof {
						s.fill()
					}
					d := &Document{File: s.File, Encoding: s.enc, LineEnding: s.eol, Text: s.text}
					s.line += strings.Count(s.text, "\n")
					s.text = ""
					s.pieces++
					site.Split(d)
					return d, nil
				}
			}
		}
		cut := len(s.text)
		if !s.eof {
			cut = s.det.lastHeader(s.text)
			if cut <= 0 {
				if len(s.text) < s.MaxHand {
					s.fill()
					continue
				}
				cut = len(s.text)
			}
		}
		piece := s.text[:cut]
		s.text = s.text[cut:]
		d := &Document{File: s.File, Encoding: s.enc, LineEnding: s.eol, Text: piece}
		d.cut(s.det)
		for i := range d.Chunks {
			d.Chunks[i].Line += s.line
		}
		for i := range d.Skipped {
			d.Skipped[i].Line += s.line
		}
		s.line += strings.Count(piece, "\n")
		s.pieces++
		return d, nil
	}
}

// lastHeader returns the offset of the last line of text after the first
// that starts a hand (with the preamble line before it, Header.Preamble),
// or -1. Each line is tested alone (formatAt given the rest of the text
// made a window without headers quadratic).
func (det *detector) lastHeader(text string) int {
	end := len(text) // text[i+1:end] is a line without its line feed
	if end > 0 && text[end-1] == '\n' {
		end--
	}
	for {
		i := strings.LastIndexByte(text[:end], '\n')
		if i < 0 {
			return -1
		}
		if det.formatAt(text[i+1:end]) != "" {
			return det.withPreamble(text, i+1)
		}
		end = i
	}
}

// fill reads one more window of raw bytes and decodes what is complete.
func (s *Stream) fill() {
	if !s.eof {
		// reads start small and double up to the window: a small file
		// costs no window-sized allocation (100k small files)
		s.chunk = min(max(2*s.chunk, 64<<10), s.Window)
		if s.pieces == 0 && s.bytes == 0 && s.SizeHint > 0 {
			s.chunk = int(min(s.SizeHint+1, int64(s.Window))) // the whole file in one read
		}
		have := len(s.raw)
		s.raw = slices.Grow(s.raw, s.chunk)[:have+s.chunk]
		n, err := readFull(s.r, s.raw[have:])
		s.bytes += int64(n)
		s.raw = s.raw[:have+n]
		switch {
		case err == io.EOF:
			s.eof = true
		case err != nil:
			// io.ErrUnexpectedEOF here is a decompressor's: a truncated
			// archive, told after the text before the cut
			s.eof, s.err = true, err
		}
	}
	if s.unit == 0 {
		if len(s.raw) < 64 && !s.eof {
			return
		}
		s.decide()
	}
	cut := s.safeCut()
	if cut == 0 && !s.eof {
		if len(s.raw) < s.MaxHand {
			return
		}
		cut = len(s.raw) - len(s.raw)%s.unit
	}
	if s.eof {
		cut = len(s.raw)
	}
	raw := s.raw[:cut]
	var text, enc string
	switch s.unit {
	case 2:
		text, enc = decodeUTF16(raw, s.big), s.enc
	case 4:
		text, enc = decodeUTF32(raw, s.big), s.enc
	default:
		if len(raw) > 0 && utf8.Valid(raw) {
			// valid UTF-8 (the usual case): the bytes read become the
			// text without a copy; the stream never writes them again,
			// the rest goes to a new buffer (issue 14: one copy of each
			// file, not two)
			text, enc = unsafe.String(&raw[0], len(raw)), "utf-8"
			s.raw = append([]byte(nil), s.raw[cut:]...)
			break
		}
		text, enc = decode8(raw)
		s.raw = append(s.raw[:0], s.raw[cut:]...)
	}
	if s.unit != 1 {
		s.raw = append(s.raw[:0], s.raw[cut:]...)
	}
	text, eol := normalizeEOL(text)
	s.enc = mergeLabel(s.enc, enc)
	s.eol = mergeLabel(s.eol, eol)
	if s.text == "" {
		s.text = text
	} else {
		s.text += text
	}
}

// readFull reads until buf is full or r fails; only io.EOF ends a file
// normally (io.ReadFull would turn a decompressor's io.ErrUnexpectedEOF,
// a truncated archive, into a clean end).
func readFull(r io.Reader, buf []byte) (int, error) {
	n := 0
	for n < len(buf) {
		m, err := r.Read(buf[n:])
		n += m
		if err != nil {
			return n, err
		}
	}
	return n, nil
}

// decide fixes the file's encoding from its first bytes.
func (s *Stream) decide() {
	d := s.raw
	switch {
	case bytes.HasPrefix(d, []byte{0xFF, 0xFE, 0, 0}):
		s.unit, s.enc, s.raw = 4, "utf-32le", d[4:]
	case bytes.HasPrefix(d, []byte{0, 0, 0xFE, 0xFF}):
		s.unit, s.big, s.enc, s.raw = 4, true, "utf-32be", d[4:]
	case bytes.HasPrefix(d, []byte{0xEF, 0xBB, 0xBF}):
		s.unit, s.enc, s.raw = 1, "utf-8-bom", d[3:]
	case bytes.HasPrefix(d, []byte{0xFF, 0xFE}):
		s.unit, s.enc, s.raw = 2, "utf-16le", d[2:]
	case bytes.HasPrefix(d, []byte{0xFE, 0xFF}):
		s.unit, s.big, s.enc, s.raw = 2, true, "utf-16be", d[2:]
	default:
		if le, be := nul32Pattern(d); le || be {
			s.unit, s.big = 4, be
			s.enc = map[bool]string{false: "utf-32le", true: "utf-32be"}[be]
		} else if le, be := nulPattern(d); le || be {
			s.unit, s.big = 2, be
			s.enc = map[bool]string{false: "utf-16le", true: "utf-16be"}[be]
		} else {
			s.unit = 1
		}
	}
}

// safeCut returns how much of s.raw can be decoded now: up to the last
// line feed (or, in a file without line feeds, the last carriage return
// followed by a byte read), whole code units; 0 when there is none.
func (s *Stream) safeCut() int {
	u := s.unit
	unitAt := func(i int) rune {
		switch u {
		case 2:
			if s.big {
				return rune(s.raw[i])<<8 | rune(s.raw[i+1])
			}
			return rune(s.raw[i]) | rune(s.raw[i+1])<<8
		case 4:
			if s.big {
				return rune(s.raw[i])<<24 | rune(s.raw[i+1])<<16 | rune(s.raw[i+2])<<8 | rune(s.raw[i+3])
			}
			return rune(s.raw[i]) | rune(s.raw[i+1])<<8 | rune(s.raw[i+2])<<16 | rune(s.raw[i+3])<<24
		}
		return rune(s.raw[i])
	}
	n := len(s.raw) - len(s.raw)%u
	if u == 1 {
		if i := bytes.LastIndexByte(s.raw, '\n'); i >= 0 {
			return i + 1
		}
		if i := bytes.LastIndexByte(s.raw, '\r'); i >= 0 && i+1 < len(s.raw) {
			return i + 1
		}
		return 0
	}
	lastCR := -1
	for i := n - u; i >= 0; i -= u {
		switch unitAt(i) {
		case '\n':
			return i + u
		case '\r':
			if lastCR < 0 && i+u < n {
				lastCR = i + u
			}
		}
	}
	if lastCR > 0 {
		return lastCR
	}
	return 0
}

// mergeLabel combines the encoding or line-end names of two pieces.
func mergeLabel(a, b string) string {
	switch {
	case a == "" || a == b:
		return b
	case b == "":
		return a
	case strings.HasPrefix(a, "utf-8") && strings.HasPrefix(b, "utf-8"):
		if strings.HasPrefix(a, "utf-8-bom") || strings.HasSuffix(a, "cp1252-lines") || strings.HasSuffix(b, "cp1252-lines") {
			base := "utf-8"
			if strings.HasPrefix(a, "utf-8-bom") {
				base = "utf-8-bom"
			}
			if strings.HasSuffix(a, "cp1252-lines") || strings.HasSuffix(b, "cp1252-lines") {
				return base + "+cp1252-lines"
			}
			return base
		}
		return a
	case a == "LF" || a == "CRLF" || a == "CR" || a == "mixed":
		return "mixed"
	}
	return a + "+" + b
}

// nul32Pattern reports a UTF-32 text without BOM: in the first 64 bytes,
// three bytes of every four are NUL.
func nul32Pattern(data []byte) (le, be bool) {
	n := min(len(data), 64) &^ 3
	if n < 8 {
		return false, false
	}
	leOK, beOK := true, true
	for i := 0; i < n; i += 4 {
		if data[i+2] != 0 || data[i+3] != 0 || data[i] == 0 {
			leOK = false
		}
		if data[i] != 0 || data[i+1] != 0 || data[i+3] == 0 {
			beOK = false
		}
	}
	return leOK, beOK
}

// decodeUTF32 decodes UTF-32; invalid code points become U+FFFD.
func decodeUTF32(data []byte, bigEndian bool) string {
	var b strings.Builder
	b.Grow(len(data) / 4)
	for i := 0; i+3 < len(data); i += 4 {
		var r rune
		if bigEndian {
			r = rune(data[i])<<24 | rune(data[i+1])<<16 | rune(data[i+2])<<8 | rune(data[i+3])
		} else {
			r = rune(data[i]) | rune(data[i+1])<<8 | rune(data[i+2])<<16 | rune(data[i+3])<<24
		}
		if !utf8.ValidRune(r) {
			r = utf8.RuneError
		}
		if r == 0xFEFF && b.Len() == 0 {
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// withPreamble moves a cut at a header line back to the start of a
// preamble line before it (blank lines between), so that the preamble and
// its header stay in one piece.
func (det *detector) withPreamble(text string, at int) int {
	end := at - 1 // the line feed before the header line
	for end > 0 {
		i := strings.LastIndexByte(text[:end], '\n')
		line := text[i+1 : end]
		if strings.TrimSpace(line) == "" {
			end = i
			continue
		}
		if det.preambleAt(line) {
			return i + 1 // 0 when the preamble is the text's first line: no cut after it
		}
		return at
	}
	return at
}
