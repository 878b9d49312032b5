package textgram

import (
	"io"
	"sync"

	"github.com/alecthomas/participle/v2/lexer"
)

// Token types of the hand-written lexer; grammars name them "Word", "Num"
// and "Punct" in their tags. Whitespace is skipped, never a token.
const (
	// tWord is a run of letters, digits and non-ASCII characters that is
	// not a plain number: "folds", "Hold'em", "3rd", "Ah", "9h".
	tWord lexer.TokenType = -(iota + 2)
	// tNum is a number: digits with thousands commas or a decimal point
	// inside, and the currency sign the layout puts around it ("$1,000.50",
	// "€0.02", "₹136.50"; "12.50€", "1.32k").
	tNum
	// tPunct is any other single character (a currency sign apart from its
	// number is one token): ( ) [ ] : , | # / - & * . ...
	tPunct
)

var (
	symbolsOnce sync.Once
	symbols     map[string]lexer.TokenType
)

// symbolTable builds the symbol map once; package-level parsers are built
// during variable initialisation, before a plain map variable might be.
func symbolTable() map[string]lexer.TokenType {
	symbolsOnce.Do(func() {
		symbols = map[string]lexer.TokenType{"EOF": lexer.EOF, "Word": tWord, "Num": tNum, "Punct": tPunct}
	})
	return symbols
}

// Lexer is the lexer.Definition of the text sites' grammars. Tokens are
// substrings of the input: nothing is copied. The two values are the two
// ways sites write amounts: CurrencyBefore and CurrencyAfter.
type Lexer struct{ after bool }

var (
	// CurrencyBefore reads amounts with the currency sign in front ("$",
	// "£", "€", "₹"), thousands commas and a decimal point: "$1,000.50".
	// An apostrophe between word bytes joins a word ("Hold'em"). PokerStars
	// and the sites that write as it does use it.
	CurrencyBefore = Lexer{}
	// CurrencyAfter reads amounts with a decimal point or comma, an
	// optional "k" or "M" multiplier and the euro sign after them
	// ("12.50€", "0,90€", "1.32k"; a dollar sign stays in front). An
	// apostrophe or a hyphen between word bytes joins a word. Winamax uses
	// it.
	CurrencyAfter = Lexer{after: true}
)

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
func (d Lexer) LexString(filename string, s string) (lexer.Lexer, error) {
	return &scanner{s: s, after: d.after}, nil
}

type scanner struct {
	s     string
	i     int
	after bool
}

// IsDigit reports an ASCII digit.
func IsDigit(c byte) bool { return c >= '0' && c <= '9' }

// IsWordByte reports a byte of a Word token: letters, digits, '_', '@' and
// every non-ASCII byte.
func IsWordByte(c byte) bool {
	return c >= 0x80 || IsDigit(c) || (c|0x20 >= 'a' && c|0x20 <= 'z') || c == '_' || c == '@'
}

// currencyLen returns the byte length of a currency sign at s[i:] (one of
// $ £ € ₹), or 0.
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

// euroAt reports a "€" (E2 82 AC) at s[i:].
func euroAt(s string, i int) bool {
	return i+2 < len(s) && s[i] == 0xE2 && s[i+1] == 0x82 && s[i+2] == 0xAC
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
	var typ lexer.TokenType
	if l.after {
		i, typ = tokenAfter(s, i)
	} else {
		i, typ = tokenBefore(s, i)
	}
	l.i = i
	return lexer.Token{Type: typ, Value: s[start:i], Pos: lexer.Position{Offset: start, Line: 1, Column: start + 1}}, nil
}

// tokenBefore reads the token at s[i] (not blank) in the CurrencyBefore
// layout and returns its end and type.
func tokenBefore(s string, i int) (int, lexer.TokenType) {
	if n := currencyLen(s, i); n > 0 {
		if i+n < len(s) && IsDigit(s[i+n]) {
			return scanDigits(s, i+n), tNum
		}
		return i + n, tPunct
	}
	if IsDigit(s[i]) {
		i = scanDigits(s, i)
		if i < len(s) && IsWordByte(s[i]) {
			return scanWord(s, i, false), tWord
		}
		return i, tNum
	}
	if IsWordByte(s[i]) {
		return scanWord(s, i, false), tWord
	}
	return i + 1, tPunct
}

// tokenAfter reads the token at s[i] (not blank) in the CurrencyAfter
// layout and returns its end and type.
func tokenAfter(s string, i int) (int, lexer.TokenType) {
	switch {
	case s[i] == '$' && i+1 < len(s) && IsDigit(s[i+1]):
		return scanAfterNumber(s, i+1), tNum
	case IsDigit(s[i]):
		i = scanAfterNumber(s, i)
		if i < len(s) && IsWordByte(s[i]) && !euroAt(s, i) {
			return scanWord(s, i, true), tWord
		}
		return i, tNum
	case euroAt(s, i):
		return i + 3, tPunct
	case IsWordByte(s[i]):
		return scanWord(s, i, true), tWord
	}
	return i + 1, tPunct
}

