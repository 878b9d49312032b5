package replay

import (
	"strconv"
	"sync"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
)

// Config is what the replay needs besides the hand.
type Config struct {
	// Profile is the rule profile; the betting checks of a later issue
	// (minimum raise, RULES D3) read it.
	Profile rules.Profile
	// StudRank ranks a stud player's visible up cards for the order of
	// action (RULES §7, D2): higher acts first. It is a strategy value so
	// that replay need not import verify/eval; nil means the order of
	// action is not checked.
	StudRank func(game hand.GameType, up []cards.Card) uint32
}

// State is a hand being replayed one action at a time. Seats are indexes
// in Hand.Seats. Between two calls to Step every accessor tells the state
// after the last action applied.
type State struct {
	h   *hand.Hand
	cfg Config
	n   int // seats

	next   int
	street hand.Street
	done   bool // an action was refused because the hand had ended

	seats  []seatState // per seat, as Hand.Seats
	active int         // seats in the hand that have not folded
	curBet hand.Money  // the highest streetIn

	put []hand.Money // per action (index in Hand.Actions): the chips it put in

	b betting // legality: order of action and bet sizes (legality.go)

	findings []hand.Discrepancy

	// res is what Finish returns; seatBuf, moneyBuf, flagBuf and intBuf
	// the memory of the per-seat lists, potBuf of the pots, kept when the
	// state is recycled (Recycle).
	res      Result
	seatBuf  []seatState
	moneyBuf []hand.Money
	flagBuf  []bool
	intBuf   []int
	potBuf   []Pot
	upBuf    []cards.Card // studUp's list
}

// seatState is a seat's part of the replay, the betting's (legality.go)
// included: one element per seat rather than one list per field, so that
// an action reads and writes its seat's state with one bounds check.
type seatState struct {
	stack    hand.Money // chips behind
	streetIn hand.Money // live chips put in on the current street
	bet      hand.Money // live chips put in over the hand (blinds' live parts, bets, calls, raises)
	dead     hand.Money // dead chips: antes and the dead part of posts
	faced    hand.Money // the street's highest bet when the seat last acted
	folded   bool
	allIn    bool
	inHand   bool // posts or acts in the hand: dealt in
	// part: the seat acts or is dealt cards on some street, and takes part
	// in the order of action
	part bool
	// able: the seat takes part, has not folded and is not all in (may
	// still act: canAct), kept by apply
	able  bool
	acted bool // acted on the current street
}

// states holds the replays given back by Recycle.
var states sync.Pool

// Recycle gives the replay behind r (a Result Finish returned) back for
// reuse by a later New: the batch run calls it once a hand's checks are
// over. The caller promises that nothing refers to r, its lists or its
// State any more.
func Recycle(r *Result) {
	if r == nil || r.st == nil {
		return
	}
	s := r.st
	// cleared whole, then the memory put back: cheaper than building the
	// new State aside and copying it in
	seats, money, flags, ints, pots, up := s.seatBuf[:0], s.moneyBuf[:0], s.flagBuf[:0], s.intBuf[:0], s.potBuf[:0], s.upBuf[:0]
	*s = State{}
	s.seatBuf, s.moneyBuf, s.flagBuf, s.intBuf, s.potBuf, s.upBuf = seats, money, flags, ints, pots, up
	states.Put(s)
}

// grab returns n zeroed elements from the front of *buf, growing it
// when its room is short (the lists taken before keep their old array).
func grab[T any](buf *[]T, n int) []T {
	out := take(buf, n)
	clear(out)
	return out
}

// take is grab without the zeroing, for a list whose every element is
// written before it is read: they may hold what an earlier hand left
// there, which is only numbers, flags and pots whose lists are in the
// replay's own memory.
func take[T any](buf *[]T, n int) []T {
	b := *buf
	if cap(b)-len(b) < n {
		b = make([]T, 0, max(2*cap(b), n, 64))
	}
	*buf = b[:len(b)+n]
	return b[len(b) : len(b)+n : len(b)+n]
}

