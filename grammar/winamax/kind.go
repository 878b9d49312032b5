package winamax

import (
	"strings"

	"github.com/hhcheck/hhcheck/grammar/linekind"
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

func (k Kind) String() string { return linekind.Name(kindNames[:], k) }

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

// lineKinds picks a line's kind by its first bytes.
var lineKinds = linekind.New(KBlank, KPlayer, linekind.Rules(words.Lines(), []linekind.Rule[Kind]{
	{Kind: KHeader, Prefix: "Winamax Poker - ", If: HeaderAt},
	{Kind: KTable, Prefix: "Table: '"},
	{Kind: KBoard, Prefix: "Board: ["},
}))

// Classify picks the kind of a line by its first bytes; summary seat lines
// need inSummary.
func Classify(line string, inSummary bool) Kind { return lineKinds.Classify(line, inSummary) }

// SeatNumber returns N of a "Seat N: " line and the text after it.
func SeatNumber(line string) (int, string, bool) { return scan.SeatNumber(line) }

// verbs are the verbs written after "NAME ": Winamax's own first (a blind
// posted out of position before the blind), then those it writes as
// other sites do.
var verbs = linekind.New(KUnknown, KUnknown, linekind.Rules([]linekind.Rule[Kind]{
	{Kind: KPostSBOut, Prefix: "posts small blind ", Suffix: " out of position"},
	{Kind: KPostBBOut, Prefix: "posts big blind ", Suffix: " out of position"},
	{Kind: KPostAnte, Prefix: "posts ante "},
	{Kind: KBringIn, Prefix: "brings in "},
	{Kind: KDeniesBB, Is: "denies big blind"},
	{Kind: KDeniesBB, Is: "denies small blind"},
	{Kind: KDeniesBB, Is: "deny BB"},
	{Kind: KDeniesBB, Is: "deny SB"},
	{Kind: KStandPat, Prefix: "stands pat ["},
	{Kind: KCollect, Prefix: "collected ", Contains: " from "},
	{Kind: KTimedOut, Is: "has timed out"},
	{Kind: KJoins, Prefix: "joins the table"},
}, words.Verbs(), words.Notes()))

// words are Winamax's kinds of the lines ("Table 'X' 5-max" in the 2021
// layout) and verbs it writes as other sites do ("doesn't show hand" is a
// muck, connection notices one kind).
var words = linekind.Words[Kind]{Street: KStreet, Table: KTable, Total: KTotal, Seat: KSeat, SummarySeat: KSummarySeat, Dealt: KDealt,
	Fold: KFold, Check: KCheck, Call: KCall, Bet: KBet, Raise: KRaise, PostSB: KPostSB, PostBB: KPostBB,
	Discard: KDiscard, StandPat: KStandPat, Show: KShow, ShowBare: KShowBare, Muck: KMuck, NoShow: KMuck,
	SitsOut: KSitsOut, SittingOut: KSitsOut, Leaves: KLeaves, Disconnected: KTimedOut, Connected: KTimedOut}

// Verb classifies the text after a player name (which starts with " ").
// The " and is all-in" suffix is cut off by Suffix first.
func Verb(rest string) Kind { return linekind.AfterName(nil, verbs, rest) }

// Suffix cuts the all-in remark off an action's text.
func Suffix(rest string) (text string, allIn bool) { return speech.Suffix(rest) }

// CutName cuts the player name off a player line. names are the hand's
// seat names sorted longest first; the first name that prefixes the line
// and leaves a known verb wins, so "7 7 7 folds" finds "7 7 7".
func CutName(line string, names []string) (idx int, rest string, k Kind) {
	return speech.CutSeated(line, names)
}

var speech = linekind.Speech[Kind]{Seps: " ", Verb: Verb, Remark: " and is all-in"}
