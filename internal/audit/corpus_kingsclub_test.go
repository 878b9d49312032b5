package audit

import (
	"context"
	"maps"
	"os"
	"strings"
	"testing"
)

// rejectedKingsClub lists the real Kings Club hands rejected, each with
// its reason and why: games the model does not know (parse/kingsclub.go).
var rejectedKingsClub = map[string]string{
	"40091899": "unknown_game", // Limit 2-7 Razz: stud dealt for a deuce-to-seven low
	"40201390": "unknown_game", // Limit Badacey: A-5 low and badugi halves
	"45381014": "unknown_game", // Limit 2-7 Drawmaha: Omaha high and a 2-7 draw low
}

// genuineKingsClub lists the real Kings Club hands the standard and site
// profiles report, with the codes and why.
var genuineKingsClub = map[string]struct{ codes, reason string }{
	// No Limit 2-7 Single Draw 125/250 (file "...missed.sb.txt"): six
	// antes of 100, blinds 125 and 250, Player0 raises to 500 and all
	// fold: the pot is 600 + 125 + 250 + 250 called = 1,225 (his 250 not
	// called goes back). "Player0 wins pot (1,350)": 125, the small
	// blind, more than the pot; the summary's own stacks say "+875", the
	// 1,225 less his 350 in. The site's collection line pays a pot that
	// was not there (its stacks do not), so the record contradicts itself.
	"3516416": {"AWARD_MISMATCH RAKE_ARITHMETIC", "the collection written is the small blind (125) more than the pot; the summary's result agrees with the pot"},
}

// TestCorpusKingsClubVerifies runs the whole path over every Kings Club
// history of ../shared (by-site/KingsClub, one hand a file, 16 games)
// under the standard and the site profile: the 3 hands of games the model
// does not know are rejected as listed, the 13 others parse, and every
// finding is listed with its reason.
func TestCorpusKingsClubVerifies(t *testing.T) {
	var known, unknown []string
	for _, p := range sharedFiles(t, "KingsClub") {
		if kcRejected(p) {
			unknown = append(unknown, p)
		} else {
			known = append(known, p)
		}
	}
	siteVerifies(t, known, genuineKingsClub, 13, 0)
	rejected := map[string]string{}
	if _, err := Run(context.Background(), Options{Paths: unknown, OnHand: func(h HandResult) {
		if h.Rejected != nil {
			rejected[h.HandID] = string(h.Rejected.Reason)
		}
	}}); err != nil {
		t.Fatal(err)
	}
	if !maps.Equal(rejected, rejectedKingsClub) {
		t.Errorf("rejected %v, want %v", rejected, rejectedKingsClub)
	}
}

// kcRejected reports a file of a game the model does not know: its
// header's hand is listed in rejectedKingsClub.
func kcRejected(path string) bool {
	data, err := os.ReadFile(path)
	if err != nil {
		return false
	}
	id, _, _ := strings.Cut(strings.TrimPrefix(string(data), "#"), ":")
	_, ok := rejectedKingsClub[id]
	return ok
}
