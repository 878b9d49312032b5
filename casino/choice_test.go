package casino

import (
	"strings"
	"testing"
)

// TestBaccaraChoices: a tableau on 5 and the banker choose by their
// recorded decision, else by the cards the record shows them holding, else
// the coup cannot be settled and the error names who chooses.
func TestBaccaraChoices(t *testing.T) {
	coups, _ := readCoups(t)
	raw := coups["project-bdt-1"] // tableau 1 holds 5, the banker 3
	const decisions = `"decisions":{"tableau 1":["draw"],"banker":["draw"]},`
	steps := func(r *Result) string {
		var out []string
		for _, s := range r.Steps {
			out = append(out, s.Hand+": "+s.What)
		}
		return strings.Join(out, "; ")
	}
	for _, tc := range []struct {
		name    string
		edit    []string
		steps   string // what the steps contain
		errText string // or the error
	}{
		{"decisions", nil, "tableau 1: draws 2c on 5; tableau 2: stands on 7; banker: draws 9d on 3", ""},
		{"recorded hands decide", []string{decisions, ""},
			"tableau 1: draws 2c on 5; tableau 2: stands on 7; banker: draws 9d on 3", ""},
		{"tableau stands by its decision", []string{`"tableau 1":["draw"]`, `"tableau 1":["stand"]`},
			"tableau 1: stands on 5; tableau 2: stands on 7; banker: draws 2c on 3", ""},
		{"no tableau choice", []string{decisions, "", `"hands":{"tableau 1":["4h","Ah","2c"],`, `"hands":{`},
			"", `decisions.tableau 1: tableau 1 has 5 and chooses: give "draw" or "stand"`},
		{"no banker choice", []string{`,"banker":["draw"]`, "", `,"banker":["Kd","3h","9d"]`, ""},
			"", `decisions.banker: the banker chooses: give "draw" or "stand"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, err := Decode(tamper(t, raw, tc.edit...))
			if err != nil {
				t.Fatal(err)
			}
			r, err := Settle(c, 1)
			if tc.errText != "" {
				if err == nil || err.Error() != tc.errText {
					t.Fatalf("error %v, want %q", err, tc.errText)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := steps(r); !strings.Contains(got, tc.steps) {
				t.Errorf("steps %q, want them to contain %q", got, tc.steps)
			}
		})
	}
}

// TestWords21: the words of a Poker 21 hand's total.
func TestWords21(t *testing.T) {
	for _, tc := range []struct {
		total int
		two   bool
		want  string
	}{{21, true, "21 in two cards"}, {21, false, "total 21"}, {17, false, "total 17"}, {24, false, "bust (24)"}} {
		if got := words21(tc.total, tc.two); got != tc.want {
			t.Errorf("words21(%d, %v) = %q, want %q", tc.total, tc.two, got, tc.want)
		}
	}
}
