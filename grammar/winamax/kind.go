package winamax

import (
	"strings"

	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/scan"
)

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

// lineKinds picks a line's kind by its first bytes.
var lineKinds = linekind.New(linekind.KBlank, linekind.KPlayer, linekind.Rules(words.Lines(), []linekind.Rule[linekind.Kind]{
	{Kind: linekind.KHeader, Prefix: "Winamax Poker - ", If: HeaderAt},
	{Kind: linekind.KTable, Prefix: "Table: '"},
	{Kind: linekind.KBoard, Prefix: "Board: ["},
}))

// Classify picks the kind of a line by its first bytes; summary seat lines
// need inSummary.
func Classify(line string, inSummary bool) linekind.Kind { return lineKinds.Classify(line, inSummary) }

// SeatNumber returns N of a "Seat N: " line and the text after it.
func SeatNumber(line string) (int, string, bool) { return scan.SeatNumber(line) }

// verbs are the verbs written after "NAME ": Winamax's own first (a blind
// posted out of position before the blind), then those it writes as
// other sites do.
var verbs = linekind.New(linekind.KUnknown, linekind.KUnknown, linekind.Rules([]linekind.Rule[linekind.Kind]{
	{Kind: linekind.KPostSBOut, Prefix: "posts small blind ", Suffix: " out of position"},
	{Kind: linekind.KPostBBOut, Prefix: "posts big blind ", Suffix: " out of position"},
	{Kind: linekind.KPostAnte, Prefix: "posts ante "},
	{Kind: linekind.KBringIn, Prefix: "brings in "},
	{Kind: linekind.KDeniesBB, Is: "denies big blind"},
	{Kind: linekind.KDeniesBB, Is: "denies small blind"},
	{Kind: linekind.KDeniesBB, Is: "deny BB"},
	{Kind: linekind.KDeniesBB, Is: "deny SB"},
	{Kind: linekind.KStandPat, Prefix: "stands pat ["},
	{Kind: linekind.KCollect, Prefix: "collected ", Contains: " from "},
	{Kind: linekind.KTimedOut, Is: "has timed out"},
	{Kind: linekind.KJoins, Prefix: "joins the table"},
}, words.Verbs(), words.Notes()))

// words are Winamax's kinds of the lines ("Table 'X' 5-max" in the 2021
// layout) and verbs it writes as other sites do ("doesn't show hand" is a
// muck, connection notices one kind).
var words = linekind.Standard.Without(linekind.KBoard, linekind.KUncalled, linekind.KPostAnte,
	linekind.KPostButton, linekind.KBringIn, linekind.KComplete, linekind.KDiscardShown,
	linekind.KStandPatOn, linekind.KReturned, linekind.KCollectPot, linekind.KCollectMain).
	As(linekind.KNoShow, linekind.KMuck).As(linekind.KSittingOut, linekind.KSitsOut).
	As(linekind.KDisconnected, linekind.KTimedOut).As(linekind.KConnected, linekind.KTimedOut)

// Verb classifies the text after a player name (which starts with " ").
// The " and is all-in" suffix is cut off by Suffix first.
func Verb(rest string) linekind.Kind { return linekind.AfterName(nil, verbs, rest) }

// Suffix cuts the all-in remark off an action's text.
func Suffix(rest string) (text string, allIn bool) { return speech.Suffix(rest) }

// CutName cuts the player name off a player line. names are the hand's
// seat names sorted longest first; the first name that prefixes the line
// and leaves a known verb wins, so "7 7 7 folds" finds "7 7 7".
func CutName(line string, names []string) (idx int, rest string, k linekind.Kind) {
	return speech.CutSeated(line, names)
}

var speech = linekind.Speech[linekind.Kind]{Seps: " ", Verb: Verb, Remark: " and is all-in"}
