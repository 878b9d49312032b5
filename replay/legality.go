package replay

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
)

// Betting legality (RULES §7): who may act, and for how much. The checks
// run inside Step, before the action changes the state, and add findings
// without refusing the action: the chips are counted as recorded so that
// the pots stay comparable with the site's.
//
// Order of action. Seats act clockwise by seat number among the players
// who take part in the hand (posted, acted or were dealt cards), skipping
// those who folded or are all-in. The first to act: before the flop (and
// before the first draw) the player after the big blind, or after the
// straddle; on later streets of button games the first player after the
// button; in stud the bring-in on 3rd street and on later streets the best
// showing (Config.StudRank; ties are broken by position, not checked). A
// round closes when every player still able to act has acted and matched
// the highest bet. Findings: OUT_OF_TURN for an action by someone else
// than the next player, for an action after the round closed, and for a
// player left out when the next street began (or the hand ended) while he
// still had to act. An action by an all-in player (a site's automatic fold
// of a sitting-out player) is not an action of the round and is let pass.
//
// Amounts, per structure (Hand.Limit):
//   - every structure: a check facing a bet, a call of another amount than
//     what is owed (or the whole stack), a bet into a bet (BET_AMOUNT);
//   - no limit and pot limit: a bet below the big blind, a raise below the
//     minimum of the profile (RULES D3) unless all-in; a raise by a player
//     who already acted and faces less than a full raise since (an all-in
//     short raise does not reopen the betting: RAISE_NOT_REOPENED; short
//     raises that add up to a full raise do reopen it);
//   - pot limit: a bet above the pot, a raise whose increment exceeds the
//     pot after the call (FR-2016 Art.7 I 2°, RULES §7);
//   - fixed limit: bets and raises of exactly the street's unit (small bet
//     on the first two rounds of hold'em/omaha and of triple draws, on 3rd
//     and 4th street in stud, before the draw in single draws; the big bet
//     after), or less when all-in; in stud the big bet is allowed on 4th
//     street when an open pair shows, and the completion is to the small
//     bet; at most limitCapBets bets a round (RAISE_CAP), the big blind
//     counting as the first, the stud bring-in not; a short all-in does not
//     count;
//   - forced bets against the stakes of the header (BLIND_AMOUNT): small
//     and big blind, both blinds, ante, bring-in (below the small bet), a
//     short amount being allowed only all-in;
//   - stud: the bring-in posted by the lowest up card, by rank then suit
//     (RRoP 3.7.1, FR-2016 Art.7 III; the highest in razz under the
//     standard profile, RULES D2) when Config.StudRank is set
//     (BRING_IN_PLAYER).

// limitCapBets is the most bets (a bet and three raises) one fixed-limit
// round allows (RULES §7 "the cap"). RULES and its sources give the cap
// no number and do not say whether it binds two players alone: sites
// differ (PokerStars caps heads-up, Merge does not), so a site that lifts
// it heads-up says so (Conventions.UncappedHeadsUp).
const limitCapBets = 4

// betting is the per-hand legality state.
type betting struct {
	ready bool
	order []int // seat indexes clockwise by seat number
	pos   []int // pos[seat] is the seat's index in order
	// sorted: Hand.Seats are in clockwise order already, order[k] is k
	// (most hands): nextAfter walks the seats themselves
	sorted bool
	// each seat's part, able, acted and faced are in State.seats
	button int // seat index of the button, -1 when unknown
	anchor int // seat index after which the first pre-flop action comes, -1 when unknown
	family hand.Family
	blinds bool // the hand has blinds (a small or big blind was posted)
	// postedBB is the largest big blind posted in full (not all-in).
	postedBB hand.Money
	// bb is bigBlind(), fixed once the betting starts; blindLevel: the
	// current street's level is at least bb (level)
	bb         hand.Money
	blindLevel bool
	bringIn    bool // the 3rd-street bring-in was checked

	// per street
	started bool
	closed  bool
	last    int
	// next is nextAfter(last) as apply found it once action
	// nextAt-1 (index in Hand.Actions) was applied on street nextOn: the
	// turn the following action is checked against, unless something
	// was applied in between
	next, nextAt int
	nextOn       hand.Street
	fullInc      hand.Money // the last full bet or raise increment
	bets         int        // fixed limit: bets and raises this round
	unit         hand.Money // fixed limit: this round's bet size
	fullTo       hand.Money // fixed limit: the level of the last full bet or raise
	reported     bool       // a skipped player was reported for this street
}

