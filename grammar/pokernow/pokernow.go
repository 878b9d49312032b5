// Package pokernow reads PokerNow (pokernow.club) game logs: the CSV file
// the site exports, header row "entry,at,order", one row per log entry
// (newest first as the site writes it, oldest first works too), read by
// encoding/csv, and the entries' text, each read into an Entry. The words
// of an entry ("posts a big blind of 20 and go all in", "-- ending hand
// #45 --", a seat's "#1" and "(2000)", "Flop (second run)") are read by
// participle grammars with textgram's lexer; what is not words is cut off
// by byte scans before a grammar reads the rest: the quoted player "NAME @
// ID" (a name may hold quotes and blanks), the hand's id and game, a
// collection's free-text description, and the card lists with their suit
// symbols (Cards). The lexer skips blanks; a grammar keeps its tokens so
// that an entry is read only when laid out as PokerNow writes it. It
// knows no poker: parse/pokernow.go maps a hand's entries.
package pokernow

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"

	"github.com/hhcheck/hhcheck/grammar/scan"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// HeaderRow is the first row of every PokerNow log.
const HeaderRow = "entry,at,order"

// IsDocument reports whether text is a PokerNow log: its first line is the
// header row (a BOM and a carriage return tolerated).
func IsDocument(text string) bool {
	text = strings.TrimPrefix(text, "\ufeff")
	first, _, _ := strings.Cut(text, "\n")
	return strings.TrimRight(first, "\r \t") == HeaderRow
}

// Row is one log entry of the file.
type Row struct {
	Entry string // the entry's text, CSV quoting undone
	At    string // its time as written
	Order int64  // the entry's order (increases with time)
	// Line is the row's first line in the text read (1-based); Start and
	// End its byte range there (End after its line feed).
	Line, Start, End int
}

// Rows reads the rows of text (the header row skipped when it is there).
// A row that is not three fields, or whose order is not an integer, is
// an error naming its line.
func Rows(text string) ([]Row, error) {
	r := csv.NewReader(strings.NewReader(text))
	r.FieldsPerRecord = -1
	var rows []Row
	start := 0
	for {
		rec, err := r.Read()
		if err == io.EOF {
			return rows, nil
		}
		end := int(r.InputOffset())
		if err != nil {
			line := 1 + strings.Count(text[:start], "\n")
			var pe *csv.ParseError
			if errors.As(err, &pe) {
				line = pe.StartLine
			}
			return rows, &Error{Line: line, Err: err}
		}
		line, _ := r.FieldPos(0)
		if len(rows) == 0 && start == 0 && len(rec) == 3 && strings.TrimPrefix(strings.Join(rec, ","), "\ufeff") == HeaderRow {
			start = end
			continue
		}
		if len(rec) != 3 {
			return rows, &Error{Line: line, Err: fmt.Errorf("%d fields, not 3 (entry,at,order)", len(rec))}
		}
		o, err := strconv.ParseInt(strings.TrimSpace(rec[2]), 10, 64)
		if err != nil {
			return rows, &Error{Line: line, Err: fmt.Errorf("order %q: not an integer", rec[2])}
		}
		rows = append(rows, Row{Entry: rec[0], At: rec[1], Order: o, Line: line, Start: start, End: end})
		start = end
	}
}

// Error is a row the CSV reader could not read.
type Error struct {
	Line int
	Err  error
}

func (e *Error) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }
func (e *Error) Unwrap() error { return e.Err }

// Kind is what an entry is.
type Kind uint8

const (
	Unknown   Kind = iota
	Start          // -- starting hand #N (id: X) GAME (dealer: "P") --
	End            // -- ending hand #N --
	Stacks         // Player stacks: #1 "P" (2000) | ...
	YourHand       // Your hand is 9♥, 9♣
	Post           // "P" posts a small blind of 10 (Blind says which)
	Fold           // "P" folds
	Check          // "P" checks
	Call           // "P" calls 120
	Bet            // "P" bets 40
	Raise          // "P" raises to 120
	Board          // Flop:  [..] / Turn: .. [..] / River: .. [..]
	Uncalled       // Uncalled bet of 100 returned to "P"
	Shows          // "P" shows a 9♥, 9♣.
	Collected      // "P" collected 1870 from pot (with DESC (combination: ..))
	Log            // between-hand log text: "The player ...", "The admin ...", "The game's ..."
)

var kindNames = [...]string{"unknown", "starting hand", "ending hand", "player stacks", "your hand", "post", "fold", "check", "call", "bet", "raise", "board", "uncalled bet", "shows", "collected", "log"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "unknown"
}

