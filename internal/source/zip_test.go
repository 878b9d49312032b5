package source

import (
	"archive/zip"
	"fmt"
	"io"
	"os"
	"path/filepath"
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
