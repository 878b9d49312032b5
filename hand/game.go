package hand

import "github.com/hhcheck/hhcheck/cards"

// GameType names one poker game. The game-specific facts the replay and the
// verifier need are data in Games, so that one replay and one splitter serve
// every game.
type GameType uint8

// The games of RULES.md §5 plus the ones the sites deal.
const (
	UnknownGame GameType = iota
	Holdem
	ShortDeckHoldem // 6+ Hold'em: 36 cards, flush beats full house
	Omaha
	OmahaHiLo
	Omaha5
	Omaha5HiLo
	Omaha6
	Omaha6HiLo
	Courchevel
	CourchevelHiLo
	HiLoRegular // Omaha hi/lo without the eight qualifier (CASINO §Hi-lo Regular)
	Stud
	StudHiLo
	Razz
	SevenNullo // A-6 low stud (CASINO §Seven Nullo)
	FiveCardDraw
	SingleDraw27
	TripleDraw27
	TripleDrawA5
	Badugi
	Badeucey
	FiveCardStud // one down one up, then three up (RULES and CASINO silent: the sites' rules)
	Irish        // four hole cards, two discarded after the flop betting (sources silent)
	DoubleHoldem // PartyPoker: three hole cards, one discarded on the flop (sources silent)
	SingleDrawA5 // A-5 low, one draw (Kings Club)
	numGameTypes
)

// Family groups games by how cards are dealt and who acts first.
type Family uint8

const (
	FlopGame Family = iota + 1 // hole cards + community board, a button
	StudGame                   // up and down cards, bring-in, no button
	DrawGame                   // hole cards replaced in draws, a button
)

// HandRule says how a player's cards are ranked for one half of a pot.
type HandRule uint8

const (
	NoRule        HandRule = iota
	HighHand               // RULES §2
	HighShortDeck          // 6+: A-6-7-8-9 straight, flush beats full house
	LowA5Eight             // A-5 low, eight or better (RULES §3, FR-2016 Art.6 III 1°)
	LowA5                  // A-5 low, no qualifier (Razz, Hi-lo Regular, A-5 draw)
	Low27                  // 2-7 low (RULES §3, D1)
	LowA6                  // A-6 low, Seven Nullo (RULES §3)
	BadugiAceLow           // RULES §4
	BadugiAceHigh          // RULES §4, Badeucey's badugi half (D5)
)

var handRuleNames = [...]string{"none", "high", "high (6+)", "low A-5, eight or better", "low A-5", "low 2-7", "low A-6", "badugi, ace low", "badugi, ace high"}

// String names the rule for a reader ("high", "low A-5, eight or better").
func (r HandRule) String() string { return nameOf(handRuleNames[:], r, "none") }

// CardUse says which of a player's cards may make the hand.
type CardUse uint8

const (
	AnyFive      CardUse = iota + 1 // best five of hole (+ board) cards
	TwoPlusThree                    // exactly two hole cards and three board cards (Omaha, RULES §5)
	AllHeld                         // the cards held after the last draw (draw games)
	// TwoHoleAnyFive: the best five of the board and of at most two hole
	// cards, the two a player kept after the discard (Irish, Double
	// Hold'em). When a player's record shows more (PartyPoker's Double
	// Hold'em shows all three cards and never says which one was
	// discarded), the best two of them count: the site's described hand.
	TwoHoleAnyFive
)

