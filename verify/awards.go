package verify

import (
	"strings"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/replay"
	"github.com/hhcheck/hhcheck/rules"
)

// award is one cell of the comparison: a seat's money from one pot (or all
// pots when the site does not name them), one run, one half.
type award struct {
	seat, pot, run int
	half           hand.Half
	exp, rec       hand.Money
	line           int
	// why the seat is owed exp: the most specific clause of the decisions
	// that made it, and the odd-chip clause with how many odd chips could
	// move between seats in this cell.
	why      rules.Clause
	oddWhy   rules.Clause
	oddChips hand.Money
	// lo..hi: what the seat could get in this cell if only the odd chips
	// (and the odd units between halves and runs) went elsewhere
	lo, hi hand.Money
	sole   bool // the seat was the only winner of everything in the cell
	split  bool // the cell covers a hi/lo split pot
	// habit: what the seat's amount in this cell changes by when the odd
	// unit between the halves of a hi/lo pot goes to the low half
	// (hand.OddChipHiLoToLow) instead of the high half (RRoP 3.7.5(c));
	// habitSet when some half of the cell has such a unit.
	habit    hand.Money
	habitSet bool
	// owed names the finer parts the seat wins inside a coarse cell
	// ("main low"), so that a reader sees which half or pot is at stake
	// when the site records one amount per player.
	owed []owedPart
}

// owedPart is one decided part a seat wins (named only when reported):
// a pot's half on a run, or the uncalled bet (pot -1).
type owedPart struct {
	pot, run, runs int
	half           hand.Half
}

var uncalledPart = owedPart{pot: -1}

// compareAwards compares what each player should have collected with the
// recorded collections, at the finest grain the site writes: per pot when
// it names the pots, per run when it names runs, per half when it names
// halves; otherwise per player.
func (c *checker) compareAwards(res *replay.Result, set *Settlement) {
	var ac awardComparison // on the stack: one hand's
	if !ac.init(c, res, set) || (awardShortcut && ac.soleAwardMatches()) {
		return
	}
	ac.owedByTheRules()
	ac.recorded()
	ac.uncalledReturned()
	ac.cashedOutWinners()
	ac.mismatches()
}

// awardComparison is one hand's comparison of the settlement with the
// recorded collections: the grain the site writes, and the cells at that
// grain, each with what the rules give a seat and what he collected.
type awardComparison struct {
	c   *checker
	h   *hand.Hand
	res *replay.Result
	set *Settlement
	// the grain: whether the site's collections name the pot, the run,
	// the half they come from
	potsNamed, halvesNamed, runsNamed bool
	// allUncontested: every pot was won without a showdown
	allUncontested bool
	cells          []award
	owedRoom       []owedPart // the memory of the cells' owed parts
}

// init starts the comparison and finds the grain of the record; false
// when the hand cannot be compared (no outcome recorded, or a pot nobody
// showed for and no pot named).
func (ac *awardComparison) init(c *checker, res *replay.Result, set *Settlement) bool {
	h := c.h
	if len(h.Awards) == 0 && len(h.CashOuts) == 0 {
		if !h.Summary.HasTotal {
			return false // the record has no outcome (a partial hand)
		}
	}
	*ac = awardComparison{c: c, h: h, res: res, set: set,
		potsNamed: len(h.Awards) > 0, halvesNamed: len(h.Awards) > 0}
	if w := c.w; w != nil {
		ac.cells, ac.owedRoom = w.cells[:0], w.owed[:0]
	}
	for _, a := range h.Awards {
		if a.Pot < 0 {
			ac.potsNamed = false
		}
		if a.Half == hand.WholePot {
			ac.halvesNamed = false
		}
		if a.Run > 0 {
			ac.runsNamed = true
		}
	}
	if len(h.Boards) < 2 {
		ac.runsNamed = false
	}
	if h.Conventions.PotLabelsUntrusted || h.Conventions.RakeDivisionUnknown {
		ac.potsNamed = false // compared per player over all pots
	}
	undecided := false
	for k := range set.Pots {
		if set.Pots[k].Undecided {
			undecided = true
		}
	}
	if undecided && !ac.potsNamed {
		return false // a pot nobody showed for: the split cannot be checked
	}
	// an uncontested pot is neither shared between runs nor between halves,
	// whatever the site files it under
	ac.allUncontested = len(set.Pots) > 0
	for k := range set.Pots {
		ac.allUncontested = ac.allUncontested && set.Pots[k].Uncontested
	}
	return true
}

