// Package ptexport holds the line grammars of PokerTracker's text export:
// the one layout in which PokerTracker writes the hands of sites that have
// no text history of their own (iPoker, Merge):
//
//	GAME #2978859505: Texas Hold'em  NL $0.05/$0.10 2011-10-12 02:52:19
//	MERGE_GAME #3047310402797: Texas Hold'em NL $0.50/$1 01/01/2011 12:01:23
//	Table Goole
//	Seat 7: Player11 ($10.00 in chips) (REBUY) (ADDON)
//	Player17: Post SB $0.05
//	Player12: Raise (NF) $0.35
//	*** FLOP *** [H10 SK S5]
//	*** SUMMARY ***
//	Total pot $0.24 Rake $0.01
//	Player2: wins $0.24
//
// The lexer is textgram.CurrencyBefore. Amounts and cards stay text;
// nothing here interprets a line (parse/ptexport.go does).
package ptexport

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/scan"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// Prefixes are the first words of a hand's header.
var Prefixes = []string{"GAME #", "MERGE_GAME #"}

// IsHeader says whether a line that starts with one of Prefixes is a
// header: the prefix, digits, and the game after them.
func IsHeader(line string) bool {
	_, rest, ok := strings.Cut(line, "#")
	if !ok {
		return false
	}
	i := 0
	for i < len(rest) && (rest[i] >= '0' && rest[i] <= '9' || rest[i] == '-') {
		i++
	}
	return i > 0 && i < len(rest) && (rest[i] == ':' || rest[i] == ' ')
}

// Date is "2011-10-12", "2011/01/23" (year first) or "01/01/2011" (month,
// day, year) and a time.
type Date struct {
	A   string `parser:"@Num ('-' | '/')"`
	B   string `parser:"@Num ('-' | '/')"`
	C   string `parser:"@Num"`
	H   string `parser:"@Num ':'"`
	Min string `parser:"@Num ':'"`
	S   string `parser:"@Num"`
}

// YMD returns the date's year, month and day: the four-digit field is the
// year.
func (d Date) YMD() (y, m, day string) {
	if len(d.C) == 4 {
		return d.C, d.A, d.B
	}
	return d.A, d.B, d.C
}

// Header is "GAME #N: Texas Hold'em  NL $0.05/$0.10 2011-10-12 02:52:19",
// "MERGE_GAME #N-M: Holdem NL Tournament 01/11/2012 20:43:26", "GAME #N
// Texas Hold'em NL $1/$2 2018-12-24 10:34:39/GMT", "GAME #N: Omaha 50/100 -
// 2013-08-01 22:16:18".
type Header struct {
	Merge bool     `parser:"( 'GAME' | @'MERGE_GAME' ) '#'"`
	ID    string   `parser:"@Num"`
	Sub   string   `parser:"('-' @Num)? ':'?"`
	Words []string `parser:"@Word+"` // the game, the limit, "Tournament"
	Small string   `parser:"(@Num '/'"`
	Big   string   `parser:"@Num '-'?)?"`
	Date  Date     `parser:""`
	Zone  string   `parser:""`
}

type stamp struct {
	Date Date   `parser:"@@"`
	Zone string `parser:"('/' @Word)?"`
}

var (
	pHeader = textgram.Before[Header]()
	pStamp  = textgram.Before[stamp]()
)

// ParseHeader parses a hand's first line; its last two words are the
// date and the time.
func ParseHeader(line string) (*Header, error) {
	i := strings.LastIndexByte(line, ' ')
	if i > 0 {
		i = strings.LastIndexByte(line[:i], ' ')
	}
	if i <= 0 {
		return nil, fmt.Errorf("no date and time at the end")
	}
	st, err := pStamp.ParseString("", line[i+1:])
	if err != nil {
		return nil, err
	}
	h, err := pHeader.ParseString("", line[:i])
	if err != nil {
		return nil, err
	}
	h.Date, h.Zone = st.Date, st.Zone
	return h, nil
}

// Seat is "Seat 1: NAME ($2.87 in chips)", with " DEALER", " (REBUY)",
// " (ADDON)" after it.
type Seat struct {
	Number int
	Name   string
	Stack  string
	Dealer bool
	Marks  []string // "REBUY", "ADDON"
}

type seatTail struct {
	Stack  string   `parser:"'(' @Num 'in' 'chips' ')'"`
	Dealer bool     `parser:"@'DEALER'?"`
	Marks  []string `parser:"('(' @('REBUY' | 'ADDON') ')')*"`
}

var pSeatTail = textgram.Before[seatTail]()

// ParseSeat parses a seat line; the name ends at the " (" of the stack.
func ParseSeat(line string) (*Seat, error) {
	n, rest, ok := scan.SeatNumber(line)
	if !ok {
		return nil, fmt.Errorf("no \"Seat N: \"")
	}
	o := strings.LastIndex(rest, " in chips)")
	if o >= 0 {
		o = strings.LastIndex(rest[:o], " (")
	}
	if o <= 0 {
		return nil, fmt.Errorf("no stack")
	}
	t, err := pSeatTail.ParseString("", rest[o+1:])
	if err != nil {
		return nil, err
	}
	return &Seat{Number: n, Name: rest[:o], Stack: t.Stack, Dealer: t.Dealer, Marks: t.Marks}, nil
}

