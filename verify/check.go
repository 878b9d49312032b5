package verify

import (
	"math/bits"
	"strconv"
	"sync"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/replay"
	"github.com/hhcheck/hhcheck/rules"
	"github.com/hhcheck/hhcheck/verify/eval"
)

// Options are the verifier's settings.
type Options struct {
	Profile rules.Profile
	// StudRank is handed to the replay for the stud order of action and
	// the bring-in; nil means eval.StudRank of the profile.
	StudRank func(game hand.GameType, up []cards.Card) uint32
}

// Report is the verdict on one hand.
type Report struct {
	// Discrepancies is nil for a clean hand.
	Discrepancies []hand.Discrepancy
	// Pots are the splitter's decisions, pot by pot, for explain/settle.
	Pots []PotDecision
	// Hands are the contenders' hands per run and rule.
	Hands []SeatHand
	// Paid is what the rules give each seat (after rake), Net the amount
	// each pot was shared with after the site's rake.
	Paid   []hand.Money
	Net    []hand.Money
	Replay *replay.Result

	players  []Player  // the splitter's input, to reuse its rankings
	showdown *Showdown // the same, whole, to split again under another profile
	work     *checkWork
}

// works holds the memory of the reports given back by Recycle.
var works sync.Pool

// Recycle gives the memory of a report Check returned, and its replay,
// back for the next hands: the batch run calls it once a hand's checks
// are over. The caller promises that nothing refers to the report's
// lists (Pots, Hands, Paid, Net, the Replay and its lists) any more; its
// Discrepancies are the caller's and stay.
func Recycle(r *Report) {
	replay.Recycle(r.Replay)
	if w := r.work; w != nil {
		*r = Report{Discrepancies: r.Discrepancies}
		w.reset()
		works.Put(w)
	}
}

// shown returns the cards the splitter ranked for seat.
func (r *Report) shown(seat int) []cards.Card {
	if seat >= 0 && seat < len(r.players) {
		return r.players[seat].Cards
	}
	return nil
}

type checker struct {
	h    *hand.Hand
	prof *rules.Profile
	rep  *Report
	w    *checkWork // the memory of the hand's lists
}

func (c *checker) add(d hand.Discrepancy) { c.rep.Discrepancies = append(c.rep.Discrepancies, d) }

func (c *checker) player(seat int) string {
	if seat >= 0 && seat < len(c.h.Seats) {
		return c.h.Seats[seat].Player
	}
	return ""
}

// Check replays h, decides every pot under opts.Profile and compares the
// result with the record: duplicate cards, uncalled bets, the pot total,
// the printed main and side pots, the rake arithmetic, each player's
// collections and the hand descriptions.
func Check(h *hand.Hand, opts Options) Report { return CheckReplay(h, opts, NewReplay(h, opts)) }

// WithDefaults returns o with what it leaves nil filled in (StudRank):
// a caller that checks many hands with one Options prepares it once
// rather than on every hand.
func (o Options) WithDefaults() Options {
	if o.StudRank == nil {
		o.StudRank = eval.StudRank(&o.Profile)
	}
	return o
}

// NewReplay returns the replay Check runs on h, for a caller that shows
// every step (explain) before handing it to CheckReplay.
func NewReplay(h *hand.Hand, opts Options) *replay.State {
	if opts.StudRank == nil {
		opts.StudRank = eval.StudRank(&opts.Profile)
	}
	return replay.New(h, replay.Config{Profile: opts.Profile, StudRank: opts.StudRank})
}

