// Package settle answers "who should have been paid what, and by which
// rule" for a showdown described by its facts alone, as a regulator handling
// a dispute has them: the game, the button, the board, each player's cards,
// what each put in and who folded (`hhcheck settle`, docs/settle.md).
//
// It owns the JSON case format, its validation and the rendering of the
// answer (JSON or a table). It holds no rule of poker: a case is mapped to
// plain values and settled by the same code the verifier uses:
//
//	contributions ─ replay.Uncalled  → the uncalled part returned (RULES §6.1)
//	              ─ replay.BuildPots → main and side pots, eligible seats (RULES §6.1)
//	pots + cards  ─ verify.Settle     → portions, winners, shares, odd chips, clauses
//	                                   (RULES §6, RRoP 3.7.3–3.7.5, D7–D9)
//	hands         ─ verify/eval      → category, description, the cards that play
//
// There is no second splitter: every amount paid comes from verify.Settle.
//
// Flow: ReadInputs splits the input into cases (one JSON object, a JSON
// array of objects, or JSON Lines), Decode turns one into a Case, Settle
// validates it and returns an Outcome, and Run does all of it for the
// command, writing one JSON object or one table per case and naming every
// rejected case with its position, id and faulty field (a *CaseError); the
// other cases of the input are still settled.
//
// What a case says, beyond the fields: an optional "id" (named in
// errors and output), "name" per player, "dead" per player (the part of
// "contributed" that was dead money, antes and dead blinds: it goes to the
// main pot and is never returned, as in replay.BuildPots), and "odd_chip"
// (a site's odd-chip habit, RULES D7, only with profile "site"). Every
// player not folded is taken to show his cards; a live player who put in
// less than another is taken to be all-in.
package settle
