// Package cake reads the hand histories of the Cake network (2010-2013):
// one line per action, what each call or bet adds, a raise's total.
//
//	Hand#2998011673000397 - Innsbruck (6-max) 11673 -- $5/$10 FL Hold'em -- 2012-06-20 - 23:10:52
//	Hand#3389E587C7000012 - $5 Heads-up PL Omaha Hi-Lo Turbo T15042503 -- CASH -- $5 + $0.25 -- 2 Max -- Table 1 -- 0/10/20 PL OmahaHiLo -- 2013/07/16 - 10:38:40
//	Dealer: Seat 9
//	Seat 3: Player0 ($250,50 in chips)
//	Seat 8: Hero ($1.97 in chips) DEALER
//	Player3: posts small blind $2,50
//	Dealt to Hero [7h,8h]
//	Player0: raises to $10
//	Player5: is all in 197
//	*** FLOP *** [Jd,7d,Ts]
//	Player0: returns uncalled bet $10
//	***SHOW DOWN***
//	Player1: shows [7s 9d Tc 7c] (Pair of Sevens  )
//	Player0 wins $50,50
//	Player0 wins high pot 327 with Pair of Aces
//	Play***3: mucks [9h,As] (TwoPair) .
//
// Some files write a decimal comma ("$250,50"), tournament chips a
// thousands comma ("1,640"); a table in euros writes every amount in
// dollars with the euros after it ("$0,05 (EUR €0,04)", cut off by
// Plain). The seat line is PokerTracker's export's (grammar/ptexport).
// What the amounts mean is the mapping's (parse/cake.go).
package cake

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/ptexport"
	"github.com/hhcheck/hhcheck/grammar/scan"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// Prefix starts every header: "Hand#" and the hand's id, no blank between
// (other sites' "Hand #" has one).
const Prefix = "Hand#"

// Header is the hand's first line.
type Header struct {
	ID string
	// Table: the description of a cash table ("Innsbruck (6-max) 11673",
	// "New Castle 14481", "Play Money 21 14254"); a tournament's "Table 1".
	Table string
	// Tournament: the number of "T12946035" at the end of a tournament's
	// description; "" for a cash table.
	Tournament string
	Stakes     []string // "$5", "$10"; a tournament's three: ante, small and big blind
	Game       string   // the limit and game: "FL Hold'em", "PL OmahaHiLo"
	Date       Date
}

// Date is the header's date and time: "2012-06-20 - 23:10:52",
// "2011/05/08 - 10:21:06", "2011.03.12 - 01:45:59" (read with the dots
// made slashes: the lexer reads "2011.03" as a number).
type Date struct {
	Y   string `parser:"@Num ('-' | '/')"`
	M   string `parser:"@Num ('-' | '/')"`
	D   string `parser:"@Num '-'"`
	H   string `parser:"@Num ':'"`
	Min string `parser:"@Num ':'"`
	S   string `parser:"@Num"`
}

type gGame struct {
	Stakes []string `parser:"@Num ('/' @Num)*"`
	Words  []string `parser:"@Word+"`
}

var (
	pDate = textgram.Before[Date]()
	pGame = textgram.Before[gGame]()
)

// ParseHeader reads "Hand#ID - DESCRIPTION -- [FIELDS -- ]STAKES GAME --
// DATE - TIME".
func ParseHeader(line string) (*Header, error) {
	rest, ok := strings.CutPrefix(line, Prefix)
	if !ok {
		return nil, fmt.Errorf("no %q", Prefix)
	}
	id, rest, ok := strings.Cut(rest, " - ")
	if !ok || !hexID(id) {
		return nil, fmt.Errorf("no \"Hand#ID - \"")
	}
	f := strings.Split(rest, " -- ")
	if len(f) < 3 {
		return nil, fmt.Errorf("no \" -- STAKES GAME -- DATE\"")
	}
	d, err := pDate.ParseString("", strings.ReplaceAll(f[len(f)-1], ".", "/"))
	if err != nil {
		return nil, fmt.Errorf("date: %w", err)
	}
	g, err := pGame.ParseString("", f[len(f)-2])
	if err != nil {
		return nil, fmt.Errorf("stakes and game: %w", err)
	}
	h := &Header{ID: id, Table: f[0], Stakes: g.Stakes, Game: strings.Join(g.Words, " "), Date: *d}
	desc := strings.Fields(f[0])
	if t := desc[len(desc)-1]; len(t) > 1 && t[0] == 'T' && scan.Digits(t[1:]) {
		h.Tournament, h.Table = t[1:], ""
		for _, x := range f[1 : len(f)-2] {
			if strings.HasPrefix(x, "Table ") {
				h.Table = x
			}
		}
	}
	return h, nil
}

