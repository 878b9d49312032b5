// Package unibet reads the hand histories of Unibet (its own software,
// 2021). A hand:
//
//	Game #1463192545: Table €1 NL - 0.05/0.10 - No Limit Hold'Em Banzai - 13:22:50 2021/04/04
//	*** Seated players ***
//	Seat 1: Player0 (€5.15)
//	*** Blinds and button ***
//	Player4 has the button
//	Player0 posts small blind €0.05
//	*** Hole cards ***
//	Dealt in Player0
//	Dealt to Hero [Ac 7c]
//	*** Preflop ***
//	Hero raises €0.95 to €0.95, and is all-in
//	Hero wins €1.10
//	*** Summary ***
//	Total pot €1.10 Rake €0
//	Seat 4: Hero: bet €0.95 and won €1.10, net result: €0.15
//
// Every verb follows the player's name and a space, in the words several
// sites write ("folds", "posts small blind €0.05"); "Dealt to NAME [..]"
// and the street lines are read by grammar/pokerstars. What the amounts
// mean is the mapping's (parse/unibet.go).
package unibet

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/scan"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// Prefix starts every hand (and the headers of other sites: IsHeader
// checks the whole line).
const Prefix = "Game #"

// Header is "Game #1463192545: Table €1 NL - 0.05/0.10 - No Limit Hold'Em
// Banzai - 13:22:50 2021/04/04".
type Header struct {
	ID     string
	Table  string    // "€1 NL"
	Stakes [2]string // the blinds, without a currency sign
	Game   string    // "No Limit Hold'Em Banzai"
	Stamp  textgram.Stamp
}

type gStakes struct {
	Lo string `parser:"@Num '/'"`
	Hi string `parser:"@Num"`
}

// gTime is "13:22:50 2021/04/04": the time, then the date.
type gTime struct {
	H   string `parser:"@Num ':'"`
	Min string `parser:"@Num ':'"`
	S   string `parser:"@Num"`
	Y   string `parser:"@Num '/'"`
	M   string `parser:"@Num '/'"`
	D   string `parser:"@Num"`
}

var (
	pStakes = textgram.Before[gStakes]()
	pTime   = textgram.Before[gTime]()
)

// ParseHeader reads "Game #ID: Table NAME - LO/HI - GAME - TIME DATE".
func ParseHeader(line string) (*Header, error) {
	rest, ok := strings.CutPrefix(line, Prefix)
	if !ok {
		return nil, fmt.Errorf("no %q", Prefix)
	}
	id, rest, ok := strings.Cut(rest, ": Table ")
	if !ok || !scan.Digits(id) {
		return nil, fmt.Errorf("no \"Game #N: Table \"")
	}
	parts := strings.Split(rest, " - ")
	if len(parts) != 4 {
		return nil, fmt.Errorf("not \"TABLE - STAKES - GAME - TIME DATE\"")
	}
	sk, err := pStakes.ParseString("", parts[1])
	if err != nil {
		return nil, fmt.Errorf("stakes: %w", err)
	}
	t, err := pTime.ParseString("", parts[3])
	if err != nil {
		return nil, fmt.Errorf("date: %w", err)
	}
	return &Header{ID: id, Table: parts[0], Stakes: [2]string{sk.Lo, sk.Hi}, Game: parts[2],
		Stamp: textgram.Stamp{Y: t.Y, M: t.M, D: t.D, H: t.H, Min: t.Min, S: t.S}}, nil
}

// IsHeader reports a whole header line (PartyPoker's "Game #N starts." is
// none).
func IsHeader(line string) bool {
	_, err := ParseHeader(line)
	return err == nil
}

type gStack struct {
	Stack string `parser:"'(' @Num ')'"`
}

var pStack = textgram.Before[gStack]()

// Seat is "Seat 1: Player0 (€5.15)".
type Seat struct {
	Number int
	Name   string
	Stack  string
}

// ParseSeat reads a seat line of the hand's head.
func ParseSeat(line string) (*Seat, error) {
	n, name, tail, err := scan.SeatStack(line)
	if err != nil {
		return nil, err
	}
	g, err := pStack.ParseString("", tail)
	if err != nil {
		return nil, err
	}
	return &Seat{Number: n, Name: name, Stack: g.Stack}, nil
}

type gTotal struct {
	Total string `parser:"'Total' 'pot' @Num"`
	Rake  string `parser:"'Rake' @Num"`
}

var pTotal = textgram.Before[gTotal]()

// ParseTotal reads "Total pot €1.10 Rake €0": the total and the rake.
func ParseTotal(line string) (string, string, error) {
	g, err := pTotal.ParseString("", line)
	if err != nil {
		return "", "", err
	}
	return g.Total, g.Rake, nil
}

