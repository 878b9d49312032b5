package textgram

import "github.com/alecthomas/participle/v2"

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
