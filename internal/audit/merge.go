package audit

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/hhcheck/hhcheck/export"
)

// MergeOptions name the shard summaries to merge and where the merged
// findings go.
type MergeOptions struct {
	Summaries []string // summary JSON files of the shards (--summary of each run)
	Out       string   // merged findings Parquet; "" writes none
	Run       RunInfo  // what produced the merged outputs
}

// Merge adds the summaries of the N shard runs of one input (verify
// --shard K/N, each K once) into the summary a single run would have
// written, and merges their findings files (each summary's "output") into
// one in the single run's order: by file path, each file's rows in their
// order. It refuses a set that is not exactly the shards 0..N-1 of one N
// under one profile, since a missing shard would otherwise read as clean.
func Merge(ctx context.Context, opts MergeOptions) (*Summary, error) {
	if len(opts.Summaries) == 0 {
		return nil, fmt.Errorf("merge: no summary given")
	}
	parts := make([]*Summary, len(opts.Summaries))
	for i, p := range opts.Summaries {
		b, err := readAll(p)
		if err != nil {
			return nil, fmt.Errorf("merge: %w", err)
		}
		s := newSummary()
		if err := json.Unmarshal(b, s); err != nil {
			return nil, fmt.Errorf("merge: %s: %w", p, err)
		}
		parts[i] = s
	}
	if err := checkShardSet(opts.Summaries, parts); err != nil {
		return nil, err
	}
	sum := newSummary()
	sum.Profile, sum.CompareProfile = parts[0].Profile, parts[0].CompareProfile
	sum.Run = opts.Run
	var outErrs []string
	for i, p := range parts {
		sum.addCounts(p)
		sum.Workers += p.Workers
		sum.ElapsedSeconds = max(sum.ElapsedSeconds, p.ElapsedSeconds)
		sum.Interrupted = sum.Interrupted || p.Interrupted
		if p.OutputError != "" {
			outErrs = append(outErrs, opts.Summaries[i]+": "+p.OutputError)
		}
	}
	if sum.ElapsedSeconds > 0 {
		sum.HandsPerSecond = float64(sum.HandsRead+sum.HandsDuplicate) / sum.ElapsedSeconds
	}
	var err error
	if opts.Out != "" {
		md := export.Metadata{Version: opts.Run.Version, Revision: opts.Run.Revision, Profile: sum.Profile,
			CommandLine: opts.Run.CommandLine, RunID: opts.Run.RunID}
		if err = mergeFindings(ctx, parts, opts.Summaries, opts.Out, md); err != nil {
			outErrs = append(outErrs, err.Error())
		} else {
			sum.Output = opts.Out
		}
	}
	sum.OutputError = strings.Join(outErrs, "; ")
	sum.finish()
	if err == nil {
		err = ctx.Err()
	}
	return sum, err
}

// checkShardSet: one N, each K once, all present, one profile.
func checkShardSet(names []string, parts []*Summary) error {
	n := -1
	seen := map[int]string{}
	for i, p := range parts {
		sh, err := ParseShard(p.Shard, func(string) string { return "" })
		if p.Shard == "" || err != nil {
			return fmt.Errorf("merge: %s is not the summary of a shard run (verify --shard K/N)", names[i])
		}
		if n == -1 {
			n = sh.N
		}
		if sh.N != n {
			return fmt.Errorf("merge: %s is shard %s, the others are of %d", names[i], p.Shard, n)
		}
		if prev, dup := seen[sh.K]; dup {
			return fmt.Errorf("merge: shard %s given twice (%s and %s)", p.Shard, prev, names[i])
		}
		seen[sh.K] = names[i]
		if p.Profile != parts[0].Profile || p.CompareProfile != parts[0].CompareProfile {
			return fmt.Errorf("merge: %s ran under profile %q, %s under %q", names[i], p.Profile, names[0], parts[0].Profile)
		}
	}
	if len(seen) != n {
		var missing []int
		for k := 0; k < n; k++ {
			if _, ok := seen[k]; !ok {
				missing = append(missing, k)
			}
		}
		return fmt.Errorf("merge: shards %v of %d are missing", missing, n)
	}
	return nil
}

