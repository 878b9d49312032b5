package textgram

import (
	"errors"
	"fmt"
	"strings"

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

// Capture reads text whole with p and returns what get takes of what it
// read: the one value of a grammar that reads a line for one capture
// ("Pot sizes: $0.32": its amount). On an error it returns the zero value
// and p's error as it is.
func Capture[T, V any](p *participle.Parser[T], text string, get func(*T) V) (V, error) {
	g, err := p.ParseString("", text)
	if err != nil {
		var zero V
		return zero, err
	}
	return get(g), nil
}

// Said is what the shared verb grammars read; a site's Act embeds it.
type Said struct {
	A     string   // the first amount: called, bet, posted, collected, a raise's increment or total
	B     string   // the second: a raise's "to", a fee, a pot's number
	Cards []string // cards shown, discarded or kept
}

func (s *Said) said() *Said { return s }

// Head is what the Act of every text site that writes its amounts as
// plain text (PokerStars, GGPoker, Full Tilt, Winamax, Bovada) starts
// with: the kind of the line, what the shared verb grammars read (Said),
// and whether the line says that the action puts the player all in (the
// mark after an action: " and is all-in", ", and is all in"; Bovada's
// verbs "All-in" and "All-in(raise)"). A site's Act adds only its own
// fields.
type Head struct {
	Kind linekind.Kind
	Said
	AllIn bool
}

// Line returns the head of a site's Act (a mapping reads it through
// this method whatever the site's Act).
func (h *Head) Line() *Head { return h }

// headed is a pointer to a site's Act, which embeds Head.
type headed[A any] interface {
	*A
	Line() *Head
}

// ReadAct reads rest, the text after a player's name as sp cuts it (a
// line of kind k), into a with the rules of a site whose only remark is
// sp's all-in mark: the head's kind and mark, the separator cut off ("NAME:
// " where sp's separators have the colon, else "NAME "), then the grammar
// of k (Read: a show's description goes to *desc). ErrUnknown when no
// grammar reads k.
func ReadAct[A any, P headed[A]](sp *linekind.Speech[linekind.Kind], rules []Rule[A], k linekind.Kind, rest string, a *A, desc *string) error {
	h := P(a).Line()
	h.Kind = k
	if !Has(rules, k) {
		return ErrUnknown
	}
	text, allIn := sp.Suffix(rest)
	h.AllIn = allIn
	if t, ok := strings.CutPrefix(text, ": "); ok && strings.IndexByte(sp.Seps, ':') >= 0 {
		text = t
	} else {
		text = strings.TrimPrefix(text, " ")
	}
	return Read(rules, k, text, a, k == linekind.KShow, desc)
}

// sayer is a pointer to a site's Act, which embeds Said.
type sayer[A any] interface {
	*A
	said() *Said
}

// Verbs returns the grammars of a site's n kinds, with those set that
// several sites write alike (Fold ... Leaves above) for the kinds of the
// verbs, notes and collections of each of words (linekind.Words; a zero
// kind is left out), read with l: the whole text, or its start when
// leading. Each copies what it read into the Act's Said. A site sets its
// own grammars after, replacing a shared one where it reads a kind
// otherwise.
func Verbs[A any, P sayer[A], K ~uint8](n int, l Lexer, leading bool, words ...*linekind.Words[K]) []Rule[A] {
	b := verbs[A]{rules: make([]Rule[A], n), l: l, leading: leading}
	said := func(a *A) *Said { return P(a).said() }
	for _, w := range words {
		set(b, w.Fold, func(*Fold, *A) {})
		set(b, w.Check, func(*Check, *A) {})
		set(b, w.Call, func(g *Call, a *A) { said(a).A = g.A })
		set(b, w.Bet, func(g *Bet, a *A) { said(a).A = g.A })
		set(b, w.Raise, func(g *Raise, a *A) { s := said(a); s.A, s.B = g.A, g.B })
		set(b, w.PostSB, func(g *PostSB, a *A) { said(a).A = g.A })
		set(b, w.PostBB, func(g *PostBB, a *A) { said(a).A = g.A })
		set(b, w.PostAnte, func(g *PostAnte, a *A) { said(a).A = g.A })
		set(b, w.PostButton, func(g *PostButton, a *A) { said(a).A = g.A })
		set(b, w.BringIn, func(g *BringIn, a *A) { said(a).A = g.A })
		set(b, w.Complete, func(g *Complete, a *A) { said(a).A = g.A })
		set(b, w.StandPat, func(*StandPat, *A) {})
		set(b, w.StandPatOn, func(g *StandPatOn, a *A) { said(a).Cards = g.Cards })
		show := func(g *Show, a *A) { said(a).Cards = g.Cards }
		set(b, w.Show, show)
		set(b, w.ShowBare, show)
		set(b, w.Muck, func(*Muck, *A) {})
		set(b, w.NoShow, func(*Muck, *A) {})
		set(b, w.CollectPot, func(g *CollectPot, a *A) { said(a).A = g.A })
		set(b, w.CollectMain, func(g *CollectMain, a *A) { said(a).A = g.A })
		set(b, w.SitsOut, func(*SitsOut, *A) {})
		set(b, w.SittingOut, func(*SitsOut, *A) {})
		set(b, w.Leaves, func(*Leaves, *A) {})
	}
	return b.rules
}

// verbs is where Verbs sets the rules, and how they read.
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

// CutStakes reads the stakes in parentheses at the end of a header's
// rest ("Hold'em No Limit ($0.01/$0.02)") with p and returns their amounts
// and the text before them (the game).
func CutStakes(p *participle.Parser[Stakes], rest string) ([]string, string, error) {
	o := strings.LastIndex(rest, " (")
	if o <= 0 {
		return nil, "", fmt.Errorf("no stakes")
	}
	sk, err := p.ParseString("", rest[o+1:])
	if err != nil {
		return nil, "", fmt.Errorf("stakes: %v", err)
	}
	return sk.Amounts, rest[:o], nil
}

// CutStamp reads a header's date and time, the text after its last " - ",
// with p (a Stamp grammar, or one that embeds it) and returns the text
// before it.
func CutStamp[T any](p *participle.Parser[T], rest string) (*T, string, error) {
	d := strings.LastIndex(rest, " - ")
	if d < 0 {
		return nil, "", fmt.Errorf("no date")
	}
	st, err := p.ParseString("", rest[d+3:])
	if err != nil {
		return nil, "", fmt.Errorf("date: %v", err)
	}
	return st, rest[:d], nil
}

// ErrUnknown is returned for a kind no grammar reads.
var ErrUnknown = errors.New("no grammar for this line")

// Has reports whether rules has a grammar for kind k.
func Has[A any, K ~uint8](rules []Rule[A], k K) bool { return int(k) < len(rules) && rules[k] != nil }

// Read reads text with the grammar of kind k into a; for a show (the
// kind of "shows [..] (desc)") the description is cut off first into
// *desc (CutDesc).
func Read[A any, K ~uint8](rules []Rule[A], k K, text string, a *A, show bool, desc *string) error {
	if show {
		var err error
		if text, *desc, err = CutDesc(text); err != nil {
			return err
		}
	}
	return rules[k](text, a)
}

// CutDesc cuts the free-text description off "shows [Ah Kd] (a pair of
// Aces)": the text to "]" and the description.
func CutDesc(text string) (string, string, error) {
	i := strings.Index(text, "] (")
	if i < 0 || text[len(text)-1] != ')' {
		return text, "", fmt.Errorf("show without description")
	}
	return text[:i+1], text[i+3 : len(text)-1], nil
}
