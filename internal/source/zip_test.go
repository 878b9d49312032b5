package source

import (
	"archive/zip"
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestZipOpenedTwice (issue 11 item 8): the entries of a zip are read from
// the archive opened once for the listing and once for all the entries,
// whatever their number; opening it again and looking for each entry by
// name was quadratic (20k entries: 203 s against 1.15 s unpacked). The
// count of opens is the property, not a time (no timed unit tests).
func TestZipOpenedTwice(t *testing.T) {
	for _, n := range []int{1, 50, 2000} {
		path := filepath.Join(t.TempDir(), fmt.Sprintf("%d.zip", n))
		f, err := os.Create(path)
		if err != nil {
			t.Fatal(err)
		}
		z := zip.NewWriter(f)
		for i := 0; i < n; i++ {
			w, err := z.CreateHeader(&zip.FileHeader{Name: fmt.Sprintf("d/%06d.txt", i), Method: zip.Store})
			if err != nil {
				t.Fatal(err)
			}
			fmt.Fprintf(w, "note %d\n", i)
		}
		if err := z.Close(); err != nil {
			t.Fatal(err)
		}
		f.Close()

		before := zipOpens.Load()
		inputs, err := zipInputs(path)
		if err != nil {
			t.Fatal(err)
		}
		if len(inputs) != n {
			t.Fatalf("%d entries listed, want %d", len(inputs), n)
		}
		for i, in := range inputs {
			rc, err := in.Stream()
			if err != nil {
				t.Fatal(err)
			}
			b, err := io.ReadAll(rc)
			rc.Close()
			if err != nil || string(b) != fmt.Sprintf("note %d\n", i) {
				t.Fatalf("entry %d: %q, %v", i, b, err)
			}
		}
		if opens := zipOpens.Load() - before; opens != 2 {
			t.Errorf("%d entries: the archive was opened %d times, want 2 (once to list, once for every entry)", n, opens)
		}
	}
}

// TestInputSize: a local file's input tells its size; an entry of a zip
// and standard input do not (-1).
func TestInputSize(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a.txt"), []byte("12345"), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(filepath.Join(dir, "b.zip"))
	if err != nil {
		t.Fatal(err)
	}
	z := zip.NewWriter(f)
	w, err := z.Create("entry.txt")
	if err != nil {
		t.Fatal(err)
	}
	w.Write([]byte("note\n"))
	if err := z.Close(); err != nil {
		t.Fatal(err)
	}
	f.Close()
	ins, _ := Inputs(Walk([]string{dir, Stdin}, nil))
	want := map[string]int64{filepath.Join(dir, "a.txt"): 5, filepath.Join(dir, "b.zip", "entry.txt"): -1, Stdin: -1}
	if len(ins) != len(want) {
		t.Fatalf("%d inputs, want %d", len(ins), len(want))
	}
	for _, in := range ins {
		if got, ok := want[in.Name]; !ok || in.Size() != got {
			t.Errorf("%s: size %d, want %d", in.Name, in.Size(), got)
		}
	}
}

// writeZip writes a zip of the named entries (in the order given) at
// path and returns its bytes.
func writeZip(t *testing.T, path string, entries ...[2]string) []byte {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	z := zip.NewWriter(f)
	for _, e := range entries {
		w, err := z.Create(e[0])
		if err != nil {
			t.Fatal(err)
		}
		io.WriteString(w, e[1])
	}
	if err := z.Close(); err != nil {
		t.Fatal(err)
	}
	f.Close()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestZipOpenReadsOnce (issue 14): Files opens nothing; the Open of a
// local file that is a zip, whatever its name, gives its entries in name
// order, read from the file it opened: the archive's directory is read
// once, and the file is closed after the last entry. A plain file gives
// its text, and a zip inside a gzip is not read.
func TestZipOpenReadsOnce(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "a.txt"), []byte("plain\n"), 0o644)
	writeZip(t, filepath.Join(dir, "b"), [2]string{"z.txt", "zed\n"}, [2]string{"d/", ""}, [2]string{"x.txt", "ex\n"})
	var gz bytes.Buffer
	w := gzip.NewWriter(&gz)
	w.Write(writeZip(t, filepath.Join(t.TempDir(), "inner.zip"), [2]string{"i.txt", "in\n"}))
	w.Close()
	os.WriteFile(filepath.Join(dir, "c.gz"), gz.Bytes(), 0o644)

	ins := Files(Walk([]string{dir}, nil))
	names := []string{}
	for _, in := range ins {
		names = append(names, filepath.Base(in.Name))
	}
	if fmt.Sprint(names) != "[a.txt b c.gz]" {
		t.Fatalf("inputs %v, want the three files as they are", names)
	}
	before := zipOpens.Load()
	got := map[string]string{}
	var order []string
	for _, in := range ins {
		op, err := in.Open()
		if filepath.Base(in.Name) == "c.gz" {
			if !IsNotRead(err) {
				t.Errorf("a zip in a gzip: %v, want not read", err)
			}
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		if op.Text != nil {
			b, _ := io.ReadAll(op.Text)
			op.Close()
			got[in.Name], order = string(b), append(order, in.Name)
			continue
		}
		for _, e := range op.Entries {
			eop, err := e.Open()
			if err != nil {
				t.Fatal(err)
			}
			b, _ := io.ReadAll(eop.Text)
			eop.Close()
			got[e.Name], order = string(b), append(order, e.Name)
		}
		if op.archive.files != nil {
			t.Error("the archive is still open after its last entry")
		}
		op.Close()
	}
	want := []string{filepath.Join(dir, "a.txt"), filepath.Join(dir, "b", "x.txt"), filepath.Join(dir, "b", "z.txt")}
	if fmt.Sprint(order) != fmt.Sprint(want) {
		t.Errorf("read %v, want %v", order, want)
	}
	if got[want[0]] != "plain\n" || got[want[1]] != "ex\n" || got[want[2]] != "zed\n" {
		t.Errorf("texts %q", got)
	}
	if n := zipOpens.Load() - before; n != 1 {
		t.Errorf("the zip's directory was read %d times, want once", n)
	}
}

// TestZipOpenBroken: a file that starts as a zip but has no directory
// and no entry opens as one input, named as the file, that fails with
// the error Inputs gives it; an archive whose directory is cut off gives
// the entries before the cut, the last told broken off (as Inputs).
func TestZipOpenBroken(t *testing.T) {
	dir := t.TempDir()
	broken := filepath.Join(dir, "broken")
	os.WriteFile(broken, []byte("PK\x03\x04 and nothing a zip has"), 0o644)
	whole := writeZip(t, filepath.Join(dir, "whole"), [2]string{"a.txt", strings.Repeat("a line\n", 500)}, [2]string{"b.txt", strings.Repeat("b line\n", 500)})
	cut := filepath.Join(dir, "cut")
	os.WriteFile(cut, whole[:len(whole)*4/5], 0o644)
	for _, path := range []string{broken, cut} {
		old, _ := Inputs(Walked{Files: []string{path}})
		op, err := Files(Walked{Files: []string{path}})[0].Open()
		if err != nil || op.Text != nil {
			t.Fatalf("%s: %v, text %v: want entries", path, err, op.Text != nil)
		}
		if len(op.Entries) != len(old) {
			t.Fatalf("%s: %d entries, Inputs lists %d", path, len(op.Entries), len(old))
		}
		for i, e := range op.Entries {
			a, aerr := readEntry(e)
			b, berr := readEntry(old[i])
			if e.Name != old[i].Name || a != b || fmt.Sprint(aerr) != fmt.Sprint(berr) {
				t.Errorf("%s: entry %s: %d bytes, %v; Inputs: %s, %d bytes, %v", path, e.Name, len(a), aerr, old[i].Name, len(b), berr)
			}
		}
		op.Close()
	}
	op, _ := Files(Walked{Files: []string{broken}})[0].Open()
	if _, err := readEntry(op.Entries[0]); op.Entries[0].Name != broken || err == nil || !strings.HasPrefix(err.Error(), "zip: ") {
		t.Errorf("broken zip: %s, %v", op.Entries[0].Name, err)
	}
	op, _ = Files(Walked{Files: []string{cut}})[0].Open()
	last := op.Entries[len(op.Entries)-1]
	if _, err := readEntry(last); err == nil || !strings.Contains(err.Error(), "no central directory") {
		t.Errorf("cut zip, last entry %s: %v, want broken off", last.Name, err)
	}
}

// readEntry reads an input whole, as a run does.
func readEntry(in Input) (string, error) {
	op, err := in.Open()
	if err != nil {
		return "", err
	}
	defer op.Close()
	b, err := io.ReadAll(op.Text)
	return string(b), err
}
