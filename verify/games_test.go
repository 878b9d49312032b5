package verify_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
)

// RRoP 3.7.5(b), stud low: among tied razz winners the odd chip goes to
// the lowest card by rank, the ace low, then by suit (clubs lowest) over
// all the player's cards: a's Ac is below b's Ad.
func TestRazzOddChipLowestCard_RRoP_3_7_5_b(t *testing.T) {
	s := `
seats 1:a:1000 2:b:1000 3:c:1000
a ante 1
b ante 1
c ante 1
third
c bringin 10
a call 10
b call 10
seventh
show a Ac 2c 3d 4h 5s Kd Qd
show b Ad 2h 3s 4c 5d Kh Qh
collect a 17
collect b 16`
	rep := check(t, hand.Razz, s)
	clean(t, rep)
	if got := rep.Pots[0].Runs[0].Portions[0].OddChips; !reflect.DeepEqual(got, []int{0}) {
		t.Fatalf("odd chips %v", got)
	}
	rep = check(t, hand.Razz, strings.NewReplacer("collect a 17", "collect a 16", "collect b 16", "collect b 17").Replace(s))
	want(t, rep, "AWARD_MISMATCH|"+string(rules.OddChipStud)+"||a|17|16", "AWARD_MISMATCH|"+string(rules.OddChipStud)+"||b|16|17")
}

// Stud hi/lo: c's full house (nines full of kings) takes the high half, with the odd unit
// between the halves (RRoP 3.7.5(c)); a and b tie for the low half (their
// wheels are only straights for the high) and share it, its odd chip to
// a's Ac, the lowest card (3.7.5(b)): quarters.
func TestStudHiLoQuarters_RRoP_3_7_5(t *testing.T) {
	s := `
seats 1:a:1000 2:b:1000 3:c:1000
a ante 3
b ante 3
c ante 3
third
c bringin 10
a call 10
b call 10
seventh
show a Ac 2c 3d 4h 5s Kd Qd
show b Ad 2h 3s 4c 5d Kh Qh
show c Ks Kc 8h 9s 9h 9c Tc
collect c 20
collect a 10
collect b 9`
	rep := check(t, hand.StudHiLo, s)
	clean(t, rep)
	ps := rep.Pots[0].Runs[0].Portions
	if len(ps) != 2 || !ps[0].OddUnit || ps[0].Amount != 20 || ps[1].Amount != 19 || !reflect.DeepEqual(ps[1].OddChips, []int{0}) {
		t.Fatalf("%+v", ps)
	}
}
