package parse

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf16"
)

const miniHand = "PokerStars Hand #1:  Hold'em No Limit ($0.01/$0.02 USD) - 2020/01/02 10:00:00 ET\n" +
	"Table 'T' 6-max Seat #1 is the button\n" +
	"Seat 1: Jos\u00e9 ($2 in chips)\n" +
	"Seat 2: B ($2 in chips)\n" +
	"Jos\u00e9: posts small blind $0.01\n" +
	"B: posts big blind $0.02\n" +
	"*** HOLE CARDS ***\n" +
	"Jos\u00e9: folds\n" +
	"Uncalled bet ($0.01) returned to B\n" +
	"B collected $0.02 from pot\n" +
	"*** SUMMARY ***\n" +
	"Total pot $0.02 | Rake $0\n" +
	"Seat 1: Jos\u00e9 (button) (small blind) folded before Flop\n" +
	"Seat 2: B (big blind) collected ($0.02)\n"

func utf16le(s string, bom bool) []byte {
	var b []byte
	if bom {
		b = append(b, 0xFF, 0xFE)
	}
	for _, u := range utf16.Encode([]rune(s)) {
		b = append(b, byte(u), byte(u>>8))
	}
	return b
}

func cp1252(s string) []byte {
	return []byte(strings.ReplaceAll(s, "\u00e9", "\xe9"))
}

func TestDecodeVariants(t *testing.T) {
	two := miniHand + "\n\n" + strings.Replace(miniHand, "#1:", "#2:", 1)
	cases := []struct {
		name, enc, le string
		data          []byte
	}{
		{"utf8", "utf-8", "LF", []byte(two)},
		{"bom", "utf-8-bom", "LF", append([]byte{0xEF, 0xBB, 0xBF}, two...)},
		{"utf16le-bom", "utf-16le", "LF", utf16le(two, true)},
		{"utf16le-nul", "utf-16le", "LF", utf16le(two, false)},
		{"cp1252", "cp1252", "LF", cp1252(two)},
		{"crlf", "utf-8", "CRLF", []byte(strings.ReplaceAll(two, "\n", "\r\n"))},
		{"cr", "utf-8", "CR", []byte(strings.ReplaceAll(two, "\n", "\r"))},
		{"bom+cp1252 line", "utf-8-bom+cp1252-lines", "LF", append([]byte{0xEF, 0xBB, 0xBF}, []byte(strings.Replace(two, "Seat 2: B ($2", "Seat 2: B ($2", 1)+"\ncaf\xe9 \xe9t\xe9\n")...)},
	}
	for _, c := range cases {
		doc, err := Hands(c.name, c.data)
		if err != nil {
			t.Fatal(err)
		}
		if doc.Encoding != c.enc || doc.LineEnding != c.le {
			t.Errorf("%s: encoding %q %q, want %q %q", c.name, doc.Encoding, doc.LineEnding, c.enc, c.le)
		}
		if len(doc.Chunks) != 2 || doc.Chunks[0].Line != 1 || doc.Chunks[1].Line != 17 {
			t.Errorf("%s: chunks %+v", c.name, doc.Chunks)
			continue
		}
		p := NewParser()
		for _, ch := range doc.Chunks {
			h, e := p.Parse(doc, ch)
			if e != nil {
				t.Errorf("%s: %v", c.name, e)
				continue
			}
			if h.Seats[0].Player != "Jos\u00e9" || h.Returns[0].Amount != 1 || h.Summary.TotalPot != 2 {
				t.Errorf("%s: seats %+v returns %+v", c.name, h.Seats, h.Returns)
			}
		}
	}
}

