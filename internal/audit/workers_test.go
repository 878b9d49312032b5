package audit

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/parse"
	"github.com/hhcheck/hhcheck/rules"
	"github.com/hhcheck/hhcheck/verify"
)

// concurrencySink records how many hands the workers prepare at once.
type concurrencySink struct {
	active, most atomic.Int32
	mu           sync.Mutex
	added        int
}

func (s *concurrencySink) Prepare(*hand.Hand, *verify.Report, *parse.Error) any {
	n := s.active.Add(1)
	for {
		m := s.most.Load()
		if n <= m || s.most.CompareAndSwap(m, n) {
			break
		}
	}
	time.Sleep(200 * time.Microsecond) // long enough for another worker to start a batch
	s.active.Add(-1)
	return nil
}

func (s *concurrencySink) Add(any, []hand.Discrepancy, []hand.Discrepancy) error {
	s.mu.Lock()
	s.added++
	s.mu.Unlock()
	return nil
}
func (s *concurrencySink) Close() error { return nil }
func (s *concurrencySink) Abort()       {}

// TestOneFileSpreadsOverWorkers: a run of a single file parses it on
// every worker, not only on the one that reads it (the others do its
// batches until it is read, rather than ending when no file is left).
func TestOneFileSpreadsOverWorkers(t *testing.T) {
	one, err := os.ReadFile(filepath.Join(samples, "HHSmithy__GameTypeTests__CapNoLimitHoldem.txt"))
	if err != nil {
		t.Fatal(err)
	}
	one = bytes.TrimPrefix(one, []byte("\xef\xbb\xbf"))
	const copies = 20 * batchSize
	p := filepath.Join(t.TempDir(), "one.txt")
	if err := os.WriteFile(p, bytes.Repeat(append(one, "\n\n"...), copies), 0o644); err != nil {
		t.Fatal(err)
	}
	sink := &concurrencySink{}
	sum, err := Run(context.Background(), Options{Paths: []string{p}, Profile: rules.Standard, Workers: 2, Sink: sink})
	if err != nil {
		t.Fatal(err)
	}
	if sum.HandsRead+sum.HandsDuplicate != copies || sum.HandsRead != 1 {
		t.Fatalf("read %d hands and %d duplicates, want 1 and %d", sum.HandsRead, sum.HandsDuplicate, copies-1)
	}
	if m := sink.most.Load(); m < 2 {
		t.Errorf("at most %d hand(s) prepared at once with 2 workers on one file of %d batches: the second worker did none", m, copies/batchSize)
	}
}
