package verify

import (
	"testing"
	"unsafe"

	"github.com/hhcheck/hhcheck/hand"
)

// A Room that is Reset serves the next summaries from one array as large
// as all those made since the last Reset took, and keeps no name of them.
func TestRoomReset(t *testing.T) {
	var r Room
	firsts := make([]*seatEnd, 0, 64)
	grabSeats := func() []*seatEnd {
		firsts = firsts[:0]
		for range 64 { // a batch of 64 hands of 10 seats: more than roomSeats
			s := r.seats.grab(10, roomSeats)
			s = append(s, seatEnd{number: 1, name: "player"})
			firsts = append(firsts, unsafe.SliceData(s))
		}
		return firsts
	}
	grabSeats()
	r.Reset()
	if cap(r.seats.buf) < 640 {
		t.Fatalf("after a batch of 640 seats, the room holds %d", cap(r.seats.buf))
	}
	for i, st := range r.seats.buf[:cap(r.seats.buf)] {
		if st.name != "" {
			t.Fatalf("seat %d of the reset room still names %q", i, st.name)
		}
	}
	array := unsafe.SliceData(r.seats.buf)
	allocs := testing.AllocsPerRun(5, func() {
		firsts := grabSeats()
		if firsts[0] != array {
			t.Fatalf("the first summary after Reset does not take the room's array")
		}
		r.Reset()
	})
	if allocs != 0 {
		t.Errorf("a reset room allocates %.0f times for the same batch", allocs)
	}
	if r.seats.grab(0, roomSeats) != nil {
		t.Errorf("room for no seat is not nil")
	}
}

// endOf finds a player by his name's mark and bytes exactly as a plain
// walk comparing names: names of one mark (length, first and last byte)
// are still told apart, and the first seat of a name answers.
func TestEndOfMarks(t *testing.T) {
	names := []string{"", "a", "ab", "axb", "ayb", "bxa", "axb", "Hero", "H€ro", "H\x00ro"}
	e := HandEnd{twins: true} // "axb" twice
	for i, n := range names {
		e.seats = append(e.seats, seatEnd{number: i + 1, name: n, mark: nameMark(n), chips: 100 + hand.Money(i)})
	}
	plain := func(name string) (hand.Money, bool) {
		for i := range e.seats {
			if e.seats[i].name == name {
				return e.seats[i].chips, true
			}
		}
		return 0, false
	}
	for _, n := range append(names, "azb", "b", "Hera", "aab") {
		got, ok := e.endOf(n, nameMark(n), 0)
		want, wok := plain(n)
		if got != want || ok != wok {
			t.Errorf("endOf(%q) = %d, %v; the walk finds %d, %v", n, got, ok, want, wok)
		}
		if keepName(n, nameMark(n), -1, &e) != n {
			t.Errorf("keepName(%q) changed the name", n)
		}
	}
}

// A summary knows when two seats have one name (twins), and endOf then
// answers the first seat of a name, whichever seat it is asked at first.
func TestEndOfTwins(t *testing.T) {
	for _, names := range [][]string{
		{"a", "b", "c"},
		{"a", "b", "a"},
		{"axb", "ayb", "axb", "b"},
		{"Hero", "Villain", "", ""},
		{"p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8", "p9", "p10"},
	} {
		h := &hand.Hand{Table: "t"}
		twins := false
		for i, n := range names {
			h.Seats = append(h.Seats, hand.Seat{Number: i + 1, Player: n, Stack: 100 + hand.Money(i)})
			for _, o := range names[:i] {
				twins = twins || o == n
			}
		}
		var e HandEnd
		Summarize(&e, h, nil, nil)
		if e.twins != twins {
			t.Errorf("%q: twins %v, want %v", names, e.twins, twins)
		}
		for _, n := range names {
			want := hand.Money(-1)
			for k := range h.Seats {
				if h.Seats[k].Player == n {
					want = h.Seats[k].Stack
					break
				}
			}
			for i := range names {
				if got, ok := e.endOf(n, nameMark(n), i); !ok || got != want {
					t.Errorf("%q: endOf(%q) at seat %d = %d, %v; want %d", names, n, i, got, ok, want)
				}
			}
		}
	}
}
