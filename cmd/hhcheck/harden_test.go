package main

import (
	"archive/zip"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/hhcheck/hhcheck/export"
)

// Issue 11 ("never a silent success, never a lost byte"): one test per
// numbered defect, each through the command as cron runs it.

const cleanSample = "cash__Stars__Flop__PLO-FR-USD-0.01-0.02-201006.sidepots.txt"

func readSample(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(samples, name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// runVerify runs "hhcheck verify --show 0 --summary <tmp> args..." and returns
// the exit status, stderr and the summary as JSON.
func runVerify(t *testing.T, args ...string) (int, string, map[string]any) {
	t.Helper()
	sumPath := filepath.Join(t.TempDir(), "summary.json")
	var stderr bytes.Buffer
	code := run(append([]string{"verify", "--show", "0", "--no-progress", "--summary", sumPath}, args...), io.Discard, &stderr)
	var sum map[string]any
	if data, err := os.ReadFile(sumPath); err == nil {
		if err := json.Unmarshal(data, &sum); err != nil {
			t.Fatal(err)
		}
	}
	return code, stderr.String(), sum
}

func num(sum map[string]any, key string) int {
	f, _ := sum[key].(float64)
	return int(f)
}

func bytesOf(sum map[string]any, key string) int {
	b, _ := sum["bytes"].(map[string]any)
	f, _ := b[key].(float64)
	return int(f)
}

func write(t *testing.T, path string, data []byte) string {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// Item 1: an output that is an input, or another output, is refused
// before anything is read or written.
func TestOutputIsInputRefused(t *testing.T) {
	dir := t.TempDir()
	in := copySample(t, dir, cleanSample)
	before := readSample(t, cleanSample)
	other := filepath.Join(dir, "x.json")
	for _, args := range [][]string{
		{"verify", "-q", in, "--out", in},
		{"verify", "-q", in, "--summary", in},
		{"verify", "-q", in, "--out", other, "--summary", other},
		{"verify", "-q", in, "--out", dir},
	} {
		var stderr bytes.Buffer
		if got := run(args, io.Discard, &stderr); got != exitError {
			t.Errorf("%v: exit %d, want 2", args, got)
		}
		if !strings.Contains(stderr.String(), "--") {
			t.Errorf("%v: no reason naming the flag: %q", args, stderr.String())
		}
		if after, _ := os.ReadFile(in); !bytes.Equal(after, before) {
			t.Fatalf("%v: the input was overwritten", args)
		}
		if _, err := os.Stat(other); err == nil {
			t.Errorf("%v: %s written", args, other)
		}
	}
}

// Item 2: a directory given as a symbolic link, and links to files in a
// walked directory, are followed; a link loop is skipped and said.
func TestSymlinksFollowed(t *testing.T) {
	root := t.TempDir()
	day := filepath.Join(root, "2026-11-23")
	os.MkdirAll(day, 0o755)
	copySample(t, day, cleanSample)
	if err := os.Symlink(filepath.Join(root, "2026-11-23"), filepath.Join(root, "latest")); err != nil {
		t.Skip("no symlinks:", err)
	}
	code, _, sum := runVerify(t, filepath.Join(root, "latest"))
	if code != exitClean || num(sum, "files") != 1 || num(sum, "hands_clean") == 0 {
		t.Errorf("symlinked directory: exit %d, summary %v", code, sum)
	}
	// a link to a file inside a walked directory, and a loop
	linked := filepath.Join(root, "walk")
	os.MkdirAll(linked, 0o755)
	os.Symlink(filepath.Join(day, cleanSample), filepath.Join(linked, "a.txt"))
	os.Symlink(linked, filepath.Join(linked, "loop"))
	code, _, sum = runVerify(t, linked)
	skipped, _ := sum["paths_skipped"].([]any)
	if code != exitClean || num(sum, "files") != 1 || num(sum, "hands_clean") == 0 || len(skipped) != 1 {
		t.Errorf("symlinked file and loop: exit %d, summary %v", code, sum)
	}
}

// Item 3: exit 0 only when hands were verified and every byte is
// accounted for.
func TestNothingVerifiedIsNotClean(t *testing.T) {
	dir := t.TempDir()
	hands := readSample(t, cleanSample)
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(hands)
	zw.Close()
	var inner bytes.Buffer
	z := zip.NewWriter(&inner)
	f, _ := z.Create("h.txt")
	f.Write(hands)
	z.Close()
	var outer bytes.Buffer
	z = zip.NewWriter(&outer)
	f, _ = z.Create("inner.zip")
	f.Write(inner.Bytes())
	z.Close()
	utf32 := []byte{0xFF, 0xFE, 0, 0}
	for _, r := range string(hands) {
		utf32 = append(utf32, byte(r), byte(r>>8), byte(r>>16), byte(r>>24))
	}
	garbage := make([]byte, 4096)
	for i := range garbage {
		garbage[i] = byte(i*7919 + i>>3)
	}
	os.MkdirAll(filepath.Join(dir, "empty"), 0o755)
	cases := []struct {
		name string
		path string
		want int
	}{
		{"empty directory", filepath.Join(dir, "empty"), exitFindings},
		{"empty file", write(t, filepath.Join(dir, "e", "empty.txt"), nil), exitFindings},
		{"binary garbage", write(t, filepath.Join(dir, "g", "garbage.txt"), garbage), exitFindings},
		{"hands then garbage", write(t, filepath.Join(dir, "hg", "h.txt"), append(append([]byte{}, hands...), garbage...)), exitFindings},
		{"zip inside a zip", write(t, filepath.Join(dir, "z", "outer.zip"), outer.Bytes()), exitFindings},
		{"gzip without .gz", write(t, filepath.Join(dir, "gz", "hands.txt"), gz.Bytes()), exitClean},
		{"UTF-32", write(t, filepath.Join(dir, "u", "hands.txt"), utf32), exitClean},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, stderr, sum := runVerify(t, c.path)
			why, _ := sum["not_clean_because"].([]any)
			if code != c.want || num(sum, "exit_status") != c.want {
				t.Fatalf("exit %d (summary %d), want %d: %s", code, num(sum, "exit_status"), c.want, stderr)
			}
			if c.want != exitClean && (len(why) == 0 || !strings.Contains(stderr, "not clean")) {
				t.Errorf("no reason given: %v, %q", why, stderr)
			}
			if c.want == exitClean && num(sum, "hands_clean") == 0 {
				t.Errorf("clean without hands: %v", sum)
			}
		})
	}
}

// Item 5: text after a hand is accounted for, never dropped: text after a
// blank line of a PokerStars hand makes the run not clean; a Winamax
// tournament summary between hands is known not to be a hand.
func TestTextAfterHandAccounted(t *testing.T) {
	dir := t.TempDir()
	hands := string(readSample(t, cleanSample))
	p := write(t, filepath.Join(dir, "a", "h.txt"), []byte(hands+"\n\nI was here, and this line is no hand\n"))
	code, _, sum := runVerify(t, p)
	if code != exitFindings || bytesOf(sum, "unrecognised_text") < len("I was here, and this line is no hand") || num(sum, "unrecognised_text_blocks") != 1 {
		t.Errorf("text after the last hand: exit %d, summary %v", code, sum)
	}
	// the sum of the parts is every byte read
	b := sum["bytes"].(map[string]any)
	total := 0
	for k, v := range b {
		if k != "read" {
			total += int(v.(float64))
		}
	}
	if total != bytesOf(sum, "read") || bytesOf(sum, "read") < len(hands) {
		t.Errorf("bytes do not add up: %v", b)
	}
	p = write(t, filepath.Join(dir, "b", "h.txt"), []byte(hands+"\n\nPokerStars Tournament #123, No Limit Hold'em\nBuy-In: $1/$0.10\n"))
	code, _, sum = runVerify(t, p)
	if code != exitClean || bytesOf(sum, "known_not_hands") == 0 {
		t.Errorf("tournament summary after the hands: exit %d, summary %v", code, sum)
	}
}

// Item 6: the same hand read twice is one hand and a DUPLICATE_HAND.
func TestDuplicateHands(t *testing.T) {
	dir := t.TempDir()
	p := copySample(t, dir, cleanSample)
	_, _, once := runVerify(t, p)
	n := num(once, "hands_read")
	if n < 2 {
		t.Fatalf("sample has %d hands", n)
	}
	twice := write(t, filepath.Join(dir, "twice", "t.txt"), append(readSample(t, cleanSample), readSample(t, cleanSample)...))
	for _, c := range []struct {
		name string
		args []string
		dups int
	}{{"one file given twice", []string{p, p}, n}, {"a file repeated inside itself", []string{twice}, n}, {"across files", []string{p, twice}, 2 * n}} {
		code, _, sum := runVerify(t, c.args...)
		if code != exitFindings || num(sum, "hands_read") != n || num(sum, "hands_duplicate") != c.dups {
			t.Errorf("%s: exit %d, read %d (want %d), duplicate %d (want %d)", c.name, code, num(sum, "hands_read"), n, num(sum, "hands_duplicate"), c.dups)
		}
	}
}

// Items 10, 11, 15, 16: outputs 0644; a file name that is not UTF-8 makes a
// valid Parquet string; a rejected hand's hand_line is its header line and
// text that is no hand has its own code; the outputs record version,
// revision, profile, command line and run id.
func TestOutputsReadableAndDescribed(t *testing.T) {
	old := syscall.Umask(0o022)
	defer syscall.Umask(old)
	in, out := t.TempDir(), t.TempDir()
	name := filepath.Join(in, "h\xe9.txt")
	rejected := readSample(t, "cash__Stars__Flop__258753941248_anon5.txt")
	write(t, name, append(append([]byte("a line that is no hand\n\n"), rejected...), readSample(t, cleanSample)...))
	outPath, sumPath := filepath.Join(out, "f.parquet"), filepath.Join(out, "s.json")
	var stderr bytes.Buffer
	if code := run([]string{"verify", "--show", "0", "--out", outPath, "--summary", sumPath, in}, io.Discard, &stderr); code != exitFindings {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	for _, p := range []string{outPath, sumPath} {
		if st, err := os.Stat(p); err != nil || st.Mode().Perm() != 0o644 {
			t.Errorf("%s: %v %v, want 0644", p, st.Mode(), err)
		}
	}
	rows, err := export.ReadFile(outPath)
	if err != nil {
		t.Fatal(err)
	}
	codes := map[string]int{}
	for _, r := range rows {
		codes[r.Code]++
		if !utf8.ValidString(r.FilePath) || string(r.FilePathRaw) != name {
			t.Errorf("path %q raw %q", r.FilePath, r.FilePathRaw)
		}
		if r.Code == export.CodeRejected && (r.HandLine != 3 || r.FindingLine <= r.HandLine) {
			t.Errorf("rejected: hand_line %d finding_line %d, want the header line 3", r.HandLine, r.FindingLine)
		}
	}
	if codes[export.CodeRejected] != 1 || codes[export.CodeNotAHand] != 1 {
		t.Errorf("codes %v", codes)
	}
	md, err := export.ReadMetadata(outPath)
	if err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(sumPath)
	var sum struct {
		Run map[string]string `json:"run"`
	}
	json.Unmarshal(data, &sum)
	if md["hhcheck.version"] == "" || md["hhcheck.profile"] != "standard" || md["hhcheck.run_id"] == "" ||
		md["hhcheck.run_id"] != sum.Run["run_id"] || sum.Run["version"] != md["hhcheck.version"] ||
		!strings.HasPrefix(sum.Run["command_line"], "hhcheck verify --show 0 --out ") || md["hhcheck.command_line"] != sum.Run["command_line"] {
		t.Errorf("metadata %v, summary run %v", md, sum.Run)
	}
}

// Item 12: a truncated gzip gives the hands before the cut, then reports
// the cut.
func TestTruncatedArchiveKeepsHands(t *testing.T) {
	hands := readSample(t, cleanSample)
	_, _, whole := runVerify(t, copySample(t, t.TempDir(), cleanSample))
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(hands)
	zw.Close()
	p := write(t, filepath.Join(t.TempDir(), "h.txt.gz"), gz.Bytes()[:gz.Len()*3/4])
	code, stderr, sum := runVerify(t, p)
	errs, _ := sum["file_errors"].([]any)
	if code != exitError || len(errs) != 1 || num(sum, "hands_parsed") == 0 || num(sum, "hands_parsed") >= num(whole, "hands_read") {
		t.Errorf("exit %d, %d of %d hands, errors %v: %s", code, num(sum, "hands_parsed"), num(whole, "hands_read"), errs, stderr)
	}
}

// Item 12, zip: a zip cut before its directory (at its end) is read from
// its start: the entries before the cut are verified, the cut reported.
func TestTruncatedZipKeepsHands(t *testing.T) {
	hands := readSample(t, cleanSample)
	var b bytes.Buffer
	z := zip.NewWriter(&b)
	for _, name := range []string{"a.txt", "b.txt", "c.txt"} {
		f, _ := z.Create(name)
		f.Write(hands)
	}
	z.Close()
	_, _, whole := runVerify(t, write(t, filepath.Join(t.TempDir(), "whole.zip"), b.Bytes()))
	if num(whole, "files") != 3 || num(whole, "hands_duplicate") == 0 {
		t.Fatalf("whole zip: %v", whole)
	}
	p := write(t, filepath.Join(t.TempDir(), "cut.zip"), b.Bytes()[:b.Len()*4/5])
	code, stderr, sum := runVerify(t, p)
	errs, _ := sum["file_errors"].([]any)
	if code != exitError || len(errs) != 1 || num(sum, "hands_parsed") == 0 || num(sum, "hands_duplicate") == 0 {
		t.Errorf("exit %d, %d hands, %d again, errors %v: %s", code, num(sum, "hands_parsed"), num(sum, "hands_duplicate"), errs, stderr)
	}
}

// Item 13: "verify -" reads standard input.
func TestVerifyStdin(t *testing.T) {
	f, err := os.Open(filepath.Join(samples, cleanSample))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	old := os.Stdin
	os.Stdin = f
	defer func() { os.Stdin = old }()
	code, stderr, sum := runVerify(t, "-")
	if code != exitClean || num(sum, "hands_clean") == 0 {
		t.Errorf("exit %d, summary %v: %s", code, sum, stderr)
	}
}

// Item 9: outputs are checked before any input is read; SIGTERM stops
// the run, removes its temporary files, writes the summary with the
// interruption in it and does not claim the findings were written; the
// temporary files of a killed run are removed by the next.
func TestOutputFaults(t *testing.T) {
	dir := t.TempDir()
	in := copySample(t, dir, cleanSample)
	// an unwritable summary directory: refused at once (standard input,
	// which is never closed, is not read)
	r, w, _ := os.Pipe()
	defer w.Close()
	old := os.Stdin
	os.Stdin = r
	start := time.Now()
	code := run([]string{"verify", "-q", "-", "--summary", filepath.Join(dir, "nope", "s.json")}, io.Discard, io.Discard)
	os.Stdin = old
	if code != exitError || time.Since(start) > 5*time.Second {
		t.Errorf("unwritable summary: exit %d after %v", code, time.Since(start))
	}
	// stale temporary file of a dead run
	dead := exec.Command("true")
	if err := dead.Run(); err != nil {
		t.Skip("no 'true':", err)
	}
	out := filepath.Join(dir, "out")
	os.MkdirAll(out, 0o755)
	stale := filepath.Join(out, ".f.parquet.hhcheck-tmp-"+strconv.Itoa(dead.Process.Pid)+"-1")
	write(t, stale, []byte("x"))
	if code := run([]string{"verify", "-q", in, "--out", filepath.Join(out, "f.parquet")}, io.Discard, io.Discard); code != exitClean {
		t.Errorf("exit %d", code)
	}
	if _, err := os.Stat(stale); err == nil {
		t.Error("stale temporary file not removed")
	}
	// SIGTERM in the middle of a run reading a pipe
	if os.Getenv("HHCHECK_MAIN") == "" {
		exe, err := os.Executable()
		if err != nil {
			t.Skip(err)
		}
		sumPath := filepath.Join(out, "s.json")
		cmd := exec.Command(exe, "-test.run=^TestMainProcess$")
		cmd.Env = append(os.Environ(), "HHCHECK_MAIN=verify --no-progress --out "+filepath.Join(out, "g.parquet")+" --summary "+sumPath+" -")
		stdin, _ := cmd.StdinPipe()
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		stdin.Write(readSample(t, cleanSample))
		deadline := time.Now().Add(20 * time.Second)
		for time.Now().Before(deadline) {
			if m, _ := filepath.Glob(filepath.Join(out, ".g.parquet.hhcheck-tmp-*")); len(m) > 0 {
				break
			}
			time.Sleep(20 * time.Millisecond)
		}
		time.Sleep(200 * time.Millisecond)
		cmd.Process.Signal(syscall.SIGTERM)
		err = cmd.Wait()
		stdin.Close()
		ee, _ := err.(*exec.ExitError)
		if ee == nil || ee.ExitCode() != exitError {
			t.Errorf("after SIGTERM: %v, want exit 2; %s", err, stderr.String())
		}
		if m, _ := filepath.Glob(filepath.Join(out, ".*tmp*")); len(m) > 0 {
			t.Errorf("temporary files left after SIGTERM: %v", m)
		}
		if strings.Contains(stderr.String(), "findings: ") || !strings.Contains(stderr.String(), "interrupted") {
			t.Errorf("stderr after SIGTERM: %s", stderr.String())
		}
		data, err := os.ReadFile(sumPath)
		if err != nil || !strings.Contains(string(data), `"interrupted": true`) {
			t.Errorf("summary after SIGTERM: %v %s", err, data)
		}
	}
}

// TestMainProcess runs the command of $HHCHECK_MAIN as a process of its
// own (for the signal test).
func TestMainProcess(t *testing.T) {
	args := os.Getenv("HHCHECK_MAIN")
	if args == "" {
		t.Skip("helper process for TestOutputFaults")
	}
	os.Exit(run(strings.Fields(args), os.Stdout, os.Stderr))
}
