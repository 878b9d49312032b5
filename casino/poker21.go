package casino

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
	"github.com/hhcheck/hhcheck/verify/eval"
)

// Poker 21 (CASINO §Poker 21): six decks, five cards burned at the start
// of the shoe (the coup's "burn"); one card to each box in box order, one
// to the dealer, a second to each box; the boxes play in order (hit, stand,
// double, split); the dealer draws to 16 and stands on 17, then completes
// his cards to three for the POK bet, whose hand is the box's first two
// cards and the dealer's first three (docs/casino.md).

// Points21 is a Poker 21 hand's best total (an ace counts 11 when that
// does not pass 21) and whether an ace counts 11 in it.
func Points21(cs []cards.Card) (total int, soft bool) {
	aces := 0
	for _, c := range cs {
		switch r := c.Rank(); {
		case r == cards.Ace:
			aces++
			total++
		case r >= cards.Ten:
			total += 10
		default:
			total += int(r)
		}
	}
	if aces > 0 && total+10 <= 21 {
		return total + 10, true
	}
	return total, false
}

const (
	clP21Dealer = rules.Poker21 + " (dealer draws to 16, stands on 17)"
	clP21Pay    = rules.Poker21 + " (payments of the 21)"
	clP21Two    = rules.Poker21 + " (21 in two cards pays 3:2)"
	clP21Split  = rules.Poker21 + " (split)"
	clP21Double = rules.Poker21 + " (double down)"
	clP21Pok    = rules.Poker21 + " (POK pay table)"
	clP21PokDl  = rules.Poker21 + " (dealer completes to a five-card POK hand)"
)

type hand21 struct {
	name    string
	cards   []cards.Card
	doubled bool
	split   bool // made by a split: a 21 is not a two-card 21
	aces    bool // split aces: one card each, no more
}

func rank21(c cards.Card) int {
	if c.Rank() >= cards.Ten && c.Rank() <= cards.King {
		return 10
	}
	return int(c.Rank())
}