// CheckReplay is Check on a replay of h made by NewReplay(h, opts), stepped
// or not: it finishes it, so that the hand is replayed once.
func CheckReplay(h *hand.Hand, opts Options, st *replay.State) Report {
	// the report, the checker, the showdown the report keeps, the
	// profile it points to and the lists of a usual hand in one
	// allocation, or none when a report was recycled
	w, _ := works.Get().(*checkWork) // zero (Recycle)
	if w == nil {
		w = &checkWork{}
	}
	w.prof = opts.Profile
	rep := &w.rep
	rep.work = w
	c := &w.c
	*c = checker{h: h, prof: &w.prof, rep: rep, w: w}
	c.duplicates()
	c.deck()
	res := st.Finish()
	rep.Replay = res
	rep.Discrepancies = append(rep.Discrepancies, res.Findings...)
	c.cardCounts(res)
	take := h.Summary.Rake
	for _, f := range h.Summary.Fees {
		take += f.Amount
	}
	// A site that pays the uncalled bet back inside the collection (and
	// counts it in its total) is held to that: the returned amount is
	// added to what is recorded, never to a pot (RULES §6.1).
	var inCollected hand.Money
	if h.Conventions.UncalledInCollected {
		for _, r := range res.Returned {
			inCollected += r
		}
	}
	c.potTotal(res, take, inCollected)
	net := c.netPots(res, take)
	rep.Net = net
	c.showdown(&w.sd, res, net)
	set := settleIn(&w.sd, &w.set)
	rep.players = w.sd.Players
	rep.showdown = &w.sd
	rep.Pots, rep.Hands, rep.Paid = set.Pots, set.Hands, set.Paid
	c.compareAwards(res, set)
	c.rakeArithmetic(res, take, inCollected)
	c.descriptions(set)
	return *rep
}

// checkWork is what CheckReplay allocates for a hand, with room for
// the lists of a hand of up to ten seats and four pots (the pots after
// rake, the splitter's players and pots), not one allocation each.
type checkWork struct {
	rep     Report
	c       checker
	sd      Showdown
	prof    rules.Profile
	net     [4]hand.Money
	players [10]Player
	pots    [4]PotSpec
	set     settleMem
	cells   [6]award        // awardComparison's
	owed    [12]owedPart    // the cells' owed parts, two each
	cards   [128]cards.Card // cardCounts' lists of the cards known per seat
}

// reset makes w serve the next hand. It clears what refers to the hand
// (the checker, the report, the showdown and its players: their names and
// cards are the hand's), so that a report in the pool keeps no hand (nor
// the text its strings are cut from) alive, and what the next hand reads
// before it writes (settleMem.reset). The rest is written before it is
// read and refers only to w itself, the replay's lists or constant
// strings: the pots after rake, the cells of the award comparison and
// their owed parts, cardCounts' cards. Clearing only what a hand used
// rather than the whole of w (5 kB) is 4 % of Check's instructions.
func (w *checkWork) reset() {
	w.rep, w.c = Report{}, checker{}
	clear(w.players[:min(len(w.sd.Players), len(w.players))])
	clear(w.pots[:min(len(w.sd.Pots), len(w.pots))])
	w.sd = Showdown{}
	w.set.reset()
}

// room returns n elements of arr when they fit, else a new list.
func room[T any](arr []T, n int) []T {
	if n <= len(arr) {
		return arr[:n:n]
	}
	return make([]T, n)
}

// potTotal: the recorded total is what was put in less the uncalled bets
// (RULES §6.6), less rake and fees where the site prints it after them,
// plus the uncalled bets where the site counts them (inCollected). An
// abbreviated total ("1.32k") stands for anything within its tolerance.
func (c *checker) potTotal(res *replay.Result, take, inCollected hand.Money) {
	s := &c.h.Summary
	if !s.HasTotal {
		return
	}
	exp := res.Total + inCollected
	msg := "total pot differs from the chips put in less the uncalled bets"
	if inCollected > 0 {
		msg = "total pot differs from the chips put in (the site counts the uncalled bets in it)"
	}
	if c.h.Conventions.TotalExcludesRake {
		exp -= take
		msg = "total pot (printed after rake) differs from the chips put in less uncalled bets, rake and fees"
		if inCollected > 0 {
			msg = "total pot (printed after rake, uncalled bets counted) differs from the chips put in less rake and fees"
		}
	}
	if d := exp - s.TotalPot; d != 0 && (d > s.TotalTolerance || -d > s.TotalTolerance) {
		c.add(hand.Discrepancy{Code: hand.PotTotal, Clause: rules.PotAccounting, Seat: -1, Expected: exp,
			Recorded: s.TotalPot, HasAmounts: true, Line: s.Line, Message: msg})
	}
}

