package audit

import "testing"

// TestCorpusAbsoluteVerifies runs the whole path over every Absolute Poker
// and UltimateBet history of ../shared (by-site/Absolute, 5 hands of
// no-limit and fixed-limit Hold'em, fixed-limit Omaha hi/lo and seven card
// stud hi/lo; by-site/UltimateBet, 1 no-limit Hold'em hand; one software)
// under the standard and the site profile: every hand parses and verifies
// clean, no finding to list.
func TestCorpusAbsoluteVerifies(t *testing.T) {
	t.Run("Absolute", func(t *testing.T) { familyAllClean(t, "Absolute", 5) })
	t.Run("UltimateBet", func(t *testing.T) { familyAllClean(t, "UltimateBet", 1) })
}
