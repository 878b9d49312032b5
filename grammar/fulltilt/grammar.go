package fulltilt

import (
	"errors"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// Act is the site AST of one player line after the name: the verb kind and
// what it says, amounts still as text ("$1,000.50", "25").
type Act struct {
	// The shared fields. A: called, bet, raised to, posted, won, the discard
	// count; B: the pot number of "wins pot 2" / "side pot #2"; Cards: shown,
	// discarded, kept; AllIn: ", and is all in"
	textgram.Head
	Word   string // card/cards
	Text   string // the free text: a hand description, a chat message
	Capped bool   // ", and is capped" (cap games)
}

// One flat struct grammar per verb, no alternatives. The text they parse
// starts after the space that follows the name.
type (
	gRaise struct {
		A string `parser:"'raises' 'to' @Num"`
	}
	gPostSB struct {
		A string `parser:"'posts' 'the' 'small' 'blind' 'of' @Num"`
	}
	gPostBB struct {
		A string `parser:"'posts' 'the' 'big' 'blind' 'of' @Num"`
	}
	gPostDeadSB struct {
		A string `parser:"'posts' 'a' 'dead' 'small' 'blind' 'of' @Num"`
	}
	gPost struct {
		A string `parser:"'posts' @Num"`
	}
	gAnte struct {
		A string `parser:"'antes' @Num"`
	}
	gDiscard struct {
		A    string `parser:"'discards' @Num"`
		Word string `parser:"@('card' | 'cards')"`
	}
	gDiscardShown struct {
		A     string   `parser:"'discards' @Num"`
		Word  string   `parser:"@('card' | 'cards')"`
		Cards []string `parser:"'[' @Word* ']'"`
	}
	gDiscardNone struct {
		V string `parser:"@'discards'"`
	}
	gDiscardCards struct {
		Cards []string `parser:"'discards' '[' @Word* ']'"`
	}
	gShowDesc struct {
		V string `parser:"@'shows'"`
	}
	gMuck struct {
		V string `parser:"@'mucks'"`
	}
	gWinPot struct {
		A string `parser:"'wins' 'the' 'pot' '(' @Num ')'"`
	}
	gWinMain struct {
		A string `parser:"'wins' 'the' 'main' 'pot' '(' @Num ')'"`
	}
	gWinSide struct {
		B string `parser:"'wins' 'the'? 'side' 'pot' ('#' @Num)?"`
		A string `parser:"'(' @Num ')'"`
	}
	gWinHigh struct {
		A string `parser:"'wins' 'the' 'high' 'pot' '(' @Num ')'"`
	}
	gWinLow struct {
		A string `parser:"'wins' 'the' 'low' 'pot' '(' @Num ')'"`
	}
	gWinRun struct {
		B string `parser:"'wins' 'pot' @Num"`
		A string `parser:"'(' @Num ')'"`
	}
	gTies struct {
		A string `parser:"'ties' 'for' 'the' 'pot' '(' @Num ')'"`
	}
	gTiesHigh struct {
		A string `parser:"'ties' 'for' 'the' 'high' 'pot' '(' @Num ')'"`
	}
	gTiesLow struct {
		A string `parser:"'ties' 'for' 'the' 'low' 'pot' '(' @Num ')'"`
	}
	gTiesMain struct {
		A string `parser:"'ties' 'for' 'the' 'main' 'pot' '(' @Num ')'"`
	}
	gTiesSide struct {
		B string `parser:"'ties' 'for' 'the' 'side' 'pot' ('#' @Num)?"`
		A string `parser:"'(' @Num ')'"`
	}
	gAdds struct {
		A string `parser:"'adds' @Num"`
	}
	gIsDealt struct {
		A    string `parser:"'is' 'dealt' @Num"`
		Word string `parser:"@('card' | 'cards')"`
	}
	gLowWith struct {
		Cards []string `parser:"'is' 'low' 'with' '[' @Word* ']'"`
	}
	gHighWith struct {
		Cards []string `parser:"'is' 'high' 'with' '[' @Word* ']'"`
	}
)

var lex = textgram.CurrencyBefore

// verbRules parse the text of each kind into an Act: the shared grammars
// of the verbs Full Tilt writes as other sites do, then its own (init);
// its notes need none (ParseAct keeps their text).
var verbRules = textgram.Verbs[Act](int(linekind.NumKinds), lex, false, &words)

func init() {
	amount := func(a *Act, s string) { a.A = s }
	verbRules[linekind.KRaise] = textgram.Whole(lex, func(g *gRaise, a *Act) { amount(a, g.A) })
	verbRules[linekind.KPostSB] = textgram.Whole(lex, func(g *gPostSB, a *Act) { amount(a, g.A) })
	verbRules[linekind.KPostBB] = textgram.Whole(lex, func(g *gPostBB, a *Act) { amount(a, g.A) })
	verbRules[linekind.KPostDeadSB] = textgram.Whole(lex, func(g *gPostDeadSB, a *Act) { amount(a, g.A) })
	verbRules[linekind.KPost] = textgram.Whole(lex, func(g *gPost, a *Act) { amount(a, g.A) })
	verbRules[linekind.KAnte] = textgram.Whole(lex, func(g *gAnte, a *Act) { amount(a, g.A) })
	verbRules[linekind.KDiscard] = textgram.Whole(lex, func(g *gDiscard, a *Act) { a.A, a.Word = g.A, g.Word })
	verbRules[linekind.KDiscardShown] = textgram.Whole(lex, func(g *gDiscardShown, a *Act) { a.A, a.Word, a.Cards = g.A, g.Word, g.Cards })
	verbRules[linekind.KDiscardNone] = textgram.Whole(lex, func(*gDiscardNone, *Act) {})
	verbRules[linekind.KDiscardCards] = textgram.Whole(lex, func(g *gDiscardCards, a *Act) { a.Cards = g.Cards })
	verbRules[linekind.KShowDesc] = textgram.Whole(lex, func(*gShowDesc, *Act) {})
	verbRules[linekind.KMuck] = textgram.Whole(lex, func(*gMuck, *Act) {})
	verbRules[linekind.KWinPot] = textgram.Whole(lex, func(g *gWinPot, a *Act) { amount(a, g.A) })
	verbRules[linekind.KWinMain] = textgram.Whole(lex, func(g *gWinMain, a *Act) { amount(a, g.A) })
	verbRules[linekind.KWinSide] = textgram.Whole(lex, func(g *gWinSide, a *Act) { a.A, a.B = g.A, g.B })
	verbRules[linekind.KWinHigh] = textgram.Whole(lex, func(g *gWinHigh, a *Act) { amount(a, g.A) })
	verbRules[linekind.KWinLow] = textgram.Whole(lex, func(g *gWinLow, a *Act) { amount(a, g.A) })
	verbRules[linekind.KWinRun] = textgram.Whole(lex, func(g *gWinRun, a *Act) { a.A, a.B = g.A, g.B })
	verbRules[linekind.KTies] = textgram.Whole(lex, func(g *gTies, a *Act) { amount(a, g.A) })
	verbRules[linekind.KTiesHigh] = textgram.Whole(lex, func(g *gTiesHigh, a *Act) { amount(a, g.A) })
	verbRules[linekind.KTiesLow] = textgram.Whole(lex, func(g *gTiesLow, a *Act) { amount(a, g.A) })
	verbRules[linekind.KTiesMain] = textgram.Whole(lex, func(g *gTiesMain, a *Act) { amount(a, g.A) })
	verbRules[linekind.KTiesSide] = textgram.Whole(lex, func(g *gTiesSide, a *Act) { a.A, a.B = g.A, g.B })
	verbRules[linekind.KAdds] = textgram.Whole(lex, func(g *gAdds, a *Act) { amount(a, g.A) })
	verbRules[linekind.KIsDealt] = textgram.Whole(lex, func(g *gIsDealt, a *Act) { a.A, a.Word = g.A, g.Word })
	verbRules[linekind.KLowWith] = textgram.Whole(lex, func(g *gLowWith, a *Act) { a.Cards = g.Cards })
	verbRules[linekind.KHighWith] = textgram.Whole(lex, func(g *gHighWith, a *Act) { a.Cards = g.Cards })
}

// ErrUnknown is returned for a line no grammar knows.
var ErrUnknown = errors.New("no grammar for this line")

// ParseAct parses the text after a player name (rest starts with " " or
// ":", as CutName returns it) with the grammar of kind k. Hand
// descriptions ("shows [Ks 5h] a pair of Sixes", "wins the pot ($0.31)
// with a pair of Sixes") and chat are free text, cut off before the
// grammar runs; notes without amounts or cards need no grammar.
func ParseAct(k linekind.Kind, rest string) (Act, error) {
	a := Act{Head: textgram.Head{Kind: k}}
	text, allIn, capped := Suffix(rest)
	a.AllIn, a.Capped = allIn, capped
	switch k {
	case linekind.KChat:
		a.Text = strings.TrimSpace(strings.TrimPrefix(text, ":"))
		return a, nil
	case linekind.KObserverChat:
		a.Text = strings.TrimSpace(strings.TrimPrefix(text, " (Observer):"))
		return a, nil
	}
	text = strings.TrimPrefix(text, " ")
	switch {
	case k == linekind.KShow:
		if i := strings.IndexByte(text, ']'); i >= 0 {
			a.Text = strings.TrimSpace(text[i+1:])
			text = text[:i+1]
		}
	case k == linekind.KShowDesc:
		a.Text = strings.TrimPrefix(text, "shows ")
		text = "shows"
	case k.IsWin():
		if i := strings.Index(text, ") with "); i >= 0 {
			a.Text = text[i+len(") with "):]
			text = text[:i+1]
		}
	}
	if int(k) >= len(verbRules) || verbRules[k] == nil {
		if k.IsNote() {
			a.Text = text
			return a, nil
		}
		return a, ErrUnknown
	}
	if err := verbRules[k](text, &a); err != nil {
		return a, err
	}
	return a, nil
}
