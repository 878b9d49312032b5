package source

import (
	"bytes"
	"io"
	"slices"
	"strings"
	"unicode/utf8"
	"unsafe"
)

// Cutter tells a Stream where hands start: the site registry of package
// parse (hand-start detection is the sites' knowledge; reading is this
// package's).
type Cutter interface {
	// Whole reports that text, the first window of a file, is a document
	// read whole (a whole-document site: iPoker's XML).
	Whole(text string) bool
	// LastStart returns the offset in text of the last line after the
	// first that starts a hand (a preamble line before it included), or -1.
	LastStart(text string) int
}

// Piece is a stretch of a file's text, decoded, every line end turned
// into "\n", that ends where a hand starts or at the end of the file.
type Piece struct {
	Text string
	Line int // lines of the file before Text
	// Encoding and LineEnding are what was read so far (as
	// parse.Document's): "utf-8", "utf-8-bom", "utf-16le", "utf-16be",
	// "utf-32le", "utf-32be", "cp1252", "utf-8[-bom]+cp1252-lines";
	// "LF", "CRLF", "CR", "mixed" or "".
	Encoding, LineEnding string
	// Whole: the piece is the whole file, a document Cutter.Whole
	// recognised.
	Whole bool
	// Buf, when not nil, is the buffer of Stream.Buffers that Text lives
	// in (the whole file read in one read): give it back (Buffers.Put)
	// once nothing refers to Text any more.
	Buf []byte
	// LineEnds, when not nil, are the offsets of every '\n' of Text, in
	// Stream.LineTable's memory, now the piece's: the stream found them as
	// it turned the line ends of a CRLF or CR text into "\n" (the whole
	// text read and decoded at once, as a file of known size is), so that
	// the text need not be searched for them again.
	LineEnds []int
}

// Buffers is a bounded pool of the buffers files are read whole into
// (Stream.SizeHint): a file's text is then read into the memory of a file
// whose hands are all done with (Piece.Buf, Put), not into a new
// allocation (issue 14: the files' text was 150 MB of the 232 MB
// allocated per 100k hands, and the GC cycles it set off).
type Buffers struct {
	free chan []byte
	// Min: a file smaller than this is read into a buffer of its own
	// (100k small files need no pool); NewBuffers sets 64 KiB.
	Min int64
	// Poison fills a buffer given back with 0xFF: a test that reads a
	// string of a text given back then reads no hand history.
	Poison bool
}

// NewBuffers keeps at most n free buffers.
func NewBuffers(n int) *Buffers { return &Buffers{free: make(chan []byte, n), Min: 64 << 10} }

// minBuffer is the smallest buffer a Buffers makes, so that it serves
// the next files too; larger ones are powers of two.
const minBuffer = 1 << 20

// get returns a buffer of at least n bytes, a free one if one is that
// large (the smaller ones looked at are kept for smaller files), else a
// new one.
func (b *Buffers) get(n int) []byte {
	for range len(b.free) {
		select {
		case buf := <-b.free:
			if cap(buf) >= n {
				return buf[:0]
			}
			b.keep(buf)
		default:
		}
	}
	size := minBuffer // a power of two: a buffer serves files of a size class, not one file
	for size < n {
		size *= 2
	}
	return growNoZero(nil, size)
}

// keep adds buf to the free buffers if there is room.
func (b *Buffers) keep(buf []byte) {
	select {
	case b.free <- buf[:0]:
	default:
	}
}

// Put gives back the buffer of a Piece (Piece.Buf) once nothing refers
// to the piece's text any more; it is kept if there is room.
func (b *Buffers) Put(buf []byte) {
	if b.Poison {
		buf = buf[:cap(buf)]
		for i := range buf {
			buf[i] = 0xFF
		}
	}
	b.keep(buf)
}

