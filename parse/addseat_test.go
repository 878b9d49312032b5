package parse

import (
	"testing"

	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/hand"
)

// TestAddSeatTwins: addSeat rejects a second seat of a number or a name
// already seated, whatever seats came between, and keeps every other.
func TestAddSeatTwins(t *testing.T) {
	names := []string{"Ann", "Bob", "Carla", "ann", "Bo", "Bob ", "x", "Anne", "Cb", "B"}
	for n := 0; n < len(names); n++ {
		for _, twin := range []hand.Seat{{Number: n + 1, Player: "new"}, {Number: 99, Player: names[n]}, {Number: n + 65, Player: names[n] + "!"}} {
			m := lineMapper{doc: &Document{}, h: &hand.Hand{}}
			for i := 0; i <= n; i++ {
				if e := m.addSeat(linekind.KSeat, hand.Seat{Number: i + 1, Player: names[i]}); e != nil {
					t.Fatalf("seat %d %q: %v", i+1, names[i], e)
				}
			}
			e := m.addSeat(linekind.KSeat, twin)
			dup := false
			for i := 0; i <= n; i++ {
				dup = dup || i+1 == twin.Number || names[i] == twin.Player
			}
			if got := e != nil && e.Reason == ReasonDuplicateSeat; got != dup {
				t.Errorf("after %d seats, %+v: rejected %v, want %v (%v)", n+1, twin, got, dup, e)
			}
			if want := n + 1 + map[bool]int{false: 1}[dup]; len(m.h.Seats) != want {
				t.Errorf("after %d seats, %+v: %d seats, want %d", n+1, twin, len(m.h.Seats), want)
			}
		}
	}
}

// TestSeatIndexNumbered: the seat index answers a seat number as the walk
// over the seats does (lineMapper.seatNumbered), numbers past its table
// and a table of more seats included.
func TestSeatIndexNumbered(t *testing.T) {
	for _, nums := range [][]int{{1, 2, 3, 6, 9}, {10, 3}, {0, 15, 16, 40}, {}, {7}} {
		h := &hand.Hand{}
		for i, n := range nums {
			h.Seats = append(h.Seats, hand.Seat{Number: n, Player: string(rune('a' + i))})
		}
		var x seatIndex
		x.build(h)
		m := lineMapper{h: h}
		for n := -1; n <= 41; n++ {
			i, name := x.seatNumbered(h, n)
			wi, wname := m.seatNumbered(n)
			if i != wi || name != wname {
				t.Errorf("seats %v, number %d: index %d %q, walk %d %q", nums, n, i, name, wi, wname)
			}
		}
	}
}
