// Package kingsclub reads the hand histories of Kings Club (mixed games,
// 2020-2021): a layout like PokerStars' but its own words. A hand:
//
//	#39969456: Pot Limit Omaha - 5/10
//	2021-01-02 15:54:07
//	Table '8 Game Mix' Seat 1 is the button
//	Seat 1: Player0 (1,000)
//	Player0: posts the small blind 5
//	*** HOLE CARDS ***
//	Dealt to Hero: [4s Qc 2c Jd]
//	Player0 raises to 30
//	Hero discards [Ts Jh] draws [3c 6c]
//	*** TURN *** [9s Jh 2s] [8s]
//	*** SUMMARY ***
//	Seat 1: Player0 (1,104) +104
//	Rake 1
//	Player0 wins pot (209)
//
// The posts follow the name and ": ", every other verb a space; amounts
// have thousands commas and no currency sign. The grammars read one line
// kind each; what the amounts mean is the mapping's (parse/kingsclub.go).
package kingsclub

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/bovada"
	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/scan"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// Prefix is the byte every header starts with.
const Prefix = "#"

// Header is the hand's first line, "#39969456: Pot Limit Omaha - 5/10".
type Header struct {
	ID     string
	Game   string    // the game's words with the limit: "Pot Limit Omaha"
	Stakes [2]string // the two amounts after the last " - "
}

type gStakes struct {
	Lo string `parser:"@Num '/'"`
	Hi string `parser:"@Num"`
}

var pStakes = textgram.Before[gStakes]()

// ParseHeader reads "#N: GAME - LO/HI".
func ParseHeader(line string) (*Header, error) {
	rest, ok := strings.CutPrefix(line, Prefix)
	if !ok {
		return nil, fmt.Errorf("no %q", Prefix)
	}
	id, rest, ok := strings.Cut(rest, ": ")
	if !ok || !scan.Digits(id) || id == "" {
		return nil, fmt.Errorf("no \"#N: \"")
	}
	d := strings.LastIndex(rest, " - ")
	if d <= 0 {
		return nil, fmt.Errorf("no \" - \" before the stakes")
	}
	sk, err := pStakes.ParseString("", rest[d+3:])
	if err != nil {
		return nil, fmt.Errorf("stakes: %w", err)
	}
	return &Header{ID: id, Game: strings.TrimSpace(rest[:d]), Stakes: [2]string{sk.Lo, sk.Hi}}, nil
}

// IsHeader reports a whole header line: "#", digits, ": ", a game, " - "
// and two stakes. PartyPoker's and 888's "#Game No : N" is none.
func IsHeader(line string) bool {
	_, err := ParseHeader(line)
	return err == nil
}

// Stamp is the date line, "2021-01-02 15:54:07" (no time zone), written
// as Bovada writes its dates.
type Stamp = bovada.Stamp

var pStamp = textgram.Before[Stamp]()

// ParseStamp reads the date line.
func ParseStamp(line string) (*Stamp, error) { return pStamp.ParseString("", line) }

// isStamp is the cheap test of a date line: "dddd-dd-dd dd:dd:dd".
func isStamp(line string) bool {
	if len(line) != len("2021-01-02 15:54:07") {
		return false
	}
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch i {
		case 4, 7:
			if c != '-' {
				return false
			}
		case 10:
			if c != ' ' {
				return false
			}
		case 13, 16:
			if c != ':' {
				return false
			}
		default:
			if !textgram.IsDigit(c) {
				return false
			}
		}
	}
	return true
}

// Table is "Table '8 Game Mix' Seat 1 is the button" (no button in stud:
// "Table 'Real Deal Mix'").
type Table struct {
	Name   string
	Button string
}

// ParseTable reads the table line; a name may hold spaces and quotes.
func ParseTable(line string) (*Table, error) {
	rest, ok := strings.CutPrefix(line, "Table '")
	if !ok {
		return nil, fmt.Errorf("no \"Table '\"")
	}
	if name, ok := strings.CutSuffix(rest, "'"); ok {
		return &Table{Name: name}, nil
	}
	i := strings.LastIndex(rest, "' Seat ")
	if i < 0 {
		return nil, fmt.Errorf("no \"' Seat N is the button\"")
	}
	n, ok := strings.CutSuffix(rest[i+len("' Seat "):], " is the button")
	if !ok || !scan.Digits(n) || n == "" {
		return nil, fmt.Errorf("no \"Seat N is the button\"")
	}
	return &Table{Name: rest[:i], Button: n}, nil
}

// Seat is a seat line: "Seat 1: Player0 (1,000)" before the summary;
// "Seat 1: Player0 (1,104) +104" in it (Sign and Delta: the seat's
// result, "-0.50" or "+104").
type Seat struct {
	Number int
	Name   string
	Stack  string
	Sign   string
	Delta  string
}

