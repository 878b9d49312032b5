// Package replaytest builds hand.Hand values from a compact text for the
// tests of replay/ and verify/, so that a test reads like a hand history:
//
//	button 3
//	seats 1:alice:1000 2:bob:500 3:carol:2000
//	alice sb 5
//	bob bb 10
//	preflop
//	carol raise 500
//	alice call 495
//	bob call 490 allin
//	board Ah Kd 7c 2s 3h
//	show alice As Ad | a pair of Aces
//	collect alice 1500 main
//	return carol 1000
//	total 2500 rake 0
//
// Amounts are integers in the smallest unit. "raise N" and "complete N"
// give the player's total for the street (the site's "to"). "run N" makes
// the following show and collect lines belong to run N (1-based). It is a
// test helper: it panics on a line it does not understand.
package replaytest
