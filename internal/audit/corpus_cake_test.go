package audit

import (
	"testing"

	"github.com/hhcheck/hhcheck/rules"
)

// rejectedCake lists the real Cake hands rejected, each with a text its
// rejection must contain and why (parse/cake.go).
var rejectedCake = map[string]string{
	// tour__Cake__Flop__NLHE-2max-USD-STT-0.75-201212.player.left.the.table.txt:
	// an all-in with both hands shown, the board dealt, "***SHOW DOWN***",
	// then "Player left the table" and no "wins" line: nothing to verify
	"3165C58A73000009": `truncated: no "wins" line`,
}

// TestCorpusCakeVerifies runs the whole path over every Cake history of
// ../shared (by-site/Cake, 11 files of 12 hands) under the standard and
// the site profile: the hand listed in rejectedCake is rejected with its
// reason, the 11 others parse and verify clean (no finding).
func TestCorpusCakeVerifies(t *testing.T) {
	files := sharedFiles(t, "Cake")
	for _, prof := range []rules.Profile{rules.Standard, rules.SiteOddChips} {
		t.Run(prof.Name, func(t *testing.T) {
			sum := familyFindingsRejecting(t, files, prof, nil, rejectedCake)
			if sum.HandsRead != 12 || sum.HandsRejected != 1 || sum.HandsFlagged != 0 {
				t.Errorf("%d hands read, %d rejected, %d flagged: want 12, 1, 0", sum.HandsRead, sum.HandsRejected, sum.HandsFlagged)
			}
		})
	}
}
