package source

import (
	"archive/zip"
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"sort"
	"sync"
	"sync/atomic"
)

// Input is one history to read: a file, standard input, an object in a
// bucket, or one entry of a zip archive (name "archive.zip/entry").
// Compression is found by the first bytes, not by the name (Decompress).
type Input struct {
	Name   string
	Stream func() (io.ReadCloser, error) // the raw bytes
	local  bool                          // a local file, Name its path
}

// Size returns the size of a local file, or -1 when the input is none or
// its size cannot be told (standard input, an object, an entry of a
// zip): what a run weighs an input by when it hands it out, not how it
// is read.
func (in Input) Size() int64 {
	if !in.local {
		return -1
	}
	info, err := os.Stat(in.Name)
	if err != nil || !info.Mode().IsRegular() {
		return -1
	}
	return info.Size()
}

// ReadAll reads the whole input, decompressed (at most MaxFileSize bytes;
// a batch run streams instead).
func (in Input) ReadAll() ([]byte, error) {
	rc, err := in.Stream()
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	r, err := Decompress(rc)
	if err != nil {
		return nil, err
	}
	b, err := io.ReadAll(io.LimitReader(r, MaxFileSize+1))
	if err == nil && len(b) > MaxFileSize {
		err = fmt.Errorf("larger than %d bytes once decompressed", MaxFileSize)
	}
	return b, err
}

// MaxFileSize bounds what ReadAll reads of one input into memory; a
// Stream reads any size through a bounded window.
const MaxFileSize = 1 << 30

// Collect expands the paths (files and directories, recursively) into the
// inputs to read, in a stable order so that runs are reproducible, with
// the paths that cannot be read or were skipped.
func Collect(paths []string) ([]Input, []Problem) {
	in, w := Inputs(Walk(paths, nil))
	return in, append(w.Errs, w.Skipped...)
}

// Open opens a local file or, for a bucket URL, an object.
func Open(path string) (io.ReadCloser, error) {
	if isURL(path) {
		return remote.Open(context.Background(), path)
	}
	return os.Open(path)
}

// Inputs turns walked files into inputs: zip archives (found by their
// first bytes) become one input per entry, in name order.
func Inputs(w Walked) ([]Input, Walked) {
	var out []Input
	for _, f := range w.Files {
		if f == Stdin {
			out = append(out, Input{Name: f, Stream: func() (io.ReadCloser, error) { return io.NopCloser(os.Stdin), nil }})
			continue
		}
		if isURL(f) {
			f := f
			out = append(out, Input{Name: f, Stream: func() (io.ReadCloser, error) { return Open(f) }})
			continue
		}
		if isZip(f) {
			entries, err := zipInputs(f)
			if err != nil {
				w.Errs = append(w.Errs, Problem{File: f, Error: err.Error()})
			}
			out = append(out, entries...)
			continue
		}
		f := f
		out = append(out, Input{Name: f, Stream: func() (io.ReadCloser, error) { return os.Open(f) }, local: true})
	}
	return out, w
}

// isZip reports a file that starts as a zip archive does.
func isZip(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	var b [4]byte
	n, _ := io.ReadFull(f, b[:])
	return n == 4 && (bytes.Equal(b[:], []byte("PK\x03\x04")) || bytes.Equal(b[:], []byte("PK\x05\x06")))
}

// zipArchive is a zip opened once for all its entries, closed after the
// last one is opened and read (entries may be read by several readers at
// once: mu guards zr and left).
type zipArchive struct {
	mu   sync.Mutex
	path string
	zr   *zip.ReadCloser
	left int
}

type zipEntry struct {
	io.ReadCloser
	a *zipArchive
}

func (e zipEntry) Close() error {
	err := e.ReadCloser.Close()
	e.a.mu.Lock()
	defer e.a.mu.Unlock()
	e.a.left--
	if e.a.left == 0 && e.a.zr != nil {
		e.a.zr.Close()
		e.a.zr = nil
	}
	return err
}

// zipInputs lists the entries of a zip archive in name order. Each is
// opened from the one open archive by its index: reading n entries is
// linear in n (opening the archive again for each entry and looking for
// its name was quadratic: 20k entries took 203 s, issue 11 item 8). A zip
// whose directory cannot be read is read through its local headers
// (zipscan.go), and the last entry then reports the archive broken off.
func zipInputs(path string) ([]Input, error) {
	zr, err := openZip(path)
	if err != nil {
		// no central directory (truncated): read the entries from the start
		entries, err := localInputs(path, err)
		if err != nil {
			return []Input{{Name: path, Stream: func() (io.ReadCloser, error) { return nil, err }}}, nil
		}
		// the last entry is told broken off if it is
		last := entries[len(entries)-1]
		entries[len(entries)-1].Stream = func() (io.ReadCloser, error) {
			rc, err := last.Stream()
			if err != nil {
				return nil, err
			}
			return struct {
				io.Reader
				io.Closer
			}{io.MultiReader(rc, errReader{fmt.Errorf("zip %s has no central directory (truncated?): the entries were read from the start", path)}), rc}, nil
		}
		return entries, nil
	}
	var idx []int
	for i, zf := range zr.File {
		if !zf.FileInfo().IsDir() {
			idx = append(idx, i)
		}
	}
	sort.SliceStable(idx, func(a, b int) bool { return zr.File[idx[a]].Name < zr.File[idx[b]].Name })
	zr.Close()
	a := &zipArchive{path: path, left: len(idx)}
	out := make([]Input, 0, len(idx))
	for _, i := range idx {
		i := i
		out = append(out, Input{Name: path + "/" + zr.File[i].Name, Stream: func() (io.ReadCloser, error) {
			a.mu.Lock()
			defer a.mu.Unlock()
			if a.zr == nil {
				zr, err := openZip(a.path)
				if err != nil {
					return nil, err
				}
				a.zr = zr
			}
			if i >= len(a.zr.File) {
				return nil, fmt.Errorf("zip entry vanished")
			}
			rc, err := a.zr.File[i].Open()
			if err != nil {
				a.left--
				return nil, err
			}
			return zipEntry{rc, a}, nil
		}})
	}
	return out, nil
}

// zipOpens counts the archives opened; TestZipOpenedTwice reads it.
var zipOpens atomic.Int64

// openZip opens a zip archive's central directory.
func openZip(path string) (*zip.ReadCloser, error) {
	zipOpens.Add(1)
	return zip.OpenReader(path)
}

// errReader fails with its error.
type errReader struct{ err error }

func (e errReader) Read([]byte) (int, error) { return 0, e.err }
