package audit

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"github.com/hhcheck/hhcheck/export"
	"github.com/hhcheck/hhcheck/rules"
)

// fullRun is a plain run of dir, for comparison.
func fullRun(t *testing.T, dir, out string) (*Summary, []export.Row) {
	t.Helper()
	s, err := Run(context.Background(), Options{Paths: []string{dir}, Out: out, Profile: rules.Standard})
	if err != nil {
		t.Fatal(err)
	}
	rows, err := export.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return s, rows
}

func stateRun(t *testing.T, dir, state, out string) (*Summary, []export.Row) {
	t.Helper()
	s, err := Run(context.Background(), Options{Paths: []string{dir}, Out: out, Profile: rules.Standard, State: state})
	if err != nil {
		t.Fatal(err)
	}
	rows, err := export.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return s, rows
}

func sameAccount(t *testing.T, what string, got, want *Summary, gotRows, wantRows []export.Row) {
	t.Helper()
	g, w := counts(got), counts(want)
	g.FilesReverified, w.FilesReverified = 0, 0
	if !reflect.DeepEqual(g, w) {
		t.Errorf("%s: summary\n%+v\nwant a full run's\n%+v", what, g, w)
	}
	if !reflect.DeepEqual(gotRows, wantRows) {
		t.Errorf("%s: %d findings rows, a full run %d (or they differ)", what, len(gotRows), len(wantRows))
	}
}

// TestStateIncremental runs --state twice over a directory, then adds a
// file and appends hands to another: only those are verified again, and
// the summary and findings are always a full run's.
func TestStateIncremental(t *testing.T) {
	dir, state, out := t.TempDir(), t.TempDir(), t.TempDir()
	copyTree(t, dir)
	full, fullRows := fullRun(t, dir, filepath.Join(out, "full.parquet"))

	first, rows := stateRun(t, dir, state, filepath.Join(out, "s1.parquet"))
	if first.FilesReverified != countFiles(t, dir) {
		t.Errorf("first run verified %d files, want all %d", first.FilesReverified, countFiles(t, dir))
	}
	sameAccount(t, "first --state run", first, full, rows, fullRows)

	second, rows := stateRun(t, dir, state, filepath.Join(out, "s2.parquet"))
	if second.FilesReverified != 0 {
		t.Errorf("second run verified %d files again, want 0", second.FilesReverified)
	}
	sameAccount(t, "second --state run", second, full, rows, fullRows)

	// a new file, and hands appended to a file (a log still being written)
	hydra := "pokerstars/HH20181229 Hydra - $0.10-$0.25 - USD No Limit Hold'em.txt"
	b, err := os.ReadFile(filepath.Join(dir, hydra))
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "pokerstars", "new day.txt"), renumber(b, "7"), 0o644)
	donati := filepath.Join(dir, "pokerstars", "HH20181229 Donati #3 - $0.02-$0.05 - USD No Limit Hold'em.txt")
	f, err := os.OpenFile(donati, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.Write(append([]byte("\n\n\n"), renumber(b, "8")...))
	f.Close()
	// a file touched but not changed is not verified again
	later := time.Now().Add(time.Hour)
	os.Chtimes(filepath.Join(dir, "winamax", countOne(t, filepath.Join(dir, "winamax"))), later, later)

	full, fullRows = fullRun(t, dir, filepath.Join(out, "full2.parquet"))
	third, rows := stateRun(t, dir, state, filepath.Join(out, "s3.parquet"))
	if third.FilesReverified != 2 {
		t.Errorf("after adding one file and appending to another, %d files verified again, want 2", third.FilesReverified)
	}
	sameAccount(t, "third --state run", third, full, rows, fullRows)

	// a state made under another profile is not reused
	s, err := Run(context.Background(), Options{Paths: []string{dir}, Profile: rules.FR2016, State: state})
	if err != nil {
		t.Fatal(err)
	}
	if s.FilesReverified != countFiles(t, dir) {
		t.Errorf("a run under another profile reused %d records", countFiles(t, dir)-s.FilesReverified)
	}
}

func countFiles(t *testing.T, dir string) int {
	n := 0
	filepath.WalkDir(dir, func(_ string, d os.DirEntry, _ error) error {
		if d != nil && !d.IsDir() {
			n++
		}
		return nil
	})
	return n
}

func countOne(t *testing.T, dir string) string {
	es, err := os.ReadDir(dir)
	if err != nil || len(es) == 0 {
		t.Fatalf("%s: %v", dir, err)
	}
	return es[0].Name()
}
