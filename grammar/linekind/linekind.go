// Package linekind picks the kind of a history line (or of the text after
// a player's name) by cheap byte tests, from a table of rules a site
// grammar gives as data. The kinds are one vocabulary (Kind) for every
// text site, with one name table; each site keeps only its rules (what it
// writes, and how) and its header detection, and shares the dispatcher,
// the cutting of a seat name off a player line and the rules of what
// several sites write in the same words (Words, Standard). It knows no one
// site's syntax and imports no parser.
package linekind

import (
	"strings"

	"github.com/hhcheck/hhcheck/grammar/scan"
)

// Rule is one entry of a Table: the kind of a text that passes every test
// the rule sets. Is, when set, is the whole text and the other tests are
// not looked at; otherwise the text starts with Prefix, ends with Suffix,
// contains Contains, and If (when set) says yes.
type Rule[K ~uint8] struct {
	Kind     K
	Is       string
	Prefix   string
	Suffix   string
	Contains string
	If       func(text string) bool
	// First lists the first bytes a rule without Is or Prefix applies to;
	// such a rule without First applies whatever the first byte.
	First string
	// Summary, when set, is the kind of the text in a hand's summary
	// (Classify): a seat line there is a summary seat line.
	Summary K
}

// SeatLine reports a "Seat N: " line.
func SeatLine(line string) bool {
	_, _, ok := scan.SeatNumber(line)
	return ok
}

// Table picks a kind by the first rule that matches, in the order given;
// rules are looked at only for texts that start with their first byte.
type Table[K ~uint8] struct{ t table }

// table is a Table with its kinds as bytes (no generic code on the hot
// path).
type table struct {
	byFirst [256][]entry
	empty   uint8
	none    uint8
}

// entry is a compiled Rule: head is Is or Prefix; more says Suffix,
// Contains or If are to be checked as well.
type entry struct {
	// pre is head's first bytes (up to 8, little-endian) and mask says
	// which bytes of a text's first eight pre holds: a text whose first
	// word masked is not pre does not start with head, told without a
	// look at head's bytes (both zero: no head)
	pre, mask uint64
	head      string
	exact     bool
	more      bool
	suffix    string
	contains  string
	test      func(string) bool
	kind      uint8
	summary   uint8
}

// New builds the table of rules: empty is the kind of "", none the kind
// of a text no rule matches.
func New[K ~uint8](empty, none K, rules []Rule[K]) *Table[K] {
	t := &Table[K]{t: table{empty: uint8(empty), none: uint8(none)}}
	for _, r := range rules {
		e := entry{head: r.Prefix, suffix: r.Suffix, contains: r.Contains, test: r.If, kind: uint8(r.Kind), summary: uint8(r.Kind)}
		if r.Summary != 0 {
			e.summary = uint8(r.Summary)
		}
		if r.Is != "" {
			e.head, e.exact = r.Is, true
		}
		e.more = !e.exact && (e.suffix != "" || e.contains != "" || e.test != nil)
		for i := 0; i < len(e.head) && i < 8; i++ {
			e.pre |= uint64(e.head[i]) << (8 * i)
			e.mask |= 0xff << (8 * i)
		}
		first := r.First
		if e.head != "" {
			first = e.head[:1]
		}
		if first == "" {
			for c := range t.t.byFirst {
				t.t.byFirst[c] = append(t.t.byFirst[c], e)
			}
			continue
		}
		for i := 0; i < len(first); i++ {
			t.t.byFirst[first[i]] = append(t.t.byFirst[first[i]], e)
		}
	}
	return t
}

// find returns the first entry s matches, or nil.
func (t *table) find(s string) *entry {
	rules := t.byFirst[s[0]]
	if len(rules) == 0 {
		return nil // most player lines: no rule starts with their first byte
	}
	w := firstWord(s)
	for i := range rules {
		e := &rules[i]
		if w&e.mask != e.pre {
			continue
		}
		if e.exact {
			if s == e.head {
				return e
			}
			continue
		}
		if n := len(e.head); len(s) < n || n > 8 && s[8:n] != e.head[8:] {
			continue
		}
		if !e.more || e.rest(s) {
			return e
		}
	}
	return nil
}

// firstWord is s's first eight bytes, little-endian (zeros past its end).
func firstWord(s string) uint64 {
	if len(s) >= 8 {
		return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
			uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
	}
	var w uint64
	for i := 0; i < len(s); i++ {
		w |= uint64(s[i]) << (8 * i)
	}
	return w
}

func (e *entry) rest(s string) bool {
	return strings.HasSuffix(s, e.suffix) && (e.contains == "" || strings.Contains(s, e.contains)) && (e.test == nil || e.test(s))
}

// Of returns the kind of s.
func (t *Table[K]) Of(s string) K {
	if s == "" {
		return K(t.t.empty)
	}
	if e := t.t.find(s); e != nil {
		return K(e.kind)
	}
	return K(t.t.none)
}

// Ruled reports whether a rule may match a text that starts with byte c:
// when none does, Of and Classify give every such text the kind of no
// match.
func (t *Table[K]) Ruled(c byte) bool { return len(t.t.byFirst[c]) > 0 }

// Classify is Of for a line of a hand, in its summary when inSummary: a
// rule's Summary kind replaces its Kind there.
func (t *Table[K]) Classify(s string, inSummary bool) K {
	if s == "" {
		return K(t.t.empty)
	}
	e := t.t.find(s)
	switch {
	case e == nil:
		return K(t.t.none)
	case inSummary:
		return K(e.summary)
	}
	return K(e.kind)
}

