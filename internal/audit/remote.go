package audit

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/hhcheck/hhcheck/export"
	"github.com/hhcheck/hhcheck/internal/objstore"
	"github.com/hhcheck/hhcheck/internal/source"
)

// Outputs and state files may be objects in a bucket (objstore): they are
// written to a local temporary file first and uploaded whole when done, so
// that an object, like a local output, appears complete or not at all.

// localOutput is where to write an output named path: path itself, or for
// a URL a local temporary file that finish uploads (when ok) and removes.
func localOutput(path string) (local string, finish func(ok bool) error, err error) {
	if !objstore.IsURL(path) {
		return path, func(bool) error { return nil }, nil
	}
	dir, finish, err := uploadDir("hhcheck-upload-", func(dir string) error {
		return objstore.Upload(context.Background(), dir+"/out", path)
	})
	return dir + "/out", finish, err
}

// uploadDir makes a temporary directory (named after pattern) for an
// output bound for a bucket: finish uploads what was written there (upload,
// when ok) and removes it.
func uploadDir(pattern string, upload func(dir string) error) (dir string, finish func(ok bool) error, err error) {
	dir, err = os.MkdirTemp("", pattern)
	if err != nil {
		return "", nil, err
	}
	return dir, func(ok bool) error {
		defer os.RemoveAll(dir)
		if !ok {
			return nil
		}
		return upload(dir)
	}, nil
}

// writeFindings writes the findings file out (a path or a bucket URL)
// with the rows fill writes: closed (and uploaded) when fill succeeds,
// aborted when it fails.
func writeFindings(out string, md export.Metadata, fill func(*export.Writer) error) error {
	local, finish, err := localOutput(out)
	if err != nil {
		return err
	}
	w, err := export.Create(local, md)
	if err != nil {
		finish(false)
		return err
	}
	if err := fill(w); err != nil {
		w.Abort()
		finish(false)
		return err
	}
	if err := w.Close(); err != nil {
		finish(false)
		return err
	}
	return finish(true)
}

// fetchLocal makes an input named path readable as a local file: path
// itself, or for a URL a downloaded temporary copy that cleanup removes.
func fetchLocal(path string) (local string, cleanup func(), err error) {
	if !objstore.IsURL(path) {
		return path, func() {}, nil
	}
	r, err := openPath(path)
	if err != nil {
		return "", nil, err
	}
	defer r.Close()
	f, err := os.CreateTemp("", "hhcheck-fetch-")
	if err != nil {
		return "", nil, err
	}
	cleanup = func() { os.Remove(f.Name()) }
	if _, err := io.Copy(f, r); err != nil {
		f.Close()
		cleanup()
		return "", nil, err
	}
	if err := f.Close(); err != nil {
		cleanup()
		return "", nil, err
	}
	return f.Name(), cleanup, nil
}

// openPath opens a local file or, for a URL, an object in a bucket.
func openPath(path string) (io.ReadCloser, error) { return source.Open(path) }

// statPath is the size and modification time of a local file or object.
func statPath(path string) (int64, time.Time, error) {
	if objstore.IsURL(path) {
		o, err := objstore.Stat(context.Background(), path)
		return o.Size, o.ModTime, err
	}
	info, err := os.Stat(path)
	if err != nil {
		return 0, time.Time{}, err
	}
	return info.Size(), info.ModTime(), nil
}

// DatasetAt starts the analysts' dataset at path: a local directory
// (replaced atomically, export.CreateDataset), or for a bucket URL a local
// temporary directory whose tree upload puts under the URL once the run
// has closed the dataset (objects one by one, then _SUCCESS; upload
// removes the temporary directory in any case, and does nothing when ok
// is false).
func DatasetAt(path string, opts export.DatasetOptions) (ds *export.Dataset, upload func(ok bool) error, err error) {
	if !objstore.IsURL(path) {
		ds, err = export.CreateDataset(path, opts)
		return ds, func(bool) error { return nil }, err
	}
	tmp, upload, err := uploadDir("hhcheck-dataset-", func(dir string) error {
		return objstore.UploadDir(context.Background(), filepath.Join(dir, "dataset"), path)
	})
	if err != nil {
		return nil, nil, err
	}
	if ds, err = export.CreateDataset(filepath.Join(tmp, "dataset"), opts); err != nil {
		upload(false)
		return nil, nil, err
	}
	return ds, upload, nil
}
