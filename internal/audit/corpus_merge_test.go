package audit

import (
	"context"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/parse"
	"github.com/hhcheck/hhcheck/rules"
)

// genuineMerge lists the real Merge hands the standard and site profiles
// report, with the codes and why. Every other Merge hand of ../shared
// must parse (but for rejectedMerge) and verify clean.
var genuineMerge = map[string]struct {
	codes  string // sorted distinct codes
	reason string
}{
	// (31241825-6, 2-7 triple draw $5/$10 heads-up: six bets in one
	// round after the first draw: Merge lifts the cap heads-up
	// (Conventions.UncappedHeadsUp, parse/merge.go): clean.)
	// Hold'em $0.02/$0.04 (file "no.community"): the big blind (Hero)
	// disconnects before his option and the record writes no preflop
	// action of his, then his check on the flop and no flop action of
	// Player4, first to act, nor the flop cards: the record misses
	// actions the order of action needs.
	"35035866-453": {"OUT_OF_TURN", "a disconnection: the record misses the big blind's preflop option and the first player's flop action"},
}

// rejectedMerge lists the real Merge hands rejected, with their reason.
var rejectedMerge = map[string]parse.Reason{
	"31691047-143": parse.ReasonCancelled, // GAME_CANCELLED after the small blind
	"33325037-509": parse.ReasonTruncated, // no END_OF_GAME: the hero folds, leaves, and the record stops
}

// TestCorpusMergeVerifies runs the whole path over every Merge history
// of ../shared (by-site/Merge and the HHSmithy samples) under the
// standard and the site profile: all 30 distinct hands parse but the
// three listed rejected, and every finding is listed with its reason.
func TestCorpusMergeVerifies(t *testing.T) {
	paths := sharedFiles(t, "Merge")
	for _, prof := range []rules.Profile{rules.Standard, rules.SiteOddChips} {
		t.Run(prof.Name, func(t *testing.T) {
			flagged := map[string]string{}
			rejected := map[string]parse.Reason{}
			sum, err := Run(context.Background(), Options{Paths: paths, Profile: prof, OnHand: func(h HandResult) {
				if h.Duplicate {
					return
				}
				if h.Rejected != nil {
					rejected[h.HandID] = h.Rejected.Reason
					if rejectedMerge[h.HandID] != h.Rejected.Reason {
						t.Errorf("%s:%d: hand %s rejected: %v", h.File, h.Line, h.HandID, h.Rejected)
					}
					return
				}
				if len(h.Discrepancies) == 0 {
					return
				}
				codes := map[string]bool{}
				for _, d := range h.Discrepancies {
					codes[string(d.Code)] = true
				}
				flagged[h.HandID] = strings.Join(slices.Sorted(maps.Keys(codes)), " ")
				if g, ok := genuineMerge[h.HandID]; !ok || g.codes != flagged[h.HandID] {
					t.Errorf("unexpected finding (%s):\n%s", flagged[h.HandID], describe(h))
				}
			}})
			if err != nil {
				t.Fatal(err)
			}
			for id := range genuineMerge {
				if _, ok := flagged[id]; !ok {
					t.Errorf("hand %s: listed finding not reported", id)
				}
			}
			for id := range rejectedMerge {
				if _, ok := rejected[id]; !ok {
					t.Errorf("hand %s: listed rejection not reported", id)
				}
			}
			if sum.HandsRead != 30 || sum.HandsRejected != len(rejectedMerge) || sum.HandsDuplicate != 10 {
				t.Errorf("%d hands read (%d twice), %d rejected: want 30 (10), %d rejected", sum.HandsRead, sum.HandsDuplicate, sum.HandsRejected, len(rejectedMerge))
			}
		})
	}
}
