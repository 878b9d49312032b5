package partypoker

import "strings"

// Amount is a money amount as written: "$0.05 USD", "€25 EUR", "0,35 €",
// "284,48$", "$ 1", "1,379", "250 chips".
type Amount struct {
	Pre  string `parser:"@('$' | '€' | '£')?"`
	Num  string `parser:"@Num"`
	Post string `parser:"@('$' | '€' | '£')?"`
	Code string `parser:"@('USD' | 'EUR' | 'GBP' | 'chips')?"`
}

// Text is the number with its symbol in front ("$0.05"), as parse/'s money
// reads it, and whether the symbol stood apart from the number or after
// it: both sites then write the European way, a decimal comma and dots
// between thousands ("0,35 €", "222,75$", "$ 3.243", "$ 552,72").
func (a *Amount) Text() (text string, european bool) {
	if a == nil {
		return "", false
	}
	if a.Post != "" && !strings.ContainsAny(a.Num[:1], "$€£") {
		return a.Post + a.Num, true
	}
	return a.Pre + a.Num, a.Pre != ""
}

// bracketed is an amount in brackets or parentheses, or bare:
// "[$0.05 USD]", "[ $0.20 USD ]", "(0.01)", "0.06".
type bracketed struct {
	Amt *Amount `parser:"( '[' @@ ']' | '(' @@ ')' | @@ )"`
}

// Symbol returns the currency symbol of an amount text ("$", "€", "£") or "".
func Symbol(a *Amount) string {
	if a == nil {
		return ""
	}
	for _, s := range []string{a.Pre, a.Post} {
		if s != "" {
			return s
		}
	}
	for _, s := range []string{"$", "€", "£"} {
		if strings.HasPrefix(a.Num, s) {
			return s
		}
	}
	return ""
}
