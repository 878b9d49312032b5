package entraction

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// verbs are the kinds of the text after a seat's name and its padding.
var verbs = linekind.New(linekind.KUnknown, linekind.KUnknown, []linekind.Rule[linekind.Kind]{
	{Kind: linekind.KFold, Is: "Fold"},
	{Kind: linekind.KCheck, Is: "Check"},
	{Kind: linekind.KCall, Prefix: "Call "},
	{Kind: linekind.KBet, Prefix: "Bet "},
	{Kind: linekind.KRaise, Prefix: "Raise "},
	{Kind: linekind.KAllIn, Prefix: "All-In "},
	{Kind: linekind.KPostAnte, Prefix: "Ante "},
	{Kind: linekind.KReturn, Prefix: "Payback "},
	{Kind: linekind.KDealt, Prefix: "was dealt:"},
	{Kind: linekind.KShow, Prefix: "shows:"},
	{Kind: linekind.KNoShow, Prefix: "didn't show hand"},
	{Kind: linekind.KWins, Prefix: "wins:"},
})

// verb is the kind of the text after a name: its padding skipped.
func verb(rest string) linekind.Kind { return verbs.Of(strings.TrimLeft(rest, " ")) }

// speech cuts a seat's name off a player line: spaces follow the name.
var speech = &linekind.Speech[linekind.Kind]{Seps: " ", Verb: verb}

// CutName finds which seat name starts the line (names: the hand's seat
// names, longest first): its index, the text after the name and the
// line's kind; linekind.KUnknown when no name fits.
func CutName(line string, names []string) (int, string, linekind.Kind) {
	return speech.CutSeated(line, names)
}

// DealtName is the name before " was dealt:" of a line no seat name
// starts (the site may write it in another case: "hero was dealt:").
func DealtName(line string) (string, bool) {
	name, _, ok := strings.Cut(line, " was dealt:")
	return name, ok && name != ""
}

// Act is a player line read: its kind, amount (A: what the line writes),
// the cards dealt or shown and the hand's description.
type Act struct {
	Kind  linekind.Kind
	A     string
	Cards []string
	Desc  string
}

// The grammars of the player lines, one per way of writing.
type (
	// gPut is "Raise       (15.00)": a verb and what it puts in.
	gPut struct {
		A string `parser:"('Call' | 'Bet' | 'Raise' | 'All' '-' 'In' | 'Ante' | 'Payback') '(' @Num ')'"`
	}
	gBare struct {
		V string `parser:"@('Fold' | 'Check')"`
	}
	gDealt struct {
		Cards []string `parser:"'was' 'dealt' ':' @Word ('-' @Word)*"`
	}
	// gShows is "shows: 2h - 2s" (the description after " (" cut off).
	gShows struct {
		Cards []string `parser:"'shows' ':' @Word ('-' @Word)*"`
	}
	gNoShow struct {
		Cards []string `parser:"\"didn't\" 'show' 'hand' ('(' @Word ('-' @Word)* ')')?"`
	}
	// gAmount is "EUR 59.25" or "1,160.00": a win's or the rake's amount.
	gAmount struct {
		Currency string `parser:"@Word?"`
		A        string `parser:"@Num"`
	}
	// gWins is "wins: EUR 59.25" (the hand after " (with " cut off).
	gWins struct {
		Amount gAmount `parser:"'wins' ':' @@"`
	}
)

var pAmount = textgram.Before[gAmount]()

// rules are the grammars of the player lines, by kind.
var rules = func() []textgram.Rule[Act] {
	l := textgram.CurrencyBefore
	r := make([]textgram.Rule[Act], linekind.NumKinds)
	put := textgram.Whole(l, func(g *gPut, a *Act) { a.A = g.A })
	for _, k := range []linekind.Kind{linekind.KCall, linekind.KBet, linekind.KRaise, linekind.KAllIn, linekind.KPostAnte, linekind.KReturn} {
		r[k] = put
	}
	bare := textgram.Whole(l, func(*gBare, *Act) {})
	r[linekind.KFold], r[linekind.KCheck] = bare, bare
	r[linekind.KDealt] = textgram.Whole(l, func(g *gDealt, a *Act) { a.Cards = g.Cards })
	r[linekind.KShow] = textgram.Whole(l, func(g *gShows, a *Act) { a.Cards = g.Cards })
	r[linekind.KNoShow] = textgram.Whole(l, func(g *gNoShow, a *Act) { a.Cards = g.Cards })
	r[linekind.KWins] = textgram.Whole(l, func(g *gWins, a *Act) { a.A = g.Amount.A })
	return r
}()

// descs are where a line's hand description starts, by kind: "Hero
// shows: 2h - 2s (a flush, Ace high)", "Hero wins: EUR 98.00 (with a
// flush, Ace high)".
var descs = map[linekind.Kind]string{linekind.KShow: " (", linekind.KWins: " (with "}

// ParseAct reads rest, the text after a seat's name (CutName), as a line
// of kind k.
func ParseAct(k linekind.Kind, rest string) (*Act, error) {
	if !textgram.Has(rules, k) {
		return nil, fmt.Errorf("no %s line in Entraction's histories", k)
	}
	text, a := strings.TrimSpace(rest), &Act{Kind: k}
	if open, ok := descs[k]; ok {
		if i := strings.Index(text, open); i > 0 && strings.HasSuffix(text, ")") {
			text, a.Desc = text[:i], text[i+len(open):len(text)-1]
		}
	}
	if err := rules[k](text, a); err != nil {
		return nil, err
	}
	return a, nil
}
