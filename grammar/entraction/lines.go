package entraction

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// verbs are the kinds of the text after a seat's name and its padding.
var verbs = linekind.New(linekind.KUnknown, linekind.KUnknown, []linekind.Rule[Kind]{
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
func verb(rest string) Kind { return verbs.Of(strings.TrimLeft(rest, " ")) }

// speech cuts a seat's name off a player line: spaces follow the name.
var speech = &linekind.Speech[Kind]{Seps: " ", Verb: verb}

// CutName finds which seat name starts the line (names: the hand's seat
// names, longest first): its index, the text after the name and the
// line's kind; linekind.KUnknown when no name fits.
func CutName(line string, names []string) (int, string, Kind) {
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
	Kind  Kind
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
	gDealt struct {
		Cards []string `parser:"'was' 'dealt' ':' @Word ('-' @Word)*"`
	}
	gShows struct {
		Cards []string `parser:"'shows' ':' @Word ('-' @Word)*"`
	}
	gNoShow struct {
		Cards []string `parser:"\"didn't\" 'show' 'hand' ('(' @Word ('-' @Word)* ')')?"`
	}
	// gWins is "EUR 59.25", "1,160.00" (after "wins:", the hand after
	// " (with " cut off), and the rake's amount.
	gWins struct {
		Currency string `parser:"@Word?"`
		A        string `parser:"@Num"`
	}
)

var (
	pPut    = textgram.Before[gPut]()
	pDealt  = textgram.Before[gDealt]()
	pShows  = textgram.Before[gShows]()
	pNoShow = textgram.Before[gNoShow]()
	pWins   = textgram.Before[gWins]()
)

// ParseAct reads rest, the text after a seat's name (CutName), as a line
// of kind k.
func ParseAct(k Kind, rest string) (*Act, error) {
	rest = strings.TrimSpace(rest)
	a := &Act{Kind: k}
	switch k {
	case linekind.KFold, linekind.KCheck:
		return a, nil
	case linekind.KCall, linekind.KBet, linekind.KRaise, linekind.KAllIn, linekind.KPostAnte, linekind.KReturn:
		g, err := pPut.ParseString("", rest)
		if err != nil {
			return nil, err
		}
		a.A = g.A
	case linekind.KDealt:
		g, err := pDealt.ParseString("", rest)
		if err != nil {
			return nil, err
		}
		a.Cards = g.Cards
	case linekind.KShow:
		text, desc := rest, ""
		if i := strings.Index(rest, " ("); i > 0 && strings.HasSuffix(rest, ")") {
			text, desc = rest[:i], rest[i+2:len(rest)-1]
		}
		g, err := pShows.ParseString("", text)
		if err != nil {
			return nil, err
		}
		a.Cards, a.Desc = g.Cards, desc
	case linekind.KNoShow:
		g, err := pNoShow.ParseString("", rest)
		if err != nil {
			return nil, err
		}
		a.Cards = g.Cards
	case linekind.KWins:
		text := strings.TrimSpace(strings.TrimPrefix(rest, "wins:"))
		if i := strings.Index(text, " (with "); i > 0 && strings.HasSuffix(text, ")") {
			text, a.Desc = text[:i], text[i+len(" (with "):len(text)-1]
		}
		g, err := pWins.ParseString("", text)
		if err != nil {
			return nil, err
		}
		a.A = g.A
	default:
		return nil, fmt.Errorf("no %s line in Entraction's histories", k)
	}
	return a, nil
}
