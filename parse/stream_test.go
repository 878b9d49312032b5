package parse

import (
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

type cutHand struct {
	line  int
	text  string
	fmt   Format
	glued bool
}

// pieces reads data through a Stream of the given window and returns the
// hands and skipped blocks of all its pieces.
func pieces(t testing.TB, data []byte, window int) ([]cutHand, []Skip, int) {
	t.Helper()
	s := NewStream("f", bytes.NewReader(data))
	s.Window = window
	s.MaxHand = 1 << 20 // longer than any sample hand: cut only between hands
	var hands []cutHand
	var skips []Skip
	n := 0
	for {
		d, err := s.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		n++
		for _, c := range d.Chunks {
			hands = append(hands, cutHand{c.Line, d.ChunkText(c), c.Format, c.Glued})
			checkChunkLines(t, d, c)
		}
		skips = append(skips, d.Skipped...)
	}
	return hands, skips, n
}

// TestStreamEqualsSplit: read through a small window, every sample file
// (and its UTF-16, UTF-32, CRLF and CR forms) gives the hands, line numbers
// and skipped text of the whole file read at once.
func TestStreamEqualsSplit(t *testing.T) {
	var files []string
	filepath.WalkDir("../testdata/histories", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".txt") {
			files = append(files, p)
		}
		return err
	})
	if len(files) < 20 {
		t.Fatalf("%d sample files", len(files))
	}
	multi := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		text := string(data)
		forms := map[string][]byte{
			"as written": data,
			"crlf":       []byte(strings.ReplaceAll(strings.ReplaceAll(text, "\r\n", "\n"), "\n", "\r\n")),
			"cr":         []byte(strings.ReplaceAll(strings.ReplaceAll(text, "\r\n", "\n"), "\n", "\r")),
		}
		if bytes.Count(data, []byte{'\n'}) < 400 {
			forms["utf-16le"] = utf16le(text, true)
			forms["utf-32be"] = utf32(text, true)
		}
		for name, b := range forms {
			whole, err := Hands(f, b)
			if err != nil {
				t.Fatal(err)
			}
			for _, w := range []int{100, 1000, 4096} {
				hands, skips, n := pieces(t, b, w)
				if n > 1 {
					multi++
				}
				if len(hands) != len(whole.Chunks) {
					t.Fatalf("%s %s window %d: %d hands, Split %d", f, name, w, len(hands), len(whole.Chunks))
				}
				for i, c := range whole.Chunks {
					want := cutHand{c.Line, whole.ChunkText(c), c.Format, c.Glued}
					if hands[i] != want {
						t.Fatalf("%s %s window %d: hand %d\n got %+v\nwant %+v", f, name, w, i, hands[i], want)
					}
				}
				if fmt.Sprint(skips) != fmt.Sprint(whole.Skipped) {
					t.Fatalf("%s %s window %d: skipped %v, Split %v", f, name, w, skips, whole.Skipped)
				}
			}
		}
	}
	if multi == 0 {
		t.Fatal("no file was read in more than one piece")
	}
}

func utf32(s string, bom bool) []byte {
	var b []byte
	if bom {
		b = append(b, 0, 0, 0xFE, 0xFF)
	}
	for _, r := range s {
		b = append(b, byte(r>>24), byte(r>>16), byte(r>>8), byte(r))
	}
	return b
}

// TestUTF32: UTF-32 text (with or without BOM) is decoded (issue 11 item 3:
// it was read as UTF-16 and no hand was found).
func TestUTF32(t *testing.T) {
	for _, bom := range []bool{true, false} {
		d, err := Hands("u32.txt", utf32(miniHand, bom))
		if err != nil || len(d.Chunks) != 1 || d.ChunkText(d.Chunks[0]) != strings.TrimRight(miniHand, "\n") || d.Encoding != "utf-32be" {
			t.Fatalf("bom %v: %v, %d hands, %s", bom, err, len(d.Chunks), d.Encoding)
		}
	}
}

// TestStreamNoHeaders (issue 11 item 7): a large text without any hand (a
// decompressed bomb) is read in windows and skipped. Looking for the last
// header tested each line with the rest of the window after it, quadratic
// in the window; BenchmarkStreamNoHeaders measures it (a timed unit test
// would fail on a loaded machine):
//
//	go test ./parse -run '^$' -bench StreamNoHeaders
func TestStreamNoHeaders(t *testing.T) {
	line := "no hand here, just a line of text that repeats\n"
	data := []byte(strings.Repeat(line, (8<<20)/len(line)))
	_, skips, n := pieces(t, data, 1<<20)
	if len(skips) == 0 || n < 2 {
		t.Fatalf("%d pieces, skipped %v", n, skips)
	}
}

// BenchmarkStreamNoHeaders: 8 MiB without a hand, in 1 MiB windows.
func BenchmarkStreamNoHeaders(b *testing.B) {
	line := "no hand here, just a line of text that repeats\n"
	data := []byte(strings.Repeat(line, (8<<20)/len(line)))
	b.SetBytes(int64(len(data)))
	for range b.N {
		pieces(b, data, 1<<20)
	}
}

// TestLineTablePools: a small document's table comes from the small
// tables, a big one's from the big: a big table given back is not taken
// by a small document, and a small one is not grown for a big one.
func TestLineTablePools(t *testing.T) {
	drain := func(pool chan []int) {
		for len(pool) > 0 {
			<-pool
		}
	}
	drain(lineTables)
	drain(smallLineTables)
	big := make([]int, 0, 50000)
	putLineTable(big)
	putLineTable(make([]int, 0, 100))
	if s := getLineTable(60); cap(s) != 100 {
		t.Errorf("a small document got a table of %d lines, want the small one given back (100)", cap(s))
	}
	if s := getLineTable(60); cap(s) != smallLineTable {
		t.Errorf("a small document got a new table of %d lines, want %d", cap(s), smallLineTable)
	}
	if b := getLineTable(20000); cap(b) != cap(big) {
		t.Errorf("a big document got a table of %d lines, want the big one given back (%d)", cap(b), cap(big))
	}
	if b := getLineTable(20000); cap(b) != 20000 {
		t.Errorf("a big document got a new table of %d lines, want 20000", cap(b))
	}
	putLineTable(make([]int, 0, maxLineTable+1))
	if len(lineTables) != 0 {
		t.Errorf("a table of more than %d lines was kept", maxLineTable)
	}
}
