package audit

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/export"
	"github.com/hhcheck/hhcheck/rules"
)

// zipOf returns a zip of the entries (name, text), in the order given.
func zipOf(t *testing.T, entries ...[2]string) []byte {
	t.Helper()
	var b bytes.Buffer
	z := zip.NewWriter(&b)
	for _, e := range entries {
		w, err := z.Create(e[0])
		if err != nil {
			t.Fatal(err)
		}
		w.Write([]byte(e[1]))
	}
	if err := z.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func sampleText(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(samples, name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func writeFiles(t *testing.T, dir string, files map[string][]byte) {
	t.Helper()
	for name, b := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// zipRun is what a run gives: its summary (as JSON, the run's time left
// out), the hands in the order OnHand got them, and the Parquet rows.
type zipRun struct {
	summary string
	hands   []string
	rows    []string
}

func runOver(t *testing.T, dir string, workers int) zipRun {
	t.Helper()
	var got zipRun
	out := filepath.Join(t.TempDir(), "o.parquet")
	sum, err := Run(context.Background(), Options{Paths: []string{dir}, Out: out, Profile: rules.Standard, Workers: workers,
		OnHand: func(r HandResult) {
			got.hands = append(got.hands, fmt.Sprintf("%s:%d %s dup=%v rejected=%v %v", r.File, r.Line, r.HandID, r.Duplicate, r.Rejected != nil, r.Discrepancies))
		}})
	if err != nil {
		t.Fatal(err)
	}
	sum.ElapsedSeconds, sum.HandsPerSecond, sum.Output = 0, 0, ""
	js, _ := json.MarshalIndent(sum, "", " ")
	got.summary = string(js)
	rr, err := export.OpenRows(out)
	if err != nil {
		t.Fatal(err)
	}
	defer rr.Close()
	for r, ok := rr.Peek(); ok; r, ok = rr.Peek() {
		got.rows = append(got.rows, fmt.Sprintf("%s %d %s %s %s", r.FilePath, r.HandLine, r.HandID, r.Code, r.Message))
		rr.Next()
	}
	if rr.Err() != nil {
		t.Fatal(rr.Err())
	}
	return got
}

// TestZipAmongFilesAsUnpacked (issue 14): a zip archive without a .zip
// name among plain files, found by the worker that opens it, gives what
// the same files unpacked into a directory of the archive's name give:
// the same summary, the same hands in the same order (file names, lines,
// duplicates referring to entries) and the same Parquet rows, with one
// worker and with two.
func TestZipAmongFilesAsUnpacked(t *testing.T) {
	a, b, c := sampleText(t, "HHSmithy__GameTypeTests__CapNoLimitHoldem.txt"), sampleText(t, "HHSmithy__Limits__EuroTable.txt"),
		sampleText(t, "HHSmithy__RunItTwiceTests__RunItTwice2.txt")
	tampered := strings.Replace(b, "collected", "collected 1", 1)
	entries := [][2]string{{"x.txt", b}, {"sub/y.txt", c}, {"z.txt", a}, {"w.txt", tampered}}
	plain := map[string][]byte{"a.txt": []byte(a), "c.txt": []byte(c + "\nno hand here\n")}
	root := t.TempDir()
	zipped, unpacked, in := filepath.Join(root, "zipped"), filepath.Join(root, "unpacked"), filepath.Join(root, "in")
	writeFiles(t, zipped, plain)
	writeFiles(t, unpacked, plain)
	writeFiles(t, zipped, map[string][]byte{"b": zipOf(t, entries...)})
	for _, e := range entries {
		writeFiles(t, unpacked, map[string][]byte{filepath.Join("b", e[0]): []byte(e[1])})
	}
	// each tree is run as root/in, so that the names are the same
	runAsIn := func(tree string, workers int) zipRun {
		if err := os.Rename(tree, in); err != nil {
			t.Fatal(err)
		}
		defer os.Rename(in, tree)
		return runOver(t, in, workers)
	}
	for _, workers := range []int{1, 2} {
		z, u := runAsIn(zipped, workers), runAsIn(unpacked, workers)
		if z.summary != u.summary {
			t.Errorf("%d worker(s): summary of the zip\n%s\nunpacked\n%s", workers, z.summary, u.summary)
		}
		if strings.Join(z.hands, "\n") != strings.Join(u.hands, "\n") {
			t.Errorf("%d worker(s): hands of the zip\n%s\nunpacked\n%s", workers, strings.Join(z.hands, "\n"), strings.Join(u.hands, "\n"))
		}
		if strings.Join(z.rows, "\n") != strings.Join(u.rows, "\n") {
			t.Errorf("%d worker(s): rows of the zip\n%s\nunpacked\n%s", workers, strings.Join(z.rows, "\n"), strings.Join(u.rows, "\n"))
		}
		if !strings.Contains(strings.Join(z.hands, "\n"), filepath.Join(in, "b", "z.txt")) || !strings.Contains(z.summary, `"files": 6`) {
			t.Errorf("%d worker(s): the zip's entries were not read as files:\n%s", workers, z.summary)
		}
	}
}

// TestZipErrorsInOrder: a broken zip (no name telling it), a zip holding
// a zip, and a zip cut before its directory, among plain files: each
// entry is a file of its own, and the errors come in the order of the
// files, as when every archive was listed before the run.
func TestZipErrorsInOrder(t *testing.T) {
	a := sampleText(t, "HHSmithy__GameTypeTests__CapNoLimitHoldem.txt")
	e := sampleText(t, "HHSmithy__Limits__EuroTable.txt")
	whole := zipOf(t, [2]string{"d1.txt", a}, [2]string{"d2.txt", e}, [2]string{"d3.txt", a})
	dir := t.TempDir()
	writeFiles(t, dir, map[string][]byte{
		"a.txt":  []byte(a),
		"b":      []byte("PK\x03\x04 but no zip"),
		"c.zip":  zipOf(t, [2]string{"m.txt", e}, [2]string{"inner.zip", string(zipOf(t, [2]string{"i.txt", a}))}),
		"d.hist": whole[:len(whole)*4/5],
		"e.txt":  []byte(e),
	})
	for _, workers := range []int{1, 2} {
		var files []string
		sum, err := Run(context.Background(), Options{Paths: []string{dir}, Profile: rules.Standard, Workers: workers,
			OnHand: func(r HandResult) {
				if len(files) == 0 || files[len(files)-1] != r.File {
					files = append(files, r.File)
				}
			}})
		if err != nil {
			t.Fatal(err)
		}
		rel := func(fs []FileError) string {
			var s []string
			for _, f := range fs {
				p, _ := filepath.Rel(dir, f.File)
				s = append(s, p+": "+f.Error)
			}
			return strings.Join(s, "\n")
		}
		var order []string
		for _, f := range files {
			p, _ := filepath.Rel(dir, f)
			order = append(order, p)
		}
		if got := strings.Join(order, " "); got != "a.txt c.zip/m.txt d.hist/d1.txt d.hist/d2.txt e.txt" && got != "a.txt c.zip/m.txt d.hist/d1.txt d.hist/d2.txt d.hist/d3.txt e.txt" {
			t.Errorf("%d worker(s): hands from %s", workers, got)
		}
		errs := rel(sum.FileErrors)
		if lines := strings.Split(errs, "\n"); len(lines) != 2 || !strings.HasPrefix(lines[0], "b: zip: ") ||
			!strings.HasPrefix(lines[1], "d.hist/d3.txt: broken off after") {
			t.Errorf("%d worker(s): file errors\n%s", workers, errs)
		}
		if got := rel(sum.FilesNotRead); !strings.HasPrefix(got, "c.zip/inner.zip: a zip archive inside") || strings.Contains(got, "\n") {
			t.Errorf("%d worker(s): files not read\n%s", workers, got)
		}
		// a.txt, b, c.zip's two entries, d.hist's three, e.txt
		if sum.Files != 8 {
			t.Errorf("%d worker(s): %d files, want 8", workers, sum.Files)
		}
	}
}
