package fulltilt

import (
	"strings"

	"github.com/hhcheck/hhcheck/grammar/scan"
)

// Kind is the kind of a Full Tilt history line, picked by cheap byte tests
// (Classify, Verb) before any grammar runs.
type Kind uint8

// The line kinds. The K* player kinds are the text after the player name
// (the verb); the name itself is cut off by CutName.
const (
	KUnknown Kind = iota
	KBlank
	KHeader      // Full Tilt Poker Game #1: ...
	KSeat        // Seat 1: name ($1)  (before the summary)
	KButton      // The button is in seat #3
	KStreet      // *** FLOP *** [..] (Total Pot: $1, 2 Players)
	KDealt       // Dealt to name [..] [..]
	KUncalled    // Uncalled bet of $4 returned to name
	KTotal       // Total pot $1 | Rake $0
	KBoard       // Board: [..]
	KSummarySeat // Seat 1: name ... (in the summary)
	KRunPot      // Pot 1 $311 (summary of a board run twice)
	KRunTwice    // Players agree to Run It Twice
	KInfo        // Duration 41s, Seats: 9, the "**** # 1 ****" separator of archives, "5 seconds left to act"
	KDescription // " (8,7,4,3,A)": a hand description written on a line of its own
	KPlayer      // a line that starts with a player name: use CutName and Verb

	// Player verbs (text after the name).
	KFold
	KCheck
	KCall
	KBet
	KRaise
	KPostSB
	KPostBB
	KPostDeadSB // posts a dead small blind of $x
	KPost       // posts $x: a big blind posted out of position
	KAnte
	KBringIn
	KComplete
	KDiscard      // discards 2 cards
	KDiscardShown // discards 2 cards [..]
	KDiscardNone  // discards (Irish: an opponent's two cards, thrown unseen)
	KDiscardCards // discards [..] (Irish: the two cards thrown)
	KStandPat
	KStandPatOn // stands pat on [..]
	KShow       // shows [..] desc
	KShowDesc   // shows desc (the cards were shown before)
	KMuck       // mucks
	KWinPot     // wins the pot ($x) [with desc]
	KWinMain    // wins the main pot ($x)
	KWinSide    // wins the side pot ($x), wins side pot #2 ($x)
	KWinHigh    // wins the high pot ($x)
	KWinLow     // wins the low pot ($x)
	KWinRun     // wins pot 2 ($x): the pot of the second run of the board
	KTies       // ties for the pot ($x)
	KTiesHigh   // ties for the high pot ($x)
	KTiesLow    // ties for the low pot ($x)
	KTiesMain   // ties for the main pot ($x)
	KTiesSide   // ties for the side pot ($x)
	KAdds       // adds $x (chips added between hands)
	KIsDealt    // is dealt 2 cards (draw: an opponent's draw)
	KLowWith    // is low with [3c] (stud bring-in)
	KHighWith   // is high with [Kc] (razz bring-in)
	KSecondsLeft
	KSitsDown
	KStandsUp
	KSittingOut
	KReturned
	KRequestedTime
	KTimedOut
	KDisconnected
	KReconnected
	KChat         // NAME: text
	KObserverChat // NAME (Observer): text
	numKinds
)

var kindNames = [...]string{"unknown", "blank", "header", "seat", "button", "street", "dealt", "uncalled", "total", "board", "summary_seat", "run_pot", "run_twice", "info", "description", "player",
	"fold", "check", "call", "bet", "raise", "post_sb", "post_bb", "post_dead_sb", "post", "ante", "bring_in", "complete", "discard", "discard_shown", "discard_none", "discard_cards", "stand_pat", "stand_pat_on",
	"show", "show_desc", "muck", "win_pot", "win_main", "win_side", "win_high", "win_low", "win_run", "ties", "ties_high", "ties_low", "ties_main", "ties_side",
	"adds", "is_dealt", "low_with", "high_with", "seconds_left", "sits_down", "stands_up", "sitting_out", "returned", "requested_time", "timed_out", "disconnected", "reconnected", "chat", "observer_chat"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "unknown"
}

// IsNote reports whether a player verb carries no arithmetic: chat, seat
// changes, clock and connection notices, the bring-in's reason. Such lines
// may be said by someone who has no seat in the hand.
func (k Kind) IsNote() bool { return k >= KAdds && k < numKinds }

