package audit

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/parse"
	"github.com/hhcheck/hhcheck/rules"
	"github.com/hhcheck/hhcheck/verify"
)

// runText runs the whole path over one file holding text and returns each
// hand's findings by hand id.
func runText(t *testing.T, text string) map[string][]hand.Discrepancy {
	t.Helper()
	p := filepath.Join(t.TempDir(), "session.txt")
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	got := map[string][]hand.Discrepancy{}
	_, err := Run(context.Background(), Options{Paths: []string{p}, Profile: rules.Standard, Workers: 2, OnHand: func(h HandResult) {
		if h.Rejected != nil {
			t.Fatalf("rejected: %v", h.Rejected)
		}
		got[h.HandID] = h.Discrepancies
	}})
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// TestTamperedSessionRealHands: the first two hands of a real tournament
// table (Full Tilt hands 153580337131 and 153580355526, 36 s apart, the
// button moved from seat 1 to seat 2) follow each other: Player3 ends the
// first with 458 chips and starts the second with 458. Tampered: his
// second stack grows by 100 with no rebuy line (STACK_CONTINUITY); with a
// "re-buys" line in the first hand the same stack is clean (the third hand,
// untouched, then shows the 100 chips vanish); with the second hand's start
// time moved before the first's, ids and times disagree: no finding, and
// the grown stack is then compared with nothing.
func TestTamperedSessionRealHands(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(samples, "tour__Stars__Flop__NLHE-6max-STT-play-1000-201605.FullTilt.txt"))
	if err != nil {
		t.Fatal(err)
	}
	orig := string(data)
	for id, ds := range runText(t, orig) {
		if len(ds) != 0 {
			t.Fatalf("the real file is not clean: hand %s: %+v", id, ds)
		}
	}
	const second = "153580355526"
	grown := replaceAll(t, orig, "Seat 2: Player3 (458 in chips)", "Seat 2: Player3 (558 in chips)")
	ds := runText(t, grown)[second]
	found := false
	for _, d := range ds {
		if d.Code == hand.StackContinuity && d.Player == "Player3" && d.Clause == rules.TableStakes &&
			d.HasAmounts && d.Expected == 458 && d.Recorded == 558 {
			found = true
		}
	}
	if !found {
		t.Errorf("stack grown by 100 with no rebuy: want STACK_CONTINUITY Player3 458 → 558; got %+v", ds)
	}

	rebuy := replaceAll(t, grown, "Player4 finished the tournament in 6th place\n",
		"Player4 finished the tournament in 6th place\nPlayer3 re-buys and receives 100 chips for 870\n")
	if ds := runText(t, rebuy)[second]; len(ds) != 0 {
		t.Errorf("with the re-buys line: %+v", ds)
	}

	early := replaceAll(t, grown, "Level I (10/20) - 2016/05/20 8:26:21 ET", "Level I (10/20) - 2016/05/20 8:25:21 ET")
	if ds := runText(t, early)[second]; len(ds) != 0 {
		t.Errorf("a higher id starting earlier: want no finding; got %+v", ds)
	}
}

// TestCrossHandChainedSameAsSession: the cross-hand findings of a run,
// where a worker compares the consecutive hands of a table in its batch
// and the collector only the others (crossHand.check), are those of one
// verify.Session fed every hand in file order, a hand read twice left
// out, on the tampered Full Tilt table of TestTamperedSessionRealHands
// with a copy of one of its hands inserted after another.
func TestCrossHandChainedSameAsSession(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(samples, "tour__Stars__Flop__NLHE-6max-STT-play-1000-201605.FullTilt.txt"))
	if err != nil {
		t.Fatal(err)
	}
	grown := replaceAll(t, string(data), "Seat 2: Player3 (458 in chips)", "Seat 2: Player3 (558 in chips)")
	doc, err := parse.Hands("x.txt", []byte(grown))
	if err != nil || len(doc.Chunks) < 4 {
		t.Fatalf("%d hands, %v", len(doc.Chunks), err)
	}
	hands := make([]string, len(doc.Chunks))
	for i, c := range doc.Chunks {
		hands[i] = strings.TrimRight(doc.ChunkText(c), "\n") + "\n\n"
	}
	variants := map[string]string{"tampered": strings.Join(hands, "")}
	for _, at := range []int{0, 1, 2} {
		for _, copied := range []int{0, 1, 2} {
			v := slices.Clone(hands)
			v = slices.Insert(v, at+1, hands[copied])
			variants[fmt.Sprintf("hand %d after hand %d", copied, at)] = strings.Join(v, "")
		}
	}
	total := 0
	for name, text := range variants {
		p := filepath.Join(t.TempDir(), "session.txt")
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		// the reference: one session, every hand in order, copies left out
		want := map[int][]hand.Discrepancy{}
		doc, err := parse.Hands(p, []byte(text))
		if err != nil {
			t.Fatal(err)
		}
		pr, sess, seen := parse.NewParser(), verify.NewSession(), map[string]bool{}
		for _, c := range doc.Chunks {
			h, perr := pr.Parse(doc, c)
			if perr != nil {
				t.Fatalf("%s: %v", name, perr)
			}
			if seen[h.ID] {
				continue
			}
			seen[h.ID] = true
			if ds := sess.Add(h, verify.Check(h, verify.Options{Profile: rules.Standard}).Replay); len(ds) > 0 {
				want[h.Line] = ds
			}
		}
		for _, workers := range []int{1, 2} {
			got := map[int][]hand.Discrepancy{}
			_, err := Run(context.Background(), Options{Paths: []string{p}, Profile: rules.Standard, Workers: workers, OnHand: func(h HandResult) {
				for _, d := range h.Discrepancies {
					if d.Code == hand.StackContinuity {
						got[h.Line] = append(got[h.Line], d)
					}
				}
			}})
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("%s, %d workers: got %+v, want %+v", name, workers, got, want)
			}
		}
		total += len(want)
	}
	if total < len(variants)-2 {
		t.Errorf("%d findings in %d variants: the tamper no longer makes one", total, len(variants))
	}
}
