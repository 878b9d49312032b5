// Package linekind picks the kind of a history line (or of the text after
// a player's name) by cheap byte tests, from a table of rules a site
// grammar gives as data: each site keeps its own Kind enum and rules, and
// shares the dispatcher, the kind names and the cutting of a seat name off
// a player line. It knows no site's syntax and imports no parser.
package linekind

import "strings"

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
}

func (r *Rule[K]) match(s string) bool {
	if r.Is != "" {
		return s == r.Is
	}
	return strings.HasPrefix(s, r.Prefix) && strings.HasSuffix(s, r.Suffix) &&
		(r.Contains == "" || strings.Contains(s, r.Contains)) && (r.If == nil || r.If(s))
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
func (t *Table[K]) Of(s string) K {
	if s == "" {
		return t.empty
	}
	rules := t.byFirst[s[0]]
	for i := range rules {
		if rules[i].match(s) {
			return rules[i].Kind
		}
	}
	return t.none
}

// Name returns names[k], or "unknown" for a kind past the table: the
// String method of a site's Kind.
func Name[K ~uint8](names []string, k K) string {
	if int(k) < len(names) {
		return names[k]
	}
	return "unknown"
}

// CutName cuts a seat name off a player line. names are the hand's seat
// names sorted longest first; the first name that prefixes the line, is
// followed by one of the bytes of seps and leaves a text verb knows (a
// kind other than the zero kind) wins, so "Player: x: folds" finds
// "Player: x". It returns the name's index, the text after the name and
// the kind; -1, line and the zero kind when no name fits.
func CutName[K ~uint8](line string, names []string, seps string, verb func(rest string) K) (int, string, K) {
	for i, n := range names {
		if len(line) > len(n) && line[:len(n)] == n && strings.IndexByte(seps, line[len(n)]) >= 0 {
			if v := verb(line[len(n):]); v != 0 {
				return i, line[len(n):], v
			}
		}
	}
	return -1, line, 0
}

// CutUnseated looks for a line said by someone with no seat: the first ':'
// or ' ' (after the first byte) after which verb knows the text (a kind
// other than the zero kind). It returns that text and kind; ok is false
// when there is none.
func CutUnseated[K ~uint8](line string, verb func(rest string) K) (string, K, bool) {
	for i := 1; i < len(line); i++ {
		if line[i] != ':' && line[i] != ' ' {
			continue
		}
		if v := verb(line[i:]); v != 0 {
			return line[i:], v, true
		}
	}
	return "", 0, false
}
