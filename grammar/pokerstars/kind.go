package pokerstars

import (
	"strings"

	"github.com/hhcheck/hhcheck/grammar/linekind"
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

func (k Kind) String() string { return linekind.Name(kindNames[:], k) }

// NumKinds is the number of kinds (for per-kind counters).
const NumKinds = int(numKinds)

// IsNote reports whether a player verb carries no arithmetic: chat, seat
// changes, connection notices, tournament results. Such lines may be said
// by a player who has no seat in the hand.
func (k Kind) IsNote() bool {
	return k >= KSaid && k <= KEmpty || k == KRunTwice || k == KCapped || k == KPairOnBoard || k == KNoLow || k == KReshuffled
}

// lineKinds picks a line's kind by its first bytes.
var lineKinds = linekind.New(KBlank, KPlayer, linekind.Rules(words.Lines(), []linekind.Rule[Kind]{
	{Kind: KHeader, Prefix: "PokerStars ", If: isHeader},
	{Kind: KPairOnBoard, Is: "Pair on board - a double bet is allowed"},
	{Kind: KNoLow, Is: "No low hand qualified"},
	{Kind: KHeader, Prefix: "Full Tilt ", If: isHeader},
	{Kind: KReshuffled, Is: "The deck is reshuffled"},
	{Kind: KCapped, Is: "Betting is capped"},
	{Kind: KRunTwice, Is: "Hand was run twice"},
	{Kind: KRunTwice, Is: "Hand was run three times"},
	{Kind: KCancelled, Is: "Hand cancelled"},
}))

// words are the lines and the verbs after "NAME: " PokerStars writes as
// other sites do.
var words = linekind.Words[Kind]{Street: KStreet, Table: KTable, Total: KTotal, Board: KBoard, Seat: KSeat, SummarySeat: KSummarySeat,
	Dealt: KDealt, Uncalled: KUncalled, Fold: KFold, Check: KCheck, Call: KCall, Bet: KBet, Raise: KRaise, PostSB: KPostSB,
	PostBB: KPostBB, PostAnte: KPostAnte, PostButton: KPostButton, BringIn: KBringIn, Complete: KComplete,
	DiscardShown: KDiscardShown, Discard: KDiscard, StandPat: KStandPat, StandPatOn: KStandPatOn,
	Show: KShow, ShowBare: KShowBare, Muck: KMuck, NoShow: KNoShow, SitsOut: KSitsOut, SittingOut: KSittingOut}

// spaceWords are the notes and collections after "NAME " PokerStars
// writes as other sites do.
var spaceWords = linekind.Words[Kind]{SittingOut: KSittingOut, Leaves: KLeaves, Returned: KReturned, Disconnected: KDisconnected,
	Connected: KConnected, CollectPot: KCollectPot, CollectMain: KCollectMain}

// Classify picks the kind of a line by its first bytes. Lines that start
// with a player name come back as KPlayer; summary seat lines need
// inSummary, since "Seat N: " starts both seat kinds.
func Classify(line string, inSummary bool) Kind { return lineKinds.Classify(line, inSummary) }

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
var colonVerbs = linekind.New(KUnknown, KUnknown, linekind.Rules(words.Verbs(), []linekind.Rule[Kind]{
	{Kind: KFoldShow, Prefix: "folds ["},
	{Kind: KPostBoth, Prefix: "posts small & big blinds "},
	{Kind: KPostStraddle, Prefix: "posts straddle "},
}, words.Notes()))

// spaceVerbs are the verbs written after "NAME ".
var spaceVerbs = linekind.New(KUnknown, KUnknown, linekind.Rules(spaceWords.Collects(), []linekind.Rule[Kind]{
	{Kind: KCollectSide, Prefix: "collected ", Suffix: " from side pot"},
	{Kind: KCollectSideN, Prefix: "collected ", Contains: " from side pot-"},
	{Kind: KCashOutFee, Prefix: "cashed out the hand for ", Contains: " | Cash Out Fee "},
	{Kind: KCashOut, Prefix: "cashed out the hand for "},
	{Kind: KSaid, Prefix: "said, \""},
	{Kind: KBountySplit, Prefix: "split the ", Contains: " bounty for eliminating "},
	{Kind: KJoins, Prefix: "joins the table at seat #"},
	{Kind: KTimedOut, Prefix: "has timed out"},
	{Kind: KAllowed, Is: "will be allowed to play after the button"},
	{Kind: KRemoved, Prefix: "was removed from the table"},
	{Kind: KWinsTourney, Prefix: "wins the tournament"},
	{Kind: KBounty, Prefix: "wins the ", Contains: " bounty for eliminating "},
	{Kind: KBountyGrow, Prefix: "wins ", Contains: " for eliminating "},
	{Kind: KBountyShare, Prefix: "wins ", Contains: " for splitting the elimination of "},
	{Kind: KFinishedPaid, Prefix: "finished the tournament in ", Contains: " and received "},
	{Kind: KFinished, Prefix: "finished the tournament in "},
	{Kind: KRebuy, Prefix: "re-buys and receives "},
	{Kind: KAddon, Prefix: "takes the add-on and receives "},
}, spaceWords.Notes()))

// Verb classifies the text after a player name. AllIn and cap suffixes
// (" and is all-in", " and has reached the $80 cap") are cut off by
// Suffix before Verb sees the text.
func Verb(rest string) Kind {
	if rest == ":" {
		return KEmpty
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
// kind KPlayerUnseen's verb is returned with unseated=true.
func CutName(line string, names []string) (idx int, rest string, k Kind, unseated bool) {
	return speech.CutName(line, names)
}

// speech cuts names off "NAME: " and "NAME " lines, the all-in and cap
// remarks cut off (Suffix) before the verb is looked for.
var speech = linekind.Speech[Kind]{Seps: ": ", Verb: Verb, Cut: func(r string) string { r, _, _ = Suffix(r); return r }, Unseated: func(Kind) bool { return true }}
