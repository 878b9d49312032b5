package audit

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/export"
	"github.com/hhcheck/hhcheck/internal/objstore"
	"github.com/hhcheck/hhcheck/rules"
)

// upload copies a local tree into a bucket under prefix.
func upload(t *testing.T, dir, prefix string) {
	t.Helper()
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		return objstore.Upload(context.Background(), p, prefix+"/"+filepath.ToSlash(rel))
	})
	if err != nil {
		t.Fatal(err)
	}
}

func readObject(t *testing.T, url string) string {
	t.Helper()
	o, err := objstore.Stat(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	r, err := o.Open(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	b, _ := io.ReadAll(r)
	return string(b)
}

// TestBucketRun reads the input from a bucket and writes the findings and
// the summary to it, through the same code path an s3:// or gs:// URL
// takes (objstore, gocloud.dev/blob), with an in-memory bucket: the account
// is a local run's, row for row but for the file names.
func TestBucketRun(t *testing.T) {
	dir, out := t.TempDir(), t.TempDir()
	copyTree(t, dir)
	local, localRows := fullRun(t, dir, filepath.Join(out, "local.parquet"))

	upload(t, dir, "mem://hhcheck-test/logs/2026-11-23")
	ctx := context.Background()
	remote, err := Run(ctx, Options{Paths: []string{"mem://hhcheck-test/logs/2026-11-23"}, Out: "mem://hhcheck-test/out/findings.parquet", Profile: rules.Standard})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := counts(remote), counts(local); !reflect.DeepEqual(got, want) {
		t.Errorf("bucket run\n%+v\nwant the local run's\n%+v", got, want)
	}
	if err := remote.WriteJSONFile("mem://hhcheck-test/out/summary.json"); err != nil {
		t.Fatal(err)
	}
	if s := readObject(t, "mem://hhcheck-test/out/summary.json"); !strings.Contains(s, `"hands_read"`) {
		t.Errorf("summary object: %q", s)
	}
	f, cleanup, err := fetchLocal("mem://hhcheck-test/out/findings.parquet")
	if err != nil {
		t.Fatal(err)
	}
	defer cleanup()
	rows, err := export.ReadFile(f)
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != len(localRows) || len(rows) == 0 {
		t.Fatalf("bucket run wrote %d rows, the local run %d", len(rows), len(localRows))
	}
	for i := range rows {
		want := localRows[i]
		local := filepath.ToSlash(dir) + "/"
		want.FilePath = strings.Replace(filepath.ToSlash(want.FilePath), local, "mem://hhcheck-test/logs/2026-11-23/", 1)
		want.Message = strings.Replace(want.Message, local, "mem://hhcheck-test/logs/2026-11-23/", 1)
		if !reflect.DeepEqual(rows[i], want) {
			t.Fatalf("row %d\n%+v\nwant\n%+v", i, rows[i], want)
		}
	}

	// a missing prefix is no input, not an error of the store
	empty, err := Run(ctx, Options{Paths: []string{"mem://hhcheck-test/logs/1999-01-01"}, Profile: rules.Standard})
	if err != nil || empty.Files != 0 {
		t.Errorf("empty prefix: %+v, %v", empty, err)
	}
}

// TestDatasetToBucket: the analysts' dataset written under a bucket URL
// is uploaded whole once the run closed it, _SUCCESS last; a run that
// fails uploads nothing.
func TestDatasetToBucket(t *testing.T) {
	ds, upload, err := DatasetAt("mem://hhcheck-ds/nightly/2026-11-23", export.DatasetOptions{Profile: "standard"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Run(context.Background(), Options{Paths: []string{samples}, Profile: rules.Standard, Sink: ds}); err != nil {
		t.Fatal(err)
	}
	if err := upload(true); err != nil {
		t.Fatal(err)
	}
	objs, err := objstore.List(context.Background(), "mem://hhcheck-ds/nightly/2026-11-23")
	if err != nil {
		t.Fatal(err)
	}
	tables := map[string]bool{}
	success := false
	for _, o := range objs {
		rel := strings.TrimPrefix(o.Key, "nightly/2026-11-23/")
		if rel == "_SUCCESS" {
			success = true
			continue
		}
		tables[strings.SplitN(rel, "/", 2)[0]] = true
	}
	for _, tb := range []string{"hands", "seats", "actions", "pots"} {
		if !tables[tb] {
			t.Errorf("table %s not uploaded (objects %v)", tb, objs)
		}
	}
	if !success {
		t.Error("no _SUCCESS object")
	}

	ds, upload, err = DatasetAt("mem://hhcheck-ds/failed", export.DatasetOptions{Profile: "standard"})
	if err != nil {
		t.Fatal(err)
	}
	ds.Abort()
	if err := upload(false); err != nil {
		t.Fatal(err)
	}
	if objs, _ := objstore.List(context.Background(), "mem://hhcheck-ds/failed"); len(objs) != 0 {
		t.Errorf("a failed run uploaded %d objects", len(objs))
	}
}
