// Package cards owns the playing card: its rank, its suit, the order of both
// (RULES §1: A K Q ... 2; spades, hearts, diamonds, clubs), the two-character
// text form the sites write ("Ah", "Td", "10c"), and a 52-bit set of cards.
// It is the leaf every other package builds on, so it must not import any
// package of this module and must not know about games, hands or sites.
package cards
