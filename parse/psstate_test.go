package parse

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// TestStarsStateEqualsFresh: what a PokerStars state keeps from hand to
// hand (the last header body mapped, the zone's period of the last date,
// the seat index, the memos) changes no hand. Every hand of the
// PokerStars samples and the project's PokerStars files, and of the
// shared files when ../shared is there, is parsed by one Parser in file
// order, twice (the second time every such cache holds the hand's own),
// and by a Parser of its own; the hands (or rejections) must be equal.
func TestStarsStateEqualsFresh(t *testing.T) {
	var paths []string
	for _, dir := range []string{"../testdata/histories/pokerstars", "../testdata/histories/project"} {
		ents, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range ents {
			if strings.HasSuffix(e.Name(), ".txt") && (strings.Contains(dir, "pokerstars") || strings.Contains(e.Name(), "PokerStars")) {
				paths = append(paths, filepath.Join(dir, e.Name()))
			}
		}
	}
	if _, err := os.Stat(filepath.Join(sharedDir, "INVENTORY.tsv")); err == nil && !testing.Short() {
		rows := psInventory(t)
		for _, r := range rows {
			paths = append(paths, filepath.Join(sharedDir, r.path))
		}
	}
	warm, n := NewParser(), 0
	for _, path := range paths {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		doc, _ := Hands(path, data)
		for _, c := range doc.Chunks {
			h1, e1 := warm.Parse(doc, c)
			again, e3 := warm.Parse(doc, c) // every one-entry cache holds this hand's
			h2, e2 := NewParser().Parse(doc, c)
			if !reflect.DeepEqual(h1, h2) || !reflect.DeepEqual(e1, e2) || !reflect.DeepEqual(again, h2) || !reflect.DeepEqual(e3, e2) {
				t.Fatalf("%s line %d: one parser for the file gives\n%+v %v\nand again\n%+v %v\na parser of its own\n%+v %v", path, c.Line, h1, e1, again, e3, h2, e2)
			}
			n++
		}
	}
	if n < 200 {
		t.Fatalf("only %d hands compared", n)
	}
	t.Logf("%d hands", n)
}

// TestCutRun: a street name's run word, each of the three and none.
func TestCutRun(t *testing.T) {
	for _, c := range []struct {
		name, rest string
		run        int
		ok         bool
	}{
		{"FIRST FLOP", "FLOP", 0, true}, {"SECOND SHOW DOWN", "SHOW DOWN", 1, true},
		{"THIRD RIVER", "RIVER", 2, true}, {"SECOND DRAW", "DRAW", 1, true},
		{"FLOP", "FLOP", 0, false}, {"FIRST", "FIRST", 0, false}, {"THIRDRIVER", "THIRDRIVER", 0, false},
		{"", "", 0, false}, {"SECOND ", "", 1, true},
	} {
		run, rest, ok := cutRun(c.name)
		if run != c.run || rest != c.rest || ok != c.ok {
			t.Errorf("cutRun(%q) = %d %q %v, want %d %q %v", c.name, run, rest, ok, c.run, c.rest, c.ok)
		}
	}
}
