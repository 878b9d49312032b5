package textgram

import (
	"fmt"
	"strings"
	"testing"

	"github.com/alecthomas/participle/v2/lexer"
)

// tokens lexes s and writes each token as type:value.
func tokens(t *testing.T, l Lexer, s string) string {
	t.Helper()
	lx, err := l.LexString("", s)
	if err != nil {
		t.Fatal(err)
	}
	names := map[lexer.TokenType]string{tWord: "W", tNum: "N", tPunct: "P"}
	var out []string
	for {
		tok, err := lx.Next()
		if err != nil {
			t.Fatal(err)
		}
		if tok.EOF() {
			return strings.Join(out, " ")
		}
		if s[tok.Pos.Offset:tok.Pos.Offset+len(tok.Value)] != tok.Value {
			t.Fatalf("%q: token %q is not at offset %d", s, tok.Value, tok.Pos.Offset)
		}
		out = append(out, fmt.Sprintf("%s:%s", names[tok.Type], tok.Value))
	}
}

func TestLexerLayouts(t *testing.T) {
	for _, c := range []struct {
		l        Lexer
		in, want string
	}{
		{CurrencyBefore, "raises $1,000.50 to $2,000", "W:raises N:$1,000.50 W:to N:$2,000"},
		{CurrencyBefore, "Hold'em €0.02/₹136.50 £3", "W:Hold'em N:€0.02 P:/ N:₹136.50 N:£3"},
		{CurrencyBefore, "3rd 9h 25€ $ x", "W:3rd W:9h W:25 P:€ P:$ W:x"},
		{CurrencyBefore, "a-b 1,2, 3.", "W:a P:- W:b N:1,2 P:, N:3 P:."},
		{CurrencyAfter, "calls 12.50€ and 0,90€ 1.32k", "W:calls N:12.50€ W:and N:0,90€ N:1.32k"},
		{CurrencyAfter, "Hold'em-Kings 3rd $5 € 5M€ 2kx", "W:Hold'em-Kings W:3rd N:$5 P:€ N:5M€ W:2kx"},
		{CurrencyAfter, "£3 ₹4", "W:£3 W:₹4"},
		{CurrencyAfter, "abc€1", "W:abc P:€ N:1"},
	} {
		if got := tokens(t, c.l, c.in); got != c.want {
			t.Errorf("%+v %q:\n got %s\nwant %s", c.l, c.in, got, c.want)
		}
	}
}

func TestNumBefore(t *testing.T) {
	for _, c := range []struct {
		in, num, rest string
		ok            bool
	}{
		{"$1,000.50 in chips", "$1,000.50", " in chips", true},
		{"25", "25", "", true},
		{"€0.02)", "€0.02", ")", true},
		{"3rd", "", "", false},
		{"$x", "", "", false},
		{"", "", "", false},
	} {
		n, r, ok := NumBefore(c.in)
		if n != c.num || r != c.rest || ok != c.ok {
			t.Errorf("NumBefore(%q) = %q, %q, %v; want %q, %q, %v", c.in, n, r, ok, c.num, c.rest, c.ok)
		}
	}
}

// FuzzNumBefore: NumBefore reads what the CurrencyBefore lexer reads as
// the first token when that token is a Num, and nothing otherwise.
func FuzzNumBefore(f *testing.F) {
	for _, s := range []string{"$1,000.50 in chips", "25", "€0.02)", "3rd", "$x", "", "1,2, 3.", "₹136.50", "£3", "1.2.3x", "$5,", " 5", "9h"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n, r, ok := NumBefore(s)
		var wn, wr string
		var wok bool
		if s != "" {
			if end, typ := tokenBefore(s, 0); typ == tNum {
				wn, wr, wok = s[:end], s[end:], true
			}
		}
		if n != wn || r != wr || ok != wok {
			t.Errorf("NumBefore(%q) = %q, %q, %v; the lexer %q, %q, %v", s, n, r, ok, wn, wr, wok)
		}
	})
}

func TestLiteralBefore(t *testing.T) {
	for _, c := range []struct {
		in   string
		lit  Literal
		rest string
		ok   bool
	}{
		{"$1,000.50 in chips", Literal{100050, 2}, " in chips", true},
		{"25", Literal{25, 0}, "", true},
		{"€0.02)", Literal{2, 2}, ")", true},
		{"₹136.5", Literal{1365, 1}, "", true},
		{"1,2,3 x", Literal{123, 0}, " x", true},
		{"123456789012345678", Literal{123456789012345678, 0}, "", true},
		{"1234567890123456789", Literal{}, "", false}, // longer than maxLiteral
		{"1.000,50", Literal{}, "", false},            // a separator after the point
		{"1.2.3", Literal{}, "", false},
		{"3rd", Literal{}, "", false},
		{"$x", Literal{}, "", false},
		{"", Literal{}, "", false},
	} {
		lit, r, ok := LiteralBefore(c.in)
		if ok != c.ok || ok && (lit != c.lit || r != c.rest) {
			t.Errorf("LiteralBefore(%q) = %v, %q, %v; want %v, %q, %v", c.in, lit, r, ok, c.lit, c.rest, c.ok)
		}
	}
}

// FuzzLiteralBefore: LiteralBefore reads the token NumBefore reads, when
// it reads one, and its digits' value and places as counted in its text.
func FuzzLiteralBefore(f *testing.F) {
	for _, s := range []string{"$1,000.50 in chips", "25", "€0.02)", "3rd", "$x", "", "1,2, 3.", "₹136.50", "£3", "1.2.3x", "$5,", " 5", "9h", "1.000,5", "99999999999999999999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		lit, r, ok := LiteralBefore(s)
		n, nr, nok := NumBefore(s)
		if !ok {
			_, decimals, point := strings.Cut(n, ".")
			if nok && len(n) <= maxLiteral && !(point && strings.ContainsAny(decimals, ".,")) {
				t.Errorf("LiteralBefore(%q) refuses NumBefore's plain %q", s, n)
			}
			return
		}
		if !nok || r != nr {
			t.Fatalf("LiteralBefore(%q) rest %q; NumBefore %q, %q, %v", s, r, n, nr, nok)
		}
		// the value counted again from the text: digits, and those after '.'
		var want Literal
		point := false
		for _, c := range []byte(n) {
			switch {
			case c >= '0' && c <= '9':
				want.Digits = want.Digits*10 + int64(c-'0')
				if point {
					want.Places++
				}
			case c == '.':
				point = true
			}
		}
		if lit != want {
			t.Errorf("LiteralBefore(%q) = %v; its text %q is %v", s, lit, n, want)
		}
	})
}
