package winning

import (
	"errors"
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/pokerstars"
	"github.com/hhcheck/hhcheck/grammar/scan"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// ErrUnknown is returned for a line no grammar knows.
var ErrUnknown = errors.New("no grammar for this line")

// HeaderPrefixes are the first words of a hand of either layout.
var HeaderPrefixes = []string{"Game started at: ", "Hand #", "Game Hand #"}

// HeaderAt says whether a line that starts with one of HeaderPrefixes is
// a header: the classic "Game started at: " line, or a newer one ending
// in " UTC".
func HeaderAt(line string) bool {
	return strings.HasPrefix(line, "Game started at: ") || strings.HasSuffix(strings.TrimRight(line, " \r"), " UTC")
}

// Stamp is "2019/2/16 8:37:2" (classic) or "2021/04/20 18:42:26"
// (newer): the date GGPoker writes too.
type Stamp = textgram.Stamp

// ---- the classic layout ("Game started at:") ----

// Started is "Game started at: 2019/2/16 8:37:2" (and "Game ended at: ...").
type Started struct {
	Ended bool  `parser:"'Game' ( 'started' | @'ended' ) 'at' ':'"`
	Time  Stamp `parser:"@@"`
}

var pStarted = textgram.Before[Started]()

// ParseStarted parses the first ("started") or last ("ended") line of a
// classic hand.
func ParseStarted(line string) (*Started, error) { return pStarted.ParseString("", line) }

// GameID is "Game ID: 1377529121 0.02/0.05 6+ (PRR) ($5 Max) (Six Plus
// Hold'em)": the hand number, the blinds, the table's words and the game in
// the last parentheses.
type GameID struct {
	ID    string
	Small string
	Big   string
	Table string // as written: "La Llorona - 3", "Cristalite (JP) - CAP - 6-Max - 3"
	Game  string // "Hold'em", "Omaha", "Six Plus Hold'em", "Seven Cards Stud HiLow"
}

type gGameID struct {
	ID    string   `parser:"'Game' 'ID' ':' @Num"`
	Small string   `parser:"@Num '/'"`
	Big   string   `parser:"@Num"`
	Rest  []string `parser:"@(Word | Num | Punct)*"`
}

var pGameID = textgram.Before[gGameID]()

// ParseGameID parses the classic second line.
func ParseGameID(line string) (*GameID, error) {
	g, err := pGameID.ParseString("", line)
	if err != nil {
		return nil, err
	}
	open := strings.LastIndexByte(line, '(')
	if open < 0 || !strings.HasSuffix(line, ")") {
		return nil, fmt.Errorf("no game in parentheses at the end")
	}
	stakes := g.Small + "/" + g.Big
	i := strings.Index(line, stakes)
	if i < 0 || i+len(stakes) > open {
		return nil, fmt.Errorf("stakes %q not before the game", stakes)
	}
	return &GameID{ID: g.ID, Small: g.Small, Big: g.Big,
		Table: strings.TrimSpace(line[i+len(stakes) : open]), Game: line[open+1 : len(line)-1]}, nil
}

// Button is "Seat 5 is the button".
type Button struct {
	Seat string `parser:"'Seat' @Num 'is' 'the' 'button'"`
}

var pButton = textgram.Before[Button]()

// ParseButton parses the classic button line.
func ParseButton(line string) (*Button, error) { return pButton.ParseString("", line) }

// SeatTail is what follows the name on a seat line of either layout:
// "(4.98)." (classic), "($5.07)" or "($1.62) is sitting out" (newer).
type SeatTail struct {
	Stack      string `parser:"'(' @Num ')' '.'?"`
	SittingOut bool   `parser:"@('is' 'sitting' 'out')?"`
}

var pSeatTail = textgram.Before[SeatTail]()

// Seat is a seat line of either layout.
type Seat struct {
	Number int
	Name   string
	SeatTail
}

// ParseSeat parses "Seat 1: NAME (2)." or "Seat 1: NAME ($5.07) is
// sitting out"; the name ends at the last " (".
func ParseSeat(line string) (*Seat, error) {
	n, name, tail, err := scan.SeatStack(line)
	if err != nil {
		return nil, err
	}
	t, err := pSeatTail.ParseString("", tail)
	if err != nil {
		return nil, err
	}
	return &Seat{Number: n, Name: name, SeatTail: *t}, nil
}

// CutName cuts a seated player's name off the start of s (the longest of
// names followed by a space, or the whole of s): the name and the rest.
// names must be longest first.
func CutName(s string, names []string) (name, rest string, ok bool) {
	for _, n := range names {
		if strings.HasPrefix(s, n) && (len(s) == len(n) || s[len(n)] == ' ') {
			return n, strings.TrimPrefix(s[len(n):], " "), true
		}
	}
	return "", s, false
}

// ClassicAct is the part after "Player NAME " of a classic action line:
// "has small blind (0.02)", "ante (0.15)", "received a card.", "received
// card: [6s]", "calls (0.05)", "raises (0.22)", "bets (1)", "allin (124)",
// "bring in (0.40)", "posts (0.25)", "folds", "checks", "mucks cards",
// "sitting out". Verb is its words joined by spaces; amounts are what the
// action adds (the file's raises are increments).
type ClassicAct struct {
	Words  []string `parser:"@Word+"`
	Amount string   `parser:"( '(' @Num ')' )?"`
	Card   string   `parser:"( ':' '[' @(Word | Num) ']' )? '.'?"`
}

// Verb is the act's words joined by spaces.
func (a *ClassicAct) Verb() string { return strings.Join(a.Words, " ") }

var pClassicAct = textgram.Before[ClassicAct]()

// ParseClassicAct parses the rest of a classic action line.
func ParseClassicAct(rest string) (*ClassicAct, error) { return pClassicAct.ParseString("", rest) }

// ParseClassicStreet parses "*** FLOP ***: [7h Kh 8s]" or "*** Third
// street ***": the PokerStars street line with a colon after the stars.
func ParseClassicStreet(line string) (*pokerstars.Street, error) {
	return pokerstars.ParseStreet(strings.Replace(line, "***:", "***", 1))
}

// Fee is one ". Rake 0.02" / ". JP fee 0.06" segment of a classic pot line.
type Fee struct {
	Name   []string `parser:"@Word+"`
	Amount string   `parser:"@Num '.'?"`
}

// Pot is the classic summary's "Pot: 7.05. Rake 0.14. JP fee 0.06" (or
// "Pot: 17000" in tournaments): the pot after the fees, and the fees.
type Pot struct {
	Pot  string `parser:"'Pot' ':' @Num '.'?"`
	Fees []Fee  `parser:"@@*"`
}

var pPot = textgram.Before[Pot]()

// ParsePot parses the classic summary's pot line.
func ParsePot(line string) (*Pot, error) { return pPot.ParseString("", line) }

// ClassicBoard is "Board: [7h Kh 8s 6d]".
type ClassicBoard struct {
	Cards []string `parser:"'Board' ':' '[' @(Word | Num)* ']'"`
}

var pClassicBoard = textgram.Before[ClassicBoard]()

// ParseClassicBoard parses the classic summary's board line.
func ParseClassicBoard(line string) (*ClassicBoard, error) {
	return pClassicBoard.ParseString("", line)
}

// Result is the end of a classic summary player line: "Bets: 0.22.
// Collects: 0.49. Wins: 0.27." (Bets: all he put in, antes included, less
// his uncalled bet; Collects: what he was paid).
type Result struct {
	Bets     string `parser:"'Bets' ':' @Num '.'?"`
	Collects string `parser:"'Collects' ':' @Num '.'?"`
	Net      string `parser:"@('Wins' | 'Loses') ':'"`
	Amount   string `parser:"@Num '.'?"`
}

var pResult = textgram.Before[Result]()

// ClassicShow is the middle of a classic summary player line: "does not
// show cards.", "mucks (does not show cards).", "shows: Flush, A high [10d
// 3d].", "shows: High card A [..] Low hand (A A 2 4 6 7 )."
type ClassicShow struct {
	Verb  string   `parser:"@('does' 'not' 'show' 'cards' | 'mucks' | 'shows')"`
	Cards []string `parser:"(~'[')* ( '[' @(Word | Num)* ']' )? (Word | Num | Punct)*"`
	Desc  string
}

var pClassicShow = textgram.Before[ClassicShow]()

// ClassicSummary is a classic summary player line "[*]Player NAME ...
// Bets: x. Collects: y. Wins|Loses: z." (the star marks a winner).
type ClassicSummary struct {
	Star bool
	Name string
	ClassicShow
	Result
}

// ParseClassicSummary parses a classic summary player line; names are the
// seated names, longest first.
func ParseClassicSummary(line string, names []string) (*ClassicSummary, error) {
	s := &ClassicSummary{}
	rest := line
	if strings.HasPrefix(rest, "*") {
		s.Star, rest = true, rest[1:]
	}
	rest, ok := strings.CutPrefix(rest, "Player ")
	if !ok {
		return nil, ErrUnknown
	}
	name, rest, ok := CutName(rest, names)
	if !ok {
		// a name with no seat line: it ends before the show phrase
		i := strings.Index(rest, " does not show cards")
		if i <= 0 {
			return nil, fmt.Errorf("no seated player's name")
		}
		name, rest = rest[:i], rest[i+1:]
	}
	s.Name = name
	b := strings.LastIndex(rest, "Bets:")
	if b < 0 {
		return nil, fmt.Errorf("no \"Bets:\"")
	}
	r, err := pResult.ParseString("", rest[b:])
	if err != nil {
		return nil, err
	}
	s.Result = *r
	mid := strings.TrimSpace(rest[:b])
	sh, err := pClassicShow.ParseString("", mid)
	if err != nil {
		return nil, err
	}
	s.ClassicShow = *sh
	if s.Verb == "shows" {
		s.Desc = strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(mid, "shows:"), "."))
	}
	return s, nil
}

