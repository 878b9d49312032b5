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
// first bytes) become one input per entry, in name order. It opens every
// file to look at its first bytes: a batch run takes Files instead, and
// each worker finds the archives among the files it opens (Input.Open).
func Inputs(w Walked) ([]Input, Walked) {
	var out []Input
	for _, in := range Files(w) {
		if in.local && isZip(in.Name) {
			entries, err := zipInputs(in.Name)
			if err != nil {
				w.Errs = append(w.Errs, Problem{File: in.Name, Error: err.Error()})
			}
			out = append(out, entries...)
			continue
		}
		out = append(out, in)
	}
	return out, w
}

// Files turns walked files into inputs as they are: a zip archive is one
// input, whose Open gives its entries. Nothing is opened here (issue 14:
// Inputs opened and read every file before a run started, on one core,
// 2.5 % of the CPU of a 2-worker run over 1.8M hands, and the worker then
// opened each file again).
func Files(w Walked) []Input {
	out := make([]Input, 0, len(w.Files))
	for _, f := range w.Files {
		f := f
		switch {
		case f == Stdin:
			out = append(out, Input{Name: f, Stream: func() (io.ReadCloser, error) { return io.NopCloser(os.Stdin), nil }})
		case isURL(f):
			out = append(out, Input{Name: f, Stream: func() (io.ReadCloser, error) { return Open(f) }})
		default:
			out = append(out, Input{Name: f, Stream: func() (io.ReadCloser, error) { return os.Open(f) }, local: true})
		}
	}
	return out
}

// Opened is an input open for reading: its text, or, for a local file
// that is a zip archive, the archive's entries.
type Opened struct {
	// Text is the input's text, its compression undone (Decompress); nil
	// for a zip archive.
	Text io.Reader
	// Entries are a zip archive's entries in name order, as Inputs lists
	// them (an archive that cannot be read is one input, named as the
	// file, that fails to open); each is read from the archive opened
	// here, which is closed once the last entry is.
	Entries []Input
	raw     io.ReadCloser // the bytes Text is read from
	archive *zipArchive   // the zip whose Entries these are
}

// Open opens the input and undoes its compression. A local file whose
// first bytes are a zip archive's is not read as text: Open returns its
// entries instead. The first bytes are those Decompress looks at anyway:
// nothing more is read of a file that is no archive.
func (in Input) Open() (Opened, error) {
	rc, err := in.Stream()
	if err != nil {
		return Opened{}, err
	}
	text, err := Decompress(rc)
	if err != nil {
		// a zip, or a format not read; only the first is read, and only
		// as a local file (an archive inside a compressed file, on
		// standard input or in a bucket is not)
		if f, ok := rc.(*os.File); ok && in.local && IsNotRead(err) && startsAsZip(f) {
			entries, a := zipEntries(f, in.Name)
			return Opened{Entries: entries, archive: a}, nil
		}
		rc.Close()
		return Opened{}, err
	}
	return Opened{Text: text, raw: rc}, nil
}

// Close closes the input's bytes. A zip archive is closed once its last
// entry is read: Close closes it before, when the entries left will not
// be read (the run stopped).
func (o Opened) Close() error {
	if a := o.archive; a != nil {
		a.mu.Lock()
		defer a.mu.Unlock()
		if a.files != nil {
			a.files = nil
			return a.closer.Close()
		}
		return nil
	}
	if o.raw == nil {
		return nil
	}
	return o.raw.Close()
}

// SizeHint returns the size of a text read uncompressed from a regular
// local file, or 0 when its size is not known (Stream.SizeHint).
func (o Opened) SizeHint() int64 {
	f, ok := o.raw.(*os.File)
	if !ok || Compressed(o.Text) {
		return 0
	}
	info, err := f.Stat()
	if err != nil || !info.Mode().IsRegular() {
		return 0
	}
	return info.Size()
}

// isZip reports a file that starts as a zip archive does.
func isZip(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	return startsAsZip(f)
}

// startsAsZip reports an open file that starts as a zip archive does.
func startsAsZip(f *os.File) bool {
	var b [4]byte
	n, _ := f.ReadAt(b[:], 0)
	return n == 4 && (bytes.Equal(b[:], []byte("PK\x03\x04")) || bytes.Equal(b[:], []byte("PK\x05\x06")))
}

