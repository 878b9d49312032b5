// Package eval ranks poker hands: one evaluator per rule of RULES §2–§5 and
// §8 (high hands of 5 to 7 cards, 6+ Hold'em, Omaha's exactly two plus three
// with 4 to 6 hole cards, the A-5 low with and without the eight qualifier,
// 2-7, A-6, badugi with the ace low or high, Three Card Poker), under the
// readings of a rules.Profile where the sources disagree (D1, D4, D5), plus
// the stud helpers the replay needs as plain functions (bring-in, best
// visible hand, odd-chip card; D2) and the hand descriptions in the words
// PokerStars prints. A Value is an integer, higher wins, equal ties; Result
// adds the category and the five cards that play. Evaluators are table
// driven (tables built at init, see tables.go and README.md) and must not
// allocate. The package knows cards and rules, never a history, a pot, a
// split or a site: it must not import anything beyond cards, hand and rules.
package eval
