package parse

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/hhcheck/hhcheck/hand"
)

// Format names one way of writing hands: a site's format ("pokerstars").
// The formats hhcheck reads are the registered sites' (Register); a chunk
// whose header is of a site no one registered carries that site's guessed
// format (see guessedHeaders) and is rejected unsupported_format.
type Format string

func (f Format) String() string { return string(f) }

// Parts says what a hand contained, for the completeness check of its site
// (Site.Requires).
type Parts uint8

const (
	// PartSummary: the hand reached its summary section ("*** SUMMARY ***").
	// Missing: the hand is rejected truncated.
	PartSummary Parts = 1 << iota
	// PartTotal: the summary printed the hand's total ("Total pot ...").
	// Missing: rejected missing_summary.
	PartTotal
	// PartSeats: at least one seat. Missing: rejected no_seats.
	PartSeats
	// PartTable: the table line: the table's name and, in games with a
	// button, the button seat. Missing: rejected missing_line.
	PartTable
)

// Header says how a line site's hand starts.
type Header struct {
	// Prefixes: a hand's first line starts with one of these. When two
	// sites' prefixes both start a line, the longer prefix decides.
	Prefixes []string
	// FoldCase: the prefixes match in any ASCII letter case (sites whose
	// exports vary the capitalisation).
	FoldCase bool
	// Match, when set, is the rest of the check once a prefix matched
	// (the line is the whole line, prefix included).
	Match func(line string) bool
	// Glued: the site's header may be found glued to the end of the
	// previous line (exports that lost a line end); the splitter then
	// cuts the line there.
	Glued bool
	// Mark, when not 0, is a byte every header line of the site contains
	// (e.g. '#'): the splitter looks for a glued header only in lines
	// that have it, which keeps the search off most lines.
	Mark byte
	// Preamble: prefixes of a line the site may write just before its
	// header line and that belongs to the same hand (PartyPoker's and
	// 888's "#Game No : N" before "***** Hand History for Game N
	// *****"): when only blank lines separate it from a header, the hand
	// starts at it. Not followed by a header, it is ordinary text.
	Preamble []string
}

// Mapper maps one chunk of its site to the site-neutral hand, or rejects
// it. A Parser makes one per site (Site.New) and uses it from one
// goroutine, so a mapper may keep caches between hands. It reports the
// parts the hand contained; the completeness check (Site.Requires), the
// conventions and the site's name are the registry's.
type Mapper interface {
	Map(p *Parser, doc *Document, c Chunk) (*hand.Hand, Parts, *Error)
}

// Site is what a site registers (Register): everything about it that is
// not in its grammar and mapping.
type Site struct {
	Format Format // stable lower-case id, e.g. "pokerstars"
	Name   string // hand.Hand.Site when the mapping sets none, e.g. "PokerStars"

	// Line sites: Header recognises a hand's first line and the shared
	// splitter cuts files at such lines.
	Header Header
	// Whole-document sites (XML sessions): Document says whether a decoded
	// file is one of this site's documents (it sees the whole text) and
	// Split appends its hands to d.Chunks (Format set to the site's, byte
	// ranges in d.Text) and anything that is no hand to d.Skipped.
	Document func(text string) bool
	Split    func(d *Document)

	// New makes the site's mapper for one Parser.
	New func() Mapper
	// Requires lists what a complete hand of this site contains; a hand
	// without one of them is rejected (see Parts). Sites that print no
	// total or no summary leave those bits out.
	Requires Parts
	// Conventions are the site's documented habits for one mapped hand
	// (some depend on the hand: its date, cash or tournament). They are
	// documented in the site's parse/<site>.go.
	Conventions func(h *hand.Hand) hand.Conventions
}

// guessedHeaders are headers of sites no mapping reads yet: a hand that
// starts with one is cut as a hand and rejected unsupported_format with
// the guessed site, so that nothing is skipped silently. A registered site
// with the same prefix takes precedence, so an entry here may stay when
// its site is registered.
var guessedHeaders = [...]struct {
	prefix string
	format Format
	glued  bool
}{
	{"Full Tilt Poker Game #", "fulltilt", true},
	{"FullTiltPoker Game #", "fulltilt", false},
	{"Bovada Hand #", "bovada", false},
	{"Ignition Hand #", "bovada", false},
	{"Bodog Hand #", "bovada", false},
	{"Run It Once Poker Hand #", "runitonce", true}, // not a GGPoker hand glued after "Run It Once "
	{"***** Hand History for Game ", "partypoker", false},
	{"***** History for hand ", "ongame", false},
	{"#Game No : ", "pacificpoker", false},
	{"Game started at: ", "winningpoker", false},
}

