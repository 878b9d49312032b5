package betonline

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/pokerstars"
	"github.com/hhcheck/hhcheck/grammar/scan"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// The header prefixes: BetOnline's and its skin PayNoRake's.
const (
	Prefix          = "BetOnline Poker Game #"
	PayNoRakePrefix = "PayNoRake Game #"
)

// Header is the first line of a hand, amounts and date still as text.
type Header struct {
	Skin       string // "BetOnline Poker", "PayNoRake"
	HandID     string
	Tournament string // "4157956"; "" for cash
	Game       string // "Hold'em Pot Limit", "Hold'em No Limit"; a tournament's "Hold'em"
	Stakes     []string
	Time       string // "2012/09/30 21:25:46 EDT", as written
}

var pStakes = textgram.Before[textgram.Stakes]()

// ParseHeader parses a hand's first line by byte scans; the cash stakes
// have the shared flat grammar.
func ParseHeader(line string) (*Header, error) {
	h := &Header{}
	var rest string
	switch {
	case strings.HasPrefix(line, Prefix):
		h.Skin, rest = "BetOnline Poker", line[len(Prefix):]
	case strings.HasPrefix(line, PayNoRakePrefix):
		h.Skin, rest = "PayNoRake", line[len(PayNoRakePrefix):]
	default:
		return nil, fmt.Errorf("not a BetOnline header")
	}
	id, rest, ok := strings.Cut(rest, ": ")
	if !ok || id == "" || strings.Trim(id, "0123456789") != "" {
		return nil, fmt.Errorf("no hand number")
	}
	h.HandID = id
	d := strings.LastIndex(rest, " - ")
	if d < 0 {
		return nil, fmt.Errorf("no date")
	}
	rest, h.Time = rest[:d], rest[d+3:]
	if t, ok := strings.CutPrefix(rest, "Tournament #"); ok {
		h.Tournament, rest, ok = strings.Cut(t, ": ")
		sp := strings.LastIndexByte(rest, ' ')
		if !ok || h.Tournament == "" || sp <= 0 {
			return nil, fmt.Errorf("no tournament game")
		}
		h.Game = rest[:sp]
		h.Stakes = strings.Split(rest[sp+1:], "/")
		if len(h.Stakes) != 2 || h.Stakes[0] == "" || h.Stakes[1] == "" {
			return nil, fmt.Errorf("tournament stakes %q", rest[sp+1:])
		}
		return h, nil
	}
	var err error
	h.Stakes, h.Game, err = textgram.CutStakes(pStakes, rest)
	return h, err
}

// HeaderAt reports whether a BetOnline hand header starts s.
func HeaderAt(s string) bool {
	return strings.HasPrefix(s, Prefix) || strings.HasPrefix(s, PayNoRakePrefix)
}

// words are BetOnline's kinds of the lines and verbs it writes as other
// sites do.
var words = linekind.Standard.Only(linekind.KStreet, linekind.KTable, linekind.KTotal, linekind.KBoard, linekind.KSeat,
	linekind.KSummarySeat, linekind.KDealt, linekind.KUncalled, linekind.KFold, linekind.KCheck, linekind.KCall,
	linekind.KBet, linekind.KRaise, linekind.KPostSB, linekind.KPostBB)

var lineKinds = linekind.New(linekind.KBlank, linekind.KPlayer, linekind.Rules(words.Lines(), []linekind.Rule[linekind.Kind]{
	{Kind: linekind.KHeader, Prefix: Prefix},
	{Kind: linekind.KHeader, Prefix: PayNoRakePrefix},
}))

// Classify picks the kind of a line by its first bytes; summary seat lines
// need inSummary.
func Classify(line string, inSummary bool) linekind.Kind { return lineKinds.Classify(line, inSummary) }

// colonVerbs are the verbs written after "NAME: ".
var colonVerbs = linekind.New(linekind.KUnknown, linekind.KUnknown, linekind.Rules(words.Verbs(), []linekind.Rule[linekind.Kind]{
	{Kind: linekind.KPostBBOut, Prefix: "post now "},
	{Kind: linekind.KPostAnte, Prefix: "ante processed "},
}))

// spaceVerbs are the verbs written after "NAME ".
var spaceVerbs = linekind.New(linekind.KUnknown, linekind.KUnknown, []linekind.Rule[linekind.Kind]{
	{Kind: linekind.KShowBare, Prefix: "shows "},
	{Kind: linekind.KSaid, Prefix: "said \""},
	{Kind: linekind.KJoins, Prefix: "joins the table at seat #"},
	{Kind: linekind.KLeaves, Is: "has left the table"},
})

// Verb classifies the text after a player name.
func Verb(rest string) linekind.Kind { return linekind.AfterName(colonVerbs, spaceVerbs, rest) }

// speech: chat, joins and leaves are written by players with no seat in
// the hand too.
var speech = linekind.Speech[linekind.Kind]{Seps: ": ", Verb: Verb, Remark: " and is all in",
	Unseated: func(k linekind.Kind) bool { return k.IsNote() }}

