package audit

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"hash/maphash"
	"io"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/hhcheck/hhcheck/export"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/internal/objstore"
	"github.com/hhcheck/hhcheck/internal/source"
	"github.com/hhcheck/hhcheck/parse"
	"github.com/hhcheck/hhcheck/rules"
	"github.com/hhcheck/hhcheck/verify"
)

// Options configure a run.
type Options struct {
	Paths   []string // files, directories, or "-" for standard input
	Out     string   // Parquet findings file; "" writes none
	Summary string   // summary JSON file; "" writes none (written by WriteSummary)
	Profile rules.Profile
	// Compare, when set, splits every verified hand again under this
	// profile and reports the seats it would pay differently
	// (PROFILE_DIVERGENCE rows; they do not make a hand flagged).
	Compare *rules.Profile
	Workers int // 0 means one per CPU
	// OnHand, when set, is called once per hand read, in file order, from
	// the collecting goroutine (progress display, tests); the result owns
	// its strings (the files' text is read over once its hands are
	// collected: HandResult.owned); a rejection's Err is then the grammar
	// error's message only (errors.Is on its Reason still holds, errors.As
	// to the grammar's type does not).
	OnHand func(HandResult)
	// Window is the text read at a time from a file (default
	// source.DefaultWindow): memory is bounded by a few windows per worker
	// whatever the size of the input.
	Window int
	// Run records what produced the outputs (version, command line, run
	// id): in the summary and in the Parquet metadata.
	Run RunInfo
	// Shard, when set (N > 0), reads only the inputs of shard K of N
	// (shard.go).
	Shard Shard
	// State, when set, is the directory of an incremental run (state.go):
	// only new or changed files are verified.
	State string
	// Sink, when set, receives every hand read (the analysts' dataset,
	// export.Dataset); Run closes it at the end, or aborts it when the run
	// fails.
	Sink HandSink
}

// HandSink receives every hand read. Prepare is called from the workers,
// Add from the collector in file order with the hand's final findings
// (cross-hand ones included) and profile divergences; a hand read twice
// (DUPLICATE_HAND) is prepared but not added.
type HandSink interface {
	// Prepare gets a parsed hand with its report, or a rejected hand's
	// error (h and rep nil); its result is handed back to Add.
	Prepare(h *hand.Hand, rep *verify.Report, perr *parse.Error) any
	Add(prepared any, findings, divergences []hand.Discrepancy) error
	Close() error
	Abort()
}

// RunInfo is what produced a run's outputs.
type RunInfo struct {
	Version     string `json:"version"`
	Revision    string `json:"revision"`
	CommandLine string `json:"command_line"`
	RunID       string `json:"run_id"`
}

// HandResult is what became of one hand.
type HandResult struct {
	File          string
	Line          int
	HandID        string
	Decimals      int // of the amounts in Discrepancies
	Rejected      *parse.Error
	Discrepancies []hand.Discrepancy
	// Divergences: seats another profile (Options.Compare) would pay
	// differently; information, not findings against the site.
	Divergences []hand.Discrepancy
	// Duplicate: the hand (same site and id) was read before; it is
	// counted once, and Discrepancies holds the DUPLICATE_HAND finding.
	Duplicate bool

	// end: what the cross-hand checks (session.go) take of the hand,
	// summarized by the worker, which then reuses the hand; ended: there
	// is one (a parsed hand); head: the hand's fields a cross-hand
	// finding's row shows
	end   verify.HandEnd
	ended bool
	head  rowHead
	// chained: the worker compared the hand with the previous hand of its
	// table in the same batch (verify.Compare), finding cross; followed:
	// a later hand of the batch is chained to this one
	chained, followed bool
	cross             []hand.Discrepancy
	site              string
	text              uint64 // hash of the hand's text
	key               dupKey // keyOf(site, HandID), computed by the worker; zero if not
	bytes             int64  // of the hand's text, less trailing
	// trailing: bytes of text after the hand's summary that is no summary
	// line (parse: notes of kind trailing_text), and whether that text is
	// known not to be a hand (a tournament summary)
	trailing      int64
	trailingKnown bool
	rows          []export.Row
	sunk          any // Options.Sink's Prepare result, for its Add
}

// batchSize is how many hands travel together to a worker: large enough
// to amortise channel traffic, small enough to spread a big file over all
// cores.
const batchSize = 64

type batch struct {
	seq    int
	doc    *parse.Document
	chunks []parse.Chunk
	// firstOfDoc: the piece's first batch, which also reports its
	// non-hand text so that each block is counted once.
	firstOfDoc bool
	// lastOfDoc: the piece's last batch; once the collector has used its
	// result, nothing refers to the piece's text (Document.Done)
	lastOfDoc bool
	// end of a file: its name, the hands it held, what went wrong
	fileEnd *fileEnd
	// coups is a casino coup log and coupFile its name (casino.go).
	coups    []byte
	coupFile string
}

