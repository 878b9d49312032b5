package audit

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/parse"
	"github.com/hhcheck/hhcheck/rules"
	"github.com/hhcheck/hhcheck/verify"
)

// verdict parses and verifies one hand's text: "rejected", "flagged" or
// "clean".
func verdict(text string) string {
	doc, _ := parse.Hands("mutant.txt", []byte(text))
	if len(doc.Chunks) != 1 {
		return "rejected"
	}
	h, perr := parse.NewParser().Parse(doc, doc.Chunks[0])
	if perr != nil {
		return "rejected"
	}
	if len(verify.Check(h, verify.Options{Profile: rules.Standard}).Discrepancies) > 0 {
		return "flagged"
	}
	return "clean"
}

var actionVerbs = []string{": folds", ": checks", ": calls ", ": bets ", ": raises ", " folds\n", " checks\n", " calls ", " bets ", " raises "}

// mutate deletes, in every sample hand that verifies clean, the table
// line (which holds the button on all three sites) or a player's only
// action line, and returns the mutants that still verify clean, as
// messages, and the number of mutants tried.
func mutate(t *testing.T, tableLine bool) ([]string, int) {
	var survivors []string
	var tried, caught int
	filepath.WalkDir("../../testdata/histories", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".txt") {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		doc, _ := parse.Hands(path, data)
		for _, c := range doc.Chunks {
			text := doc.ChunkText(c)
			if verdict(text) != "clean" {
				continue
			}
			lines := strings.Split(text, "\n")
			// the lines to delete, with what they are
			type mutation struct {
				what string
				line int
			}
			var muts []mutation
			count := map[string]int{}
			only := map[string]int{}
			summary := false
			for i, l := range lines {
				if strings.HasPrefix(l, "*** SUMMARY ***") {
					summary = true
				}
				// the table line, not Bovada's "Table enter user" / "Table
				// deposit $5" notes (Bovada's zone hands have no table line)
				note := strings.HasPrefix(l, "Table enter ") || strings.HasPrefix(l, "Table leave ") || strings.HasPrefix(l, "Table deposit ")
				if tableLine && i > 0 && !summary && !note && (strings.HasPrefix(l, "Table ") || strings.HasPrefix(l, "Table: ")) {
					muts = append(muts, mutation{"table and button line", i})
				}
				if summary {
					continue
				}
				for _, v := range actionVerbs {
					if j := strings.Index(l+"\n", v); j > 0 && strings.Contains(l, ": ") {
						name := l[:strings.Index(l, ": ")]
						count[name]++
						only[name] = i
						break
					}
				}
			}
			for name, n := range count {
				if n == 1 && !tableLine {
					muts = append(muts, mutation{"the only action line of " + name, only[name]})
				}
			}
			for _, m := range muts {
				mutant := strings.Join(append(append([]string{}, lines[:m.line]...), lines[m.line+1:]...), "\n")
				tried++
				if v := verdict(mutant); v == "clean" {
					survivors = append(survivors, fmt.Sprintf("%s:%d: hand verifies clean without %s (line %d: %q)", path, c.Line, m.what, c.Line+m.line, lines[m.line]))
				} else {
					caught++
				}
			}
		}
		return nil
	})
	if tried < 100 {
		t.Fatalf("only %d mutations", tried)
	}
	t.Logf("%d mutations, %d caught", tried, caught)
	return survivors, tried
}

// TestMutationTableLine (issue 11): a hand without its table line (the
// table's name and the button) is rejected (parse: missing_line); before,
// 297 such mutants of the samples verified clean.
func TestMutationTableLine(t *testing.T) {
	survivors, _ := mutate(t, true)
	for _, s := range survivors {
		t.Error(s)
	}
}

// knownOnlyActionSurvivors is how many mutants without a player's only
// action line still verify clean. OPEN (issue 11): a player whose only
// line (a fold) is deleted looks like a player not dealt in (the replay
// counts as taking part those who posted, acted or were dealt cards;
// PokerStars writes no "Dealt to" line for other players, GGPoker writes
// it without cards), so nobody is out of turn. Closing it needs the
// summary's "folded before Flop" / "showed" in the hand model and the
// replay treating such a player as dealt in (hand, site mappings and
// replay: not audit's). The count may only go down (438 of 1,128 on the
// harden branch; 449 of 1,168 once the variety samples joined; 454 of
// 1,176 once the BetOnline sample joined: its five preflop folds, the same
// open issue; 462 of 1,188 once the Cake samples joined: eight preflop
// folds, the same open issue).
const knownOnlyActionSurvivors = 462

func TestMutationOnlyActionLine(t *testing.T) {
	survivors, tried := mutate(t, false)
	if len(survivors) > knownOnlyActionSurvivors {
		for _, s := range survivors {
			t.Log(s)
		}
		t.Errorf("%d of %d mutants without a player's only action line verify clean; known: %d", len(survivors), tried, knownOnlyActionSurvivors)
	}
	if len(survivors) < knownOnlyActionSurvivors {
		t.Logf("fewer survivors (%d) than known (%d): lower knownOnlyActionSurvivors", len(survivors), knownOnlyActionSurvivors)
	}
}
