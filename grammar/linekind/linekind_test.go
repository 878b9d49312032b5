package linekind

import (
	"strings"
	"testing"
)

type kind uint8

const (
	kUnknown kind = iota
	kBlank
	kOther
	kStreet
	kShow
	kShowBare
	kSecs
	kExact
	kFold
)

var tbl = New(kBlank, kOther, []Rule[kind]{
	{Kind: kStreet, Prefix: "*** "},
	{Kind: kShow, Prefix: "shows [", Suffix: ")"},
	{Kind: kShowBare, Prefix: "shows [", Contains: "]"},
	{Kind: kExact, Is: "shows", Prefix: "never looked at"},
	{Kind: kSecs, First: "123456789", Suffix: " seconds", If: func(s string) bool { return len(s) < 12 }},
	{Kind: kFold, Suffix: " folds"},
})

func TestTableOf(t *testing.T) {
	for _, c := range []struct {
		in   string
		want kind
	}{
		{"", kBlank},
		{"*** FLOP ***", kStreet},
		{"** FLOP", kOther},
		{"shows [Ah] (a pair)", kShow},
		{"shows [Ah]", kShowBare},
		{"shows [Ah", kOther},
		{"shows", kExact},
		{"shows ", kOther},
		{"5 seconds", kSecs},
		{"0 seconds", kOther},     // not a first byte of the rule
		{"55555 seconds", kOther}, // If says no
		{"x folds", kFold},        // no first byte: every text
		{"5 folds", kFold},
	} {
		if got := tbl.Of(c.in); got != c.want {
			t.Errorf("Of(%q) = %d, want %d", c.in, got, c.want)
		}
	}
}

func TestName(t *testing.T) {
	names := []string{"unknown", "blank"}
	if Name(names, kBlank) != "blank" || Name(names, kFold) != "unknown" {
		t.Error(Name(names, kBlank), Name(names, kFold))
	}
}

func verb(rest string) kind {
	switch rest {
	case ": folds", " folds":
		return kFold
	case " says hi":
		return kExact
	}
	return kUnknown
}

func TestCutName(t *testing.T) {
	names := []string{"Player: x", "Player", "Al"}
	colon := &Speech[kind]{Seps: ": ", Verb: verb}
	space := &Speech[kind]{Seps: " ", Verb: verb, Remark: " and is all-in"}
	cut := &Speech[kind]{Seps: " ", Verb: verb, Cut: func(r string) string { return strings.TrimSuffix(r, " and is all-in!") }}
	chat := &Speech[kind]{Seps: ": ", Verb: verb, Unseated: func(k kind) bool { return k == kExact }}
	for _, c := range []struct {
		sp       *Speech[kind]
		line     string
		idx      int
		rest     string
		k        kind
		unseated bool
	}{
		{colon, "Player: x: folds", 0, ": folds", kFold, false},
		{colon, "Player folds", 1, " folds", kFold, false},
		{space, "Player: folds", -1, "Player: folds", kUnknown, false}, // ':' is no separator here
		{space, "Player folds and is all-in", 1, " folds and is all-in", kFold, false},
		{cut, "Player folds and is all-in!", 1, " folds and is all-in!", kFold, false},
		{cut, "Player folds and is all-in", -1, "Player folds and is all-in", kUnknown, false},
		{colon, "Player folds and is all-in", -1, "Player folds and is all-in", kUnknown, false},
		{colon, "Alfolds", -1, "Alfolds", kUnknown, false},
		{colon, "Al says hi", 2, " says hi", kExact, false},
		{colon, "Some One says hi", -1, "Some One says hi", kUnknown, false},
		{chat, "Some One says hi", -1, " says hi", kExact, true},
		{chat, "Some One folds", -1, "Some One folds", kUnknown, false}, // not what someone unseated says
		{chat, " says hi", -1, " says hi", kUnknown, false},             // not at the first byte
	} {
		i, r, k, u := c.sp.CutName(c.line, names)
		if i != c.idx || r != c.rest || k != c.k || u != c.unseated {
			t.Errorf("%q: CutName = %d, %q, %d, %v; want %d, %q, %d, %v", c.line, i, r, k, u, c.idx, c.rest, c.k, c.unseated)
		}
	}
}