type fileEnd struct {
	name    string
	hands   int
	bytes   int64
	err     *FileError // unreadable, or broken off (truncated)
	notRead *FileError // deliberately not read
}

type batchResult struct {
	seq     int
	hands   []HandResult
	skips   []skipResult
	fileEnd *fileEnd
	rows    []export.Row
	mem     *batchMem       // where hands and their summaries' seats live, if spared
	done    *parse.Document // the document whose last batch this is
}

// batchMem is the memory of one batch's results: the hands' results and
// the seats and names of their cross-hand summaries (verify.Summarize).
// Once the collector has used a batch's results it clears that memory,
// so that it refers to no text of the input, and gives it back
// (spares.put); the next batch a worker does reuses it (issue 14: a new
// []HandResult and new seats per batch were 108 MB of the 396 MB
// allocated per 100k hands).
type batchMem struct {
	hands []HandResult
	rows  []export.Row // the batch's rows, copied by export.Writer.Write
	room  verify.Room
}

// spares are the batchMems given back by the collector, at most as many
// as there are batches in flight (perFileBatches, filesAhead): a worker
// takes one or makes one, the collector puts one back or drops it.
type spares chan *batchMem

func newSpares(workers int) spares {
	return make(spares, (perFileBatches*filesAhead+1)*workers)
}

// get returns a spare batchMem, or a new one.
func (s spares) get() *batchMem {
	select {
	case m := <-s:
		return m
	default:
		return &batchMem{}
	}
}

// put clears the memory of r's hands and their summaries and keeps it for
// another batch (nothing refers to them once the collector has used them:
// the session keeps its own copies, OnHand got copies of the results).
func (s spares) put(r *batchResult) {
	m := r.mem
	if m == nil {
		return
	}
	clear(r.hands)
	clear(r.rows)
	m.hands, m.rows = r.hands[:0], r.rows[:0]
	m.room.Reset()
	r.hands, r.rows, r.mem = nil, nil, nil
	select {
	case s <- m:
	default:
	}
}

type skipResult struct {
	bytes int64
	known bool
}

