// Package ongame holds the grammars of the OnGame network's hand histories
// (bwin, PartyPoker.fr and the other skins of 2008–2013): "***** History
// for hand R5-260041977-287 *****" to "***** End of hand ... *****". Player
// names may hold spaces ("x Diabolo666", "KREST 78"), so the lines that
// start with a name are cut at a seated name first (CutName) and the
// grammars read what follows it.
package ongame

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// HeaderPrefix starts every hand.
const HeaderPrefix = "***** History for hand "

// EndPrefix starts a hand's last line.
const EndPrefix = "***** End of hand "

// CutName cuts the longest seated name (names longest first) that starts
// s and ends at a space, a colon ("Dealing to Hero: [..]") or the end:
// rest starts after the name and one space.
func CutName(s string, names []string) (name, rest string, ok bool) {
	for _, n := range names {
		if strings.HasPrefix(s, n) && (len(s) == len(n) || s[len(n)] == ' ' || s[len(n)] == ':') {
			return n, strings.TrimPrefix(s[len(n):], " "), true
		}
	}
	return "", s, false
}

// Header is the first line: the hand number and, in tournaments, the
// tournament's name, number and buy-in.
type Header struct {
	ID         string
	Tournament string // "R-274-110"; "" at a cash table
	TourName   string
	BuyIn      string
}

type gHeader struct {
	Stars []string `parser:"'*'+ 'History' 'for' 'hand'"`
	ID    []string `parser:"@(Word | Num | '-')+"`
	End   []string `parser:"'*'+"`
}

type gTour struct {
	ID    []string `parser:"@(Word | Num | '-')+ ','"`
	BuyIn string   `parser:"'buy' '-' 'in' ':' @Num ')'"`
}

var (
	pHeader = textgram.Before[gHeader]()
	pTour   = textgram.Before[gTour]()
)

// ParseHeader parses "***** History for hand T5-18949598-1 (TOURNAMENT:
// "Freeroll tournois live", R-274-110, buy-in: €0) *****": the
// tournament's name is whatever stands between the quotes.
func ParseHeader(line string) (*Header, error) {
	head, tour, isTour := strings.Cut(line, " (TOURNAMENT: \"")
	if isTour {
		name, rest, ok := strings.Cut(tour, "\", ")
		end := strings.LastIndex(rest, ") ")
		if !ok || end < 0 {
			return nil, fmt.Errorf("tournament %q: want (TOURNAMENT: \"NAME\", ID, buy-in: X)", tour)
		}
		t, err := pTour.ParseString("", rest[:end+1])
		if err != nil {
			return nil, err
		}
		g, err := pHeader.ParseString("", head+rest[end+1:])
		if err != nil {
			return nil, err
		}
		return &Header{ID: strings.Join(g.ID, ""), Tournament: strings.Join(t.ID, ""), TourName: name, BuyIn: t.BuyIn}, nil
	}
	g, err := pHeader.ParseString("", line)
	if err != nil {
		return nil, err
	}
	return &Header{ID: strings.Join(g.ID, "")}, nil
}

// Table is "Table: Tokyo [260041977] (NO_LIMIT TEXAS_HOLDEM $2/$4, Real
// money)", "(LIMIT SEVEN_CARD_STUD_HI_LO $0.25/$0.50, ante: $0.05, Real
// money)", "(NO_LIMIT TEXAS_HOLDEM 10/20, TC)", "(POT_LIMIT OMAHA_HI_LO
// 40/80 Chips)".
type Table struct {
	Name  string // as written before the table number
	Limit string // NO_LIMIT, POT_LIMIT, LIMIT
	Game  string // TEXAS_HOLDEM, OMAHA_HI, OMAHA_HI_LO, FIVE_CARD_DRAW, SEVEN_CARD_STUD, SEVEN_CARD_STUD_HI_LO
	Small string
	Big   string
	Ante  string
	Money string // "Real money", "TC", "Chips"
}

type gTableGame struct {
	Limit string   `parser:"'(' @Word"`
	Game  string   `parser:"@Word"`
	Small string   `parser:"@Num '/'"`
	Big   string   `parser:"@Num ','?"`
	Ante  string   `parser:"('ante' ':' @Num ','?)?"`
	Money []string `parser:"@Word* ')'"`
}

var pTableGame = textgram.Before[gTableGame]()

// ParseTable parses the table line.
func ParseTable(line string) (*Table, error) {
	rest, ok := strings.CutPrefix(line, "Table: ")
	if !ok {
		return nil, fmt.Errorf("not a table line")
	}
	open := strings.LastIndex(rest, " (")
	num := strings.LastIndex(rest[:max(open, 0)], " [")
	if open < 0 || num < 0 {
		return nil, fmt.Errorf("no table number and game")
	}
	g, err := pTableGame.ParseString("", rest[open+1:])
	if err != nil {
		return nil, err
	}
	return &Table{Name: strings.TrimSpace(rest[:num]), Limit: g.Limit, Game: g.Game, Small: g.Small, Big: g.Big,
		Ante: g.Ante, Money: strings.Join(g.Money, " ")}, nil
}

// Seat is "Seat 4: Player0 ($266.50)": the name is cut by the caller.
type Seat struct {
	Stack string `parser:"'(' @Num ')'"`
}

var pSeat = textgram.Before[Seat]()

// ParseSeatStack parses a seat line's "($266.50)".
func ParseSeatStack(s string) (*Seat, error) { return pSeat.ParseString("", s) }

