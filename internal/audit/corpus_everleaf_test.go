package audit

import "testing"

// TestCorpusEverleafVerifies runs the whole path over every Everleaf
// history of ../shared (by-site/Everleaf) under the standard and the site
// profile: all 102 hands parse and verify clean (no Everleaf hand is a
// genuine anomaly; the conventions are in parse/everleaf.go).
func TestCorpusEverleafVerifies(t *testing.T) { familyAllClean(t, "Everleaf", 102) }
