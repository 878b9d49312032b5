package settle

import (
	"errors"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/internal/replaytest"
	"github.com/hhcheck/hhcheck/rules"
	"github.com/hhcheck/hhcheck/verify"
)

// Issue 12: a 6+ Hold'em history dealing a 2d verified clean while settle
// rejected the same card. The deck rule is now verify.Deck, which both
// call: the same cards give the same answer in both.
func TestDeckRuleSameInVerifyAndSettle(t *testing.T) {
	const script = `
seats 1:a:1000 2:b:1000
a sb 5
b bb 10
preflop
deal a As Qd
a call 5
b check
board Ah Kd 7c 7h %CARD%
show a As Qd
show b Kc Ks
collect b 20`
	const caseJSON = `{"game":"holdem-6plus","button":1,"board":["Ah","Kd","7c","7h","%CARD%"],"players":[{"seat":1,"cards":["As","Qd"],"contributed":10},{"seat":2,"cards":["Kc","Ks"],"contributed":10}]}`
	for _, tc := range []struct {
		card   string
		inDeck bool
	}{{"6s", true}, {"Ts", true}, {"2d", false}, {"5c", false}} {
		rep := verify.Check(replaytest.Build(hand.ShortDeckHoldem, strings.Replace(script, "%CARD%", tc.card, 1)), verify.Options{Profile: rules.Standard})
		var notInDeck []hand.Discrepancy
		for _, d := range rep.Discrepancies {
			if d.Code == hand.CardNotInDeck {
				notInDeck = append(notInDeck, d)
			}
		}
		_, err := settleText(strings.Replace(caseJSON, "%CARD%", tc.card, 1))
		var ce *CaseError
		settleRejects := errors.As(err, &ce) && ce.Field == "board[4]" && strings.Contains(ce.Msg, "not in the 36-card")
		switch {
		case tc.inDeck && (len(notInDeck) > 0 || err != nil):
			t.Errorf("%s: verify %v, settle %v; both must accept it", tc.card, notInDeck, err)
		case !tc.inDeck && (len(notInDeck) != 1 || notInDeck[0].Clause != rules.Deck || !settleRejects):
			t.Errorf("%s: verify %v, settle %v; both must refuse it", tc.card, notInDeck, err)
		}
		if d := verify.NewDeck(hand.ShortDeckHoldem.Spec()); d.Holds(cards.MustParse(tc.card)) != tc.inDeck {
			t.Errorf("%s: Deck.Holds %v", tc.card, !tc.inDeck)
		}
	}
	// the full deck holds the 2d; the 6+ deck has 36 cards
	if d := verify.NewDeck(hand.Holdem.Spec()); !d.Holds(cards.MustParse("2d")) || d.Size() != 52 {
		t.Errorf("hold'em deck: size %d", d.Size())
	}
	if d := verify.NewDeck(hand.ShortDeckHoldem.Spec()); d.Size() != 36 {
		t.Errorf("6+ deck: size %d", d.Size())
	}
	d := verify.NewDeck(hand.Holdem.Spec())
	if d.Deal(cards.MustParse("Ah")) != verify.DeckOK || d.Deal(cards.MustParse("Ah")) != verify.DealtTwice || d.Deal(cards.Card(200)) != verify.NotACard {
		t.Errorf("Deal faults")
	}
}
