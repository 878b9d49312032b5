package casino

import (
	"math/big"
	"math/bits"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/verify/eval"
)

// Exact house edges, computed by enumerating every card combination with
// the same tableaux, evaluators and pay tables the settlement uses. They
// are the acceptance checks of the games' arithmetic against the
// published figures (edge_test.go states both).

// BaccaratCounts are the outcomes of Punto Banco over every ordering of
// the six cards a coup can use, drawn from a shoe of the given decks:
// each coup weighted by the number of shoe orderings that deal it.
type BaccaratCounts struct {
	Banco, Punto, Tie, Total uint64
}

// PuntoBancoCounts enumerates the coup by card values with their
// multiplicities (ten values, 16·decks zeros, 4·decks of each other).
func PuntoBancoCounts(decks int) BaccaratCounts {
	var cnt [10]uint64
	for v := range cnt {
		cnt[v] = 4 * uint64(decks)
	}
	cnt[0] = 16 * uint64(decks)
	n := 52 * uint64(decks)
	var out BaccaratCounts
	// rest[k] is the number of ways to fill the 6−k unused positions
	var rest [7]uint64
	for k := 0; k <= 6; k++ {
		r := uint64(1)
		for i := uint64(k); i < 6; i++ {
			r *= n - i
		}
		rest[k] = r
	}
	out.Total = rest[0]
	take := func(v int) uint64 { w := cnt[v]; cnt[v]--; return w }
	put := func(v int) { cnt[v]++ }
	record := func(p, b int, w uint64) {
		switch {
		case p > b:
			out.Punto += w
		case b > p:
			out.Banco += w
		default:
			out.Tie += w
		}
	}
	for p1 := 0; p1 < 10; p1++ {
		w1 := take(p1)
		for b1 := 0; b1 < 10; b1++ {
			w2 := w1 * take(b1)
			for p2 := 0; p2 < 10; p2++ {
				w3 := w2 * take(p2)
				for b2 := 0; b2 < 10; b2++ {
					w4 := w3 * take(b2)
					pt, bt := (p1+p2)%10, (b1+b2)%10
					switch {
					case w4 == 0:
					case pt >= 8 || bt >= 8:
						record(pt, bt, w4*rest[4])
					case !PuntoDraws(pt):
						if BancoDraws(bt, -1) {
							for b3 := 0; b3 < 10; b3++ {
								record(pt, (bt+b3)%10, w4*cnt[b3]*rest[5])
							}
						} else {
							record(pt, bt, w4*rest[4])
						}
					default:
						for p3 := 0; p3 < 10; p3++ {
							w5 := w4 * take(p3)
							p := (pt + p3) % 10
							if w5 != 0 {
								if BancoDraws(bt, p3) {
									for b3 := 0; b3 < 10; b3++ {
										record(p, (bt+b3)%10, w5*cnt[b3])
									}
								} else {
									record(p, bt, w5*rest[5])
								}
							}
							put(p3)
						}
					}
					put(b2)
				}
				put(p2)
			}
			put(b1)
		}
		put(p1)
	}
	return out
}

// Edges of the three Punto Banco bets (a positive fraction is the house's
// advantage per unit staked), by the payments of CASINO §Punto Banco:
// Banco 19 for 20, Punto 1:1, Egalité 8:1; Punto and Banco push on a tie.
func (c BaccaratCounts) Edges() (banco, punto, tie *big.Rat) {
	b, p, t, n := new(big.Int).SetUint64(c.Banco), new(big.Int).SetUint64(c.Punto), new(big.Int).SetUint64(c.Tie), new(big.Int).SetUint64(c.Total)
	mul := func(k int64, x *big.Int) *big.Int { return new(big.Int).Mul(big.NewInt(k), x) }
	banco = new(big.Rat).SetFrac(new(big.Int).Sub(mul(20, p), mul(19, b)), mul(20, n))
	punto = new(big.Rat).SetFrac(new(big.Int).Sub(b, p), n)
	tie = new(big.Rat).SetFrac(new(big.Int).Sub(new(big.Int).Add(b, p), mul(8, t)), n)
	return
}

