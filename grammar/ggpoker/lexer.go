package ggpoker

import "github.com/hhcheck/hhcheck/grammar/pokerstars"

// Lexer is the PokerStars lexer: GGPoker writes amounts, cards and words
// the same way (a currency symbol before the number, thousands commas).
type Lexer = pokerstars.Lexer

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// isWordByte: letters, digits, '_', '@' and every non-ASCII byte (as the
// PokerStars lexer's words).
func isWordByte(c byte) bool {
	return c >= 0x80 || isDigit(c) || (c|0x20 >= 'a' && c|0x20 <= 'z') || c == '_' || c == '@'
}
