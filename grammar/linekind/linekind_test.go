package linekind

import "testing"

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

var table = New(kBlank, kOther, []Rule[kind]{
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
		if got := table.Of(c.in); got != c.want {
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
	for _, c := range []struct {
		line, seps string
		idx        int
		rest       string
		k          kind
	}{
		{"Player: x: folds", ": ", 0, ": folds", kFold},
		{"Player folds", ": ", 1, " folds", kFold},
		{"Player: folds", " ", -1, "Player: folds", kUnknown}, // ':' is no separator here
		{"Alfolds", ": ", -1, "Alfolds", kUnknown},
		{"Al says hi", ": ", 2, " says hi", kExact},
		{"Bob folds", ": ", -1, "Bob folds", kUnknown},
	} {
		i, r, k := CutName(c.line, names, c.seps, verb)
		if i != c.idx || r != c.rest || k != c.k {
			t.Errorf("CutName(%q, %q) = %d, %q, %d; want %d, %q, %d", c.line, c.seps, i, r, k, c.idx, c.rest, c.k)
		}
	}
	if r, k, ok := CutUnseated("Some One says hi", verb); !ok || r != " says hi" || k != kExact {
		t.Errorf("CutUnseated = %q, %d, %v", r, k, ok)
	}
	if _, _, ok := CutUnseated(" folds", verb); ok {
		t.Error("CutUnseated found a verb at the line's first byte")
	}
}
