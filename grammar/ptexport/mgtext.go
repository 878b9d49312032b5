package ptexport

// PokerTracker's export of Microgaming hands, a layout of its own:
//
//	** Game ID 4962892238 Version:4 starting - 2013-07-13 03:24:59
//	** Heads Up (Turbo)(10146282):Table 1 [Multi Table Hold'em] (10|20 NL - MTT seats:2 ) Real Money
//	- Hero sitting in seat 1 with 1500.00 at end 1340.00 [Dealer]
//	Player0 posted the small blind - 10.00
//	Player0 posted ante - 20.00
//	Player0 went all-in - 10.00
//	** Dealing card to Hero: 10 of c, 9 of s
//	Hero raised - 30.00
//	** Dealing the flop: 3 of s, 2 of c, 2 of d
//	Hero shows: 6 of d, K of h
//	Player0 mucks:
//	Player0 wins 640.00 from the main pot
//	End of game 4962892238

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/scan"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// MGPrefix starts the header of a Microgaming hand.
const MGPrefix = "** Game ID "

// MGHeader is "** Game ID N Version:4 starting - 2013-07-13 03:24:59".
type MGHeader struct {
	ID      string `parser:"'*' '*' 'Game' 'ID' @Num"`
	Version string `parser:"'Version' ':' @Num 'starting' '-'"`
	Date    Date   `parser:"@@"`
}

var pMGHeader = textgram.Before[MGHeader]()

// ParseMGHeader parses a hand's first line.
func ParseMGHeader(line string) (*MGHeader, error) { return pMGHeader.ParseString("", line) }

// MGTable is the hand's second line, "** Heads Up (Turbo)(10146282):Table
// 1 [Multi Table Hold'em] (10|20 NL - MTT seats:2 ) Real Money".
type MGTable struct {
	Event      string // "Heads Up (Turbo)"
	Tournament string // "10146282"
	Table      string // "1"
	Game       string // "Multi Table Hold'em"
	mgStakes
}

type mgStakes struct {
	Small string   `parser:"'(' @Num '|'"`
	Big   string   `parser:"@Num"`
	Limit string   `parser:"@Word '-'"`
	Kind  string   `parser:"@Word"` // "MTT"
	Seats int      `parser:"'seats' ':' @Num ')'"`
	Money []string `parser:"@Word*"` // "Real Money"
}

var pMGStakes = textgram.Before[mgStakes]()

// ParseMGTable parses the table line: the event and its number up to
// "):Table ", the table's name up to " [", the game in brackets, then the
// stakes, the limit and the table's kind in parentheses.
func ParseMGTable(line string) (*MGTable, error) {
	rest, ok := strings.CutPrefix(line, "** ")
	head, rest, ok2 := strings.Cut(rest, "):Table ")
	o := strings.LastIndexByte(head, '(')
	if !ok || !ok2 || o < 0 || !scan.Digits(head[o+1:]) {
		return nil, fmt.Errorf("no \"** EVENT(N):Table \"")
	}
	t := &MGTable{Event: head[:o], Tournament: head[o+1:]}
	name, rest, ok := strings.Cut(rest, " [")
	game, rest, ok2 := strings.Cut(rest, "] ")
	if !ok || !ok2 || name == "" || game == "" {
		return nil, fmt.Errorf("no \"NAME [GAME]\"")
	}
	t.Table, t.Game = name, game
	s, err := pMGStakes.ParseString("", rest)
	if err != nil {
		return nil, fmt.Errorf("stakes: %v", err)
	}
	t.mgStakes = *s
	return t, nil
}

// MGSeat is "- NAME sitting in seat N with 1500.00 at end 1340.00", with
// "[Dealer]" or "[Sitting out]" after it.
type MGSeat struct {
	Name   string
	Number int      `parser:"'sitting' 'in' 'seat' @Num"`
	Stack  string   `parser:"'with' @Num"`
	End    string   `parser:"'at' 'end' @Num"`
	Marks  []string `parser:"('[' @Word+ ']')*"` // "Dealer", "Sitting", "out"
}

var pMGSeat = textgram.Before[MGSeat]()

// ParseMGSeat parses a seat line; the name ends at " sitting in seat ".
func ParseMGSeat(line string) (*MGSeat, error) {
	rest, ok := strings.CutPrefix(line, "- ")
	o := strings.LastIndex(rest, " sitting in seat ")
	if !ok || o <= 0 {
		return nil, fmt.Errorf("no \"- NAME sitting in seat \"")
	}
	s, err := pMGSeat.ParseString("", rest[o+1:])
	if err != nil {
		return nil, err
	}
	s.Name = rest[:o]
	return s, nil
}

// mgCard is "10 of c", "K of h".
type mgCard struct {
	Rank string `parser:"@(Num | Word) 'of'"`
	Suit string `parser:"@Word"`
}

type mgCards struct {
	Cards []mgCard `parser:"(@@ (',' @@)*)?"`
}

var pMGCards = textgram.Before[mgCards]()

// ParseMGCards parses "10 of c, 9 of s" (or nothing) into cards as "Tc".
func ParseMGCards(s string) ([]string, error) {
	g, err := pMGCards.ParseString("", s)
	if err != nil {
		return nil, err
	}
	out := make([]string, len(g.Cards))
	for i, c := range g.Cards {
		r := c.Rank
		if r == "10" {
			r = "T"
		}
		out[i] = r + c.Suit
	}
	return out, nil
}