// returned is the uncalled bet paid back to seat inside his collections.
// Conventions.UncalledInCollected: such a seat is compared at the grain
// of the player (the site may spread the returned bet over the pots and
// halves it pays him: Winamax stud hi/lo hand 9250793-554-1478991850
// shares it between "pot(HI)" and "pot(LO)"), with the returned amount
// added to what he is owed.
func (ac *awardComparison) returned(seat int) hand.Money {
	if !ac.h.Conventions.UncalledInCollected || seat < 0 || seat >= len(ac.res.Returned) {
		return 0
	}
	return ac.res.Returned[seat]
}

// cellKey is a seat's money from a pot, run and half at the grain of the
// record: the pot, run and half of its cell.
type cellKey struct {
	pot, run int
	half     hand.Half
}

// key is the cell key of a seat's money from a pot, run and half.
func (ac *awardComparison) key(seat, pot, run int, half hand.Half) cellKey {
	if ac.returned(seat) > 0 {
		pot, run, half = -1, -1, hand.WholePot
	}
	if !ac.potsNamed {
		pot = -1
	}
	if !ac.runsNamed || run < 0 {
		run = -1
	}
	if !ac.halvesNamed {
		half = hand.WholePot
	}
	return cellKey{pot, run, half}
}

// cell is the cell of a seat's money from a pot, run and half, at the
// grain of the record; created empty the first time.
func (ac *awardComparison) cell(seat, pot, run int, half hand.Half) *award {
	k := ac.key(seat, pot, run, half)
	pot, run, half = k.pot, k.run, k.half
	for i := range ac.cells {
		a := &ac.cells[i]
		if a.seat == seat && a.pot == pot && a.run == run && a.half == half {
			return a
		}
	}
	var owed []owedPart
	if n := len(ac.owedRoom); cap(ac.owedRoom)-n >= 2 {
		owed, ac.owedRoom = ac.owedRoom[n:n:n+2], ac.owedRoom[:n+2]
	}
	ac.cells = append(ac.cells, award{seat: seat, pot: pot, run: run, half: half, sole: true, owed: owed})
	return &ac.cells[len(ac.cells)-1]
}

// cashedOut: seat cashed out (his pot is not paid from the pot) and has no
// collection recorded; cashedOutWinners compares him.
func (ac *awardComparison) cashedOut(seat int) bool {
	for _, co := range ac.h.CashOuts {
		if co.Seat == seat && !ac.c.hasAward(seat) {
			return true
		}
	}
	return false
}

// awardShortcut: compareAwards takes soleAwardMatches' shortcut (a test
// turns it off to hold the shortcut to the whole comparison).
var awardShortcut = true

// soleAwardMatches reports whether the hand is the commonest one, whose
// comparison would find nothing: one pot, decided on one run in one
// whole portion for one winner, and one collection, by him, of what he
// is owed, filed in the cell of his share; no cash-out, no uncalled bet
// paid inside the collections. owedByTheRules and recorded would make
// that one cell, its amounts equal, and mismatches report nothing.
func (ac *awardComparison) soleAwardMatches() bool {
	h, set := ac.h, ac.set
	if len(h.Awards) != 1 || len(h.CashOuts) != 0 || h.Conventions.UncalledInCollected || len(set.Pots) != 1 {
		return false
	}
	d := &set.Pots[0]
	if d.Undecided || len(d.Runs) != 1 || len(d.Runs[0].Portions) != 1 {
		return false
	}
	rd, aw := &d.Runs[0], &h.Awards[0]
	p := &rd.Portions[0]
	if len(p.Winners) != 1 || len(p.Shares) != 1 || p.Winners[0] != aw.Seat || p.Shares[0] != aw.Amount || aw.Seat < 0 || aw.Seat >= len(h.Seats) {
		return false
	}
	run := rd.Run
	if d.Uncontested {
		run = -1 // as owedByTheRules files it
	}
	recRun, recHalf := ac.filed(aw)
	return ac.key(aw.Seat, 0, run, p.Half) == ac.key(aw.Seat, aw.Pot, recRun, recHalf)
}

