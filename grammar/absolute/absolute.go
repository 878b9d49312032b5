// Package absolute reads the hand histories of the Cereus network:
// Absolute Poker and UltimateBet (one software, one syntax). A hand:
//
//	Stage #C282012441: Holdem  Normal $0.25/$0.50 - 2010-12-07 22:18:14 (ET)
//	Table: MONTEGO DR (Real Money) Seat #4 is the dealer
//	Seat 4 - Player0 ($12.45 in chips)
//	Player1 - Posts small blind $0.10
//	*** POCKET CARDS ***
//	Dealt to Hero [7c 8h]
//	Player4 - Raises $0.50 to $0.50
//	*** FLOP *** [Qs Ks 6s]
//	Player0 - returned ($30) : not called
//	*** SHOW DOWN ***
//	Player1 - Shows [Ac Ah] (Straight, ten to ace)
//	Player1 Collects $4.30 from main pot
//	*** SUMMARY ***
//	Total Pot($4.50) | Rake ($0.20)
//	Board [Qs Ks 6s Js 10d]
//	Seat 5: Player1 (small blind) won Total ($4.30) HI:($4.30) with ...
//
// A player's actions follow his name and " - " (capitalised verbs), his
// collections his name and a space. The lines written as PokerStars writes
// them ("*** FLOP *** [..]", "Dealt to NAME [..]", "Board [..]") are read
// by grammar/pokerstars; what the amounts mean is the mapping's
// (parse/absolute.go).
package absolute

