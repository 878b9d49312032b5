package parse

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
)

// A parsed hand refers to no memory of its parser that a later Parse
// reuses: internal/audit's work parses a whole batch before it checks any
// hand of it. Every bundled hand of every site is parsed with one parser,
// all kept, and only then compared with the same chunk parsed by a fresh
// parser.
func TestHandsOutliveLaterParses(t *testing.T) {
	type kept struct {
		doc *Document
		c   Chunk
		h   *hand.Hand
	}
	var all []kept
	p := NewParser()
	err := filepath.WalkDir("../testdata/histories", func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		doc, err := Hands(path, data)
		if err != nil {
			return nil // not text: the reading tests' business
		}
		for _, c := range doc.Chunks {
			if h, perr := p.Parse(doc, c); perr == nil {
				all = append(all, kept{doc, c, h})
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(all) < 500 {
		t.Fatalf("only %d hands parsed", len(all))
	}
	for _, k := range all {
		fresh, perr := NewParser().Parse(k.doc, k.c)
		if perr != nil || !reflect.DeepEqual(k.h, fresh) {
			t.Fatalf("%s line %d: the hand kept while %d others were parsed after it\n%+v\nis not the hand parsed alone\n%+v %v", k.doc.File, k.c.Line, len(all), k.h, fresh, perr)
		}
	}
	t.Logf("%d hands", len(all))
}
