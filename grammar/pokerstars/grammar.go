package pokerstars

import (
	"strings"

	"github.com/alecthomas/participle/v2"
	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// Act is the site AST of one player line after the name: the verb kind and
// what it says, amounts still as text ("$1,000.50", "25").
type Act struct {
	// The shared fields. A: called, bet, posted, collected, a raise's
	// increment, the discard count; B: a raise's "to", the cash-out fee, a
	// side pot's number; Cards: shown, discarded, kept; AllIn: " and is
	// all-in"
	textgram.Head
	Word   string // card/cards, place, ...
	Text   string // the free text: hand description, chat message, eliminated player
	Capped bool   // " and has reached the $80 cap"
}

// One flat struct grammar per verb, no alternatives. The text they parse
// starts after ": " or " " that follows the name.
type (
	gFoldShow struct {
		Cards []string `parser:"'folds' '[' @Word* ']'"`
	}
	gPostBoth struct {
		A string `parser:"'posts' 'small' '&' 'big' 'blinds' @Num"`
	}
	gStraddle struct {
		A string `parser:"'posts' 'straddle' @Num"`
	}
	gDiscard struct {
		A    string `parser:"'discards' @Num"`
		Word string `parser:"@Word"`
	}
	gDiscardShown struct {
		A     string   `parser:"'discards' @Num"`
		Word  string   `parser:"@Word"`
		Cards []string `parser:"'[' @Word* ']'"`
	}
	gMuck struct {
		V string `parser:"'mucks' @'hand'"`
	}
	gNoShow struct {
		V string `parser:"@\"doesn't\" 'show' 'hand'"`
	}
	gCollSide struct {
		A string `parser:"'collected' @Num 'from' 'side' 'pot'"`
	}
	gCollSideN struct {
		A string `parser:"'collected' @Num 'from' 'side' 'pot'"`
		B string `parser:"'-' @Num"`
	}
	gCashOut struct {
		A string `parser:"'cashed' 'out' 'the' 'hand' 'for' @Num"`
	}
	gCashOutFee struct {
		A string `parser:"'cashed' 'out' 'the' 'hand' 'for' @Num"`
		B string `parser:"'|' 'Cash' 'Out' 'Fee' @Num"`
	}
	gSaid struct {
		V string `parser:"@'said' ','"`
	}
	gSitsOut struct {
		V string `parser:"'sits' @'out'"`
	}
	gSittingOut struct {
		V string `parser:"'is' 'sitting' @'out'"`
	}
	gJoins struct {
		A string `parser:"'joins' 'the' 'table' 'at' 'seat' '#' @Num"`
	}
	gTimedOut struct {
		V string `parser:"'has' 'timed' @'out'"`
	}
	gDisconnected struct {
		V string `parser:"'is' @'disconnected'"`
	}
	gConnected struct {
		V string `parser:"'is' @'connected'"`
	}
	gReturned struct {
		V string `parser:"'has' @'returned'"`
	}
	gAllowed struct {
		V string `parser:"'will' 'be' 'allowed' 'to' 'play' 'after' 'the' @'button'"`
	}
	gRemoved struct {
		V string `parser:"'was' 'removed' 'from' 'the' @'table'"`
	}
	gFinished struct {
		Word string `parser:"'finished' 'the' 'tournament' 'in' @Word 'place'"`
	}
	gFinishedPaid struct {
		Word string `parser:"'finished' 'the' 'tournament' 'in' @Word 'place'"`
		A    string `parser:"'and' 'received' @Num"`
	}
	gEmpty struct {
		V string `parser:"@':'"`
	}
	gWinsTourney struct {
		V string `parser:"'wins' 'the' @'tournament'"`
	}
	gBounty struct {
		A string `parser:"'wins' 'the' @Num 'bounty' 'for' 'eliminating'"`
	}
	gBountyGrow struct {
		A string `parser:"'wins' @Num 'for' 'eliminating'"`
	}
	gBountySplit struct {
		A string `parser:"'split' 'the' @Num 'bounty' 'for' 'eliminating'"`
	}
	gBountyShare struct {
		A string `parser:"'wins' @Num 'for' 'splitting' 'the' 'elimination' 'of'"`
	}
	gRebuy struct {
		A string `parser:"'re' '-' 'buys' 'and' 'receives' @Num"`
		B string `parser:"'chips' 'for' @Num"`
	}
	gAddon struct {
		A string `parser:"'takes' 'the' 'add' '-' 'on' 'and' 'receives' @Num"`
		B string `parser:"'chips' 'for' @Num"`
	}
)

var lex = textgram.CurrencyBefore

var trailing = participle.AllowTrailing(true)

// verbRules parse the text of each kind into an Act: the shared grammars
// of what PokerStars writes as other sites do (read from the start of the
// text: what follows is left), then its own (init: a completion's amount
// is the "to"; its mucks and sitting out are one grammar each).
var verbRules = textgram.Verbs[Act](int(linekind.NumKinds), lex, true, &words, &spaceWords)

func init() {
	verbRules[linekind.KFoldShow] = textgram.Leading(lex, func(g *gFoldShow, a *Act) { a.Cards = g.Cards })
	verbRules[linekind.KPostBoth] = textgram.Leading(lex, func(g *gPostBoth, a *Act) { a.A = g.A })
	verbRules[linekind.KPostStraddle] = textgram.Leading(lex, func(g *gStraddle, a *Act) { a.A = g.A })
	verbRules[linekind.KComplete] = textgram.Leading(lex, func(g *textgram.Complete, a *Act) { a.B = g.A })
	verbRules[linekind.KDiscard] = textgram.Leading(lex, func(g *gDiscard, a *Act) { a.A, a.Word = g.A, g.Word })
	verbRules[linekind.KDiscardShown] = textgram.Leading(lex, func(g *gDiscardShown, a *Act) { a.A, a.Word, a.Cards = g.A, g.Word, g.Cards })
	verbRules[linekind.KMuck] = textgram.Leading(lex, func(*gMuck, *Act) {})
	verbRules[linekind.KNoShow] = textgram.Leading(lex, func(*gNoShow, *Act) {})
	verbRules[linekind.KCollectSide] = textgram.Leading(lex, func(g *gCollSide, a *Act) { a.A = g.A })
	verbRules[linekind.KCollectSideN] = textgram.Leading(lex, func(g *gCollSideN, a *Act) { a.A, a.B = g.A, g.B })
	verbRules[linekind.KCashOut] = textgram.Leading(lex, func(g *gCashOut, a *Act) { a.A = g.A })
	verbRules[linekind.KCashOutFee] = textgram.Leading(lex, func(g *gCashOutFee, a *Act) { a.A, a.B = g.A, g.B })
	verbRules[linekind.KSaid] = textgram.Leading(lex, func(*gSaid, *Act) {})
	verbRules[linekind.KSitsOut] = textgram.Leading(lex, func(*gSitsOut, *Act) {})
	verbRules[linekind.KSittingOut] = textgram.Leading(lex, func(*gSittingOut, *Act) {})
	verbRules[linekind.KJoins] = textgram.Leading(lex, func(g *gJoins, a *Act) { a.A = g.A })
	verbRules[linekind.KTimedOut] = textgram.Leading(lex, func(*gTimedOut, *Act) {})
	verbRules[linekind.KDisconnected] = textgram.Leading(lex, func(*gDisconnected, *Act) {})
	verbRules[linekind.KConnected] = textgram.Leading(lex, func(*gConnected, *Act) {})
	verbRules[linekind.KReturned] = textgram.Leading(lex, func(*gReturned, *Act) {})
	verbRules[linekind.KAllowed] = textgram.Leading(lex, func(*gAllowed, *Act) {})
	verbRules[linekind.KRemoved] = textgram.Leading(lex, func(*gRemoved, *Act) {})
	verbRules[linekind.KFinished] = textgram.Leading(lex, func(g *gFinished, a *Act) { a.Word = g.Word })
	verbRules[linekind.KFinishedPaid] = textgram.Leading(lex, func(g *gFinishedPaid, a *Act) { a.Word, a.A = g.Word, g.A })
	verbRules[linekind.KWinsTourney] = textgram.Leading(lex, func(*gWinsTourney, *Act) {})
	verbRules[linekind.KBounty] = textgram.Leading(lex, func(g *gBounty, a *Act) { a.A = g.A })
	verbRules[linekind.KBountyGrow] = textgram.Leading(lex, func(g *gBountyGrow, a *Act) { a.A = g.A })
	verbRules[linekind.KBountySplit] = textgram.Leading(lex, func(g *gBountySplit, a *Act) { a.A = g.A })
	verbRules[linekind.KBountyShare] = textgram.Leading(lex, func(g *gBountyShare, a *Act) { a.A = g.A })
	verbRules[linekind.KRebuy] = textgram.Leading(lex, func(g *gRebuy, a *Act) { a.A, a.B = g.A, g.B })
	verbRules[linekind.KEmpty] = textgram.Leading(lex, func(*gEmpty, *Act) {})
	verbRules[linekind.KAddon] = textgram.Leading(lex, func(g *gAddon, a *Act) { a.A, a.B = g.A, g.B })
}

// ErrUnknown is returned for a line no grammar knows.
var ErrUnknown = textgram.ErrUnknown

// ParseAct parses the text after a player name (rest starts with ": " or
// " ", as CutName returns it) with the grammar of kind k.
func ParseAct(k linekind.Kind, rest string) (Act, error) {
	a, text, err := actText(k, rest)
	if err != nil {
		return a, err
	}
	if UseFastPaths && fastAct(k, text, &a) {
		return a, nil
	}
	if err := verbRules[k](text, &a); err != nil {
		return a, err
	}
	return a, nil
}

// FastSaid is ParseAct by the fast path alone for a verb that says only
// amounts (folds, checks, calls, bets, raises, posts, collections): the
// number literals (textgram.LiteralBefore) of the Act's A and B (the zero
// Literal for "") and its all-in mark, all ParseAct would fill but the
// kind (a cap remark ends in " cap": never such a verb's canonical
// form). ok is false when the fast paths are off or do not read the
// text: ParseAct then answers with the grammar. A mapping that reads
// the commonest lines so needs no memo of them.
func FastSaid(k linekind.Kind, rest string) (a, b textgram.Literal, allIn, ok bool) {
	if !UseFastPaths || !textgram.Has(verbRules, k) {
		return a, b, false, false
	}
	text, allIn, capped := Suffix(rest)
	if capped {
		return a, b, false, false
	}
	if strings.HasPrefix(text, ": ") {
		text = text[2:]
	} else if strings.HasPrefix(text, " ") {
		text = text[1:]
	}
	_, _, a, b, ok = fastSaid(k, text)
	return a, b, allIn, ok
}

// actText is the Act of kind k with what the text after a player's name
// says around its verb (the all-in and cap remarks, a show's description,
// a chat message, an eliminated player), and the text its verb grammar
// reads.
func actText(k linekind.Kind, rest string) (Act, string, error) {
	a := Act{Head: textgram.Head{Kind: k}}
	if !textgram.Has(verbRules, k) {
		return a, "", ErrUnknown
	}
	text, allIn, capped := Suffix(rest)
	a.AllIn, a.Capped = allIn, capped
	if k == linekind.KEmpty {
		// nothing to strip: the grammar reads the colon
	} else if strings.HasPrefix(text, ": ") {
		text = text[2:]
	} else if strings.HasPrefix(text, " ") {
		text = text[1:]
	}
	switch k {
	case linekind.KShow:
		// "shows [Ah Kd] (a pair of Aces)": the description is free text.
		var err error
		if text, a.Text, err = textgram.CutDesc(text); err != nil {
			return a, "", err
		}
	case linekind.KSaid:
		if i := strings.IndexByte(text, '"'); i >= 0 {
			a.Text = strings.TrimSuffix(text[i+1:], "\"")
			text = text[:i]
		}
	case linekind.KBounty, linekind.KBountyGrow, linekind.KBountySplit:
		if i := strings.Index(text, " for eliminating "); i >= 0 {
			a.Text = text[i+len(" for eliminating "):]
			text = text[:i+len(" for eliminating")]
		}
	case linekind.KBountyShare:
		if i := strings.Index(text, " the elimination of "); i >= 0 {
			a.Text = text[i+len(" the elimination of "):]
			text = text[:i+len(" the elimination of")]
		}
	}
	return a, text, nil
}