// filed is the run and half recorded files collection aw under: its own,
// or none for an uncontested pot.
func (ac *awardComparison) filed(aw *hand.Award) (int, hand.Half) {
	set := ac.set
	if (ac.potsNamed && aw.Pot < len(set.Pots) && set.Pots[aw.Pot].Uncontested) || (!ac.potsNamed && ac.allUncontested) {
		return -1, hand.WholePot // whatever run or half the site files an uncontested pot under
	}
	return aw.Run, aw.Half
}

// owedByTheRules fills the cells with what the settlement gives each
// winner of every decided pot, run and half, the range the odd chips
// allow, what the site's hi/lo habit would change (hiLoToLow), and the
// clause that decides it.
func (ac *awardComparison) owedByTheRules() {
	for k := range ac.set.Pots {
		d := &ac.set.Pots[k]
		if d.Undecided {
			continue
		}
		runOdd := false
		for _, rd := range d.Runs {
			runOdd = runOdd || rd.OddUnit
		}
		for _, rd := range d.Runs {
			halfOdd := false
			for _, p := range rd.Portions {
				halfOdd = halfOdd || p.OddUnit
			}
			toLow := ac.c.hiLoToLow() && halfOdd && len(rd.Portions) == 2
			for _, p := range rd.Portions {
				toLow = toLow && len(p.Winners) > 0
			}
			run := rd.Run
			if d.Uncontested {
				run = -1 // an uncontested pot is not split between runs
			}
			for i := range rd.Portions {
				p := &rd.Portions[i]
				for j, seat := range p.Winners {
					if ac.cashedOut(seat) {
						continue
					}
					a := ac.cell(seat, k, run, p.Half)
					a.exp += p.Shares[j]
					if toLow {
						a.habit += hiLoToLowShift(p, j)
						a.habitSet = true
					}
					if p.Shares[j] > 0 {
						a.addOwed(owedPart{pot: k, run: rd.Run, runs: len(d.Runs), half: p.Half})
					}
					ac.share(a, d, p, j)
					ac.oddUnits(a, p, halfOdd || runOdd, halfOdd)
				}
			}
		}
	}
}

// share records the range of the j-th winner's share of portion p of pot
// d in a, and why he is owed it.
func (ac *awardComparison) share(a *award, d *PotDecision, p *Portion, j int) {
	each := p.Amount / hand.Money(len(p.Winners))
	a.lo += each
	a.hi += each
	if len(p.OddChips) > 0 {
		a.hi++
	}
	if len(p.Winners) > 1 || a.exp != p.Shares[j] {
		a.sole = false
	}
	switch {
	case d.Uncontested:
		a.why = rules.SidePots
	case p.Half != hand.WholePot:
		a.why = rules.SplitHiLo
		a.split = true
	case p.NoLow:
		a.why = rules.D9
		a.split = true
	case len(p.Winners) > 1:
		if a.why == "" {
			a.why = rules.SharedEqually
		}
	default:
		if a.why == "" {
			a.why = rankClause(p.Rule)
		}
	}
}

// oddUnits records the odd chips of portion p that could move between
// seats in a, and the unit between halves or runs (between: the run or
// the hand's halves have one; halfOdd: between halves).
func (ac *awardComparison) oddUnits(a *award, p *Portion, between, halfOdd bool) {
	if len(p.OddChips) > 0 {
		a.oddChips++
		a.oddWhy = oddChipClause(&Showdown{OddChip: ac.h.Conventions.OddChip}, ac.h.Game.Spec(), ac.c.prof)
	}
	if !between {
		return
	}
	// the unit between halves or runs
	a.oddChips++
	a.lo--
	a.hi++
	switch {
	case a.oddWhy != "":
	case halfOdd && ac.h.Game == hand.Badeucey:
		a.oddWhy = rules.D8 // the unit between the 2-7 and badugi halves
	case halfOdd && ac.c.prof.OddChips == rules.OddChipSite && ac.h.Conventions.OddChip == hand.OddChipHiLoToLow:
		a.oddWhy = rules.D7 // the site's habit: the unit to the low half
	case halfOdd:
		a.oddWhy = rules.OddChipHiLo
	default:
		a.oddWhy = rules.OddChipIndivisible
	}
}

