package parse

import (
	"fmt"
	"math/bits"
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
	byFirst  [256][]firstRule // the rules a line starting with the byte may match, in order
	// pairs has the bit c0<<8|c1 set when a rule's prefix may start with
	// the bytes c0, c1 (every c1 for a one-byte prefix): most lines are
	// ruled out by their first two bytes alone
	pairs    [1 << 16 / 64]uint64
	preFirst [256]bool // the first bytes of the preamble prefixes
	// lineStarts has the bits of pairs, those of the first two bytes of
	// the preamble prefixes and of a BOM: a line inside a hand that
	// starts with no such pair and holds no glued mark needs no look
	// (Document.cut); lineStarts23 has those of the third and fourth
	// bytes of the same prefixes (setPairsAt), so that a line whose
	// third and fourth bytes are no such pair needs none either ("***
	// FLOP ***" besides "***** Hand History for Game ", "Board [...]"
	// besides "Bovada Hand #": issue 14, a tenth of a PokerStars
	// hand's lines), unless it starts with the first byte of a prefix
	// of fewer than 3 bytes (shortFirst)
	lineStarts   [1 << 16 / 64]uint64
	lineStarts23 [1 << 16 / 64]uint64
	shortFirst   [256]bool
	minLen       int      // shortest prefix
	glued        []int    // indices in rules of the rules found glued
	docs         []*Site  // whole-document sites
	preamble     []string // the sites' Header.Preamble prefixes

	// gluedMarks are the distinct marks of the glued rules: a line holding
	// none of them holds no glued header, unless gluedBare (a glued rule
	// without a mark, for which every line is searched)
	gluedMarks []byte
	// gluedAnchors is what markScan looks for in a line for each mark
	// of gluedMarks (the first 64): the mark, or, when every glued rule
	// that needs it (and no other mark) has a prefix that starts with a
	// prefix holding the mark, that prefix ("***** " for '*'): a line
	// without it holds no header of those rules (issue 14: the '*' lines
	// of a PokerStars hand, "*** FLOP *** [...]", were each searched)
	gluedAnchors []anchor
	gluedBare    bool
	// gluedNeed is, for each rule of glued, the bit of its mark among
	// gluedMarks (0: searched in every line that gets that far)
	gluedNeed []uint64
	// markedOnly: every glued rule has a mark, and they are at most 64:
	// a line without any holds no glued header
	markedOnly bool
	// gluedRoots are the glued prefixes a line is searched for before
	// gluedHeader's search rule by rule: each with the marks its rules
	// need (gluedNeed), less the prefixes a shorter one under the same
	// need (or none) starts ("***** " finds every "***** Hand History for
	// Game " too): a line in which no root occurs after its first byte
	// holds no glued header. A line is looked at for the roots of the
	// marks it holds only (issue 14: every byte of every line with a '*'
	// or '#' compared with every glued prefix was a tenth of the cut)
	gluedRoots []gluedRoot
	// rootFirst has, for a byte, the bits of the roots that start with it;
	// rootsOfMark, for a mark of gluedMarks, the bits of the roots that
	// need it, bareRoots those that need none (when the roots are more
	// than 64, manyRoots: every line is searched by gluedHeader)
	rootFirst   [256]uint64
	rootsOfMark []uint64
	bareRoots   uint64
	manyRoots   bool
	rootMin     int // the shortest root
}

// gluedRoot is a prefix searched for glued headers and the marks a line
// must hold for its rules to be searched (0: none).
type gluedRoot struct {
	prefix string
	need   uint64
	// head and mask are the prefix's first (up to 8) bytes as
	// headerRule.setHead makes them (exact case)
	head, mask uint64
}

