package casino

import (
	"math/big"
	"slices"
	"sort"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/verify/eval"
)

// The Caribbean Stud house edge is computed exactly for the optimal
// strategy: for every player hand P and dealer up card u the player
// raises when the expectation of raising, over the C(46,4) = 163,185
// dealer hands that hold u and none of P's cards, beats losing the ante.
// Enumerating those hands for each of the 2,598,960 × 47 (P, u) pairs is
// 2·10^13 evaluations; instead every count "dealer hands holding u,
// disjoint from P, ranked below t" is an inclusion–exclusion over the
// subsets S of P of "hands holding S ∪ {u} ranked below t", read from
// tables of all 2,598,960 five-card hands by the cards they hold (about
// 100 MB), and P runs over its 134,459 classes up to the suits.

const numRanks = 7462 // high-hand classes (eval: 1 .. 7462)

// studTables counts the five-card hands holding a given set of cards by
// rank: cumulative counts for one and two cards, sorted rank lists for
// three and four.
type studTables struct {
	one   [52][numRanks + 2]int32
	pair  [52][52]int32 // slot of a pair in two
	two   [][numRanks + 2]uint16
	three [][]uint16 // by colex index of the three cards
	four  [][]uint16
}

func binom(n, k int) int {
	if k < 0 || n < k {
		return 0
	}
	r := 1
	for i := 0; i < k; i++ {
		r = r * (n - i) / (i + 1)
	}
	return r
}

var binomTab = func() (t [53][6]int) {
	for n := range t {
		for k := range t[n] {
			t[n][k] = binom(n, k)
		}
	}
	return
}()

// colex is the combinatorial index of an ascending card list.
func colex(cs []int) int {
	x := 0
	for i, c := range cs {
		x += binomTab[c][i+1]
	}
	return x
}

func newStudTables() *studTables {
	t := &studTables{}
	n := 0
	for a := 0; a < 52; a++ {
		for b := a + 1; b < 52; b++ {
			t.pair[a][b] = int32(n)
			t.pair[b][a] = int32(n)
			n++
		}
	}
	t.two = make([][numRanks + 2]uint16, n)
	t.three = make([][]uint16, binom(52, 3))
	for i := range t.three {
		t.three[i] = make([]uint16, 0, binom(49, 2))
	}
	t.four = make([][]uint16, binom(52, 4))
	for i := range t.four {
		t.four[i] = make([]uint16, 0, 48)
	}
	var h [5]cards.Card
	var cs [5]int
	var sub [4]int
	for cs[0] = 0; cs[0] < 52; cs[0]++ {
		for cs[1] = cs[0] + 1; cs[1] < 52; cs[1]++ {
			for cs[2] = cs[1] + 1; cs[2] < 52; cs[2]++ {
				for cs[3] = cs[2] + 1; cs[3] < 52; cs[3]++ {
					for cs[4] = cs[3] + 1; cs[4] < 52; cs[4]++ {
						for i, c := range cs {
							h[i] = cards.Card(c)
						}
						v := eval.High5(&h)
						for i := 0; i < 5; i++ {
							t.one[cs[i]][v+1]++
							for j := i + 1; j < 5; j++ {
								t.two[t.pair[cs[i]][cs[j]]][v+1]++
							}
						}
						// subsets of three and four: leave out two, or one
						for i := 0; i < 5; i++ {
							k := 0
							for x := 0; x < 5; x++ {
								if x != i {
									sub[k] = cs[x]
									k++
								}
							}
							q := colex(sub[:4])
							t.four[q] = append(t.four[q], uint16(v))
							for j := i + 1; j < 5; j++ {
								k := 0
								for x := 0; x < 5; x++ {
									if x != i && x != j {
										sub[k] = cs[x]
										k++
									}
								}
								r := colex(sub[:3])
								t.three[r] = append(t.three[r], uint16(v))
							}
						}
					}
				}
			}
		}
	}
	for c := range t.one {
		for v := 1; v < len(t.one[c]); v++ {
			t.one[c][v] += t.one[c][v-1]
		}
	}
	for p := range t.two {
		for v := 1; v < len(t.two[p]); v++ {
			t.two[p][v] += t.two[p][v-1]
		}
	}
	for _, l := range t.three {
		slices.Sort(l)
	}
	for _, l := range t.four {
		slices.Sort(l)
	}
	return t
}