// IsWin reports whether a player verb is a collection.
func (k Kind) IsWin() bool { return k >= KWinPot && k <= KTiesSide }

// Prefixes of the hand header.
const (
	HeaderPrefix    = "Full Tilt Poker Game #"
	OldHeaderPrefix = "FullTiltPoker Game #"
)

// HeaderAt reports whether a Full Tilt header starts s.
func HeaderAt(s string) bool {
	return strings.HasPrefix(s, HeaderPrefix) || strings.HasPrefix(s, OldHeaderPrefix)
}

// Classify picks the kind of a line by its first bytes. Lines that start
// with a player name come back as KPlayer; summary seat lines need
// inSummary, since "Seat N: " starts both seat kinds.
func Classify(line string, inSummary bool) Kind {
	if len(line) == 0 {
		return KBlank
	}
	switch line[0] {
	case ' ':
		if strings.HasPrefix(line, " (") && strings.HasSuffix(line, ")") {
			return KDescription
		}
	case '*':
		if strings.HasPrefix(line, "*** ") {
			return KStreet
		}
		if strings.HasPrefix(line, "*****") && strings.Contains(line, " # ") {
			return KInfo
		}
	case 'F':
		if HeaderAt(line) {
			return KHeader
		}
	case 'T':
		if strings.HasPrefix(line, "The button is in seat #") {
			return KButton
		}
		if strings.HasPrefix(line, "Total pot ") {
			return KTotal
		}
	case 'S':
		if _, _, ok := scan.SeatNumber(line); ok {
			if inSummary {
				return KSummarySeat
			}
			return KSeat
		}
		if strings.HasPrefix(line, "Seats: ") {
			return KInfo
		}
	case 'D':
		if strings.HasPrefix(line, "Dealt to ") {
			return KDealt
		}
		if strings.HasPrefix(line, "Duration ") {
			return KInfo
		}
	case '1', '2', '3', '4', '5', '6', '7', '8', '9':
		if strings.HasSuffix(line, " seconds left to act") && allDigits(line[:strings.IndexByte(line, ' ')]) {
			return KInfo
		}
	case 'U':
		if strings.HasPrefix(line, "Uncalled bet of ") {
			return KUncalled
		}
	case 'B':
		if strings.HasPrefix(line, "Board: [") {
			return KBoard
		}
	case 'P':
		if line == "Players agree to Run It Twice" {
			return KRunTwice
		}
		if inSummary && strings.HasPrefix(line, "Pot ") {
			return KRunPot
		}
	}
	return KPlayer
}

// Suffix cuts the all-in and cap remarks off an action's text
// (", and is all in", ", and is capped").
func Suffix(rest string) (text string, allIn, capped bool) {
	if s, ok := strings.CutSuffix(rest, ", and is all in"); ok {
		return s, true, false
	}
	if s, ok := strings.CutSuffix(rest, " and is all in"); ok {
		return s, true, false
	}
	if s, ok := strings.CutSuffix(rest, ", and is capped"); ok {
		return s, false, true
	}
	return rest, false, false
}

