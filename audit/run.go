package audit

import (
	"context"
	"fmt"
	"runtime"
	"sync"
	"time"

	"github.com/hhcheck/hhcheck/export"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/parse"
	"github.com/hhcheck/hhcheck/replay"
	"github.com/hhcheck/hhcheck/rules"
	"github.com/hhcheck/hhcheck/verify"
)

// Options configure a run.
type Options struct {
	Paths   []string
	Out     string        // Parquet findings file; "" writes none
	Profile rules.Profile // rule profile for every hand
	// Compare, when set, splits every verified hand again under this
	// profile and reports the seats it would pay differently
	// (PROFILE_DIVERGENCE rows; they do not make a hand flagged).
	Compare *rules.Profile
	Workers int // 0 means one per CPU
	// OnHand, when set, is called once per hand read, in file order, from
	// the collecting goroutine (progress display, tests).
	OnHand func(HandResult)
	// Sink, when set, receives every hand read (the analysts' dataset,
	// export.Dataset); Run closes it at the end, or aborts it when the run
	// fails.
	Sink HandSink
}

// HandSink receives every hand read. Prepare is called from the workers,
// Add from the collector in file order with the hand's final findings
// (cross-hand ones included) and profile divergences.
type HandSink interface {
	// Prepare gets a parsed hand with its report, or a rejected hand's
	// error (h and rep nil); its result is handed back to Add.
	Prepare(h *hand.Hand, rep *verify.Report, perr *parse.Error) any
	Add(prepared any, findings, divergences []hand.Discrepancy) error
	Close() error
	Abort()
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

	hand   *hand.Hand     // kept from the worker to the collector for the cross-hand checks
	replay *replay.Result // (session.go), then dropped
	sunk   any            // Options.Sink's Prepare result, for its Add
}

// batchSize is how many hands travel together to a worker: large enough
// to amortise channel traffic, small enough to spread a big file over all
// cores.
const batchSize = 64

type batch struct {
	seq     int
	doc     *parse.Document
	chunks  []parse.Chunk
	fileErr *FileError // the input could not be read or decoded
	// firstOfDoc: the document's first batch, which also reports its
	// non-hand text so that each block is counted once.
	firstOfDoc bool
	// coups is a casino coup log and coupFile its name (casino.go).
	coups    []byte
	coupFile string
}

type batchResult struct {
	seq      int
	fileErr  *FileError
	hands    []HandResult
	skipped  int
	emptyDoc bool
	rows     []export.Row
}

// Run reads, parses, replays and verifies every hand under opts.Paths and
// returns the account of the run. The error is for failures of the run
// itself (the output file); unreadable inputs are listed in the summary.
func Run(ctx context.Context, opts Options) (*Summary, error) {
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

	var out *export.Writer
	if opts.Out != "" {
		var err error
		if out, err = export.Create(opts.Out); err != nil {
			return nil, err
		}
		sum.Output = opts.Out
	}

	inputs, ferrs := collect(opts.Paths)
	sum.FileErrors = append(sum.FileErrors, ferrs...)
	sum.Files = len(inputs)

	jobs := make(chan batch, workers*2)
	results := make(chan batchResult, workers*2)

	// Reader: files → documents → batches, numbered in file order.
	go func() {
		defer close(jobs)
		seq := 0
		for _, in := range inputs {
			if ctx.Err() != nil {
				return
			}
			data, err := in.open()
			if err == nil && isCoupLog(data) { // casino.go
				jobs <- batch{seq: seq, coups: data, coupFile: in.name}
				seq++
				continue
			}
			var doc *parse.Document
			if err == nil {
				doc, err = parse.Split(in.name, data)
			}
			if err != nil {
				jobs <- batch{seq: seq, fileErr: &FileError{File: in.name, Error: err.Error()}}
				seq++
				continue
			}
			if len(doc.Chunks) == 0 {
				jobs <- batch{seq: seq, doc: doc, firstOfDoc: true}
				seq++
				continue
			}
			for i := 0; i < len(doc.Chunks); i += batchSize {
				j := min(i+batchSize, len(doc.Chunks))
				jobs <- batch{seq: seq, doc: doc, chunks: doc.Chunks[i:j], firstOfDoc: i == 0}
				seq++
			}
		}
	}()

	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p := parse.NewParser()
			vopts := verify.Options{Profile: opts.Profile}
			for b := range jobs {
				results <- work(p, vopts, opts.Compare, b, opts.Profile.Name, out != nil, opts.Sink)
			}
		}()
	}
	go func() { wg.Wait(); close(results) }()

	// Collector: results back in file order, to the summary and the file.
	var writeErr error
	sess := newCrossHand(opts.Profile.Name, out != nil)
	pending := map[int]batchResult{}
	next := 0
	for r := range results {
		pending[r.seq] = r
		for {
			r, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			next++
			sess.check(&r)
			sum.add(&r, opts.OnHand)
			if out != nil && writeErr == nil && len(r.rows) > 0 {
				writeErr = out.Write(r.rows...)
			}
			for i := range r.hands {
				if h := &r.hands[i]; opts.Sink != nil && writeErr == nil {
					writeErr = opts.Sink.Add(h.sunk, h.Discrepancies, h.Divergences)
				}
			}
		}
	}
	sum.ElapsedSeconds = time.Since(start).Seconds()
	if sum.ElapsedSeconds > 0 {
		sum.HandsPerSecond = float64(sum.HandsRead) / sum.ElapsedSeconds
	}
	if opts.Sink != nil {
		if writeErr != nil || ctx.Err() != nil {
			opts.Sink.Abort()
		} else if err := opts.Sink.Close(); err != nil {
			writeErr = err
		}
	}
	if out != nil {
		if writeErr != nil || ctx.Err() != nil {
			out.Abort()
			if writeErr == nil {
				writeErr = ctx.Err()
			}
			return sum, writeErr
		}
		if err := out.Close(); err != nil {
			return sum, err
		}
	}
	return sum, ctx.Err()
}

