package hand

import (
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/cards"
)

func TestOddChipHabits(t *testing.T) {
	for _, h := range OddChipHabits() {
		got, err := ParseOddChipHabit(string(h))
		if err != nil || got != h {
			t.Errorf("%q: %q %v", h, got, err)
		}
		if h == OddChipByProfile {
			t.Errorf("the empty habit is not one a site declares")
		}
	}
	for _, bad := range []string{"", "pokerstars", "RROP"} {
		if _, err := ParseOddChipHabit(bad); err == nil || !strings.Contains(err.Error(), `"rrop"`) {
			t.Errorf("%q accepted or error without the valid names: %v", bad, err)
		}
	}
}

func TestDeckPerGame(t *testing.T) {
	for g := GameType(1); g < numGameTypes; g++ {
		spec := g.Spec()
		d := spec.Deck()
		want := 52
		if g == ShortDeckHoldem {
			want = 36
		}
		if d.Len() != want {
			t.Errorf("%s: deck of %d cards, want %d", spec.Name, d.Len(), want)
		}
		two, six := cards.MustParse("2d"), cards.MustParse("6d")
		if d.Has(two) != (want == 52) || !d.Has(six) {
			t.Errorf("%s: 2d %v 6d %v", spec.Name, d.Has(two), d.Has(six))
		}
	}
	// the deck is every card of a rank at least the lowest, whatever it is
	for low := cards.Rank(0); low <= cards.Ace+1; low++ {
		var want cards.Set
		for c := cards.Card(0); c < cards.NumCards; c++ {
			if c.Rank() >= low {
				want = want.Add(c)
			}
		}
		if got := (&GameSpec{LowestRank: low}).Deck(); got != want {
			t.Errorf("lowest rank %d: deck %v, want %v", low, got.Cards(), want.Cards())
		}
	}
}

// TestFprint: zero fields are left out, nested values are indented, cards
// and streets print through their String methods, equal hands print alike.
func TestFprint(t *testing.T) {
	h := &Hand{ID: "42", Seats: []Seat{{Number: 3, Player: "Ann", Stack: 500}}, Boards: [][]cards.Card{cards.MustParseList("Ah Kd 2c")}}
	var a, b strings.Builder
	if err := Fprint(&a, h); err != nil {
		t.Fatal(err)
	}
	Fprint(&b, h)
	want := "ID: \"42\"\nSeats:\n  0:\n    Number: 3\n    Player: \"Ann\"\n    Stack: 500\nBoards: [[Ah Kd 2c]]\n"
	if a.String() != want || b.String() != want {
		t.Errorf("Fprint =\n%s\nwant\n%s", a.String(), want)
	}
}
