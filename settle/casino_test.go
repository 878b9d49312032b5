package settle

import (
	"bytes"
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// TestCasinoCoups: hhcheck settle takes the casino games' coups (the
// project's, written by hand: testdata/casino/README.md) beside poker
// cases; each is settled clean, in JSON and as a table.
func TestCasinoCoups(t *testing.T) {
	data, err := os.ReadFile("../testdata/casino/project__coups.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	poker, err := os.ReadFile("../testdata/settle/dispute.json")
	if err != nil {
		t.Fatal(err)
	}
	var compact bytes.Buffer
	if err := json.Compact(&compact, poker); err != nil {
		t.Fatal(err)
	}
	in := string(data) + compact.String() + "\n"
	var out, errOut bytes.Buffer
	st, err := Run(strings.NewReader(in), &out, &errOut, Options{Source: "coups", JSON: true})
	if err != nil || st.Rejected != 0 || st.Settled != 9 {
		t.Fatalf("stats %+v, err %v, stderr %s", st, err, errOut.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	for i, ln := range lines[:8] {
		var o struct {
			Case     int              `json:"case"`
			Game     string           `json:"game"`
			Bets     []map[string]any `json:"bets"`
			Findings []map[string]any `json:"findings"`
		}
		if err := json.Unmarshal([]byte(ln), &o); err != nil {
			t.Fatal(err)
		}
		if o.Case != i+1 || len(o.Bets) == 0 || o.Findings == nil || len(o.Findings) != 0 {
			t.Errorf("coup %d: %s", i+1, ln)
		}
	}
	if !strings.Contains(lines[8], `"pots"`) {
		t.Errorf("the poker case was not settled by the poker path: %s", lines[8])
	}
	out.Reset()
	if _, err := Run(strings.NewReader(string(data)), &out, &errOut, Options{Source: "coups"}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"banco  draws 6c on 3, punto's third card 5", "→ 19.69 (or 19.70)", "verdict: clean"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("table output lacks %q", want)
		}
	}
}

// TestCasinoRejected: a coup that cannot be settled names its case, line
// and field, and the others are still settled.
func TestCasinoRejected(t *testing.T) {
	in := `{"game":"punto-banco","id":"a","cards":["2h","3c","3d"],"bets":[{"box":1,"spot":"banco","stake":100}]}
{"game":"three-card-poker","id":"b","cards":["Ah","Kh","3h","Qs","9d","4c"],"decisions":{"box 1":["fold"]},"bets":[{"box":1,"spot":"ante","stake":-5}]}
{"game":"punto-banco","id":"c","cards":["2h","3c","3d","Kh","5d","6c"],"bets":[{"box":1,"spot":"banco","stake":100}]}
{"game":"caribbean-stud","id":"d","cards":["Ts","Js","Qs","Ks","As","Ac","Kd","7h","5s","2d"],"bets":[{"box":1,"spot":"bonus","stake":9007199254740991}]}
`
	var out, errOut bytes.Buffer
	st, err := Run(strings.NewReader(in), &out, &errOut, Options{Source: "in.jsonl"})
	if err != nil || st.Rejected != 3 || st.Settled != 1 {
		t.Fatalf("stats %+v err %v", st, err)
	}
	for _, want := range []string{`in.jsonl:1: case 1 (id "a"): cards: the shoe order ends before banco's card 4`, `in.jsonl:2: case 2 (id "b"): bets[0].stake: stake -5`,
		`in.jsonl:4: case 4 (id "d"): bets[0].stake: stake 9007199254740991 is not a positive amount up to 2^40`} {
		if !strings.Contains(errOut.String(), want) {
			t.Errorf("stderr lacks %q:\n%s", want, errOut.String())
		}
	}
}