// Seat is one player of the "Player stacks" entry.
type Seat struct {
	Number int
	Player string
	Stack  string
}

// Entry is one entry read.
type Entry struct {
	Kind   Kind
	Player string // "NAME @ ID" as written
	Amount string // the entry's amount as written
	AllIn  bool   // " and go all in"
	// Start: the hand's number, id, game and dealer ("" with DeadButton).
	Number, ID, Game, Dealer string
	DeadButton               bool
	// Post: "small blind", "big blind", "straddle", "missing small blind",
	// "missed big blind".
	Blind string
	// Board: "Flop", "Turn", "River"; SecondRun for "(second run)".
	Street    string
	SecondRun bool
	// Cards: the board's cards before the new ones and the new ones
	// (Board), the viewer's (YourHand), the shown ones (Shows), in "Ah"
	// form (ten "T").
	Before, Cards []string
	Seats         []Seat
	// Collected: the words after "with" ("Three of a Kind, 9's"), without
	// the combination.
	Description string
}

// The grammars of the entries' words (textgram's lexer). What is not
// words -- the quoted players, the hand's id and game, a collection's
// description, card lists -- is cut off by byte scans before a grammar
// reads the rest. The lexer skips blanks, so each grammar embeds laid,
// whose tokens written checks against the text's layout; amount checks
// that a Num is PokerNow's plain amount.
type (
	// laid keeps the tokens a grammar read (participle fills Tokens).
	laid struct {
		Tokens []lexer.Token
	}
	startHead struct {
		Number string `parser:"'-' '-' 'starting' 'hand' '#' @Num"`
		laid
	}
	endLine struct {
		Number string `parser:"'-' '-' 'ending' 'hand' '#' @Num '-' '-'"`
		laid
	}
	seatNumber struct {
		N string `parser:"'#' @Num"`
		laid
	}
	seatStack struct {
		Stack string `parser:"'(' @Num ')'"`
		laid
	}
	uncalledHead struct {
		Amount string `parser:"'Uncalled' 'bet' 'of' @Num 'returned' 'to'"`
		laid
	}
	post struct {
		Blind  []string `parser:"'posts' 'a' @('small' 'blind' | 'big' 'blind' | 'straddle' | 'missing' 'small' 'blind' | 'missed' 'big' 'blind')"`
		Amount string   `parser:"'of' @Num"`
		AllIn  bool     `parser:"@('and' 'go' 'all' 'in')?"`
		laid
	}
	act struct {
		Verb   []string `parser:"@('calls' | 'bets' | 'raises' 'to')"`
		Amount string   `parser:"@Num"`
		AllIn  bool     `parser:"@('and' 'go' 'all' 'in')?"`
		laid
	}
	collectHead struct {
		Amount string `parser:"'collected' @Num 'from' 'pot'"`
		laid
	}
	boardHead struct {
		Street    string `parser:"@('Flop' | 'Turn' | 'River')"`
		SecondRun bool   `parser:"@('(' 'second' 'run' ')')?"`
		laid
	}
)

var (
	pStartHead    = textgram.Before[startHead]()
	pEnd          = textgram.Before[endLine]()
	pSeatNumber   = textgram.Before[seatNumber]()
	pSeatStack    = textgram.Before[seatStack]()
	pUncalledHead = textgram.Before[uncalledHead]()
	pPost         = textgram.Before[post]()
	pAct          = textgram.Before[act]()
	pCollectHead  = textgram.Before[collectHead]()
	pBoardHead    = textgram.Before[boardHead]()
)

func (l *laid) tokens() []lexer.Token { return l.Tokens }

// laidOut is a pointer to a grammar that embeds laid.
type laidOut[T any] interface {
	*T
	tokens() []lexer.Token
}

// readAs reads text whole with p and checks that it is written as
// PokerNow writes it (written, through the tokens the grammar's laid
// kept); nil when it is not.
func readAs[T any, P laidOut[T]](p *participle.Parser[T], text string) *T {
	g, err := p.ParseString("", text)
	if err != nil || !written(text, P(g).tokens()) {
		return nil
	}
	return g
}

// written reports whether text is toks as PokerNow writes them: one blank
// between two tokens, none after "(" or "#", before ")" or ":", or between
// the dashes of "--"; none before or after.
func written(text string, toks []lexer.Token) bool {
	i := 0
	for n, t := range toks {
		if n > 0 && spaced(toks[n-1].Value, t.Value) {
			if i >= len(text) || text[i] != ' ' {
				return false
			}
			i++
		}
		if !strings.HasPrefix(text[i:], t.Value) {
			return false
		}
		i += len(t.Value)
	}
	return i == len(text)
}

