package source

import (
	"context"
	"io"
)

// Remote reads the inputs named by a URL (a bucket and a key prefix)
// rather than a local path. The object-store package registers one when
// it is linked (internal/objstore, as database/sql drivers register
// themselves), so that what only decodes and cuts text (parse, its tests
// and fuzzers) does not link the cloud vendors' SDKs. Without one, a URL
// is read as a local path (and is not found).
type Remote interface {
	// IsURL reports whether path names objects rather than a local file.
	IsURL(path string) bool
	// List returns the object URLs a URL names, in key order.
	List(ctx context.Context, url string) ([]string, error)
	// Open opens one object.
	Open(ctx context.Context, url string) (io.ReadCloser, error)
}

var remote Remote

// RegisterRemote makes r the reader of URL paths.
func RegisterRemote(r Remote) { remote = r }

// isURL reports whether a registered Remote takes path.
func isURL(path string) bool { return remote != nil && remote.IsURL(path) }
