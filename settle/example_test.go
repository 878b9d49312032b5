package settle_test

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/settle"
)

// Settling a disputed Omaha hi/lo showdown from its facts alone: who is
// owed what.
func ExampleSettle() {
	ins, err := settle.ReadInputs(strings.NewReader(`{"game": "omaha-hilo", "button": 1, "board": ["2c", "5d", "7h", "Kc", "Ks"],
	 "players": [{"seat": 1, "name": "Ann", "cards": ["Ah", "3d", "Kd", "Qd"], "contributed": 100},
	             {"seat": 2, "name": "Bob", "cards": ["As", "3s", "Jc", "Tc"], "contributed": 100},
	             {"seat": 3, "name": "Cleo", "cards": ["9h", "9s", "8h", "8s"], "contributed": 100},
	             {"seat": 4, "name": "Dan", "contributed": 11, "folded": true}]}`))
	if err != nil {
		fmt.Println(err)
		return
	}
	c, err := settle.Decode(ins[0])
	if err != nil {
		fmt.Println(err)
		return
	}
	o, err := settle.Settle(c)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, s := range o.Seats {
		fmt.Printf("seat %d %s: put in %d, won %d\n", s.Seat, s.Name, s.Contributed, s.Won)
	}
	// Output:
	// seat 1 Ann: put in 100, won 233
	// seat 2 Bob: put in 100, won 78
	// seat 3 Cleo: put in 100, won 0
	// seat 4 Dan: put in 11, won 0
}
