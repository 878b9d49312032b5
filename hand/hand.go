package hand

import (
	"fmt"
	"strings"
	"time"

	"github.com/hhcheck/hhcheck/cards"
)

// Hand is one hand as the site recorded it, in site-neutral terms. Players
// are referred to by their index in Seats; amounts are Money in the unit
// given by Decimals; Line fields are 1-based line numbers in File.
type Hand struct {
	File    string // the file the hand was read from
	Line    int    // line of the hand's first line (its header)
	EndLine int    // line of the hand's last line
	Site    string // "PokerStars", "Winamax", ...
	ID      string // the site's hand number
	Table   string
	// Pool: the table is a fast-fold pool (PokerStars Zoom): hands with
	// its name are dealt at many tables at once, so consecutive hands are
	// not one table's and the cross-hand checks skip them.
	Pool bool

	Tournament string // tournament number; empty for cash games
	Level      string // tournament level as written ("IV")

	Start time.Time // start of the hand in UTC; zero when the site gave none
	Game  GameType
	Mixed string // the mixed game the header names ("8-Game", "HORSE"), if any
	Limit Limit
	// PostflopLimit is the betting structure after the flop when the
	// header names another one for it (PokerStars "Hold'em Pot Limit
	// Pre-Flop, No Limit Post-Flop": Limit PotLimit, PostflopLimit
	// NoLimit); UnknownLimit when Limit holds on every street.
	PostflopLimit Limit

	// Currency is the ISO code of the money ("USD", "EUR", "INR"), "chips"
	// for tournament chips or "play" for play money.
	Currency string
	// Decimals is how many decimal places the site's amounts have: Money
	// 1234 with Decimals 2 is 12.34. Cash games use 2, chips 0.
	Decimals int
	Stakes   Stakes

	MaxSeats int // seats at the table ("6-max"); 0 when not written
	Button   int // the button's seat number as the site numbers seats; 0 when none

	Seats   []Seat
	Deals   []Deal
	Actions []Action
	// Boards holds the community cards, one list per run of the board: one
	// list normally, two or three when the hand was run twice or three times
	// (or for Split Hold'em). Each list is the whole board of that run.
	Boards   [][]cards.Card
	Shows    []Show
	Returns  []Return // uncalled bets returned, as recorded
	Awards   []Award  // what the site says each player collected, per pot
	CashOuts []CashOut
	Summary  Summary

	// SiteAdded is money the site itself put in the main pot, no player's
	// (GGPoker "Cash Drop to Pot : total $0.2"): the winner of the main
	// pot collects it and the total counts it.
	SiteAdded Money

	// EarlyBoard holds the board cards turned before the first betting
	// round, as recorded (Courchevel: the first flop card, which must be
	// the first card of the flop; GameSpec.FirstBoardCardEarly). Added for
	// PokerStars' "*** PRE-FLOP *** [2s]".
	EarlyBoard []cards.Card

	// Conventions are the site's documented habits that change arithmetic
	// (what the total includes, who takes odd chips); set by the site's
	// mapping in parse/, read by replay/ and verify/, which know no sites.
	Conventions Conventions

	// Notes are facts the parser accepted but a reader may want to know:
	// lines it recognised and chose to ignore for the arithmetic.
	Notes []Note
}

// Stakes are the forced bets and bet sizes named in the header.
type Stakes struct {
	SmallBlind  Money
	BigBlind    Money
	ButtonBlind Money // 6+ Hold'em
	Ante        Money
	BringIn     Money
	SmallBet    Money // fixed limit: first rounds
	BigBet      Money // fixed limit: later rounds
	Cap         Money // cap games: most one player may put in
}

// Seat is one player at the table at the start of the hand.
type Seat struct {
	Number     int    // the site's seat number
	Player     string // the name as written
	Stack      Money  // chips at the start of the hand
	SittingOut bool   // the seat line says the player is sitting out
	Line       int
}

// Street is a betting round or dealing phase. Flop games use Preflop..River,
// 7 card stud Third..Seventh, 5 card stud Second..Fifth, draw games PreDraw
// and AfterDraw1..3. A stud game's streets are listed in GameSpec.Streets.
type Street uint8