// netPots decides how much of each rebuilt pot is left to share after the
// rake and fees, and checks the main and side pots the site printed.
//
// PokerStars prints "Main pot X. Side pot-1 Y." after rake and takes the
// rake pot by pot starting with the main pot: each pot at the rake rate
// until the cap is reached. Evidence: hh.com_Shane 228675491396 (main
// 73.68 → 71.68, side 46.24 untouched: the whole $2 cap from the main
// pot); hh.com_Lobelia 228692652283 (main 10.02 → 9.52 = 5%, side 31.90 →
// 30.40 = the rest of the $2 cap); hh.com_Helma 228691785813 (cap not
// reached: main 8.59 → 8.16 and side 26.92 → 25.57, 5% each);
// hh.com_Ahrensa 228695949745 (20.47 → 19.45, 0.52 → 0.49). So the rake
// taken from a pot, relative to its size, never grows from one pot to the
// next; that is what Conventions.RakeFromMainFirst is checked as, since the
// rate and cap are not in the history. When the site prints the pots, the
// printed amounts are the ones shared (once they add up); otherwise the
// rake is taken from the main pot first (RakeFromMainFirst) or from the
// last pot first.
func (c *checker) netPots(res *replay.Result, take hand.Money) []hand.Money {
	s := &c.h.Summary
	n := len(res.Pots)
	net := room(c.w.net[:], n)
	for k := range res.Pots {
		net[k] = res.Pots[k].Amount
	}
	alloc := func() {
		if c.h.Conventions.RakeProportional {
			takeRakeProportional(net, take)
			return
		}
		takeRake(net, take, c.h.Conventions.RakeFromMainFirst)
	}
	printed := s.MainPot != 0 || len(s.SidePots) > 0
	if !printed {
		if !c.h.Conventions.PotLabelsUntrusted && c.fromAwards(res, take, net) {
			return net
		}
		alloc()
		return net
	}
	rec := make([]hand.Money, 0, 1+len(s.SidePots))
	rec = append(rec, s.MainPot)
	rec = append(rec, s.SidePots...)
	if len(rec) != n {
		k := min(len(rec), n)
		var e, r hand.Money
		if k < n {
			e = res.Pots[k].Amount
		}
		if k < len(rec) {
			r = rec[k]
		}
		c.add(hand.Discrepancy{Code: hand.SidePotTotal, Clause: rules.SidePots, Pot: replay.PotName(k), Seat: -1,
			Expected: e, Recorded: r, HasAmounts: true, Line: s.Line,
			Message: "the site printed " + itoa(len(rec)) + " pots, the contributions make " + itoa(n) + " (one per all-in level)"})
		alloc()
		return net
	}
	ok := true
	var sum hand.Money
	for k := 0; k < n; k++ {
		g := res.Pots[k].Amount
		sum += g - rec[k]
		if rec[k] < 0 || rec[k] > g {
			ok = false
			c.add(hand.Discrepancy{Code: hand.SidePotTotal, Clause: rules.SidePots, Pot: replay.PotName(k), Seat: -1,
				Expected: g, Recorded: rec[k], HasAmounts: true, Line: s.Line,
				Message: "printed pot is more than the chips put in at its level (expected: before rake)"})
		}
	}
	if ok && sum != take {
		ok = false
		var tot hand.Money
		for _, v := range rec {
			tot += v
		}
		c.add(hand.Discrepancy{Code: hand.SidePotTotal, Clause: rules.PotAccounting, Seat: -1,
			Expected: res.Total - take, Recorded: tot, HasAmounts: true, Line: s.Line,
			Message: "printed main and side pots do not add up to the pot less rake and fees"})
	}
	if !ok {
		alloc()
		return net
	}
	if c.h.Conventions.RakeFromMainFirst {
		for k := 1; k < n; k++ {
			g0, g1 := res.Pots[k-1].Amount, res.Pots[k].Amount
			d0, d1 := g0-rec[k-1], g1-rec[k]
			// the rate of pot k may not exceed the rate of pot k-1 (one
			// unit of rounding either way)
			if g0 > 0 && d1*g0 > (d0+1)*g1+g0 {
				c.add(hand.Discrepancy{Code: hand.SidePotTotal, Clause: rules.PotAccounting, Pot: replay.PotName(k), Seat: -1,
					Expected: g1 - (d0+1)*g1/g0, Recorded: rec[k], HasAmounts: true, Line: s.Line,
					Message: "more rake taken from this pot than from the pot before it; the site rakes the main pot first"})
			}
		}
	} else {
		takeRake(net, take, false)
		for k := 0; k < n; k++ {
			if net[k] != rec[k] {
				c.add(hand.Discrepancy{Code: hand.SidePotTotal, Clause: rules.PotAccounting, Pot: replay.PotName(k), Seat: -1,
					Expected: net[k], Recorded: rec[k], HasAmounts: true, Line: s.Line,
					Message: "printed pot differs from the pot less the rake taken from the last pot first"})
			}
		}
	}
	copy(net, rec)
	return net
}

