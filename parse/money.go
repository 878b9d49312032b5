package parse

import (
	"errors"
	"strings"

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
	// The commonest amounts first, in one pass: "$" or none, up to 15
	// digits, then nothing or a point and 1..dec digits (dec at most 2):
	// no overflow to test. Anything else is read below.
	if i := 0; dec <= 2 {
		if s != "" && s[0] == '$' {
			i = 1
		}
		start := i
		var v int64
		for ; i < len(s) && i-start < 15; i++ {
			d := s[i] - '0'
			if d > 9 {
				break
			}
			v = v*10 + int64(d)
		}
		if n := i - start; n > 0 && n < 15 {
			frac := 0
			if i < len(s) && s[i] == '.' {
				for i++; i < len(s) && frac < dec; i++ {
					d := s[i] - '0'
					if d > 9 {
						break
					}
					v = v*10 + int64(d)
					frac++
				}
			}
			if i == len(s) {
				for ; frac < dec; frac++ {
					v *= 10
				}
				return hand.Money(v), nil
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