const (
	NoStreet Street = iota // before any card: forced bets
	Preflop
	Flop
	Turn
	River
	Second // 5 card stud's first street (one down, one up)
	Third
	Fourth
	Fifth
	Sixth
	Seventh
	PreDraw
	AfterDraw1
	AfterDraw2
	AfterDraw3
	Showdown
)

var streetNames = [...]string{"forced bets", "preflop", "flop", "turn", "river", "2nd street", "3rd street", "4th street", "5th street", "6th street", "7th street", "before the draw", "after the 1st draw", "after the 2nd draw", "after the 3rd draw", "showdown"}

// nameOf returns names[v], or def for a value past them: the String of
// the enumerations.
func nameOf[T ~uint8](names []string, v T, def string) string {
	if int(v) < len(names) {
		return names[v]
	}
	return def
}

func (s Street) String() string { return nameOf(streetNames[:], s, "unknown street") }

// ActionKind is what a player did.
type ActionKind uint8

const (
	PostSmallBlind  ActionKind = iota + 1
	PostBigBlind               // also a live blind posted out of position
	PostBothBlinds             // "posts small & big blinds": big blind live, small blind dead
	PostDeadBlind              // a dead blind that does not count toward the player's bet
	PostAnte                   // ante, dead money
	PostButtonBlind            // 6+ Hold'em button blind
	PostStraddle
	BringIn  // stud bring-in
	Complete // stud: completing the bring-in to the small bet
	Fold
	Check
	Call
	Bet
	Raise
	Discard  // draw games: Count cards thrown (Cards when shown)
	StandPat // draw games: no card thrown
)

var actionNames = [...]string{"", "posts small blind", "posts big blind", "posts small & big blinds", "posts dead blind", "posts ante", "posts button blind", "posts straddle", "brings in", "completes", "folds", "checks", "calls", "bets", "raises", "discards", "stands pat"}

func (k ActionKind) String() string { return nameOf(actionNames[:], k, "unknown action") }

// IsForced reports whether the action is a forced bet posted before the cards.
func (k ActionKind) IsForced() bool { return k >= PostSmallBlind && k <= PostStraddle }

// Action is one thing one player did, in the order the site wrote it.
type Action struct {
	Seat   int // index in Hand.Seats
	Kind   ActionKind
	Street Street
	// Amount is the amount written on the line: the chips posted, called or
	// bet; for Raise and Complete the increment ("raises 10 to 30": 10).
	Amount Money
	// To is, for Raise and Complete, the player's total for the street after
	// the action ("raises 10 to 30": 30); zero otherwise.
	To    Money
	AllIn bool // the site wrote "and is all-in"
	// Dead is the part of a post that is dead money, not counted toward the
	// player's bet on the street (the small blind in "small & big blinds").
	Dead  Money
	Cards []cards.Card // Discard: the discarded cards when shown
	Count int          // Discard: how many cards were thrown
	Line  int
}

// Deal is cards dealt to one player on one street, as far as the history
// shows them: all of the hero's, only the up cards of the others in stud.
type Deal struct {
	Seat   int
	Street Street
	Down   []cards.Card // face-down cards (hole cards; stud 1st, 2nd and 7th)
	Up     []cards.Card // face-up cards (stud 3rd to 6th street)
	// Held are the cards the line repeats from earlier streets, which are
	// not dealt now: a stud player's earlier cards ("Dealt to X [6c] [Qd]":
	// Held 6c, Up Qd) or the cards a draw-game player kept ("Dealt to X
	// [2c 3d 4h] [5s 6c]": Held 2c 3d 4h, Down 5s 6c). Added for
	// PokerStars, whose lines show both.
	Held []cards.Card
	Line int
}

// Show is a player's cards revealed at the showdown (or mucked but recorded).
type Show struct {
	Seat        int
	Cards       []cards.Card
	Description string // the site's words for the hand, e.g. "a pair of Aces"
	Run         int    // which board run the description is for (0-based)
	Mucked      bool   // the site recorded the cards as mucked
	Line        int
}

// Return is an uncalled bet given back, as the site recorded it.
type Return struct {
	Seat   int
	Amount Money
	Line   int
}

// PotUnnamed is Award.Pot when the site wrote "from pot" without saying
// which pot it was.
const PotUnnamed = -1

// Half names a share of a split pot.
type Half uint8

const (
	WholePot Half = iota // not split, or the site did not say
	HighHalf             // high half; Badeucey: the 2-7 half
	LowHalf              // low half; Badeucey: the badugi half
)