// takeRake takes the rake and fees out of the pots: from the main pot
// first (then side pot 1, ...) or from the last pot first.
func takeRake(net []hand.Money, take hand.Money, mainFirst bool) {
	n := len(net)
	for j := 0; j < n && take > 0; j++ {
		k := j
		if !mainFirst {
			k = n - 1 - j
		}
		t := min(take, net[k])
		net[k] -= t
		take -= t
	}
}

// takeRakeProportional takes the rake and fees out of the pots in
// proportion to their sizes (Conventions.RakeProportional): each pot pays
// take x pot / total rounded down, and the units left over go one each to
// the pots with the largest remainders, the earlier pot first on a tie.
func takeRakeProportional(net []hand.Money, take hand.Money) {
	var total hand.Money
	for _, v := range net {
		total += max(v, 0)
	}
	if total <= 0 || take <= 0 {
		return
	}
	if take >= total {
		clear(net)
		return
	}
	n := len(net)
	part := make([]hand.Money, n)
	rem := make([]hand.Money, n)
	left := take
	for k, v := range net {
		// take x v / total without overflow: take < total and 0 <= v <=
		// total, so the 128-bit product's high word is below total
		hi, lo := bits.Mul64(uint64(take), uint64(max(v, 0)))
		q, r := bits.Div64(hi, lo, uint64(total))
		part[k], rem[k] = hand.Money(q), hand.Money(r)
		left -= part[k]
	}
	for ; left > 0; left-- {
		best := -1
		for k := 0; k < n; k++ {
			if part[k] < net[k] && (best < 0 || rem[k] > rem[best]) {
				best = k
			}
		}
		if best < 0 {
			break
		}
		part[best]++
		rem[best] = -1
	}
	for k := range net {
		net[k] -= part[k]
	}
}

// fromAwards takes each pot's amount after rake from the recorded
// collections when the site names the pots and they account for the rake
// the way RakeFromMainFirst allows; false leaves net untouched.
func (c *checker) fromAwards(res *replay.Result, take hand.Money, net []hand.Money) bool {
	n := len(net)
	if n < 2 || len(c.h.Awards) == 0 {
		return false
	}
	got := make([]hand.Money, n)
	for _, a := range c.h.Awards {
		if a.Pot < 0 || a.Pot >= n {
			return false
		}
		got[a.Pot] += a.Amount
	}
	var sum hand.Money
	for k := 0; k < n; k++ {
		d := res.Pots[k].Amount - got[k]
		if d < 0 {
			return false
		}
		sum += d
		if k > 0 && c.h.Conventions.RakeFromMainFirst {
			g0, g1 := res.Pots[k-1].Amount, res.Pots[k].Amount
			d0 := g0 - got[k-1]
			if g0 > 0 && d*g0 > (d0+1)*g1+g0 {
				return false
			}
		}
	}
	if sum != take {
		return false
	}
	copy(net, got)
	return true
}