func TestGluedHeader(t *testing.T) {
	second := strings.Replace(miniHand, "#1:", "#2:", 1)
	data := miniHand + "Seat 3: nobody here" + second // header glued to the end of a line
	data = strings.Replace(data, "Seat 3: nobody here", "", 1)
	glued := strings.TrimSuffix(miniHand, "\n") + second
	doc, _ := Hands("glued", []byte(glued))
	if len(doc.Chunks) != 2 || !doc.Chunks[1].Glued || doc.Chunks[1].Line != 14 {
		t.Fatalf("chunks %+v", doc.Chunks)
	}
	p := NewParser()
	h, e := p.Parse(doc, doc.Chunks[0])
	if e != nil || len(h.Summary.Seats) != 2 {
		t.Fatalf("first hand: %v", e)
	}
	h, e = p.Parse(doc, doc.Chunks[1])
	if e != nil || h.ID != "2" || h.Line != 14 || h.Seats[1].Line != 17 {
		t.Fatalf("second hand: %+v %v", h, e)
	}
	_ = data
}

func TestTruncatedAndUnknown(t *testing.T) {
	cut := miniHand[:strings.Index(miniHand, "*** SUMMARY")]
	bad := strings.Replace(miniHand, "B: posts big blind $0.02\n", "B: posts big blind $0.02\nB: juggles three cards\n", 1)
	cancelled := strings.Replace(miniHand, "*** HOLE CARDS ***\n", "Hand cancelled\n", 1)
	amount := strings.Replace(miniHand, "returned to B", "returned to C", 1)
	text := strings.Join([]string{"Tournament summary noise", "", miniHand, bad, cancelled, amount, strings.Replace(miniHand, "posts small blind $0.01", "posts small blind $0.011", 1), "Run It Once Poker Hand #1: Hold'em No Limit (€0.01/€0.02) - 2020/01/02 10:00:00", cut}, "\n")
	doc, _ := Hands("t", []byte(text))
	if len(doc.Skipped) != 1 || doc.Skipped[0].Line != 1 {
		t.Errorf("skipped %+v", doc.Skipped)
	}
	want := []Reason{"", ReasonUnknownLine, ReasonCancelled, ReasonUnknownPlayer, ReasonBadAmount, ReasonUnsupportedFormat, ReasonTruncated}
	if len(doc.Chunks) != len(want) {
		t.Fatalf("chunks %d, want %d", len(doc.Chunks), len(want))
	}
	p := NewParser()
	for i, c := range doc.Chunks {
		_, e := p.Parse(doc, c)
		var got Reason
		if e != nil {
			got = e.Reason
		}
		if got != want[i] {
			t.Errorf("chunk %d (line %d): %q, want %q (%v)", i, c.Line, got, want[i], e)
		}
		if i == 1 && (e == nil || e.Line != c.Line+6 || e.Kind != "unknown") {
			t.Errorf("unknown line: %+v", e)
		}
		if i == 5 && (e == nil || e.Site != "runitonce") {
			t.Errorf("site guess: %+v", e)
		}
	}
}

func seedFiles(f *testing.F) {
	for _, dir := range []string{samples, "../testdata/histories/winamax", "../testdata/histories/ggpoker", "../testdata/histories/fulltilt", "../testdata/histories/ipoker", "../testdata/histories/bovada", "../testdata/histories/everest"} {
		ents, _ := os.ReadDir(dir)
		for _, e := range ents {
			if strings.HasSuffix(e.Name(), ".txt") {
				if b, err := os.ReadFile(filepath.Join(dir, e.Name())); err == nil && len(b) < 8000 {
					f.Add(b)
				}
			}
		}
	}
	phh, _ := filepath.Glob("../testdata/histories/project/*.phh*") // PHH's TOML documents
	for _, name := range phh {
		if b, err := os.ReadFile(name); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte(miniHand))
	f.Add(bigGameSeed())
	f.Add(utf16le(miniHand, true))
	f.Add(cp1252(miniHand))
}

func FuzzSplit(f *testing.F) {
	seedFiles(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		doc, err := Hands("fuzz", data)
		if err != nil {
			return
		}
		for _, c := range doc.Chunks {
			if c.Start < 0 || c.End > len(doc.Text) || c.Start > c.End || c.Line < 1 {
				t.Fatalf("bad chunk %+v (text %d)", c, len(doc.Text))
			}
			checkChunkLines(t, doc, c)
		}
	})
}

