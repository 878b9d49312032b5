package audit

import (
	"context"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
)

// genuineOnGame lists the real OnGame hands the standard and site profiles
// report, with the codes and why. Every other OnGame hand of ../shared
// must parse and verify clean.
var genuineOnGame = map[string]struct {
	codes  string // sorted distinct codes
	reason string
}{
	// Five-card draw, Suez $0.05/$0.10 (2010): four players reach the
	// showdown after the draw; the record shows only x Diabolo666's cards
	// (a pair of queens) and pays the whole $0.38 to velabianca, whose
	// cards it writes nowhere (no summary cards, no "shows"). In every
	// other OnGame showdown the winner's cards are written (R5-81962116-232
	// and -233 of the same table): on the record, the pot went to a hand
	// that was not shown against one that was.
	"R5-81962116-235": {"AWARD_MISMATCH", "a showdown pot paid to a player whose cards the record does not show, against a shown pair of queens"},
}

// TestCorpusOnGameVerifies runs the whole path over every OnGame history
// of ../shared (by-site/OnGame and the HHSmithy samples) under the
// standard and the site profile: all 156 distinct hands parse, and every
// finding is listed with its reason.
func TestCorpusOnGameVerifies(t *testing.T) {
	siteVerifies(t, sharedFiles(t, "OnGame"), genuineOnGame, 156, 1)
}

// familyFindings verifies the files under prof and checks that every
// hand parses and that the hands flagged are exactly the listed ones,
// each with its listed codes (sorted, distinct, space-separated).
func familyFindings(t *testing.T, paths []string, prof rules.Profile, listed map[string]string) *Summary {
	t.Helper()
	return familyFindingsRejecting(t, paths, prof, listed, nil)
}

// siteVerifies runs familyFindings over a site's paths under the
// standard and the site profile: n hands read (dup of them twice), none
// rejected, and the findings exactly those genuine lists.
func siteVerifies(t *testing.T, paths []string, genuine map[string]struct{ codes, reason string }, n, dup int) {
	t.Helper()
	listed := map[string]string{}
	for id, g := range genuine {
		listed[id] = g.codes
	}
	for _, prof := range []rules.Profile{rules.Standard, rules.SiteOddChips} {
		t.Run(prof.Name, func(t *testing.T) {
			sum := familyFindings(t, paths, prof, listed)
			if sum.HandsRejected != 0 || sum.HandsRead != n || sum.HandsDuplicate != dup {
				t.Errorf("%d hands read (%d twice), %d rejected: want %d (%d), every one parsed", sum.HandsRead, sum.HandsDuplicate, sum.HandsRejected, n, dup)
			}
		})
	}
}

// familyFindingsRejecting is familyFindings for a family whose listed
// hands (rejected: hand id to a text its rejection must contain) cannot
// be read: each of them must be rejected so, and no other.
func familyFindingsRejecting(t *testing.T, paths []string, prof rules.Profile, listed, rejected map[string]string) *Summary {
	t.Helper()
	flagged := map[string]string{}
	seen := map[string]bool{}
	sum, err := Run(context.Background(), Options{Paths: paths, Profile: prof, OnHand: func(h HandResult) {
		if h.Rejected != nil && !h.Duplicate {
			if want, ok := rejected[h.HandID]; !ok || !strings.Contains(h.Rejected.Error(), want) {
				t.Errorf("%s:%d: hand %s rejected: %v", h.File, h.Line, h.HandID, h.Rejected)
			}
			seen[h.HandID] = true
		}
		if h.Duplicate || len(h.Discrepancies) == 0 {
			return
		}
		codes := map[string]bool{}
		for _, d := range h.Discrepancies {
			codes[string(d.Code)] = true
		}
		got := slices.Sorted(maps.Keys(codes))
		flagged[h.HandID] = strings.Join(got, " ")
		if want, ok := listed[h.HandID]; !ok || want != flagged[h.HandID] {
			t.Errorf("unexpected finding (%s):\n%s", flagged[h.HandID], describe(h))
		}
	}})
	if err != nil {
		t.Fatal(err)
	}
	for id := range listed {
		if _, ok := flagged[id]; !ok {
			t.Errorf("hand %s: listed finding not reported", id)
		}
	}
	for id := range rejected {
		if !seen[id] {
			t.Errorf("hand %s: listed rejection not seen", id)
		}
	}
	if sum.HandsRead != sum.HandsParsed+sum.HandsRejected || sum.HandsParsed != sum.HandsClean+sum.HandsFlagged {
		t.Errorf("hands not accounted for: %+v", sum)
	}
	t.Logf("%d hands (%d more read twice): %d clean, %d flagged, %d rejected", sum.HandsRead, sum.HandsDuplicate, sum.HandsClean, sum.HandsFlagged, sum.HandsRejected)
	return sum
}

