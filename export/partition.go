package export

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"

	"github.com/klauspost/compress/zstd"
	"github.com/parquet-go/parquet-go"

	"github.com/hhcheck/hhcheck/internal/buildinfo"
)

// DatasetSchemaVersion is written in the key-value metadata of every
// dataset file ("hhcheck.schema_version"); it changes when a column
// changes meaning or goes away (docs/dataset.md).
const DatasetSchemaVersion = "dataset/v1"

// Limits of a partitioned table. Memory stays flat as the input grows:
// at most maxOpen partition files are open per table (the least recently
// used is finished when another is needed, and a later row of its
// partition starts a new part file), rows go to the table's goroutine in
// blocks of partBufRows and from there into the Parquet writer (which
// copies their values) or, for a partition with no open file and fewer
// than holdRun rows waiting, into its held rows, at most holdMax per
// table; a row that waits holds copies of its strings, never windows into
// the input's text, which would keep that text in memory (ownStrings; a
// block of findings, which are rare, waits for thousands of hands, so a
// finding's row holds copies only: rows.go), and a row group holds at
// most rowGroupRows rows.
// DatasetMemory is what hhcheck verify --dataset adds to the command's
// soft memory limit (128 MiB, cmd/hhcheck/main.go). The dataset's writers
// hold a bounded amount: maxOpen partition files per table, each with a
// page buffer per column (parquet-go allocates it whole) and the
// compressed pages of its row group, the row blocks between the collector
// and each table's goroutine and the zstd encoders; and the collector,
// which now waits on the tables, keeps the pipeline's windows of input
// full. The live heap is then about 100-180 MB whatever the input's size
// (it grew with the input until the findings' rows stopped holding their
// files' text): under the 128 MiB limit the garbage collector ran almost
// continuously and a hand cost four times the CPU; with 256 MiB more the
// collector paces itself by GOGC (a heap of about twice the live one) and
// the dataset costs about twice the CPU of the run without it; a total
// limit of 256 MiB cost 18 % more CPU at 500k hands (docs/dataset.md,
// Throughput and memory).
const DatasetMemory = 256 << 20

const (
	defaultMaxOpen      = 16
	defaultRowGroupRows = 16 * 1024
	partBufRows         = 1024
	pageBuffer          = 64 * 1024

	// A partition without an open file keeps its rows (copies: held)
	// until it has holdRun of them, so that the many partitions that get
	// a row or two at a time (most of a corpus's site/date partitions:
	// the median part file had one row) share no file churn; a table
	// holds at most holdMax rows, the largest holding written out first.
	holdRun = 512
	holdMax = 8192

	// A part file is finished after fileRowGroups row groups (a later
	// row of its partition starts the next one).
	fileRowGroups = 32
)

// partFile is one open Parquet file of one partition.
type partFile[T any] struct {
	key  string
	f    *os.File
	bw   *bufio.Writer
	w    *parquet.GenericWriter[T]
	used uint64 // last use, for eviction
	rows int64  // rows written to the file
}

// table writes the rows of one dataset table into Hive partitions
// (root/name/site=…/date=…/part-NNNNN.parquet).
type table[T any] struct {
	root, name   string
	maxOpen      int
	rowGroupRows int64
	open         map[string]*partFile[T]
	parts        map[string]int // part files started per partition
	clock        uint64
	rows         int64

	// the writing goroutine: rows arrive on in; werr is its error, read
	// after done is closed.
	in      chan *block[T]
	spare   chan *block[T] // blocks written, for queue to refill
	done    chan struct{}
	pending *block[T]
	queued  int64
	werr    error
	err     error
	stopped bool

	held      map[string][]T // rows of partitions with no open file, copied
	heldOrder []string       // the partitions of held, in the order first held
	heldRows  int
}

// codec is shared by every file and table: one block encoder per table
// goroutine, allocated once (codec.go).
var codec = newZstdCodec(zstd.SpeedFastest, pageBuffer, 5)

