// Package rules owns the citations and the rule profiles: the clause every
// check names (RULES.md, ../shared/seeds) and the named readings for the
// points where the sources disagree (RULES §9, D1–D9). Replay, verify and
// the evaluators read a Profile; none of them picks a reading on its own.
// It holds data only and imports nothing of this module.
package rules
