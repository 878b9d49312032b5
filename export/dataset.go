package export

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"hash/maphash"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/parse"
	"github.com/hhcheck/hhcheck/verify"
)

// The dataset's tables, one directory each under the dataset directory.
const (
	TableHands    = "hands"
	TableSeats    = "seats"
	TableActions  = "actions"
	TablePots     = "pots"
	TableFindings = "findings"
)

// NullPartition is the Hive name of a missing partition value (a rejected
// hand with no site or no start time); DuckDB, Spark and Trino read it as
// NULL.
const NullPartition = "__HIVE_DEFAULT_PARTITION__"

// Dataset writes the analysts' dataset (docs/dataset.md): the tables
// hands, seats, actions, pots and findings, each Hive-partitioned by
// site=…/date=YYYY-MM-DD/ (the hand's start date in UTC). Everything is
// written into a temporary directory beside the target, which replaces
// the target only when Close succeeds: a run that dies leaves the
// previous dataset (or nothing), never half a table.
//
// Prepare may be called from many goroutines; Add, Close and Abort from
// one (audit.Run's collector), in file order.
type Dataset struct {
	dir, tmp string
	profile  string

	hands    *table[HandRow]
	seats    *table[SeatRow]
	actions  *table[ActionRow]
	pots     *table[PotRow]
	findings *table[FindingRow]

	seed   maphash.Seed
	seen   map[uint64]struct{} // hand ids of hands without a site already keyed, for hand_key
	hashes sync.Map            // file → *fileHash, of the files being prepared
	last   string              // the file of the hand Add saw last
	done   once
}

type fileHash struct {
	once sync.Once
	sum  string
}

// DatasetOptions tune the writer; zero values mean the defaults.
type DatasetOptions struct {
	Profile      string // the rule profile, written in each hand and finding
	MaxOpen      int    // open partition files per table (default 8)
	RowGroupRows int64  // rows per row group (default 131072)
}

// CreateDataset starts a dataset that will replace dir on Close.
func CreateDataset(dir string, opts DatasetOptions) (*Dataset, error) {
	if opts.MaxOpen <= 0 {
		opts.MaxOpen = defaultMaxOpen
	}
	if opts.RowGroupRows <= 0 {
		opts.RowGroupRows = defaultRowGroupRows
	}
	dir = filepath.Clean(dir)
	if err := replaceable(dir, func(rel string, d os.DirEntry) bool {
		top, _, _ := strings.Cut(filepath.ToSlash(rel), "/")
		switch top {
		case TableHands, TableSeats, TableActions, TablePots, TableFindings:
			return d.IsDir() || strings.HasSuffix(rel, ".parquet")
		}
		return false
	}); err != nil {
		return nil, err
	}
	tmp, err := TempDir(dir)
	if err != nil {
		return nil, err
	}
	d := &Dataset{dir: dir, tmp: tmp, profile: opts.Profile, seed: maphash.MakeSeed(), seen: map[uint64]struct{}{}}
	d.hands = newTable[HandRow](tmp, TableHands, opts.MaxOpen, opts.RowGroupRows)
	d.seats = newTable[SeatRow](tmp, TableSeats, opts.MaxOpen, opts.RowGroupRows)
	d.actions = newTable[ActionRow](tmp, TableActions, opts.MaxOpen, opts.RowGroupRows)
	d.pots = newTable[PotRow](tmp, TablePots, opts.MaxOpen, opts.RowGroupRows)
	d.findings = newTable[FindingRow](tmp, TableFindings, opts.MaxOpen, opts.RowGroupRows)
	return d, nil
}

// prepared is one hand's rows, built by a worker, keyed and written by Add.
type prepared struct {
	h         *hand.Hand
	perr      *parse.Error
	site      string
	partition string
	hand      HandRow
	seats     []SeatRow
	actions   []ActionRow
	pots      []PotRow

	// scratch of buildHandRows, kept with the rows for the next hand
	dealt []bool
	money []hand.Money
}

// preparedPool recycles the prepared hands Add has queued: their row
// slices and scratch are reused (queue copies the rows).
var preparedPool = sync.Pool{New: func() any { return new(prepared) }}

func getPrepared(h *hand.Hand, perr *parse.Error) *prepared {
	p := preparedPool.Get().(*prepared)
	p.h, p.perr = h, perr
	p.seats, p.actions, p.pots = p.seats[:0], p.actions[:0], p.pots[:0]
	return p
}

// release returns p to the pool once its rows are queued.
func (p *prepared) release() {
	p.h, p.perr, p.site, p.partition, p.hand = nil, nil, "", "", HandRow{}
	clear(p.seats)
	clear(p.actions)
	clear(p.pots)
	preparedPool.Put(p)
}