func TestClassifySummary(t *testing.T) {
	tb := New(kBlank, kOther, []Rule[kind]{{Kind: kStreet, Summary: kShow, Prefix: "Seat ", If: SeatLine}})
	if tb.Classify("Seat 1: x", false) != kStreet || tb.Classify("Seat 1: x", true) != kShow || tb.Classify("Seat x", true) != kOther {
		t.Error("the summary kind is not applied as it should be")
	}
}

func TestCutRemark(t *testing.T) {
	if r, ok := CutRemark("calls $2 and is all-in", " and is all-in"); r != "calls $2" || !ok {
		t.Errorf("CutRemark = %q, %v", r, ok)
	}
	if r, ok := CutRemark("calls $2", " and is all-in"); r != "calls $2" || ok {
		t.Errorf("CutRemark without the remark = %q, %v", r, ok)
	}
	if r, ok := CutRemark("calls $2", ""); r != "calls $2" || ok {
		t.Errorf("CutRemark of no remark = %q, %v", r, ok)
	}
}

func TestWords(t *testing.T) {
	w := Words[kind]{Street: kStreet, Fold: kFold, Show: kShow, ShowBare: kShowBare, Muck: kExact, NoShow: kExact}
	lines := New(kBlank, kOther, w.Lines())
	// Only the rules whose kind is set: no table, seat, total...
	for in, want := range map[string]kind{"*** FLOP ***": kStreet, "Table 'x' 6-max": kOther, "Seat 1: x ($1)": kOther, "Total pot $1": kOther} {
		if got := lines.Of(in); got != want {
			t.Errorf("Lines: Of(%q) = %d, want %d", in, got, want)
		}
	}
	// A site's rule put before the shared ones wins; two words may share a kind.
	verbs := New(kUnknown, kUnknown, Rules([]Rule[kind]{{Kind: kSecs, Prefix: "shows [", Suffix: "]"}}, w.Verbs(), w.Notes()))
	for in, want := range map[string]kind{"folds": kFold, "shows [Ah] (a pair)": kShow, "shows [Ah]": kSecs, "shows [Ah": kShowBare,
		"mucks hand": kExact, "doesn't show hand": kExact, "checks": kUnknown, "sits out": kUnknown} {
		if got := verbs.Of(in); got != want {
			t.Errorf("Verbs: Of(%q) = %d, want %d", in, got, want)
		}
	}
	if n := len(w.Collects()); n != 0 {
		t.Errorf("Collects with no kind set: %d rules", n)
	}
}

func TestAfterName(t *testing.T) {
	colon := New(kUnknown, kUnknown, []Rule[kind]{{Kind: kFold, Is: "folds"}})
	space := New(kUnknown, kUnknown, []Rule[kind]{{Kind: kShow, Prefix: "shows ["}})
	for _, c := range []struct {
		colon, space *Table[kind]
		in           string
		want         kind
	}{
		{colon, space, ": folds", kFold},
		{colon, space, " folds", kUnknown},
		{colon, space, " shows [Ah]", kShow},
		{colon, space, ":shows [Ah]", kUnknown},
		{colon, space, ":", kUnknown},
		{nil, space, ": folds", kUnknown},
		{colon, nil, " shows [Ah]", kUnknown},
	} {
		if got := AfterName(c.colon, c.space, c.in); got != c.want {
			t.Errorf("AfterName(%q) = %d, want %d", c.in, got, c.want)
		}
	}
	sp := Speech[kind]{Seps: " ", Verb: func(r string) kind { return AfterName(nil, space, r) }, Remark: " and is all-in"}
	if idx, rest, k := sp.CutSeated("Ann B shows [Ah] and is all-in", []string{"Ann B", "Ann"}); idx != 0 || rest != " shows [Ah] and is all-in" || k != kShow {
		t.Errorf("CutSeated = %d %q %d", idx, rest, k)
	}
	if text, ok := sp.Suffix(" shows [Ah] and is all-in"); text != " shows [Ah]" || !ok {
		t.Errorf("Suffix = %q %v", text, ok)
	}
}

