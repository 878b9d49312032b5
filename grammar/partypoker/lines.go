package partypoker

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// Act is the site AST of one player line after the name, amounts still as
// text.
type Act struct {
	Kind  linekind.Kind
	A     *Amount  // the amount: posted, called, bet, raised by, won, collected; 888 dead blind: the dead part
	B     *Amount  // the "to" of "raises x to y"; 888 dead blind: the live part
	Cards []string // cards shown, not shown or mucked
	Text  string   // a hand description ("a flush, Ace high"), chat text
	Pot   string   // wins: "main" or "side"; "" when the line names no pot
	PotN  string   // wins: the side pot's number
	Half  string   // wins: "Lo" or "Hi" when the line names a half
}

// One flat grammar per verb; the text starts with the verb. A trailing
// '.' is allowed everywhere (PartyPoker writes it after some actions).
type (
	gFold struct {
		V string `parser:"@'folds' '.'?"`
	}
	gCheck struct {
		V string `parser:"@'checks' '.'?"`
	}
	gCall struct {
		A bracketed `parser:"'calls' @@ '.'?"`
	}
	gBet struct {
		A bracketed `parser:"'double'? 'bets' @@ '.'?"`
	}
	gRaise struct {
		A bracketed `parser:"'raises' @@"`
		B *Amount   `parser:"('to' @@)? '.'?"`
	}
	gAllIn struct {
		A bracketed `parser:"'is' 'all' '-' 'In' @@ '.'?"`
	}
	gPostSB struct {
		A bracketed `parser:"'posts' 'small' 'blind' @@ '.'?"`
	}
	gPostBB struct {
		A bracketed `parser:"'posts' 'big' 'blind' @@ '.'?"`
	}
	gPostBoth struct {
		A bracketed `parser:"'posts' 'big' 'blind' '+' 'dead' @@ '.'?"`
	}
	gPostDead struct {
		A *Amount `parser:"'posts' 'dead' 'blind' '[' @@"`
		B *Amount `parser:"'+' @@ ']'"`
	}
	gPostAnte struct {
		A bracketed `parser:"'posts' 'ante' @@ '.'?"`
	}
	gPostBtn struct {
		A bracketed `parser:"'posts' 'button' 'blind' @@ '.'?"`
	}
	gBringIn struct {
		A bracketed `parser:"'bring' '-' 'ins' @@ '.'?"`
	}
	gComplete struct {
		A bracketed `parser:"'completes' @@ '.'?"`
	}
	// shows, doesn't show, mucks: the cards; the description after ']'
	// is cut off before parsing.
	gCards struct {
		Cards []string `parser:"'[' (@Word ','?)* ']'"`
	}
	gWins struct {
		Half string    `parser:"'wins' @('Lo' | 'Hi')?"`
		A    bracketed `parser:"@@"`
		Pot  string    `parser:"('from' 'the' @('main' | 'side') 'pot'"`
		PotN string    `parser:"@Num?)?"`
	}
	gCollected struct {
		A *Amount `parser:"'collected' '[' @@ ']'"`
	}
)

var lex = textgram.CurrencyBefore