// Stream reads a file from an io.Reader and cuts it into Pieces of about
// Window bytes of text each, every one ending where a hand starts (or at
// the end of the file), so that a file of any size is read through a
// bounded window.
//
// Decoding is decided on the file's first bytes (BOM, NUL pattern) and kept
// for the rest; UTF-8 with cp1252 lines is decided piece by piece, which
// reads every line exactly as the whole-file decision does (a line that is
// valid UTF-8 is kept, another is read as cp1252).
type Stream struct {
	Window int // bytes of text per piece (default DefaultWindow)
	// MaxHand: a hand longer than this is cut where the window ends (it
	// then fails as truncated); default 4 × Window.
	MaxHand int
	// SizeHint, when known, is the size of the input: a file smaller than
	// the window is read in one read into one allocation.
	SizeHint int64
	// Buffers, when set, lends the buffer a file read whole goes into
	// (Piece.Buf).
	Buffers *Buffers
	// LineTable, when not nil, is memory the stream may record the line
	// ends of a piece in (Piece.LineEnds): it is then the piece's, and
	// LineTable nil.
	LineTable []int

	pooled []byte // the buffer of Buffers the text is in, if any
	cut    Cutter
	r      io.Reader
	raw    []byte // read, not yet decoded
	text   string // decoded and normalised, not yet cut; starts at a line start
	ends   []int  // the offsets of every '\n' of text, in LineTable's memory, when known
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

// NewStream starts reading r; c says where hands start.
func NewStream(r io.Reader, c Cutter) *Stream {
	return &Stream{r: r, cut: c}
}

// Bytes returns the number of bytes read from the reader so far.
func (s *Stream) Bytes() int64 { return s.bytes }

// Encoding and LineEnding describe what was read so far (as Piece's).
func (s *Stream) Encoding() string   { return s.enc }
func (s *Stream) LineEnding() string { return s.eol }

// Next returns the next piece of the file. At the end it returns io.EOF,
// or the read error that ended the file early: the text read before the
// error has been returned in the pieces before.
func (s *Stream) Next() (Piece, error) {
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
				return Piece{}, err
			}
			return Piece{}, io.EOF
		}
		if s.pieces == 0 && s.cut.Whole(s.text) {
			// a whole-document site (iPoker's XML) cuts the file itself:
			// the whole file is read first
			for !s.eof {
				s.fill()
			}
			p := Piece{Text: s.text, Line: s.line, Encoding: s.enc, LineEnding: s.eol, Whole: true, Buf: s.lend()}
			s.line += strings.Count(s.text, "\n")
			s.text, s.ends = "", nil
			s.pieces++
			return p, nil
		}
		cut := len(s.text)
		if !s.eof {
			cut = s.cut.LastStart(s.text)
			if cut <= 0 {
				if len(s.text) < s.MaxHand {
					s.fill()
					continue
				}
				cut = len(s.text)
			}
		}
		p := Piece{Text: s.text[:cut], Line: s.line, Encoding: s.enc, LineEnding: s.eol}
		if cut == len(s.text) {
			p.Buf = s.lend()
		}
		if s.ends != nil {
			// the '\n's before the cut are the piece's; the rest of the
			// text is searched for its own (its offsets would all move)
			p.LineEnds = s.ends
			if cut < len(s.text) {
				n, _ := slices.BinarySearch(s.ends, cut)
				p.LineEnds = s.ends[:n:n]
			}
			s.ends, s.LineTable = nil, nil
		}
		s.text = s.text[cut:]
		if s.text != "" || !s.eof {
			// the lines before the next piece (a file's last piece,
			// often its only one, needs no count)
			s.line += strings.Count(p.Text, "\n")
		}
		s.pieces++
		return p, nil
	}
}

// lend returns the buffer of Buffers the file was read into when the
// piece about to be returned is the whole file and its text lies in that
// buffer (UTF-8 read in place, or cp1252 decoded in place): the piece is
// then all that refers to the buffer. Otherwise the buffer is left to the
// garbage collector.
func (s *Stream) lend() []byte {
	b := s.pooled
	s.pooled = nil
	if b == nil || !s.eof || s.pieces != 0 || s.unit != 1 || len(s.text) == 0 || !inside(b, s.text) {
		return nil
	}
	return b
}

