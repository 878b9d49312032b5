package audit

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/parse"
	"github.com/hhcheck/hhcheck/rules"
)

var updateRealFiles = flag.Bool("update-realfiles", false, "rewrite testdata/realfiles.md from ../shared/histories")

// realFilesGolden is the per site and game table of ../shared/histories;
// README.md's "Real data" section holds the same table.
const realFilesGolden = "testdata/realfiles.md"

type realRow struct{ read, parsed, clean, flagged int }

// TestRealFilesTable: the real-files suite. Every hand of ../shared/histories
// is read through the whole path (audit.Run, standard profile); per site
// and game it states hands read / parsed / clean / flagged. Hands of the
// sites with a grammar (PokerStars and Full Tilt on the Stars platform,
// Winamax, GGPoker) must all parse but the one known unreadable hand, and
// every flagged hand must be a known genuine one (corpus_test.go); hands of
// other sites are counted on one row as unsupported_format. The table must
// equal testdata/realfiles.md (go test ./audit -run TestRealFilesTable
// -update-realfiles rewrites it) and appear verbatim in README.md.
func TestRealFilesTable(t *testing.T) {
	if _, err := os.Stat(sharedDir); err != nil {
		t.Skipf("no ../shared: %v", err)
	}
	type key struct {
		file string
		line int
	}
	outcome := map[key]string{} // "rejected", "clean", "flagged"
	flagged := map[string]bool{}
	sum, err := Run(context.Background(), Options{Paths: []string{sharedDir}, Profile: rules.Standard, OnHand: func(h HandResult) {
		k := key{h.File, h.Line}
		switch {
		case h.Duplicate:
			outcome[k] = "duplicate" // read before in another file: counted once, there
		case h.Rejected != nil:
			outcome[k] = "rejected"
		case len(h.Discrepancies) > 0:
			outcome[k] = "flagged"
			flagged[h.HandID] = true
		default:
			outcome[k] = "clean"
		}
	}})
	if err != nil {
		t.Fatal(err)
	}
	// site and game of every hand, by parsing each file again
	files := map[string]bool{}
	for k := range outcome {
		files[k.file] = true
	}
	rows := map[[2]string]*realRow{}
	row := func(site, game string) *realRow {
		k := [2]string{site, game}
		if rows[k] == nil {
			rows[k] = &realRow{}
		}
		return rows[k]
	}
	other, otherSites := &realRow{}, map[string]bool{}
	p := parse.NewParser()
	for f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		doc, err := parse.Hands(filepath.Base(f), data)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range doc.Chunks {
			h, perr := p.Parse(doc, c)
			o, ok := outcome[key{f, c.Line}]
			if !ok && perr != nil {
				o, ok = outcome[key{f, perr.Line}] // a rejection names its line
			}
			if o == "duplicate" {
				continue
			}
			if !ok {
				t.Errorf("%s:%d: hand not reported by the run", f, c.Line)
				continue
			}
			var r *realRow
			switch {
			case perr != nil && perr.Reason == parse.ReasonUnsupportedFormat:
				otherSites[string(perr.Site)] = true
				r = other
			case perr != nil:
				site := map[string]string{"pokerstars": "PokerStars", "winamax": "Winamax", "ggpoker": "GGPoker", "boss": "Boss Media"}[string(c.Format)]
				r = row(site, "(not read: "+string(perr.Reason)+")")
				t.Logf("%v", perr)
			default:
				g := h.Game.String() + " " + h.Limit.String()
				if h.Tournament != "" {
					g += " tournament"
				}
				r = row(h.Site, g)
			}
			r.read++
			if o != "rejected" {
				r.parsed++
			}
			switch o {
			case "clean":
				r.clean++
			case "flagged":
				r.flagged++
			}
		}
	}
	keys := make([][2]string, 0, len(rows))
	for k := range rows {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if keys[i][0] != keys[j][0] {
			return keys[i][0] < keys[j][0]
		}
		return keys[i][1] < keys[j][1]
	})
	var b strings.Builder
	b.WriteString("| site | game | hands read | parsed | clean | flagged |\n|---|---|---:|---:|---:|---:|\n")
	var tot realRow
	add := func(site, game string, r *realRow) {
		fmt.Fprintf(&b, "| %s | %s | %d | %d | %d | %d |\n", site, game, r.read, r.parsed, r.clean, r.flagged)
		tot.read += r.read
		tot.parsed += r.parsed
		tot.clean += r.clean
		tot.flagged += r.flagged
	}
	for _, k := range keys {
		add(k[0], k[1], rows[k])
	}
	add(fmt.Sprintf("%d other sites", len(otherSites)), "unsupported_format", other)
	fmt.Fprintf(&b, "| **all** | | **%d** | **%d** | **%d** | **%d** |\n", tot.read, tot.parsed, tot.clean, tot.flagged)
	table := b.String()

	if tot.read != sum.HandsRead || tot.parsed != sum.HandsParsed || tot.clean != sum.HandsClean || tot.flagged != sum.HandsFlagged {
		t.Errorf("table totals %+v differ from the run's summary %+v", tot, sum)
	}
	// every hand of a supported format parses but the known unreadable one
	var notRead int
	for k, r := range rows {
		if strings.HasPrefix(k[1], "(not read") {
			notRead += r.read
		}
	}
	// the unread hands each site's test lists with their reason
	knownUnread := len(rejectedGenuine) + len(rejectedFullTilt) + len(rejectedIPoker) + len(rejectedPartyPacific) + len(rejectedBovada) + len(rejectedWinning) + len(rejectedKingsClub) + len(rejectedBoss) + len(rejectedBigGame) + len(rejectedMerge) + len(ptexportRejected) + len(rejectedCake) + len(rejectedEnet) + len(rejectedEntraction) + len(ptEverestRejected)
	for _, g := range genuineBetOnline {
		if strings.ToLower(g.codes) == g.codes { // a rejection's reason, not codes
			knownUnread++
		}
	}
	if notRead != knownUnread {
		t.Errorf("%d hands of supported formats not read (%d known: corpus_test.go and each site's test)", notRead, knownUnread)
	}
	for id := range flagged {
		_, ps := genuine[id]
		_, ft := genuineFullTilt[id]
		_, ip := genuineIPoker[id]
		_, pp := genuinePartyPacific[id]
		_, bv := genuineBovada[id]
		_, wp := genuineWinning[id]
		_, og := genuineOnGame[id]
		_, bo := genuineBetOnline[id]
		_, bg := genuineBigGame[id]
		_, kc := genuineKingsClub[id]
		_, bm := genuineBoss[id]
		_, mg := genuineMerge[id]
		_, pt := ptexportFindings[id]
		_, pk := genuinePKR[id]
		if !ps && !ft && !ip && !pp && !bv && !wp && !og && !bo && !bg && !kc && !bm && !mg && !pt && !pk {
			t.Errorf("hand %s flagged but not a known finding of its site's test", id)
		}
	}
	if *updateRealFiles {
		if err := os.WriteFile(realFilesGolden, []byte(table), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(realFilesGolden)
	if err != nil {
		t.Fatalf("%v (run with -update-realfiles)", err)
	}
	if string(want) != table {
		t.Errorf("the real-files table changed (-update-realfiles rewrites %s; then copy it to README.md):\n%s", realFilesGolden, table)
	}
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(readme), table) {
		t.Errorf("README.md's Real data section does not hold the table of %s", realFilesGolden)
	}
	t.Logf("\n%s", table)
}
