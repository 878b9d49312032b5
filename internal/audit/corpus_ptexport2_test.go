package audit

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/rules"
)

// ptLayoutFiles lists the files of ../shared's PokerTracker-export folder
// whose names carry mark (".Everest."): the hands of one of the export's
// layouts.
func ptLayoutFiles(t *testing.T, mark string) []string {
	t.Helper()
	var mine []string
	for _, p := range sharedFiles(t, "PokerTracker-export") {
		if strings.Contains(filepath.Base(p), mark) {
			mine = append(mine, p)
		}
	}
	if len(mine) == 0 {
		t.Skipf("no %s file in PokerTracker-export", mark)
	}
	return mine
}

// ptLayoutVerifies runs the whole path over the files of one layout of
// PokerTracker's export under the standard and the site profile: want
// hands are read, the findings are the listed ones (hand id to its sorted
// codes) and the rejections too (hand id to a text of the rejection).
func ptLayoutVerifies(t *testing.T, mark string, want int, listed, rejected map[string]string) {
	t.Helper()
	paths := ptLayoutFiles(t, mark)
	for _, prof := range []rules.Profile{rules.Standard, rules.SiteOddChips} {
		t.Run(prof.Name, func(t *testing.T) {
			sum := familyFindingsRejecting(t, paths, prof, listed, rejected)
			if sum.HandsRead != want || sum.HandsRejected != len(rejected) {
				t.Errorf("%d hands read, %d rejected: want %d, %d", sum.HandsRead, sum.HandsRejected, want, len(rejected))
			}
		})
	}
}

// TestCorpusPTEverestVerifies: the EverestPoker hands of PokerTracker's
// export (parse/ptexport_everest.go; 167 hands) all parse but one, and
// none is flagged: the conventions are in the mapping.
func TestCorpusPTEverestVerifies(t *testing.T) {
	ptLayoutVerifies(t, ".Everest.", 167, map[string]string{}, ptEverestRejected)
}

// ptEverestRejected: the Everest hand of PokerTracker's export no mapping
// can read, with the text its rejection must contain.
var ptEverestRejected = map[string]string{
	// "Player26 has been disconnected, and is allin" with only his small
	// blind in: an all-in with chips left, which the model has not
	"6474571169": "all-in by disconnection",
}

// TestCorpusPTMicrogamingVerifies: the Microgaming hands of PokerTracker's
// export (parse/ptexport_mg.go; 8 tournament hands) all parse and verify
// clean.
func TestCorpusPTMicrogamingVerifies(t *testing.T) {
	ptLayoutVerifies(t, ".Microgaming.", 8, map[string]string{}, map[string]string{})
}

// TestCorpusPTMergeV2Verifies: the one hand of PokerTracker's "Merge Game
// #" layout (parse/ptexport_merge.go) parses and verifies clean.
func TestCorpusPTMergeV2Verifies(t *testing.T) {
	ptLayoutVerifies(t, ".Merge.v2.", 1, map[string]string{}, map[string]string{})
}
