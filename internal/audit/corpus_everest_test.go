package audit

import (
	"testing"

	"github.com/hhcheck/hhcheck/rules"
)

// TestCorpusEverestVerifies runs the whole path over every Everest Poker
// history of ../shared (by-site/Everest: three XML sessions of one hand
// each) under the standard and the site profile: all 3 hands parse and
// verify clean (no Everest hand is a genuine anomaly; the conventions are
// in parse/everest.go).
func TestCorpusEverestVerifies(t *testing.T) {
	paths := sharedFiles(t, "Everest")
	for _, prof := range []rules.Profile{rules.Standard, rules.SiteOddChips} {
		t.Run(prof.Name, func(t *testing.T) {
			sum := familyFindings(t, paths, prof, map[string]string{})
			if sum.HandsRejected != 0 || sum.HandsRead != 3 {
				t.Errorf("%d hands read, %d rejected: want 3, every one parsed", sum.HandsRead, sum.HandsRejected)
			}
		})
	}
}
