package winamax

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/scan"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// SummarySeat is one "Seat N: NAME ..." line of the summary. A hi/lo
// winner of both halves has two lines, one per half.
type SummarySeat struct {
	Number                       int
	Name                         string
	Button, SmallBlind, BigBlind bool
	Outcome                      string // "folded", "showed", "mucked", "won"
	Cards                        []string
	Won                          string // amount as text; "" when nothing won
	Desc                         string // "Full of Kings and Tens", "HI : Two pairs : 5 and 4"
	Folded                       string // "on the pre-flop", ...
}

// SeatNameError: a summary seat line whose name is not the seat's player.
type SeatNameError = scan.SeatNameError

type sumWon struct {
	A string `parser:"'won' @Num"`
}

var (
	pSumShowed = textgram.After[textgram.Showed]()
	pSumWon    = textgram.After[sumWon]()
)

var markers = [...]string{" (button)", " (small blind)", " (big blind)"}

// ParseSummarySeat parses a summary seat line; name gives the player the
// hand's seat list has at a seat number.
func ParseSummarySeat(line string, name func(seat int) string) (*SummarySeat, error) {
	n, nm, found, rest, err := scan.SummarySeat(line, name, markers[:])
	if err != nil {
		return nil, err
	}
	s := &SummarySeat{Number: n, Name: nm, Button: found&1 != 0, SmallBlind: found&2 != 0, BigBlind: found&4 != 0}
	rest = strings.TrimPrefix(rest, " ")
	switch {
	case rest == "folded" || strings.HasPrefix(rest, "folded "):
		s.Outcome = "folded"
		s.Folded = strings.TrimPrefix(rest[len("folded"):], " ")
	case rest == "mucked":
		s.Outcome = "mucked"
	case strings.HasPrefix(rest, "won "):
		s.Outcome = "won"
		w, err := pSumWon.ParseString("", rest)
		if err != nil {
			return nil, err
		}
		s.Won = w.A
	case strings.HasPrefix(rest, "showed ["):
		s.Outcome = "showed"
		j := strings.Index(rest, "] and ")
		if j < 0 {
			c, err := pSumShowed.ParseString("", rest)
			if err != nil {
				return nil, err
			}
			s.Cards = c.Cards
			break
		}
		c, err := pSumShowed.ParseString("", rest[:j+1])
		if err != nil {
			return nil, err
		}
		s.Cards = c.Cards
		res := rest[j+len("] and "):]
		switch {
		case strings.HasPrefix(res, "won "):
			amt, desc, _ := strings.Cut(res, " with ")
			w, err := pSumWon.ParseString("", amt)
			if err != nil {
				return nil, err
			}
			s.Won, s.Desc = w.A, desc
		case res == "lost" || strings.HasPrefix(res, "lost with "):
			s.Desc = strings.TrimPrefix(strings.TrimPrefix(res, "lost"), " with ")
		default:
			return nil, fmt.Errorf("unknown result %q", res)
		}
	default:
		return nil, fmt.Errorf("unknown summary outcome %q", rest)
	}
	return s, nil
}