// scanDigits reads digits with ',' or '.' between digits.
func scanDigits(s string, i int) int {
	for i < len(s) {
		c := s[i]
		if IsDigit(c) {
			i++
			continue
		}
		if (c == ',' || c == '.') && i+1 < len(s) && IsDigit(s[i+1]) {
			i++
			continue
		}
		break
	}
	return i
}

// scanAfterNumber reads digits with '.' or ',' between digits, then an
// optional k/M multiplier not followed by a word byte, then an optional
// euro sign.
func scanAfterNumber(s string, i int) int {
	i = scanDigits(s, i)
	if i < len(s) && (s[i] == 'k' || s[i] == 'M') && (i+1 == len(s) || !IsWordByte(s[i+1]) || euroAt(s, i+1)) {
		i++
	}
	if euroAt(s, i) {
		i += 3
	}
	return i
}

// scanWord reads word bytes up to a currency sign (the euro sign alone
// with after); an apostrophe between word bytes (or a hyphen, with after)
// joins the word.
func scanWord(s string, i int, after bool) int {
	for i < len(s) {
		c := s[i]
		if IsWordByte(c) {
			if c >= 0x80 && (after && euroAt(s, i) || !after && currencyLen(s, i) > 0) {
				break
			}
			i++
			continue
		}
		if (c == '\'' || after && c == '-') && i > 0 && IsWordByte(s[i-1]) && i+1 < len(s) && IsWordByte(s[i+1]) {
			i++
			continue
		}
		break
	}
	return i
}

// NumBefore reads a Num token of the CurrencyBefore lexer at the start of s
// ("$1,000.50", "25", "€0.02") and returns it and the rest; ok is false
// when s does not start with one (a word such as "3rd" is no Num).
func NumBefore(s string) (num, rest string, ok bool) {
	_, end, _ := scanNum(s)
	if end == 0 {
		return "", "", false
	}
	return s[:end], s[end:], true
}

// Literal is a Num token read as a number literal, as a lexer reads a
// number: the value of its digits, thousands commas skipped, and how many
// of them follow its decimal point ("$1,000.50" is {100050, 2}, "25" is
// {25, 0}). It has no unit: parse turns it into money (the currency's
// decimals, more decimals than those, overflow), as it turns the token's
// text. The zero Literal is what a missing amount ("") stands for.
type Literal struct {
	Digits int64
	Places int
}

// maxLiteral is the longest token LiteralBefore reads (separators
// included): its digits, no more than these, fit an int64 with room for
// the ten its value is next multiplied by, so no digit is tested for
// overflow.
const maxLiteral = 18

// LiteralBefore is NumBefore reading the token's value as it scans it (a
// fast path's amount read once): the literal and the rest after the
// token. ok is false where NumBefore's is and also for a token that is
// not a plain literal, a separator after its decimal point ("1.000,50",
// "1.2.3") or longer than maxLiteral bytes: the caller's grammar then
// reads the line, its text the token. Otherwise the literal is the value
// parse reads in the token's text (TestLiteralBefore and
// FuzzLiteralBefore hold it to NumBefore; parse's tests hold the money
// made of it to the money made of the text). When ok is false, lit and
// rest mean nothing (so that this inlines into the fast paths, which
// call scanNum).
func LiteralBefore(s string) (lit Literal, rest string, ok bool) {
	lit, end, plain := scanNum(s)
	return lit, s[end:], plain
}

// scanNum reads a Num token at the start of s: end is its length (0: s
// does not start with one), lit its value as a number literal, which is
// plain (and lit meaningful) unless a separator follows its decimal point
// or the token, its sign aside, is longer than maxLiteral bytes.
func scanNum(s string) (lit Literal, end int, plain bool) {
	if s == "" {
		return Literal{}, 0, false
	}
	c := 0
	if s[0] == '$' {
		c = 1 // the commonest sign, without currencyLen's cases
	} else if s[0] >= 0x80 {
		c = currencyLen(s, 0)
	}
	if c >= len(s) || s[c]-'0' > 9 {
		return Literal{}, 0, false
	}
	// the lexer's scanDigits, its digit tests one subtraction each, each
	// digit added to the value; a separator is followed by a digit, read
	// next round
	v, point, plain := int64(s[c]-'0'), -1, true // point: the decimal point's index
	i := c + 1
	for i < len(s) {
		if b := s[i]; b-'0' <= 9 {
			v = v*10 + int64(b-'0')
			i++
		} else if (b == ',' || b == '.') && i+1 < len(s) && s[i+1]-'0' <= 9 {
			if point >= 0 {
				plain = false // a separator after the point
			}
			if b == '.' {
				point = i
			}
			i++
		} else {
			break
		}
	}
	if c == 0 && i < len(s) && IsWordByte(s[i]) {
		return Literal{}, 0, false
	}
	lit.Digits = v
	if point >= 0 {
		lit.Places = i - point - 1
	}
	return lit, i, plain && i-c <= maxLiteral
}