// preambleAt reports a line that may be the first line of the hand whose
// header follows (Header.Preamble).
func (d *detector) preambleAt(s string) bool {
	if s == "" || !d.preFirst[s[0]] {
		return false
	}
	for _, p := range d.preamble {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// firstRule is a rule of detector.byFirst: its index in rules and its
// head, so that the rules of a byte are ruled out by a word compare each
// without a look at the rule (issue 14).
type firstRule struct {
	head, mask, fold uint64
	rule             int
}

type headerRule struct {
	mark       byte
	prefix     string
	fold       bool
	match      func(string) bool
	format     Format
	registered bool
	// head is the prefix's first bytes (up to 8) as a little-endian word,
	// headMask the bits of those bytes; headFold sets the 0x20 bit of
	// the letters of a FoldCase prefix, so that one comparison of a
	// line's first 8 bytes rules out most rules (issue 14: formatAt runs
	// on every line)
	head, headMask, headFold uint64
}

// setHead fills head, headMask and headFold from prefix and fold.
func (r *headerRule) setHead() {
	r.head, r.headMask, r.headFold = 0, 0, 0
	for i := 0; i < len(r.prefix) && i < 8; i++ {
		c := r.prefix[i]
		if r.fold && lower(c) != upper(c) {
			c = lower(c)
			r.headFold |= 0x20 << (8 * i)
		}
		r.head |= uint64(c) << (8 * i)
		r.headMask |= 0xFF << (8 * i)
	}
}

// word8 returns the first 8 bytes of s (len(s) >= 8) as a little-endian
// word.
func word8(s string) uint64 {
	_ = s[7]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

func (r *headerRule) at(s string) bool {
	if len(s) < len(r.prefix) {
		return false
	}
	if len(s) >= 8 && (word8(s)|r.headFold)&r.headMask != r.head {
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
	for i := range d.rules {
		d.rules[i].setHead()
	}
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
	d.markedOnly = !d.gluedBare && len(d.gluedMarks) <= 64
	d.gluedNeed = make([]uint64, len(d.glued))
	for n, i := range d.glued {
		if k := slices.Index(d.gluedMarks, d.rules[i].mark); k >= 0 && k < 64 {
			d.gluedNeed[n] = 1 << k
		}
	}
	// shortest first (d.glued is longest first), so that a root is kept
	// before the longer prefixes it starts
	for n := len(d.glued) - 1; n >= 0; n-- {
		p, need := d.rules[d.glued[n]].prefix, d.gluedNeed[n]
		if !slices.ContainsFunc(d.gluedRoots, func(r gluedRoot) bool {
			return strings.HasPrefix(p, r.prefix) && (r.need == 0 || r.need == need)
		}) {
			exact := headerRule{prefix: p}
			exact.setHead()
			d.gluedRoots = append(d.gluedRoots, gluedRoot{prefix: p, need: need, head: exact.head, mask: exact.headMask})
		}
	}
	for k, mark := range d.gluedMarks[:min(len(d.gluedMarks), 64)] {
		d.gluedAnchors = append(d.gluedAnchors, d.anchorOf(k, mark))
	}
	d.manyRoots = len(d.gluedRoots) > 64
	d.rootsOfMark = make([]uint64, len(d.gluedMarks))
	for n, r := range d.gluedRoots[:min(len(d.gluedRoots), 64)] {
		bit := uint64(1) << n
		if d.rootMin == 0 || len(r.prefix) < d.rootMin {
			d.rootMin = len(r.prefix)
		}
		d.rootFirst[r.prefix[0]] |= bit
		if r.need == 0 {
			d.bareRoots |= bit
		}
		for k := range d.rootsOfMark {
			if r.need&(1<<k) != 0 {
				d.rootsOfMark[k] |= bit
			}
		}
	}
	d.minLen = -1
	for i, r := range d.rules {
		if d.minLen < 0 || len(r.prefix) < d.minLen {
			d.minLen = len(r.prefix)
		}
		f := firstRule{head: r.head, mask: r.headMask, fold: r.headFold, rule: i}
		for _, c := range caseVariants(r.prefix[0], r.fold) {
			d.byFirst[c] = append(d.byFirst[c], f) // in the rules' longest-first order
		}
	}
	for _, r := range d.rules {
		setPairsAt(&d.pairs, r.prefix, r.fold, 0)
		d.setThirdFourth(r.prefix, r.fold)
	}
	for _, p := range d.preamble {
		d.preFirst[p[0]] = true
	}
	d.lineStarts = d.pairs
	for _, p := range append(slices.Clip(d.preamble), "\uFEFF") {
		setPairsAt(&d.lineStarts, p, false, 0)
		d.setThirdFourth(p, false)
	}
	return d
}

// setThirdFourth adds a line start p to lineStarts23, or, when it has
// fewer than 3 bytes (Kings Club's "#"), its first byte to shortFirst.
func (d *detector) setThirdFourth(p string, fold bool) {
	if len(p) < 3 {
		for _, c := range caseVariants(p[0], fold) {
			d.shortFirst[c] = true
		}
		return
	}
	setPairsAt(&d.lineStarts23, p, fold, 2)
}

// setPairsAt sets in set the pair of p's bytes at and at+1 (with fold, in
// either ASCII case), or those of every pair after p[at] when p ends
// there, so that a line whose bytes at, at+1 are no pair of set starts
// with no p. p has more than at bytes.
func setPairsAt(set *[1 << 16 / 64]uint64, p string, fold bool, at int) {
	for _, c0 := range caseVariants(p[at], fold) {
		if len(p) == at+1 {
			for c1 := range 256 {
				setPair(set, c0, byte(c1))
			}
			continue
		}
		for _, c1 := range caseVariants(p[at+1], fold) {
			setPair(set, c0, c1)
		}
	}
}

// caseVariants returns c, and with fold its other ASCII case.
func caseVariants(c byte, fold bool) []byte {
	if fold && lower(c) != upper(c) {
		return []byte{lower(c), upper(c)}
	}
	return []byte{c}
}

func setPair(set *[1 << 16 / 64]uint64, c0, c1 byte) {
	i := int(c0)<<8 | int(c1)
	set[i/64] |= 1 << (i % 64)
}

func hasPair(set *[1 << 16 / 64]uint64, c0, c1 byte) bool {
	i := uint(c0)<<8 | uint(c1) // unsigned: / and % are a shift and a mask
	return set[i/64]&(1<<(i%64)) != 0
}

// gluedMayStart reports whether a glued prefix whose marks the line has
// (markScan.in) may occur in line after its first byte: one look at each
// byte for the first bytes of those prefixes, a word compare where one is.
func (d *detector) gluedMayStart(line string, has uint64) bool {
	if d.manyRoots {
		return true
	}
	roots := d.bareRoots
	for h := has; h != 0; h &= h - 1 {
		roots |= d.rootsOfMark[bits.TrailingZeros64(h)]
	}
	if roots == 0 {
		return false
	}
	if len(line) <= d.rootMin {
		return false
	}
	first := &d.rootFirst
	starts := line[1 : len(line)-d.rootMin+1] // the offsets a root fits after
	for k := 0; k < len(starts); k++ {
		m := first[starts[k]] & roots
		if m == 0 {
			continue
		}
		for j := k + 1; m != 0; m &= m - 1 {
			r := &d.gluedRoots[bits.TrailingZeros64(m)]
			if n := len(line) - j; n >= len(r.prefix) && (n < 8 || word8(line[j:])&r.mask == r.head) && line[j:j+len(r.prefix)] == r.prefix {
				return true
			}
		}
	}
	return false
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

// mayStart reports whether s's first two bytes may start a header (most
// lines' do not); inlined in the cut's loop, before formatAt.
func (d *detector) mayStart(s string) bool {
	return len(s) < 2 || hasPair(&d.pairs, s[0], s[1])
}

// lineMayStart reports whether line may start with a header, a preamble
// or a BOM, by its first two bytes (lineStarts) and its third and fourth
// (lineStarts23, shortFirst): false for most lines inside a hand. The
// cut's loop asks its two halves, each inlined.
func (d *detector) lineMayStart(s string) bool { return d.lineMayStart2(s) && d.lineMayStart4(s) }

// lineMayStart2 is lineMayStart by the first two bytes.
func (d *detector) lineMayStart2(s string) bool {
	return len(s) < 2 || hasPair(&d.lineStarts, s[0], s[1])
}

// lineMayStart4 is lineMayStart by the third and fourth bytes.
func (d *detector) lineMayStart4(s string) bool {
	return len(s) < 4 || d.shortFirst[s[0]] || hasPair(&d.lineStarts23, s[2], s[3])
}

// formatAt returns the format of a hand header starting at s, or "".
func (d *detector) formatAt(s string) Format {
	if len(s) < d.minLen || d.minLen <= 0 || !d.mayStart(s) {
		return ""
	}
	heads := d.byFirst[s[0]]
	if len(s) >= 8 {
		w := word8(s)
		for k := range heads {
			if h := &heads[k]; (w|h.fold)&h.mask == h.head {
				if r := &d.rules[h.rule]; r.at(s) {
					return r.format
				}
			}
		}
		return ""
	}
	for k := range heads {
		if r := &d.rules[heads[k].rule]; r.at(s) {
			return r.format
		}
	}
	return ""
}

// mayGlue reports whether a line holding the marks has (markScan.in) may
// hold a glued header (most lines hold no mark); inlined in the cut's
// loop, before gluedHeader.
func (d *detector) mayGlue(has uint64) bool { return has != 0 || !d.markedOnly }

// anchor is a string markScan looks for: its first byte found by
// strings.IndexByte, the rest compared by its head word.
type anchor struct {
	text       string
	head, mask uint64
	lead       int // the bytes equal to text[0] text starts with ("***** ": 5)
}

// anchorOf returns the anchor of the k-th glued mark (gluedAnchors).
func (d *detector) anchorOf(k int, mark byte) anchor {
	a := string(mark)
	var prefixes []string
	for n, i := range d.glued {
		if d.gluedNeed[n] == 1<<k {
			p := d.rules[i].prefix
			prefixes = append(prefixes, p)
			if len(prefixes) == 1 || len(p) < len(a) {
				a = p
			}
		}
	}
	if len(prefixes) == 0 || strings.IndexByte(a, mark) < 0 || strings.IndexByte(a, '\n') >= 0 ||
		slices.ContainsFunc(prefixes, func(p string) bool { return !strings.HasPrefix(p, a) }) {
		a = string(mark)
	}
	return newAnchor(a)
}

// newAnchor returns the anchor of text.
func newAnchor(text string) anchor {
	exact := headerRule{prefix: text}
	exact.setHead()
	lead := 1
	for lead < len(text) && text[lead] == text[0] {
		lead++
	}
	return anchor{text: text, head: exact.head, mask: exact.headMask, lead: lead}
}

// index returns the offset of the anchor's first occurrence in s, or -1.
func (a *anchor) index(s string) int {
	if len(a.text) == 1 {
		return strings.IndexByte(s, a.text[0])
	}
	c := a.text[0]
	for i := 0; ; {
		j := strings.IndexByte(s[i:], c)
		if j < 0 {
			return -1
		}
		// a run of the first byte, s[p:e] ("***"), one search: the
		// anchor starts with lead of them, then (when longer) another
		// byte, so that in the run it can start only lead bytes before
		// the run's end (issue 14: each offset of each "***" of a hand
		// was compared); an anchor of that byte alone, at the run's start
		p, e := i+j, i+j+1
		for e < len(s) && s[e] == c {
			e++
		}
		at := p
		if a.lead < len(a.text) {
			at = e - a.lead
		}
		if n := len(s) - at; at >= p && n >= len(a.text) && (n < 8 || word8(s[at:])&a.mask == a.head) && s[at:at+len(a.text)] == a.text {
			return at
		}
		i = e
	}
}

// markScan tells, for the lines of one text taken in order, which glued
// marks (detector.gluedMarks) each line holds, as far as the glued rules
// need to know (a mark's anchor, detector.gluedAnchors): each anchor is
// looked up once per occurrence in the text, not once per line (issue 14:
// the per-line lookups were a quarter of the cut's time).
type markScan struct {
	text    string
	anchors []anchor
	next    [64]int // offset in text of the next occurrence of each anchor at or after the last line's start; len(text) when none (an array: no allocation per document)
	first   int     // the least of next: a line that ends before it holds no anchor
}

func (d *detector) markScan(text string) markScan {
	m := markScan{text: text, anchors: d.gluedAnchors}
	for k := range m.anchors {
		m.next[k] = -1
	}
	m.first = -1
	return m
}

// in returns the bits (as gluedNeed's) of the marks whose anchors
// text[start:end] holds; lines are asked in increasing order of start.
func (m *markScan) in(start, end int) uint64 {
	if m.first >= end {
		return 0 // every next is past the line (the usual line): inlined
	}
	return m.scan(start, end)
}

// scan is in for a line that may hold a mark.
func (m *markScan) scan(start, end int) uint64 {
	var has uint64
	m.first = len(m.text)
	for k := range m.anchors {
		if m.next[k] < start {
			if i := m.anchors[k].index(m.text[start:]); i >= 0 {
				m.next[k] = start + i
			} else {
				m.next[k] = len(m.text)
			}
		}
		if m.next[k] < end {
			has |= 1 << k
		}
		m.first = min(m.first, m.next[k])
	}
	return has
}

// gluedHeader finds a header glued to the end of a line: the offset in
// line of a header of a site whose headers may be glued, after other text,
// or -1. has is the marks the line holds (markScan.in).
func (d *detector) gluedHeader(line string, has uint64) (int, Format) {
	// a line with no mark (most lines) is looked at by no rule that
	// needs one
	if has == 0 && d.markedOnly {
		return -1, ""
	}
	if !d.gluedMayStart(line, has) {
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
