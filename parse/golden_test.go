package parse

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
)

var update = flag.Bool("update", false, "rewrite the golden files of TestGoldenHands from the parser's output")

// goldenHands is how many hands of each bundled file the golden files hold.
const goldenHands = 3

// TestGoldenHands prints (hand.Fprint) what the parser makes of the first
// hands of every bundled history and compares it with
// testdata/golden/<file>.golden, like go/printer's golden files: a change
// in the hand model of any site shows as a diff to review. After a
// deliberate change, `go test ./parse -run TestGoldenHands -update`
// rewrites them.
func TestGoldenHands(t *testing.T) {
	root := "../testdata/histories"
	var files []string
	filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && !strings.HasSuffix(p, ".md") {
			files = append(files, p)
		}
		return nil
	})
	if len(files) < 20 {
		t.Fatalf("only %d bundled histories under %s", len(files), root)
	}
	seen := map[string]bool{}
	for _, f := range files {
		rel, _ := filepath.Rel(root, f)
		golden := filepath.Join("testdata", "golden", strings.ReplaceAll(rel, string(filepath.Separator), "__")+".golden")
		seen[golden] = true
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var got bytes.Buffer
		doc, err := Hands(filepath.ToSlash(rel), data)
		if err != nil {
			fmt.Fprintf(&got, "error: %v\n", err)
		} else {
			p := NewParser()
			for i, c := range doc.Chunks {
				if i == goldenHands {
					fmt.Fprintf(&got, "… %d more hands\n", len(doc.Chunks)-goldenHands)
					break
				}
				h, perr := p.Parse(doc, c)
				if perr != nil {
					fmt.Fprintf(&got, "== hand rejected: %v\n", perr)
					continue
				}
				fmt.Fprintf(&got, "== hand %s (lines %d-%d)\n", h.ID, h.Line, h.EndLine)
				if err := hand.Fprint(&got, h); err != nil {
					t.Fatal(err)
				}
			}
		}
		if *update {
			os.MkdirAll(filepath.Dir(golden), 0o755)
			if err := os.WriteFile(golden, got.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Errorf("%s: %v (run with -update to create it)", rel, err)
			continue
		}
		if !bytes.Equal(got.Bytes(), want) {
			t.Errorf("%s: the hand model differs from %s:\n%s", rel, golden, firstDiff(string(want), got.String()))
		}
	}
	// golden files of histories no longer bundled
	old, _ := filepath.Glob(filepath.Join("testdata", "golden", "*.golden"))
	for _, o := range old {
		if !seen[o] {
			if *update {
				os.Remove(o)
			} else {
				t.Errorf("%s belongs to no bundled history (run with -update to remove it)", o)
			}
		}
	}
}

// firstDiff shows the first line where two texts differ, with its number.
func firstDiff(want, got string) string {
	wl, gl := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < max(len(wl), len(gl)); i++ {
		var w, g string
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if w != g {
			return fmt.Sprintf("line %d:\n  want %s\n  got  %s", i+1, w, g)
		}
	}
	return "(same lines)"
}