// recorded adds the site's collections to the cells; a collection by a
// seat that does not exist is a finding of its own.
func (ac *awardComparison) recorded() {
	set := ac.set
	for _, aw := range ac.h.Awards {
		if aw.Seat < 0 || aw.Seat >= len(ac.h.Seats) {
			ac.c.add(hand.Discrepancy{Code: hand.AwardMismatch, Clause: rules.PotAccounting, Seat: -1,
				Recorded: aw.Amount, HasAmounts: true, Line: aw.Line, Message: "collection by a player who is not seated"})
			continue
		}
		if ac.potsNamed && aw.Pot < len(set.Pots) && set.Pots[aw.Pot].Undecided {
			continue
		}
		run, half := ac.filed(&aw)
		a := ac.cell(aw.Seat, aw.Pot, run, half)
		a.rec += aw.Amount
		if a.line == 0 {
			a.line = aw.Line
		}
	}
}

// uncalledReturned adds to a seat's cell the uncalled bet the site pays
// back inside his collections (returned).
func (ac *awardComparison) uncalledReturned() {
	if !ac.h.Conventions.UncalledInCollected {
		return // returned is 0 for every seat
	}
	for seat := range ac.h.Seats {
		if r := ac.returned(seat); r > 0 {
			a := ac.cell(seat, -1, -1, hand.WholePot)
			a.exp += r
			a.lo += r
			a.hi += r
			a.addOwed(uncalledPart)
		}
	}
}

// cashedOutWinners compares a cashed-out winner's "won (x)" in the
// summary with what he is owed.
func (ac *awardComparison) cashedOutWinners() {
	h, c := ac.h, ac.c
	for _, co := range h.CashOuts {
		if co.Seat < 0 || co.Seat >= len(h.Seats) || c.hasAward(co.Seat) {
			continue
		}
		for _, ss := range h.Summary.Seats {
			if ss.Seat == co.Seat && ss.Won > 0 && ss.Won != ac.set.Paid[co.Seat] {
				c.add(hand.Discrepancy{Code: hand.AwardMismatch, Clause: rules.PotAccounting, Seat: co.Seat, Player: c.player(co.Seat),
					Expected: ac.set.Paid[co.Seat], Recorded: ss.Won, HasAmounts: true, Line: ss.Line,
					Message: "a cashed-out player's pot (not paid from the pot) differs from what the rules give him"})
			}
		}
	}
}

// mismatches reports every cell where the recorded amount is not what the
// rules give, unless the rake's division between pots (rakeSlack) or the
// site's documented odd-chip habit explains it.
func (ac *awardComparison) mismatches() {
	slack := ac.c.rakeSlack(ac.res, ac.set)
	for i := range ac.cells {
		a := &ac.cells[i]
		if a.exp == a.rec {
			continue
		}
		if s, ok := slack[a.seat]; ok && a.run < 0 && a.half == hand.WholePot && a.rec <= a.exp+s.taken+s.odd && a.rec >= a.exp+s.taken-s.most-s.odd {
			continue // a division of the rake between the pots explains it (Conventions.RakeDivisionUnknown)
		}
		if d, ok := ac.mismatch(a); ok {
			ac.c.add(d)
		}
	}
}

