package ggpoker

import (
	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// Act is the site AST of one player line after the name, amounts still as
// text ("$1,694.48", "28,315").
type Act struct {
	// The shared fields. A: called, bet, posted, collected, a raise's
	// increment; B: a raise's "to", the side pot's number; Cards: shown;
	// AllIn: " and is all-in"
	textgram.Head
	Text string // the free text: a hand description
}

// One flat struct grammar per verb, no alternatives. The text they parse
// starts after ": " or " " that follows the name.
type (
	gPostMissed struct {
		A string `parser:"'posts' 'missed' 'blind' @Num"`
	}
	gStraddle struct {
		A string `parser:"'straddle' @Num"`
	}
	gCollSideN struct {
		A string `parser:"'collected' @Num 'from' 'side' 'pot'"`
		B string `parser:"('-' @Num)?"`
	}
)

var lex = textgram.CurrencyBefore

// verbRules parse the text of each kind into an Act: the shared grammars
// of what GGPoker writes as other sites do, then its own (init).
var verbRules = textgram.Verbs[Act](int(linekind.NumKinds), lex, false, &words)

func init() {
	verbRules[linekind.KPostMissed] = textgram.Whole(lex, func(g *gPostMissed, a *Act) { a.A = g.A })
	verbRules[linekind.KStraddle] = textgram.Whole(lex, func(g *gStraddle, a *Act) { a.A = g.A })
	verbRules[linekind.KCollectSideN] = textgram.Whole(lex, func(g *gCollSideN, a *Act) { a.A, a.B = g.A, g.B })
	verbRules[linekind.KInsurance] = textgram.Whole(lex, func(g *gInsurance, a *Act) { a.A = g.A })
}

// gInsurance reads the premium of "get an all-in insurance (premium ($4)
// for ($100) - (Main))" and "pay premium of all-in insurance ($4)".
type gInsurance struct {
	A string `parser:"( 'get' 'an' 'all' '-' 'in' 'insurance' '(' 'premium' '(' @Num ')' 'for' '(' Num ')' '-' '(' Word ')' ')' | 'pay' 'premium' 'of' 'all' '-' 'in' 'insurance' '(' @Num ')' )"`
}

// CashDrop is "Cash Drop to Pot : total $0.2": money the site adds to
// the pot.
type CashDrop struct {
	Total string `parser:"'Cash' 'Drop' 'to' 'Pot' ':' 'total' @Num"`
}

var pCashDrop = textgram.Before[CashDrop]()

// ParseCashDrop parses the "Cash Drop to Pot" line.
func ParseCashDrop(line string) (*CashDrop, error) { return pCashDrop.ParseString("", line) }

// ErrUnknown is returned for a line no grammar knows.
var ErrUnknown = textgram.ErrUnknown

// ParseAct parses the text after a player name (rest starts with ": " or
// " ", as CutName returns it) with the grammar of kind k.
func ParseAct(k linekind.Kind, rest string) (Act, error) {
	var a Act
	err := textgram.ReadAct(&speech, verbRules, k, rest, &a, &a.Text)
	return a, err
}
