// Package ipoker decodes the XML sessions of the iPoker network's
// histories (skins: William Hill, Titan, Bet365, Betfair, iPoker.it, ...):
// a <session sessioncode="N"> holds one <general> (game type and stakes,
// table, currency, tournament) and one <game gamecode="N"> per hand, each
// with its players (seat, name, chips, dealer, bet, win) and its rounds
// (<round no="0"> forced bets, "1" the deal and first betting round, then
// flop, turn and river; stud: third to seventh street), whose <cards> and
// <action no="N" player=".." type="T" sum=".."/> elements are written
// grouped per player: the action numbers give the order. Amounts stay
// text ("$0.05", "€0.10", "1,500"). The decoder is encoding/xml; it knows
// no poker (parse/ipoker.go maps the AST).
package ipoker

import (
	"bytes"
	"fmt"
	"sort"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/scan"
)

// General is a session's <general>: what is written once for all its games.
type General struct {
	Mode           string `xml:"mode"`
	GameType       string `xml:"gametype"` // "Holdem NL $0.05/$0.10", "Omaha PL €0.50/€1", "7 Card Stud Hi-Lo L €0.05/€0.10", "Holdem NL"
	TableName      string `xml:"tablename"`
	Currency       string `xml:"currency"`
	TableCurrency  string `xml:"tablecurrency"`
	StartDate      string `xml:"startdate"`
	Nickname       string `xml:"nickname"`
	TournamentName string `xml:"tournamentname"`
	TournamentCode string `xml:"tournamentcode"`
	BuyIn          string `xml:"buyin"`
}

// Session is a whole document without its games: the session header.
type Session struct {
	Code    string  `xml:"sessioncode,attr"`
	General General `xml:"general"`
}

// Player is one <player> of a game.
type Player struct {
	Seat   string `xml:"seat,attr"`
	Name   string `xml:"name,attr"`
	Chips  string `xml:"chips,attr"`
	Dealer string `xml:"dealer,attr"`
	Win    string `xml:"win,attr"`
	Bet    string `xml:"bet,attr"`
	Rebuy  string `xml:"rebuy,attr"`
	Addon  string `xml:"addon,attr"`
}

// Cards is a <cards type="Pocket|Flop|Turn|River|Third Street|..." player="..">.
type Cards struct {
	Type   string `xml:"type,attr"`
	Player string `xml:"player,attr"`
	Text   string `xml:",chardata"` // "S9 HK", "X X H6"
}

// Action is an <action no="N" player=".." type="T" sum=".." cards="..">.
type Action struct {
	No     int    `xml:"no,attr"`
	Player string `xml:"player,attr"`
	Type   int    `xml:"type,attr"`
	Sum    string `xml:"sum,attr"`
	Cards  string `xml:"cards,attr"`
}

// Round is a <round no="N">.
type Round struct {
	No      int      `xml:"no,attr"`
	Cards   []Cards  `xml:"cards"`
	Actions []Action `xml:"action"`
}

// Game is one hand.
type Game struct {
	Code      string   `xml:"gamecode,attr"`
	StartDate string   `xml:"general>startdate"`
	Players   []Player `xml:"general>players>player"`
	Rounds    []Round  `xml:"round"`
}

// The action types, as iPoker numbers them (their meaning is derived from
// the real files: see parse/ipoker.go).
const (
	TFold    = 0
	TSB      = 1
	TBB      = 2
	TCall    = 3
	TCheck   = 4
	TBet     = 5
	TAllIn   = 7
	TSitOut  = 8 // sitting out: dealt no cards
	TSitsOut = 9 // sits out in his turn
	TAnte    = 15
	TBringIn = 16
	TRaise   = 23
)

// IsSession reports whether a decoded file is an iPoker session.
func IsSession(text string) bool {
	head := text[:min(len(text), 512)]
	return strings.Contains(head, "<session sessioncode=")
}

// ParseSession decodes the session's <general> (the document up to its
// first game).
func ParseSession(text string) (*Session, error) {
	if i := strings.Index(text, "<game "); i >= 0 {
		text = text[:i] + "</session>"
	}
	var s Session
	if err := scan.XMLDecoder(text, false).Decode(&s); err != nil {
		return nil, fmt.Errorf("session: %v", err)
	}
	return &s, nil
}

// ParseGame decodes one "<game ...>...</game>" element. The actions of
// each round are returned in the order of their numbers.
func ParseGame(text string) (*Game, error) {
	var g Game
	if err := scan.XMLDecoder(text, false).Decode(&g); err != nil {
		return nil, err
	}
	for i := range g.Rounds {
		acts := g.Rounds[i].Actions
		sort.SliceStable(acts, func(a, b int) bool { return acts[a].No < acts[b].No })
	}
	return &g, nil
}

// GameSpan is a <game> element's byte range in a document.
type GameSpan struct{ Start, End int }

// Games finds the <game> elements of a document by byte scans (they do
// not nest); an element without its end runs to the end of the text.
func Games(text string) []GameSpan {
	var out []GameSpan
	b := []byte(text)
	for pos := 0; ; {
		i := bytes.Index(b[pos:], []byte("<game "))
		if i < 0 {
			return out
		}
		start := pos + i
		j := bytes.Index(b[start:], []byte("</game>"))
		end := len(b)
		if j >= 0 {
			end = start + j + len("</game>")
		}
		out = append(out, GameSpan{start, end})
		pos = end
	}
}

// Card converts iPoker's "S9", "HK", "D10" to the usual "9s", "Kh", "Td";
// "X" (a card not seen) is "".
func Card(s string) (string, error) {
	if s == "X" {
		return "", nil
	}
	if len(s) < 2 || len(s) > 3 {
		return "", fmt.Errorf("card %q", s)
	}
	suit, rank := s[0], s[1:]
	switch suit {
	case 'S', 'H', 'D', 'C':
	default:
		return "", fmt.Errorf("card %q", s)
	}
	if rank == "10" {
		rank = "T"
	}
	if len(rank) != 1 {
		return "", fmt.Errorf("card %q", s)
	}
	return rank + string(suit+'a'-'A'), nil
}