import (
	"fmt"
	"strings"

	"github.com/alecthomas/participle/v2"

	"github.com/hhcheck/hhcheck/grammar/bovada"
	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/pokerstars"
	"github.com/hhcheck/hhcheck/grammar/scan"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// Prefix starts every hand: "Stage #N: ".
const Prefix = "Stage #"

// Header is the hand's first line: "Stage #1828549717: Omaha Hi/Lo (1 on
// 1)  Normal $30/$60 - 2009-12-31 18:23:36.005 (ET) [ 2009-12-31 18:23:36 ]".
type Header struct {
	ID      string   // "1828549717", "C282012441"
	Game    string   // the game's words: "Holdem", "Omaha Hi/Lo", "Seven Card Hi/Lo"
	Limit   string   // "No Limit", "Pot Limit", "Normal"
	Stakes  []string // one amount ("$0.02": the big blind) or two ("$30/$60")
	HeadsUp bool     // "(1 on 1)" after the game
	Stamp   Stamp    // the time, in Zone
}

// Stamp is "2009-12-31 18:23:36.005 (ET)": Bovada's date and time, the
// fraction of a second dropped, and the zone.
type Stamp struct {
	bovada.Stamp
	Zone string
}

// limits are the limit words of a header, after the game's words.
var limits = []string{"No Limit", "Pot Limit", "Normal"}

type gStakes struct {
	Amounts []string `parser:"@Num ('/' @Num)?"`
}

type gStamp struct {
	bovada.Stamp
	Zone string   `parser:"'(' @Word ')'"`
	Alt  []string `parser:"('[' (~']')* ']')?"`
}

var (
	pStakes = textgram.Before[gStakes]()
	pStamp  = textgram.Before[gStamp]()
)

// ParseHeader reads "Stage #ID: GAME LIMIT STAKES - DATE TIME (ZONE)".
func ParseHeader(line string) (*Header, error) {
	rest, ok := strings.CutPrefix(line, Prefix)
	if !ok {
		return nil, fmt.Errorf("no %q", Prefix)
	}
	id, rest, ok := strings.Cut(rest, ": ")
	if !ok || id == "" || strings.ContainsAny(id, " \t") {
		return nil, fmt.Errorf("no \"Stage #ID: \"")
	}
	head, date, ok := strings.Cut(rest, " - ")
	if !ok {
		return nil, fmt.Errorf("no \" - \" before the date")
	}
	st, err := pStamp.ParseString("", date)
	if err != nil {
		return nil, fmt.Errorf("date: %w", err)
	}
	h := &Header{ID: id, Stamp: Stamp{Stamp: st.Stamp, Zone: st.Zone}}
	if sec, _, frac := strings.Cut(st.S, "."); frac {
		h.Stamp.S = sec // "36.005": the lexer reads the fraction with the seconds
	}
	head = strings.TrimSpace(head)
	sp := strings.LastIndexByte(head, ' ')
	if sp < 0 {
		return nil, fmt.Errorf("no stakes after the game")
	}
	sk, err := pStakes.ParseString("", head[sp+1:])
	if err != nil {
		return nil, fmt.Errorf("stakes: %w", err)
	}
	h.Stakes = sk.Amounts
	game := strings.TrimSpace(head[:sp])
	for _, l := range limits {
		if g, ok := strings.CutSuffix(game, " "+l); ok {
			h.Limit, game = l, strings.TrimSpace(g)
			break
		}
	}
	if h.Limit == "" {
		return nil, fmt.Errorf("no limit (%s) before the stakes", strings.Join(limits, ", "))
	}
	if g, ok := strings.CutSuffix(game, " (1 on 1)"); ok {
		h.HeadsUp, game = true, g
	}
	h.Game = game
	return h, nil
}

// IsHeader reports a whole header line.
func IsHeader(line string) bool {
	_, err := ParseHeader(line)
	return err == nil
}

// Table is "Table: MONTEGO DR (Real Money) Seat #4 is the dealer".
type Table struct {
	Name   string
	Money  string // "Real Money"
	Button int
}

// ParseTable reads the table line; the name is everything before the last
// " (".
func ParseTable(line string) (*Table, error) {
	rest, ok := strings.CutPrefix(line, "Table: ")
	if !ok {
		return nil, fmt.Errorf("no \"Table: \"")
	}
	rest, n, ok := strings.Cut(rest, ") Seat #")
	if !ok {
		return nil, fmt.Errorf("no \") Seat #N is the dealer\"")
	}
	n, ok = strings.CutSuffix(n, " is the dealer")
	if !ok || !scan.Digits(n) || len(n) > 3 {
		return nil, fmt.Errorf("no \"Seat #N is the dealer\"")
	}
	p := strings.LastIndex(rest, " (")
	if p <= 0 {
		return nil, fmt.Errorf("no \"(Real Money)\" after the name")
	}
	t := &Table{Name: rest[:p], Money: rest[p+2:]}
	for _, c := range n {
		t.Button = t.Button*10 + int(c-'0')
	}
	return t, nil
}

// Seat is "Seat 6 - Player0 ($1,195.50 in chips)".
type Seat struct {
	Number int
	Name   string
	Stack  string
}

// headSeat cuts "Seat N - ": N and the text after it.
func headSeat(line string) (int, string, bool) {
	rest, ok := strings.CutPrefix(line, "Seat ")
	if !ok {
		return 0, "", false
	}
	n, rest, ok := strings.Cut(rest, " - ")
	if !ok || !scan.Digits(n) || len(n) > 3 {
		return 0, "", false
	}
	v := 0
	for _, c := range n {
		v = v*10 + int(c-'0')
	}
	return v, rest, true
}

func isHeadSeat(line string) bool { _, _, ok := headSeat(line); return ok }

// ParseSeat reads a seat line of the hand's head; the name is everything
// before the last " (" (the stack is read as PokerStars writes it).
func ParseSeat(line string) (*Seat, error) {
	n, rest, ok := headSeat(line)
	if !ok {
		return nil, fmt.Errorf("no \"Seat N - \"")
	}
	p := strings.LastIndex(rest, " (")
	if p <= 0 {
		return nil, fmt.Errorf("no stack")
	}
	st, err := pokerstars.ParseSeatTail(rest[p+1:])
	if err != nil {
		return nil, err
	}
	if st.Remark != "" || st.SittingOut || st.Bounty != "" {
		return nil, fmt.Errorf("text after the stack")
	}
	return &Seat{Number: n, Name: rest[:p], Stack: st.Stack}, nil
}

// gTotal is the summary's "Total Pot($4.50) | Rake ($0.20)" (no rake
// segment when none was taken).
type gTotal struct {
	Total string `parser:"'Total' 'Pot' '(' @Num ')'"`
	Rake  string `parser:"('|' 'Rake' '(' @Num ')')?"`
}

var pTotal = textgram.Before[gTotal]()

// ParseTotal reads the total line as PokerStars' total and rake.
func ParseTotal(line string) (*pokerstars.Total, error) {
	g, err := pTotal.ParseString("", line)
	if err != nil {
		return nil, err
	}
	t := &pokerstars.Total{Total: g.Total}
	if g.Rake != "" {
		t.Fees = []pokerstars.Fee{{Name: []string{"Rake"}, Amount: g.Rake}}
	}
	return t, nil
}

// SummarySeat is a seat line of the summary: "Seat 2: PLAYER2 collected
// Total ($0.06) HI:($0.06)  [Does not show]", "Seat 5: Player1 (small
// blind) won Total ($4.30) HI:($4.30) with Straight ... [Ac Ah - P:Ah,...]",
// "Seat 3: Player4 HI: [Mucked] [Kd 6c]", "Seat 1: PLAYER1 (big blind)
// Folded on the RIVER", "Seat 1: PLAYER1 HI:lost with Two Pair ...".
type SummarySeat struct {
	Number int
	Name   string
	Won    string   // the "Total ($x)" the seat collected or won; "" none
	Mucked []string // the cards of "HI: [Mucked] [..]"
}

// markers are the positions written after a summary seat's name.
var markers = []string{" (dealer)", " (small blind)", " (big blind)"}

type (
	gWonTotal struct {
		A string `parser:"('collected' | 'won') 'Total' '(' @Num ')'"`
	}
	gMucked struct {
		Cards []string `parser:"'HI' ':' '[' 'Mucked' ']' '[' @Word* ']'"`
	}
)

var (
	trailing  = participle.AllowTrailing(true)
	pWonTotal = textgram.Before[gWonTotal]()
	pMucked   = textgram.Before[gMucked]()
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
	case strings.HasPrefix(rest, "Folded on the "), strings.HasPrefix(rest, "HI:lost with "):
	case strings.HasPrefix(rest, "collected "), strings.HasPrefix(rest, "won "):
		g, err := pWonTotal.ParseString("", rest, trailing)
		if err != nil {
			return nil, err
		}
		s.Won = g.A
	case strings.HasPrefix(rest, "HI: [Mucked] "):
		g, err := pMucked.ParseString("", rest)
		if err != nil {
			return nil, err
		}
		s.Mucked = g.Cards
	default:
		return nil, fmt.Errorf("unknown outcome %q", rest)
	}
	return s, nil
}

// lines picks a line's kind: the lines written as PokerStars writes them
// ("*** ", "Dealt to ", "Board ["), the table, the head's "Seat N - "
// and the summary's "Seat N: ", the total; any other line starts with a
// player's name.
var lines = linekind.New(linekind.KBlank, linekind.KPlayer, linekind.Rules(
	func() []linekind.Rule[linekind.Kind] {
		w := linekind.Standard.Only(linekind.KStreet, linekind.KDealt, linekind.KBoard)
		return w.Lines()
	}(),
	[]linekind.Rule[linekind.Kind]{
		{Kind: linekind.KTable, Prefix: "Table: "},
		{Kind: linekind.KSeat, Prefix: "Seat ", If: isHeadSeat},
		{Kind: linekind.KSummarySeat, Prefix: "Seat ", If: linekind.SeatLine},
		{Kind: linekind.KTotal, Prefix: "Total Pot("},
	},
))

// Classify returns the kind of a line.
func Classify(line string) linekind.Kind { return lines.Of(line) }
