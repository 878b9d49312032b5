package verify

import (
	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/replay"
	"github.com/hhcheck/hhcheck/rules"
	"github.com/hhcheck/hhcheck/verify/eval"
)

// Showdown is everything the splitter needs, as plain data, so that the
// verifier (from a replayed hand) and `hhcheck settle` (from a JSON
// description) use one and the same splitter.
type Showdown struct {
	Game hand.GameType
	// Button is the button's seat number (as in Player.Number); 0 when the
	// game has none (stud). Odd chips go clockwise from the first seat left
	// of it (RRoP 3.7.5(a)).
	Button int
	// Players are indexed like the seats of the hand; Pots refer to them by
	// that index.
	Players []Player
	// Boards holds the community cards of each run (one list normally, two
	// or three when run more than once or in Split Hold'em); empty for
	// games without a board.
	Boards [][]cards.Card
	// Pots are the pots to share, main pot first, with the amount to share
	// (after rake) and the eligible players.
	Pots    []PotSpec
	Profile *rules.Profile
	// OddChip is the site's odd-chip habit (hand.Conventions.OddChip), read
	// only when Profile.OddChips is rules.OddChipSite.
	OddChip hand.OddChipHabit
}

// Player is one seat at the showdown.
type Player struct {
	Number int    // seat number, for the clockwise order of odd chips
	Name   string // for the record only
	// Cards are the player's cards when known: hole cards (flop games),
	// all seven (stud), the hand held at the end (draw).
	Cards []cards.Card
	// Shown: the player showed at the showdown and contends for the pots he
	// is eligible for. A player who mucked or did not show concedes.
	Shown bool
	// Mucked: the player gave up his hand at the showdown without showing
	// (the site wrote "mucks hand"); with nobody showing, the one player
	// who neither folded nor mucked takes the pot.
	Mucked bool
	Folded bool
}

// PotSpec is one pot to share.
type PotSpec struct {
	Amount   hand.Money // to share, after rake and fees
	Eligible []int      // player indexes that put in the pot's level and did not fold
	Level    hand.Money // the contribution level (for the record)
	Gross    hand.Money // the pot before rake (for the record); 0 when unknown
}

// PotDecision is what the splitter decided for one pot, with the clause of
// every decision.
type PotDecision struct {
	Pot      int // 0 main pot, k side pot k
	Name     string
	Amount   hand.Money // shared, after rake
	Gross    hand.Money // before rake, when known
	Level    hand.Money
	Eligible []int
	// Contenders are the eligible players with cards shown at the
	// showdown; when only one eligible player is left the pot is his
	// without a showdown (Uncontested).
	Contenders  []int
	Uncontested bool
	// Undecided: more than one eligible player and none showed; the pot
	// cannot be decided from the record.
	Undecided bool
	Clause    rules.Clause // RRoP 3.7.5(d): each pot on its own
	Runs      []RunDecision
}

// RunDecision is one run's share of a pot (one run unless the board was
// run more than once).
type RunDecision struct {
	Run    int
	Amount hand.Money
	// OddUnit: this run got one unit more than an equal split (the first
	// runs do, RRoP 3.7.3 and site practice).
	OddUnit  bool
	Portions []Portion
}

// Portion is a whole pot or one half of it, and how it was shared.
type Portion struct {
	Half hand.Half // WholePot, HighHalf (Badeucey: 2-7), LowHalf (Badeucey: badugi)
	Rule hand.HandRule
	// Amount shared; OddUnit when this half took the unit that did not
	// divide between the halves (RRoP 3.7.5(c); RULES D8 for Badeucey).
	Amount  hand.Money
	OddUnit bool
	// Winners in the order the odd chips were given (RRoP 3.7.5(a)/(b)),
	// Shares parallel to it. OddChips lists who got one odd chip each
	// (RRoP 3.7.3, 3.7.4).
	Winners  []int
	Shares   []hand.Money
	OddChips []int
	// OddChipCards, in stud games under RRoP 3.7.5(b), is parallel to
	// Winners: the card of each tied winner that ordered them (highest by
	// rank then suit for a high hand, lowest for a low hand, over all the
	// player's cards). Nil in button games.
	OddChipCards []cards.Card
	Clauses      []rules.Clause
	// NoLow: a split game's pot in which nobody eligible qualified for the
	// low, so the high hand takes it all (RULES D9, FR-2016 Art.6 III).
	NoLow bool
	Note  string
}

