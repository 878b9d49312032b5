package audit

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"time"

	"github.com/hhcheck/hhcheck/export"
	"github.com/hhcheck/hhcheck/internal/buildinfo"
	"github.com/hhcheck/hhcheck/internal/objstore"
	"github.com/hhcheck/hhcheck/internal/source"
)

// An incremental run (Options.State, verify --state DIR) remembers in DIR,
// for each input file, its size, modification time and sha256 and the
// account of its hands (its Summary and its findings rows). The next run
// verifies only the files that are new or changed, and still reports the
// whole input: the summary and the findings file are those of a full run,
// with FilesReverified saying how many files were read again.
//
// A file is unchanged when its size and modification time are those
// recorded, or, when they are not, its sha256 is. A changed file — a log
// that grew because the site is still writing it included — is verified
// again from its start: the cross-hand checks (verify.Session) compare the
// hands of one file in order, so they stay whole across the appended part.
// A record is made by one hhcheck version under one profile; another
// version or profile verifies every file again.
//
// The state survives being killed: a file's record is written (atomically,
// its findings first) only once the file is wholly verified, so a killed
// run loses at most the files it was reading, which the next run verifies.
// Layout: DIR/files/<sha256 of the path>.json and, when the file has
// findings, DIR/files/<same>.<content sha256>.parquet.
type fileRecord struct {
	Path     string    `json:"path"`
	Size     int64     `json:"size"`
	ModTime  time.Time `json:"mod_time"`
	SHA256   string    `json:"sha256"`
	Settings string    `json:"settings"` // version and profiles it was verified under
	Summary  *Summary  `json:"summary"`
	Rows     string    `json:"rows,omitempty"` // findings file name in DIR/files, "" when none
}

type stateDir struct{ dir string }

func openState(dir string) (*stateDir, error) {
	if err := os.MkdirAll(filepath.Join(dir, "files"), 0o755); err != nil {
		return nil, fmt.Errorf("--state: %w", err)
	}
	// temporary files of a killed run
	entries, _ := os.ReadDir(filepath.Join(dir, "files"))
	for _, e := range entries {
		if export.IsTemp(e.Name()) {
			os.Remove(filepath.Join(dir, "files", e.Name()))
		}
	}
	return &stateDir{dir: dir}, nil
}

func pathKey(path string) string {
	abs, err := filepath.Abs(path)
	if err != nil || objstore.IsURL(path) {
		abs = path
	}
	h := sha256.Sum256([]byte(abs))
	return hex.EncodeToString(h[:16])
}

func (s *stateDir) recordPath(path string) string {
	return filepath.Join(s.dir, "files", pathKey(path)+".json")
}

func (s *stateDir) load(path string) *fileRecord {
	b, err := os.ReadFile(s.recordPath(path))
	if err != nil {
		return nil
	}
	r := &fileRecord{Summary: newSummary()}
	if json.Unmarshal(b, r) != nil || r.Path != path {
		return nil
	}
	if r.Rows != "" {
		if _, err := os.Stat(filepath.Join(s.dir, "files", r.Rows)); err != nil {
			return nil
		}
	}
	return r
}

// commit writes the record atomically; its findings file is already in place.
func (s *stateDir) commit(r *fileRecord) error {
	b, err := json.Marshal(r)
	if err != nil {
		return err
	}
	return export.WriteFile(s.recordPath(r.Path), b)
}

