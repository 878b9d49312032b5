package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/hhcheck/hhcheck/export"
)

// childArgs: when set, the test binary is hhcheck itself with these
// arguments (one per line), so that a test can kill a real run.
const childArgs = "HHCHECK_TEST_MAIN_ARGS"

func TestMain(m *testing.M) {
	if a, ok := os.LookupEnv(childArgs); ok {
		os.Exit(run(strings.Split(a, "\n"), os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// hhcheckCmd is a command running hhcheck with args in a child process.
func hhcheckCmd(args ...string) *exec.Cmd {
	c := exec.Command(os.Args[0], "-test.run=^$")
	c.Env = append(os.Environ(), childArgs+"="+strings.Join(args, "\n"))
	return c
}

// bigInput copies the bundled PokerStars samples n times into a new
// directory, each file's hands with ids of their own (not the same hands
// twice: an incremental run sees DUPLICATE_HAND only within a file).
func bigInput(t *testing.T, n int) string {
	t.Helper()
	dir := t.TempDir()
	id := regexp.MustCompile(`((?:Hand|Game) #)(\d+)`)
	file := 0
	err := filepath.WalkDir("../../testdata/histories/pokerstars", func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel("../../testdata/histories/pokerstars", p)
		file++
		for i := 0; i < n; i++ {
			dst := filepath.Join(dir, fmt.Sprintf("copy%02d", i), rel)
			os.MkdirAll(filepath.Dir(dst), 0o755)
			if err := os.WriteFile(dst, id.ReplaceAll(b, []byte(fmt.Sprintf("${1}%d%03d${2}", i+1, file))), 0o644); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// summaryCounts reads a summary file with what differs between equal runs
// taken out.
func summaryCounts(t testing.TB, path string) map[string]any {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatalf("%s is not whole JSON: %v", path, err)
	}
	for _, k := range []string{"elapsed_seconds", "hands_per_second", "workers", "output", "files_reverified", "run"} {
		delete(m, k)
	}
	return m
}

// TestStateSurvivesKill kills `verify --state` runs at random points
// (SIGKILL) and checks that no output is ever half-written and that the
// next run's summary and findings equal a clean full run's.
func TestStateSurvivesKill(t *testing.T) {
	if testing.Short() {
		t.Skip("kills child runs: not in -short")
	}
	in := bigInput(t, 10)
	out := t.TempDir()
	ref := hhcheckCmd("verify", in, "-q", "--out", filepath.Join(out, "ref.parquet"), "--summary", filepath.Join(out, "ref.json"))
	start := time.Now()
	if err := ref.Run(); err != nil && ref.ProcessState.ExitCode() == exitError {
		t.Fatal(err)
	}
	full := time.Since(start)
	want := summaryCounts(t, filepath.Join(out, "ref.json"))
	wantRows, err := export.ReadFile(filepath.Join(out, "ref.parquet"))
	if err != nil {
		t.Fatal(err)
	}

	state := filepath.Join(out, "state")
	findings, summary := filepath.Join(out, "f.parquet"), filepath.Join(out, "s.json")
	seed := time.Now().UnixNano()
	rng := rand.New(rand.NewPCG(uint64(seed), 0))
	t.Logf("seed %d, a full run takes %v", seed, full)
	for i := 0; i < 6; i++ {
		c := hhcheckCmd("verify", in, "-q", "--state", state, "--out", findings, "--summary", summary)
		if err := c.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Duration(rng.Int64N(int64(full) + 1)))
		c.Process.Signal(syscall.SIGKILL)
		c.Wait()
		// outputs are whole or absent
		if _, err := os.Stat(summary); err == nil {
			summaryCounts(t, summary)
		}
		if _, err := os.Stat(findings); err == nil {
			if _, err := export.ReadFile(findings); err != nil {
				t.Fatalf("kill %d left a findings file that does not read: %v", i, err)
			}
		}
	}
	c := hhcheckCmd("verify", in, "-q", "--state", state, "--out", findings, "--summary", summary)
	if err := c.Run(); err != nil && c.ProcessState.ExitCode() == exitError {
		t.Fatal(err)
	}
	if got := summaryCounts(t, summary); !reflect.DeepEqual(got, want) {
		t.Errorf("after the kills, the summary\n%v\nwant a full run's\n%v", got, want)
	}
	rows, err := export.ReadFile(findings)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(rows, wantRows) {
		t.Errorf("after the kills, %d findings rows, a full run %d (or they differ)", len(rows), len(wantRows))
	}
	left, _ := filepath.Glob(filepath.Join(state, "files", ".*"))
	if len(left) > 0 {
		t.Errorf("temporary files left in the state after a clean run: %v", left)
	}
}
