// Package merge decodes the XML histories of the Merge network (Carbon
// Poker and its skins): a file holds one or more games, each after a
// <description type="Omaha" stakes="Pot Limit ($0.25/$0.50)"/> that holds
// for the games after it, without a root element. A <game id=..
// starttime=.. numholecards=.. gametype=.. realmoney=.. data=..> holds its
// <players dealer=N> (<player seat nickname balance dealtin>) and its
// <round id="BLINDS|PREFLOP|POSTFLOP|...">, each with <event type=..
// player=SEAT amount=..>, <cards type=.. cards="Ac,2s" player=SEAT> and
// <winner amount uncalled potnumber player> elements. Amounts stay text
// ("0.25", "$67.07"). The decoder is encoding/xml read token by token,
// each element with its line; it knows no poker (parse/merge.go maps it).
package merge

import (
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/scan"
)

// Description is a <description>: the game and stakes of the games after it.
type Description struct {
	Type   string `xml:"type,attr"`   // "Holdem", "Omaha H/L8", "7-Stud", "2-7 Lowball", "Holdem Tournament"
	Stakes string `xml:"stakes,attr"` // "Pot Limit ($0.25/$0.50)", "Limit $5/$10", "No Limit"
}

// Player is a <player> of a game's <players>.
type Player struct {
	Seat     int    `xml:"seat,attr"`
	Nickname string `xml:"nickname,attr"`
	Balance  string `xml:"balance,attr"` // "$67.07"
	DealtIn  string `xml:"dealtin,attr"` // "true", "false"
	Line     int    `xml:"-"`
}

// Event is an <event type=.. player=SEAT amount=.. text=..>. Player is a
// seat number, but a CHAT's is the speaker's name.
type Event struct {
	Sequence int    `xml:"sequence,attr"`
	Type     string `xml:"type,attr"` // "SMALL_BLIND", "RAISE", "DRAW", ...
	Player   string `xml:"player,attr"`
	Amount   string `xml:"amount,attr"`
	Text     string `xml:"text,attr"` // DRAW: how many cards; CHAT: what was said
	Line     int    `xml:"-"`
}

// Cards is a <cards type="HOLE|COMMUNITY|DRAW_DRAWN_CARDS|SHOWN|MUCKED"
// cards="Ac,2s" player=SEAT hand="..">: "null" for a card not seen.
type Cards struct {
	Type   string `xml:"type,attr"`
	Cards  string `xml:"cards,attr"`
	Player string `xml:"player,attr"`
	Hand   string `xml:"hand,attr"`
	Line   int    `xml:"-"`
}

// Winner is a <winner amount=.. uncalled="true|false" potnumber=N player=SEAT>.
type Winner struct {
	Amount    string `xml:"amount,attr"`
	Uncalled  string `xml:"uncalled,attr"`
	PotNumber int    `xml:"potnumber,attr"`
	Player    string `xml:"player,attr"`
	Hand      string `xml:"hand,attr"`
	PotType   string `xml:"pottype,attr"`
	Line      int    `xml:"-"`
}

// Round is a <round id=..>.
type Round struct {
	ID      string
	Line    int
	Events  []Event
	Cards   []Cards
	Winners []Winner
}

// Game is one hand.
type Game struct {
	ID        string
	StartTime string
	GameType  string // the site's number of the game ("2" hold'em, "9" omaha, ...)
	RealMoney string
	Data      string // "20111128|Himalayas (44314871)|44314871|44314871-72|false"
	Dealer    string
	Players   []Player
	Rounds    []Round
}

// ErrUnknownElement is the error of an element no Merge game has.
var ErrUnknownElement = errors.New("unknown element")

// IsDocument reports whether a decoded file holds Merge games.
func IsDocument(text string) bool {
	head := text[:min(len(text), 1024)]
	return strings.Contains(head, "<description type=") && strings.Contains(head, "<game id=")
}

// LastDescription decodes the last <description> of text (the text
// before a game): the one that holds for the game.
func LastDescription(text string) (*Description, error) {
	i := strings.LastIndex(text, "<description ")
	if i < 0 {
		return nil, errors.New("no <description> before the game")
	}
	j := strings.IndexByte(text[i:], '>')
	if j < 0 {
		return nil, errors.New("<description> without its end")
	}
	var d Description
	if err := scan.XMLDecoder(text[i:i+j+1], false).Decode(&d); err != nil {
		return nil, fmt.Errorf("description: %v", err)
	}
	return &d, nil
}

func attr(e xml.StartElement, name string) string {
	v, _ := scan.Attr(e.Attr, name)
	return v
}

// ParseGame decodes one "<game ...>...</game>" element; each player,
// event, cards and winner gets its line in text (1-based).
func ParseGame(text string) (*Game, error) {
	d := scan.XMLDecoder(text, false)
	var g Game
	var round *Round
	seen := false
	for {
		line, _ := d.InputPos()
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			var el any
			switch t.Name.Local {
			case "game":
				seen = true
				g.ID, g.StartTime, g.GameType = attr(t, "id"), attr(t, "starttime"), attr(t, "gametype")
				g.RealMoney, g.Data = attr(t, "realmoney"), attr(t, "data")
				continue
			case "players":
				g.Dealer = attr(t, "dealer")
				continue
			case "round":
				g.Rounds = append(g.Rounds, Round{ID: attr(t, "id"), Line: line})
				round = &g.Rounds[len(g.Rounds)-1]
				continue
			case "player":
				g.Players = append(g.Players, Player{Line: line})
				el = &g.Players[len(g.Players)-1]
			case "event", "cards", "winner":
				if round == nil {
					return nil, fmt.Errorf("line %d: <%s> outside a round", line, t.Name.Local)
				}
				switch t.Name.Local {
				case "event":
					round.Events = append(round.Events, Event{Line: line})
					el = &round.Events[len(round.Events)-1]
				case "cards":
					round.Cards = append(round.Cards, Cards{Line: line})
					el = &round.Cards[len(round.Cards)-1]
				default:
					round.Winners = append(round.Winners, Winner{Line: line})
					el = &round.Winners[len(round.Winners)-1]
				}
			default:
				return nil, fmt.Errorf("line %d: %w <%s>", line, ErrUnknownElement, t.Name.Local)
			}
			if err := d.DecodeElement(el, &t); err != nil {
				return nil, err
			}
		case xml.EndElement:
			if t.Name.Local == "round" {
				round = nil
			}
		}
	}
	if !seen {
		return nil, errors.New("no <game> element")
	}
	return &g, nil
}
