package audit

import (
	"testing"

	"github.com/hhcheck/hhcheck/rules"
)

// TestCorpusEverleafVerifies runs the whole path over every Everleaf
// history of ../shared (by-site/Everleaf) under the standard and the site
// profile: all 101 hands parse and verify clean (no Everleaf hand is a
// genuine anomaly; the conventions are in parse/everleaf.go).
func TestCorpusEverleafVerifies(t *testing.T) {
	paths := sharedFiles(t, "Everleaf")
	for _, prof := range []rules.Profile{rules.Standard, rules.SiteOddChips} {
		t.Run(prof.Name, func(t *testing.T) {
			sum := familyFindings(t, paths, prof, map[string]string{})
			if sum.HandsRejected != 0 || sum.HandsRead != 101 {
				t.Errorf("%d hands read, %d rejected: want 101, every one parsed", sum.HandsRead, sum.HandsRejected)
			}
		})
	}
}
