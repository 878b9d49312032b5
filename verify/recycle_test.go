package verify_test

import (
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/parse"
	"github.com/hhcheck/hhcheck/rules"
	"github.com/hhcheck/hhcheck/verify"
)

// TestRecycledSame maps and checks every bundled hand (and, when ../shared
// is there, every real hand of it) twice: first into new hands and new
// replays, nothing given back; then giving each hand and its replay back
// (parse.Recycle, verify.Recycle, which gives the replay back with
// replay.Recycle) once checked, so that the later hands,
// of other sizes, sites and games, reuse them. Every hand must map (every
// field, %+v, where a nil and an empty list print alike) and check the
// same both times. hand.Fprint is not used: it shows an empty list, which
// a recycled hand has where a new one has none.
func TestRecycledSame(t *testing.T) {
	roots := []string{"../testdata/histories"}
	if _, err := os.Stat("../../shared/histories"); err == nil {
		roots = append(roots, "../../shared/histories")
	}
	var files []string
	for _, root := range roots {
		filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && !strings.HasSuffix(p, ".md") {
				files = append(files, p)
			}
			return nil
		})
	}
	opts := verify.Options{Profile: rules.Standard}.WithDefaults()
	// pass runs every hand through parse and verify and returns, per hand,
	// where it is and a digest of what became of it
	pass := func(recycle bool) (where []string, sums [][32]byte) {
		p := parse.NewParser()
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			doc, err := parse.Hands(f, data)
			if err != nil {
				continue
			}
			for _, c := range doc.Chunks {
				where = append(where, fmt.Sprintf("%s:%d", f, c.Line))
				h, perr := p.Parse(doc, c)
				if perr != nil {
					sums = append(sums, sha256.Sum256([]byte(perr.Error())))
					continue
				}
				mapped := fmt.Sprintf("%+v", *h)
				rep := verify.Check(h, opts)
				r := rep.Replay
				checked := fmt.Sprintf("%+v\n%+v %+v %+v %+v %+v %+v %+v %d %+v %+v\n%+v %+v %+v %+v", rep.Discrepancies,
					r.Contributed, r.Live, r.Dead, r.Returned, r.Folded, r.AllIn, r.Pots, r.Total, r.Findings, r.Put,
					rep.Pots, rep.Paid, rep.Net, rep.Hands)
				sums = append(sums, sha256.Sum256([]byte(mapped+"\n"+checked)))
				if recycle {
					parse.Recycle(h)
					// the report's memory and its replay's (replay.Recycle)
					verify.Recycle(&rep)
				}
			}
		}
		return where, sums
	}
	where, want := pass(false)
	_, got := pass(true)
	if len(want) < 500 || len(got) != len(want) {
		t.Fatalf("%d hands, then %d", len(want), len(got))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("%s: a recycled hand or replay maps or checks differently", where[i])
		}
	}
	t.Logf("%d hands of %d files", len(want), len(files))
}
