package parse

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// benchDocs loads the PokerStars-family files of ../shared (or the
// testdata samples when ../shared is absent), split once.
func benchDocs(b *testing.B) ([]*Document, int) {
	var paths []string
	if _, err := os.Stat(filepath.Join(sharedDir, "INVENTORY.tsv")); err == nil {
		for _, r := range psInventory(b) {
			paths = append(paths, filepath.Join(sharedDir, r.path))
		}
	} else {
		ents, _ := os.ReadDir(samples)
		for _, e := range ents {
			if strings.HasSuffix(e.Name(), ".txt") {
				paths = append(paths, filepath.Join(samples, e.Name()))
			}
		}
	}
	var docs []*Document
	n := 0
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			b.Fatal(err)
		}
		d, _ := Hands(p, data)
		docs = append(docs, d)
		n += len(d.Chunks)
	}
	return docs, n
}

// BenchmarkParsePokerStars parses every hand of the PokerStars family on
// one goroutine (participle parsing every line the memo does not answer)
// and reports hands/s and the memo hit rate.
func BenchmarkParsePokerStars(b *testing.B) {
	p := benchParse(b, false)
	b.ReportMetric(100*float64(p.Stats.MemoHits)/float64(max(1, p.Stats.MemoHits+p.Stats.MemoMisses)), "memo-hit-%")
}

// BenchmarkParsePokerStarsRecycled is BenchmarkParsePokerStars with every
// hand given back (Recycle) once parsed, as the batch run does: the
// parse's own allocations, without those of a new hand's lists.
func BenchmarkParsePokerStarsRecycled(b *testing.B) { benchParse(b, true) }

// benchParse parses every hand of the PokerStars family b.N times, each
// given back once parsed when recycle is set, and reports hands/s.
func benchParse(b *testing.B, recycle bool) *Parser {
	docs, n := benchDocs(b)
	p := NewParser()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, d := range docs {
			for _, c := range d.Chunks {
				if h, err := p.Parse(d, c); err == nil && recycle {
					Recycle(h)
				}
			}
		}
	}
	b.StopTimer()
	b.ReportMetric(float64(n*b.N)/b.Elapsed().Seconds(), "hands/s")
	return p
}

// BenchmarkSplitPokerStars measures decoding and cutting alone.
func BenchmarkSplitPokerStars(b *testing.B) {
	var datas [][]byte
	if _, err := os.Stat(filepath.Join(sharedDir, "INVENTORY.tsv")); err != nil {
		b.Skip("no ../shared")
	}
	n := 0
	for _, r := range psInventory(b) {
		d, _ := os.ReadFile(filepath.Join(sharedDir, r.path))
		datas = append(datas, d)
		n += r.hands
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, d := range datas {
			Hands("", d)
		}
	}
	b.ReportMetric(float64(n*b.N)/b.Elapsed().Seconds(), "hands/s")
}
