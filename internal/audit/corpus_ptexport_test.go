package audit

import (
	"context"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/rules"
)

// ptexportFindings are the PokerTracker-export hands that do not verify
// clean, with why. Every one is a record the tracker wrote in a way the
// mapping (parse/ptexport.go) does not model yet, or whose numbers do not
// add up; none is shown to be a site's error.
var ptexportFindings = map[string]string{
	// (2607739781, HandHQ table: "Player1: Bet $14.05", "Player7: Raise
	// $23.38", a raise to 23.38 below the minimum; HandHQ's rewrite wrote
	// every stack $100,000.00, so he may have been all in: not accused.)
}

// ptexportRejected are the export's hands rejected, with why (the
// amounts contradict themselves: parse/ptexport.go).
var ptexportRejected = map[string]string{
	// HandHQ table: "Raise $31.10" after a raise to $112.70
	"2607756372": "bad_amount",
	// SNG: Player70's "Bet $2,172.60" is $40 more than he had left
	"3616973070": "bad_amount",
	// Zone Poker (fast fold): the flop's and the turn's calls are written
	// before the bets they call: the export's order, not the site's
	"3704959981": "unknown_line",
	// Merge PLO tournament: an all-in big blind written "Post SB $135.00"
	// (the level's big blind written nowhere)
	"4927169400080": "unknown_line",
}

// TestCorpusPTExportVerifies runs the whole path over PokerTracker's text
// export of ../shared (by-site/PokerTracker-export): every "GAME #" and
// "MERGE_GAME #" hand (337) parses but the two listed as rejected, and the
// findings are listed above. The folder's other layouts (the "Merge Game
// #" file, Everest's and Microgaming's exports) have registrations of
// their own and tests in corpus_ptexport2_test.go.
func TestCorpusPTExportVerifies(t *testing.T) {
	paths := sharedFiles(t, "PokerTracker-export")
	var mine []string
	for _, p := range paths {
		if !strings.Contains(p, ".v2.post.sb.") && !strings.Contains(p, ".Everest.") && !strings.Contains(p, ".Microgaming.") {
			mine = append(mine, p)
		}
	}
	for _, prof := range []rules.Profile{rules.Standard, rules.SiteOddChips} {
		t.Run(prof.Name, func(t *testing.T) {
			rejected := map[string]string{}
			sum, err := Run(context.Background(), Options{Paths: mine, Profile: prof, OnHand: func(h HandResult) {
				if h.Rejected != nil {
					rejected[h.HandID] = string(h.Rejected.Reason)
					return
				}
				got := map[string]bool{}
				for _, d := range h.Discrepancies {
					got[string(d.Code)] = true
				}
				if codes := strings.Join(slices.Sorted(maps.Keys(got)), " "); codes != ptexportFindings[h.HandID] {
					t.Errorf("hand %s: findings %q, listed %q", h.HandID, codes, ptexportFindings[h.HandID])
				}
			}})
			if err != nil {
				t.Fatal(err)
			}
			if !maps.Equal(rejected, ptexportRejected) {
				t.Errorf("rejected %v, listed %v", rejected, ptexportRejected)
			}
			if sum.HandsRead != 337 || sum.HandsFlagged != len(ptexportFindings) {
				t.Errorf("%d hands read, %d flagged: want 337, %d", sum.HandsRead, sum.HandsFlagged, len(ptexportFindings))
			}
		})
	}
}
