package pokerstars

import (
	"fmt"
	"strings"

	"github.com/alecthomas/participle/v2"
	"github.com/hhcheck/hhcheck/grammar/scan"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// SummarySeat is one "Seat N: NAME ..." line of the summary
// (ReadSummarySeatNamed sets each field: one added is set there too).
type SummarySeat struct {
	Number                                    int
	Name                                      string
	Button, SmallBlind, BigBlind, ButtonBlind bool
	Outcome                                   string // "folded", "showed", "mucked", "collected", "other"
	Cards                                     []string
	Results                                   []Result // per run: won/lost with a description
	Collected                                 string   // "collected ($x)" amount
	CashedOut                                 bool     // " (cashed out)", " (cashed out).", or NotAwarded
	NotAwarded                                bool     // " (pot not awarded as player cashed out)"
	Folded                                    string   // "before Flop", "on the Turn", ...
}

// SeatNameError: a summary seat line whose name is not the seat's player.
type SeatNameError = scan.SeatNameError

// Result is one "won ($x) with DESC" or "lost with DESC" of a shown hand;
// a hand run twice has two, in run order.
type Result struct {
	Won  string // amount as text; "" when lost
	Lost bool
	Desc string
}

type sumCollected struct {
	A string `parser:"'collected' '(' @Num ')'"`
}

// sumShowed is the shared grammar, with the summary grammars' cards().
type sumShowed textgram.Showed
type sumMucked struct {
	Cards []string `parser:"'mucked' '[' @Word* ']'"`
}
type sumWon struct {
	A string `parser:"'won' '(' @Num ')'"`
}

var (
	pSumCollected = textgram.Before[sumCollected]()
	pSumShowed    = textgram.Before[sumShowed]()
	pSumMucked    = textgram.Before[sumMucked]()
	pSumWon       = textgram.Before[sumWon]()
)

var markers = [...]string{" (button)", " (small blind)", " (big blind)", " (button blind)"}

// ParseSummarySeat parses a summary seat line. name is the player the hand's
// seat list gives for that seat number; when it does not prefix the text
// the line is rejected (the caller reports it).
func ParseSummarySeat(line string, name func(seat int) string) (*SummarySeat, error) {
	return ParseSummarySeatWith(line, name, SummaryOptions{})
}

// SummaryOptions are the dialect differences of sites that write summary
// seat lines in PokerStars syntax.
type SummaryOptions struct {
	// WonWithoutShowdown: "Seat 2: NAME won ($0.56)" is a pot collected
	// without a showdown (GGPoker; PokerStars writes "collected").
	WonWithoutShowdown bool
}

// ParseSummarySeatWith is ParseSummarySeat for a dialect.
func ParseSummarySeatWith(line string, name func(seat int) string, opt SummaryOptions) (*SummarySeat, error) {
	s := &SummarySeat{}
	if err := ReadSummarySeat(s, line, name, opt); err != nil {
		return nil, err
	}
	return s, nil
}

// ReadSummarySeat is ParseSummarySeatWith into s, which it overwrites
// whole but for the room of its Results and Cards, reused: a mapping that
// reads every summary seat line into the same SummarySeat allocates none
// (an empty Cards or Results is then not nil). On an error s is left
// partly filled.
func ReadSummarySeat(s *SummarySeat, line string, name func(seat int) string, opt SummaryOptions) error {
	n, rest, ok := scan.SeatNumber(line)
	if !ok {
		_, _, _, _, err := scan.SummarySeat(line, name, markers[:]) // its error
		return err
	}
	return ReadSummarySeatNamed(s, n, name(n), rest, opt)
}

// ReadSummarySeatNamed is ReadSummarySeat of the text after "Seat N: " of
// seat n (SeatNumber's rest), nm the seat's player ("" none): a caller
// that read the number and knows the player reads neither again.
func ReadSummarySeatNamed(s *SummarySeat, n int, nm, rest string, opt SummaryOptions) error {
	found, rest, err := scan.SummarySeatNamed(n, nm, rest, markers[:])
	if err != nil {
		return err
	}
	return readSummaryAfter(s, n, nm, found, rest, opt)
}

// ReadSummarySeatUnlessFolded is SummaryFolded and, for a line that is no
// such fold, ReadSummarySeatNamed, with the name and markers read once
// for both (issue 14: a summary seat line that did not fold had them read
// twice). folded: the line is one SummaryFolded reports, s left as it
// was; otherwise s is what ReadSummarySeatNamed reads, or err its error.
func ReadSummarySeatUnlessFolded(s *SummarySeat, n int, nm, rest string, opt SummaryOptions) (folded bool, err error) {
	found, after, err := scan.SummarySeatNamed(n, nm, rest, markers[:])
	if err != nil {
		return false, err
	}
	if UseFastPaths && foldedAfter(after) {
		return true, nil
	}
	return false, readSummaryAfter(s, n, nm, found, after, opt)
}

// readSummaryAfter is ReadSummarySeatNamed once the name and markers were
// read: found the markers (scan.SummarySeatNamed's bits), rest the text
// after them.
func readSummaryAfter(s *SummarySeat, n int, nm string, found uint, rest string, opt SummaryOptions) error {
	// s overwritten field by field (no whole SummarySeat built and copied)
	room := s.Cards[:0]
	s.Number, s.Name = n, nm
	s.Button, s.SmallBlind, s.BigBlind, s.ButtonBlind = found&1 != 0, found&2 != 0, found&4 != 0, found&8 != 0
	s.Outcome, s.Cards, s.Results, s.Collected, s.CashedOut, s.NotAwarded, s.Folded = "", room, s.Results[:0], "", false, false, ""
	// most lines: neither, told by the last byte for most
	if cashedOut(rest) {
		for _, suf := range [...]string{" (cashed out)", " (cashed out).", " (pot not awarded as player cashed out)"} {
			if strings.HasSuffix(rest, suf) {
				s.CashedOut = true
				s.NotAwarded = suf[2] == 'p'
				rest = rest[:len(rest)-len(suf)]
				break
			}
		}
	}
	if rest != "" && rest[0] == ' ' {
		rest = rest[1:]
	}
	const folded, didntBet = "folded ", " (didn't bet)" // compared inline (SplitSeatAfter)
	switch {
	case len(rest) >= len(folded) && rest[:len(folded)] == folded:
		s.Outcome = "folded"
		s.Folded = rest[len(folded):]
		if n := len(s.Folded) - len(didntBet); n >= 0 && s.Folded[n:] == didntBet {
			s.Folded = s.Folded[:n]
		}
	case opt.WonWithoutShowdown && strings.HasPrefix(rest, "won ("):
		s.Outcome = "collected"
		a, err := sumAmount(rest, "won", pSumWon)
		if err != nil {
			return err
		}
		s.Collected = a
	case strings.HasPrefix(rest, "collected ("):
		s.Outcome = "collected"
		a, err := sumAmount(rest, "collected", pSumCollected)
		if err != nil {
			return err
		}
		s.Collected = a
	case rest == "mucked":
		s.Outcome = "mucked"
	case strings.HasPrefix(rest, "mucked ["):
		s.Outcome = "mucked"
		cs, err := sumCards(room, rest, "mucked", pSumMucked, true)
		if err != nil {
			return err
		}
		s.Cards = cs
	case strings.HasPrefix(rest, "showed ["):
		s.Outcome = "showed"
		j := strings.Index(rest, "] and ")
		if j < 0 {
			c, err := pSumShowed.ParseString("", rest, trailing)
			if err != nil {
				return err
			}
			s.Cards = c.Cards
			break
		}
		cs, err := sumCards(room, rest[:j+1], "showed", pSumShowed, false)
		if err != nil {
			return err
		}
		s.Cards = cs
		if err := s.results(rest[j+len("] and "):]); err != nil {
			return err
		}
	case rest == "(didn't bet)" || rest == "":
		s.Outcome = "other"
	default:
		return fmt.Errorf("unknown summary outcome %q", rest)
	}
	return nil
}

// SummaryFolded reports whether rest, the text after "Seat N: " of a
// summary seat line of seat n whose player is nm (SeatNumber's rest), is
// a seat that folded, "NAME [(button) ...]folded before Flop [(didn't
// bet)]", by byte scans alone: what ReadSummarySeatNamed reads as Outcome
// "folded" with no cards, amounts, results nor cash-out, the seat's
// markers and the street it folded on left unread (nothing a mapping of
// the line's arithmetic needs). Most summary seat lines are these. False
// when the fast paths are off, the name is not the seat's, or for any
// other line: ReadSummarySeatNamed reads it (and gives the error). Proven
// equal by TestFastPathsEqualGrammar and FuzzFastPaths.
func SummaryFolded(n int, nm, rest string) bool {
	if !UseFastPaths {
		return false
	}
	_, after, err := scan.SummarySeatNamed(n, nm, rest, markers[:])
	return err == nil && foldedAfter(after)
}

// foldedAfter is SummaryFolded of the text after a summary seat's name and
// markers.
func foldedAfter(after string) bool {
	const folded = " folded " // after the name or a marker, as ReadSummarySeatNamed reads it
	return len(after) > len(folded) && after[:len(folded)] == folded && !cashedOut(after)
}

// cashedOut reports whether rest ends with "cashed out)" or "cashed
// out).", told by the last bytes and compared with the constant inline.
func cashedOut(rest string) bool {
	const co = "cashed out)"
	if n := len(rest); n > 0 && rest[n-1] == '.' {
		rest = rest[:n-1]
	}
	n := len(rest) - len(co)
	return n >= 0 && rest[len(rest)-1] == ')' && rest[n:] == co
}

// results splits "won ($1) with A, and lost with B" into runs: a new run
// starts at ", and won (" or ", and lost".
func (s *SummarySeat) results(text string) error {
	for text != "" {
		cut := len(text)
		next := ""
		for _, sep := range [...]string{", and won (", ", and lost"} {
			if i := strings.Index(text, sep); i >= 0 && i < cut {
				cut = i
				next = text[i+len(", and "):]
			}
		}
		seg := text[:cut]
		var r Result
		switch {
		case strings.HasPrefix(seg, "won ("):
			a, err := sumAmount(seg, "won", pSumWon)
			if err != nil {
				return err
			}
			r.Won = a
			if i := strings.Index(seg, ") with "); i >= 0 {
				r.Desc = seg[i+len(") with "):]
			}
		case strings.HasPrefix(seg, "lost"):
			r.Lost = true
			r.Desc = strings.TrimPrefix(strings.TrimPrefix(seg, "lost"), " with ")
		case strings.HasPrefix(seg, "collected ("):
			a, err := sumAmount(seg, "collected", pSumCollected)
			if err != nil {
				return err
			}
			r.Won = a
			s.Collected = a
		case strings.HasPrefix(seg, "folded"):
			s.Folded = strings.TrimSuffix(strings.TrimPrefix(seg, "folded "), " (didn't bet)")
			text = next
			continue
		default:
			return fmt.Errorf("unknown result %q", seg)
		}
		s.Results = append(s.Results, r)
		text = next
	}
	return nil
}

// amountGrammar is one of the summary's "WORD (AMOUNT)" grammars.
type amountGrammar interface{ amount() string }

func (g *sumCollected) amount() string { return g.A }
func (g *sumWon) amount() string       { return g.A }

// sumAmount reads "WORD (AMOUNT)..." by the fast path or the grammar.
func sumAmount[T any, PT interface {
	*T
	amountGrammar
}](s, word string, p *participle.Parser[T]) (string, error) {
	if UseFastPaths {
		if a, ok := fastParenAmount(s, word); ok {
			return a, nil
		}
	}
	v, err := p.ParseString("", s, trailing)
	if err != nil {
		return "", err
	}
	return PT(v).amount(), nil
}

// cardsGrammar is one of the summary's "WORD [cards]" grammars.
type cardsGrammar interface{ cards() []string }

func (g *sumShowed) cards() []string { return g.Cards }
func (g *sumMucked) cards() []string { return g.Cards }

// sumCards reads "WORD [c c]" by the fast path (into dst's room) or the
// grammar; trail lets text follow the bracket (the grammar's
// AllowTrailing).
func sumCards[T any, PT interface {
	*T
	cardsGrammar
}](dst []string, s, word string, p *participle.Parser[T], trail bool) ([]string, error) {
	if UseFastPaths {
		if cs, ok := appendShowed(dst, s, word); ok && (trail || s[len(s)-1] == ']' && strings.Count(s, "]") == 1) {
			return cs, nil
		}
	}
	var opts []participle.ParseOption
	if trail {
		opts = append(opts, trailing)
	}
	v, err := p.ParseString("", s, opts...)
	if err != nil {
		return nil, err
	}
	return PT(v).cards(), nil
}
