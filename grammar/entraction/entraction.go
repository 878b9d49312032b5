// Package entraction reads the hand histories of Entraction (2010-2012):
// a layout of its own, in columns padded with spaces, every amount in
// parentheses after the verb. A hand:
//
//	Game # 2145163746 - Texas Hold'em Fixed Limit EUR 10/20 - Table "Lorient"
//	Players(max 6):
//	Hero                        (EUR 468.50 in seat 4)
//	Dealer:                     Player0
//	Small Blind:                Hero        (5.00)
//	Small + Big Blind:          Player2     (1.50)
//	Blind out of turn:          Player4     (1.00)
//	Player0                     Ante        (20.00)
//	Hero was dealt:             9c - 7d
//	Hero                        Raise       (15.00)
//	Flop                        2c - Ad - 4h
//	Player0                     Payback     (10.00)
//	Hero shows:                 2h - 2s - Ah - As (a flush, Ace high)
//	Player2 didn't show hand (Kh - 9h - As - 6s - Qh)
//	Player0 wins:               EUR 59.25 (with a flush, Ace high)
//	Rake:                       EUR 0.75
//	Game ended 2011-03-26 13:19:18 GMT
//
// Tournaments write no currency and chips with two decimals
// ("(6,003.00 in seat 1)"). The grammars read one line kind each; what
// the amounts mean is the mapping's (parse/entraction.go).
package entraction

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/scan"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// Prefix starts every hand: "Game # N - ...". PartyPoker's "Game #N
// starts." has no space after the '#'; IsHeader checks the whole line.
const Prefix = "Game # "

// Header is the hand's first line.
type Header struct {
	ID       string
	Game     string    // the game's words with the limit: "Texas Hold'em Fixed Limit"
	Currency string    // "EUR"; "" in tournaments
	Stakes   [2]string // the two amounts of "LO/HI"
	Ante     string    // "20" of "200/400 and 20 ante"
	Table    string
}

// gStakes is "EUR 10/20", "0.50/1", "200/400 and 20 ante".
type gStakes struct {
	Currency string `parser:"@('EUR' | 'USD' | 'GBP' | 'SEK' | 'DKK' | 'NOK')?"`
	Lo       string `parser:"@Num '/'"`
	Hi       string `parser:"@Num"`
	Ante     string `parser:"('and' @Num 'ante')?"`
}

var pStakes = textgram.Before[gStakes]()

// ParseHeader reads `Game # N - GAME STAKES - Table "NAME"`.
func ParseHeader(line string) (*Header, error) {
	rest, ok := strings.CutPrefix(line, Prefix)
	if !ok {
		return nil, fmt.Errorf("no %q", Prefix)
	}
	id, rest, ok := strings.Cut(rest, " - ")
	if !ok || !scan.Digits(id) {
		return nil, fmt.Errorf("no \"Game # N - \"")
	}
	t := strings.LastIndex(rest, ` - Table "`)
	if t < 0 || !strings.HasSuffix(rest, `"`) || len(rest) < t+len(` - Table "`)+1 {
		return nil, fmt.Errorf("no ` - Table \"NAME\"` at the end")
	}
	table := rest[t+len(` - Table "`) : len(rest)-1]
	game, stakes, err := cutStakes(rest[:t])
	if err != nil {
		return nil, err
	}
	sk, err := pStakes.ParseString("", stakes)
	if err != nil {
		return nil, fmt.Errorf("stakes: %w", err)
	}
	return &Header{ID: id, Game: game, Currency: sk.Currency, Stakes: [2]string{sk.Lo, sk.Hi}, Ante: sk.Ante, Table: table}, nil
}

// cutStakes cuts "Texas Hold'em No Limit EUR 0.10/0.20" into the game's
// words and the stakes: these start at the first word that holds a '/'
// after a digit, or at the currency code before it.
func cutStakes(s string) (game, stakes string, err error) {
	f := strings.Fields(s)
	for i, w := range f {
		if j := strings.IndexByte(w, '/'); j > 0 && textgram.IsDigit(w[0]) && textgram.IsDigit(w[j-1]) {
			if i > 0 && isCode(f[i-1]) {
				i--
			}
			if i == 0 {
				break
			}
			return strings.Join(f[:i], " "), strings.Join(f[i:], " "), nil
		}
	}
	return "", "", fmt.Errorf("no game and stakes (\"GAME LO/HI\") in %q", s)
}

// isCode reports a currency code: three upper-case letters.
func isCode(w string) bool {
	return len(w) == 3 && scan.Every(w, func(c byte) bool { return c >= 'A' && c <= 'Z' })
}

// IsHeader reports a whole header line.
func IsHeader(line string) bool {
	_, err := ParseHeader(line)
	return err == nil
}

// Seat is a seat line: "Hero                        (EUR 468.50 in seat 4)".
type Seat struct {
	Name   string
	Stack  string
	Number string
}

type gSeat struct {
	Currency string `parser:"'(' @Word?"`
	Stack    string `parser:"@Num 'in' 'seat'"`
	Number   string `parser:"@Num ')'"`
}

var pSeat = textgram.Before[gSeat]()

// ParseSeat reads a seat line: the name is the text before the last " (".
func ParseSeat(line string) (*Seat, error) {
	i := strings.LastIndex(line, " (")
	if i <= 0 {
		return nil, fmt.Errorf("no \"NAME (STACK in seat N)\"")
	}
	g, err := pSeat.ParseString("", line[i+1:])
	if err != nil {
		return nil, err
	}
	return &Seat{Name: strings.TrimSpace(line[:i]), Stack: g.Stack, Number: g.Number}, nil
}

