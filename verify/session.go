package verify

import (
	"strconv"
	"strings"
	"time"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/replay"
	"github.com/hhcheck/hhcheck/rules"
)

// Session holds the cross-hand checks: it is fed the hands of a file in
// the file's order, one at a time, and compares each with the previous
// hand of the same table (same site, table name and tournament) in the
// same file. It knows no site: what a site does not write (top-ups at cash
// tables) comes from hand.Conventions, and the lines that explain a new
// stack from hand.Notes of the kinds hand.NoteRebuy, NoteAddOn, NoteJoins
// and NoteLeaves.
//
// Hand ids and start times of one table are not a finding: a hand whose
// id and time disagree on the order with the previous hand's (a higher id
// that starts earlier, a lower id that starts later, a repeated id) begins
// another stretch of play and is compared with nothing. The real files
// where they disagree are all anonymised or edited samples (fpdb's Full
// Tilt stud file with ids replaced by 1111111xxxx, a PokerStars heads-up
// file with random ids, a PartyPoker fixture that repeats one id): an order
// check would accuse the anonymiser, not the site, and says nothing of who
// was paid. A hand whose id and time are both below the previous one's is
// an earlier stretch (files that gather several sessions out of order).
//
// STACK_CONTINUITY (RULES §7): a player seated in two consecutive hands
// starts the second with the chips he ended the first with (his stack,
// less what he put in, plus the uncalled bet returned and what he
// collected). Consecutive means the button moved to the next occupied
// seat: when it did not, hands are missing from the file and nothing is
// compared; hands without a button (stud) or with one the mapping
// inferred (hand.NoteButtonInferred) are not compared either. Not
// a finding: a player named in a rebuy, add-on, joins, leaves or
// stack-unknown note of either hand; a player who cashed out in the
// first (the site pays him outside the pot); a larger stack when the site does not write top-ups
// (Conventions.TopUpsUnrecorded). Fast-fold pools (Hand.Pool) are skipped.
type Session struct {
	file   string
	tables map[tableKey]*tableEnd
	spare  *tableEnd // the memory of a table's hand before last, for the next
}

type tableKey struct{ site, table, tournament string }

// tableEnd is what is remembered of a table's last hand.
type tableEnd struct {
	id      []byte // the hand's id, copied into the memory's own buffer
	num     uint64
	numOK   bool
	start   time.Time
	button  int
	seats   []int     // seat numbers, ascending as written
	end     []seatEnd // per seat, as Hand.Seats
	excused []string  // players whose stack may change (endOf)
}

// seatEnd is a player's chips at the end of a hand.
type seatEnd struct {
	name  string
	chips hand.Money
}

// endOf returns the player's chips at the end of the hand.
func (e *tableEnd) endOf(name string) (hand.Money, bool) {
	for i := range e.end {
		if e.end[i].name == name {
			return e.end[i].chips, true
		}
	}
	return 0, false
}

// isExcused reports whether a note or a cash-out explains a change of the
// player's stack.
func (e *tableEnd) isExcused(name string) bool {
	for _, n := range e.excused {
		if n == name {
			return true
		}
	}
	return false
}

// MaxHandGap is the longest time between the starts of two hands taken to
// be consecutive. In the PokerStars cash files of ../shared (hh.com_*,
// observers' recordings with holes) every pair of same-table hands whose
// stacks do not follow is more than 4 minutes apart (hh.com_Pompeja
// 228694555853 → 228694628565: 241 s, the button moved one seat, two
// players' stacks changed by amounts no hand explains); consecutive hands
// take well under that.
const MaxHandGap = 3 * time.Minute

// NewSession starts an empty session.
func NewSession() *Session { return &Session{tables: map[tableKey]*tableEnd{}} }

