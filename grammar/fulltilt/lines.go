package fulltilt

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/alecthomas/participle/v2"

	"github.com/hhcheck/hhcheck/grammar/pokerstars"
	"github.com/hhcheck/hhcheck/grammar/scan"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// Header is the first line of a hand, amounts and dates still as text.
type Header struct {
	HandID     string
	Table      string // "Vera", "1" (a tournament's table number)
	MaxSeats   int    // "(6 max)"; 2 for "(heads up)"; 0 when not written
	Tournament string // "243560420"; "" for cash
	Event      string // "$10 Heads-Up Sit & Go"
	Game       string // "NL Hold'em", "Limit 2-7 Triple Draw", "Pot Limit Omaha Hi"
	Small, Big string // "$0.20", "30"; "50K"; the stakes as written
	Ante       string
	Cap        string           // "$2,000" of "$2,000 Cap Pot Limit Omaha Hi"
	Time       pokerstars.Stamp // "19:20:35 ET - 2012/11/08"
	AltTime    pokerstars.Stamp // the bracketed "[14:21:24 ET - 2013/05/24]", if any
}

// stamp is "19:20:35 ET - 2012/11/08".
type stamp struct {
	H    string `parser:"@Num ':'"`
	Min  string `parser:"@Num ':'"`
	S    string `parser:"@Num"`
	Zone string `parser:"@Word '-'"`
	Y    string `parser:"@Num '/'"`
	M    string `parser:"@Num '/'"`
	D    string `parser:"@Num"`
}

// stakes is "$0.20/$0.40 Ante $0.10"; tournaments may write "50K/100K".
type stakes struct {
	Small string `parser:"@(Num | Word) '/'"`
	Big   string `parser:"@(Num | Word)"`
	Ante  string `parser:"('Ante' @(Num | Word))?"`
}

// seatTail is "($1,500)" or "($43.60), is sitting out" after a seat's name.
type seatTail struct {
	Stack      string `parser:"'(' @Num ')'"`
	SittingOut bool   `parser:"(',' 'is' 'sitting' @'out')?"`
}

type button struct {
	Seat string `parser:"'The' 'button' 'is' 'in' 'seat' '#' @Num"`
}

type uncalled struct {
	Amount string `parser:"'Uncalled' 'bet' 'of' @Num"`
}

type board struct {
	Cards []string `parser:"'Board' ':' '[' @Word* ']'"`
}

type runPot struct {
	Run    string `parser:"'Pot' @Num"`
	Amount string `parser:"@Num"`
}

type paren struct {
	Amount string `parser:"'(' @Num ')'"`
}

var (
	pStamp    = textgram.Before[stamp]()
	pStakes   = textgram.Before[stakes]()
	pSeatTail = textgram.Before[seatTail]()
	pButton   = textgram.Before[button]()
	pUncalled = textgram.Before[uncalled]()
	pBoard    = textgram.Before[board]()
	pRunPot   = textgram.Before[runPot]()
	pParen    = textgram.Before[paren]()
	pCards    = textgram.Before[textgram.CardGroup]()
)

func toStamp(s *stamp) pokerstars.Stamp {
	return pokerstars.Stamp{Y: s.Y, M: s.M, D: s.D, H: s.H, Min: s.Min, S: s.S, Zone: s.Zone}
}

