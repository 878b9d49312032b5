// Package ggpoker holds the line-oriented grammars of GGPoker text
// histories ("Poker Hand #..."): Hold'em, ShortDeck (6+), Omaha 4/5/6 and
// hi/lo, cash, all-in-or-fold and tournaments.
//
// The dialect is close to PokerStars' but is its own: the header is
// "Poker Hand #OM785467: PLO-5 ($25/$50) - 2021/04/08 01:31:11" (no site
// name, no time zone), every seat gets a "Dealt to NAME" line (cards only
// for the hero), straddles are written "NAME: straddle $0.04" (the
// player's total, not an increment) and missed blinds "posts missed blind",
// all shows come before "*** SHOWDOWN ***", the board may be run two or
// three times ("*** FIRST TURN ***", "*** SECOND SHOWDOWN ***", "Hand was
// run two times", "SECOND Board [2c Kc]" with only the cards of that run),
// and the total has more fee segments: "Total pot $3,438.96 | Rake $50 |
// Jackpot $0 | Bingo $0 | Fortune $0 | Tax $0".
//
// A hand is read line by line: Classify picks a line's Kind by cheap byte
// tests; for a player line CutName cuts the name off using the hand's seat
// names (longest first) and Verb picks the verb; one small, flat
// participle grammar per kind then parses the rest. The lexer and the line
// kinds GGPoker writes exactly as PokerStars does (streets, seats, table,
// boards, totals and fees, uncalled bets, summary seats) are the PokerStars
// grammar's, fast paths included (lines.go, summary.go); this package holds
// what differs: the header, the verbs, "Dealt to" without cards, "won"
// without a showdown, the run-count line. The result is the
// site AST (Header, Table, Seat, Street, Dealt, Uncalled, Total, Board,
// SummarySeat, Act), amounts still as text. Free text (hand descriptions,
// names, tournament names) is cut by byte scans, never tokenised.
package ggpoker