// mismatch is the finding for a cell whose recorded amount differs from
// what the rules give: the clause and words that fit the difference;
// false when it is the site's documented odd-chip habit.
func (ac *awardComparison) mismatch(a *award) (hand.Discrepancy, bool) {
	c := ac.c
	d := hand.Discrepancy{Code: hand.AwardMismatch, Seat: a.seat, Player: c.player(a.seat),
		Expected: a.exp, Recorded: a.rec, HasAmounts: true, Line: a.line, Pot: c.cellName(a, ac.set)}
	diff := a.exp - a.rec
	if diff < 0 {
		diff = -diff
	}
	switch {
	case a.habitSet && a.rec == a.exp+a.habit:
		// the odd unit between the halves went to the low half, the
		// site's documented habit (hand.OddChipHiLoToLow): under the
		// standard profile not a fault, as below; the site profile
		// settles the pot that way and checks it to the chip
		return d, false
	case a.oddChips > 0 && diff <= a.oddChips && a.oddWhy != "" && a.oddWhy != rules.OddChipHiLo && a.rec >= a.lo && a.rec <= a.hi && c.siteOddChipHabit():
		// the odd chips of a division went another way than RRoP
		// 3.7.5(a)/(b), and the site documents its own habit for them
		// (RULES D7: a profile per site): under the standard profile
		// that is the site's convention, not a fault; the site profile
		// checks the habit to the chip. The unit between the halves of a
		// hi/lo pot (3.7.5(c)) is not what such a habit is about.
		return d, false
	case a.oddChips > 0 && diff <= a.oddChips && a.oddWhy != "" && a.rec >= a.lo && a.rec <= a.hi:
		d.Clause = a.oddWhy
		d.Message = "odd chip given to the wrong player"
	case a.exp == 0 && !c.eligible(ac.res, a.seat, a.pot):
		d.Clause = rules.SidePots
		d.Message = "paid from a pot he is not eligible for"
	case a.exp == 0:
		d.Clause = c.potRankClause(ac.set, a.pot)
		d.Message = "collected from a pot his hand does not win"
	case a.rec == 0:
		d.Clause = a.why
		d.Message = "owed by the rules but collected nothing"
	case a.split:
		d.Clause = a.why
		d.Message = "collected a different share of a split pot"
	case a.sole:
		d.Clause = rules.PotAccounting
		d.Message = "collected a different amount than the pot he won"
	default:
		d.Clause = a.why
		d.Message = "collected a different share than the rules give"
	}
	if d.Clause == "" {
		d.Clause = rules.PotAccounting
	}
	// when the cell is coarser than the decisions, say what was owed
	if names := owedNames(ac.h.Game, a.owed); len(names) > 1 || (len(names) == 1 && names[0] != d.Pot) {
		d.Message += " (owed: " + strings.Join(names, ", ") + ")"
	}
	if d.Line == 0 {
		d.Line = ac.h.Summary.Line
	}
	return d, true
}

// rakeShare is what Conventions.RakeDivisionUnknown allows a seat: taken
// is the rake the rebuilt pots he wins paid in the verifier's division
// (his part of it when he shares a pot), most the most any division could
// make him pay (the hand's rake, at most what his parts of the pots hold),
// odd the odd units shared pots may move.
type rakeShare struct{ taken, most, odd hand.Money }

// rakeSlack gives, under Conventions.RakeDivisionUnknown, the rake share
// of each seat that wins whole pots (alone, or shared equally with the
// same co-winners in every run: a pot's rake then falls on its winners
// equally), when the hand has a rake and more than one pot; nil
// otherwise. A seat that wins a half of a hi/lo pot gets none.
func (c *checker) rakeSlack(res *replay.Result, set *Settlement) map[int]rakeShare {
	if !c.h.Conventions.RakeDivisionUnknown || len(set.Pots) < 2 || len(set.Pots) != len(res.Pots) {
		return nil
	}
	out := map[int]rakeShare{}
	halves := map[int]bool{}
	var rake hand.Money
	for k := range set.Pots {
		d := &set.Pots[k]
		if d.Undecided {
			return nil
		}
		var net hand.Money
		winners := map[int]bool{}
		for _, rd := range d.Runs {
			for _, p := range rd.Portions {
				net += p.Amount
				for _, w := range p.Winners {
					winners[w] = true
					if p.Half != hand.WholePot {
						halves[w] = true
					}
				}
			}
		}
		taken := res.Pots[k].Amount - net
		rake += taken
		n := hand.Money(len(winners))
		for w := range winners {
			s := out[w]
			s.taken += taken / n
			s.most += res.Pots[k].Amount / n
			if n > 1 {
				s.odd++
			}
			out[w] = s
		}
	}
	if rake <= 0 {
		return nil
	}
	for w := range halves {
		delete(out, w)
	}
	for w, s := range out {
		s.most = min(s.most, rake)
		out[w] = s
	}
	return out
}