// spaced reports whether PokerNow writes a blank between tokens a and b.
func spaced(a, b string) bool {
	return a != "(" && a != "#" && b != ")" && b != ":" && (a != "-" || b != "-")
}

// amount reports PokerNow's amount: digits, with a point and digits
// after it ("1550.25"; no thousands commas, no currency).
func amount(s string) bool {
	whole, frac, point := strings.Cut(s, ".")
	return scan.Digits(whole) && (!point || scan.Digits(frac))
}

// isBlank reports a byte of RE2's \s: what PokerNow may write around a
// game's name and between a street's colon and its cards.
func isBlank(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'
}

// trimBlanks trims isBlank bytes off both ends of s.
func trimBlanks(s string) string {
	for s != "" && isBlank(s[0]) {
		s = s[1:]
	}
	for s != "" && isBlank(s[len(s)-1]) {
		s = s[:len(s)-1]
	}
	return s
}

// isPlayer reports a player as PokerNow quotes it, "NAME @ ID": a name
// and " @ " then an id of no blank or quote, on one line.
func isPlayer(p string) bool {
	i := strings.LastIndex(p, " @ ")
	if i < 1 || strings.IndexByte(p, '\n') >= 0 {
		return false
	}
	id := p[i+3:]
	return id != "" && !strings.ContainsAny(id, "\" \t\n\f\r")
}

// cutPlayer cuts the quoted player off the front of an entry, `"NAME @
// ID" REST`: the player and REST (not empty). A name may hold quotes and
// blanks, so the player ends at the last `" ` that leaves a player
// before it; the entry is one line.
func cutPlayer(s string) (player, rest string, ok bool) {
	if !strings.HasPrefix(s, `"`) || strings.IndexByte(s, '\n') >= 0 {
		return "", "", false
	}
	for end := len(s) - 2; end > 0; end-- {
		if s[end] == '"' && s[end+1] == ' ' && end+2 < len(s) && isPlayer(s[1:end]) {
			return s[1:end], s[end+2:], true
		}
	}
	return "", "", false
}

// logPrefixes start the log's entries about the table rather than a hand.
var logPrefixes = [...]string{`The player "`, "The admin ", "The game's "}

// ErrUnknown is the error of an entry no grammar reads.
var ErrUnknown = errors.New("no PokerNow entry of this shape")

// Read reads one entry; an entry of no known shape is ErrUnknown (with
// Kind Unknown), a known shape with a bad card list an error naming it.
func Read(s string) (Entry, error) {
	switch {
	case strings.HasPrefix(s, "-- starting hand #"):
		return readStart(s)
	case strings.HasPrefix(s, "-- ending hand #"):
		g := readAs(pEnd, s)
		if g == nil || !scan.Digits(g.Number) {
			return Entry{}, ErrUnknown
		}
		return Entry{Kind: End, Number: g.Number}, nil
	case strings.HasPrefix(s, "Player stacks: "):
		return readStacks(strings.TrimPrefix(s, "Player stacks: "))
	case strings.HasPrefix(s, "Your hand is "):
		cs, err := Cards(strings.TrimPrefix(s, "Your hand is "))
		return Entry{Kind: YourHand, Cards: cs}, err
	case strings.HasPrefix(s, "Uncalled bet of "):
		return readUncalled(s)
	case strings.HasPrefix(s, `"`):
		return readPlayer(s)
	}
	for _, p := range logPrefixes {
		if strings.HasPrefix(s, p) {
			return Entry{Kind: Log}, nil
		}
	}
	return readBoard(s)
}

