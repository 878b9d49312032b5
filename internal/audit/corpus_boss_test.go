package audit

import (
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
	// (5849386, tour__Boss__Flop__NLHE-CAD-MTT-201101: Player40 ends hand
	// 5849149 with 2901 and starts this one with 1650, the hand after with
	// 2901 again: the record credits a win one hand late. These 2011 files
	// write no DEALER; the inferred button does not show the hands
	// consecutive, so no stack is compared: clean.)
	// HHSmithy BossMedia NoLimitHoldem.txt (and Limits/Limit3.txt, the
	// same hand): the small blind is written at seat 6, a big blind at
	// seat 5 and another at seat 8, and ammms (seat 10) acts first: the
	// blinds' seats contradict the order of play (after the flop seat 5
	// acts first, the first left of the button).
	"2022113533": {"OUT_OF_TURN", "the written blinds' seats contradict the order in which the players act"},
}

// rejectedBoss: the hands whose record cannot be read as a hand, with
// what their rejection (bad_amount) names.
var rejectedBoss = map[string]string{
	// stacks written 0.00 for players who go all in and win
	"5851096": "bad_amount: Player38 plays with a stack written", "5854845": "bad_amount: Player43 plays with a stack written", "5859304": "bad_amount: Player37 plays with a stack written",
	// a small blind written 50 where the flop's pot (175) counts 25, at
	// the level change from 25/50 (the big blind posts 50 under a header
	// of 50/100)
	"5846884": "bad_amount: the first pot written (175.00)",
	// the flop's pot holds 200 chips more than the actions, which no
	// ante of the 9 players dealt in explains (25 each would be 225)
	"5855055": "bad_amount: the first pot written (1000.00)",
}

// TestCorpusBossVerifies runs the whole path over every Boss Media
// history of ../shared under the standard and the site profile: 119
// distinct hands (2 more read twice), every rejection and every finding
// listed with its reason.
func TestCorpusBossVerifies(t *testing.T) {
	paths := sharedFiles(t, "Boss")
	listed := map[string]string{}
	for id, g := range genuineBoss {
		listed[id] = g.codes
	}
	for _, prof := range []rules.Profile{rules.Standard, rules.SiteOddChips} {
		t.Run(prof.Name, func(t *testing.T) {
			sum := familyFindingsRejecting(t, paths, prof, listed, rejectedBoss)
			if sum.HandsRead != 119 || sum.HandsDuplicate != 2 || sum.HandsRejected != len(rejectedBoss) {
				t.Errorf("%d hands read (%d twice), %d rejected: want 119 (2), the %d listed rejected", sum.HandsRead, sum.HandsDuplicate, sum.HandsRejected, len(rejectedBoss))
			}
		})
	}
}
