package explain_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/hhcheck/hhcheck/internal/audit"
	"github.com/hhcheck/hhcheck/internal/explain"
	"github.com/hhcheck/hhcheck/parse"
	"github.com/hhcheck/hhcheck/rules"
	"github.com/hhcheck/hhcheck/verify"
)

var update = flag.Bool("update", false, "rewrite the PNG screenshots under testdata/golden/")

// pageCase is one hand of the acceptance set, with facts read from its
// history by hand: who the site (and, for a clean hand, the rules) paid.
type pageCase struct {
	name, path, id string
	clean          bool
	winners        []string // "player amount" as the page shows each share
	clauses        []string // clauses the decisions cite
	texts          []string // other facts the page must show
}

const hist = "../../testdata/histories/pokerstars/"

var pageCases = []pageCase{
	{name: "clean", path: hist + "HH20181229 Donati #3 - $0.02-$0.05 - USD No Limit Hold'em.txt", id: "195042726113", clean: true,
		// all-in preflop: the board and both players' cards must show
		winners: []string{"kdasdt 0.87"}, clauses: []string{"RRoP 3.7.5(d)", "FR-2016 Art.6 I"},
		texts: []string{"Q♦", "a pair of Sevens", "7♥", "J♦"}},
	{name: "flagged", path: "testdata/hh.com_Egeria_289FR_2021.07.30_0.lines28-62.txt", id: "228675183857",
		winners: []string{"steff0777 2.39", "Pochuiko 2.39"}, clauses: []string{"FR-2016 Art.6 IV", "RULES §6.4"},
		texts: []string{"AWARD_MISMATCH", "2.38", "2.40", "il y a partage du « pot »"}},
	{name: "hilo-odd-chips", path: hist + "HHSmithy__GameTypeTests__PotLimitOmahaHiLo.txt", id: "109677324649", clean: true,
		winners: []string{"NeiLutzn 0.39", "SGS62 0.38"}, clauses: []string{"RRoP 3.7.5(c)", "FR-2016 Art.6 III 1°"},
		texts: []string{"Lo: 8,6,4,3,2", "in a high-low game, the player with the high hand"}},
	{name: "stud", path: hist + "cash__Stars__Stud__7-Stud-USD-0.04-0.08-200911.txt", id: "35874039554", clean: true,
		winners: []string{"Nikolay Zem 0.77"}, clauses: []string{"FR-2016 Art.6 I"},
		texts: []string{"a pair of Tens", "7 Card Stud", "3rd street"}},
	{name: "side-pots", path: hist + "cash__Stars__Flop__PLO-FR-USD-0.01-0.02-201006.sidepots.txt", id: "22865231671", clean: true,
		winners: []string{"Player0 2.35", "Player0 0.88", "Player2 0.29"}, clauses: []string{"RRoP 3.7.5(d)"},
		texts: []string{"side 1", "side 2", "a straight, Ten to Ace"}},
}

// page builds the page of a case as the command does.
// The project's copy of a real tournament file with one stack changed
// (testdata/README.md).
const crossHandPath, crossHandID = "testdata/project__stack_continuity.txt", "153580355526"

func page(t *testing.T, path, id string) *explain.Page {
	t.Helper()
	found, ferrs := audit.FindAll([]string{path}, id)
	if len(found) != 1 || found[0].Hand == nil {
		t.Fatalf("%s in %s: found %d %v", id, path, len(found), ferrs)
	}
	f := found[0]
	return explain.Build(explain.Input{Hand: f.Hand, Prev: f.Prev, SHA256: f.SHA256, Encoding: f.Encoding, LineEnding: f.LineEnding,
		Text: f.Text, Version: "hhcheck test", Command: "hhcheck explain " + path + " --hand " + id + " --format html"},
		verify.Options{Profile: rules.Standard})
}

