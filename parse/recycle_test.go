package parse

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
)

// TestRecycledHandsSame maps every bundled hand (and, when ../shared is
// there, every real hand of it) twice: once into new hands, once into
// hands given back by Recycle after earlier hands, of other sizes, sites
// and games, were mapped into them. Both must print the same: every
// field, %+v, where a nil and an empty list print alike (hand.Fprint
// shows an empty list, which a recycled hand has where a new one has
// none).
func TestRecycledHandsSame(t *testing.T) {
	roots := []string{"../testdata/histories"}
	if _, err := os.Stat("../../shared/histories"); err == nil {
		roots = append(roots, "../../shared/histories")
	}
	var files []string
	for _, root := range roots {
		filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && !strings.HasSuffix(p, ".md") {
				files = append(files, p)
			}
			return nil
		})
	}
	print := func(h *hand.Hand, perr *Error) string {
		if perr != nil {
			return perr.Error()
		}
		return strings.ReplaceAll(fmt.Sprintf("%+v", *h), " ", "\n")
	}
	fresh, p := NewParser(), NewParser()
	hands := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		doc, err := Hands(f, data)
		if err != nil {
			continue
		}
		want := make([]string, len(doc.Chunks))
		for i, c := range doc.Chunks {
			want[i] = print(fresh.Parse(doc, c)) // never recycled
		}
		for i, c := range doc.Chunks {
			h, perr := p.Parse(doc, c)
			if got := print(h, perr); got != want[i] {
				t.Fatalf("%s:%d: a recycled hand maps differently:\n%s", f, c.Line, firstDiff(want[i], got))
			}
			if perr == nil {
				Recycle(h)
			}
			hands++
		}
	}
	if hands < 500 {
		t.Fatalf("only %d hands", hands)
	}
	t.Logf("%d hands of %d files", hands, len(files))
}
