package audit

import (
	"archive/zip"
	"bufio"
	"bytes"
	"compress/bzip2"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"sync"
	"syscall"

	"github.com/klauspost/compress/zstd"

	"github.com/hhcheck/hhcheck/internal/objstore"
)

// Stdin is the path that names standard input ("verify -").
const Stdin = "-"

// input is one history to read: a file, standard input, or one entry of a
// zip archive (name "archive.zip/entry"). Compression is found by the
// first bytes, not by the name.
type input struct {
	name   string
	stream func() (io.ReadCloser, error) // the raw bytes
}

// open reads the whole input, decompressed (FindHand; the batch streams).
func (in input) open() ([]byte, error) {
	rc, err := in.stream()
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	r, err := decompress(rc)
	if err != nil {
		return nil, err
	}
	b, err := io.ReadAll(io.LimitReader(r, maxFileSize+1))
	if err == nil && len(b) > maxFileSize {
		err = fmt.Errorf("larger than %d bytes once decompressed", maxFileSize)
	}
	return b, err
}

// maxFileSize bounds what FindHand reads of one history into memory; the
// batch (Run) reads any size through a bounded window.
const maxFileSize = 1 << 30

// walked is what the paths expand to.
type walked struct {
	files   []string
	errs    []FileError // cannot be read (exit 2)
	skipped []FileError // not read on purpose: a symlink loop, a device, one of the run's own outputs
}

// fileID identifies a file or directory whatever the path to it.
type fileID struct{ dev, ino uint64 }

func idOf(info os.FileInfo) (fileID, bool) {
	if st, ok := info.Sys().(*syscall.Stat_t); ok {
		return fileID{uint64(st.Dev), uint64(st.Ino)}, true
	}
	return fileID{}, false
}

// walk expands paths: files as given, directories recursively in name
// order, following symbolic links to files and directories; a link to a
// directory that contains it (a loop) is skipped and listed. exclude are
// files never read (the run's outputs and their temporary files).
func walk(paths []string, exclude func(path string, info os.FileInfo) bool) walked {
	var w walked
	var dir func(path string, ancestors []fileID)
	visit := func(path string, info os.FileInfo, ancestors []fileID) {
		switch {
		case exclude != nil && exclude(path, info):
			w.skipped = append(w.skipped, FileError{File: path, Error: "an output of this run: not read"})
		case info.IsDir():
			id, ok := idOf(info)
			if ok {
				for _, a := range ancestors {
					if a == id {
						w.skipped = append(w.skipped, FileError{File: path, Error: "symbolic link loop: the directory contains this link"})
						return
					}
				}
			}
			dir(path, append(ancestors, id))
		case info.Mode().IsRegular():
			w.files = append(w.files, path)
		default:
			w.skipped = append(w.skipped, FileError{File: path, Error: "not a regular file (" + info.Mode().Type().String() + "): not read"})
		}
	}
	dir = func(path string, ancestors []fileID) {
		entries, err := os.ReadDir(path)
		if err != nil {
			w.errs = append(w.errs, FileError{File: path, Error: err.Error()})
		}
		// os.ReadDir sorts by name
		for _, e := range entries {
			p := filepath.Join(path, e.Name())
			info, err := os.Stat(p) // follows links
			if err != nil {
				w.errs = append(w.errs, FileError{File: p, Error: err.Error()})
				continue
			}
			visit(p, info, ancestors)
		}
	}
	for _, p := range paths {
		if objstore.IsURL(p) {
			// a bucket: its objects under the key, in key order (remote.go)
			objs, err := objstore.List(context.Background(), p)
			if err != nil {
				w.errs = append(w.errs, FileError{File: p, Error: err.Error()})
			}
			for _, o := range objs {
				w.files = append(w.files, o.URL)
			}
			continue
		}
		if p == Stdin {
			w.files = append(w.files, p)
			continue
		}
		info, err := os.Stat(p)
		if err != nil {
			w.errs = append(w.errs, FileError{File: p, Error: err.Error()})
			continue
		}
		visit(p, info, nil)
	}
	return w
}

// collect expands the paths (files and directories, recursively) into the
// inputs to read, in a stable order so that runs are reproducible.
func collect(paths []string) ([]input, []FileError) {
	in, w := inputs(paths, nil)
	return in, append(w.errs, w.skipped...)
}

// inputs expands paths to the inputs: zip archives (found by their first
// bytes) become one input per entry, in name order.
func inputs(paths []string, exclude func(string, os.FileInfo) bool) ([]input, walked) {
	return inputsOf(walk(paths, exclude))
}

// inputsOf turns walked files into inputs.
func inputsOf(w walked) ([]input, walked) {
	var out []input
	for _, f := range w.files {
		if f == Stdin {
			out = append(out, input{name: f, stream: func() (io.ReadCloser, error) { return io.NopCloser(os.Stdin), nil }})
			continue
		}
		if objstore.IsURL(f) {
			f := f
			out = append(out, input{name: f, stream: func() (io.ReadCloser, error) { return openPath(f) }})
			continue
		}
		if isZip(f) {
			entries, err := zipInputs(f)
			if err != nil {
				w.errs = append(w.errs, FileError{File: f, Error: err.Error()})
			}
			out = append(out, entries...)
			continue
		}
		f := f
		out = append(out, input{name: f, stream: func() (io.ReadCloser, error) { return os.Open(f) }})
	}
	return out, w
}