// Run reads, parses, replays and verifies every hand under opts.Paths and
// returns the account of the run. The error is for failures of the run
// itself (an output that cannot be written, the run interrupted): the
// summary is returned all the same, with the failure in it. Output paths
// are checked before any input is read.
func Run(ctx context.Context, opts Options) (*Summary, error) {
	if opts.State != "" {
		return runIncremental(ctx, opts)
	}
	start := time.Now()
	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	sum := newSummary()
	sum.Profile = opts.Profile.Name
	if opts.Compare != nil {
		sum.CompareProfile = opts.Compare.Name
	}
	sum.Workers = workers
	sum.Run = opts.Run

	w := source.Walk(opts.Paths, excludeOutputs(opts))
	if err := CheckOutputs(opts); err != nil {
		return nil, err
	}
	if opts.Shard.N > 0 {
		sum.Shard = opts.Shard.String()
		w.Files = filterShard(w.Files, opts.Shard)
		w.Errs = slices.DeleteFunc(w.Errs, func(p source.Problem) bool { return !opts.Shard.Takes(p.File) })
	}
	ins := source.Files(w)
	sum.FileErrors = append(sum.FileErrors, fileErrors(w.Errs)...)
	sum.PathsSkipped = append(sum.PathsSkipped, fileErrors(w.Skipped)...)
	for _, o := range []string{opts.Out, opts.Summary} {
		if o != "" && !objstore.IsURL(o) {
			sum.StaleTempsRemoved = append(sum.StaleTempsRemoved, export.RemoveStaleTemps(o)...)
		}
	}

	var out *export.Writer
	upload := func(bool) error { return nil }
	if opts.Out != "" {
		// a bucket URL is written locally, then uploaded whole (remote.go)
		local, finish, err := localOutput(opts.Out)
		if err != nil {
			return nil, err
		}
		md := export.Metadata{Version: opts.Run.Version, Revision: opts.Run.Revision, Profile: opts.Profile.Name,
			CommandLine: opts.Run.CommandLine, RunID: opts.Run.RunID}
		if out, err = export.Create(local, md); err != nil {
			finish(false)
			return nil, err
		}
		upload = finish
	}

	// The pipeline: a dispatcher hands the inputs, in order, to the
	// workers (the walked files as they are: a zip archive is found, and
	// its entries read, by the worker that opens it, readFile); a worker
	// reads its file (stream, decompress, decode, line
	// ends, split into hands: readInput) and parses and verifies its
	// batches itself, handing one to another worker only when that one is
	// idle, and keeps for the collector, in the file's order, the place
	// where each batch's result will arrive. The collector takes the files
	// in input order and each file's results in the file's order (the
	// duplicate check and the cross-hand checks need that order). Reading
	// is done by the goroutine that parses what it read, so one worker is
	// one core and each worker added adds one (issue 14: separate reader
	// goroutines made one worker use 1.3 cores, and the second added
	// 32-38 %); a big file still spreads over every idle worker.
	done := make(chan struct{})
	defer close(done)
	files := make(chan *fileTask)
	// order holds the files handed to the workers and not yet collected:
	// it bounds how far the workers get ahead of the collector
	// (maxFilesAhead small files, filesAhead others: bigFiles)
	order := make(chan *fileTask, maxFilesAhead*workers)
	big := make(bigFiles, filesAhead*workers)
	// jobs is unbuffered: a batch goes to a worker waiting for one, or
	// is done by the worker that read it
	jobs := make(chan task)
	spare := newSpares(workers)
	// the files' text is read into the buffers of files the collector
	// is done with (Document.Done), unless a sink may keep strings of
	// it (the dataset's rows)
	var bufs *source.Buffers
	if opts.Sink == nil {
		bufs = source.NewBuffers((filesAhead + 2) * workers) // about as many as are read and not yet collected
		if poisonBuffers {
			bufs.Min, bufs.Poison = 0, true
		}
	}

	// Dispatcher: inputs in order, to the collector and to a free worker.
	// allRead is closed once every file handed out has been read: until
	// then a worker with no file left serves the batches of the files
	// still being read (one big file, or standard input, spreads over
	// every worker to its end).
	var reading sync.WaitGroup
	allRead := make(chan struct{})
	go func() {
		defer close(allRead)
		defer reading.Wait()
		defer close(files)
		defer close(order)
		for _, in := range ins {
			if ctx.Err() != nil {
				return
			}
			size := in.Size()
			ft := &fileTask{in: in, results: make(chan chan batchResult, perFileBatches), big: size < 0 || size >= smallFile}
			if !big.take(ft, done) {
				return
			}
			select {
			case order <- ft:
			case <-done:
				return
			}
			reading.Add(1)
			select {
			case files <- ft:
			case <-done:
				reading.Done()
				return
			}
		}
	}()

	// Workers: read a file, parse and verify its batches, and those
	// another worker hands over; a result goes to its own buffered
	// channel, so a worker never waits for the collector with a result.
	wait := waitHook
	for range workers {
		go func() {
			w := &worker{p: parse.NewParser(), vopts: verify.Options{Profile: opts.Profile}.WithDefaults(), opts: &opts,
				rows: out != nil, window: opts.Window, jobs: jobs, done: done, br: bufio.NewReaderSize(nil, coupPeek), wait: wait,
				spares: spare, bufs: bufs}
			files := files // set to nil here when closed
			for {
				t0 := w.waitStart()
				select {
				case t := <-jobs:
					w.waited(t0)
					t.result <- w.work(t.b)
				case ft, ok := <-files:
					if !ok {
						files = nil // no file left: batches until allRead
						continue
					}
					w.waited(t0)
					read := w.readFile(ft)
					reading.Done()
					if !read {
						return
					}
				case <-allRead:
					return
				case <-done:
					return
				}
			}
		}()
	}

	// Collector: results back in file order, to the summary and the file.
	var writeErr error
	c := &collector{sum: sum, sess: newCrossHand(opts.Profile.Name, out != nil), dups: newDupSet(),
		profile: opts.Profile.Name, rows: out != nil, sink: opts.Sink, own: bufs != nil}
	defer c.dups.close()
	next := func(ch <-chan chan batchResult) (chan batchResult, bool) {
		select {
		case rc, ok := <-ch:
			return rc, ok
		case <-ctx.Done():
			// a reader may be blocked reading (a pipe): stop here
			return nil, false
		}
	}
collect:
	for {
		var ft *fileTask
		select {
		case f, ok := <-order:
			if !ok {
				break collect
			}
			ft = f
		case <-ctx.Done():
			break collect
		}
		for {
			rc, ok := next(ft.results)
			if !ok {
				if ctx.Err() != nil {
					break collect
				}
				big.give(ft) // the file is collected
				break
			}
			var r batchResult
			select {
			case r = <-rc:
			case <-ctx.Done():
				break collect
			}
			c.add(&r, opts.OnHand)
			if out != nil && writeErr == nil && len(r.rows) > 0 {
				writeErr = out.Write(r.rows...)
			}
			if writeErr == nil && c.sinkErr != nil {
				writeErr = c.sinkErr
			}
			spare.put(&r)
			if r.done != nil {
				r.done.Done()
			}
		}
	}
	sum.ElapsedSeconds = time.Since(start).Seconds()
	if sum.ElapsedSeconds > 0 {
		sum.HandsPerSecond = float64(sum.HandsRead+sum.HandsDuplicate) / sum.ElapsedSeconds
	}
	err := ctx.Err()
	if err != nil {
		sum.Interrupted = true
	}
	if opts.Sink != nil {
		if writeErr != nil || err != nil {
			opts.Sink.Abort()
		} else if serr := opts.Sink.Close(); serr != nil {
			err = errors.Join(err, serr)
			sum.OutputError = "the dataset was not written: " + serr.Error()
		}
	}
	if out != nil {
		if writeErr == nil && err == nil {
			writeErr = out.Close()
			if writeErr == nil {
				writeErr = upload(true)
			}
		} else {
			out.Abort()
		}
		if writeErr != nil || err != nil {
			upload(false)
		}
		if writeErr != nil {
			sum.OutputError = writeErr.Error()
			err = errors.Join(err, writeErr)
		} else if err == nil {
			sum.Output = opts.Out
		}
	}
	sum.finish()
	return sum, err
}

