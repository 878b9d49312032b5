// Package swc reads the hand histories Poker Mavens writes (the server
// software of Seals With Clubs, a bitcoin site, 2013, amounts in mBTC,
// and of home games and small sites, each naming itself on the "Site:"
// line):
//
//	Hand #5223590-18 - 2013-04-09 19:37:28
//	Game: NL Hold'em (40 - 200) - Blinds 1/2
//	Site: Seals With Clubs
//	Table: NLHE 6max 1/2 #5
//	Seat 1: Player0 (40)
//	Seat 3: Player2 (77) - sitting out
//	Player4 has the dealer button
//	Player0 posts small blind 1
//	** Hole Cards **
//	Dealt to Hero [2d 8s]
//	Player3 raises to 3
//	** Flop ** [Td 3h 5s]
//	Hero refunded 6
//	** Pot Show Down ** [Td 3h 5s Ah Kh]
//	Player0 shows [6d 4d] (High Card Ace +KT65)
//	Player4 wins Pot (8) with High Card
//	Rake (0)
//	Player0 adds 2 chips
//
// Every verb follows the name and a blank. The seat line is written as
// Kings Club writes it (grammar/kingsclub), "Dealt to" as PokerTracker's
// export (grammar/ptexport). What the amounts mean is the mapping's
// (parse/swc.go).
package swc

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/bovada"
	"github.com/hhcheck/hhcheck/grammar/kingsclub"
	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/ptexport"
	"github.com/hhcheck/hhcheck/grammar/scan"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// Prefix starts every header (other sites write it too: Header's check
// is the whole line).
const Prefix = "Hand #"

// Header is "Hand #5223590-18 - 2013-04-09 19:37:28": the id and the date
// (no zone).
type Header struct {
	ID   string
	Date Stamp
}

// Stamp is "2013-04-09 19:37:28", written as Bovada writes its dates.
type Stamp = bovada.Stamp

var pStamp = textgram.Before[Stamp]()

// ParseHeader reads the hand's first line.
func ParseHeader(line string) (*Header, error) {
	rest, ok := strings.CutPrefix(line, Prefix)
	if !ok {
		return nil, fmt.Errorf("no %q", Prefix)
	}
	id, date, ok := strings.Cut(rest, " - ")
	table, hand, dash := strings.Cut(id, "-")
	if !ok || !dash || !scan.Digits(table) || !scan.Digits(hand) {
		return nil, fmt.Errorf("no \"Hand #N-M - \"")
	}
	if len(date) != len("2013-04-09 19:37:28") {
		return nil, fmt.Errorf("no date \"YYYY-MM-DD HH:MM:SS\"")
	}
	st, err := pStamp.ParseString("", date)
	if err != nil {
		return nil, fmt.Errorf("date: %w", err)
	}
	return &Header{ID: id, Date: *st}, nil
}

// IsHeader reports a whole header line (Winning's "Hand #N - ..." headers
// end in " UTC").
func IsHeader(line string) bool {
	_, err := ParseHeader(line)
	return err == nil
}

// Game is the game line: "NL Hold'em (40 - 200) - Blinds 1/2", "Limit
// Hold'em (40 - 1000000) - Stakes 2/4" (the small and big bets), "PL
// Omaha (20 - 100) - Blinds 1/1". The buy-in range in parentheses is not
// kept.
type Game struct {
	Words  []string `parser:"'Game' ':' @Word+"`
	BuyIn  []string `parser:"'(' Num '-' Num ')' '-'"`
	Kind   string   `parser:"@('Blinds' | 'Stakes')"`
	Stakes []string `parser:"@Num '/' @Num"`
}

var pGame = textgram.Before[Game]()

// ParseGame reads the game line.
func ParseGame(line string) (*Game, error) { return pGame.ParseString("", line) }

// SitePrefix starts the site line, "Site: Seals With Clubs": the name of
// the site or home game that runs the server.
const SitePrefix = "Site: "

// ParseSite reads the site line: the name it gives.
func ParseSite(line string) (string, error) {
	name, ok := strings.CutPrefix(line, SitePrefix)
	if name = strings.TrimSpace(name); !ok || name == "" {
		return "", fmt.Errorf("no \"Site: NAME\"")
	}
	return name, nil
}

// ParseTable reads "Table: NLHE 6max 1/2 #5": the table's name.
func ParseTable(line string) (string, error) {
	name, ok := strings.CutPrefix(line, "Table: ")
	if !ok || strings.TrimSpace(name) == "" {
		return "", fmt.Errorf("no \"Table: NAME\"")
	}
	return name, nil
}

// SittingOut ends the seat line of a player who sits out.
const SittingOut = " - sitting out"

// ParseSeat reads "Seat 1: Player0 (40)" and "Seat 3: Player2 (77) -
// sitting out" (out).
func ParseSeat(line string) (s *kingsclub.Seat, out bool, err error) {
	line, out = strings.CutSuffix(line, SittingOut)
	s, err = kingsclub.ParseSeat(line, false)
	return s, out, err
}

// ParseDealt reads "Dealt to Hero [2d 8s]".
func ParseDealt(line string) (*ptexport.Dealt, error) { return ptexport.ParseDealt(line) }

