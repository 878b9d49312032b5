package audit

import (
	"context"
	"sort"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/parse"
	"github.com/hhcheck/hhcheck/rules"
)

// listed is a real hand whose findings are expected: the sorted distinct
// codes and why.
type listed struct {
	codes  string
	reason string
}

// codesOf returns the sorted distinct codes of findings, comma-separated.
func codesOf(ds []hand.Discrepancy) string {
	seen := map[string]bool{}
	var out []string
	for _, d := range ds {
		if !seen[string(d.Code)] {
			seen[string(d.Code)] = true
			out = append(out, string(d.Code))
		}
	}
	sort.Strings(out)
	return strings.Join(out, ",")
}

// verifySiteCorpus runs the whole path over paths under both rule
// profiles: at least min hands are read, every hand parses and verifies
// clean except the listed findings (with exactly their codes) and the
// listed rejections (with exactly their reasons), and every listed hand
// is found so.
func verifySiteCorpus(t *testing.T, paths []string, min int, genuine map[string]listed, rejects map[string]parse.Reason) {
	for _, prof := range []rules.Profile{rules.Standard, rules.SiteOddChips} {
		t.Run(prof.Name, func(t *testing.T) {
			flagged := map[string]string{}
			rejected := map[string]parse.Reason{}
			sum, err := Run(context.Background(), Options{Paths: paths, Profile: prof, OnHand: func(h HandResult) {
				switch {
				case h.Duplicate:
					// read before in another file (counted once, there), or an
					// id given to two hands (listed)
					if g, ok := genuine[h.HandID]; ok {
						flagged[h.HandID] = codesOf(h.Discrepancies)
						if g.codes != flagged[h.HandID] {
							t.Errorf("unexpected finding:\n%s", describe(h))
						}
					}
				case h.Rejected != nil:
					rejected[h.HandID] = h.Rejected.Reason
					if want, ok := rejects[h.HandID]; !ok || want != h.Rejected.Reason {
						t.Errorf("%s:%d: hand %s rejected: %v", h.File, h.Line, h.HandID, h.Rejected)
					}
				case len(h.Discrepancies) > 0:
					flagged[h.HandID] = codesOf(h.Discrepancies)
					if g, ok := genuine[h.HandID]; !ok || g.codes != flagged[h.HandID] {
						t.Errorf("unexpected finding:\n%s", describe(h))
					}
				}
			}})
			if err != nil {
				t.Fatal(err)
			}
			if sum.HandsRead < min || sum.HandsRead != sum.HandsParsed+sum.HandsRejected || sum.HandsParsed != sum.HandsClean+sum.HandsFlagged {
				t.Errorf("hands not accounted for: %+v", sum)
			}
			for id, g := range genuine {
				if _, ok := flagged[id]; !ok {
					t.Errorf("hand %s (%s) verified clean; want %s", id, g.reason, g.codes)
				}
			}
			for id := range rejects {
				if _, ok := rejected[id]; !ok {
					t.Errorf("hand %s was not rejected", id)
				}
			}
			t.Logf("%d hands: %d clean, %d flagged, %d rejected", sum.HandsRead, sum.HandsClean, sum.HandsFlagged, sum.HandsRejected)
		})
	}
}

// verifySamples: the samples of a testdata folder are all read, and verify
// clean except listed hands (a listed hand need not be among them).
func verifySamples(t *testing.T, dir string, min int, genuine map[string]listed, rejects map[string]parse.Reason) {
	sum, err := Run(context.Background(), Options{Paths: []string{dir}, Profile: rules.Standard, OnHand: func(h HandResult) {
		switch {
		case h.Duplicate: // read before in another file: counted once, there
		case h.Rejected != nil:
			if want, ok := rejects[h.HandID]; !ok || want != h.Rejected.Reason {
				t.Errorf("%s", describe(h))
			}
		case len(h.Discrepancies) > 0:
			if g, ok := genuine[h.HandID]; !ok || g.codes != codesOf(h.Discrepancies) {
				t.Errorf("%s", describe(h))
			}
		}
	}})
	if err != nil {
		t.Fatal(err)
	}
	if sum.HandsRead < min {
		t.Errorf("%s: %+v", dir, sum)
	}
}

// tamperCase is one real hand changed the way a faulty award would be:
// setup (old, new pairs) first builds a situation the real hand lacks and
// must leave it clean; tamper then changes the record; every want must be
// reported.
type tamperCase struct {
	name, file, id string
	setup, tamper  []string
	want           []want
}

// runTamperCases runs tamper cases on the hands load returns, under both
// rule profiles.
func runTamperCases(t *testing.T, cases []tamperCase, load func(t *testing.T, file, id string) string) {
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			orig := load(t, c.file, c.id)
			control := orig
			if len(c.setup) > 0 {
				control = replaceAll(t, orig, c.setup...)
			}
			for _, prof := range []rules.Profile{rules.Standard, rules.SiteOddChips} {
				for _, text := range []string{orig, control} {
					if ds := check(t, text, prof); len(ds) != 0 {
						t.Fatalf("%s: the hand before tampering is not clean: %+v", prof.Name, ds)
					}
				}
				ds := check(t, replaceAll(t, control, c.tamper...), prof)
				for _, w := range c.want {
					if !has(ds, w, prof) {
						t.Errorf("%s: missing %+v; got:", prof.Name, w)
						for _, d := range ds {
							t.Logf("  %s [%s] %q %s exp %d rec %d: %s", d.Code, d.Clause, d.Pot, d.Player, d.Expected, d.Recorded, d.Message)
						}
					}
				}
			}
		})
	}
}
