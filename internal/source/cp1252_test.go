package source

import (
	"math/rand/v2"
	"testing"

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