// initBetting prepares the order of action, once the replay reaches its
// first betting (New found who takes part and the forced bets).
func (s *State) initBetting() {
	b := &s.b
	b.ready = true
	h := s.h
	n := s.n
	// New filled b.order and b.pos with the seats in the list's order,
	// and found b.button in it, and whether that order is clockwise
	if !b.sorted {
		// slices, not sort.SliceStable: no swapper allocated per hand
		slices.SortStableFunc(b.order, func(x, y int) int { return cmp.Compare(h.Seats[x].Number, h.Seats[y].Number) })
		for k, i := range b.order {
			b.pos[i] = k
		}
		b.button = -1
		for _, i := range b.order {
			if h.Seats[i].Number <= h.Button {
				b.button = i
			}
		}
	}
	// the button's seat, or the last seat before it when the button is
	// on an empty seat (dead button)
	switch {
	case h.Button <= 0:
		b.button = -1
	case b.button < 0 && n > 0:
		b.button = b.order[n-1]
	}
	b.family = h.Game.Spec().Family
	b.bb = s.bigBlind()
	s.streetLevel()
	b.last = -1
}

// forced is what the forced bets of a hand tell about the first to act
// before the flop: the seats of the first small blind, of the first
// "small & big blinds" and of the last straddle posted, -1 when none.
type forced struct{ sb, both, straddle int }

// see notes action a (by a seated player) of New's pass over the actions:
// the blinds, the big blind's seat and the largest big blind posted in
// full go to b.
func (f *forced) see(b *betting, a *hand.Action) {
	switch a.Kind {
	case hand.PostBigBlind:
		b.blinds = true
		if b.anchor < 0 {
			b.anchor = a.Seat
		}
		if !a.AllIn && a.Dead == 0 {
			b.postedBB = max(b.postedBB, a.Amount)
		}
	case hand.PostSmallBlind:
		b.blinds = true
		if f.sb < 0 {
			f.sb = a.Seat
		}
	case hand.PostBothBlinds:
		if f.both < 0 {
			f.both = a.Seat
		}
	case hand.PostStraddle:
		f.straddle = a.Seat
	}
}

// anchor sets b.anchor, the seat after which the first pre-flop action
// comes: the straddle, else the big blind, else both blinds, else the
// small blind.
func (f *forced) anchor(b *betting) {
	switch {
	case f.straddle >= 0:
		b.anchor = f.straddle
	case b.anchor >= 0:
	case f.both >= 0:
		b.anchor = f.both
	case f.sb >= 0:
		b.anchor = f.sb
	}
}

// structure is the betting structure of the current street, cap games as
// their base; split-limit games (Hand.PostflopLimit) change it after the
// flop is dealt.
func (s *State) structure() hand.Limit {
	lim := s.h.Limit
	if s.h.PostflopLimit != hand.UnknownLimit && s.street >= hand.Flop && s.street <= hand.River {
		lim = s.h.PostflopLimit
	}
	switch lim {
	case hand.CapNoLimit:
		return hand.NoLimit
	case hand.CapPotLimit:
		return hand.PotLimit
	}
	return lim
}