// SeatHand is a contender's hand under one rule on one run.
type SeatHand struct {
	Seat        int
	Run         int
	Rule        hand.HandRule
	Result      eval.Result
	Description string // eval.Describe
}

// Settlement is the splitter's whole answer.
type Settlement struct {
	Pots  []PotDecision
	Hands []SeatHand
	// Paid is what each player gets, over all pots, halves and runs.
	Paid []hand.Money
}

// Settle shares every pot of sd (RULES §6): each pot on its own among its
// eligible players (RRoP 3.7.5(d)), each run of the board on its own, the
// halves of a split game (the second only when someone eligible for that
// pot qualifies, RULES D9), ties shared equally with odd chips one at a
// time (RRoP 3.7.3–3.7.5). It is a pure function of its input.
func Settle(sd *Showdown) *Settlement { return settleIn(sd, &settleMem{}) }

// settleMem is the settlement, what each player is paid (a table's worth
// of seats), its pots, the players left in and contending for each pot,
// the players' hand values and hands, the runs of the pots, their
// portions, winners and shares: one allocation, or none in a check's
// memory (checkWork).
type settleMem struct {
	st        Settlement
	paid      [10]hand.Money
	pots      [2]PotDecision
	alive     [16]int
	ints      [16]int // the pots' contenders
	nInts     int
	vals      [20]eval.Value
	hands     [4]SeatHand
	unc       [2]uncontested // the first uncontested pots'
	nUnc      int
	runs      [2]RunDecision // the first contested pots' run, when one
	nRuns     int
	portions  [4]Portion // the contested runs' portions
	nPortions int
	winners   [8]int
	nWinners  int
	shares    [8]hand.Money // the winners' shares
	nShares   int
}

// uncontested is the run, its portion and the share of a pot won without
// a showdown.
type uncontested struct {
	run     [1]RunDecision
	portion [1]Portion
	share   [1]hand.Money
}

// reset makes a's memory serve another settlement as if it were zero:
// the counts of what was taken, what each player is paid (added to), the
// hand values (read for the players shown) and the runs taken (their
// portions are appended to) are cleared; everything else settleIn takes
// from a it writes whole before reading it, and none of it refers to a
// hand (the players' cards are copied into the values and SeatHands).
func (a *settleMem) reset() {
	clear(a.runs[:a.nRuns])
	clear(a.paid[:])
	clear(a.vals[:])
	a.st = Settlement{}
	a.nInts, a.nUnc, a.nRuns, a.nPortions, a.nWinners, a.nShares = 0, 0, 0, 0, 0, 0
}

// take returns room for n elements (length 0, capacity n) from the front
// of arr, *used of them taken before, or nil when arr is short: append
// then allocates.
func take[T any](arr []T, used *int, n int) []T {
	if *used+n > len(arr) {
		return nil
	}
	r := arr[*used : *used : *used+n]
	*used += n
	return r
}

