// Package everleaf reads the lines Everleaf Gaming writes otherwise than
// PartyPoker (grammar/partypoker): its layout is the party family's (one
// line per action, amounts in brackets, what each line puts in, no total
// line), and the lines it writes alike (folds, checks, shows, "Dealt to",
// "** Dealing Flop ** [ .. ]", "Seat N is the button", "Total number of
// players") are read by that grammar. Its AST is partypoker's (Act,
// Amount, Seat, Street).
//
//	Everleaf Gaming Game #148735443
//	***** Hand history for game #148735443 *****
//	$0.50/$1 Omaha Hi/Lo - 2010/03/01 - 11:00:02
//	Table Kentfield I
//	Seat 6: Villain (  $ 25 USD )
//	Villain: posts small blind [$ 0.25 USD]
//	Player2 posts bring-in $0.02.
//	**** dealing 4th street ****
//	Villain wins  high ($ 0.95 USD) from main pot
package everleaf

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/partypoker"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// Prefix starts every hand: "Everleaf Gaming Game #N".
const Prefix = "Everleaf Gaming Game #"

// SkinPrefix starts the first line the network's skins write instead
// of Prefix: "- - Grand Poker - Game #15649156" (2019).
const SkinPrefix = "- - "

// Header reads the hand's first line, "Everleaf Gaming Game #N" or a
// skin's "- - SKIN - Game #N": N and the skin's name ("" for the first).
func Header(line string) (id, skin string, err error) {
	if rest, ok := strings.CutPrefix(strings.TrimSpace(line), SkinPrefix); ok {
		name, num, ok := strings.Cut(rest, " - Game #")
		if !ok || strings.TrimSpace(name) == "" {
			return "", "", fmt.Errorf("not %q SKIN - Game #N", SkinPrefix)
		}
		id, err = number(num, "", "")
		return id, strings.TrimSpace(name), err
	}
	id, err = number(line, Prefix, "")
	return id, "", err
}

// IsHeader reports a hand's first line (Header).
func IsHeader(line string) bool { _, _, err := Header(line); return err == nil }

// Tournament reads the line a tournament's hand writes after the history
// line: "Tournament #2768325 - Level 2": the tournament's id and level.
func Tournament(line string) (id, level string, err error) {
	rest, ok := strings.CutPrefix(strings.TrimSpace(line), "Tournament #")
	if !ok {
		return "", "", fmt.Errorf("not \"Tournament #N - Level L\"")
	}
	num, lvl, ok := strings.Cut(rest, " - Level ")
	if !ok || !digits(num) || !digits(lvl) {
		return "", "", fmt.Errorf("not \"Tournament #N - Level L\"")
	}
	return num, lvl, nil
}

// History reads "***** Hand history for game #N *****": N.
func History(line string) (string, error) {
	return number(line, "***** Hand history for game #", " *****")
}

// IsHistory reports the history line.
func IsHistory(line string) bool { _, err := History(line); return err == nil }

func number(line, prefix, suffix string) (string, error) {
	line = strings.TrimSpace(line)
	if !strings.HasPrefix(line, prefix) || !strings.HasSuffix(line, suffix) {
		return "", fmt.Errorf("not %q...%q", prefix, suffix)
	}
	n := strings.TrimSpace(line[len(prefix) : len(line)-len(suffix)])
	if n == "" || !digits(n) {
		return "", fmt.Errorf("no game number")
	}
	return n, nil
}

func digits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !textgram.IsDigit(s[i]) {
			return false
		}
	}
	return s != ""
}

// Amount is an amount as Everleaf writes it: "$ 0.25 USD", "$0.02",
// "330 Chips", "990 chips", "274". Everleaf writes a decimal point and no
// thousands separator.
type Amount struct {
	Pre  string `parser:"@'$'?"`
	Num  string `parser:"@Num"`
	Code string `parser:"@('USD' | 'Chips' | 'chips')?"`
}

