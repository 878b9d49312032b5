package verify

import (
	"math"
	"slices"
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
	tables map[tableKey]*HandEnd // each table's last hand, the session's own copy
	spare  *HandEnd              // the memory of a table's hand before last, for the next
	cur    HandEnd               // Add's summary of its hand, reused
}

type tableKey struct{ site, table, tournament string }

// HandEnd is what the cross-hand checks take of one hand: its table, its
// order, its button and, per seat, the player, his stack at the start and
// at the end. Summarize makes it where the hand is verified (a batch run's
// worker, which may then reuse the hand at once) with the hand's own
// strings; Session.AddEnd, fed in file order, keeps a copy of its own.
type HandEnd struct {
	file    string
	key     tableKey
	skip    bool // a fast-fold pool or no table: compared with nothing
	topUps  bool // Conventions.TopUpsUnrecorded
	id      string
	ownID   []byte // the id in the session's copy (id is then "")
	num     uint64
	numOK   bool
	start   time.Time
	button  int
	seats   []seatEnd // per seat, as Hand.Seats
	excused []string  // players whose stack may change (endOf)
	// twins: two seats have one name (no mapping of a site makes such a
	// hand, but a Hand may be built by anyone), so endOf may not look at
	// the player's own seat first
	twins bool
}

// seatEnd is a seat of a hand: the player, his chips at the start and at
// the end of the hand.
type seatEnd struct {
	number int
	name   string
	mark   uint32     // nameMark(name)
	stack  hand.Money // at the start
	chips  hand.Money // at the end
	line   int        // of the seat line
}

// nameMark is a number two equal names share: their length and first and
// last bytes. endOf compares two names' marks before their bytes, so that
// the names of the other seats, most of the same length, are told apart
// without a call to compare their bytes.
func nameMark(name string) uint32 {
	if name == "" {
		return 0
	}
	return uint32(len(name))<<16 | uint32(name[0])<<8 | uint32(name[len(name)-1])
}

// endOf returns the chips at the end of the hand of the first seat of
// the player named name, whose nameMark is mark. Seat i is looked at
// first (a player mostly keeps his place in the list from one hand to
// the next): when no two seats have one name (twins), the one seat found
// there is the first.
func (e *HandEnd) endOf(name string, mark uint32, i int) (hand.Money, bool) {
	if !e.twins && i < len(e.seats) && e.seats[i].mark == mark && e.seats[i].name == name {
		return e.seats[i].chips, true
	}
	for i := range e.seats {
		if e.seats[i].mark == mark && e.seats[i].name == name {
			return e.seats[i].chips, true
		}
	}
	return 0, false
}

// isExcused reports whether a note or a cash-out explains a change of the
// player's stack.
func (e *HandEnd) isExcused(name string) bool {
	for _, n := range e.excused {
		if n == name {
			return true
		}
	}
	return false
}