// endStreet closes the betting of the street being left (or of the last
// street at the end of the hand): a player who still had to act was
// skipped. line is the line of the action that began the next street,
// applied the number of actions applied so far.
func (s *State) endStreet(line, applied int) {
	b := &s.b
	if !b.ready || b.reported || s.street == hand.NoStreet || s.street == hand.Showdown {
		return
	}
	if s.active < 2 {
		return
	}
	if b.nextAt > 0 && b.nextAt == applied && b.nextOn == s.street && b.next < 0 {
		// the last action applied closed the round (apply found
		// no seat that can and must act) and nothing was applied since:
		// nobody was skipped
		return
	}
	able := 0
	for i := 0; i < s.n; i++ {
		if s.canAct(i) {
			able++
		}
	}
	for _, i := range b.order {
		if !s.canAct(i) || !s.mustAct(i) {
			continue
		}
		if able < 2 && s.seats[i].streetIn >= s.level() {
			continue // nobody left to bet against
		}
		if !b.started && b.family == hand.DrawGame && !s.bettingStreet() {
			continue
		}
		b.reported = true
		s.findings = append(s.findings, hand.Discrepancy{Code: hand.OutOfTurn, Clause: rules.OrderOfAction, Seat: i,
			Player: s.h.Seats[i].Player, Line: line,
			Message: "did not act on " + s.street.String() + " although the betting had not closed"})
		return
	}
}

// bettingStreet reports whether the current street has a betting round.
func (s *State) bettingStreet() bool { return s.street != hand.NoStreet && s.street != hand.Showdown }

// startStreet resets the per-street state, the seats' live chips of the
// street included.
func (s *State) startStreet() {
	b := &s.b
	b.started, b.closed, b.reported = false, false, false
	b.last = -1
	for i := range s.seats {
		st := &s.seats[i]
		st.streetIn, st.acted, st.faced = 0, false, 0
	}
	b.fullInc = 0
	b.bets = 0
	b.unit = 0
	b.fullTo = 0
}

func (s *State) canAct(i int) bool { return s.seats[i].able }

func (s *State) mustAct(i int) bool {
	return !s.seats[i].acted || s.seats[i].streetIn < s.level()
}

// level is the bet every player must match on the current street: the
// highest live bet, and before the flop (or the first draw) of a blind
// game at least the big blind of the stakes, even when the big blind was
// posted short or not at all because its player was all-in (PokerStars
// tour 297808375 hand 47655901719: the big blind all-in on the ante, the
// others call the full 120).
func (s *State) level() hand.Money {
	if s.b.blindLevel {
		return max(s.curBet, s.b.bb)
	}
	return s.curBet
}

// streetLevel sets what level depends on besides the current bet, once
// the betting has started and whenever the street changes: whether the
// big blind is the least bet.
func (s *State) streetLevel() {
	b := &s.b
	b.blindLevel = (s.street == hand.Preflop || s.street == hand.PreDraw) && b.family != hand.StudGame && b.blinds
}

// bigBlind is the stakes' big blind, or the one posted when the site's
// header may name a level the blinds have not reached yet
// (Conventions.BlindsMayLagLevel).
func (s *State) bigBlind() hand.Money {
	bb := s.h.Stakes.BigBlind
	if s.h.Conventions.BlindsMayLagLevel && s.b.postedBB > 0 && s.b.postedBB < bb {
		return s.b.postedBB
	}
	return bb
}

// nextAfter is the next seat clockwise after seat p (p itself last) that
// still has to act, or -1 when the round is closed.
func (s *State) nextAfter(p int) int {
	b := &s.b
	lvl := s.level()
	if b.sorted {
		// order[k] is k: the seats after p, then those up to p
		seats := s.seats
		for i := p + 1; i < len(seats); i++ {
			if seats[i].able && (!seats[i].acted || seats[i].streetIn < lvl) {
				return i
			}
		}
		for i := 0; i <= p && i < len(seats); i++ {
			if seats[i].able && (!seats[i].acted || seats[i].streetIn < lvl) {
				return i
			}
		}
		return -1
	}
	n := s.n
	order, seats := b.order[:n], s.seats[:n]
	k := b.pos[p]
	for range n {
		if k++; k == n {
			k = 0
		}
		// canAct and mustAct, the level read once
		if i := order[k]; seats[i].able && (!seats[i].acted || seats[i].streetIn < lvl) {
			return i
		}
	}
	return -1
}