// Prepare builds the rows of one hand: h with verify's report, or the
// parser's error for a rejected hand. Safe for concurrent use.
func (d *Dataset) Prepare(h *hand.Hand, rep *verify.Report, perr *parse.Error) any {
	p := getPrepared(h, perr)
	if h == nil {
		if perr == nil {
			return p
		}
		p.site = string(perr.Site) // string(): a named string type on newer main
		p.partition = Partition(p.site, "")
		p.hand = HandRow{FilePath: perr.File, HandLine: int64(perr.Line), HandID: perr.HandID, Status: "rejected",
			Game: "unknown", BettingLimit: "unknown", RejectReason: opt(string(perr.Reason)), RejectDetail: opt(perr.Error()),
			RunCount: 1, Profile: d.profile, SourceSHA256: d.sourceHash(perr.File)}
		return p
	}
	p.site = h.Site
	date := ""
	if !h.Start.IsZero() {
		date = h.Start.UTC().Format("2006-01-02")
	}
	p.partition = Partition(h.Site, date)
	buildHandRows(p, h, rep, d.profile)
	p.hand.SourceSHA256 = d.sourceHash(h.File)
	return p
}

// Partition is the Hive partition directory of a hand:
// "site=PokerStars/date=2021-07-30"; a missing value is NullPartition.
func Partition(site, date string) string {
	return "site=" + hivePart(site) + "/date=" + hivePart(date)
}

// hivePart escapes a partition value as Hive does (%XX for the characters
// a path or a key=value cannot hold); a value with none is returned as it
// is (Prepare calls it for every hand).
func hivePart(v string) string {
	if v == "" {
		return NullPartition
	}
	i := 0
	for i < len(v) && !hiveEscaped(v[i]) {
		i++
	}
	if i == len(v) {
		return v
	}
	var b strings.Builder
	b.WriteString(v[:i])
	for ; i < len(v); i++ {
		if c := v[i]; hiveEscaped(c) {
			fmt.Fprintf(&b, "%%%02X", c)
		} else {
			b.WriteByte(c)
		}
	}
	return b.String()
}

func hiveEscaped(c byte) bool {
	return c < 0x20 || c >= 0x7f || strings.IndexByte("\"#%'*/:=?\\{[]^", c) >= 0
}

// Add keys the prepared hand and writes its rows; findings are the hand's
// final discrepancies (cross-hand checks included), divergences the
// profile comparison's rows.
func (d *Dataset) Add(prep any, findings, divergences []hand.Discrepancy) error {
	p, ok := prep.(*prepared)
	if !ok || (p.h == nil && p.perr == nil) {
		return nil
	}
	defer p.release()
	if f := p.hand.FilePath; f != d.last {
		// hands reach Add in file order, every hand of a file prepared
		// before the first is added: the previous file's hash is no
		// longer needed (the run's memory does not grow with its files)
		if d.last != "" {
			d.hashes.Delete(d.last)
		}
		d.last = f
	}
	key := d.key(p.site, p.hand.HandID, p.hand.FilePath, p.hand.HandLine)
	hr := &p.hand
	hr.HandKey = key
	if p.h != nil {
		hr.Findings = int32(len(findings))
		hr.Status = "clean"
		if len(findings) > 0 {
			hr.Status = "flagged"
		}
	}
	if err := d.hands.queue(p.partition, hr); err != nil {
		return err
	}
	for i := range p.seats {
		p.seats[i].HandKey = key
		if err := d.seats.queue(p.partition, &p.seats[i]); err != nil {
			return err
		}
	}
	for i := range p.actions {
		p.actions[i].HandKey = key
		if err := d.actions.queue(p.partition, &p.actions[i]); err != nil {
			return err
		}
	}
	for i := range p.pots {
		p.pots[i].HandKey = key
		if err := d.pots.queue(p.partition, &p.pots[i]); err != nil {
			return err
		}
	}
	if p.h == nil {
		e := p.perr
		return d.findings.queue(p.partition, &FindingRow{HandKey: key, Row: Rejected(e.File, e.Line, e.Line, string(e.Site), e.HandID, string(e.Reason), e.Error(), d.profile)})
	}
	for _, list := range [][]hand.Discrepancy{findings, divergences} {
		for i := range list {
			if err := d.findings.queue(p.partition, &FindingRow{HandKey: key, Row: Discrepancy(p.h, &list[i], d.profile)}); err != nil {
				return err
			}
		}
	}
	return nil
}

// key is the hand's key: "site/hand id", with "@file:line" added when
// that pair was already seen in the run (or the id is unknown), so that
// it is unique and the same on every run over the same input.
//
// Memory stays flat: only the ids of hands whose site is unknown (hands
// rejected before their header was read) are remembered. A hand with a
// site reaches Add once per site and hand id: audit.Run keeps every
// repeat out as DUPLICATE_HAND (its duplicate set is the run's one
// memory of all the hands, in bounded memory), so its key is unique
// without a second set of every hand here.
func (d *Dataset) key(site, id, file string, line int64) string {
	k := site + "/" + id
	if id != "" && site != "" {
		return k
	}
	if id != "" {
		h := maphash.String(d.seed, k)
		if _, dup := d.seen[h]; !dup {
			d.seen[h] = struct{}{}
			return k
		}
	}
	return fmt.Sprintf("%s@%s:%d", k, file, line)
}

