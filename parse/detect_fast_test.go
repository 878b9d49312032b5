package parse

import (
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDetectorFiltersEqualScan: formatAt and gluedHeader, which rule out
// lines by their first bytes, a word compare and the marks (or the
// anchors that stand for them) found once per occurrence (issue 14),
// answer every line as the plain scan of every rule does, and the cut's
// filter of lines (lineMayStart) passes every line that starts a hand, a
// preamble or with a BOM: the lines of the
// bundled histories of every site, those lines with a header glued after
// them, and random case and byte changes, each alone and all in one text.
func TestDetectorFiltersEqualScan(t *testing.T) {
	d := sites()
	var lines []string
	filepath.WalkDir("../testdata/histories", func(p string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		text := strings.ReplaceAll(string(data), "\r", "")
		lines = append(lines, strings.Split(text, "\n")...)
		return nil
	})
	if len(lines) < 1000 {
		t.Fatalf("%d lines read", len(lines))
	}
	var headers []string
	for _, l := range lines {
		if d.scanFormatAt(l) != "" {
			headers = append(headers, l)
		}
	}
	r := rand.New(rand.NewPCG(3, 4))
	all := lines
	for i := range 20000 {
		l := lines[r.IntN(len(lines))]
		switch i % 4 {
		case 0: // a header glued after another line
			all = append(all, l+headers[r.IntN(len(headers))])
		case 1: // a header's letters in another case
			h := []byte(headers[r.IntN(len(headers))])
			for k := range h {
				if r.IntN(3) == 0 && lower(h[k]) != upper(h[k]) {
					h[k] ^= 0x20
				}
			}
			all = append(all, l+string(h), string(h))
		case 2: // a header cut short
			h := headers[r.IntN(len(headers))]
			all = append(all, h[:r.IntN(len(h)+1)], l+h[:r.IntN(len(h)+1)])
		default: // a byte changed
			if h := []byte(headers[r.IntN(len(headers))]); len(h) > 0 {
				h[r.IntN(len(h))] = byte(r.IntN(256))
				all = append(all, string(h), l+string(h))
			}
		}
	}
	glued, ruledOut := 0, 0
	for _, l := range all {
		if got, want := d.formatAt(l), d.scanFormatAt(l); got != want {
			t.Fatalf("formatAt(%q) = %q, the scan of every rule %q", l, got, want)
		}
		// the cut's look at a line's first four bytes rules out no line
		// that starts a hand, its preamble or with a BOM
		if starts := d.scanFormatAt(l) != "" || d.preambleAt(l) || strings.HasPrefix(l, "\uFEFF"); !d.lineMayStart(l) {
			if starts {
				t.Fatalf("lineMayStart(%q) false: it starts a hand, a preamble or with a BOM", l)
			}
			ruledOut++
		}
		m := d.markScan(l)
		gi, gf := d.gluedHeader(l, m.in(0, len(l)))
		wi, wf := d.scanGluedHeader(l)
		if gi != wi || gf != wf {
			t.Fatalf("gluedHeader(%q) = %d %q, the scan of every rule %d %q", l, gi, gf, wi, wf)
		}
		if wi >= 0 {
			glued++
		}
	}
	if glued < 1000 {
		t.Fatalf("only %d glued headers among %d lines", glued, len(all))
	}
	if ruledOut < len(lines)/2 || d.lineMayStart("*** FLOP *** [Ah Kd 2c]") || d.lineMayStart("Board [Ah Kd 2c]") {
		t.Fatalf("lineMayStart rules out only %d of %d lines, or a street or board line", ruledOut, len(all))
	}
	// the same lines in one text, their marks found by one markScan as
	// the cut finds them, line after line
	text := strings.Join(all, "\n")
	m := d.markScan(text)
	start := 0
	for _, end := range lineTable(text, nil) {
		l := text[start:end]
		gi, gf := d.gluedHeader(l, m.in(start, end))
		if wi, wf := d.scanGluedHeader(l); gi != wi || gf != wf {
			t.Fatalf("gluedHeader(%q) in a text = %d %q, the scan of every rule %d %q", l, gi, gf, wi, wf)
		}
		start = end + 1
	}
}

// scanFormatAt is formatAt without its filters: every rule in order,
// its prefix compared whole.
func (d *detector) scanFormatAt(s string) Format {
	for _, r := range d.rules {
		if len(s) < len(r.prefix) {
			continue
		}
		if r.fold && !strings.EqualFold(s[:len(r.prefix)], r.prefix) || !r.fold && s[:len(r.prefix)] != r.prefix {
			continue
		}
		if r.match == nil || r.match(s) {
			return r.format
		}
	}
	return ""
}

// scanGluedHeader is gluedHeader without its filters: every glued rule
// whose mark the line holds, its prefix searched after the line's first
// byte.
func (d *detector) scanGluedHeader(line string) (int, Format) {
	for _, i := range d.glued {
		p := d.rules[i].prefix
		if m := d.rules[i].mark; m != 0 && strings.IndexByte(line, m) < 0 {
			continue
		}
		for off := 1; off < len(line); {
			j := strings.Index(line[off:], p)
			if j < 0 {
				break
			}
			j += off
			if f := d.scanFormatAt(line[j:]); f != "" {
				return j, f
			}
			off = j + 1
		}
	}
	return -1, ""
}

// TestAnchorIndexEqualsIndex: anchor.index, which compares one offset of
// each run of the anchor's first byte, finds what strings.Index finds, for
// the registry's anchors and others of runs, on texts of runs of '*' and
// '#' among spaces and letters.
func TestAnchorIndexEqualsIndex(t *testing.T) {
	texts := []string{"*", "**", "***** ", "***** H", "** x", "*x*", "#", "##", "# 1", "x"}
	for _, a := range sites().gluedAnchors {
		texts = append(texts, a.text)
	}
	r := rand.New(rand.NewPCG(7, 8))
	alphabet := "** #x H"
	for _, text := range texts {
		a := newAnchor(text)
		for range 3000 {
			b := make([]byte, r.IntN(40))
			for k := range b {
				b[k] = alphabet[r.IntN(len(alphabet))]
			}
			s := string(b)
			if r.IntN(4) == 0 { // the anchor in it
				k := r.IntN(len(s) + 1)
				s = s[:k] + text + s[k:]
			}
			if got, want := a.index(s), strings.Index(s, text); got != want {
				t.Fatalf("anchor %q in %q: %d, want %d", text, s, got, want)
			}
		}
	}
}
