package pacific

import (
	"fmt"
	"strings"

	"github.com/alecthomas/participle/v2"

	"github.com/hhcheck/hhcheck/grammar/partypoker"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// Game is 888's game line: the blinds, and the game's words ("No Limit
// Holdem", "Fix Limit OmahaHL", "No Limit Holdem Jackpot table"). The date
// ("*** 04 07 2016 02:30:27", day month year, no zone) is not read.
type Game struct {
	SmallBlind *partypoker.Amount `parser:"@@ '/'"`
	BigBlind   *partypoker.Amount `parser:"@@ 'Blinds'"`
}

var pGame = participle.MustBuild[Game](participle.Lexer(textgram.CurrencyBefore))

// ParseGame reads the game line; words is the game's name, lower case.
func ParseGame(line string) (g *Game, words string, err error) {
	i := strings.Index(line, " Blinds ")
	if i < 0 {
		return nil, "", fmt.Errorf("no \"Blinds\"")
	}
	g, err = pGame.ParseString("", line[:i+len(" Blinds")])
	if err != nil {
		return nil, "", err
	}
	rest := line[i+len(" Blinds "):]
	if j := strings.Index(rest, " - ***"); j >= 0 {
		rest = rest[:j]
	} else if j := strings.Index(rest, " ***"); j >= 0 {
		rest = rest[:j]
	}
	return g, strings.ToLower(strings.TrimSpace(rest)), nil
}
