package audit

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/hhcheck/hhcheck/export"
	"github.com/hhcheck/hhcheck/internal/objstore"
)

// Summary accounts for every file and every hand of a run. hands_read =
// hands_parsed + hands_rejected and hands_parsed = hands_clean +
// hands_flagged always hold; the JSON keys are documented in README.md.
type Summary struct {
	// Run: version, revision, command line and run id of what produced it.
	Run               RunInfo     `json:"run"`
	Files             int         `json:"files"`
	FilesWithoutHands int         `json:"files_without_hands"`
	FileErrors        []FileError `json:"file_errors"`
	// FilesNotRead: inputs deliberately not read (an archive inside an
	// archive, xz, tar...): the run cannot be clean.
	FilesNotRead []FileError `json:"files_not_read"`
	// PathsSkipped: paths of a walked directory not read on purpose (a
	// symbolic link loop, a device, this run's own outputs).
	PathsSkipped  []FileError `json:"paths_skipped"`
	HandsRead     int         `json:"hands_read"`
	HandsParsed   int         `json:"hands_parsed"`
	HandsRejected int         `json:"hands_rejected"`
	HandsClean    int         `json:"hands_clean"`
	HandsFlagged  int         `json:"hands_flagged"`
	// HandsDuplicate: hands read a second time (same site and hand id),
	// each a DUPLICATE_HAND row; not in hands_read.
	HandsDuplicate int `json:"hands_duplicate"`
	Discrepancies  int `json:"discrepancies"`
	// RejectedByReason counts rejected hands by the parser's stable reason.
	RejectedByReason map[string]int `json:"rejected_by_reason"`
	// DiscrepanciesByCode counts discrepancies by code.
	DiscrepanciesByCode map[string]int `json:"discrepancies_by_code"`
	// SkippedTextBlocks counts stretches of text that are not hands
	// (between hands, or after a hand's summary): NOT_A_HAND rows, never
	// silently dropped. UnrecognisedTextBlocks: those not known to be a
	// tournament summary or other text a site writes besides hands.
	SkippedTextBlocks      int `json:"skipped_text_blocks"`
	UnrecognisedTextBlocks int `json:"unrecognised_text_blocks"`
	// Bytes accounts for every byte of decoded text read.
	Bytes   Bytes  `json:"bytes"`
	Profile string `json:"profile"`
	// CompareProfile and HandsDiverging: with --compare, the other profile
	// and how many verified hands it would settle differently.
	CompareProfile string  `json:"compare_profile,omitempty"`
	HandsDiverging int     `json:"hands_diverging"`
	Workers        int     `json:"workers"`
	ElapsedSeconds float64 `json:"elapsed_seconds"`
	HandsPerSecond float64 `json:"hands_per_second"`
	// Output is the findings file, named only once it is written;
	// OutputError says why it was not.
	Output      string `json:"output,omitempty"`
	OutputError string `json:"output_error,omitempty"`
	Interrupted bool   `json:"interrupted,omitempty"`
	// StaleTempsRemoved: temporary files of dead runs removed at the start.
	StaleTempsRemoved []string `json:"stale_temps_removed,omitempty"`
	// ExitStatus is the status the run ends with (see Verdict), and
	// NotCleanBecause every reason it is not 0.
	ExitStatus      int      `json:"exit_status"`
	NotCleanBecause []string `json:"not_clean_because"`
	// Shard: "K/N" when the run read shard K of N of its input (verify
	// --shard); `hhcheck merge` adds the N summaries into one.
	Shard string `json:"shard,omitempty"`
	// FilesReverified: with --state, how many files this run verified
	// (new or changed); the others' account comes from the state.
	FilesReverified int `json:"files_reverified"`
}

