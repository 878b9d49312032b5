package linekind

import "slices"

// Words names the kinds of the lines and verbs several sites write in the
// same English words ("*** FLOP ***", "Total pot ", "folds", "calls $1",
// "mucks hand", "collected $3 from pot"): no one site's syntax, but what
// they write alike, written here once. A site sets
// the kinds it writes so; a zero kind leaves that rule out (the site writes
// the thing otherwise, or not at all, and keeps its own rule). Two fields
// may name one kind ("doesn't show hand" is a muck on one site, a kind of
// its own on another).
type Words[K ~uint8] struct {
	// Lines (Lines).
	Street, Table, Total, Board, Seat, SummarySeat, Dealt, Uncalled K
	// Verbs after a player's name (Verbs).
	Fold, Check, Call, Bet, Raise, PostSB, PostBB, PostAnte, PostButton, BringIn, Complete K
	DiscardShown, Discard, StandPat, StandPatOn, Show, ShowBare, Muck, NoShow              K
	// Notes after a player's name that change nothing (Notes).
	SitsOut, SittingOut, Leaves, Returned, Disconnected, Connected K
	// Collections (Collects).
	CollectPot, CollectMain K
}

// Standard is every field of Words set to the kind of its own name
// (Fold: KFold, NoShow: KNoShow): a site takes from it the words it
// writes so (Only, Without) and renames those it counts as another kind
// (As).
var Standard = Words[Kind]{Street: KStreet, Table: KTable, Total: KTotal, Board: KBoard, Seat: KSeat, SummarySeat: KSummarySeat,
	Dealt: KDealt, Uncalled: KUncalled, Fold: KFold, Check: KCheck, Call: KCall, Bet: KBet, Raise: KRaise, PostSB: KPostSB,
	PostBB: KPostBB, PostAnte: KPostAnte, PostButton: KPostButton, BringIn: KBringIn, Complete: KComplete,
	DiscardShown: KDiscardShown, Discard: KDiscard, StandPat: KStandPat, StandPatOn: KStandPatOn, Show: KShow,
	ShowBare: KShowBare, Muck: KMuck, NoShow: KNoShow, SitsOut: KSitsOut, SittingOut: KSittingOut, Leaves: KLeaves,
	Returned: KReturned, Disconnected: KDisconnected, Connected: KConnected, CollectPot: KCollectPot, CollectMain: KCollectMain}

// fields are the addresses of w's kinds.
func (w *Words[K]) fields() []*K {
	return []*K{&w.Street, &w.Table, &w.Total, &w.Board, &w.Seat, &w.SummarySeat, &w.Dealt, &w.Uncalled,
		&w.Fold, &w.Check, &w.Call, &w.Bet, &w.Raise, &w.PostSB, &w.PostBB, &w.PostAnte, &w.PostButton, &w.BringIn, &w.Complete,
		&w.DiscardShown, &w.Discard, &w.StandPat, &w.StandPatOn, &w.Show, &w.ShowBare, &w.Muck, &w.NoShow,
		&w.SitsOut, &w.SittingOut, &w.Leaves, &w.Returned, &w.Disconnected, &w.Connected, &w.CollectPot, &w.CollectMain}
}

// keep returns w with the fields whose kind is in ks (in) or is not in ks
// (!in) kept, the others set to the zero kind.
func (w Words[K]) keep(ks []K, in bool) Words[K] {
	for _, f := range w.fields() {
		if slices.Contains(ks, *f) != in {
			*f = 0
		}
	}
	return w
}

// Only returns w with only the fields of kinds ks kept.
func (w Words[K]) Only(ks ...K) Words[K] { return w.keep(ks, true) }

// Without returns w without the fields of kinds ks.
func (w Words[K]) Without(ks ...K) Words[K] { return w.keep(ks, false) }

// As returns w with the fields of kind from set to kind to: the site
// writes those words for a kind of its own.
func (w Words[K]) As(from, to K) Words[K] {
	for _, f := range w.fields() {
		if *f == from {
			*f = to
		}
	}
	return w
}

