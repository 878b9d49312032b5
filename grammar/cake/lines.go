package cake

import (
	"strings"

	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// Verbs: every verb after "NAME: "; a win after "NAME " too (the older
// showdown lines: "Player0 wins $50,50", "Noot***7: wins $76 with ...").
var (
	// standard are the verbs written as the other sites write them.
	standard = linekind.Standard.Only(linekind.KFold, linekind.KCheck, linekind.KCall, linekind.KBet,
		linekind.KPostSB, linekind.KPostBB, linekind.KShow, linekind.KShowBare)
	wins  = linekind.Rule[linekind.Kind]{Kind: linekind.KWins, Prefix: "wins "}
	colon = linekind.New(linekind.KUnknown, linekind.KUnknown, linekind.Rules(
		[]linekind.Rule[linekind.Kind]{
			{Kind: linekind.KRaise, Prefix: "raises to "},
			{Kind: linekind.KAllIn, Prefix: "is all in "},
			{Kind: linekind.KReturn, Prefix: "returns uncalled bet "},
			{Kind: linekind.KMuck, Is: "mucks"},
			{Kind: linekind.KMucks, Prefix: "mucks ["},
			wins,
		},
		standard.Verbs(),
	))
	space = linekind.New(linekind.KUnknown, linekind.KUnknown, []linekind.Rule[linekind.Kind]{wins})
)

var speech = &linekind.Speech[linekind.Kind]{
	Seps: ": ",
	Verb: func(rest string) linekind.Kind { return linekind.AfterName(colon, space, rest) },
}

// CutName finds which seat name starts the line (names: the hand's seat
// names, longest first): its index, the text after the name and the
// line's kind; linekind.KUnknown when no name fits.
func CutName(line string, names []string) (int, string, linekind.Kind) {
	return speech.CutSeated(line, names)
}

// Act is a player line read: its kind, amount (A: posted, called, bet or
// put in all in, the total a raise goes to, the bet returned, the amount
// won), the cards shown or mucked, and for a win the half ("high",
// "low") and the hand after " with" (Desc).
type Act struct {
	textgram.Head
	Half string
	Desc string
}

// Cake's own verb grammars.
type (
	// gRaiseTo is "raises to $10": the total only.
	gRaiseTo struct {
		A string `parser:"'raises' 'to' @Num"`
	}
	// gAllIn is "is all in 197": what the line adds, the rest of the stack.
	gAllIn struct {
		A string `parser:"'is' 'all' 'in' @Num"`
	}
	gReturn struct {
		A string `parser:"'returns' 'uncalled' 'bet' @Num"`
	}
	gMuck struct {
		V string `parser:"@'mucks'"`
	}
	// gMucks is "mucks [9h,As] (TwoPair) ." (after the wins: a loser's
	// cards), "mucks [ Td, Ac ] (Pair)"; the words after the cards are
	// not read.
	gMucks struct {
		Cards group `parser:"'mucks' @@"`
	}
	// gWins is "wins $50,50", "wins high pot 327", "wins low pot 327"
	// (the hand after " with" cut off before).
	gWins struct {
		Half string `parser:"'wins' (@('high' | 'low') 'pot')?"`
		A    string `parser:"@Num"`
	}
)

var rules = func() []textgram.Rule[Act] {
	l := textgram.CurrencyBefore
	r := textgram.Verbs[Act](256, l, false, &standard)
	r[linekind.KRaise] = textgram.Whole(l, func(g *gRaiseTo, a *Act) { a.A = g.A })
	r[linekind.KAllIn] = textgram.Whole(l, func(g *gAllIn, a *Act) { a.A, a.AllIn = g.A, true })
	r[linekind.KReturn] = textgram.Whole(l, func(g *gReturn, a *Act) { a.A = g.A })
	r[linekind.KMuck] = textgram.Whole(l, func(*gMuck, *Act) {})
	r[linekind.KMucks] = textgram.Leading(l, func(g *gMucks, a *Act) { a.Cards = g.Cards.Cards })
	r[linekind.KWins] = textgram.Whole(l, func(g *gWins, a *Act) { a.A, a.Half = g.A, g.Half })
	return r
}()

// ParseAct reads rest, the text after a seat's name (CutName), as a line
// of kind k.
func ParseAct(k linekind.Kind, rest string) (*Act, error) {
	a := &Act{}
	if k == linekind.KWins {
		if i := strings.Index(rest, " with"); i >= 0 && (len(rest) == i+len(" with") || rest[i+len(" with")] == ' ') {
			rest, a.Desc = rest[:i], strings.TrimSpace(rest[i+len(" with"):])
		}
	}
	var desc string
	if err := textgram.ReadAct[Act](speech, rules, k, rest, a, &desc); err != nil {
		return nil, err
	}
	if k == linekind.KShow {
		a.Desc = strings.TrimSpace(desc)
	}
	return a, nil
}