// Name returns names[k], or "unknown" for a kind past the table: the
// String method of Kind.
func Name[K ~uint8](names []string, k K) string {
	if int(k) < len(names) {
		return names[k]
	}
	return "unknown"
}

// Speech says how a site writes the lines that start with a player's
// name: the bytes that may follow the name, the verbs, the remarks cut
// off before the verb is looked for, and what someone with no seat may say.
type Speech[K ~uint8] struct {
	Seps string                   // the bytes that may follow a name: ": " or " "
	Verb func(rest string) K      // the kind of the text after a name; the zero kind for none
	Cut  func(rest string) string // the text without its remarks; nil: Remark
	// Remark is the one remark cut off the text's end when Cut is nil
	// (" and is all-in").
	Remark string
	// Unseated reports the kinds a line of someone with no seat may have
	// (chat, joins); nil: such lines are not looked for.
	Unseated func(K) bool
}

// CutName cuts a seat name off a player line. names are the hand's seat
// names sorted longest first; the first name that prefixes the line, is
// followed by one of the bytes of Seps and leaves a text Verb knows (its
// remarks cut off) wins, so "Player: x: folds" finds "Player: x". It
// returns the name's index, the text after the name and the kind. When no
// seat name fits, a line of someone with no seat is looked for: the first
// ':' or ' ' (after the first byte) after which Verb knows the text and
// Unseated accepts its kind; idx is then -1 and unseated true. No fit at
// all gives -1, line and the zero kind.
func (sp *Speech[K]) CutName(line string, names []string) (idx int, rest string, k K, unseated bool) {
	for i, n := range names {
		// the first byte first: most names do not start the line
		if len(line) > len(n) && (n == "" || line[0] == n[0]) && line[:len(n)] == n && sp.isSep(line[len(n)]) {
			r := line[len(n):]
			if sp.Cut != nil {
				r = sp.Cut(r)
			} else {
				r, _ = CutRemark(r, sp.Remark)
			}
			if v := sp.Verb(r); v != 0 {
				return i, line[len(n):], v, false
			}
		}
	}
	if sp.Unseated != nil {
		for i := 1; i < len(line); i++ {
			if line[i] != ':' && line[i] != ' ' {
				continue
			}
			if v := sp.Verb(line[i:]); v != 0 && sp.Unseated(v) {
				return -1, line[i:], v, true
			}
		}
	}
	return -1, line, 0, false
}

// isSep reports whether c is one of the bytes of Seps (a loop over its
// two bytes, not a call of strings.IndexByte).
func (sp *Speech[K]) isSep(c byte) bool {
	for i := 0; i < len(sp.Seps); i++ {
		if sp.Seps[i] == c {
			return true
		}
	}
	return false
}

// CutRemark cuts remark (" and is all-in") off the end of rest and says
// whether it was there; an empty remark is never there.
func CutRemark(rest, remark string) (string, bool) {
	if remark == "" || !strings.HasSuffix(rest, remark) {
		return rest, false
	}
	return rest[:len(rest)-len(remark)], true
}

// Suffix cuts sp.Remark off the end of rest: the text and whether it was
// there.
func (sp *Speech[K]) Suffix(rest string) (string, bool) { return CutRemark(rest, sp.Remark) }

// CutSeated is CutName for a site whose lines of someone with no seat are
// not looked for.
func (sp *Speech[K]) CutSeated(line string, names []string) (idx int, rest string, k K) {
	idx, rest, k, _ = sp.CutName(line, names)
	return idx, rest, k
}

// AfterName is the kind of the text after a name on a site that writes
// some verbs after "NAME: " (colon) and others after "NAME " (space); a nil
// table: the site writes none so. Any other text is of the zero kind.
func AfterName[K ~uint8](colon, space *Table[K], rest string) K {
	switch {
	case len(rest) < 2:
	case rest[0] == ':' && rest[1] == ' ' && colon != nil:
		return colon.Of(rest[2:])
	case rest[0] == ' ' && space != nil:
		return space.Of(rest[1:])
	}
	return 0
}

// Names is a hand's seat names, longest first (as CutName takes them),
// with the names each first byte starts: a line is compared with those
// alone. One is kept from hand to hand (Set).
type Names struct {
	List []string
	// first has a bit per name of List (bit i: List[i]) under the name's
	// first byte; a hand of more than 16 names keeps none (Starting)
	first [256]uint16
	// kept: Set filled first (no more than 16 names, none empty)
	kept bool
}

// Set makes ns the table of names (longest first).
func (ns *Names) Set(names []string) {
	clear(ns.first[:]) // not by the last names: their slice may be names, refilled
	ns.List = names
	ns.kept = len(names) <= 16 && (len(names) == 0 || names[len(names)-1] != "")
	if len(names) > 16 {
		return
	}
	for i, n := range names {
		if n != "" {
			ns.first[n[0]] |= 1 << i
		}
	}
}

// Starting returns the bits (bit i: List[i]) of the names line may start
// with, by its first byte; ok is false when the table keeps none (more
// than 16 names, or an empty name, which starts any line; or Set was not
// called): every name is to be tried.
func (ns *Names) Starting(line string) (bits uint16, ok bool) {
	if !ns.kept || line == "" {
		return 0, false
	}
	return ns.first[line[0]], true
}
