// Package betfair reads the lines Betfair Poker writes otherwise than
// PartyPoker (grammar/partypoker): its layout is the party family's (one
// line per action, amounts in brackets, no total line), and the lines it
// writes alike (seats, posts, folds, checks, calls, bets, shows, "Dealt
// to", "** Dealing Flop ** [ .. ]", "Seat N is the button", the table
// line) are read by that grammar. A hand:
//
//	***** Betfair Poker Hand History for Game 100000000 *****
//	PL $0.05/$0.10 Omaha - Sunday, October 18, 20:00:00 GMT 2009
//	Table Death 1 6-max (Real Money)
//	Total number of active players : 6
//	Player2 raises to [$0.30]
//	Hero goes all-in
//	** Showdown **
//	** Hand Conclusion **
//	Player4 wins $6.26 from side pot #1 with a straight flush, Seven to Three
//	************  Game 100000000 ends  ************
package betfair

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/scan"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// Prefix starts every hand.
const Prefix = "***** Betfair Poker Hand History for Game "

// Header reads "***** Betfair Poker Hand History for Game N *****": N.
func Header(line string) (string, error) {
	n, ok := strings.CutPrefix(line, Prefix)
	if ok {
		n, ok = strings.CutSuffix(n, " *****")
	}
	if !ok || !scan.Digits(n) {
		return "", fmt.Errorf("no %q N \" *****\"", Prefix)
	}
	return n, nil
}

// IsHeader reports a whole header line.
func IsHeader(line string) bool { _, err := Header(line); return err == nil }

// Game is the game line, "PL $0.05/$0.10 Omaha - Sunday, October 18,
// 20:00:00 GMT 2009": the limit word, the two stakes, the game's words
// (lower case) and the date as written.
type Game struct {
	Limit  string
	Stakes [2]string
	Words  string
	Date   string
}

type gGame struct {
	Limit string   `parser:"@Word"`
	Lo    string   `parser:"@Num '/'"`
	Hi    string   `parser:"@Num"`
	Words []string `parser:"@(Word | Punct)+"`
}

var pGame = textgram.Before[gGame]()

// ParseGame reads the game line.
func ParseGame(line string) (*Game, error) {
	head, date, ok := strings.Cut(line, " - ")
	if !ok {
		return nil, fmt.Errorf("no \" - \" before the date")
	}
	g, err := pGame.ParseString("", head)
	if err != nil {
		return nil, err
	}
	words := strings.TrimSpace(head[strings.Index(head, g.Hi)+len(g.Hi):])
	return &Game{Limit: g.Limit, Stakes: [2]string{g.Lo, g.Hi}, Words: strings.ToLower(words), Date: date}, nil
}

// Line kinds of the lines only Betfair writes.
func isPlayers(line string) bool {
	n, ok := strings.CutPrefix(line, "Total number of active players : ")
	return ok && scan.Digits(n)
}

func isEnd(line string) bool {
	n, ok := strings.CutPrefix(line, "************  Game ")
	if ok {
		n, ok = strings.CutSuffix(n, " ends  ************")
	}
	return ok && scan.Digits(n)
}

var lines = linekind.New(linekind.KUnknown, linekind.KUnknown, []linekind.Rule[linekind.Kind]{
	{Kind: linekind.KInfo, Prefix: "Total number of active players : ", If: isPlayers},
	{Kind: linekind.KInfo, Is: "** Showdown **"},
	{Kind: linekind.KInfo, Is: "** Hand Conclusion **"},
	{Kind: linekind.KTotal, Prefix: "************  Game ", If: isEnd},
})

// Classify returns the kind of a line only Betfair writes: KInfo for a
// line of no arithmetic (the number of players, the showdown and
// conclusion marks), KTotal for the hand's end; KUnknown for the others,
// which are PartyPoker's lines.
func Classify(line string) linekind.Kind { return lines.Of(line) }

// verbs are the texts after "NAME " only Betfair writes.
var verbs = linekind.New(linekind.KUnknown, linekind.KUnknown, []linekind.Rule[linekind.Kind]{
	{Kind: linekind.KAllIn, Is: "goes all-in"},
	{Kind: linekind.KRaise, Prefix: "raises to ["},
	{Kind: linekind.KWins, Prefix: "wins ", Contains: " pot"},
})

// CutName finds which seat name starts a line of a verb only Betfair
// writes (names: the hand's seat names, longest first): its index, the
// text after the name and its space, and the kind; -1 and KUnknown when
// none fits.
func CutName(line string, names []string) (int, string, linekind.Kind) {
	for i, n := range names {
		rest, ok := strings.CutPrefix(line, n+" ")
		if !ok || n == "" {
			continue
		}
		if k := verbs.Of(rest); k != linekind.KUnknown {
			return i, rest, k
		}
	}
	return -1, "", linekind.KUnknown
}

// Act is what one of those lines says: the amount raised to or won, the
// pot ("main", or a side pot's number).
type Act struct {
	A   string
	Pot string
}

type (
	gRaise struct {
		A string `parser:"'raises' 'to' '[' @Num ']'"`
	}
	// gWins: "wins $4.44 from main pot", "wins $6.26 from side pot #1";
	// the hand after " with " is cut off before.
	gWins struct {
		A    string `parser:"'wins' @Num 'from'"`
		Main bool   `parser:"( @'main' 'pot'"`
		Side string `parser:"| 'side' 'pot' '#' @Num )"`
	}
)

var (
	pRaise = textgram.Before[gRaise]()
	pWins  = textgram.Before[gWins]()
)

// ParseAct reads rest, the text after a player's name, as a line of kind
// k (KRaise, KWins; KAllIn has nothing to read).
func ParseAct(k linekind.Kind, rest string) (*Act, error) {
	switch k {
	case linekind.KAllIn:
		return &Act{}, nil
	case linekind.KRaise:
		g, err := pRaise.ParseString("", rest)
		if err != nil {
			return nil, err
		}
		return &Act{A: g.A}, nil
	case linekind.KWins:
		head, _, _ := strings.Cut(rest, " with ")
		g, err := pWins.ParseString("", head)
		if err != nil {
			return nil, err
		}
		a := &Act{A: g.A, Pot: g.Side}
		if g.Main {
			a.Pot = "main"
		}
		return a, nil
	}
	return nil, textgram.ErrUnknown
}
