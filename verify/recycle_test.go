package verify_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/parse"
	"github.com/hhcheck/hhcheck/replay"
	"github.com/hhcheck/hhcheck/rules"
	"github.com/hhcheck/hhcheck/verify"
)

// TestRecycledReplaysSame checks every bundled hand (and, when ../shared
// is there, every real hand of it) twice: with new replays, and with
// replays given back by replay.Recycle after earlier hands of other sizes
// and games were replayed in them. The reports must be the same.
func TestRecycledReplaysSame(t *testing.T) {
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
	opts := verify.Options{Profile: rules.Standard}
	show := func(rep *verify.Report) string {
		r := rep.Replay
		return fmt.Sprintf("%+v\n%+v %+v %+v %+v %+v %+v %+v %d %+v %+v\n%+v %+v %+v", rep.Discrepancies,
			r.Contributed, r.Live, r.Dead, r.Returned, r.Folded, r.AllIn, r.Pots, r.Total, r.Findings, r.Put,
			rep.Pots, rep.Paid, rep.Net)
	}
	p := parse.NewParser()
	hands := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		doc, err := parse.Hands(f, data)
		if err != nil {
			continue
		}
		var want []string
		for _, c := range doc.Chunks {
			if h, perr := p.Parse(doc, c); perr == nil {
				rep := verify.Check(h, opts)
				want = append(want, show(&rep)) // never recycled
			}
		}
		k := 0
		for _, c := range doc.Chunks {
			if h, perr := p.Parse(doc, c); perr == nil {
				rep := verify.Check(h, opts)
				if got := show(&rep); got != want[k] {
					t.Fatalf("%s:%d: a recycled replay checks differently:\nwant %s\ngot  %s", f, c.Line, want[k], got)
				}
				replay.Recycle(rep.Replay)
				k++
				hands++
			}
		}
	}
	if hands < 500 {
		t.Fatalf("only %d hands", hands)
	}
	t.Logf("%d hands of %d files", hands, len(files))
}
