// Package casino settles and verifies the casino banking games of RULES §8
// (CASINO in ../shared/seeds): Punto Banco, Baccara à deux tableaux, Poker
// 21, Caribbean Stud and Three Card Poker.
//
// A coup is given as the table system records it (docs/casino.md): the
// cards as they came out of the shoe, burned cards included, the players'
// recorded decisions, each bet's stake and, for a recorded coup, the hands
// the table dealt and what it paid. Play deals the cards again from the
// shoe order by the rules of the game (the drawing tableaux, the dealer's
// drawing rule); Settle pays every bet by the pay tables; Check compares a
// recorded coup with both and reports every departure as a
// hand.Discrepancy with a stable code (DRAW_RULE, PAYOUT, COMMISSION,
// DEALER_QUALIFY, MAX_PAYOUT, DEAL_MISMATCH) and the clause it applies.
//
// Money is hand.Money in the smallest unit; a fraction of a unit that the
// rules create (the 5% commission, half a stake à cheval, a 3:2 payout on
// an odd stake) is rounded as documented in docs/casino.md: the rules do
// not say, so either neighbouring unit is accepted and Settle pays the
// lower one.
//
// The package knows no history syntax and no poker site. It imports cards,
// hand, rules and verify/eval (the five-card and three-card evaluators).
package casino
