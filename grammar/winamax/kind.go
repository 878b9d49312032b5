package winamax

import (
	"strings"

	"github.com/hhcheck/hhcheck/grammar/scan"
)

// Kind is the kind of a Winamax history line, picked by cheap byte tests
// (Classify, Verb) before any grammar runs.
type Kind uint8

// The line kinds. The K* player kinds are the text after the player name.
const (
	KUnknown Kind = iota
	KBlank
	KHeader      // Winamax Poker - CashGame - HandId: #...
	KTable       // Table: 'x' 6-max (real money) Seat #1 is the button
	KSeat        // Seat 1: name (12.50€)  (before the summary)
	KStreet      // *** FLOP *** [..]
	KDealt       // Dealt to name [..] [..]
	KTotal       // Total pot 298€ | Rake 2€
	KBoard       // Board: [..]
	KSummarySeat // Seat 1: name ... (in the summary)
	KPlayer      // a line that starts with a player name: use CutName and Verb

	// Player verbs (text after the name).
	KFold
	KCheck
	KCall
	KBet
	KRaise
	KPostSB    // posts small blind 1€
	KPostSBOut // posts small blind 1€ out of position (dead)
	KPostBB    // posts big blind 2€
	KPostBBOut // posts big blind 2€ out of position (live)
	KPostAnte  // posts ante 5€
	KBringIn   // brings in 10€
	KDeniesBB  // denies big blind
	KStandPat  // stands pat [..]
	KDiscard   // discards 2 cards [..]
	KShow      // shows [..] (desc)
	KShowBare  // shows [..]
	KMuck      // mucks hand / doesn't show
	KCollect   // collected 12€ from pot / main pot / side pot 1, optionally (HI)/(LO)
	KSitsOut   // sits out / is sitting out
	KTimedOut  // has timed out / is disconnected / is connected
	KJoins     // joins the table
	KLeaves    // leaves the table
	numKinds
)

var kindNames = [...]string{"unknown", "blank", "header", "table", "seat", "street", "dealt", "total", "board", "summary_seat", "player",
	"fold", "check", "call", "bet", "raise", "post_sb", "post_sb_out_of_position", "post_bb", "post_bb_out_of_position", "post_ante", "bring_in", "denies_bb",
	"stand_pat", "discard", "show", "show_bare", "muck", "collect", "sits_out", "timed_out", "joins", "leaves"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "unknown"
}

// NumKinds is the number of kinds.
const NumKinds = int(numKinds)

// IsNote reports whether a player verb carries no arithmetic (seat
// changes, connection notices, a denied blind).
func (k Kind) IsNote() bool { return k == KDeniesBB || (k >= KSitsOut && k <= KLeaves) }

// HeaderAt reports whether a Winamax hand header starts s: "Winamax Poker -
// " and a "HandId: #" further on. Tournament summaries ("Winamax Poker -
// Tournament summary : ...") have none and are no hands.
func HeaderAt(s string) bool {
	if !strings.HasPrefix(s, "Winamax Poker - ") {
		return false
	}
	nl := strings.IndexByte(s, '\n')
	if nl < 0 {
		nl = len(s)
	}
	return strings.Contains(s[:nl], " HandId: #")
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
	case 'W':
		if HeaderAt(line) {
			return KHeader
		}
	case 'T':
		if strings.HasPrefix(line, "Table: '") || strings.HasPrefix(line, "Table '") {
			return KTable // "Table 'X' 5-max ..." in the 2021 layout
		}
		if strings.HasPrefix(line, "Total pot ") {
			return KTotal
		}
	case 'S':
		if isSeatLine(line) {
			if inSummary {
				return KSummarySeat
			}
			return KSeat
		}
	case 'D':
		if strings.HasPrefix(line, "Dealt to ") {
			return KDealt
		}
	case 'B':
		if strings.HasPrefix(line, "Board: [") {
			return KBoard
		}
	}
	return KPlayer
}

// SeatNumber returns N of a "Seat N: " line and the text after it.
func SeatNumber(line string) (int, string, bool) { return scan.SeatNumber(line) }

// Verb classifies the text after a player name (which starts with " ").
// The " and is all-in" suffix is cut off by Suffix first.
func Verb(rest string) Kind {
	if len(rest) < 2 || rest[0] != ' ' {
		return KUnknown
	}
	v := rest[1:]
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
		if strings.HasSuffix(v, " out of position") {
			return KPostSBOut
		}
		return KPostSB
	case strings.HasPrefix(v, "posts big blind "):
		if strings.HasSuffix(v, " out of position") {
			return KPostBBOut
		}
		return KPostBB
	case strings.HasPrefix(v, "posts ante "):
		return KPostAnte
	case strings.HasPrefix(v, "brings in "):
		return KBringIn
	case v == "denies big blind" || v == "denies small blind" || v == "deny BB" || v == "deny SB":
		return KDeniesBB
	case v == "stands pat" || strings.HasPrefix(v, "stands pat ["):
		return KStandPat
	case strings.HasPrefix(v, "discards "):
		return KDiscard
	case strings.HasPrefix(v, "shows ["):
		if v[len(v)-1] == ')' {
			return KShow
		}
		return KShowBare
	case v == "mucks hand" || v == "doesn't show hand":
		return KMuck
	case strings.HasPrefix(v, "collected ") && strings.Contains(v, " from "):
		return KCollect
	case v == "sits out" || v == "is sitting out":
		return KSitsOut
	case v == "has timed out" || v == "is disconnected" || v == "is connected":
		return KTimedOut
	case strings.HasPrefix(v, "joins the table"):
		return KJoins
	case v == "leaves the table":
		return KLeaves
	}
	return KUnknown
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
// and leaves a known verb wins, so "7 7 7 folds" finds "7 7 7".
func CutName(line string, names []string) (idx int, rest string, k Kind) {
	for i, n := range names {
		if len(line) > len(n) && line[:len(n)] == n && line[len(n)] == ' ' {
			r, _ := Suffix(line[len(n):])
			if v := Verb(r); v != KUnknown {
				return i, line[len(n):], v
			}
		}
	}
	return -1, line, KUnknown
}

func isSeatLine(line string) bool {
	_, _, ok := scan.SeatNumber(line)
	return ok
}
