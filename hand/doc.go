// Package hand is the site-neutral model of one poker hand, the way go/ast is
// the model of one Go file: what the site wrote (seats, stacks, forced bets,
// every action in order, boards, shown cards, the recorded collections, pot
// totals, rake and fees), with every amount an integer in the smallest unit of
// the hand's money and every fact tied to the line it came from. It also holds
// the game table (which cards make a hand, which halves a pot has, which
// streets are dealt) and the Discrepancy every later phase reports. It must
// not know any site's syntax (that is grammar/ and parse/), must not compute
// anything (that is replay/ and verify/), and imports nothing but cards.
package hand