// Verb classifies the text after a player name (it starts with " " or
// ":"); Suffix has cut the all-in and cap remarks off.
func Verb(rest string) Kind {
	if strings.HasPrefix(rest, ": ") || rest == ":" {
		return KChat
	}
	if strings.HasPrefix(rest, " (Observer):") {
		return KObserverChat
	}
	if len(rest) < 2 || rest[0] != ' ' {
		return KUnknown
	}
	v := rest[1:]
	switch v[0] {
	case 'f':
		if v == "folds" {
			return KFold
		}
	case 'c':
		if v == "checks" {
			return KCheck
		}
		if strings.HasPrefix(v, "calls ") {
			return KCall
		}
		if strings.HasPrefix(v, "completes it to ") {
			return KComplete
		}
	case 'b':
		if strings.HasPrefix(v, "bets ") {
			return KBet
		}
		if strings.HasPrefix(v, "brings in for ") {
			return KBringIn
		}
	case 'r':
		if strings.HasPrefix(v, "raises to ") {
			return KRaise
		}
	case 'p':
		switch {
		case strings.HasPrefix(v, "posts the small blind of "):
			return KPostSB
		case strings.HasPrefix(v, "posts the big blind of "):
			return KPostBB
		case strings.HasPrefix(v, "posts a dead small blind of "):
			return KPostDeadSB
		case strings.HasPrefix(v, "posts "):
			return KPost
		}
	case 'a':
		if strings.HasPrefix(v, "antes ") {
			return KAnte
		}
		if strings.HasPrefix(v, "adds ") {
			return KAdds
		}
	case 'd':
		switch {
		case v == "discards":
			return KDiscardNone
		case strings.HasPrefix(v, "discards ["):
			return KDiscardCards
		case strings.HasPrefix(v, "discards ") && v[len(v)-1] == ']':
			return KDiscardShown
		case strings.HasPrefix(v, "discards "):
			return KDiscard
		}
	case 's':
		switch {
		case v == "stands pat":
			return KStandPat
		case strings.HasPrefix(v, "stands pat on ["):
			return KStandPatOn
		case strings.HasPrefix(v, "shows ["):
			return KShow
		case strings.HasPrefix(v, "shows "):
			return KShowDesc
		case v == "sits down":
			return KSitsDown
		case v == "stands up":
			return KStandsUp
		}
	case 'm':
		if v == "mucks" {
			return KMuck
		}
	case 'w':
		switch {
		case strings.HasPrefix(v, "wins the pot ("):
			return KWinPot
		case strings.HasPrefix(v, "wins the main pot ("):
			return KWinMain
		case strings.HasPrefix(v, "wins the side pot "):
			return KWinSide
		case strings.HasPrefix(v, "wins side pot "):
			return KWinSide
		case strings.HasPrefix(v, "wins the high pot ("):
			return KWinHigh
		case strings.HasPrefix(v, "wins the low pot ("):
			return KWinLow
		case strings.HasPrefix(v, "wins pot "):
			return KWinRun
		}
	case 't':
		switch {
		case strings.HasPrefix(v, "ties for the pot ("):
			return KTies
		case strings.HasPrefix(v, "ties for the high pot ("):
			return KTiesHigh
		case strings.HasPrefix(v, "ties for the low pot ("):
			return KTiesLow
		case strings.HasPrefix(v, "ties for the main pot ("):
			return KTiesMain
		case strings.HasPrefix(v, "ties for the side pot "):
			return KTiesSide
		}
	case 'i':
		switch {
		case strings.HasPrefix(v, "is dealt "):
			return KIsDealt
		case strings.HasPrefix(v, "is low with ["):
			return KLowWith
		case strings.HasPrefix(v, "is high with ["):
			return KHighWith
		case v == "is sitting out":
			return KSittingOut
		}
	case 'h':
		switch {
		case strings.HasPrefix(v, "has ") && strings.HasSuffix(v, " seconds left to act"):
			return KSecondsLeft
		case v == "has returned":
			return KReturned
		case v == "has requested TIME":
			return KRequestedTime
		case strings.HasPrefix(v, "has timed out"):
			return KTimedOut
		case strings.HasPrefix(v, "has been disconnected"):
			return KDisconnected
		case strings.HasPrefix(v, "has reconnected"):
			return KReconnected
		}
	}
	return KUnknown
}

// CutName cuts the player name off a player line. names are the hand's seat
// names sorted longest first; the first name that prefixes the line and
// leaves a known verb wins. When no seat name fits, a note verb said by
// someone without a seat (chat, sits down, adds) is looked for: idx is then
// -1 and unseated true.
func CutName(line string, names []string) (idx int, rest string, k Kind, unseated bool) {
	for i, n := range names {
		if len(line) > len(n) && line[:len(n)] == n && (line[len(n)] == ':' || line[len(n)] == ' ') {
			r, _, _ := Suffix(line[len(n):])
			if v := Verb(r); v != KUnknown {
				return i, line[len(n):], v, false
			}
		}
	}
	for i := 1; i < len(line); i++ {
		if line[i] != ':' && line[i] != ' ' {
			continue
		}
		if v := Verb(line[i:]); v.IsNote() {
			return -1, line[i:], v, true
		}
	}
	return -1, line, KUnknown, false
}
