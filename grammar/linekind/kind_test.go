package linekind

import "testing"

// TestKindNames: every kind has a name of its own, as errors and notes
// give it, and a kind past the vocabulary is "unknown".
func TestKindNames(t *testing.T) {
	seen := map[string]Kind{}
	for k := Kind(0); int(k) < NumKinds; k++ {
		n := k.String()
		if n == "" || (n == "unknown" && k != KUnknown) {
			t.Errorf("kind %d has no name", k)
		}
		if o, ok := seen[n]; ok {
			t.Errorf("kinds %d and %d are both %q", o, k, n)
		}
		seen[n] = k
	}
	for k, want := range map[Kind]string{KFold: "fold", KPostSBOut: "post_sb_out_of_position", KPostButton: "post_button",
		KSummarySeat: "summary_seat", KMucks: "mucks", KLowShown: "low_shown", Kind(NumKinds): "unknown"} {
		if got := k.String(); got != want {
			t.Errorf("kind %d: %q, want %q", k, got, want)
		}
	}
}

func TestKindNoteWin(t *testing.T) {
	for _, k := range []Kind{KSaid, KEmpty, KRunTwice, KChat, KObserverChat, KDeniesBB, KInsurance, KNote, KLowShown, KSittingOut} {
		if !k.IsNote() {
			t.Errorf("%v is no note", k)
		}
	}
	for _, k := range []Kind{KFold, KCall, KPostSB, KCollectPot, KCollect, KWinPot, KWins, KBalance, KPlayer, Kind(255)} {
		if k.IsNote() {
			t.Errorf("%v is a note", k)
		}
	}
	for k := Kind(0); int(k) < NumKinds; k++ {
		want := k == KDiscard || k == KDiscardShown || k == KStandPat || k == KStandPatOn
		if k.IsDraw() != want {
			t.Errorf("%v: IsDraw %v", k, k.IsDraw())
		}
	}
	if !KWinPot.IsWin() || !KTiesSide.IsWin() || KWins.IsWin() || KCollectPot.IsWin() {
		t.Error("IsWin")
	}
}

// TestStandardWords: Standard sets every field to a kind of its own; Only,
// Without and As derive a site's words from it.
func TestStandardWords(t *testing.T) {
	std := Standard
	seen := map[Kind]bool{}
	for _, f := range std.fields() {
		if *f == 0 || seen[*f] {
			t.Errorf("Standard field of kind %v: zero or twice", *f)
		}
		seen[*f] = true
	}
	w := Standard.Only(KFold, KNoShow, KSittingOut).As(KNoShow, KMuck)
	if want := (Words[Kind]{Fold: KFold, NoShow: KMuck, SittingOut: KSittingOut}); w != want {
		t.Errorf("Only/As: %+v", w)
	}
	w = Standard.Without(KFold, KBoard).As(KDisconnected, KTimedOut).As(KConnected, KTimedOut)
	if w.Fold != 0 || w.Board != 0 || w.Check != KCheck || w.Disconnected != KTimedOut || w.Connected != KTimedOut || w.Leaves != KLeaves {
		t.Errorf("Without/As: %+v", w)
	}
	if Standard.Fold != KFold {
		t.Error("Standard changed by a derivation")
	}
	// The rules of the derived words: a removed verb is no rule, a renamed
	// one is of its new kind.
	verbs := New(KUnknown, KUnknown, w.Verbs())
	if verbs.Of("folds") != KUnknown || verbs.Of("checks") != KCheck {
		t.Error("derived rules", verbs.Of("folds"), verbs.Of("checks"))
	}
}
