package rules

import "strings"

// Clause is a citation of the sources in the form RULES.md uses ("RRoP
// 3.7.5(a)", "FR-2016 Art.6 I 3°", "RULES D7"). Every finding carries one
// so a regulator can open the source at the right line. Its values are the
// constants below and in profile.go (D1–D9), a constant with the point it
// applies in parentheses ("CASINO §Punto Banco (Banco's tableau)"), or
// several joined by Join.
type Clause string

// Join cites several clauses at once, separated by sep: "RULES D1, RULES
// D4".
func Join(cs []Clause, sep string) Clause {
	var b strings.Builder
	for i, c := range cs {
		if i > 0 {
			b.WriteString(sep)
		}
		b.WriteString(string(c))
	}
	return Clause(b.String())
}

// Clauses cited by the checks, in the form RULES.md uses. A discrepancy
// always carries one of these so a regulator can open the source at the
// right line.
const (
	CardOrder          Clause = "FR-2016 Art.5 I"      // card and suit order
	HandCategories     Clause = "FR-2016 Art.5 II"     // the ten categories
	HighComparison     Clause = "FR-2016 Art.6 I"      // comparing high hands
	FullHouses         Clause = "FR-2016 Art.6 I 3°"   // full houses: the three of a kind decides
	HighKickers        Clause = "FR-2016 Art.6 I 4°"   // same combination: kickers decide
	LowComparison      Clause = "FR-2016 Art.6 II"     // comparing low hands
	LowQualifier       Clause = "FR-2016 Art.6 III 1°" // eight-or-better low
	SplitHiLo          Clause = "FR-2016 Art.6 III"    // hi/lo split
	SharedEqually      Clause = "FR-2016 Art.6 IV"     // exact ties share
	HoldemCards        Clause = "FR-2016 Art.7 I"      // best five of seven
	PotLimitRaise      Clause = "FR-2016 Art.7 I 2°"   // pot-limit raise
	OmahaCards         Clause = "FR-2016 Art.7 II"     // exactly two plus three
	StudRules          Clause = "FR-2016 Art.7 III"    // stud streets, bring-in
	DrawRules          Clause = "FR-2016 Art.7 IV"     // draws
	SuitOrder          Clause = "RRoP 3.7.1"           // suits break card ties only
	OddChipIndivisible Clause = "RRoP 3.7.3"           // the smallest unit is not split
	OneOddChipEach     Clause = "RRoP 3.7.4"           // no player gets two odd chips of one division
	OddChipButton      Clause = "RRoP 3.7.5(a)"        // first tied winner left of the button
	OddChipStud        Clause = "RRoP 3.7.5(b)"        // highest/lowest card by suit
	OddChipHiLo        Clause = "RRoP 3.7.5(c)"        // odd unit between halves to the high half
	PotsSeparately     Clause = "RRoP 3.7.5(d)"        // each pot decided on its own
	SidePots           Clause = "RULES §6.1"           // pots from contributions, uncalled returned
	PotAccounting      Clause = "RULES §6.6"           // pot = contributions − returned; awards + rake + fees = pot
	SharedHalves       Clause = "RULES §6.3"           // a pot with a qualifying low splits into a high and a low half
	TiesShare          Clause = "RULES §6.4"           // ties share each half equally; quarters
	Deck               Clause = "RULES §1"             // 52 cards, each once
	Betting            Clause = "RULES §7"             // betting: stacks, amounts, order of action
	LimitCap           Clause = "FR-2016 Art.7 I 1°"   // fixed limit: bets of the street's size, raises limited by the cap (Art.7 II 2°, III, IV alike)
	NoLimitRaise       Clause = "FR-2016 Art.7 I 3°"   // no limit: a raise up to the player's stack
	MinimumRaise              = D3                     // the minimum raise, read as the profile says (RULES D3)
	ShortAllIn         Clause = "RULES §7 (no limit)"  // an all-in for less than a full raise does not reopen the betting
	OrderOfAction      Clause = "RULES §7 (order of action)"
	// The sources have no clause of their own for the next three; they
	// cite RULES §7 (betting) and the code says which rule broke.
	ForcedBets               = Betting                 // blinds, antes and bring-in as the stakes in the header say
	TableStakes              = Betting                 // only the chips in front of a player play; between hands they change by the hand's result and recorded rebuys only
	OmahaHiLoCasino   Clause = "CASINO §Omaha hi-lo"   // eight qualifier in the casino rules
	HiLoRegularCasino Clause = "CASINO §Hi-lo Regular" // no qualifier
	SevenNulloCasino  Clause = "CASINO §Seven Nullo"
	BadugiCasino      Clause = "CASINO §Badugi"
	BadeuceyCasino    Clause = "CASINO §Badeucey"
	DeuceSevenCasino  Clause = "CASINO §2-7"
	CourchevelCasino  Clause = "CASINO §Courchevel" // five hole cards, first flop card before the first betting round
	GameCards         Clause = "RULES §5"           // which cards, and how many, make a hand in each game

	// Casino banking games (RULES §8; CASINO in ../shared/seeds), one
	// clause per game; checks add the point in parentheses, e.g.
	// "CASINO §Punto Banco (Banco's tableau)".
	CasinoDeal     Clause = "RULES §8"               // the cards of a coup come out of the shoe in the dealing order (docs/casino.md)
	PuntoBanco     Clause = "CASINO §Punto Banco"    // six decks; Punto's and Banco's drawing tableaux; Banco 19 for 20, Punto 1:1, Egalité 8:1
	BaccaraDeux    Clause = "CASINO §Baccara"        // à deux tableaux: tableau draws 0–4, chooses on 5, stands 6–7; even money; à cheval
	Poker21        Clause = "CASINO §Poker 21"       // five cards burned; dealer draws to 16, stands on 17; 3:2 two-card 21; POK pay table
	CaribbeanStud  Clause = "CASINO §Caribbean Stud" // dealer qualifies with A-K; pay table; maximum payout per hand; bonus
	ThreeCardPoker Clause = "CASINO §Poker 3 cartes" // dealer qualifies with Q high; Pair Plus; ante bonus
)
