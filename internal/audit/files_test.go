package audit

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/hhcheck/hhcheck/export"
	"github.com/hhcheck/hhcheck/rules"
)

// TestDuplicateRows (issue 11 item 6): a hand read twice is one
// DUPLICATE_HAND row in the findings file, naming where it was first read
// (the file read twice: the line of the hand itself), in these words.
func TestDuplicateRows(t *testing.T) {
	p := filepath.Join("..", "..", "testdata", "histories", "pokerstars", "cash__Stars__Flop__PLO-FR-USD-0.01-0.02-201006.sidepots.txt")
	out := filepath.Join(t.TempDir(), "f.parquet")
	sum, err := Run(context.Background(), Options{Paths: []string{p, p}, Out: out, Profile: rules.Standard})
	if err != nil {
		t.Fatal(err)
	}
	rows, err := export.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	dups := 0
	for _, r := range rows {
		if r.Code != export.CodeDuplicate {
			continue
		}
		want := fmt.Sprintf("%s hand %s was read before (%s:%d), with the same text: counted once", r.Site, r.HandID, p, r.HandLine)
		if r.Message != want {
			t.Errorf("message %q, want %q", r.Message, want)
		}
		dups++
	}
	if sum.HandsDuplicate == 0 || dups != sum.HandsDuplicate || sum.HandsRead != sum.HandsDuplicate {
		t.Errorf("%d duplicate rows, summary: read %d, duplicate %d", dups, sum.HandsRead, sum.HandsDuplicate)
	}
}

// TestFailedOutputStillSummarised (issue 11 item 9): when the findings
// file cannot be written, the run still returns its summary, with the
// failure in it, exit status 2, and does not name the file as written.
func TestFailedOutputStillSummarised(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join("..", "..", "testdata", "histories", "pokerstars", "cash__Stars__Flop__258753941248_anon5.txt")
	removed := false
	sum, err := Run(context.Background(), Options{Paths: []string{p}, Out: filepath.Join(dir, "f.parquet"), Profile: rules.Standard,
		OnHand: func(HandResult) {
			if !removed {
				removed = os.RemoveAll(dir) == nil // the disk "fails" under the run
			}
		}})
	if err == nil || sum == nil {
		t.Fatalf("err %v, summary %v", err, sum)
	}
	if sum.OutputError == "" || sum.Output != "" || sum.ExitStatus != ExitError || sum.HandsRead == 0 {
		t.Errorf("summary: output %q, error %q, exit %d, %d hands", sum.Output, sum.OutputError, sum.ExitStatus, sum.HandsRead)
	}
}
