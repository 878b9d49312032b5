// Package winning holds the line grammars of the Winning Poker Network
// (Americas Cardroom, Black Chip, Ya Poker, True Poker) text histories, in
// their two layouts:
//
//   - the classic one (to 2019): "Game started at: 2019/2/16 8:37:2",
//     "Game ID: 1377529121 0.02/0.05 6+ (PRR) ($5 Max) (Six Plus
//     Hold'em)", "Player NAME raises (0.22)" (amounts are what the action
//     adds), "------ Summary ------", "Pot: 0.49. Rake 0.02" and one line a
//     player "*Player NAME ... Bets: 0.22. Collects: 0.49. Wins: 0.27.";
//   - the newer one (2019 on), close to PokerStars': "Hand #784383001 -
//     Holdem(No Limit) - $0.02/$0.05 - 2021/04/20 18:42:26 UTC" (and "Game
//     Hand #N - Tournament #N - ..."), "NAME raises $0.05 to $0.05",
//     "NAME caps $0.55", running "Main pot $0.17 | Rake $0.00" lines,
//     "Total pot $1.19 | Rake $0.04 | JP Fee $0.02".
//
// Lines written exactly as PokerStars writes them (street lines, "Dealt
// to", "Uncalled bet (...) returned to", "Board [...]", "Total pot ...",
// the seat line's name) are read by the PokerStars grammars; the lexer is
// textgram.CurrencyBefore. Amounts stay text; nothing here interprets a line.
package winning
