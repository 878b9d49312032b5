package eval_test

import (
	"fmt"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
	"github.com/hhcheck/hhcheck/verify/eval"
)

// Ranking two Omaha hi/lo hands on one board, under each half's rule: the
// higher Value wins; the five cards that play and the words the sites print.
func ExampleEvaluate() {
	board := cards.MustParseList("2c 5d 7h Kc Ks")
	ann := cards.MustParseList("Ah 3d Kd Qd")
	bob := cards.MustParseList("As 3s Jc Tc")
	for _, rule := range []hand.HandRule{hand.HighHand, hand.LowA5Eight} {
		a := eval.Evaluate(rule, hand.TwoPlusThree, &rules.Standard, ann, board)
		b := eval.Evaluate(rule, hand.TwoPlusThree, &rules.Standard, bob, board)
		winner := "tie"
		if a.Value > b.Value {
			winner = "Ann"
		} else if b.Value > a.Value {
			winner = "Bob"
		}
		fmt.Printf("%s: Ann %s [%s], Bob %s [%s] → %s\n", rule, eval.Describe(rule, a), cards.Format(a.Played()),
			eval.Describe(rule, b), cards.Format(b.Played()), winner)
	}
	// Output:
	// high: Ann three of a kind, Kings [Ks Kd Kc Ah 7h], Bob a pair of Kings [Ks Kc As Jc 7h] → Ann
	// low A-5, eight or better: Ann Lo: 7,5,3,2,A [7h 5d 3d 2c Ah], Bob Lo: 7,5,3,2,A [7h 5d 3s 2c As] → tie
}
