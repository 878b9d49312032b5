package textgram

import (
	"github.com/alecthomas/participle/v2"

	"github.com/hhcheck/hhcheck/grammar/linekind"
)

// Build builds the participle parser of the grammar T with the lexer l.
func Build[T any](l Lexer) *participle.Parser[T] {
	return participle.MustBuild[T](participle.Lexer(l))
}

// Rule parses a text with one grammar and fills a site's AST value A.
type Rule[A any] func(text string, a *A) error

// Whole builds the rule of the grammar T read with the lexer l: the text
// must be read whole, then fill copies what it found into A.
func Whole[T, A any](l Lexer, fill func(*T, *A)) Rule[A] {
	return rule(l, fill)
}

// Leading is Whole for grammars that read the start of a text and leave
// what follows (participle.AllowTrailing).
func Leading[T, A any](l Lexer, fill func(*T, *A)) Rule[A] {
	return rule(l, fill, participle.AllowTrailing(true))
}

func rule[T, A any](l Lexer, fill func(*T, *A), opts ...participle.ParseOption) Rule[A] {
	p := Build[T](l)
	return func(text string, a *A) error {
		v, err := p.ParseString("", text, opts...)
		if err != nil {
			return err
		}
		fill(v, a)
		return nil
	}
}

// Before builds the parser of T with the CurrencyBefore lexer.
func Before[T any]() *participle.Parser[T] { return Build[T](CurrencyBefore) }

// After builds the parser of T with the CurrencyAfter lexer.
func After[T any]() *participle.Parser[T] { return Build[T](CurrencyAfter) }

// Fields says where a site's AST keeps what the shared verb grammars read.
type Fields[A any] struct {
	Amount func(*A) *string   // called, bet, posted, brought in, completed to, collected; a raise's increment
	To     func(*A) *string   // the "to" of a raise
	Cards  func(*A) *[]string // cards shown or kept
}

// Verbs sets in rules the grammars of the verbs several sites write alike
// (Fold ... Muck above), for the kinds of w's verbs and collections
// (linekind.Words; a zero kind is left out), read with l: the whole text,
// or its start when leading. Each grammar copies what it read into the
// fields f names, and only those. A site with a grammar of its own for one
// of these kinds sets it afterwards.
func Verbs[K ~uint8, A any](rules []Rule[A], w *linekind.Words[K], l Lexer, leading bool, f Fields[A]) {
	b := verbs[A]{rules: rules, l: l, leading: leading}
	amount := func(s string, a *A) { *f.Amount(a) = s }
	set(b, w.Fold, func(*Fold, *A) {})
	set(b, w.Check, func(*Check, *A) {})
	set(b, w.Call, func(g *Call, a *A) { amount(g.A, a) })
	set(b, w.Bet, func(g *Bet, a *A) { amount(g.A, a) })
	set(b, w.Raise, func(g *Raise, a *A) { amount(g.A, a); *f.To(a) = g.B })
	set(b, w.PostSB, func(g *PostSB, a *A) { amount(g.A, a) })
	set(b, w.PostBB, func(g *PostBB, a *A) { amount(g.A, a) })
	set(b, w.PostAnte, func(g *PostAnte, a *A) { amount(g.A, a) })
	set(b, w.PostButton, func(g *PostButton, a *A) { amount(g.A, a) })
	set(b, w.BringIn, func(g *BringIn, a *A) { amount(g.A, a) })
	set(b, w.Complete, func(g *Complete, a *A) { amount(g.A, a) })
	set(b, w.StandPat, func(*StandPat, *A) {})
	set(b, w.StandPatOn, func(g *StandPatOn, a *A) { *f.Cards(a) = g.Cards })
	show := func(g *Show, a *A) { *f.Cards(a) = g.Cards }
	set(b, w.Show, show)
	set(b, w.ShowBare, show)
	set(b, w.Muck, func(*Muck, *A) {})
	set(b, w.NoShow, func(*Muck, *A) {})
	set(b, w.CollectPot, func(g *CollectPot, a *A) { amount(g.A, a) })
	set(b, w.CollectMain, func(g *CollectMain, a *A) { amount(g.A, a) })
}

// Notes sets in rules the grammars of the notes of w several sites write
// alike ("sits out", "is sitting out", "leaves the table"), as Verbs.
func Notes[K ~uint8, A any](rules []Rule[A], w *linekind.Words[K], l Lexer, leading bool) {
	b := verbs[A]{rules: rules, l: l, leading: leading}
	set(b, w.SitsOut, func(*SitsOut, *A) {})
	set(b, w.SittingOut, func(*SitsOut, *A) {})
	set(b, w.Leaves, func(*Leaves, *A) {})
}

// verbs is where Verbs and Notes set the rules, and how they read.
type verbs[A any] struct {
	rules   []Rule[A]
	l       Lexer
	leading bool
}

// set sets the rule of kind k (none for the zero kind) to the grammar T.
func set[T any, K ~uint8, A any](b verbs[A], k K, fill func(*T, *A)) {
	switch {
	case k == 0:
	case b.leading:
		b.rules[k] = Leading(b.l, fill)
	default:
		b.rules[k] = Whole(b.l, fill)
	}
}
