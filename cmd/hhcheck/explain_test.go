package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/internal/buildinfo"
)

const sidePotsFile = "cash__Stars__Flop__PLO-FR-USD-0.01-0.02-201006.sidepots.txt"

func TestVersion(t *testing.T) {
	var out bytes.Buffer
	if got := run([]string{"--version"}, &out, io.Discard); got != exitClean || out.String() != buildinfo.String()+"\n" {
		t.Errorf("--version: exit %d, %q; want %q", got, out.String(), buildinfo.String())
	}
}

// TestExplainSameIDTwice: a hand id in two files is not silently the
// first: the command lists both and --file chooses.
func TestExplainSameIDTwice(t *testing.T) {
	a, b := t.TempDir(), t.TempDir()
	pa := copySample(t, a, sidePotsFile)
	pb := copySample(t, b, sidePotsFile, "Player0 collected $2.35 from main pot", "Player0 collected $2.36 from main pot")
	var out, errb bytes.Buffer
	if got := run([]string{"explain", a, b, "--hand", "22865231671"}, &out, &errb); got != exitError {
		t.Fatalf("exit %d, want %d", got, exitError)
	}
	if !strings.Contains(errb.String(), "found 2 times") || !strings.Contains(errb.String(), pa+":48") || !strings.Contains(errb.String(), pb+":48") {
		t.Errorf("stderr: %s", errb.String())
	}
	out.Reset()
	if got := run([]string{"explain", a, b, "--hand", "22865231671", "--file", pb}, &out, io.Discard); got != exitFindings {
		t.Errorf("--file the tampered copy: exit %d, want %d", got, exitFindings)
	}
	if !strings.Contains(out.String(), "recorded 2.36") || !strings.Contains(out.String(), "hhcheck explain "+pb+" --hand 22865231671 --line 48") {
		t.Errorf("the chosen hand is not shown, or the command does not say how it was chosen:\n%s", out.String())
	}
	if got := run([]string{"explain", a, b, "--hand", "22865231671", "--file", pa, "--line", "48"}, io.Discard, io.Discard); got != exitClean {
		t.Errorf("--file the clean copy: exit %d", got)
	}
	if got := run([]string{"explain", a, "--hand", "22865231671", "--line", "7"}, io.Discard, io.Discard); got != exitError {
		t.Errorf("--line that is no hand's: exit %d", got)
	}
}

func TestExplainOut(t *testing.T) {
	dir := t.TempDir()
	in := copySample(t, dir, sidePotsFile)
	orig, _ := os.ReadFile(in)
	out := filepath.Join(dir, "page.html")
	args := []string{"explain", in, "--hand", "22865231671", "--format", "html", "--lang", "fr", "--out", out}
	if got := run(args, io.Discard, io.Discard); got != exitClean {
		t.Fatalf("exit %d", got)
	}
	st, err := os.Stat(out)
	if err != nil || st.Mode().Perm() != 0o644 {
		t.Fatalf("page: %v %v", st, err)
	}
	page, _ := os.ReadFile(out)
	// a second run, another process's worth of state: the same bytes
	again := filepath.Join(t.TempDir(), "again.html")
	if got := run(append(args[:len(args)-1], again), io.Discard, io.Discard); got != exitClean {
		t.Fatalf("exit %d", got)
	}
	if page2, _ := os.ReadFile(again); !bytes.Equal(page, page2) {
		t.Errorf("two runs wrote different pages")
	}
	if !bytes.Contains(page, []byte("hhcheck explain "+in+" --hand 22865231671 --format html --lang fr")) {
		t.Errorf("the page does not give the command that reproduces it")
	}
	if got := run([]string{"explain", in, "--hand", "22865231671", "--out", in}, io.Discard, io.Discard); got != exitError {
		t.Errorf("--out over the input: exit %d", got)
	}
	if got := run([]string{"explain", dir, "--hand", "22865231671", "--out", in}, io.Discard, io.Discard); got != exitError {
		t.Errorf("--out over a file of the input directory: exit %d", got)
	}
	if data, _ := os.ReadFile(in); !bytes.Equal(data, orig) {
		t.Errorf("the input was overwritten")
	}
	for _, bad := range [][]string{{"--format", "pdf"}, {"--lang", "de"}} {
		if got := run(append([]string{"explain", in, "--hand", "22865231671"}, bad...), io.Discard, io.Discard); got != exitError {
			t.Errorf("%v: exit %d", bad, got)
		}
	}
}
