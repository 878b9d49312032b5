package parse

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/alecthomas/participle/v2"

	"github.com/hhcheck/hhcheck/hand"
)

func TestRegisteredSites(t *testing.T) {
	got := Sites()
	for _, f := range []Format{"pokerstars", "winamax", "ggpoker"} {
		if !slices.Contains(got, f) {
			t.Errorf("%s not registered: %v", f, got)
		}
		s, ok := SiteOf(f)
		if !ok || s.Format != f || s.Name == "" || s.New == nil || s.Conventions == nil {
			t.Errorf("%s: registration %+v", f, s)
		}
	}
	if _, ok := SiteOf("bovada-not-a-site"); ok {
		t.Errorf("unknown format has a site")
	}
}

// Every habit a site declares is one verify applies and settle accepts
// (issue 12: the PokerStars mapping declared "pokerstars", a habit neither
// knows).
func TestSitesDeclareKnownOddChipHabits(t *testing.T) {
	files, _ := filepath.Glob("../testdata/histories/*/*.txt")
	if len(files) == 0 {
		t.Fatal("no sample histories")
	}
	seen := map[string]hand.OddChipHabit{}
	p := NewParser()
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		doc, _ := Hands(f, data)
		for _, c := range doc.Chunks {
			h, e := p.Parse(doc, c)
			if e != nil {
				continue
			}
			habit := h.Conventions.OddChip
			seen[h.Site] = habit
			if habit == hand.OddChipByProfile {
				continue
			}
			if !slices.Contains(hand.OddChipHabits(), habit) {
				t.Errorf("%s:%d: %s declares odd-chip habit %q, not one of %v", f, h.Line, h.Site, habit, hand.OddChipHabits())
			}
			if _, err := hand.ParseOddChipHabit(string(habit)); err != nil {
				t.Errorf("%s: %v", h.Site, err)
			}
		}
	}
	if seen["PokerStars"] != hand.OddChipRRoP || seen["Winamax"] != hand.OddChipRRoP {
		t.Errorf("habits by site %v", seen)
	}
}

// A site is a registration: a toy line site and a toy whole-document site
// are split, detected and mapped by the same code as the real sites.
type toyMapper struct{ maps int }

func (m *toyMapper) Map(p *Parser, doc *Document, c Chunk) (*hand.Hand, Parts, *Error) {
	m.maps++
	text := doc.ChunkText(c)
	h := &hand.Hand{File: doc.File, Line: c.Line, ID: strings.Fields(text)[2]}
	if strings.Contains(text, "seat") {
		h.Seats = []hand.Seat{{Number: 1, Player: "A"}}
	}
	var parts Parts
	if strings.Contains(text, "summary") {
		parts |= PartSummary
	}
	if strings.Contains(text, "bad") {
		return nil, 0, &Error{File: doc.File, Line: c.Line, HandID: h.ID, Reason: ReasonUnknownLine, Err: errors.New("toy grammar failed")}
	}
	return h, parts, nil
}

func TestRegistryPlugIn(t *testing.T) {
	toy := &toyMapper{}
	line := &Site{Format: "toy", Name: "Toy", New: func() Mapper { return toy },
		Header:      Header{Prefixes: []string{"toy hand #"}, FoldCase: true},
		Requires:    PartSummary | PartSeats,
		Conventions: func(*hand.Hand) hand.Conventions { return hand.Conventions{OddChip: hand.OddChipFirstTakesAll} }}
	// a longer prefix of another site wins over a shorter one
	longer := &Site{Format: "toylong", Name: "ToyLong", New: func() Mapper { return &toyMapper{} },
		Header: Header{Prefixes: []string{"TOY HAND #LONG"}}, Requires: PartSeats}
	xml := &Site{Format: "toyxml", Name: "ToyXML", New: func() Mapper { return &toyMapper{} },
		Document: func(text string) bool { return strings.HasPrefix(text, "<session") },
		Split: func(d *Document) {
			for off := 0; ; {
				i := strings.Index(d.Text[off:], "<game")
				if i < 0 {
					return
				}
				start := off + i
				end := start + strings.Index(d.Text[start:], "</game>") + len("</game>")
				d.Chunks = append(d.Chunks, Chunk{Line: 1 + strings.Count(d.Text[:start], "\n"), Start: start, End: end, Format: "toyxml"})
				off = end
			}
		},
		Requires: PartSeats}
	det := buildDetector([]*Site{line, longer, xml})
	p := &Parser{det: det}

	text := "junk\nToy Hand #1 seat summary\nline\nTOY HAND #2 seat\nTOY HAND #LONG 3 seat\nBovada Hand #4 x\ntoy hand #5 bad seat summary\n"
	doc := det.split("f.txt", []byte(text))
	var formats []Format
	for _, c := range doc.Chunks {
		formats = append(formats, c.Format)
	}
	if want := []Format{"toy", "toy", "toylong", "bovada", "toy"}; !slices.Equal(formats, want) {
		t.Fatalf("formats %v, want %v", formats, want)
	}
	if len(doc.Skipped) != 1 || doc.Skipped[0].First != "junk" {
		t.Errorf("skipped %+v", doc.Skipped)
	}
	h, e := p.Parse(doc, doc.Chunks[0])
	if e != nil || h.Site != "Toy" || h.Conventions.OddChip != hand.OddChipFirstTakesAll || h.ID != "#1" {
		t.Errorf("hand 1: %+v %v", h, e)
	}
	// the site requires a summary: hand 2 has none
	if _, e := p.Parse(doc, doc.Chunks[1]); e == nil || !errors.Is(e, ReasonTruncated) || e.HandID != "#2" {
		t.Errorf("hand 2: %v", e)
	}
	if h, e := p.Parse(doc, doc.Chunks[2]); e != nil || h.Site != "ToyLong" {
		t.Errorf("hand 3: %v", e)
	}
	if _, e := p.Parse(doc, doc.Chunks[3]); e == nil || e.Reason != ReasonUnsupportedFormat || e.Site != "bovada" {
		t.Errorf("hand 4: %v", e)
	}
	_, e = p.Parse(doc, doc.Chunks[4])
	if e == nil || !errors.Is(e, ReasonUnknownLine) || errors.Is(e, ReasonTruncated) || e.Err == nil || !errors.Is(e, e.Err) {
		t.Errorf("hand 5: %v", e)
	}
	if toy.maps != 3 {
		t.Errorf("one mapper per parser: %d maps", toy.maps)
	}

	doc = det.split("s.xml", []byte("<session sessioncode=\"1\">\n<game gamecode=\"7\"> seat </game>\n<game gamecode=\"8\"> </game>\n</session>\n"))
	if len(doc.Chunks) != 2 || doc.Chunks[0].Format != "toyxml" || doc.Chunks[1].Line != 3 {
		t.Fatalf("xml chunks %+v", doc.Chunks)
	}
	if _, e := p.Parse(doc, doc.Chunks[0]); e != nil {
		t.Errorf("xml game 1: %v", e)
	}
	if _, e := p.Parse(doc, doc.Chunks[1]); !errors.Is(e, ReasonNoSeats) {
		t.Errorf("xml game 2: %v", e)
	}
}

