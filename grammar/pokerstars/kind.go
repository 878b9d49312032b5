package pokerstars

import (
	"strings"

	"github.com/hhcheck/hhcheck/grammar/scan"
)

// Kind is the kind of a PokerStars history line, picked by cheap byte tests
// (Classify, Verb) before any grammar runs. Each kind has one flat
// participle grammar (see Parse). The dispatch on Kind is the seam where
// the fast paths of fast.go (byte scanners proven equal to the grammars)
// answer first.
type Kind uint8

// The line kinds. The K* player kinds are the text after the player name
// (the verb); the name itself is cut off by CutName.
const (
	KUnknown Kind = iota
	KBlank
	KHeader // PokerStars Hand #1: ...
	KTable  // Table 'x' 6-max Seat #1 is the button
	KSeat   // Seat 1: name ($1 in chips)  (before the summary)
	KStreet // *** FLOP *** [..]
	KDealt  // Dealt to name [..] [..]
	KUncalled
	KTotal        // Total pot $1 | Rake $0
	KBoard        // Board [..], FIRST Board [..]
	KSummarySeat  // Seat 1: name ... (in the summary)
	KRunTwice     // Hand was run twice
	KCapped       // Betting is capped
	KPairOnBoard  // Pair on board - a double bet is allowed
	KCancelled    // Hand cancelled
	KNoLow        // No low hand qualified (hi/lo, after the collections)
	KReshuffled   // The deck is reshuffled (draw games)
	KPlayer       // a line that starts with a player name: use CutName and Verb
	KPlayerUnseen // a player line whose name is no seat of the hand (joins, chat...)

	// Player verbs (text after the name).
	KFold
	KFoldShow // folds [Ah Kd]
	KCheck
	KCall
	KBet
	KRaise
	KPostSB
	KPostBB
	KPostBoth
	KPostAnte
	KPostButton
	KPostStraddle
	KBringIn
	KComplete
	KDiscard      // discards 2 cards
	KDiscardShown // discards 2 cards [Ah Kd]
	KStandPat
	KStandPatOn // stands pat on [..]
	KShow       // shows [..] (desc)
	KShowBare   // shows [..]
	KMuck       // mucks hand
	KNoShow     // doesn't show hand
	KCollectPot
	KCollectMain
	KCollectSide
	KCollectSideN
	KCashOut
	KCashOutFee
	KSaid
	KSitsOut
	KSittingOut
	KJoins
	KLeaves
	KTimedOut
	KDisconnected
	KConnected
	KReturned
	KAllowed
	KRemoved
	KFinished
	KFinishedPaid
	KWinsTourney
	KBounty
	KBountyGrow
	KBountySplit // "A, B split the $50 bounty for eliminating C" (the line starts with several names)
	KBountyShare // "wins $4.60 for splitting the elimination of Y and their own bounty increases by ..."
	KRebuy
	KAddon
	KSitsOutVoid // reserved
	KEmpty       // "NAME:" with nothing after it (PokerStars writes it for an all-in player)
	numKinds
)

var kindNames = [...]string{"unknown", "blank", "header", "table", "seat", "street", "dealt", "uncalled", "total", "board", "summary_seat", "run_twice", "capped", "pair_on_board", "cancelled", "no_low", "reshuffled", "player", "player_unseen",
	"fold", "fold_show", "check", "call", "bet", "raise", "post_sb", "post_bb", "post_both", "post_ante", "post_button", "post_straddle", "bring_in", "complete", "discard", "discard_shown", "stand_pat", "stand_pat_on", "show", "show_bare", "muck", "no_show",
	"collect_pot", "collect_main", "collect_side", "collect_side_n", "cash_out", "cash_out_fee", "said", "sits_out", "sitting_out", "joins", "leaves", "timed_out", "disconnected", "connected", "returned", "allowed", "removed", "finished", "finished_paid", "wins_tourney", "bounty", "bounty_grow", "bounty_split", "bounty_share", "rebuy", "addon", "sits_out_void", "empty"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "unknown"
}

// NumKinds is the number of kinds (for per-kind counters).
const NumKinds = int(numKinds)

