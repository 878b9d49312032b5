package audit

import "testing"

// TestCorpusMicrogamingVerifies runs the whole path over every Microgaming
// history of ../shared (by-site/Microgaming and the HHSmithy samples)
// under the standard and the site profile: all 19 distinct hands (2 more
// read twice) parse and verify clean. No Microgaming hand is a genuine
// anomaly; the conventions are in parse/microgaming.go, among them the
// one 2010 hand (3063530490) whose 0.50 the bad-beat jackpot took without
// a word, read as that unwritten fee.
func TestCorpusMicrogamingVerifies(t *testing.T) { familyAllClean(t, "Microgaming", 19) }
