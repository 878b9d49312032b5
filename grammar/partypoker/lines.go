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
	Kind  Kind
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

var (
	pFold      = textgram.Before[gFold]()
	pCheck     = textgram.Before[gCheck]()
	pCall      = textgram.Before[gCall]()
	pBet       = textgram.Before[gBet]()
	pRaise     = textgram.Before[gRaise]()
	pAllIn     = textgram.Before[gAllIn]()
	pPostSB    = textgram.Before[gPostSB]()
	pPostBB    = textgram.Before[gPostBB]()
	pPostBoth  = textgram.Before[gPostBoth]()
	pPostDead  = textgram.Before[gPostDead]()
	pPostAnte  = textgram.Before[gPostAnte]()
	pPostBtn   = textgram.Before[gPostBtn]()
	pBringIn   = textgram.Before[gBringIn]()
	pComplete  = textgram.Before[gComplete]()
	pCards     = textgram.Before[gCards]()
	pWins      = textgram.Before[gWins]()
	pCollected = textgram.Before[gCollected]()
)

// ParseAct parses the text after a player's name (rest) as a line of kind k.
func ParseAct(k Kind, rest string) (*Act, error) {
	a := &Act{Kind: k}
	var err error
	switch k {
	case linekind.KFold:
		_, err = pFold.ParseString("", rest)
	case linekind.KCheck:
		_, err = pCheck.ParseString("", rest)
	case linekind.KCall:
		a.A, err = amount(pCall.ParseString("", rest))
	case linekind.KBet, linekind.KDoubleBet:
		a.A, err = amount(pBet.ParseString("", rest))
	case linekind.KRaise:
		var g *gRaise
		if g, err = pRaise.ParseString("", rest); err == nil {
			a.A, a.B = g.A.Amt, g.B
		}
	case linekind.KAllIn:
		a.A, err = amount(pAllIn.ParseString("", rest))
	case linekind.KPostSB:
		a.A, err = amount(pPostSB.ParseString("", rest))
	case linekind.KPostBB:
		a.A, err = amount(pPostBB.ParseString("", rest))
	case linekind.KPostBoth:
		a.A, err = amount(pPostBoth.ParseString("", rest))
	case linekind.KPostDead:
		var g *gPostDead
		if g, err = pPostDead.ParseString("", rest); err == nil {
			a.A, a.B = g.A, g.B
		}
	case linekind.KPostAnte:
		a.A, err = amount(pPostAnte.ParseString("", rest))
	case linekind.KPostButton:
		a.A, err = amount(pPostBtn.ParseString("", rest))
	case linekind.KBringIn:
		a.A, err = amount(pBringIn.ParseString("", rest))
	case linekind.KComplete:
		a.A, err = amount(pComplete.ParseString("", rest))
	case linekind.KShow, linekind.KNoShow, linekind.KMuck:
		err = a.cards(rest)
	case linekind.KNoCards, linekind.KBalance:
	case linekind.KWins:
		body, text := rest, ""
		if i := strings.Index(rest, " with "); i >= 0 {
			body, text = rest[:i], strings.TrimSuffix(rest[i+len(" with "):], ".")
		}
		var g *gWins
		if g, err = pWins.ParseString("", strings.TrimSuffix(body, ".")); err == nil {
			a.A, a.Half, a.Pot, a.PotN, a.Text = g.A.Amt, g.Half, g.Pot, g.PotN, text
		}
	case linekind.KCollected:
		var g *gCollected
		if g, err = pCollected.ParseString("", rest); err == nil {
			a.A = g.A
		}
	case linekind.KChat:
		a.Text = rest
	default:
		if !k.IsNote() {
			return nil, fmt.Errorf("no grammar for %s lines", k)
		}
	}
	if err != nil {
		return nil, err
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

func amount[T amounted](g T, err error) (*Amount, error) {
	if err != nil {
		return nil, err
	}
	return g.amt(), nil
}

// cards reads "[ Th, 5c ]a flush, Ace high." (verb first): the cards, and
// the description after ']' as Text.
func (a *Act) cards(rest string) error {
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
