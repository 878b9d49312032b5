package settle

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
)

// Input is one case as read, before decoding: where it stands in the input
// and its JSON text. Err is set when the text is not valid JSON.
type Input struct {
	Index int // 1-based position of the case in the input
	Line  int // line where the case starts
	Raw   []byte
	Err   error
}

// CaseError is a rejected case: which case, where, and which field.
type CaseError struct {
	Source string // the file name ("-" for standard input); may be empty
	Case   int    // 1-based position of the case in the input
	Line   int    // line where the case starts; 0 when unknown
	ID     string // the case's "id", when it gave one
	// Field is the JSON path of the faulty field, e.g. "players[2].cards[1]";
	// empty when the case as a whole is at fault (not JSON, not an object).
	Field string
	Msg   string
}

func (e *CaseError) Error() string {
	var b strings.Builder
	if e.Source != "" {
		b.WriteString(e.Source)
		if e.Line > 0 {
			b.WriteString(":" + strconv.Itoa(e.Line))
		}
		b.WriteString(": ")
	}
	b.WriteString("case " + strconv.Itoa(e.Case))
	if e.ID != "" {
		b.WriteString(" (id " + strconv.Quote(e.ID) + ")")
	}
	if e.Field != "" {
		b.WriteString(": " + e.Field)
	}
	b.WriteString(": " + e.Msg)
	return b.String()
}

// maxPlayers bounds the players of a case: far above any table, low
// enough that sums of amounts cannot overflow.
const maxPlayers = 64

// maxAmount bounds one amount: 2^53 − 1, the largest integer every JSON
// reader keeps exact.
const maxAmount = 1<<53 - 1

// ReadInputs splits r into cases. The input is one JSON object, a JSON
// array of objects, or JSON Lines (one object per line; blank lines are
// skipped). In JSON Lines a line that is not valid JSON is an Input with
// Err set and the other lines are still read. The error is an I/O error.
func ReadInputs(r io.Reader) ([]Input, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	trimmed := bytes.TrimSpace(data)
	if len(trimmed) == 0 {
		return nil, nil
	}
	start := len(data) - len(bytes.TrimLeft(data, " \t\r\n"))
	if json.Valid(data) {
		if trimmed[0] == '[' {
			return readArray(data)
		}
		return []Input{{Index: 1, Line: lineAt(data, start), Raw: trimmed}}, nil
	}
	// JSON Lines
	var out []Input
	valid := 0
	lines := bytes.Split(data, []byte("\n"))
	for i, ln := range lines {
		ln = bytes.TrimSpace(ln)
		if len(ln) == 0 {
			continue
		}
		in := Input{Index: len(out) + 1, Line: i + 1, Raw: ln}
		if err := syntaxError(ln); err != nil {
			in.Err = err
		} else {
			valid++
		}
		out = append(out, in)
	}
	if valid == 0 && len(out) > 1 {
		// no line stands on its own: one document spread over lines with
		// an error in it; say where
		return []Input{{Index: 1, Line: lineAt(data, start), Raw: trimmed, Err: documentError(data)}}, nil
	}
	return out, nil
}

// readArray reads a JSON array of cases, each with the line it starts on.
func readArray(data []byte) ([]Input, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	if _, err := dec.Token(); err != nil { // '['
		return nil, err
	}
	var out []Input
	// lines are counted from the previous case on, not from the start:
	// a whole-array count per case made 300k cases quadratic (issue 11)
	line, counted := 1, 0
	for dec.More() {
		var raw json.RawMessage
		off := dec.InputOffset()
		if err := dec.Decode(&raw); err != nil {
			return nil, err // cannot happen: data is valid JSON
		}
		// InputOffset stands before the separating comma and spaces
		rest := data[off:]
		at := int(off) + len(rest) - len(bytes.TrimLeft(rest, " \t\r\n,"))
		line += bytes.Count(data[counted:at], []byte("\n"))
		counted = at
		out = append(out, Input{Index: len(out) + 1, Line: line, Raw: raw})
	}
	return out, nil
}

