// Package partypoker holds the line-oriented grammars of PartyPoker text
// histories and the lines 888 / Pacific Poker (grammar/pacific) writes the
// same way: the two sites' software share one layout ("#Game No : N",
// "***** ... Hand History for Game N *****", "Seat N is the button",
// "Total number of players : N", "** Dealing down cards **", amounts in
// square brackets and cards as "[ Ah, Kd ]").
//
// A player line is cut by the hand's seat names (longest first: names may
// hold spaces, and 888 writes blank names), then Verb picks the line's
// Kind from the first word and one small, flat participle grammar per kind
// parses the rest with the shared lexer, textgram.CurrencyBefore (a currency symbol may stand
// before or after the number, or apart from it: "$0.05 USD", "0,35 €",
// "284,48$", "$ 1"). Free text (hand descriptions, table names) is cut by
// byte scans, never tokenised. Amounts stay text (Amount); converting them,
// and the decimal comma of amounts written with the symbol after the
// number, is parse/'s job.
package partypoker
