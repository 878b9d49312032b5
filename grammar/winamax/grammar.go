package winamax

import (
	"strings"

	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// Act is the site AST of one player line after the name, amounts still as
// text ("12.50€", "1.32k").
type Act struct {
	// The shared fields. A: called, bet, posted, collected, a raise's
	// increment, the discard count; B: a raise's "to"; Cards: shown, kept or
	// discarded ("X" for a card not shown); AllIn: " and is all-in"
	textgram.Head
	Pot  string // collect: "pot", "main pot", "side pot"
	PotN string // collect: the side pot's number
	Half string // collect: "HI" or "LO" of "from pot(HI)"
	Text string // the free text: a hand description
}

// One flat struct grammar per verb. The text they parse starts after the
// space that follows the name.
type (
	gPostSB struct {
		A string `parser:"'posts' 'small' 'blind' @Num ('out' 'of' 'position')?"`
	}
	gPostBB struct {
		A string `parser:"'posts' 'big' 'blind' @Num ('out' 'of' 'position')?"`
	}
	gPostAnte struct {
		A string `parser:"'posts' 'ante' @Num"`
	}
	gBringIn struct {
		A string `parser:"'brings' 'in' @Num"`
	}
	gDenies struct {
		V string `parser:"'denies' @('big' | 'small') 'blind' | 'deny' @('BB' | 'SB')"`
	}
	gStandPat struct {
		Cards []string `parser:"'stands' 'pat' ('[' @Word* ']')?"`
	}
	gDiscard struct {
		A     string   `parser:"'discards' @Num"`
		Word  string   `parser:"@('card' | 'cards')"`
		Cards []string `parser:"('[' @Word* ']')?"`
	}
	gCollect struct {
		A    string   `parser:"'collected' @Num 'from'"`
		Pot  []string `parser:"@('main' | 'side')? @'pot'"`
		PotN string   `parser:"@Num?"`
		Half string   `parser:"('(' @('HI' | 'LO') ')')?"`
	}
	gTimedOut struct {
		V string `parser:"('has' 'timed' @'out' | 'is' @('disconnected' | 'connected'))"`
	}
)

var lex = textgram.CurrencyAfter

// verbRules parse the text of each kind into an Act: the shared grammars
// of what Winamax writes as other sites do, then its own (init: its
// blinds, which may be out of position, and "stands pat [..]" replace the
// shared ones).
var verbRules = textgram.Verbs[Act](int(linekind.NumKinds), lex, false, &words)

func init() {
	verbRules[linekind.KPostSB] = textgram.Whole(lex, func(g *gPostSB, a *Act) { a.A = g.A })
	verbRules[linekind.KPostSBOut] = verbRules[linekind.KPostSB]
	verbRules[linekind.KPostBB] = textgram.Whole(lex, func(g *gPostBB, a *Act) { a.A = g.A })
	verbRules[linekind.KPostBBOut] = verbRules[linekind.KPostBB]
	verbRules[linekind.KPostAnte] = textgram.Whole(lex, func(g *gPostAnte, a *Act) { a.A = g.A })
	verbRules[linekind.KBringIn] = textgram.Whole(lex, func(g *gBringIn, a *Act) { a.A = g.A })
	verbRules[linekind.KDeniesBB] = textgram.Whole(lex, func(*gDenies, *Act) {})
	verbRules[linekind.KStandPat] = textgram.Whole(lex, func(g *gStandPat, a *Act) { a.Cards = g.Cards })
	verbRules[linekind.KDiscard] = textgram.Whole(lex, func(g *gDiscard, a *Act) { a.A, a.Cards = g.A, g.Cards })
	verbRules[linekind.KCollect] = textgram.Whole(lex, func(g *gCollect, a *Act) {
		a.A, a.Pot, a.PotN, a.Half = g.A, strings.Join(g.Pot, " "), g.PotN, g.Half
	})
	verbRules[linekind.KTimedOut] = textgram.Whole(lex, func(*gTimedOut, *Act) {})
	verbRules[linekind.KJoins] = func(text string, a *Act) error { return nil } // free text after "joins the table"
}

// ErrUnknown is returned for a line no grammar knows.
var ErrUnknown = textgram.ErrUnknown

// ParseAct parses the text after a player name (rest starts with " ", as
// CutName returns it) with the grammar of kind k.
func ParseAct(k linekind.Kind, rest string) (Act, error) {
	// "shows [Ah Kd] (One pair : Aces)": the description is free text.
	var a Act
	err := textgram.ReadAct(&speech, verbRules, k, rest, &a, &a.Text)
	return a, err
}