// GameSpec is what the replay and the verifier need to know of a game.
type GameSpec struct {
	Type      GameType
	Name      string // the settle/CLI name: "holdem", "omaha-hilo", ...
	Title     string // in words: "Omaha Hi/Lo"
	Family    Family
	HoleCards int     // cards each player holds (stud: 7 at the end)
	Use       CardUse // which cards make the hand
	// Halves lists the ways a pot is shared: one rule for a high-only or
	// low-only game, two for a split game (the first is the "high" half, the
	// one that takes the odd unit between halves, RRoP 3.7.5(c); Badeucey's
	// first half is the 2-7 half by default, RULES D8).
	Halves []HandRule
	// SecondHalfConditional: the second half exists only if some eligible
	// player qualifies for it (RULES §3 eight qualifier, D9).
	SecondHalfConditional bool
	// FirstBoardCardEarly: Courchevel turns the first flop card before the
	// first betting round.
	FirstBoardCardEarly bool
	// BringInLow: in stud, the bring-in is posted by the lowest up card
	// (true) or by the highest (razz in standard practice, RULES D2).
	BringInLow bool
	// Draws is the number of draws in a draw game.
	Draws int
	// LowestRank is the lowest rank of the game's deck: 6 for 6+ Hold'em
	// (36 cards, six to ace); 0 for the full 52-card deck (RULES §1).
	// Deck is the one place that reads it.
	LowestRank cards.Rank
	// Streets lists, for games dealt street by street (stud), the cards
	// each street gives every player; nil for the others, whose players
	// get HoleCards at once.
	Streets []StreetDeal
	// Kept is, for a flop game with a discard round (Irish, Double
	// Hold'em), the hole cards each player keeps after it; 0 when no
	// card is discarded. DiscardOn is the street whose betting round the
	// discard follows (or, Double Hold'em, starts on).
	Kept      int
	DiscardOn Street
}

// HandCards is the number of hole cards a player's hand is made from at
// the showdown: the Kept ones in a game with a discard round, else all
// HoleCards.
func (g *GameSpec) HandCards() int {
	if g.Kept > 0 {
		return g.Kept
	}
	return g.HoleCards
}

// StudStreet returns the i-th (0-based) street of a stud game: its first
// street (the bring-in), its second (an open pair may bet the big bet,
// RULES §7; 5 card stud's 3rd street, where the sources are silent: the
// option is allowed, so that no finding rests on it), its third (big bets
// from there on); NoStreet when the game has none.
func (g *GameSpec) StudStreet(i int) Street {
	if i < 0 || i >= len(g.Streets) {
		return NoStreet
	}
	return g.Streets[i].Street
}

// StreetDeal is what one street deals to each player still in: Down
// cards seen only by him (and in the record only for the hero), Up cards
// seen by all.
type StreetDeal struct {
	Street   Street
	Down, Up int
}

// studStreets: 3rd street two down and one up, 4th to 6th one up, 7th one
// down (FR-2016 Art.7 III, RULES §5): seven cards, four up.
var studStreets = []StreetDeal{{Third, 2, 1}, {Fourth, 0, 1}, {Fifth, 0, 1}, {Sixth, 0, 1}, {Seventh, 1, 0}}

// fiveStudStreets: 2nd street one down and one up, 3rd to 5th one up
// each (the sites' 5 card stud: Full Tilt's and iPoker's real hands; RULES
// and CASINO do not describe the game): five cards, four up.
var fiveStudStreets = []StreetDeal{{Second, 1, 1}, {Third, 0, 1}, {Fourth, 0, 1}, {Fifth, 0, 1}}

// Deck is the set of cards the game is dealt from: the 52 cards, or for
// 6+ Hold'em the 36 from six to ace.
func (g *GameSpec) Deck() cards.Set {
	// cards are numbered by rank first: the deck is every card from the
	// first of the lowest rank on
	all := cards.Set(1)<<cards.NumCards - 1
	if g.LowestRank <= cards.Two {
		return all
	}
	if g.LowestRank > cards.Ace {
		return 0
	}
	return all &^ (cards.Set(1)<<cards.New(g.LowestRank, cards.Clubs) - 1)
}

// Split reports whether pots of this game are shared between two halves.
func (g *GameSpec) Split() bool { return len(g.Halves) > 1 }

