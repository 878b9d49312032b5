package audit

import (
	"testing"

	"github.com/hhcheck/hhcheck/rules"
)

// TestCorpusSWCVerifies runs the whole path over every Seals With Clubs
// history of ../shared (by-site/SealsWithClubs, 3 files of one hand each)
// under the standard and the site profile: every hand parses and
// verifies clean (no finding).
func TestCorpusSWCVerifies(t *testing.T) {
	files := sharedFiles(t, "SealsWithClubs")
	for _, prof := range []rules.Profile{rules.Standard, rules.SiteOddChips} {
		t.Run(prof.Name, func(t *testing.T) {
			sum := familyFindings(t, files, prof, nil)
			if sum.HandsRead != 3 || sum.HandsClean != 3 {
				t.Errorf("%d hands read, %d clean: want 3, 3", sum.HandsRead, sum.HandsClean)
			}
		})
	}
}
