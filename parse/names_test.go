package parse

import (
	"math/rand"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
)

// TestSeatNames holds seatNames to a stable sort of the seats by their
// names' lengths, longest first, on tables of 0 to 20 seats (past its
// array's room) with names of few lengths, so that many tie.
func TestSeatNames(t *testing.T) {
	r := rand.New(rand.NewSource(14))
	var names []string
	var order []int
	for n := 0; n <= 20; n++ {
		for range 50 {
			h := &hand.Hand{}
			for i := range n {
				h.Seats = append(h.Seats, hand.Seat{Number: i + 1, Player: strings.Repeat("x", r.Intn(4))})
			}
			want := make([]int, n)
			for i := range want {
				want[i] = i
			}
			sort.SliceStable(want, func(a, b int) bool { return len(h.Seats[want[a]].Player) > len(h.Seats[want[b]].Player) })
			names, order = seatNames(h, names, order)
			if !slices.Equal(order, want) || len(names) != n {
				t.Fatalf("%d seats: order %v, want %v", n, order, want)
			}
			for i, s := range order {
				if names[i] != h.Seats[s].Player {
					t.Fatalf("%d seats: names[%d] %q, seat %d's %q", n, i, names[i], s, h.Seats[s].Player)
				}
			}
		}
	}
}
