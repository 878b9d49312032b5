package hand

import "github.com/hhcheck/hhcheck/rules"

// Code is the stable name of a kind of discrepancy. Codes never change
// meaning; analysts filter on them.
type Code string

// The codes the verifier and the replay report. Each is documented in
// README.md with the clause it applies.
const (
	AwardMismatch   Code = "AWARD_MISMATCH"   // a player collected more or less than the rules give him
	PotTotal        Code = "POT_TOTAL"        // the recorded total is not what was put in
	RakeArithmetic  Code = "RAKE_ARITHMETIC"  // awards + rake + fees differ from the pot
	UncalledReturn  Code = "UNCALLED_RETURN"  // the uncalled bet returned is wrong or missing
	DuplicateCard   Code = "DUPLICATE_CARD"   // one card seen twice in the hand
	HandDescription Code = "HAND_DESCRIPTION" // the site's words for a hand do not match its cards
	SidePotTotal    Code = "SIDE_POT_TOTAL"   // a printed main/side pot amount differs from the rebuilt one
	StackExceeded   Code = "STACK_EXCEEDED"   // a player put in more than his stack
	InvalidAction   Code = "INVALID_ACTION"   // an action that cannot be applied: unknown seat, negative amount, after a fold or the end of the hand
	CardCount       Code = "CARD_COUNT"       // a player or the board has another number of cards than the game deals (RULES §5)
	DealMismatch    Code = "DEAL_MISMATCH"    // cards shown or dealt later contradict the cards dealt before (an up card missing from the shown hand, a kept card not held)
	CardNotInDeck   Code = "CARD_NOT_IN_DECK" // a card the game's deck does not hold (a 2 to 5 in 6+ Hold'em)
	// ProfileDivergence is not a fault of the site: another rule profile
	// would pay a seat differently (hhcheck verify --compare PROFILE).
	ProfileDivergence Code = "PROFILE_DIVERGENCE"

	// Betting legality (replay, RULES §7).
	OutOfTurn        Code = "OUT_OF_TURN"        // an action by a player whose turn it was not, after the round closed, or a player skipped
	BetAmount        Code = "BET_AMOUNT"         // a bet, raise, call or check the structure does not allow (minimum raise, pot limit, fixed size)
	RaiseCap         Code = "RAISE_CAP"          // a bet or raise beyond the cap of a fixed-limit round
	RaiseNotReopened Code = "RAISE_NOT_REOPENED" // a raise by a player to whom an all-in short raise did not reopen the betting
	BlindAmount      Code = "BLIND_AMOUNT"       // a blind, ante or bring-in that differs from the stakes
	BringInPlayer    Code = "BRING_IN_PLAYER"    // the stud bring-in posted by a player who does not hold the lowest (razz: highest) up card

	// Cross-hand checks (verify.Session): consecutive hands of one table.
	StackContinuity Code = "STACK_CONTINUITY" // a starting stack differs from the previous hand's ending stack with no rebuy, add-on, top-up or seat change recorded

	// DuplicateHand: the batch run read a hand (same site and hand id) a
	// second time; it is counted once (export.CodeDuplicate is its row).
	DuplicateHand Code = "DUPLICATE_HAND"
)

// Discrepancy is one thing wrong with a hand, tied to the rule it breaks.
type Discrepancy struct {
	Code   Code
	Clause rules.Clause // e.g. "RRoP 3.7.5(a)", "FR-2016 Art.6 I 3°"
	// Pot names the pot: "main", "side 1", "main high", "side 2 low", ""
	// for the hand as a whole; with a run suffix ("main run 2") when the
	// board was run more than once.
	Pot    string
	Seat   int // index in Hand.Seats, or -1
	Player string
	// Expected and Recorded are amounts in the hand's unit; HasAmounts is
	// false when the discrepancy is not about an amount.
	Expected   Money
	Recorded   Money
	HasAmounts bool
	Line       int
	Message    string
}
