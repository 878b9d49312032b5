package settle

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
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

// TestReadArrayLines: a JSON array of cases is read whole, each case with
// its own line. Counting each case's line from the start of the file made
// reading quadratic (issue 11: 300k cases 542 s against 9 s as JSON Lines);
// BenchmarkReadArray measures the time at n and 4n cases (a timed unit
// test would fail on a loaded machine):
//
//	go test ./settle -run '^$' -bench ReadArray
func TestReadArrayLines(t *testing.T) {
	const n = 20000
	in, err := ReadInputs(bytes.NewReader(arrayOf(n)))
	if err != nil || len(in) != n || in[n-1].Line != n+1 || !strings.Contains(string(in[0].Raw), `"c"`) {
		t.Fatalf("read %d cases (%v), last on line %d", len(in), err, in[len(in)-1].Line)
	}
}

// BenchmarkReadArray: the time per case stays the same from n to 4n cases.
func BenchmarkReadArray(b *testing.B) {
	for _, n := range []int{20000, 80000} {
		data := arrayOf(n)
		b.Run(fmt.Sprintf("cases=%d", n), func(b *testing.B) {
			for range b.N {
				if in, err := ReadInputs(bytes.NewReader(data)); err != nil || len(in) != n {
					b.Fatalf("%v, %d cases", err, len(in))
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/case")
		})
	}
}
