package ggpoker

import (
	"strings"

	"github.com/hhcheck/hhcheck/grammar/linekind"
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

func (k Kind) String() string { return linekind.Name(kindNames[:], k) }

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

// lineKinds picks a line's kind by its first bytes.
var lineKinds = linekind.New(KBlank, KPlayer, linekind.Rules(words.Lines(), []linekind.Rule[Kind]{
	{Kind: KHeader, Prefix: "Poker Hand #", If: HeaderAt},
	{Kind: KRuns, Is: "Hand was run two times"},
	{Kind: KRuns, Is: "Hand was run three times"},
	{Kind: KCashDrop, Prefix: "Cash Drop to Pot : "},
}))

// words are GGPoker's kinds of the lines and verbs it writes as other
// sites do ("doesn't show hand" is a muck).
var words = linekind.Words[Kind]{Street: KStreet, Table: KTable, Total: KTotal, Board: KBoard, Seat: KSeat, SummarySeat: KSummarySeat,
	Dealt: KDealt, Uncalled: KUncalled, Fold: KFold, Check: KCheck, Call: KCall, Bet: KBet, Raise: KRaise, PostSB: KPostSB,
	PostBB: KPostBB, PostAnte: KPostAnte, PostButton: KPostButton, Show: KShow, ShowBare: KShowBare, Muck: KMuck, NoShow: KMuck,
	SitsOut: KSitsOut, SittingOut: KSitsOut, CollectPot: KCollectPot, CollectMain: KCollectMain}

// Classify picks the kind of a line by its first bytes; summary seat lines
// need inSummary.
func Classify(line string, inSummary bool) Kind { return lineKinds.Classify(line, inSummary) }

// SeatNumber returns N of a "Seat N: " line and the text after it.
func SeatNumber(line string) (int, string, bool) { return pokerstars.SeatNumber(line) }

// colonVerbs are the verbs written after "NAME: ".
var colonVerbs = linekind.New(KUnknown, KUnknown, linekind.Rules(words.Verbs(), []linekind.Rule[Kind]{
	{Kind: KPostMissed, Prefix: "posts missed blind "},
	{Kind: KStraddle, Prefix: "straddle "},
}, words.Notes(), insurance[:]))

// spaceVerbs are the verbs written after "NAME ".
var spaceVerbs = linekind.New(KUnknown, KUnknown, linekind.Rules(words.Collects(), insurance[:], []linekind.Rule[Kind]{
	{Kind: KCollectSideN, Prefix: "collected ", Contains: " from side pot"},
}))

// insurance: "get an all-in insurance (premium (..) for (..) - (Main))",
// "pay premium of all-in insurance ($4)", after ": " or " ".
var insurance = [...]linekind.Rule[Kind]{
	{Kind: KInsurance, Prefix: "get an all-in insurance ("},
	{Kind: KInsurance, Prefix: "pay premium of all-in insurance ("},
}

// Verb classifies the text after a player name: ": verb ..." for actions,
// " collected ..." for collections. The all-in suffix is cut off by Suffix
// first.
func Verb(rest string) Kind { return linekind.AfterName(colonVerbs, spaceVerbs, rest) }

// Suffix cuts the all-in remark off an action's text.
func Suffix(rest string) (text string, allIn bool) { return speech.Suffix(rest) }

// CutName cuts the player name off a player line. names are the hand's
// seat names sorted longest first; the first name that prefixes the line
// and leaves a known verb wins.
func CutName(line string, names []string) (idx int, rest string, k Kind) {
	return speech.CutSeated(line, names)
}

var speech = linekind.Speech[Kind]{Seps: ": ", Verb: Verb, Remark: " and is all-in"}
