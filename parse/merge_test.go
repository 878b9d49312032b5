package parse

import (
	"testing"

	"github.com/hhcheck/hhcheck/hand"
)

// TestMergeHalfPotLimit: Merge's "Half Pot Limit" (the real Badugi hand
// 33227759-34) is a betting structure RULES does not describe: the hand is
// read with its limit unknown and a note saying its bet sizes are not
// judged, not rejected.
func TestMergeHalfPotLimit(t *testing.T) {
	hs := readSample(t, "merge", "cash__Merge__Draw__Badugi-HPL-USD-0.50-0.50-201104.Sample.txt")
	h := findHand(t, hs, "33227759-34")
	if h.Game != hand.Badugi || h.Limit != hand.UnknownLimit {
		t.Errorf("game %v, limit %v: want badugi, unknown limit", h.Game, h.Limit)
	}
	noted := false
	for _, n := range h.Notes {
		noted = noted || n.Kind == "limit_unknown"
	}
	if !noted {
		t.Errorf("no limit_unknown note: %+v", h.Notes)
	}
	if len(h.Awards) == 0 {
		t.Error("no award read")
	}
}
