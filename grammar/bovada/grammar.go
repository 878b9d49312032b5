package bovada

import (
	"errors"
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// ErrUnknown is returned for a line no grammar knows.
var ErrUnknown = errors.New("no grammar for this line")

// Stamp is "2019-04-17 15:43:06".
type Stamp struct {
	Y   string `parser:"@Num '-'"`
	M   string `parser:"@Num '-'"`
	D   string `parser:"@Num"`
	H   string `parser:"@Num ':'"`
	Min string `parser:"@Num ':'"`
	S   string `parser:"@Num"`
}

// Header is a hand's first line.
type Header struct {
	Site       string // "Bovada", "Ignition", "Bodog"
	HandID     string
	Table      string // "18334388" (TBL#) or the Zone pool id
	Zone       bool   // "Zone Poker ID#1365"
	Tournament string
	Game       string // "HOLDEM", "HOLDEMZonePoker", "OMAHA", "7CARD"
	HiLo       bool
	Limit      string // "No", "Pot", "Fixed", "Normal" (Ignition tournaments: no limit)
	Level      string
	Blinds     []string // tournament level "(150/300)"
	Time       Stamp
}

type gCashHeader struct {
	Site  string `parser:"@Word ('.' Word)? 'Hand' '#' "`
	ID    string `parser:"@Num"`
	Table string `parser:"( 'TBL' '#' @Num"`
	Zone  string `parser:"| @'Zone' 'Poker' 'ID' '#' @Num )"`
	Game  string `parser:"@Word"`
	HiLo  bool   `parser:"@'HiLo'?"`
	Limit string `parser:"@('No' | 'Pot' | 'Fixed') 'Limit' '-'"`
	Time  Stamp  `parser:"@@"`
}

type gTourHeader struct {
	Site   string          `parser:"@Word ('.' Word)? 'Hand' '#' "`
	ID     string          `parser:"@Num ':'"`
	Game   string          `parser:"@Word"`
	HiLo   bool            `parser:"@'HiLo'?"`
	Tour   string          `parser:"'Tournament' '#' @Num"`
	Table  string          `parser:"'TBL' '#' @Num ','?"`
	Limit  string          `parser:"( @('No' | 'Pot' | 'Fixed') 'Limit' | @'Normal' ) '-'"`
	Level  string          `parser:"'Level' @Num"`
	Blinds textgram.Stakes `parser:"@@ '-'"`
	Time   Stamp           `parser:"@@"`
}

var (
	pCashHeader = textgram.Before[gCashHeader]()
	pTourHeader = textgram.Before[gTourHeader]()
)

// ParseHeader parses a hand's first line.
func ParseHeader(line string) (*Header, error) {
	if strings.Contains(line, " Tournament #") {
		g, err := pTourHeader.ParseString("", line)
		if err != nil {
			return nil, err
		}
		return &Header{Site: g.Site, HandID: g.ID, Table: g.Table, Tournament: g.Tour, Game: g.Game, HiLo: g.HiLo,
			Limit: g.Limit, Level: g.Level, Blinds: g.Blinds.Amounts, Time: g.Time}, nil
	}
	g, err := pCashHeader.ParseString("", line)
	if err != nil {
		return nil, err
	}
	return &Header{Site: g.Site, HandID: g.ID, Table: g.Table, Zone: g.Zone != "", Game: g.Game, HiLo: g.HiLo, Limit: g.Limit, Time: g.Time}, nil
}

// Seat is "Seat 1: UTG+1 [ME] ($23.42 in chips)" (before the deal).
type Seat struct {
	Number string
	Label  string // "UTG+1", "Big Blind", "Dealer"
	Me     bool
	Stack  string
}

type gSeat struct {
	Number string `parser:"'Seat' @Num ':'"`
	Label  string `parser:"(Word | '+' | Num)+"`
	Me     bool   `parser:"@('[' 'ME' ']')?"`
	Stack  string `parser:"'(' @Num 'in' 'chips' ')'"`
}

var pSeat = textgram.Before[gSeat]()

// gStudSeat is the stud head's seat line, "Seat+3 [ME]: $0.50 in chips":
// the label is the seat ("Seat+3"), the stack has no parentheses.
type gStudSeat struct {
	Number string `parser:"'Seat' '+' @Num"`
	Me     bool   `parser:"@('[' 'ME' ']')? ':'"`
	Stack  string `parser:"@Num 'in' 'chips'"`
}

var pStudSeat = textgram.Before[gStudSeat]()

// ParseSeat parses a seat line of the head of the hand.
func ParseSeat(line string) (*Seat, error) {
	if strings.HasPrefix(line, "Seat+") {
		g, err := pStudSeat.ParseString("", line)
		if err != nil {
			return nil, err
		}
		return &Seat{Number: g.Number, Label: "Seat+" + g.Number, Me: g.Me, Stack: g.Stack}, nil
	}
	g, err := pSeat.ParseString("", line)
	if err != nil {
		return nil, err
	}
	// the label as written (the grammar checked its tokens): between
	// ": " and " [ME]" or " ($"
	rest := line[strings.IndexByte(line, ':')+1:]
	end := strings.LastIndexByte(rest, '(')
	if end < 0 {
		return nil, fmt.Errorf("no stack")
	}
	label := strings.TrimSpace(rest[:end])
	label = strings.TrimSpace(strings.TrimSuffix(label, "[ME]"))
	return &Seat{Number: g.Number, Label: label, Me: g.Me, Stack: g.Stack}, nil
}

// Street is "*** FLOP *** [6c Js 3d]", "*** TURN *** [6c Js 3d] [9h]".
type Street struct {
	Name   []string   `parser:"'*' '*' '*' @Word+ '*' '*' '*'"`
	Groups []CardList `parser:"@@*"`
}

// CardList is "[6c Js 3d]"; Bovada pads some with spaces ("[3h 7d 2h  ]").
type CardList struct {
	Cards []string `parser:"'[' @(Word | Num)* ']'"`
}

var pStreet = textgram.Before[Street]()

// ParseStreet parses a street line.
func ParseStreet(line string) (*Street, error) { return pStreet.ParseString("", line) }

// Total is "Total Pot($4.85)" or "Total Pot($0.59) | Rake ($0.02)".
type Total struct {
	Total string `parser:"'Total' 'Pot' '(' @Num ')'"`
	Rake  string `parser:"( '|' 'Rake' '(' @Num ')' )?"`
}

var pTotal = textgram.Before[Total]()

// ParseTotal parses the summary's total line.
func ParseTotal(line string) (*Total, error) { return pTotal.ParseString("", line) }

// Board is the summary's "Board [6c Js 3d 9h 5c]".
type Board struct {
	Cards CardList `parser:"'Board' @@"`
}

var pBoard = textgram.Before[Board]()

// ParseBoard parses the summary's board line.
func ParseBoard(line string) (*Board, error) { return pBoard.ParseString("", line) }

// SummarySeat is a summary line "Seat+1: UTG $4.61  with One pair [..]"
// or "Seat 1:  Folded on the 5TH STREET": its seat number; the rest is
// kept as text (Bovada's summary positions are not reliable, see the
// package doc).
type SummarySeat struct {
	Number string `parser:"'Seat' '+'? @Num ':'"`
}

var pSummarySeat = textgram.Before[SummarySeat]()

// ParseSummarySeat parses the start of a summary seat line.
func ParseSummarySeat(line string) (*SummarySeat, string, error) {
	c := strings.IndexByte(line, ':')
	if c < 0 {
		return nil, "", fmt.Errorf("no colon")
	}
	s, err := pSummarySeat.ParseString("", line[:c+1])
	if err != nil {
		return nil, "", err
	}
	return s, strings.TrimSpace(line[c+1:]), nil
}
