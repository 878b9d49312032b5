package cards

import (
	"fmt"
	"math/bits"
	"strings"
)

// Rank is a card rank from Two (2) to Ace (14). The ace's second role as
// "one" (the wheel, A-5 lows) is the evaluators' business, not the card's.
type Rank uint8

// The thirteen ranks. Values equal the pip count so that Rank(9) is a nine.
const (
	Two Rank = iota + 2
	Three
	Four
	Five
	Six
	Seven
	Eight
	Nine
	Ten
	Jack
	Queen
	King
	Ace
)

// Suit is a card suit. The numeric order is the RRoP 3.7.1 order, lowest
// first (clubs < diamonds < hearts < spades), so comparing two suits with <
// answers "which is lower by suit" directly.
type Suit uint8

// The four suits in RRoP 3.7.1 order, lowest first.
const (
	Clubs Suit = iota
	Diamonds
	Hearts
	Spades
)

// Card is one of the 52 cards, numbered 0..51 as (rank-2)*4 + suit. The
// numbering makes "higher by rank, then by suit" the plain integer order,
// which is exactly the order RRoP 3.7.1 uses for bring-ins and odd chips.
type Card uint8

// NumCards is the size of the deck.
const NumCards = 52

// New returns the card of rank r and suit s.
func New(r Rank, s Suit) Card { return Card(uint8(r-2)*4 + uint8(s)) }

// Rank returns the card's rank.
func (c Card) Rank() Rank { return Rank(c/4) + 2 }

// Suit returns the card's suit.
func (c Card) Suit() Suit { return Suit(c % 4) }

// Valid reports whether c is one of the 52 cards.
func (c Card) Valid() bool { return c < NumCards }

const rankChars = "23456789TJQKA"
const suitChars = "cdhs"

// String returns the two-character form used by the sites, e.g. "Ah", "Td".
func (c Card) String() string {
	if !c.Valid() {
		return "??"
	}
	return string([]byte{rankChars[c/4], suitChars[c%4]})
}

// Char returns the rank's one-character form ("A", "T", "2").
func (r Rank) Char() byte {
	if r < Two || r > Ace {
		return '?'
	}
	return rankChars[r-2]
}

