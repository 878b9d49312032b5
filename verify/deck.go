package verify

import (
	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
)

// Deck is the deck rule of one game (RULES §1): every card is a real card,
// a card of the game's deck (hand.GameSpec.Deck: 6+ Hold'em deals only the
// 36 cards from six to ace) and dealt once. It is the one home of that rule:
// verify's checks of a recorded hand and settle's validation of a case both
// deal their cards through a Deck.
type Deck struct {
	deck  cards.Set
	dealt cards.Set
}

// DeckFault is what is wrong with a card dealt from a Deck.
type DeckFault uint8

const (
	DeckOK     DeckFault = iota
	NotACard             // not one of the 52 cards
	NotInDeck            // a card the game's deck does not hold (a 2 in 6+ Hold'em)
	DealtTwice           // the card was dealt before
)

// NewDeck returns the full deck of g, nothing dealt yet.
func NewDeck(g *hand.GameSpec) *Deck { return &Deck{deck: g.Deck()} }

// Holds reports whether c is a card of the game's deck.
func (d *Deck) Holds(c cards.Card) bool { return c.Valid() && d.deck.Has(c) }

// Size is the number of cards of the game's deck (52, 36 for 6+).
func (d *Deck) Size() int { return d.deck.Len() }

// Deal takes c from the deck and says what is wrong with it, if anything.
func (d *Deck) Deal(c cards.Card) DeckFault {
	switch {
	case !c.Valid():
		return NotACard
	case !d.deck.Has(c):
		return NotInDeck
	case d.dealt.Has(c):
		return DealtTwice
	}
	d.dealt = d.dealt.Add(c)
	return DeckOK
}

// SharedCards is how many first cards the runs of a board run more than
// once share: the cards dealt before the all-in, the same at the same place
// in every run. They are one physical card each, dealt once; every other
// card of every run is dealt from the deck too (RULES §1).
func SharedCards(runs [][]cards.Card) int {
	if len(runs) < 2 {
		return 0
	}
	n := 0
	for n < len(runs[0]) {
		for _, run := range runs[1:] {
			if n >= len(run) || run[n] != runs[0][n] {
				return n
			}
		}
		n++
	}
	return n
}
