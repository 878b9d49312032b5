package audit

import (
	"context"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/rules"
)

// genuinePartyPacific lists the real PartyPoker and 888 hands of ../shared
// (by-site and HHSmithy's samples) that hhcheck flags, with the codes and
// why. Every other parsed hand must verify clean under both profiles; a
// hand added here must name its codes, and a listed hand that turns clean
// fails the test.
var genuinePartyPacific = map[string]struct {
	codes  string // sorted distinct codes
	reason string
	real   bool // the record is wrong by the rules (false: hhcheck's limit, see reason)
}{
	// PartyPoker 2021 MTT (tour__PartyPoker__Flop__NLHE-MTT-USD-100-9-
	// 202104.anon.txt): the flop bet is printed "Hero bets (751624)" and
	// "Player4 calls (751624)", but the summary's own totals need 751625
	// from each ("Hero ... lost 3079125" = 17500 + 1260000 + 751625 +
	// 1050000; Player4 "bet 6971125") and "Main Pot: 6609750" is 2 more
	// than the action lines add up to. The record contradicts itself: the
	// action lines do not account for 2 chips that the pot and the
	// collection (10501750) hold.
	"16194828757579au6ou93d1": {"AWARD_MISMATCH RAKE_ARITHMETIC SIDE_POT_TOTAL", "action lines 2 chips short of the printed pot", true},
	// 888 (888-NLHE-USD-0.01-0.02.rake.greater.than.25.pct.txt): Mendya.
	// [Kd 7c] and campdog14 [7s 5s] both make 4-4-4-7-7 on 4s Ac 7h 4h 4c
	// and tie; the summary pays campdog14 alone "$0.24" of the $0.52 pot
	// and Mendya. nothing (fpdb's name for the file: the "rake" would be
	// over 25%).
	"172275663": {"AWARD_MISMATCH", "tied full houses, one of the two paid", true},
	// 888 play-money hands (888-FLH-PM-1.00-2.00-stacks_over_1k.txt) with a
	// side pot and a rake: 888 prints no rake and names no pot, and how it
	// divides the rake between the pots cannot be derived from its hands:
	// 440726931 takes it all from the main pot (125.75 -> 125.50, side
	// 1.80 untouched, chopped 62.75 + 0.90 each), 311162661 (888-FLH-USD-
	// 0.02-0.04.txt and 888-LHE-USD-0.01-0.02.txt) all from the side pot
	// (main 0.16 untouched, side 0.38 -> 0.36), 440728443 from both in no
	// proportion (main 5.50 -> 5.08, side 13 -> 12.35). verify, told no
	// rule, takes it from the last pot first: right for 311162661, wrong
	// for these two. Not a fault of the site: the mapping declares
	// Conventions.RakeDivisionUnknown, collections are compared per player
	// allowing any division of the rake, and both hands verify clean.
}

// rejectedPartyPacific lists the real hands of the two sites that are not
// parsed, with the reason: each names the real cause.
var rejectedPartyPacific = map[string]string{
	// 888 NLHE-USD-50.00-100.00-201406.blank.player.names.txt: both seats
	// named "": no line can be given to a player
	"315882986": "duplicate_seat",
}

// TestCorpusPartyPacificVerifies runs the whole path over every PartyPoker
// and 888 history of ../shared under both rule profiles.
func TestCorpusPartyPacificVerifies(t *testing.T) {
	for _, fam := range []struct {
		family string
		min    int
	}{{"PartyPoker", 47}, {"PacificPoker-888", 291}} {
		paths := sharedFiles(t, fam.family)
		for _, prof := range []rules.Profile{rules.Standard, rules.SiteOddChips} {
			t.Run(fam.family+"/"+prof.Name, func(t *testing.T) {
				seen := map[string]bool{}
				sum, err := Run(context.Background(), Options{Paths: paths, Profile: prof, OnHand: func(h HandResult) {
					switch {
					case h.Duplicate:
						// read before in another file (the parser projects copy
						// each other's samples), or an id the HHSmithy fixture
						// repeats: counted once, not a finding against the site
						seen[h.HandID] = true
					case h.Rejected != nil:
						if r, ok := rejectedPartyPacific[h.HandID]; !ok || r != h.Rejected.Reason.String() {
							t.Errorf("%s:%d: hand %s rejected: %v", h.File, h.Line, h.HandID, h.Rejected)
						}
						seen[h.HandID] = true
					case len(h.Discrepancies) > 0:
						g, ok := genuinePartyPacific[h.HandID]
						if !ok || g.codes != codesOfHand(h) {
							t.Errorf("unexpected finding:\n%s", describe(h))
						}
						seen[h.HandID] = true
					}
				}})
				if err != nil {
					t.Fatal(err)
				}
				for id := range genuinePartyPacific {
					if fam.family == siteFamily(id) && !seen[id] {
						t.Errorf("hand %s is listed but was not flagged", id)
					}
				}
				if sum.HandsRead+sum.HandsDuplicate < fam.min || sum.HandsRead != sum.HandsParsed+sum.HandsRejected || sum.HandsParsed != sum.HandsClean+sum.HandsFlagged {
					t.Errorf("hands not accounted for: %+v", sum)
				}
				t.Logf("%d hands: %d clean, %d flagged, %d rejected (%.2f%% parsed)", sum.HandsRead, sum.HandsClean, sum.HandsFlagged, sum.HandsRejected,
					100*float64(sum.HandsParsed)/float64(sum.HandsRead))
			})
		}
	}
}

// siteFamily: the family of a listed hand (888's ids are all digits of
// nine figures here, PartyPoker's are longer).
func siteFamily(id string) string {
	if len(id) == 9 {
		return "PacificPoker-888"
	}
	return "PartyPoker"
}

// codesOfHand is codesOf with the codes separated by spaces, as listed here.
func codesOfHand(h HandResult) string {
	return strings.ReplaceAll(codesOf(h.Discrepancies), ",", " ")
}

// TestPartyPacificSamplesVerify: the PartyPoker and 888 samples bundled in
// testdata (the default run without ../shared) are all read and verify
// clean (the HHSmithy fixture that gives four hands one id included: an id
// repeated is no accusation against the site).
func TestPartyPacificSamplesVerify(t *testing.T) {
	for _, dir := range []string{"../../testdata/histories/partypoker", "../../testdata/histories/pacificpoker"} {
		sum, err := Run(context.Background(), Options{Paths: []string{dir}, Profile: rules.Standard, OnHand: func(h HandResult) {
			if !h.Duplicate && (h.Rejected != nil || len(h.Discrepancies) > 0) {
				t.Errorf("%s", describe(h))
			}
		}})
		if err != nil {
			t.Fatal(err)
		}
		if sum.HandsRead < 7 || sum.HandsRejected != 0 {
			t.Errorf("%s: %+v", dir, sum)
		}
	}
}