// perFileBatches is how many batches of one file a worker may have read
// before the collector takes their results, and filesAhead how many files
// per worker may be handed out before the collector takes them: together
// they bound the text held in memory to a few windows per worker. They
// are what lets a worker go on with the next files while the collector
// waits on a big one another worker reads and cuts (it can hand out no
// batch then): with 3 batches and 1 file per worker, the workers of a
// 2-worker run waited 22-24 % of their time (16 % blocked placing a
// result, issue 14), with 16 and 2 about 8 %. 16 batches of 64 hands are
// less than a window's hands (about 2700 PokerStars hands in 4 MiB), so
// the results waiting for the collector still refer to at most two
// windows of a file; what they add is the hands' results, about 0.5 MB
// a file (HandResult is 528 bytes).
const (
	perFileBatches = 16
	filesAhead     = 2
)

// maxFilesAhead is how many files per worker may be handed out before
// the collector takes them when they are small (under smallFile bytes):
// the others, whose text fills a pooled buffer of a MiB or more, are
// still filesAhead per worker (bigFiles), so that the text in memory is
// bounded as before, but a worker goes on with the small files that
// follow while a big one is read and cut by another (issue 14: with two
// files per worker whatever their size, the workers of a two-worker run
// over /tmp/c100k, 882 files of which 600 small, waited for a file about
// 260 times a run, 1 ms each on average, the collector behind on a big
// one).
const maxFilesAhead = 8

// smallFile: a file of fewer bytes is small (maxFilesAhead); a file of
// unknown size (standard input, an object) is not. It is the size under
// which a file is read into a buffer of its own rather than one of the
// pool's (source.NewBuffers' Min). A compressed small file, or a small
// zip archive (its entries are read by the worker that opens it, under
// the archive's one fileTask), may hold more text, at most two windows
// (perFileBatches), and maxFilesAhead bounds how many there are.
const smallFile = 64 << 10

// bigFiles holds a place for each file handed out and not yet collected
// that is not small, filesAhead per worker: the dispatcher takes one
// before it hands such a file out (in input order, so that the files
// holding the others are being read or collected), the collector gives
// it back once it has taken the file's results.
type bigFiles chan struct{}

// take takes a place for ft if it needs one; false when the run stops
// first.
func (b bigFiles) take(ft *fileTask, done <-chan struct{}) bool {
	if !ft.big {
		return true
	}
	select {
	case b <- struct{}{}:
		return true
	case <-done:
		return false
	}
}

// give gives back ft's place, if it took one.
func (b bigFiles) give(ft *fileTask) {
	if ft.big {
		<-b
	}
}

// task is one batch for a worker and where its result goes.
type task struct {
	b      batch
	result chan batchResult // buffered: one result
}

// fileTask is one input given to a worker, and the results of its
// batches in the file's order, for the collector; the last is the file's
// end.
type fileTask struct {
	in      source.Input
	results chan chan batchResult
	big     bool // not small: holds a place of bigFiles until collected
}

// worker is one parsing goroutine of a run: its parser, its options,
// and the channels it shares with the others.
type worker struct {
	p      *parse.Parser
	vopts  verify.Options
	opts   *Options
	rows   bool
	window int
	jobs   chan task
	done   <-chan struct{}
	br     *bufio.Reader       // the files' reader, reset for each
	spares spares              // the memory of batch results, reused
	bufs   *source.Buffers     // the files' buffers, reused; nil with a sink
	wait   func(time.Duration) // waitHook as Run started
}

// work parses and verifies one batch.
func (w *worker) work(b batch) batchResult {
	return work(w.p, w.vopts, w.opts.Compare, b, w.opts.Profile.Name, w.rows, w.opts.Sink, w.spares)
}

// readFile reads one input, parses and verifies its batches (each handed
// to an idle worker if there is one), then gives its end to the
// collector; a zip archive's entries are read in turn, each an input of
// its own with its own end. False when the run stops.
func (w *worker) readFile(ft *fileTask) bool {
	defer close(ft.results)
	send := func(b batch) bool {
		rc := make(chan batchResult, 1)
		if !w.place(ft, rc) {
			return false
		}
		select {
		case w.jobs <- task{b: b, result: rc}:
		default:
			rc <- w.work(b)
		}
		return true
	}
	op, err := ft.in.Open()
	if err != nil || op.Text != nil {
		return w.readOpened(ft, ft.in.Name, op, err, send)
	}
	// a zip archive, found by the worker that opened it (issue 14: not
	// by opening every file before the run starts)
	defer op.Close() // the archive, if the run stops before its last entry
	for _, e := range op.Entries {
		eop, err := e.Open()
		if !w.readOpened(ft, e.Name, eop, err, send) {
			return false
		}
	}
	return true
}

