// Command hhcheck reads poker hand histories as the sites write them,
// replays every hand and checks that each pot went to the right players.
// Each subcommand is a small file that parses its flags and calls a
// package; the logic lives in internal/audit/, verify/ and the packages they use.
package main