// readStart reads `-- starting hand #45 (id: jdvfp6zclmiu)  (No Limit
// Texas Hold'em) (dealer: "Ben @ mqFmNcpiVb") --`: the grammar reads the
// words to the number; the id, the game (in parentheses or not) and the
// dealer (or "(dead button)") are cut by a byte scan.
func readStart(s string) (Entry, error) {
	k := strings.IndexByte(s, ')')
	i := strings.Index(s, " (id: ")
	if k < 0 || i < 0 || i > k {
		return Entry{}, ErrUnknown
	}
	h := readAs(pStartHead, s[:i])
	id := s[i+len(" (id: ") : k]
	if h == nil || !scan.Digits(h.Number) || id == "" || strings.ContainsAny(id, "( \t\n\f\r") {
		return Entry{}, ErrUnknown
	}
	e := Entry{Kind: Start, Number: h.Number, ID: id}
	body := s[k+1:]
	trimmed := strings.TrimLeft(body, " \t\n\f\r")
	w := len(body) - len(trimmed)
	if w == 0 {
		return Entry{}, ErrUnknown
	}
	if game, tail, ok := cutGame(trimmed); ok && readDealer(&e, tail) {
		e.Game = game
		return e, nil
	}
	// The pattern PokerNow's entries were first read with took one blank
	// of three or more for the game when no game reads; kept so.
	if w >= 3 && strings.HasPrefix(trimmed, "(") && readDealer(&e, trimmed) {
		e.Game = body[w-2 : w-1]
		return e, nil
	}
	return Entry{}, ErrUnknown
}

// cutGame cuts the game off the front of the start entry's body after
// the id (blanks trimmed): "(No Limit Texas Hold'em) " or "No Limit
// Texas Hold'em ", a text of no parentheses, then blanks. tail is what
// follows the blanks.
func cutGame(body string) (game, tail string, ok bool) {
	if inner, paren := strings.CutPrefix(body, "("); paren {
		game, after, closed := strings.Cut(inner, ")")
		if !closed || game == "" || strings.IndexByte(game, '(') >= 0 || after == "" || !isBlank(after[0]) {
			return "", "", false
		}
		return game, strings.TrimLeft(after, " \t\n\f\r"), true
	}
	p := strings.IndexByte(body, '(')
	if p < 1 || strings.IndexByte(body[:p], ')') >= 0 || !isBlank(body[p-1]) {
		return "", "", false
	}
	return trimBlanks(body[:p]), body[p:], true
}

// readDealer reads the start entry's end, `(dealer: "Ben @ m") --` or
// "(dead button) --", into e.
func readDealer(e *Entry, tail string) bool {
	if tail == "(dead button) --" {
		e.DeadButton = true
		return true
	}
	d, ok := strings.CutPrefix(tail, `(dealer: "`)
	if d, shut := strings.CutSuffix(d, `") --`); ok && shut && isPlayer(d) {
		e.Dealer = d
		return true
	}
	return false
}

// readStacks reads the seats of "Player stacks: #1 "Ben @ m" (2000) | #3
// ...": each seat's number and stack by grammars, its quoted player cut
// between them.
func readStacks(list string) (Entry, error) {
	e := Entry{Kind: Stacks}
	for _, part := range strings.Split(list, " | ") {
		part = strings.TrimSpace(part)
		open := strings.Index(part, ` "`)
		shut := strings.LastIndex(part, `" (`)
		if open < 0 || shut <= open+1 {
			return Entry{}, ErrUnknown
		}
		no := readAs(pSeatNumber, part[:open])
		st := readAs(pSeatStack, part[shut+2:])
		name := part[open+2 : shut]
		if no == nil || st == nil || !scan.Digits(no.N) || !amount(st.Stack) || !isPlayer(name) {
			return Entry{}, ErrUnknown
		}
		n, err := strconv.Atoi(no.N)
		if err != nil {
			return Entry{}, ErrUnknown
		}
		e.Seats = append(e.Seats, Seat{Number: n, Player: name, Stack: st.Stack})
	}
	return e, nil
}

// readUncalled reads `Uncalled bet of 100 returned to "Ben @ m"`.
func readUncalled(s string) (Entry, error) {
	i := strings.Index(s, ` "`)
	if i < 0 || len(s) < i+3 || s[len(s)-1] != '"' {
		return Entry{}, ErrUnknown
	}
	h := readAs(pUncalledHead, s[:i])
	p := s[i+2 : len(s)-1]
	if h == nil || !amount(h.Amount) || !isPlayer(p) {
		return Entry{}, ErrUnknown
	}
	return Entry{Kind: Uncalled, Amount: h.Amount, Player: p}, nil
}

