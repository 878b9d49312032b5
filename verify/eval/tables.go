package eval

import (
	"fmt"
	"math/bits"
	"sort"

	"github.com/hhcheck/hhcheck/cards"
)

//go:generate go run gen_hash.go

// The fast evaluators rest on one idea (OMPEval's, by Henri Andersson): a
// card's key is a 64-bit number whose low 32 bits are a per-rank multiplier
// and whose high bits count suits. Adding the keys of up to seven cards gives
// a rank key that identifies the multiset of ranks (the multipliers are chosen
// so that no two multisets of at most seven cards with at most four of a rank
// share a sum) and four suit counters. A perfect hash (hashrows.go, written by
// gen_hash.go) sends the 76,155 possible rank keys to dense slots, and one
// table per hand kind gives the value of the best hand those ranks make.
// Flushes are found from the suit counters and valued by a second table
// indexed by the 13-bit rank mask of the flush suit.

// rankMult is the rank key of one card of rank i+2 (OMPEval's multipliers).
var rankMult = [13]uint32{0x2000, 0x8001, 0x11000, 0x3a000, 0x91000, 0x176005, 0x366000, 0x41a013, 0x47802e, 0x479068, 0x48c0e4, 0x48f211, 0x494493}

const (
	hashShift = 12
	slotCount = 1 << 17 // a power of two ≥ hashSlots, so a mask bounds the index
	slotMask  = slotCount - 1

	suitShift = 32
	// flushBias starts each suit counter at 3, so a counter reaches 8 (its
	// top bit) exactly when five cards of the suit are present.
	flushBias  uint64 = 0x3333 << suitShift
	flushCheck uint64 = 0x8888 << suitShift
)

// cardKey is indexed by cards.Card (masked to 63; 52–63 are zero).
var cardKey [64]uint64

// cardBit is 1<<(rank-2): the card's bit in a 13-bit rank mask, ace on top.
var cardBit [64]uint16

// lowBit is the card's bit among the ranks that can make an eight-or-better
// low: bit 0 the ace, bit 1 the deuce .. bit 7 the eight; 0 above the eight.
var lowBit [64]uint8

// slotOf maps a rank key to its slot.
func slotOf(r uint32) uint32 {
	return (r&(1<<hashShift-1) + hashRows[(r>>hashShift)&(uint32(len(hashRows))-1)]) & slotMask
}

// kind is one way of ranking five cards: a table family. The hand rules map
// onto kinds (with the profile deciding D1 and D5) in rule.go.
type kind uint8

const (
	kHigh    kind = iota // RULES §2
	kShort               // 6+ Hold'em: A-6-7-8-9 lowest straight, trips > straight, flush > full house
	kA5                  // A-5 low, straights and flushes ignored (RULES §3)
	k27                  // 2-7 low, straights and flushes count (RULES §3, D1 standard)
	k27Plain             // 2-7 low, FR-2016 Art.6 II literally: straights and flushes ignored (D1)
	kA6                  // A-6 low, Seven Nullo (RULES §3)
	numKinds
)

// kindSpec says how a kind ranks five cards.
type kindSpec struct {
	name     string
	aceLow   bool        // the ace ranks below the deuce
	low      bool        // lower hands win: values are the reverse of the strength order
	flushes  bool        // flushes and straight flushes count
	straight [][2]uint16 // the straights: rank-position mask and top position
	order    [10]uint8   // Category → strength rank in this kind (high terms)
}

var standardOrder = [10]uint8{HighCard: 1, OnePair: 2, TwoPair: 3, ThreeOfAKind: 4, Straight: 5, Flush: 6, FullHouse: 7, FourOfAKind: 8, StraightFlush: 9}

// shortOrder: 6+ Hold'em as PokerStars deals it: a flush beats a full house
// and three of a kind beats a straight.
var shortOrder = [10]uint8{HighCard: 1, OnePair: 2, TwoPair: 3, Straight: 4, ThreeOfAKind: 5, FullHouse: 6, Flush: 7, FourOfAKind: 8, StraightFlush: 9}

// windows returns the straights of five consecutive positions with tops
// from lo to hi.
func windows(lo, hi int) [][2]uint16 {
	var out [][2]uint16
	for t := lo; t <= hi; t++ {
		out = append(out, [2]uint16{0x1F << (t - 4), uint16(t)})
	}
	return out
}

// Positions: a rank's place in the kind's order, 2..14 with the ace at 14,
// or 1..13 with the ace at 1 when the ace is low.
const (
	posAceHigh = 14
	posAceLow  = 1
)

