package eval

import (
	"testing"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
)

// TestTwoHoleAnyFive: in Irish and Double Hold'em (hand.TwoHoleAnyFive)
// at most two hole cards play; of three shown (PartyPoker's Double
// Hold'em) the best two, never the three together.
func TestTwoHoleAnyFive(t *testing.T) {
	cases := []struct {
		hole, board string
		want        string // TwoHoleAnyFive
		anyFive     string // AnyFive over the same cards, for contrast
	}{
		// three hearts and two on the board: a flush only with all three
		{"Ah Kh 7h", "Qh Jh 2c 2d 9s", "a pair of Deuces", "a flush, Ace high"},
		// the best pair of the three: Qc 5d, not 5d 3s
		{"Qc 5d 3s", "Qh Jh 2c 2d 9s", "two pair, Queens and Deuces", "two pair, Queens and Deuces"},
		// two cards shown (Irish's kept two): as Hold'em
		{"Ah Ad", "As 8h 2c 8d Kh", "a full house, Aces full of Eights", "a full house, Aces full of Eights"},
		// four held: two play (a straight of three hole cards is not)
		{"9c Tc Jd 2s", "Qh Kd 3c 4c 5h", "high card King", "a straight, Nine to King"},
		{"9c Tc Jd 2s", "Qh 3d 3c 4c 5h", "a pair of Threes", "a pair of Threes"},
		{"9c Tc Jd Qs", "Kh 3d 3c 4c 5h", "a pair of Threes", "a straight, Nine to King"},
		{"Ah 2s 9d Kc", "3c 4c 5h Kh 8d", "a straight, Ace to Five", "a straight, Ace to Five"},
	}
	for _, c := range cases {
		hole, err := cards.ParseList(c.hole)
		if err != nil {
			t.Fatal(err)
		}
		board, err := cards.ParseList(c.board)
		if err != nil {
			t.Fatal(err)
		}
		r := Evaluate(hand.HighHand, hand.TwoHoleAnyFive, &rules.Standard, hole, board)
		if got := Describe(hand.HighHand, r); got != c.want {
			t.Errorf("%s + %s: %q, want %q", c.hole, c.board, got, c.want)
		}
		if r.N != 5 || len(r.Cards) != 5 {
			t.Errorf("%s + %s: %d cards %v", c.hole, c.board, r.N, r.Cards)
		}
		n := 0
		for _, cd := range r.Cards[:r.N] {
			for _, h := range hole {
				if cd == h {
					n++
				}
			}
		}
		if n > 2 {
			t.Errorf("%s + %s: %d hole cards play: %v", c.hole, c.board, n, r.Cards)
		}
		a := Evaluate(hand.HighHand, hand.AnyFive, &rules.Standard, hole, board)
		if got := Describe(hand.HighHand, a); got != c.anyFive {
			t.Errorf("%s + %s any five: %q, want %q", c.hole, c.board, got, c.anyFive)
		}
	}
}
