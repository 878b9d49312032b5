package rules

import (
	"fmt"
	"sort"
	"strings"
)

// MinRaise is the minimum-raise reading (RULES D3).
type MinRaise uint8

const (
	// MinRaisePreviousIncrement: the raise increment is at least the previous
	// bet or raise increment (bet 10, raise to 30: next minimum is 50).
	MinRaisePreviousIncrement MinRaise = iota
	// MinRaiseDoubleLast: FR-2016 Art.7 read literally, "at least double the
	// last raise".
	MinRaiseDoubleLast
)

// OddChipRule says who takes an odd chip inside one division (RULES D7).
type OddChipRule uint8

const (
	// OddChipRRoP: RRoP 3.7.5(a)/(b): one chip at a time, first tied winner
	// left of the button (button games) or by highest/lowest card by suit
	// (stud games).
	OddChipRRoP OddChipRule = iota
	// OddChipSite: the site's own habit as recorded in the hand's
	// conventions (hand.Conventions.OddChip), documented with the site's
	// mapping; falls back to RRoP when the site has none.
	OddChipSite
)

// SplitRemainder says which half takes the odd unit between two halves.
type SplitRemainder uint8

const (
	RemainderFirstHalf  SplitRemainder = iota // high half; Badeucey's 2-7 half (D8 default)
	RemainderSecondHalf                       // low half; Badeucey's badugi half
)

// Profile is one consistent reading of the rules.
type Profile struct {
	Name        string
	Description string

	// D1: straights and flushes count against a 2-7 low (sites, CASINO §2-7);
	// false is FR-2016 Art.6 II read literally.
	Low27StraightsFlushesCount bool
	// D2: the razz bring-in is the highest up card and the lowest visible
	// hand acts first (standard practice); false is FR-2016 Art.7 III read
	// literally (lowest up card in every stud).
	RazzBringInHighest bool
	// D3: the minimum raise reading.
	MinRaise MinRaise
	// D4: in low games a lower full house beats a higher one (low logic);
	// false is FR-2016 Art.6 II 3° read literally (the higher three of a
	// kind wins even inside a low comparison).
	LowFullHouseLowerWins bool
	// D5: the ace in Badeucey's badugi half is high (CASINO §Badeucey);
	// false plays it low as in Badugi.
	BadeuceyBadugiAceHigh bool
	// D7: who takes odd chips inside a division.
	OddChips OddChipRule
	// D8: which Badeucey half takes the odd unit between the halves.
	BadeuceyRemainder SplitRemainder
	// D6: a player's two-card 21 in Poker 21 against the dealer's
	// two-card 21.
	Poker21TwoCard21 TwoCard21Rule
}

// TwoCard21Rule is the Poker 21 reading of a player's two-card 21 against
// the dealer's two-card 21 (RULES D6).
type TwoCard21Rule uint8

const (
	// TwoCard21Push: CASINO §Poker 21, "si le croupier fait également
	// « 21 », le coup est nul pour vous et les autres joueurs perdent leur
	// mise": the player's two-card 21 pushes, every other hand loses.
	TwoCard21Push TwoCard21Rule = iota
	// TwoCard21Wins: the sentence before it read alone ("vous avez gagné
	// votre mise ... si vous avez fait « 21 » en 2 cartes"): a two-card 21
	// always wins 3:2; other hands still lose to the dealer's two-card 21.
	TwoCard21Wins
)

// Clause citations for the divergences, reported with the profile that
// decided them.
const (
	D1 Clause = "RULES D1"
	D2 Clause = "RULES D2"
	D3 Clause = "RULES D3"
	D4 Clause = "RULES D4"
	D5 Clause = "RULES D5"
	D6 Clause = "RULES D6"
	D7 Clause = "RULES D7"
	D8 Clause = "RULES D8"
	D9 Clause = "RULES D9"
	// ProfilePoints: RULES §9 as a whole, when no single point of it is
	// known to make two profiles differ.
	ProfilePoints Clause = "RULES §9"
)

// Standard is what the sites and the casino rules do, with RRoP 3.7.5 for
// odd chips: the default.
var Standard = Profile{
	Name:                       "standard",
	Description:                "sites' and casino practice; odd chips by RRoP 3.7.5",
	Low27StraightsFlushesCount: true,
	RazzBringInHighest:         true,
	MinRaise:                   MinRaisePreviousIncrement,
	LowFullHouseLowerWins:      true,
	BadeuceyBadugiAceHigh:      true,
	OddChips:                   OddChipRRoP,
	BadeuceyRemainder:          RemainderFirstHalf,
}

// FR2016 is the French regulation of 2016 read literally where it speaks
// (D1, D2, D3, D4); elsewhere it keeps the standard reading.
var FR2016 = Profile{
	Name:                       "fr2016",
	Description:                "FR-2016 read literally (D1, D2, D3, D4); odd chips by RRoP 3.7.5",
	Low27StraightsFlushesCount: false,
	RazzBringInHighest:         false,
	MinRaise:                   MinRaiseDoubleLast,
	LowFullHouseLowerWins:      false,
	BadeuceyBadugiAceHigh:      true,
	OddChips:                   OddChipRRoP,
	BadeuceyRemainder:          RemainderFirstHalf,
}

// SiteOddChips is the standard reading with each site's own odd-chip habit
// (RULES D7) instead of RRoP 3.7.5.
var SiteOddChips = func() Profile {
	p := Standard
	p.Name = "site"
	p.Description = "standard, with each site's documented odd-chip habit (D7)"
	p.OddChips = OddChipSite
	return p
}()

var profiles = map[string]*Profile{
	"standard": &Standard,
	"rrop":     &Standard, // the name the settle input and issue 2 use
	"fr2016":   &FR2016,
	"site":     &SiteOddChips,
}

// ByName finds a profile by name.
func ByName(name string) (Profile, error) {
	if p, ok := profiles[strings.ToLower(name)]; ok {
		return *p, nil
	}
	return Profile{}, fmt.Errorf("unknown rule profile %q (known: %s)", name, strings.Join(Names(), ", "))
}

// Names lists the profile names.
func Names() []string {
	out := make([]string, 0, len(profiles))
	for n := range profiles {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}
