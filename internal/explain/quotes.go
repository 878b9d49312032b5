package explain

import (
	_ "embed"
	"encoding/json"
	"strings"

	"github.com/hhcheck/hhcheck/rules"
)

// quotes.json holds the text of every clause the checks cite, taken from
// the project's sources so that a page stands without them (../shared may
// be absent): FR-2016 articles in French (seeds/003) with the English
// restatement of RULES.md; RRoP 3.7 as in seeds/001 (English) with the
// French of seeds/002; the casino's rules pages in French (seeds/004);
// RULES.md's own clauses (§, D) in English. Texts are copied byte for byte,
// whole paragraphs or numbered items; TestQuotesAreInTheSources checks
// them against ../shared when it is present.
//
//go:embed quotes.json
var quotesJSON []byte

var quoteTable = func() map[string]ClauseText {
	m := map[string]ClauseText{}
	if err := json.Unmarshal(quotesJSON, &m); err != nil {
		panic("explain: quotes.json: " + err.Error())
	}
	return m
}()

// quote returns the text of clause c: its own, else that of the clause it
// is part of ("FR-2016 Art.6 II 3°" → "FR-2016 Art.6 II", "RULES §7
// (no limit)" → "RULES §7").
func quote(c rules.Clause) Quote {
	k := string(c)
	for {
		if t, ok := quoteTable[k]; ok {
			return Quote{Clause: c, Quoted: rules.Clause(k), ClauseText: t}
		}
		i := strings.LastIndexAny(k, " (")
		if i <= 0 {
			return Quote{Clause: c}
		}
		k = strings.TrimSpace(k[:i])
	}
}