// amount converts to partypoker's AST: the number with its symbol in front.
func (a *Amount) amount() *partypoker.Amount {
	if a == nil {
		return nil
	}
	return &partypoker.Amount{Num: a.Pre + a.Num, Code: a.Code}
}

// Game is the game line: "$0.50/$1 Omaha Hi/Lo - 2010/03/01 - 11:00:02",
// "Blinds $0.01/$0.02 NL Hold'em - ...", "Blinds 30/60 NL Hold'em - ...",
// "$0.05/$0.10 7 Card Stud - ...". The date is not read.
type Game struct {
	Stakes []*partypoker.Amount // the two amounts
	Words  string               // the game's words, lower case ("omaha hi/lo", "nl hold'em")
}

type gStakes struct {
	Lo *Amount `parser:"@@ '/'"`
	Hi *Amount `parser:"@@"`
}

var pStakes = textgram.Before[gStakes]()

// ParseGame reads the game line: "[Blinds ]STAKES WORDS - DATE - TIME".
func ParseGame(line string) (*Game, error) {
	i := strings.Index(line, " - ")
	if i < 0 {
		return nil, fmt.Errorf("no \" - \" before the date")
	}
	head := strings.TrimPrefix(line[:i], "Blinds ")
	stakes, words, ok := strings.Cut(head, " ")
	if !ok {
		return nil, fmt.Errorf("no game after the stakes")
	}
	g, err := pStakes.ParseString("", stakes)
	if err != nil {
		return nil, err
	}
	return &Game{Stakes: []*partypoker.Amount{g.Lo.amount(), g.Hi.amount()}, Words: strings.ToLower(strings.TrimSpace(words))}, nil
}

// Table reads "Table Kentfield I": the table's name.
func Table(line string) (string, error) {
	if !strings.HasPrefix(line, "Table ") {
		return "", fmt.Errorf("no \"Table\"")
	}
	return strings.TrimSpace(line[len("Table "):]), nil
}

// Stack words of a seat that has no chips in play: "( All-in )" (a
// player seated with nothing left), "( new player )" (one reseated to the
// table who waits for the next hand).
const (
	StackAllIn = "All-in"
	StackNew   = "new player"
)

var pAmount = textgram.Before[Amount]()

// ParseSeat reads "Seat 6: Villain (  $ 25 USD )", "Seat 1: Whiskerrr (
// 965 Chips )", "Seat 1: isuck ( 2000 )" and the seats with no chips
// ("( All-in )", "( new player )": Stack nil, Words the text).
func ParseSeat(line string) (s *partypoker.Seat, words string, err error) {
	if !strings.HasPrefix(line, "Seat ") {
		return nil, "", fmt.Errorf("no \"Seat\"")
	}
	r := line[len("Seat "):]
	i := strings.Index(r, ": ")
	j := strings.LastIndex(r, " (")
	if i <= 0 || !digits(r[:i]) || j < i || !strings.HasSuffix(r, ")") {
		return nil, "", fmt.Errorf("no \"N: name ( stack )\"")
	}
	s = &partypoker.Seat{Number: r[:i], Name: r[i+2 : j]}
	in := strings.TrimSpace(r[j+2 : len(r)-1])
	if in == StackAllIn || in == StackNew {
		return s, in, nil
	}
	a, err := pAmount.ParseString("", in)
	if err != nil {
		return nil, "", err
	}
	s.Stack = a.amount()
	return s, "", nil
}

// IsStreet reports a stud street line, "**** dealing 4th street ****",
// "**** dealing river ****" (the flop games' lines are partypoker's).
func IsStreet(line string) bool {
	return strings.HasPrefix(line, "**** dealing ") && strings.HasSuffix(line, " ****")
}

// StudStreet reads a stud street line: "4th street", "river".
func StudStreet(line string) (string, error) {
	if !IsStreet(line) {
		return "", fmt.Errorf("no \"**** dealing ... ****\"")
	}
	return strings.TrimSpace(line[len("**** dealing ") : len(line)-len(" ****")]), nil
}
