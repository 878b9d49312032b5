// Package pokernow reads PokerNow (pokernow.club) game logs: the CSV file
// the site exports, header row "entry,at,order", one row per log entry
// (newest first as the site writes it, oldest first works too), and the
// entries' text, each read by one pattern of the shapes below into an
// Entry. The entries are short English sentences whose only structure is
// a quoted player ("NAME @ ID"), amounts and card lists, so each kind is
// one anchored regular expression, not a participle grammar. It knows no
// poker: parse/pokernow.go maps a hand's entries.
package pokernow

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
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

const (
	player = `"(.+ @ [^"\s]+)"`
	amount = `(\d+(?:\.\d+)?)`
	allIn  = `( and go all in)?`
)

var (
	reStart    = regexp.MustCompile(`^-- starting hand #(\d+) \(id: ([^()\s]+)\)\s+(?:\(([^()]+)\)|([^()]+?))\s+\((?:dealer: "(.+ @ [^"\s]+)"|(dead button))\) --$`)
	reEnd      = regexp.MustCompile(`^-- ending hand #(\d+) --$`)
	reStackSep = regexp.MustCompile(`^#(\d+) "(.+ @ [^"\s]+)" \(` + amount + `\)$`)
	rePlayer   = regexp.MustCompile(`^` + player + ` (.+)$`)
	rePost     = regexp.MustCompile(`^posts a (small blind|big blind|straddle|missing small blind|missed big blind) of ` + amount + allIn + `$`)
	reAct      = regexp.MustCompile(`^(calls|bets|raises to) ` + amount + allIn + `$`)
	reShows    = regexp.MustCompile(`^shows a (.+)\.$`)
	reCollect  = regexp.MustCompile(`^collected ` + amount + ` from pot(?: with (.+?)(?: \(combination: [^()]+\))?)?$`)
	reBoard    = regexp.MustCompile(`^(Flop|Turn|River)( \(second run\))?:\s+(.*?)\s*\[([^\[\]]+)\]$`)
	reUncalled = regexp.MustCompile(`^Uncalled bet of ` + amount + ` returned to ` + player + `$`)
)

// logPrefixes start the log's entries about the table rather than a hand.
var logPrefixes = [...]string{`The player "`, "The admin ", "The game's "}

// ErrUnknown is the error of an entry no pattern reads.
var ErrUnknown = errors.New("no PokerNow entry of this shape")

// Read reads one entry; an entry of no known shape is ErrUnknown (with
// Kind Unknown), a known shape with a bad card list an error naming it.
func Read(s string) (Entry, error) {
	var e Entry
	switch {
	case strings.HasPrefix(s, "-- starting hand #"):
		m := reStart.FindStringSubmatch(s)
		if m == nil {
			return e, ErrUnknown
		}
		e = Entry{Kind: Start, Number: m[1], ID: m[2], Game: m[3] + m[4], Dealer: m[5], DeadButton: m[6] != ""}
		return e, nil
	case strings.HasPrefix(s, "-- ending hand #"):
		m := reEnd.FindStringSubmatch(s)
		if m == nil {
			return e, ErrUnknown
		}
		return Entry{Kind: End, Number: m[1]}, nil
	case strings.HasPrefix(s, "Player stacks: "):
		e.Kind = Stacks
		for _, part := range strings.Split(strings.TrimPrefix(s, "Player stacks: "), " | ") {
			m := reStackSep.FindStringSubmatch(strings.TrimSpace(part))
			if m == nil {
				return Entry{}, ErrUnknown
			}
			n, err := strconv.Atoi(m[1])
			if err != nil {
				return Entry{}, ErrUnknown
			}
			e.Seats = append(e.Seats, Seat{Number: n, Player: m[2], Stack: m[3]})
		}
		return e, nil
	case strings.HasPrefix(s, "Your hand is "):
		cs, err := Cards(strings.TrimPrefix(s, "Your hand is "))
		return Entry{Kind: YourHand, Cards: cs}, err
	case strings.HasPrefix(s, "Uncalled bet of "):
		m := reUncalled.FindStringSubmatch(s)
		if m == nil {
			return e, ErrUnknown
		}
		return Entry{Kind: Uncalled, Amount: m[1], Player: m[2]}, nil
	case strings.HasPrefix(s, `"`):
		return readPlayer(s)
	}
	for _, p := range logPrefixes {
		if strings.HasPrefix(s, p) {
			return Entry{Kind: Log}, nil
		}
	}
	if m := reBoard.FindStringSubmatch(s); m != nil {
		e = Entry{Kind: Board, Street: m[1], SecondRun: m[2] != ""}
		var err error
		if strings.TrimSpace(m[3]) != "" {
			if e.Before, err = Cards(m[3]); err != nil {
				return e, err
			}
		}
		e.Cards, err = Cards(m[4])
		return e, err
	}
	return e, ErrUnknown
}

// readPlayer reads an entry that starts with a quoted player.
func readPlayer(s string) (Entry, error) {
	m := rePlayer.FindStringSubmatch(s)
	if m == nil {
		return Entry{}, ErrUnknown
	}
	e := Entry{Player: m[1]}
	rest := m[2]
	switch rest {
	case "folds":
		e.Kind = Fold
		return e, nil
	case "checks":
		e.Kind = Check
		return e, nil
	}
	if m := rePost.FindStringSubmatch(rest); m != nil {
		e.Kind, e.Blind, e.Amount, e.AllIn = Post, m[1], m[2], m[3] != ""
		return e, nil
	}
	if m := reAct.FindStringSubmatch(rest); m != nil {
		e.Kind = map[string]Kind{"calls": Call, "bets": Bet, "raises to": Raise}[m[1]]
		e.Amount, e.AllIn = m[2], m[3] != ""
		return e, nil
	}
	if m := reCollect.FindStringSubmatch(rest); m != nil {
		e.Kind, e.Amount, e.Description = Collected, m[1], m[2]
		return e, nil
	}
	if m := reShows.FindStringSubmatch(rest); m != nil {
		e.Kind = Shows
		var err error
		e.Cards, err = Cards(m[1])
		return e, err
	}
	return Entry{}, ErrUnknown
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
