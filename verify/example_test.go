package verify_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/hhcheck/hhcheck/parse"
	"github.com/hhcheck/hhcheck/rules"
	"github.com/hhcheck/hhcheck/verify"
)

// Checking one real hand, then the same hand with the winner's collection
// one cent higher: the finding names the player, the amounts and the
// clause.
func ExampleCheck() {
	data, err := os.ReadFile("../testdata/histories/pokerstars/HH20181229 Hydra - $0.10-$0.25 - USD No Limit Hold'em.txt")
	if err != nil {
		fmt.Println(err)
		return
	}
	text := string(data)
	text = text[:strings.Index(text, "\n\n\n")+1] // the file's first hand
	for _, t := range []string{text, strings.Replace(text, "collected $18.38 from pot", "collected $18.39 from pot", 1)} {
		doc, err := parse.Hands("hydra.txt", []byte(t))
		if err != nil {
			fmt.Println(err)
			return
		}
		h, perr := parse.NewParser().Parse(doc, doc.Chunks[0])
		if perr != nil {
			fmt.Println(perr)
			return
		}
		rep := verify.Check(h, verify.Options{Profile: rules.Standard})
		fmt.Printf("hand %s: %d finding(s)\n", h.ID, len(rep.Discrepancies))
		for _, d := range rep.Discrepancies {
			fmt.Printf("  %s %s: expected %d, recorded %d [%s]\n", d.Code, d.Player, d.Expected, d.Recorded, d.Clause)
		}
	}
	// Output:
	// hand 195024818225: 0 finding(s)
	// hand 195024818225: 2 finding(s)
	//   AWARD_MISMATCH JeDti: expected 1838, recorded 1839 [RULES §6.6]
	//   RAKE_ARITHMETIC : expected 1838, recorded 1839 [RULES §6.6]
}