// showdown turns the replayed hand into the splitter's plain input, in
// sd, which is zero (a reset checkWork's).
func (c *checker) showdown(sd *Showdown, res *replay.Result, net []hand.Money) {
	h := c.h
	sd.Game, sd.Button, sd.Boards, sd.Profile, sd.OddChip = h.Game, h.Button, h.Boards, c.prof, h.Conventions.OddChip
	// zero players (reset clears those a hand used): the fields the seat
	// gives are set, the rest stays zero
	sd.Players = room(c.w.players[:], len(h.Seats))
	folded := res.Folded[:len(h.Seats)]
	for i := range h.Seats {
		p, st := &sd.Players[i], &h.Seats[i]
		p.Number, p.Name, p.Folded = st.Number, st.Player, folded[i]
	}
	for _, s := range h.Shows {
		if s.Seat < 0 || s.Seat >= len(sd.Players) {
			continue
		}
		p := &sd.Players[s.Seat]
		if s.Mucked {
			p.Mucked = true
		}
		if len(s.Cards) == 0 {
			continue
		}
		if s.Mucked {
			if !p.Shown {
				p.Cards = s.Cards
			}
			continue
		}
		p.Shown = true
		p.Cards = s.Cards
	}
	sd.Pots = room(c.w.pots[:], len(res.Pots))
	for k := range res.Pots {
		sd.Pots[k] = PotSpec{Amount: net[k], Eligible: res.Pots[k].Eligible, Level: res.Pots[k].Level, Gross: res.Pots[k].Amount}
	}
}

// rakeArithmetic: collections + rake + fees = pot (RULES §6.6). A player
// who cashed out and won is not paid from the pot on PokerStars: no
// "collected" line, the summary says "won ($109.08) ... (pot not awarded
// as player cashed out)" (6-Card-PLO ...Cash.Out.txt, hand 212394558154);
// his summary amount stands in for the collection.
//
// inCollected is the uncalled bets the site pays back inside the
// collections (Conventions.UncalledInCollected): they are in the recorded
// collections though in no pot.
func (c *checker) rakeArithmetic(res *replay.Result, take, inCollected hand.Money) {
	h := c.h
	if len(h.Awards) == 0 && len(h.CashOuts) == 0 && !h.Summary.HasTotal {
		return // nothing recorded to check
	}
	var paid hand.Money
	for _, a := range h.Awards {
		paid += a.Amount
	}
	for _, co := range h.CashOuts {
		if !c.hasAward(co.Seat) {
			paid += c.summaryWon(co.Seat, c.rep.Paid)
		}
	}
	if paid+take != res.Total+inCollected {
		c.add(hand.Discrepancy{Code: hand.RakeArithmetic, Clause: rules.PotAccounting, Seat: -1,
			Expected: res.Total + inCollected - take, Recorded: paid, HasAmounts: true, Line: h.Summary.Line,
			Message: "collections + rake + fees differ from the pot"})
	}
}

func (c *checker) hasAward(seat int) bool {
	for _, a := range c.h.Awards {
		if a.Seat == seat {
			return true
		}
	}
	return false
}

// summaryWon is the summary's "won (x)" for seat, or the expected amount
// when the summary has none.
func (c *checker) summaryWon(seat int, expected []hand.Money) hand.Money {
	for _, ss := range c.h.Summary.Seats {
		if ss.Seat == seat && ss.Won > 0 {
			return ss.Won
		}
	}
	if seat >= 0 && seat < len(expected) {
		return expected[seat]
	}
	return 0
}

// deck: every card recorded is a card of the game's deck (RULES §1, Deck:
// no 2 to 5 in 6+ Hold'em); each such card is reported once, at its first
// line.
func (c *checker) deck() {
	h := c.h
	d := NewDeck(h.Game.Spec())
	if d.Size() == cards.NumCards {
		return // every real card is in the full deck; bad cards are the parser's
	}
	var told cards.Set
	see := func(seat, line int, cs []cards.Card) {
		for _, cd := range cs {
			if !cd.Valid() || d.Holds(cd) || told.Has(cd) {
				continue
			}
			told = told.Add(cd)
			c.add(hand.Discrepancy{Code: hand.CardNotInDeck, Clause: rules.Deck, Seat: seat, Player: c.player(seat), Line: line,
				Message: cd.String() + " is not in the " + strconv.Itoa(d.Size()) + "-card deck of " + h.Game.Spec().Title})
		}
	}
	for i := range h.Deals {
		dl := &h.Deals[i]
		see(dl.Seat, dl.Line, dl.Down)
		see(dl.Seat, dl.Line, dl.Up)
		see(dl.Seat, dl.Line, dl.Held)
	}
	for i := range h.Shows {
		see(h.Shows[i].Seat, h.Shows[i].Line, h.Shows[i].Cards)
	}
	see(-1, h.Summary.Line, h.EarlyBoard)
	for _, b := range h.Boards {
		see(-1, h.Summary.Line, b)
	}
	for _, ss := range h.Summary.Seats {
		see(ss.Seat, ss.Line, ss.Cards)
	}
}

