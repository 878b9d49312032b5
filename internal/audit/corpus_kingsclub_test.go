package audit

import (
	"context"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/rules"
)

// rejectedKingsClub lists the real Kings Club hands rejected, each with
// its reason and why: games the model does not know (parse/kingsclub.go).
var rejectedKingsClub = map[string]string{
	"40091899": "unknown_game", // Limit 2-7 Razz: stud dealt for a deuce-to-seven low
	"41388325": "unknown_game", // Limit A-5 Single Draw: one draw, A-5 low
	"40201390": "unknown_game", // Limit Badacey: A-5 low and badugi halves
	"45381014": "unknown_game", // Limit 2-7 Drawmaha: Omaha high and a 2-7 draw low
}

// genuineKingsClub lists the real Kings Club hands the standard and site
// profiles report, with the codes and why.
var genuineKingsClub = map[string]struct {
	codes  string // sorted distinct codes
	reason string
}{
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
// history of ../shared (by-site/KingsClub, 16 hands of 16 games) under
// the standard and the site profile: the 12 hands of games the model
// knows parse, the 4 others are rejected unknown_game, and every finding
// is listed with its reason.
func TestCorpusKingsClubVerifies(t *testing.T) {
	paths := sharedFiles(t, "KingsClub")
	for _, prof := range []rules.Profile{rules.Standard, rules.SiteOddChips} {
		t.Run(prof.Name, func(t *testing.T) {
			flagged, rejected := map[string]string{}, map[string]string{}
			sum, err := Run(context.Background(), Options{Paths: paths, Profile: prof, OnHand: func(h HandResult) {
				if h.Rejected != nil {
					rejected[h.HandID] = string(h.Rejected.Reason)
					if rejectedKingsClub[h.HandID] != string(h.Rejected.Reason) {
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
				if g, ok := genuineKingsClub[h.HandID]; !ok || g.codes != flagged[h.HandID] {
					t.Errorf("unexpected finding (%s):\n%s", flagged[h.HandID], describe(h))
				}
			}})
			if err != nil {
				t.Fatal(err)
			}
			for id := range genuineKingsClub {
				if _, ok := flagged[id]; !ok {
					t.Errorf("hand %s: listed finding not reported", id)
				}
			}
			for id := range rejectedKingsClub {
				if _, ok := rejected[id]; !ok {
					t.Errorf("hand %s: listed rejection not reported", id)
				}
			}
			if sum.HandsRead != 16 || sum.HandsParsed != 12 || sum.HandsRejected != 4 || sum.HandsFlagged != len(genuineKingsClub) {
				t.Errorf("%d hands read, %d parsed, %d rejected, %d flagged: want 16, 12, 4, %d", sum.HandsRead, sum.HandsParsed, sum.HandsRejected, sum.HandsFlagged, len(genuineKingsClub))
			}
		})
	}
}
