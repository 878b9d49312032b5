package absolute

import (
	"strings"

	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// Verbs: the actions after "NAME - ", the collection after "NAME ".
var (
	dash = linekind.New(linekind.KUnknown, linekind.KUnknown, []linekind.Rule[linekind.Kind]{
		{Kind: linekind.KPostSB, Prefix: "Posts small blind "},
		{Kind: linekind.KPostBB, Prefix: "Posts big blind "},
		{Kind: linekind.KPost, Prefix: "Posts "},
		{Kind: linekind.KPostAnte, Prefix: "Ante "},
		{Kind: linekind.KBringIn, Prefix: "Bring-In "},
		{Kind: linekind.KFold, Is: "Folds"},
		{Kind: linekind.KCheck, Is: "Checks"},
		{Kind: linekind.KCall, Prefix: "Calls "},
		{Kind: linekind.KBet, Prefix: "Bets "},
		{Kind: linekind.KRaise, Prefix: "Raises "},
		{Kind: linekind.KReturn, Prefix: "returned (", Suffix: ") : not called"},
		{Kind: linekind.KShow, Prefix: "Shows [", Suffix: ")"},
		{Kind: linekind.KMuck, Is: "Mucks"},
		{Kind: linekind.KNoShow, Is: "Does not show"},
		{Kind: linekind.KDealt, Prefix: "Pocket ["},
	})
	space = linekind.New(linekind.KUnknown, linekind.KUnknown, []linekind.Rule[linekind.Kind]{
		{Kind: linekind.KCollectMain, Prefix: "Collects ", Suffix: " from main pot"},
	})
)

// verb is the kind of the text after a name: " - VERB ..." or " Collects ...".
func verb(rest string) linekind.Kind {
	if r, ok := strings.CutPrefix(rest, " - "); ok {
		return dash.Of(r)
	}
	if r, ok := strings.CutPrefix(rest, " "); ok {
		return space.Of(r)
	}
	return linekind.KUnknown
}

var speech = &linekind.Speech[linekind.Kind]{Seps: " ", Verb: verb}

// CutName finds which seat name starts the line (names: the hand's seat
// names, longest first): its index, the text after the name and the
// line's kind; linekind.KUnknown when no name fits.
func CutName(line string, names []string) (int, string, linekind.Kind) {
	return speech.CutSeated(line, names)
}

// Act is a player line read: its kind, amount (A: posted, called, bet,
// returned, collected; a raise's first amount, what the player adds), B
// (a raise's total), the cards (shown, or the stud "Pocket" line's) and
// the description of a show.
type Act struct {
	textgram.Head
	Desc string
}

// Absolute's verb grammars: its words are capitalised.
type (
	gAmount struct {
		A string `parser:"('Posts' (('small' | 'big') 'blind')? | 'Ante' | 'Bring' '-' 'In' | 'Calls' | 'Bets') @Num"`
	}
	gWord struct {
		V string `parser:"@('Folds' | 'Checks' | 'Mucks' | 'Does' 'not' 'show')"`
	}
	gRaise struct {
		A string `parser:"'Raises' @Num"`
		B string `parser:"'to' @Num"`
	}
	gReturned struct {
		A string `parser:"'returned' '(' @Num ')' ':' 'not' 'called'"`
	}
	gCards struct {
		Cards []string `parser:"('Shows' | 'Pocket') '[' @Word* ']'"`
	}
	gCollects struct {
		A string `parser:"'Collects' @Num 'from' 'main' 'pot'"`
	}
)

var rules = func() []textgram.Rule[Act] {
	l := textgram.CurrencyBefore
	r := make([]textgram.Rule[Act], 256)
	amount := textgram.Whole(l, func(g *gAmount, a *Act) { a.A = g.A })
	word := textgram.Whole(l, func(*gWord, *Act) {})
	for _, k := range []linekind.Kind{linekind.KPostSB, linekind.KPostBB, linekind.KPost, linekind.KPostAnte, linekind.KBringIn, linekind.KCall, linekind.KBet} {
		r[k] = amount
	}
	for _, k := range []linekind.Kind{linekind.KFold, linekind.KCheck, linekind.KMuck, linekind.KNoShow} {
		r[k] = word
	}
	r[linekind.KRaise] = textgram.Whole(l, func(g *gRaise, a *Act) { a.A, a.B = g.A, g.B })
	r[linekind.KReturn] = textgram.Whole(l, func(g *gReturned, a *Act) { a.A = g.A })
	cardsRule := textgram.Whole(l, func(g *gCards, a *Act) { a.Cards = g.Cards })
	r[linekind.KShow], r[linekind.KDealt] = cardsRule, cardsRule
	r[linekind.KCollectMain] = textgram.Whole(l, func(g *gCollects, a *Act) { a.A = g.A })
	return r
}()

// ParseAct reads rest, the text after a seat's name (CutName), as a line
// of kind k.
func ParseAct(k linekind.Kind, rest string) (*Act, error) {
	a := &Act{}
	a.Kind = k
	if !textgram.Has(rules, k) {
		return nil, textgram.ErrUnknown
	}
	text, ok := strings.CutPrefix(rest, " - ")
	if !ok {
		text = strings.TrimPrefix(rest, " ")
	}
	if err := textgram.Read(rules, k, text, a, k == linekind.KShow, &a.Desc); err != nil {
		return nil, err
	}
	return a, nil
}