// firstToAct is the seat expected to open the current street's betting,
// or -1 when the history does not say enough to know.
func (s *State) firstToAct() int {
	b := &s.b
	switch {
	case b.family == hand.StudGame:
		return s.studFirst()
	case s.street == hand.Preflop || s.street == hand.PreDraw:
		if b.anchor >= 0 {
			return s.nextAfter(b.anchor)
		}
		if b.button >= 0 {
			return s.nextAfter(b.button)
		}
	default:
		if b.button >= 0 {
			return s.nextAfter(b.button)
		}
	}
	return -1
}

// studStreet is the i-th street of the stud game (hand.GameSpec.StudStreet):
// 0 the bring-in street (7 card stud's 3rd, 5 card stud's 2nd), 1 the one
// an open pair may bet big on, 2 the first of the big bets.
func (s *State) studStreet(i int) hand.Street { return s.h.Game.Spec().StudStreet(i) }

// studUp lists the up cards a seat shows on the current street, in the
// replay's memory (upBuf): the list is good until the next call.
func (s *State) studUp(seat int) []cards.Card {
	up := s.upBuf[:0]
	for _, d := range s.h.Deals {
		if d.Seat == seat && d.Street >= s.studStreet(0) && d.Street <= s.street && d.Street <= hand.Sixth {
			up = append(up, d.Up...)
		}
	}
	s.upBuf = up
	return up
}

// studFirst: on 4th street and later the best showing acts first; -1 when
// it cannot be told (no ranking, missing cards, a tie).
func (s *State) studFirst() int {
	if s.cfg.StudRank == nil || s.street <= s.studStreet(0) {
		return -1
	}
	best, who, tie := uint32(0), -1, false
	for _, i := range s.b.order {
		if !s.canAct(i) {
			continue
		}
		up := s.studUp(i)
		if len(up) == 0 {
			return -1
		}
		v := s.cfg.StudRank(s.h.Game, up)
		switch {
		case who < 0 || v > best:
			best, who, tie = v, i, false
		case v == best:
			tie = true
		}
	}
	if tie {
		return -2 // any of the tied players
	}
	return who
}

// checkOrder is the order-of-action check for a voluntary action by seat i.
func (s *State) checkOrder(a *hand.Action, i int) {
	b := &s.b
	var exp int
	switch {
	case b.closed:
		s.outOfTurn(a, i, "acted after the betting on "+s.street.String()+" had closed", -1)
		return
	case !b.started:
		exp = s.firstToAct()
		if exp == -2 && s.cfg.StudRank != nil {
			// a tie: the first actor must be one of the best showings
			if s.studTied(i) {
				return
			}
			s.outOfTurn(a, i, "acted first on "+s.street.String()+" without the best showing", -1)
			return
		}
		if b.family == hand.StudGame && s.street == s.studStreet(0) {
			return // the bring-in opens; checked by checkBringIn
		}
	case b.nextAt > 0 && b.nextAt == s.next-1 && b.nextOn == s.street:
		exp = b.next // nothing changed since the last action's turn
	default:
		exp = s.nextAfter(b.last)
	}
	if exp < 0 || exp == i {
		return
	}
	s.outOfTurn(a, i, "acted before "+s.h.Seats[exp].Player+", whose turn it was", exp)
}

// studTied reports whether seat i has the best showing (ties included).
func (s *State) studTied(i int) bool {
	v := s.cfg.StudRank(s.h.Game, s.studUp(i))
	for _, j := range s.b.order {
		if s.canAct(j) && s.cfg.StudRank(s.h.Game, s.studUp(j)) > v {
			return false
		}
	}
	return true
}

func (s *State) outOfTurn(a *hand.Action, i int, msg string, _ int) {
	clause := rules.OrderOfAction
	if s.b.family == hand.StudGame && !s.b.started {
		clause = rules.StudRules
	}
	s.findings = append(s.findings, hand.Discrepancy{Code: hand.OutOfTurn, Clause: clause, Seat: i,
		Player: s.h.Seats[i].Player, Line: a.Line, Message: msg})
}

