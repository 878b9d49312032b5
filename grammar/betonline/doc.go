// Package betonline holds the line-oriented grammars of BetOnline text
// histories ("BetOnline Poker Game #1073058326: ..." and its skin's
// "PayNoRake Game #1027919331: ..."), laid out as PokerStars' hands.
//
// What differs from PokerStars: the header ("Hold'em Pot Limit
// ($0.05/0.10)", the tournament's "Tournament #4157956: Hold'em
// $10.00/$20.00", time zones spelt out), amounts without a currency symbol
// after the header, the seat's role after its stack ("- Small Blind", "-
// Sitting out"), "post now 0.10" (a live big blind posted by a player who
// sat down), "ante processed 0.00", shows without brackets ("NAME shows Kd
// 9c"), chat without a comma ("NAME said \"lol\""), "has left the table",
// the all-in mark " and is all in", "showed [..] but did not win" in the
// summary, and no collection line: only the summary's "collected (x)" and
// "and won (x)". The other lines (table, seats, streets, "Dealt to",
// uncalled bets, totals, boards, summary seats) are read by the PokerStars
// grammars.
package betonline