// New starts the replay of h. It never fails: bad input is reported as a
// finding by Step.
func New(h *hand.Hand, cfg Config) *State {
	n := len(h.Seats)
	s, _ := states.Get().(*State)
	if s == nil {
		s = &State{}
	}
	s.h, s.cfg, s.n = h, cfg, n
	// the seats, what each action put in and the order of action
	// (initBetting's)
	s.seats = grab(&s.seatBuf, n)
	s.put = grab(&s.moneyBuf, len(h.Actions))
	o := take(&s.intBuf, 2*n) // written whole below
	order, pos := o[:n:n], o[n:]
	seats := s.seats
	// the stacks, and in the same walk the order of action as far as it
	// can be told before initBetting: the seats in the list's order,
	// which is clockwise unless a seat number goes down (initBetting then
	// sorts them), and the button's seat in that order, the last whose
	// number is at most the button's
	sorted, button, last := true, -1, 0
	for i := range seats {
		st := &h.Seats[i]
		seats[i].stack = st.Stack
		order[i], pos[i] = i, i
		if i > 0 && st.Number < last {
			sorted = false
		}
		if st.Number <= h.Button {
			button = i
		}
		last = st.Number
	}
	s.b.order, s.b.pos, s.b.sorted, s.b.button = order, pos, sorted, button
	// Every seat that acts in the hand, and every seat dealt cards before
	// the first betting round, is in the hand from the start: when the
	// blinds act first (a straddle on the button moves the first action
	// to the small blind) and fold, or only the big blind posts (no small
	// blind: Bovada 3756057429), a player who has not acted yet is still
	// in, and the first fold does not end the hand. The same pass over
	// the actions finds what the order of action starts from (forced).
	s.b.anchor = -1
	f := forced{sb: -1, both: -1, straddle: -1}
	// part: every seat that acts or is dealt cards on any street takes
	// part in the order of action
	for k := range h.Actions {
		a := &h.Actions[k]
		if uint(a.Seat) < uint(len(seats)) {
			st := &seats[a.Seat]
			st.inHand, st.part = true, true
			f.see(&s.b, a)
		}
	}
	for k := range h.Deals {
		d := &h.Deals[k]
		if uint(d.Seat) < uint(len(seats)) {
			st := &seats[d.Seat]
			st.part = true
			if d.Street <= hand.Preflop {
				st.inHand = true
			}
		}
	}
	f.anchor(&s.b)
	for i := range seats {
		st := &seats[i]
		st.able = st.part
		if st.inHand {
			s.active++
		}
	}
	return s
}

// Hand returns the hand being replayed.
func (s *State) Hand() *hand.Hand { return s.h }

// Street is the street of the last action applied.
func (s *State) Street() hand.Street { return s.street }

// Next is the index in Hand.Actions of the next action to apply.
func (s *State) Next() int { return s.next }

// Stack is the seat's chips behind after the last action.
func (s *State) Stack(seat int) hand.Money { return s.seats[seat].stack }

// StreetContribution is what the seat has put in live on the current street.
func (s *State) StreetContribution(seat int) hand.Money { return s.seats[seat].streetIn }

// Contributed is everything the seat has put in so far, live and dead.
func (s *State) Contributed(seat int) hand.Money { return s.seats[seat].bet + s.seats[seat].dead }

// Live is what the seat has put in toward bets over the hand (dead money
// excluded).
func (s *State) Live(seat int) hand.Money { return s.seats[seat].bet }

// Put is what action k (index in Hand.Actions) put in, live and dead:
// 0 for a fold, a check, a draw, a refused action or one not applied yet.
func (s *State) Put(k int) hand.Money { return s.put[k] }

// Dead is the seat's dead money: antes and dead blinds.
func (s *State) Dead(seat int) hand.Money { return s.seats[seat].dead }

// Folded reports whether the seat has folded.
func (s *State) Folded(seat int) bool { return s.seats[seat].folded }

// AllIn reports whether the seat has no chips left (or the site said so).
func (s *State) AllIn(seat int) bool { return s.seats[seat].allIn }

// CurrentBet is the highest live amount put in on the current street.
func (s *State) CurrentBet() hand.Money { return s.curBet }

// Findings lists everything found so far.
func (s *State) Findings() []hand.Discrepancy { return s.findings }