// SummarySeat is "Seat 4: Hero: bet €0.95 and won €1.10, net result:
// €0.15": what the seat put in, won, and the difference (Net, its sign
// in Minus).
type SummarySeat struct {
	Number   int
	Name     string
	Bet, Won string
	Net      string
	Minus    bool
}

type gResult struct {
	Bet string `parser:"':' 'bet' @Num"`
	Won string `parser:"'and' 'won' @Num ',' 'net' 'result' ':'"`
}

var pResult = textgram.Before[gResult]()

// ParseSummarySeat reads a summary seat line; name gives the player of a
// seat number (a line that does not start with it is a
// *scan.SeatNameError).
func ParseSummarySeat(line string, name func(int) string) (*SummarySeat, error) {
	n, nm, _, rest, err := scan.SummarySeat(line, name, nil)
	if err != nil {
		return nil, err
	}
	i := strings.LastIndex(rest, " ")
	if i < 0 {
		return nil, fmt.Errorf("no net result")
	}
	g, err := pResult.ParseString("", rest[:i])
	if err != nil {
		return nil, err
	}
	s := &SummarySeat{Number: n, Name: nm, Bet: g.Bet, Won: g.Won}
	// the net result: "€0.15", "€-0.05" (the sign after the currency's)
	net := rest[i+1:]
	if j := strings.IndexByte(net, '-'); j >= 0 {
		s.Minus, net = true, net[:j]+net[j+1:]
	}
	if num, after, ok := textgram.NumBefore(net); !ok || after != "" {
		return nil, fmt.Errorf("net result %q", rest[i+1:])
	} else {
		s.Net = num
	}
	return s, nil
}

// lines picks a line's kind: streets ("*** Preflop ***"), seats (a seat
// line in the summary is its seat line), "Dealt to", the total,
// "Dealt in NAME" (a note: the player is dealt cards not shown); any other
// line starts with a player's name.
var lines = linekind.New(linekind.KBlank, linekind.KPlayer, linekind.Rules(
	func() []linekind.Rule[linekind.Kind] {
		w := linekind.Standard.Only(linekind.KStreet, linekind.KSeat, linekind.KSummarySeat, linekind.KDealt, linekind.KTotal)
		return w.Lines()
	}(),
	[]linekind.Rule[linekind.Kind]{{Kind: linekind.KInfo, Prefix: "Dealt in "}},
))

// Classify returns the kind of a line; summary says whether the line is
// in the hand's summary.
func Classify(line string, summary bool) linekind.Kind { return lines.Classify(line, summary) }

// Verbs: after "NAME ".
var (
	standard = linekind.Standard.Only(linekind.KFold, linekind.KCheck, linekind.KCall, linekind.KBet, linekind.KRaise,
		linekind.KPostSB, linekind.KPostBB, linekind.KShow, linekind.KShowBare, linekind.KMuck)
	verbs = linekind.New(linekind.KUnknown, linekind.KUnknown, linekind.Rules(
		[]linekind.Rule[linekind.Kind]{
			{Kind: linekind.KButton, Is: "has the button"},
			{Kind: linekind.KWinPot, Prefix: "wins "},
		},
		standard.Verbs(),
	))
)

// speech cuts a seat's name off a player line; ", and is all-in" ends a
// line that puts its player all in.
var speech = &linekind.Speech[linekind.Kind]{
	Seps:   " ",
	Verb:   func(rest string) linekind.Kind { return linekind.AfterName(nil, verbs, rest) },
	Remark: ", and is all-in",
}

// CutName finds which seat name starts the line (names: the hand's seat
// names, longest first): its index, the text after the name and the
// line's kind; linekind.KUnknown when no name fits.
func CutName(line string, names []string) (int, string, linekind.Kind) {
	return speech.CutSeated(line, names)
}

// Act is a player line read: its kind, amounts (A; B a raise's total),
// cards shown and the all-in mark.
type Act struct{ textgram.Head }

type (
	gButton struct {
		V string `parser:"'has' 'the' @'button'"`
	}
	gWins struct {
		A string `parser:"'wins' @Num"`
	}
)

var rules = func() []textgram.Rule[Act] {
	l := textgram.CurrencyBefore
	r := textgram.Verbs[Act](256, l, false, &standard)
	r[linekind.KButton] = textgram.Whole(l, func(*gButton, *Act) {})
	r[linekind.KWinPot] = textgram.Whole(l, func(g *gWins, a *Act) { a.A = g.A })
	return r
}()

// ParseAct reads rest, the text after a seat's name (CutName), as a line
// of kind k; a show's description is returned apart.
func ParseAct(k linekind.Kind, rest string) (*Act, string, error) {
	a := &Act{}
	var desc string
	if err := textgram.ReadAct[Act](speech, rules, k, rest, a, &desc); err != nil {
		return nil, "", err
	}
	return a, desc, nil
}
