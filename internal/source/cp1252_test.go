package source

import (
	"math/rand/v2"
	"runtime"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
)

// TestCP1252MatchesCharmap: the table decoder reads every byte, and any
// mix of bytes, exactly as golang.org/x/text's Windows1252 decoder does.
func TestCP1252MatchesCharmap(t *testing.T) {
	all := make([]byte, 256)
	for i := range all {
		all[i] = byte(i)
	}
	inputs := [][]byte{all, nil, []byte("plain ascii\n"), []byte("Jos\xe9 \x80 \x81\x8d\x8f\x90\x9d \xff\n")}
	r := rand.New(rand.NewPCG(1, 2))
	for range 200 {
		b := make([]byte, r.IntN(300))
		for i := range b {
			b[i] = byte(r.IntN(256))
		}
		inputs = append(inputs, b)
	}
	for _, in := range inputs {
		want, err := charmap.Windows1252.NewDecoder().Bytes(in)
		if err != nil {
			t.Fatal(err)
		}
		if got := appendCP1252(nil, in); string(got) != string(want) {
			t.Fatalf("%q: got %q, want %q", in, got, want)
		}
		if n := cp1252Len(in); n != len(want) {
			t.Fatalf("%q: cp1252Len %d, want %d", in, n, len(want))
		}
	}
	// decode8 of a file that is no UTF-8 at all, and of UTF-8 with one
	// cp1252 line
	if got, enc := decode8([]byte("Seat 1: Jos\xe9 (\x80100)\n")); string(got) != "Seat 1: José (€100)\n" || enc != "cp1252" {
		t.Errorf("decode8 cp1252: %q %s", got, enc)
	}
	if got, enc := decode8([]byte("Seat 1: Zoë\nSeat 2: Jos\xe9\n")); string(got) != "Seat 1: Zoë\nSeat 2: José\n" || enc != "utf-8+cp1252-lines" {
		t.Errorf("decode8 mixed: %q %s", got, enc)
	}
}

// FuzzDecode8InPlace: decoding text that is not UTF-8 in its own buffer
// gives decode8's text and encoding whenever the result fits in the
// buffer, and says so (ok) exactly then.
//
//	go test ./internal/source -run '^$' -fuzz FuzzDecode8InPlace -fuzztime 60s
func FuzzDecode8InPlace(f *testing.F) {
	f.Add([]byte("Seat 1: Jos\xe9 (\x80100)\n"), uint8(8))
	f.Add([]byte("Seat 1: José\nSeat 2: Jos\xe9\n\x80\x80\x80"), uint8(0))
	f.Add([]byte("\xe9\xe9\xe9\xe9"), uint8(3))
	f.Fuzz(func(t *testing.T, data []byte, slack uint8) {
		if utf8.Valid(data) {
			return
		}
		want, wantEnc := decode8(data)
		buf := make([]byte, len(data), len(data)+int(slack))
		copy(buf, data)
		got, enc, ok := decode8InPlace(buf, len(data))
		if fits := len(want) <= cap(buf); ok != fits {
			t.Fatalf("%q with %d bytes of room: ok %v, want %v", data, slack, ok, fits)
		}
		if !ok {
			if string(buf) != string(data) {
				t.Fatalf("%q: the buffer was written though the text did not fit", data)
			}
			return
		}
		if string(got) != string(want) || enc != wantEnc {
			t.Fatalf("%q: in place %q %s, want %q %s", data, got, enc, want, wantEnc)
		}
		if &got[0] != &buf[0] {
			t.Fatalf("%q: decoded into another buffer", data)
		}
	})
}

// A cp1252 file read whole (SizeHint) is decoded in the buffer it is read
// into when its text grows by no more than 1/64 (hh.com's French cp1252
// files: 0.04-0.4 % of their bytes above 0x7F): about its size allocated,
// not twice.
func TestStreamCP1252OneBuffer(t *testing.T) {
	text := strings.Repeat("Seat 1: Jos\xe9 (100 in chips)\r\n"+strings.Repeat("Seat 2: Bob (100 in chips)\r\n", 20), 100)
	want, _ := decode8([]byte(strings.ReplaceAll(text, "\r\n", "\n")))
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	s := NewStream(strings.NewReader(text), startCutter{})
	s.SizeHint = int64(len(text))
	p, err := s.Next()
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatal(err)
	}
	if p.Text != string(want) || p.Encoding != "cp1252" || p.LineEnding != "CRLF" {
		t.Fatalf("read as %s %s, the text differs from decode8's", p.Encoding, p.LineEnding)
	}
	if n := after.TotalAlloc - before.TotalAlloc; n > uint64(len(text))*5/4 {
		t.Errorf("%d bytes allocated to read a cp1252 file of %d bytes whole", n, len(text))
	}
}

// TestASCIIPrefix holds asciiPrefix, which looks at 32 and 8 bytes at a
// time, to a byte-by-byte count: the first byte above 0x7F at every
// offset of texts up to 100 bytes, and at none.
func TestASCIIPrefix(t *testing.T) {
	for n := 0; n <= 100; n++ {
		b := []byte(strings.Repeat("a", n))
		if got := asciiPrefix(b); got != n {
			t.Fatalf("all ASCII, %d bytes: %d", n, got)
		}
		for at := range n {
			for _, c := range []byte{0x80, 0xE9, 0xFF} {
				b[at] = c
				if got := asciiPrefix(b); got != at {
					t.Fatalf("%d bytes, 0x%X at %d: %d", n, c, at, got)
				}
				// a second one after it changes nothing
				if at+1 < n {
					b[n-1] = 0x80
					if got := asciiPrefix(b); got != at {
						t.Fatalf("%d bytes, 0x%X at %d and %d: %d", n, c, at, n-1, got)
					}
					b[n-1] = 'a'
				}
			}
			b[at] = 'a'
		}
	}
}