// Step applies the next action. ok is false when there is none left. A
// finding is returned (and kept in Findings) when the action breaks a rule
// the replay checks or cannot be applied; a refused action changes nothing.
func (s *State) Step() (ok bool, finding *hand.Discrepancy) {
	if s.next >= len(s.h.Actions) {
		return false, nil
	}
	a := &s.h.Actions[s.next]
	s.next++
	before := len(s.findings)
	if f := s.apply(a); f != nil {
		s.findings = append(s.findings, *f)
	}
	if len(s.findings) > before {
		return true, &s.findings[before]
	}
	return true, nil
}

// Run applies every remaining action, as Step does one at a time.
func (s *State) Run() {
	acts := s.h.Actions
	for s.next < len(acts) {
		a := &acts[s.next]
		s.next++
		if f := s.apply(a); f != nil {
			s.findings = append(s.findings, *f)
		}
	}
}

func (s *State) invalid(a *hand.Action, msg string) *hand.Discrepancy {
	d := &hand.Discrepancy{Code: hand.InvalidAction, Clause: rules.Betting, Seat: -1, Line: a.Line, Message: msg}
	if a.Seat >= 0 && a.Seat < s.n {
		d.Seat = a.Seat
		d.Player = s.h.Seats[a.Seat].Player
	}
	return d
}

// isBettingStreet: streets after which the per-street amounts restart.
func newStreet(cur, next hand.Street) bool {
	return next > cur && cur != hand.NoStreet && next != hand.Showdown
}

func (s *State) apply(a *hand.Action) *hand.Discrepancy {
	i := a.Seat
	if uint(i) >= uint(len(s.seats)) { // i < 0 too
		return s.invalid(a, "action by a player who is not seated")
	}
	if s.done {
		return s.invalid(a, "action after the hand was over")
	}
	if a.Amount|a.To|a.Dead < 0 { // one of them has the sign bit
		return s.invalid(a, "negative amount")
	}
	if a.Street < s.street && a.Street != hand.NoStreet {
		return s.invalid(a, "action on "+a.Street.String()+" after "+s.street.String())
	}
	p := &s.seats[i]
	if p.folded {
		return s.invalid(a, "action by a player who has folded")
	}
	if a.Street != hand.NoStreet && a.Street != s.street {
		if !s.b.ready {
			s.initBetting()
		}
		if newStreet(s.street, a.Street) {
			s.endStreet(a.Line, s.next-1)
			s.curBet = 0
			s.startStreet()
		}
		s.street = a.Street
		s.streetLevel()
	}
	if !p.inHand {
		p.inHand = true
		s.active++
	}
	var turn bool // the action takes the seat's turn in the round
	var f *hand.Discrepancy
	switch a.Kind {
	case hand.Fold:
		// An all-in player who "folds" (the site's automatic fold of a
		// sitting-out player) gives up his claim, but his all-in still
		// makes a pot level: see BuildPots.
		turn = s.legal(a, i, p, 0, 0)
		p.folded = true
		p.able = false
		s.active--
		if s.active <= 1 {
			s.done = true // one player left: he wins without a showdown
		}
	case hand.Check, hand.Discard, hand.StandPat:
		turn = s.legal(a, i, p, 0, 0)
	default:
		var live, dead hand.Money
		switch a.Kind {
		case hand.PostAnte:
			dead = a.Amount
		case hand.PostDeadBlind:
			dead = a.Amount
			if a.Dead > 0 && a.Dead < a.Amount {
				dead = a.Dead
				live = a.Amount - a.Dead
			}
		case hand.PostBothBlinds:
			dead = a.Dead
			if dead == 0 && s.h.Stakes.BigBlind > 0 && a.Amount > s.h.Stakes.BigBlind {
				dead = a.Amount - s.h.Stakes.BigBlind // the small blind part
			}
			if dead > a.Amount {
				dead = a.Amount
			}
			live = a.Amount - dead
		case hand.PostSmallBlind, hand.PostBigBlind, hand.PostButtonBlind, hand.PostStraddle, hand.BringIn:
			dead = a.Dead
			if dead > a.Amount {
				dead = a.Amount
			}
			live = a.Amount - dead
		case hand.Call, hand.Bet:
			live = a.Amount
		case hand.Raise, hand.Complete:
			if a.To > 0 {
				if a.To < p.streetIn {
					return s.invalid(a, "raise to less than already in")
				}
				live = a.To - p.streetIn
			} else {
				// no total given: the increment is over the current bet
				live = s.curBet - p.streetIn + a.Amount
			}
		default:
			return s.invalid(a, "unknown action")
		}
		put := live + dead
		turn = s.legal(a, i, p, live, put)
		if put > p.stack {
			f = &hand.Discrepancy{Code: hand.StackExceeded, Clause: rules.Betting, Seat: i, Player: s.h.Seats[i].Player,
				Expected: p.stack, Recorded: put, HasAmounts: true, Line: a.Line,
				Message: "put in more than the chips in front of him"}
		}
		p.stack -= put
		s.put[s.next-1] = put
		p.streetIn += live
		p.bet += live
		p.dead += dead
		if p.streetIn > s.curBet {
			s.curBet = p.streetIn
		}
		if p.stack <= 0 || a.AllIn {
			p.allIn = true
			p.able = false
		}
	}
	if turn {
		// the turn moves on after a voluntary action by seat i: written
		// here once rather than called from each case (a call less an
		// action)
		b := &s.b
		b.started = true
		b.last = i
		b.next, b.nextAt, b.nextOn = s.nextAfter(i), s.next, s.street
		if b.next < 0 {
			b.closed = true
		}
	}
	return f
}