// zipArchive is a zip opened once for all its entries, closed after the
// last one is opened and read (entries may be read by several readers at
// once: mu guards files, closer and left). A closed archive is opened
// again if an entry is read after that.
type zipArchive struct {
	mu     sync.Mutex
	path   string
	files  []*zip.File // the entries of the open archive; nil when closed
	closer io.Closer   // closes the open archive
	left   int         // entries not yet read
}

type zipEntry struct {
	io.ReadCloser
	a *zipArchive
}

func (e zipEntry) Close() error {
	err := e.ReadCloser.Close()
	e.a.mu.Lock()
	defer e.a.mu.Unlock()
	e.a.readOne()
	return err
}

// readOne counts an entry read (or that failed to open), and closes the
// archive after the last; a.mu is held.
func (a *zipArchive) readOne() {
	a.left--
	if a.left == 0 && a.files != nil {
		a.closer.Close()
		a.files, a.closer = nil, nil
	}
}

// open opens entry i of the archive (its index in the archive's list).
func (a *zipArchive) open(i int) (io.ReadCloser, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.files == nil {
		zr, err := openZip(a.path)
		if err != nil {
			return nil, err
		}
		a.files, a.closer = zr.File, zr
	}
	if i >= len(a.files) {
		return nil, fmt.Errorf("zip entry vanished")
	}
	rc, err := a.files[i].Open()
	if err != nil {
		a.readOne()
		return nil, err
	}
	return zipEntry{rc, a}, nil
}

// zipInputs lists the entries of a zip archive in name order. Each is
// opened from the one open archive by its index: reading n entries is
// linear in n (opening the archive again for each entry and looking for
// its name was quadratic: 20k entries took 203 s, issue 11 item 8). The
// archive is closed once listed (Inputs lists every archive before any
// is read) and opened again for its entries. A zip whose directory cannot
// be read is read through its local headers (zipscan.go), and the last
// entry then reports the archive broken off.
func zipInputs(path string) ([]Input, error) {
	zr, err := openZip(path)
	if err != nil {
		return brokenZip(path, err), nil
	}
	out, _ := listZip(path, &zr.Reader)
	zr.Close()
	return out, nil
}

// zipEntries lists the entries of the zip archive f, the local file path,
// as zipInputs does, and keeps f open for them: they are read next, and
// the archive is then neither opened nor its directory read again (issue
// 14). f is closed once the last entry is read (at once if there is
// none).
func zipEntries(f *os.File, path string) ([]Input, *zipArchive) {
	zipOpens.Add(1)
	info, err := f.Stat()
	var zr *zip.Reader
	if err == nil {
		zr, err = zip.NewReader(f, info.Size())
	}
	if err != nil {
		f.Close()
		return brokenZip(path, err), nil
	}
	out, a := listZip(path, zr)
	if len(out) == 0 {
		f.Close()
		return out, nil
	}
	a.files, a.closer = zr.File, f
	return out, a
}

// listZip lists the files of the archive zr in name order, each read
// through the archive a (closed: the caller opens it or leaves it to the
// first entry read).
func listZip(path string, zr *zip.Reader) ([]Input, *zipArchive) {
	var idx []int
	for i, zf := range zr.File {
		if !zf.FileInfo().IsDir() {
			idx = append(idx, i)
		}
	}
	sort.SliceStable(idx, func(a, b int) bool { return zr.File[idx[a]].Name < zr.File[idx[b]].Name })
	a := &zipArchive{path: path, left: len(idx)}
	out := make([]Input, 0, len(idx))
	for _, i := range idx {
		i := i
		out = append(out, Input{Name: path + "/" + zr.File[i].Name, Stream: func() (io.ReadCloser, error) { return a.open(i) }})
	}
	return out, a
}

// brokenZip is the entries of a zip whose central directory cannot be
// read (cause): read from the start through the local headers, the last
// told broken off if it is; or, when none can be read, one input named
// as the archive that fails to open.
func brokenZip(path string, cause error) []Input {
	// no central directory (truncated): read the entries from the start
	entries, err := localInputs(path, cause)
	if err != nil {
		return []Input{{Name: path, Stream: func() (io.ReadCloser, error) { return nil, err }}}
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
	return entries
}

// zipOpens counts the times a zip's central directory is read (an
// archive opened); TestZipOpenedTwice and TestZipOpenReadsOnce read it.
var zipOpens atomic.Int64

// openZip opens a zip archive's central directory.
func openZip(path string) (*zip.ReadCloser, error) {
	zipOpens.Add(1)
	return zip.OpenReader(path)
}

// errReader fails with its error.
type errReader struct{ err error }

func (e errReader) Read([]byte) (int, error) { return 0, e.err }