func (h Half) String() string {
	switch h {
	case HighHalf:
		return "high"
	case LowHalf:
		return "low"
	}
	return ""
}

// HalfName names a half of game g's pot for a reader: badeucey's halves
// are the "2-7" and the "badugi" hand, other games' the "high" and the
// "low"; the whole pot is "" (String).
func HalfName(g GameType, h Half) string {
	if g == Badeucey {
		switch h {
		case HighHalf:
			return "2-7"
		case LowHalf:
			return "badugi"
		}
	}
	return h.String()
}

// Award is one recorded collection: "X collected 12 from side pot-1".
type Award struct {
	Seat   int
	Amount Money
	Pot    int  // 0 main pot, n side pot n, PotUnnamed when the site wrote "pot"
	Half   Half // when the site said which half
	Run    int  // board run (0-based)
	Line   int
}

// CashOut is an all-in insurance payout recorded by the site; it is paid by
// the site, not from the pot.
type CashOut struct {
	Seat   int
	Amount Money
	Fee    Money
	Line   int
}

// Fee is a fee taken from the pot besides the rake (jackpot, bingo, tax...).
type Fee struct {
	Kind   string
	Amount Money
}

// Summary is the site's own summary of the hand.
type Summary struct {
	Line     int
	HasTotal bool
	TotalPot Money // "Total pot" as written
	// TotalTolerance: the total was printed abbreviated ("1.32k" chips on
	// Winamax) and stands for any amount within this much of TotalPot;
	// 0 when the total is exact. Added for Winamax.
	TotalTolerance Money
	MainPot        Money   // "Main pot" when written (after rake on PokerStars)
	SidePots       []Money // "Side pot-N" when written
	Rake           Money
	Fees           []Fee
	Seats          []SummarySeat
}

// SummarySeat is one "Seat N: ..." line of the summary.
type SummarySeat struct {
	Seat         int
	Won          Money // total of the "won (x)" / "collected (x)" amounts
	Cards        []cards.Card
	Descriptions []string // hand descriptions, one per run when run more than once
	// CashedOut: the line says the player cashed out (all-in insurance),
	// PokerStars "(cashed out)". Added for PokerStars.
	CashedOut bool
	// NotAwarded: the amount in Won was not paid from the pot because the
	// player had cashed out (PokerStars "won ($100) with ... (pot not
	// awarded as player cashed out)"): no "collected" line pays it, yet the
	// site's total counts it. Added for PokerStars.
	NotAwarded bool
	Line       int
}

