// Package microgaming decodes the XML hand histories of the Microgaming
// Poker Network (MPN, 2010-2016): a file holds one <Game hhversion="5"
// id=".." stakes="5|10" betlimit="PL" gametype="Omaha" rake="300" ...>
// per hand, usually after a "----PRIMA.DAT----" line and followed by an
// "ExtendedTableName: ..." line, each with its <Seats> (<Seat num alias
// balance endbalance dealer sittingout/>) and its <Gameplay>: <Action
// seq type seat value/> elements in the order they happened (deals and
// shows hold <Card value suit id/> elements) and a last <Action
// type="Win"> of <Seat num amount pot type lowhandwin/> elements.
// Amounts stay text ("1652.00"); the rake is written in cents ("300").
// The decoder is encoding/xml; it knows no poker (parse/microgaming.go
// maps the AST).
package microgaming

import (
	"encoding/base64"
	"errors"
	"strings"
	"unicode/utf16"

	"github.com/hhcheck/hhcheck/grammar/scan"
)

// Game is one <Game>: one hand.
type Game struct {
	Version      string   `xml:"hhversion,attr"` // "" (2010-2011), "2", "4", "5"
	ID           string   `xml:"id,attr"`
	Date         string   `xml:"date,attr"` // "2016-03-25 00:46:30", no zone
	TableName    string   `xml:"tablename,attr"`
	Stakes       string   `xml:"stakes,attr"`   // "0.50|1.00", "5|10"
	BetLimit     string   `xml:"betlimit,attr"` // NL, PL
	TableType    string   `xml:"tabletype,attr"`
	GameTypeID   string   `xml:"gametypeid,attr"` // 1 hold'em, 50 omaha, 51 omaha hi/lo
	GameType     string   `xml:"gametype,attr"`   // "Hold'em", "Omaha", "Omaha H/L", "Multi Table Hold'em"
	RealMoney    string   `xml:"realmoney,attr"`
	Currency     string   `xml:"currencysymbol,attr"` // base64 of UTF-16LE text: "rCA=" is "€"
	Rake         string   `xml:"rake,attr"`           // cents; absent in tournaments
	PlayerSeat   string   `xml:"playerseat,attr"`     // the hero's seat, 0 for none
	BetAmount    string   `xml:"betamount,attr"`      // what the hero put in, in cents
	Tournament   string   `xml:"istournament,attr"`   // "0" or "1"
	TableSize    string   `xml:"tablesize,attr"`
	BadBeat      string   `xml:"badbeat,attr"`
	Seats        []Seat   `xml:"Seats>Seat"`
	Actions      []Action `xml:"Gameplay>Action"`
	ExtendedName string   `xml:"-"` // the "ExtendedTableName: " line after the game, if any
}

// Seat is a <Seat> of <Seats>.
type Seat struct {
	Num        string `xml:"num,attr"`
	Alias      string `xml:"alias,attr"`
	Balance    string `xml:"balance,attr"`
	EndBalance string `xml:"endbalance,attr"`
	Dealer     string `xml:"dealer,attr"`     // "true" on the button
	SittingOut string `xml:"sittingout,attr"` // "true"
}

// Action is an <Action>: a post, a bet, a deal, a show or the wins.
type Action struct {
	Seq   string `xml:"seq,attr"`
	Type  string `xml:"type,attr"`
	Seat  string `xml:"seat,attr"`
	Value string `xml:"value,attr"`
	Cards []Card `xml:"Card"`
	Wins  []Win  `xml:"Seat"` // type Win
}

// Card is a <Card value="10" suit="s" id="9"/>.
type Card struct {
	Value string `xml:"value,attr"` // "2".."10", "J", "Q", "K", "A"
	Suit  string `xml:"suit,attr"`  // c, d, h, s
}

// Win is a <Seat> of the Win action.
type Win struct {
	Num        string `xml:"num,attr"`
	Amount     string `xml:"amount,attr"`
	Pot        string `xml:"pot,attr"`
	LowHandWin string `xml:"lowhandwin,attr"`
}

