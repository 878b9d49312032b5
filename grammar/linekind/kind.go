package linekind

// Kind is the kind of a line of a text site's history, or of the text
// after a player's name (the verb), picked by cheap byte tests (a site's
// Table, Classify and Verb) before any grammar runs. The kinds are one
// vocabulary for every text site: a kind several sites write (KFold,
// KStreet) is one constant, and each site's rules say which texts are of
// which kind; a site never produces the kinds it does not write.
type Kind uint8

// The kinds: the lines first, then the verbs after a player's name (the
// name itself is cut off by the site's CutName). A comment says how the
// sites write a kind when that helps: one example, and the sites that
// write it otherwise.
const (
	KUnknown Kind = iota
	KBlank
	KHeader       // PokerStars Hand #1: ..., Poker Hand #OM785467: ..., Full Tilt Poker Game #1: ...
	KTable        // Table 'x' 6-max Seat #1 is the button; Winamax: Table: 'x' 6-max (real money) ...
	KSeat         // Seat 1: name ($1 in chips)  (before the summary); Bovada: Seat 1: UTG ($1 in chips)
	KStreet       // *** FLOP *** [..]; Full Tilt: *** FLOP *** [..] (Total Pot: $1, 2 Players)
	KDealt        // Dealt to name [..] [..], Dealt to name; Bovada (a verb): Card dealt to a spot [..]
	KUncalled     // Uncalled bet ($6) returned to name; Full Tilt: Uncalled bet of $4 returned to name
	KTotal        // Total pot $1 | Rake $0 ...; Bovada: Total Pot($4.85)
	KBoard        // Board [..], FIRST Board [..]; Winamax, Full Tilt: Board: [..]
	KSummarySeat  // Seat 1: name ... (in the summary); Bovada: Seat+1: UTG $4.61 ...
	KRunTwice     // PokerStars: Hand was run twice; Full Tilt: Players agree to Run It Twice
	KCapped       // PokerStars: Betting is capped
	KPairOnBoard  // PokerStars: Pair on board - a double bet is allowed
	KCancelled    // PokerStars: Hand cancelled
	KNoLow        // PokerStars: No low hand qualified (hi/lo, after the collections)
	KReshuffled   // PokerStars: The deck is reshuffled (draw games)
	KPlayerUnseen // PokerStars: a player line whose name is no seat of the hand (joins, chat...)
	KRuns         // GGPoker: Hand was run two times
	KCashDrop     // GGPoker: Cash Drop to Pot : total $0.2 (money the site adds to the pot)
	KButton       // Full Tilt: The button is in seat #3
	KRunPot       // Full Tilt: Pot 1 $311 (summary of a board run twice)
	KInfo         // Full Tilt: Duration 41s, Seats: 9, the "**** # 1 ****" separator of archives, "5 seconds left to act"
	KDescription  // Full Tilt: " (8,7,4,3,A)": a hand description written on a line of its own
	KTableNote    // Bovada: a line without a label: Enter(Auto), Table deposit $5, ...
	KPlayer       // a line that starts with a player name: use CutName and Verb; Bovada: "LABEL : verb" (CutLabel)

	// Player verbs (the text after the name).
	KFold
	KFoldShow // folds [Ah Kd]; Bovada: Folds & shows [..]
	KCheck
	KCall
	KBet
	KRaise        // raises $1 to $2; Bovada: Raises $1 to $1 (old files: Raises $22); PartyPoker: raises [$x] (the increment)
	KPostSB       // posts small blind $1; Bovada: Small Blind $0.10, Ante/Small blind 10
	KPostBB       // posts big blind $2; Bovada: Big blind $0.25, Big blind/Bring in 20
	KPostBoth     // posts small & big blinds $3; PartyPoker: posts big blind + dead [$x] (big blind live, small blind dead)
	KPostAnte     // posts the ante $1; Winamax: posts ante 5€; Bovada: Ante chip 30
	KPostButton   // posts button blind $1
	KPostStraddle // PokerStars: posts straddle $1
	KBringIn      // brings in for $1; Winamax: brings in 10€; Bovada: Bring_in chip $0.02; PartyPoker: bring-ins [$x]
	KComplete     // completes it to $1; PartyPoker: completes [$x]
	KDiscard      // discards 2 cards; Winamax: discards 2 cards [..]
	KDiscardShown // discards 2 cards [Ah Kd]
	KStandPat     // stands pat; Winamax: stands pat [..]
	KStandPatOn   // stands pat on [..]
	KShow         // shows [..] (desc); Full Tilt: shows [..] desc; PartyPoker: shows [ cards ]description
	KShowBare     // shows [..]
	KMuck         // mucks hand; Winamax: also doesn't show; Full Tilt: mucks; 888: mucks [ cards ]
	KNoShow       // doesn't show hand; Bovada: Does not show [..] (Two pair); PartyPoker: doesn't show [ cards ]description
	KCollectPot
	KCollectMain
	KCollectSide  // PokerStars: collected $1 from side pot
	KCollectSideN // collected $1 from side pot-2
	KCashOut      // PokerStars: cashed out the hand for $1
	KCashOutFee   // PokerStars: ... | Cash Out Fee $0.01
	KSaid         // PokerStars: said, "..."
	KSitsOut      // sits out; Winamax: also is sitting out; PartyPoker: is sitting out
	KSittingOut   // is sitting out
	KJoins        // joins the table at seat #2; PartyPoker: has joined the table.
	KLeaves       // leaves the table; PartyPoker: has left the table.
	KTimedOut     // has timed out; Winamax: also is disconnected / is connected
	KDisconnected
	KConnected // PokerStars: is connected
	KReturned
	KAllowed
	KRemoved
	KFinished
	KFinishedPaid
	KWinsTourney
	KBounty
	KBountyGrow
	KBountySplit // PokerStars: "A, B split the $50 bounty for eliminating C" (the line starts with several names)
	KBountyShare // PokerStars: "wins $4.60 for splitting the elimination of Y and their own bounty increases by ..."
	KRebuy
	KAddon
	KSitsOutVoid   // PokerStars: reserved
	KEmpty         // PokerStars: "NAME:" with nothing after it (PokerStars writes it for an all-in player)
	KPostSBOut     // Winamax: posts small blind 1€ out of position (dead)
	KPostBBOut     // Winamax: posts big blind 2€ out of position (live)
	KDeniesBB      // Winamax: denies big blind
	KCollect       // Winamax: collected 12€ from pot / main pot / side pot 1, optionally (HI)/(LO)
	KPostMissed    // GGPoker: posts missed blind $2 (dead)
	KStraddle      // GGPoker: straddle $0.04 (the player's total)
	KInsurance     // GGPoker: get an all-in insurance (premium (..) for (..) - (Main)) / pay premium of all-in insurance ($4)
	KPostDeadSB    // Full Tilt: posts a dead small blind of $x
	KPost          // Full Tilt: posts $x: a big blind posted out of position
	KAnte          // Full Tilt: antes $x
	KDiscardNone   // Full Tilt: discards (Irish: an opponent's two cards, thrown unseen)
	KDiscardCards  // Full Tilt: discards [..] (Irish: the two cards thrown)
	KShowDesc      // Full Tilt: shows desc (the cards were shown before)
	KWinPot        // Full Tilt: wins the pot ($x) [with desc]
	KWinMain       // Full Tilt: wins the main pot ($x)
	KWinSide       // Full Tilt: wins the side pot ($x), wins side pot #2 ($x)
	KWinHigh       // Full Tilt: wins the high pot ($x)
	KWinLow        // Full Tilt: wins the low pot ($x)
	KWinRun        // Full Tilt: wins pot 2 ($x): the pot of the second run of the board
	KTies          // Full Tilt: ties for the pot ($x)
	KTiesHigh      // Full Tilt: ties for the high pot ($x)
	KTiesLow       // Full Tilt: ties for the low pot ($x)
	KTiesMain      // Full Tilt: ties for the main pot ($x)
	KTiesSide      // Full Tilt: ties for the side pot ($x)
	KAdds          // Full Tilt: adds $x (chips added between hands)
	KIsDealt       // Full Tilt: is dealt 2 cards (draw: an opponent's draw)
	KLowWith       // Full Tilt: is low with [3c] (stud bring-in)
	KHighWith      // Full Tilt: is high with [Kc] (razz bring-in)
	KSecondsLeft   // Full Tilt: has 15 seconds left to act
	KSitsDown      // Full Tilt: sits down
	KStandsUp      // Full Tilt: stands up
	KRequestedTime // Full Tilt: has requested TIME
	KReconnected   // Full Tilt: has reconnected
	KChat          // Full Tilt, PartyPoker: NAME: text
	KObserverChat  // Full Tilt: NAME (Observer): text
	KAllIn         // Bovada: All-in $5; PartyPoker: is all-In  [$x] (a call, bet or raise: the mapping decides)
	KAllInRaise    // Bovada: All-in(raise) $5 to $5
	KPostChip      // Bovada: Posts chip $0.25 (a live big blind to enter)
	KPostDead      // Bovada: Posts dead chip $0.10; 888: posts dead blind [$d + $l] (d dead, l live)
	KReturn        // Bovada: Return uncalled portion of bet $2.50
	KResult        // Bovada: Hand result $4.61
	KResultSide    // Bovada: Hand result-Side pot $3
	KShowdown      // Bovada: Showdown [..] (One pair)
	KMucks         // Bovada: Mucks [..] (High Card)
	KSetDealer     // Bovada: Set dealer [3], Set dealer/Bring in spot [3], Draw for dealer [..]
	KNote          // Bovada: Leave(Auto), Table deposit $5, ...; PartyPoker: - Selects point card, time bank
	KNoCards       // PartyPoker: "does not show cards." / "did not show his hand"
	KWins          // PartyPoker: wins $x USD [from the main pot | from the side pot N] [with ...]
	KCollected     // 888: collected [ $x ]
	KOpens         // PartyPoker: stud "opens": who acts first
	KBalance       // PartyPoker summary: NAME balance $x, ...
	KDoubleBet     // PartyPoker stud: double bets [x] (the big bet on 4th street after an open pair)
	KLowShown      // PartyPoker: shows7,5,4,2,A  for low. (the low the player's shown cards make)
	numKinds
)