// duplicates: each card once in the deck (RULES §1). Boards of several
// runs share their first cards; a seat's own records (dealt and shown)
// repeat the same cards. In draw games only the hands held at the end
// are compared, since discards may be reshuffled and dealt again.
func (c *checker) duplicates() {
	h := c.h
	n := len(h.Seats)
	var buf [10]cards.Set
	sets := buf[:0]
	if n <= len(buf) {
		sets = buf[:n]
	} else {
		sets = make([]cards.Set, n)
	}
	var lines [10]int
	lineOf := lines[:0]
	if n <= len(lines) {
		lineOf = lines[:n]
	} else {
		lineOf = make([]int, n)
	}
	dupIn := func(seat int, cs []cards.Card, line int) {
		if d, ok := cards.Duplicate(cs); ok {
			c.add(hand.Discrepancy{Code: hand.DuplicateCard, Clause: rules.Deck, Seat: seat, Player: c.player(seat), Line: line,
				Message: d.String() + " appears twice in one list of cards"})
		}
	}
	addSeat := func(seat int, cs []cards.Card, line int) {
		if seat < 0 || seat >= n {
			return
		}
		dupIn(seat, cs, line)
		for _, cd := range cs {
			if cd.Valid() {
				sets[seat] = sets[seat].Add(cd)
			}
		}
		if lineOf[seat] == 0 {
			lineOf[seat] = line
		}
	}
	draw := h.Game.Spec().Family == hand.DrawGame
	if draw {
		// the last deal of each seat
		for i := range h.Deals {
			d := &h.Deals[i]
			last := true
			for j := i + 1; j < len(h.Deals); j++ {
				if h.Deals[j].Seat == d.Seat && h.Deals[j].Street >= d.Street {
					last = false
					break
				}
			}
			if last {
				addSeat(d.Seat, d.Down, d.Line)
				addSeat(d.Seat, d.Up, d.Line)
			}
		}
	} else {
		for i := range h.Deals {
			d := &h.Deals[i]
			addSeat(d.Seat, d.Down, d.Line)
			addSeat(d.Seat, d.Up, d.Line)
		}
	}
	for i := range h.Shows {
		s := &h.Shows[i]
		if draw && s.Seat >= 0 && s.Seat < n {
			// the shown hand replaces what was dealt
			sets[s.Seat] = 0
		}
		addSeat(s.Seat, s.Cards, s.Line)
	}
	var board cards.Set
	shared := SharedCards(h.Boards)
	for r, b := range h.Boards {
		for p, cd := range b {
			if !cd.Valid() {
				continue
			}
			if r > 0 && p < shared {
				continue // the same physical card, shared by the runs
			}
			if board.Has(cd) {
				c.add(hand.Discrepancy{Code: hand.DuplicateCard, Clause: rules.Deck, Seat: -1, Line: h.Summary.Line,
					Message: cd.String() + " dealt twice on the board"})
			}
			board = board.Add(cd)
		}
	}
	var seen cards.Set
	for i := 0; i < n; i++ {
		if sets[i] == 0 {
			continue // no card known: nothing to compare
		}
		if x := seen & sets[i]; x != 0 {
			c.add(hand.Discrepancy{Code: hand.DuplicateCard, Clause: rules.Deck, Seat: i, Player: c.player(i), Line: lineOf[i],
				Message: x.Cards()[0].String() + " is held by two players"})
		}
		if x := board & sets[i]; x != 0 {
			c.add(hand.Discrepancy{Code: hand.DuplicateCard, Clause: rules.Deck, Seat: i, Player: c.player(i), Line: lineOf[i],
				Message: x.Cards()[0].String() + " is both on the board and in a player's hand"})
		}
		seen |= sets[i]
	}
}