func lineAt(data []byte, off int) int {
	return 1 + bytes.Count(data[:min(off, len(data))], []byte("\n"))
}

func syntaxError(b []byte) error {
	var v any
	err := json.Unmarshal(b, &v)
	if err == nil {
		return nil
	}
	return fmt.Errorf("not valid JSON: %s", strings.TrimPrefix(err.Error(), "json: "))
}

// documentError describes the syntax error of a multi-line document with
// its line.
func documentError(data []byte) error {
	var v any
	dec := json.NewDecoder(bytes.NewReader(data))
	for {
		err := dec.Decode(&v)
		if err == io.EOF {
			return errors.New("not valid JSON")
		}
		if err != nil {
			var se *json.SyntaxError
			if errors.As(err, &se) {
				return fmt.Errorf("not valid JSON at line %d: %s", lineAt(data, int(se.Offset)), strings.TrimPrefix(se.Error(), "json: "))
			}
			return fmt.Errorf("not valid JSON: %s", strings.TrimPrefix(err.Error(), "json: "))
		}
	}
}

// Case is one showdown to settle, decoded. Players are in the order given;
// Settle sorts its answer by seat.
type Case struct {
	Index int    // 1-based position in the input
	Line  int    // line where the case starts (0 when built in code)
	ID    string // optional name of the case
	Game  hand.GameType
	// Button is the button's seat number; 0 in stud games (no button).
	Button int
	Board  []cards.Card
	// Runs are the boards of a board run two or three times (then Board
	// is empty): each the whole board of its run, the cards dealt before
	// the all-in repeated in every run.
	Runs    [][]cards.Card
	Players []Player
	Profile rules.Profile
	// OddChip is a site's odd-chip habit (hand.OddChipHabits), read
	// only with the "site" profile (RULES D7).
	OddChip hand.OddChipHabit
}

// Player is one seat of a case.
type Player struct {
	Seat  int
	Name  string
	Cards []cards.Card
	// Contributed is everything the player put in, uncalled part
	// included; Dead is the part of it that was dead money (antes, dead
	// blinds).
	Contributed hand.Money
	Dead        hand.Money
	Folded      bool
}

// wireCase and wirePlayer are the JSON form. Numbers stay json.Number so
// that a fraction or an exponent is refused, not rounded.
type wireCase struct {
	ID      string              `json:"id"`
	Game    *string             `json:"game"`
	Button  *number             `json:"button"`
	Board   []json.RawMessage   `json:"board"`
	Boards  [][]json.RawMessage `json:"boards"`
	Players []json.RawMessage   `json:"players"`
	Profile *string             `json:"profile"`
	OddChip *string             `json:"odd_chip"`
}

type wirePlayer struct {
	Seat        *number           `json:"seat"`
	Name        string            `json:"name"`
	Cards       []json.RawMessage `json:"cards"`
	Contributed *number           `json:"contributed"`
	Dead        *number           `json:"dead"`
	Folded      *bool             `json:"folded"`
}

// number is an integer field as written. Unlike json.Number it refuses a
// quoted number.
type number string

func (n *number) UnmarshalJSON(b []byte) error {
	if len(b) > 0 && (b[0] == '"' || b[0] == '{' || b[0] == '[' || b[0] == 't' || b[0] == 'f') {
		return &json.UnmarshalTypeError{Value: jsonKind(b[0]), Type: reflect.TypeFor[number]()}
	}
	if string(b) == "null" {
		return nil
	}
	*n = number(b)
	return nil
}

func jsonKind(c byte) string {
	switch c {
	case '"':
		return "string"
	case '{':
		return "object"
	case '[':
		return "array"
	}
	return "bool"
}