// NumKinds is the number of kinds (the size of a table indexed by kind).
const NumKinds = int(numKinds)

// names are the kinds' names (String), as errors and notes give them.
var names = [...]string{KUnknown: "unknown", KBlank: "blank", KHeader: "header", KTable: "table",
	KSeat: "seat", KStreet: "street", KDealt: "dealt", KUncalled: "uncalled", KTotal: "total", KBoard: "board",
	KSummarySeat: "summary_seat", KRunTwice: "run_twice", KCapped: "capped", KPairOnBoard: "pair_on_board",
	KCancelled: "cancelled", KNoLow: "no_low", KReshuffled: "reshuffled", KPlayerUnseen: "player_unseen",
	KRuns: "runs", KCashDrop: "cash_drop", KButton: "button", KRunPot: "run_pot", KInfo: "info",
	KDescription: "description", KTableNote: "table_note", KPlayer: "player", KFold: "fold",
	KFoldShow: "fold_show", KCheck: "check", KCall: "call", KBet: "bet", KRaise: "raise", KPostSB: "post_sb",
	KPostBB: "post_bb", KPostBoth: "post_both", KPostAnte: "post_ante", KPostButton: "post_button",
	KPostStraddle: "post_straddle", KBringIn: "bring_in", KComplete: "complete", KDiscard: "discard",
	KDiscardShown: "discard_shown", KStandPat: "stand_pat", KStandPatOn: "stand_pat_on", KShow: "show",
	KShowBare: "show_bare", KMuck: "muck", KNoShow: "no_show", KCollectPot: "collect_pot",
	KCollectMain: "collect_main", KCollectSide: "collect_side", KCollectSideN: "collect_side_n",
	KCashOut: "cash_out", KCashOutFee: "cash_out_fee", KSaid: "said", KSitsOut: "sits_out",
	KSittingOut: "sitting_out", KJoins: "joins", KLeaves: "leaves", KTimedOut: "timed_out",
	KDisconnected: "disconnected", KConnected: "connected", KReturned: "returned", KAllowed: "allowed",
	KRemoved: "removed", KFinished: "finished", KFinishedPaid: "finished_paid", KWinsTourney: "wins_tourney",
	KBounty: "bounty", KBountyGrow: "bounty_grow", KBountySplit: "bounty_split", KBountyShare: "bounty_share",
	KRebuy: "rebuy", KAddon: "addon", KSitsOutVoid: "sits_out_void", KEmpty: "empty",
	KPostSBOut: "post_sb_out_of_position", KPostBBOut: "post_bb_out_of_position", KDeniesBB: "denies_bb",
	KCollect: "collect", KPostMissed: "post_missed", KStraddle: "straddle", KInsurance: "insurance",
	KPostDeadSB: "post_dead_sb", KPost: "post", KAnte: "ante", KDiscardNone: "discard_none",
	KDiscardCards: "discard_cards", KShowDesc: "show_desc", KWinPot: "win_pot", KWinMain: "win_main",
	KWinSide: "win_side", KWinHigh: "win_high", KWinLow: "win_low", KWinRun: "win_run", KTies: "ties",
	KTiesHigh: "ties_high", KTiesLow: "ties_low", KTiesMain: "ties_main", KTiesSide: "ties_side", KAdds: "adds",
	KIsDealt: "is_dealt", KLowWith: "low_with", KHighWith: "high_with", KSecondsLeft: "seconds_left",
	KSitsDown: "sits_down", KStandsUp: "stands_up", KRequestedTime: "requested_time",
	KReconnected: "reconnected", KChat: "chat", KObserverChat: "observer_chat", KAllIn: "all_in",
	KAllInRaise: "all_in_raise", KPostChip: "post_chip", KPostDead: "post_dead", KReturn: "return",
	KResult: "result", KResultSide: "result_side", KShowdown: "showdown", KMucks: "mucks",
	KSetDealer: "set_dealer", KNote: "note", KNoCards: "no_cards", KWins: "wins", KCollected: "collected",
	KOpens: "opens", KBalance: "balance", KDoubleBet: "double_bet", KLowShown: "low_shown"}

