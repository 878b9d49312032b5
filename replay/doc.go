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
//	STACK_EXCEEDED     RULES §7    a player put in more than the chips in front of him
//	INVALID_ACTION     RULES §7    unknown seat, negative amount, action after a fold or after the hand ended, street going backwards
//	UNCALLED_RETURN    RULES §6.1  the recorded "uncalled bet returned" differs from the computed one (a missing line
//	                               is not blamed when Conventions.RecordsUncalled is false)
//	OUT_OF_TURN        RULES §7 (order of action); FR-2016 Art.7 III for the first actor of a stud street:
//	                               not the next player, after the round closed, or a player skipped
//	BET_AMOUNT         RULES D3 (minimum raise, as the profile reads it), FR-2016 Art.7 I 2° (pot limit),
//	                               FR-2016 Art.7 I 1° / III / IV (fixed-limit size by family), RULES §7 (a check facing
//	                               a bet, a call of another amount than owed, a bet below the big blind)
//	RAISE_CAP          FR-2016 Art.7 I 1° / III / IV   more than four bets in a fixed-limit round
//	RAISE_NOT_REOPENED RULES §7 (no limit)  a raise after only an all-in short raise
//	BLIND_AMOUNT       RULES §7    blind, ante, bring-in other than the stakes (short only all-in)
//	BRING_IN_PLAYER    FR-2016 Art.7 III; RRoP 3.7.1 when the suits decide; RULES D2 in razz (standard profile)
//
// legality.go says exactly what is checked and the site habits allowed
// (posts out of position, dead blinds, a big blind all-in on the ante,
// automatic folds of all-in or sitting-out players). Across hands, Session
// (session.go), fed the hands of a file in order, reports:
//
//	STACK_CONTINUITY   RULES §7    a stack that differs from the previous hand's ending stack with no rebuy,
//	                               add-on, seat change or (Conventions.TopUpsUnrecorded) top-up to explain it
package replay
