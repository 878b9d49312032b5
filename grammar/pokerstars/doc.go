// Package pokerstars holds the line-oriented grammars of PokerStars text
// histories (also Full Tilt Poker hands written on the Stars platform, site "Full Tilt Poker" as in its own format): every
// game PokerStars deals (Hold'em, 6+, Split Hold'em, Omaha 4/5/6 and hi/lo,
// Courchevel, stud, stud hi/lo, razz, 5-card draw, 2-7 single and triple
// draw, badugi), cash, Zoom and tournaments, real and play money.
//
// A hand is read line by line: Classify picks a line's Kind by cheap byte
// tests; for a player line CutName cuts the name off using the hand's seat
// names (longest first) and Verb picks the verb; one small, flat
// participle grammar per (kind, verb) then parses the rest with a
// hand-written lexer (textgram.CurrencyBefore) whose tokens are substrings of the input. The
// result is the site AST (Header, Table, Seat, Street, Dealt, Uncalled,
// Total, Board, SummarySeat, Act), amounts still as text. Free text (hand
// descriptions, chat, names) is cut by byte scans, never tokenised. At the
// Kind dispatch, fast paths (fast.go: byte scanners for the canonical form
// of the common line kinds, proven equal to the grammars over the corpus
// and by fuzzing) answer first; any other text goes to the grammar, which
// stays the reference. It must not interpret a line or convert money.
package pokerstars