// limitUnit is the fixed-limit bet of the current street.
func (s *State) limitUnit() hand.Money {
	st := &s.h.Stakes
	big := false
	switch s.b.family {
	case hand.StudGame:
		big = s.street >= s.studStreet(2) // 7 card stud: 5th street; 5 card stud: 4th
	case hand.DrawGame:
		if s.h.Game.Spec().Draws <= 1 {
			big = s.street >= hand.AfterDraw1
		} else {
			big = s.street >= hand.AfterDraw2
		}
	default:
		big = s.street >= hand.Turn
	}
	if big {
		return st.BigBet
	}
	return st.SmallBet
}

// openPairShowing: in stud, some player still in shows a pair on 4th street.
func (s *State) openPairShowing() bool {
	for i := 0; i < s.n; i++ {
		if s.seats[i].folded {
			continue
		}
		up := s.studUp(i)
		if len(up) == 0 {
			// no up card recorded (Everleaf writes none): an open pair
			// cannot be ruled out, the big bet is not accused
			return true
		}
		for x := 0; x < len(up); x++ {
			for y := x + 1; y < len(up); y++ {
				if up[x].Rank() == up[y].Rank() {
					return true
				}
			}
		}
	}
	return false
}

func (s *State) limitClause() rules.Clause {
	switch s.b.family {
	case hand.StudGame:
		return rules.StudRules
	case hand.DrawGame:
		return rules.DrawRules
	}
	return rules.LimitCap
}

func (s *State) amount(a *hand.Action, i int, code hand.Code, clause rules.Clause, exp, rec hand.Money, msg string) {
	s.findings = append(s.findings, hand.Discrepancy{Code: code, Clause: clause, Seat: i, Player: s.h.Seats[i].Player,
		Expected: exp, Recorded: rec, HasAmounts: true, Line: a.Line, Message: msg})
}

// middle is every chip put in so far, live and dead.
func (s *State) middle() hand.Money {
	var m hand.Money
	for i := 0; i < s.n; i++ {
		m += s.seats[i].bet + s.seats[i].dead
	}
	return m
}

// capReached: in cap games the player's chips in the hand reached the cap,
// which stops him as an all-in does.
func (s *State) capReached(i int, put hand.Money) bool {
	c := s.h.Stakes.Cap
	return c > 0 && (s.h.Limit == hand.CapNoLimit || s.h.Limit == hand.CapPotLimit) && s.seats[i].bet+put >= c
}

// anteUnmatched reports whether an ante of amount below the stakes is the
// whole ante less a part no other player could match: every other ante of
// the hand is an all-in no larger than amount, so the rest would come
// straight back as uncalled, and a site may write the ante net of it
// (Full Tilt, tour__FTP__Stud__Razz-USD-HUSNG-200-201211.all.in.ante.txt
// hand 31349767778: ante 7, Player0 all in for 6, Hero "posts ante 6").
func (s *State) anteUnmatched(i int, amount hand.Money) bool {
	others := 0
	for k := range s.h.Actions {
		o := &s.h.Actions[k]
		if o.Kind != hand.PostAnte || o.Seat == i || o.Seat < 0 || o.Seat >= len(s.h.Seats) {
			continue
		}
		allIn := o.AllIn || o.Amount >= s.h.Seats[o.Seat].Stack
		if !allIn || o.Amount > amount {
			return false
		}
		if o.Amount == amount {
			others++
		}
	}
	return others > 0
}

