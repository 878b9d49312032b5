package export

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/hhcheck/hhcheck/hand"
)

func TestWriteReadRoundTrip(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.parquet")
	w, err := Create(path, Metadata{})
	if err != nil {
		t.Fatal(err)
	}
	h := &hand.Hand{File: "a.txt", Line: 12, Site: "PokerStars", ID: "42", Table: "T",
		Start: time.Date(2021, 7, 30, 6, 7, 28, 0, time.UTC), Game: hand.OmahaHiLo, Limit: hand.PotLimit,
		Currency: "USD", Decimals: 2}
	d := hand.Discrepancy{Code: hand.AwardMismatch, Clause: "RRoP 3.7.5(a)", Pot: "main high", Player: "bob",
		Expected: 1234, Recorded: 1233, HasAmounts: true, Line: 40, Message: "m"}
	if err := w.Write(Discrepancy(h, &d, "standard"), Rejected("b.txt", 7, 9, "", "", "unknown_line", "line 9: ?", "standard")); err != nil {
		t.Fatal(err)
	}
	// Nothing visible under the final name before Close: the write is atomic.
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Fatalf("target exists before Close: %v", err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	rows, err := ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 2 {
		t.Fatalf("got %d rows, want 2", len(rows))
	}
	r := rows[0]
	if r.Code != "AWARD_MISMATCH" || *r.Expected != 1234 || *r.Recorded != 1233 || *r.Pot != "main high" ||
		r.Game != "omaha-hilo" || r.BettingLimit != "PL" || r.AmountDecimals != 2 || !r.StartedAt.Equal(h.Start) {
		t.Errorf("row 0 = %+v", r)
	}
	r = rows[1]
	if r.Code != CodeRejected || r.HandLine != 7 || r.FindingLine != 9 || *r.RejectReason != "unknown_line" || r.Expected != nil || r.Clause != nil || r.StartedAt != nil {
		t.Errorf("row 1 = %+v", r)
	}
	left, _ := filepath.Glob(filepath.Join(dir, ".*tmp*"))
	if len(left) != 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

func TestAbortLeavesTargetUntouched(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.parquet")
	if err := os.WriteFile(path, []byte("previous"), 0o644); err != nil {
		t.Fatal(err)
	}
	w, err := Create(path, Metadata{})
	if err != nil {
		t.Fatal(err)
	}
	w.Write(Rejected("x", 1, 1, "", "", "truncated", "", "standard"))
	w.Abort()
	b, _ := os.ReadFile(path)
	if string(b) != "previous" {
		t.Fatalf("target changed by an aborted write: %q", b)
	}
	left, _ := filepath.Glob(filepath.Join(dir, ".*tmp*"))
	if len(left) != 0 {
		t.Errorf("temporary files left: %v", left)
	}
}