// addCounts adds o's counts of files, hands, findings and text to s.
func (s *Summary) addCounts(o *Summary) {
	s.Files += o.Files
	s.FilesWithoutHands += o.FilesWithoutHands
	s.FileErrors = append(s.FileErrors, o.FileErrors...)
	s.FilesNotRead = append(s.FilesNotRead, o.FilesNotRead...)
	s.PathsSkipped = append(s.PathsSkipped, o.PathsSkipped...)
	s.HandsDuplicate += o.HandsDuplicate
	s.UnrecognisedTextBlocks += o.UnrecognisedTextBlocks
	s.Bytes.Read += o.Bytes.Read
	s.Bytes.VerifiedHands += o.Bytes.VerifiedHands
	s.Bytes.RejectedHands += o.Bytes.RejectedHands
	s.Bytes.DuplicateHands += o.Bytes.DuplicateHands
	s.Bytes.KnownNotHands += o.Bytes.KnownNotHands
	s.Bytes.Unrecognised += o.Bytes.Unrecognised
	s.Bytes.Blank += o.Bytes.Blank
	s.HandsRead += o.HandsRead
	s.HandsParsed += o.HandsParsed
	s.HandsRejected += o.HandsRejected
	s.HandsClean += o.HandsClean
	s.HandsFlagged += o.HandsFlagged
	s.Discrepancies += o.Discrepancies
	for k, v := range o.RejectedByReason {
		s.RejectedByReason[k] += v
	}
	for k, v := range o.DiscrepanciesByCode {
		s.DiscrepanciesByCode[k] += v
	}
	s.SkippedTextBlocks += o.SkippedTextBlocks
	s.HandsDiverging += o.HandsDiverging
	s.FilesReverified += o.FilesReverified
	for _, l := range [][]FileError{s.FileErrors, s.FilesNotRead, s.PathsSkipped} {
		sort.SliceStable(l, func(i, j int) bool { return l[i].File < l[j].File })
	}
}

// mergeFindings interleaves the shards' findings by file path: each file
// belongs to one shard and its rows are contiguous there, in order.
func mergeFindings(ctx context.Context, parts []*Summary, names []string, out string, md export.Metadata) error {
	var readers []*export.RowReader
	defer func() {
		for _, r := range readers {
			r.Close()
		}
	}()
	for i, p := range parts {
		if p.Output == "" {
			if p.HandsFlagged+p.HandsRejected+p.SkippedTextBlocks+p.HandsDiverging == 0 {
				continue // a clean shard run without --out has no rows to give
			}
			return fmt.Errorf("merge: %s has findings but names no findings file (run each shard with --out)", names[i])
		}
		local, cleanup, err := fetchLocal(p.Output)
		if err != nil {
			return fmt.Errorf("merge: findings of %s: %w", names[i], err)
		}
		defer cleanup()
		r, err := export.OpenRows(local)
		if err != nil {
			return fmt.Errorf("merge: findings of %s: %w", names[i], err)
		}
		readers = append(readers, r)
	}
	return writeFindings(out, md, func(w *export.Writer) error {
		for ctx.Err() == nil {
			best := -1
			var bestFile string
			for i, r := range readers {
				row, ok := r.Peek()
				if !ok {
					if err := r.Err(); err != nil {
						return fmt.Errorf("merge: %w", err)
					}
					continue
				}
				if best == -1 || row.FilePath < bestFile {
					best, bestFile = i, row.FilePath
				}
			}
			if best == -1 {
				return nil
			}
			r := readers[best]
			for row, ok := r.Peek(); ok && row.FilePath == bestFile; row, ok = r.Peek() {
				if err := w.Write(*row); err != nil {
					return err
				}
				r.Next()
			}
		}
		return ctx.Err()
	})
}

// readAll reads a local file or an object.
func readAll(path string) ([]byte, error) {
	r, err := openPath(path)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	return io.ReadAll(r)
}
