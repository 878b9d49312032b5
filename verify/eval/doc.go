// Package eval ranks poker hands: one evaluator per rule of RULES §2–§5
// (high, 6+ high, A-5 low with and without the eight qualifier, 2-7, A-6,
// badugi with the ace low or high, three-card poker), applied to the cards a
// game lets a player use (best five, Omaha's exactly two plus three, the
// cards held after a draw). A Value compares with < and ==; Describe gives
// the hand in the sites' words. It knows cards and rules, never a history,
// a pot or a site, and it must not allocate on the evaluation path.
package eval
