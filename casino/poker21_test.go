package casino

import (
	"testing"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
)

// A coup written by the project: box 1 has a two-card 21 (Ah Kd), box 2
// 19, the dealer a two-card 21 (Ts Ac). RULES D6: under the CASINO
// reading box 1 pushes and box 2 loses; read the other way box 1 wins 3:2.
const d6Coup = `{"note":"written by the hhcheck project, not a casino record","game":"poker21","id":"project-p21-d6","decimals":2,
"cards":["Ah","9d","Ts","Kd","Qh","Ac"],"bets":[{"box":1,"spot":"21","stake":1000,"paid":1000},{"box":2,"spot":"21","stake":1000,"paid":0}]}`

func TestPoker21D6(t *testing.T) {
	c, err := Decode([]byte(d6Coup))
	if err != nil {
		t.Fatal(err)
	}
	r, err := Settle(c, 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Findings) != 0 || r.Bets[0].Paid != 1000 || r.Bets[0].Clause != rules.D6 || r.Bets[1].Paid != 0 {
		t.Fatalf("standard: %+v %+v", r.Bets, r.Findings)
	}
	wins := rules.Standard
	wins.Name = "d6-wins"
	wins.Poker21TwoCard21 = rules.TwoCard21Wins
	c, _ = Decode([]byte(d6Coup))
	r, err = SettleProfile(c, 1, &wins)
	if err != nil {
		t.Fatal(err)
	}
	if r.Bets[0].Paid != 2500 || len(r.Findings) != 1 || r.Findings[0].Code != Payout || r.Findings[0].Clause != rules.D6 {
		t.Fatalf("two-card 21 wins: %+v %+v", r.Bets, r.Findings)
	}
}

// TestPoker21Soft17: the dealer stands on a soft 17 (ace counted 11)
// and draws on a hard 16.
func TestPoker21Soft17(t *testing.T) {
	for _, tc := range []struct {
		cards string
		total int
		soft  bool
	}{{"Ah 6d", 17, true}, {"Ah 6d Kc", 17, false}, {"Ah Ad 9c", 21, true}, {"Ts 6c", 16, false}, {"Ah Kd", 21, true}} {
		got, soft := Points21(mustCards(tc.cards))
		if got != tc.total || soft != tc.soft {
			t.Errorf("%s: %d soft %v, want %d %v", tc.cards, got, soft, tc.total, tc.soft)
		}
	}
}

// FuzzSettle: no input panics; a coup either settles or is rejected
// with the field at fault.
func FuzzSettle(f *testing.F) {
	f.Add([]byte(d6Coup))
	f.Add([]byte(`{"game":"punto-banco","cards":["2h"],"bets":[{"box":1,"spot":"banco","stake":1}]}`))
	f.Add([]byte(`{"game":"caribbean-stud","cards":["2h","3h"],"decisions":{"box 1":["buy"]},"bets":[{"box":1,"spot":"ante","stake":1}]}`))
	f.Fuzz(func(t *testing.T, raw []byte) {
		c, err := Decode(raw)
		if err != nil {
			return
		}
		r, err := Settle(c, 1)
		if err != nil {
			if _, ok := err.(*CoupError); !ok {
				t.Fatalf("error of type %T: %v", err, err)
			}
			return
		}
		for _, b := range r.Bets {
			if b.Paid < 0 || b.PaidMax < b.Paid {
				t.Fatalf("bet %+v", b)
			}
		}
		_ = hand.Money(0)
	})
}