// readOpened reads the input name, opened (op) or not (err), and places
// its end after its batches; false when the run stops.
func (w *worker) readOpened(ft *fileTask, name string, op source.Opened, err error, send func(batch) bool) bool {
	fe := &fileEnd{name: name}
	if !readInput(name, op, err, w.window, w.bufs, w.br, fe, send) {
		return false
	}
	rc := make(chan batchResult, 1)
	rc <- batchResult{fileEnd: fe}
	return w.place(ft, rc)
}

// place queues the place of a batch's result in its file's order; while
// the collector is behind, the worker does the batches others hand over.
func (w *worker) place(ft *fileTask, rc chan batchResult) bool {
	for {
		t0 := w.waitStart()
		select {
		case ft.results <- rc:
			w.waited(t0)
			return true
		case t := <-w.jobs:
			w.waited(t0)
			t.result <- w.work(t.b)
		case <-w.done:
			return false
		}
	}
}

// waitHook, when set (BenchmarkThroughput, before Run), is told how long
// a worker waited for a file or a batch to work on or for room to place a
// result: the time the workers of a run were idle, which no wall-clock
// figure on a shared machine measures.
var waitHook func(time.Duration)

// waitStart returns the time a worker starts waiting, if anyone measures.
func (w *worker) waitStart() time.Time {
	if w.wait == nil {
		return time.Time{}
	}
	return time.Now()
}

// waited tells the hook how long the wait started at t0 took.
func (w *worker) waited(t0 time.Time) {
	if w.wait != nil {
		w.wait(time.Since(t0))
	}
}

// readInput reads the text of one input (name), opened (op) or not (err:
// from its Stream or Decompress), through a bounded window and sends its
// hands in batches; false when the run stops.
func readInput(name string, op source.Opened, err error, window int, bufs *source.Buffers, br *bufio.Reader, fe *fileEnd, send func(batch) bool) bool {
	if err != nil {
		if source.IsNotRead(err) {
			fe.notRead = &FileError{File: name, Error: err.Error()}
		} else {
			fe.err = &FileError{File: name, Error: err.Error()}
		}
		return true
	}
	defer op.Close()
	r := op.Text
	sizeHint := op.SizeHint() // before readCoupLog wraps r
	// the worker's buffer, which readCoupLog takes as its own
	// (bufio.NewReaderSize keeps a reader as large), not 64 KiB per file
	br.Reset(r)
	defer br.Reset(nil) // the file's reader is not kept past it
	r = br
	if coups, ok, err := readCoupLog(&r); ok || err != nil { // casino.go
		if err != nil {
			fe.err = &FileError{File: name, Error: err.Error()}
			return true
		}
		fe.bytes = int64(len(coups))
		fe.hands = 1
		return send(batch{coups: coups, coupFile: name})
	}
	st := parse.NewStream(name, r)
	st.Window, st.Buffers, st.SizeHint = window, bufs, sizeHint
	for {
		doc, err := st.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			// the hands read before the cut are verified; the cut is told
			fe.err = &FileError{File: name, Error: fmt.Sprintf("broken off after %d bytes (truncated or unreadable; the hands before were read): %v", st.Bytes(), err)}
			break
		}
		fe.hands += len(doc.Chunks)
		fe.bytes += int64(len(doc.Text))
		if len(doc.Chunks) == 0 {
			if !send(batch{doc: doc, firstOfDoc: true, lastOfDoc: true}) {
				return false
			}
			continue
		}
		for i := 0; i < len(doc.Chunks); i += batchSize {
			j := min(i+batchSize, len(doc.Chunks))
			if !send(batch{doc: doc, chunks: doc.Chunks[i:j], firstOfDoc: i == 0, lastOfDoc: j == len(doc.Chunks)}) {
				return false
			}
		}
	}
	return true
}

var textSeed = maphash.MakeSeed()

// poisonBuffers: tests read every file into a buffer of the pool and
// fill the buffers given back with 0xFF (a string of the text still used
// then reads no history).
var poisonBuffers = false

