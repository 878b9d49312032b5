package main

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestConvertAndDataset(t *testing.T) {
	const clean = "cash__Stars__Flop__PLO-FR-USD-0.01-0.02-201006.sidepots.txt"
	in := t.TempDir()
	copySample(t, in, clean)
	out := filepath.Join(t.TempDir(), "phh")
	var stderr strings.Builder
	if code := run([]string{"convert", "--to", "phh", in, "--out", out}, io.Discard, &stderr); code != 0 {
		t.Fatalf("convert exit %d: %s", code, stderr.String())
	}
	files, _ := filepath.Glob(filepath.Join(out, "PokerStars", "*.phh"))
	if len(files) == 0 || !strings.Contains(stderr.String(), "PHH files written") {
		t.Fatalf("no PHH files (%s)", stderr.String())
	}
	if code := run([]string{"convert", "--to", "json", in, "--out", out}, io.Discard, io.Discard); code != exitError {
		t.Errorf("unknown --to: exit %d, want %d", code, exitError)
	}

	ds := filepath.Join(t.TempDir(), "ds")
	if code := run([]string{"verify", "-q", "--show", "0", "--dataset", ds, in}, io.Discard, io.Discard); code != 0 {
		t.Fatalf("verify --dataset exit %d", code)
	}
	for _, table := range []string{"hands", "seats", "actions", "pots", "findings"} {
		if fi, err := os.Stat(filepath.Join(ds, table)); err != nil || !fi.IsDir() {
			t.Errorf("table %s: %v", table, err)
		}
	}
	parts, _ := filepath.Glob(filepath.Join(ds, "hands", "site=PokerStars", "date=*", "part-*.parquet"))
	if len(parts) == 0 {
		t.Error("no hands partition written")
	}
}