// Pot is a main or side pot rebuilt from the contributions (RULES §6.1).
type Pot struct {
	Amount hand.Money
	// Level is the live contribution that caps the pot: every eligible
	// player put in at least Level; the pot holds each player's chips
	// between the previous pot's level and this one (plus, for the main
	// pot, all dead money). Pots of a player all-in inside the antes have
	// Dead set and count levels of dead money instead.
	Level hand.Money
	Dead  bool
	// Eligible lists the seats that may win the pot, in seat order: those
	// who did not fold and put in at least Level.
	Eligible []int
}

// Result is the replay's account of the whole hand.
type Result struct {
	Contributed []hand.Money // per seat: everything put in, live and dead
	Live        []hand.Money // per seat: live chips (bets) before the return
	Dead        []hand.Money // per seat: antes and dead blinds
	Returned    []hand.Money // per seat: the uncalled bet given back, computed
	Folded      []bool
	AllIn       []bool
	Pots        []Pot
	// Total is the pot: everything put in minus the uncalled bets, plus
	// what the site added (Hand.SiteAdded).
	Total hand.Money
	// Findings holds the replay's findings: the ones Step returned plus
	// the uncalled-bet comparison made by Finish.
	Findings []hand.Discrepancy
	// Put is, per action (index in Hand.Actions), the chips it put in,
	// live and dead (0 for a fold, a check, a draw or a refused action):
	// a seat's stack after action k is its starting stack less the Put of
	// its actions up to k, the pot after it the sum of Put up to k.
	Put []hand.Money

	st *State // the replay it came from, for Recycle
}

// Finish applies any actions left, computes the uncalled bet, compares it
// with the recorded returns, and builds the pots.
func (s *State) Finish() *Result {
	s.Run()
	if s.b.ready && !s.done && len(s.h.Actions) > 0 {
		s.endStreet(s.h.Actions[len(s.h.Actions)-1].Line, s.next)
	}
	n := s.n
	// every list written whole below but Returned, written at one seat
	m := take(&s.moneyBuf, 4*n)
	clear(m[3*n:])
	f := take(&s.flagBuf, 2*n)
	r := &s.res
	*r = Result{
		Contributed: m[:n:n],
		Live:        m[n : 2*n : 2*n],
		Dead:        m[2*n : 3*n : 3*n],
		Returned:    m[3*n:],
		Folded:      f[:n:n],
		AllIn:       f[n:],
		Put:         s.put,
		st:          s,
	}
	con, live, dead, folded, allIn := r.Contributed, r.Live[:n], r.Dead[:n], r.Folded[:n], r.AllIn[:n]
	for i := range con {
		st := &s.seats[i]
		live[i], dead[i], folded[i], allIn[i] = st.bet, st.dead, st.folded, st.allIn
		con[i] = st.bet + st.dead
		r.Total += con[i]
	}
	// The uncalled bet (RULES §6.1): the part of the highest live amount
	// that nobody else matched goes back before any pot is built.
	if top, amt := Uncalled(live); amt > 0 {
		r.Returned[top] = amt
		r.Total -= amt
	}
	r.Findings = s.findings
	if out := s.compareReturns(r.Returned); len(out) > 0 {
		r.Findings = append(r.Findings, out...) // rare: the append's code is skipped
	}
	r.Pots = buildPots(live, r.Returned, dead, folded, allIn, &s.potBuf, &s.intBuf)
	if add := s.h.SiteAdded; add > 0 && len(r.Pots) > 0 {
		// money the site put in (Hand.SiteAdded) belongs to the main pot
		r.Pots[0].Amount += add
		r.Total += add
	}
	return r
}