// Act is what follows a player's name on an action line: "posts small
// blind ($2)", "posts ante $0.05", "posts dead blind ($0.02)", "calls
// $12", "bets $1,391.85 [all in]", "raises $150 to $200", "folds",
// "checks", "small bring in $0.12", "changed 2 cards".
type Act struct {
	Verb   []string `parser:"@('posts' | 'small' | 'big' | 'dead' | 'blind' | 'ante' | 'bring' | 'brings' | 'in' | 'calls' | 'bets' | 'raises' | 'folds' | 'checks' | 'completes' | 'changed')+"`
	Paren  string   `parser:"( '(' @Num ')'"`
	Amount string   `parser:"| @Num )?"`
	To     string   `parser:"('to' @Num)?"`
	Cards  bool     `parser:"@'cards'?"`
	AllIn  bool     `parser:"@('[' 'all' 'in' ']')?"`
}

// Word returns the verb words joined by spaces.
func (a *Act) Word() string { return strings.Join(a.Verb, " ") }

// Amt is the line's first amount, in parentheses or not.
func (a *Act) Amt() string {
	if a.Paren != "" {
		return a.Paren
	}
	return a.Amount
}

var pAct = textgram.Before[Act]()

// ParseAct parses the part of an action line after the name.
func ParseAct(s string) (*Act, error) { return pAct.ParseString("", s) }

// Cards is "[5s, Qh]" or, for another player's stud cards, "[-, -, Kd]"
// ("-": a card not shown).
type Cards struct {
	Cards []string `parser:"'[' @(Word | Num | '-') (',' @(Word | Num | '-'))* ']'"`
}

var pCards = textgram.Before[Cards]()

// ParseCards parses a bracketed card list.
func ParseCards(s string) ([]string, error) {
	return textgram.Capture(pCards, s, func(c *Cards) []string { return c.Cards })
}

// Result is the part of a summary seat line after the name: "($1,793.35),
// net: +$269.50, [Js, Jc] (THREE_OF_A_KIND JACK)".
type Result struct {
	Stack string `parser:"'(' @Num ')'"`
	Net   *Net   `parser:"(',' @@)?"`
	Shown *Shown `parser:"(',' @@)?"`
}

// Net is "net: +$269.50".
type Net struct {
	Sign   string `parser:"'net' ':' @('+' | '-')?"`
	Amount string `parser:"@Num"`
}

// Shown is "[Js, Jc] (THREE_OF_A_KIND JACK)".
type Shown struct {
	Cards []string `parser:"'[' @(Word | Num) (',' @(Word | Num))* ']'"`
	Desc  []string `parser:"('(' @(Word | Num | ',')+ ')')?"`
}

var pResult = textgram.Before[Result]()

// ParseResult parses a summary seat line after the name.
func ParseResult(s string) (*Result, error) { return pResult.ParseString("", s) }

// Amount is a single amount: "Rake taken: $3".
type Amount struct {
	V string `parser:"'Rake' 'taken' ':' @Num"`
}

var pRake = textgram.Before[Amount]()

// ParseRake parses "Rake taken: $3".
func ParseRake(s string) (string, error) {
	return textgram.Capture(pRake, s, func(a *Amount) string { return a.V })
}

// Pot is "Main pot: $539 won by Player1 ($536)", "Side pot 1: 240 won by
// besac025 (240)", "Main pot: $0.55 won by A ($0.27), B ($0.26)", "Main
// pot: 250 won by tsop13 (125 High), tsop13 (125 Low)".
type Pot struct {
	Side    int // 0 the main pot
	Amount  string
	Winners []Winner
}

// Winner is one "NAME (amount[ High| Low])" of a pot line.
type Winner struct {
	Name   string
	Amount string
	Half   string // "High", "Low" or ""
}

type gPotHead struct {
	Side   string `parser:"( 'Main' 'pot' | 'Side' 'pot' @Num ) ':'"`
	Amount string `parser:"@Num 'won' 'by'"`
}

type gWon struct {
	Amount string `parser:"'(' @Num"`
	Half   string `parser:"@('High' | 'Low')? ')'"`
}

var (
	pPotHead = textgram.Before[gPotHead]()
	pWon     = textgram.Before[gWon]()
)

// ParsePot parses a pot line; the winners' names are the seated names
// (longest first).
func ParsePot(line string, names []string) (*Pot, error) {
	i := strings.Index(line, " won by ")
	if i < 0 {
		return nil, fmt.Errorf("no \"won by\"")
	}
	g, err := pPotHead.ParseString("", line[:i+len(" won by")])
	if err != nil {
		return nil, err
	}
	p := &Pot{Amount: g.Amount}
	if g.Side != "" {
		fmt.Sscan(g.Side, &p.Side)
		if p.Side <= 0 {
			return nil, fmt.Errorf("side pot %q", g.Side)
		}
	}
	rest := line[i+len(" won by "):]
	for rest != "" {
		name, r, ok := CutName(rest, names)
		if !ok {
			return nil, fmt.Errorf("winner %q: no seated player", rest)
		}
		end := strings.IndexByte(r, ')')
		if end < 0 {
			return nil, fmt.Errorf("winner %q: no amount", name)
		}
		w, err := pWon.ParseString("", r[:end+1])
		if err != nil {
			return nil, fmt.Errorf("winner %q: %v", name, err)
		}
		p.Winners = append(p.Winners, Winner{Name: name, Amount: w.Amount, Half: w.Half})
		rest = strings.TrimPrefix(r[end+1:], ", ")
		if rest == r[end+1:] && rest != "" {
			return nil, fmt.Errorf("%q after the winner %q", rest, name)
		}
	}
	if len(p.Winners) == 0 {
		return nil, fmt.Errorf("no winner")
	}
	return p, nil
}
