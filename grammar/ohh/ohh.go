// Package ohh decodes the Open Hand History format (OHH,
// hh-specs.handhistory.org): JSON written by trackers and sites, one hand
// an object {"ohh": {...}} with the hand's facts (spec_version, site_name,
// game_number, start_date_utc, table_name, game_type, bet_limit, currency,
// dealer_seat, the blinds and ante, tournament, players), its rounds
// (street, board cards, actions) and its pots (amount, rake, jackpot,
// player_wins). A file holds one hand, several objects one after the other
// (JSON Lines, or separated by blank lines), or an array of them.
//
// JSON is decoded with encoding/json (encoding/xml's role for the XML
// sites). Amounts are kept as written (Amount), never as a float64: a
// tool that writes 0.1 means one tenth exactly. It knows no poker:
// parse/ohh.go maps a Hand.
package ohh

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/scan"
)

// Amount is a JSON number as written ("0.25", "1e2", "100"); a quoted
// number ("0.25") is read the same. The empty Amount is a field not
// written.
type Amount string

// UnmarshalJSON keeps the literal of a number, or the text of a string,
// trimmed.
func (a *Amount) UnmarshalJSON(b []byte) error {
	s, err := literal(b)
	*a = Amount(strings.TrimSpace(s))
	return err
}

// literal is a JSON string's text, a number's (or another value's)
// literal as written, "" for null.
func literal(b []byte) (string, error) {
	b = bytes.TrimSpace(b)
	switch {
	case bytes.Equal(b, []byte("null")):
		return "", nil
	case len(b) > 0 && b[0] == '"':
		var s string
		err := json.Unmarshal(b, &s)
		return s, err
	default:
		return string(b), nil
	}
}

// Decimal is the amount as plain decimal digits (scan.Decimal); "0" when
// it is not written.
func (a Amount) Decimal() (string, error) {
	if a == "" {
		return "0", nil
	}
	return scan.Decimal(string(a))
}

// Text is a string or a number as written (game numbers, tournament
// numbers and player ids are written either way).
type Text string

// UnmarshalJSON keeps a string's text or a number's literal.
func (t *Text) UnmarshalJSON(b []byte) error {
	s, err := literal(b)
	*t = Text(s)
	return err
}

// Hand is one OHH hand: the fields hhcheck reads.
type Hand struct {
	SpecVersion    string `json:"spec_version"`
	SiteName       string `json:"site_name"`
	NetworkName    string `json:"network_name"`
	GameNumber     Text   `json:"game_number"`
	StartDateUTC   string `json:"start_date_utc"`
	TableName      string `json:"table_name"`
	GameType       string `json:"game_type"`
	BetLimit       Limit  `json:"bet_limit"`
	TableSize      int    `json:"table_size"`
	Currency       string `json:"currency"`
	DealerSeat     int    `json:"dealer_seat"`
	SmallBlind     Amount `json:"small_blind_amount"`
	BigBlind       Amount `json:"big_blind_amount"`
	Ante           Amount `json:"ante_amount"`
	Tournament     bool   `json:"tournament"`
	TournamentInfo *struct {
		Number Text   `json:"tournament_number"`
		Name   string `json:"name"`
	} `json:"tournament_info"`
	Flags   []string `json:"flags"`
	Players []Player `json:"players"`
	Rounds  []Round  `json:"rounds"`
	Pots    []Pot    `json:"pots"`
}

// Limit is the hand's bet_limit.
type Limit struct {
	BetType string `json:"bet_type"` // "NL", "PL", "FL"
	BetCap  Amount `json:"bet_cap"`
}

// Player is one entry of players.
type Player struct {
	ID            Text   `json:"id"`
	Seat          int    `json:"seat"`
	Name          string `json:"name"`
	StartingStack Amount `json:"starting_stack"`
	IsSittingOut  bool   `json:"is_sitting_out"`
}

// Round is one street: its board cards and actions.
type Round struct {
	ID      int      `json:"id"`
	Street  string   `json:"street"` // "Preflop", "Flop", "Turn", "River", "Showdown"
	Cards   []string `json:"cards"`
	Actions []Action `json:"actions"`
}

