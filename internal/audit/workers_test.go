package audit

import (
	"bytes"
	"context"
	"fmt"
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

// countingSink counts the hands the workers prepare and the files they
// come from.
type countingSink struct {
	prepared atomic.Int32
	mu       sync.Mutex
	files    map[string]bool
}

func (s *countingSink) Prepare(h *hand.Hand, _ *verify.Report, perr *parse.Error) any {
	s.prepared.Add(1)
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.files == nil {
		s.files = map[string]bool{}
	}
	if h != nil {
		s.files[h.File] = true
	} else {
		s.files[perr.File] = true
	}
	return nil
}
func (s *countingSink) Add(any, []hand.Discrepancy, []hand.Discrepancy) error { return nil }
func (s *countingSink) Close() error                                          { return nil }
func (s *countingSink) Abort()                                                {}

func (s *countingSink) fileCount() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.files)
}

// filesAheadOf runs workers over files copies of text, each in a file of
// its own, holding the collector on the first hand until want files have
// had hands parsed (or wait has passed; then 20 ms more for a file too
// many), and returns how many had.
func filesAheadOf(t *testing.T, text []byte, files, workers, want int, wait time.Duration) int {
	t.Helper()
	dir := t.TempDir()
	for i := range files {
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("%03d.txt", i)), text, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	sink := &countingSink{}
	most, held := 0, false
	onHand := func(HandResult) {
		if held {
			return
		}
		held = true
		for deadline := time.Now().Add(wait); time.Now().Before(deadline) && sink.fileCount() < want; {
			time.Sleep(time.Millisecond)
		}
		time.Sleep(20 * time.Millisecond)
		most = sink.fileCount()
	}
	sum, err := Run(context.Background(), Options{Paths: []string{dir}, Profile: rules.Standard, Workers: workers, Sink: sink, OnHand: onHand})
	if err != nil {
		t.Fatal(err)
	}
	if sum.Files != files {
		t.Fatalf("%d files read, want %d", sum.Files, files)
	}
	return most
}

// TestFilesAhead: while the collector is held on the first file, the
// workers go on with more small files than filesAhead per worker, up to
// maxFilesAhead per worker, but with no more files of smallFile bytes or
// more than filesAhead per worker (their text is what memory holds).
func TestFilesAhead(t *testing.T) {
	one, err := os.ReadFile(filepath.Join(samples, "HHSmithy__GameTypeTests__CapNoLimitHoldem.txt"))
	if err != nil {
		t.Fatal(err)
	}
	one = bytes.TrimPrefix(one, []byte("\xef\xbb\xbf"))
	const workers = 2
	// the file the collector is on, taken out of order, and those order
	// holds after it
	want := 1 + maxFilesAhead*workers
	if got := filesAheadOf(t, one, 3*maxFilesAhead*workers, workers, want, 5*time.Second); got != want {
		t.Errorf("%d small files parsed while the collector was held on the first, want %d (maxFilesAhead per worker)", got, want)
	}
	big := bytes.Repeat(append(one, "\n\n"...), smallFile/len(one)+1)
	// the place of the file the collector is on is given back once it
	// is collected: one file too many is waited for 200 ms
	want = filesAhead * workers
	if got := filesAheadOf(t, big, 4*filesAhead*workers, workers, want+1, 200*time.Millisecond); got != want {
		t.Errorf("%d files of %d bytes parsed while the collector was held on the first, want %d (filesAhead per worker)", got, len(big), want)
	}
}