// Decode turns one input into a Case: the JSON shape, the types, card
// texts, amounts as non-negative integers, known game and profile. The
// rules of the game (card counts, duplicates, the board) are Settle's
// checks. A rejected case gives a *CaseError.
func Decode(in Input) (*Case, error) {
	fail := func(id, field, format string, args ...any) error {
		return &CaseError{Case: in.Index, Line: in.Line, ID: id, Field: field, Msg: fmt.Sprintf(format, args...)}
	}
	if in.Err != nil {
		return nil, fail("", "", "%v", in.Err)
	}
	raw := bytes.TrimSpace(in.Raw)
	if len(raw) == 0 || raw[0] != '{' {
		return nil, fail("", "", "a case must be a JSON object")
	}
	var w wireCase
	if err := strictUnmarshal(raw, &w); err != nil {
		// the id, if readable, names the case
		var probe struct {
			ID string `json:"id"`
		}
		_ = json.Unmarshal(raw, &probe)
		field, msg := jsonFieldError(err)
		return nil, fail(probe.ID, field, "%s", msg)
	}
	c := &Case{Index: in.Index, Line: in.Line, ID: w.ID}
	if w.Game == nil {
		return nil, fail(c.ID, "game", "missing (one of: %s)", strings.Join(GameNames(), ", "))
	}
	g, ok := hand.GameByName(*w.Game)
	if !ok {
		return nil, fail(c.ID, "game", "unknown game %q (one of: %s)", *w.Game, strings.Join(GameNames(), ", "))
	}
	c.Game = g
	prof := "standard"
	if w.Profile != nil {
		prof = *w.Profile
	}
	p, err := rules.ByName(prof)
	if err != nil {
		return nil, fail(c.ID, "profile", "%v", err)
	}
	c.Profile = p
	switch {
	case w.OddChip != nil && p.OddChips != rules.OddChipSite:
		return nil, fail(c.ID, "odd_chip", "a site's odd-chip habit is read only with profile \"site\" (RULES D7)")
	case w.OddChip == nil && p.OddChips == rules.OddChipSite:
		return nil, fail(c.ID, "odd_chip", "profile \"site\" needs the site's odd-chip habit, one of %s (RULES D7)", hand.HabitList())
	case w.OddChip != nil:
		h, err := hand.ParseOddChipHabit(*w.OddChip)
		if err != nil {
			return nil, fail(c.ID, "odd_chip", "%v", err)
		}
		c.OddChip = h
	}
	if w.Button != nil {
		b, err := intField(*w.Button, 1)
		if err != nil {
			return nil, fail(c.ID, "button", "%v", err)
		}
		c.Button = int(b)
	}
	for j, rc := range w.Board {
		cd, err := cardField(rc)
		if err != nil {
			return nil, fail(c.ID, "board["+strconv.Itoa(j)+"]", "%v", err)
		}
		c.Board = append(c.Board, cd)
	}
	if w.Boards != nil {
		if w.Board != nil {
			return nil, fail(c.ID, "boards", "give board or boards, not both")
		}
		if n := len(w.Boards); n < 2 || n > 3 {
			return nil, fail(c.ID, "boards", "%d boards; a board is run two or three times (one board: use board)", n)
		}
		for r, rb := range w.Boards {
			var run []cards.Card
			for j, rc := range rb {
				cd, err := cardField(rc)
				if err != nil {
					return nil, fail(c.ID, "boards["+strconv.Itoa(r)+"]["+strconv.Itoa(j)+"]", "%v", err)
				}
				run = append(run, cd)
			}
			c.Runs = append(c.Runs, run)
		}
	}
	if w.Players == nil {
		return nil, fail(c.ID, "players", "missing")
	}
	if len(w.Players) > maxPlayers {
		return nil, fail(c.ID, "players", "%d players; at most %d", len(w.Players), maxPlayers)
	}
	for i, rp := range w.Players {
		pf := "players[" + strconv.Itoa(i) + "]"
		var wp wirePlayer
		if err := strictUnmarshal(rp, &wp); err != nil {
			field, msg := jsonFieldError(err)
			if field != "" {
				field = pf + "." + field
			} else {
				field = pf
			}
			return nil, fail(c.ID, field, "%s", msg)
		}
		var pl Player
		if wp.Seat == nil {
			return nil, fail(c.ID, pf+".seat", "missing")
		}
		s, err := intField(*wp.Seat, 1)
		if err != nil {
			return nil, fail(c.ID, pf+".seat", "%v", err)
		}
		pl.Seat = int(s)
		pl.Name = wp.Name
		if wp.Contributed == nil {
			return nil, fail(c.ID, pf+".contributed", "missing (what the player put in, in the smallest unit, uncalled part included)")
		}
		v, err := intField(*wp.Contributed, 0)
		if err != nil {
			return nil, fail(c.ID, pf+".contributed", "%v", err)
		}
		pl.Contributed = hand.Money(v)
		if wp.Dead != nil {
			d, err := intField(*wp.Dead, 0)
			if err != nil {
				return nil, fail(c.ID, pf+".dead", "%v", err)
			}
			if hand.Money(d) > pl.Contributed {
				return nil, fail(c.ID, pf+".dead", "%d of dead money is more than the %d contributed", d, pl.Contributed)
			}
			pl.Dead = hand.Money(d)
		}
		if wp.Folded != nil {
			pl.Folded = *wp.Folded
		}
		for j, rc := range wp.Cards {
			cd, err := cardField(rc)
			if err != nil {
				return nil, fail(c.ID, pf+".cards["+strconv.Itoa(j)+"]", "%v", err)
			}
			pl.Cards = append(pl.Cards, cd)
		}
		c.Players = append(c.Players, pl)
	}
	return c, nil
}