// ---- the newer layout ("Hand #N - Holdem(No Limit) - ... UTC") ----

// Header is the newer layout's first line: "Hand #784383001 -
// Holdem(No Limit) - $0.02/$0.05 - 2021/04/20 18:42:26 UTC" or "Game
// Hand #80586589 - Tournament #11182752 - Holdem(No Limit) - Level 15
// (250.00/500.00)- 2019/07/21 17:44:50 UTC". Game and Limit are their
// tokens joined ("OmahaH/L", "NoLimit").
type Header struct {
	ID         string `parser:"'Game'? 'Hand' '#' @Num '-'"`
	Tournament string `parser:"( 'Tournament' '#' @Num '-' )?"`
	Game       string `parser:"@(Word | '/' | '+')+"`
	Limit      string `parser:"'(' @Word+ ')' '-'"`
	Level      string `parser:"( 'Level' @Num"`
	LevelSmall string `parser:"  '(' @Num '/'"`
	LevelBig   string `parser:"  @Num ')' )?"`
	Small      string `parser:"( @Num '/'"`
	Big        string `parser:"  @Num )? '-'"`
	Time       Stamp  `parser:"@@ 'UTC'"`
}

var pHeader = textgram.Before[Header]()

// ParseHeader parses the newer layout's first line.
func ParseHeader(line string) (*Header, error) { return pHeader.ParseString("", line) }

