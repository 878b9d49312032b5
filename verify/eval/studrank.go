package eval

import (
	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
)

// StudRank returns the stud ranking the replay takes as a strategy value
// (replay.Config.StudRank; replay may not import this package): for a
// player's up cards, a number that is higher for the player who acts first
// on 4th street and later (Showing: the best visible hand, high in stud,
// low in razz under the standard profile, RULES D2), and, for the one up
// card of 3rd street, lowest for the player who brings in (BringIn: the
// lowest card by rank then suit, clubs lowest, RRoP 3.7.1 and FR-2016
// Art.7 III; in razz under the standard profile the highest card, the ace
// low, spades first). One up card is ranked strictly (rank, then suit);
// several up cards of equal Showing tie (the sites break such ties by
// position).
func StudRank(p *rules.Profile) func(hand.GameType, []cards.Card) uint32 {
	prof := rules.Standard
	if p != nil {
		prof = *p
	}
	return func(g hand.GameType, up []cards.Card) uint32 {
		highestBrings, lowFirst := StudOrder(g.Spec(), &prof)
		v := uint32(Showing(up, lowFirst)) << 2
		if len(up) == 1 && up[0].Valid() {
			s := uint32(up[0].Suit()) // clubs 0 ... spades 3
			if highestBrings {
				s = 3 - s // razz: the king of spades brings in before the king of clubs
			}
			v |= s
		}
		return v
	}
}