type gStack struct {
	Stack string `parser:"'(' @Num ')'"`
	Sign  string `parser:"@('+' | '-')?"`
	Delta string `parser:"@Num?"`
}

var pStack = textgram.Before[gStack]()

// ParseSeat reads a seat line; summary says whether the result must follow
// the stack.
func ParseSeat(line string, summary bool) (*Seat, error) {
	n, name, tail, err := scan.SeatStack(line)
	if err != nil {
		return nil, err
	}
	g, err := pStack.ParseString("", tail)
	if err != nil {
		return nil, err
	}
	if summary != (g.Delta != "") {
		return nil, fmt.Errorf("a result after the stack only in the summary")
	}
	return &Seat{Number: n, Name: name, Stack: g.Stack, Sign: g.Sign, Delta: g.Delta}, nil
}

// group is one bracketed list of cards; "X" is a card not shown and "-" a
// board card of the first run repeated ("[- - - 5d]").
type group struct {
	Cards []string `parser:"'[' @(Word | '-')* ']'"`
}

type gGroups struct {
	Groups []group `parser:"@@*"`
}

var pGroups = textgram.Before[gGroups]()

func groups(text string) ([][]string, error) {
	g, err := pGroups.ParseString("", text)
	if err != nil {
		return nil, err
	}
	out := make([][]string, len(g.Groups))
	for i := range g.Groups {
		out[i] = g.Groups[i].Cards
	}
	return out, nil
}

// Street is a street line: "*** FLOP *** [9s Jh 2s]", "*** 1ST DRAW ***",
// "*** BOARD 2 - RIVER *** [- - - 5d] [3h]": the name between the stars
// and the card groups after them.
type Street struct {
	Name   string
	Groups [][]string
}

// ParseStreet reads a street line.
func ParseStreet(line string) (*Street, error) {
	rest, ok := strings.CutPrefix(line, "*** ")
	if !ok {
		return nil, fmt.Errorf("no \"*** \"")
	}
	name, cs, ok := strings.Cut(rest, " ***")
	if !ok || name == "" {
		return nil, fmt.Errorf("no \" ***\" after the name")
	}
	gs, err := groups(cs)
	if err != nil {
		return nil, err
	}
	return &Street{Name: name, Groups: gs}, nil
}

// ParseDealt reads "Dealt to NAME: [X X 4d]": the index in names (the
// hand's seat names, longest first; -1 when none fits) and the cards.
func ParseDealt(line string, names []string) (string, int, []string, error) {
	rest, ok := strings.CutPrefix(line, "Dealt to ")
	if !ok {
		return "", -1, nil, fmt.Errorf("no \"Dealt to \"")
	}
	name, idx, ok := scan.NameBefore(rest, names, ": [")
	if !ok {
		return "", -1, nil, fmt.Errorf("no \": [\" after the name")
	}
	gs, err := groups(rest[len(name)+2:])
	if err != nil {
		return name, idx, nil, err
	}
	if len(gs) != 1 {
		return name, idx, nil, fmt.Errorf("%d card groups, not one", len(gs))
	}
	return name, idx, gs[0], nil
}

// ParseRake reads the summary's "Rake 1.75": the amount.
func ParseRake(line string) (string, error) {
	n, rest, ok := textgram.NumBefore(strings.TrimPrefix(line, "Rake "))
	if !ok || rest != "" || !strings.HasPrefix(line, "Rake ") {
		return "", fmt.Errorf("no \"Rake N\"")
	}
	return n, nil
}

func isRake(line string) bool { _, err := ParseRake(line); return err == nil }

// lines picks a line's kind: the lines written as PokerStars writes them
// ("*** ", "Table '", "Seat N: ", "Dealt to "), the date (KInfo) and the
// rake (KTotal: the summary's only amount line; Kings Club prints no
// total); any other line starts with a player's name.
var lines = linekind.New(linekind.KBlank, linekind.KPlayer, linekind.Rules(
	func() []linekind.Rule[linekind.Kind] {
		w := linekind.Standard.Only(linekind.KStreet, linekind.KTable, linekind.KSeat, linekind.KSummarySeat, linekind.KDealt)
		return w.Lines()
	}(),
	[]linekind.Rule[linekind.Kind]{
		{Kind: linekind.KTotal, Prefix: "Rake ", If: isRake},
		{Kind: linekind.KInfo, If: isStamp, First: "12"},
	},
))

// Classify returns the kind of a line; summary says whether the line is
// in the hand's summary (a seat line there is KSummarySeat).
func Classify(line string, summary bool) linekind.Kind { return lines.Classify(line, summary) }