func renderHTML(t *testing.T, p *explain.Page, l explain.Lang) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := p.HTML(&b, l); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func TestPageByteIdentical(t *testing.T) {
	for _, c := range pageCases {
		for _, format := range explain.Formats {
			var a, b bytes.Buffer
			if err := page(t, c.path, c.id).Render(&a, format, explain.French); err != nil {
				t.Fatal(err)
			}
			if err := page(t, c.path, c.id).Render(&b, format, explain.French); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(a.Bytes(), b.Bytes()) || a.Len() == 0 {
				t.Errorf("%s %s: two runs differ", c.name, format)
			}
		}
	}
}

func TestPageFacts(t *testing.T) {
	for _, c := range pageCases {
		p := page(t, c.path, c.id)
		if p.Verdict.Clean != c.clean {
			t.Errorf("%s: clean %v, want %v: %+v", c.name, p.Verdict.Clean, c.clean, p.Findings)
		}
		html := string(renderHTML(t, p, explain.English))
		for _, want := range append(append(c.clauses, c.texts...), c.winners...) {
			if !strings.Contains(html, want) && !strings.Contains(html, strings.ReplaceAll(want, "'", "&#39;")) {
				t.Errorf("%s: %q not in the HTML", c.name, want)
			}
		}
		if strings.Contains(html, "<script") || regexp.MustCompile(`(src|href)="https?:`).MatchString(html) {
			t.Errorf("%s: the page has a script or a network reference", c.name)
		}
		// the evidence: every line of the hand, numbered as in the file
		if len(p.Evidence.Lines) < 10 || p.Evidence.Lines[0].N != p.Hand.Line || len(p.Evidence.SHA256) != 64 {
			t.Errorf("%s: evidence %+v", c.name, p.Evidence)
		}
		data, err := os.ReadFile(c.path)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimPrefix(strings.ReplaceAll(string(data), "\r\n", "\n"), "\ufeff"), "\n")
		for _, l := range p.Evidence.Lines {
			if got := strings.TrimSuffix(lines[l.N-1], "\r"); got != l.Text {
				t.Errorf("%s: line %d is %q in the file, %q on the page", c.name, l.N, got, l.Text)
			}
		}
	}
}

// TestPageFrench: the words change, the clause quotes do not.
func TestPageFrench(t *testing.T) {
	p := page(t, pageCases[1].path, pageCases[1].id)
	en, fr := string(renderHTML(t, p, explain.English)), string(renderHTML(t, p, explain.French))
	for _, w := range []string{"Verdict", "2 anomalies", "Preuves", "Commande qui reproduit cette page", `lang="fr"`} {
		if !strings.Contains(fr, w) {
			t.Errorf("French page lacks %q", w)
		}
	}
	q := "En cas d&#39;égalité parfaite entre plusieurs joueurs"
	if !strings.Contains(fr, q) || !strings.Contains(en, q) {
		t.Errorf("the FR-2016 Art.6 IV quote must be in French on both pages")
	}
}

// TestCrossHand: verify flags this hand through a cross-hand check
// (STACK_CONTINUITY against the previous hand of its table: Player3 ends
// hand 153580337131 with 458 chips, the project's copy seats him with 558 in
// the next); explain must too.
func TestCrossHand(t *testing.T) {
	p := page(t, crossHandPath, crossHandID)
	if p.Verdict.Clean || len(p.Findings) != 1 || p.Findings[0].Code != "STACK_CONTINUITY" || !p.Findings[0].CrossHand {
		t.Fatalf("findings %+v", p.Findings)
	}
	var b strings.Builder
	if err := p.Text(&b, explain.English); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "STACK_CONTINUITY [RULES §7]") || !strings.Contains(b.String(), "found against the previous hand of the table") {
		t.Errorf("text:\n%s", b.String())
	}
}