// TestNames: a line is compared only with the names its first byte
// starts, in List's order; the table keeps none when a name is empty or
// there are more than 16.
func TestNames(t *testing.T) {
	var ns Names
	ns.Set([]string{"Player: x", "Player", "Bob", "Pam"})
	if bits, ok := ns.Starting("Player: x: folds"); !ok || bits != 0b1011 {
		t.Errorf("Starting P: %b %v, want 1011 true", bits, ok)
	}
	if bits, ok := ns.Starting("Zed: folds"); !ok || bits != 0 {
		t.Errorf("Starting Z: %b %v, want 0 true", bits, ok)
	}
	list := make([]string, 0, 4)
	ns.Set(append(list, "Bob")) // the last names' bits go, even when their slice is refilled
	if bits, _ := ns.Starting("Pam: folds"); bits != 0 {
		t.Errorf("a name of the last table kept: %b", bits)
	}
	if bits, _ := ns.Starting("Bob: folds"); bits != 1 {
		t.Errorf("Starting B: %b, want 1", bits)
	}
	if _, ok := ns.Starting(""); ok {
		t.Error("an empty line has a first byte")
	}
	ns.Set([]string{"Bob", ""})
	if _, ok := ns.Starting("Bob: folds"); ok {
		t.Error("an empty name starts every line: the table must keep none")
	}
	many := make([]string, 17)
	for i := range many {
		many[i] = string(rune('a' + i))
	}
	ns.Set(many)
	if _, ok := ns.Starting("a: folds"); ok {
		t.Error("17 names do not fit the bits")
	}
	ns.Set(nil)
	if bits, ok := ns.Starting("a: folds"); !ok || bits != 0 {
		t.Errorf("no names: %b %v, want 0 true", bits, ok)
	}
	var unset Names
	if _, ok := unset.Starting("a: folds"); ok {
		t.Error("a table never Set keeps no names")
	}
}

// naiveOf is what a Table says of s, by its rules taken one by one in
// order: the reference find's first-word compare must agree with.
func naiveOf[K ~uint8](empty, none K, rules []Rule[K], s string) K {
	if s == "" {
		return empty
	}
	for _, r := range rules {
		switch {
		case r.Is != "":
			if s == r.Is {
				return r.Kind
			}
			continue
		case r.Prefix == "" && r.First != "" && !strings.Contains(r.First, s[:1]):
			continue
		}
		if strings.HasPrefix(s, r.Prefix) && strings.HasSuffix(s, r.Suffix) && strings.Contains(s, r.Contains) && (r.If == nil || r.If(s)) {
			return r.Kind
		}
	}
	return none
}

// tableRules are rules with heads of every length around the eight bytes
// find compares at once, exact texts, tests and a rule for any first byte.
var tableRules = Rules(Standard.Lines(), Standard.Verbs(), Standard.Notes(), Standard.Collects(), []Rule[Kind]{
	{Kind: KHeader, Prefix: "P", If: func(s string) bool { return strings.Contains(s, "#") }},
	{Kind: KCapped, Is: "Pair"},
	{Kind: KNoLow, Prefix: "Pair on "},
	{Kind: KReshuffled, Prefix: "Pair on b"},
	{Kind: KRunTwice, Is: "Pair\x00"},
	{Kind: KCancelled, Contains: " cancelled", First: "HP"},
	{Kind: KSaid, Suffix: "\"", If: func(s string) bool { return len(s) > 3 }},
})

// tableTexts are texts around every rule's head: each head cut at every
// length, with a byte more, and the tests' own texts.
func tableTexts() []string {
	out := []string{"Seat 1: a (1 in chips)", "Seat x", "Hand cancelled", "PokerStars Hand #1", "x said \"hi\"", "\x00", "P", "Pa\x00\x00"}
	for _, r := range tableRules {
		for _, h := range []string{r.Prefix, r.Is} {
			for i := 0; i <= len(h); i++ {
				out = append(out, h[:i], h[:i]+"x", h[:i]+"\x00", h+r.Suffix, h+"x"+r.Suffix)
			}
		}
	}
	return out
}

// TestTableEqualsRules: the table's first-word compare finds what the
// rules, taken in order, say of every text.
func TestTableEqualsRules(t *testing.T) {
	tab := New(KBlank, KPlayer, tableRules)
	for _, s := range tableTexts() {
		if got, want := tab.Of(s), naiveOf(KBlank, KPlayer, tableRules, s); got != want {
			t.Errorf("%q: table %v, rules %v", s, got, want)
		}
	}
}

// FuzzTable: on any text the table agrees with its rules taken in order.
func FuzzTable(f *testing.F) {
	for _, s := range tableTexts() {
		f.Add(s)
	}
	tab := New(KBlank, KPlayer, tableRules)
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := tab.Of(s), naiveOf(KBlank, KPlayer, tableRules, s); got != want {
			t.Errorf("%q: table %v, rules %v", s, got, want)
		}
	})
}
