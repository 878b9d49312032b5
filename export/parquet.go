package export

import (
	"fmt"
	"os"
	"time"

	"github.com/klauspost/compress/zstd"
	"github.com/parquet-go/parquet-go"
)

// Row is one finding: a discrepancy in a hand, or a hand the parser
// rejected. The column names avoid SQL keywords (no "table", "limit",
// "check") so analysts can query them unquoted. See schema.md.
type Row struct {
	FilePath       string     `parquet:"file_path,dict"`         // valid UTF-8: invalid bytes as \xNN
	FilePathRaw    []byte     `parquet:"file_path_raw,optional"` // the name's bytes, only when they are not UTF-8
	HandLine       int64      `parquet:"hand_line"`
	Site           string     `parquet:"site,dict"`
	HandID         string     `parquet:"hand_id"`
	TableName      string     `parquet:"table_name,dict"`
	StartedAt      *time.Time `parquet:"started_at,timestamp(microsecond)"`
	Game           string     `parquet:"game,dict"`
	BettingLimit   string     `parquet:"betting_limit,dict"`
	Currency       string     `parquet:"currency,dict"`
	AmountDecimals int32      `parquet:"amount_decimals"`
	Code           string     `parquet:"code,dict"`
	Clause         *string    `parquet:"clause,optional,dict"`
	Pot            *string    `parquet:"pot,optional,dict"`
	Player         *string    `parquet:"player,optional"`
	Expected       *int64     `parquet:"expected,optional"`
	Recorded       *int64     `parquet:"recorded,optional"`
	Message        string     `parquet:"message"`
	FindingLine    int64      `parquet:"finding_line"`
	RejectReason   *string    `parquet:"reject_reason,optional,dict"`
	Profile        string     `parquet:"profile,dict"`
}

// Writer streams rows to a Parquet file that appears under its final name
// only when Close succeeds: rows go to a temporary file in the same
// directory, which is renamed over the target at the end (atomic on POSIX).
type Writer struct {
	path string
	tmp  *os.File
	pw   *parquet.GenericWriter[Row]
	rows int64
	buf  []Row
	done once
}

// Metadata is recorded in the file's key-value metadata ("hhcheck.<key>"):
// what produced it.
type Metadata struct {
	Version     string // buildinfo.String()
	Revision    string // VCS revision
	Profile     string
	CommandLine string
	RunID       string
}

// RowGroupRows is the number of rows per row group: findings are flushed
// to the file as they come, whatever their number, and at most one row
// group is held in memory (a few MB: peak memory stays flat with the
// number of findings).
const RowGroupRows = 8192

// Create starts a Parquet file at path.
func Create(path string, md Metadata) (*Writer, error) {
	tmp, err := CreateTemp(path)
	if err != nil {
		return nil, fmt.Errorf("export: %w", err)
	}
	pw := parquet.NewGenericWriter[Row](tmp,
		parquet.Compression(findingsCodec),
		parquet.CreatedBy("hhcheck", md.Version, md.Revision),
		parquet.MaxRowsPerRowGroup(RowGroupRows),
		parquet.KeyValueMetadata("hhcheck.schema", "findings/v1"),
		parquet.KeyValueMetadata("hhcheck.version", md.Version),
		parquet.KeyValueMetadata("hhcheck.revision", md.Revision),
		parquet.KeyValueMetadata("hhcheck.profile", md.Profile),
		parquet.KeyValueMetadata("hhcheck.command_line", ValidUTF8(md.CommandLine)),
		parquet.KeyValueMetadata("hhcheck.run_id", md.RunID),
	)
	return &Writer{path: path, tmp: tmp, pw: pw, buf: make([]Row, 0, bufRows)}, nil
}

// findingsCodec compresses the findings file as parquet-go's zstd.Codec
// did (its default level; a window that holds its default page), through
// one encoder for the process (codec.go): zstd.Codec made a new encoder,
// with a 16 MB history, after every garbage collection (issue 14: 9.6 %
// of the bytes a 100k-hand run allocated).
var findingsCodec = newZstdCodec(zstd.SpeedDefault, parquet.DefaultPageBufferSize, 1)

// bufRows is how many rows Write collects before handing them to the
// Parquet writer.
const bufRows = 256

// Write adds rows; they are flushed in batches.
func (w *Writer) Write(rows ...Row) error {
	w.buf = append(w.buf, rows...)
	if len(w.buf) >= bufRows {
		// not len == cap: an append past the capacity doubles it, and
		// the buffer then grew with every row of the run (issue 11 item 7)
		return w.flush()
	}
	return nil
}

func (w *Writer) flush() error {
	if len(w.buf) == 0 {
		return nil
	}
	n, err := w.pw.Write(w.buf)
	w.rows += int64(n)
	w.buf = w.buf[:0]
	if err != nil {
		return fmt.Errorf("export: %w", err)
	}
	return nil
}

// Rows returns the number of rows written so far.
func (w *Writer) Rows() int64 { return w.rows + int64(len(w.buf)) }

// Close finishes the file and moves it to its final name.
func (w *Writer) Close() error {
	if !w.done.first() {
		return nil
	}
	err := w.flush()
	if err == nil {
		err = w.pw.Close()
	}
	if err != nil {
		w.discard()
		return fmt.Errorf("export: writing %s: %w", w.path, err)
	}
	if err := Commit(w.tmp, w.path); err != nil {
		return fmt.Errorf("export: %w", err)
	}
	return nil
}

// Abort discards the temporary file; the target is left untouched.
func (w *Writer) Abort() {
	if w.done.first() {
		w.discard()
	}
}

func (w *Writer) discard() {
	w.tmp.Close()
	os.Remove(w.tmp.Name())
}

// once tells a Close or Abort that comes first from the ones after it.
type once bool

// first reports whether this is the first call (and marks it done).
func (o *once) first() bool {
	done := bool(*o)
	*o = true
	return !done
}

// ReadMetadata returns the file's key-value metadata.
func ReadMetadata(path string) (map[string]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	pf, err := parquet.OpenFile(f, st.Size())
	if err != nil {
		return nil, err
	}
	md := map[string]string{}
	for _, kv := range pf.Metadata().KeyValueMetadata {
		md[kv.Key] = kv.Value
	}
	return md, nil
}

// ReadFile reads back every row of a findings file (for tests and tools).
func ReadFile(path string) ([]Row, error) {
	return parquet.ReadFile[Row](path)
}
