package parse

import (
	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/hand"
)

// seatNames fills names with the hand's seat names, longest first, and
// order with the seat index of each (names[i] is Seats[order[i]]), reusing
// the slices. Longest first lets a name that prefixes another ("Player"
// and "Player: x") be tried last.
func seatNames(h *hand.Hand, names []string, order []int) ([]string, []int) {
	// a stable insertion sort of the seats' indices (ints: no string
	// moved, no write barrier per step): a table has few seats, and
	// sort.SliceStable's reflection cost more than the sort itself
	order = order[:0]
	for i := range h.Seats {
		n := len(h.Seats[i].Player)
		j := len(order)
		order = append(order, i)
		for ; j > 0 && len(h.Seats[order[j-1]].Player) < n; j-- {
			order[j] = order[j-1]
		}
		order[j] = i
	}
	names = names[:0]
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
	// table is names with the names each first byte starts
	table linekind.Names
}

func (x *seatIndex) build(h *hand.Hand) {
	x.names, x.order = seatNames(h, x.names, x.order)
	x.table.Set(x.names)
}