// below counts the five-card hands holding the ascending cards cs and
// ranked below each threshold; out[i] for ts[i].
func (t *studTables) below(cs []int, ts *[3]int, out *[3]int64) {
	switch len(cs) {
	case 1:
		for i, x := range ts {
			out[i] = int64(t.one[cs[0]][x])
		}
	case 2:
		row := &t.two[t.pair[cs[0]][cs[1]]]
		for i, x := range ts {
			out[i] = int64(row[x])
		}
	case 3, 4:
		var l []uint16
		if len(cs) == 3 {
			l = t.three[colex(cs)]
		} else {
			l = t.four[colex(cs)]
		}
		for i, x := range ts {
			out[i] = int64(sort.Search(len(l), func(j int) bool { return int(l[j]) >= x }))
		}
	case 5:
		var h [5]cards.Card
		for i, c := range cs {
			h[i] = cards.Card(c)
		}
		v := int(eval.High5(&h))
		for i, x := range ts {
			out[i] = 0
			if v < x {
				out[i] = 1
			}
		}
	}
}

// dealerBelow counts the dealer hands holding up card u and none of the
// cards of p, ranked below each threshold (inclusion–exclusion over the
// subsets of p of at most four cards).
func (t *studTables) dealerBelow(p [5]int, u int, ts *[3]int) [3]int64 {
	var total, part [3]int64
	var set [5]int
	for s := 0; s < 32; s++ {
		n := 0
		for i := 0; i < 5; i++ {
			if s&(1<<i) != 0 {
				set[n] = p[i]
				n++
			}
		}
		if n == 5 {
			continue
		}
		set[n] = u
		n++
		for k := n - 1; k > 0 && set[k] < set[k-1]; k-- { // u into place
			set[k], set[k-1] = set[k-1], set[k]
		}
		t.below(set[:n], ts, &part)
		sign := int64(1)
		if (n-1)%2 == 1 {
			sign = -1
		}
		for i := range total {
			total[i] += sign * part[i]
		}
	}
	return total
}

// CaribbeanResult is the exact Caribbean Stud house edge per unit of ante
// under optimal play, and how often the optimal player raises.
type CaribbeanResult struct {
	Edge   *big.Rat // house advantage per unit of ante
	Raises *big.Rat // fraction of (hand, up card) deals where raising is best
}

// CaribbeanEdge computes the exact house edge of the ante under optimal
// play with the given pay table (a few seconds and ~100 MB).
func CaribbeanEdge(pays [11]int64) CaribbeanResult {
	t := newStudTables()
	return t.edge(pays)
}

func (t *studTables) edge(pays [11]int64) CaribbeanResult {
	const dealers = 163185 // C(46,4)
	q := int(caribbeanQualifier)
	var masks []uint64
	for a := 0; a < 52; a++ {
		for b := a + 1; b < 52; b++ {
			for c := b + 1; c < 52; c++ {
				for d := c + 1; d < 52; d++ {
					for e := d + 1; e < 52; e++ {
						masks = append(masks, 1<<a|1<<b|1<<c|1<<d|1<<e)
					}
				}
			}
		}
	}
	var sum, raises, deals int64
	for _, cl := range suitClasses(masks) {
		m := masks[cl.index]
		var p [5]int
		var h [5]cards.Card
		for i, y := 0, m; y != 0; i, y = i+1, y&(y-1) {
			p[i] = bitsIndex(y)
			h[i] = cards.Card(p[i])
		}
		r := int(eval.High5(&h))
		pay := pays[Class(eval.Value(r))]
		ts := [3]int{q, r, r + 1}
		for u := 0; u < 52; u++ {
			if m&(1<<u) != 0 {
				continue
			}
			n := t.dealerBelow(p, u, &ts)
			nq := n[0]
			var wins, ties int64
			if r >= q {
				wins, ties = n[1]-nq, n[2]-n[1]
			}
			loses := dealers - nq - wins - ties
			ev := nq + wins*(1+2*pay) - 3*loses
			deals += cl.weight
			if ev > -dealers {
				sum += ev * cl.weight
				raises += cl.weight
			} else {
				sum -= dealers * cl.weight
			}
		}
	}
	return CaribbeanResult{Edge: big.NewRat(-sum, deals*dealers), Raises: big.NewRat(raises, deals)}
}

func bitsIndex(y uint64) int {
	i := 0
	for y&1 == 0 {
		y >>= 1
		i++
	}
	return i
}
