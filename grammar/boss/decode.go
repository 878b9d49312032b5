// Package boss decodes the XML hand histories of the Boss Media network
// (skins: Opoker, Svenska Spel, Betsson, ...): a document holds one
// <HISTORY ID=".." GAME="GAME_THM" LIMIT="NL" STAKES="2.00/4.00" ...>
// per hand (in a <ROOT>, or alone), each with its <PLAYER NAME SEAT
// AMOUNT STATE DEALER> elements, its <ACTION TYPE=".." PLAYER=".."
// VALUE=".."> elements in the order they happened (deals and boards hold
// <CARD LINK=".."> elements: a number 0-51, "b" for a card not seen) and
// a <SHOWDOWN POT RAKE> of <RESULT PLAYER WIN> elements. Amounts stay
// text ("1351.12"). The decoder is encoding/xml; it knows no poker
// (parse/boss.go maps the AST).
package boss

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/scan"
)

// History is one <HISTORY>: one hand.
type History struct {
	ID        string    `xml:"ID,attr"`
	Session   string    `xml:"SESSION,attr"`
	Table     string    `xml:"TABLE,attr"`
	Game      string    `xml:"GAME,attr"`     // GAME_THM, GAME_OMA, GAME_OMAHL, GAME_OMATU, GAME_FCD
	GameType  string    `xml:"GAMETYPE,attr"` // GAMETYPE_REAL
	Kind      string    `xml:"GAMEKIND,attr"` // GAMEKIND_CASH, GAMEKIND_TOURNAMENT
	Currency  string    `xml:"TABLECURRENCY,attr"`
	Limit     string    `xml:"LIMIT,attr"`  // FL, PL, NL
	Stakes    string    `xml:"STAKES,attr"` // "10.00/20.00"
	Date      string    `xml:"DATE,attr"`   // Unix seconds
	TourneyID string    `xml:"TABLETOURNEYID,attr"`
	Players   []Player  `xml:"PLAYER"`
	Actions   []Action  `xml:"ACTION"`
	Showdown  *Showdown `xml:"SHOWDOWN"`
}

// Player is a <PLAYER>: a seat, empty ones included ("UNKNOWN" or ""
// with STATE_EMPTY or STATE_RESERVED).
type Player struct {
	Name   string `xml:"NAME,attr"`
	Seat   string `xml:"SEAT,attr"`
	Amount string `xml:"AMOUNT,attr"`
	State  string `xml:"STATE,attr"`  // STATE_PLAYING, STATE_SITOUT, STATE_EMPTY, STATE_RESERVED; absent in old files
	Dealer string `xml:"DEALER,attr"` // "Y" on the button; absent in old files
}

// Action is an <ACTION>: a blind, a deal, a board, a draw or a bet.
type Action struct {
	Type   string `xml:"TYPE,attr"`
	Player string `xml:"PLAYER,attr"`
	Kind   string `xml:"KIND,attr"`  // HAND_BLINDS: HAND_SB, HAND_BB, HAND_AB
	Value  string `xml:"VALUE,attr"` // an amount; HAND_BOARD: BOARD_FLOP, BOARD_TURN, BOARD_RIVER
	Count  string `xml:"COUNT,attr"` // CHANGECARD: the cards changed
	Pot    string `xml:"POT,attr"`   // HAND_BOARD: the pot so far, after the rake
	Rake   string `xml:"RAKE,attr"`  // HAND_BOARD: the rake so far (not in old files)
	Cards  []Card `xml:"CARD"`
}

// Card is a <CARD LINK="n">.
type Card struct {
	Link string `xml:"LINK,attr"`
}

// Showdown is the <SHOWDOWN>: the pot after the rake, the rake, the results.
type Showdown struct {
	Pot     string   `xml:"POT,attr"`
	Rake    string   `xml:"RAKE,attr"`
	Results []Result `xml:"RESULT"`
}

// Result is a <RESULT>: what one player won and the cards he showed.
type Result struct {
	Player string `xml:"PLAYER,attr"`
	Win    string `xml:"WIN,attr"`
	Hand   string `xml:"HAND,attr"` // "$(STR_G_FOLD)", "$(STR_G_WIN_PAIR) $(STR_G_CARDS_KINGS)"
	Cards  []Card `xml:"CARD"`
}

// The action types.
const (
	TBlinds = "HAND_BLINDS"
	TDeal   = "HAND_DEAL"
	TBoard  = "HAND_BOARD"
	TChange = "CHANGECARD"
	TFold   = "ACTION_FOLD"
	TCheck  = "ACTION_CHECK"
	TCall   = "ACTION_CALL"
	TBet    = "ACTION_BET"
	TRaise  = "ACTION_RAISE"
	TAllIn  = "ACTION_ALLIN"
)

const open, end = "<HISTORY ", "</HISTORY>"

// IsDocument reports whether a decoded file is a Boss Media history: a
// <HISTORY ID= element near its start.
func IsDocument(text string) bool {
	return strings.Contains(text[:min(len(text), 512)], open+"ID=")
}

// Span is a <HISTORY> element's byte range in a document.
type Span = scan.Span

// Histories finds the <HISTORY> elements of a document (they do not
// nest); an element without its end runs to the end of the text.
func Histories(text string) []Span { return scan.Elements(text, open, end) }

// Parse decodes one "<HISTORY ...>...</HISTORY>" element.
func Parse(text string) (*History, error) {
	d := scan.XMLDecoder(text, true)
	var h History
	if err := d.Decode(&h); err != nil {
		return nil, err
	}
	return &h, nil
}

// Close ends a history the file cut after its last element: the
// elements still open (CARD, RESULT, ACTION, SHOWDOWN) and the HISTORY
// are closed.
func Close(text string) string {
	text = strings.TrimSpace(text)
	for _, el := range [...]string{"CARD", "RESULT", "ACTION", "SHOWDOWN"} {
		if strings.Count(text, "<"+el+" ") > strings.Count(text, "</"+el+">") {
			text += "</" + el + ">"
		}
	}
	return text + end
}

// Hidden is the LINK of a card not seen.
const Hidden = "b"

// CardText converts a LINK to the usual "Ah": n%13 is the rank from the
// ace (0 ace, 1 deuce, ..., 12 king), n/13 the suit (0 clubs, 1
// diamonds, 2 hearts, 3 spades; see parse/boss.go on what the files show
// of the ranks and do not show of the suits); "" for a hidden card.
func CardText(link string) (string, error) {
	if link == Hidden {
		return "", nil
	}
	n, err := strconv.Atoi(link)
	if err != nil || n < 0 || n > 51 {
		return "", fmt.Errorf("card link %q", link)
	}
	return string("A23456789TJQK"[n%13]) + string("cdhs"[n/13]), nil
}
