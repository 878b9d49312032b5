package verify

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/parse"
	"github.com/hhcheck/hhcheck/rules"
)

// ParsedHands parses every hand of every file under the roots (a root
// that does not exist gives none); the hands a site rejects are left out.
// verify_test's benchmarks use it too.
func ParsedHands(tb testing.TB, roots ...string) []*hand.Hand {
	var hands []*hand.Hand
	p := parse.NewParser()
	for _, root := range roots {
		filepath.WalkDir(root, func(f string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return nil
			}
			data, err := os.ReadFile(f)
			if err != nil {
				tb.Fatal(err)
			}
			doc, err := parse.Hands(f, data)
			if err != nil {
				return nil
			}
			for _, c := range doc.Chunks {
				if h, perr := p.Parse(doc, c); perr == nil {
					hands = append(hands, h)
				}
			}
			return nil
		})
	}
	return hands
}

// The comparison of the collections finds the same with and without
// soleAwardMatches' shortcut, on every bundled hand of every site and on
// each with its first collection changed in amount, seat, pot, run and
// half, under both profiles.
func TestSoleAwardShortcut(t *testing.T) {
	hands := ParsedHands(t, "../testdata/histories")
	if len(hands) < 500 {
		t.Fatalf("%d hands", len(hands))
	}
	tampers := []func(a *hand.Award){
		func(a *hand.Award) {},
		func(a *hand.Award) { a.Amount++ },
		func(a *hand.Award) { a.Amount-- },
		func(a *hand.Award) { a.Seat = (a.Seat + 1) % 3 },
		func(a *hand.Award) { a.Seat = -1 },
		func(a *hand.Award) { a.Pot++ },
		func(a *hand.Award) { a.Pot = -1 },
		func(a *hand.Award) { a.Run = 1 },
		func(a *hand.Award) { a.Half = hand.LowHalf },
	}
	check := func(h *hand.Hand, prof rules.Profile, shortcut bool) []hand.Discrepancy {
		awardShortcut = shortcut
		defer func() { awardShortcut = true }()
		rep := Check(h, Options{Profile: prof})
		return rep.Discrepancies
	}
	taken := 0
	for _, h0 := range hands {
		for ti, tamper := range tampers {
			h := *h0
			h.Awards = append([]hand.Award(nil), h0.Awards...)
			if len(h.Awards) > 0 {
				tamper(&h.Awards[0])
			} else if ti > 0 {
				continue
			}
			for _, prof := range []rules.Profile{rules.Standard, rules.SiteOddChips} {
				fast, whole := check(&h, prof, true), check(&h, prof, false)
				if !reflect.DeepEqual(fast, whole) {
					t.Fatalf("%s hand %s, tamper %d: with the shortcut %v, without %v", h.File, h.ID, ti, fast, whole)
				}
				var ac awardComparison
				rep := Check(&h, Options{Profile: prof})
				if ac.init(&rep.work.c, rep.Replay, &rep.work.set.st) && ac.soleAwardMatches() {
					taken++
				}
			}
		}
	}
	if taken == 0 {
		t.Fatal("the shortcut was never taken")
	}
	t.Logf("%d hands, the shortcut taken %d times", len(hands), taken)
}