// siteOddChipHabit: the profile gives odd chips by RRoP 3.7.5 while the
// hand's site documents an odd-chip habit of its own that differs from it
// inside a division (the tied winners of one pot or half).
func (c *checker) siteOddChipHabit() bool {
	return c.prof.OddChips == rules.OddChipRRoP && !c.h.Conventions.OddChip.DividesByRRoP()
}

// hiLoToLow: the profile gives the odd unit between the halves of a hi/lo
// pot to the high half (RRoP 3.7.5(c)) while the hand's site documents
// that it gives it to the low half (hand.OddChipHiLoToLow).
func (c *checker) hiLoToLow() bool {
	return c.prof.OddChips == rules.OddChipRRoP && c.h.Conventions.OddChip == hand.OddChipHiLoToLow && c.h.Game != hand.Badeucey
}

// hiLoToLowShift is what the j-th winner of half p (its winners in the
// order odd chips are given, RRoP 3.7.3/3.7.4) gets more when the unit
// between the halves moves from the high half to the low half: the high
// half, one unit smaller, takes it from the last of its winners who had
// an odd chip (the last of all when none had); the low half, one unit
// larger, gives it to the first of its winners who had none.
func hiLoToLowShift(p *Portion, j int) hand.Money {
	w := len(p.Winners)
	rem := int(p.Amount % hand.Money(w))
	switch {
	case p.Half == hand.HighHalf && p.OddUnit && j == (rem+w-1)%w:
		return -1
	case p.Half == hand.LowHalf && !p.OddUnit && j == rem:
		return 1
	}
	return 0
}

func (c *checker) eligible(res *replay.Result, seat, pot int) bool {
	for k := range res.Pots {
		if pot >= 0 && k != pot {
			continue
		}
		for _, e := range res.Pots[k].Eligible {
			if e == seat {
				return true
			}
		}
	}
	return false
}

func (c *checker) potRankClause(set *Settlement, pot int) rules.Clause {
	for k := range set.Pots {
		if pot >= 0 && k != pot {
			continue
		}
		for _, rd := range set.Pots[k].Runs {
			for _, p := range rd.Portions {
				if p.Half != hand.WholePot {
					return rules.SplitHiLo
				}
				return rankClause(p.Rule)
			}
		}
	}
	return rules.HighComparison
}

func (a *award) addOwed(part owedPart) {
	for _, o := range a.owed {
		if o == part {
			return
		}
	}
	a.owed = append(a.owed, part)
}

// owedNames names the parts for a reader.
func owedNames(g hand.GameType, parts []owedPart) []string {
	names := make([]string, len(parts))
	for i, p := range parts {
		if p == uncalledPart {
			names[i] = "the uncalled bet"
			continue
		}
		names[i] = partName(g, p.pot, p.run, p.runs, p.half)
	}
	return names
}

// partName names one decided part of a pot: "main", "side 1 low", "main run 2".
func partName(g hand.GameType, pot, run, runs int, half hand.Half) string {
	s := replay.PotName(pot)
	if half != hand.WholePot {
		s += " " + hand.HalfName(g, half)
	}
	if runs > 1 && run >= 0 {
		s += " run " + itoa(run+1)
	}
	return s
}

func (c *checker) cellName(a *award, set *Settlement) string {
	s := ""
	switch {
	case a.pot >= 0:
		s = replay.PotName(a.pot)
	case len(set.Pots) == 1:
		s = replay.PotName(0) // the site did not name it, but there is only one
	}
	if a.half != hand.WholePot {
		if s != "" {
			s += " "
		}
		s += hand.HalfName(c.h.Game, a.half)
	}
	if a.run >= 0 {
		if s != "" {
			s += " "
		}
		s += "run " + itoa(a.run+1)
	}
	return s
}