// idText is the hand's id, in a summary or in the session's copy.
func (e *HandEnd) idText() string {
	if e.ownID != nil {
		return string(e.ownID)
	}
	return e.id
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
func NewSession() *Session { return &Session{tables: map[tableKey]*HandEnd{}} }

// Add checks h (replayed as res) against the previous hand of its table
// and remembers it. Hands must come in file order; a new file forgets the
// tables of the previous one.
func (s *Session) Add(h *hand.Hand, res *replay.Result) []hand.Discrepancy {
	Summarize(&s.cur, h, res, nil)
	return s.AddEnd(&s.cur)
}

// AddEnd is Add on the summary of a hand (Summarize). The session copies
// what it keeps: e, its lists and the hand may be reused once it returns.
func (s *Session) AddEnd(e *HandEnd) []hand.Discrepancy {
	if prev := s.keep(e); prev != nil {
		return compare(prev, e)
	}
	return nil
}

// Keep remembers e as the last hand of its table, as AddEnd does, without
// comparing it: for a caller that compared it already (Compare).
func (s *Session) Keep(e *HandEnd) { s.keep(e) }

// Compare is the check AddEnd makes of e against prev, the previous hand
// of its table (SameTable), both summaries: a batch run's worker compares
// the consecutive hands of a table in its batch, and the session is given
// only the first (AddEnd) and the last (Keep).
func Compare(prev, e *HandEnd) []hand.Discrepancy { return compare(prev, e) }

// SameTable reports whether e and f are hands of one table in one file,
// which the session compares (neither is skipped).
func SameTable(e, f *HandEnd) bool {
	return !e.skip && !f.skip && e.file == f.file && e.key == f.key
}

// keep copies e as the last hand of its table and returns the session's
// copy of the previous one (nil when there is none or e is skipped); it
// stays valid until the next call.
func (s *Session) keep(e *HandEnd) *HandEnd {
	if e.file != s.file {
		s.file = e.file
		clear(s.tables)
	}
	if e.skip {
		return nil
	}
	prev := s.tables[e.key]
	cur := s.spare
	if cur == nil {
		cur = &HandEnd{}
	}
	s.spare = nil
	cur.own(e, prev)
	if prev == nil {
		// the session keeps its own copy of every string it remembers
		// (key, id, names), never a window into the file's text
		s.tables[tableKey{strings.Clone(e.key.site), strings.Clone(e.key.table), strings.Clone(e.key.tournament)}] = cur
		return nil
	}
	// the entry keeps its key: updated in place (a map assignment would
	// store the new hand's strings as the key); the previous hand's
	// memory serves the next hand
	*prev, *cur = *cur, *prev
	s.spare = cur
	return cur
}

// compare checks e against prev, the previous hand of its table.
func compare(prev, e *HandEnd) []hand.Discrepancy {
	if !inSequence(prev, e) {
		return nil // another stretch of play: nothing to compare
	}
	var out []hand.Discrepancy
	if !nextButton(prev, e) || e.start.Sub(prev.start) > MaxHandGap {
		return out
	}
	compared, rose := 0, 0
	for i := range e.seats {
		st := &e.seats[i]
		p := st.name
		was, ok := prev.endOf(p, st.mark, i)
		// most hands excuse nobody: the lists' lengths are looked at
		// before the calls
		if !ok || (len(prev.excused) > 0 && prev.isExcused(p)) || (len(e.excused) > 0 && e.isExcused(p)) {
			continue
		}
		compared++
		now := st.stack
		if now > was {
			rose++
		}
		if now == was || (now > was && e.topUps) {
			continue
		}
		msg := "starts with more chips than he ended the previous hand " + prev.idText() + " with, and no rebuy or add-on is recorded"
		if now < was {
			msg = "starts with fewer chips than he ended the previous hand " + prev.idText() + " with"
		}
		out = append(out, hand.Discrepancy{Code: hand.StackContinuity, Clause: rules.TableStakes, Seat: i, Player: p,
			Expected: was, Recorded: now, HasAmounts: true, Line: st.line, Message: msg})
	}
	if e.key.tournament != "" && compared >= 2 && rose == compared {
		// every player at the table starts with more chips: a level break
		// with an add-on for everyone, which the site writes in no hand.
		// Not a site's fault: nothing to report.
		return out[:0]
	}
	return out
}

// Summarize keeps in e what the next hand of the table is compared with,
// with h's strings. Its seats are taken from room, shared by summaries
// that live together (a batch of hands), or, when room is nil, reuse e's
// own list.
func Summarize(e *HandEnd, h *hand.Hand, res *replay.Result, room *Room) {
	seats, excused := e.seats[:0], e.excused[:0]
	if room != nil {
		seats = room.seats.grab(len(h.Seats), roomSeats)
		excused = room.names.grab(excusedCount(h), roomNames)
	}
	*e = HandEnd{file: h.File, key: tableKey{h.Site, h.Table, h.Tournament}, skip: h.Pool || h.Table == "",
		topUps: h.Conventions.TopUpsUnrecorded, id: h.ID, start: h.Start, button: h.Button, seats: seats, excused: excused}
	if e.skip {
		return
	}
	e.num, e.numOK = parseID(h.ID)
	var marks uint64 // a bit per name seen, by its mark
	for i := range h.Seats {
		st := &h.Seats[i]
		v := st.Stack
		if res != nil && i < len(res.Contributed) {
			v += res.Returned[i] - res.Contributed[i]
		}
		mark := nameMark(st.Player)
		if bit := uint64(1) << (mark * 0x9E3779B1 >> 26); marks&bit == 0 {
			marks |= bit // no seat before has this mark, nor this name
		} else if !e.twins {
			e.twins = slices.ContainsFunc(e.seats, func(o seatEnd) bool { return o.name == st.Player })
		}
		e.seats = append(e.seats, seatEnd{number: st.Number, name: st.Player, mark: mark, stack: st.Stack, chips: v, line: st.Line})
	}
	for _, a := range h.Awards {
		if a.Seat >= 0 && a.Seat < len(h.Seats) {
			e.seats[a.Seat].chips += a.Amount
		}
	}
	for _, c := range h.CashOuts {
		if c.Seat >= 0 && c.Seat < len(h.Seats) {
			e.excused = append(e.excused, e.seats[c.Seat].name)
		}
	}
	for _, n := range h.Notes {
		switch n.Kind {
		case hand.NoteButtonInferred:
			e.button = 0 // not known to follow the previous hand's
		case hand.NoteRebuy, hand.NoteAddOn, hand.NoteJoins, hand.NoteLeaves, hand.NoteStackUnknown:
			if n.Player != "" {
				e.excused = append(e.excused, n.Player)
			}
		}
	}
}

// excusedCount is how many names Summarize excuses in h: the players
// who cashed out, and those of the notes that explain a new stack.
func excusedCount(h *hand.Hand) int {
	n := 0
	for _, c := range h.CashOuts {
		if c.Seat >= 0 && c.Seat < len(h.Seats) {
			n++
		}
	}
	for _, note := range h.Notes {
		switch note.Kind {
		case hand.NoteRebuy, hand.NoteAddOn, hand.NoteJoins, hand.NoteLeaves, hand.NoteStackUnknown:
			if note.Player != "" {
				n++
			}
		}
	}
	return n
}

// roomSeats and roomNames are the first sizes of a Room's arrays: a batch
// of 64 hands of about 8 seats, and of their excused players.
const (
	roomSeats = 512
	roomNames = 128
)

// Room is the memory of the seats and the excused players of many
// summaries (Summarize): one array for many hands rather than one per
// hand. Its zero value is ready; Reset makes it serve again.
type Room struct {
	seats roomOf[seatEnd]
	names roomOf[string]
}

// Reset makes the room's memory serve new summaries: no summary made from
// it before is used any more. What they held is cleared, so that the
// memory refers to no hand's text, and the next summaries get one array
// as large as all those made since the last Reset took and a quarter more.
func (r *Room) Reset() {
	r.seats.reset()
	r.names.reset()
}

// roomOf is a Room's memory of one kind of element.
type roomOf[T any] struct {
	buf  []T
	used int // elements handed out since the last reset
}

// grab returns room for n elements (length 0, capacity n) from the front
// of buf, a new array of at least size elements when it is short (the
// summaries made before keep the old one, which is never written again);
// nil for none.
func (r *roomOf[T]) grab(n, size int) []T {
	if n == 0 {
		return nil
	}
	r.used += n
	b := r.buf
	if cap(b)-len(b) < n {
		b = make([]T, 0, max(n, size))
	}
	r.buf = b[:len(b)+n]
	return b[len(b) : len(b) : len(b)+n]
}

// reset clears the elements handed out from buf and makes the whole of
// it, or a new array for all the elements handed out since the last reset
// and a quarter more when buf held fewer, the room of the next summaries.
func (r *roomOf[T]) reset() {
	clear(r.buf)
	if r.used > cap(r.buf) {
		r.buf = make([]T, 0, r.used+r.used/4)
	}
	r.buf, r.used = r.buf[:0], 0
}

// own makes o the session's copy of e, reusing o's lists: the names are
// shared with prev's copies when the player was there, cloned otherwise,
// so that o refers to no text of the hand.
func (o *HandEnd) own(e, prev *HandEnd) {
	ownID, seats, excused := o.ownID, o.seats, o.excused
	*o = *e
	o.file, o.key, o.id = "", tableKey{}, ""
	o.ownID = append(ownID[:0], e.id...)
	if o.ownID == nil {
		o.ownID = []byte{}
	}
	o.seats = append(seats[:0], e.seats...)
	for i := range o.seats {
		o.seats[i].name = keepName(o.seats[i].name, o.seats[i].mark, i, prev)
	}
	o.excused = excused[:0]
	for _, n := range e.excused {
		o.excused = append(o.excused, keepName(n, nameMark(n), -1, o))
	}
}

// keepName returns name, whose nameMark is mark, as a string of the
// session's: prev's copy of it (looked for at seat i first), else a clone.
func keepName(name string, mark uint32, i int, prev *HandEnd) string {
	if prev != nil {
		if i >= 0 && i < len(prev.seats) && prev.seats[i].mark == mark && prev.seats[i].name == name {
			return prev.seats[i].name
		}
		for k := range prev.seats {
			if prev.seats[k].mark == mark && prev.seats[k].name == name {
				return prev.seats[k].name
			}
		}
	}
	return strings.Clone(name)
}

// parseID reads a hand id that is a decimal number: ok as
// strconv.ParseUint(id, 10, 64) takes it (digits only, leading zeros
// allowed, at most 2^64-1), which took a third of Summarize's time on
// /tmp/c100k (issue 14); TestParseID holds it to ParseUint. The value
// means nothing when ok is false.
func parseID(id string) (v uint64, ok bool) {
	const cutoff = math.MaxUint64/10 + 1 // v*10 overflows from here
	for i := 0; i < len(id); i++ {
		d := id[i] - '0'
		if d > 9 || v >= cutoff {
			return 0, false
		}
		v = v*10 + uint64(d)
		if v < uint64(d) { // wrapped past 2^64-1
			return 0, false
		}
	}
	return v, id != ""
}

// nextButton reports whether the button of cur is on the first occupied
// seat after prev's button, occupied in either hand.
func nextButton(prev, cur *HandEnd) bool {
	if prev.button <= 0 || cur.button <= 0 {
		return false
	}
	if prev.button == cur.button {
		return false
	}
	next := func(seats []seatEnd) int {
		first, after := 0, 0
		for _, st := range seats {
			n := st.number
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
func inSequence(prev, cur *HandEnd) bool {
	if !cur.numOK || !prev.numOK || cur.start.IsZero() || prev.start.IsZero() {
		return false
	}
	return cur.num > prev.num && !cur.start.Before(prev.start)
}