// settleIn is Settle in a's memory, which must be zero or reset. Its
// loop is the path of the commonest hand (one pot, won without a
// showdown); what only a showdown needs (ranking the shown hands,
// mucked hands, sharing a contested pot) is in functions of its own, so
// that the code a hand walks stays short (issue 14: settleIn's code was
// cold again at every hand, most of its cache lines missed).
func settleIn(sd *Showdown, a *settleMem) *Settlement {
	st := &a.st
	if len(sd.Players) <= len(a.paid) {
		st.Paid = a.paid[:len(sd.Players)]
	} else {
		st.Paid = make([]hand.Money, len(sd.Players))
	}
	switch n := len(sd.Pots); {
	case n > len(a.pots):
		st.Pots = make([]PotDecision, 0, n)
	case n > 0:
		st.Pots = a.pots[:0] // nil when there is no pot, as before
	}
	elig := 0
	for k := range sd.Pots {
		elig += len(sd.Pots[k].Eligible)
	}
	aliveBuf := a.alive[:0]
	if elig > len(a.alive) {
		aliveBuf = make([]int, 0, elig)
	}
	spec := sd.Game.Spec()
	prof := sd.Profile
	if prof == nil {
		prof = &rules.Standard
	}
	runs := len(sd.Boards)
	if runs == 0 {
		runs = 1
	}
	// the values of the shown hands, when a player showed: only such a
	// player contends for a pot, and only a contender's value is read
	var vals []eval.Value
	for i := range sd.Players {
		if p := &sd.Players[i]; p.Shown && !p.Folded && len(p.Cards) > 0 {
			vals = rankShown(sd, spec, prof, runs, a)
			break
		}
	}
	np := len(sd.Players)
	for k := range sd.Pots {
		ps := &sd.Pots[k]
		// the decision is made in its place in the list, not copied there
		st.Pots = append(st.Pots, PotDecision{Pot: k, Name: replay.PotName(k), Amount: ps.Amount, Gross: ps.Gross, Level: ps.Level,
			Eligible: ps.Eligible, Clause: rules.PotsSeparately})
		d := &st.Pots[len(st.Pots)-1]
		alive := aliveBuf[len(aliveBuf) : len(aliveBuf) : len(aliveBuf)+len(ps.Eligible)]
		aliveBuf = aliveBuf[:len(aliveBuf)+len(ps.Eligible)]
		for _, i := range ps.Eligible {
			if i < 0 || i >= np || sd.Players[i].Folded {
				continue
			}
			alive = append(alive, i)
			if sd.Players[i].Shown && len(sd.Players[i].Cards) > 0 {
				if d.Contenders == nil {
					d.Contenders = take(a.ints[:], &a.nInts, len(ps.Eligible))
				}
				d.Contenders = append(d.Contenders, i)
			}
		}
		if len(alive) > 1 {
			if len(d.Contenders) == 0 {
				alive = lastUnmucked(sd, alive)
			} else {
				d.Contenders = fullHands(sd, spec, runs, vals, d.Contenders)
			}
		}
		switch {
		case len(alive) == 1:
			a.uncontested(d, alive)
		case len(d.Contenders) == 0:
			d.Undecided = true
		default:
			contested(sd, spec, prof, a, d, runs, vals)
		}
	}
	return st
}

// rankShown evaluates every shown player once per run and rule, in a's
// memory when it has room, the SeatHands appended to a.st.Hands; the
// value of player i on run r under half k is at (i*runs+r)*halves+k.
//
//go:noinline
func rankShown(sd *Showdown, spec *hand.GameSpec, prof *rules.Profile, runs int, a *settleMem) []eval.Value {
	st := &a.st
	halves := spec.Halves
	nh := len(halves)
	var vals []eval.Value
	if n := len(sd.Players) * runs * nh; n <= len(a.vals) {
		vals = a.vals[:n]
	} else {
		vals = make([]eval.Value, n)
	}
	for i := range sd.Players {
		p := &sd.Players[i]
		if !p.Shown || p.Folded || len(p.Cards) == 0 {
			continue
		}
		for r := 0; r < runs; r++ {
			var board []cards.Card
			if r < len(sd.Boards) {
				board = sd.Boards[r]
			}
			for k, rule := range halves {
				res := eval.Evaluate(rule, spec.Use, prof, p.Cards, board)
				vals[(i*runs+r)*nh+k] = res.Value
				if st.Hands == nil {
					st.Hands = a.hands[:0]
				}
				st.Hands = append(st.Hands, SeatHand{Seat: i, Run: r, Rule: rule, Result: res, Description: eval.Describe(rule, res)})
			}
		}
	}
	return vals
}

