package pokerstars

import (
	"strings"

	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/scan"
)

// lineKinds picks a line's kind by its first bytes.
var lineKinds = linekind.New(linekind.KBlank, linekind.KPlayer, linekind.Rules(words.Lines(), []linekind.Rule[linekind.Kind]{
	{Kind: linekind.KHeader, Prefix: "PokerStars ", If: isHeader},
	{Kind: linekind.KPairOnBoard, Is: "Pair on board - a double bet is allowed"},
	{Kind: linekind.KNoLow, Is: "No low hand qualified"},
	{Kind: linekind.KHeader, Prefix: "Full Tilt ", If: isHeader},
	{Kind: linekind.KReshuffled, Is: "The deck is reshuffled"},
	{Kind: linekind.KCapped, Is: "Betting is capped"},
	{Kind: linekind.KRunTwice, Is: "Hand was run twice"},
	{Kind: linekind.KRunTwice, Is: "Hand was run three times"},
	{Kind: linekind.KCancelled, Is: "Hand cancelled"},
}))

// words are the lines and the verbs after "NAME: " PokerStars writes as
// other sites do.
var words = linekind.Standard.Without(linekind.KLeaves, linekind.KReturned, linekind.KDisconnected,
	linekind.KConnected, linekind.KCollectPot, linekind.KCollectMain)

// spaceWords are the notes and collections after "NAME " PokerStars
// writes as other sites do.
var spaceWords = linekind.Standard.Only(linekind.KSittingOut, linekind.KLeaves, linekind.KReturned,
	linekind.KDisconnected, linekind.KConnected, linekind.KCollectPot, linekind.KCollectMain)

// Classify picks the kind of a line by its first bytes. Lines that start
// with a player name come back as linekind.KPlayer; summary seat lines need
// inSummary, since "Seat N: " starts both seat kinds.
func Classify(line string, inSummary bool) linekind.Kind {
	// "Seat N: ", half the lines of a hand (the head's seats and the
	// summary's): the table's answer without its walk (no rule before
	// the seat lines' starts them; TestClassifySeatLines)
	if len(line) > 5 && line[4] == ' ' && line[:5] == "Seat " && linekind.SeatLine(line) {
		if inSummary {
			return linekind.KSummarySeat
		}
		return linekind.KSeat
	}
	// the other lines of the layout a hand has (streets, the table, the
	// total, the cards dealt, the uncalled bet, the board): the kind of
	// the one rule that starts with their first bytes, the first rule of
	// the table that may match them, without the table's walk
	// (TestClassifyStarts)
	switch n := len(line); {
	case n == 0:
	case line[0] == '*':
		if n >= 4 && line[:4] == "*** " {
			return linekind.KStreet
		}
	case line[0] == 'T':
		if n >= 7 && line[:7] == "Table '" {
			return linekind.KTable
		}
		if n >= 10 && line[:10] == "Total pot " {
			return linekind.KTotal
		}
	case line[0] == 'D':
		if n >= 9 && line[:9] == "Dealt to " {
			return linekind.KDealt
		}
	case line[0] == 'U':
		if n >= 14 && line[:14] == "Uncalled bet (" {
			return linekind.KUncalled
		}
	case line[0] == 'B':
		if n >= 7 && line[:7] == "Board [" {
			return linekind.KBoard
		}
	}
	return lineKinds.Classify(line, inSummary)
}

// Unruled reports whether line is one Classify gives linekind.KPlayer by
// its first byte alone: not empty, and no rule (a seat line's included)
// looks at a line that starts with that byte. A caller that tells these
// first needs no call of Classify for most player lines.
func Unruled(line string) bool { return line != "" && !lineKinds.Ruled(line[0]) }

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

// colonVerbs are the verbs written after "NAME: ".
var colonVerbs = linekind.New(linekind.KUnknown, linekind.KUnknown, linekind.Rules(words.Verbs(), []linekind.Rule[linekind.Kind]{
	{Kind: linekind.KFoldShow, Prefix: "folds ["},
	{Kind: linekind.KPostBoth, Prefix: "posts small & big blinds "},
	{Kind: linekind.KPostStraddle, Prefix: "posts straddle "},
}, words.Notes()))

// spaceVerbs are the verbs written after "NAME ".
var spaceVerbs = linekind.New(linekind.KUnknown, linekind.KUnknown, linekind.Rules(spaceWords.Collects(), []linekind.Rule[linekind.Kind]{
	{Kind: linekind.KCollectSide, Prefix: "collected ", Suffix: " from side pot"},
	{Kind: linekind.KCollectSideN, Prefix: "collected ", Contains: " from side pot-"},
	{Kind: linekind.KCashOutFee, Prefix: "cashed out the hand for ", Contains: " | Cash Out Fee "},
	{Kind: linekind.KCashOut, Prefix: "cashed out the hand for "},
	{Kind: linekind.KSaid, Prefix: "said, \""},
	{Kind: linekind.KBountySplit, Prefix: "split the ", Contains: " bounty for eliminating "},
	{Kind: linekind.KJoins, Prefix: "joins the table at seat #"},
	{Kind: linekind.KTimedOut, Prefix: "has timed out"},
	{Kind: linekind.KAllowed, Is: "will be allowed to play after the button"},
	{Kind: linekind.KRemoved, Prefix: "was removed from the table"},
	{Kind: linekind.KWinsTourney, Prefix: "wins the tournament"},
	{Kind: linekind.KBounty, Prefix: "wins the ", Contains: " bounty for eliminating "},
	{Kind: linekind.KBountyGrow, Prefix: "wins ", Contains: " for eliminating "},
	{Kind: linekind.KBountyShare, Prefix: "wins ", Contains: " for splitting the elimination of "},
	{Kind: linekind.KFinishedPaid, Prefix: "finished the tournament in ", Contains: " and received "},
	{Kind: linekind.KFinished, Prefix: "finished the tournament in "},
	{Kind: linekind.KRebuy, Prefix: "re-buys and receives "},
	{Kind: linekind.KAddon, Prefix: "takes the add-on and receives "},
}, spaceWords.Notes()))

// Verb classifies the text after a player name. AllIn and cap suffixes
// (" and is all-in", " and has reached the $80 cap") are cut off by
// Suffix before Verb sees the text.
func Verb(rest string) linekind.Kind {
	if rest == ":" {
		return linekind.KEmpty
	}
	return linekind.AfterName(colonVerbs, spaceVerbs, rest)
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
// kind linekind.KPlayerUnseen's verb is returned with unseated=true.
func CutName(line string, names []string) (idx int, rest string, k linekind.Kind, unseated bool) {
	return speech.CutName(line, names)
}

// speech cuts names off "NAME: " and "NAME " lines, the all-in and cap
// remarks cut off (Suffix) before the verb is looked for.
var speech = linekind.Speech[linekind.Kind]{Seps: ": ", Verb: Verb, Cut: func(r string) string { r, _, _ = Suffix(r); return r }, Unseated: func(linekind.Kind) bool { return true }}
