package audit

import (
	"compress/gzip"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/export"
	"github.com/hhcheck/hhcheck/rules"
)

// TestCasinoCoupLogs: coup logs (docs/casino.md) read by the same run as
// histories: the project's coups clean; a tampered copy (gzipped, with a
// line that is no coup) flagged with the casino codes, in the summary and
// in the Parquet rows; a history beside them still verified.
func TestCasinoCoupLogs(t *testing.T) {
	src, err := os.ReadFile("../../testdata/casino/project__coups.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	tampered := strings.NewReplacer(
		`"paid":19500,"commission":500`, `"paid":20000`, // no commission
		`{"box":1,"spot":"bet","stake":2000,"paid":2000}`, `{"box":1,"spot":"bet","stake":2000,"paid":6000}`, // unqualified dealer paid
		`"id":"project-`, `"id":"tampered-`, // other coups, not the same coups read twice
	).Replace(string(src)) + "{\"game\":\"punto-banco\",\"id\":\"broken\",\"cards\":[\"Zz\"]}\n"
	f, err := os.Create(filepath.Join(dir, "table7.jsonl.gz"))
	if err != nil {
		t.Fatal(err)
	}
	gz := gzip.NewWriter(f)
	gz.Write([]byte(tampered))
	gz.Close()
	f.Close()
	hist, err := os.ReadFile(filepath.Join(projectDir, "project__TripleDrawA5-FL-USD-0.10-0.20.txt"))
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "a5.txt"), hist, 0o644)
	out := filepath.Join(dir, "findings.parquet")
	sum, err := Run(context.Background(), Options{Paths: []string{"../../testdata/casino/project__coups.jsonl", dir}, Out: out, Profile: rules.Standard})
	if err != nil {
		t.Fatal(err)
	}
	if sum.HandsRead != 8+9+1 || sum.HandsClean != 8+6+1 || sum.HandsFlagged != 2 || sum.HandsRejected != 1 ||
		sum.RejectedByReason[string(RejectBadCoup)] != 1 || sum.DiscrepanciesByCode["COMMISSION"] != 1 || sum.DiscrepanciesByCode["DEALER_QUALIFY"] != 1 {
		t.Fatalf("summary %+v", sum)
	}
	rows, err := export.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	found := map[string]export.Row{}
	for _, r := range rows {
		found[r.Code] = r
	}
	c, d, rej := found["COMMISSION"], found["DEALER_QUALIFY"], found[export.CodeRejected]
	if c.HandID != "tampered-pb-1" || c.Game != "punto-banco" || c.FindingLine != 1 || c.Clause == nil || *c.Clause != "CASINO §Punto Banco (Banco 19 for 20)" ||
		c.Expected == nil || *c.Expected != 19500 || *c.Recorded != 20000 || c.AmountDecimals != 2 || c.StartedAt == nil {
		t.Errorf("commission row %+v", c)
	}
	if d.HandID != "tampered-cs-2" || *d.Clause != "CASINO §Caribbean Stud (dealer qualifies with ace-king)" || *d.Expected != 2000 {
		t.Errorf("dealer row %+v", d)
	}
	if rej.FindingLine != 9 || rej.RejectReason == nil || *rej.RejectReason != string(RejectBadCoup) || !strings.Contains(rej.Message, "cards[0]") {
		t.Errorf("rejected row %+v", rej)
	}
}
