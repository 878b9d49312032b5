package textgram

import (
	"testing"

	"github.com/hhcheck/hhcheck/grammar/linekind"
)

type testKind uint8

const (
	tkUnknown testKind = iota
	tkCall
	tkRaise
	tkShow
	tkLeaves
	tkOwn
	tkN
)

type testAct struct {
	Said
	Own string
}

func TestVerbs(t *testing.T) {
	rules := Verbs[testAct](int(tkN), CurrencyBefore, false, &linekind.Words[testKind]{Call: tkCall, Raise: tkRaise, ShowBare: tkShow, Leaves: tkLeaves})
	if len(rules) != int(tkN) || rules[tkUnknown] != nil || rules[tkOwn] != nil {
		t.Fatalf("rules set for kinds not named: %d rules, unknown %v, own %v", len(rules), rules[tkUnknown] != nil, rules[tkOwn] != nil)
	}
	var a testAct
	if err := rules[tkRaise]("raises $2 to $4", &a); err != nil || a.A != "$2" || a.B != "$4" {
		t.Errorf("raise: %+v %v", a, err)
	}
	a = testAct{}
	if err := rules[tkShow]("shows [Ah Kd]", &a); err != nil || len(a.Cards) != 2 || a.A != "" {
		t.Errorf("show: %+v %v", a, err)
	}
	if err := rules[tkCall]("calls $1 and more", &a); err == nil {
		t.Error("call: trailing text read whole without error")
	}
	if err := rules[tkLeaves]("leaves the table", &a); err != nil {
		t.Error("leaves:", err)
	}
	lead := Verbs[testAct](int(tkN), CurrencyBefore, true, &linekind.Words[testKind]{Call: tkCall})
	a = testAct{}
	if err := lead[tkCall]("calls $1 and more", &a); err != nil || a.A != "$1" {
		t.Errorf("leading call: %+v %v", a, err)
	}
}

func TestCutDescAndHas(t *testing.T) {
	if c, d, err := CutDesc("shows [Ah Kd] (a pair of Aces)"); err != nil || c != "shows [Ah Kd]" || d != "a pair of Aces" {
		t.Errorf("CutDesc = %q %q %v", c, d, err)
	}
	for _, in := range []string{"shows [Ah Kd]", "shows [Ah Kd] (a pair"} {
		if c, d, err := CutDesc(in); err == nil || c != in || d != "" {
			t.Errorf("CutDesc(%q) = %q %q %v, want an error", in, c, d, err)
		}
	}
	rules := Verbs[testAct](int(tkN), CurrencyBefore, false, &linekind.Words[testKind]{Call: tkCall})
	if !Has(rules, tkCall) || Has(rules, tkRaise) || Has(rules, testKind(200)) {
		t.Error("Has")
	}
}

func TestRead(t *testing.T) {
	rules := Verbs[testAct](int(tkN), CurrencyBefore, false, &linekind.Words[testKind]{ShowBare: tkShow})
	var a testAct
	if err := Read(rules, tkShow, "shows [Ah Kd] (a pair)", &a, true, &a.Own); err != nil || a.Own != "a pair" || len(a.Cards) != 2 {
		t.Errorf("show: %+v %v", a, err)
	}
	a = testAct{}
	if err := Read(rules, tkShow, "shows [Ah Kd]", &a, true, &a.Own); err == nil || a.Cards != nil {
		t.Errorf("show without description: %+v %v", a, err)
	}
}

func TestCutStakes(t *testing.T) {
	p := Before[Stakes]()
	if a, game, err := CutStakes(p, "Hold'em No Limit ($0.01/$0.02)"); err != nil || game != "Hold'em No Limit" || len(a) != 2 || a[0] != "$0.01" || a[1] != "$0.02" {
		t.Errorf("CutStakes = %q %q %v", a, game, err)
	}
	for _, in := range []string{"Hold'em No Limit", "($1/$2)", "Omaha (blinds)"} {
		if a, game, err := CutStakes(p, in); err == nil || a != nil || game != "" {
			t.Errorf("CutStakes(%q) = %q %q, want an error", in, a, game)
		}
	}
}

type headAct struct {
	Head
	Desc string
}

// TestReadAct: the head gets the kind and the all-in remark; the colon
// separator is cut only where the speech writes it; a kind no grammar
// reads is ErrUnknown; a show's description goes to the site's field.
func TestReadAct(t *testing.T) {
	rules := Verbs[headAct](int(linekind.NumKinds), CurrencyBefore, false, &linekind.Words[linekind.Kind]{Call: linekind.KCall, Show: linekind.KShow})
	colon := &linekind.Speech[linekind.Kind]{Seps: ": ", Remark: " and is all-in"}
	space := &linekind.Speech[linekind.Kind]{Seps: " ", Remark: " and is all-in"}
	for _, c := range []struct {
		sp         *linekind.Speech[linekind.Kind]
		rest, a    string
		allIn, bad bool
	}{
		{colon, ": calls $2 and is all-in", "$2", true, false},
		{colon, " calls $2", "$2", false, false},
		{space, " calls $2 and is all-in", "$2", true, false},
		{space, ": calls $2", "", false, true},
	} {
		var a headAct
		err := ReadAct(c.sp, rules, linekind.KCall, c.rest, &a, &a.Desc)
		if (err != nil) != c.bad || a.Kind != linekind.KCall || a.AllIn != c.allIn || a.A != c.a {
			t.Errorf("%q (seps %q): %+v %v", c.rest, c.sp.Seps, a, err)
		}
	}
	var a headAct
	if err := ReadAct(space, rules, linekind.KShow, " shows [Ah Kd] (a pair)", &a, &a.Desc); err != nil || a.Desc != "a pair" || len(a.Cards) != 2 {
		t.Errorf("show: %+v %v", a, err)
	}
	a = headAct{}
	if err := ReadAct(space, rules, linekind.KBet, " bets $1 and is all-in", &a, &a.Desc); err != ErrUnknown || a.Kind != linekind.KBet || a.AllIn {
		t.Errorf("no grammar: %+v %v", a, err)
	}
}

type testPot struct {
	A string `parser:"'Pot' ':' @Num"`
}

func TestCapture(t *testing.T) {
	p := Before[testPot]()
	pot := func(g *testPot) string { return g.A }
	if a, err := Capture(p, "Pot: $0.32", pot); err != nil || a != "$0.32" {
		t.Errorf("Capture = %q %v, want $0.32", a, err)
	}
	for _, in := range []string{"Pot: $0.32 more", "Rake: $1", ""} {
		_, want := p.ParseString("", in)
		if a, err := Capture(p, in, pot); err == nil || a != "" || err.Error() != want.Error() {
			t.Errorf("Capture(%q) = %q %v, want the parser's error %v", in, a, err, want)
		}
	}
}
