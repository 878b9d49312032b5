package winamax

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/scan"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// Header is the first line of a hand, amounts and dates still as text.
type Header struct {
	HandID     string // "9250793-388-1478989461"
	Cash       bool   // "CashGame" or "Go Fast"
	GoFast     bool   // "Go Fast \"Name\"": a fast-fold pool, not one table
	Event      string // the text between "Winamax Poker - " and " - HandId:"
	Tournament string // the tournament's name as quoted; "" for cash
	BuyIn      string // "0,90€ + 0,10€", "Ticket only"
	Level      string // "0"
	Game       string // "Holdem no limit", "7-Card Stud Hi/Lo fixed limit"
	Stakes     []string
	Time       Stamp
}

// Stamp is "2016/11/12 22:24:21 UTC".
type Stamp struct {
	textgram.Stamp
	Zone string `parser:"@Word?"`
}

var (
	pStamp  = textgram.After[Stamp]()
	pStakes = textgram.After[textgram.Stakes]()
)

// ParseHeader parses a hand's first line. Its parts (event, hand number,
// game, stakes, date) are cut by byte scans; stakes and date have their own
// flat grammars.
func ParseHeader(line string) (*Header, error) {
	const site, hid = "Winamax Poker - ", " - HandId: #"
	if !strings.HasPrefix(line, site) {
		return nil, fmt.Errorf("not a Winamax header")
	}
	i := strings.Index(line[len(site):], hid)
	if i < 0 {
		return nil, fmt.Errorf("no hand number")
	}
	i += len(site)
	h := &Header{Event: line[len(site):i]}
	rest := line[i+len(hid):]
	j := strings.Index(rest, " - ")
	if j <= 0 {
		return nil, fmt.Errorf("nothing after the hand number")
	}
	h.HandID, rest = rest[:j], rest[j+3:]
	for _, c := range []byte(h.HandID) {
		if !textgram.IsDigit(c) && c != '-' {
			return nil, fmt.Errorf("bad hand number %q", h.HandID)
		}
	}
	st, rest, err := textgram.CutStamp(pStamp, rest)
	if err != nil {
		return nil, err
	}
	h.Time = *st
	if h.Stakes, h.Game, err = textgram.CutStakes(pStakes, rest); err != nil {
		return nil, err
	}
	switch ev := h.Event; {
	case strings.HasPrefix(ev, "CashGame"):
		h.Cash = true
	case strings.HasPrefix(ev, "Go Fast \""):
		// fast-fold cash tables: "Go Fast \"Name\""
		h.Cash, h.GoFast = true, true
		h.Tournament = ""
	case strings.HasPrefix(ev, "Tournament \""):
		q := strings.LastIndexByte(ev, '"')
		if q <= len("Tournament \"") {
			return nil, fmt.Errorf("unclosed tournament name")
		}
		h.Tournament = ev[len("Tournament \""):q]
		tail := ev[q+1:]
		if b := strings.Index(tail, "buyIn: "); b >= 0 {
			h.BuyIn = tail[b+len("buyIn: "):]
			if l := strings.Index(h.BuyIn, " level: "); l >= 0 {
				h.Level = h.BuyIn[l+len(" level: "):]
				h.BuyIn = h.BuyIn[:l]
			}
		}
	default:
		return nil, fmt.Errorf("unknown event %q", ev)
	}
	return h, nil
}

// Table is "Table: 'NAME' 6-max (real money) Seat #3 is the button", or
// without the colon ("Table 'NAME' 5-max ...", the 2021 layout).
type Table struct {
	Name     string
	MaxSeats string `parser:"(@Num '-' 'max')?"`
	Money    string `parser:"('(' @('real' | 'play') 'money' ')')?"`
	Button   string `parser:"('Seat' '#'? @Num 'is' 'the' 'button')?"`
}

var pTable = textgram.After[Table]()

// ParseTable parses the "Table: '...'" line; the name is everything between
// the first and the last quote.
func ParseTable(line string) (*Table, error) {
	rest := strings.TrimPrefix(strings.TrimPrefix(line, "Table"), ":")
	rest = strings.TrimPrefix(strings.TrimPrefix(rest, " "), "'")
	q := strings.LastIndexByte(rest, '\'')
	if q < 0 {
		return nil, fmt.Errorf("unclosed table name")
	}
	t, err := pTable.ParseString("", rest[q+1:])
	if err != nil {
		return nil, err
	}
	t.Name = rest[:q]
	return t, nil
}

// Seat is "Seat 3: NAME (284.50€)" or, in bounty tournaments, "Seat 3:
// NAME (1500, 2€ bounty)".
type Seat struct {
	Number int
	Name   string
	Stack  string
	Bounty string
}

