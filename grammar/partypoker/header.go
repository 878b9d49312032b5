package partypoker

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// Game is PartyPoker's game line, the line after the "***** Hand History"
// line: "$0.10/$0.25 USD NL Texas Hold'em - Saturday, September 21, ...",
// "$10 USD fastforward NL Texas Hold'em - ...", "0.01/0.02 Texas Hold'em
// Game Table (NL)  -  Mon Jul 12 ...", "250/500 Tourney Texas Holdem Game
// Table (NL) (MTT Tournament #302466038) (Buyin $3.0 + $0.3) - ...", "NL
// Texas Hold'em $1 USD Buy-in Trny:67521159 Level:7  Blinds-Antes(400/800
// -25) - ...". The date is not read.
type Game struct {
	// Stakes are the amounts before the game's name: two (blinds, or the
	// fixed-limit bets) or one, the table's buy-in ("$10 USD").
	Stakes []*Amount
	// Words is the rest before the date, lower case: the game's name, its
	// limit ("nl", "pl", "fl", "(nl)") and "fastforward", "tourney".
	Words      string
	Tournament string // "302466038" from "(MTT Tournament #N)" or "Trny:N"
	Level      string // "Level:7"
	// Blinds and Ante are a tournament's "Blinds-Antes(400/800 -25)" or
	// "Stakes-Antes(60/120-10)".
	Blinds []*Amount
	Ante   *Amount
}

type gStakes struct {
	Amounts []*Amount `parser:"@@ ('/' @@)*"`
}

type BlindsAntes struct {
	Blinds []*Amount `parser:"('Blinds' | 'Stakes') '-' 'Antes' '(' @@ ('/' @@)*"`
	Ante   *Amount   `parser:"'-' @@ ')'"`
}

var (
	pStakes      = textgram.Before[gStakes]()
	pBlindsAntes = textgram.Before[BlindsAntes]()
)

var weekdays = [...]string{"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
	"Mon ", "Tue ", "Wed ", "Thu ", "Fri ", "Sat ", "Sun "}

// cutDate returns the line before its date: the first weekday name, with
// the " - " or "-" before it.
func cutDate(line string) (string, error) {
	at := -1
	for _, w := range weekdays {
		if i := strings.Index(line, w); i > 0 && (at < 0 || i < at) {
			at = i
		}
	}
	if at < 0 {
		return "", fmt.Errorf("no date")
	}
	return strings.TrimRight(line[:at], " -"), nil
}

// ParseGame reads PartyPoker's game line.
func ParseGame(line string) (*Game, error) {
	head, err := cutDate(line)
	if err != nil {
		return nil, err
	}
	g := &Game{}
	if i := strings.Index(head, "Blinds-Antes("); i >= 0 || strings.Contains(head, "Stakes-Antes(") {
		if i < 0 {
			i = strings.Index(head, "Stakes-Antes(")
		}
		ba, err := ParseBlindsAntes(head[i:])
		if err != nil {
			return nil, err
		}
		g.Blinds, g.Ante = ba.Blinds, ba.Ante
		head = head[:i]
	}
	if i := strings.Index(head, "Trny:"); i >= 0 {
		f := strings.Fields(head[i:])
		g.Tournament = strings.TrimPrefix(f[0], "Trny:")
		if len(f) > 1 {
			g.Level = strings.TrimPrefix(f[1], "Level:")
		}
		head = head[:i]
	}
	if i := strings.Index(head, "Tournament #"); i >= 0 {
		r := head[i+len("Tournament #"):]
		j := strings.IndexAny(r, ") ")
		if j < 0 {
			j = len(r)
		}
		g.Tournament = r[:j]
	}
	// the stakes: the first run of amounts ("$0.10/$0.25 USD",
	// "250/500", "$1 USD Buy-in")
	f := strings.Fields(head)
	for i := 0; i < len(f); i++ {
		c := f[i][0]
		if textgram.IsDigit(c) || c == '$' || strings.HasPrefix(f[i], "€") || strings.HasPrefix(f[i], "£") {
			end := i + 1
			if end < len(f) && (f[end] == "USD" || f[end] == "EUR" || f[end] == "GBP") {
				end++
			}
			st, err := pStakes.ParseString("", strings.Join(f[i:end], " "))
			if err != nil {
				return nil, fmt.Errorf("stakes: %v", err)
			}
			g.Stakes = st.Amounts
			f = append(f[:i:i], f[end:]...)
			break
		}
	}
	g.Words = strings.ToLower(strings.Join(f, " "))
	return g, nil
}

// BlindsAntes is a tournament's forced bets line.

// ParseBlindsAntes reads "Blinds-Antes(400/800 -25)", "Stakes-Antes(60/120-10)".
func ParseBlindsAntes(s string) (*BlindsAntes, error) {
	return pBlindsAntes.ParseString("", strings.TrimSpace(s))
}