var registry struct {
	mu       sync.Mutex
	sites    []*Site
	byFormat map[Format]int // index in sites
	det      *detector      // built on first use
}

// Register adds a site. Each site calls it once, from an init function of
// its parse/<site>.go. It panics on a site without a format, mapper or way
// to find its hands, on a format registered twice, and after the first
// file was split (the set of sites is fixed by then).
func Register(s Site) {
	registry.mu.Lock()
	defer registry.mu.Unlock()
	switch {
	case s.Format == "" || s.Format != Format(strings.ToLower(string(s.Format))):
		panic(fmt.Sprintf("parse: Register: format %q must be non-empty lower case", s.Format))
	case s.New == nil:
		panic("parse: Register " + string(s.Format) + ": no mapper")
	case (len(s.Header.Prefixes) == 0) == (s.Document == nil):
		panic("parse: Register " + string(s.Format) + ": give either header prefixes (a line site) or Document (a whole-document site)")
	case s.Document != nil && s.Split == nil:
		panic("parse: Register " + string(s.Format) + ": a whole-document site needs Split")
	case registry.det != nil:
		panic("parse: Register " + string(s.Format) + " after the first use of the registry")
	}
	if _, dup := registry.byFormat[s.Format]; dup {
		panic("parse: Register called twice for " + string(s.Format))
	}
	for _, p := range s.Header.Prefixes {
		if p == "" {
			panic("parse: Register " + string(s.Format) + ": empty header prefix")
		}
	}
	if registry.byFormat == nil {
		registry.byFormat = map[Format]int{}
	}
	registry.byFormat[s.Format] = len(registry.sites)
	registry.sites = append(registry.sites, &s)
}

// Sites returns the registered sites' formats, in registration order.
func Sites() []Format {
	d := sites()
	out := make([]Format, len(d.sites))
	for i, s := range d.sites {
		out[i] = s.Format
	}
	return out
}

// SiteOf returns a copy of the registration of a format; false when no
// site reads it.
func SiteOf(f Format) (Site, bool) {
	d := sites()
	if i, ok := d.byFormat[f]; ok {
		return *d.sites[i], true
	}
	return Site{}, false
}

// detector is the registry frozen for splitting: the header rules by first
// byte, the glued rules and the whole-document sites.
type detector struct {
	sites    []*Site
	byFormat map[Format]int
	rules    []headerRule
	byFirst  [256][]int // indices in rules of the rules a line starting with the byte may match
	minLen   int        // shortest prefix
	glued    []int      // indices in rules of the rules found glued
	docs     []*Site    // whole-document sites
	preamble []string   // the sites' Header.Preamble prefixes

	// gluedMarks are the distinct marks of the glued rules: a line holding
	// none of them holds no glued header, unless gluedBare (a glued rule
	// without a mark, for which every line is searched)
	gluedMarks []byte
	gluedBare  bool
	// gluedNeed is, for each rule of glued, the bit of its mark among
	// gluedMarks (0: searched in every line that gets that far)
	gluedNeed []uint64
}

