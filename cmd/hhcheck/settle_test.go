package main

import (
	"bytes"
	"strings"
	"testing"
)

// hhcheck settle: exit 0 when every case settles, 2 when one is rejected
// (the others still answered), 2 for a file that cannot be read.
func TestSettleExitCodes(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := run([]string{"settle", "--json", "../../testdata/settle/examples.jsonl"}, &out, &errOut); code != exitClean {
		t.Fatalf("examples: exit %d, stderr %s", code, errOut.String())
	}
	if n := strings.Count(out.String(), "\n"); n != 21 {
		t.Errorf("examples: %d JSON lines, want 21", n)
	}
	out.Reset()
	errOut.Reset()
	if code := run([]string{"settle", "../../testdata/settle/bad.jsonl"}, &out, &errOut); code != exitError {
		t.Fatalf("bad: exit %d", code)
	}
	if !strings.Contains(out.String(), `case 2 (line 2, id "good-one"): holdem`) || !strings.Contains(errOut.String(), "bad.jsonl:7: case 7") {
		t.Errorf("bad: stdout %s\nstderr %s", out.String(), errOut.String())
	}
	if code := run([]string{"settle", "no/such/file.jsonl"}, &out, &errOut); code != exitError {
		t.Fatalf("missing file: exit %d", code)
	}
}
