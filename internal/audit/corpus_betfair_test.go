package audit

import "testing"

// genuineBetfair lists the real Betfair hands the standard and site
// profiles report: none.
var genuineBetfair = map[string]struct{ codes, reason string }{}

// TestCorpusBetfairVerifies runs the whole path over the Betfair history
// of ../shared (by-site/Betfair, one hand) under the standard and the site
// profile: it parses and verifies clean.
func TestCorpusBetfairVerifies(t *testing.T) {
	siteVerifies(t, sharedFiles(t, "Betfair"), genuineBetfair, 1, 0)
}