// checkChunkLines: a chunk of a cut document has its line ends from the
// document's line table (Document.lineEnds), one for each '\n' of its text
// and one more, and the lines read with them (as readLines reads them)
// are its text cut at each '\n' (no empty line after a final one), as
// readLines read them with a search for each line end; so are those of a
// chunk the table does not know (its line number one off; a
// whole-document site's), whose ends are searched for.
func checkChunkLines(t testing.TB, d *Document, c Chunk) {
	t.Helper()
	text := d.ChunkText(c)
	var want []string
	for rest := text; rest != ""; {
		l, r, _ := strings.Cut(rest, "\n")
		want, rest = append(want, l), r
	}
	for _, alt := range []Chunk{c, {Line: c.Line + 1, Start: c.Start, End: c.End}} {
		ends := d.lineEnds(alt)
		cut := d.lineEnd != nil // else a whole-document site's: no table
		k := alt.Line - 1 - d.line0
		if table := cut && k < len(d.lineEnd) && &ends[0] == &d.lineEnd[k]; table != (cut && alt == c) {
			t.Fatalf("chunk %+v (document's first line %d): ends from the document's table %v", alt, d.line0+1, table)
		}
		if len(ends) != strings.Count(text, "\n")+1 {
			t.Fatalf("chunk %+v: %d ends, the text has %d line feeds", alt, len(ends), strings.Count(text, "\n"))
		}
		var got []string
		pos := alt.Start
		for _, e := range ends {
			if pos >= alt.End {
				break
			}
			got = append(got, d.Text[pos:min(e, alt.End)])
			pos = e + 1
		}
		if !slices.Equal(got, want) {
			t.Fatalf("chunk %+v: lines\n%q\nwant\n%q", alt, got, want)
		}
	}
}

// TestChunkLinesLongHands: hands of a hundred lines and more, with LF
// and CRLF line ends (the line table the cut makes, the one the stream
// found), have their lines.
func TestChunkLinesLongHands(t *testing.T) {
	for _, n := range []int{126, 127, 128, 129, 300} {
		hand := miniHand + strings.Repeat("B: checks\n", n)
		text := hand + "\n" + hand
		for _, form := range []string{text, strings.ReplaceAll(text, "\n", "\r\n")} {
			d, _ := Hands("f", []byte(form))
			if len(d.Chunks) != 2 {
				t.Fatalf("%d lines: %d hands", n, len(d.Chunks))
			}
			for _, c := range d.Chunks {
				checkChunkLines(t, d, c)
			}
		}
	}
}

func FuzzParse(f *testing.F) {
	seedFiles(f)
	p := NewParser()
	f.Fuzz(func(t *testing.T, data []byte) { parseFuzzed(t, p, "fuzz", data) })
}

// parseFuzzed parses every chunk of a fuzzed file: each gives a hand or
// a rejection with a reason and a line in the hand.
func parseFuzzed(t *testing.T, p *Parser, name string, data []byte) {
	doc, err := Hands(name, data)
	if err != nil {
		return
	}
	for _, c := range doc.Chunks {
		h, e := p.Parse(doc, c)
		if (h == nil) == (e == nil) {
			t.Fatalf("hand %v and error %v", h != nil, e)
		}
		if e != nil && (e.Reason == "" || e.Line < c.Line) {
			t.Fatalf("bad error %+v", e)
		}
	}
}

