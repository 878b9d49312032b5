package audit

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"testing"

	"github.com/hhcheck/hhcheck/export"
	"github.com/hhcheck/hhcheck/rules"
)

// copyTree copies the bundled samples into dir, and adds a copy of a real
// hand file whose first collection is one cent higher than it was, so
// that the run has findings of every kind: rejected, flagged, not a hand.
func copyTree(t *testing.T, dir string) {
	t.Helper()
	err := filepath.WalkDir("../../testdata/histories", func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel("../../testdata/histories", p)
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		os.MkdirAll(filepath.Join(dir, filepath.Dir(rel)), 0o755)
		return os.WriteFile(filepath.Join(dir, rel), b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	src := "../../testdata/histories/pokerstars/HH20181229 Hydra - $0.10-$0.25 - USD No Limit Hold'em.txt"
	b, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	re := regexp.MustCompile(`collected \$(\d+)\.(\d\d) from`)
	loc := re.FindSubmatchIndex(b)
	if loc == nil {
		t.Fatal("no collection to tamper with")
	}
	// +1 cent on the first "collected $x.yz from pot" (the total is left as written)
	cents := 0
	fmt.Sscanf(string(b[loc[2]:loc[3]])+string(b[loc[4]:loc[5]]), "%d", &cents)
	cents++
	tampered := append(append(append([]byte{}, b[:loc[0]]...), fmt.Sprintf("collected $%d.%02d from", cents/100, cents%100)...), b[loc[1]:]...)
	os.WriteFile(filepath.Join(dir, "HH20181230 Hydra - tampered.txt"), renumber(tampered, "9"), 0o644)
}

// renumber gives the PokerStars hands of b other ids (prefix before each),
// so that a copy is other hands, not the same hands read twice.
func renumber(b []byte, prefix string) []byte {
	return regexp.MustCompile(`((?:Hand|Game) #)(\d+)`).ReplaceAll(b, []byte("${1}"+prefix+"${2}"))
}

// counts is a summary with what differs between equal runs (time, workers,
// output path, shard) taken out.
func counts(s *Summary) Summary {
	c := *s
	c.ElapsedSeconds, c.HandsPerSecond, c.Workers, c.Output, c.Shard = 0, 0, 0, "", ""
	return c
}

// TestShardsMergeEqualOneRun: the four shard runs of an input, merged,
// give the summary and the findings (row for row) of one run.
func TestShardsMergeEqualOneRun(t *testing.T) {
	in := t.TempDir()
	copyTree(t, in)
	out := t.TempDir()
	ctx := context.Background()
	whole, err := Run(ctx, Options{Paths: []string{in}, Out: filepath.Join(out, "all.parquet"), Profile: rules.Standard})
	if err != nil {
		t.Fatal(err)
	}
	if whole.HandsFlagged == 0 || whole.HandsRejected == 0 || whole.SkippedTextBlocks == 0 {
		t.Fatalf("the input should have flagged and rejected hands and text blocks: %+v", whole)
	}
	var sums []string
	files := 0
	for k := 0; k < 4; k++ {
		s, err := Run(ctx, Options{Paths: []string{in}, Out: filepath.Join(out, fmt.Sprintf("s%d.parquet", k)), Profile: rules.Standard, Shard: Shard{k, 4}})
		if err != nil {
			t.Fatal(err)
		}
		if s.Files == whole.Files {
			t.Errorf("shard %d/4 read all %d files", k, s.Files)
		}
		files += s.Files
		p := filepath.Join(out, fmt.Sprintf("s%d.json", k))
		if err := s.WriteJSONFile(p); err != nil {
			t.Fatal(err)
		}
		sums = append(sums, p)
	}
	if files != whole.Files {
		t.Fatalf("shards read %d files in all, one run %d", files, whole.Files)
	}
	merged, err := Merge(ctx, MergeOptions{Summaries: sums, Out: filepath.Join(out, "merged.parquet")})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := counts(merged), counts(whole); !reflect.DeepEqual(got, want) {
		t.Errorf("merged summary\n%+v\nwant\n%+v", got, want)
	}
	a, err := export.ReadFile(filepath.Join(out, "all.parquet"))
	if err != nil {
		t.Fatal(err)
	}
	b, err := export.ReadFile(filepath.Join(out, "merged.parquet"))
	if err != nil {
		t.Fatal(err)
	}
	if len(a) == 0 || !reflect.DeepEqual(a, b) {
		t.Errorf("merged findings (%d rows) differ from one run's (%d rows)", len(b), len(a))
	}

	// an incomplete or mixed set is refused: a missing shard would read as clean
	if _, err := Merge(ctx, MergeOptions{Summaries: sums[:3]}); err == nil {
		t.Error("merge of shards 0..2 of 4 accepted")
	}
	if _, err := Merge(ctx, MergeOptions{Summaries: append(sums[:3:3], sums[0])}); err == nil {
		t.Error("merge with shard 0 twice accepted")
	}
}

// TestAddCountsCoversEveryCount: every count of a Summary (and of its
// Bytes) is added by merge: a new count must not be forgotten there.
// Workers and ExitStatus are not counts (the status is computed again).
func TestAddCountsCoversEveryCount(t *testing.T) {
	set := func(v reflect.Value) {
		for i := 0; i < v.NumField(); i++ {
			if f := v.Field(i); f.Kind() == reflect.Int || f.Kind() == reflect.Int64 {
				f.SetInt(int64(i + 1))
			}
		}
	}
	a, b := newSummary(), newSummary()
	set(reflect.ValueOf(b).Elem())
	set(reflect.ValueOf(&b.Bytes).Elem())
	a.addCounts(b)
	a.addCounts(b)
	check := func(v reflect.Value, prefix string) {
		for i := 0; i < v.NumField(); i++ {
			name := prefix + v.Type().Field(i).Name
			f := v.Field(i)
			if (f.Kind() == reflect.Int || f.Kind() == reflect.Int64) && name != "Workers" && name != "ExitStatus" && f.Int() != int64(2*(i+1)) {
				t.Errorf("Summary.%s is not added by merge", name)
			}
		}
	}
	check(reflect.ValueOf(a).Elem(), "")
	check(reflect.ValueOf(&a.Bytes).Elem(), "Bytes.")
}