// Uncalled finds the uncalled bet (RULES §6.1): the part of the highest
// live total that nobody else matched, and whose it is; amount 0 when the
// highest total was matched. Folded players' chips count as matched: a
// bet called and then abandoned was called.
func Uncalled(live []hand.Money) (seat int, amount hand.Money) {
	if len(live) == 0 {
		return -1, 0
	}
	// top is the first seat of the highest amount, best its amount;
	// second the highest of the others (at least 0), but the amount of
	// the seat top replaces when a higher one comes. Each step picks its
	// values without a branch (conditional moves: issue 14, the walk's
	// tests were mispredicted a few times a hand); TestUncalledReference
	// holds it to the walk it replaced.
	top, best, second := 0, live[0], hand.Money(0)
	for i := 1; i < len(live); i++ {
		v := live[i]
		higher := v > best
		second = max(second, v)
		if higher {
			second = best
		}
		best = max(best, v)
		if higher {
			top = i
		}
	}
	if best <= second {
		return -1, 0
	}
	return top, best - second
}

// compareReturns checks the recorded "uncalled bet returned" lines.
func (s *State) compareReturns(exp []hand.Money) []hand.Discrepancy {
	var out []hand.Discrepancy
	// what the record returns to each seat, and the line of its last
	// return, summed in one pass over the returns
	n := s.n
	var recBuf [16]hand.Money
	var lineBuf [16]int
	rec, line := recBuf[:], lineBuf[:]
	if n > len(recBuf) {
		rec, line = make([]hand.Money, n), make([]int, n)
	}
	rec, line = rec[:n], line[:n]
	for _, rt := range s.h.Returns {
		if rt.Seat >= 0 && rt.Seat < n {
			rec[rt.Seat] += rt.Amount
			line[rt.Seat] = rt.Line
		}
	}
	exp = exp[:n]
	for i := range rec {
		if rec[i] == exp[i] {
			continue
		}
		if rec[i] == 0 && !s.h.Conventions.RecordsUncalled {
			continue // the site does not write the line
		}
		msg := "uncalled bet returned differs from the part nobody called"
		if rec[i] == 0 {
			msg = "no uncalled bet returned recorded"
		}
		out = append(out, hand.Discrepancy{Code: hand.UncalledReturn, Clause: rules.SidePots, Seat: i,
			Player: s.h.Seats[i].Player, Expected: exp[i], Recorded: rec[i], HasAmounts: true, Line: line[i], Message: msg})
	}
	for _, rt := range s.h.Returns {
		if rt.Seat < 0 || rt.Seat >= n {
			out = append(out, hand.Discrepancy{Code: hand.UncalledReturn, Clause: rules.SidePots, Seat: -1,
				Recorded: rt.Amount, HasAmounts: true, Line: rt.Line, Message: "uncalled bet returned to a player who is not seated"})
		}
	}
	return out
}