// checkForced compares a forced bet with the stakes.
func (s *State) checkForced(a *hand.Action, i int, put hand.Money) {
	st := &s.h.Stakes
	short := a.AllIn || put >= s.seats[i].stack
	check := func(want hand.Money, what string) {
		if want <= 0 || a.Amount == want || (short && a.Amount < want) {
			return
		}
		if s.h.Conventions.BlindsMayLagLevel && a.Amount < want && a.Kind != hand.PostAnte {
			return // the previous level's blind on the first hand of a level
		}
		if a.Kind == hand.PostAnte && a.Amount < want && s.anteUnmatched(i, a.Amount) {
			return
		}
		s.amount(a, i, hand.BlindAmount, rules.ForcedBets, want, a.Amount, what+" differs from the stakes")
	}
	switch a.Kind {
	case hand.PostSmallBlind:
		check(st.SmallBlind, "small blind")
	case hand.PostBigBlind:
		bb := st.BigBlind
		if s.h.Limit == hand.FixedLimit && st.SmallBet > 0 && bb == 0 {
			bb = st.SmallBet
		}
		check(bb, "big blind")
	case hand.PostBothBlinds:
		if st.SmallBlind > 0 && st.BigBlind > 0 {
			check(st.SmallBlind+st.BigBlind, "small and big blinds")
		}
	case hand.PostAnte:
		check(st.Ante, "ante")
	case hand.PostButtonBlind:
		check(st.ButtonBlind, "button blind")
	case hand.BringIn:
		check(st.BringIn, "bring-in")
		if st.SmallBet > 0 && a.Amount >= st.SmallBet {
			s.amount(a, i, hand.BlindAmount, rules.StudRules, st.SmallBet, a.Amount, "bring-in not below the small bet")
		}
	}
}

// checkBringIn: the stud bring-in belongs to the lowest up card (the
// highest in razz under the standard profile), by rank then suit.
func (s *State) checkBringIn(a *hand.Action, i int) {
	b := &s.b
	if b.bringIn || b.family != hand.StudGame || a.Street != s.studStreet(0) || s.cfg.StudRank == nil {
		return
	}
	b.bringIn = true
	low, who := uint32(0), -1
	var lowCard cards.Card
	for _, j := range b.order {
		up := s.upBuf[:0]
		for _, d := range s.h.Deals {
			if d.Seat == j && d.Street == s.studStreet(0) {
				up = append(up, d.Up...)
			}
		}
		s.upBuf = up
		if len(up) != 1 {
			if s.seats[j].part && !s.seats[j].allIn {
				return // a player whose up card is not known: cannot tell
			}
			continue
		}
		if v := s.cfg.StudRank(s.h.Game, up); who < 0 || v < low {
			low, who, lowCard = v, j, up[0]
		}
	}
	if who < 0 || who == i {
		return
	}
	mine := s.studUp(i)
	clause := rules.StudRules
	if len(mine) == 1 && mine[0].Rank() == lowCard.Rank() {
		clause = rules.SuitOrder
	} else if !s.h.Game.Spec().BringInLow && s.cfg.Profile.RazzBringInHighest {
		clause = rules.D2
	}
	msg := "brought in, but " + s.h.Seats[who].Player + " holds the bring-in card " + lowCard.String()
	if len(mine) == 1 {
		msg = "brought in with " + mine[0].String() + ", but " + s.h.Seats[who].Player + " holds the bring-in card " + lowCard.String()
	}
	s.findings = append(s.findings, hand.Discrepancy{Code: hand.BringInPlayer, Clause: clause, Seat: i,
		Player: s.h.Seats[i].Player, Line: a.Line, Message: msg})
}