// lastUnmucked is alive (more than one player, none of whom showed)
// reduced to the one player who did not muck, when all but one mucked:
// he wins without showing. Otherwise alive unchanged.
//
//go:noinline
func lastUnmucked(sd *Showdown, alive []int) []int {
	last, open := -1, 0
	for _, i := range alive {
		if !sd.Players[i].Mucked {
			last = i
			open++
		}
	}
	if open == 1 {
		alive = alive[:0:0]
		alive = append(alive, last)
	}
	return alive
}

// fullHands is contenders (with more than one player alive) less those
// whose hand is shown in part: a hand shown in part ("shows [Ah As]" in
// Omaha, PokerStars PLO ...shows.2.txt, where the summary says
// "mucked") does not contend; when no full hand is shown, or the game
// has no ranking, the record does not decide the pot.
//
//go:noinline
func fullHands(sd *Showdown, spec *hand.GameSpec, runs int, vals []eval.Value, contenders []int) []int {
	full := contenders[:0] // in place: written behind the reading
	for _, i := range contenders {
		if rankable(sd, spec, i, runs, vals) {
			full = append(full, i)
		}
	}
	return full
}

// uncontested gives pot d to alive[0], the last player in, without a
// showdown: its run, portion and share in a's memory, or in one
// allocation (made only then: new(uncontested) before the test would be
// made every time, since u escapes).
func (a *settleMem) uncontested(d *PotDecision, alive []int) {
	d.Uncontested = true
	d.Contenders = alive
	d.Clause = rules.SidePots
	a.st.Paid[alive[0]] += d.Amount
	var u *uncontested
	if a.nUnc < len(a.unc) {
		u = &a.unc[a.nUnc]
		a.nUnc++
	} else {
		u = new(uncontested)
	}
	u.share[0] = d.Amount
	u.portion[0] = Portion{Half: hand.WholePot, Amount: d.Amount, Winners: alive, Shares: u.share[:],
		Clauses: uncontestedClauses, Note: "only eligible player left: wins without a showdown"}
	u.run[0] = RunDecision{Amount: d.Amount, Portions: u.portion[:]}
	d.Runs = u.run[:]
}

// contested shares pot d between its contenders, run by run, each run's
// share decided by splitRun on the values vals (rankShown's).
//
//go:noinline
func contested(sd *Showdown, spec *hand.GameSpec, prof *rules.Profile, a *settleMem, d *PotDecision, runs int, vals []eval.Value) {
	if runs == 1 && a.nRuns < len(a.runs) {
		d.Runs = a.runs[a.nRuns : a.nRuns+1 : a.nRuns+1]
		a.nRuns++
	} else {
		d.Runs = make([]RunDecision, runs)
	}
	nh := len(spec.Halves)
	base, rem := d.Amount/hand.Money(runs), d.Amount%hand.Money(runs)
	for r := 0; r < runs; r++ {
		rd := &d.Runs[r]
		rd.Run = r
		rd.Amount = base
		if hand.Money(r) < rem {
			// PokerStars gives the unit that does not divide between
			// the runs to the first run: Split Hold'em 184487904738
			// (67.07: 33.54 / 33.53), hh.com_Aralia 228684102056
			// (99.75: 49.88 / 49.87), hh.com_Felicia 228680447571.
			rd.Amount++
			rd.OddUnit = true
		}
		splitRun(sd, spec, prof, a, rd, d.Contenders, func(i, k int) eval.Value { return vals[(i*runs+r)*nh+k] })
	}
}

// uncontestedClauses is shared by every uncontested portion; read only.
var uncontestedClauses = []rules.Clause{rules.SidePots}

// rankable reports whether player i showed a full hand that ranks under
// every rule that must give one (all but a conditional low half) on every
// run.
func rankable(sd *Showdown, spec *hand.GameSpec, i int, runs int, vals []eval.Value) bool {
	nh := len(spec.Halves)
	if nh == 0 {
		return false
	}
	// exactly the game's number of cards (RULES §5): part of a hand is
	// conceded, a hand of too many cards is not the game's (CARD_COUNT)
	// (Irish, Double Hold'em: the kept cards, or all those dealt when
	// the site shows them, as PartyPoker does: hand.TwoHoleAnyFive)
	if n := len(sd.Players[i].Cards); n != showCards(spec, sd.Boards) && (spec.Kept == 0 || n != spec.Kept) {
		return false
	}
	for r := 0; r < runs; r++ {
		for k := 0; k < nh; k++ {
			if k == 1 && spec.SecondHalfConditional {
				continue
			}
			if vals[(i*runs+r)*nh+k] == 0 {
				return false
			}
		}
	}
	return true
}

