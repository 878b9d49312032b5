package settle

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Bad input (issue 7, point 3): each rejected case is named with its
// line, id and field; the good cases between them are still settled, and
// the JSON output has one object per case.
func TestBadInputFileGoesOn(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "testdata", "settle", "bad.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	st, err := Run(bytes.NewReader(b), &out, &errOut, Options{Source: "bad.jsonl", JSON: true})
	if err != nil {
		t.Fatal(err)
	}
	if st.Settled != 2 || st.Rejected != 8 {
		t.Errorf("settled %d rejected %d, want 2 and 8", st.Settled, st.Rejected)
	}
	want := map[int]struct{ id, field, msg string }{
		1:  {"unknown-game", "game", `unknown game "pineapple"`},
		3:  {"duplicate-card", "players[1].cards[1]", "Ah is already at board[0]"},
		4:  {"wrong-card-count", "players[0].cards", "3 cards; omaha players give their 4"},
		5:  {"negative-amount", "players[1].contributed", "negative amount -5"},
		6:  {"live-without-cards", "players[1].cards", "live player without cards"},
		7:  {"no-live-player", "players", "no live player"},
		8:  {"", "", "not valid JSON"},
		10: {"fraction", "players[0].contributed", "not an integer"},
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 10 {
		t.Fatalf("%d JSON lines, want 10", len(lines))
	}
	for _, ln := range lines {
		var r struct {
			Case  int
			ID    string
			Error *CaseProblem
			Pots  []Pot
		}
		if err := json.Unmarshal([]byte(ln), &r); err != nil {
			t.Fatal(err)
		}
		w, bad := want[r.Case]
		switch {
		case !bad && (r.Error != nil || len(r.Pots) == 0):
			t.Errorf("case %d should be settled: %s", r.Case, ln)
		case bad && r.Error == nil:
			t.Errorf("case %d should be rejected: %s", r.Case, ln)
		case bad && (r.ID != w.id || r.Error.Field != w.field || !strings.Contains(r.Error.Message, w.msg)):
			t.Errorf("case %d: %s, want id %q field %q message ~%q", r.Case, ln, w.id, w.field, w.msg)
		}
	}
	// stderr names the file and line of each rejected case
	for _, s := range []string{"bad.jsonl:3: case 3 (id \"duplicate-card\"): players[1].cards[1]:", "bad.jsonl:8: case 8: not valid JSON"} {
		if !strings.Contains(errOut.String(), s) {
			t.Errorf("stderr lacks %q:\n%s", s, errOut.String())
		}
	}
}

// Each way a case can be wrong, with the field named.
func TestRejections(t *testing.T) {
	const good = `{"game":"holdem","button":1,"board":["Ah","Kd","7c","7h","2s"],"players":[{"seat":1,"cards":["As","Qd"],"contributed":100},{"seat":2,"cards":["Kc","Ks"],"contributed":100}]}`
	if _, err := settleText(good); err != nil {
		t.Fatalf("good case rejected: %v", err)
	}
	cases := []struct{ old, new, field, msg string }{
		{`"game":"holdem"`, `"game":"holdem","extra":1`, "extra", "unknown field"},
		{`"game":"holdem"`, `"game":7`, "game", "want a string"},
		{`"game":"holdem",`, ``, "game", "missing"},
		{`"button":1,`, ``, "button", "button game"},
		{`"button":1`, `"button":0`, "button", "below 1"},
		{`"Ah","Kd","7c","7h","2s"`, `"Ah","Kd","7c","7h"`, "board", "board of 5"},
		{`"Ah","Kd"`, `"Ah","Xd"`, "board[1]", "unknown rank"},
		{`"Ah","Kd"`, `"Ah",5`, "board[1]", "a card is a string"},
		{`"seat":2`, `"seat":1`, "players[1].seat", "seat 1 already given"},
		{`"seat":2,`, ``, "players[1].seat", "missing"},
		{`"contributed":100}]`, `"contributed":100,"dead":101}]`, "players[1].dead", "more than the 100"},
		{`"contributed":100}]`, `"contributed":9007199254740992}]`, "players[1].contributed", "largest amount"},
		{`"contributed":100}]`, `"contributed":"100"}]`, "players[1].contributed", "want an integer"},
		{`"contributed":100}]`, `"contributed":100,"folded":"no"}]`, "players[1].folded", "true or false"},
		{`"contributed":100}]`, `"contributed":300,"folded":true}]`, "players[1].contributed", "folded player put in more"},
		{`"contributed":100}]`, `"contributed":100}],"profile":"lax"`, "profile", "unknown rule profile"},
		{`"contributed":100}]`, `"contributed":100}],"profile":"site"`, "odd_chip", "needs the site's odd-chip habit"},
		{`"contributed":100}]`, `"contributed":100}],"odd_chip":"rrop"`, "odd_chip", "only with profile"},
		{`"game":"holdem"`, `"game":"holdem-6plus"`, "board[4]", "not in the 36-card"},
		{`"game":"holdem"`, `"game":"razz"`, "players[0].cards", "2 cards; razz players give their 7"},
	}
	for _, c := range cases {
		s := strings.Replace(good, c.old, c.new, 1)
		if s == good {
			t.Fatalf("replacement %q not applied", c.old)
		}
		_, err := settleText(s)
		var ce *CaseError
		if !errors.As(err, &ce) {
			t.Errorf("%s: error %v, want a CaseError", c.new, err)
			continue
		}
		if ce.Field != c.field || !strings.Contains(ce.Msg, c.msg) {
			t.Errorf("%s: field %q msg %q, want %q ~%q", c.new, ce.Field, ce.Msg, c.field, c.msg)
		}
	}
}

func settleText(s string) (*Outcome, error) {
	ins, err := ReadInputs(strings.NewReader(s))
	if err != nil {
		return nil, err
	}
	c, err := Decode(ins[0])
	if err != nil {
		return nil, err
	}
	return Settle(c)
}

// The three input shapes: one object over many lines, an array (each
// element's line known), JSON Lines with a broken line; and a broken
// multi-line document reported once with its line.
func TestInputShapes(t *testing.T) {
	obj := "{\n \"id\": \"a\",\n \"game\": \"razz\"\n}\n"
	ins, err := ReadInputs(strings.NewReader("\n" + obj))
	if err != nil || len(ins) != 1 || ins[0].Line != 2 || ins[0].Err != nil {
		t.Fatalf("object: %+v %v", ins, err)
	}
	ins, err = ReadInputs(strings.NewReader("[\n" + obj + ",\n" + obj + "]"))
	if err != nil || len(ins) != 2 || ins[0].Line != 2 || ins[1].Line != 7 {
		t.Fatalf("array: %+v %v", ins, err)
	}
	ins, err = ReadInputs(strings.NewReader(`{"id":"a"}` + "\n\n{bad\n" + `{"id":"c"}` + "\n"))
	if err != nil || len(ins) != 3 || ins[1].Line != 3 || ins[1].Err == nil || ins[2].Index != 3 || ins[2].Err != nil {
		t.Fatalf("lines: %+v %v", ins, err)
	}
	ins, err = ReadInputs(strings.NewReader("{\n \"id\": \"a\",\n \"game\" \"razz\"\n}\n"))
	if err != nil || len(ins) != 1 || ins[0].Err == nil || !strings.Contains(ins[0].Err.Error(), "line 3") {
		t.Fatalf("broken document: %+v %v", ins, err)
	}
	if _, err := Decode(Input{Index: 1, Raw: []byte(`[1]`)}); err == nil {
		t.Error("a non-object case accepted")
	}
	var out, errOut bytes.Buffer
	if _, err := Run(strings.NewReader("  \n"), &out, &errOut, Options{Source: "-"}); err == nil {
		t.Error("empty input accepted")
	}
}

// Parsers must not panic on any input: the whole path from bytes to
// output (seed corpus in testdata/fuzz/FuzzRun).
func FuzzRun(f *testing.F) {
	for _, name := range []string{"examples.jsonl", "bad.jsonl"} {
		b, err := os.ReadFile(filepath.Join("..", "testdata", "settle", name))
		if err != nil {
			f.Fatal(err)
		}
		for _, ln := range strings.Split(string(b), "\n") {
			f.Add([]byte(ln))
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var out, errOut bytes.Buffer
		st, err := Run(bytes.NewReader(data), &out, &errOut, Options{Source: "fuzz", JSON: true})
		if err == nil && st.Settled+st.Rejected == 0 {
			t.Fatal("no case and no error")
		}
		for _, ln := range strings.Split(strings.TrimSpace(out.String()), "\n") {
			if ln != "" && !json.Valid([]byte(ln)) {
				t.Fatalf("invalid JSON output %q", ln)
			}
		}
	})
}