// threeHands lists the 22,100 three-card hands: their card sets and values.
func threeHands() (masks []uint64, vals []eval.Value, cats []eval.Category) {
	for a := 0; a < 52; a++ {
		for b := a + 1; b < 52; b++ {
			for c := b + 1; c < 52; c++ {
				v := eval.ThreeCard([3]cards.Card{cards.Card(a), cards.Card(b), cards.Card(c)})
				masks = append(masks, 1<<a|1<<b|1<<c)
				vals = append(vals, v)
				cats = append(cats, eval.ThreeCardCategory(v))
			}
		}
	}
	return
}

// PairPlusEdge is the house edge of Pair Plus with the given pay table
// (by eval.Category), over the 22,100 three-card hands.
func PairPlusEdge(pays [10]int64) *big.Rat {
	_, _, cats := threeHands()
	var ev int64
	for _, c := range cats {
		if m := pays[c]; m > 0 {
			ev += m
		} else {
			ev--
		}
	}
	return big.NewRat(-ev, int64(len(cats)))
}

// AnteBonusAlways: the ante bonus paid whatever the dealer holds (the
// common Three Card Poker rule); false is RULES §8 and CASINO §Poker 3
// cartes: only when the dealer qualifies and the player wins.
type AnteBonusAlways bool

// AntePlayEdge is the house edge of ante-and-play per unit of ante, the
// player playing every hand whose expectation beats folding (the optimal
// strategy), over all 22,100 × 18,424 deals of player and dealer hands.
// It also returns the weakest hand the strategy plays.
func AntePlayEdge(bonus [10]int64, always AnteBonusAlways) (edge *big.Rat, weakestPlayed eval.Value) {
	masks, vals, cats := threeHands()
	qual := make([]bool, len(vals))
	for j, v := range vals {
		qual[j] = eval.ThreeCardDealerQualifies(v)
	}
	classes := suitClasses(masks)
	var total int64 // sum over player hands of the best of play and fold, in units of ante, over every dealer hand
	const dealers = 18424
	weakestPlayed = 1 << 30
	for _, cl := range classes {
		i, pm := cl.index, masks[cl.index]
		pv := vals[i]
		ab := bonus[cats[i]]
		var ev int64
		for j, dm := range masks {
			if pm&dm != 0 {
				continue
			}
			dv := vals[j]
			var x int64
			switch {
			case !qual[j]:
				x = 1
			case pv > dv:
				x = 2
				if !always {
					x += ab
				}
			case pv == dv:
				x = 0
			default:
				x = -2
			}
			if always {
				x += ab
			}
			ev += x
		}
		if ev > -dealers {
			total += ev * cl.weight
			if pv < weakestPlayed {
				weakestPlayed = pv
			}
		} else {
			total -= dealers * cl.weight
		}
	}
	return big.NewRat(-total, int64(len(masks))*dealers), weakestPlayed
}

// suitPerms are the 24 permutations of the four suits.
var suitPerms = func() [][4]uint8 {
	var out [][4]uint8
	for a := uint8(0); a < 4; a++ {
		for b := uint8(0); b < 4; b++ {
			for c := uint8(0); c < 4; c++ {
				d := 6 - a - b - c
				if a != b && a != c && b != c {
					out = append(out, [4]uint8{a, b, c, d})
				}
			}
		}
	}
	return out
}()

// canonical is the smallest image of a card set under the suit
// permutations: hands with the same canonical set play alike against
// every dealer hand.
func canonical(m uint64) uint64 {
	best := ^uint64(0)
	for _, p := range suitPerms {
		var x uint64
		for y := m; y != 0; y &= y - 1 {
			c := bits.TrailingZeros64(y)
			x |= 1 << (c&^3 | int(p[c&3]))
		}
		best = min(best, x)
	}
	return best
}

// suitClass is one class of hands equal up to the suits: a representative
// (its index) and how many hands it stands for.
type suitClass struct {
	index  int
	weight int64
}

func suitClasses(masks []uint64) []suitClass {
	at := map[uint64]int{}
	var out []suitClass
	for i, m := range masks {
		k := canonical(m)
		if j, ok := at[k]; ok {
			out[j].weight++
			continue
		}
		at[k] = len(out)
		out = append(out, suitClass{index: i, weight: 1})
	}
	return out
}