// isZip reports a file that starts as a zip archive does.
func absPath(p string) (string, error) { return filepath.Abs(p) }

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
func zipInputs(path string) ([]input, error) {
	zr, err := zip.OpenReader(path)
	if err != nil {
		// no central directory (truncated): read the entries from the start
		entries, err := localInputs(path, err)
		if err != nil {
			return []input{{name: path, stream: func() (io.ReadCloser, error) { return nil, err }}}, nil
		}
		// the last entry is told broken off if it is
		last := entries[len(entries)-1]
		entries[len(entries)-1].stream = func() (io.ReadCloser, error) {
			rc, err := last.stream()
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
	out := make([]input, 0, len(idx))
	for _, i := range idx {
		i := i
		out = append(out, input{name: path + "/" + zr.File[i].Name, stream: func() (io.ReadCloser, error) {
			a.mu.Lock()
			defer a.mu.Unlock()
			if a.zr == nil {
				zr, err := zip.OpenReader(a.path)
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

// errReader fails with its error.
type errReader struct{ err error }

func (e errReader) Read([]byte) (int, error) { return 0, e.err }

// errNotRead marks an input that is deliberately not read (an archive in
// an archive, a compression or archive format not supported): the run
// says so and cannot be clean.
type errNotRead struct{ what string }

func (e errNotRead) Error() string { return e.what }

// maxLayers bounds compression inside compression (a .gz of a .gz).
const maxLayers = 3

// decompress returns the text of r: gzip, bzip2 and zstd are found by
// their first bytes (whatever the name) and undone, also when nested; a
// zip, tar, xz, 7z or rar inside is not read (errNotRead).
func decompress(r io.Reader) (io.Reader, error) {
	for layer := 0; ; layer++ {
		// a small buffer: enough to look at the first bytes; the stream's
		// large reads go past it to the file
		br := bufio.NewReaderSize(r, 512)
		head, _ := br.Peek(262)
		kind := magic(head)
		if kind == "" {
			if layer == 0 {
				return plainReader{br}, nil
			}
			return br, nil
		}
		if layer == maxLayers {
			return nil, errNotRead{fmt.Sprintf("more than %d layers of compression", maxLayers)}
		}
		switch kind {
		case "gzip":
			gz, err := gzip.NewReader(br)
			if err != nil {
				return nil, fmt.Errorf("gzip: %w", err)
			}
			r = gz
		case "bzip2":
			r = bzip2.NewReader(br)
		case "zstd":
			zr, err := zstd.NewReader(br, zstd.WithDecoderConcurrency(1), zstd.WithDecoderLowmem(true))
			if err != nil {
				return nil, fmt.Errorf("zstd: %w", err)
			}
			r = zr.IOReadCloser()
		case "zip":
			return nil, errNotRead{"a zip archive inside an archive or a compressed file (or on standard input) is not read: unpack it"}
		default:
			return nil, errNotRead{"a " + kind + " file is not read (plain text, gzip, bzip2, zstd and zip are)"}
		}
	}
}

// plainReader is the text of an input that was not compressed.
type plainReader struct{ *bufio.Reader }

// compressed reports whether r is the output of a decompressor.
func compressed(r io.Reader) bool {
	_, plain := r.(plainReader)
	return !plain
}

// magic names the compression or archive format data starts with, or "".
func magic(b []byte) string {
	switch {
	case bytes.HasPrefix(b, []byte{0x1f, 0x8b}):
		return "gzip"
	case len(b) >= 4 && bytes.HasPrefix(b, []byte("BZh")) && b[3] >= '1' && b[3] <= '9':
		return "bzip2"
	case bytes.HasPrefix(b, []byte{0x28, 0xb5, 0x2f, 0xfd}):
		return "zstd"
	case bytes.HasPrefix(b, []byte("PK\x03\x04")), bytes.HasPrefix(b, []byte("PK\x05\x06")):
		return "zip"
	case bytes.HasPrefix(b, []byte{0xfd, '7', 'z', 'X', 'Z', 0}):
		return "xz"
	case bytes.HasPrefix(b, []byte{'7', 'z', 0xbc, 0xaf, 0x27, 0x1c}):
		return "7z"
	case bytes.HasPrefix(b, []byte("Rar!\x1a\x07")):
		return "rar"
	case bytes.HasPrefix(b, []byte("PAR1")):
		return "Parquet"
	case len(b) >= 262 && string(b[257:262]) == "ustar":
		return "tar"
	}
	return ""
}

// isNotRead reports an errNotRead.
func isNotRead(err error) bool {
	var e errNotRead
	return errors.As(err, &e)
}
