// Package phh decodes the Poker Hand History format (PHH) of PokerKit
// (uoftcprg/pokerkit, phh.readthedocs.io): a ".phh" file is one TOML
// document, one hand; a ".phhs" file holds several hands as the tables
// [1], [2], ... of one TOML document. A hand's fields are PHH's (variant,
// antes, blinds_or_straddles, bring_in, small_bet, big_bet, min_bet,
// starting_stacks, actions, players, seats, finishing_stacks, winnings,
// ...) and the user-defined fields ("_name") hhcheck's own PHH writer
// adds (export/phh). TOML is decoded with go-toml/v2 (encoding/xml's role
// for the XML sites); the numbers are kept as written (Value), never as a
// float64, and the actions are the PHH notation's words ("d dh p1 AcKd",
// "p1 cbr 300", "p2 sm -"). It knows no poker: parse/phh.go maps a Hand.
package phh

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/pelletier/go-toml/v2"

	"github.com/hhcheck/hhcheck/grammar/scan"
)

// Value is a TOML value exactly as written: a number's literal ("1_000",
// "0.25", "1.5e2") or a quoted string, never converted through float64.
type Value string

// UnmarshalTOML keeps the raw literal (go-toml's unmarshaler interface).
func (v *Value) UnmarshalTOML(b []byte) error {
	*v = Value(strings.TrimSpace(string(b)))
	return nil
}

// Text is a string value without its quotes (TOML basic and literal
// strings), or the literal as written for another value.
func (v Value) Text() string {
	s := string(v)
	if len(s) >= 2 && (s[0] == '"' || s[0] == '\'') && s[len(s)-1] == s[0] {
		if s[0] == '"' {
			if u, err := strconv.Unquote(s); err == nil {
				return u
			}
		}
		return s[1 : len(s)-1]
	}
	return s
}

// Decimal writes a TOML integer or float literal as plain decimal digits
// with at most one point and no exponent, underscores removed and
// trailing zeros of the fraction dropped (scan.Decimal): "1_000" is
// "1000", "1.5e2" is "150", "2.50" is "2.5", "-3" is "-3". Hexadecimal,
// octal, binary, inf and nan literals, strings and anything else are
// errors.
func (v Value) Decimal() (string, error) {
	return scan.Decimal(strings.ReplaceAll(string(v), "_", ""))
}

func digits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// Hand is one PHH hand: the fields hhcheck reads. Amounts are Values;
// the fields starting with an underscore are user-defined ones written
// by hhcheck's PHH writer (export/phh).
type Hand struct {
	Variant           string   `toml:"variant"`
	Antes             []Value  `toml:"antes"`
	BlindsOrStraddles []Value  `toml:"blinds_or_straddles"`
	BringIn           *Value   `toml:"bring_in"`
	SmallBet          *Value   `toml:"small_bet"`
	BigBet            *Value   `toml:"big_bet"`
	MinBet            *Value   `toml:"min_bet"`
	StartingStacks    []Value  `toml:"starting_stacks"`
	Actions           []string `toml:"actions"`

	Players         []string `toml:"players"`
	Seats           []int    `toml:"seats"`
	SeatCount       int      `toml:"seat_count"`
	FinishingStacks []Value  `toml:"finishing_stacks"`
	Winnings        []Value  `toml:"winnings"`
	Currency        string   `toml:"currency"`
	Event           string   `toml:"event"`
	Hand            Value    `toml:"hand"`
	Table           Value    `toml:"table"`
	Time            Value    `toml:"time"`
	TimeZone        string   `toml:"time_zone"`
	Day             int      `toml:"day"`
	Month           int      `toml:"month"`
	Year            int      `toml:"year"`

	AmountDecimals *int     `toml:"_amount_decimals"`
	Site           string   `toml:"_site"`
	HandID         string   `toml:"_hand_id"`
	TableName      string   `toml:"_table_name"`
	Boards         []string `toml:"_boards"`
}

// Decode reads one hand's TOML (a whole .phh file, or the body of one
// table of a .phhs file). The error of a malformed document carries its
// 1-based line (ErrorLine).
func Decode(text string) (*Hand, error) {
	var h Hand
	if err := toml.NewDecoder(strings.NewReader(text)).EnableUnmarshalerInterface().Decode(&h); err != nil {
		return nil, err
	}
	return &h, nil
}

