package partypoker

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// LineKind is the kind of a line that is not a player's action.
type LineKind uint8

const (
	LPlayer   LineKind = iota // a player's line (or one no grammar knows)
	LBlank                    // an empty line
	LGameNo                   // "#Game No : N"
	LHistory                  // "***** [site] Hand History for Game N *****"
	LStarts                   // PartyPoker "Game #N starts."
	LButton                   // "Seat N is the button"
	LPlayers                  // "Total number of players : N[/M]"
	LSeat                     // "Seat N: name ( $x )", "seat N: ...", "seatN: ..."
	LTable                    // "Table ...", 888 "Tournament #N ... - Table #N ..."
	LStreet                   // "** Dealing down cards **", "** Dealing Flop ** [ 2h, Ts, Qh ]"
	LSummary                  // "** Summary **"
	LDealt                    // "Dealt to NAME [ cards ]"
	LMainPot                  // PartyPoker summary "Main Pot: $0.18 Rake: $0"
	LBoard                    // PartyPoker summary "Board: [ 5s 7h 6h ]"
	LNoLow                    // "There was no qualifying low hand"
	LLevel                    // PartyPoker tournaments "Trny:N Level:N", "Blinds-Antes(400/800 -25)", "Stakes-Antes(60/120-10)"
	LHalfHand                 // 888 "(Lo: 5s, 4d, 3h, 2c, Ac)", "(Hi: ...)"
)

var lineKindNames = [...]string{"player", "blank", "game_no", "history", "starts", "button", "players", "seat",
	"table", "street", "summary", "dealt", "main_pot", "board", "no_low", "level", "half_hand"}

func (k LineKind) String() string {
	if int(k) < len(lineKindNames) {
		return lineKindNames[k]
	}
	return "unknown"
}

// Classify picks a line's kind by byte tests; LPlayer for anything else.
func Classify(line string) LineKind {
	switch {
	case line == "":
		return LBlank
	case strings.HasPrefix(line, "#Game No"):
		return LGameNo
	case strings.HasPrefix(line, "*****") && HistoryAt(line):
		return LHistory
	case strings.HasPrefix(line, "** Summary **"):
		return LSummary
	case strings.HasPrefix(line, "** Dealing"):
		return LStreet
	case strings.HasPrefix(line, "Game #") && strings.HasSuffix(line, " starts."):
		return LStarts
	case strings.HasPrefix(line, "Total number of players"):
		return LPlayers
	case strings.HasPrefix(line, "Dealt to "):
		return LDealt
	case strings.HasPrefix(line, "Table "), strings.HasPrefix(line, "Tournament #"):
		return LTable
	case strings.HasPrefix(line, "Main Pot:"):
		return LMainPot
	case strings.HasPrefix(line, "Board:"):
		return LBoard
	case line == "There was no qualifying low hand":
		return LNoLow
	case strings.HasPrefix(line, "Trny:"), strings.HasPrefix(line, "Blinds-Antes("), strings.HasPrefix(line, "Stakes-Antes("):
		return LLevel
	case strings.HasPrefix(line, "(Lo: "), strings.HasPrefix(line, "(Hi: "):
		return LHalfHand
	}
	if len(line) > 5 && (line[0] == 'S' || line[0] == 's') && line[1:4] == "eat" {
		if strings.HasSuffix(line, " is the button") {
			return LButton
		}
		r := strings.TrimPrefix(line[4:], " ")
		i := 0
		for i < len(r) && textgram.IsDigit(r[i]) {
			i++
		}
		if i > 0 && i < len(r) && r[i] == ':' {
			return LSeat
		}
	}
	return LPlayer
}

// HistoryAt reports a "***** ... Hand History for Game N *****" line, in
// any letter case (PartyPoker writes "for" and "For").
func HistoryAt(line string) bool {
	_, _, err := History(line)
	return err == nil
}

