// Package pkr reads the hand histories of PKR (2009-2015): a layout of its
// own, one fact per line, the head as "Key: value" lines. A hand:
//
//	Table #44913344 - Eumelus
//	Starting Hand #2080628024
//	Start time of hand: 12 May 2012 03:37:34
//	Last Hand #2080627672
//	Game Type: OMAHA
//	Limit Type: POT LIMIT
//	Table Type: RING
//	Money Type: REAL MONEY
//	Blinds are now $0.02 / $0.04
//	Button is at seat 3
//	Seat 1: Player0 - $4.06 (away from table)
//	Shuffling Deck
//	Moving Button to seat 4
//	Player3 posts small blind ($0.02)
//	Dealing Cards
//	Dealing [T c][2 s][9 s][3 h] to Hero
//	Player2 raises to $0.08
//	Pot sizes: $0.15
//	Dealing Flop [7 h][9 c][2 c]
//	Taking Rake of $0.02 from pot 1
//	Player2 wins $0.06 from side pot #1 with: Two Pairs: Aces, 8s
//	Seat 1: Player0 - $4.06
//	End of Hand #2080628024
//
// A player's verb follows the name and a space; chat follows "NAME: ".
// The grammars read one line kind each; what the amounts mean is the
// mapping's (parse/pkr.go).
package pkr

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/scan"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// Prefix starts every hand: "Table #N - NAME".
const Prefix = "Table #"

// Header is the hand's first line, "Table #46301943 - Hellenic Aquarium".
type Header struct {
	Number string // the table's number
	Name   string // its name: "Hellenic Aquarium", "Tournament #31130710 Table #3"
}

// ParseHeader reads "Table #N - NAME".
func ParseHeader(line string) (*Header, error) {
	rest, ok := strings.CutPrefix(line, Prefix)
	if !ok {
		return nil, fmt.Errorf("no %q", Prefix)
	}
	n, name, ok := strings.Cut(rest, " - ")
	if !ok || !scan.Digits(n) || strings.TrimSpace(name) == "" {
		return nil, fmt.Errorf("no \"Table #N - NAME\"")
	}
	return &Header{Number: n, Name: name}, nil
}

// IsHeader reports a whole header line: "Table #", digits, " - " and a
// name.
func IsHeader(line string) bool {
	_, err := ParseHeader(line)
	return err == nil
}

// Field names a line of the hand's head (and its end), written "Key value".
type Field uint8

const (
	FNone      Field = iota
	FHand            // Starting Hand #2080628024
	FStart           // Start time of hand: 12 May 2012 03:37:34
	FLast            // Last Hand #2080627672, Last Hand n/a
	FGame            // Game Type: OMAHA HI/LO
	FLimit           // Limit Type: POT LIMIT
	FTableType       // Table Type: RING, TOURNAMENT
	FMoney           // Money Type: REAL MONEY, Tournament chips
	FBlinds          // Blinds are now $0.02 / $0.04
	FButtonAt        // Button is at seat 3 (before the button moves)
	FShuffle         // Shuffling Deck
	FEnd             // End of Hand #2080628024, End Of Hand #746382682
)

// fields are the head's keys, in the order of Field.
var fields = [...]struct {
	prefix string
	f      Field
}{
	{"Starting Hand #", FHand}, {"Start time of hand: ", FStart}, {"Last Hand ", FLast},
	{"Game Type: ", FGame}, {"Limit Type: ", FLimit}, {"Table Type: ", FTableType}, {"Money Type: ", FMoney},
	{"Blinds are now ", FBlinds}, {"Button is at seat ", FButtonAt}, {"Shuffling Deck", FShuffle},
	{"End of Hand #", FEnd}, {"End Of Hand #", FEnd},
}

// Info is a head line: its field and the text after the key.
type Info struct {
	Field Field
	Value string
}

