package audit

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/rules"
)

// genuineBoss lists the real Boss Media hands the standard and site
// profiles report, with the codes and why. Every other Boss hand of
// ../shared (by-site/Boss and the HHSmithy samples) must parse and verify
// clean, or be one of rejectedBoss.
var genuineBoss = map[string]struct {
	codes  string // sorted distinct codes
	reason string
}{
	// tour__Boss__Flop__NLHE-CAD-MTT-201101: Player16 and Player47 tie
	// with aces and sevens for a pot of 825 (75 + 150 + 300 + 300, the
	// flop's POT="825.00" says so too) and each is paid 412: the odd chip
	// is paid to nobody, the only divided pot of the files with a unit
	// left over.
	"5849988": {"AWARD_MISMATCH RAKE_ARITHMETIC", "a tie for a pot of 825 paid 412 + 412: the odd chip paid to no one"},
	// HHSmithy BossMedia NoLimitHoldem.txt (and Limits/Limit3.txt, the
	// same hand): the small blind is written at seat 6, a big blind at
	// seat 5 and another at seat 8, and ammms (seat 10) acts first: the
	// blinds' seats contradict the order of play (after the flop seat 5
	// acts first, the first left of the button).
	"2022113533": {"OUT_OF_TURN", "the written blinds' seats contradict the order in which the players act"},
}

// rejectedBoss: the hands whose record cannot be read as a hand, with the
// reason and what its detail names.
var rejectedBoss = map[string]string{
	// stacks written 0.00 for players who go all in and win
	"5851096": "stack written", "5854845": "stack written", "5859304": "stack written",
	// a small blind written 50 where the flop's pot (175) counts 25, at
	// the level change from 25/50 (the big blind posts 50 under a header
	// of 50/100)
	"5846884": "first pot written (175.00)",
	// the flop's pot holds 200 chips more than the actions, which no
	// ante of the 9 players dealt in explains (25 each would be 225)
	"5855055": "first pot written (1000.00)",
}

// TestCorpusBossVerifies runs the whole path over every Boss Media
// history of ../shared under the standard and the site profile: 119
// distinct hands (2 more read twice), every rejection and every finding
// listed with its reason.
func TestCorpusBossVerifies(t *testing.T) {
	paths := sharedFiles(t, "Boss")
	for _, prof := range []rules.Profile{rules.Standard, rules.SiteOddChips} {
		t.Run(prof.Name, func(t *testing.T) {
			seen := map[string]bool{}
			sum, err := Run(context.Background(), Options{Paths: paths, Profile: prof, OnHand: func(h HandResult) {
				switch {
				case h.Duplicate:
				case h.Rejected != nil:
					if want, ok := rejectedBoss[h.HandID]; !ok || h.Rejected.Reason != "bad_amount" || !strings.Contains(h.Rejected.Detail, want) {
						t.Errorf("%s:%d: hand %s rejected: %v", h.File, h.Line, h.HandID, h.Rejected)
					}
					seen[h.HandID] = true
				case len(h.Discrepancies) > 0:
					var codes []string
					for _, d := range h.Discrepancies {
						if !slices.Contains(codes, string(d.Code)) {
							codes = append(codes, string(d.Code))
						}
					}
					slices.Sort(codes)
					got := strings.Join(codes, " ")
					if g, ok := genuineBoss[h.HandID]; !ok || g.codes != got {
						t.Errorf("unexpected finding (%s):\n%s", got, describe(h))
					}
					seen[h.HandID] = true
				}
			}})
			if err != nil {
				t.Fatal(err)
			}
			for id := range genuineBoss {
				if !seen[id] {
					t.Errorf("hand %s: listed finding not reported", id)
				}
			}
			for id := range rejectedBoss {
				if !seen[id] {
					t.Errorf("hand %s: listed rejection not seen", id)
				}
			}
			if sum.HandsRead != 119 || sum.HandsDuplicate != 2 || sum.HandsRejected != len(rejectedBoss) || sum.HandsParsed != sum.HandsClean+sum.HandsFlagged {
				t.Errorf("hands not accounted for: %+v", sum)
			}
			t.Logf("%d hands: %d clean, %d flagged, %d rejected", sum.HandsRead, sum.HandsClean, sum.HandsFlagged, sum.HandsRejected)
		})
	}
}
