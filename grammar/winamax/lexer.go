package winamax

import (
	"io"
	"sync"

	"github.com/alecthomas/participle/v2/lexer"
)

// Token types of the hand-written lexer. Whitespace is skipped.
const (
	// TWord is a run of letters, digits and non-ASCII characters that is
	// not a number: "folds", "Holdem", "3rd", "Ah", "X".
	TWord lexer.TokenType = -(iota + 2)
	// TNum is a number as Winamax writes it: digits with a decimal point or
	// comma inside, an optional "k" or "M" multiplier and an optional euro
	// sign after it (or a dollar sign before): "25", "12.50€", "0,90€",
	// "1.32k".
	TNum
	// TPunct is any other single character: ( ) [ ] : , | # / - + ...
	TPunct
)

var (
	symbolsOnce sync.Once
	symbols     map[string]lexer.TokenType
)

func symbolTable() map[string]lexer.TokenType {
	symbolsOnce.Do(func() {
		symbols = map[string]lexer.TokenType{"EOF": lexer.EOF, "Word": TWord, "Num": TNum, "Punct": TPunct}
	})
	return symbols
}

// Lexer is the lexer.Definition every Winamax grammar uses; tokens are
// substrings of the input.
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

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// euroAt reports a "€" (E2 82 AC) at s[i:].
func euroAt(s string, i int) bool {
	return i+2 < len(s) && s[i] == 0xE2 && s[i+1] == 0x82 && s[i+2] == 0xAC
}

// isWordByte: letters, digits, '_', '@', '.', and every non-ASCII byte.
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
	switch {
	case s[i] == '$' && i+1 < len(s) && isDigit(s[i+1]):
		i = scanNumber(s, i+1)
		typ = TNum
	case isDigit(s[i]):
		i = scanNumber(s, i)
		typ = TNum
		if i < len(s) && isWordByte(s[i]) && !euroAt(s, i) {
			i = scanWord(s, i)
			typ = TWord
		}
	case euroAt(s, i):
		i += 3
	case isWordByte(s[i]):
		i = scanWord(s, i)
		typ = TWord
	default:
		i++
	}
	l.i = i
	return lexer.Token{Type: typ, Value: s[start:i], Pos: lexer.Position{Offset: start, Line: 1, Column: start + 1}}, nil
}

// scanNumber reads digits with '.' or ',' between digits, then an optional
// k/M multiplier not followed by a word byte, then an optional euro sign.
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
	if i < len(s) && (s[i] == 'k' || s[i] == 'M') && (i+1 == len(s) || !isWordByte(s[i+1]) || euroAt(s, i+1)) {
		i++
	}
	if euroAt(s, i) {
		i += 3
	}
	return i
}

func scanWord(s string, i int) int {
	for i < len(s) {
		c := s[i]
		if isWordByte(c) {
			if euroAt(s, i) {
				break
			}
			i++
			continue
		}
		if (c == '\'' || c == '-') && i > 0 && isWordByte(s[i-1]) && i+1 < len(s) && isWordByte(s[i+1]) {
			i++
			continue
		}
		break
	}
	return i
}
