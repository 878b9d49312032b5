package audit

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/hhcheck/hhcheck/internal/objstore"
)

// Summary accounts for every file and every hand of a run. hands_read =
// hands_parsed + hands_rejected and hands_parsed = hands_clean +
// hands_flagged always hold; the JSON keys are documented in README.md.
type Summary struct {
	Files             int         `json:"files"`
	FilesWithoutHands int         `json:"files_without_hands"`
	FileErrors        []FileError `json:"file_errors"`
	HandsRead         int         `json:"hands_read"`
	HandsParsed       int         `json:"hands_parsed"`
	HandsRejected     int         `json:"hands_rejected"`
	HandsClean        int         `json:"hands_clean"`
	HandsFlagged      int         `json:"hands_flagged"`
	Discrepancies     int         `json:"discrepancies"`
	// RejectedByReason counts rejected hands by the parser's stable reason.
	RejectedByReason map[string]int `json:"rejected_by_reason"`
	// DiscrepanciesByCode counts discrepancies by code.
	DiscrepanciesByCode map[string]int `json:"discrepancies_by_code"`
	// SkippedTextBlocks counts stretches of text between hands that are not
	// hands (tournament summaries, notes): reported, never silently dropped.
	SkippedTextBlocks int    `json:"skipped_text_blocks"`
	Profile           string `json:"profile"`
	// CompareProfile and HandsDiverging: with --compare, the other profile
	// and how many verified hands it would settle differently.
	CompareProfile string  `json:"compare_profile,omitempty"`
	HandsDiverging int     `json:"hands_diverging"`
	Workers        int     `json:"workers"`
	ElapsedSeconds float64 `json:"elapsed_seconds"`
	HandsPerSecond float64 `json:"hands_per_second"`
	Output         string  `json:"output,omitempty"`
	// Shard: "K/N" when the run read shard K of N of its input (verify
	// --shard); `hhcheck merge` adds the N summaries into one.
	Shard string `json:"shard,omitempty"`
	// FilesReverified: with --state, how many files this run verified
	// (new or changed); the others' account comes from the state.
	FilesReverified int `json:"files_reverified"`
}

// FileError is a file that could not be read at all.
type FileError struct {
	File  string `json:"file"`
	Error string `json:"error"`
}

func newSummary() *Summary {
	return &Summary{RejectedByReason: map[string]int{}, DiscrepanciesByCode: map[string]int{}, FileErrors: []FileError{}}
}

// Clean reports whether every hand read verified clean and every file was read.
func (s *Summary) Clean() bool {
	return s.HandsRejected == 0 && s.HandsFlagged == 0 && len(s.FileErrors) == 0
}

func sortedCounts(m map[string]int) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if m[keys[i]] != m[keys[j]] {
			return m[keys[i]] > m[keys[j]]
		}
		return keys[i] < keys[j]
	})
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s %d", k, m[k])
	}
	return strings.Join(parts, ", ")
}

// WriteText prints the summary for a person, as the CLI does on stderr.
func (s *Summary) WriteText(w io.Writer) {
	fmt.Fprintf(w, "files:           %d (%d without hands, %d unreadable)\n", s.Files, s.FilesWithoutHands, len(s.FileErrors))
	fmt.Fprintf(w, "hands read:      %d\n", s.HandsRead)
	fmt.Fprintf(w, "  parsed:        %d\n", s.HandsParsed)
	fmt.Fprintf(w, "    clean:       %d\n", s.HandsClean)
	fmt.Fprintf(w, "    flagged:     %d (%d discrepancies)\n", s.HandsFlagged, s.Discrepancies)
	fmt.Fprintf(w, "  rejected:      %d\n", s.HandsRejected)
	if len(s.RejectedByReason) > 0 {
		fmt.Fprintf(w, "rejected by reason: %s\n", sortedCounts(s.RejectedByReason))
	}
	if len(s.DiscrepanciesByCode) > 0 {
		fmt.Fprintf(w, "discrepancies by code: %s\n", sortedCounts(s.DiscrepanciesByCode))
	}
	if s.SkippedTextBlocks > 0 {
		fmt.Fprintf(w, "text between hands that is not a hand: %d blocks (see --out)\n", s.SkippedTextBlocks)
	}
	if s.CompareProfile != "" {
		fmt.Fprintf(w, "profile %s would settle %d verified hands differently (PROFILE_DIVERGENCE rows in --out)\n", s.CompareProfile, s.HandsDiverging)
	}
	for _, fe := range s.FileErrors {
		fmt.Fprintf(w, "unreadable: %s: %s\n", fe.File, fe.Error)
	}
	fmt.Fprintf(w, "profile %s, %d workers, %.2fs, %.0f hands/s\n", s.Profile, s.Workers, s.ElapsedSeconds, s.HandsPerSecond)
	if s.Output != "" {
		fmt.Fprintf(w, "findings: %s\n", s.Output)
	}
}

// WriteJSONFile writes the summary as JSON, atomically (to a local file or
// an object in a bucket).
func (s *Summary) WriteJSONFile(path string) error {
	b, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return err
	}
	b = append(b, '\n')
	if objstore.IsURL(path) {
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
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return err
	}
	if _, err := tmp.Write(b); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), path)
}
