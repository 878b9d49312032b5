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
	// byNumber is 1 + the index in Hand.Seats of each seat number below
	// its length (0: no such seat); seats holds them all (numbered)
	byNumber [16]int8
	numbered bool
}

func (x *seatIndex) build(h *hand.Hand) {
	x.names, x.order = seatNames(h, x.names, x.order)
	x.table.Set(x.names)
	x.byNumber, x.numbered = [16]int8{}, len(h.Seats) < 128
	for i := range h.Seats {
		if n := h.Seats[i].Number; n >= 0 && n < len(x.byNumber) && x.byNumber[n] == 0 {
			x.byNumber[n] = int8(i + 1)
		} else {
			x.numbered = false
		}
	}
}

// seatNumbered is lineMapper.seatNumbered by the index when every seat is
// in it (the seats as built: no seat added or renumbered since).
func (x *seatIndex) seatNumbered(h *hand.Hand, n int) (int, string) {
	if !x.numbered || n < 0 || n >= len(x.byNumber) {
		return seatNumberedIn(h, n)
	}
	if i := int(x.byNumber[n]) - 1; i >= 0 {
		return i, h.Seats[i].Player
	}
	return -1, ""
}
