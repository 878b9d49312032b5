package parse

import "testing"

func TestSpaceBit(t *testing.T) {
	for c := 0; c < 256; c++ {
		want := 0
		if c == ' ' {
			want = 1
		}
		if got := spaceBit(byte(c)); got != want {
			t.Errorf("spaceBit(%q) = %d, want %d", rune(c), got, want)
		}
	}
}
