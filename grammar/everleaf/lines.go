package everleaf

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/partypoker"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// own are the verbs Everleaf writes in words of its own; the others are
// PartyPoker's (partypoker.Verb).
var own = linekind.New(linekind.KUnknown, linekind.KUnknown, []linekind.Rule[linekind.Kind]{
	{Kind: linekind.KBringIn, Prefix: "posts bring-in "},
	{Kind: linekind.KComplete, Prefix: "completes to "},
	{Kind: linekind.KJoins, Is: "has been reseated to this table"},
})

// Verb picks the kind of the text after a player's name and its separator.
func Verb(rest string) linekind.Kind {
	if k := own.Of(rest); k != linekind.KUnknown {
		return k
	}
	return partypoker.Verb(rest)
}

// CutName finds which seat name starts the line: names is the hand's seat
// names, longest first. The name is followed by ": " before a post or a
// bet ("Villain: posts small blind [$ 0.25 USD]", "Hero: bets [..]") and
// by a space before the other verbs ("Hero calls [..]"). It returns the
// index in names, the text after the separator and its kind;
// linekind.KUnknown when no name fits.
func CutName(line string, names []string) (int, string, linekind.Kind) {
	for i, n := range names {
		if n == "" || !strings.HasPrefix(line, n) {
			continue
		}
		if rest, k := after(line[len(n):]); k != linekind.KUnknown {
			return i, rest, k
		}
	}
	return -1, "", linekind.KUnknown
}

// NameOf cuts "NAME <verb>..." for a name with no seat: the name is the
// text before the first separator a verb follows.
func NameOf(line string) (string, string, linekind.Kind) {
	for i := 1; i < len(line); i++ {
		if line[i] != ' ' && line[i] != ':' {
			continue
		}
		if rest, k := after(line[i:]); k != linekind.KUnknown {
			return line[:i], rest, k
		}
	}
	return "", "", linekind.KUnknown
}

// after reads the separator after a name and the verb after it.
func after(s string) (string, linekind.Kind) {
	switch {
	case strings.HasPrefix(s, ": "):
		s = s[2:]
	case strings.HasPrefix(s, " "):
		s = s[1:]
	default:
		return "", linekind.KUnknown
	}
	return s, Verb(s)
}

// One flat grammar per way Everleaf writes a verb's amount.
type (
	// gPut is the text after the verb's words: "[$ 0.25 USD]", "[ 330 Chips]".
	gPut struct {
		A *Amount `parser:"'[' @@ ']'"`
	}
	// gBare is "$0.02." after "posts bring-in" and "completes to".
	gBare struct {
		A *Amount `parser:"@@ '.'?"`
	}
	// gWins: "wins $ 1.90 USD from main pot", "wins  high ($ 0.95 USD)
	// from main pot", "wins  low ($0.23) from main pot", "wins 990 chips
	// from side pot", "wins 274 from main pot"; the hand after " with " is
	// cut off before.
	gWins struct {
		Half string  `parser:"'wins' @('high' | 'low')?"`
		A    *Amount `parser:"( '(' @@ ')' | @@ )"`
		Pot  string  `parser:"'from' @('main' | 'side') 'pot'"`
	}
)

var (
	pPut  = textgram.Before[gPut]()
	pBare = textgram.Before[gBare]()
	pWins = textgram.Before[gWins]()
)

// puts are the words before a bracketed amount, per kind.
var puts = map[linekind.Kind]string{
	linekind.KCall: "calls", linekind.KBet: "bets", linekind.KRaise: "raises",
	linekind.KPostSB: "posts small blind", linekind.KPostBB: "posts big blind", linekind.KPostAnte: "posts ante",
}

// bare are the words before an amount written without brackets.
var bare = map[linekind.Kind]string{linekind.KBringIn: "posts bring-in", linekind.KComplete: "completes to"}

// ParseAct parses the text after a player's name (rest) as a line of kind
// k: the verbs with an amount here, the others by partypoker.ParseAct.
// "raises [$ 0.75 USD]" and "completes to $0.05." are as written: what the
// line puts in, and the total the player completes to.
func ParseAct(k linekind.Kind, rest string) (*partypoker.Act, error) {
	if w, ok := puts[k]; ok {
		g, err := pPut.ParseString("", strings.TrimSpace(strings.TrimPrefix(rest, w)))
		if err != nil {
			return nil, err
		}
		return &partypoker.Act{Kind: k, A: g.A.amount()}, nil
	}
	if w, ok := bare[k]; ok {
		g, err := pBare.ParseString("", strings.TrimSpace(strings.TrimPrefix(rest, w)))
		if err != nil {
			return nil, err
		}
		return &partypoker.Act{Kind: k, A: g.A.amount()}, nil
	}
	if k == linekind.KWins {
		return wins(rest)
	}
	if k == linekind.KAllIn || k == linekind.KPostBoth || k == linekind.KPostDead || k == linekind.KCollected {
		return nil, fmt.Errorf("no %s line in Everleaf's histories", k)
	}
	return partypoker.ParseAct(k, rest)
}

// wins reads a wins line; the hand after " with " is Text (its cards
// included, or cut off where the line wraps: Wrapped).
func wins(rest string) (*partypoker.Act, error) {
	body, text := rest, ""
	if i := strings.Index(rest, " with "); i >= 0 {
		body, text = rest[:i], strings.TrimSpace(rest[i+len(" with "):])
	}
	g, err := pWins.ParseString("", body)
	if err != nil {
		return nil, err
	}
	a := &partypoker.Act{Kind: linekind.KWins, A: g.A.amount(), Pot: g.Pot, Text: text}
	switch g.Half {
	case "high":
		a.Half = "Hi"
	case "low":
		a.Half = "Lo"
	}
	return a, nil
}

// Wrapped reports a wins line whose hand goes on to the next line: "...
// from main pot with two pairs, jacks and" (the cards in brackets on the
// next line, "eights [ Jc, Js, 9d, 8c, 8h ]").
func Wrapped(a *partypoker.Act) bool {
	return a.Kind == linekind.KWins && a.Text != "" && !strings.HasSuffix(a.Text, "]")
}