var rankNames = [...]string{"", "", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Jack", "Queen", "King", "Ace"}
var rankPlurals = [...]string{"", "", "Twos", "Threes", "Fours", "Fives", "Sixes", "Sevens", "Eights", "Nines", "Tens", "Jacks", "Queens", "Kings", "Aces"}

// Name returns the rank in words as the sites print it ("Ace", "Ten").
func (r Rank) Name() string {
	if r < Two || r > Ace {
		return "?"
	}
	return rankNames[r]
}

// Plural returns the plural the sites print ("Aces", "Sixes").
func (r Rank) Plural() string {
	if r < Two || r > Ace {
		return "?"
	}
	return rankPlurals[r]
}

// Char returns the suit's one-letter form ('c', 'd', 'h', 's').
func (s Suit) Char() byte { return suitChars[s&3] }

// ParseRank reads a rank character: 2-9, T (or t), J, Q, K, A, in either case.
func ParseRank(b byte) (Rank, bool) { return rankOf[b], rankOf[b] != 0 }

// ParseSuit reads a suit letter in either case.
func ParseSuit(b byte) (Suit, bool) {
	if suitOf[b] == 0 {
		return 0, false
	}
	return Suit(suitOf[b] - 1), true
}

// rankOf and suitOf read the characters of rankChars and suitChars in
// either case: the rank, the suit plus one; 0 for any other byte.
var rankOf, suitOf = func() (r [256]Rank, s [256]uint8) {
	for i := range len(rankChars) {
		c := rankChars[i]
		r[c], r[c|0x20] = Rank(i+2), Rank(i+2) // '2'|0x20 is '2'
	}
	for i := range len(suitChars) {
		c := suitChars[i]
		s[c], s[c&^0x20] = uint8(i+1), uint8(i+1)
	}
	return r, s
}()

// Parse reads one card in the forms the sites write: "Ah", "td", "10h"
// (some sites spell the ten with two digits) and upper-case suits.
func Parse(s string) (Card, error) {
	if len(s) == 3 && s[0] == '1' && s[1] == '0' {
		s = "T" + s[2:]
	}
	if len(s) != 2 {
		return 0, fmt.Errorf("card %q: want rank and suit, e.g. Ah", s)
	}
	r, ok := ParseRank(s[0])
	if !ok {
		return 0, fmt.Errorf("card %q: unknown rank %q", s, s[0])
	}
	su, ok := ParseSuit(s[1])
	if !ok {
		return 0, fmt.Errorf("card %q: unknown suit %q", s, s[1])
	}
	return New(r, su), nil
}

// MustParse is Parse for literals in tests and tables; it panics on error.
func MustParse(s string) Card {
	c, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return c
}

// ParseList reads cards separated by spaces or commas, e.g. "Ah Kd 5c".
func ParseList(s string) ([]Card, error) {
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' })
	out := make([]Card, 0, len(fields))
	for _, f := range fields {
		c, err := Parse(f)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

// MustParseList is ParseList for literals; it panics on error.
func MustParseList(s string) []Card {
	cs, err := ParseList(s)
	if err != nil {
		panic(err)
	}
	return cs
}

// Format writes cards as the sites do, separated by single spaces.
func Format(cs []Card) string {
	var b strings.Builder
	for i, c := range cs {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(c.String())
	}
	return b.String()
}

// Strings returns each card's two-character form ("Ah", "Td"), in order;
// no card gives an empty list, not nil.
func Strings(cs []Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	return out
}

// Set is a set of cards, one bit per card (bit i is Card(i)).
type Set uint64

// SetOf returns the set holding the given cards.
func SetOf(cs ...Card) Set {
	var s Set
	for _, c := range cs {
		s |= 1 << c
	}
	return s
}

// Has reports whether c is in the set.
func (s Set) Has(c Card) bool { return s&(1<<c) != 0 }

// Add returns the set with c added.
func (s Set) Add(c Card) Set { return s | 1<<c }

// Len returns the number of cards in the set.
func (s Set) Len() int { return bits.OnesCount64(uint64(s)) }

// Cards lists the set's cards, lowest first.
func (s Set) Cards() []Card {
	out := make([]Card, 0, s.Len())
	for v := uint64(s); v != 0; v &= v - 1 {
		out = append(out, Card(bits.TrailingZeros64(v)))
	}
	return out
}

// Duplicate returns the first card that occurs twice in cs, if any. Every
// check on dealt cards starts here: a deck has each card once.
func Duplicate(cs []Card) (Card, bool) {
	var seen Set
	for _, c := range cs {
		if seen.Has(c) {
			return c, true
		}
		seen = seen.Add(c)
	}
	return 0, false
}

// Highest returns the highest card by rank, then suit (RRoP 3.7.1), of a
// non-empty list. Stud gives the odd chip to its holder (RRoP 3.7.5(b)).
func Highest(cs []Card) Card {
	h := cs[0]
	for _, c := range cs[1:] {
		if c > h {
			h = c
		}
	}
	return h
}

// LowestA5 returns the lowest card by rank, then suit, of a non-empty list,
// with the ace counting as one as it does in A-5 lows: the card that takes a
// stud low half's odd chip (RRoP 3.7.5(b)). Among aces the club is lowest.
func LowestA5(cs []Card) Card {
	key := func(c Card) int {
		if c.Rank() == Ace {
			return int(c.Suit()) - 4 // below every deuce, suits still ordered
		}
		return int(c)
	}
	l := cs[0]
	for _, c := range cs[1:] {
		if key(c) < key(l) {
			l = c
		}
	}
	return l
}

// Lowest returns the lowest card by rank (ace high), then suit, of a
// non-empty list: the stud bring-in card under the high-game rule.
func Lowest(cs []Card) Card {
	l := cs[0]
	for _, c := range cs[1:] {
		if c < l {
			l = c
		}
	}
	return l
}