// CutName cuts the player name off a player line (names: the hand's seat
// names, longest first). unseated: the line is someone's with no seat in
// the hand (idx -1).
func CutName(line string, names []string) (idx int, rest string, k linekind.Kind, unseated bool) {
	return speech.CutName(line, names)
}

// Act is the site AST of one player line after the name, amounts as text.
type Act struct {
	textgram.Head
	Text string
}

type (
	gPostNow struct {
		A string `parser:"'post' 'now' @Num"`
	}
	gAnte struct {
		A string `parser:"'ante' 'processed' @Num"`
	}
	// gShows: "shows Kd 9c Ac 8h", the cards without brackets.
	gShows struct {
		Cards []string `parser:"'shows' @Word+"`
	}
	gNote struct {
		V string `parser:"@Word"`
	}
)

var lex = textgram.CurrencyBefore

var verbRules = textgram.Verbs[Act](int(linekind.NumKinds), lex, false, &words)

func init() {
	verbRules[linekind.KPostBBOut] = textgram.Whole(lex, func(g *gPostNow, a *Act) { a.A = g.A })
	verbRules[linekind.KPostAnte] = textgram.Whole(lex, func(g *gAnte, a *Act) { a.A = g.A })
	verbRules[linekind.KShowBare] = textgram.Whole(lex, func(g *gShows, a *Act) { a.Cards = g.Cards })
	for _, k := range [...]linekind.Kind{linekind.KSaid, linekind.KJoins, linekind.KLeaves} {
		verbRules[k] = textgram.Leading(lex, func(*gNote, *Act) {})
	}
}

// ParseAct parses the text after a player name (rest as CutName returns
// it) with the grammar of kind k.
func ParseAct(k linekind.Kind, rest string) (Act, error) {
	var a Act
	err := textgram.ReadAct(&speech, verbRules, k, rest, &a, &a.Text)
	return a, err
}

// BetOnline writes these lines exactly as PokerStars does.
type (
	Street      = pokerstars.Street
	Dealt       = pokerstars.Dealt
	Seat        = pokerstars.Seat
	SummarySeat = pokerstars.SummarySeat
)

// ParseStreet parses "*** FLOP *** [..]", "*** TURN *** [..][..]".
func ParseStreet(line string) (*Street, error) { return pokerstars.ParseStreet(line) }

// StreetName returns the words between "*** " and " ***".
func StreetName(line string) string { return pokerstars.StreetName(line) }

// ParseDealt parses "Dealt to NAME [..]".
func ParseDealt(line string, names []string) (*Dealt, int, error) {
	return pokerstars.ParseDealt(line, names)
}

// ParseSeat parses "Seat 8: NAME (1.55 in chips) - Small Blind": the
// role after the stack is Remark ("Small Blind", "Big Blind", "The
// button"), "- Sitting out" sets SittingOut.
func ParseSeat(line string) (*Seat, error) {
	if n, rest, ok := scan.SeatNumber(line); ok && strings.HasPrefix(rest, " (") {
		return nil, fmt.Errorf("seat %d has no player name", n) // "Seat 4:  (100.00 in chips)"
	}
	s, err := pokerstars.ParseSeat(line)
	if err != nil {
		return nil, err
	}
	if s.Name == "" {
		return nil, fmt.Errorf("seat %d has no player name", s.Number)
	}
	s.Remark = strings.TrimPrefix(s.Remark, "- ")
	if s.Remark == "Sitting out" {
		s.SittingOut, s.Remark = true, ""
	}
	return s, nil
}

// ParseSummarySeat parses a summary seat line; "showed [..] but did not
// win" is PokerStars' "showed [..]".
func ParseSummarySeat(line string, name func(seat int) string) (*SummarySeat, error) {
	return pokerstars.ParseSummarySeat(strings.TrimSuffix(line, " but did not win"), name)
}

// Table is the table line's AST (PokerStars').
type Table = pokerstars.Table

// gTable is the text after the table's name: "10-Max, Seat #7 is the
// button" (PokerStars writes "6-max Seat #1 is the button").
type gTable struct {
	MaxSeats string `parser:"@Num '-' 'Max' ','"`
	Button   string `parser:"'Seat' '#' @Num 'is' 'the' 'button'"`
}

var pTable = textgram.Before[gTable]()

// ParseTable parses "Table 'Weeds (Hi)' 10-Max, Seat #7 is the button";
// the name, between the quotes, is cut by a byte scan.
func ParseTable(line string) (*Table, error) {
	rest, ok := strings.CutPrefix(line, "Table '")
	q := strings.LastIndex(rest, "' ")
	if !ok || q < 0 {
		return nil, fmt.Errorf("no table name")
	}
	g, err := pTable.ParseString("", rest[q+2:])
	if err != nil {
		return nil, err
	}
	return &Table{Name: rest[:q], MaxSeats: g.MaxSeats, Button: g.Button}, nil
}
