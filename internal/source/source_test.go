package source

import (
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestDecode(t *testing.T) {
	utf16le := []byte{0xFF, 0xFE, 'h', 0, 0xE9, 0, '\n', 0}
	cases := []struct {
		in        []byte
		text, enc string
	}{
		{[]byte("hé\n"), "hé\n", "utf-8"},
		{[]byte("\xef\xbb\xbfhé\n"), "hé\n", "utf-8-bom"},
		{utf16le, "hé\n", "utf-16le"},
		{[]byte("h\xe9\n"), "hé\n", "cp1252"},
		{[]byte("hé\nh\xe9\n"), "hé\nhé\n", "utf-8+cp1252-lines"},
	}
	for _, c := range cases {
		text, enc := Decode(c.in)
		if text != c.text || enc != c.enc {
			t.Errorf("Decode(%q) = %q, %q; want %q, %q", c.in, text, enc, c.text, c.enc)
		}
	}
}

func TestNormalizeEOL(t *testing.T) {
	for _, c := range []struct{ in, out, eol string }{
		{"a\nb\n", "a\nb\n", "LF"},
		{"a\r\nb\r\n", "a\nb\n", "CRLF"},
		{"a\rb\r", "a\nb\n", "CR"},
		{"a\r\nb\n", "a\nb\n", "mixed"},
		{"ab", "ab", ""},
	} {
		out, eol := NormalizeEOL(c.in)
		if out != c.out || eol != c.eol {
			t.Errorf("NormalizeEOL(%q) = %q, %q; want %q, %q", c.in, out, eol, c.out, c.eol)
		}
	}
}

// TestNormalizeEOLInPlace: the in-place form gives NormalizeEOL's text
// and name on every mix of CR, LF and other bytes up to 8 long.
func TestNormalizeEOLInPlace(t *testing.T) {
	alphabet := []byte{'\r', '\n', 'a'}
	for n := 0; n <= 8; n++ {
		total := 1
		for range n {
			total *= len(alphabet)
		}
		for k := range total {
			b := make([]byte, n)
			for i, x := 0, k; i < n; i, x = i+1, x/len(alphabet) {
				b[i] = alphabet[x%len(alphabet)]
			}
			checkInPlace(t, b)
		}
	}
	// longer runs between line ends, moved a word at a time, with bytes
	// next to '\r' in value (0x0C, 0x0E, 0x8D)
	r := rand.New(rand.NewPCG(5, 6))
	other := []byte{'a', 0x0C, 0x0E, 0x8D, 0xFF, 0}
	for range 20000 {
		b := make([]byte, r.IntN(80))
		for i := range b {
			switch k := r.IntN(20); {
			case k == 0:
				b[i] = '\r'
			case k == 1:
				b[i] = '\n'
			default:
				b[i] = other[r.IntN(len(other))]
			}
		}
		checkInPlace(t, b)
	}
	// texts of many lines, most ending CRLF, of 0 to 24 bytes, some a
	// lone CR or LF
	for range 5000 {
		var b []byte
		for range r.IntN(40) {
			for range r.IntN(25) {
				b = append(b, other[r.IntN(len(other))])
			}
			switch r.IntN(30) {
			case 0:
				b = append(b, '\r')
			case 1:
				b = append(b, '\n')
			default:
				b = append(b, '\r', '\n')
			}
		}
		checkInPlace(t, b)
	}
}

// checkInPlace: normalizeEOLInPlace gives b's text and line-end name as
// NormalizeEOL does, and, given room for them, the offsets of every '\n'
// of the text when b has carriage returns and no lone line feed, none
// (nil) otherwise.
func checkInPlace(t *testing.T, b []byte) {
	t.Helper()
	in := string(b)
	out, wantEOL := NormalizeEOL(in)
	m, eol, ends := normalizeEOLInPlace(b, []int{})
	if string(b[:m]) != out || eol != wantEOL {
		t.Fatalf("%q: %q %q, want %q %q", in, b[:m], eol, out, wantEOL)
	}
	var want []int
	if strings.Contains(in, "\r") && strings.Count(in, "\n") == strings.Count(in, "\r\n") {
		for i := range len(out) {
			if out[i] == '\n' {
				want = append(want, i)
			}
		}
	}
	if !slices.Equal(ends, want) || (ends == nil) != (want == nil) {
		t.Fatalf("%q: line ends %v, want %v", in, ends, want)
	}
}

// startCutter starts a hand at every line beginning "H".
type startCutter struct{}

func (startCutter) Whole(string) bool { return false }
func (startCutter) LastStart(text string) int {
	i := strings.LastIndex(text, "\nH")
	if i < 0 {
		return -1
	}
	return i + 1
}

// TestStreamPieces: a gzip of CRLF text read through a small window comes
// out as pieces that end where a hand starts, with their line numbers, and
// together are the whole text; those cut from text decoded at once (with
// a window of 32 bytes, some) come with their line ends (the others,
// whose text comes after text read before, without).
func TestStreamPieces(t *testing.T) {
	var text strings.Builder
	for i := range 200 {
		text.WriteString("H hand\r\n  line\r\n  line " + strings.Repeat("x", i%7) + "\r\n\r\n")
	}
	var gz bytes.Buffer
	w := gzip.NewWriter(&gz)
	w.Write([]byte(text.String()))
	w.Close()
	with := 0
	for _, window := range []int{256, 32} {
		r, err := Decompress(bytes.NewReader(gz.Bytes()))
		if err != nil || !Compressed(r) {
			t.Fatalf("Decompress: %v, compressed %v", err, Compressed(r))
		}
		s := NewStream(r, startCutter{})
		s.Window = window
		var all strings.Builder
		lines, pieces := 0, 0
		for {
			s.LineTable = make([]int, 0, 4)
			p, err := s.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			if p.Line != lines {
				t.Fatalf("piece %d starts after %d lines, want %d", pieces, p.Line, lines)
			}
			if !strings.HasPrefix(p.Text, "H ") || p.Encoding != "utf-8" || p.LineEnding != "CRLF" {
				t.Fatalf("piece %d: %q %s %s", pieces, p.Text[:min(len(p.Text), 20)], p.Encoding, p.LineEnding)
			}
			if p.LineEnds != nil {
				with++
			}
			checkPieceLineEnds(t, p)
			lines += strings.Count(p.Text, "\n")
			all.WriteString(p.Text)
			pieces++
		}
		if want := strings.ReplaceAll(text.String(), "\r\n", "\n"); all.String() != want {
			t.Fatal("the pieces are not the text")
		}
		if pieces < 10 {
			t.Fatalf("%d pieces through a %d-byte window", pieces, window)
		}
	}
	if with == 0 {
		t.Fatal("no piece came with its line ends")
	}
}

// checkPieceLineEnds: a piece's line ends, when the stream gives them, are
// the offsets of every '\n' of its text.
func checkPieceLineEnds(t *testing.T, p Piece) {
	t.Helper()
	if p.LineEnds == nil {
		return
	}
	var want []int
	for i := range len(p.Text) {
		if p.Text[i] == '\n' {
			want = append(want, i)
		}
	}
	if !slices.Equal(p.LineEnds, want) {
		t.Fatalf("%q: line ends %v, want %v", p.Text, p.LineEnds, want)
	}
}

// TestStreamLineEnds: a CRLF or CR text read whole (UTF-8, or cp1252
// decoded in place) comes with the offsets of its '\n's, found as its line
// ends were normalised, in the stream's LineTable, then no longer the
// stream's; an LF text, a mixed one (lone line feeds) or a stream without
// a LineTable come without (pieces of a small window: TestStreamPieces).
func TestStreamLineEnds(t *testing.T) {
	const hands = "H one\r\n  line\r\n\r\nH two caf\xe9\r\n  x\r\n"
	for _, c := range []struct {
		name, in string
		table    bool // a LineTable given
		want     bool // line ends given
	}{
		{"crlf", strings.ReplaceAll(hands, "\xe9", "e"), true, true},
		{"crlf-bom", "\xef\xbb\xbf" + strings.ReplaceAll(hands, "\xe9", "\u00e9"), true, true},
		{"cr", strings.ReplaceAll(strings.ReplaceAll(hands, "\r\n", "\r"), "\xe9", "e"), true, true},
		{"cp1252-crlf", hands, true, true},
		{"no final line end", strings.TrimSuffix(strings.ReplaceAll(hands, "\xe9", "e"), "\r\n"), true, true},
		{"lf", strings.ReplaceAll(strings.ReplaceAll(hands, "\r\n", "\n"), "\xe9", "e"), true, false},
		{"mixed", strings.Replace(strings.ReplaceAll(hands, "\xe9", "e"), "\r\n", "\n", 1), true, false},
		{"no table", strings.ReplaceAll(hands, "\xe9", "e"), false, false},
	} {
		s := NewStream(strings.NewReader(c.in), startCutter{})
		s.SizeHint = int64(len(c.in))
		table := make([]int, 0, 2)
		if c.table {
			s.LineTable = table
		}
		p, err := s.Next()
		if err != nil {
			t.Fatal(err)
		}
		if (p.LineEnds != nil) != c.want {
			t.Fatalf("%s: line ends %v, want some %v", c.name, p.LineEnds, c.want)
		}
		checkPieceLineEnds(t, p)
		if c.want && s.LineTable != nil {
			t.Fatalf("%s: the stream keeps the LineTable the piece has", c.name)
		}
		if _, err := s.Next(); err != io.EOF {
			t.Fatalf("%s: a second piece of a file read whole (%v)", c.name, err)
		}
	}
}

// TestNotRead: an archive inside a compressed file is not read, and says so.
func TestNotRead(t *testing.T) {
	var gz bytes.Buffer
	w := gzip.NewWriter(&gz)
	w.Write([]byte("PK\x03\x04 a zip"))
	w.Close()
	_, err := Decompress(&gz)
	if !IsNotRead(err) {
		t.Fatalf("a zip in a gzip: %v", err)
	}
	if IsNotRead(errors.New("other")) {
		t.Fatal("any error taken as not read")
	}
}

// TestWalkLoop: a link to a directory that contains it is skipped and
// listed; files come in name order.
func TestWalkLoop(t *testing.T) {
	dir := t.TempDir()
	for _, n := range []string{"b.txt", "a.txt"} {
		if err := os.WriteFile(filepath.Join(dir, n), []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(dir, filepath.Join(dir, "loop")); err != nil {
		t.Skip("no symbolic links:", err)
	}
	w := Walk([]string{dir}, nil)
	if len(w.Files) != 2 || filepath.Base(w.Files[0]) != "a.txt" || filepath.Base(w.Files[1]) != "b.txt" {
		t.Fatalf("files %v", w.Files)
	}
	if len(w.Skipped) != 1 || !strings.Contains(w.Skipped[0].Error, "loop") {
		t.Fatalf("skipped %v", w.Skipped)
	}
}

// A file read whole into a buffer of Buffers lends it with its one piece;
// given back, the buffer takes the next file. A file that is not read
// whole in its one read (it grew after its size was taken) lends nothing.
func TestStreamBuffers(t *testing.T) {
	bufs := NewBuffers(2)
	bufs.Min = 0
	read := func(text string, hint int) Piece {
		s := NewStream(strings.NewReader(text), startCutter{})
		s.SizeHint, s.Buffers = int64(hint), bufs
		p, err := s.Next()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.Next(); err != io.EOF {
			t.Fatalf("a second piece of %q: %v", text, err)
		}
		return p
	}
	p := read("H one\r\n x\r\nH two\r\n", 18)
	if p.Buf == nil || p.Text != "H one\n x\nH two\n" || !inside(p.Buf, p.Text) {
		t.Fatalf("piece %q lends %d bytes", p.Text, cap(p.Buf))
	}
	first := &p.Buf[:1][0]
	bufs.Put(p.Buf)
	q := read("H caf\xe9\n", 8)
	if q.Buf == nil || &q.Buf[:1][0] != first || q.Text != "H café\n" {
		t.Fatalf("the next file (%q) does not take the buffer given back", q.Text)
	}
	if r := read(strings.Repeat("H grew\n", 100), 100); r.Buf != nil {
		t.Fatalf("a file larger than its size hint lends its buffer")
	}
	if r := read("\xff\xfeH\x00\n\x00", 6); r.Buf != nil || r.Text != "H\n" {
		t.Fatalf("UTF-16 text, decoded into a new buffer, lends the buffer read (%q)", r.Text)
	}
}