// MGDealt parses "** Dealing card to NAME: 10 of c, 9 of s": the name and
// the cards ("Tc").
func MGDealt(line string) (name string, cards []string, err error) {
	rest, ok := strings.CutPrefix(line, "** Dealing card to ")
	o := strings.LastIndex(rest, ": ")
	if !ok || o <= 0 {
		return "", nil, fmt.Errorf("not \"** Dealing card to NAME: cards\"")
	}
	cards, err = ParseMGCards(rest[o+2:])
	return rest[:o], cards, err
}

// MGBoard parses "** Dealing the flop: 3 of s, 2 of c, 2 of d": the
// street's name and its cards.
func MGBoard(line string) (street string, cards []string, err error) {
	rest, ok := strings.CutPrefix(line, "** Dealing the ")
	street, list, ok2 := strings.Cut(rest, ": ")
	if !ok || !ok2 {
		return "", nil, fmt.Errorf("not \"** Dealing the STREET: cards\"")
	}
	cards, err = ParseMGCards(list)
	return street, cards, err
}

// MGEnd reads "End of game N": N.
func MGEnd(line string) (string, bool) {
	id, ok := strings.CutPrefix(line, "End of game ")
	return id, ok && scan.Digits(id)
}

// mgLines picks a line's kind; the rest start with a player's name.
var mgLines = linekind.New(linekind.KBlank, linekind.KPlayer, []linekind.Rule[linekind.Kind]{
	{Kind: linekind.KHeader, Prefix: MGPrefix},
	{Kind: linekind.KDealt, Prefix: "** Dealing card to "},
	{Kind: linekind.KStreet, Prefix: "** Dealing the "},
	{Kind: linekind.KTable, Prefix: "** "},
	{Kind: linekind.KSeat, Prefix: "- "},
	{Kind: linekind.KInfo, Prefix: "End of game "},
})

// MGClassify picks the kind of a line.
func MGClassify(line string) linekind.Kind { return mgLines.Of(line) }

// mgVerbs are the verbs after "NAME ".
var mgVerbs = linekind.New(linekind.KUnknown, linekind.KUnknown, []linekind.Rule[linekind.Kind]{
	{Kind: linekind.KPostSB, Prefix: "posted the small blind - "},
	{Kind: linekind.KPostBB, Prefix: "posted the big blind - "},
	{Kind: linekind.KPostAnte, Prefix: "posted ante - "},
	{Kind: linekind.KCall, Prefix: "called - "},
	{Kind: linekind.KBet, Prefix: "bet - "},
	{Kind: linekind.KRaise, Prefix: "raised - "},
	{Kind: linekind.KAllIn, Prefix: "went all-in - "},
	{Kind: linekind.KFold, Is: "folded"},
	{Kind: linekind.KCheck, Is: "checked"},
	{Kind: linekind.KShow, Prefix: "shows: "},
	{Kind: linekind.KMuck, Prefix: "mucks:"},
	{Kind: linekind.KWins, Prefix: "wins ", Contains: " from the "},
})

var mgSpeech = linekind.Speech[linekind.Kind]{Seps: " ", Verb: func(rest string) linekind.Kind { return linekind.AfterName(nil, mgVerbs, rest) }}

// MGCutName cuts a seat's name off a player line (names longest first):
// the name's index, the text after it and its kind; -1 and KUnknown when
// no seat's name leaves a known verb.
func MGCutName(line string, names []string) (idx int, rest string, k linekind.Kind) {
	return mgSpeech.CutSeated(line, names)
}

// MGAct is what a player line says: an amount ("10.00") or cards ("Tc"),
// and the pot of a win ("main", "side").
type MGAct struct {
	Amount string
	Cards  []string
	Pot    string
}

type mgWins struct {
	A   string `parser:"'wins' @Num 'from' 'the'"`
	Pot string `parser:"@('main' | 'side') 'pot'"`
}

var pMGWins = textgram.Before[mgWins]()

// ParseMGAct parses rest, the text after a name as MGCutName returns it
// (it starts with " "), of kind k: the amount after the verb's " - ", the
// cards after "shows:" and "mucks:", a win's amount and pot.
func ParseMGAct(k linekind.Kind, rest string) (*MGAct, error) {
	text := strings.TrimPrefix(rest, " ")
	a := &MGAct{}
	var err error
	switch k {
	case linekind.KFold, linekind.KCheck:
	case linekind.KShow, linekind.KMuck:
		_, list, _ := strings.Cut(text, ":")
		a.Cards, err = ParseMGCards(list)
	case linekind.KWins:
		var w *mgWins
		if w, err = pMGWins.ParseString("", text); err == nil {
			a.Amount, a.Pot = w.A, w.Pot
		}
	default:
		o := strings.LastIndex(text, " - ")
		if o < 0 {
			return nil, fmt.Errorf("no \" - \" before the amount")
		}
		n, after, ok := textgram.NumBefore(text[o+3:])
		if !ok || after != "" {
			return nil, fmt.Errorf("amount %q", text[o+3:])
		}
		a.Amount = n
	}
	if err != nil {
		return nil, err
	}
	return a, nil
}