func (t *table) poker21() error {
	boxes := append([]int(nil), t.boxes...)
	first := map[int][]cards.Card{}
	toBoxes := func() error { // one card to each box, in box order
		for _, box := range boxes {
			c, err := t.shoe.deal(boxName(box))
			if err != nil {
				return err
			}
			first[box] = append(first[box], c)
		}
		return nil
	}
	if err := toBoxes(); err != nil {
		return err
	}
	up, err := t.shoe.deal("dealer")
	if err != nil {
		return err
	}
	if err := toBoxes(); err != nil {
		return err
	}
	played := map[int][]*hand21{}
	for _, box := range boxes {
		name := boxName(box)
		if t.bet(box, "21") == nil {
			continue
		}
		acts := t.c.Decisions[name]
		ai := 0
		next := func() string {
			if ai < len(acts) {
				ai++
				return t.decision(name, ai-1)
			}
			return "stand"
		}
		queue := []*hand21{{name: name, cards: append([]cards.Card(nil), first[box]...)}}
		var done []*hand21
		for len(queue) > 0 {
			h := queue[0]
			queue = queue[1:]
			if len(h.cards) == 1 { // a split hand takes its second card when its turn comes
				c, err := t.draw(h.name, &h.cards)
				if err != nil {
					return err
				}
				t.step(h.name, clP21Split, "takes %s on its split card", c)
			}
			for {
				tot, _ := Points21(h.cards)
				if tot >= 21 || h.doubled || (h.aces && len(h.cards) == 2) {
					break
				}
				a := next()
				switch a {
				case "stand":
					t.step(h.name, clP21Pay, "stands on %d", tot)
				case "hit":
					c, err := t.draw(h.name, &h.cards)
					if err != nil {
						return err
					}
					t.step(h.name, clP21Pay, "draws %s on %d", c, tot)
					continue
				case "double":
					if len(h.cards) != 2 {
						t.finding(Decision, clP21Double, h.name, "%s doubled with %d cards; a double is made on the first two", h.name, len(h.cards))
					}
					c, err := t.draw(h.name, &h.cards)
					if err != nil {
						return err
					}
					h.doubled = true
					t.step(h.name, clP21Double, "doubles on %d and takes %s", tot, c)
					continue
				case "split":
					if len(h.cards) != 2 || rank21(h.cards[0]) != rank21(h.cards[1]) || h.aces {
						return bad("decisions."+name, "%s cannot split [%s]", h.name, cards.Format(h.cards))
					}
					n := len(done) + len(queue) + 2
					if h.name == name {
						h.name = name + ".1"
					}
					other := &hand21{name: name + "." + strconv.Itoa(n), cards: []cards.Card{h.cards[1]}, split: true}
					h.cards, h.split = h.cards[:1], true
					if h.cards[0].Rank() == cards.Ace {
						h.aces, other.aces = true, true
					}
					t.step(h.name, clP21Split, "splits; %s is played after it", other.name)
					queue = append([]*hand21{h, other}, queue...)
					h = nil
				default:
					return bad("decisions."+name, "unknown decision %q (hit, stand, double, split)", a)
				}
				break
			}
			if h != nil {
				done = append(done, h)
			}
		}
		if ai < len(acts) {
			t.finding(Decision, clP21Pay, name, "%s: %d recorded decision(s) left over after its hands ended", name, len(acts)-ai)
		}
		played[box] = done
	}
	// the dealer
	dealer := []cards.Card{up}
	for {
		tot, _ := Points21(dealer)
		if tot >= 17 {
			t.step("dealer", clP21Dealer, "stands on %d", tot)
			break
		}
		c, err := t.draw("dealer", &dealer)
		if err != nil {
			return err
		}
		t.step("dealer", clP21Dealer, "draws %s on %d", c, tot)
	}
	dtot, _ := Points21(dealer)
	dealer21 := len(dealer) == 2 && dtot == 21
	pokNeeded := false
	for _, box := range boxes {
		if t.bet(box, "pok") != nil {
			pokNeeded = true
		}
	}
	for pokNeeded && len(dealer) < 3 {
		c, err := t.draw("dealer", &dealer)
		if err != nil {
			return err
		}
		t.step("dealer", clP21PokDl, "takes %s for the POK hand", c)
	}
	t.hand("dealer", dealer, intp(dtot), words21(dtot, dealer21))
	for _, box := range boxes {
		name := boxName(box)
		if hs := played[box]; hs != nil {
			var num int64
			var risked hand.Money
			stake := t.bet(box, "21").Stake
			var outs []string
			clause := clP21Pay
			for _, h := range hs {
				tot, _ := Points21(h.cards)
				two := len(h.cards) == 2 && tot == 21 && !h.split
				t.hand(h.name, h.cards, intp(tot), words21(tot, two))
				mult := int64(1)
				if h.doubled {
					mult = 2
				}
				risked += stake * hand.Money(mult)
				var m2 int64 // twice the multiple of the hand's stake paid back
				var out string
				switch {
				case tot > 21:
					out = "lose (bust)"
				case two && dealer21:
					clause = rules.D6
					if t.profile.Poker21TwoCard21 == rules.TwoCard21Wins {
						m2, out = 5, "win 3:2 (two-card 21 against the dealer's, RULES D6 as read by the profile)"
					} else {
						m2, out = 2, "push (two-card 21 against the dealer's two-card 21, RULES D6)"
					}
				case two:
					m2, out, clause = 5, "win 3:2 (21 in two cards)", clP21Two
				case dealer21:
					out = "lose (dealer's two-card 21)"
				case dtot > 21 || tot > dtot:
					m2, out = 4, "win 1:1"
				case tot == dtot:
					m2, out = 2, "push"
				default:
					out = "lose"
				}
				num += m2 * mult
				if len(hs) > 1 {
					out = h.name + " " + out
				}
				outs = append(outs, out)
			}
			r := t.pay(box, "21", stake, strings.Join(outs, "; "), num, 2, clause, "")
			r.Risked = risked
		}
		if pb := t.bet(box, "pok"); pb != nil {
			five := append(append([]cards.Card(nil), first[box]...), dealer[:3]...)
			k := Class(High5(five))
			m := PokPays[k]
			if k == int(eval.OnePair) && !jacksOrBetter(five) { // a pair below jacks
				m = 0
			}
			w := words5(five)
			if m > 0 {
				t.pay(box, "pok", pb.Stake, fmt.Sprintf("win %d:1 (%s)", m, w), m+1, 1, clP21Pok, cards.Format(five))
			} else {
				t.pay(box, "pok", pb.Stake, "lose ("+w+")", 0, 1, clP21Pok, cards.Format(five))
			}
			if played[box] == nil {
				t.hand(name, first[box], nil, "")
			}
		}
	}
	return nil
}

// words21 says a Poker 21 hand's total; two: a 21 in two cards (not made
// by a split).
func words21(total int, two bool) string {
	switch {
	case two:
		return "21 in two cards"
	case total > 21:
		return fmt.Sprintf("bust (%d)", total)
	}
	return fmt.Sprintf("total %d", total)
}

// jacksOrBetter: a one-pair hand whose pair is jacks or higher.
func jacksOrBetter(cs []cards.Card) bool {
	n := map[cards.Rank]int{}
	for _, c := range cs {
		n[c.Rank()]++
	}
	for r, k := range n {
		if k == 2 && r >= cards.Jack {
			return true
		}
	}
	return false
}
