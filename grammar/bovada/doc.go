// Package bovada holds the line grammars of Bovada / Ignition / Bodog text
// histories ("Bovada Hand #3761565704 TBL#18334388 HOLDEM No Limit -
// 2019-04-17 15:43:06", "Ignition Hand #N: HOLDEM Tournament #N TBL#N,
// Normal- Level 10 (150/300) - ...", "Bodog Hand #N ...").
//
// The dialect is its own: players are written by their position label
// ("UTG+1", "Big Blind", "Dealer", the hero with " [ME]"), never by name;
// a player line is "LABEL : Verb amount"; the stakes of a cash hand are
// in no header, only in the blinds posted; "Hand result $x" is what a
// player collects; the summary prints "Total Pot($x)" (everything put in,
// before rake; no rake segment since 2013) and position lines that are not
// reliable (Zone Poker writes "Folded on the RIVER" for a pre-flop fold),
// and Zone Poker summaries are often empty.
//
// A line is read in two steps: Classify picks its Kind by cheap byte tests
// (and CutLabel cuts the label off a player line, Verb picks the verb),
// then one small flat participle grammar per kind parses it. The lexer is
// the shared one of the text sites (textgram.CurrencyBefore: words, numbers
// with a currency symbol, punctuation). Amounts stay text.
package bovada