// hexID: Cake's hand ids are digits and capital hex letters
// ("3165C58A73000009").
func hexID(s string) bool {
	for i := 0; i < len(s); i++ {
		if !textgram.IsDigit(s[i]) && (s[i] < 'A' || s[i] > 'F') {
			return false
		}
	}
	return s != ""
}

// IsHeader reports a whole header line.
func IsHeader(line string) bool {
	_, err := ParseHeader(line)
	return err == nil
}

// Plain cuts the euros a table in euros writes after an amount in dollars
// ("$0,05 (EUR €0,04)", "($21,89 in chips)  (EUR €17,29)") off the line.
func Plain(line string) string {
	if i := strings.LastIndex(line, " (EUR "); i >= 0 && strings.HasSuffix(line, ")") {
		return strings.TrimRight(line[:i], " ")
	}
	return line
}

// ParseSeat reads "Seat 3: Player0 ($250,50 in chips)", with " DEALER"
// after the stack on the button's seat: PokerTracker's export's seat line.
func ParseSeat(line string) (*ptexport.Seat, error) {
	s, err := ptexport.ParseSeat(line)
	if err == nil && len(s.Marks) > 0 {
		return nil, fmt.Errorf("%q after the stack", s.Marks)
	}
	return s, err
}

// ParseButton reads "Dealer: Seat 9": the seat number.
func ParseButton(line string) (int, error) {
	n, ok := strings.CutPrefix(line, "Dealer: Seat ")
	if !ok || !scan.Digits(n) || n == "" {
		return 0, fmt.Errorf("not \"Dealer: Seat N\"")
	}
	var v int
	for i := 0; i < len(n); i++ {
		v = v*10 + int(n[i]-'0')
	}
	return v, nil
}

// group is a bracketed card list, the cards apart by commas ("[7h,8h]",
// "[ Td, Ac ]") or blanks ("[7d Qh]").
type group struct {
	Cards []string `parser:"'[' (@Word ','?)* ']'"`
}

// Street is a street line: "*** FLOP *** [8c,Kc,5h]" (the cards the
// street deals), "***SHOW DOWN***".
type Street struct {
	Name  []string `parser:"'*' '*' '*' @Word+ '*' '*' '*'"`
	Cards *group   `parser:"@@?"`
}

var pStreet = textgram.Before[Street]()

// ParseStreet reads a street line: its name ("FLOP", "SHOW DOWN") and
// cards.
func ParseStreet(line string) (string, []string, error) {
	s, err := pStreet.ParseString("", line)
	if err != nil {
		return "", nil, err
	}
	var cs []string
	if s.Cards != nil {
		cs = s.Cards.Cards
	}
	return strings.Join(s.Name, " "), cs, nil
}

type gDealt struct {
	Cards group `parser:"@@"`
}

var pDealt = textgram.Before[gDealt]()

// ParseDealt reads "Dealt to NAME [7h,8h]": the index of the name in
// names (the hand's seat names, longest first; -1 when none fits) and the
// cards.
func ParseDealt(line string, names []string) (string, int, []string, error) {
	rest, ok := strings.CutPrefix(line, "Dealt to ")
	if !ok {
		return "", -1, nil, fmt.Errorf("no \"Dealt to \"")
	}
	name, idx, ok := scan.NameBefore(rest, names, " [")
	if !ok {
		return "", -1, nil, fmt.Errorf("no \" [\" after the name")
	}
	g, err := pDealt.ParseString("", rest[len(name)+1:])
	if err != nil {
		return name, idx, nil, err
	}
	return name, idx, g.Cards.Cards, nil
}

// Notes written on a line of their own.
const (
	NoLow      = "There is no low hand"  // a hi/lo hand in which no low qualified
	PlayerLeft = "Player left the table" // the last line of a tournament hand whose loser busted
)

// lines picks a line's kind: streets, seats and "Dealt to" as the other
// sites write them, "***SHOW DOWN***", the button, the notes; any other
// line starts with a player's name.
var lines = linekind.New(linekind.KBlank, linekind.KPlayer, linekind.Rules(
	[]linekind.Rule[linekind.Kind]{
		{Kind: linekind.KStreet, Prefix: "***"},
		{Kind: linekind.KButton, Prefix: "Dealer: Seat "},
		{Kind: linekind.KNoLow, Is: NoLow},
		{Kind: linekind.KInfo, Is: PlayerLeft},
	},
	func() []linekind.Rule[linekind.Kind] {
		w := linekind.Standard.Only(linekind.KSeat, linekind.KDealt)
		return w.Lines()
	}(),
))

// Classify returns the kind of a line.
func Classify(line string) linekind.Kind { return lines.Classify(line, false) }
