package source

import (
	"bytes"
	"compress/gzip"
	"io"
	"strings"
	"testing"
)

// FuzzStream: any bytes, compressed or not, in any encoding, go through
// Decompress and a Stream with a small window without a panic; the
// pieces come in the order of their lines (a window without a hand start
// is cut where it is full), their line ends, when given, are their '\n's,
// and the stream ends.
//
//	go test ./internal/source -run '^$' -fuzz FuzzStream -fuzztime 60s
func FuzzStream(f *testing.F) {
	f.Add([]byte("H hand\r\n  line\r\n\r\nH next\n  x\n"), uint16(16))
	f.Add([]byte("\xff\xfeH\x00 \x00h\x00\n\x00"), uint16(8))
	f.Add([]byte("\xef\xbb\xbfH caf\xe9\rH two\r"), uint16(4))
	var gz bytes.Buffer
	w := gzip.NewWriter(&gz)
	w.Write([]byte(strings.Repeat("H hand\n line\n", 40)))
	w.Close()
	f.Add(gz.Bytes(), uint16(32))
	f.Fuzz(func(t *testing.T, data []byte, window uint16) {
		r, err := Decompress(bytes.NewReader(data))
		if err != nil {
			return
		}
		s := NewStream(r, startCutter{})
		s.Window = int(window%512) + 1
		line := -1
		for n := 0; ; n++ {
			if n%2 == 0 {
				s.LineTable = make([]int, 0, 4) // room for the line ends of every other piece
			}
			p, err := s.Next()
			if err == io.EOF {
				return
			}
			if err != nil {
				return // a decoding or decompression error is a result, not a panic
			}
			if p.Line < line {
				t.Fatalf("piece %d starts at line %d, after a piece at line %d", n, p.Line, line)
			}
			line = p.Line
			checkPieceLineEnds(t, p)
			// every piece holds text of at least one byte read (of the
			// decompressed input: a gzip stream may be shorter than
			// what it holds)
			if n > int(s.Bytes())+2 {
				t.Fatalf("%d pieces from %d bytes read", n, s.Bytes())
			}
		}
	})
}