// GameNames lists the game names a case may give, in the game table's
// order.
func GameNames() []string {
	var out []string
	for i := range hand.Games {
		if g := hand.GameType(i); g != hand.UnknownGame {
			out = append(out, g.Spec().Name)
		}
	}
	return out
}

func strictUnmarshal(b []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	dec.UseNumber()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if dec.More() {
		return errors.New("json: more than one value")
	}
	return nil
}

// jsonFieldError turns a decoding error into the faulty field and a
// message.
func jsonFieldError(err error) (field, msg string) {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		want := te.Type.String()
		switch {
		case strings.Contains(want, "number"):
			want = "an integer"
		case strings.Contains(want, "RawMessage"), strings.HasPrefix(want, "[]"):
			want = "a list"
		case want == "*string" || want == "string":
			want = "a string"
		case want == "*bool" || want == "bool":
			want = "true or false"
		}
		return te.Field, fmt.Sprintf("is a JSON %s; want %s", te.Value, want)
	}
	s := strings.TrimPrefix(err.Error(), "json: ")
	if name, ok := strings.CutPrefix(s, "unknown field "); ok {
		if n, err := strconv.Unquote(name); err == nil {
			return n, "unknown field"
		}
	}
	return "", s
}

// intField reads an integer amount or seat, at least lo.
func intField(n number, lo int64) (int64, error) {
	v, err := strconv.ParseInt(string(n), 10, 64)
	if err != nil {
		return 0, fmt.Errorf("%s is not an integer (amounts are integers in the smallest unit)", n)
	}
	if v < lo {
		if lo == 0 {
			return 0, fmt.Errorf("negative amount %d", v)
		}
		return 0, fmt.Errorf("%d is below %d", v, lo)
	}
	if v > maxAmount {
		return 0, fmt.Errorf("%d is above the largest amount accepted, %d", v, int64(maxAmount))
	}
	return v, nil
}

func cardField(raw json.RawMessage) (cards.Card, error) {
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		return 0, fmt.Errorf("a card is a string such as \"Ah\" or \"Td\", not %s", raw)
	}
	return cards.Parse(s)
}