// Conventions are site habits that change the arithmetic of a hand.
type Conventions struct {
	// TotalExcludesRake: the "Total pot" is printed with the rake already
	// taken out (Winamax). Otherwise total = collected + rake + fees.
	TotalExcludesRake bool
	// RecordsUncalled: the site writes a line for every uncalled bet
	// returned; when false a missing line is not a discrepancy.
	RecordsUncalled bool
	// RakeFromMainFirst: the rake is taken from the main pot first, then
	// from the side pots in order (PokerStars); otherwise from the last pot.
	RakeFromMainFirst bool
	// RakePerPot: every pot (main and each side pot) pays its own part of
	// the rake, about the rake rate times the pot, rounded per pot, in pot
	// order until a capped rake is used up; the printed "Main pot"/"Side
	// pot-N" amounts are after their part. Found in PokerStars files (see
	// parse/pokerstars.go); RakeFromMainFirst then says only the order in
	// which the pots use up a capped rake. Added for PokerStars.
	RakePerPot bool
	// RakeProportional: when the site prints no per-pot amounts, the rake
	// (and fees) is taken from the main and side pots in proportion to
	// their sizes, each pot's share rounded down and the units left over
	// given one each to the pots with the largest remainders (the main pot
	// first on a tie). Added for Winamax and GGPoker, whose histories print
	// one rake for the hand; it replaces the last-pot-first default.
	RakeProportional bool
	// RakeDivisionUnknown: the site prints one rake for the hand (or none:
	// the rake is what nobody collected) and its hands divide it between
	// the main and side pots in no consistent way, so how much of it each
	// pot paid cannot be known: collections are compared per player, and
	// a player who alone won each pot he won may have paid any part of the
	// hand's rake (from nothing to all of it, never more than he won). A
	// player paid from a pot he does not win, or more than his pots hold,
	// is still a finding. Added for 888 and iPoker (their mappings cite the
	// hands).
	RakeDivisionUnknown bool
	// PotLabelsUntrusted: the site's "main pot"/"side pot N" labels on
	// collections do not say which pot paid what (Winamax writes a
	// winner's main and side pots as one "collected ... from main pot"
	// line and an uncalled bet as "from side pot 1"): collections are
	// compared per player, over all pots. Added for Winamax.
	PotLabelsUntrusted bool
	// UncalledInCollected: the site writes no "uncalled bet returned" line;
	// the part of a bet nobody called is paid back to its owner inside his
	// "collected" amount, and the printed total counts it (Winamax). The
	// rules (RULES §6.1) still return it before any pot is built: verify
	// adds it to what the owner must be recorded as collecting and to the
	// total instead of to a pot.
	UncalledInCollected bool
	// OddChip is the site's odd-chip habit (RULES D7), applied when the
	// rule profile says the site's habit decides (rules.OddChipSite);
	// OddChipByProfile means the site declares none.
	OddChip OddChipHabit
	// TopUpsUnrecorded: at a cash table a player may add chips between
	// hands without any line in the history (top-up, automatic rebuy), so
	// a starting stack above the previous hand's ending stack is not a
	// discrepancy; one below it still is. Added for PokerStars.
	TopUpsUnrecorded bool
	// BlindsMayLagLevel: in tournaments the header of the first hand of a
	// new level names the new level while the blinds posted (and so the
	// betting) are still the previous level's; blinds below the header's
	// stakes are then not a discrepancy, and the big blind actually posted
	// sets the betting. Added for GGPoker.
	BlindsMayLagLevel bool
	// StudRaiseAddsBringIn: in fixed-limit stud, the first raise over the
	// completion of the bring-in adds the bring-in, not the small bet
	// (complete to 44, raise to 77.16 with a 33.16 bring-in); the raises
	// after it add the small bet. Added for Kings Club (see
	// parse/kingsclub.go for its hands).
	StudRaiseAddsBringIn bool
	// UncappedHeadsUp: fixed-limit betting is not capped while only two
	// players who can bet are left (the card rooms' rule). Merge's habit
	// (31241825-6: six bets heads-up in a 2-7 triple draw round); PokerStars
	// caps heads-up ("Betting is capped" in heads-up stud rounds). Added
	// for Merge.
	UncappedHeadsUp bool
}

// OddChipHabit is how a site gives the odd units of a pot divided between
// tied winners (RULES D7). Its valid values are listed once, below
// (OddChipHabits).
type OddChipHabit string

const (
	// OddChipByProfile: the site declares no habit; the rule profile's
	// odd-chip rule decides.
	OddChipByProfile OddChipHabit = ""
	// OddChipRRoP: the site does what RRoP 3.7.5(a)/(b) says: one unit at
	// a time to the tied winners from the first left of the button (by
	// card in stud), the odd unit between halves to the high half
	// (3.7.5(c)). PokerStars' and Winamax's habit (see their mappings).
	OddChipRRoP OddChipHabit = "rrop"
	// OddChipFirstTakesAll: the whole remainder to the first tied winner
	// left of the button (the example of RULES D7).
	OddChipFirstTakesAll OddChipHabit = "first-left-of-button-takes-all"
	// OddChipFromBigBlind: one unit at a time to the tied winners
	// clockwise from the big blind (the second seat left of the button;
	// heads-up the first), not from the small blind as RRoP 3.7.5(a).
	// Bovada's habit (see parse/bovada.go). Added for Bovada.
	OddChipFromBigBlind OddChipHabit = "from-big-blind"
	// OddChipHiLoToLow: inside one division as RRoP 3.7.5(a)/(b) (one unit
	// at a time from the first tied winner left of the button, by card in
	// stud), but the unit that does not divide between the high and the
	// low half of a hi/lo pot goes to the low half, not to the high half
	// as RRoP 3.7.5(c). Winning Poker's habit (see parse/winning.go).
	// Added for Winning Poker.
	OddChipHiLoToLow OddChipHabit = "hilo-odd-unit-to-low"
	// OddChipFromButton: one unit at a time to the tied winners clockwise
	// from the button itself (the button first when it is among them),
	// not from the first seat left of it as RRoP 3.7.5(a). OnGame's habit
	// on its one real pot of that kind (see parse/ongame.go), which a
	// lowest-seat-first habit would fit too. Added for OnGame.
	OddChipFromButton OddChipHabit = "from-button"
)