// work parses and verifies the hands of one batch. Each hand is summarized
// for the cross-hand checks, its result and summary in memory taken from
// spares, then, unless a sink may keep it, given back with its replay for
// the next hands to reuse.
func work(p *parse.Parser, vopts verify.Options, compare *rules.Profile, b batch, profile string, wantRows bool, sink HandSink, spares spares) batchResult {
	if b.coups != nil {
		return workCoups(b, vopts.Profile, wantRows) // casino.go
	}
	res := batchResult{seq: b.seq, fileEnd: b.fileEnd}
	if b.doc == nil {
		return res
	}
	if b.lastOfDoc {
		res.done = b.doc
	}
	if len(b.chunks) > 0 {
		res.mem = spares.get()
		res.hands = slices.Grow(res.mem.hands, len(b.chunks))
		res.rows = res.mem.rows
	}
	if b.firstOfDoc {
		for _, s := range b.doc.Skipped {
			res.skips = append(res.skips, skipResult{bytes: int64(s.Bytes), known: s.Kind != ""})
			if wantRows {
				kind := s.Kind
				if kind == "" {
					kind = "not_a_hand"
				}
				res.rows = append(res.rows, export.NotAHand(b.doc.File, s.Line, "", kind, fmt.Sprintf("%d line(s) outside any hand, starting %q", s.Lines, s.First), profile))
			}
		}
	}
	if len(b.chunks) == 0 {
		return res
	}
	room := &res.mem.room
	// the last hand of each table of the batch so far (index in
	// res.hands), for the cross-hand comparisons made here
	var lasts [maxChained]int
	tables := 0
	for _, c := range b.chunks {
		text := b.doc.ChunkText(c)
		// the result is made in its place in the batch's list (room
		// for every chunk: above), not aside and copied in
		res.hands = append(res.hands, HandResult{File: b.doc.File, Line: c.Line, bytes: int64(len(text)), text: maphash.String(textSeed, text)})
		hr := &res.hands[len(res.hands)-1]
		h, perr := p.Parse(b.doc, c)
		if perr != nil {
			hr.Line, hr.HandID, hr.Rejected, hr.site = perr.Line, perr.HandID, perr, string(perr.Site)
			if perr.Site == "" && perr.HandID != "" {
				hr.site = string(c.Format)
			}
			if wantRows {
				hr.rows = append(hr.rows, export.Rejected(perr.File, c.Line, perr.Line, string(perr.Site), perr.HandID, string(perr.Reason), perr.Error(), profile))
			}
			if sink != nil {
				hr.sunk = sink.Prepare(nil, nil, perr)
			}
			hr.setKey()
			continue
		}
		rep := verify.Check(h, vopts)
		hr.Line, hr.HandID, hr.Decimals, hr.Discrepancies, hr.site = h.Line, h.ID, h.Decimals, rep.Discrepancies, h.Site
		verify.Summarize(&hr.end, h, rep.Replay, room)
		hr.ended = true
		hr.head = rowHead{table: h.Table, currency: h.Currency, game: h.Game, limit: h.Limit, start: h.Start}
		if compare != nil {
			hr.Divergences = rep.ProfileDivergences(h, vopts.Profile, *compare)
		}
		if sink != nil {
			r := rep // a copy escapes to the sink, not rep on every hand
			hr.sunk = sink.Prepare(h, &r, nil)
		}
		first := ""
		for _, n := range h.Notes {
			if n.Kind == "trailing_text" {
				if first == "" {
					first = n.Text
				}
				hr.trailing += int64(len(n.Text) + 1)
			}
		}
		if hr.trailing > 0 {
			hr.trailing = min(hr.trailing, hr.bytes)
			hr.bytes -= hr.trailing
			kind := parse.BlockKind(first, int(hr.trailing))
			hr.trailingKnown = kind != ""
			if wantRows {
				if kind == "" {
					kind = "not_a_hand"
				}
				hr.rows = append(hr.rows, export.NotAHand(h.File, h.EndLine, h.ID, kind, fmt.Sprintf("text after the summary of hand %s, starting %q", h.ID, shorten(first)), profile))
			}
		}
		if wantRows {
			for i := range rep.Discrepancies {
				hr.rows = append(hr.rows, export.Discrepancy(h, &rep.Discrepancies[i], profile))
			}
			for i := range hr.Divergences {
				hr.rows = append(hr.rows, export.Discrepancy(h, &hr.Divergences[i], profile))
			}
		}
		hr.setKey()
		tables = chain(res.hands, lasts[:], tables)
		if sink == nil {
			// nothing refers to the hand, its replay or their lists any
			// more (the findings and the summary hold only its strings)
			parse.Recycle(h)
			verify.Recycle(&rep)
		}
	}
	return res
}

// maxChained is how many tables of a batch the worker chains
// (chain); the hands of more tables are compared by the collector.
const maxChained = 8

// chain compares the hand last added to hands with the previous hand of
// its table in the batch, if any (the collector uses the result when no
// hand of the batch turns out to be a duplicate: collector.add), and
// returns the number of tables in lasts, the last hand of each.
func chain(hands []HandResult, lasts []int, tables int) int {
	i := len(hands) - 1
	hr := &hands[i]
	if !hr.ended {
		return tables
	}
	for t := 0; t < tables; t++ {
		prev := &hands[lasts[t]]
		if verify.SameTable(&prev.end, &hr.end) {
			hr.cross, hr.chained, prev.followed = verify.Compare(&prev.end, &hr.end), true, true
			lasts[t] = i
			return tables
		}
	}
	if tables < len(lasts) && verify.SameTable(&hr.end, &hr.end) {
		lasts[tables] = i
		tables++
	}
	return tables
}

