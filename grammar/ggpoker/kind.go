package ggpoker

import (
	"strings"

	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/pokerstars"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

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

// lineKinds picks a line's kind by its first bytes.
var lineKinds = linekind.New(linekind.KBlank, linekind.KPlayer, linekind.Rules(words.Lines(), []linekind.Rule[linekind.Kind]{
	{Kind: linekind.KHeader, Prefix: "Poker Hand #", If: HeaderAt},
	{Kind: linekind.KRuns, Is: "Hand was run two times"},
	{Kind: linekind.KRuns, Is: "Hand was run three times"},
	{Kind: linekind.KCashDrop, Prefix: "Cash Drop to Pot : "},
}))

// words are GGPoker's kinds of the lines and verbs it writes as other
// sites do ("doesn't show hand" is a muck).
var words = linekind.Standard.Without(linekind.KDiscardShown, linekind.KDiscard, linekind.KStandPat,
	linekind.KStandPatOn, linekind.KBringIn, linekind.KComplete, linekind.KLeaves, linekind.KReturned,
	linekind.KDisconnected, linekind.KConnected).
	As(linekind.KNoShow, linekind.KMuck).As(linekind.KSittingOut, linekind.KSitsOut)

// Classify picks the kind of a line by its first bytes; summary seat lines
// need inSummary.
func Classify(line string, inSummary bool) linekind.Kind { return lineKinds.Classify(line, inSummary) }

// SeatNumber returns N of a "Seat N: " line and the text after it.
func SeatNumber(line string) (int, string, bool) { return pokerstars.SeatNumber(line) }

// colonVerbs are the verbs written after "NAME: ".
var colonVerbs = linekind.New(linekind.KUnknown, linekind.KUnknown, linekind.Rules(words.Verbs(), []linekind.Rule[linekind.Kind]{
	{Kind: linekind.KPostMissed, Prefix: "posts missed blind "},
	{Kind: linekind.KStraddle, Prefix: "straddle "},
}, words.Notes(), insurance[:]))

// spaceVerbs are the verbs written after "NAME ".
var spaceVerbs = linekind.New(linekind.KUnknown, linekind.KUnknown, linekind.Rules(words.Collects(), insurance[:], []linekind.Rule[linekind.Kind]{
	{Kind: linekind.KCollectSideN, Prefix: "collected ", Contains: " from side pot"},
}))

// insurance: "get an all-in insurance (premium (..) for (..) - (Main))",
// "pay premium of all-in insurance ($4)", after ": " or " ".
var insurance = [...]linekind.Rule[linekind.Kind]{
	{Kind: linekind.KInsurance, Prefix: "get an all-in insurance ("},
	{Kind: linekind.KInsurance, Prefix: "pay premium of all-in insurance ("},
}

// Verb classifies the text after a player name: ": verb ..." for actions,
// " collected ..." for collections. The all-in suffix is cut off by Suffix
// first.
func Verb(rest string) linekind.Kind { return linekind.AfterName(colonVerbs, spaceVerbs, rest) }

// Suffix cuts the all-in remark off an action's text.
func Suffix(rest string) (text string, allIn bool) { return speech.Suffix(rest) }

// CutName cuts the player name off a player line. names are the hand's
// seat names sorted longest first; the first name that prefixes the line
// and leaves a known verb wins.
func CutName(line string, names []string) (idx int, rest string, k linekind.Kind) {
	return speech.CutSeated(line, names)
}

var speech = linekind.Speech[linekind.Kind]{Seps: ": ", Verb: Verb, Remark: " and is all-in"}
