package main

import (
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const samples = "../../testdata/histories/pokerstars"

// copySample copies a bundled real history into dir, optionally changed.
func copySample(t *testing.T, dir, name string, replace ...string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(samples, name))
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	for i := 0; i+1 < len(replace); i += 2 {
		if !strings.Contains(text, replace[i]) {
			t.Fatalf("%q not in %s", replace[i], name)
		}
		text = strings.Replace(text, replace[i], replace[i+1], 1)
	}
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestVerifyExitCodes(t *testing.T) {
	const clean = "cash__Stars__Flop__PLO-FR-USD-0.01-0.02-201006.sidepots.txt"
	cleanDir, flaggedDir := t.TempDir(), t.TempDir()
	copySample(t, cleanDir, clean)
	copySample(t, flaggedDir, clean, "Player0 collected $2.35 from main pot", "Player0 collected $2.36 from main pot")
	cases := []struct {
		name string
		args []string
		want int
	}{
		{"all clean", []string{"verify", "-q", cleanDir}, exitClean},
		{"a discrepancy", []string{"verify", "-q", "--show", "0", flaggedDir}, exitFindings},
		{"a rejected hand", []string{"verify", "-q", "--show", "0", filepath.Join(samples, "cash__Stars__Flop__258753941248_anon5.txt")}, exitFindings},
		{"missing path", []string{"verify", "-q", filepath.Join(cleanDir, "nope.txt")}, exitError},
		{"unknown profile", []string{"verify", "--profile", "nope", cleanDir}, exitError},
		{"no path", []string{"verify"}, exitError},
		{"unknown flag", []string{"verify", "--nope", cleanDir}, exitError},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := run(c.args, io.Discard, io.Discard); got != c.want {
				t.Errorf("hhcheck %v: exit %d, want %d", c.args, got, c.want)
			}
		})
	}
}

func TestVerifyWritesSummaryAndFindings(t *testing.T) {
	dir := t.TempDir()
	in := t.TempDir()
	copySample(t, in, "cash__Stars__Flop__PLO-FR-USD-0.01-0.02-201006.sidepots.txt", "Player0 collected $2.35 from main pot", "Player0 collected $2.36 from main pot")
	sumPath, outPath := filepath.Join(dir, "sum.json"), filepath.Join(dir, "f.parquet")
	if got := run([]string{"verify", "-q", "--show", "0", "--summary", sumPath, "--out", outPath, in}, io.Discard, io.Discard); got != exitFindings {
		t.Fatalf("exit %d, want %d", got, exitFindings)
	}
	data, err := os.ReadFile(sumPath)
	if err != nil {
		t.Fatal(err)
	}
	var sum map[string]any
	if err := json.Unmarshal(data, &sum); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"files", "hands_read", "hands_parsed", "hands_rejected", "hands_clean", "hands_flagged", "discrepancies", "rejected_by_reason", "discrepancies_by_code"} {
		if _, ok := sum[k]; !ok {
			t.Errorf("summary has no %q: %s", k, data)
		}
	}
	// The changed award makes its hand wrong and, since the winner's stack
	// no longer follows into the next hand, that hand's start too.
	codes, _ := sum["discrepancies_by_code"].(map[string]any)
	if sum["hands_flagged"] != 2.0 || sum["hands_read"] != sum["hands_parsed"] || codes["AWARD_MISMATCH"] != 1.0 || codes["STACK_CONTINUITY"] != 1.0 {
		t.Errorf("summary: %s", data)
	}
	if st, err := os.Stat(outPath); err != nil || st.Size() == 0 {
		t.Errorf("no findings file: %v", err)
	}
	if m, _ := filepath.Glob(filepath.Join(dir, "*.tmp*")); len(m) > 0 {
		t.Errorf("temporary files left: %v", m)
	}
}
