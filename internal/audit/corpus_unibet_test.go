package audit

import "testing"

// TestCorpusUnibetVerifies runs the whole path over the Unibet history of
// ../shared (by-site/Unibet, one no-limit Hold'em hand) under the standard
// and the site profile: it parses and verifies clean.
func TestCorpusUnibetVerifies(t *testing.T) { familyAllClean(t, "Unibet", 1) }