var specs = [numKinds]kindSpec{
	kHigh: {name: "high", flushes: true, order: standardOrder,
		// 6-high .. ace-high, and the wheel A-2-3-4-5 with the ace as one (FR-2016 Art.5 I).
		straight: append(windows(6, 14), [2]uint16{1<<posAceHigh | 0x3C /* 2..5 */, 5})},
	kShort: {name: "6+", flushes: true, order: shortOrder,
		// 6-7-8-9-T .. T-J-Q-K-A, and A-6-7-8-9 with the ace below the six.
		straight: append(windows(10, 14), [2]uint16{1<<posAceHigh | 0x3C0 /* 6..9 */, 9})},
	kA5:      {name: "A-5 low", aceLow: true, low: true, order: standardOrder},
	k27:      {name: "2-7 low", low: true, flushes: true, order: standardOrder, straight: windows(6, 14)},
	k27Plain: {name: "2-7 low, straights and flushes ignored", low: true, order: standardOrder},
	kA6:      {name: "A-6 low", aceLow: true, low: true, flushes: true, order: standardOrder, straight: windows(5, 13)},
}

// pos returns the position of rank index i (0 = deuce .. 12 = ace).
func (s *kindSpec) pos(i int) int {
	if i == 12 && s.aceLow {
		return posAceLow
	}
	return i + 2
}

// groups returns, for each size from 1 to 4, the mask of the indexes p
// (1 to 14) with cnt[p] cards: the groups of a hand, which classify and
// Showing take from the largest size down and, within a size, from the
// highest index down (highest), visiting only the indexes that hold cards
// rather than every size and index.
func groups(cnt *[15]uint8) (by [5]uint16) {
	for p := 1; p <= 14; p++ {
		if c := cnt[p]; c <= 4 {
			by[c] |= 1 << p
		}
	}
	return by // by[0]: the indexes without a card, not read
}

// highest is the highest index set in the non-zero mask m.
func highest(m uint16) int { return 15 - bits.LeadingZeros16(m) }

// classify names the combination of five cards given their positions
// (cnt[p] cards at position p) and whether they are one suit. It returns
// the category and the positions in order of significance (groups by size,
// then by position, highest first; a straight's top alone).
func (s *kindSpec) classify(cnt *[15]uint8, flush bool) (Category, [5]uint8) {
	var ord [5]uint8
	var mask uint16
	n := 0
	by := groups(cnt)
	for size := uint8(4); size >= 1; size-- {
		for m := by[size]; m != 0; {
			p := highest(m)
			m &^= 1 << p
			for j := uint8(0); j < size && n < 5; j++ {
				ord[n] = uint8(p)
				n++
			}
			mask |= 1 << p
		}
	}
	c0, c1 := cnt[ord[0]], uint8(0)
	if c0 < 5 && int(c0) < n {
		c1 = cnt[ord[c0]]
	}
	switch {
	case c0 == 4:
		return FourOfAKind, ord
	case c0 == 3 && c1 == 2:
		return FullHouse, ord
	case c0 == 3:
		return ThreeOfAKind, ord
	case c0 == 2 && c1 == 2:
		return TwoPair, ord
	case c0 == 2:
		return OnePair, ord
	}
	top := uint8(0)
	for _, st := range s.straight {
		if mask == st[0] {
			top = uint8(st[1])
		}
	}
	flush = flush && s.flushes
	switch {
	case top != 0 && flush:
		return StraightFlush, [5]uint8{top}
	case flush:
		return Flush, ord
	case top != 0:
		return Straight, [5]uint8{top}
	}
	return HighCard, ord
}

// raw is a comparable strength of five cards in the kind (higher better)
// from which the dense classes are numbered.
func (s *kindSpec) raw(cnt *[15]uint8, flush bool) (int64, Category) {
	cat, ord := s.classify(cnt, flush)
	v := int64(s.order[cat]) << 20
	for _, p := range ord {
		v = v<<4 | int64(p)
	}
	if s.low {
		v = -v
	}
	return v, cat
}

// Per-kind tables, filled by init. Values are dense classes: 1 is the
// weakest five-card hand of the kind, classes[k] the strongest, 0 no hand.
var (
	rankTab  [numKinds][slotCount]uint16 // best non-flush hand of a rank multiset (0–7 cards)
	flushTab [numKinds][1 << 13]uint16   // best flush/straight flush of a suit's rank mask
	classes  [numKinds]uint16            // number of distinct five-card values
	classCat [numKinds][]Category        // class → category
	fhLo     [numKinds]uint16            // the full-house block of a low kind (RULES D4)
	fhHi     [numKinds]uint16
	// a5Mask5 values a five-rank A-5 low from its mask (bit 0 the ace ..
	// bit 7 the eight): the eight-or-better path (RULES §3).
	a5Mask5 [256]uint16
)

// The rank tables hold, for six and seven cards, the best of the five-card
// values of the sub-multisets: the best hand when no five cards share a
// suit (for kHigh and kShort also the answer when there is no flush, since
// with a flush among seven cards no full house or quads is possible).

// bestOfFlushes: kinds whose flush table also covers six- and seven-card
// suits (a seven-card hand with a flush plays the flush).
var bestOfFlushes = [numKinds]bool{kHigh: true, kShort: true}

func init() { buildTables() }

type multiset struct {
	cnt  [13]uint8 // by rank index
	n    int
	key  uint32
	slot uint32
}