type seatStack struct {
	Stack  string `parser:"'(' @Num"`
	Bounty string `parser:"(',' @Num 'bounty')? ')'"`
}

var pSeatStack = textgram.After[seatStack]()

// ParseSeat parses a seat line of the hand's head; the name is everything
// between "Seat N: " and the last " (".
func ParseSeat(line string) (*Seat, error) {
	n, name, tail, err := scan.SeatStack(line)
	if err != nil {
		return nil, err
	}
	if !strings.HasSuffix(tail, ")") {
		return nil, fmt.Errorf("no stack")
	}
	st, err := pSeatStack.ParseString("", tail)
	if err != nil {
		return nil, err
	}
	return &Seat{Number: n, Name: name, Stack: st.Stack, Bounty: st.Bounty}, nil
}

// CardGroup is one bracketed list of cards, "[Ah Kd]"; "X" is a card not
// shown.
type CardGroup = textgram.CardGroup

type groups struct {
	Groups []CardGroup `parser:"@@*"`
}

var pGroups = textgram.After[groups]()

// StreetName returns the words between "*** " and " ***", and the text
// after them (the board's card groups).
func StreetName(line string) (name, after string) {
	if !strings.HasPrefix(line, "*** ") {
		return "", ""
	}
	rest := line[4:]
	i := strings.Index(rest, " ***")
	if i < 0 {
		return "", ""
	}
	// "*** FLOP ***: [..]" in the 2021 layout
	return rest[:i], strings.TrimSpace(strings.TrimPrefix(rest[i+4:], ":"))
}

// ParseGroups parses the card groups of a street or board line:
// "[Ts 8d Td][Kd]" or "[3c 7d 2s] [3h]".
func ParseGroups(text string) ([]CardGroup, error) {
	return textgram.Capture(pGroups, text, func(g *groups) []CardGroup { return g.Groups })
}

// Dealt is "Dealt to NAME [..] [..]"; the name is cut off by a byte scan.
type Dealt struct {
	Name   string
	Groups []CardGroup
}

// ParseDealt parses "Dealt to NAME [..]" given the hand's seat names
// (longest first): the name is the longest seat name followed by " [".
func ParseDealt(line string, names []string) (*Dealt, int, error) {
	rest := line[len("Dealt to "):]
	name, idx, ok := scan.NameBefore(rest, names, " [")
	if !ok {
		return nil, -1, fmt.Errorf("no cards")
	}
	g, err := ParseGroups(rest[len(name):])
	if err != nil {
		return nil, idx, err
	}
	if len(g) == 0 {
		return nil, idx, fmt.Errorf("no cards")
	}
	return &Dealt{Name: name, Groups: g}, idx, nil
}

// Total is the summary's "Total pot 298€ | Rake 2€" ("| No rake").
type Total struct {
	Total  string
	Rake   string // "" with "No rake"
	NoRake bool
}

type totalHead struct {
	Total string `parser:"'Total' 'pot' @Num"`
}
type rakeSeg struct {
	Rake string `parser:"'Rake' @Num"`
}
type noRakeSeg struct {
	V string `parser:"'No' @'rake'"`
}

var (
	pTotalHead = textgram.After[totalHead]()
	pRake      = textgram.After[rakeSeg]()
	pNoRake    = textgram.After[noRakeSeg]()
)

// ParseTotal parses the "Total pot" line; its " | " segments are cut by a
// byte scan and each parsed by its own grammar. A segment other than the
// rake is an error: its meaning for the arithmetic is unknown.
func ParseTotal(line string) (*Total, error) {
	segs := strings.Split(line, " | ")
	h, err := pTotalHead.ParseString("", segs[0])
	if err != nil {
		return nil, err
	}
	t := &Total{Total: h.Total}
	for _, seg := range segs[1:] {
		seg = strings.TrimSpace(seg)
		switch {
		case strings.HasPrefix(seg, "Rake "):
			r, err := pRake.ParseString("", seg)
			if err != nil {
				return nil, err
			}
			t.Rake = r.Rake
		case strings.HasPrefix(seg, "No rake"):
			if _, err := pNoRake.ParseString("", seg); err != nil {
				return nil, err
			}
			t.NoRake = true
		default:
			return nil, fmt.Errorf("unknown total segment %q", seg)
		}
	}
	return t, nil
}

// ParseBoard parses "Board: [..]".
func ParseBoard(line string) ([]string, error) {
	g, err := ParseGroups(line[len("Board: "):])
	if err != nil {
		return nil, err
	}
	if len(g) != 1 {
		return nil, fmt.Errorf("board: %d card groups", len(g))
	}
	return g[0].Cards, nil
}