// TestGameStartsNotice: PartyPoker's "Game #N starts." line before a hand
// (and Full Tilt's archive separator "***** # N *****") is known text when
// it is the whole block (a real e-mailed history:
// clean hands, no unrecognised text); the same line followed by other
// text in its block, or a line of another shape, is not known.
func TestGameStartsNotice(t *testing.T) {
	data, err := os.ReadFile("../testdata/histories/partypoker/cash__PartyPoker__Flop__NLHE-USD-0.01-0.02-20100712.emailedHistory.txt")
	if err != nil {
		t.Fatal(err)
	}
	kinds := func(text string) []string {
		d, err := Hands("f.txt", []byte(text))
		if err != nil {
			t.Fatal(err)
		}
		var ks []string
		for _, s := range d.Skipped {
			ks = append(ks, s.Kind)
		}
		return ks
	}
	if got := kinds(string(data)); len(got) != 1 || got[0] != GameStarts {
		t.Errorf("real file: skipped kinds %q, want one %q", got, GameStarts)
	}
	extra := strings.Replace(string(data), "starts.\n", "starts.\nsomething else\n", 1)
	if got := kinds(extra); len(got) != 1 || got[0] != "" {
		t.Errorf("notice with other text: kinds %q, want one unknown", got)
	}
	for _, line := range []string{"Game #123 starts.", "Game #123 starts"} {
		want := map[bool]string{true: GameStarts, false: ""}[strings.HasSuffix(line, ".")]
		if got := NotHand(line); got != want {
			t.Errorf("NotHand(%q) = %q, want %q", line, got, want)
		}
	}
	if got := NotHand("Game # 2646539198 - Texas Hold'em No Limit EUR 0.25/0.50"); got != "" {
		t.Errorf("an Entraction header is no notice: %q", got)
	}
	for line, want := range map[string]string{
		"\uFEFF******************** # 1 *************************": ArchiveSeparator,
		"******************** # 12 ***********************":        ArchiveSeparator,
		"*** HOLE CARDS ***": "",
		"***** # x *****":    "",
		"** # 1 **":          "",
	} {
		if got := NotHand(line); got != want {
			t.Errorf("NotHand(%q) = %q, want %q", line, got, want)
		}
	}
}

// TestArchiveBegin: the "BEGIN" line of a Holdem Manager 2 archive is
// known text only as a block of that one line; the real archive's hand
// after it is still cut as a hand.
func TestArchiveBegin(t *testing.T) {
	for line, want := range map[string]string{"BEGIN": ArchiveBegin, "\uFEFFBEGIN ": ArchiveBegin, "BEGIN;": "", "begin": ""} {
		if got := NotHand(line); got != want {
			t.Errorf("NotHand(%q) = %q, want %q", line, got, want)
		}
	}
	hand := "FullTiltPoker Game #656000081: Table Keifer (6 max) - $0.50/$1 - No Limit Hold'em - 16:13:10 ET - 2006/05/22\nSeat 1: A ($1)\n"
	for text, want := range map[string]string{"BEGIN\n" + hand: ArchiveBegin, "BEGIN\nnot a hand\n" + hand: ""} {
		d, err := Hands("x.txt", []byte(text))
		if err != nil {
			t.Fatal(err)
		}
		if len(d.Chunks) != 1 || len(d.Skipped) != 1 || d.Skipped[0].Kind != want {
			t.Errorf("%q: chunks %d, skipped %+v: want one hand and one %q block", text, len(d.Chunks), d.Skipped, want)
		}
	}
}

// TestFpdbReading: fpdb's Python readings of a history (.hp, .hands, .gt)
// are known text, by their first line's exact shape; text that only looks
// like them is not.
func TestFpdbReading(t *testing.T) {
	for line, want := range map[string]string{
		"{   u'Hero': {   'allInEV': 0,":            FpdbReading,
		"{   u'FILL A RACK': {   'allInEV': -9000,": FpdbReading,
		"{   'boardcard1': 22,":                     FpdbReading,
		"(   15,":                                   FpdbReading,
		"(5, 'EUR', 'ring', 'hold', 'holdem', 'nl', 'h', 'none', 1, 2, 4, 8, 6, 0)": FpdbReading,
		"(14, u'USD', 'ring', 'stud', '5studhi', 'fl', 'h', 'none', 5, 10)":         FpdbReading,
		"{ 'boardcard1': 22,":        "",
		"{   u'Hero': 12,":           "",
		"(   15, 16":                 "",
		"(5, 'EUR', 'cash', 'hold')": "",
		"Seat 1: Hero ($1 in chips)": "",
	} {
		if got := NotHand(line); got != want {
			t.Errorf("NotHand(%q) = %q, want %q", line, got, want)
		}
	}
	// A whole reading is one known block and no hand.
	text := "{   u'Hero': {   'allInEV': 0,\n                 'card1': 15,\n                 'street4Raises': 0}}\n"
	d, err := Hands("x.txt.hp", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Chunks) != 0 || len(d.Skipped) != 1 || d.Skipped[0].Kind != FpdbReading {
		t.Fatalf("chunks %d, skipped %+v: want one %s block", len(d.Chunks), d.Skipped, FpdbReading)
	}
	// Every reading among the real files is known, and holds no hand.
	root := "../../shared/histories"
	if _, err := os.Stat(root); err != nil {
		return
	}
	n := 0
	filepath.WalkDir(root, func(path string, e os.DirEntry, err error) error {
		if err != nil || e.IsDir() {
			return err
		}
		switch filepath.Ext(path) {
		case ".hp", ".hands", ".gt":
		default:
			return nil
		}
		n++
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		d, _ := Hands(path, data)
		if len(d.Chunks) != 0 || len(d.Skipped) != 1 || d.Skipped[0].Kind != FpdbReading {
			t.Errorf("%s: %d chunks, skipped %+v", path, len(d.Chunks), d.Skipped)
		}
		return nil
	})
	if n == 0 {
		t.Error("no fpdb reading among the real files")
	}
}

