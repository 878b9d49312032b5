package pkr

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// AllIn is the remark after an action that puts the player all in.
const AllIn = " (all-in)"

// verbs are the texts after "NAME ".
var verbs = linekind.New(linekind.KUnknown, linekind.KUnknown, []linekind.Rule[linekind.Kind]{
	{Kind: linekind.KPostSB, Prefix: "posts small blind ("},
	{Kind: linekind.KPostBB, Prefix: "posts big blind ("},
	{Kind: linekind.KPostAnte, Prefix: "posts ante of "},
	{Kind: linekind.KPostDeadSB, Prefix: "posts ", Suffix: " dead"}, // the second small blind, dead
	{Kind: linekind.KPost, Prefix: "posts "},                        // a big blind posted to come in
	{Kind: linekind.KFold, Is: "folds"},
	{Kind: linekind.KCheck, Is: "checks"},
	{Kind: linekind.KCall, Prefix: "calls "},
	{Kind: linekind.KBet, Prefix: "bets "},
	{Kind: linekind.KRaise, Prefix: "raises to "},
	{Kind: linekind.KShowBare, Prefix: "shows ["},
	{Kind: linekind.KMuck, Is: "mucks"},
	{Kind: linekind.KNoShow, Is: "doesn't show"},
	{Kind: linekind.KWins, Prefix: "wins "},
	{Kind: linekind.KTies, Prefix: "ties"},
	{Kind: linekind.KDescription, Prefix: "has "},
	{Kind: linekind.KNote, Is: "will be dealt in after the button"},
	{Kind: linekind.KNote, If: isEmote, First: "abcdefghijklmnopqrstuvwxyz"},
})

// chat is every text after "NAME: ".
var chat = linekind.New(linekind.KChat, linekind.KChat, nil)

// isEmote reports an emote: one lower-case word and a full stop ("claps.",
// "cheers."), or the word, "at", a name and a full stop ("yawns at
// Player4.").
func isEmote(rest string) bool {
	body, ok := strings.CutSuffix(rest, ".")
	if !ok {
		return false
	}
	word, at, _ := strings.Cut(body, " ")
	for i := 0; i < len(word); i++ {
		if word[i] < 'a' || word[i] > 'z' {
			return false
		}
	}
	if word == "" {
		return false
	}
	if at == "" {
		return !strings.Contains(body, " ")
	}
	name, ok := strings.CutPrefix(at, "at ")
	return ok && name != ""
}

// speech cuts a seat's name off a player line.
var speech = linekind.Speech[linekind.Kind]{
	Seps:     " :",
	Verb:     func(rest string) linekind.Kind { return linekind.AfterName(chat, verbs, rest) },
	Remark:   AllIn,
	Unseated: func(k linekind.Kind) bool { return k.IsNote() },
}

// CutName finds which seat name starts the line (names: the hand's seat
// names, longest first): its index (-1 for a note of someone with no
// seat), the text after the name and the line's kind; linekind.KUnknown
// when no name and verb fit.
func CutName(line string, names []string) (int, string, linekind.Kind) {
	idx, rest, k, _ := speech.CutName(line, names)
	return idx, rest, k
}

// Act is what a player line says.
type Act struct {
	Kind  linekind.Kind
	A     string   // the amount: posted, called, the total raised to, bet, won
	Pot   string   // a side pot's number ("" for the main pot)
	Half  string   // "high" or "low" for a hi/lo pot's half; ""
	Cards []string // shown
	Desc  string   // the hand's description after "with"
	AllIn bool
}

// One flat grammar per way a verb writes its amount.
type (
	// gParen: "posts small blind ($0.02)".
	gParen struct {
		A string `parser:"'(' @Num ')'"`
	}
	// gBare: "calls $0.06", "posts ante of 10", "raises to $0.53".
	gBare struct {
		A string `parser:"@Num"`
	}
	// gDead: "posts $0.02 dead".
	gDead struct {
		A string `parser:"@Num 'dead'"`
	}
	// gWins: "wins $0.38", "wins $0.38 from side pot #2" (the hand after
	// " with" is cut off before).
	gWins struct {
		A   string `parser:"'wins' @Num"`
		Pot string `parser:"('from' 'side' 'pot' '#' @Num)?"`
	}
	// gTies: "ties, and wins $0.16", "ties side pot #1, and wins $0.43",
	// "ties $34.75" (hi/lo: the low half).
	gTies struct {
		Pot string `parser:"'ties' ('side' 'pot' '#' @Num)?"`
		A   string `parser:"(',' 'and' 'wins')? @Num"`
	}
)

var (
	pParen = textgram.Before[gParen]()
	pBare  = textgram.Before[gBare]()
	pDead  = textgram.Before[gDead]()
	pWins  = textgram.Before[gWins]()
	pTies  = textgram.Before[gTies]()
)

// words are the words before the amount of each kind read by gParen,
// gBare or gDead.
var words = map[linekind.Kind]string{
	linekind.KPostSB: "posts small blind", linekind.KPostBB: "posts big blind", linekind.KPostAnte: "posts ante of",
	linekind.KPostDeadSB: "posts", linekind.KPost: "posts", linekind.KCall: "calls", linekind.KBet: "bets",
	linekind.KRaise: "raises to",
}

// withs are the words that start a winner's hand, and the half they name.
var withs = []struct{ words, half string }{
	{" with high hand: ", "high"}, {" with low hand: ", "low"}, {" with: ", ""},
}

// ParseAct reads rest, the text after a player's name, as a line of kind
// k (the kinds with no text to read return an Act of their kind).
func ParseAct(k linekind.Kind, rest string) (*Act, error) {
	text, allIn := linekind.CutRemark(rest, AllIn)
	text = strings.TrimPrefix(text, " ")
	a := &Act{Kind: k, AllIn: allIn}
	var err error
	switch k {
	case linekind.KPostSB, linekind.KPostBB:
		var g *gParen
		g, err = pParen.ParseString("", strings.TrimPrefix(text, words[k]))
		if g != nil {
			a.A = g.A
		}
	case linekind.KPostDeadSB:
		var g *gDead
		g, err = pDead.ParseString("", strings.TrimPrefix(text, words[k]))
		if g != nil {
			a.A = g.A
		}
	case linekind.KPostAnte, linekind.KPost, linekind.KCall, linekind.KBet, linekind.KRaise:
		var g *gBare
		g, err = pBare.ParseString("", strings.TrimPrefix(text, words[k]))
		if g != nil {
			a.A = g.A
		}
	case linekind.KShowBare:
		a.Cards, err = Cards(strings.TrimPrefix(text, "shows "))
	case linekind.KWins, linekind.KTies:
		head := text
		for _, w := range withs {
			if i := strings.Index(text, w.words); i >= 0 {
				head, a.Desc, a.Half = text[:i], text[i+len(w.words):], w.half
				break
			}
		}
		if k == linekind.KWins {
			var g *gWins
			if g, err = pWins.ParseString("", head); g != nil {
				a.A, a.Pot = g.A, g.Pot
			}
		} else {
			var g *gTies
			if g, err = pTies.ParseString("", head); g != nil {
				a.A, a.Pot = g.A, g.Pot
			}
		}
	case linekind.KFold, linekind.KCheck, linekind.KMuck, linekind.KNoShow, linekind.KDescription,
		linekind.KNote, linekind.KChat:
		if allIn {
			return nil, fmt.Errorf("%s with %q", k, AllIn)
		}
	default:
		return nil, textgram.ErrUnknown
	}
	if err != nil {
		return nil, err
	}
	return a, nil
}
