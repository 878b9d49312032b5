package parse

import (
	"sort"

	"github.com/hhcheck/hhcheck/hand"
)

// seatNames fills names with the hand's seat names, longest first, and
// order with the seat index of each (names[i] is Seats[order[i]]), reusing
// the slices. Longest first lets a name that prefixes another ("Player"
// and "Player: x") be tried last.
func seatNames(h *hand.Hand, names []string, order []int) ([]string, []int) {
	names, order = names[:0], order[:0]
	for i := range h.Seats {
		order = append(order, i)
	}
	sort.SliceStable(order, func(a, b int) bool {
		return len(h.Seats[order[a]].Player) > len(h.Seats[order[b]].Player)
	})
	for _, i := range order {
		names = append(names, h.Seats[i].Player)
	}
	return names, order
}

// seatIndex is a hand's seat names, longest first, and the seat index of
// each (names[i] is Seats[order[i]]): what the grammars cut a player's
// name off a line with. A site's state keeps one, reused hand after hand.
type seatIndex struct {
	names []string
	order []int
}

func (x *seatIndex) build(h *hand.Hand) { x.names, x.order = seatNames(h, x.names, x.order) }