// Action is one entry of a round's actions.
type Action struct {
	Number   int      `json:"action_number"`
	PlayerID Text     `json:"player_id"`
	Action   string   `json:"action"` // "Post SB", "Raise", "Shows Cards", ...
	Amount   Amount   `json:"amount"`
	IsAllIn  bool     `json:"is_allin"`
	Cards    []string `json:"cards"`
}

// Pot is one entry of pots.
type Pot struct {
	Number     int    `json:"number"`
	Amount     Amount `json:"amount"`
	Rake       Amount `json:"rake"`
	Jackpot    Amount `json:"jackpot"`
	PlayerWins []Win  `json:"player_wins"`
}

// Win is one player's share of a pot.
type Win struct {
	PlayerID      Text   `json:"player_id"`
	WinAmount     Amount `json:"win_amount"`
	CashoutAmount Amount `json:"cashout_amount"`
}

// ErrNoHand: a JSON value that is not an object with an "ohh" member.
var ErrNoHand = errors.New(`not an OHH hand (no "ohh" object)`)

// Decode reads one hand: the object {"ohh": {...}} of text.
func Decode(text string) (*Hand, error) {
	var v struct {
		OHH *Hand `json:"ohh"`
	}
	dec := json.NewDecoder(strings.NewReader(text))
	if err := dec.Decode(&v); err != nil {
		return nil, &Error{Line: lineAt(text, dec.InputOffset()), Err: err}
	}
	if v.OHH == nil {
		return nil, &Error{Line: 1, Err: ErrNoHand}
	}
	return v.OHH, nil
}

// Error is a decoding error at a line of the hand's text (1-based).
type Error struct {
	Line int
	Err  error
}

func (e *Error) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }
func (e *Error) Unwrap() error { return e.Err }

// lineAt is the 1-based line of byte offset off in text, or of the error's
// offset for a syntax or type error.
func lineAt(text string, off int64) int {
	off = min(max(off, 0), int64(len(text)))
	return strings.Count(text[:off], "\n") + 1
}

// IsDocument reports whether a decoded file is OHH: its first value is an
// object (or an array of objects) whose first member is "ohh".
func IsDocument(text string) bool {
	s := strings.TrimLeft(strings.TrimPrefix(text, "\uFEFF"), " \t\r\n")
	if strings.HasPrefix(s, "[") {
		s = strings.TrimLeft(s[1:], " \t\r\n")
	}
	if !strings.HasPrefix(s, "{") {
		return false
	}
	s = strings.TrimLeft(s[1:], " \t\r\n")
	return strings.HasPrefix(s, `"ohh"`)
}

// Span is one hand's bytes in the file's text.
type Span struct{ Start, End int }

// Hands cuts a file into its hands: each top-level object, or each
// element of a top-level array. Text that is not JSON from some point on
// is one last span, from that point to the end, which Decode rejects.
func Hands(text string) []Span {
	var out []Span
	pos := 0
	skip := func() {
		for pos < len(text) && strings.IndexByte(" \t\r\n,", text[pos]) >= 0 {
			pos++
		}
		if strings.HasPrefix(text[pos:], "\uFEFF") {
			pos += 3
		}
	}
	inArray := false
	for skip(); pos < len(text); skip() {
		if !inArray && text[pos] == '[' {
			inArray = true
			pos++
			continue
		}
		if inArray && text[pos] == ']' {
			inArray = false
			pos++
			continue
		}
		dec := json.NewDecoder(strings.NewReader(text[pos:]))
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			out = append(out, Span{pos, len(strings.TrimRight(text, " \t\r\n"))})
			break
		}
		end := pos + int(dec.InputOffset())
		out = append(out, Span{pos, end})
		pos = end
	}
	return out
}

// ActionLines finds the line (0-based, within text) of each action in
// the order of the rounds: the lines of the "action_number" keys, when
// there are as many as actions; nil otherwise (the caller then names the
// hand's first line).
func ActionLines(text string, n int) []int {
	var out []int
	line, pos := 0, 0
	for {
		i := strings.Index(text[pos:], `"action_number"`)
		if i < 0 {
			break
		}
		line += strings.Count(text[pos:pos+i], "\n")
		pos += i + 1
		out = append(out, line)
	}
	if len(out) != n {
		return nil
	}
	return out
}