// ParseInfo reads a head line; the hand's numbers and the button's seat
// must be digits, the Shuffling Deck line nothing more.
func ParseInfo(line string) (*Info, error) {
	for _, f := range fields {
		v, ok := strings.CutPrefix(line, f.prefix)
		if !ok {
			continue
		}
		switch f.f {
		case FHand, FEnd, FButtonAt:
			if !scan.Digits(v) {
				return nil, fmt.Errorf("%q: not a number", v)
			}
		case FShuffle:
			if v != "" {
				return nil, fmt.Errorf("text after %q", f.prefix)
			}
		}
		return &Info{Field: f.f, Value: v}, nil
	}
	return nil, fmt.Errorf("no head line")
}

func isInfo(line string) bool { _, err := ParseInfo(line); return err == nil }

type gBlinds struct {
	Lo string `parser:"@Num '/'"`
	Hi string `parser:"@Num"`
}

var pBlinds = textgram.Before[gBlinds]()

// ParseBlinds reads the value of "Blinds are now $0.02 / $0.04" ("0 / 0",
// "$0.02/$0.04"): the two amounts.
func ParseBlinds(v string) ([2]string, error) {
	g, err := pBlinds.ParseString("", v)
	if err != nil {
		return [2]string{}, err
	}
	return [2]string{g.Lo, g.Hi}, nil
}

// ButtonPrefix starts the line that places the hand's button: "Moving
// Button to seat 9".
const ButtonPrefix = "Moving Button to seat "

// ParseButton reads "Moving Button to seat N": N.
func ParseButton(line string) (string, error) {
	n, ok := strings.CutPrefix(line, ButtonPrefix)
	if !ok || !scan.Digits(n) {
		return "", fmt.Errorf("no \"Moving Button to seat N\"")
	}
	return n, nil
}

// Seat is a seat line, "Seat 1: Player0 - $4.06 (away from table)": at the
// hand's start the seat's stack, at its end what the seat holds after it.
type Seat struct {
	Number int
	Name   string
	Stack  string
	Away   bool // "(away from table)"
}

type gStack struct {
	Stack string `parser:"@Num"`
	Away  bool   `parser:"@('(' 'away' 'from' 'table' ')')?"`
}

var pStack = textgram.Before[gStack]()

// ParseSeat reads a seat line; the name is the text before the last " - ".
func ParseSeat(line string) (*Seat, error) {
	n, rest, ok := scan.SeatNumber(line)
	if !ok {
		return nil, fmt.Errorf("no \"Seat N: \"")
	}
	i := strings.LastIndex(rest, " - ")
	if i <= 0 {
		return nil, fmt.Errorf("no \" - \" before the stack")
	}
	g, err := pStack.ParseString("", rest[i+3:])
	if err != nil {
		return nil, err
	}
	return &Seat{Number: n, Name: rest[:i], Stack: g.Stack, Away: g.Away}, nil
}

// group is one bracketed list of card texts: "[4 h]", "[Ad 8h]".
type group struct {
	Parts []string `parser:"'[' @(Word | Num)* ']'"`
}

type gCards struct {
	Groups []group `parser:"@@+"`
}

var pCards = textgram.Before[gCards]()

// Cards reads one or more bracketed groups of cards as PKR writes them,
// "[4 h][Q s]" (one card a group, its rank and suit apart) or "[Ad 8h]"
// (2009): the cards, "4h" and "Qs".
func Cards(text string) ([]string, error) {
	g, err := pCards.ParseString("", text)
	if err != nil {
		return nil, err
	}
	var b strings.Builder
	for _, gr := range g.Groups {
		for _, p := range gr.Parts {
			b.WriteString(p)
		}
	}
	out, ok := scan.Pairs(b.String())
	if !ok {
		return nil, fmt.Errorf("%q: not cards of a rank and a suit", text)
	}
	return out, nil
}

// Street is a dealing line: "Dealing Cards" (Name "Cards", no card: the
// hole cards), "Dealing Flop [4 d][3 d][6 c]", "Dealing Turn [7 s]".
type Street struct {
	Name  string
	Cards []string
}

// streets are the names a dealing line gives.
var streets = []string{"Cards", "Flop", "Turn", "River"}

