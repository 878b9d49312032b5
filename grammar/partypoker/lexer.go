package partypoker

import (
	"github.com/alecthomas/participle/v2"

	"github.com/hhcheck/hhcheck/grammar/pokerstars"
)

// Lexer is the PokerStars lexer: both sites write words, numbers with a
// currency symbol, thousands commas and cards as PokerStars does; a symbol
// apart from its number is a punctuation token.
type Lexer = pokerstars.Lexer

func build[T any]() *participle.Parser[T] {
	return participle.MustBuild[T](participle.Lexer(Lexer{}))
}