func buildTables() {
	for c := cards.Card(0); c < cards.NumCards; c++ {
		cardKey[c] = uint64(rankMult[c.Rank()-2]) | 1<<(suitShift+4*uint(c.Suit()))
		cardBit[c] = 1 << (c.Rank() - 2)
		switch r := c.Rank(); {
		case r == cards.Ace:
			lowBit[c] = 1
		case r <= cards.Eight:
			lowBit[c] = 1 << (r - 1)
		}
	}
	// Every rank multiset of 0–7 cards, by size.
	var sets [8][]multiset
	var cnt [13]uint8
	var rec func(i, left, n int, key uint32)
	rec = func(i, left, n int, key uint32) {
		if i == 13 {
			sets[n] = append(sets[n], multiset{cnt: cnt, n: n, key: key, slot: slotOf(key)})
			return
		}
		for c := 0; c <= 4 && c <= left; c++ {
			cnt[i] = uint8(c)
			rec(i+1, left-c, n+c, key+uint32(c)*rankMult[i])
		}
		cnt[i] = 0
	}
	rec(0, 7, 0, 0)
	// The perfect hash must give every multiset its own slot.
	var taken [slotCount / 64]uint64
	for n := range sets {
		for _, m := range sets[n] {
			if m.slot >= hashSlots || taken[m.slot>>6]&(1<<(m.slot&63)) != 0 {
				panic(fmt.Sprintf("eval: hashrows.go is not a perfect hash for rankMult (slot %d); run go generate", m.slot))
			}
			taken[m.slot>>6] |= 1 << (m.slot & 63)
		}
	}
	for k := range specs {
		buildKind(kind(k), &specs[k], &sets)
	}
	for m := 0; m < 256; m++ {
		if bits.OnesCount8(uint8(m)) == 5 {
			var key uint32
			for b := 0; b < 8; b++ {
				if m&(1<<b) != 0 {
					key += rankMult[(b+12)%13] // bit 0 is the ace
				}
			}
			a5Mask5[m] = rankTab[kA5][slotOf(key)]
		}
	}
}

func buildKind(k kind, s *kindSpec, sets *[8][]multiset) {
	positions := func(rc *[13]uint8) (out [15]uint8) {
		for i, c := range rc {
			out[s.pos(i)] += c
		}
		return
	}
	// Number the distinct five-card values.
	type rc struct {
		raw int64
		cat Category
	}
	var all []rc
	for _, m := range sets[5] {
		p := positions(&m.cnt)
		r, c := s.raw(&p, false)
		all = append(all, rc{r, c})
	}
	forMasks := func(pop int, f func(mask uint16, rcnt *[13]uint8)) {
		for mask := uint16(0); mask < 1<<13; mask++ {
			if bits.OnesCount16(mask) != pop {
				continue
			}
			var rcnt [13]uint8
			for i := range rcnt {
				rcnt[i] = uint8(mask >> i & 1)
			}
			f(mask, &rcnt)
		}
	}
	if s.flushes {
		forMasks(5, func(_ uint16, rcnt *[13]uint8) {
			p := positions(rcnt)
			r, c := s.raw(&p, true)
			all = append(all, rc{r, c})
		})
	}
	sort.Slice(all, func(i, j int) bool { return all[i].raw < all[j].raw })
	class := make(map[int64]uint16, len(all))
	cats := []Category{NoCategory}
	for _, x := range all {
		if _, ok := class[x.raw]; !ok {
			class[x.raw] = uint16(len(cats))
			cats = append(cats, x.cat)
		}
	}
	classes[k] = uint16(len(cats) - 1)
	classCat[k] = cats
	for c := range cats {
		if cats[c] == FullHouse {
			if fhLo[k] == 0 {
				fhLo[k] = uint16(c)
			}
			fhHi[k] = uint16(c)
		}
	}
	// Rank tables: five cards exactly, then the best of six and seven.
	rt := &rankTab[k]
	for _, m := range sets[5] {
		p := positions(&m.cnt)
		r, _ := s.raw(&p, false)
		rt[m.slot] = class[r]
	}
	{
		for n := 6; n <= 7; n++ {
			for _, m := range sets[n] {
				best := uint16(0)
				for i, c := range m.cnt {
					if c > 0 {
						best = max(best, rt[slotOf(m.key-rankMult[i])])
					}
				}
				rt[m.slot] = best
			}
		}
	}
	if s.flushes {
		ft := &flushTab[k]
		forMasks(5, func(mask uint16, rcnt *[13]uint8) {
			p := positions(rcnt)
			r, _ := s.raw(&p, true)
			ft[mask] = class[r]
		})
		if bestOfFlushes[k] {
			for pop := 6; pop <= 7; pop++ {
				forMasks(pop, func(mask uint16, _ *[13]uint8) {
					best := uint16(0)
					for m := mask; m != 0; m &= m - 1 {
						best = max(best, ft[mask&^(m&-m)])
					}
					ft[mask] = best
				})
			}
		}
	}
}
