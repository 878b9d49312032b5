// Package fulltilt holds the line-oriented grammars of Full Tilt Poker's
// own text histories ("Full Tilt Poker Game #N: Table X (6 max) - $0.20/$0.40
// Ante $0.10 - No Limit 2-7 Single Draw - 19:20:35 ET - 2012/11/08", older
// files "FullTiltPoker Game #N: ..."): Hold'em, Omaha 4/5/6 and hi/lo,
// Courchevel, stud, stud hi/lo, razz, 5 card stud, draw games, badugi; cash,
// Rush, sit & go and tournaments. The "Full Tilt Hand #" files written after
// the move to the Stars platform are PokerStars syntax (grammar/pokerstars).
//
// The dialect differs from PokerStars' in most player lines: no colon after
// the name ("Hero raises to $0.04", "posts the small blind of $0.01",
// "antes $0.40", "calls $138, and is all in"), collections are "wins the
// pot ($0.31) with a pair of Sixes" (also main, side, high, low pot and
// "wins pot 2" when the board is run twice), the uncalled bet is "Uncalled
// bet of $4 returned to Hero", the button is its own line ("The button is in
// seat #3"), seat lines have no "in chips", streets carry the pot ("*** FLOP
// *** [3s Qs 6h] (Total Pot: $0.08, 2 Players)") and the summary's board is
// "Board: [..]".
//
// A hand is read line by line: Classify picks a line's Kind by cheap byte
// tests; for a player line CutName cuts the name off using the hand's seat
// names (longest first) and Verb picks the verb; one small, flat participle
// grammar per kind then parses the rest. The lexer and the line kinds Full
// Tilt writes exactly as PokerStars does (the street names and cards, "Dealt
// to", the summary's total and pots) are the PokerStars grammar's; this
// package holds what differs. Amounts stay text; free text (names, hand
// descriptions, chat) is cut by byte scans, never tokenised.
package fulltilt
