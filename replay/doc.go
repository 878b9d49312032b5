// Package replay steps a hand one action at a time, like PokerKit's state
// machine: stacks, per-street contributions, who is still in, all-ins,
// uncalled bets returned, and at the end the main and side pots with the
// players eligible for each (RULES §6.1). The state after any action can be
// inspected, so a check can stop at the action that breaks a rule and say
// why. It knows no site and ranks no hand (stud order of action takes the
// ranking as a strategy value); deciding who wins a pot is verify/.
//
// Use:
//
//	st := replay.New(h, replay.Config{Profile: p})
//	for { ok, f := st.Step(); if !ok { break }; ... st.Stack(i), st.CurrentBet() ... }
//	res := st.Finish() // contributions, uncalled returned, pots, findings
//
// Money is split three ways per seat: live chips (blinds' live parts,
// bring-in, bets, calls, raises: "raises X to Y" makes the street total
// Y), dead chips (antes, PostDeadBlind, the Dead part of any post, the
// small blind of "posts small & big blinds") and the stack behind. Live
// chips make the call amounts, the uncalled bet (the part of the highest
// live total nobody matched) and the pot levels; dead chips go into the
// main pot (BuildPots).
//
// Findings (hand.Discrepancy):
//
//	STACK_EXCEEDED  RULES §7    a player put in more than the chips in front of him
//	INVALID_ACTION  RULES §7    unknown seat, negative amount, action after a fold or after the hand ended, street going backwards
//	UNCALLED_RETURN RULES §6.1  the recorded "uncalled bet returned" differs from the computed one (a missing line
//	                            is not blamed when Conventions.RecordsUncalled is false)
//
// The betting-legality checks of a later issue (order of action, minimum
// raise, pot-limit maximum, fixed-limit caps) hook into State.apply; the
// Config carries the rules.Profile (D3) and the stud ranking strategy.
package replay
