package verify

import (
	"testing"
	"unsafe"
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
