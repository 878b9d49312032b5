package report

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/internal/audit"
	"github.com/hhcheck/hhcheck/parse"
	"github.com/hhcheck/hhcheck/rules"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden")

// The text summary is what hhcheck verify and merge print on stderr; the
// golden files were first written by the renderer when it was
// audit.Summary.WriteText, so they hold its output byte for byte.
func TestWriteSummaryGolden(t *testing.T) {
	for name, s := range map[string]*audit.Summary{
		"full": {
			Files: 12, FilesWithoutHands: 2, FileErrors: []audit.FileError{{File: "a.gz", Error: "unexpected EOF"}},
			FilesNotRead: []audit.FileError{{File: "b.zip/c.zip", Error: "an archive inside an archive"}},
			PathsSkipped: []audit.FileError{{File: "loop", Error: "symbolic link loop"}},
			HandsRead:    100, HandsParsed: 90, HandsRejected: 10, HandsClean: 85, HandsFlagged: 5, HandsDuplicate: 3, Discrepancies: 7,
			RejectedByReason:    map[string]int{"truncated": 4, "bad_amount": 4, "unknown_game": 2},
			DiscrepanciesByCode: map[string]int{"AWARD_MISMATCH": 5, "POT_TOTAL": 1, "DUPLICATE_CARD": 1},
			SkippedTextBlocks:   4, UnrecognisedTextBlocks: 1,
			Bytes:   audit.Bytes{Read: 100000, VerifiedHands: 80000, RejectedHands: 9000, DuplicateHands: 3000, KnownNotHands: 500, Unrecognised: 200, Blank: 7300},
			Profile: "standard", CompareProfile: "fr2016", HandsDiverging: 2, Workers: 2, ElapsedSeconds: 1.234, HandsPerSecond: 81.04,
			Output: "out.parquet", OutputError: "disk full", ExitStatus: audit.ExitError,
			NotCleanBecause: []string{"the findings file was not written: disk full", "5 hand(s) with discrepancies"},
		},
		"clean": {
			Files: 1, HandsRead: 3, HandsParsed: 3, HandsClean: 3, RejectedByReason: map[string]int{}, DiscrepanciesByCode: map[string]int{},
			Bytes: audit.Bytes{Read: 900, VerifiedHands: 880, Blank: 20}, Profile: "fr2016", Workers: 1, ElapsedSeconds: 0.01, HandsPerSecond: 300,
		},
	} {
		t.Run(name, func(t *testing.T) {
			var b bytes.Buffer
			WriteSummary(&b, s)
			path := filepath.Join("testdata", "summary_"+name+".golden")
			if *update {
				if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(b.Bytes(), want) {
				t.Errorf("summary text:\n%s\nwant (%s):\n%s", b.Bytes(), path, want)
			}
		})
	}
}

func TestDescribe(t *testing.T) {
	flagged := audit.HandResult{File: "h/a.txt", Line: 10, HandID: "123", Decimals: 2, Discrepancies: []hand.Discrepancy{
		{Code: hand.AwardMismatch, Clause: rules.OddChipButton, Pot: "main", Player: "bob", Expected: 1235, Recorded: 1234, HasAmounts: true, Line: 31, Message: "odd chip to the wrong seat"},
		{Code: hand.DuplicateCard, Clause: rules.Deck, Seat: -1, Message: "Ah twice"},
		{Code: hand.StackContinuity},
	}}
	want := "h/a.txt:31: hand 123: AWARD_MISMATCH [RRoP 3.7.5(a)] main, bob: expected 12.35, recorded 12.34: odd chip to the wrong seat\n" +
		"h/a.txt:10: hand 123: DUPLICATE_CARD [RULES §1]: Ah twice\n" +
		"h/a.txt:10: hand 123: STACK_CONTINUITY"
	if got := Describe(flagged); got != want {
		t.Errorf("Describe:\n%s\nwant:\n%s", got, want)
	}
	rejected := audit.HandResult{File: "h/b.txt", Line: 4, HandID: "9", Rejected: &parse.Error{File: "h/b.txt", Line: 7, HandID: "9", Reason: parse.ReasonBadAmount, Detail: `"1,2.3"`}}
	if got, want := Describe(rejected), `h/b.txt:7: hand 9: bad_amount: "1,2.3"`; got != want {
		t.Errorf("Describe(rejected) = %q, want %q", got, want)
	}
}

// Not a terminal: no progress display, and a nil display does nothing.
func TestProgressOffTerminal(t *testing.T) {
	var b bytes.Buffer
	p := NewProgress(&b)
	if p != nil {
		t.Fatalf("NewProgress on a buffer = %v, want nil", p)
	}
	p.OnHand(audit.HandResult{Discrepancies: []hand.Discrepancy{{Code: hand.PotTotal}}})
	p.Finish()
	if b.Len() != 0 {
		t.Errorf("nil progress wrote %q", b.String())
	}
}