// Bytes accounts for the decoded text of every input: read = verified
// hands + rejected hands + duplicate hands + known not hands +
// unrecognised + blank.
type Bytes struct {
	Read           int64 `json:"read"`
	VerifiedHands  int64 `json:"verified_hands"`
	RejectedHands  int64 `json:"rejected_hands"`
	DuplicateHands int64 `json:"duplicate_hands"`
	KnownNotHands  int64 `json:"known_not_hands"`
	Unrecognised   int64 `json:"unrecognised_text"`
	Blank          int64 `json:"blank"`
}

// FileError is a file that could not be read at all.
type FileError struct {
	File  string `json:"file"`
	Error string `json:"error"`
}

func newSummary() *Summary {
	return &Summary{RejectedByReason: map[string]int{}, DiscrepanciesByCode: map[string]int{}, FileErrors: []FileError{},
		FilesNotRead: []FileError{}, PathsSkipped: []FileError{}, NotCleanBecause: []string{}}
}

// Exit statuses of a run.
const (
	ExitClean    = 0 // at least one hand verified, and every byte a verified clean hand, blank or known not to be a hand
	ExitFindings = 1 // anything else: discrepancies, rejected or duplicate hands, unrecognised text, nothing verified
	ExitError    = 2 // a file or output that cannot be read or written, or the run interrupted
)

// finish computes the blank bytes and the verdict.
func (s *Summary) finish() {
	b := &s.Bytes
	b.Blank = max(0, b.Read-b.VerifiedHands-b.RejectedHands-b.DuplicateHands-b.KnownNotHands-b.Unrecognised)
	s.ExitStatus, s.NotCleanBecause = s.Verdict()
}

// Verdict returns the exit status of the run and the reasons it is not 0.
// 0 only if at least one hand was verified and every byte read was a
// verified clean hand, blank, or text known not to be a hand.
func (s *Summary) Verdict() (int, []string) {
	var why []string
	status := ExitClean
	fail := func(code int, format string, args ...any) {
		why = append(why, fmt.Sprintf(format, args...))
		status = max(status, code)
	}
	if s.Interrupted {
		fail(ExitError, "the run was interrupted")
	}
	if s.OutputError != "" {
		fail(ExitError, "the findings file was not written: %s", s.OutputError)
	}
	if n := len(s.FileErrors); n > 0 {
		fail(ExitError, "%d file(s) could not be read or were broken off", n)
	}
	if n := len(s.FilesNotRead); n > 0 {
		fail(ExitFindings, "%d file(s) not read (archives in archives, formats not supported)", n)
	}
	if s.HandsParsed == 0 {
		fail(ExitFindings, "no hand was verified")
	}
	if s.HandsFlagged > 0 {
		fail(ExitFindings, "%d hand(s) with discrepancies", s.HandsFlagged)
	}
	if s.HandsRejected > 0 {
		fail(ExitFindings, "%d hand(s) rejected", s.HandsRejected)
	}
	if s.HandsDuplicate > 0 {
		fail(ExitFindings, "%d hand(s) read twice (DUPLICATE_HAND)", s.HandsDuplicate)
	}
	if s.UnrecognisedTextBlocks > 0 {
		fail(ExitFindings, "%d block(s) of text that is not a hand (%d bytes)", s.UnrecognisedTextBlocks, s.Bytes.Unrecognised)
	}
	if why == nil {
		why = []string{}
	}
	return status, why
}

// Clean reports whether the run verified hands and nothing else was found.
func (s *Summary) Clean() bool {
	code, _ := s.Verdict()
	return code == ExitClean
}

// WriteJSONFile writes the summary as JSON, atomically, mode 0644 less
// the umask.
func (s *Summary) WriteJSONFile(path string) error {
	b, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return err
	}
	b = append(b, '\n')
	if objstore.IsURL(path) { // an object in a bucket, written whole
		w, err := objstore.Create(context.Background(), path)
		if err != nil {
			return err
		}
		if _, err := w.Write(b); err != nil {
			w.Abort()
			return err
		}
		return w.Close()
	}
	return export.WriteFile(path, b)
}