// inside reports whether t's bytes lie in b's array.
func inside(b []byte, t string) bool {
	p := uintptr(unsafe.Pointer(unsafe.StringData(t)))
	q := uintptr(unsafe.Pointer(&b[:1][0]))
	return p >= q && p < q+uintptr(cap(b))
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
		// with room for 1/64 more: a file that is not UTF-8 is decoded
		// in its own buffer when its text grows by no more
		// (decode8InPlace: a few hundred bytes above 0x7F in the cp1252
		// files read)
		have := len(s.raw)
		if s.Buffers != nil && s.pieces == 0 && s.bytes == 0 && s.SizeHint >= s.Buffers.Min && s.chunk == int(s.SizeHint+1) {
			s.raw = s.Buffers.get(s.chunk + s.chunk/64)
			s.pooled = s.raw
		}
		s.raw = growNoZero(s.raw, s.chunk+s.chunk/64)[:have+s.chunk]
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
			// text without a copy, line ends turned into "\n" in place;
			// the stream never writes them again, the rest goes to a new
			// buffer (issue 14: one copy of each file, not three)
			n, eol, ends := normalizeEOLInPlace(raw, s.room())
			text, enc = unsafe.String(&raw[0], n), "utf-8"
			s.raw = append([]byte(nil), s.raw[cut:]...)
			s.addText(text, enc, eol, ends)
			return
		}
		// decoded in the bytes read when the text fits in their buffer
		// (what follows the cut moved to a new one first), else into a
		// new buffer; line ends are then turned into "\n" in place (not
		// copied once more)
		rest := append([]byte(nil), s.raw[cut:]...)
		var buf []byte
		ok := false
		if len(raw) > 0 { // not valid UTF-8
			buf, enc, ok = decode8InPlace(raw[:cut:cap(raw)], cut)
		}
		if ok {
			s.raw = rest
		} else {
			buf, enc = decode8(raw)
			s.raw = append(s.raw[:0], rest...)
		}
		n, eol, ends := normalizeEOLInPlace(buf, s.room())
		s.addText(bytesText(buf[:n]), enc, eol, ends)
		return
	}
	s.raw = append(s.raw[:0], s.raw[cut:]...)
	text, eol := NormalizeEOL(text)
	s.addText(text, enc, eol, nil)
}

// room returns LineTable emptied, the memory for the line ends of text
// about to be added (normalizeEOLInPlace), when there is one and the text
// is the first of a piece (later text would move its line ends); else
// nil.
func (s *Stream) room() []int {
	if s.text != "" || s.LineTable == nil {
		return nil
	}
	return s.LineTable[:0]
}

// bytesText is b as a string without a copy: b is the stream's and is
// never written again.
func bytesText(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	return unsafe.String(&b[0], len(b))
}

// addText appends decoded, normalised text to what is not yet cut, with
// the offsets of every '\n' of it (ends, from room) when they are known.
func (s *Stream) addText(text, enc, eol string, ends []int) {
	s.enc = mergeLabel(s.enc, enc)
	s.eol = mergeLabel(s.eol, eol)
	if s.text == "" {
		s.text, s.ends = text, ends
	} else {
		s.text += text
		s.ends = nil // the line ends of the text added are not in it
	}
}

// growNoZero is slices.Grow(b, n) without clearing the new bytes (issue
// 14: clearing every file's buffer before reading into it was 5 % of
// reading): the stream reads into them before it looks at them.
// strings.Builder's Grow is the standard library's allocation that is not
// cleared; its buffer is then the slice's.
func growNoZero(b []byte, n int) []byte {
	if cap(b)-len(b) >= n {
		return b
	}
	var sb strings.Builder
	sb.Grow(max(len(b)+n, 2*cap(b))) // as append grows
	sb.Write(b)
	sb.WriteByte(0) // a byte, so that the buffer's address can be taken
	return unsafe.Slice(unsafe.StringData(sb.String()), sb.Cap())[:len(b)]
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
