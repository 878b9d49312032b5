package kingsclub

import (
	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// Verbs: the posts after "NAME: ", every other verb after "NAME ".
var (
	colon = linekind.New(linekind.KUnknown, linekind.KUnknown, []linekind.Rule[linekind.Kind]{
		{Kind: linekind.KPostAnte, Prefix: "posts ante "},
		{Kind: linekind.KPostSB, Prefix: "posts the small blind "},
		{Kind: linekind.KPostBB, Prefix: "posts the big blind "},
	})
	// standard are the verbs written as the other sites write them.
	standard = linekind.Standard.Only(linekind.KFold, linekind.KCheck, linekind.KCall, linekind.KBet,
		linekind.KBringIn, linekind.KStandPat, linekind.KShowBare)
	space = linekind.New(linekind.KUnknown, linekind.KUnknown, linekind.Rules(
		[]linekind.Rule[linekind.Kind]{
			{Kind: linekind.KRaise, Prefix: "raises to "},
			{Kind: linekind.KDiscardShown, Prefix: "discards [", Contains: "] draws ["},
			{Kind: linekind.KDiscard, Prefix: "draws "},
			{Kind: linekind.KWinPot, Prefix: "wins pot ("},
			{Kind: linekind.KWinPot, Prefix: "wins (", Suffix: ") from pot"},
		},
		standard.Verbs(),
	))
)

// speech cuts a seat's name off a player line; ", and is all in" ends a
// line that puts its player all in.
var speech = &linekind.Speech[linekind.Kind]{
	Seps:   ": ",
	Verb:   func(rest string) linekind.Kind { return linekind.AfterName(colon, space, rest) },
	Remark: ", and is all in",
}

// CutName finds which seat name starts the line (names: the hand's seat
// names, longest first): its index, the text after the name and the
// line's kind; linekind.KUnknown when no name fits.
func CutName(line string, names []string) (int, string, linekind.Kind) {
	return speech.CutSeated(line, names)
}

// Act is a player line read: its kind, amount (A: what the line writes,
// posted, called or bet, the total a raise goes to, the pot won, the
// number of cards drawn), the cards shown or discarded (Cards), the cards
// drawn (Drawn) and the all-in mark.
type Act struct {
	textgram.Head
	Drawn []string
}

// Kings Club's own verb grammars.
type (
	gPostAnte struct {
		A string `parser:"'posts' 'ante' @Num"`
	}
	gPostSB struct {
		A string `parser:"'posts' 'the' 'small' 'blind' @Num"`
	}
	gPostBB struct {
		A string `parser:"'posts' 'the' 'big' 'blind' @Num"`
	}
	// gRaiseTo is "raises to 30": the total only.
	gRaiseTo struct {
		A string `parser:"'raises' 'to' @Num"`
	}
	// gDiscardDraw is "discards [Ts Jh] draws [3c 6c]" (the hero's).
	gDiscardDraw struct {
		Thrown []string `parser:"'discards' '[' @Word* ']'"`
		Drawn  []string `parser:"'draws' '[' @Word* ']'"`
	}
	// gDraws is "draws 2" (an opponent's).
	gDraws struct {
		N string `parser:"'draws' @Num"`
	}
	// gWins is "wins pot (209)" or "wins (484.50) from pot".
	gWins struct {
		A string `parser:"'wins' ( 'pot' '(' @Num ')' | '(' @Num ')' 'from' 'pot' )"`
	}
)

var rules = func() []textgram.Rule[Act] {
	l := textgram.CurrencyBefore
	r := textgram.Verbs[Act](256, l, false, &standard)
	r[linekind.KPostAnte] = textgram.Whole(l, func(g *gPostAnte, a *Act) { a.A = g.A })
	r[linekind.KPostSB] = textgram.Whole(l, func(g *gPostSB, a *Act) { a.A = g.A })
	r[linekind.KPostBB] = textgram.Whole(l, func(g *gPostBB, a *Act) { a.A = g.A })
	r[linekind.KRaise] = textgram.Whole(l, func(g *gRaiseTo, a *Act) { a.A = g.A })
	r[linekind.KDiscardShown] = textgram.Whole(l, func(g *gDiscardDraw, a *Act) { a.Cards, a.Drawn = g.Thrown, g.Drawn })
	r[linekind.KDiscard] = textgram.Whole(l, func(g *gDraws, a *Act) { a.A = g.N })
	r[linekind.KWinPot] = textgram.Whole(l, func(g *gWins, a *Act) { a.A = g.A })
	return r
}()

// ParseAct reads rest, the text after a seat's name (CutName), as a line
// of kind k.
func ParseAct(k linekind.Kind, rest string) (*Act, error) {
	a := &Act{}
	var desc string
	if err := textgram.ReadAct[Act](speech, rules, k, rest, a, &desc); err != nil {
		return nil, err
	}
	return a, nil
}
