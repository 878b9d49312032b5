package parse_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/parse"
)

// A file is split into hands by the registered sites' headers; each hand
// is mapped or rejected with a typed reason that errors.Is recognises.
func ExampleParser_Parse() {
	text := strings.Join([]string{
		"PokerStars Hand #1:  Hold'em No Limit ($0.01/$0.02 USD) - 2020/01/02 10:00:00 ET",
		"Table 'T' 6-max Seat #1 is the button",
		"Seat 1: A ($2 in chips)",
		"Seat 2: B ($2 in chips)",
		"A: posts small blind $0.01",
		"B: posts big blind $0.02",
		"*** HOLE CARDS ***",
		"A: folds",
		"Uncalled bet ($0.01) returned to B",
		"B collected $0.02 from pot",
		"",
		"Run It Once Poker Hand #2: Hold'em No Limit (€0.01/€0.02) - 2020/01/02 10:00:00",
	}, "\n")
	doc, _ := parse.Hands("example.txt", []byte(text))
	p := parse.NewParser()
	for _, c := range doc.Chunks {
		_, err := p.Parse(doc, c)
		switch {
		case err == nil:
			fmt.Println(c.Format, "parsed")
		case errors.Is(err, parse.ReasonTruncated):
			fmt.Println(c.Format, "cut short:", err)
		case errors.Is(err, parse.ReasonUnsupportedFormat):
			fmt.Println(c.Format, "not read yet, site", err.Site)
		}
	}
	// Output:
	// pokerstars cut short: example.txt:10: hand 1: truncated: the hand ends before its summary
	// runitonce not read yet, site runitonce
}