// ParseStreet reads a dealing line.
func ParseStreet(line string) (*Street, error) {
	rest, ok := strings.CutPrefix(line, "Dealing ")
	if !ok {
		return nil, fmt.Errorf("no \"Dealing \"")
	}
	name, cs, _ := strings.Cut(rest, " ")
	found := false
	for _, s := range streets {
		found = found || s == name
	}
	if !found {
		return nil, fmt.Errorf("street %q", name)
	}
	if name == "Cards" {
		if cs != "" {
			return nil, fmt.Errorf("text after \"Dealing Cards\"")
		}
		return &Street{Name: name}, nil
	}
	list, err := Cards(cs)
	if err != nil {
		return nil, err
	}
	return &Street{Name: name, Cards: list}, nil
}

func isStreet(line string) bool { _, err := ParseStreet(line); return err == nil }

// ParseDealt reads "Dealing [A s][4 d] to Hero": the cards and the name.
func ParseDealt(line string) (string, []string, error) {
	rest, ok := strings.CutPrefix(line, "Dealing ")
	if !ok {
		return "", nil, fmt.Errorf("no \"Dealing \"")
	}
	i := strings.LastIndex(rest, "] to ")
	if i < 0 {
		return "", nil, fmt.Errorf("no \"] to NAME\"")
	}
	cs, err := Cards(rest[:i+1])
	if err != nil {
		return "", nil, err
	}
	return rest[i+len("] to "):], cs, nil
}

// ParseReturn reads "Returning $0.13 to Player3 uncalled": the amount and
// the name.
func ParseReturn(line string) (string, string, error) {
	rest, ok := strings.CutPrefix(line, "Returning ")
	if ok {
		rest, ok = strings.CutSuffix(rest, " uncalled")
	}
	if !ok {
		return "", "", fmt.Errorf("no \"Returning AMOUNT to NAME uncalled\"")
	}
	n, rest, ok := textgram.NumBefore(rest)
	name, found := strings.CutPrefix(rest, " to ")
	if !ok || !found || name == "" {
		return "", "", fmt.Errorf("no \"AMOUNT to NAME\"")
	}
	return n, name, nil
}

// Rake is "Taking Rake of $0.17 from pot 2": the amount and the pot,
// numbered from 1 (the main pot).
type Rake struct {
	A   string `parser:"'Taking' 'Rake' 'of' @Num"`
	Pot string `parser:"'from' 'pot' @Num"`
}

var pRake = textgram.Before[Rake]()

// ParseRake reads a rake line.
func ParseRake(line string) (*Rake, error) { return pRake.ParseString("", line) }

type gPot struct {
	A string `parser:"'Pot' 'sizes' ':' @Num"`
}

var pPot = textgram.Before[gPot]()

// ParsePot reads "Pot sizes: $0.32": one pot's amount (the main pot then
// the side pots, one line each, repeated after each street).
func ParsePot(line string) (string, error) {
	return textgram.Capture(pPot, line, func(g *gPot) string { return g.A })
}

// lines picks a line's kind; any line no rule takes starts with a
// player's name. The head's "Key value" lines are KInfo, the button's move
// KButton, "Pot sizes" KRunPot (a pot's amount), the rake KTotal.
var lines = linekind.New(linekind.KBlank, linekind.KPlayer, []linekind.Rule[linekind.Kind]{
	{Kind: linekind.KSeat, Prefix: "Seat ", If: linekind.SeatLine},
	{Kind: linekind.KStreet, Prefix: "Dealing ", If: isStreet},
	{Kind: linekind.KDealt, Prefix: "Dealing [", Contains: "] to "},
	{Kind: linekind.KButton, Prefix: ButtonPrefix},
	{Kind: linekind.KUncalled, Prefix: "Returning ", Suffix: " uncalled"},
	{Kind: linekind.KTotal, Prefix: "Taking Rake of "},
	{Kind: linekind.KRunPot, Prefix: "Pot sizes: "},
	{Kind: linekind.KInfo, If: isInfo, First: "SGLMTBE"},
})

// Classify returns the kind of a line.
func Classify(line string) linekind.Kind { return lines.Of(line) }
