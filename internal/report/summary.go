package report

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/hhcheck/hhcheck/internal/audit"
)

// WriteSummary prints the summary of a run for a person, as hhcheck verify
// and merge do on stderr.
func WriteSummary(w io.Writer, s *audit.Summary) {
	fmt.Fprintf(w, "files:           %d (%d without hands, %d unreadable, %d not read)\n", s.Files, s.FilesWithoutHands, len(s.FileErrors), len(s.FilesNotRead))
	fmt.Fprintf(w, "hands read:      %d\n", s.HandsRead)
	fmt.Fprintf(w, "  parsed:        %d\n", s.HandsParsed)
	fmt.Fprintf(w, "    clean:       %d\n", s.HandsClean)
	fmt.Fprintf(w, "    flagged:     %d (%d discrepancies)\n", s.HandsFlagged, s.Discrepancies)
	fmt.Fprintf(w, "  rejected:      %d\n", s.HandsRejected)
	if s.HandsDuplicate > 0 {
		fmt.Fprintf(w, "read twice:      %d (DUPLICATE_HAND, counted once)\n", s.HandsDuplicate)
	}
	b := s.Bytes
	fmt.Fprintf(w, "bytes:           %d read: %d verified hands, %d rejected, %d duplicate, %d known not hands, %d unrecognised, %d blank\n",
		b.Read, b.VerifiedHands, b.RejectedHands, b.DuplicateHands, b.KnownNotHands, b.Unrecognised, b.Blank)
	if len(s.RejectedByReason) > 0 {
		fmt.Fprintf(w, "rejected by reason: %s\n", sortedCounts(s.RejectedByReason))
	}
	if len(s.DiscrepanciesByCode) > 0 {
		fmt.Fprintf(w, "discrepancies by code: %s\n", sortedCounts(s.DiscrepanciesByCode))
	}
	if s.SkippedTextBlocks > 0 {
		fmt.Fprintf(w, "text that is not a hand: %d blocks, %d unrecognised (NOT_A_HAND rows in --out)\n", s.SkippedTextBlocks, s.UnrecognisedTextBlocks)
	}
	if s.CompareProfile != "" {
		fmt.Fprintf(w, "profile %s would settle %d verified hands differently (PROFILE_DIVERGENCE rows in --out)\n", s.CompareProfile, s.HandsDiverging)
	}
	for _, fe := range s.FileErrors {
		fmt.Fprintf(w, "unreadable: %s: %s\n", fe.File, fe.Error)
	}
	for _, fe := range s.FilesNotRead {
		fmt.Fprintf(w, "not read: %s: %s\n", fe.File, fe.Error)
	}
	for _, fe := range s.PathsSkipped {
		fmt.Fprintf(w, "skipped: %s: %s\n", fe.File, fe.Error)
	}
	fmt.Fprintf(w, "profile %s, %d workers, %.2fs, %.0f hands/s\n", s.Profile, s.Workers, s.ElapsedSeconds, s.HandsPerSecond)
	if s.Output != "" {
		fmt.Fprintf(w, "findings: %s\n", s.Output)
	}
	if s.OutputError != "" {
		fmt.Fprintf(w, "findings NOT written: %s\n", s.OutputError)
	}
	if s.ExitStatus == audit.ExitClean {
		fmt.Fprintf(w, "clean: every hand verified, every byte accounted for (exit 0)\n")
	} else {
		fmt.Fprintf(w, "not clean (exit %d): %s\n", s.ExitStatus, strings.Join(s.NotCleanBecause, "; "))
	}
}

// sortedCounts lists counts as "key n, ...", the largest first, then by key.
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