// BuildPots builds the main and side pots (RULES §6.1, RRoP 3.7.5(d)) from
// per-seat live chips, the uncalled part returned, dead chips and the
// folded and all-in flags. It is pure and reusable (settle builds pots
// from a JSON showdown with it).
//
// Levels are the live amounts of the players still in: each pot holds
// every player's chips between the previous level and its own, folded
// players' included; a player is eligible for the pots up to his own
// level. A level is the amount of a player still in, so two adjacent pots
// have the same eligible players only in one case: an all-in player who
// then "folds" (a sitting-out player's automatic fold) still makes a
// level but can win nothing (PokerStars tour 297808375 hand 47656382023:
// "posts the ante 10 and is all-in", "folds", and the site prints "Main
// pot 90. Side pot 905." both for the same two players). Pots are not
// merged: PokerStars prints one side pot per all-in level and no more (e.g.
// hh.com_Gorgo hand 228687435340: three all-in levels, "Main pot $103.43.
// Side pot-1 $29.88. Side pot-2 $24.74."), including a side pot that only
// one player can win (hh.com_Lobelia 228692652283, "Side pot $30.40").
//
// Dead money (antes, the dead part of a blind) counts toward no level: it
// goes into the main pot, as the dead small blind of "posts small & big
// blinds" does on PokerStars (hh.com_Helffrich 228674969220: the poster's
// 0.25 dead makes his total exceed the all-in player's, and the site
// prints a single pot). Only when a player went all-in inside the antes
// (no live chips) are there pots of dead money first, one per such level,
// so that he wins no more than he matched.
func BuildPots(live, returned, dead []hand.Money, folded, allIn []bool) []Pot {
	return buildPots(live, returned, dead, folded, allIn, nil, nil)
}

