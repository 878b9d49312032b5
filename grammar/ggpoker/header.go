package ggpoker

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// Header is the first line of a hand, amounts and date still as text.
type Header struct {
	HandID     string // "OM785467", "TM600571038"
	Tournament string // "25313426"; "" for cash
	Event      string // the tournament's name and buy-in as written
	Game       string // "PLO-5", "Hold'em No Limit", "ShortDeck No Limit"
	Level      string // "14"
	Stakes     []string
	Time       Stamp // no time zone is written
}

// Stamp is "2021/04/08 01:31:11".
type Stamp = textgram.Stamp

var (
	pStamp  = textgram.Before[Stamp]()
	pStakes = textgram.Before[textgram.Stakes]()
)

// GameNames are the game names GGPoker writes, longest first: a
// tournament's header has the game at the end of its free-text name.
var GameNames = [...]string{
	"Omaha (NL postflop)", "ShortDeck No Limit", "Hold'em No Limit", "Hold'em Pot Limit", "Hold'em Limit",
	"Omaha Hi/Lo Pot Limit", "Omaha Pot Limit", "Omaha No Limit", "PLO-5 Hi/Lo", "PLO-6 Hi/Lo", "PLO Hi/Lo", "PLO-5", "PLO-6", "PLO",
}

// ParseHeader parses a hand's first line; its parts are cut by byte scans,
// stakes and date have their own flat grammars.
func ParseHeader(line string) (*Header, error) {
	const p = "Poker Hand #"
	if !HeaderAt(line) {
		return nil, fmt.Errorf("not a GGPoker header")
	}
	c := strings.Index(line, ": ")
	h := &Header{HandID: line[len(p):c]}
	rest := line[c+2:]
	st, rest, err := textgram.CutStamp(pStamp, rest)
	if err != nil {
		return nil, err
	}
	h.Time = *st
	rest = strings.TrimSpace(rest)
	if strings.HasPrefix(rest, "Tournament #") {
		rest = rest[len("Tournament #"):]
		cm := strings.IndexByte(rest, ',')
		if cm <= 0 {
			return nil, fmt.Errorf("no tournament number")
		}
		h.Tournament, rest = rest[:cm], strings.TrimSpace(rest[cm+1:])
		lv := strings.LastIndex(rest, " - Level")
		if lv < 0 {
			return nil, fmt.Errorf("no level")
		}
		level := strings.TrimSpace(rest[lv+len(" - Level"):])
		rest = strings.TrimSpace(rest[:lv])
		o := strings.IndexByte(level, '(')
		if o < 0 {
			return nil, fmt.Errorf("no level blinds")
		}
		h.Level = strings.TrimSpace(level[:o])
		sk, err := pStakes.ParseString("", level[o:])
		if err != nil {
			return nil, fmt.Errorf("level blinds: %v", err)
		}
		h.Stakes = sk.Amounts
		for _, g := range GameNames {
			if strings.HasSuffix(rest, g) {
				h.Game, h.Event = g, strings.TrimSpace(rest[:len(rest)-len(g)])
				return h, nil
			}
		}
		return nil, fmt.Errorf("no game in %q", rest)
	}
	if h.Stakes, h.Game, err = textgram.CutStakes(pStakes, rest); err != nil {
		return nil, err
	}
	return h, nil
}
