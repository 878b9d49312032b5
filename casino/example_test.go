package casino_test

import (
	"fmt"

	"github.com/hhcheck/hhcheck/casino"
)

// A Punto Banco coup as a table system logs it (written by the project):
// Banco's third card is one the tableau forbids (Banco 6 against a Punto
// that stood), and the table paid Banco's 8 as a win.
func ExampleSettle() {
	c, err := casino.Decode([]byte(`{"game":"punto-banco","id":"example","decimals":2,
		"cards":["Ts","4c","6h","2d","2s"],
		"hands":{"punto":["Ts","6h"],"banco":["4c","2d","2s"]},
		"bets":[{"box":1,"spot":"banco","stake":10000,"paid":19500}]}`))
	if err != nil {
		panic(err)
	}
	r, err := casino.Settle(c, 1)
	if err != nil {
		panic(err)
	}
	for _, s := range r.Steps {
		fmt.Printf("%s: %s [%s]\n", s.Hand, s.What, s.Clause)
	}
	for _, f := range r.Findings {
		fmt.Printf("%s [%s] %s\n", f.Code, f.Clause, f.Message)
	}
	// Output:
	// punto: stands on 6 [CASINO §Punto Banco (Punto's tableau)]
	// banco: stands on 6, punto stood [CASINO §Punto Banco (Banco's tableau)]
	// coup: égalité [CASINO §Punto Banco (payments)]
	// DRAW_RULE [CASINO §Punto Banco (Banco's tableau)] banco drew with 3 card(s) [4c 2d 2s] recorded; the rules give it 2 [4c 2d]
	// PAYOUT [CASINO §Punto Banco (payments)] box 1 banco: stake 100.00, push (égalité): the table paid 195.00, the rules pay 100.00
}