// Act is what follows "NAME: " on a player line: "Post SB $0.05", "Post
// Ante $5", "SB $50.00", "Fold", "Check", "Call $0.10", "Bet $1.50",
// "Raise $4.00", "Raise (NF) $0.35", "Raise to $250.00", "Allin $7.09",
// "Shows [H8 C9] One Pair, Sixes", "Mucks [S9 SQ]", "wins $0.24", "wins
// $0.04 (uncalled)"; nothing at all (Verb "").
type Act struct {
	Verb     string   `parser:"( @('Post' | 'SB' | 'BB' | 'Fold' | 'Check' | 'Call' | 'Bet' | 'Raise' | 'Allin' | 'Shows' | 'Mucks' | 'wins')"`
	Blind    string   `parser:"  @('SB' | 'BB' | 'DB' | 'Ante')?"`
	NF       bool     `parser:"  @('(' 'NF' ')')?"`
	To       bool     `parser:"  @'to'?"`
	Amount   string   `parser:"  @Num?"`
	Uncalled bool     `parser:"  @('(' 'uncalled' ')')?"`
	Cards    []string `parser:"  ('[' @Word* ']')?"`
	Desc     []string `parser:"  @(Word | Num | Punct)* )?"`
}

var pAct = textgram.Before[Act]()

// needs says which parts each verb has: an amount, cards, a blind word.
var needs = map[string]struct{ amount, cards, blind, desc bool }{
	"Post": {amount: true, blind: true}, "SB": {amount: true}, "BB": {amount: true},
	"Fold": {}, "Check": {}, "Call": {amount: true}, "Bet": {amount: true}, "Raise": {amount: true},
	"Allin": {amount: true}, "Shows": {cards: true, desc: true}, "Mucks": {cards: true, desc: true},
	"wins": {amount: true}, "": {},
}

// ParseAct parses the text after "NAME:" (without its leading blank).
func ParseAct(rest string) (*Act, error) {
	a, err := pAct.ParseString("", rest)
	if err != nil {
		return nil, err
	}
	n := needs[a.Verb]
	switch {
	case n.amount != (a.Amount != ""):
		return nil, fmt.Errorf("%q: amount %q", a.Verb, a.Amount)
	case n.cards != (a.Cards != nil):
		return nil, fmt.Errorf("%q: cards", a.Verb)
	case n.blind != (a.Blind != ""):
		return nil, fmt.Errorf("%q: blind %q", a.Verb, a.Blind)
	case !n.desc && len(a.Desc) > 0:
		return nil, fmt.Errorf("%q: words after it: %q", a.Verb, strings.Join(a.Desc, " "))
	case (a.NF || a.To) && a.Verb != "Raise", a.Uncalled && a.Verb != "wins":
		return nil, fmt.Errorf("%q: a raise's or a win's mark", a.Verb)
	}
	return a, nil
}

// Street is "*** FLOP *** [H10 SK S5]", "*** HOLE CARDS ***", "***
// SUMMARY ***"; the board cards, as written (a street may repeat the
// earlier ones).
type Street struct {
	Name  []string `parser:"'*' '*' '*' @Word+ '*' '*' '*'"`
	Cards []string `parser:"('[' @Word* ']')?"`
}

var pStreet = textgram.Before[Street]()

// ParseStreet parses a street line.
func ParseStreet(line string) (*Street, error) { return pStreet.ParseString("", line) }

// Total is "Total pot $0.24 Rake $0.01".
type Total struct {
	Pot  string `parser:"'Total' 'pot' @Num"`
	Rake string `parser:"'Rake' @Num"`
}

var pTotal = textgram.Before[Total]()

// ParseTotal parses the summary's total line.
func ParseTotal(line string) (*Total, error) { return pTotal.ParseString("", line) }

// Dealt is "Dealt to NAME [Ks 8s]".
type Dealt struct {
	Name  string
	Cards []string
}

var pCards = textgram.Before[textgram.CardGroup]()

// ParseDealt parses a "Dealt to" line; the name ends at the last " [".
func ParseDealt(line string) (*Dealt, error) {
	rest, ok := strings.CutPrefix(line, "Dealt to ")
	o := strings.LastIndex(rest, " [")
	if !ok || o <= 0 {
		return nil, fmt.Errorf("not \"Dealt to NAME [cards]\"")
	}
	g, err := pCards.ParseString("", rest[o+1:])
	if err != nil {
		return nil, err
	}
	return &Dealt{Name: rest[:o], Cards: g.Cards}, nil
}

// Card returns a card as "Ah" text: PokerTracker writes some sites' cards
// suit first ("H10", "SK", "dJ"), others rank first ("Ks").
func Card(s string) string {
	if len(s) >= 2 && strings.IndexByte("cdhsCDHS", s[0]) >= 0 && strings.IndexByte("cdhsCDHS", s[len(s)-1]) < 0 {
		return s[1:] + s[:1]
	}
	return s
}
