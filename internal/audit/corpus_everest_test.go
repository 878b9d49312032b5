package audit

import "testing"

// TestCorpusEverestVerifies runs the whole path over every Everest Poker
// history of ../shared (by-site/Everest: three XML sessions of one hand
// each) under the standard and the site profile: all 3 hands parse and
// verify clean (no Everest hand is a genuine anomaly; the conventions are
// in parse/everest.go).
func TestCorpusEverestVerifies(t *testing.T) { familyAllClean(t, "Everest", 3) }
