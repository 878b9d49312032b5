package parse

import (
	"errors"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/textgram"
	"github.com/hhcheck/hhcheck/hand"
)

var (
	errNoDigits    = errors.New("no digits")
	errTooPrecise  = errors.New("more decimals than the unit")
	errOverflow    = errors.New("amount too large")
	errBadCharater = errors.New("not a number")
)

// currencySymbols maps the symbols PokerStars prints to ISO codes.
var currencySymbols = [...]struct{ sym, code string }{
	{"$", "USD"}, {"€", "EUR"}, {"£", "GBP"}, {"₹", "INR"},
}

// splitSymbol cuts a leading currency symbol off an amount.
func splitSymbol(s string) (sym, rest string) {
	if s != "" && s[0] >= '0' && s[0] <= '9' {
		return "", s // chips: no symbol to look for
	}
	if s != "" && s[0] == '$' {
		return s[:1], s[1:] // the commonest symbol, without the search
	}
	for _, c := range currencySymbols {
		if strings.HasPrefix(s, c.sym) {
			return c.sym, s[len(c.sym):]
		}
	}
	return "", s
}

// symbolCode returns the ISO code of a symbol, or "".
func symbolCode(sym string) string {
	for _, c := range currencySymbols {
		if c.sym == sym {
			return c.code
		}
	}
	return ""
}

// parseMoney reads "$1,000.50", "25", "€0.02" as an integer amount with
// dec decimal places: ("$0.25", 2) is 25, ("$5", 2) is 500. Commas are
// thousands separators. More decimals than dec is an error: amounts are
// never rounded.
func parseMoney(s string, dec int) (hand.Money, error) {
	// The commonest amounts first, in one pass: "$" or none, then up to
	// 14 digits, then nothing or a point and 1..dec digits (dec at most
	// 2), told by the place of the point: no overflow to test, no loop
	// over the decimals. Anything else is read below.
	if dec <= 2 {
		i, end, frac := 0, len(s), 0
		if s != "" && s[0] == '$' {
			i = 1
		}
		switch {
		case dec == 2 && end-i >= 4 && s[end-3] == '.':
			end, frac = end-3, 2
		case dec >= 1 && end-i >= 3 && s[end-2] == '.':
			end, frac = end-2, 1
		}
		if n := end - i; n > 0 && n < 15 {
			var v int64
			for ; i < end; i++ {
				d := s[i] - '0'
				if d > 9 {
					break
				}
				v = v*10 + int64(d)
			}
			if i == end {
				switch frac {
				case 2:
					if d1, d2 := s[end+1]-'0', s[end+2]-'0'; d1 <= 9 && d2 <= 9 {
						return hand.Money(v*100 + int64(d1)*10 + int64(d2)), nil
					}
				case 1:
					if d := s[end+1] - '0'; d <= 9 {
						v = v*10 + int64(d)
						if dec == 2 {
							v *= 10
						}
						return hand.Money(v), nil
					}
				default:
					for ; frac < dec; frac++ {
						v *= 10
					}
					return hand.Money(v), nil
				}
			}
		}
	}
	return parseMoneyAny(s, dec)
}

// parseMoneyAny is parseMoney of any text: symbols, thousands commas,
// overflow and the errors.
func parseMoneyAny(s string, dec int) (hand.Money, error) {
	_, s = splitSymbol(s)
	if s == "" {
		return 0, errNoDigits
	}
	// the whole units: digits, and commas after the first digit
	var v int64
	i := 0
	for ; i < len(s); i++ {
		c := s[i]
		if d := c - '0'; d <= 9 {
			if v > (1<<62)/10 {
				return 0, errOverflow
			}
			v = v*10 + int64(d)
			continue
		}
		if c != ',' || i == 0 {
			break
		}
	}
	if i == 0 {
		return 0, errBadCharater // a comma or a point before any digit
	}
	// the decimals: a point, then digits only, no more than dec
	frac := 0
	if i < len(s) {
		if s[i] != '.' {
			return 0, errBadCharater
		}
		for i++; i < len(s); i++ {
			d := s[i] - '0'
			if d > 9 {
				return 0, errBadCharater
			}
			if frac++; frac > dec {
				return 0, errTooPrecise
			}
			if v > (1<<62)/10 {
				return 0, errOverflow
			}
			v = v*10 + int64(d)
		}
	}
	for ; frac < dec; frac++ {
		if v > (1<<62)/10 {
			return 0, errOverflow
		}
		v *= 10
	}
	return hand.Money(v), nil
}

// literalAmount is parseMoney of a number literal a fast path read
// (textgram.LiteralBefore) instead of its text: the same amount, or the
// same error, as parseMoney(text, dec) (TestLiteralAmount,
// FuzzLiteralAmount). A literal has at most 18 digits, so reading them
// never overflowed: more places than dec is parseMoney's first error,
// then only the scaling to dec places can overflow.
func literalAmount(l textgram.Literal, dec int) (hand.Money, error) {
	if l.Places > dec {
		return 0, errTooPrecise
	}
	v := l.Digits
	for f := l.Places; f < dec; f++ {
		if v > (1<<62)/10 {
			return 0, errOverflow
		}
		v *= 10
	}
	return hand.Money(v), nil
}