// IsNote reports whether a player verb carries no arithmetic: chat, seat
// changes, connection notices, tournament results. Such lines may be said
// by a player who has no seat in the hand.
func (k Kind) IsNote() bool {
	return k >= KSaid && k <= KEmpty || k == KRunTwice || k == KCapped || k == KPairOnBoard || k == KNoLow || k == KReshuffled
}

// Classify picks the kind of a line by its first bytes. Lines that start
// with a player name come back as KPlayer; summary seat lines need
// inSummary, since "Seat N: " starts both seat kinds.
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
		if strings.HasPrefix(line, "PokerStars ") && isHeader(line) {
			return KHeader
		}
		if line == "Pair on board - a double bet is allowed" {
			return KPairOnBoard
		}
	case 'N':
		if line == "No low hand qualified" {
			return KNoLow
		}
	case 'F':
		if strings.HasPrefix(line, "Full Tilt ") && isHeader(line) {
			return KHeader
		}
		if strings.HasPrefix(line, "FIRST Board [") {
			return KBoard
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
		if line == "The deck is reshuffled" {
			return KReshuffled
		}
	case 'S':
		if isSeatLine(line) {
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
		if line == "Betting is capped" {
			return KCapped
		}
	case 'H':
		if line == "Hand was run twice" || line == "Hand was run three times" {
			return KRunTwice
		}
		if line == "Hand cancelled" {
			return KCancelled
		}
	}
	return KPlayer
}

// isHeader: "<site> [Zoom ]Hand #" or "Game #" within the first bytes.
func isHeader(line string) bool {
	n := min(len(line), 40)
	return strings.Contains(line[:n], "Hand #") || strings.Contains(line[:n], "Game #")
}

// HeaderAt reports whether a PokerStars-family header starts at s[i:].
func HeaderAt(s string) bool {
	return (strings.HasPrefix(s, "PokerStars ") || strings.HasPrefix(s, "Full Tilt ")) && isHeader(s)
}

// SeatNumber returns N of a "Seat N: " line and the text after it.
func SeatNumber(line string) (int, string, bool) { return scan.SeatNumber(line) }

