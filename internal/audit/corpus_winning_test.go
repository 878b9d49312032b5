package audit

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/parse"
	"github.com/hhcheck/hhcheck/rules"
)

// genuineWinning lists the real Winning Poker hands the standard and site
// profiles report, with the codes and why: none. (Seven Card Stud hi/lo
// 693975843, $7.05 after rake split between the high, KickAzzJohnny's two
// pair, and the low, ChazDazzle's 7-6-4-2-A, gives the odd cent to the low
// half, $3.53 against $3.52, where RRoP 3.7.5(c) gives it to the high
// half. It is the only real Winning hand with a unit left over between
// the halves, so every such hand agrees: the site's convention
// (hand.OddChipHiLoToLow, documented in parse/winning.go), clean under
// both profiles; TestWinningHiLoOddUnit checks it.)
var genuineWinning = map[string]struct {
	codes  string // sorted distinct codes
	reason string
}{}

// rejectedWinning: the hands no mapping can read, with the reason that
// names the real cause.
var rejectedWinning = map[string]parse.Reason{
	// the UTF-16 stud hi/lo file ends after the second hand's seat lines
	// (the file is in ../shared twice: the copy is counted once)
	"693976187": parse.ReasonTruncated,
}

// TestCorpusWinningVerifies runs the whole path over every Winning Poker
// history of ../shared (both layouts) under the standard and the site
// profile: every hand but the listed rejects parses, and every finding is
// listed with its reason.
func TestCorpusWinningVerifies(t *testing.T) {
	for _, prof := range []rules.Profile{rules.Standard, rules.SiteOddChips} {
		t.Run(prof.Name, func(t *testing.T) { corpusWinning(t, prof) })
	}
}

func corpusWinning(t *testing.T, prof rules.Profile) {
	paths := sharedFiles(t, "WinningPoker")
	seen := map[string]bool{}
	sum, err := Run(context.Background(), Options{Paths: paths, Profile: prof, OnHand: func(h HandResult) {
		switch {
		case h.Duplicate: // read before in another file: counted once, there
		case h.Rejected != nil:
			if want, ok := rejectedWinning[h.HandID]; !ok || want != h.Rejected.Reason {
				t.Errorf("%s:%d: hand %s rejected: %v", h.File, h.Line, h.HandID, h.Rejected)
			}
			if msg := h.Rejected.Error(); !strings.Contains(msg, "the file ends inside the hand, after its 2 seat lines") {
				t.Errorf("hand %s: the reject does not name the cause: %s", h.HandID, msg)
			}
			seen[h.HandID] = true
		case len(h.Discrepancies) > 0:
			var codes []string
			for _, d := range h.Discrepancies {
				if !slices.Contains(codes, string(d.Code)) {
					codes = append(codes, string(d.Code))
				}
			}
			slices.Sort(codes)
			got := strings.Join(codes, " ")
			if g, listed := genuineWinning[h.HandID]; !listed || got != g.codes {
				t.Errorf("unexpected finding (%s):\n%s", got, describe(h))
			}
			seen[h.HandID] = true
		}
	}})
	if err != nil {
		t.Fatal(err)
	}
	for id := range genuineWinning {
		if !seen[id] {
			t.Errorf("hand %s: listed finding not reported", id)
		}
	}
	for id := range rejectedWinning {
		if !seen[id] {
			t.Errorf("hand %s: listed rejection not seen", id)
		}
	}
	if sum.HandsRead+sum.HandsDuplicate != 50 || sum.HandsDuplicate != 9 || sum.HandsRead != sum.HandsParsed+sum.HandsRejected || sum.HandsParsed != sum.HandsClean+sum.HandsFlagged {
		t.Errorf("hands not accounted for: %+v", sum)
	}
	if sum.HandsRejected != 1 {
		t.Errorf("%d hands rejected, want the 1 listed", sum.HandsRejected)
	}
	t.Logf("%d hands (%d more read twice): %d clean, %d flagged, %d rejected", sum.HandsRead, sum.HandsDuplicate, sum.HandsClean, sum.HandsFlagged, sum.HandsRejected)
}