// isSeat is the cheap test of a seat line.
func isSeat(line string) bool {
	return strings.HasSuffix(line, ")") && strings.Contains(line, " in seat ")
}

type gMax struct {
	N string `parser:"'Players' '(' 'max' @Num ')' ':'"`
}

var pMax = textgram.Before[gMax]()

// ParsePlayers reads "Players(max 6):": the table's seats.
func ParsePlayers(line string) (string, error) {
	return textgram.Capture(pMax, line, func(g *gMax) string { return g.N })
}

// Labels of the lines that name a player after a label: the button and
// the blinds.
const (
	LabelDealer    = "Dealer:"
	LabelSB        = "Small Blind:"
	LabelBB        = "Big Blind:"
	LabelBoth      = "Small + Big Blind:"
	LabelOutOfTurn = "Blind out of turn:"
)

// Labelled is a label line: the player named and, for a blind, its
// amount.
type Labelled struct {
	Name string
	A    string
}

type gParen struct {
	A string `parser:"'(' @Num ')'"`
}

var pParen = textgram.Before[gParen]()

// ParseLabelled reads "LABEL<pad>NAME" (the dealer) or
// "LABEL<pad>NAME<pad>(AMOUNT)" (a blind; amount says which).
func ParseLabelled(line, label string, amount bool) (*Labelled, error) {
	rest, ok := strings.CutPrefix(line, label)
	if !ok {
		return nil, fmt.Errorf("no %q", label)
	}
	rest = strings.TrimSpace(rest)
	if !amount {
		if rest == "" {
			return nil, fmt.Errorf("no name after %q", label)
		}
		return &Labelled{Name: rest}, nil
	}
	i := strings.LastIndex(rest, " (")
	if i <= 0 {
		return nil, fmt.Errorf("no \"NAME (AMOUNT)\" after %q", label)
	}
	g, err := pParen.ParseString("", rest[i+1:])
	if err != nil {
		return nil, err
	}
	return &Labelled{Name: strings.TrimSpace(rest[:i]), A: g.A}, nil
}

// gCards is "9c - 7d", "Kh - 8s - Ks".
type gCards struct {
	Cards []string `parser:"@Word ('-' @Word)*"`
}

var pCards = textgram.Before[gCards]()

// Street is a board line: "Flop<pad>2c - Ad - 4h", "Turn<pad>... - 2c".
type Street struct {
	Name  string
	Cards []string
}

// ParseStreet reads a board line.
func ParseStreet(line string) (*Street, error) {
	name, rest, _ := strings.Cut(line, " ")
	g, err := pCards.ParseString("", strings.TrimSpace(rest))
	if err != nil {
		return nil, err
	}
	return &Street{Name: name, Cards: g.Cards}, nil
}

// ParseRake reads "Rake:<pad>EUR 0.75": the amount.
func ParseRake(line string) (string, error) {
	rest, ok := strings.CutPrefix(line, "Rake:")
	if !ok {
		return "", fmt.Errorf("no \"Rake:\"")
	}
	return textgram.Capture(pAmount, strings.TrimSpace(rest), func(g *gAmount) string { return g.A })
}

// Ended is the last line, "Game ended 2011-03-26 13:19:18 GMT": the date
// and time as written and the zone ("GMT", "BST", "CEST", "GMT+01:00").
type Ended struct {
	Stamp string
	Zone  string
}

// EndedPrefix starts the last line.
const EndedPrefix = "Game ended "

// ParseEnded reads the last line.
func ParseEnded(line string) (*Ended, error) {
	f := strings.Fields(strings.TrimPrefix(line, EndedPrefix))
	if !strings.HasPrefix(line, EndedPrefix) || len(f) != 3 {
		return nil, fmt.Errorf("want \"Game ended YYYY-MM-DD HH:MM:SS ZONE\"")
	}
	return &Ended{Stamp: f[0] + " " + f[1], Zone: f[2]}, nil
}

// lines picks the kind of a line that does not start with a seat's name
// and a verb (CutName comes first): the header's lines, the labels, the
// board, the rake and the end.
var lines = linekind.New(linekind.KBlank, linekind.KUnknown, []linekind.Rule[linekind.Kind]{
	{Kind: linekind.KTable, Prefix: "Players(max "},
	{Kind: linekind.KButton, Prefix: LabelDealer},
	{Kind: linekind.KPostSB, Prefix: LabelSB},
	{Kind: linekind.KPostBB, Prefix: LabelBB},
	{Kind: linekind.KPostBoth, Prefix: LabelBoth},
	{Kind: linekind.KPost, Prefix: LabelOutOfTurn},
	{Kind: linekind.KStreet, Prefix: "Flop "},
	{Kind: linekind.KStreet, Prefix: "Turn "},
	{Kind: linekind.KStreet, Prefix: "River "},
	{Kind: linekind.KTotal, Prefix: "Rake:"},
	{Kind: linekind.KInfo, Prefix: EndedPrefix},
	{Kind: linekind.KSeat, If: isSeat},
})

// Classify returns the kind of a line that CutName found no player's
// verb in.
func Classify(line string) linekind.Kind { return lines.Of(line) }