func newTable[T any](root, name string, maxOpen int, rowGroupRows int64) *table[T] {
	t := &table[T]{root: root, name: name, maxOpen: maxOpen, rowGroupRows: rowGroupRows,
		open: map[string]*partFile[T]{}, parts: map[string]int{}, held: map[string][]T{},
		in: make(chan *block[T], 4), spare: make(chan *block[T], 2), done: make(chan struct{}), pending: newBlock[T]()}
	go t.loop()
	return t
}

// block is rows with the partition of each, in the order queued.
type block[T any] struct {
	rows  []T
	parts []string
}

func newBlock[T any]() *block[T] {
	return &block[T]{rows: make([]T, 0, partBufRows), parts: make([]string, 0, partBufRows)}
}

// queue hands a row to the table's goroutine, in blocks: each table
// encodes and compresses on its own goroutine, beside the workers and
// the collector.
func (t *table[T]) queue(partition string, row *T) error {
	if t.err != nil {
		return t.err
	}
	t.pending.rows = append(t.pending.rows, *row)
	t.pending.parts = append(t.pending.parts, partition)
	t.queued++
	if len(t.pending.rows) >= partBufRows {
		t.send()
	}
	return nil
}

func (t *table[T]) send() {
	if len(t.pending.rows) > 0 {
		t.in <- t.pending
		select {
		case t.pending = <-t.spare:
		default:
			t.pending = newBlock[T]()
		}
	}
}

func (t *table[T]) loop() {
	defer close(t.done)
	for b := range t.in {
		if t.werr == nil {
			// each run of rows of one partition in one Write
			for i := 0; i < len(b.rows); {
				j := i + 1
				for j < len(b.rows) && b.parts[j] == b.parts[i] {
					j++
				}
				if err := t.write(b.parts[i], b.rows[i:j]); err != nil {
					t.werr = err
					break
				}
				i = j
			}
		}
		clear(b.rows) // no row keeps its strings alive while the block waits
		clear(b.parts)
		b.rows, b.parts = b.rows[:0], b.parts[:0]
		select {
		case t.spare <- b:
		default:
		}
	}
}

// wait sends what is pending, stops the goroutine and returns its error.
func (t *table[T]) wait() error {
	if !t.stopped {
		t.stopped = true
		t.send()
		close(t.in)
		<-t.done
		t.err = t.werr
	}
	return t.err
}

// write adds rows of one partition (named by its relative directory): to
// its open file, else to its held rows while they are fewer than
// holdRun, else to a file started for it (its held rows first).
func (t *table[T]) write(partition string, rows []T) error {
	if p := t.open[partition]; p != nil {
		return t.put(p, rows)
	}
	held := t.held[partition]
	if len(held)+len(rows) < holdRun {
		if held == nil {
			t.heldOrder = append(t.heldOrder, partition)
		}
		for i := range rows {
			held = append(held, rows[i])
			ownStrings(&held[len(held)-1])
		}
		t.held[partition] = held
		t.heldRows += len(rows)
		if t.heldRows > holdMax {
			_, err := t.release(t.largestHeld())
			return err
		}
		return nil
	}
	p, err := t.release(partition)
	if err != nil {
		return err
	}
	return t.put(p, rows)
}

// put writes rows to the open file p.
func (t *table[T]) put(p *partFile[T], rows []T) error {
	t.clock++
	p.used = t.clock
	t.rows += int64(len(rows))
	if _, err := p.w.Write(rows); err != nil {
		return fmt.Errorf("export: %s/%s: %w", t.name, p.key, err)
	}
	if p.rows += int64(len(rows)); p.rows >= fileRowGroups*t.rowGroupRows {
		// the writer keeps every row group's footer metadata and page
		// index until the file is finished: a partition that never
		// leaves the open files would grow it with the input
		return t.finish(p)
	}
	return nil
}

// release starts a file for the partition and writes its held rows to it.
func (t *table[T]) release(partition string) (*partFile[T], error) {
	p, err := t.start(partition)
	if err != nil {
		return nil, err
	}
	held := t.held[partition]
	if held == nil {
		return p, nil
	}
	delete(t.held, partition)
	t.heldOrder = slices.DeleteFunc(t.heldOrder, func(k string) bool { return k == partition })
	t.heldRows -= len(held)
	return p, t.put(p, held)
}