func shorten(s string) string {
	if len(s) > 80 {
		s = strings.ToValidUTF8(s[:80], "")
	}
	return s
}

// dupKey identifies a hand: its site and id (hashed, 128 bits, so that
// the set keeps no text of the input).
type dupKey [2]uint64

var dupSeeds = [2]maphash.Seed{maphash.MakeSeed(), maphash.MakeSeed()}

func keyOf(site, id string) dupKey {
	var k dupKey
	for i := range k {
		var h maphash.Hash
		h.SetSeed(dupSeeds[i])
		h.WriteString(site)
		h.WriteByte(0)
		h.WriteString(id)
		k[i] = h.Sum64()
	}
	return k
}

// setKey sets hr's duplicate key: hashed in the worker rather than in
// the serial collector.
func (hr *HandResult) setKey() {
	if hr.site != "" && hr.HandID != "" {
		hr.key = keyOf(hr.site, hr.HandID)
	}
}

type dupSeen struct {
	text uint64
	file int32 // index in collector.files
	line int32
}

// collector accounts for the results in file order.
type collector struct {
	sum     *Summary
	sess    *crossHand
	dups    *dupSet
	files   []string
	profile string
	rows    bool
	sink    HandSink
	sinkErr error // the first error of sink.Add
	// own: the text is given back once its hands are collected, so
	// OnHand gets results that own their strings (HandResult.owned)
	own  bool
	keys []dupKey // a batch's keys, for dupSet.warm
}

func (c *collector) add(r *batchResult, onHand func(HandResult)) {
	s := c.sum
	if fe := r.fileEnd; fe != nil {
		s.Files++
		if fe.err != nil {
			s.FileErrors = append(s.FileErrors, *fe.err)
		}
		if fe.notRead != nil {
			s.FilesNotRead = append(s.FilesNotRead, *fe.notRead)
		} else if fe.hands == 0 && fe.err == nil {
			s.FilesWithoutHands++
		}
		s.Bytes.Read += fe.bytes
		return
	}
	for _, sk := range r.skips {
		s.notAHand(sk)
	}
	// the duplicates first: when there is none, the comparisons the
	// worker made within the batch stand (crossHand.check); their table
	// slots read for the whole batch at once first (dupSet.warm)
	c.keys = c.keys[:0]
	for i := range r.hands {
		if k := r.hands[i].key; k != (dupKey{}) {
			c.keys = append(c.keys, k)
		}
	}
	c.dups.warm(c.keys)
	chained := true
	for i := range r.hands {
		if c.duplicate(&r.hands[i]) {
			chained = false
		}
	}
	for i := range r.hands {
		h := &r.hands[i]
		if h.Duplicate {
			if c.rows {
				r.rows = append(r.rows, export.Duplicate(h.File, h.Line, h.site, h.HandID, h.Discrepancies[0].Message, c.profile))
			}
			s.HandsDuplicate++
			s.Bytes.DuplicateHands += h.bytes + h.trailing
			if onHand != nil {
				onHand(c.given(h))
			}
			continue
		}
		c.sess.check(h, chained)
		if c.sink != nil && c.sinkErr == nil {
			c.sinkErr = c.sink.Add(h.sunk, h.Discrepancies, h.Divergences)
		}
		r.rows = append(r.rows, h.rows...)
		s.HandsRead++
		if h.trailing > 0 {
			s.notAHand(skipResult{bytes: h.trailing, known: h.trailingKnown})
		}
		switch {
		case h.Rejected != nil:
			s.HandsRejected++
			s.RejectedByReason[string(h.Rejected.Reason)]++
			s.Bytes.RejectedHands += h.bytes
		case len(h.Discrepancies) > 0:
			s.HandsParsed++
			s.HandsFlagged++
			s.Bytes.VerifiedHands += h.bytes
			s.Discrepancies += len(h.Discrepancies)
			for _, d := range h.Discrepancies {
				s.DiscrepanciesByCode[string(d.Code)]++
			}
		default:
			s.HandsParsed++
			s.HandsClean++
			s.Bytes.VerifiedHands += h.bytes
		}
		if len(h.Divergences) > 0 {
			s.HandsDiverging++
		}
		if onHand != nil {
			onHand(c.given(h))
		}
	}
}

// given is the result OnHand gets: h, owning its strings when the text
// is reused.
func (c *collector) given(h *HandResult) HandResult {
	if !c.own {
		return *h
	}
	return h.owned()
}

// owned returns a copy of hr whose exported strings are its own, not the
// input's text (which is reused once the collector is done with it): the
// hand's id, the rejection's strings (its grammar error kept as its
// message) and the findings'.
func (hr *HandResult) owned() HandResult {
	o := *hr
	o.HandID = strings.Clone(hr.HandID)
	if e := hr.Rejected; e != nil {
		r := *e
		r.File, r.HandID, r.Detail, r.Kind, r.Site = strings.Clone(e.File), strings.Clone(e.HandID), strings.Clone(e.Detail), strings.Clone(e.Kind), parse.Format(strings.Clone(string(e.Site)))
		if e.Err != nil {
			r.Err = errors.New(e.Err.Error())
		}
		o.Rejected = &r
	}
	o.Discrepancies = ownFindings(hr.Discrepancies)
	o.Divergences = ownFindings(hr.Divergences)
	return o
}

