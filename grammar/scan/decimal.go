package scan

import (
	"errors"
	"strconv"
	"strings"
)

var (
	// ErrNotNumber: a literal that is not a decimal number.
	ErrNotNumber = errors.New("not a decimal number")
	// ErrExponent: a number whose exponent is beyond ±30.
	ErrExponent = errors.New("exponent out of range")
)

// Decimal writes a number literal as the formats of tools write it (TOML
// for PHH, JSON for OHH: "1000", "0.25", "1.5e2", "-3") as plain decimal
// digits with at most one point and no exponent, trailing zeros of the
// fraction dropped: "1.5e2" is "150", "2.50" is "2.5", "-0" is "0". The
// value never goes through a float64, so an amount keeps every digit
// written. Leading zeros ("01"), a bare point (".5", "5."), hexadecimal,
// inf, nan and anything else are ErrNotNumber.
func Decimal(s string) (string, error) {
	neg := false
	if s != "" && (s[0] == '+' || s[0] == '-') {
		neg, s = s[0] == '-', s[1:]
	}
	mant, exp := s, 0
	if i := strings.IndexAny(s, "eE"); i >= 0 {
		e, err := strconv.Atoi(s[i+1:])
		if err != nil || e > 30 || e < -30 {
			if err != nil {
				return "", ErrNotNumber
			}
			return "", ErrExponent
		}
		mant, exp = s[:i], e
	}
	intPart, frac, dot := strings.Cut(mant, ".")
	if intPart == "" || !allDigits(intPart) || (dot && (frac == "" || !allDigits(frac))) || (len(intPart) > 1 && intPart[0] == '0') {
		return "", ErrNotNumber
	}
	all := intPart + frac // the digits, the point after len(intPart)+exp of them
	point := len(intPart) + exp
	for point > len(all) {
		all += "0"
	}
	for point < 1 {
		all, point = "0"+all, point+1
	}
	whole, fraction := strings.TrimLeft(all[:point], "0"), strings.TrimRight(all[point:], "0")
	if whole == "" {
		whole = "0"
	}
	out := whole
	if fraction != "" {
		out += "." + fraction
	}
	if neg && out != "0" {
		out = "-" + out
	}
	return out, nil
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}
