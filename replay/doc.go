// Package replay steps a hand one action at a time, like PokerKit's state
// machine: stacks, per-street contributions, who is still in, all-ins,
// uncalled bets returned, and at the end the main and side pots with the
// players eligible for each (RULES §6.1). The state after any action can be
// inspected, so a check can stop at the action that breaks a rule and say
// why. It knows no site and ranks no hand (stud order of action takes the
// ranking as a strategy value); deciding who wins a pot is verify/.
package replay