// largestHeld is the partition holding the most rows (the first held of
// equals).
func (t *table[T]) largestHeld() string {
	best := ""
	for _, k := range t.heldOrder {
		if best == "" || len(t.held[k]) > len(t.held[best]) {
			best = k
		}
	}
	return best
}

func (t *table[T]) start(partition string) (*partFile[T], error) {
	if len(t.open) >= t.maxOpen {
		var lru *partFile[T]
		for _, p := range t.open {
			if lru == nil || p.used < lru.used {
				lru = p
			}
		}
		if err := t.finish(lru); err != nil {
			return nil, err
		}
	}
	dir := filepath.Join(t.root, t.name, partition)
	n := t.parts[partition]
	if n == 0 { // the partition's first file: its directory
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return nil, fmt.Errorf("export: %w", err)
		}
	}
	t.parts[partition] = n + 1
	f, err := os.OpenFile(filepath.Join(dir, fmt.Sprintf("part-%05d.parquet", n)), os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o644)
	if err != nil {
		return nil, fmt.Errorf("export: %w", err)
	}
	// a new writer for every file: parquet-go's Writer.Reset clears the
	// column paths its columns share with the previous file's footer, and
	// every file it wrote had path_in_schema [""] (TestPartFilesNamePaths)
	bw := bufio.NewWriterSize(f, 64*1024)
	w := parquet.NewGenericWriter[T](bw,
		parquet.Compression(codec),
		parquet.CreatedBy("hhcheck", buildinfo.String(), ""),
		parquet.MaxRowsPerRowGroup(t.rowGroupRows),
		parquet.PageBufferSize(pageBuffer),
		parquet.KeyValueMetadata("hhcheck.schema_version", DatasetSchemaVersion),
		parquet.KeyValueMetadata("hhcheck.version", buildinfo.String()),
		parquet.KeyValueMetadata("hhcheck.table", t.name),
	)
	p := &partFile[T]{key: partition, f: f, bw: bw, w: w}
	t.open[partition] = p
	return p, nil
}

// finish writes the partition file's footer and closes it.
func (t *table[T]) finish(p *partFile[T]) error {
	delete(t.open, p.key)
	err := p.w.Close()
	if err == nil {
		err = p.bw.Flush()
	}
	if err == nil {
		err = p.f.Chmod(0o644) // whatever the umask
	}
	if cerr := p.f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("export: %s/%s: %w", t.name, p.key, err)
	}
	return nil
}

// close writes the held rows and finishes every open partition file.
func (t *table[T]) close() error {
	first := t.wait()
	for first == nil && len(t.heldOrder) > 0 {
		_, first = t.release(t.heldOrder[0])
	}
	for _, p := range t.open {
		if err := t.finish(p); err != nil && first == nil {
			first = err
		}
	}
	return first
}

// abort closes the open files without finishing them (the directory is
// removed by the caller).
func (t *table[T]) abort() {
	t.wait()
	for k, p := range t.open {
		p.f.Close()
		delete(t.open, k)
	}
}

// ownStrings replaces every string of the row r points to (its string,
// *string and []string fields, and those of an embedded struct) by a
// copy: a held row keeps no window into its file's text, which would
// keep that whole text in memory while the row waits.
func ownStrings[T any](r *T) { ownValue(reflect.ValueOf(r).Elem()) }

func ownValue(v reflect.Value) {
	switch v.Kind() {
	case reflect.String:
		v.SetString(strings.Clone(v.String()))
	case reflect.Pointer:
		if !v.IsNil() && v.Type().Elem().Kind() == reflect.String {
			c := reflect.New(v.Type().Elem())
			c.Elem().SetString(strings.Clone(v.Elem().String()))
			v.Set(c)
		}
	case reflect.Slice:
		if !v.IsNil() && v.Type().Elem().Kind() == reflect.String {
			c := reflect.MakeSlice(v.Type(), v.Len(), v.Len())
			for i := range v.Len() {
				c.Index(i).SetString(strings.Clone(v.Index(i).String()))
			}
			v.Set(c)
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if f := v.Field(i); f.CanSet() {
				ownValue(f)
			}
		}
	}
}