// ErrorLine is the 1-based line of a Decode error in its text, 0 when
// the error names none.
func ErrorLine(err error) int {
	var de *toml.DecodeError
	if errors.As(err, &de) {
		row, _ := de.Position()
		return row
	}
	return 0
}

// IsDocument reports whether a decoded file is a PHH document: its first
// line that is no comment or blank is a TOML key ("variant = ...") or the
// table of a .phhs file's first hand ("[1]"), and a line of its start
// sets the variant (variant = "NT" or 'NT').
func IsDocument(text string) bool {
	head := text[:min(len(text), 4096)]
	head = strings.TrimPrefix(head, "\ufeff")
	first, variant := false, false
	for line := range strings.Lines(head) {
		l := strings.TrimSpace(line)
		if l == "" || l[0] == '#' {
			continue
		}
		if !first {
			if _, ok := TableName(l); !ok && !isKey(l) {
				return false
			}
			first = true
		}
		if k, rest, ok := strings.Cut(l, "="); ok && strings.TrimSpace(k) == "variant" {
			rest = strings.TrimSpace(rest)
			variant = rest != "" && (rest[0] == '"' || rest[0] == '\'')
			if variant {
				return true
			}
		}
	}
	return false
}

// isKey: a line "key = value" with a bare key.
func isKey(l string) bool {
	k, _, ok := strings.Cut(l, "=")
	k = strings.TrimSpace(k)
	if !ok || k == "" {
		return false
	}
	for i := 0; i < len(k); i++ {
		c := k[i]
		if !(c == '_' || c == '-' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// TableName reads a table header line "[1]" (a .phhs file's hand), its
// comment allowed: the name, true.
func TableName(l string) (string, bool) {
	l = strings.TrimSpace(l)
	if i := strings.IndexByte(l, '#'); i >= 0 {
		l = strings.TrimSpace(l[:i])
	}
	if len(l) < 3 || l[0] != '[' || l[len(l)-1] != ']' || l[1] == '[' {
		return "", false
	}
	name := strings.TrimSpace(l[1 : len(l)-1])
	if name == "" || strings.ContainsAny(name, "[]=\"'.") {
		return "", false
	}
	return name, true
}

// Span is one hand in a document: the byte range of its text (a .phhs
// hand's starts at its table header line) and its table's name ("" for a
// .phh file).
type Span struct {
	Start, End int
	Name       string
}

// Hands cuts a document into its hands: one span per top-level table of a
// .phhs file, or the whole text for a .phh file (no table header line).
func Hands(text string) []Span {
	var out []Span
	pos := 0
	for line := range strings.Lines(text) {
		if name, ok := TableName(line); ok {
			if len(out) > 0 {
				out[len(out)-1].End = pos
			}
			out = append(out, Span{Start: pos, End: len(text), Name: name})
		}
		pos += len(line)
	}
	if len(out) == 0 {
		return []Span{{Start: 0, End: len(text)}}
	}
	return out
}

// Body is the TOML of one hand's span: without its table header line.
func Body(text string) string {
	line, rest, _ := strings.Cut(text, "\n")
	if _, ok := TableName(line); ok {
		return "\n" + rest // keep the line numbers
	}
	return text
}

// KeyLine is the 0-based line in text of the line that sets key at the
// start of a line, or -1.
func KeyLine(text, key string) int {
	n := 0
	for line := range strings.Lines(text) {
		if k, _, ok := strings.Cut(line, "="); ok && strings.TrimSpace(k) == key {
			return n
		}
		n++
	}
	return -1
}

// ValueLines are the 0-based lines in text of the string elements of the
// array that key sets ("actions = [ ... ]"), in order: the line of each
// action. Lines not found are -1.
func ValueLines(text, key string, n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = -1
	}
	k := KeyLine(text, key)
	if k < 0 {
		return out
	}
	line, pos := 0, 0
	for line < k {
		j := strings.IndexByte(text[pos:], '\n')
		if j < 0 {
			return out
		}
		pos += j + 1
		line++
	}
	pos += strings.IndexByte(text[pos:], '=') + 1
	depth, found := 0, 0
	for ; pos < len(text) && found < n; pos++ {
		switch c := text[pos]; c {
		case '\n':
			line++
		case '#':
			for pos+1 < len(text) && text[pos+1] != '\n' {
				pos++
			}
		case '[':
			depth++
		case ']':
			depth--
			if depth <= 0 {
				return out
			}
		case '"', '\'':
			out[found] = line
			found++
			for pos++; pos < len(text) && text[pos] != c && text[pos] != '\n'; pos++ {
				if c == '"' && text[pos] == '\\' {
					pos++
				}
			}
		}
	}
	return out
}

// Action is one action of PHH's notation: "d dh p1 AcKd" (the dealer,
// Actor 0, deals hole cards to player 1), "d db AhKhQh" (the board),
// "p1 f", "p1 cc", "p1 cbr 300", "p1 pb" (the bring-in), "p1 sd 7s2c"
// (discards; "p1 sd" stands pat), "p1 sm AcKd" (shows), "p1 sm -" or
// "p1 sm" (mucks). A comment ("# ...") after the action is dropped.
type Action struct {
	Actor  int    // the player's number (1-based); 0 for the dealer
	Verb   string // "dh", "db", "f", "cc", "cbr", "pb", "sd", "sm"
	Player int    // dh: the player dealt to
	Cards  []string
	Amount Value // cbr: the total bet to
	Muck   bool  // sm "-"
}

// Verbs of the notation.
const (
	DealHole  = "dh"
	DealBoard = "db"
	Fold      = "f"
	CheckCall = "cc"
	BetRaise  = "cbr"
	BringIn   = "pb"
	Draw      = "sd"
	ShowMuck  = "sm"
)

// Unknown is the text of a card nobody saw ("??"; "????" is two).
const Unknown = "??"

// ParseAction reads one action of the notation.
func ParseAction(s string) (Action, error) {
	if i := strings.IndexByte(s, '#'); i >= 0 {
		s = s[:i]
	}
	f := strings.Fields(s)
	var a Action
	if len(f) < 2 {
		return a, fmt.Errorf("%q: want an actor and a verb", s)
	}
	if f[0] != "d" {
		n, ok := player(f[0])
		if !ok {
			return a, fmt.Errorf("%q: actor %q is neither d nor pN", s, f[0])
		}
		a.Actor = n
	}
	a.Verb = f[1]
	args := f[2:]
	bad := func() (Action, error) { return Action{}, fmt.Errorf("%q: %d words after %q", s, len(args), a.Verb) }
	var err error
	switch {
	case a.Actor == 0 && a.Verb == DealHole:
		if len(args) != 2 {
			return bad()
		}
		n, ok := player(args[0])
		if !ok {
			return a, fmt.Errorf("%q: %q is no player", s, args[0])
		}
		a.Player = n
		a.Cards, err = Cards(args[1])
	case a.Actor == 0 && a.Verb == DealBoard:
		if len(args) != 1 {
			return bad()
		}
		a.Cards, err = Cards(args[0])
	case a.Actor == 0:
		return a, fmt.Errorf("%q: the dealer does not %q", s, a.Verb)
	case a.Verb == Fold || a.Verb == CheckCall || a.Verb == BringIn:
		if len(args) != 0 {
			return bad()
		}
	case a.Verb == BetRaise:
		if len(args) != 1 {
			return bad()
		}
		a.Amount = Value(args[0])
	case a.Verb == Draw || a.Verb == ShowMuck:
		switch {
		case len(args) > 1:
			return bad()
		case len(args) == 1 && args[0] == "-" && a.Verb == ShowMuck:
			a.Muck = true
		case len(args) == 1:
			a.Cards, err = Cards(args[0])
		case a.Verb == ShowMuck:
			a.Muck = true
		}
	default:
		return a, fmt.Errorf("%q: unknown verb %q", s, a.Verb)
	}
	if err != nil {
		return Action{}, fmt.Errorf("%q: %v", s, err)
	}
	return a, nil
}

func player(s string) (int, bool) {
	if len(s) < 2 || s[0] != 'p' || !digits(s[1:]) {
		return 0, false
	}
	n, err := strconv.Atoi(s[1:])
	return n, err == nil && n > 0
}

// Cards cuts "AcKd??" into its cards' texts, two characters each ("??"
// for a card nobody saw); the cards themselves are the mapping's to read.
func Cards(s string) ([]string, error) {
	if len(s)%2 != 0 {
		return nil, fmt.Errorf("cards %q: not pairs of rank and suit", s)
	}
	out := make([]string, 0, len(s)/2)
	for i := 0; i < len(s); i += 2 {
		out = append(out, s[i:i+2])
	}
	return out, nil
}