var pTable = textgram.Before[pokerstars.Table]()

// Table is the newer layout's second line "Fort Lupton 9-max Seat #5 is
// the button", "Gorham 8-max", "Table '25' 9-max Seat #8 is the button":
// the name (unquoted), the seats and the button.
type Table struct {
	Name     string
	MaxSeats string
	Button   string
}

// ParseTable parses the newer layout's table line.
func ParseTable(line string) (*Table, error) {
	i := strings.Index(line, "-max")
	if i < 0 {
		return nil, fmt.Errorf("no \"-max\"")
	}
	j := strings.LastIndexByte(line[:i], ' ')
	t, err := pTable.ParseString("", line[j+1:])
	if err != nil {
		return nil, err
	}
	name := ""
	if j > 0 {
		name = line[:j]
	}
	if n, ok := strings.CutPrefix(name, "Table '"); ok {
		name = strings.TrimSuffix(n, "'")
	}
	return &Table{Name: name, MaxSeats: t.MaxSeats, Button: t.Button}, nil
}

// MainPot is the newer layout's running pot "Main pot $0.17 | Rake $0.00"
// (after each street) or "Main pot 585.00".
type MainPot struct {
	Pot  string `parser:"'Main' 'pot' @Num"`
	Rake string `parser:"( '|' 'Rake' @Num )?"`
}