// Add checks h (replayed as res) against the previous hand of its table
// and remembers it. Hands must come in file order; a new file forgets the
// tables of the previous one.
func (s *Session) Add(h *hand.Hand, res *replay.Result) []hand.Discrepancy {
	if h.File != s.file {
		s.file = h.File
		clear(s.tables)
	}
	if h.Pool || h.Table == "" {
		return nil
	}
	k := tableKey{h.Site, h.Table, h.Tournament}
	prev := s.tables[k]
	cur := s.spare
	if cur == nil {
		cur = &tableEnd{}
	}
	summarize(cur, h, res, prev)
	if prev == nil {
		// the session keeps its own copy of every string it remembers
		// (key, id, names), never a window into the file's text
		s.tables[tableKey{strings.Clone(k.site), strings.Clone(k.table), strings.Clone(k.tournament)}] = cur
		s.spare = nil
		return nil
	}
	// the entry keeps its key: updated in place (a map assignment would
	// store the new hand's strings as the key); the previous hand's
	// memory serves the next hand summarized
	*prev, *cur = *cur, *prev
	prev, cur = cur, prev
	s.spare = prev
	if !inSequence(prev, cur) {
		return nil // another stretch of play: nothing to compare
	}
	var out []hand.Discrepancy
	if !nextButton(prev, cur) || cur.start.Sub(prev.start) > MaxHandGap {
		return out
	}
	compared, rose := 0, 0
	for i := range h.Seats {
		p := h.Seats[i].Player
		was, ok := prev.endOf(p)
		if !ok || prev.isExcused(p) || cur.isExcused(p) {
			continue
		}
		compared++
		now := h.Seats[i].Stack
		if now > was {
			rose++
		}
		if now == was || (now > was && h.Conventions.TopUpsUnrecorded) {
			continue
		}
		msg := "starts with more chips than he ended the previous hand " + string(prev.id) + " with, and no rebuy or add-on is recorded"
		if now < was {
			msg = "starts with fewer chips than he ended the previous hand " + string(prev.id) + " with"
		}
		out = append(out, hand.Discrepancy{Code: hand.StackContinuity, Clause: rules.TableStakes, Seat: i, Player: p,
			Expected: was, Recorded: now, HasAmounts: true, Line: h.Seats[i].Line, Message: msg})
	}
	if h.Tournament != "" && compared >= 2 && rose == compared {
		// every player at the table starts with more chips: a level break
		// with an add-on for everyone, which the site writes in no hand.
		// Not a site's fault: nothing to report.
		return out[:0]
	}
	return out
}

// summarize keeps in e what the next hand of the table is compared
// with, reusing e's lists; the names are copied, or shared with prev's
// copies when the player was there.
func summarize(e *tableEnd, h *hand.Hand, res *replay.Result, prev *tableEnd) {
	*e = tableEnd{start: h.Start, button: h.Button, id: append(e.id[:0], h.ID...), seats: e.seats[:0], end: e.end[:0], excused: e.excused[:0]}
	e.num, e.numOK = parseID(h.ID)
	keep := func(name string) string {
		if prev != nil {
			for i := range prev.end {
				if prev.end[i].name == name {
					return prev.end[i].name
				}
			}
		}
		return strings.Clone(name)
	}
	for i := range h.Seats {
		e.seats = append(e.seats, h.Seats[i].Number)
		v := h.Seats[i].Stack
		if res != nil && i < len(res.Contributed) {
			v += res.Returned[i] - res.Contributed[i]
		}
		e.end = append(e.end, seatEnd{name: keep(h.Seats[i].Player), chips: v})
	}
	for _, a := range h.Awards {
		if a.Seat >= 0 && a.Seat < len(h.Seats) {
			e.end[a.Seat].chips += a.Amount
		}
	}
	for _, c := range h.CashOuts {
		if c.Seat >= 0 && c.Seat < len(h.Seats) {
			e.excused = append(e.excused, e.end[c.Seat].name)
		}
	}
	for _, n := range h.Notes {
		switch n.Kind {
		case hand.NoteButtonInferred:
			e.button = 0 // not known to follow the previous hand's
		case hand.NoteRebuy, hand.NoteAddOn, hand.NoteJoins, hand.NoteLeaves, hand.NoteStackUnknown:
			if n.Player != "" {
				e.excused = append(e.excused, strings.Clone(n.Player))
			}
		}
	}
}

func parseID(id string) (uint64, bool) {
	v, err := strconv.ParseUint(id, 10, 64)
	return v, err == nil
}

// nextButton reports whether the button of cur is on the first occupied
// seat after prev's button, occupied in either hand.
func nextButton(prev, cur *tableEnd) bool {
	if prev.button <= 0 || cur.button <= 0 {
		return false
	}
	if prev.button == cur.button {
		return false
	}
	next := func(seats []int) int {
		first, after := 0, 0
		for _, n := range seats {
			if first == 0 || n < first {
				first = n
			}
			if n > prev.button && (after == 0 || n < after) {
				after = n
			}
		}
		if after == 0 {
			return first
		}
		return after
	}
	return next(prev.seats) == cur.button
}

// inSequence reports whether cur follows prev at their table: a higher id
// that also starts later (or at the same second). Ids that are not numbers
// and missing times say nothing of the order: not in sequence. A hand dated with
// the file's day past midnight (the hh.com files date every hand with the
// file's day: hh.com_Shane_289FR, 228671666512 "2021/07/30 22:28:06 ET",
// then 228674155856 "2021/07/30 2:40:00 ET") is not in sequence either.
func inSequence(prev, cur *tableEnd) bool {
	if !cur.numOK || !prev.numOK || cur.start.IsZero() || prev.start.IsZero() {
		return false
	}
	return cur.num > prev.num && !cur.start.Before(prev.start)
}
