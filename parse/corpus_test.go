package parse

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
)

const sharedDir = "../../shared/histories"

type invRow struct {
	path   string
	hands  int
	family string
}

// psInventory lists the PokerStars-family files of INVENTORY.tsv.
func psInventory(t testing.TB) []invRow {
	f, err := os.Open(filepath.Join(sharedDir, "INVENTORY.tsv"))
	if err != nil {
		t.Skipf("no ../shared: %v", err)
	}
	defer f.Close()
	var rows []invRow
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	first := true
	for sc.Scan() {
		if first {
			first = false
			continue
		}
		c := strings.Split(sc.Text(), "\t")
		if len(c) < 11 || c[10] != "PokerStars" {
			continue
		}
		n, _ := strconv.Atoi(c[7])
		rows = append(rows, invRow{path: c[0], hands: n, family: c[10]})
	}
	if len(rows) == 0 {
		t.Skip("no PokerStars rows in INVENTORY.tsv")
	}
	return rows
}

func TestCorpusPokerStars(t *testing.T) {
	rows := psInventory(t)
	p := NewParser()
	reasons := map[Reason]int{}
	var read, parsed, rejected, invTotal, arith int
	var diffs []string
	examples := map[Reason][]string{}
	for _, r := range rows {
		data, err := os.ReadFile(filepath.Join(sharedDir, r.path))
		if err != nil {
			t.Errorf("%s: %v", r.path, err)
			continue
		}
		doc, err := Hands(r.path, data)
		if err != nil {
			t.Errorf("%s: %v", r.path, err)
			continue
		}
		invTotal += r.hands
		if len(doc.Chunks) != r.hands {
			diffs = append(diffs, fmt.Sprintf("%s: inventory %d, chunks %d", r.path, r.hands, len(doc.Chunks)))
		}
		for _, c := range doc.Chunks {
			read++
			h, e := p.Parse(doc, c)
			switch {
			case e != nil:
				rejected++
				reasons[e.Reason]++
				if len(examples[e.Reason]) < 8 {
					examples[e.Reason] = append(examples[e.Reason], e.Error())
				}
			case h == nil:
				t.Fatalf("%s:%d: nil hand and nil error", r.path, c.Line)
			default:
				parsed++
				if msg := arithmetic(h); msg != "" {
					arith++
					if arith < 10 {
						t.Errorf("%s:%d: hand %s: %s", r.path, c.Line, h.ID, msg)
					}
				}
			}
		}
	}
	if read != parsed+rejected {
		t.Fatalf("read %d != parsed %d + rejected %d", read, parsed, rejected)
	}
	keys := make([]Reason, 0, len(reasons))
	for k := range reasons {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	t.Logf("files %d, inventory hands %d, read %d, parsed %d, rejected %d (%.3f%% parsed)", len(rows), invTotal, read, parsed, rejected, 100*float64(parsed)/float64(max(read, 1)))
	for _, k := range keys {
		t.Logf("  %-20s %d", k, reasons[k])
		for _, ex := range examples[k] {
			t.Logf("      %s", ex)
		}
	}
	for _, d := range diffs {
		t.Logf("count differs: %s", d)
	}
	t.Logf("memo: %d hits, %d misses (%.1f%% hit)", p.Stats.MemoHits, p.Stats.MemoMisses, 100*float64(p.Stats.MemoHits)/float64(max(1, p.Stats.MemoHits+p.Stats.MemoMisses)))
	if float64(parsed) < 0.995*float64(read) {
		t.Errorf("parsed %d of %d hands, want >= 99.5%%", parsed, read)
	}
}

// arithmetic checks what the mapping must get right for PokerStars: the
// collected amounts + rake + fees (+ a cashed-out winner's unpaid share)
// make the recorded total, and the summary's "won"/"collected" amounts
// equal the collect lines. A failure means an amount was misread.
func arithmetic(h *hand.Hand) string {
	var aw, fees, na, won hand.Money
	for _, a := range h.Awards {
		aw += a.Amount
	}
	for _, f := range h.Summary.Fees {
		fees += f.Amount
	}
	for _, s := range h.Summary.Seats {
		won += s.Won
		if s.NotAwarded {
			na += s.Won
		}
	}
	if aw+h.Summary.Rake+fees+na != h.Summary.TotalPot {
		return fmt.Sprintf("awards %d + rake %d + fees %d + not awarded %d != total %d", aw, h.Summary.Rake, fees, na, h.Summary.TotalPot)
	}
	if won != aw+na {
		return fmt.Sprintf("summary won %d != awards %d + not awarded %d", won, aw, na)
	}
	return ""
}
