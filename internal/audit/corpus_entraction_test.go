package audit

import (
	"testing"

	"github.com/hhcheck/hhcheck/rules"
)

// rejectedEntraction lists the real Entraction hands that cannot be read,
// with the text their rejection must contain.
var rejectedEntraction = map[string]string{
	// HHSmithy's StreetTests/Preflop.txt: the sample stops after "Rake:",
	// before the "Game ended ..." line that closes every Entraction hand.
	"2646505869": "truncated",
}

// TestCorpusEntractionVerifies runs the whole path over every Entraction
// history of ../shared (by-site/Entraction and the HHSmithy samples)
// under the standard and the site profile: 18 distinct hands (8 more
// read twice: HHSmithy copies one hand into several samples), 17 parse
// and verify clean (no Entraction hand is a genuine anomaly; the
// conventions are in parse/entraction.go) and the cut one is rejected
// truncated.
func TestCorpusEntractionVerifies(t *testing.T) {
	paths := sharedFiles(t, "Entraction")
	for _, prof := range []rules.Profile{rules.Standard, rules.SiteOddChips} {
		t.Run(prof.Name, func(t *testing.T) {
			sum := familyFindingsRejecting(t, paths, prof, map[string]string{}, rejectedEntraction)
			if sum.HandsRead != 18 || sum.HandsRejected != 1 || sum.HandsDuplicate != 8 || sum.HandsClean != 17 {
				t.Errorf("%d hands read (%d twice), %d rejected, %d clean: want 18 (8), 1, 17", sum.HandsRead, sum.HandsDuplicate, sum.HandsRejected, sum.HandsClean)
			}
		})
	}
}
