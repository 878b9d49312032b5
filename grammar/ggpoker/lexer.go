package ggpoker

import (
	"io"
	"sync"

	"github.com/alecthomas/participle/v2/lexer"
)

// Token types of the hand-written lexer. Whitespace is skipped, never a token.
const (
	// TWord is a run of letters, digits and non-ASCII characters that is
	// not a plain number: "folds", "Hold'em", "3rd", "Ah", "9h".
	TWord lexer.TokenType = -(iota + 2)
	// TNum is a number with an optional currency symbol in front and
	// thousands commas or a decimal point inside: "25", "$1,000.50",
	// "€0.02", "₹136.50".
	TNum
	// TPunct is any other single character: ( ) [ ] : , | # / - & * . ...
	TPunct
)

var (
	symbolsOnce sync.Once
	symbols     map[string]lexer.TokenType
)

// symbolTable builds the symbol map once; package-level parsers are built
// during variable initialisation, before a plain map variable might be.
func symbolTable() map[string]lexer.TokenType {
	symbolsOnce.Do(func() {
		symbols = map[string]lexer.TokenType{"EOF": lexer.EOF, "Word": TWord, "Num": TNum, "Punct": TPunct}
	})
	return symbols
}

// Lexer is the lexer.Definition every GGPoker grammar uses. Tokens are
// substrings of the input: nothing is copied. Symbols() returns one cached
// map.
type Lexer struct{}

// Symbols returns the cached symbol table.
func (Lexer) Symbols() map[string]lexer.TokenType { return symbolTable() }

// Lex reads r whole and lexes it; the parsers use LexString.
func (d Lexer) Lex(filename string, r io.Reader) (lexer.Lexer, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	return d.LexString(filename, string(b))
}

// LexString lexes s without copying it.
func (Lexer) LexString(filename string, s string) (lexer.Lexer, error) {
	return &scanner{s: s}, nil
}

type scanner struct {
	s string
	i int
}

// currencyLen returns the byte length of a currency symbol at s[i:], or 0.
func currencyLen(s string, i int) int {
	switch {
	case s[i] == '$':
		return 1
	case s[i] == 0xC2 && i+1 < len(s) && s[i+1] == 0xA3: // £
		return 2
	case s[i] == 0xE2 && i+2 < len(s) && s[i+1] == 0x82 && (s[i+2] == 0xAC || s[i+2] == 0xB9): // € ₹
		return 3
	}
	return 0
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// isWordByte: letters, digits, '_', '@' and every non-ASCII byte.
func isWordByte(c byte) bool {
	return c >= 0x80 || isDigit(c) || (c|0x20 >= 'a' && c|0x20 <= 'z') || c == '_' || c == '@'
}

func (l *scanner) Next() (lexer.Token, error) {
	s := l.s
	i := l.i
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	if i >= len(s) {
		l.i = i
		return lexer.Token{Type: lexer.EOF, Pos: lexer.Position{Offset: i, Line: 1, Column: i + 1}}, nil
	}
	start := i
	typ := TPunct
	if n := currencyLen(s, i); n > 0 && i+n < len(s) && isDigit(s[i+n]) {
		i += n
		i = scanNumber(s, i)
		typ = TNum
	} else if n > 0 {
		i += n
	} else if isDigit(s[i]) {
		i = scanNumber(s, i)
		typ = TNum
		if i < len(s) && isWordByte(s[i]) {
			i = scanWord(s, i)
			typ = TWord
		}
	} else if isWordByte(s[i]) {
		i = scanWord(s, i)
		typ = TWord
	} else {
		i++
	}
	l.i = i
	return lexer.Token{Type: typ, Value: s[start:i], Pos: lexer.Position{Offset: start, Line: 1, Column: start + 1}}, nil
}

func scanNumber(s string, i int) int {
	for i < len(s) {
		c := s[i]
		if isDigit(c) {
			i++
			continue
		}
		if (c == ',' || c == '.') && i+1 < len(s) && isDigit(s[i+1]) {
			i++
			continue
		}
		break
	}
	return i
}

func scanWord(s string, i int) int {
	for i < len(s) {
		c := s[i]
		if isWordByte(c) {
			if c >= 0x80 && currencyLen(s, i) > 0 {
				break
			}
			i++
			continue
		}
		if c == '\'' && i > 0 && isWordByte(s[i-1]) && i+1 < len(s) && isWordByte(s[i+1]) {
			i++
			continue
		}
		break
	}
	return i
}
