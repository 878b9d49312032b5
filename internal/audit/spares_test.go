package audit

import (
	"testing"
	"unsafe"
)

// The collector gives a batch's memory back cleared (it refers to no text
// of the input), and the next batch reuses it.
func TestSparesReuseCleared(t *testing.T) {
	s := newSpares(1)
	m := s.get()
	hands := append(m.hands, HandResult{File: "f.txt", HandID: "123", site: "PokerStars"}, HandResult{HandID: "124"})
	r := batchResult{hands: hands, mem: m}
	s.put(&r)
	if r.hands != nil || r.mem != nil {
		t.Fatalf("the result still refers to its memory after put")
	}
	m2 := s.get()
	if m2 != m {
		t.Fatalf("the memory given back is not reused")
	}
	if len(m2.hands) != 0 || unsafe.SliceData(m2.hands) != unsafe.SliceData(hands) {
		t.Fatalf("the hands' array is not reused empty: len %d", len(m2.hands))
	}
	for i, h := range m2.hands[:2] {
		if h.File != "" || h.HandID != "" || h.site != "" {
			t.Errorf("hand %d of the reused memory still refers to %q %q %q", i, h.File, h.HandID, h.site)
		}
	}
	// a result without spared memory (a file's end, a coup log) is no spare
	s.put(&batchResult{})
	if s.get() == m {
		t.Errorf("a spare handed out twice")
	}
}