// DividesByRRoP reports whether the habit gives the odd chips of one
// division (tied winners of one pot or half) as RRoP 3.7.5(a)/(b) does;
// it may still differ from RRoP between the halves of a hi/lo pot.
func (h OddChipHabit) DividesByRRoP() bool {
	return h == OddChipByProfile || h == OddChipRRoP || h == OddChipHiLoToLow
}

// OddChipHabits lists the habits a site can declare.
func OddChipHabits() []OddChipHabit {
	return []OddChipHabit{OddChipRRoP, OddChipFirstTakesAll, OddChipFromBigBlind, OddChipHiLoToLow, OddChipFromButton}
}

// ParseOddChipHabit returns the habit named s, or an error naming the
// valid ones.
//
// The error and HabitList name them for users from OddChipHabits.
func ParseOddChipHabit(s string) (OddChipHabit, error) {
	for _, h := range OddChipHabits() {
		if string(h) == s {
			return h, nil
		}
	}
	return "", fmt.Errorf("unknown habit %q (one of: %s)", s, HabitList())
}

// HabitList is "\"rrop\", \"first-left-of-button-takes-all\"".
func HabitList() string {
	var b strings.Builder
	for i, h := range OddChipHabits() {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%q", h)
	}
	return b.String()
}

// Note is a fact about the hand worth reporting that is not a discrepancy.
type Note struct {
	Line int
	Kind string
	Text string
	// Player is the name the line is about, when it is a player's line
	// (seated or not); empty otherwise.
	Player string
}

// Note kinds the cross-hand checks read (verify.Session): a site's mapping
// gives these kinds to the matching lines. A player named in such a note
// may start the next hand with another stack.
const (
	NoteRebuy  = "rebuy"  // the player re-bought (or topped up) chips
	NoteAddOn  = "addon"  // the player took a tournament add-on
	NoteJoins  = "joins"  // the player sat down at the table
	NoteLeaves = "leaves" // the player left the table
	// NoteStackUnknown: the hand does not write the player's stack (his
	// seat line is missing); the mapping gives him a stack no bet can
	// exceed. Added for Full Tilt's seatless hands.
	NoteStackUnknown = "stack_unknown"
	// NoteButtonInferred: the site wrote no button; the mapping inferred
	// it from the order of play, which may put it on a folded seat next
	// to the real one: two hands cannot be shown consecutive, so no stack
	// is compared across them. Added for Boss Media's 2009-2011 files.
	NoteButtonInferred = "button_inferred"
)

// SeatOf returns the index in Seats of the named player, or -1.
func (h *Hand) SeatOf(player string) int {
	for i := range h.Seats {
		if h.Seats[i].Player == player {
			return i
		}
	}
	return -1
}

// Reset empties h for another hand and keeps the room of its lists (a
// worker that is done with a hand reuses its memory for the next one:
// parse.Recycle). The old elements are zeroed, so that a hand kept for
// reuse pins no file's text (its names and notes); nothing may still refer
// to h or its lists.
func (h *Hand) Reset() {
	clear(h.Seats)
	clear(h.Deals)
	clear(h.Actions)
	clear(h.Boards)
	clear(h.Shows)
	clear(h.Returns)
	clear(h.Awards)
	clear(h.CashOuts)
	clear(h.EarlyBoard)
	clear(h.Notes)
	clear(h.Summary.SidePots)
	clear(h.Summary.Fees)
	clear(h.Summary.Seats)
	*h = Hand{
		Seats: h.Seats[:0], Deals: h.Deals[:0], Actions: h.Actions[:0], Boards: h.Boards[:0],
		Shows: h.Shows[:0], Returns: h.Returns[:0], Awards: h.Awards[:0], CashOuts: h.CashOuts[:0],
		EarlyBoard: h.EarlyBoard[:0], Notes: h.Notes[:0],
		Summary: Summary{SidePots: h.Summary.SidePots[:0], Fees: h.Summary.Fees[:0], Seats: h.Summary.Seats[:0]},
	}
}