// ParseHeader parses a hand's first line. Its parts are cut at " - " by
// byte scans (the table or tournament, the stakes and the game in either
// order, the time and the date); stakes and date have flat grammars.
func ParseHeader(line string) (*Header, error) {
	var rest string
	switch {
	case strings.HasPrefix(line, HeaderPrefix):
		rest = line[len(HeaderPrefix):]
	case strings.HasPrefix(line, OldHeaderPrefix):
		rest = line[len(OldHeaderPrefix):]
	default:
		return nil, fmt.Errorf("not a Full Tilt header")
	}
	c := strings.Index(rest, ": ")
	if c <= 0 || !allDigits(rest[:c]) {
		return nil, fmt.Errorf("no game number")
	}
	h := &Header{HandID: rest[:c]}
	rest = rest[c+2:]
	if strings.HasSuffix(rest, "]") {
		if o := strings.LastIndex(rest, " ["); o > 0 {
			alt, err := pStamp.ParseString("", rest[o+2:len(rest)-1])
			if err != nil {
				return nil, fmt.Errorf("second date: %v", err)
			}
			h.AltTime = toStamp(alt)
			rest = rest[:o]
		}
	}
	parts := strings.Split(rest, " - ")
	if len(parts) < 5 {
		return nil, fmt.Errorf("%d parts, want table, stakes, game, time and date", len(parts))
	}
	n := len(parts)
	st, err := pStamp.ParseString("", parts[n-2]+" - "+parts[n-1])
	if err != nil {
		return nil, fmt.Errorf("date: %v", err)
	}
	h.Time = toStamp(st)
	a, b := parts[n-4], parts[n-3]
	sk, err := pStakes.ParseString("", a)
	if err != nil {
		if sk, err = pStakes.ParseString("", b); err != nil {
			return nil, fmt.Errorf("no stakes in %q or %q", a, b)
		}
		h.Game = a
	} else {
		h.Game = b
	}
	h.Small, h.Big, h.Ante = sk.Small, sk.Big, sk.Ante
	// a capped table writes its cap before the limit: "$2,000 Cap Pot
	// Limit Omaha Hi" or "$400 Pot Limit Omaha Hi"
	if i := strings.IndexByte(h.Game, ' '); i > 0 && (h.Game[0] == '$' || h.Game[0] >= '0' && h.Game[0] <= '9') {
		cp, err := pParen.ParseString("", "("+h.Game[:i]+")")
		if err != nil {
			return nil, fmt.Errorf("cap: %v", err)
		}
		h.Cap, h.Game = cp.Amount, strings.TrimPrefix(h.Game[i+1:], "Cap ")
	}
	return h, h.table(strings.Join(parts[:n-4], " - "))
}

// table reads "Table Vera (6 max)", "Table Roll (shallow)", "Table Fpdb"
// or "$10 Heads-Up Sit & Go (243560420), Table 1".
func (h *Header) table(s string) error {
	if i := strings.LastIndex(s, "), Table "); i > 0 {
		o := strings.LastIndex(s[:i], " (")
		if o < 0 || !allDigits(s[o+2:i]) {
			return fmt.Errorf("no tournament number in %q", s)
		}
		h.Event, h.Tournament, h.Table = s[:o], s[o+2:i], s[i+len("), Table "):]
		return nil
	}
	name, ok := strings.CutPrefix(s, "Table ")
	if !ok {
		return fmt.Errorf("no table in %q", s)
	}
	if strings.HasSuffix(name, ")") {
		if o := strings.LastIndex(name, " ("); o > 0 {
			for _, w := range strings.Split(name[o+2:len(name)-1], ", ") {
				switch {
				case w == "heads up":
					h.MaxSeats = 2
				case strings.HasSuffix(w, " max") && allDigits(w[:len(w)-4]):
					h.MaxSeats = atoi(w[:len(w)-4])
				}
			}
			name = name[:o]
		}
	}
	h.Table = name
	return nil
}

// Seat is "Seat 3: NAME ($284.50)" with ", is sitting out" when written.
type Seat struct {
	Number     int
	Name       string
	Stack      string
	SittingOut bool
}

// ParseSeat parses a seat line before the cards: the name is everything up
// to the last " (", which starts the stack.
func ParseSeat(line string) (*Seat, error) {
	n, name, tail, err := scan.SeatStack(line)
	if err != nil {
		return nil, err
	}
	t, err := pSeatTail.ParseString("", tail)
	if err != nil {
		return nil, fmt.Errorf("stack: %v", err)
	}
	return &Seat{Number: n, Name: name, Stack: t.Stack, SittingOut: t.SittingOut}, nil
}

// ParseButton parses "The button is in seat #3".
func ParseButton(line string) (int, error) {
	return textgram.Capture(pButton, line, func(b *button) int { return atoi(b.Seat) })
}

// ParseStreet parses a "*** ... ***" line: the PokerStars street grammar
// once the pot Full Tilt adds ("(Total Pot: $2, 2 Players)", "(Pot:
// $2.05)") is cut off.
func ParseStreet(line string) (*pokerstars.Street, error) {
	if strings.HasSuffix(line, ")") {
		if o := strings.LastIndex(line, " ("); o > 0 && strings.Contains(line[o:], "Pot: ") {
			line = line[:o]
		}
	}
	return pokerstars.ParseStreet(line)
}