// TestTournamentSummaryTitles: the first lines of the tournament summaries
// other sites write besides their hands (shapes written by the project:
// none is in ../shared) make their block known text, and a line that only
// mentions a summary is not one.
func TestTournamentSummaryTitles(t *testing.T) {
	for line, want := range map[string]string{
		"Full Tilt Poker Tournament Summary $1 + $0.10 Sit & Go (206711453), No Limit Hold'em": "tournament_summary",
		"Full Tilt Poker.fr Tournament Summary 3,00 € Sit & Go (257123456), Hold'em No Limit":  "tournament_summary",
		"***** Cassava Tournament Summary *****":                                               "tournament_summary",
		"\uFEFF***** 888poker Tournament Summary *****":                                        "tournament_summary",
		"Tournament #65338032, Bounty Hunters Special $25, Hold'em No Limit":                   "tournament_summary",
		"Winamax Poker - Tournament summary : Omaha(13657930) - Late registration":             "tournament_summary",
		"Hand #1: the tournament summary follows":                                              "",
		"Tournament #65338032 starts":                                                          "",
		"Tournament #65338032, Bounty Hunters":                                                 "",
		"Seat 1: Hero (1500 in chips) Tournament Summary":                                      "",
		"Dealt to Hero [Ah Kd]":                                                                "",
	} {
		if got := NotHand(line); got != want {
			t.Errorf("NotHand(%q) = %q, want %q", line, got, want)
		}
	}
	text := "Tournament #65338032, Bounty Hunters Special $25, Hold'em No Limit\nBuy-in: $11.25+$1.75+$12\n1019 Players\nTotal Prize Pool: $23,305.5\n" +
		"Tournament started 2021/11/14 04:00:00 \n73rd : Hero, $0\nYou finished the tournament in 73rd place.\n"
	d, err := Hands("GG20211114 - Tournament #65338032.txt", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Chunks) != 0 || len(d.Skipped) != 1 || d.Skipped[0].Kind != "tournament_summary" {
		t.Errorf("chunks %d, skipped %+v: want one tournament_summary block", len(d.Chunks), d.Skipped)
	}
}

// TestSearchNear: searchNear finds what slices.BinarySearch finds, on
// sorted tables of every length up to a few hundred and keys before,
// at, between and after their values.
func TestSearchNear(t *testing.T) {
	r := rand.New(rand.NewPCG(14, 11))
	for n := 0; n < 600; n++ {
		ends := make([]int, n)
		v := 0
		for i := range ends {
			v += 1 + r.IntN(40)
			ends[i] = v
		}
		for x := -1; x <= v+2; x += 1 + r.IntN(7) {
			want, _ := slices.BinarySearch(ends, x)
			if got := searchNear(ends, x); got != want {
				t.Fatalf("%d ends, key %d: %d, want %d", n, x, got, want)
			}
		}
	}
}