// Verb classifies the text after a player name. AllIn and cap suffixes
// (" and is all-in", " and has reached the $80 cap") are cut off by
// Suffix before Verb sees the text.
func Verb(rest string) Kind {
	if rest == ":" {
		return KEmpty
	}
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
		case strings.HasPrefix(v, "folds ["):
			return KFoldShow
		case strings.HasPrefix(v, "posts "):
			p := v[6:]
			switch {
			case strings.HasPrefix(p, "small blind "):
				return KPostSB
			case strings.HasPrefix(p, "big blind "):
				return KPostBB
			case strings.HasPrefix(p, "small & big blinds "):
				return KPostBoth
			case strings.HasPrefix(p, "the ante "):
				return KPostAnte
			case strings.HasPrefix(p, "button blind "):
				return KPostButton
			case strings.HasPrefix(p, "straddle "):
				return KPostStraddle
			}
		case v == "doesn't show hand":
			return KNoShow
		case v == "mucks hand":
			return KMuck
		case strings.HasPrefix(v, "shows ["):
			if v[len(v)-1] == ')' {
				return KShow
			}
			return KShowBare
		case strings.HasPrefix(v, "brings in for "):
			return KBringIn
		case strings.HasPrefix(v, "completes it to "):
			return KComplete
		case strings.HasPrefix(v, "discards "):
			if v[len(v)-1] == ']' {
				return KDiscardShown
			}
			return KDiscard
		case v == "stands pat":
			return KStandPat
		case strings.HasPrefix(v, "stands pat on ["):
			return KStandPatOn
		case v == "sits out":
			return KSitsOut
		case v == "is sitting out":
			return KSittingOut
		}
		return KUnknown
	}
	if rest[0] != ' ' {
		return KUnknown
	}
	v := rest[1:]
	switch v[0] {
	case 'c':
		if strings.HasPrefix(v, "collected ") {
			switch {
			case strings.HasSuffix(v, " from pot"):
				return KCollectPot
			case strings.HasSuffix(v, " from main pot"):
				return KCollectMain
			case strings.HasSuffix(v, " from side pot"):
				return KCollectSide
			case strings.Contains(v, " from side pot-"):
				return KCollectSideN
			}
		}
		if strings.HasPrefix(v, "cashed out the hand for ") {
			if strings.Contains(v, " | Cash Out Fee ") {
				return KCashOutFee
			}
			return KCashOut
		}
	case 's':
		if strings.HasPrefix(v, "said, \"") {
			return KSaid
		}
		if strings.HasPrefix(v, "split the ") && strings.Contains(v, " bounty for eliminating ") {
			return KBountySplit
		}
	case 'j':
		if strings.HasPrefix(v, "joins the table at seat #") {
			return KJoins
		}
	case 'l':
		if v == "leaves the table" {
			return KLeaves
		}
	case 'h':
		if strings.HasPrefix(v, "has timed out") {
			return KTimedOut
		}
		if v == "has returned" {
			return KReturned
		}
	case 'i':
		if v == "is disconnected" {
			return KDisconnected
		}
		if v == "is connected" {
			return KConnected
		}
		if v == "is sitting out" {
			return KSittingOut
		}
	case 'w':
		if v == "will be allowed to play after the button" {
			return KAllowed
		}
		if strings.HasPrefix(v, "was removed from the table") {
			return KRemoved
		}
		if strings.HasPrefix(v, "wins the tournament") {
			return KWinsTourney
		}
		if strings.HasPrefix(v, "wins the ") && strings.Contains(v, " bounty for eliminating ") {
			return KBounty
		}
		if strings.HasPrefix(v, "wins ") && strings.Contains(v, " for eliminating ") {
			return KBountyGrow
		}
		if strings.HasPrefix(v, "wins ") && strings.Contains(v, " for splitting the elimination of ") {
			return KBountyShare
		}
	case 'f':
		if strings.HasPrefix(v, "finished the tournament in ") {
			if strings.Contains(v, " and received ") {
				return KFinishedPaid
			}
			return KFinished
		}
	case 'r':
		if strings.HasPrefix(v, "re-buys and receives ") {
			return KRebuy
		}
	case 't':
		if strings.HasPrefix(v, "takes the add-on and receives ") {
			return KAddon
		}
	}
	return KUnknown
}

// Suffix cuts the all-in and cap remarks off an action's text.
func Suffix(rest string) (text string, allIn, capped bool) {
	if strings.HasSuffix(rest, " and is all-in") {
		return rest[:len(rest)-len(" and is all-in")], true, false
	}
	if strings.HasSuffix(rest, " cap") {
		if i := strings.LastIndex(rest, " and has reached the "); i > 0 {
			return rest[:i], false, true
		}
	}
	return rest, false, false
}

// CutName cuts the player name off a player line. names are the hand's seat
// names sorted longest first; the first name that prefixes the line and
// leaves a known verb wins, so "Player: x: folds" finds "Player: x".
// When no seat name fits, a note verb said by someone without a seat is
// looked for (joins, chat, timeouts...): name is then that text and the
// kind KPlayerUnseen's verb is returned with unseated=true.
func CutName(line string, names []string) (idx int, rest string, k Kind, unseated bool) {
	for i, n := range names {
		if len(line) > len(n) && line[:len(n)] == n && (line[len(n)] == ':' || line[len(n)] == ' ') {
			r, _, _ := Suffix(line[len(n):])
			if v := Verb(r); v != KUnknown {
				return i, line[len(n):], v, false
			}
		}
	}
	// Someone with no seat: find a verb that carries no arithmetic.
	for i := 1; i < len(line); i++ {
		if line[i] != ':' && line[i] != ' ' {
			continue
		}
		if v := Verb(line[i:]); v != KUnknown {
			return -1, line[i:], v, true
		}
	}
	return -1, line, KUnknown, false
}

func isSeatLine(line string) bool {
	_, _, ok := scan.SeatNumber(line)
	return ok
}