// TestTamperedOnGameHands takes real OnGame hands that verify clean
// (testdata/histories/ongame, copied from ../shared) and changes what the
// site recorded the way a faulty or dishonest award would: every change
// is flagged under the standard and the site profile.
func TestTamperedOnGameHands(t *testing.T) {
	const (
		og   = "ongame"
		nl   = "cash__OnGame__Flop__NLHE-6max-USD-2.00-4.00-201208.thousand.delimiter.txt"
		lhe  = "cash__OnGame__Flop__LHE-HU-USD-100-200-201207.thousand.in.collect.line.txt"
		plo8 = "tour__OnGame__R-186-1481_1.txt"
		lo   = "cash__OnGame__Flop__LO-9max-0.05-0.10-201009.Sample.txt"
	)
	runSiteTampers(t, []siteTamper{{
		name: "winner changed", dir: og, file: nl, id: "R5-260041977-287",
		tamper: []string{"won by Player1 ($536)", "won by Player0 ($536)"},
		want:   []want{{hand.AwardMismatch, "Player0", "main", ""}, {hand.AwardMismatch, "Player1", "main", ""}},
	}, {
		name: "winner paid one cent more", dir: og, file: nl, id: "R5-260041977-287",
		tamper: []string{"won by Player1 ($536)", "won by Player1 ($536.01)"},
		want:   []want{{hand.AwardMismatch, "Player1", "main", ""}, {hand.RakeArithmetic, "", "", rules.PotAccounting}},
	}, {
		name: "winner paid one dollar less (thousands in the pot line)", dir: og, file: lhe, id: "R5-258035051-21",
		tamper: []string{"won by Hero ($1,999)", "won by Hero ($1,998)"},
		want:   []want{{hand.AwardMismatch, "Hero", "main", ""}, {hand.RakeArithmetic, "", "", rules.PotAccounting}},
	}, {
		name: "side pot merged into the main pot", dir: og, file: plo8, id: "T5-330030241-11",
		tamper: []string{"Main pot: 4878 won by KREST 78 (4878)\nSide pot 1: 5058 won by footpooljay1 (5058)", "Main pot: 9936 won by KREST 78 (9936)"},
		want:   []want{{hand.AwardMismatch, "KREST 78", "", ""}, {hand.AwardMismatch, "footpooljay1", "", ""}},
	}, {
		name: "hi/lo: odd chip moved from the high half to the low", dir: og, file: plo8, id: "T5-330030241-9",
		tamper: []string{"Lakesdie (1793 High), KREST 78 (896 Low)", "Lakesdie (1792 High), KREST 78 (897 Low)"},
		want:   []want{{hand.AwardMismatch, "Lakesdie", "high", rules.OddChipHiLo}, {hand.AwardMismatch, "KREST 78", "low", rules.OddChipHiLo}},
	}, {
		name: "hi/lo: one chip more to the high half", dir: og, file: plo8, id: "T5-330030241-9",
		tamper: []string{"Lakesdie (1793 High)", "Lakesdie (1794 High)"},
		want:   []want{{hand.AwardMismatch, "Lakesdie", "high", ""}, {hand.RakeArithmetic, "", "", rules.PotAccounting}},
	}, {
		// OnGame gives the odd cent of a tie to the button first
		// (hand.OddChipFromButton): nickgerm, seat 3, here. Under the site
		// profile the hand is clean and the cent moved to the big blind
		// (XYXY26XYXY, the first winner left of the button) is flagged;
		// under the standard profile RRoP 3.7.5(a) gives it there and the
		// site's habit is accepted too, so only the site profile is tested.
		name: "tie: odd cent moved from the button to the big blind", dir: og, file: lo, id: "R5-81867677-657",
		profiles: []rules.Profile{rules.SiteOddChips},
		tamper:   []string{"won by nickgerm ($0.27), XYXY26XYXY ($0.26)", "won by nickgerm ($0.26), XYXY26XYXY ($0.27)"},
		want:     []want{{hand.AwardMismatch, "nickgerm", "main", rules.D7}, {hand.AwardMismatch, "XYXY26XYXY", "main", rules.D7}},
	}}, func(t *testing.T, dir, file, id string) string {
		return sampleChunk(t, dir, file, id, func(text string) bool {
			return strings.Contains(text, "History for hand "+id+" ")
		})
	})
}