// ownFindings copies ds with strings of their own.
func ownFindings(ds []hand.Discrepancy) []hand.Discrepancy {
	if ds == nil {
		return nil
	}
	out := slices.Clone(ds)
	for i := range out {
		d := &out[i]
		d.Pot, d.Player, d.Message = strings.Clone(d.Pot), strings.Clone(d.Player), strings.Clone(d.Message)
	}
	return out
}

// notAHand counts a block of text that is no hand.
func (s *Summary) notAHand(sk skipResult) {
	s.SkippedTextBlocks++
	if sk.known {
		s.Bytes.KnownNotHands += sk.bytes
		return
	}
	s.UnrecognisedTextBlocks++
	s.Bytes.Unrecognised += sk.bytes
}

// duplicate reports whether h was read before (same site and hand id),
// and if so turns it into its DUPLICATE_HAND finding.
func (c *collector) duplicate(h *HandResult) bool {
	if h.site == "" || h.HandID == "" {
		return false
	}
	k := h.key
	if k == (dupKey{}) {
		k = keyOf(h.site, h.HandID)
	}
	if len(c.files) == 0 || c.files[len(c.files)-1] != h.File {
		c.files = append(c.files, h.File) // once a file, whatever its hands are
	}
	prev, seen := c.dups.seenOrAdd(k, dupSeen{text: h.text, file: int32(len(c.files) - 1), line: int32(h.Line)})
	if !seen {
		return false
	}
	same := "the same text"
	if prev.text != h.text {
		same = "a different text"
	}
	// concatenated: fmt.Sprintf of the same words took a tenth of the
	// serial collector's time on /tmp/c100k (one hand in eight is a copy)
	msg := h.site + " hand " + h.HandID + " was read before (" + c.files[prev.file] + ":" + strconv.Itoa(int(prev.line)) +
		"), with " + same + ": counted once"
	d := hand.Discrepancy{Code: hand.Code(export.CodeDuplicate), Seat: -1, Line: h.Line, Message: msg}
	h.Duplicate, h.Rejected, h.Divergences = true, nil, nil
	h.Discrepancies = []hand.Discrepancy{d}
	h.end, h.ended = verify.HandEnd{}, false
	h.rows = nil // its row is the DUPLICATE_HAND finding's (add)
	return true
}

// excludeOutputs leaves out of a walked directory the run's own outputs
// and their temporary files (an output written inside the input directory
// is not read back the next night).
func excludeOutputs(opts Options) func(string, os.FileInfo) bool {
	var outs []os.FileInfo
	for _, o := range []string{opts.Out, opts.Summary} {
		if o == "" {
			continue
		}
		if info, err := os.Stat(o); err == nil {
			outs = append(outs, info)
		}
	}
	return func(path string, info os.FileInfo) bool {
		if export.IsTemp(info.Name()) {
			return true
		}
		for _, o := range outs {
			if os.SameFile(o, info) {
				return true
			}
		}
		return false
	}
}

// CheckOutputs refuses, before anything is read, outputs that are an
// input given on the command line, the same file as another output, a
// directory, or in a directory that takes no new file.
func CheckOutputs(opts Options) error {
	outs := []struct{ flag, path string }{{"--out", opts.Out}, {"--summary", opts.Summary}}
	for i, o := range outs {
		if o.path == "" {
			continue
		}
		if o.path == Stdin {
			return fmt.Errorf("%s %s: outputs are files", o.flag, o.path)
		}
		for _, p := range opts.Paths {
			if sameFile(p, o.path) {
				return fmt.Errorf("%s %s is an input: it would be overwritten", o.flag, o.path)
			}
		}
		for _, o2 := range outs[:i] {
			if o2.path != "" && sameFile(o2.path, o.path) {
				return fmt.Errorf("%s and %s name the same file %s", o2.flag, o.flag, o.path)
			}
		}
		if objstore.IsURL(o.path) {
			continue // written locally, uploaded whole at the end (remote.go)
		}
		if err := export.CheckOutput(o.path); err != nil {
			return fmt.Errorf("%s: %w", o.flag, err)
		}
	}
	return nil
}

// sameFile reports two paths to one file (existing or not).
func sameFile(a, b string) bool {
	ia, ea := os.Stat(a)
	ib, eb := os.Stat(b)
	if ea == nil && eb == nil {
		return os.SameFile(ia, ib)
	}
	return cleanAbs(a) == cleanAbs(b)
}

func cleanAbs(p string) string {
	if a, err := absPath(p); err == nil {
		return a
	}
	return p
}
