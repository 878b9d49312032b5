// Package explain writes the readable account of one hand for a person who
// must decide a dispute: the seats and stacks, every action in order with
// the stack and pot after it (and the rule it breaks, if any), the pots
// built from the contributions, each pot's decision with the hands, the
// winners, the shares, the odd chips and the clause of every decision, and
// the comparison with what the site paid. It owns presentation only: the
// replay comes from replay/, every decision from verify/; it must not
// decide anything itself.
package explain
