package fulltilt

import (
	"strings"

	"github.com/hhcheck/hhcheck/grammar/linekind"
)

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
var lineKinds = linekind.New(linekind.KBlank, linekind.KPlayer, linekind.Rules(words.Lines(), []linekind.Rule[linekind.Kind]{
	{Kind: linekind.KDescription, Prefix: " (", Suffix: ")"},
	{Kind: linekind.KInfo, Prefix: "*****", Contains: " # "},
	{Kind: linekind.KHeader, Prefix: HeaderPrefix},
	{Kind: linekind.KHeader, Prefix: OldHeaderPrefix},
	{Kind: linekind.KButton, Prefix: "The button is in seat #"},
	{Kind: linekind.KInfo, Prefix: "Seats: "},
	{Kind: linekind.KInfo, Prefix: "Duration "},
	{Kind: linekind.KInfo, First: "123456789", Suffix: " seconds left to act", If: func(line string) bool {
		return allDigits(line[:strings.IndexByte(line, ' ')])
	}},
	{Kind: linekind.KUncalled, Prefix: "Uncalled bet of "},
	{Kind: linekind.KBoard, Prefix: "Board: ["},
	{Kind: linekind.KRunTwice, Is: "Players agree to Run It Twice"},
	{Kind: linekind.KPlayer, Summary: linekind.KRunPot, Prefix: "Pot "},
}))

// Classify picks the kind of a line by its first bytes. Lines that start
// with a player name come back as linekind.KPlayer; summary seat lines need
// inSummary, since "Seat N: " starts both seat kinds, and "Pot " starts a
// run's pot only in the summary.
func Classify(line string, inSummary bool) linekind.Kind { return lineKinds.Classify(line, inSummary) }

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

// verbs are the verbs written after "NAME ": the Irish discards (before
// the discards they start), those Full Tilt writes as other sites do, then
// its own.
var verbs = linekind.New(linekind.KUnknown, linekind.KUnknown, linekind.Rules([]linekind.Rule[linekind.Kind]{
	{Kind: linekind.KDiscardNone, Is: "discards"},
	{Kind: linekind.KDiscardCards, Prefix: "discards ["},
}, words.Verbs(), []linekind.Rule[linekind.Kind]{
	{Kind: linekind.KRaise, Prefix: "raises to "},
	{Kind: linekind.KPostSB, Prefix: "posts the small blind of "},
	{Kind: linekind.KPostBB, Prefix: "posts the big blind of "},
	{Kind: linekind.KPostDeadSB, Prefix: "posts a dead small blind of "},
	{Kind: linekind.KPost, Prefix: "posts "},
	{Kind: linekind.KAnte, Prefix: "antes "},
	{Kind: linekind.KAdds, Prefix: "adds "},
	{Kind: linekind.KShowDesc, Prefix: "shows "},
	{Kind: linekind.KSitsDown, Is: "sits down"},
	{Kind: linekind.KStandsUp, Is: "stands up"},
	{Kind: linekind.KMuck, Is: "mucks"},
	{Kind: linekind.KWinPot, Prefix: "wins the pot ("},
	{Kind: linekind.KWinMain, Prefix: "wins the main pot ("},
	{Kind: linekind.KWinSide, Prefix: "wins the side pot "},
	{Kind: linekind.KWinSide, Prefix: "wins side pot "},
	{Kind: linekind.KWinHigh, Prefix: "wins the high pot ("},
	{Kind: linekind.KWinLow, Prefix: "wins the low pot ("},
	{Kind: linekind.KWinRun, Prefix: "wins pot "},
	{Kind: linekind.KTies, Prefix: "ties for the pot ("},
	{Kind: linekind.KTiesHigh, Prefix: "ties for the high pot ("},
	{Kind: linekind.KTiesLow, Prefix: "ties for the low pot ("},
	{Kind: linekind.KTiesMain, Prefix: "ties for the main pot ("},
	{Kind: linekind.KTiesSide, Prefix: "ties for the side pot "},
	{Kind: linekind.KIsDealt, Prefix: "is dealt "},
	{Kind: linekind.KLowWith, Prefix: "is low with ["},
	{Kind: linekind.KHighWith, Prefix: "is high with ["},
	{Kind: linekind.KSecondsLeft, Prefix: "has ", Suffix: " seconds left to act"},
	{Kind: linekind.KRequestedTime, Is: "has requested TIME"},
	{Kind: linekind.KTimedOut, Prefix: "has timed out"},
	{Kind: linekind.KDisconnected, Prefix: "has been disconnected"},
	{Kind: linekind.KReconnected, Prefix: "has reconnected"},
}, notes.Notes()))

// words are Full Tilt's kinds of the lines and verbs it writes as other
// sites do ("shows [..]" with or without a description is one kind); its
// raises and blinds are its own.
var words = linekind.Standard.Only(linekind.KStreet, linekind.KTotal, linekind.KSeat,
	linekind.KSummarySeat, linekind.KDealt, linekind.KFold, linekind.KCheck, linekind.KCall, linekind.KBet,
	linekind.KBringIn, linekind.KComplete, linekind.KDiscardShown, linekind.KDiscard, linekind.KStandPat,
	linekind.KStandPatOn, linekind.KShowBare).
	As(linekind.KShowBare, linekind.KShow)

// notes are the notes Full Tilt writes as other sites do.
var notes = linekind.Standard.Only(linekind.KSittingOut, linekind.KReturned)

// Verb classifies the text after a player name (it starts with " " or
// ":"); Suffix has cut the all-in and cap remarks off.
func Verb(rest string) linekind.Kind {
	if strings.HasPrefix(rest, ": ") || rest == ":" {
		return linekind.KChat
	}
	if strings.HasPrefix(rest, " (Observer):") {
		return linekind.KObserverChat
	}
	if len(rest) < 2 || rest[0] != ' ' {
		return linekind.KUnknown
	}
	return verbs.Of(rest[1:])
}

// CutName cuts the player name off a player line. names are the hand's seat
// names sorted longest first; the first name that prefixes the line and
// leaves a known verb wins. When no seat name fits, a note verb said by
// someone without a seat (chat, sits down, adds) is looked for: idx is then
// -1 and unseated true.
func CutName(line string, names []string) (idx int, rest string, k linekind.Kind, unseated bool) {
	return speech.CutName(line, names)
}

// speech cuts names off "NAME: " and "NAME " lines, the all-in and cap
// remarks cut off (Suffix) before the verb is looked for.
var speech = linekind.Speech[linekind.Kind]{Seps: ": ", Verb: Verb, Cut: func(r string) string { r, _, _ = Suffix(r); return r }, Unseated: linekind.Kind.IsNote}