// History cuts "***** [site] Hand History for Game N *****" into the site
// words between the stars and "Hand History" ("" for PartyPoker,
// "Cassava", "888poker", "888.ro BLAST", ...) and the game number. The
// words match in any letter case; a number written "#N" is not this
// layout's (Everleaf writes "***** Hand history for game #N *****").
func History(line string) (site, id string, err error) {
	const stars = "***** "
	if !strings.HasPrefix(line, stars) {
		return "", "", fmt.Errorf("no stars")
	}
	rest := line[len(stars):]
	i := indexFold(rest, "hand history for game ")
	if i < 0 {
		return "", "", fmt.Errorf("no \"Hand History for Game\"")
	}
	site, rest = strings.TrimSpace(rest[:i]), rest[i+len("hand history for game "):]
	j := strings.IndexByte(rest, ' ')
	if j <= 0 || rest[0] == '#' || strings.TrimSpace(rest[j:]) != "*****" {
		return "", "", fmt.Errorf("no game number between stars")
	}
	return site, rest[:j], nil
}

// indexFold is strings.Index in any ASCII letter case (sub is lower case).
func indexFold(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		if strings.EqualFold(s[i:i+len(sub)], sub) {
			return i
		}
	}
	return -1
}

type gGameNo struct {
	ID string `parser:"'#' 'Game' 'No' ':' @(Num | Word)"`
}

type gButton struct {
	N string `parser:"('Seat' | 'seat') @Num 'is' 'the' 'button'"`
}

type gPlayers struct {
	N   string `parser:"'Total' 'number' 'of' 'players' ':' @Num"`
	Max string `parser:"('/' @Num)?"`
}

type gStack struct {
	A *Amount `parser:"'(' @@ ')'"`
}

var (
	pGameNo  = textgram.Before[gGameNo]()
	pButton  = textgram.Before[gButton]()
	pPlayers = textgram.Before[gPlayers]()
	pStack   = textgram.Before[gStack]()
)

// GameNo reads "#Game No : N".
func GameNo(line string) (string, error) {
	return textgram.Capture(pGameNo, strings.TrimSpace(line), func(g *gGameNo) string { return g.ID })
}

// Button reads "Seat N is the button" (also at the end of a table line,
// "... -- Seat 1 is the button").
func Button(line string) (string, error) {
	return textgram.Capture(pButton, line, func(g *gButton) string { return g.N })
}

// Players reads "Total number of players : 6/9": the players and the
// table's seats ("" when not written).
func Players(line string) (n, max string, err error) {
	g, err := pPlayers.ParseString("", strings.TrimSpace(line))
	if err != nil {
		return "", "", err
	}
	return g.N, g.Max, nil
}

// Seat is a seat line.
type Seat struct {
	Number string
	Name   string
	Stack  *Amount
}

// ParseSeat reads "Seat 3: Hero ( $10 USD )", "seat3: Hero ($0.95)",
// "Seat 1: Player1 (50000)": the name is everything between ": " and the
// last " (" (names may hold spaces).
func ParseSeat(line string) (*Seat, error) {
	r := strings.TrimPrefix(line[4:], " ")
	i := strings.IndexByte(r, ':')
	if i <= 0 {
		return nil, fmt.Errorf("no seat number")
	}
	s := &Seat{Number: r[:i]}
	r = strings.TrimPrefix(r[i+1:], " ")
	j := strings.LastIndex(r, "(")
	if j < 0 {
		return nil, fmt.Errorf("no stack")
	}
	s.Name = strings.TrimSuffix(r[:j], " ")
	g, err := pStack.ParseString("", r[j:])
	if err != nil {
		return nil, err
	}
	s.Stack = g.A
	return s, nil
}

// Street is a "** Dealing ... **" line: the words between "Dealing" and
// the closing stars ("down cards", "Flop", "flop", "Fourth street", "") and
// the cards after them.
type Street struct {
	Name  string
	Cards []string
}

// ParseStreet reads "** Dealing Flop ** [ 2h, Ts, Qh ]", "** Dealing Flop ** :  [ 5s, 7h, 6h ]",
// "** Dealing down cards **".
func ParseStreet(line string) (*Street, error) {
	rest := strings.TrimPrefix(line, "** Dealing")
	i := strings.Index(rest, "**")
	if i < 0 {
		return nil, fmt.Errorf("no closing stars")
	}
	s := &Street{Name: strings.TrimSpace(rest[:i])}
	rest = strings.TrimSpace(rest[i+2:])
	rest = strings.TrimSpace(strings.TrimPrefix(rest, ":"))
	if rest == "" {
		return s, nil
	}
	g, err := pCards.ParseString("", rest)
	if err != nil {
		return nil, err
	}
	s.Cards = g.Cards
	return s, nil
}

