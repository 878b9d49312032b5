package cards

import (
	"fmt"
	"testing"
)

// TestEveryCardRoundTrips: the 52 cards print and parse back, each once,
// in RRoP 3.7.1 order (rank, then clubs < diamonds < hearts < spades).
func TestEveryCardRoundTrips(t *testing.T) {
	var all Set
	for c := Card(0); c < NumCards; c++ {
		s := c.String()
		back, err := Parse(s)
		if err != nil || back != c {
			t.Fatalf("Parse(%q) = %v, %v; want %v", s, back, err, c)
		}
		if New(c.Rank(), c.Suit()) != c {
			t.Errorf("New(%v, %v) != %v", c.Rank(), c.Suit(), c)
		}
		all = all.Add(c)
		if c > 0 {
			p := c - 1
			if p.Rank() > c.Rank() || (p.Rank() == c.Rank() && p.Suit() >= c.Suit()) {
				t.Errorf("%v sorts before %v against RRoP 3.7.1", p, c)
			}
		}
	}
	if all.Len() != NumCards {
		t.Fatalf("%d distinct cards, want 52", all.Len())
	}
	if Card(NumCards).Valid() || Card(NumCards).String() != "??" {
		t.Error("card 52 is valid")
	}
}

func TestParseForms(t *testing.T) {
	for in, want := range map[string]string{"Ah": "Ah", "td": "Td", "10h": "Th", "KS": "Ks", "2c": "2c", "aH": "Ah"} {
		c, err := Parse(in)
		if err != nil || c.String() != want {
			t.Errorf("Parse(%q) = %v, %v; want %s", in, c, err, want)
		}
	}
	for _, bad := range []string{"", "A", "1h", "Ax", "Ahh", "11h", "0h", "Xh"} {
		if c, err := Parse(bad); err == nil {
			t.Errorf("Parse(%q) = %v, want an error", bad, c)
		}
	}
	cs, err := ParseList("Ah Kd  10c")
	if err != nil || Format(cs) != "Ah Kd Tc" {
		t.Errorf("ParseList = %v, %v", cs, err)
	}
	if _, err := ParseList("Ah Zz"); err == nil {
		t.Error("ParseList accepted Zz")
	}
}

func TestStrings(t *testing.T) {
	if got := Strings(MustParseList("Ah Td 2c")); len(got) != 3 || got[0] != "Ah" || got[1] != "Td" || got[2] != "2c" {
		t.Errorf("Strings(Ah Td 2c) = %q", got)
	}
	if got := Strings(nil); got == nil || len(got) != 0 {
		t.Errorf("Strings(nil) = %#v, want an empty list", got)
	}
}

func TestSetAndDuplicate(t *testing.T) {
	cs := MustParseList("Ah Kd 2c Ah")
	if c, dup := Duplicate(cs); !dup || c != MustParse("Ah") {
		t.Errorf("Duplicate = %v, %v; want Ah", c, dup)
	}
	if _, dup := Duplicate(cs[:3]); dup {
		t.Error("Duplicate found one in three distinct cards")
	}
	s := SetOf(cs[:3]...)
	if s.Len() != 3 || !s.Has(MustParse("Kd")) || s.Has(MustParse("Ks")) {
		t.Errorf("set %v", s.Cards())
	}
	if got := Format(s.Cards()); got != "2c Kd Ah" {
		t.Errorf("Cards() = %s, want lowest first", got)
	}
}

// TestStudCards: the cards that decide bring-ins and stud odd chips
// (RRoP 3.7.1, 3.7.5(b)): suits break rank ties; in A-5 lows the ace is
// the lowest card.
func TestStudCards(t *testing.T) {
	cs := MustParseList("Kd Ks 2h 2c Ac")
	if Highest(cs) != MustParse("Ac") {
		t.Errorf("Highest = %v", Highest(cs))
	}
	if Lowest(cs) != MustParse("2c") {
		t.Errorf("Lowest = %v", Lowest(cs))
	}
	if LowestA5(cs) != MustParse("Ac") {
		t.Errorf("LowestA5 = %v, want the ace", LowestA5(cs))
	}
	if LowestA5(MustParseList("As Ad 2c")) != MustParse("Ad") {
		t.Error("LowestA5 among aces is not the lowest suit")
	}
	if Highest(MustParseList("Kd Ks Kh")) != MustParse("Ks") {
		t.Error("Highest among kings is not the spade")
	}
}

func TestRankWords(t *testing.T) {
	if Ace.Name() != "Ace" || Six.Plural() != "Sixes" || Ten.Char() != 'T' || Rank(1).Name() != "?" {
		t.Error("rank words")
	}
	for b := byte(0); b < 255; b++ {
		r, ok := ParseRank(b)
		if ok != (r >= Two && r <= Ace) {
			t.Fatalf("ParseRank(%q) = %v, %v", b, r, ok)
		}
	}
}

func ExampleParseList() {
	board, _ := ParseList("Ah Kd 10c")
	fmt.Println(Format(board), board[0].Rank().Name(), len(board))
	// Output: Ah Kd Tc Ace 3
}

func ExampleDuplicate() {
	dealt := MustParseList("Ah Kd Qs Ah")
	if c, dup := Duplicate(dealt); dup {
		fmt.Println("dealt twice:", c)
	}
	// Output: dealt twice: Ah
}