// verbRules parse the text after a player's name of each kind into an
// Act; a kind with no rule is a note (or has no grammar).
var verbRules = map[linekind.Kind]textgram.Rule[Act]{
	linekind.KFold:       textgram.Whole(lex, func(*gFold, *Act) {}),
	linekind.KCheck:      textgram.Whole(lex, func(*gCheck, *Act) {}),
	linekind.KCall:       one[gCall](),
	linekind.KBet:        one[gBet](),
	linekind.KDoubleBet:  one[gBet](),
	linekind.KRaise:      textgram.Whole(lex, func(g *gRaise, a *Act) { a.A, a.B = g.A.Amt, g.B }),
	linekind.KAllIn:      one[gAllIn](),
	linekind.KPostSB:     one[gPostSB](),
	linekind.KPostBB:     one[gPostBB](),
	linekind.KPostBoth:   one[gPostBoth](),
	linekind.KPostDead:   textgram.Whole(lex, func(g *gPostDead, a *Act) { a.A, a.B = g.A, g.B }),
	linekind.KPostAnte:   one[gPostAnte](),
	linekind.KPostButton: one[gPostBtn](),
	linekind.KBringIn:    one[gBringIn](),
	linekind.KComplete:   one[gComplete](),
	linekind.KShow:       cards,
	linekind.KNoShow:     cards,
	linekind.KMuck:       cards,
	linekind.KNoCards:    func(string, *Act) error { return nil },
	linekind.KBalance:    func(string, *Act) error { return nil },
	linekind.KWins:       wins(),
	linekind.KCollected:  textgram.Whole(lex, func(g *gCollected, a *Act) { a.A = g.A }),
	linekind.KChat:       func(rest string, a *Act) error { a.Text = rest; return nil },
}

// ParseAct parses the text after a player's name (rest) as a line of kind k.
func ParseAct(k linekind.Kind, rest string) (*Act, error) {
	a := &Act{Kind: k}
	r, ok := verbRules[k]
	switch {
	case ok:
		if err := r(rest, a); err != nil {
			return nil, err
		}
	case !k.IsNote():
		return nil, fmt.Errorf("no grammar for %s lines", k)
	}
	return a, nil
}

// amounted is every grammar whose one amount is bracketed.
type amounted interface{ amt() *Amount }

func (g *gCall) amt() *Amount     { return g.A.Amt }
func (g *gBet) amt() *Amount      { return g.A.Amt }
func (g *gAllIn) amt() *Amount    { return g.A.Amt }
func (g *gPostSB) amt() *Amount   { return g.A.Amt }
func (g *gPostBB) amt() *Amount   { return g.A.Amt }
func (g *gPostBoth) amt() *Amount { return g.A.Amt }
func (g *gPostAnte) amt() *Amount { return g.A.Amt }
func (g *gPostBtn) amt() *Amount  { return g.A.Amt }
func (g *gBringIn) amt() *Amount  { return g.A.Amt }
func (g *gComplete) amt() *Amount { return g.A.Amt }

// one is the rule of a verb whose one amount is bracketed: the amount is A.
func one[T any, P interface {
	*T
	amounted
}]() textgram.Rule[Act] {
	return textgram.Whole(lex, func(g *T, a *Act) { a.A = P(g).amt() })
}

// wins reads "wins Lo $2 from the side pot 1 with a flush." (verb first):
// the description after " with " is cut off before the grammar.
func wins() textgram.Rule[Act] {
	p := textgram.Build[gWins](lex)
	return func(rest string, a *Act) error {
		body, text := rest, ""
		if i := strings.Index(rest, " with "); i >= 0 {
			body, text = rest[:i], strings.TrimSuffix(rest[i+len(" with "):], ".")
		}
		g, err := p.ParseString("", strings.TrimSuffix(body, "."))
		if err != nil {
			return err
		}
		a.A, a.Half, a.Pot, a.PotN, a.Text = g.A.Amt, g.Half, g.Pot, g.PotN, text
		return nil
	}
}

var pCards = textgram.Build[gCards](lex)

// cards reads "[ Th, 5c ]a flush, Ace high." (verb first): the cards, and
// the description after ']' as Text.
func cards(rest string, a *Act) error {
	i := strings.IndexByte(rest, '[')
	j := strings.IndexByte(rest, ']')
	if i < 0 || j < i {
		return fmt.Errorf("no cards in brackets")
	}
	g, err := pCards.ParseString("", rest[i:j+1])
	if err != nil {
		return err
	}
	a.Cards = g.Cards
	a.Text = strings.TrimSuffix(strings.TrimSpace(rest[j+1:]), ".")
	return nil
}
