package eval

import (
	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
)

// Value ranks a hand under one rule: the higher value is the better hand,
// equal values tie exactly. Zero means "no hand" (a low that does not
// qualify, or too few cards).
type Value uint32

// Category is the combination of a high hand (RULES §2), weakest first.
type Category uint8

const (
	NoCategory Category = iota
	HighCard
	OnePair
	TwoPair
	ThreeOfAKind
	Straight
	Flush
	FullHouse
	FourOfAKind
	StraightFlush
)

var categoryNames = [...]string{"none", "high card", "one pair", "two pair", "three of a kind", "straight", "flush", "full house", "four of a kind", "straight flush"}

func (c Category) String() string {
	if int(c) < len(categoryNames) {
		return categoryNames[c]
	}
	return "unknown"
}

// Result is an evaluated hand: its value and the cards that play, the most
// significant first (the pair before the kickers).
type Result struct {
	Value Value
	Cat   Category // the combination (high categories; lows: the pairing shape)
	Cards [5]cards.Card
	N     uint8 // cards used in Cards: 5, or 1–4 for badugi
}

// Played returns the cards that make the hand.
func (r *Result) Played() []cards.Card { return r.Cards[:r.N] }

// Evaluate ranks a player's cards under one rule. hole are the player's own
// cards (all seven in stud, the final hand in draw games), board the
// community cards of the run; use says which may combine (RULES §5).
func Evaluate(rule hand.HandRule, use hand.CardUse, p *rules.Profile, hole, board []cards.Card) Result {
	var best Result
	try := func(five [5]cards.Card) {
		r := score(rule, p, five)
		if r.Value > best.Value {
			best = r
		}
	}
	switch rule {
	case hand.BadugiAceLow, hand.BadugiAceHigh:
		return badugi(hole, rule == hand.BadugiAceHigh)
	}
	if use == hand.TwoPlusThree {
		forOmaha(hole, board, try)
		return best
	}
	all := make([]cards.Card, 0, len(hole)+len(board))
	all = append(all, hole...)
	all = append(all, board...)
	if len(all) < 5 {
		return Result{}
	}
	forFives(all, try)
	return best
}

// forFives calls f with every five-card subset of cs.
func forFives(cs []cards.Card, f func([5]cards.Card)) {
	n := len(cs)
	for a := 0; a < n; a++ {
		for b := a + 1; b < n; b++ {
			for c := b + 1; c < n; c++ {
				for d := c + 1; d < n; d++ {
					for e := d + 1; e < n; e++ {
						f([5]cards.Card{cs[a], cs[b], cs[c], cs[d], cs[e]})
					}
				}
			}
		}
	}
}

// forOmaha calls f with every hand of exactly two hole and three board cards.
func forOmaha(hole, board []cards.Card, f func([5]cards.Card)) {
	for a := 0; a < len(hole); a++ {
		for b := a + 1; b < len(hole); b++ {
			for c := 0; c < len(board); c++ {
				for d := c + 1; d < len(board); d++ {
					for e := d + 1; e < len(board); e++ {
						f([5]cards.Card{hole[a], hole[b], board[c], board[d], board[e]})
					}
				}
			}
		}
	}
}
