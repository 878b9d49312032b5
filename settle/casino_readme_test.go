package settle

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

// TestCasinoReadmeExamples: each coup the README settles as an example
// gives, today, the table printed under it.
func TestCasinoReadmeExamples(t *testing.T) {
	data, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	s := string(data)
	start := strings.Index(s, "### Casino banking games")
	end := strings.Index(s, "## Rule profiles")
	if start < 0 || end < start {
		t.Fatal("README has no casino section")
	}
	blocks := strings.Split(s[start:end], "```")
	n := 0
	for i := 1; i+2 < len(blocks); i += 2 {
		if !strings.HasPrefix(blocks[i], "json\n") {
			continue
		}
		in := strings.TrimPrefix(blocks[i], "json\n")
		want := strings.TrimPrefix(blocks[i+2], "\n")
		var out, errOut bytes.Buffer
		if _, err := Run(strings.NewReader(in), &out, &errOut, Options{Source: "README"}); err != nil {
			t.Fatal(err)
		}
		if out.String() != want {
			t.Errorf("README example %d: settle gives\n%s\nthe README shows\n%s", n+1, out.String(), want)
		}
		n++
	}
	if n != 5 {
		t.Errorf("%d examples, want one per game", n)
	}
}