// splitRun shares one run's amount between the halves and the tied winners.
// Its portions, their winners and shares are taken from a when it has
// room.
func splitRun(sd *Showdown, spec *hand.GameSpec, prof *rules.Profile, a *settleMem, rd *RunDecision, contenders []int, val func(i, k int) eval.Value) {
	halves := spec.Halves
	// which halves exist for this pot
	present := len(halves)
	note := ""
	if len(halves) > 1 && spec.SecondHalfConditional {
		q := false
		for _, i := range contenders {
			if val(i, 1) > 0 {
				q = true
				break
			}
		}
		if !q {
			present = 1
			note = "no player eligible for this pot has a qualifying low: the high hand takes it all (RULES D9)"
		}
	}
	if present == 1 {
		p := Portion{Half: hand.WholePot, Rule: halves[0], Amount: rd.Amount, Note: note, NoLow: note != ""}
		if note != "" {
			p.Clauses = append(p.Clauses, rules.LowQualifier, rules.D9)
		}
		share(sd, spec, prof, a, &p, contenders, 0, val)
		if rd.Portions == nil {
			rd.Portions = take(a.portions[:], &a.nPortions, 1)
		}
		rd.Portions = append(rd.Portions, p)
		return
	}
	// two halves; the unit that does not divide goes to the high half
	// (RRoP 3.7.5(c)), or for Badeucey to the half the profile names (D8)
	first := rd.Amount - rd.Amount/2
	second := rd.Amount / 2
	oddClause := rules.OddChipHiLo
	oddToFirst := true
	if spec.Type == hand.Badeucey {
		oddClause = rules.D8
		if prof.BadeuceyRemainder == rules.RemainderSecondHalf {
			first, second = rd.Amount/2, rd.Amount-rd.Amount/2
			oddToFirst = false
		}
	} else if siteHabit(sd, prof) == hand.OddChipHiLoToLow {
		// the site's habit (RULES D7): the unit to the low half
		oddClause = rules.D7
		first, second = rd.Amount/2, rd.Amount-rd.Amount/2
		oddToFirst = false
	}
	odd := rd.Amount%2 != 0
	hi := Portion{Half: hand.HighHalf, Rule: halves[0], Amount: first, OddUnit: odd && oddToFirst, Clauses: []rules.Clause{rules.SplitHiLo, rules.SharedHalves}}
	lo := Portion{Half: hand.LowHalf, Rule: halves[1], Amount: second, OddUnit: odd && !oddToFirst, Clauses: []rules.Clause{rules.SplitHiLo, rules.SharedHalves}}
	if odd {
		if oddToFirst {
			hi.Clauses = append(hi.Clauses, oddClause)
		} else {
			lo.Clauses = append(lo.Clauses, oddClause)
		}
	}
	share(sd, spec, prof, a, &hi, contenders, 0, val)
	share(sd, spec, prof, a, &lo, contenders, 1, val)
	if rd.Portions == nil {
		rd.Portions = take(a.portions[:], &a.nPortions, 2)
	}
	rd.Portions = append(rd.Portions, hi, lo)
}