// StreetName returns the words between "*** " and " ***".
func StreetName(line string) string { return pokerstars.StreetName(line) }

// Uncalled is "Uncalled bet of $4 returned to NAME".
type Uncalled struct {
	Amount string
	Name   string
}

// ParseUncalled parses an uncalled-bet line; the name is cut by a byte scan.
func ParseUncalled(line string) (*Uncalled, error) {
	i := strings.Index(line, " returned to ")
	if i < 0 {
		return nil, fmt.Errorf("no \"returned to\"")
	}
	u, err := pUncalled.ParseString("", line[:i])
	if err != nil {
		return nil, err
	}
	return &Uncalled{Amount: u.Amount, Name: line[i+len(" returned to "):]}, nil
}

// ParseBoard parses the summary's "Board: [..]".
func ParseBoard(line string) ([]string, error) {
	return textgram.Capture(pBoard, line, func(b *board) []string { return b.Cards })
}

// ParseRunPot parses "Pot 1 $311", the summary of one run of the board.
func ParseRunPot(line string) (run int, amount string, err error) {
	p, err := pRunPot.ParseString("", line)
	if err != nil {
		return 0, "", err
	}
	return atoi(p.Run), p.Amount, nil
}

// SummarySeat is a summary line "Seat N: NAME (role) showed [..] and won
// ($x) with desc": the amounts won or collected, the cards shown or
// mucked, the descriptions.
type SummarySeat struct {
	Number int
	Name   string
	Won    []string // each "won ($x)" and "collected ($x)"
	Cards  []string
	Mucked bool // the cards are "mucked [..]"
	Descs  []string
}

// ParseSummarySeat parses a summary seat line; name answers the seat's
// player so that the name is cut off exactly.
func ParseSummarySeat(line string, name func(seat int) string) (*SummarySeat, error) {
	n, rest, ok := scan.SeatNumber(line)
	if !ok {
		return nil, fmt.Errorf("not a seat line")
	}
	who := name(n)
	if who == "" || !strings.HasPrefix(rest, who+" ") {
		return nil, fmt.Errorf("seat %d is not %q's", n, who)
	}
	ss := &SummarySeat{Number: n, Name: who}
	rest = rest[len(who)+1:]
	for _, role := range [...]string{"(button) ", "(small blind) ", "(big blind) "} {
		rest = strings.TrimPrefix(rest, role)
	}
	for _, w := range [...]string{"won (", "collected ("} {
		for s := rest; ; {
			i := strings.Index(s, w)
			if i < 0 {
				break
			}
			p, end, err := enclosed(pParen, s[i:], w)
			if err != nil {
				return nil, err
			}
			ss.Won = append(ss.Won, p.Amount)
			s = s[i+end:]
		}
	}
	for _, w := range [...]string{"showed [", "mucked ["} {
		if i := strings.Index(rest, w); i >= 0 {
			g, end, err := enclosed(pCards, rest[i:], w)
			if err != nil {
				return nil, err
			}
			ss.Cards, ss.Mucked = g.Cards, w == "mucked ["
			if d, ok := strings.CutPrefix(rest[i+end:], " - "); ok {
				ss.Descs = append(ss.Descs, d)
			}
			break
		}
	}
	if i := strings.Index(rest, " with "); i >= 0 {
		ss.Descs = append(ss.Descs, rest[i+len(" with "):])
	}
	return ss, nil
}

// enclosed parses with p what the last byte of w opens in s, which starts
// with w: from that bracket to the first closing one, both included; end
// is the index in s after it.
func enclosed[T any](p *participle.Parser[T], s, w string) (v *T, end int, err error) {
	open := w[len(w)-1]
	closing := byte(')')
	if open == '[' {
		closing = ']'
	}
	j := strings.IndexByte(s, closing)
	if j < 0 {
		return nil, 0, fmt.Errorf("%q without \"%c\"", w, closing)
	}
	v, err = p.ParseString("", s[len(w)-1:j+1])
	return v, j + 1, err
}

// allDigits: s is one or more digits.
func allDigits(s string) bool { return scan.Digits(s) }

// atoi reads a number the caller has checked is all digits.
func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}
