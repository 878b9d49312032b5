package parse

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"
	"unsafe"
)

// TestMemoDoesNotPinText: a parser outlives the files it reads (one per
// worker), so what its memos keep must not hold pieces of a file's text:
// once a file is parsed and dropped, its text is collected while the
// parser lives on. Before the memo converted a copy of the line, its
// values (the grammar's strings) pinned every file they came from.
func TestMemoDoesNotPinText(t *testing.T) {
	dir := "../testdata/histories/pokerstars"
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	p := NewParser()
	freed := make(chan string, len(entries))
	files, names := 0, []string{}
	for _, e := range entries {
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		func() {
			doc, _ := Hands(e.Name(), data)
			if len(doc.Chunks) == 0 || len(doc.Text) == 0 {
				return
			}
			files++
			names = append(names, e.Name())
			runtime.AddCleanup(unsafe.StringData(doc.Text), func(name string) { freed <- name }, e.Name())
			for _, c := range doc.Chunks {
				p.Parse(doc, c) //nolint:errcheck // rejections are fine here
			}
		}()
	}
	deadline := time.Now().Add(5 * time.Second)
	held := map[string]bool{}
	for _, n := range names {
		held[n] = true
	}
	for len(held) > 0 && time.Now().Before(deadline) {
		runtime.GC()
		select {
		case n := <-freed:
			delete(held, n)
		case <-time.After(50 * time.Millisecond):
		}
	}
	runtime.KeepAlive(p)
	// a state's one-entry caches (the last tournament header read) may
	// keep the file they last read: two here (the KO and razz
	// tournaments), bounded whatever the number of files; before the
	// memo converted a copy, 19 of the 23 files stayed
	if len(held) > 2 {
		t.Errorf("%d of %d files' text still held after parsing, while the parser lives: %v", len(held), files, held)
	}
}
