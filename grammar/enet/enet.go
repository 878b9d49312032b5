// Package enet reads the hand histories of Enet Poker (2012): a layout
// like PokerStars', in euros written with a decimal comma. A hand:
//
//	Game #7732419: Omaha (€0,25/€0,50) - 23:32:44 29.7.2012 - %6
//	Table 'Romania 1 - Pot Limit' 9-max Seat #1 is the button
//	Seat 1: amazing_mck (€18 in chips)
//	tiza: posts small blind €0,25
//	*** HOLECARDS ***
//	Hero: raises €2,75
//	amazing_mck: goes all-in €5,75
//	Rake: €3,61
//	*** FLOP *** [Td4h7d]
//	Uncalled bet (€0,20) returned to Hero
//	Player2: collected (€56,64) from pot
//	*** SUMMARY ***
//	Total pot €2,75 | Rake €1,39
//	Board [Td4h7d2dKc]
//	Seat 5: Player2  showed [Kh3sThKs] and won (€56,64) with Three of a kind, Kings
//
// The lines written as PokerStars writes them (the table, seats, streets'
// names, the uncalled bet, the total) are read by grammar/pokerstars; a
// card list is written without spaces ("[Td4h7d]"). What the amounts mean
// is the mapping's (parse/enet.go).
package enet

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/scan"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// Prefix starts every hand (and the headers of other sites: IsHeader
// checks the whole line).
const Prefix = "Game #"

// Header is "Game #7732419: Omaha (€0,25/€0,50) - 23:32:44 29.7.2012 -
// %6"; the limit is in the table's name.
type Header struct {
	ID     string
	Game   string   // "Hold'em", "Omaha"
	Stakes []string // the blinds
	Stamp  textgram.Stamp
}

// gDate is "23:32:44 29.7.2012 - %6": the time, the day, month and year,
// and a mark the mapping does not read.
type gDate struct {
	H   string `parser:"@Num ':'"`
	Min string `parser:"@Num ':'"`
	S   string `parser:"@Num"`
	DMY string `parser:"@Num '-' '%' Num"` // "29.7.2012": one number to the lexer
}

var (
	pStakes = textgram.Before[textgram.Stakes]()
	pDate   = textgram.Before[gDate]()
)

// ParseHeader reads "Game #ID: GAME (STAKES) - TIME D.M.YYYY - %N".
func ParseHeader(line string) (*Header, error) {
	rest, ok := strings.CutPrefix(line, Prefix)
	if !ok {
		return nil, fmt.Errorf("no %q", Prefix)
	}
	id, rest, ok := strings.Cut(rest, ": ")
	if !ok || !scan.Digits(id) {
		return nil, fmt.Errorf("no \"Game #N: \"")
	}
	head, date, ok := strings.Cut(rest, " - ")
	if !ok {
		return nil, fmt.Errorf("no \" - \" before the date")
	}
	stakes, game, err := textgram.CutStakes(pStakes, head)
	if err != nil {
		return nil, err
	}
	d, err := pDate.ParseString("", date)
	if err != nil {
		return nil, fmt.Errorf("date: %w", err)
	}
	dmy := strings.Split(d.DMY, ".")
	if len(dmy) != 3 {
		return nil, fmt.Errorf("date: %q is no day.month.year", d.DMY)
	}
	return &Header{ID: id, Game: game, Stakes: stakes, Stamp: textgram.Stamp{Y: dmy[2], M: dmy[1], D: dmy[0], H: d.H, Min: d.Min, S: d.S}}, nil
}

// IsHeader reports a whole header line.
func IsHeader(line string) bool {
	_, err := ParseHeader(line)
	return err == nil
}

// Cards splits a card list written without spaces ("Td4h7d") into its
// cards; an odd length is an error.
func Cards(s string) ([]string, error) {
	out, ok := scan.Pairs(s)
	if !ok {
		return nil, fmt.Errorf("cards %q: not two characters a card", s)
	}
	return out, nil
}

// group is "[Td4h7d]" or "[]".
type group struct {
	Cards string `parser:"'[' @Word? ']'"`
}

