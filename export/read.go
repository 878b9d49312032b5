package export

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/parquet-go/parquet-go"
)

// RowReader streams the rows of a findings file in their order, a batch at
// a time, so that files of any size are read in bounded memory.
type RowReader struct {
	f   *os.File
	r   *parquet.GenericReader[Row]
	buf []Row
	pos int
	err error
}

// OpenRows starts reading a findings file.
func OpenRows(path string) (*RowReader, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("export: %w", err)
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("export: %w", err)
	}
	pf, err := parquet.OpenFile(f, st.Size())
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("export: %s: %w", path, err)
	}
	return &RowReader{f: f, r: parquet.NewGenericReader[Row](pf), buf: make([]Row, 0, 256)}, nil
}

// Peek returns the next row without consuming it; ok is false at the end
// or on an error (Err).
func (rr *RowReader) Peek() (row *Row, ok bool) {
	if rr.pos == len(rr.buf) && rr.err == nil {
		rr.buf = rr.buf[:cap(rr.buf)]
		n, err := rr.r.Read(rr.buf)
		rr.buf, rr.pos = rr.buf[:n], 0
		if err != nil && !errors.Is(err, io.EOF) {
			rr.err = err
		} else if n == 0 {
			rr.err = io.EOF
		}
	}
	if rr.pos == len(rr.buf) {
		return nil, false
	}
	return &rr.buf[rr.pos], true
}

// Next consumes the row Peek returned.
func (rr *RowReader) Next() { rr.pos++ }

// Err is the read error that ended the rows, nil at a clean end.
func (rr *RowReader) Err() error {
	if errors.Is(rr.err, io.EOF) {
		return nil
	}
	return rr.err
}

// Close releases the file.
func (rr *RowReader) Close() error {
	rr.r.Close()
	return rr.f.Close()
}