// Lines are the rules of the lines written alike: streets, the table,
// the total, boards, seats (a seat line in the summary is SummarySeat),
// the cards dealt and the uncalled bet. No prefix of one starts another,
// so a site may add its own rules before or after them.
func (w *Words[K]) Lines() []Rule[K] {
	return only([]Rule[K]{
		{Kind: w.Street, Prefix: "*** "},
		{Kind: w.Table, Prefix: "Table '"},
		{Kind: w.Total, Prefix: "Total pot "},
		{Kind: w.Board, Prefix: "FIRST Board ["},
		{Kind: w.Board, Prefix: "SECOND Board ["},
		{Kind: w.Board, Prefix: "THIRD Board ["},
		{Kind: w.Board, Prefix: "Board ["},
		{Kind: w.Seat, Summary: w.SummarySeat, Prefix: "Seat ", If: SeatLine},
		{Kind: w.Dealt, Prefix: "Dealt to "},
		{Kind: w.Uncalled, Prefix: "Uncalled bet ("},
	})
}

// Verbs are the rules of the actions written alike after a name and its
// separator. Where one starts another ("discards 2 cards [..]" and
// "discards 2 cards", "shows [..] (desc)" and "shows [..]") the longer
// comes first; a site whose own rule must win puts it before these.
func (w *Words[K]) Verbs() []Rule[K] {
	return only([]Rule[K]{
		{Kind: w.Fold, Is: "folds"},
		{Kind: w.Check, Is: "checks"},
		{Kind: w.Call, Prefix: "calls "},
		{Kind: w.Bet, Prefix: "bets "},
		{Kind: w.Raise, Prefix: "raises "},
		{Kind: w.PostSB, Prefix: "posts small blind "},
		{Kind: w.PostBB, Prefix: "posts big blind "},
		{Kind: w.PostAnte, Prefix: "posts the ante "},
		{Kind: w.PostButton, Prefix: "posts button blind "},
		{Kind: w.BringIn, Prefix: "brings in for "},
		{Kind: w.Complete, Prefix: "completes it to "},
		{Kind: w.DiscardShown, Prefix: "discards ", Suffix: "]"},
		{Kind: w.Discard, Prefix: "discards "},
		{Kind: w.StandPat, Is: "stands pat"},
		{Kind: w.StandPatOn, Prefix: "stands pat on ["},
		{Kind: w.Show, Prefix: "shows [", Suffix: ")"},
		{Kind: w.ShowBare, Prefix: "shows ["},
		{Kind: w.Muck, Is: "mucks hand"},
		{Kind: w.NoShow, Is: "doesn't show hand"},
	})
}

// Notes are the rules of the notices written alike after a name: seat
// and connection changes.
func (w *Words[K]) Notes() []Rule[K] {
	return only([]Rule[K]{
		{Kind: w.SitsOut, Is: "sits out"},
		{Kind: w.SittingOut, Is: "is sitting out"},
		{Kind: w.Leaves, Is: "leaves the table"},
		{Kind: w.Returned, Is: "has returned"},
		{Kind: w.Disconnected, Is: "is disconnected"},
		{Kind: w.Connected, Is: "is connected"},
	})
}

// Collects are the collections written alike after a name ("collected $x
// from pot", "... from main pot").
func (w *Words[K]) Collects() []Rule[K] {
	return only([]Rule[K]{
		{Kind: w.CollectPot, Prefix: "collected ", Suffix: " from pot"},
		{Kind: w.CollectMain, Prefix: "collected ", Suffix: " from main pot"},
	})
}

// only keeps the rules whose kind a site set.
func only[K ~uint8](rules []Rule[K]) []Rule[K] {
	out := rules[:0]
	for _, r := range rules {
		if r.Kind != 0 {
			out = append(out, r)
		}
	}
	return out
}

// Rules joins rule groups in order into one list for New.
func Rules[K ~uint8](groups ...[]Rule[K]) []Rule[K] {
	var out []Rule[K]
	for _, g := range groups {
		out = append(out, g...)
	}
	return out
}
