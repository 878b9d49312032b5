// Package verify decides who should have won what and compares it with what
// the site recorded: for each pot from replay/ it ranks the eligible hands
// with verify/eval under the game's rules, splits the pot (hi/lo halves,
// ties, quarters, odd chips by the rule profile, RULES §6) and reports
// every difference with the recorded awards, totals, rake, uncalled bets and
// hand descriptions as a hand.Discrepancy naming its clause. It reads hands
// and replays; it never parses text and never writes files.
package verify
