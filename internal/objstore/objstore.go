// Package objstore reads inputs from and writes outputs to object storage
// through gocloud.dev/blob: any path given as a URL with a bucket scheme
// (s3:// for S3 and the S3-compatible stores — MinIO, Ceph, R2 —, gs://
// for Google Cloud Storage, file:// for a local directory, mem:// for an
// in-memory bucket in tests) names a bucket and a key prefix.
//
// Credentials come from the usual chains of the vendors' SDKs (for S3: the
// AWS_* environment, ~/.aws/config and credentials, the instance role; an
// S3-compatible store takes endpoint=…&use_path_style=true&region=… in the
// URL's query, e.g. s3://logs/2026/11?endpoint=http://minio:9000&use_path_style=true&region=us-east-1;
// for GCS: GOOGLE_APPLICATION_CREDENTIALS or the metadata server).
//
// It owns the URL form, listing, opening and atomic writing of objects; it
// must not know hand histories, decompression or the run's accounting.
package objstore

import (
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"gocloud.dev/blob"
	_ "gocloud.dev/blob/fileblob" // file:// buckets
	_ "gocloud.dev/blob/gcsblob"  // gs:// buckets
	_ "gocloud.dev/blob/memblob"  // mem:// buckets (tests)
	_ "gocloud.dev/blob/s3blob"   // s3:// buckets (S3, MinIO, Ceph, R2)
	"gocloud.dev/gcerrors"

	"github.com/hhcheck/hhcheck/internal/source"
)

// Location is a parsed object URL: the bucket to open and the key or key
// prefix inside it.
type Location struct {
	BucketURL string // scheme://bucket?query, what blob.OpenBucket takes
	Key       string // key or key prefix inside the bucket, no leading "/"
	raw       string
}

// String is the URL as the user wrote it.
func (l Location) String() string { return l.raw }

// IsURL reports whether p names an object in a bucket rather than a local
// path: it has a scheme that a registered blob driver serves.
func IsURL(p string) bool {
	i := strings.Index(p, "://")
	if i <= 0 {
		return false
	}
	return blob.DefaultURLMux().ValidBucketScheme(p[:i])
}

// Parse splits a URL into its bucket and key. For s3://, gs:// and mem://
// the host is the bucket and the path the key; for file:// the path is a
// directory that is the bucket when it is one (the key is then empty);
// otherwise its parent is the bucket and its last element the key.
func Parse(raw string) (Location, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return Location{}, fmt.Errorf("objstore: %w", err)
	}
	if !IsURL(raw) {
		return Location{}, fmt.Errorf("objstore: %q: no bucket driver for scheme %q", raw, u.Scheme)
	}
	if u.Scheme == "file" {
		if st, err := os.Stat(u.Path); err == nil && st.IsDir() {
			return Location{BucketURL: raw, raw: raw}, nil
		}
		b := url.URL{Scheme: u.Scheme, Path: path.Dir(u.Path), RawQuery: u.RawQuery}
		return Location{BucketURL: b.String(), Key: path.Base(u.Path), raw: raw}, nil
	}
	if u.Host == "" {
		return Location{}, fmt.Errorf("objstore: %q names no bucket", raw)
	}
	b := url.URL{Scheme: u.Scheme, Host: u.Host, RawQuery: u.RawQuery}
	return Location{BucketURL: b.String(), Key: strings.TrimPrefix(u.Path, "/"), raw: raw}, nil
}

// URL is the name of a key of the location's bucket as reports show it:
// the bucket URL with the key as written, not escaped
// ("s3://logs/HH20181229 Donati #3.txt"); Stat and Object.Open know the
// names List gave without parsing them again.
func (l Location) URL(key string) string {
	u, _ := url.Parse(l.BucketURL)
	q := ""
	if u.RawQuery != "" {
		q = "?" + u.RawQuery
	}
	if u.Scheme == "file" {
		return "file://" + path.Join(u.Path, key)
	}
	return u.Scheme + "://" + u.Host + "/" + key + q
}

var (
	mu      sync.Mutex
	buckets = map[string]*blob.Bucket{}
	listed  = map[string]Object{} // by URL, every object List returned
)

// Bucket opens the bucket of a URL once per process and keeps it open:
// listing, reading and writing the same bucket share one client (and a
// mem:// bucket keeps its objects between calls).
func Bucket(ctx context.Context, bucketURL string) (*blob.Bucket, error) {
	mu.Lock()
	defer mu.Unlock()
	if b, ok := buckets[bucketURL]; ok {
		return b, nil
	}
	b, err := blob.OpenBucket(ctx, bucketURL)
	if err != nil {
		return nil, fmt.Errorf("objstore: open %s: %w", bucketURL, err)
	}
	buckets[bucketURL] = b
	return b, nil
}

// Object is one object found under a location.
type Object struct {
	URL     string // the object's own URL, the input's name in reports
	Key     string
	Size    int64
	ModTime time.Time
	ETag    string // as the store reports it ("" when it does not)
	loc     Location
}