var pGroup = textgram.Before[group]()

// groupCards reads a bracketed card list at the start of text: its cards
// and the text after it.
func groupCards(text string) ([]string, string, error) {
	j := strings.IndexByte(text, ']')
	if !strings.HasPrefix(text, "[") || j < 0 {
		return nil, "", fmt.Errorf("no \"[cards]\"")
	}
	g, err := pGroup.ParseString("", text[:j+1])
	if err != nil {
		return nil, "", err
	}
	cs, err := Cards(g.Cards)
	return cs, strings.TrimSpace(text[j+1:]), err
}

// StreetCards reads the board of a street line, "*** TURN *** [Td4h7d2d]"
// (the whole board so far).
func StreetCards(line string) ([]string, error) {
	_, rest, ok := strings.Cut(line, " *** ")
	if !ok {
		return nil, nil
	}
	cs, after, err := groupCards(rest)
	if err == nil && after != "" {
		err = fmt.Errorf("text after the cards")
	}
	return cs, err
}

// Board reads the summary's "Board [Td4h7d2dKc]" ("Board []": none).
func Board(line string) ([]string, error) {
	cs, after, err := groupCards(strings.TrimPrefix(line, "Board "))
	if err == nil && after != "" {
		err = fmt.Errorf("text after the cards")
	}
	return cs, err
}

// Rake reads "Rake: €3,61" (a line of the betting): the amount and
// whether it is written negative ("€-2,22").
func Rake(line string) (string, bool, error) {
	a, ok := strings.CutPrefix(line, "Rake: ")
	if !ok {
		return "", false, fmt.Errorf("no \"Rake: \"")
	}
	neg := strings.Contains(a, "-")
	num, rest, ok := textgram.NumBefore(strings.Replace(a, "-", "", 1))
	if !ok || rest != "" {
		return "", false, fmt.Errorf("no amount")
	}
	return num, neg, nil
}

// SummarySeat is a seat line of the summary: "Seat 3: Hero (dealer)
// collected (€0,30) from pot", "Seat 1: Player0  folded", "Seat 5:
// Player2  showed [Kh3sThKs] and won (€56,64) with ...", "Seat 6: Player4
// showed [] and lost with".
type SummarySeat struct {
	Number int
	Name   string
	Won    string
	Cards  []string
}

var markers = []string{" (dealer)", " (small blind)", " (big blind)"}

type (
	gCollected struct {
		A string `parser:"'collected' '(' @Num ')' 'from' 'pot'"`
	}
	gWon struct {
		A string `parser:"'won' '(' @Num ')'"`
	}
)

var (
	pCollected = textgram.Before[gCollected]()
	pWon       = textgram.Before[gWon]()
)

// ParseSummarySeat reads a summary seat line; name gives the player of a
// seat number (a line that does not start with it is a
// *scan.SeatNameError).
func ParseSummarySeat(line string, name func(int) string) (*SummarySeat, error) {
	n, nm, _, rest, err := scan.SummarySeat(line, name, markers)
	if err != nil {
		return nil, err
	}
	s := &SummarySeat{Number: n, Name: nm}
	rest = strings.TrimSpace(rest)
	switch {
	case rest == "folded":
	case strings.HasPrefix(rest, "collected "):
		g, err := pCollected.ParseString("", rest)
		if err != nil {
			return nil, err
		}
		s.Won = g.A
	case strings.HasPrefix(rest, "showed "):
		cs, after, err := groupCards(strings.TrimPrefix(rest, "showed "))
		if err != nil {
			return nil, err
		}
		s.Cards = cs
		switch {
		case after == "and lost with" || strings.HasPrefix(after, "and lost with "):
		case strings.HasPrefix(after, "and won ("):
			w, _, _ := strings.Cut(strings.TrimPrefix(after, "and "), " with ")
			g, err := pWon.ParseString("", w)
			if err != nil {
				return nil, err
			}
			s.Won = g.A
		default:
			return nil, fmt.Errorf("unknown outcome %q", after)
		}
	default:
		return nil, fmt.Errorf("unknown outcome %q", rest)
	}
	return s, nil
}
