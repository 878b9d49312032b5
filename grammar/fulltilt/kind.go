package fulltilt

import (
	"strings"

	"github.com/hhcheck/hhcheck/grammar/linekind"
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

func (k Kind) String() string { return linekind.Name(kindNames[:], k) }

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

// lineKinds picks a line's kind by its first bytes.
var lineKinds = linekind.New(KBlank, KPlayer, linekind.Rules(words.Lines(), []linekind.Rule[Kind]{
	{Kind: KDescription, Prefix: " (", Suffix: ")"},
	{Kind: KInfo, Prefix: "*****", Contains: " # "},
	{Kind: KHeader, Prefix: HeaderPrefix},
	{Kind: KHeader, Prefix: OldHeaderPrefix},
	{Kind: KButton, Prefix: "The button is in seat #"},
	{Kind: KInfo, Prefix: "Seats: "},
	{Kind: KInfo, Prefix: "Duration "},
	{Kind: KInfo, First: "123456789", Suffix: " seconds left to act", If: func(line string) bool {
		return allDigits(line[:strings.IndexByte(line, ' ')])
	}},
	{Kind: KUncalled, Prefix: "Uncalled bet of "},
	{Kind: KBoard, Prefix: "Board: ["},
	{Kind: KRunTwice, Is: "Players agree to Run It Twice"},
	{Kind: KPlayer, Summary: KRunPot, Prefix: "Pot "},
}))

// Classify picks the kind of a line by its first bytes. Lines that start
// with a player name come back as KPlayer; summary seat lines need
// inSummary, since "Seat N: " starts both seat kinds, and "Pot " starts a
// run's pot only in the summary.
func Classify(line string, inSummary bool) Kind { return lineKinds.Classify(line, inSummary) }

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

// verbs are the verbs written after "NAME ": those Full Tilt writes as
// other sites do, then its own.
var verbs = linekind.New(KUnknown, KUnknown, linekind.Rules(words.Verbs(), []linekind.Rule[Kind]{
	{Kind: KRaise, Prefix: "raises to "},
	{Kind: KPostSB, Prefix: "posts the small blind of "},
	{Kind: KPostBB, Prefix: "posts the big blind of "},
	{Kind: KPostDeadSB, Prefix: "posts a dead small blind of "},
	{Kind: KPost, Prefix: "posts "},
	{Kind: KAnte, Prefix: "antes "},
	{Kind: KAdds, Prefix: "adds "},
	{Kind: KDiscardNone, Is: "discards"},
	{Kind: KDiscardCards, Prefix: "discards ["},
	{Kind: KDiscardShown, Prefix: "discards ", Suffix: "]"},
	{Kind: KDiscard, Prefix: "discards "},
	{Kind: KShowDesc, Prefix: "shows "},
	{Kind: KSitsDown, Is: "sits down"},
	{Kind: KStandsUp, Is: "stands up"},
	{Kind: KMuck, Is: "mucks"},
	{Kind: KWinPot, Prefix: "wins the pot ("},
	{Kind: KWinMain, Prefix: "wins the main pot ("},
	{Kind: KWinSide, Prefix: "wins the side pot "},
	{Kind: KWinSide, Prefix: "wins side pot "},
	{Kind: KWinHigh, Prefix: "wins the high pot ("},
	{Kind: KWinLow, Prefix: "wins the low pot ("},
	{Kind: KWinRun, Prefix: "wins pot "},
	{Kind: KTies, Prefix: "ties for the pot ("},
	{Kind: KTiesHigh, Prefix: "ties for the high pot ("},
	{Kind: KTiesLow, Prefix: "ties for the low pot ("},
	{Kind: KTiesMain, Prefix: "ties for the main pot ("},
	{Kind: KTiesSide, Prefix: "ties for the side pot "},
	{Kind: KIsDealt, Prefix: "is dealt "},
	{Kind: KLowWith, Prefix: "is low with ["},
	{Kind: KHighWith, Prefix: "is high with ["},
	{Kind: KSecondsLeft, Prefix: "has ", Suffix: " seconds left to act"},
	{Kind: KRequestedTime, Is: "has requested TIME"},
	{Kind: KTimedOut, Prefix: "has timed out"},
	{Kind: KDisconnected, Prefix: "has been disconnected"},
	{Kind: KReconnected, Prefix: "has reconnected"},
}, notes.Notes()))

// words are Full Tilt's kinds of the lines and verbs it writes as other
// sites do ("shows [..]" with or without a description is one kind); its
// raises, blinds and discards are its own.
var words = linekind.Words[Kind]{Street: KStreet, Total: KTotal, Seat: KSeat, SummarySeat: KSummarySeat, Dealt: KDealt,
	Fold: KFold, Check: KCheck, Call: KCall, Bet: KBet, BringIn: KBringIn, Complete: KComplete,
	StandPat: KStandPat, StandPatOn: KStandPatOn, ShowBare: KShow}

// notes are the notes Full Tilt writes as other sites do.
var notes = linekind.Words[Kind]{SittingOut: KSittingOut, Returned: KReturned}

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
	return verbs.Of(rest[1:])
}

// CutName cuts the player name off a player line. names are the hand's seat
// names sorted longest first; the first name that prefixes the line and
// leaves a known verb wins. When no seat name fits, a note verb said by
// someone without a seat (chat, sits down, adds) is looked for: idx is then
// -1 and unseated true.
func CutName(line string, names []string) (idx int, rest string, k Kind, unseated bool) {
	return speech.CutName(line, names)
}

// speech cuts names off "NAME: " and "NAME " lines, the all-in and cap
// remarks cut off (Suffix) before the verb is looked for.
var speech = linekind.Speech[Kind]{Seps: ": ", Verb: Verb, Cut: func(r string) string { r, _, _ = Suffix(r); return r }, Unseated: Kind.IsNote}
