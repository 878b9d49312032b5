package parse

import (
	"math"

	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/hand"
)

// seatNames fills names with the hand's seat names, longest first, and
// order with the seat index of each (names[i] is Seats[order[i]]), reusing
// the slices. Longest first lets a name that prefixes another ("Player"
// and "Player: x") be tried last.
func seatNames(h *hand.Hand, names []string, order []int) ([]string, []int) {
	// A stable insertion sort of one key a seat, its name's length above
	// the complement of its index: keys in decreasing order are the
	// longest names first and, among names of one length, the seats in
	// their order. Sorting the keys in a small array costs less than
	// comparing the seats' names through their indices: a table has few
	// seats, and sort.SliceStable's reflection cost more than the sort.
	var room [16]uint64
	keys := room[:0]
	for i := range h.Seats {
		k := uint64(len(h.Seats[i].Player))<<32 | uint64(math.MaxUint32-uint32(i))
		j := len(keys)
		keys = append(keys, k)
		for ; j > 0 && keys[j-1] < k; j-- {
			keys[j] = keys[j-1]
		}
		keys[j] = k
	}
	order, names = order[:0], names[:0]
	for _, k := range keys {
		i := int(math.MaxUint32 - uint32(k))
		order = append(order, i)
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
