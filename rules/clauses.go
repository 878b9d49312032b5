package rules

// Clauses cited by the checks, in the form RULES.md uses. A discrepancy
// always carries one of these so a regulator can open the source at the
// right line.
const (
	CardOrder          = "FR-2016 Art.5 I"       // card and suit order
	HandCategories     = "FR-2016 Art.5 II"      // the ten categories
	HighComparison     = "FR-2016 Art.6 I"       // comparing high hands
	FullHouses         = "FR-2016 Art.6 I 3°"    // full houses: the three of a kind decides
	HighKickers        = "FR-2016 Art.6 I 4°"    // same combination: kickers decide
	LowComparison      = "FR-2016 Art.6 II"      // comparing low hands
	LowQualifier       = "FR-2016 Art.6 III 1°"  // eight-or-better low
	SplitHiLo          = "FR-2016 Art.6 III"     // hi/lo split
	SharedEqually      = "FR-2016 Art.6 IV"      // exact ties share
	HoldemCards        = "FR-2016 Art.7 I"       // best five of seven
	PotLimitRaise      = "FR-2016 Art.7 I 2°"    // pot-limit raise
	OmahaCards         = "FR-2016 Art.7 II"      // exactly two plus three
	StudRules          = "FR-2016 Art.7 III"     // stud streets, bring-in
	DrawRules          = "FR-2016 Art.7 IV"      // draws
	SuitOrder          = "RRoP 3.7.1"            // suits break card ties only
	OddChipIndivisible = "RRoP 3.7.3"            // the smallest unit is not split
	OneOddChipEach     = "RRoP 3.7.4"            // no player gets two odd chips of one division
	OddChipButton      = "RRoP 3.7.5(a)"         // first tied winner left of the button
	OddChipStud        = "RRoP 3.7.5(b)"         // highest/lowest card by suit
	OddChipHiLo        = "RRoP 3.7.5(c)"         // odd unit between halves to the high half
	PotsSeparately     = "RRoP 3.7.5(d)"         // each pot decided on its own
	SidePots           = "RULES §6.1"            // pots from contributions, uncalled returned
	PotAccounting      = "RULES §6.6"            // pot = contributions − returned; awards + rake + fees = pot
	SharedHalves       = "RULES §6.3"            // a pot with a qualifying low splits into a high and a low half
	TiesShare          = "RULES §6.4"            // ties share each half equally; quarters
	Deck               = "RULES §1"              // 52 cards, each once
	Betting            = "RULES §7"              // betting: stacks, amounts, order of action
	OmahaHiLoCasino    = "CASINO §Omaha hi-lo"   // eight qualifier in the casino rules
	HiLoRegularCasino  = "CASINO §Hi-lo Regular" // no qualifier
	SevenNulloCasino   = "CASINO §Seven Nullo"
	BadugiCasino       = "CASINO §Badugi"
	BadeuceyCasino     = "CASINO §Badeucey"
	DeuceSevenCasino   = "CASINO §2-7"
	CourchevelCasino   = "CASINO §Courchevel" // five hole cards, first flop card before the first betting round
	GameCards          = "RULES §5"           // which cards, and how many, make a hand in each game
)
