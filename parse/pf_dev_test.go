package parse

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/hhcheck/hhcheck/rules"
	"github.com/hhcheck/hhcheck/verify"
)

func TestPFDev(t *testing.T) {
	if os.Getenv("PFDEV") == "" {
		t.Skip()
	}
	var files []string
	for _, g := range []string{"by-site/PartyPoker/*", "by-site/PacificPoker-888/*", "extra/HHSmithy__PokerHandHistoryParser/HandHistories.Parser.UnitTests/SampleHandHistories/Pacific/*/*/*", "extra/HHSmithy__PokerHandHistoryParser/HandHistories.Parser.UnitTests/SampleHandHistories/PartyPoker/*/*/*"} {
		m, _ := filepath.Glob(filepath.Join(sharedDir, g))
		files = append(files, m...)
	}
	p := NewParser()
	ok, bad := 0, 0
	reasons := map[string]int{}
	for _, f := range files {
		data, _ := os.ReadFile(f)
		doc, _ := Split(f, data)
		for _, sk := range doc.Skipped {
			fmt.Println("SKIP", filepath.Base(f), sk.Line, sk.First)
		}
		for i := 0; i < len(doc.Chunks); i++ {
			c := doc.Chunks[i]
			if c.Format != "pacificpoker" && c.Format != "partypoker" {
				continue
			}
			h, e := p.Parse(doc, c)
			if e != nil {
				bad++
				reasons[e.Reason.String()]++
				fmt.Println(e)
				continue
			}
			for _, prof := range []rules.Profile{rules.Standard, rules.SiteOddChips} {
				rep := verify.Check(h, verify.Options{Profile: prof})
				for _, d := range rep.Discrepancies {
					fmt.Printf("FINDING %s:%d %s %s %s: %s exp %d rec %d\n", filepath.Base(f), d.Line, h.ID, prof.Name, d.Code, d.Message, d.Expected, d.Recorded)
				}
			}
			ok++
		}
	}
	var rs []string
	for r, n := range reasons {
		rs = append(rs, fmt.Sprint(r, n))
	}
	sort.Strings(rs)
	fmt.Println("ok", ok, "bad", bad, rs)
}
