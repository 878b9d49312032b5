package parse

import (
	"bytes"
	"io"
	"os"
	"testing"

	"github.com/hhcheck/hhcheck/internal/source"
)

// BenchmarkRead measures the reading stage alone (issue 14): every file of
// $HHCHECK_BENCH_CORPUS (else the bundled samples) read through a Stream as
// a batch run reads it (decoding, line ends, the cut into windows and
// hands), nothing parsed, beside the bare reader of the same files (one
// read, lines cut at "\n", hands counted at "PokerStars " and "Full Tilt "
// lines: internal/audit's bareReadSplit), so that the ratio of the two is
// measured in one run:
//
//	HHCHECK_BENCH_CORPUS=/tmp/c100k go test ./parse -run '^$' -bench Read -benchmem
func BenchmarkRead(b *testing.B) {
	dir := os.Getenv("HHCHECK_BENCH_CORPUS")
	if dir == "" {
		dir = "../testdata/histories"
	}
	files := source.Walk([]string{dir}, nil).Files
	if len(files) == 0 {
		b.Skip("no files under " + dir)
	}
	b.Run("bare", func(b *testing.B) {
		hands := 0
		for b.Loop() {
			for _, f := range files {
				hands += bareCount(b, f)
			}
		}
		b.ReportMetric(float64(hands)/b.Elapsed().Seconds(), "hands/s")
	})
	b.Run("stream", func(b *testing.B) {
		b.ReportAllocs()
		hands := 0
		for b.Loop() {
			for _, f := range files {
				hands += streamCount(b, f)
			}
		}
		b.ReportMetric(float64(hands)/b.Elapsed().Seconds(), "hands/s")
	})
}

// bareCount reads a file whole and counts the lines that start a
// PokerStars or Full Tilt hand.
func bareCount(b *testing.B, file string) int {
	data, err := os.ReadFile(file)
	if err != nil {
		b.Fatal(err)
	}
	hands := 0
	for len(data) > 0 {
		i := bytes.IndexByte(data, '\n')
		line := data
		if i >= 0 {
			line, data = data[:i], data[i+1:]
		} else {
			data = nil
		}
		line = bytes.TrimPrefix(line, []byte("\xef\xbb\xbf"))
		if bytes.HasPrefix(line, []byte("PokerStars ")) || bytes.HasPrefix(line, []byte("Full Tilt ")) {
			hands++
		}
	}
	return hands
}

// streamCount reads a file through a Stream as internal/audit's readInput
// does (its size as the hint) and counts its chunks.
func streamCount(b *testing.B, file string) int {
	f, err := os.Open(file)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	st := NewStream(file, f)
	if info, err := f.Stat(); err == nil {
		st.SizeHint = info.Size()
	}
	hands := 0
	for {
		d, err := st.Next()
		if err == io.EOF {
			return hands
		}
		if err != nil {
			b.Fatal(err)
		}
		hands += len(d.Chunks)
	}
}
