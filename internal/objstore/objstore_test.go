package objstore

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"testing"
)

func write(t *testing.T, url, body string) {
	t.Helper()
	w, err := Create(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.WriteString(w, body); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
}

func read(t *testing.T, o Object) string {
	t.Helper()
	r, err := o.Open(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestParse(t *testing.T) {
	for _, c := range []struct{ in, bucket, key string }{
		{"s3://logs/2026/11/23/", "s3://logs", "2026/11/23/"},
		{"s3://logs/a.txt?region=eu-west-1&endpoint=http://127.0.0.1:9000", "s3://logs?endpoint=http%3A%2F%2F127.0.0.1%3A9000&region=eu-west-1", "a.txt"},
		{"gs://b", "gs://b", ""},
		{"file:///tmp", "file:///tmp", ""},
		{"file:///tmp/no-such-file.json", "file:///tmp", "no-such-file.json"},
	} {
		l, err := Parse(c.in)
		if err != nil {
			t.Fatalf("%s: %v", c.in, err)
		}
		if l.Key != c.key {
			t.Errorf("%s: key %q, want %q", c.in, l.Key, c.key)
		}
		if c.in[:2] != "s3" || c.key != "a.txt" {
			if l.BucketURL != c.bucket {
				t.Errorf("%s: bucket %q, want %q", c.in, l.BucketURL, c.bucket)
			}
		}
	}
	for _, bad := range []string{"/tmp/x", "ftp://x/y", "s3:///nobucket"} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("Parse(%q) accepted", bad)
		}
	}
	if IsURL("/tmp/x") || IsURL("C:/x") || !IsURL("s3://b/k") || !IsURL("mem://b") {
		t.Error("IsURL misclassifies")
	}
}

// TestMemBucket lists a prefix, a single object and a folder-like key of
// an in-memory bucket, through the same calls a run makes.
func TestMemBucket(t *testing.T) {
	write(t, "mem://objtest/day/2.txt", "two")
	write(t, "mem://objtest/day/1.txt", "one")
	write(t, "mem://objtest/day2/3.txt", "three")
	got, err := List(context.Background(), "mem://objtest/day")
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].Key != "day/1.txt" || got[1].Key != "day/2.txt" {
		t.Fatalf("List(day) = %+v, want day/1.txt and day/2.txt only (not day2/)", got)
	}
	if got[0].URL != "mem://objtest/day/1.txt" || got[1].URL != "mem://objtest/day/2.txt" || got[0].Size != 3 || read(t, got[0]) != "one" {
		t.Errorf("object %+v reads %q", got[0], read(t, got[0]))
	}
	one, err := List(context.Background(), "mem://objtest/day2/3.txt")
	if err != nil || len(one) != 1 || read(t, one[0]) != "three" {
		t.Fatalf("List of one object = %+v, %v", one, err)
	}
	all, _ := List(context.Background(), "mem://objtest")
	if len(all) != 3 {
		t.Errorf("whole bucket lists %d objects, want 3", len(all))
	}
	none, err := List(context.Background(), "mem://objtest/nothing/")
	if err != nil || len(none) != 0 {
		t.Errorf("empty prefix = %v, %v", none, err)
	}
}

// TestAbortLeavesNothing: an aborted output never appears.
func TestAbortLeavesNothing(t *testing.T) {
	w, err := Create(context.Background(), "mem://objtest-abort/out.parquet")
	if err != nil {
		t.Fatal(err)
	}
	io.WriteString(w, "half")
	w.Abort()
	if got, _ := List(context.Background(), "mem://objtest-abort"); len(got) != 0 {
		t.Fatalf("aborted write left %+v", got)
	}
	if _, err := Create(context.Background(), "mem://objtest-abort/"); err == nil {
		t.Error("Create of a folder URL accepted")
	}
}

// TestFileBucket: a file:// bucket is a directory; its objects are files,
// listed without fileblob's metadata sidecars; an output URL names a file.
func TestFileBucket(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "a"), 0o755)
	os.WriteFile(filepath.Join(dir, "a", "h.txt"), []byte("hand"), 0o644)
	url := "file://" + filepath.ToSlash(dir)
	write(t, url+"/out.json", "{}")
	got, err := List(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].Key != "a/h.txt" || got[1].Key != "out.json" || read(t, got[0]) != "hand" {
		t.Fatalf("List = %+v", got)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "out.json")); err != nil || string(b) != "{}" {
		t.Errorf("out.json = %q, %v", b, err)
	}
}