// The action types of the files.
const (
	TSmallBlind   = "SmallBlind"
	TBigBlind     = "BigBlind"
	TPostedToPlay = "PostedToPlay"
	TBadBeat      = "BadBeatContribution"
	TDealCards    = "DealCards"
	TFold         = "Fold"
	TCheck        = "Check"
	TCall         = "Call"
	TBet          = "Bet"
	TRaise        = "Raise"
	TAllIn        = "AllIn"
	TDealFlop     = "DealFlop"
	TDealTurn     = "DealTurn"
	TDealRiver    = "DealRiver"
	TShowCards    = "ShowCards"
	TMuckCards    = "MuckCards"
	TWin          = "Win"
)

const (
	open, end = "<Game ", "</Game>"
	// Preamble is the line written before each game.
	Preamble = "----PRIMA.DAT----"
	// Extended starts the line written after each game.
	Extended = "ExtendedTableName:"
)

// IsDocument reports whether a decoded file holds Microgaming games: its
// first element is a <Game id=..> (after the preamble line, if any).
func IsDocument(text string) bool {
	head := strings.TrimLeft(text[:min(len(text), 512)], " \t\r\n\ufeff")
	head = strings.TrimLeft(strings.TrimPrefix(head, Preamble), " \t\r\n")
	return strings.HasPrefix(head, open) && strings.Contains(head, " id=\"")
}

// Span is a game's byte range in a document: from its preamble line (when
// only blank lines separate it from the game) to the end of the
// "ExtendedTableName:" line after it (when one follows).
type Span = scan.Span

// Games finds the games of a document (they do not nest); a game without
// its end runs to the end of the text.
func Games(text string) []Span {
	out := scan.Elements(text, open, end)
	for k := range out {
		s := &out[k]
		if strings.HasSuffix(text[:s.End], end) {
			if rest := strings.TrimLeft(text[s.End:], " \t\r\n"); strings.HasPrefix(rest, Extended) {
				line, _, _ := strings.Cut(rest, "\n")
				s.End = len(text) - len(rest) + len(line)
			}
		}
		if before := strings.TrimRight(text[:s.Start], " \t\r\n"); strings.HasSuffix(before, Preamble) {
			s.Start = len(before) - len(Preamble)
		}
	}
	return out
}

// Parse decodes one span of Games: the <Game> element and the
// ExtendedTableName line after it.
func Parse(text string) (*Game, error) {
	i := strings.Index(text, open)
	if i < 0 {
		return nil, errors.New("no <Game> element")
	}
	text = text[i:]
	var extended string
	if j := strings.LastIndex(text, end); j >= 0 {
		rest := strings.TrimSpace(text[j+len(end):])
		text = text[:j+len(end)]
		if name, ok := strings.CutPrefix(rest, Extended); ok {
			extended = strings.TrimSpace(name)
		}
	}
	d := scan.XMLDecoder(text, true)
	var g Game
	if err := d.Decode(&g); err != nil {
		return nil, err
	}
	g.ExtendedName = extended
	return &g, nil
}

// Unicode decodes an attribute written as base64 of UTF-16LE text
// (currencysymbol, unicodealias, unicodetablename): "rCA=" is "€".
func Unicode(s string) (string, error) {
	b, err := base64.StdEncoding.DecodeString(s)
	if err != nil {
		return "", err
	}
	if len(b)%2 != 0 {
		return "", errors.New("odd number of UTF-16 bytes")
	}
	u := make([]uint16, len(b)/2)
	for i := range u {
		u[i] = uint16(b[2*i]) | uint16(b[2*i+1])<<8
	}
	return string(utf16.Decode(u)), nil
}

// CardText converts a <Card> to the usual "Ah" ("10" is "T").
func CardText(c Card) string {
	v := c.Value
	if v == "10" {
		v = "T"
	}
	return v + strings.ToLower(c.Suit)
}

// Lines returns the line (0-based, from the start of text) of each
// element <tag ...> of text, in order: the i-th Action of a game is at
// Lines(text, "Action")[i].
func Lines(text, tag string) []int {
	var out []int
	line := 0
	pos := 0
	for {
		i := strings.Index(text[pos:], "<"+tag+" ")
		if i < 0 {
			return out
		}
		line += strings.Count(text[pos:pos+i], "\n")
		out = append(out, line)
		pos += i + 1
	}
}
