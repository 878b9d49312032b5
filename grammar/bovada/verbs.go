package bovada

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// Act is the site AST of the text after "LABEL : ", amounts as text.
type Act struct {
	// The shared fields. A: the amount (posted, called, bet, raised by,
	// returned, collected); B: the "to" of a raise; Cards: dealt or shown;
	// AllIn: the verb is "All-in" or "All-in(raise)"
	textgram.Head
	Text string // a hand description ("One pair"); a note's text
}

type (
	tag struct {
		Tag []string `parser:"('(' @(Word | '-')+ ')')?"`
	}
	gFold struct {
		V string `parser:"@('Folds' | 'Fold')"`
		T tag    `parser:"@@"`
	}
	gFoldShow struct {
		Cards CardList `parser:"'Folds' '&' ('shows' | 'Shows') @@"`
	}
	gCheck struct {
		V string `parser:"@'Checks'"`
		T tag    `parser:"@@"`
	}
	gCall struct {
		T tag    `parser:"('Calls' | 'Call') @@"`
		A string `parser:"@Num"`
	}
	gBet struct {
		T tag    `parser:"('D' 'bets' | 'Bets' ('chip' 'info')?) @@"`
		A string `parser:"@Num"`
	}
	gRaise struct {
		T tag    `parser:"'Raises' @@"`
		A string `parser:"@Num"`
		B string `parser:"('to' @Num)?"`
	}
	gAllIn struct {
		T tag    `parser:"'All' '-' 'in' @@"`
		A string `parser:"@Num"`
	}
	gAllInRaise struct {
		T tag    `parser:"'All' '-' 'in' @@"`
		A string `parser:"@Num"`
		B string `parser:"('to' @Num)?"`
	}
	gPostSB struct {
		A string `parser:"('Small' ('Blind' | 'blind') | 'Ante' '/' 'Small' ('blind' | 'Blind')) @Num"`
	}
	gPostBB struct {
		A string `parser:"'Big' 'blind' ('/' 'Bring' 'in')? @Num"`
	}
	gPostAnte struct {
		A string `parser:"'Ante' 'chip' @Num"`
	}
	gPostChip struct {
		A string `parser:"'Posts' 'chip' @Num"`
	}
	gPostDead struct {
		A string `parser:"'Posts' 'dead' 'chip' @Num"`
	}
	gBringIn struct {
		A string `parser:"'Bring_in' 'chip' @Num"`
	}
	gReturn struct {
		A string `parser:"'Return' 'uncalled' 'portion' 'of' 'bet' @Num"`
	}
	gResult struct {
		A string `parser:"'Hand' ('result' | 'Result') @Num"`
	}
	gResultSide struct {
		A string `parser:"'Hand' ('result' | 'Result') '-' 'Side' ('pot' | 'Pot') @Num"`
	}
	gShowdown struct {
		Cards *CardList `parser:"'Showdown' @@?"`
	}
	gMucks struct {
		Cards CardList `parser:"'Mucks' @@"`
	}
	gNoShow struct {
		Cards CardList `parser:"'Does' 'not' 'show' @@"`
		// "Does not show [Js Ac] Show1 [Js]": the card the player chose
		// to show, once in the files; not used.
		Part *CardList `parser:"(Word @@)?"`
	}
	gDealt struct {
		Cards CardList `parser:"'Card' 'dealt' 'to' 'a' 'spot' @@"`
	}
	gSetDealer struct {
		Cards *CardList `parser:"('Set' 'dealer' ('/' 'Bring' 'in' 'spot')? | 'Draw' 'for' 'dealer') @@?"`
	}
	// gNote: the lines that carry no arithmetic, with or without a label.
	gNote struct {
		V []string  `parser:"@( ('Leave' | 'Enter') '(' 'Auto' ')' | 'Seat'? ('sit' ('out' | 'down') | 're' '-' 'join' | 'stand')"`
		W []string  `parser:" | 'Sit' 'out' | 'Re' '-' 'join' | 'Stand' | 'Table' ('leave' | 'enter') 'user' | 'Set' 'dealer' )"`
		A string    `parser:"| ('Table' 'deposit' | 'Ranking' | 'Rebuyin' | 'Addon' | 'Double' 'rebuys') @Num"`
		C *CardList `parser:"| ('Prize' 'Cash' | 'BOUNTY' 'PRIZE') @@"`
	}
)

// verb is the rule of one verb grammar G, whose pointer fills the Act.
func verb[G any, P interface {
	*G
	fill(*Act)
}]() textgram.Rule[Act] {
	p := textgram.Before[G]()
	return func(text string, a *Act) error {
		g, err := p.ParseString("", text)
		if err == nil {
			P(g).fill(a)
		}
		return err
	}
}

