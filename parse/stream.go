package parse

import (
	"io"
	"strings"

	"github.com/hhcheck/hhcheck/internal/source"
)

// Stream reads a file from an io.Reader and cuts it into Documents of
// about Window bytes of text each, every one ending where a hand header
// begins (or at the end of the file), so that a file of any size is read
// through a bounded window: the hands, skipped blocks and line numbers of
// the pieces are those Hands gives for the whole file (TestStreamEqualsSplit).
// Reading, decoding and windowing are package source's (source.Stream);
// where a hand starts, and the cut of each piece into hands, are the site
// registry's.
type Stream struct {
	File   string
	Window int // bytes of text per piece (default source.DefaultWindow)
	// MaxHand: a hand longer than this is cut where the window ends (it
	// then fails as truncated); default 4 × Window.
	MaxHand int
	// SizeHint, when known, is the size of the input: a file smaller than
	// the window is read in one read into one allocation.
	SizeHint int64
	// Buffers, when set, lends the buffers files read whole go into
	// (Document.Done gives them back).
	Buffers *source.Buffers

	det   *detector // the sites; the registry's when nil
	r     io.Reader
	src   *source.Stream
	whole *Site // the whole-document site of the file, if any
}

// NewStream starts reading file from r.
func NewStream(file string, r io.Reader) *Stream {
	return &Stream{File: file, r: r}
}

// Bytes returns the number of bytes read from the reader so far.
func (s *Stream) Bytes() int64 {
	if s.src == nil {
		return 0
	}
	return s.src.Bytes()
}

// Encoding and LineEnding describe what was read so far (as Document's).
func (s *Stream) Encoding() string {
	if s.src == nil {
		return ""
	}
	return s.src.Encoding()
}

func (s *Stream) LineEnding() string {
	if s.src == nil {
		return ""
	}
	return s.src.LineEnding()
}

// Next returns the next piece of the file. At the end it returns nil and
// io.EOF, or nil and the read error that ended the file early: the text
// read before the error has been returned in the pieces before.
func (s *Stream) Next() (*Document, error) {
	if s.src == nil {
		if s.det == nil {
			s.det = sites()
		}
		s.src = source.NewStream(s.r, streamCutter{s})
		s.src.Window, s.src.MaxHand, s.src.SizeHint, s.src.Buffers = s.Window, s.MaxHand, s.SizeHint, s.Buffers
	}
	if s.src.LineTable == nil {
		// memory for the piece's line table (Document.lineEnd), which
		// the stream fills when it finds the line ends as it reads
		n := int64(s.src.Window)
		if n <= 0 {
			n = source.DefaultWindow
		}
		if s.SizeHint > 0 {
			n = min(n, s.SizeHint)
		}
		s.src.LineTable = getLineTable(int(n)/32 + 1)
	}
	p, err := s.src.Next()
	if err != nil {
		// the end: the table the stream did not use goes back
		putLineTable(s.src.LineTable)
		s.src.LineTable = nil
		return nil, err
	}
	d := &Document{File: s.File, Encoding: p.Encoding, LineEnding: p.LineEnding, Text: p.Text, line0: p.Line, lineEnd: p.LineEnds}
	if p.Buf != nil {
		d.buf, d.bufs = p.Buf, s.Buffers
	}
	if p.Whole {
		s.whole.Split(d)
		return d, nil
	}
	var room []int
	if d.lineEnd == nil { // the stream kept its LineTable: cut fills it
		room, s.src.LineTable = s.src.LineTable, nil
	}
	d.cut(s.det, room)
	for i := range d.Chunks {
		d.Chunks[i].Line += p.Line
	}
	for i := range d.Skipped {
		d.Skipped[i].Line += p.Line
	}
	return d, nil
}

// streamCutter is the site registry as a source.Cutter.
type streamCutter struct{ s *Stream }

func (c streamCutter) Whole(text string) bool {
	for _, site := range c.s.det.docs {
		if site.Document(text) {
			c.s.whole = site
			return true
		}
	}
	return false
}

func (c streamCutter) LastStart(text string) int { return c.s.det.lastHeader(text) }

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
