package enet

import (
	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// lines picks a line's kind: the lines written as PokerStars writes them
// and the betting's "Rake: €x" (KInfo); any other line starts with a
// player's name.
var lines = linekind.New(linekind.KBlank, linekind.KPlayer, linekind.Rules(
	func() []linekind.Rule[linekind.Kind] {
		w := linekind.Standard.Only(linekind.KStreet, linekind.KTable, linekind.KSeat, linekind.KSummarySeat,
			linekind.KUncalled, linekind.KTotal, linekind.KBoard)
		return w.Lines()
	}(),
	[]linekind.Rule[linekind.Kind]{{Kind: linekind.KInfo, Prefix: "Rake: "}},
))

// Classify returns the kind of a line; summary says whether the line is
// in the hand's summary.
func Classify(line string, summary bool) linekind.Kind { return lines.Classify(line, summary) }

// Verbs: after "NAME: "; the collection after "NAME: " or "NAME ".
var (
	standard = linekind.Standard.Only(linekind.KFold, linekind.KCheck, linekind.KCall, linekind.KBet,
		linekind.KPostSB, linekind.KPostBB)
	collect = []linekind.Rule[linekind.Kind]{{Kind: linekind.KCollectPot, Prefix: "collected (", Suffix: ") from pot"}}
	colon   = linekind.New(linekind.KUnknown, linekind.KUnknown, linekind.Rules(
		[]linekind.Rule[linekind.Kind]{
			{Kind: linekind.KPostSB, Is: "posts small blind"},
			{Kind: linekind.KPostBB, Is: "posts big blind"},
			{Kind: linekind.KAllIn, Prefix: "goes all-in "},
			{Kind: linekind.KShow, Prefix: "shows [", Suffix: ")"},
			{Kind: linekind.KMuck, Is: "mucked"},
			{Kind: linekind.KRaise, Prefix: "raises "},
		},
		standard.Verbs(), collect,
	))
	space = linekind.New(linekind.KUnknown, linekind.KUnknown, collect)
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

// Act is a player line read: its kind, amount (A: posted, called, bet,
// what a raise or an all-in adds, collected; "" for a post written
// without one) and the cards shown.
type Act struct{ textgram.Head }

type (
	// gPost is a blind, its amount not always written.
	gPost struct {
		A string `parser:"'posts' ('small' | 'big') 'blind' @Num?"`
	}
	gRaise struct {
		A string `parser:"'raises' @Num"`
	}
	gAllIn struct {
		A string `parser:"'goes' 'all' '-' 'in' @Num"`
	}
	gShows struct {
		Cards string `parser:"'shows' '[' @Word? ']'"`
	}
	gMucked struct {
		V string `parser:"@'mucked'"`
	}
)

var rules = func() []textgram.Rule[Act] {
	l := textgram.CurrencyBefore
	r := textgram.Verbs[Act](256, l, false, &standard)
	post := textgram.Whole(l, func(g *gPost, a *Act) { a.A = g.A })
	r[linekind.KPostSB], r[linekind.KPostBB] = post, post
	r[linekind.KRaise] = textgram.Whole(l, func(g *gRaise, a *Act) { a.A = g.A })
	r[linekind.KAllIn] = textgram.Whole(l, func(g *gAllIn, a *Act) { a.A, a.AllIn = g.A, true })
	r[linekind.KShow] = func(text string, a *Act) error {
		g, err := pShows.ParseString("", text)
		if err != nil {
			return err
		}
		a.Cards, err = Cards(g.Cards)
		return err
	}
	r[linekind.KMuck] = textgram.Whole(l, func(*gMucked, *Act) {})
	r[linekind.KCollectPot] = textgram.Whole(l, func(g *gCollected, a *Act) { a.A = g.A })
	return r
}()

var pShows = textgram.Before[gShows]()

// ParseAct reads rest, the text after a seat's name (CutName), as a line
// of kind k; a show's description is returned apart.
func ParseAct(k linekind.Kind, rest string) (*Act, string, error) {
	a := &Act{}
	var desc string
	if err := textgram.ReadAct[Act](speech, rules, k, rest, a, &desc); err != nil {
		return nil, "", err
	}
	return a, desc, nil
}