// share gives a portion to the best hands under half k, ties sharing
// equally and odd chips one at a time in the profile's order.
func share(sd *Showdown, spec *hand.GameSpec, prof *rules.Profile, a *settleMem, p *Portion, contenders []int, k int, val func(i, k int) eval.Value) {
	paid := a.st.Paid
	var best eval.Value
	for _, i := range contenders {
		if v := val(i, k); v > best {
			best = v
		}
	}
	if best == 0 {
		// nobody has a hand under this rule (cards missing): nothing to decide
		p.Note = joinNote(p.Note, "no contender has a hand under this rule")
		return
	}
	p.Winners = take(a.winners[:], &a.nWinners, len(contenders))
	for _, i := range contenders {
		if val(i, k) == best {
			p.Winners = append(p.Winners, i)
		}
	}
	if p.Clauses == nil {
		p.Clauses = rankClauses(p.Rule) // shared: a later append copies it
	} else {
		p.Clauses = append(p.Clauses, rankClause(p.Rule))
	}
	w := len(p.Winners)
	if w > 1 {
		p.Clauses = append(p.Clauses, rules.SharedEqually, rules.TiesShare)
		orderOddChips(sd, spec, prof, p, p.Rule)
	}
	each, rem := p.Amount/hand.Money(w), int(p.Amount%hand.Money(w))
	if p.Shares = take(a.shares[:], &a.nShares, w); p.Shares == nil {
		p.Shares = make([]hand.Money, 0, w)
	}
	p.Shares = p.Shares[:w]
	allToFirst := rem > 0 && siteHabit(sd, prof) == hand.OddChipFirstTakesAll
	for j, i := range p.Winners {
		p.Shares[j] = each
		if allToFirst {
			if j == 0 {
				p.Shares[j] += hand.Money(rem)
				p.OddChips = append(p.OddChips, i)
			}
		} else if j < rem {
			// one odd chip each, in order (RRoP 3.7.3, 3.7.4)
			p.Shares[j]++
			p.OddChips = append(p.OddChips, i)
		}
		paid[i] += p.Shares[j]
	}
	if rem > 0 {
		if allToFirst {
			p.Clauses = append(p.Clauses, rules.OddChipIndivisible, rules.D7)
		} else {
			p.Clauses = append(p.Clauses, rules.OddChipIndivisible, rules.OneOddChipEach, oddChipClause(sd, spec, prof))
		}
	}
}

func joinNote(a, b string) string {
	if a == "" {
		return b
	}
	return a + "; " + b
}

// rankClauses is the list of rankClause(rule) alone, shared by every
// portion whose clauses start with it; read only, of capacity 1 so that
// an append copies it.
func rankClauses(rule hand.HandRule) []rules.Clause {
	switch rankClause(rule) {
	case rules.LowQualifier:
		return lowQualifierClauses
	case rules.LowComparison:
		return lowComparisonClauses
	case rules.BadugiCasino:
		return badugiClauses
	case rules.BadeuceyCasino:
		return badeuceyClauses
	}
	return highClauses
}

var (
	highClauses          = []rules.Clause{rules.HighComparison}
	lowQualifierClauses  = []rules.Clause{rules.LowQualifier}
	lowComparisonClauses = []rules.Clause{rules.LowComparison}
	badugiClauses        = []rules.Clause{rules.BadugiCasino}
	badeuceyClauses      = []rules.Clause{rules.BadeuceyCasino}
)

// rankClause is the clause that ranks hands under rule.
func rankClause(rule hand.HandRule) rules.Clause {
	switch rule {
	case hand.HighHand, hand.HighShortDeck:
		return rules.HighComparison
	case hand.LowA5Eight:
		return rules.LowQualifier
	case hand.LowA5, hand.Low27, hand.LowA6:
		return rules.LowComparison
	case hand.BadugiAceLow:
		return rules.BadugiCasino
	case hand.BadugiAceHigh:
		return rules.BadeuceyCasino
	}
	return rules.HighComparison
}

// The odd-chip habits a site can declare are hand.OddChipHabits (RULES
// D7), applied when the profile is rules.OddChipSite. hand.OddChipRRoP is
// PokerStars' habit, found in every chopped pot with an odd cent in the
// real files, e.g. (file, hand, button, seats of the tied winners, the one
// with the extra cent first): hh.com_Ahrensa 228696254593, button 7, seats
// 1 and 7, seat 1; hh.com_Ahrensa 228696321767, button 5, seats 7 and 5,
// seat 7; hh.com_Aphelion 228673120290, button 8, seats 9 and 2, seat 9;
// hh.com_Immo 228690064672, button 1, seats 9 and 1, seat 9; hh.com_Gorgo
// 228695379055 three-way, button 6, 3.80 shared 1.27 / 1.27 / 1.26 to seats
// 8, 2, 3 (one chip each, 3.7.4); Hydra 195024058118 run twice, each run
// 5.84 / 5.83 with the cent to seat 2 left of the button; and the hi/lo
// PotLimitOmahaHiLo sample 109677324649 (0.77: high half 0.39, low 0.38,
// RRoP 3.7.5(c)).