// Games holds the spec of every GameType; index it with the type.
var Games = [numGameTypes]GameSpec{
	UnknownGame:     {Type: UnknownGame, Name: "unknown", Title: "Unknown game"},
	Holdem:          {Type: Holdem, Name: "holdem", Title: "Hold'em", Family: FlopGame, HoleCards: 2, Use: AnyFive, Halves: []HandRule{HighHand}},
	ShortDeckHoldem: {Type: ShortDeckHoldem, Name: "holdem-6plus", Title: "6+ Hold'em", Family: FlopGame, HoleCards: 2, Use: AnyFive, Halves: []HandRule{HighShortDeck}, LowestRank: 6},
	Omaha:           {Type: Omaha, Name: "omaha", Title: "Omaha", Family: FlopGame, HoleCards: 4, Use: TwoPlusThree, Halves: []HandRule{HighHand}},
	OmahaHiLo:       {Type: OmahaHiLo, Name: "omaha-hilo", Title: "Omaha Hi/Lo", Family: FlopGame, HoleCards: 4, Use: TwoPlusThree, Halves: []HandRule{HighHand, LowA5Eight}, SecondHalfConditional: true},
	Omaha5:          {Type: Omaha5, Name: "omaha5", Title: "5 Card Omaha", Family: FlopGame, HoleCards: 5, Use: TwoPlusThree, Halves: []HandRule{HighHand}},
	Omaha5HiLo:      {Type: Omaha5HiLo, Name: "omaha5-hilo", Title: "5 Card Omaha Hi/Lo", Family: FlopGame, HoleCards: 5, Use: TwoPlusThree, Halves: []HandRule{HighHand, LowA5Eight}, SecondHalfConditional: true},
	Omaha6:          {Type: Omaha6, Name: "omaha6", Title: "6 Card Omaha", Family: FlopGame, HoleCards: 6, Use: TwoPlusThree, Halves: []HandRule{HighHand}},
	Omaha6HiLo:      {Type: Omaha6HiLo, Name: "omaha6-hilo", Title: "6 Card Omaha Hi/Lo", Family: FlopGame, HoleCards: 6, Use: TwoPlusThree, Halves: []HandRule{HighHand, LowA5Eight}, SecondHalfConditional: true},
	Courchevel:      {Type: Courchevel, Name: "courchevel", Title: "Courchevel", Family: FlopGame, HoleCards: 5, Use: TwoPlusThree, Halves: []HandRule{HighHand}, FirstBoardCardEarly: true},
	CourchevelHiLo:  {Type: CourchevelHiLo, Name: "courchevel-hilo", Title: "Courchevel Hi/Lo", Family: FlopGame, HoleCards: 5, Use: TwoPlusThree, Halves: []HandRule{HighHand, LowA5Eight}, SecondHalfConditional: true, FirstBoardCardEarly: true},
	HiLoRegular:     {Type: HiLoRegular, Name: "hilo-regular", Title: "Hi-lo Regular", Family: FlopGame, HoleCards: 4, Use: TwoPlusThree, Halves: []HandRule{HighHand, LowA5}},
	Stud:            {Type: Stud, Name: "stud", Title: "7 Card Stud", Family: StudGame, HoleCards: 7, Use: AnyFive, Halves: []HandRule{HighHand}, BringInLow: true, Streets: studStreets},
	StudHiLo:        {Type: StudHiLo, Name: "stud-hilo", Title: "7 Card Stud Hi/Lo", Family: StudGame, HoleCards: 7, Use: AnyFive, Halves: []HandRule{HighHand, LowA5Eight}, SecondHalfConditional: true, BringInLow: true, Streets: studStreets},
	Razz:            {Type: Razz, Name: "razz", Title: "Razz", Family: StudGame, HoleCards: 7, Use: AnyFive, Halves: []HandRule{LowA5}, Streets: studStreets},
	SevenNullo:      {Type: SevenNullo, Name: "nullo", Title: "Seven Nullo", Family: StudGame, HoleCards: 7, Use: AnyFive, Halves: []HandRule{LowA6}, Streets: studStreets},
	FiveCardDraw:    {Type: FiveCardDraw, Name: "5-draw", Title: "5 Card Draw", Family: DrawGame, HoleCards: 5, Use: AllHeld, Halves: []HandRule{HighHand}, Draws: 1},
	SingleDraw27:    {Type: SingleDraw27, Name: "27-single-draw", Title: "2-7 Single Draw", Family: DrawGame, HoleCards: 5, Use: AllHeld, Halves: []HandRule{Low27}, Draws: 1},
	TripleDraw27:    {Type: TripleDraw27, Name: "27-draw", Title: "2-7 Triple Draw", Family: DrawGame, HoleCards: 5, Use: AllHeld, Halves: []HandRule{Low27}, Draws: 3},
	TripleDrawA5:    {Type: TripleDrawA5, Name: "a5-draw", Title: "A-5 Triple Draw", Family: DrawGame, HoleCards: 5, Use: AllHeld, Halves: []HandRule{LowA5}, Draws: 3},
	// A-5 single draw: RULES §5 names A-5 triple draw; the single-draw game
	// (Kings Club 41388325) compares the same five cards held after the last
	// draw by the same A-5 low, with one draw, as 2-7 single draw is 2-7
	// triple draw with one.
	SingleDrawA5: {Type: SingleDrawA5, Name: "a5-single-draw", Title: "A-5 Single Draw", Family: DrawGame, HoleCards: 5, Use: AllHeld, Halves: []HandRule{LowA5}, Draws: 1},
	Badugi:       {Type: Badugi, Name: "badugi", Title: "Badugi", Family: DrawGame, HoleCards: 4, Use: AllHeld, Halves: []HandRule{BadugiAceLow}, Draws: 3},
	Badeucey:     {Type: Badeucey, Name: "badeucey", Title: "Badeucey", Family: DrawGame, HoleCards: 5, Use: AllHeld, Halves: []HandRule{Low27, BadugiAceHigh}, Draws: 3},
	// 5 card stud: RULES §5 and CASINO name only 7-card stud; the sites'
	// game (Full Tilt 32412111030, iPoker 3013529647): five cards, the best
	// five of the five, high (RULES §2); RULES §7's stud order of action
	// (the lowest up card brings in, the best showing acts first later);
	// the big bet from the third betting round, 4th street (Full Tilt's
	// 800/1600 hand bets 1,600 on 4th and 5th street, iPoker's $0.10 on
	// 4th), as 7-card stud's from its third, 5th street.
	FiveCardStud: {Type: FiveCardStud, Name: "stud5", Title: "5 Card Stud", Family: StudGame, HoleCards: 5, Use: AnyFive, Halves: []HandRule{HighHand}, BringInLow: true, Streets: fiveStudStreets},
	// Irish: RULES and CASINO are silent on it; Full Tilt's game (hand
	// 32447075821): four hole cards, two discarded after the flop's
	// betting round, then Hold'em with the two kept: RULES §5's Texas
	// Hold'em row, the best five of the seven, any mix.
	Irish: {Type: Irish, Name: "irish", Title: "Irish", Family: FlopGame, HoleCards: 4, Use: TwoHoleAnyFive, Halves: []HandRule{HighHand}, Kept: 2, DiscardOn: Flop},
	// Double Hold'em: RULES and CASINO are silent on it; PartyPoker's game
	// (hand 11764881345): three hole cards, each player still in "Selects
	// point card" on the flop (one card discarded, never named), then
	// Hold'em with the two kept (RULES §5's Texas Hold'em row).
	DoubleHoldem: {Type: DoubleHoldem, Name: "double-holdem", Title: "Double Hold'em", Family: FlopGame, HoleCards: 3, Use: TwoHoleAnyFive, Halves: []HandRule{HighHand}, Kept: 2, DiscardOn: Flop},
}

// Spec returns the spec of g.
func (g GameType) Spec() *GameSpec {
	if int(g) >= len(Games) {
		return &Games[UnknownGame]
	}
	return &Games[g]
}

func (g GameType) String() string { return g.Spec().Name }

// GameByName finds a game by its settle/CLI name.
func GameByName(name string) (GameType, bool) {
	for i := range Games {
		if Games[i].Name == name && GameType(i) != UnknownGame {
			return GameType(i), true
		}
	}
	return UnknownGame, false
}

// Limit is the betting structure (RULES §7).
type Limit uint8

const (
	UnknownLimit Limit = iota
	NoLimit
	PotLimit
	FixedLimit
	CapNoLimit  // no limit with a per-player cap on the hand
	CapPotLimit // pot limit with a cap
)

var limitNames = [...]string{"unknown", "NL", "PL", "FL", "CAP-NL", "CAP-PL"}

func (l Limit) String() string { return nameOf(limitNames[:], l, "unknown") }
