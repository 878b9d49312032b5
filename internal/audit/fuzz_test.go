package audit

import (
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/internal/explain"
	"github.com/hhcheck/hhcheck/parse"
	"github.com/hhcheck/hhcheck/rules"
	"github.com/hhcheck/hhcheck/verify"
)

// wholePath runs text through every phase a hand goes through: split,
// parse, replay and legality, pots and comparison (verify.Check), the
// cross-hand checks (verify.Session) and the readable account
// (explain.Write). It must never panic.
func wholePath(t *testing.T, data []byte, profile string) {
	prof, err := rules.ByName(profile)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := parse.Hands("fuzz.txt", data)
	if err != nil {
		return
	}
	p := parse.NewParser()
	sess := verify.NewSession()
	opts := verify.Options{Profile: prof}
	for _, c := range doc.Chunks {
		h, perr := p.Parse(doc, c)
		if perr != nil {
			_ = perr.Error()
			continue
		}
		rep := verify.Check(h, opts)
		sess.Add(h, rep.Replay)
		if err := explain.Write(io.Discard, h, opts); err != nil {
			t.Fatalf("explain: %v", err)
		}
	}
}

// handSeeds returns every hand of the bundled samples, one seed each,
// whatever their format (text, XML, PHH, OHH, PokerNow's CSV), and each
// small file whole: a hand of a format read as a whole document (a CSV
// log, a TOML or JSON file) is a hand only with its file's head.
func handSeeds(tb testing.TB) []string {
	var seeds []string
	err := filepath.WalkDir("../../testdata/histories", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasSuffix(path, ".md") {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if len(data) <= wholeSeedBytes {
			seeds = append(seeds, string(data))
		}
		doc, _ := parse.Hands(path, data)
		for _, c := range doc.Chunks {
			seeds = append(seeds, doc.ChunkText(c))
		}
		return nil
	})
	if err != nil {
		tb.Fatal(err)
	}
	return seeds
}

// wholeSeedBytes: the largest sample file handSeeds also gives whole.
const wholeSeedBytes = 16 << 10

// FuzzWholePath: random hands through parse → replay → verify → explain
// (README, "Long runs": go test ./audit -run '^$' -fuzz FuzzWholePath -fuzztime 10m).
func FuzzWholePath(f *testing.F) {
	profiles := []string{"standard", "fr2016", "site"}
	for i, s := range handSeeds(f) {
		f.Add([]byte(s), uint8(i%len(profiles)))
	}
	f.Fuzz(func(t *testing.T, data []byte, pi uint8) {
		wholePath(t, data, profiles[int(pi)%len(profiles)])
	})
}

// TestWholePathSeedsEveryFormat: FuzzWholePath starts from a parsed hand
// of every format the bundled samples hold, so that each format's mapping
// and the phases after it are fuzzed from a real shape, not only the
// text sites'.
func TestWholePathSeedsEveryFormat(t *testing.T) {
	parsed := func(name string, data []byte, into map[parse.Format]bool) {
		doc, err := parse.Hands(name, data)
		if err != nil {
			return
		}
		p := parse.NewParser()
		for _, c := range doc.Chunks {
			if _, perr := p.Parse(doc, c); perr == nil {
				into[c.Format] = true
			}
		}
	}
	want := map[parse.Format]bool{}
	err := filepath.WalkDir("../../testdata/histories", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasSuffix(path, ".md") {
			return err
		}
		data, err := os.ReadFile(path)
		if err == nil {
			parsed(path, data, want)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	got := map[parse.Format]bool{}
	for _, s := range handSeeds(t) {
		parsed("fuzz.txt", []byte(s), got)
	}
	if len(want) < 20 {
		t.Fatalf("the bundled samples parse in %d formats only: %v", len(want), want)
	}
	for f := range want {
		if !got[f] {
			t.Errorf("no seed of FuzzWholePath parses as %s", f)
		}
	}
}