func TestRegisterRejectsBadSites(t *testing.T) {
	for name, s := range map[string]Site{
		"no format":   {New: func() Mapper { return nil }, Header: Header{Prefixes: []string{"x"}}},
		"upper case":  {Format: "X", New: func() Mapper { return nil }, Header: Header{Prefixes: []string{"x"}}},
		"no mapper":   {Format: "x", Header: Header{Prefixes: []string{"x"}}},
		"no header":   {Format: "x", New: func() Mapper { return nil }},
		"no split":    {Format: "x", New: func() Mapper { return nil }, Document: func(string) bool { return false }},
		"twice":       {Format: "pokerstars", New: func() Mapper { return nil }, Header: Header{Prefixes: []string{"x"}}},
		"after first": {Format: "late", New: func() Mapper { return nil }, Header: Header{Prefixes: []string{"late"}}},
	} {
		t.Run(name, func(t *testing.T) {
			Sites() // the registry is in use
			defer func() {
				if recover() == nil {
					t.Errorf("Register accepted %+v", s)
				}
			}()
			Register(s)
		})
	}
}

// A rejection wraps the grammar's error and names its reason as a
// sentinel: errors.Is for the reason, errors.As for the grammar's error
// (participle's, with its column).
func TestErrorWrapsGrammar(t *testing.T) {
	bad := strings.Replace(miniHand, "Total pot $0.02 | Rake $0", "Total pot $0.02 | Rake", 1)
	doc, _ := Hands("ps.txt", []byte(bad))
	_, e := NewParser().Parse(doc, doc.Chunks[0])
	if e == nil {
		t.Fatal("accepted")
	}
	var err error = e
	if !errors.Is(err, ReasonUnknownLine) || errors.Is(err, ReasonBadAmount) {
		t.Errorf("errors.Is: %v", err)
	}
	var pe *Error
	if !errors.As(err, &pe) || pe.Line != 12 || pe.HandID != "1" || pe.File != "ps.txt" {
		t.Errorf("errors.As: %+v", pe)
	}
	var pp participle.Error
	if !errors.As(err, &pp) || pp.Position().Column == 0 {
		t.Errorf("the grammar's error is not wrapped: %#v", e.Err)
	}
	if !strings.HasPrefix(e.Error(), "ps.txt:12: hand 1: unknown_line: ") {
		t.Errorf("message %q", e.Error())
	}
	e.Column = 7
	if !strings.HasPrefix(e.Error(), "ps.txt:12:7: hand 1: ") {
		t.Errorf("message with column %q", e.Error())
	}
}

func TestReasonsListedOnce(t *testing.T) {
	doc, err := os.ReadFile("REASONS.md")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[Reason]bool{}
	for _, r := range Reasons() {
		if seen[r] {
			t.Errorf("%s listed twice", r)
		}
		seen[r] = true
		if !strings.Contains(string(doc), "| `"+string(r)+"` |") {
			t.Errorf("REASONS.md does not explain %s", r)
		}
	}
}