// work parses and verifies the hands of one batch.
func work(p *parse.Parser, vopts verify.Options, compare *rules.Profile, b batch, profile string, wantRows bool, sink HandSink) batchResult {
	if b.coups != nil {
		return workCoups(b, vopts.Profile, wantRows) // casino.go
	}
	res := batchResult{seq: b.seq, fileErr: b.fileErr}
	if b.doc == nil {
		return res
	}
	if b.firstOfDoc {
		res.emptyDoc = len(b.doc.Chunks) == 0
		res.skipped = len(b.doc.Skipped)
		if wantRows {
			for _, s := range b.doc.Skipped {
				res.rows = append(res.rows, export.Rejected(b.doc.File, s.Line, "", "", "not_a_hand", fmt.Sprintf("%d line(s) outside any hand, starting %q", s.Lines, s.First), profile))
			}
		}
	}
	res.hands = make([]HandResult, 0, len(b.chunks))
	for _, c := range b.chunks {
		h, perr := p.Parse(b.doc, c)
		if perr != nil {
			hr := HandResult{File: b.doc.File, Line: perr.Line, HandID: perr.HandID, Rejected: perr}
			if sink != nil {
				hr.sunk = sink.Prepare(nil, nil, perr)
			}
			res.hands = append(res.hands, hr)
			if wantRows {
				res.rows = append(res.rows, export.Rejected(perr.File, perr.Line, string(perr.Site), perr.HandID, string(perr.Reason), perr.Error(), profile))
			}
			continue
		}
		rep := verify.Check(h, vopts)
		hr := HandResult{File: h.File, Line: h.Line, HandID: h.ID, Decimals: h.Decimals, Discrepancies: rep.Discrepancies,
			hand: h, replay: rep.Replay}
		if compare != nil {
			hr.Divergences = rep.ProfileDivergences(h, vopts.Profile, *compare)
		}
		if sink != nil {
			hr.sunk = sink.Prepare(h, &rep, nil)
		}
		res.hands = append(res.hands, hr)
		if wantRows {
			for i := range rep.Discrepancies {
				res.rows = append(res.rows, export.Discrepancy(h, &rep.Discrepancies[i], profile))
			}
			for i := range hr.Divergences {
				res.rows = append(res.rows, export.Discrepancy(h, &hr.Divergences[i], profile))
			}
		}
	}
	return res
}

func (s *Summary) add(r *batchResult, onHand func(HandResult)) {
	if r.fileErr != nil {
		s.FileErrors = append(s.FileErrors, *r.fileErr)
	}
	s.SkippedTextBlocks += r.skipped
	if r.emptyDoc {
		s.FilesWithoutHands++
	}
	for i := range r.hands {
		h := &r.hands[i]
		s.HandsRead++
		switch {
		case h.Rejected != nil:
			s.HandsRejected++
			s.RejectedByReason[string(h.Rejected.Reason)]++
		case len(h.Discrepancies) > 0:
			s.HandsParsed++
			s.HandsFlagged++
			s.Discrepancies += len(h.Discrepancies)
			for _, d := range h.Discrepancies {
				s.DiscrepanciesByCode[string(d.Code)]++
			}
		default:
			s.HandsParsed++
			s.HandsClean++
		}
		if len(h.Divergences) > 0 {
			s.HandsDiverging++
		}
		if onHand != nil {
			onHand(*h)
		}
	}
}