// List returns the objects a URL names, sorted by key: the object itself
// when the key names one, otherwise every object under the key taken as a
// folder ("logs/2026-11-23" lists "logs/2026-11-23/…").
func List(ctx context.Context, raw string) ([]Object, error) {
	loc, err := Parse(raw)
	if err != nil {
		return nil, err
	}
	b, err := Bucket(ctx, loc.BucketURL)
	if err != nil {
		return nil, err
	}
	if loc.Key != "" && !strings.HasSuffix(loc.Key, "/") {
		attrs, err := b.Attributes(ctx, loc.Key)
		if err == nil {
			o := Object{URL: raw, Key: loc.Key, Size: attrs.Size, ModTime: attrs.ModTime, ETag: attrs.ETag, loc: loc}
			mu.Lock()
			listed[raw] = o
			mu.Unlock()
			return []Object{o}, nil
		}
		if gcerrors.Code(err) != gcerrors.NotFound {
			return nil, fmt.Errorf("objstore: %s: %w", raw, err)
		}
	}
	prefix := loc.Key
	if prefix != "" && !strings.HasSuffix(prefix, "/") {
		prefix += "/"
	}
	var out []Object
	it := b.List(&blob.ListOptions{Prefix: prefix})
	for {
		o, err := it.Next(ctx)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("objstore: list %s: %w", raw, err)
		}
		if o.IsDir || strings.HasSuffix(o.Key, ".attrs") && isFileBucket(loc) {
			continue // fileblob's metadata sidecars are not objects
		}
		out = append(out, Object{URL: loc.URL(o.Key), Key: o.Key, Size: o.Size, ModTime: o.ModTime, ETag: hex.EncodeToString(o.MD5), loc: loc})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Key < out[j].Key })
	mu.Lock()
	for _, o := range out {
		listed[o.URL] = o
	}
	mu.Unlock()
	return out, nil
}

func isFileBucket(l Location) bool { return strings.HasPrefix(l.BucketURL, "file:") }

// Open reads the object.
func (o Object) Open(ctx context.Context) (io.ReadCloser, error) {
	b, err := Bucket(ctx, o.loc.BucketURL)
	if err != nil {
		return nil, err
	}
	r, err := b.NewReader(ctx, o.Key, nil)
	if err != nil {
		return nil, fmt.Errorf("objstore: %s: %w", o.URL, err)
	}
	return r, nil
}

// Writer writes one object that appears under its key only when Close
// succeeds (blob writers commit on Close: an S3 upload is completed, a
// file is renamed into place); Abort leaves nothing behind.
type Writer struct {
	w      *blob.Writer
	cancel context.CancelFunc
}

// Create starts writing the object a URL names.
func Create(ctx context.Context, raw string) (*Writer, error) {
	loc, err := Parse(raw)
	if err != nil {
		return nil, err
	}
	if loc.Key == "" || strings.HasSuffix(loc.Key, "/") {
		return nil, fmt.Errorf("objstore: %s names no object", raw)
	}
	b, err := Bucket(ctx, loc.BucketURL)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithCancel(ctx)
	w, err := b.NewWriter(ctx, loc.Key, nil)
	if err != nil {
		cancel()
		return nil, fmt.Errorf("objstore: %s: %w", raw, err)
	}
	return &Writer{w: w, cancel: cancel}, nil
}

func (w *Writer) Write(p []byte) (int, error) { return w.w.Write(p) }

// Close commits the object.
func (w *Writer) Close() error {
	defer w.cancel()
	return w.w.Close()
}

// Abort discards what was written: the object is not created.
func (w *Writer) Abort() {
	w.cancel()
	_ = w.w.Close()
}

// Stat returns the object a URL names (not a folder): one List returned,
// looked up afresh, or any other object URL.
func Stat(ctx context.Context, raw string) (Object, error) {
	mu.Lock()
	known, ok := listed[raw]
	mu.Unlock()
	loc, err := Parse(raw)
	if ok {
		loc, err = known.loc, nil
	}
	if err != nil {
		return Object{}, err
	}
	b, err := Bucket(ctx, loc.BucketURL)
	if err != nil {
		return Object{}, err
	}
	key := loc.Key
	if ok {
		key = known.Key
	}
	attrs, err := b.Attributes(ctx, key)
	if err != nil {
		return Object{}, fmt.Errorf("objstore: %s: %w", raw, err)
	}
	return Object{URL: raw, Key: key, Size: attrs.Size, ModTime: attrs.ModTime, ETag: attrs.ETag, loc: loc}, nil
}

// Upload copies a local file to the object a URL names, atomically.
func Upload(ctx context.Context, local, raw string) error {
	f, err := os.Open(local)
	if err != nil {
		return err
	}
	defer f.Close()
	w, err := Create(ctx, raw)
	if err != nil {
		return err
	}
	if _, err := io.Copy(w, f); err != nil {
		w.Abort()
		return fmt.Errorf("objstore: %s: %w", raw, err)
	}
	return w.Close()
}

// UploadDir copies every file under a local directory to the objects
// under a URL taken as a folder (its relative paths as keys), then writes
// an empty _SUCCESS object: a reader that finds _SUCCESS finds the whole
// tree (a bucket has no atomic rename of a folder; this is the marker
// Spark, Hive and DuckDB users know).
func UploadDir(ctx context.Context, local, raw string) error {
	raw = strings.TrimSuffix(raw, "/")
	err := filepath.WalkDir(local, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(local, p)
		if err != nil {
			return err
		}
		return Upload(ctx, p, raw+"/"+filepath.ToSlash(rel))
	})
	if err != nil {
		return err
	}
	w, err := Create(ctx, raw+"/_SUCCESS")
	if err != nil {
		return err
	}
	return w.Close()
}

// store is the source.Remote of object URLs: linking this package lets
// the input walker list and open bucket objects.
type store struct{}

func init() { source.RegisterRemote(store{}) }

func (store) IsURL(p string) bool { return IsURL(p) }

func (store) List(ctx context.Context, raw string) ([]string, error) {
	objs, err := List(ctx, raw)
	urls := make([]string, len(objs))
	for i, o := range objs {
		urls[i] = o.URL
	}
	return urls, err
}

func (store) Open(ctx context.Context, raw string) (io.ReadCloser, error) {
	o, err := Stat(ctx, raw)
	if err != nil {
		return nil, err
	}
	return o.Open(ctx)
}