// TestAnonymisedIDsClean: a hand whose random (anonymised) id is lower
// than the previous hand's at its table while it starts later is clean:
// the order of ids is no accusation against the site.
func TestAnonymisedIDsClean(t *testing.T) {
	p := page(t, "testdata/cash__Stars__Flop__NLHE-2max-USD-0.25-0.50-201005.Hitnrun.txt", "10697227103")
	if !p.Verdict.Clean || len(p.Findings) != 0 {
		t.Fatalf("want clean; findings %+v", p.Findings)
	}
}

func TestPageJSONSchema(t *testing.T) {
	c := jsonschema.NewCompiler()
	sch, err := c.Compile("../../docs/explain.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	for _, pc := range append(pageCases, pageCase{name: "cross-hand", path: crossHandPath, id: crossHandID}) {
		var b bytes.Buffer
		if err := page(t, pc.path, pc.id).JSON(&b); err != nil {
			t.Fatal(err)
		}
		v, err := jsonschema.UnmarshalJSON(bytes.NewReader(b.Bytes()))
		if err != nil {
			t.Fatal(err)
		}
		if err := sch.Validate(v); err != nil {
			t.Errorf("%s: %v", pc.name, err)
		}
	}
	// the schema refuses what it must: a card that is not one
	var doc map[string]any
	var b bytes.Buffer
	_ = page(t, pageCases[0].path, pageCases[0].id).JSON(&b)
	_ = json.Unmarshal(b.Bytes(), &doc)
	doc["boards"] = []any{[]any{"1x"}}
	if err := sch.Validate(doc); err == nil {
		t.Error("the schema accepts a board card \"1x\"")
	}
}

// chromium finds the browser; the test skips only where it is not
// installed (.ci/run installs Debian's chromium package).
func chromium(t *testing.T) string {
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("chromium is not installed (.ci/run installs it with apt-get install -y chromium): the pages are not opened in a browser")
	return ""
}

func browse(t *testing.T, bin string, args ...string) []byte {
	t.Helper()
	prof := t.TempDir()
	base := []string{"--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync", "--hide-scrollbars",
		"--user-data-dir=" + prof}
	cmd := exec.Command(bin, append(base, args...)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("chromium %v: %v\n%s", args, err, stderr.String())
	}
	return out
}

var tagRE = regexp.MustCompile(`<[^>]*>`)

