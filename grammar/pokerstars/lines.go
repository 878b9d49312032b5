package pokerstars

import (
	"fmt"
	"strings"

	"github.com/alecthomas/participle/v2"
	"github.com/hhcheck/hhcheck/grammar/scan"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// CardGroup is one bracketed list of cards, "[Ah Kd]".
type CardGroup = textgram.CardGroup

// Street is "*** FLOP *** [Ks 4c 8c]" and friends: the street's name as
// words ("FIRST", "FLOP"; "PRE", "-", "FLOP") and the card groups after it.
type Street struct {
	Name   []string    `parser:"'*' '*' '*' @(~'*')+ '*' '*' '*'"`
	Groups []CardGroup `parser:"@@*"`
}

// Dealt is "Dealt to NAME [..] [..]"; the name is cut off by a byte scan.
type Dealt struct {
	Name   string
	Groups []CardGroup `parser:"@@+"`
}

// Uncalled is "Uncalled bet ($16) returned to NAME".
type Uncalled struct {
	Amount string `parser:"'Uncalled' 'bet' '(' @Num ')' 'returned' 'to'"`
	Name   string
}

// Board is "Board [..]" or "FIRST Board [..]" (Run is "FIRST", "SECOND").
type Board struct {
	Run   string
	Cards []string `parser:"'Board' '[' @Word* ']'"`
}

// PotPart is one "Main pot $2.35." or "Side pot-1 $0.88." of a total line.
type PotPart struct {
	Name   string `parser:"@Word 'pot'"`
	Number string `parser:"('-' @Num)?"`
	Amount string `parser:"@Num '.'?"`
}

// totalHead is the first segment: "Total pot $3.70 Main pot $2.35. Side pot-1 $0.88."
type totalHead struct {
	Total string    `parser:"'Total' 'pot' @Num"`
	Pots  []PotPart `parser:"@@*"`
}

// Fee is one "Rake $0.18" / "Jackpot $0.50" segment of a total line.
type Fee struct {
	Name   []string `parser:"@Word+"`
	Amount string   `parser:"@Num"`
}

// Total is the summary's "Total pot ... | Rake ... [| ...]" line.
type Total struct {
	Total string
	Pots  []PotPart
	Fees  []Fee // Rake first as written, then the others
}

// Seat is "Seat 3: NAME ($284.50 in chips)" with the optional bounty and
// the remarks after the parenthesis.
type Seat struct {
	Number     int
	Name       string
	Stack      string
	Bounty     string
	SittingOut bool   // " is sitting out"
	Remark     string // other text after the parenthesis ("out of hand (...)")
}

type seatStack struct {
	Stack string `parser:"'(' @Num 'in' 'chips' ')'"`
}
type seatBounty struct {
	Stack  string `parser:"'(' @Num 'in' 'chips' ','"`
	Bounty string `parser:"@Num 'bounty' ')'"`
}

// Table is "Table 'NAME' 6-max (Play Money) Seat #3 is the button".
type Table struct {
	Name      string
	MaxSeats  string `parser:"(@Num '-' 'max')?"`
	PlayMoney bool   `parser:"(@'(' 'Play' 'Money' ')')?"`
	Button    string `parser:"('Seat' '#' @Num 'is' 'the' 'button')?"`
}

var (
	pStreet     = textgram.Before[Street]()
	pDealt      = textgram.Before[Dealt]()
	pUncalled   = textgram.Before[Uncalled]()
	pBoard      = textgram.Before[Board]()
	pTotalHead  = textgram.Before[totalHead]()
	pFee        = textgram.Before[Fee]()
	pSeatStack  = textgram.Before[seatStack]()
	pSeatBounty = textgram.Before[seatBounty]()
	pTable      = textgram.Before[Table]()
)

// ParseStreet parses a "*** ... ***" line.
func ParseStreet(line string) (*Street, error) {
	return fastOr(line, fastStreet, pStreet, true)
}

// StreetName returns the words between "*** " and " ***" without a
// grammar (the cheap test used to pick what a street line means).
func StreetName(line string) string {
	if !strings.HasPrefix(line, "*** ") {
		return ""
	}
	rest := line[4:]
	i := strings.Index(rest, " ***")
	if i < 0 {
		return ""
	}
	return rest[:i]
}

// ParseDealt parses "Dealt to NAME [..] [..]" given the hand's seat names
// (longest first): the name is the longest seat name followed by " [".
func ParseDealt(line string, names []string) (*Dealt, int, error) {
	rest := line[len("Dealt to "):]
	name, idx, ok := scan.NameBefore(rest, names, " [")
	if !ok {
		return nil, -1, fmt.Errorf("no cards")
	}
	if UseFastPaths {
		if gs, ok := fastGroups(rest[len(name):]); ok {
			return &Dealt{Name: name, Groups: gs}, idx, nil
		}
	}
	d, err := pDealt.ParseString("", rest[len(name):], trailing)
	if err != nil {
		return nil, idx, err
	}
	d.Name = name
	return d, idx, nil
}

// ParseUncalled parses "Uncalled bet ($16) returned to NAME".
func ParseUncalled(line string) (*Uncalled, error) {
	const sep = ") returned to "
	i := strings.Index(line, sep)
	if i < 0 {
		return nil, fmt.Errorf("no %q", sep)
	}
	u, err := fastOr(line[:i+len(sep)], fastUncalled, pUncalled, true)
	if err != nil {
		return nil, err
	}
	u.Name = line[i+len(sep):]
	return u, nil
}

// ParseBoard parses "Board [..]" and "FIRST Board [..]".
func ParseBoard(line string) (*Board, error) {
	run := ""
	if i := strings.Index(line, " Board ["); i > 0 {
		run = line[:i]
		line = line[i+1:]
	}
	b, err := fastOr(line, fastBoard, pBoard, true)
	if err != nil {
		return nil, err
	}
	b.Run = run
	return b, nil
}

// ParseTotal parses the "Total pot" line; its " | " segments are cut by a
// byte scan and each parsed by its own grammar.
func ParseTotal(line string) (*Total, error) {
	seg := line
	rest := ""
	if i := strings.Index(line, " | "); i >= 0 {
		seg, rest = line[:i], line[i+3:]
	}
	h, err := fastOr(seg, fastTotalHead, pTotalHead, false)
	if err != nil {
		return nil, err
	}
	t := &Total{Total: h.Total, Pots: h.Pots}
	for rest != "" {
		seg = rest
		rest = ""
		if i := strings.Index(seg, " | "); i >= 0 {
			seg, rest = seg[:i], seg[i+3:]
		}
		seg = strings.TrimSpace(seg)
		if seg == "" {
			continue
		}
		f, err := fastOr(seg, fastFee, pFee, false)
		if err != nil {
			return nil, err
		}
		t.Fees = append(t.Fees, *f)
	}
	return t, nil
}

// ParseSeat parses a seat line of the hand's head. The name is everything
// between "Seat N: " and the last " (" before " in chips".
func ParseSeat(line string) (*Seat, error) {
	n, name, tail, err := SplitSeat(line)
	if err != nil {
		return nil, err
	}
	st, err := ParseSeatTail(tail)
	if err != nil {
		return nil, err
	}
	st.Number, st.Name = n, name
	return st, nil
}

// SplitSeat cuts a seat line into its number, the player's name and the
// tail from the stack's parenthesis on ("($50 in chips) is sitting out"),
// with byte scans only. The tail repeats from hand to hand (a player's
// stack is unchanged until he plays), so callers may memoise ParseSeatTail.
func SplitSeat(line string) (number int, name, tail string, err error) {
	n, rest, ok := SeatNumber(line)
	if !ok {
		return 0, "", "", fmt.Errorf("no seat number")
	}
	name, tail, err = SplitSeatAfter(rest)
	return n, name, tail, err
}

// SplitSeatAfter is SplitSeat of the text after "Seat N: " (SeatNumber's
// rest): a caller that read the number already does not read it again.
func SplitSeatAfter(rest string) (name, tail string, err error) {
	var j int
	// the common tail: no search (compared with the constant inline, as
	// the hot comparisons of the fast paths are: strings.HasSuffix's
	// comparison is a call of memequal)
	const q = " in chips)"
	if len(rest) >= len(q) && rest[len(rest)-len(q):] == q {
		j = len(rest) - len(q)
	} else {
		j = strings.LastIndex(rest, " in chips")
	}
	if j < 0 {
		return "", "", fmt.Errorf("no stack")
	}
	p := lastParen(rest[:j])
	if p <= 0 {
		return "", "", fmt.Errorf("no stack")
	}
	return rest[:p], rest[p+1:], nil
}

// lastParen is strings.LastIndex(s, " (") by a plain backward scan (the
// parenthesis is near the end).
func lastParen(s string) int {
	for i := len(s) - 1; i > 0; i-- {
		if s[i] == '(' && s[i-1] == ' ' {
			return i - 1
		}
	}
	return -1
}

// ParseSeatTail parses the tail of a seat line (see SplitSeat) with the
// stack grammar; Number and Name of the result are left empty.
func ParseSeatTail(tail string) (*Seat, error) {
	s := &Seat{}
	close := strings.LastIndex(tail, " in chips")
	if close < 0 {
		return nil, fmt.Errorf("no stack")
	}
	k := strings.IndexByte(tail[close:], ')')
	if k < 0 {
		return nil, fmt.Errorf("unclosed stack")
	}
	close += k
	paren, after := tail[:close+1], strings.TrimSpace(tail[close+1:])
	if strings.HasSuffix(paren, " bounty)") {
		b, err := pSeatBounty.ParseString("", paren)
		if err != nil {
			return nil, err
		}
		s.Stack, s.Bounty = b.Stack, b.Bounty
	} else {
		b, err := fastOr(paren, fastSeatStack, pSeatStack, false)
		if err != nil {
			return nil, err
		}
		s.Stack = b.Stack
	}
	if after == "is sitting out" {
		s.SittingOut = true
	} else {
		s.Remark = after
	}
	return s, nil
}

// ParseTable parses the "Table '...'" line; the name is everything between
// the first and the last quote.
func ParseTable(line string) (*Table, error) {
	rest := line[len("Table '"):]
	q := strings.LastIndexByte(rest, '\'')
	if q < 0 {
		return nil, fmt.Errorf("unclosed table name")
	}
	t, err := fastOr(rest[q+1:], fastTableTail, pTable, false)
	if err != nil {
		return nil, err
	}
	t.Name = rest[:q]
	return t, nil
}

// ReadTable is ParseTable into t, which it overwrites whole: a mapping
// that reads every hand's table line into the same Table allocates none
// for the canonical line. On an error t is left partly filled.
func ReadTable(t *Table, line string) error {
	*t = Table{}
	rest := line[len("Table '"):]
	q := strings.LastIndexByte(rest, '\'')
	if UseFastPaths && q >= 0 && readTableTail(t, rest[q+1:]) {
		t.Name = rest[:q]
		return nil
	}
	p, err := ParseTable(line)
	if err != nil {
		return err
	}
	*t = *p
	return nil
}

// fastOr reads s by the fast path fast when the fast paths are on and it
// answers, else by the grammar p (text may follow what it reads when
// trail: participle.AllowTrailing).
func fastOr[T any](s string, fast func(string) (*T, bool), p *participle.Parser[T], trail bool) (*T, error) {
	if UseFastPaths {
		if v, ok := fast(s); ok {
			return v, nil
		}
	}
	if trail {
		return p.ParseString("", s, trailing)
	}
	return p.ParseString("", s)
}
