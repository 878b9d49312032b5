// Package winamax holds the line-oriented grammars of Winamax text
// histories: every game Winamax writes (Hold'em, Omaha, Omaha5 and the
// hi/lo versions, 7-Card Stud and Stud Hi/Lo, Razz, 2-7 Triple Draw), cash
// games in euros or play money and tournaments.
//
// What sets the dialect apart from PokerStars: amounts carry the euro sign
// after the number ("12.50€"), may use a decimal comma ("0,90€" in the
// buy-in) and may be abbreviated ("1.32k" chips); the "Table:" line has a
// colon; the button may be written "Seat 0000005 is the button"; there is
// no "Uncalled bet" line; hi/lo collections say their half
// ("collected 4.96€ from pot(HI)"); the summary says "won 298€" without
// parentheses and "Total pot 3€ | No rake"; unknown cards are "X".
//
// A hand is read line by line, as for PokerStars: Classify picks a line's
// Kind by cheap byte tests; for a player line CutName cuts the name off
// using the hand's seat names (longest first) and Verb picks the verb; one
// small, flat participle grammar per kind then parses the rest with a
// hand-written lexer (textgram.CurrencyAfter) whose tokens are substrings of the input. The
// result is the site AST (Header, Table, Seat, Dealt, Total, Board,
// SummarySeat, Act) with amounts still as text. Free text (hand
// descriptions, names, tournament names) is cut by byte scans, never
// tokenised. Converting amounts is parse/'s job.
package winamax