// ParseCards reads "[ Ah, Kd ]" or "[  9c Ad ]".
func ParseCards(text string) ([]string, error) {
	return textgram.Capture(pCards, strings.TrimSpace(text), func(g *gCards) []string { return g.Cards })
}

// Dealt is "Dealt to NAME [ cards ]": the name (cut at the last " [") and
// the cards.
func ParseDealt(line string) (name string, cards []string, err error) {
	rest := strings.TrimPrefix(line, "Dealt to ")
	i := strings.LastIndex(rest, " [")
	if i < 0 {
		return "", nil, fmt.Errorf("no cards")
	}
	cards, err = ParseCards(rest[i+1:])
	return rest[:i], cards, err
}

// MainPot is PartyPoker's summary "Main Pot: $0.18 Rake: $0", "Main Pot: 1770".
type MainPot struct {
	Pot  *Amount `parser:"'Main' 'Pot' ':' @@"`
	Rake *Amount `parser:"('Rake' ':' @@)?"`
}

var pMainPot = textgram.Before[MainPot]()

// ParseMainPot reads the summary's pot line.
func ParseMainPot(line string) (*MainPot, error) { return pMainPot.ParseString("", line) }

type gCollectedOnly struct {
	Bet       *Amount `parser:"'balance' Num ','? 'bet' @@ ','?"`
	Collected *Amount `parser:"'collected' @@"`
}

var pBalanceCollected = textgram.Before[gCollectedOnly]()

// BalanceCollected reads the collected amount of a summary balance line
// (the text after the name), nil when the player collected nothing
// ("lost $0.02 (folded)", "didn't bet (folded)", "sits out").
func BalanceCollected(rest string) (*Amount, error) {
	i := strings.Index(rest, ", net ")
	if i < 0 || !strings.Contains(rest, "collected") {
		return nil, nil
	}
	return textgram.Capture(pBalanceCollected, rest[:i], func(g *gCollectedOnly) *Amount { return g.Collected })
}

// Table is the table line: "Table Bolt  ( Real Money )", "Table 20BB Min
// Speed #1775757  (Real Money) -- Seat 1 is the button", "Table Leeds 10
// Max (Real Money)", 888 "Tournament #36216773 Free - Table #359 (Real
// Money)", "Table Rubtsovsk (Practice Play)".
type Table struct {
	Name       string
	Money      string // "Real Money", "Practice Play", "Play Money"
	Tournament string // 888 "Tournament #N ... - Table ...": N
	BuyIn      string // 888 tournaments: the words between the number and " - Table" ("Free", "$10 + $1")
	Button     string // "-- Seat N is the button" at the end, else ""
	MaxSeats   string // "10 Max" in the name: "10"
}

// ParseTable reads a table line.
func ParseTable(line string) (*Table, error) {
	t := &Table{}
	rest := line
	if i := strings.Index(rest, " -- "); i >= 0 {
		b, err := Button(strings.TrimSpace(rest[i+4:]))
		if err != nil {
			return nil, fmt.Errorf("after \"--\": %v", err)
		}
		t.Button, rest = b, rest[:i]
	}
	rest = strings.TrimSpace(rest)
	j := strings.LastIndex(rest, "(")
	if !strings.HasSuffix(rest, ")") || j < 0 {
		return nil, fmt.Errorf("no (Real Money) or (Practice Play)")
	}
	t.Money = strings.TrimSpace(rest[j+1 : len(rest)-1])
	rest = strings.TrimSpace(rest[:j])
	if strings.HasPrefix(rest, "Tournament #") {
		r := rest[len("Tournament #"):]
		k := strings.Index(r, " - Table ")
		if k < 0 {
			return nil, fmt.Errorf("tournament without \" - Table \"")
		}
		head := r[:k]
		n := strings.IndexByte(head, ' ')
		if n < 0 {
			n = len(head)
		}
		t.Tournament, t.BuyIn = head[:n], strings.TrimSpace(head[n:])
		rest = "Table " + r[k+len(" - Table "):]
	}
	if !strings.HasPrefix(rest, "Table ") {
		return nil, fmt.Errorf("no \"Table\"")
	}
	t.Name = strings.TrimSpace(rest[len("Table "):])
	if f := strings.Fields(t.Name); len(f) >= 2 && f[len(f)-1] == "Max" {
		t.MaxSeats = f[len(f)-2]
	}
	return t, nil
}