// readBoard reads "Flop:  [5♣, J♦, 4♣]", "Turn: 5♣, J♦, 4♣ [3♦]",
// "River (second run): ... [10♠]": the street by a grammar, the cards
// before and in brackets cut by a byte scan.
func readBoard(s string) (Entry, error) {
	colon := strings.IndexByte(s, ':')
	open := strings.LastIndexByte(s, '[')
	if colon < 0 || open < colon+2 || !strings.HasSuffix(s, "]") || !isBlank(s[colon+1]) {
		return Entry{}, ErrUnknown
	}
	h := readAs(pBoardHead, s[:colon])
	before, cards := trimBlanks(s[colon+1:open]), s[open+1:len(s)-1]
	if h == nil || cards == "" || strings.IndexByte(cards, ']') >= 0 || strings.IndexByte(before, '\n') >= 0 {
		return Entry{}, ErrUnknown
	}
	e := Entry{Kind: Board, Street: h.Street, SecondRun: h.SecondRun}
	var err error
	if strings.TrimSpace(before) != "" {
		if e.Before, err = Cards(before); err != nil {
			return e, err
		}
	}
	e.Cards, err = Cards(cards)
	return e, err
}

// readPlayer reads an entry that starts with a quoted player: the player
// cut off (cutPlayer), then the verb's grammar.
func readPlayer(s string) (Entry, error) {
	p, rest, ok := cutPlayer(s)
	if !ok {
		return Entry{}, ErrUnknown
	}
	e := Entry{Player: p}
	switch {
	case rest == "folds":
		e.Kind = Fold
		return e, nil
	case rest == "checks":
		e.Kind = Check
		return e, nil
	case strings.HasPrefix(rest, "posts "):
		if g := readAs(pPost, rest); g != nil && amount(g.Amount) {
			e.Kind, e.Blind, e.Amount, e.AllIn = Post, strings.Join(g.Blind, " "), g.Amount, g.AllIn
			return e, nil
		}
	case strings.HasPrefix(rest, "collected "):
		return readCollected(e, rest)
	case strings.HasPrefix(rest, "shows a "):
		cards, ok := strings.CutSuffix(strings.TrimPrefix(rest, "shows a "), ".")
		if !ok || cards == "" {
			return Entry{}, ErrUnknown
		}
		e.Kind = Shows
		var err error
		e.Cards, err = Cards(cards)
		return e, err
	default:
		if g := readAs(pAct, rest); g != nil && amount(g.Amount) {
			e.Kind = map[string]Kind{"calls": Call, "bets": Bet, "raises to": Raise}[strings.Join(g.Verb, " ")]
			e.Amount, e.AllIn = g.Amount, g.AllIn
			return e, nil
		}
	}
	return Entry{}, ErrUnknown
}

// readCollected reads "collected 1870 from pot" and "collected 1870
// from pot with Three of a Kind, 9's (combination: 9♥, 9♣, 9♠, J♦, 5♣)":
// the grammar reads the words to "pot"; the description after " with " is
// free text, its combination cut off by a byte scan.
func readCollected(e Entry, rest string) (Entry, error) {
	i := strings.Index(rest, " from pot")
	if i < 0 {
		return Entry{}, ErrUnknown
	}
	head, tail := rest[:i+len(" from pot")], rest[i+len(" from pot"):]
	h := readAs(pCollectHead, head)
	if h == nil || !amount(h.Amount) {
		return Entry{}, ErrUnknown
	}
	e.Kind, e.Amount = Collected, h.Amount
	if tail == "" {
		return e, nil
	}
	desc, ok := strings.CutPrefix(tail, " with ")
	if !ok || desc == "" {
		return Entry{}, ErrUnknown
	}
	if c := strings.LastIndex(desc, " (combination: "); c >= 1 && strings.HasSuffix(desc, ")") {
		if combo := desc[c+len(" (combination: ") : len(desc)-1]; combo != "" && !strings.ContainsAny(combo, "()") {
			desc = desc[:c]
		}
	}
	e.Description = desc
	return e, nil
}

// suits are PokerNow's suit symbols and the letters hhcheck writes.
var suits = map[string]byte{"♠": 's', "♥": 'h', "♦": 'd', "♣": 'c'}

// Cards reads a list of cards "9♥, 10♣" into "9h", "Tc".
func Cards(s string) ([]string, error) {
	var out []string
	for _, c := range strings.Split(s, ",") {
		c = strings.TrimSpace(c)
		card, ok := card(c)
		if !ok {
			return nil, fmt.Errorf("card %q", c)
		}
		out = append(out, card)
	}
	return out, nil
}

// card converts one card.
func card(c string) (string, bool) {
	for sym, letter := range suits {
		rank, ok := strings.CutSuffix(c, sym)
		if !ok {
			continue
		}
		switch rank {
		case "10":
			rank = "T"
		case "2", "3", "4", "5", "6", "7", "8", "9", "J", "Q", "K", "A":
		default:
			return "", false
		}
		return rank + string(letter), true
	}
	return "", false
}