func fileSHA256(path string) (string, error) {
	f, err := openPath(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// runIncremental is Run with Options.State: each changed file is verified
// by a run of its own (several at once), its record committed as soon as
// it is done; the summary and the findings file are then assembled from
// the records in input order.
func runIncremental(ctx context.Context, opts Options) (*Summary, error) {
	start := time.Now()
	st, err := openState(opts.State)
	if err != nil {
		return nil, err
	}
	w := source.Walk(opts.Paths, excludeOutputs(opts))
	if err := CheckOutputs(opts); err != nil {
		return nil, err
	}
	files, ferrs := w.Files, fileErrors(w.Errs)
	if opts.Shard.N > 0 {
		files = filterShard(files, opts.Shard)
		ferrs = filterShardErrors(ferrs, opts.Shard)
	}
	settings := buildinfo.String() + " profile=" + opts.Profile.Name
	if opts.Compare != nil {
		settings += " compare=" + opts.Compare.Name
	}

	records := make([]*fileRecord, len(files))
	var todo []int
	for i, f := range files {
		size, mod, err := statPath(f)
		if err != nil {
			ferrs = append(ferrs, FileError{File: f, Error: err.Error()})
			continue
		}
		r := st.load(f)
		if r != nil && r.Settings == settings && r.Size == size && r.ModTime.Equal(mod) {
			records[i] = r
			continue
		}
		sum, err := fileSHA256(f)
		if err != nil {
			ferrs = append(ferrs, FileError{File: f, Error: err.Error()})
			continue
		}
		if r != nil && r.Settings == settings && r.SHA256 == sum {
			r.Size, r.ModTime = size, mod // touched, not changed
			if err := st.commit(r); err != nil {
				return nil, fmt.Errorf("--state: %w", err)
			}
			records[i] = r
			continue
		}
		records[i] = &fileRecord{Path: f, Size: size, ModTime: mod, SHA256: sum, Settings: settings}
		todo = append(todo, i)
	}

	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	var (
		mu      sync.Mutex
		firstEr error
		wg      sync.WaitGroup
	)
	onHand := opts.OnHand
	if onHand != nil {
		onHand = func(h HandResult) { mu.Lock(); opts.OnHand(h); mu.Unlock() }
	}
	next := make(chan int)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				if err := verifyOne(ctx, st, records[i], opts, onHand); err != nil {
					mu.Lock()
					if firstEr == nil {
						firstEr = err
					}
					mu.Unlock()
				}
			}
		}()
	}
	for _, i := range todo {
		if ctx.Err() != nil {
			break
		}
		next <- i
	}
	close(next)
	wg.Wait()
	if firstEr == nil {
		firstEr = ctx.Err()
	}
	if firstEr != nil {
		return nil, firstEr
	}

	sum := newSummary()
	sum.Profile = opts.Profile.Name
	if opts.Compare != nil {
		sum.CompareProfile = opts.Compare.Name
	}
	sum.Workers = workers
	sum.Shard = opts.Shard.String()
	sum.Run = opts.Run
	sum.FileErrors = append(sum.FileErrors, ferrs...)
	sum.PathsSkipped = append(sum.PathsSkipped, fileErrors(w.Skipped)...)
	var rows []string
	for _, r := range records {
		if r == nil {
			continue
		}
		sum.addCounts(r.Summary)
		if r.Rows != "" {
			rows = append(rows, filepath.Join(st.dir, "files", r.Rows))
		}
	}
	sum.FilesReverified = len(todo)
	if opts.Out != "" {
		md := export.Metadata{Version: opts.Run.Version, Revision: opts.Run.Revision, Profile: opts.Profile.Name,
			CommandLine: opts.Run.CommandLine, RunID: opts.Run.RunID}
		if err := concatFindings(ctx, rows, opts.Out, md); err != nil {
			sum.OutputError = err.Error()
			sum.finish()
			return sum, err
		}
		sum.Output = opts.Out
	}
	sum.ElapsedSeconds = time.Since(start).Seconds()
	if sum.ElapsedSeconds > 0 {
		sum.HandsPerSecond = float64(sum.HandsRead+sum.HandsDuplicate) / sum.ElapsedSeconds
	}
	sum.finish()
	return sum, nil
}

// verifyOne verifies one file with a run of its own and commits its record.
func verifyOne(ctx context.Context, st *stateDir, r *fileRecord, opts Options, onHand func(HandResult)) error {
	rowsName := pathKey(r.Path) + "." + r.SHA256[:16] + ".parquet"
	rowsPath := filepath.Join(st.dir, "files", rowsName)
	one := Options{Paths: []string{r.Path}, Out: rowsPath, Profile: opts.Profile, Compare: opts.Compare, Workers: 1, OnHand: onHand,
		Run: opts.Run, Window: opts.Window}
	sum, err := Run(ctx, one)
	if err != nil {
		return err
	}
	sum.FileErrors = sum.FileErrors[:len(sum.FileErrors):len(sum.FileErrors)]
	r.Summary = sum
	r.Rows = rowsName
	if n, err := countRows(rowsPath); err != nil {
		return err
	} else if n == 0 {
		os.Remove(rowsPath)
		r.Rows = ""
	}
	// drop the findings files of earlier contents of this path
	old, _ := filepath.Glob(filepath.Join(st.dir, "files", pathKey(r.Path)+".*.parquet"))
	if err := st.commit(r); err != nil {
		return fmt.Errorf("--state: %w", err)
	}
	for _, o := range old {
		if o != rowsPath {
			os.Remove(o)
		}
	}
	return nil
}

func countRows(path string) (int, error) {
	rr, err := export.OpenRows(path)
	if err != nil {
		return 0, err
	}
	defer rr.Close()
	_, ok := rr.Peek()
	if !ok {
		return 0, rr.Err()
	}
	return 1, nil
}

// concatFindings writes the rows of the files, in order, to out.
func concatFindings(ctx context.Context, srcs []string, out string, md export.Metadata) error {
	return writeFindings(out, md, func(w *export.Writer) error { return copyRows(ctx, w, srcs) })
}

// copyRows writes the rows of the files, in order, to w.
func copyRows(ctx context.Context, w *export.Writer, srcs []string) error {
	for _, src := range srcs {
		rr, err := export.OpenRows(src)
		if err != nil {
			return err
		}
		for row, ok := rr.Peek(); ok && err == nil; row, ok = rr.Peek() {
			err = w.Write(*row)
			rr.Next()
		}
		if err == nil {
			err = rr.Err()
		}
		rr.Close()
		if err == nil {
			err = ctx.Err()
		}
		if err != nil {
			return err
		}
	}
	return nil
}