// buildPots is BuildPots, its lists taken from *potBuf and *intBuf (a
// replay's memory, kept by Recycle) when they are not nil.
func buildPots(live, returned, dead []hand.Money, folded, allIn []bool, potBuf *[]Pot, intBuf *[]int) []Pot {
	n := len(live)
	// One pass over the seats finds each seat's net (the live chips left
	// in after the return) and roles: in, may win (a player still in
	// whose whole bet came back, nobody having called it, still wins the
	// others' dead money); maker, his amount is a level (an all-in player
	// who folded still makes one, as PokerStars prints it). It also finds
	// the first level, the dead money, the chips in when there is no
	// level, and whether a player went all-in inside the antes.
	var netArr [16]hand.Money
	var inArr, makerArr [16]bool
	net, in, maker := netArr[:0], inArr[:0], makerArr[:0]
	if n > len(netArr) {
		net, in, maker = make([]hand.Money, 0, n), make([]bool, 0, n), make([]bool, 0, n)
	}
	net, in, maker = net[:n], in[:n], maker[:n]
	// every list n long, so that the loops below index them unchecked
	returned, dead, folded, allIn = returned[:n], dead[:n], folded[:n], allIn[:n]
	levels := 1
	lvl := hand.Money(-1) // the lowest live level
	var top hand.Money    // the highest
	var restDead, over hand.Money
	deadLevels := false
	for i := 0; i < n; i++ {
		// the seat's values read first, and its roles computed from
		// them without a branch each (issue 14: these tests were among
		// the replay's most mispredicted branches)
		l, d, f, a := live[i], dead[i], folded[i], allIn[i]
		v := l - returned[i]
		net[i] = v
		put, still := b2u(v > 0)|b2u(d > 0), b2u(!f)
		in[i] = still&(put|b2u(l > 0)) != 0
		maker[i] = (still|b2u(a))&put != 0
		if maker[i] {
			levels++
			if v > 0 && (lvl < 0 || v < lvl) {
				lvl = v
			}
			top = max(top, v)
			deadLevels = deadLevels || (v == 0 && allIn[i] && dead[i] > 0)
		}
		if dead[i] > 0 {
			restDead += dead[i]
		}
		if v > 0 {
			over += v
		}
	}

	// one allocation for the pots and one for their eligible lists
	var pots []Pot
	var elig []int
	if potBuf != nil {
		pots, elig = take(potBuf, levels)[:0], take(intBuf, n*levels)[:0]
	} else {
		pots, elig = make([]Pot, 0, levels), make([]int, 0, n*levels)
	}
	// Dead-money levels for players all-in inside the antes.
	if deadLevels {
		var deadPrev hand.Money
		for {
			dl := hand.Money(-1)
			for i := 0; i < n; i++ {
				if maker[i] && net[i] == 0 && allIn[i] && dead[i] > deadPrev && (dl < 0 || dead[i] < dl) {
					dl = dead[i]
				}
			}
			if dl < 0 {
				break
			}
			p := Pot{Level: dl, Dead: true}
			start := len(elig)
			for i := 0; i < n; i++ {
				p.Amount += clamp(dead[i], deadPrev, dl)
				if in[i] && (net[i] > 0 || dead[i] >= dl) {
					elig = append(elig, i)
				}
			}
			p.Eligible = elig[start:len(elig):len(elig)]
			pots = append(pots, p)
			deadPrev = dl
		}
		restDead = 0
		for i := 0; i < n; i++ {
			if dead[i] > deadPrev {
				restDead += dead[i] - deadPrev
			}
		}
	}

	// The live levels, lowest first: one pass per level sums its pot,
	// lists who reaches it, finds the next level and the chips above it.
	// Chips above the last level (only folded players can have them) and
	// dead money when nobody put in live chips stay in the last pot.
	var prev hand.Money
	first := true
	if lvl >= 0 && top == lvl {
		// one live level (most hands): its pot holds every live chip in,
		// those above the level (only folded players') included, and the
		// dead money left, which the loop below would sum seat by seat
		// and add at its end; it only has to list who reaches the level
		p := Pot{Level: lvl, Amount: over + restDead}
		start := len(elig)
		for i := 0; i < n; i++ {
			if in[i] && net[i] >= lvl {
				elig = append(elig, i)
			}
		}
		p.Eligible = elig[start:len(elig):len(elig)]
		pots = append(pots, p)
		lvl, first, over, restDead = -1, false, 0, 0
	}
	for lvl >= 0 {
		p := Pot{Level: lvl}
		next := hand.Money(-1)
		start := len(elig)
		over = 0
		for i := 0; i < n; i++ {
			v := net[i]
			p.Amount += clamp(v, prev, lvl)
			if in[i] && v >= lvl {
				elig = append(elig, i)
			}
			if v > lvl {
				over += v - lvl
				if maker[i] && (next < 0 || v < next) {
					next = v
				}
			}
		}
		p.Eligible = elig[start:len(elig):len(elig)]
		if first {
			p.Amount += restDead
			restDead = 0
			first = false
		}
		pots = append(pots, p)
		prev, lvl = lvl, next
	}
	if first && restDead > 0 {
		// nobody has live chips in (antes only, a button blind returned):
		// the dead money is a pot for everyone still in
		p := Pot{Amount: restDead}
		start := len(elig)
		for i := 0; i < n; i++ {
			if in[i] {
				elig = append(elig, i)
			}
		}
		p.Eligible = elig[start:len(elig):len(elig)]
		pots = append(pots, p)
		restDead = 0
	}
	over += restDead
	if over > 0 {
		if len(pots) == 0 {
			pots = append(pots, Pot{})
		}
		pots[len(pots)-1].Amount += over
	}
	// a level made by a player who folded all-in that nobody still in
	// reached holds chips no one can win on their own: they join the pot
	// below (or above, for the first)
	for k := 0; k < len(pots) && len(pots) > 1; {
		if len(pots[k].Eligible) > 0 {
			k++
			continue
		}
		j := k - 1
		if j < 0 {
			j = 1
		}
		pots[j].Amount += pots[k].Amount
		pots = append(pots[:k], pots[k+1:]...)
	}
	return pots
}

// b2u is 1 for true, 0 for false: the compiler makes it a move of the
// bool's byte, no branch.
func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

func clamp(v, lo, hi hand.Money) hand.Money {
	if v <= lo {
		return 0
	}
	if v >= hi {
		return hi - lo
	}
	return v - lo
}

// PotName names pot k as the discrepancies do: "main", "side 1", ...
func PotName(k int) string {
	if k <= 0 {
		return "main"
	}
	if k < len(potNames) {
		return potNames[k]
	}
	return "side " + strconv.Itoa(k)
}

// potNames are the names of the first pots, written once.
var potNames = [...]string{"main", "side 1", "side 2", "side 3", "side 4", "side 5", "side 6", "side 7", "side 8", "side 9"}
