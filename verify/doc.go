// Package verify decides who should have won what and compares it with what
// the site recorded: for each pot from replay/ it ranks the eligible hands
// with verify/eval under the game's rules, splits the pot (hi/lo halves,
// ties, quarters, odd chips by the rule profile, RULES §6) and reports
// every difference with the recorded awards, totals, rake, uncalled bets and
// hand descriptions as a hand.Discrepancy naming its clause. It reads hands
// and replays; it never parses text and never writes files.
//
// Two entry points:
//
//   - Check(h, Options) Report: the whole verification of one hand.
//   - Settle(*Showdown) *Settlement: the splitter alone, a pure function of
//     plain data (game, button, players with cards/shown/folded, boards per
//     run, pots with amount after rake and eligible players, profile). Check
//     uses it; `hhcheck settle` must use it too. Its PotDecision records
//     every decision with its clause: per pot the eligible players and
//     contenders, per run the amount (and the odd unit between runs), per
//     portion (whole pot, high half, low half; Badeucey 2-7/badugi) the
//     amount, the winners in odd-chip order, their shares, who got an odd
//     chip (in stud, the card that ordered them), the clauses and a note (e.g. no qualifying low, RULES D9).
//
// Discrepancy codes and the clauses they cite:
//
//	DUPLICATE_CARD    RULES §1            a card held twice (seats, boards; runs share their first cards)
//	CARD_NOT_IN_DECK  RULES §1            a card the game's deck lacks (Deck: a 2 to 5 in 6+ Hold'em)
//	CARD_COUNT        the game's clause   another number of cards than the game deals: hole cards, a stud
//	                  (FR-2016 Art.7 I–IV, street, a draw (kept + new, new = thrown), a hand shown or mucked, a
//	                  CASINO §game)       board, Courchevel's card before the first betting round (cards.go)
//	DEAL_MISMATCH     the game's clause   a card dealt before missing from what is shown later (an up card, a
//	                                      hole card, a kept card), a kept card not held or thrown, a
//	                                      Courchevel flop not starting with the card turned early
//	UNCALLED_RETURN   RULES §6.1          from replay
//	STACK_EXCEEDED    RULES §7            from replay
//	INVALID_ACTION    RULES §7            from replay
//	OUT_OF_TURN, BET_AMOUNT, RAISE_CAP, RAISE_NOT_REOPENED, BLIND_AMOUNT,
//	BRING_IN_PLAYER   betting legality, from replay (see replay's doc);
//	                  Options.StudRank defaults to eval.StudRank of the profile
//	POT_TOTAL         RULES §6.6          Total pot ≠ chips put in − uncalled (− rake and fees if TotalExcludesRake;
//	                                      + uncalled if UncalledInCollected; within Summary.TotalTolerance is equal)
//	SIDE_POT_TOTAL    RULES §6.1 / §6.6   printed main/side pots: wrong count or a pot above its chips (§6.1);
//	                                      not adding up to pot − rake − fees, or rake not from the main pot first (§6.6)
//	RAKE_ARITHMETIC   RULES §6.6          collections + rake + fees ≠ pot
//	AWARD_MISMATCH    the clause of the decision that owes the money:
//	                    RULES §6.1           paid from a pot the player is not eligible for / uncontested pot
//	                    FR-2016 Art.6 I/II   the wrong hand paid (ranking; II for lows, III 1° for the eight qualifier)
//	                    FR-2016 Art.6 III    hi/lo halves wrong (e.g. all to the high hand although a low qualified)
//	                    RULES D9             the low half given although nobody eligible for that pot qualified
//	                    FR-2016 Art.6 IV     tied hands not shared equally
//	                    RRoP 3.7.5(a)/(b)    odd chip to the wrong tied winner (button games / stud: by the
//	                                         highest or lowest card over all the player's cards, whatever
//	                                         the site's button-order habit, which has no button in stud)
//	                    RRoP 3.7.5(c)        odd unit between the halves; RULES D8 for Badeucey
//	                    RRoP 3.7.3           odd unit between the runs of the board
//	                    RULES D7             the site's odd-chip habit (profile "site")
//	                    RULES §6.6           the right winner with a wrong amount
//	HAND_DESCRIPTION  FR-2016 Art.5 II    the site's words for a shown hand differ from its cards
//
// Who contends for a pot: its eligible players who did not fold and showed
// a full hand: exactly the game's number of cards (RULES §5; a hand of too
// many cards is not the game's and is reported CARD_COUNT). A player who mucked, did not show, or showed only part of
// his hand concedes; if all but one of the players still in mucked, that
// one takes the pot without showing; a pot with one eligible player left
// is his without a showdown; a pot that several could win but nobody
// showed a full hand for is left undecided (not compared).
//
// Conventions.UncalledInCollected (Winamax): the site pays the uncalled
// bet back inside its owner's collection and counts it in the total; the
// rules still keep it out of every pot (RULES §6.1), so the owner is owed
// his pot shares plus the returned bet, compared at the player's grain,
// and the collections + rake + fees must make the pot plus that bet.
//
// Awards are compared at the grain the site writes: per pot when every
// collection names its pot, per run when runs are named, per half when
// halves are named, otherwise per player. A cashed-out winner has no
// collection line; his summary "won (x)" is compared instead.
//
// What the PokerStars files show (evidence in the code comments):
// main/side pots printed after rake, one side pot per all-in level; rake
// taken pot by pot from the main pot first at the rake rate until the cap
// (checker.netPots); odd chips by RRoP 3.7.5(a) and (c); the unit that
// does not divide between two runs goes to the first run (Split); a
// cashed-out winner gets no "collected" line, only the summary's "won (x)
// ... (pot not awarded as player cashed out)".
package verify