// Street is a street line: "** Hole Cards **", "** Flop ** [Td 3h 5s]",
// "** Pot Show Down ** [Td 3h 5s Ah Kh]" (the whole board).
type Street struct {
	Name  []string `parser:"'*' '*' @Word+ '*' '*'"`
	Cards []string `parser:"('[' @Word* ']')?"`
}

var pStreet = textgram.Before[Street]()

// ParseStreet reads a street line: its name and cards.
func ParseStreet(line string) (string, []string, error) {
	s, err := pStreet.ParseString("", line)
	if err != nil {
		return "", nil, err
	}
	return strings.Join(s.Name, " "), s.Cards, nil
}

type gRake struct {
	A string `parser:"'Rake' '(' @Num ')'"`
}

var pRake = textgram.Before[gRake]()

// ParseRake reads "Rake (0.30)": the amount.
func ParseRake(line string) (string, error) {
	return textgram.Capture(pRake, line, func(g *gRake) string { return g.A })
}

// lines picks a line's kind: the game (KHeader), site (KInfo) and table
// lines of the head, streets, seats, "Dealt to", the rake (KTotal: no
// total is written); any other line starts with a player's name.
var lines = linekind.New(linekind.KBlank, linekind.KPlayer, linekind.Rules(
	[]linekind.Rule[linekind.Kind]{
		{Kind: linekind.KHeader, Prefix: "Game: "},
		{Kind: linekind.KInfo, Prefix: SitePrefix},
		{Kind: linekind.KTable, Prefix: "Table: "},
		{Kind: linekind.KStreet, Prefix: "** "},
		{Kind: linekind.KTotal, Prefix: "Rake ("},
	},
	func() []linekind.Rule[linekind.Kind] {
		w := linekind.Standard.Only(linekind.KSeat, linekind.KDealt)
		return w.Lines()
	}(),
))

// Classify returns the kind of a line.
func Classify(line string) linekind.Kind { return lines.Classify(line, false) }

// Verbs, after "NAME ".
var (
	standard = linekind.Standard.Only(linekind.KFold, linekind.KCheck, linekind.KCall, linekind.KBet,
		linekind.KPostSB, linekind.KPostBB, linekind.KShow, linekind.KShowBare)
	space = linekind.New(linekind.KUnknown, linekind.KUnknown, linekind.Rules(
		[]linekind.Rule[linekind.Kind]{
			{Kind: linekind.KRaise, Prefix: "raises to "},
			{Kind: linekind.KReturn, Prefix: "refunded "},
			{Kind: linekind.KWinPot, Prefix: "wins Pot ("},
			{Kind: linekind.KButton, Is: "has the dealer button"},
			{Kind: linekind.KAdds, Prefix: "adds ", Suffix: " chips"},
		},
		standard.Verbs(),
	))
	speech = &linekind.Speech[linekind.Kind]{
		Seps: " ",
		Verb: func(rest string) linekind.Kind { return linekind.AfterName(nil, space, rest) },
	}
)

// CutName finds which seat name starts the line (names: the hand's seat
// names, longest first): its index, the text after the name and the
// line's kind; linekind.KUnknown when no name fits.
func CutName(line string, names []string) (int, string, linekind.Kind) {
	return speech.CutSeated(line, names)
}

// Act is a player line read: its kind, amount (A: posted, called, bet,
// the total a raise goes to, refunded, won, added between hands), the
// cards shown and their description (Desc).
type Act struct {
	textgram.Head
	Desc string
}

type (
	gRaiseTo struct {
		A string `parser:"'raises' 'to' @Num"`
	}
	gRefunded struct {
		A string `parser:"'refunded' @Num"`
	}
	// gWins is "wins Pot (11.70)" (the hand after " with " cut off).
	gWins struct {
		A string `parser:"'wins' 'Pot' '(' @Num ')'"`
	}
	gButton struct {
		V string `parser:"'has' 'the' 'dealer' @'button'"`
	}
	gAdds struct {
		A string `parser:"'adds' @Num 'chips'"`
	}
)

var rules = func() []textgram.Rule[Act] {
	l := textgram.CurrencyBefore
	r := textgram.Verbs[Act](256, l, false, &standard)
	r[linekind.KRaise] = textgram.Whole(l, func(g *gRaiseTo, a *Act) { a.A = g.A })
	r[linekind.KReturn] = textgram.Whole(l, func(g *gRefunded, a *Act) { a.A = g.A })
	r[linekind.KWinPot] = textgram.Whole(l, func(g *gWins, a *Act) { a.A = g.A })
	r[linekind.KButton] = textgram.Whole(l, func(*gButton, *Act) {})
	r[linekind.KAdds] = textgram.Whole(l, func(g *gAdds, a *Act) { a.A = g.A })
	return r
}()

// ParseAct reads rest, the text after a seat's name (CutName), as a line
// of kind k.
func ParseAct(k linekind.Kind, rest string) (*Act, error) {
	a := &Act{}
	if k == linekind.KWinPot {
		if i := strings.Index(rest, ") with "); i >= 0 {
			rest, a.Desc = rest[:i+1], strings.TrimSpace(rest[i+len(") with "):])
		}
	}
	var desc string
	if err := textgram.ReadAct[Act](speech, rules, k, rest, a, &desc); err != nil {
		return nil, err
	}
	if k == linekind.KShow {
		a.Desc = desc
	}
	return a, nil
}
