package audit

import (
	"archive/zip"
	"bytes"
	"compress/bzip2"
	"compress/gzip"
	"context"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/klauspost/compress/zstd"

	"github.com/hhcheck/hhcheck/internal/objstore"
)

// input is one history to read: a plain file, a compressed file, or one
// entry of a zip archive (name "archive.zip/entry").
type input struct {
	name string
	open func() ([]byte, error)
}

// collect expands the paths (files and directories, recursively) into the
// inputs to read, in a stable order so that runs are reproducible.
func collect(paths []string) ([]input, []FileError) {
	files, errs := walk(paths)
	return expand(files, errs)
}

// walk lists the files under the paths (directories recursively), each
// directory's files in sorted order.
func walk(paths []string) ([]string, []FileError) {
	var files []string
	var errs []FileError
	for _, p := range paths {
		if objstore.IsURL(p) {
			objs, err := objstore.List(context.Background(), p)
			if err != nil {
				errs = append(errs, FileError{File: p, Error: err.Error()})
			}
			for _, o := range objs {
				files = append(files, o.URL)
			}
			continue
		}
		info, err := os.Stat(p)
		if err != nil {
			errs = append(errs, FileError{File: p, Error: err.Error()})
			continue
		}
		if !info.IsDir() {
			files = append(files, p)
			continue
		}
		var found []string
		err = filepath.WalkDir(p, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				errs = append(errs, FileError{File: path, Error: err.Error()})
				return nil
			}
			if d.Type().IsRegular() {
				found = append(found, path)
			}
			return nil
		})
		if err != nil {
			errs = append(errs, FileError{File: p, Error: err.Error()})
		}
		sort.Strings(found)
		files = append(files, found...)
	}
	return files, errs
}

// expand turns files into inputs: a zip archive gives one input per entry.
func expand(files []string, errs []FileError) ([]input, []FileError) {
	var inputs []input
	for _, f := range files {
		if strings.EqualFold(filepath.Ext(f), ".zip") {
			entries, err := zipInputs(f)
			if err != nil {
				errs = append(errs, FileError{File: f, Error: err.Error()})
				continue
			}
			inputs = append(inputs, entries...)
			continue
		}
		f := f
		inputs = append(inputs, input{name: f, open: func() ([]byte, error) { return readFile(f) }})
	}
	return inputs, errs
}

// maxFileSize bounds what one history may expand to in memory.
const maxFileSize = 1 << 30

// openPath opens a local file or, for a URL, an object in a bucket.
func openPath(path string) (io.ReadCloser, error) {
	if objstore.IsURL(path) {
		o, err := objstore.Stat(context.Background(), path)
		if err != nil {
			return nil, err
		}
		return o.Open(context.Background())
	}
	return os.Open(path)
}

// readFile reads a file, decompressing .gz, .bz2 and .zst by extension.
func readFile(path string) ([]byte, error) {
	f, err := openPath(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var r io.Reader = f
	switch strings.ToLower(filepath.Ext(path)) {
	case ".gz":
		gz, err := gzip.NewReader(f)
		if err != nil {
			return nil, fmt.Errorf("gzip: %w", err)
		}
		defer gz.Close()
		r = gz
	case ".bz2":
		r = bzip2.NewReader(f)
	case ".zst":
		zr, err := zstd.NewReader(f)
		if err != nil {
			return nil, fmt.Errorf("zstd: %w", err)
		}
		defer zr.Close()
		r = zr
	}
	var buf bytes.Buffer
	if osf, ok := f.(*os.File); ok && r == io.Reader(f) {
		if st, err := osf.Stat(); err == nil && st.Size() <= maxFileSize {
			buf.Grow(int(st.Size()) + bytes.MinRead) // one allocation for a plain file
		}
	}
	n, err := io.Copy(&buf, io.LimitReader(r, maxFileSize+1))
	if err != nil {
		return nil, err
	}
	if n > maxFileSize {
		return nil, fmt.Errorf("larger than %d bytes once decompressed", maxFileSize)
	}
	return buf.Bytes(), nil
}

// openZip opens an archive on disk or, for a URL, read whole from its bucket.
func openZip(path string) (*zip.Reader, io.Closer, error) {
	if !objstore.IsURL(path) {
		zr, err := zip.OpenReader(path)
		if err != nil {
			return nil, nil, err
		}
		return &zr.Reader, zr, nil
	}
	b, err := readFile(path)
	if err != nil {
		return nil, nil, err
	}
	zr, err := zip.NewReader(bytes.NewReader(b), int64(len(b)))
	return zr, io.NopCloser(nil), err
}

func zipInputs(path string) ([]input, error) {
	zr, zc, err := openZip(path)
	if err != nil {
		return nil, err
	}
	names := make([]string, 0, len(zr.File))
	byName := map[string]*zip.File{}
	for _, zf := range zr.File {
		if zf.FileInfo().IsDir() {
			continue
		}
		names = append(names, zf.Name)
		byName[zf.Name] = zf
	}
	zc.Close()
	sort.Strings(names)
	out := make([]input, 0, len(names))
	for _, n := range names {
		n := n
		out = append(out, input{name: path + "/" + n, open: func() ([]byte, error) {
			zr, zc, err := openZip(path)
			if err != nil {
				return nil, err
			}
			defer zc.Close()
			for _, zf := range zr.File {
				if zf.Name == n {
					rc, err := zf.Open()
					if err != nil {
						return nil, err
					}
					defer rc.Close()
					b, err := io.ReadAll(io.LimitReader(rc, maxFileSize+1))
					if err == nil && len(b) > maxFileSize {
						err = fmt.Errorf("larger than %d bytes once decompressed", maxFileSize)
					}
					return b, err
				}
			}
			return nil, fmt.Errorf("zip entry %s vanished", n)
		}})
	}
	return out, nil
}
