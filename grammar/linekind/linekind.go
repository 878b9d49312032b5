// Package linekind picks the kind of a history line (or of the text after
// a player's name) by cheap byte tests, from a table of rules a site
// grammar gives as data: each site keeps its own Kind enum and rules, and
// shares the dispatcher, the kind names and the cutting of a seat name off
// a player line. It knows no site's syntax and imports no parser.
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

func (r *Rule[K]) match(s string) bool {
	if r.Is != "" {
		return s == r.Is
	}
	return strings.HasPrefix(s, r.Prefix) && strings.HasSuffix(s, r.Suffix) &&
		(r.Contains == "" || strings.Contains(s, r.Contains)) && (r.If == nil || r.If(s))
}

// Classify is Of for a line of a hand, in its summary when inSummary: a
// rule's Summary kind replaces its Kind there.
func (t *Table[K]) Classify(s string, inSummary bool) K {
	if s == "" {
		return t.empty
	}
	rules := t.byFirst[s[0]]
	for i := range rules {
		if rules[i].match(s) {
			if inSummary && rules[i].Summary != 0 {
				return rules[i].Summary
			}
			return rules[i].Kind
		}
	}
	return t.none
}

// SeatLine reports a "Seat N: " line.
func SeatLine(line string) bool {
	_, _, ok := scan.SeatNumber(line)
	return ok
}

// Table picks a kind by the first rule that matches, in the order given;
// rules are looked at only for texts that start with their first byte.
type Table[K ~uint8] struct {
	byFirst [256][]Rule[K]
	empty   K
	none    K
}

// New builds the table of rules: empty is the kind of "", none the kind
// of a text no rule matches.
func New[K ~uint8](empty, none K, rules []Rule[K]) *Table[K] {
	t := &Table[K]{empty: empty, none: none}
	for _, r := range rules {
		first := r.First
		switch {
		case r.Is != "":
			first = r.Is[:1]
		case r.Prefix != "":
			first = r.Prefix[:1]
		}
		if first == "" {
			for c := range t.byFirst {
				t.byFirst[c] = append(t.byFirst[c], r)
			}
			continue
		}
		for i := 0; i < len(first); i++ {
			t.byFirst[first[i]] = append(t.byFirst[first[i]], r)
		}
	}
	return t
}

// Of returns the kind of s.
func (t *Table[K]) Of(s string) K { return t.Classify(s, false) }

// Name returns names[k], or "unknown" for a kind past the table: the
// String method of a site's Kind.
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
	Cut  func(rest string) string // the text without its remarks (" and is all-in"); nil: none
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
		if len(line) > len(n) && line[:len(n)] == n && strings.IndexByte(sp.Seps, line[len(n)]) >= 0 {
			r := line[len(n):]
			if sp.Cut != nil {
				r = sp.Cut(r)
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