func (*gFold) fill(*Act)           {}
func (g *gFoldShow) fill(a *Act)   { a.Cards = g.Cards.Cards }
func (*gCheck) fill(*Act)          {}
func (g *gCall) fill(a *Act)       { a.A = g.A }
func (g *gBet) fill(a *Act)        { a.A = g.A }
func (g *gRaise) fill(a *Act)      { a.A, a.B = g.A, g.B }
func (g *gAllIn) fill(a *Act)      { a.A, a.AllIn = g.A, true }
func (g *gAllInRaise) fill(a *Act) { a.A, a.B, a.AllIn = g.A, g.B, true }
func (g *gPostSB) fill(a *Act)     { a.A = g.A }
func (g *gPostBB) fill(a *Act)     { a.A = g.A }
func (g *gPostAnte) fill(a *Act)   { a.A = g.A }
func (g *gPostChip) fill(a *Act)   { a.A = g.A }
func (g *gPostDead) fill(a *Act)   { a.A = g.A }
func (g *gBringIn) fill(a *Act)    { a.A = g.A }
func (g *gReturn) fill(a *Act)     { a.A = g.A }
func (g *gResult) fill(a *Act)     { a.A = g.A }
func (g *gResultSide) fill(a *Act) { a.A = g.A }
func (g *gShowdown) fill(a *Act)   { a.Cards = cards(g.Cards) }
func (g *gMucks) fill(a *Act)      { a.Cards = g.Cards.Cards }
func (g *gNoShow) fill(a *Act)     { a.Cards = g.Cards.Cards }
func (g *gDealt) fill(a *Act)      { a.Cards = g.Cards.Cards }
func (g *gSetDealer) fill(a *Act)  { a.Cards = cards(g.Cards) }
func (g *gNote) fill(a *Act)       { a.A = g.A }

func cards(c *CardList) []string {
	if c == nil {
		return nil
	}
	return c.Cards
}

var verbRules [linekind.NumKinds]textgram.Rule[Act]

func init() {
	verbRules[linekind.KFold] = verb[gFold]()
	verbRules[linekind.KFoldShow] = verb[gFoldShow]()
	verbRules[linekind.KCheck] = verb[gCheck]()
	verbRules[linekind.KCall] = verb[gCall]()
	verbRules[linekind.KBet] = verb[gBet]()
	verbRules[linekind.KRaise] = verb[gRaise]()
	verbRules[linekind.KAllIn] = verb[gAllIn]()
	verbRules[linekind.KAllInRaise] = verb[gAllInRaise]()
	verbRules[linekind.KPostSB] = verb[gPostSB]()
	verbRules[linekind.KPostBB] = verb[gPostBB]()
	verbRules[linekind.KPostAnte] = verb[gPostAnte]()
	verbRules[linekind.KPostChip] = verb[gPostChip]()
	verbRules[linekind.KPostDead] = verb[gPostDead]()
	verbRules[linekind.KBringIn] = verb[gBringIn]()
	verbRules[linekind.KReturn] = verb[gReturn]()
	verbRules[linekind.KResult] = verb[gResult]()
	verbRules[linekind.KResultSide] = verb[gResultSide]()
	verbRules[linekind.KShowdown] = verb[gShowdown]()
	verbRules[linekind.KMucks] = verb[gMucks]()
	verbRules[linekind.KNoShow] = verb[gNoShow]()
	verbRules[linekind.KDealt] = verb[gDealt]()
	verbRules[linekind.KSetDealer] = verb[gSetDealer]()
	verbRules[linekind.KNote] = verb[gNote]()
	verbRules[linekind.KTableNote] = verbRules[linekind.KNote]
}

// ParseAct parses the text after "LABEL : " (or a whole unlabelled note
// line, linekind.KTableNote) with the grammar of kind k. A hand description in
// parentheses at the end of a show ("(One pair)") is cut off into Text.
func ParseAct(k linekind.Kind, text string) (Act, error) {
	a := Act{Head: textgram.Head{Kind: k}}
	if int(k) >= len(verbRules) || verbRules[k] == nil {
		return a, ErrUnknown
	}
	switch k {
	case linekind.KShowdown, linekind.KMucks, linekind.KNoShow:
		if strings.HasSuffix(text, ")") {
			i := strings.LastIndexByte(text, '(')
			if i < 0 {
				return a, fmt.Errorf("unbalanced description")
			}
			a.Text, text = text[i+1:len(text)-1], strings.TrimRight(text[:i], " ")
		}
	case linekind.KNote, linekind.KTableNote:
		a.Text = text
	}
	if err := verbRules[k](text, &a); err != nil {
		return a, err
	}
	return a, nil
}
