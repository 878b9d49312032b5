package settle

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

// arrayOf returns a JSON array of n small cases, one per line.
func arrayOf(n int) []byte {
	var b bytes.Buffer
	b.WriteString("[\n")
	for i := 0; i < n; i++ {
		if i > 0 {
			b.WriteString(",\n")
		}
		b.WriteString(`{"id":"c"}`)
	}
	b.WriteString("\n]\n")
	return b.Bytes()
}

// TestReadArrayLinear: reading a JSON array of cases takes time in
// proportion to its size. Counting each case's line from the start of the
// file made it quadratic (issue 11: 300k cases 542 s against 9 s as JSON
// Lines): four times the cases took sixteen times as long.
func TestReadArrayLinear(t *testing.T) {
	const n = 20000
	timeOf := func(data []byte) time.Duration {
		best := time.Duration(1 << 62)
		for range 5 {
			start := time.Now()
			in, err := ReadInputs(bytes.NewReader(data))
			if err != nil || len(in) == 0 {
				t.Fatalf("%v, %d cases", err, len(in))
			}
			best = min(best, time.Since(start))
			if best > 3*time.Second {
				break // quadratic: no need to measure again
			}
		}
		return best
	}
	small, large := arrayOf(n), arrayOf(4*n)
	in, _ := ReadInputs(bytes.NewReader(large))
	if len(in) != 4*n || in[4*n-1].Line != 4*n+1 || !strings.Contains(string(in[0].Raw), `"c"`) {
		t.Fatalf("read %d cases, last on line %d", len(in), in[len(in)-1].Line)
	}
	ts, tl := timeOf(small), timeOf(large)
	if ratio := float64(tl) / float64(ts); ratio > 9 {
		t.Errorf("%d cases %v, %d cases %v: %.1f times as long for 4 times the input (quadratic)", n, ts, 4*n, tl, ratio)
	}
}
