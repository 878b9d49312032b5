// Package pacific holds the grammar of the one line 888 / Pacific Poker
// (also "Cassava" and "888poker" in the header) writes unlike PartyPoker:
// the game line, "$0.50/$1 Blinds No Limit Holdem - *** 04 07 2016
// 02:30:27". Every other line of 888's histories is written as PartyPoker
// writes it, and is read with grammar/partypoker's grammars.
package pacific