// legal runs the legality checks of action a by seat i, whose state is
// p (&s.seats[i], which apply holds), and which puts in live chips (live)
// and dead chips (put-live); it is called before the state changes. It
// reports whether the action takes the player's turn in the round, so
// that the caller moves the turn on once it is applied.
func (s *State) legal(a *hand.Action, i int, p *seatState, live, put hand.Money) bool {
	if !s.b.ready {
		s.initBetting()
	}
	b := &s.b
	if a.Kind.IsForced() || a.Kind == hand.BringIn {
		s.checkForced(a, i, put)
		if a.Kind == hand.BringIn && s.bettingStreet() {
			s.checkBringIn(a, i)
			p.acted = true
			p.faced = p.streetIn + live
			return true
		}
		return false
	}
	if a.Kind == hand.Discard || a.Kind == hand.StandPat {
		return false
	}
	if p.allIn || !s.bettingStreet() {
		return false // the site's automatic action of an all-in player
	}
	if a.Kind == hand.Complete {
		s.checkBringIn(a, i)
	}
	if b.started && !b.closed && b.nextAt > 0 && b.nextAt == s.next-1 && b.nextOn == s.street && b.next == i {
		// the turn the last action found is i's and nothing was applied
		// since: checkOrder would find nothing
	} else {
		s.checkOrder(a, i)
	}

	lvl := s.level()
	owed := lvl - p.streetIn
	newTo := p.streetIn + live
	inc := newTo - lvl // raise increment over the current bet
	switch a.Kind {
	case hand.Check:
		if owed > 0 {
			s.amount(a, i, hand.BetAmount, rules.Betting, owed, 0, "checked facing a bet")
		}
	case hand.Call:
		exp := min(owed, p.stack)
		if c := s.h.Stakes.Cap; c > 0 && (s.h.Limit == hand.CapNoLimit || s.h.Limit == hand.CapPotLimit) {
			exp = min(exp, max(c-p.bet, 0))
		}
		if a.Amount != exp && a.Amount <= p.stack {
			s.amount(a, i, hand.BetAmount, rules.Betting, exp, a.Amount, "called another amount than the one owed")
		}
	case hand.Bet, hand.Raise, hand.Complete:
		if a.Kind == hand.Bet && lvl > 0 && !(b.family == hand.StudGame && s.street == s.studStreet(0)) {
			s.amount(a, i, hand.BetAmount, rules.Betting, 0, a.Amount, "bet when a bet was already in; a raise was due")
		}
		if put > p.stack {
			break // STACK_EXCEEDED says it
		}
		allIn := a.AllIn || put >= p.stack || s.capReached(i, put)
		switch lim := s.structure(); lim {
		case hand.NoLimit, hand.PotLimit:
			s.checkBigBet(a, i, lim, inc, newTo, owed, allIn)
		case hand.FixedLimit:
			s.checkLimit(a, i, inc, newTo, allIn)
		}
	}
	p.acted = true
	p.faced = max(newTo, lvl)
	return true
}

// stackUnknown reports whether the hand does not write seat i's stack
// (hand.NoteStackUnknown): a bet or raise below the minimum may then have
// been all in, which no finding can rule out.
func (s *State) stackUnknown(i int) bool {
	for _, n := range s.h.Notes {
		if n.Kind == hand.NoteStackUnknown && n.Player == s.h.Seats[i].Player {
			return true
		}
	}
	return false
}

// checkBigBet: no-limit and pot-limit sizes and reopening.
func (s *State) checkBigBet(a *hand.Action, i int, lim hand.Limit, inc, newTo, owed hand.Money, allIn bool) {
	b := &s.b
	lvl := s.level()
	bb := s.bigBlind()
	if b.fullInc == 0 {
		// the first bet of the street must be at least the big blind; before
		// the flop the blinds set the increment to beat
		b.fullInc = bb
		if lvl > bb {
			b.fullInc = lvl
		}
	}
	minInc := max(b.fullInc, bb)
	if lvl > 0 && s.seats[i].acted && lvl-s.seats[i].faced < b.fullInc && inc > 0 {
		s.amount(a, i, hand.RaiseNotReopened, rules.ShortAllIn, lvl, newTo,
			"raised although only an all-in for less than a full raise came after his last action")
	}
	if inc <= 0 {
		return
	}
	if !allIn && minInc > 0 && newTo < lvl+minInc && s.stackUnknown(i) {
		return // he may have been all in: his stack is not written
	}
	if !allIn && minInc > 0 {
		minTo := lvl + minInc
		clause := rules.MinimumRaise
		what := "raise below the minimum (RULES D3: the previous bet or raise increment)"
		if lvl == 0 {
			what = "bet below the big blind"
			clause = rules.Betting
		} else if s.cfg.Profile.MinRaise == rules.MinRaiseDoubleLast {
			minTo = max(minTo, 2*lvl)
			what = "raise below the minimum (RULES D3: double the last bet)"
		}
		if newTo < minTo {
			s.amount(a, i, hand.BetAmount, clause, minTo, newTo, what)
		}
	}
	if lim == hand.PotLimit {
		// the increment is at most the pot after the call
		maxTo := lvl + s.middle() + owed
		if newTo > maxTo {
			s.amount(a, i, hand.BetAmount, rules.PotLimitRaise, maxTo, newTo, "raise above the pot")
		}
	}
	if inc >= minInc {
		b.fullInc = inc
	}
}

