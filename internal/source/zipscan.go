package source

import (
	"bufio"
	"compress/flate"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
)

// A zip whose central directory (at its end) cannot be read, typically a
// truncated download, is read from its start, entry by entry, through the
// local headers: the entries before the cut are read whole, the one cut
// is read up to the cut and then reported broken off (issue 11 item 12).

type localEntry struct {
	name   string
	offset int64 // of the entry's data
	method uint16
	size   int64 // compressed size; -1 when not in the local header
}

// countingReader counts the bytes taken from a bufio.Reader.
type countingReader struct {
	r *bufio.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

func (c *countingReader) ReadByte() (byte, error) {
	b, err := c.r.ReadByte()
	if err == nil {
		c.n++
	}
	return b, err
}

// scanLocalEntries lists the entries of a zip from its local headers, as
// far as they go.
func scanLocalEntries(path string) ([]localEntry, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	cr := &countingReader{r: bufio.NewReaderSize(f, 64<<10)}
	var out []localEntry
	var hdr [30]byte
	for {
		if _, err := io.ReadFull(cr, hdr[:]); err != nil {
			return out, nil
		}
		if binary.LittleEndian.Uint32(hdr[0:]) != 0x04034b50 {
			return out, nil // the central directory, or garbage: the entries end
		}
		flags := binary.LittleEndian.Uint16(hdr[6:])
		e := localEntry{method: binary.LittleEndian.Uint16(hdr[8:]), size: int64(binary.LittleEndian.Uint32(hdr[18:]))}
		nameLen, extraLen := int(binary.LittleEndian.Uint16(hdr[26:])), int(binary.LittleEndian.Uint16(hdr[28:]))
		name := make([]byte, nameLen)
		if _, err := io.ReadFull(cr, name); err != nil {
			return out, nil
		}
		if _, err := io.CopyN(io.Discard, cr, int64(extraLen)); err != nil {
			return out, nil
		}
		e.name, e.offset = string(name), cr.n
		if flags&8 != 0 {
			e.size = -1
		}
		if e.method != zip0Store && e.method != zip8Deflate {
			return out, fmt.Errorf("zip entry %s: compression method %d not read", e.name, e.method)
		}
		if e.name != "" && e.name[len(e.name)-1] != '/' {
			out = append(out, e)
		}
		switch {
		case e.size >= 0:
			if _, err := io.CopyN(io.Discard, cr, e.size); err != nil {
				return out, nil
			}
		case e.method == zip8Deflate:
			if _, err := io.Copy(io.Discard, flate.NewReader(cr)); err != nil {
				return out, nil
			}
			// data descriptor: optional signature, crc, sizes
			var dd [16]byte
			if _, err := io.ReadFull(cr, dd[:12]); err != nil {
				return out, nil
			}
			if binary.LittleEndian.Uint32(dd[0:]) == 0x08074b50 {
				if _, err := io.ReadFull(cr, dd[12:16]); err != nil {
					return out, nil
				}
			}
		default:
			return out, errors.New("a stored entry without its size cannot be read past")
		}
	}
}

const (
	zip0Store   = 0
	zip8Deflate = 8
)

// localInputs turns the entries of a zip read through its local headers
// into inputs, in archive order.
func localInputs(path string, cause error) ([]Input, error) {
	entries, err := scanLocalEntries(path)
	if len(entries) == 0 {
		if err == nil {
			err = cause
		}
		return nil, fmt.Errorf("zip: %w", err)
	}
	out := make([]Input, 0, len(entries))
	for _, e := range entries {
		e := e
		out = append(out, Input{Name: path + "/" + e.name, Stream: func() (io.ReadCloser, error) {
			f, err := os.Open(path)
			if err != nil {
				return nil, err
			}
			if _, err := f.Seek(e.offset, io.SeekStart); err != nil {
				f.Close()
				return nil, err
			}
			var r io.Reader = bufio.NewReader(f)
			if e.size >= 0 {
				r = &truncatedCheck{io.LimitReader(r, e.size), e.size}
			}
			if e.method == zip8Deflate {
				r = flate.NewReader(r)
			}
			return struct {
				io.Reader
				io.Closer
			}{r, f}, nil
		}})
	}
	return out, nil
}

// truncatedCheck turns an early end of a stored entry into
// io.ErrUnexpectedEOF.
type truncatedCheck struct {
	r    io.Reader
	left int64
}

func (t *truncatedCheck) Read(p []byte) (int, error) {
	n, err := t.r.Read(p)
	t.left -= int64(n)
	if err == io.EOF && t.left > 0 {
		err = io.ErrUnexpectedEOF
	}
	return n, err
}