func (k Kind) String() string { return Name(names[:], k) }

// notes are the kinds whose lines carry no arithmetic: chat, seat changes,
// clock and connection notices, tournament results, table remarks, a
// denied blind, an insurance premium paid outside the pot.
var notes = [256]bool{KRunTwice: true, KCapped: true, KPairOnBoard: true, KNoLow: true, KReshuffled: true,
	KSaid: true, KSitsOut: true, KSittingOut: true, KJoins: true, KLeaves: true, KTimedOut: true, KDisconnected: true,
	KConnected: true, KReturned: true, KAllowed: true, KRemoved: true, KFinished: true, KFinishedPaid: true,
	KWinsTourney: true, KBounty: true, KBountyGrow: true, KBountySplit: true, KBountyShare: true, KRebuy: true,
	KAddon: true, KSitsOutVoid: true, KEmpty: true, KDeniesBB: true, KInsurance: true, KAdds: true, KIsDealt: true,
	KLowWith: true, KHighWith: true, KSecondsLeft: true, KSitsDown: true, KStandsUp: true, KRequestedTime: true,
	KReconnected: true, KChat: true, KObserverChat: true, KOpens: true, KNote: true, KLowShown: true}

// IsNote reports whether a player verb carries no arithmetic. Such lines
// may be said by someone who has no seat in the hand.
func (k Kind) IsNote() bool { return notes[k] }

// IsDraw reports whether a player verb is a draw: a discard or standing
// pat (not Full Tilt's Irish discards, KDiscardNone and KDiscardCards).
func (k Kind) IsDraw() bool {
	return k == KDiscard || k == KDiscardShown || k == KStandPat || k == KStandPatOn
}

// IsWin reports whether a player verb is a collection written as a win
// or a tie (Full Tilt).
func (k Kind) IsWin() bool { return k >= KWinPot && k <= KTiesSide }