// bettingCount counts the seats still in that are not all in: the players
// who can still bet.
func (s *State) bettingCount() int {
	c := 0
	for i := 0; i < s.n; i++ {
		if s.seats[i].inHand && !s.seats[i].folded && !s.seats[i].allIn {
			c++
		}
	}
	return c
}

// checkLimit: fixed-limit sizes and the cap.
func (s *State) checkLimit(a *hand.Action, i int, inc, newTo hand.Money, allIn bool) {
	b := &s.b
	lvl := s.level()
	st := &s.h.Stakes
	if b.unit == 0 {
		b.unit = s.limitUnit()
		if b.family != hand.StudGame && (s.street == hand.Preflop || s.street == hand.PreDraw) && lvl > 0 {
			b.bets = 1 // the big blind is the first bet
		}
		b.fullTo = lvl
	}
	unit := b.unit
	if unit <= 0 || inc <= 0 {
		return
	}
	clause := s.limitClause()
	if a.Kind == hand.Complete || (b.family == hand.StudGame && s.street == s.studStreet(0) && b.bets == 0) {
		// the completion of the bring-in to the small bet
		if newTo != st.SmallBet && !(allIn && newTo < st.SmallBet) {
			s.amount(a, i, hand.BetAmount, clause, st.SmallBet, newTo, "completion to another amount than the small bet")
		}
		b.bets = 1
		b.fullTo = newTo
		return
	}
	if b.family == hand.StudGame && s.street == s.studStreet(1) && b.bets == 0 && inc == st.BigBet && s.openPairShowing() {
		b.unit, unit = st.BigBet, st.BigBet // the double bet with an open pair
	}
	switch {
	case inc == unit:
	case s.h.Conventions.StudRaiseAddsBringIn && b.family == hand.StudGame && s.street == s.studStreet(0) && b.bets == 1 && inc == st.BringIn:
		// the site's first raise over the completion (Conventions)
	case allIn && inc < unit:
		return // a short all-in is no full bet
	case lvl > b.fullTo && newTo == b.fullTo+unit:
		// after a short all-in raise, a raise completes to the next full
		// level over the last full bet: bets 60, raises to 120, all-in to
		// 150, raises to 180 (RULES §7)
	case lvl > b.fullTo && 2*(lvl-b.fullTo) > unit && newTo == b.fullTo+2*unit:
		// a short all-in of more than half a bet may count as a full bet
		// (the half-bet rule of limit that RULES §7 applies to reopening),
		// the next raise a full bet over it: bet 0.20, all-in for 0.13,
		// raise to 0.40 (iPoker 2855501026). RULES §7's own example keeps
		// an all-in of exactly half a bet short (120, all-in to 150, raise
		// to 180); sites read the rule both ways, so both sizes pass.
	default:
		s.amount(a, i, hand.BetAmount, clause, lvl+unit, newTo, "fixed-limit bet or raise of another size than the street's bet")
	}
	b.fullTo = newTo
	b.bets++
	if b.bets > limitCapBets && !(s.h.Conventions.UncappedHeadsUp && s.bettingCount() <= 2) {
		s.findings = append(s.findings, hand.Discrepancy{Code: hand.RaiseCap, Clause: clause, Seat: i, Player: s.h.Seats[i].Player,
			Line: a.Line, Message: fmt.Sprintf("bet number %d of the round; the cap is %d bets", b.bets, limitCapBets)})
	}
}
