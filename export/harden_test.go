package export

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"syscall"
	"testing"
	"unicode/utf8"
	"unsafe"

	"github.com/hhcheck/hhcheck/hand"
)

// Outputs are readable by others: 0644 less the umask (issue 11 item 10:
// os.CreateTemp made them 0600).
func TestOutputMode(t *testing.T) {
	old := syscall.Umask(0o022)
	defer syscall.Umask(old)
	umask = 0o022
	dir := t.TempDir()
	path := filepath.Join(dir, "f.parquet")
	w, err := Create(path, Metadata{})
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	js := filepath.Join(dir, "s.json")
	if err := WriteFile(js, []byte("{}\n")); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{path, js} {
		info, err := os.Stat(p)
		if err != nil {
			t.Fatal(err)
		}
		if info.Mode().Perm() != 0o644 {
			t.Errorf("%s: mode %v, want 0644", p, info.Mode().Perm())
		}
	}
}

// A file name that is not UTF-8 makes a valid UTF-8 string column, with
// the raw bytes in file_path_raw (issue 11 item 11: DuckDB refused the
// file); the metadata records what produced the file (item 16); every
// string of a row is its own copy.
func TestPathsMetadataAndOwnStrings(t *testing.T) {
	path := filepath.Join(t.TempDir(), "f.parquet")
	md := Metadata{Version: "v1.2.3", Revision: "abc", Profile: "fr2016", CommandLine: "hhcheck verify \xff", RunID: "run-1"}
	w, err := Create(path, md)
	if err != nil {
		t.Fatal(err)
	}
	text := "PokerStars 42 bob"
	h := &hand.Hand{File: "hands-\xe9t\xe9\\.txt", Line: 3, Site: text[:10], ID: text[11:13]}
	d := hand.Discrepancy{Code: hand.AwardMismatch, Player: text[14:]}
	r := Discrepancy(h, &d, "standard")
	if unsafeSame(r.HandID, text[11:13]) || unsafeSame(*r.Player, text[14:]) {
		t.Error("a row shares the input's text")
	}
	if err := w.Write(r, NotAHand("ok.txt", 5, "", "not_a_hand", "junk", "standard")); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	rows, err := ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !utf8.ValidString(rows[0].FilePath) || rows[0].FilePath != `hands-\xe9t\xe9\\.txt` || string(rows[0].FilePathRaw) != h.File {
		t.Errorf("path %q raw %q", rows[0].FilePath, rows[0].FilePathRaw)
	}
	if rows[1].FilePath != "ok.txt" || rows[1].FilePathRaw != nil || rows[1].Code != CodeNotAHand {
		t.Errorf("row 1 %+v", rows[1])
	}
	got, err := ReadMetadata(path)
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range map[string]string{"hhcheck.version": "v1.2.3", "hhcheck.revision": "abc", "hhcheck.profile": "fr2016",
		"hhcheck.command_line": `hhcheck verify \xff`, "hhcheck.run_id": "run-1"} {
		if got[k] != v {
			t.Errorf("%s = %q, want %q", k, got[k], v)
		}
	}
}

func unsafeSame(a, b string) bool {
	return len(a) > 0 && stringData(a) == stringData(b)
}

// Temporary files of dead runs are removed at the start of the next
// (issue 11 item 9: kill -9 left them), those of live ones are not.
func TestRemoveStaleTemps(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "f.parquet")
	cmd := exec.Command("true")
	if err := cmd.Run(); err != nil {
		t.Skip("no 'true' command:", err)
	}
	dead := cmd.Process.Pid
	stale := filepath.Join(dir, ".f.parquet.hhcheck-tmp-"+strconv.Itoa(dead)+"-123")
	live := filepath.Join(dir, ".f.parquet.hhcheck-tmp-"+strconv.Itoa(os.Getpid())+"-456")
	other := filepath.Join(dir, ".g.parquet.hhcheck-tmp-"+strconv.Itoa(dead)+"-789")
	for _, p := range []string{stale, live, other} {
		os.WriteFile(p, nil, 0o600)
	}
	removed := RemoveStaleTemps(target)
	if len(removed) != 1 || removed[0] != stale {
		t.Errorf("removed %v, want only %s", removed, stale)
	}
	for _, p := range []string{live, other} {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("%s removed", p)
		}
	}
}

// CheckOutput finds before the run an output naming a directory or in a
// directory that takes no file.
func TestCheckOutput(t *testing.T) {
	dir := t.TempDir()
	if err := CheckOutput(dir); err == nil {
		t.Error("a directory accepted as output")
	}
	if err := CheckOutput(filepath.Join(dir, "no", "such", "f.json")); err == nil {
		t.Error("an output in a missing directory accepted")
	}
	if err := CheckOutput(filepath.Join(dir, "f.json")); err != nil {
		t.Error(err)
	}
	left, _ := filepath.Glob(filepath.Join(dir, ".*"))
	if len(left) != 0 {
		t.Errorf("left %v", left)
	}
}

func stringData(s string) *byte { return unsafe.StringData(s) }

// Rows written in batches of any size never pile up in the writer's
// buffer (issue 11 item 7: flushing only when the buffer was exactly full
// let an append past its capacity double it, and every finding of the run
// stayed in memory).
func TestWriteBufferBounded(t *testing.T) {
	w, err := Create(filepath.Join(t.TempDir(), "f.parquet"), Metadata{})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Abort()
	batch := make([]Row, 7)
	for i := range batch {
		batch[i] = NotAHand("f.txt", i, "", "not_a_hand", "x", "standard")
	}
	for i := 0; i < 2000; i++ {
		if err := w.Write(batch...); err != nil {
			t.Fatal(err)
		}
		if len(w.buf) > bufRows+len(batch) {
			t.Fatalf("after %d rows the buffer holds %d", (i+1)*len(batch), len(w.buf))
		}
	}
	if w.Rows() != 14000 {
		t.Errorf("%d rows", w.Rows())
	}
}