// preambleAt reports a line that may be the first line of the hand whose
// header follows (Header.Preamble).
func (d *detector) preambleAt(s string) bool {
	for _, p := range d.preamble {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

type headerRule struct {
	mark       byte
	prefix     string
	fold       bool
	match      func(string) bool
	format     Format
	registered bool
}

func (r *headerRule) at(s string) bool {
	if len(s) < len(r.prefix) {
		return false
	}
	if r.fold {
		if !strings.EqualFold(s[:len(r.prefix)], r.prefix) {
			return false
		}
	} else if s[:len(r.prefix)] != r.prefix {
		return false
	}
	return r.match == nil || r.match(s)
}

func sites() *detector {
	registry.mu.Lock()
	defer registry.mu.Unlock()
	if registry.det == nil {
		registry.det = buildDetector(registry.sites)
	}
	return registry.det
}

// buildDetector freezes a list of sites (the registry's; tests give their
// own).
func buildDetector(list []*Site) *detector {
	d := &detector{sites: list, byFormat: map[Format]int{}}
	for i, s := range list {
		d.byFormat[s.Format] = i
	}
	for _, s := range list {
		if s.Document != nil {
			d.docs = append(d.docs, s)
		}
		for _, p := range s.Header.Preamble {
			if !slices.Contains(d.preamble, p) {
				d.preamble = append(d.preamble, p)
			}
		}
		for _, p := range s.Header.Prefixes {
			mark := s.Header.Mark
			if mark == 0 && strings.IndexByte(p, '#') >= 0 {
				mark = '#' // a line without it holds no such header (keeps the glued search off most lines)
			}
			d.rules = append(d.rules, headerRule{prefix: p, fold: s.Header.FoldCase, match: s.Header.Match, format: s.Format, registered: true, mark: mark})
			if s.Header.Glued {
				d.glued = append(d.glued, len(d.rules)-1)
			}
		}
	}
	for _, g := range guessedHeaders {
		d.rules = append(d.rules, headerRule{prefix: g.prefix, format: g.format, mark: '#'}) // every guessed header has a '#'
		if g.glued {
			d.glued = append(d.glued, len(d.rules)-1)
		}
	}
	// longest prefix first; at equal length a registered site before a guess
	order := make([]int, len(d.rules))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		ra, rb := &d.rules[a], &d.rules[b]
		if len(ra.prefix) != len(rb.prefix) {
			return len(rb.prefix) - len(ra.prefix)
		}
		switch {
		case ra.registered && !rb.registered:
			return -1
		case rb.registered && !ra.registered:
			return 1
		}
		return 0
	})
	rules := make([]headerRule, len(d.rules))
	newIndex := make([]int, len(d.rules))
	for to, from := range order {
		rules[to] = d.rules[from]
		newIndex[from] = to
	}
	d.rules = rules
	for i := range d.glued {
		d.glued[i] = newIndex[d.glued[i]]
	}
	slices.Sort(d.glued)
	for _, i := range d.glued {
		switch m := d.rules[i].mark; {
		case m == 0:
			d.gluedBare = true
		case !slices.Contains(d.gluedMarks, m):
			d.gluedMarks = append(d.gluedMarks, m)
		}
	}
	d.gluedNeed = make([]uint64, len(d.glued))
	for n, i := range d.glued {
		if k := slices.Index(d.gluedMarks, d.rules[i].mark); k >= 0 && k < 64 {
			d.gluedNeed[n] = 1 << k
		}
	}
	d.minLen = -1
	for i, r := range d.rules {
		if d.minLen < 0 || len(r.prefix) < d.minLen {
			d.minLen = len(r.prefix)
		}
		c := r.prefix[0]
		d.byFirst[c] = append(d.byFirst[c], i)
		if r.fold {
			if lc := lower(c); lc != c {
				d.byFirst[lc] = append(d.byFirst[lc], i)
			} else if uc := upper(c); uc != c {
				d.byFirst[uc] = append(d.byFirst[uc], i)
			}
		}
	}
	for c := range d.byFirst {
		slices.Sort(d.byFirst[c]) // keep the longest-first order
	}
	return d
}

func lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

func upper(c byte) byte {
	if 'a' <= c && c <= 'z' {
		return c - ('a' - 'A')
	}
	return c
}

// formatAt returns the format of a hand header starting at s, or "".
func (d *detector) formatAt(s string) Format {
	if len(s) < d.minLen || d.minLen <= 0 {
		return ""
	}
	for _, i := range d.byFirst[s[0]] {
		if r := &d.rules[i]; r.at(s) {
			return r.format
		}
	}
	return ""
}

// gluedHeader finds a header glued to the end of a line: the offset in
// line of a header of a site whose headers may be glued, after other text,
// or -1.
func (d *detector) gluedHeader(line string) (int, Format) {
	// which marks line holds, looked up once per line: a line with none
	// (most lines) is looked at by no rule that needs one
	var has uint64
	for k, b := range d.gluedMarks {
		if k < 64 && strings.IndexByte(line, b) >= 0 {
			has |= 1 << k
		}
	}
	if has == 0 && !d.gluedBare && len(d.gluedMarks) <= 64 {
		return -1, ""
	}
	for n, i := range d.glued {
		if need := d.gluedNeed[n]; need != 0 && has&need == 0 {
			continue
		}
		p := d.rules[i].prefix
		off := 1
		for off < len(line) {
			j := strings.Index(line[off:], p)
			if j < 0 {
				break
			}
			j += off
			if f := d.formatAt(line[j:]); f != "" {
				return j, f
			}
			off = j + 1
		}
	}
	return -1, ""
}