// TestPageInBrowser opens every page in headless Chromium, reads the facts
// off the DOM it built and takes a screenshot (-update writes them to
// testdata/golden/, which the README shows).
func TestPageInBrowser(t *testing.T) {
	bin := chromium(t)
	dir := t.TempDir()
	for _, c := range pageCases {
		p := page(t, c.path, c.id)
		file := filepath.Join(dir, c.name+".html")
		if err := os.WriteFile(file, renderHTML(t, p, explain.English), 0o644); err != nil {
			t.Fatal(err)
		}
		// one browser run: the DOM it built on stdout, a screenshot
		png := filepath.Join(dir, c.name+".png")
		dom := string(browse(t, bin, "--dump-dom", "--screenshot="+png, "--window-size=900,1400", "file://"+file))
		text := strings.Join(strings.Fields(tagRE.ReplaceAllString(dom, " ")), " ")
		for _, w := range c.winners {
			parts := strings.Fields(w)
			player, amount := strings.Join(parts[:len(parts)-1], " "), parts[len(parts)-1]
			if !regexp.MustCompile(`class="winner" data-player="` + regexp.QuoteMeta(player) + `" data-amount="` + regexp.QuoteMeta(amount) + `"`).MatchString(dom) {
				t.Errorf("%s: winner %s %s not in the DOM", c.name, player, amount)
			}
		}
		for _, cl := range c.clauses {
			if !strings.Contains(dom, `data-clause="`+cl+`"`) {
				t.Errorf("%s: clause %s not quoted in the DOM", c.name, cl)
			}
		}
		verdict := regexp.MustCompile(`id="verdict"[^>]*data-clean="(true|false)"`).FindStringSubmatch(dom)
		if verdict == nil || (verdict[1] == "true") != c.clean {
			t.Errorf("%s: verdict %v in the DOM, want clean %v", c.name, verdict, c.clean)
		}
		if c.clean && !strings.Contains(text, "Verdict clean") {
			t.Errorf("%s: the verdict text is not clean", c.name)
		}
		if !strings.Contains(text, p.Evidence.SHA256) || !strings.Contains(text, c.id) {
			t.Errorf("%s: the evidence block lacks the sha256 or the id", c.name)
		}
		img, err := os.ReadFile(png)
		if err != nil || !bytes.HasPrefix(img, []byte("\x89PNG")) {
			t.Fatalf("%s: no screenshot: %v", c.name, err)
		}
		if *update {
			if err := os.MkdirAll("../../testdata/golden", 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile("../../testdata/golden/explain-"+c.name+".png", img, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestEveryBundledHand: every bundled hand gives a page in each format and
// language, and its JSON validates.
func TestEveryBundledHand(t *testing.T) {
	sch, err := jsonschema.NewCompiler().Compile("../../docs/explain.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, root := range []string{"../../testdata/histories", "testdata"} {
		err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".txt") {
				return err
			}
			data, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			doc, _ := parse.Hands(path, data)
			p := parse.NewParser()
			for _, c := range doc.Chunks {
				h, perr := p.Parse(doc, c)
				if perr != nil {
					continue
				}
				pg := explain.Build(explain.Input{Hand: h, Text: doc.ChunkText(c)}, verify.Options{Profile: rules.Standard})
				// a clean hand's page shows no payment that differs (a
				// site paying the uncalled bet inside its collection too)
				for _, py := range pg.Payments {
					if pg.Verdict.Clean && py.Differs {
						t.Errorf("%s %s: clean, but %s's payment %d / %d (uncalled inside %d) differs", path, h.ID, py.Player, py.Rules, py.Site, py.UncalledInSite)
					}
				}
				for _, l := range []explain.Lang{explain.English, explain.French} {
					for _, f := range explain.Formats {
						if err := pg.Render(io.Discard, f, l); err != nil {
							t.Errorf("%s %s %s: %v", path, h.ID, f, err)
						}
					}
				}
				var b bytes.Buffer
				_ = pg.JSON(&b)
				v, err := jsonschema.UnmarshalJSON(&b)
				if err == nil {
					err = sch.Validate(v)
				}
				if err != nil {
					t.Errorf("%s %s: %v", path, h.ID, err)
				}
				n++
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if n < 300 {
		t.Errorf("only %d hands", n)
	}
}

// TestPagePrintsOnA4: Chromium prints the page on A4 sheets (@page).
func TestPagePrintsOnA4(t *testing.T) {
	bin := chromium(t)
	dir := t.TempDir()
	c := pageCases[4]
	file := filepath.Join(dir, "page.html")
	if err := os.WriteFile(file, renderHTML(t, page(t, c.path, c.id), explain.French), 0o644); err != nil {
		t.Fatal(err)
	}
	pdf := filepath.Join(dir, "page.pdf")
	browse(t, bin, "--print-to-pdf="+pdf, "--no-pdf-header-footer", "file://"+file)
	data, err := os.ReadFile(pdf)
	if err != nil {
		t.Fatal(err)
	}
	boxes := regexp.MustCompile(`/MediaBox\s*\[\s*0 0 ([0-9.]+) ([0-9.]+)\s*\]`).FindAllSubmatch(data, -1)
	if len(boxes) == 0 {
		t.Fatal("no page in the PDF")
	}
	for _, b := range boxes {
		// A4 is 210 × 297 mm: 595.3 × 841.9 points
		if w, h := string(b[1]), string(b[2]); !strings.HasPrefix(w, "59") || !strings.HasPrefix(h, "841") {
			t.Errorf("page of %s × %s points, not A4", w, h)
		}
	}
	t.Logf("%d A4 pages", len(boxes))
}
