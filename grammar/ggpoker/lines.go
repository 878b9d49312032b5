package ggpoker

import (
	"strings"

	"github.com/hhcheck/hhcheck/grammar/pokerstars"
)

// GGPoker writes these line kinds exactly as PokerStars does: they are
// read by the PokerStars grammars (and their fast paths, proven equal to
// them). Only "Dealt to" differs: see ParseDealt.
type (
	CardGroup = pokerstars.CardGroup
	Street    = pokerstars.Street
	Dealt     = pokerstars.Dealt
	Uncalled  = pokerstars.Uncalled
	Board     = pokerstars.Board
	PotPart   = pokerstars.PotPart
	Fee       = pokerstars.Fee // "Rake $0.18", "Jackpot $0.50", "Bingo $0", "Fortune $0", "Tax $0"
	Total     = pokerstars.Total
	Seat      = pokerstars.Seat
	Table     = pokerstars.Table
)

// ParseStreet parses "*** FLOP *** [..]", "*** SECOND TURN *** [..]".
func ParseStreet(line string) (*Street, error) { return pokerstars.ParseStreet(line) }

// StreetName returns the words between "*** " and " ***".
func StreetName(line string) string { return pokerstars.StreetName(line) }

// ParseUncalled parses "Uncalled bet ($16) returned to NAME".
func ParseUncalled(line string) (*Uncalled, error) { return pokerstars.ParseUncalled(line) }

// ParseBoard parses "Board [..]" and "FIRST Board [..]".
func ParseBoard(line string) (*Board, error) { return pokerstars.ParseBoard(line) }

// ParseTotal parses "Total pot $x | Rake $y | Jackpot $z | Bingo $0 | ...".
func ParseTotal(line string) (*Total, error) { return pokerstars.ParseTotal(line) }

// ParseSeat parses "Seat 3: NAME ($284.50 in chips)".
func ParseSeat(line string) (*Seat, error) { return pokerstars.ParseSeat(line) }

// ParseTable parses "Table 'NAME' 6-max Seat #1 is the button".
func ParseTable(line string) (*Table, error) { return pokerstars.ParseTable(line) }

// ParseDealt parses "Dealt to NAME [..]" given the hand's seat names
// (longest first). GGPoker also writes "Dealt to NAME" with no cards for
// every other player: Groups is then empty.
func ParseDealt(line string, names []string) (*Dealt, int, error) {
	rest := line[len("Dealt to "):]
	for i, n := range names {
		if rest == n {
			return &Dealt{Name: n}, i, nil
		}
	}
	if !strings.Contains(rest, " [") {
		return &Dealt{Name: rest}, -1, nil
	}
	return pokerstars.ParseDealt(line, names)
}
