package parse

import (
	"testing"

	"github.com/hhcheck/hhcheck/grammar/textgram"
	"github.com/hhcheck/hhcheck/hand"
)

// parseMoneyByByte is parseMoney as it was written first, one switch per
// byte: the reference the faster loop must equal.
func parseMoneyByByte(s string, dec int) (hand.Money, error) {
	_, s = splitSymbol(s)
	if s == "" {
		return 0, errNoDigits
	}
	var v int64
	digits := 0
	frac := -1
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9':
			if frac >= 0 {
				frac++
				if frac > dec {
					return 0, errTooPrecise
				}
			}
			if v > (1<<62)/10 {
				return 0, errOverflow
			}
			v = v*10 + int64(c-'0')
			digits++
		case c == ',' && frac < 0 && digits > 0:
		case c == '.' && frac < 0 && digits > 0:
			frac = 0
		default:
			return 0, errBadCharater
		}
	}
	if digits == 0 {
		return 0, errNoDigits
	}
	if frac < 0 {
		frac = 0
	}
	for ; frac < dec; frac++ {
		if v > (1<<62)/10 {
			return 0, errOverflow
		}
		v *= 10
	}
	return hand.Money(v), nil
}

// FuzzParseMoney: parseMoney gives the reference's amount and error on
// any text, for every unit.
func FuzzParseMoney(f *testing.F) {
	for _, s := range []string{"$1,000.50", "25", "€0.02", "$5", "1,", "1.", ",5", ".5", "1.2.3", "1,.5", "1.,5", "$", "",
		"0.123", "4611686018427387904", "461168601842738790.4", "99999999999999999999", "1,2,3", "£7", "₹90", "12a"} {
		f.Add(s, 2)
		f.Add(s, 0)
	}
	f.Fuzz(func(t *testing.T, s string, dec int) {
		dec = dec & 3
		got, err := parseMoney(s, dec)
		want, werr := parseMoneyByByte(s, dec)
		if got != want || err != werr {
			t.Errorf("parseMoney(%q, %d) = %d, %v; the reference %d, %v", s, dec, got, err, want, werr)
		}
	})
}

// sameLiteralAmount checks that literalAmount of the literal a fast path
// reads in s is parseMoney of the text it reads it from, for every unit.
func sameLiteralAmount(t *testing.T, s string, dec int) {
	lit, rest, ok := textgram.LiteralBefore(s)
	if !ok {
		return // a fast path gives such a token to its grammar
	}
	text := s[:len(s)-len(rest)]
	got, err := literalAmount(lit, dec)
	want, werr := parseMoney(text, dec)
	if got != want || err != werr {
		t.Errorf("literalAmount(%v of %q, %d) = %d, %v; parseMoney %d, %v", lit, text, dec, got, err, want, werr)
	}
}

var literalSeeds = []string{"$1,000.50", "25", "€0.02", "$5", "1,", "1.", "1.2.3", "1,.5", "$", "", "0.123", "0.1", "9.999",
	"461168601842738790", "46116860184273879.4", "999999999999999999", "1,2,3", "£7", "₹90", "12a", "1,000,000,000,000.5", "123456789012345.67"}

func TestLiteralAmount(t *testing.T) {
	for _, s := range literalSeeds {
		for dec := 0; dec <= 4; dec++ {
			sameLiteralAmount(t, s, dec)
		}
	}
	// what the fast paths rely on: the errors as parseMoney's
	if _, err := literalAmount(textgram.Literal{Digits: 123, Places: 3}, 2); err != errTooPrecise {
		t.Errorf("0.123 in cents: %v", err)
	}
	if _, err := literalAmount(textgram.Literal{Digits: 999999999999999999}, 2); err != errOverflow {
		t.Errorf("18 nines in cents: %v", err)
	}
}

// FuzzLiteralAmount: the money of a literal is the money of its text.
func FuzzLiteralAmount(f *testing.F) {
	for _, s := range literalSeeds {
		f.Add(s, 2)
		f.Add(s, 0)
	}
	f.Fuzz(func(t *testing.T, s string, dec int) {
		sameLiteralAmount(t, s, dec&3)
	})
}
