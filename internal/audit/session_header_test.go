package audit

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/hhcheck/hhcheck/rules"
)

// TestSessionHeaderKnown: the part of an iPoker file before its first game
// (<session>, <general>: table, currency, the player's name) is known
// text, not a hand: a file of clean hands is clean (exit 0), its header's
// bytes counted as known, none unrecognised.
func TestSessionHeaderKnown(t *testing.T) {
	path := filepath.Join("../../testdata/histories/ipoker", "cash__iPoker__Flop__6+Holdem-EUR-0.25-0.50-201702.txt")
	sum, err := Run(context.Background(), Options{Paths: []string{path}, Profile: rules.Standard})
	if err != nil {
		t.Fatal(err)
	}
	if sum.HandsClean == 0 || sum.HandsClean != sum.HandsRead {
		t.Fatalf("want every hand clean: %+v", sum)
	}
	if sum.SkippedTextBlocks != 1 || sum.UnrecognisedTextBlocks != 0 || sum.Bytes.KnownNotHands == 0 || sum.Bytes.Unrecognised != 0 {
		t.Errorf("session header: %d blocks, %d unrecognised, bytes %+v", sum.SkippedTextBlocks, sum.UnrecognisedTextBlocks, sum.Bytes)
	}
	if sum.ExitStatus != 0 {
		t.Errorf("exit %d: %v", sum.ExitStatus, sum.NotCleanBecause)
	}
}