// sourceHash is the sha256 of the file a hand was read from (for an entry
// of a zip archive, of the archive), computed once per file.
func (d *Dataset) sourceHash(name string) string {
	v, _ := d.hashes.LoadOrStore(name, &fileHash{})
	fh := v.(*fileHash)
	fh.once.Do(func() {
		path := name
		for {
			if fi, err := os.Stat(path); err == nil && fi.Mode().IsRegular() {
				break
			}
			parent := filepath.Dir(path)
			if parent == path {
				return
			}
			path = parent
		}
		f, err := os.Open(path)
		if err != nil {
			return
		}
		defer f.Close()
		sum := sha256.New()
		if _, err := io.Copy(sum, f); err == nil {
			fh.sum = hex.EncodeToString(sum.Sum(nil))
		}
	})
	return fh.sum
}

// Close finishes every table and puts the dataset in place of dir.
func (d *Dataset) Close() error {
	if !d.done.first() {
		return nil
	}
	// the tables finish at once, each on its own goroutine: their held
	// rows, last row groups and footers, and the directories and files
	// of the partitions that only held rows (half a second of system
	// calls at 100k hands, which one goroutine did in turn at the end)
	closers := []func() error{d.hands.close, d.seats.close, d.actions.close, d.pots.close, d.findings.close}
	errs := make([]error, len(closers))
	var wg sync.WaitGroup
	for i, c := range closers {
		wg.Go(func() { errs[i] = c() })
	}
	wg.Wait()
	var err error
	for _, e := range errs {
		if e != nil && err == nil {
			err = e
		}
	}
	if err == nil {
		err = d.mkTables()
	}
	if err == nil {
		err = ReplaceDir(d.tmp, d.dir)
	}
	if err != nil {
		os.RemoveAll(d.tmp)
		return fmt.Errorf("export: dataset %s: %w", d.dir, err)
	}
	return nil
}

// mkTables gives a table with no rows its directory too, so that a
// reader of table/**/*.parquet finds every table.
func (d *Dataset) mkTables() error {
	for _, t := range []string{TableHands, TableSeats, TableActions, TablePots, TableFindings} {
		if err := os.MkdirAll(filepath.Join(d.tmp, t), 0o755); err != nil {
			return err
		}
	}
	return nil
}

// replaceable refuses to let an output directory replace an existing
// directory that holds anything but a previous output (ours says which
// entries are): replacing it would delete them (an input directory given
// as the output, say).
func replaceable(dir string, ours func(rel string, d os.DirEntry) bool) error {
	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		return nil
	}
	return filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if path == dir {
			return nil
		}
		rel, _ := filepath.Rel(dir, path)
		if !ours(rel, d) {
			return fmt.Errorf("export: %s holds %s, which is not part of a previous output: refusing to replace it", dir, rel)
		}
		return nil
	})
}

// ReplaceableBy checks that dir is absent or holds only files for which
// ours is true (and directories), so that ReplaceDir may replace it.
func ReplaceableBy(dir string, ours func(rel string, d os.DirEntry) bool) error {
	return replaceable(filepath.Clean(dir), ours)
}

// TempDir makes the temporary directory (0755) beside dir in which an
// output directory is written before ReplaceDir puts it in place.
func TempDir(dir string) (string, error) {
	dir = filepath.Clean(dir)
	if fi, err := os.Stat(dir); err == nil && !fi.IsDir() {
		return "", fmt.Errorf("export: %s exists and is not a directory", dir)
	}
	tmp, err := os.MkdirTemp(filepath.Dir(dir), "."+filepath.Base(dir)+".tmp-*")
	if err != nil {
		return "", fmt.Errorf("export: %w", err)
	}
	if err := os.Chmod(tmp, 0o755); err != nil {
		os.RemoveAll(tmp)
		return "", fmt.Errorf("export: %w", err)
	}
	return tmp, nil
}

// ReplaceDir moves the finished temporary directory tmp to dir; a
// previous dir is moved aside first and removed after, so dir is always
// the old or the new output, never a mix.
func ReplaceDir(tmp, dir string) error {
	dir = filepath.Clean(dir)
	old := ""
	if _, err := os.Stat(dir); err == nil {
		o, err := os.MkdirTemp(filepath.Dir(dir), "."+filepath.Base(dir)+".old-*")
		if err != nil {
			return err
		}
		old = filepath.Join(o, "previous")
		if err := os.Rename(dir, old); err != nil {
			os.Remove(o)
			return err
		}
		defer os.RemoveAll(o)
	}
	if err := os.Rename(tmp, dir); err != nil {
		if old != "" {
			os.Rename(old, dir)
		}
		return err
	}
	return nil
}

// Abort discards everything written; dir is left as it was.
func (d *Dataset) Abort() {
	if !d.done.first() {
		return
	}
	d.hands.abort()
	d.seats.abort()
	d.actions.abort()
	d.pots.abort()
	d.findings.abort()
	os.RemoveAll(d.tmp)
}

// Rows returns how many rows each table holds so far.
func (d *Dataset) Rows() map[string]int64 {
	return map[string]int64{TableHands: d.hands.queued, TableSeats: d.seats.queued, TableActions: d.actions.queued,
		TablePots: d.pots.queued, TableFindings: d.findings.queued}
}