func siteHabit(sd *Showdown, prof *rules.Profile) hand.OddChipHabit {
	if prof.OddChips == rules.OddChipSite && sd.OddChip != hand.OddChipByProfile {
		return sd.OddChip
	}
	return hand.OddChipRRoP
}

func oddChipClause(sd *Showdown, spec *hand.GameSpec, prof *rules.Profile) rules.Clause {
	if studByCard(sd, spec, prof) {
		return rules.OddChipStud
	}
	if !siteHabit(sd, prof).DividesByRRoP() {
		return rules.D7
	}
	return rules.OddChipButton
}

// studByCard reports whether a stud pot's odd chips go by the card
// (RRoP 3.7.5(b)). A site habit defined by the seats left of the button
// (RULES D7, found in flop games only: no stud
// chop with an odd unit in the corpus) has no button to start from in
// stud, so stud keeps 3.7.5(b) unless the habit gives the whole remainder
// to one player.
func studByCard(sd *Showdown, spec *hand.GameSpec, prof *rules.Profile) bool {
	return spec.Family == hand.StudGame && siteHabit(sd, prof) != hand.OddChipFirstTakesAll
}

// orderOddChips sorts p.Winners into the order odd chips are given.
func orderOddChips(sd *Showdown, spec *hand.GameSpec, prof *rules.Profile, p *Portion, rule hand.HandRule) {
	w := p.Winners
	if studByCard(sd, spec, prof) {
		// RRoP 3.7.5(b): highest card by rank then suit over all the
		// player's cards (stud high), lowest card (stud low).
		low := rule != hand.HighHand && rule != hand.HighShortDeck
		key := func(i int) int { // smaller takes the chip first
			cs := sd.Players[i].Cards
			if len(cs) == 0 {
				return 1 << 20
			}
			if low {
				c := cards.LowestA5(cs)
				if c.Rank() == cards.Ace {
					return int(c.Suit()) - 4 // the ace is the lowest card
				}
				return int(c)
			}
			return -int(cards.Highest(cs))
		}
		insertionSort(w, func(a, b int) bool { return key(a) < key(b) })
		p.OddChipCards = make([]cards.Card, len(w))
		for j, i := range w {
			if cs := sd.Players[i].Cards; len(cs) > 0 {
				p.OddChipCards[j] = eval.OddChipCard(cs, low)
			}
		}
		return
	}
	// RRoP 3.7.5(a): clockwise from the first seat left of the button,
	// by seat number.
	btn := sd.Button
	if siteHabit(sd, prof) == hand.OddChipFromBigBlind && len(sd.Players) > 2 {
		// clockwise from the big blind: count from the small blind's seat
		// (the first seat left of the button)
		next := -1
		for _, pl := range sd.Players {
			if pl.Number > btn && (next < 0 || pl.Number < next) {
				next = pl.Number
			}
		}
		if next < 0 {
			for _, pl := range sd.Players {
				if next < 0 || pl.Number < next {
					next = pl.Number
				}
			}
		}
		btn = next
	}
	if siteHabit(sd, prof) == hand.OddChipFromButton {
		// the button first: count from the seat before it
		btn--
	}
	key := func(i int) int {
		n := sd.Players[i].Number
		if n > btn {
			return n - btn
		}
		return n - btn + 1<<20
	}
	insertionSort(w, func(a, b int) bool { return key(a) < key(b) })
}

func insertionSort(s []int, less func(a, b int) bool) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && less(s[j], s[j-1]); j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}
