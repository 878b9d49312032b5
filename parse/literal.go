package parse

import (
	"errors"
	"strings"

	"github.com/hhcheck/hhcheck/hand"
)

// What the tools' formats (PHH's TOML, OHH's JSON) share: their amounts are
// number literals, read as exact decimals (grammar/scan.Decimal), never
// through a float64.

// wholeCurrencies are the currencies without a minor unit: a tool's hand
// in one of them is in whole units, another currency's in cents.
var wholeCurrencies = map[string]bool{"JPY": true, "KRW": true}

var errNegative = errors.New("negative")

// literalMoney converts a plain decimal ("12.5", "-3"; scan.Decimal's form)
// to units of dec decimals; a negative one only when signed; more decimals
// than dec, or beyond MaxAmount, is an error.
func literalMoney(d string, dec int, signed bool) (hand.Money, error) {
	neg := strings.HasPrefix(d, "-")
	if neg && !signed {
		return 0, errNegative
	}
	x, err := parseMoney(strings.TrimPrefix(d, "-"), dec)
	if err == nil && x > MaxAmount {
		err = errOverflow
	}
	if err != nil {
		return 0, err
	}
	if neg {
		x = -x
	}
	return x, nil
}
