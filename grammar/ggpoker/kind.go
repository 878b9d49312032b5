package ggpoker

import (
	"strings"

	"github.com/hhcheck/hhcheck/grammar/pokerstars"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// Kind is the kind of a GGPoker history line, picked by cheap byte tests
// (Classify, Verb) before any grammar runs.
type Kind uint8

// The line kinds. The K* player kinds are the text after the player name.
const (
	KUnknown Kind = iota
	KBlank
	KHeader      // Poker Hand #OM785467: ...
	KTable       // Table 'x' 6-max Seat #1 is the button
	KSeat        // Seat 1: name ($1 in chips)  (before the summary)
	KStreet      // *** FLOP *** [..]
	KDealt       // Dealt to name [..] / Dealt to name
	KUncalled    // Uncalled bet ($6) returned to name
	KTotal       // Total pot $1 | Rake $0 | Jackpot $0 | ...
	KBoard       // Board [..], FIRST Board [..]
	KSummarySeat // Seat 1: name ... (in the summary)
	KRuns        // Hand was run two times
	KCashDrop    // Cash Drop to Pot : total $0.2 (money the site adds to the pot)
	KPlayer      // a line that starts with a player name: use CutName and Verb

	// Player verbs (text after the name).
	KFold
	KCheck
	KCall
	KBet
	KRaise
	KPostSB
	KPostBB
	KPostAnte
	KPostButton
	KPostMissed // posts missed blind $2 (dead)
	KStraddle   // straddle $0.04 (the player's total)
	KShow       // shows [..] (desc)
	KShowBare   // shows [..]
	KMuck       // mucks hand
	KCollectPot
	KCollectMain
	KCollectSideN
	KSitsOut
	KInsurance // get an all-in insurance (premium (..) for (..) - (Main)) / pay premium of all-in insurance ($4)
	numKinds
)

var kindNames = [...]string{"unknown", "blank", "header", "table", "seat", "street", "dealt", "uncalled", "total", "board", "summary_seat", "runs", "cash_drop", "player",
	"fold", "check", "call", "bet", "raise", "post_sb", "post_bb", "post_ante", "post_button", "post_missed", "straddle", "show", "show_bare", "muck",
	"collect_pot", "collect_main", "collect_side_n", "sits_out", "insurance"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "unknown"
}

// NumKinds is the number of kinds.
const NumKinds = int(numKinds)

// IsNote reports whether a player verb carries no arithmetic.
// The all-in insurance premium is paid to the site from the player's
// stack, outside the pot.
func (k Kind) IsNote() bool { return k == KSitsOut || k == KInsurance }

// HeaderAt reports whether a GGPoker hand header starts s:
// "Poker Hand #" then letters and digits and ": ".
func HeaderAt(s string) bool {
	const p = "Poker Hand #"
	if !strings.HasPrefix(s, p) {
		return false
	}
	i := len(p)
	for i < len(s) && i < 40 && textgram.IsWordByte(s[i]) {
		i++
	}
	return i > len(p) && i+1 < len(s) && s[i] == ':' && s[i+1] == ' '
}

// Classify picks the kind of a line by its first bytes; summary seat lines
// need inSummary.
func Classify(line string, inSummary bool) Kind {
	if len(line) == 0 {
		return KBlank
	}
	switch line[0] {
	case '*':
		if strings.HasPrefix(line, "*** ") {
			return KStreet
		}
	case 'P':
		if HeaderAt(line) {
			return KHeader
		}
	case 'T':
		if strings.HasPrefix(line, "Table '") {
			return KTable
		}
		if strings.HasPrefix(line, "Total pot ") {
			return KTotal
		}
		if strings.HasPrefix(line, "THIRD Board [") {
			return KBoard
		}
	case 'F':
		if strings.HasPrefix(line, "FIRST Board [") {
			return KBoard
		}
	case 'S':
		if _, _, ok := pokerstars.SeatNumber(line); ok {
			if inSummary {
				return KSummarySeat
			}
			return KSeat
		}
		if strings.HasPrefix(line, "SECOND Board [") {
			return KBoard
		}
	case 'D':
		if strings.HasPrefix(line, "Dealt to ") {
			return KDealt
		}
	case 'U':
		if strings.HasPrefix(line, "Uncalled bet (") {
			return KUncalled
		}
	case 'B':
		if strings.HasPrefix(line, "Board [") {
			return KBoard
		}
	case 'H':
		if line == "Hand was run two times" || line == "Hand was run three times" {
			return KRuns
		}
	case 'C':
		if strings.HasPrefix(line, "Cash Drop to Pot : ") {
			return KCashDrop
		}
	}
	return KPlayer
}

// SeatNumber returns N of a "Seat N: " line and the text after it.
func SeatNumber(line string) (int, string, bool) { return pokerstars.SeatNumber(line) }

// Verb classifies the text after a player name: ": verb ..." for actions,
// " collected ..." for collections. The all-in suffix is cut off by Suffix
// first.
func Verb(rest string) Kind {
	if len(rest) < 2 {
		return KUnknown
	}
	if rest[0] == ':' && rest[1] == ' ' {
		v := rest[2:]
		switch {
		case v == "folds":
			return KFold
		case v == "checks":
			return KCheck
		case strings.HasPrefix(v, "calls "):
			return KCall
		case strings.HasPrefix(v, "bets "):
			return KBet
		case strings.HasPrefix(v, "raises "):
			return KRaise
		case strings.HasPrefix(v, "posts small blind "):
			return KPostSB
		case strings.HasPrefix(v, "posts big blind "):
			return KPostBB
		case strings.HasPrefix(v, "posts the ante "):
			return KPostAnte
		case strings.HasPrefix(v, "posts button blind "):
			return KPostButton
		case strings.HasPrefix(v, "posts missed blind "):
			return KPostMissed
		case strings.HasPrefix(v, "straddle "):
			return KStraddle
		case strings.HasPrefix(v, "shows ["):
			if v[len(v)-1] == ')' {
				return KShow
			}
			return KShowBare
		case v == "mucks hand" || v == "doesn't show hand":
			return KMuck
		case v == "sits out" || v == "is sitting out":
			return KSitsOut
		case isInsurance(v):
			return KInsurance
		}
		return KUnknown
	}
	if rest[0] != ' ' {
		return KUnknown
	}
	v := rest[1:]
	if isInsurance(v) {
		return KInsurance
	}
	if strings.HasPrefix(v, "collected ") {
		switch {
		case strings.HasSuffix(v, " from pot"):
			return KCollectPot
		case strings.HasSuffix(v, " from main pot"):
			return KCollectMain
		case strings.Contains(v, " from side pot"):
			return KCollectSideN
		}
	}
	return KUnknown
}

func isInsurance(v string) bool {
	return strings.HasPrefix(v, "get an all-in insurance (") || strings.HasPrefix(v, "pay premium of all-in insurance (")
}

// Suffix cuts the all-in remark off an action's text.
func Suffix(rest string) (text string, allIn bool) {
	if strings.HasSuffix(rest, " and is all-in") {
		return rest[:len(rest)-len(" and is all-in")], true
	}
	return rest, false
}

// CutName cuts the player name off a player line. names are the hand's
// seat names sorted longest first; the first name that prefixes the line
// and leaves a known verb wins.
func CutName(line string, names []string) (idx int, rest string, k Kind) {
	for i, n := range names {
		if len(line) > len(n) && line[:len(n)] == n && (line[len(n)] == ':' || line[len(n)] == ' ') {
			r, _ := Suffix(line[len(n):])
			if v := Verb(r); v != KUnknown {
				return i, line[len(n):], v
			}
		}
	}
	return -1, line, KUnknown
}
