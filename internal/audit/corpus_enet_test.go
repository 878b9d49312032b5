package audit

import (
	"context"
	"strings"
	"testing"
)

// rejectedEnet lists the real Enet hands, every one rejected, each with
// the text its rejection must contain and why (parse/enet.go): the three
// files are records that contradict themselves.
var rejectedEnet = map[string]string{
	"19408739": `bad_amount: "Player4: posts big blind": a post written without its amount`, // and Player1's small blind
	"7732419":  `bad_amount: "Rake: €-2,22": a negative rake`,                               // the total, €2,75, is not the €140,53 put in
	"12036770": `missing_line: "Player6: checks": a check facing a bet of 25`,               // the collections, €0,82 and €1,04, disagree
}

// TestCorpusEnetRejects runs the whole path over every Enet history of
// ../shared (by-site/Enet, 3 hands): each is rejected as listed, none
// verified.
func TestCorpusEnetRejects(t *testing.T) {
	paths := sharedFiles(t, "Enet")
	seen := map[string]bool{}
	sum, err := Run(context.Background(), Options{Paths: paths, OnHand: func(h HandResult) {
		want, ok := rejectedEnet[h.HandID]
		switch {
		case !ok || h.Rejected == nil:
			t.Errorf("hand %s: not rejected as listed (%v)", h.HandID, h.Rejected)
		case !strings.Contains(h.Rejected.Error(), want):
			t.Errorf("hand %s rejected %v, want %q", h.HandID, h.Rejected, want)
		}
		seen[h.HandID] = true
	}})
	if err != nil {
		t.Fatal(err)
	}
	if len(seen) != len(rejectedEnet) || sum.HandsRead != 3 || sum.HandsRejected != 3 {
		t.Errorf("%d hands read, %d rejected, seen %v: want the 3 listed", sum.HandsRead, sum.HandsRejected, seen)
	}
}