var pMainPot = textgram.Before[MainPot]()

// ParseMainPot parses a running pot line.
func ParseMainPot(line string) (*MainPot, error) { return pMainPot.ParseString("", line) }

// Act is the part after "NAME " of a newer action line: "posts the small
// blind $0.02", "posts dead $0.07", "posts ante 65.00", "folds", "checks",
// "calls $0.03", "bets $0.11", "raises $0.05 to $0.05 [and is all-in]",
// "caps $0.55", "brings in $0.02", "mucks hand", "does not show",
// "collected $0.17 from main pot".
type Act struct {
	Words []string `parser:"@Word+"`
	A     string   `parser:"( @Num"`
	To    string   `parser:"  ( 'to' @Num )? )?"`
	Tail  []string `parser:"@(Word | '-')*"`
}

// Verb is the words before the amount, joined by spaces.
func (a *Act) Verb() string { return strings.Join(a.Words, " ") }

// AllIn: the line ends "and is all-in".
func (a *Act) AllIn() bool { return strings.Join(a.Tail, " ") == "and is all - in" }

var pAct = textgram.Before[Act]()

// ParseAct parses the rest of a newer action line.
func ParseAct(rest string) (*Act, error) { return pAct.ParseString("", rest) }

// Shows is "shows [Ac 6c] (two pair, Eights and Threes [8d 8c 3s 3c Ac])"
// after the name: the cards and the description.
type Shows struct {
	Cards textgram.CardGroup `parser:"'shows' @@"`
	Desc  string
}

var pShows = textgram.Before[Shows]()

// ParseShows parses a newer "shows" line's rest.
func ParseShows(rest string) (*Shows, error) {
	head, desc := rest, ""
	if i := strings.IndexByte(rest, ']'); i >= 0 {
		head, desc = rest[:i+1], strings.TrimSpace(rest[i+1:])
	}
	s, err := pShows.ParseString("", head)
	if err != nil {
		return nil, err
	}
	s.Desc = strings.TrimSuffix(strings.TrimPrefix(desc, "("), ")")
	return s, nil
}

// SummarySeat is a newer summary seat line's part after the name:
// "(button) folded on the Pre-Flop", "(big blind) showed [9c Qd] and won
// $1.19 with ...", "did not show and won $0.36", "mucked [Kd 4c 9s 6s]".
// The hand description after " with " is kept as text.
type SummarySeat struct {
	Role  []string            `parser:"( '(' @Word+ ')' )?"`
	Words []string            `parser:"@(Word | '-')*"`
	Cards *textgram.CardGroup `parser:"@@?"`
	More  []string            `parser:"@Word*"`
	Won   string              `parser:"@Num?"`
	Desc  string
}

// Outcome is the first word: "folded", "showed", "mucked", "did".
func (s *SummarySeat) Outcome() string {
	if len(s.Words) == 0 {
		return ""
	}
	return s.Words[0]
}

var pSummarySeat = textgram.Before[SummarySeat]()

// ParseSummarySeat parses the rest of a newer summary seat line after the
// player's name.
func ParseSummarySeat(rest string) (*SummarySeat, error) {
	head, desc, _ := strings.Cut(rest, " with ")
	s, err := pSummarySeat.ParseString("", head)
	if err != nil {
		return nil, err
	}
	s.Desc = desc
	return s, nil
}
