package parse

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
)

// TestPokerStarsSessionNotes: the lines the cross-hand checks read become
// notes of the hand.Note* kinds naming their player, seated or not; a Zoom
// header marks the hand as a pool's; cash hands say top-ups are not
// written, tournament hands do not.
func TestPokerStarsSessionNotes(t *testing.T) {
	const file = "tour__Stars__Flop__NLHE-6max-STT-play-1000-201605.FullTilt.txt"
	data, err := os.ReadFile(filepath.Join(samples, file))
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(data), "Player4 finished the tournament in 6th place\n",
		"Player4 finished the tournament in 6th place\nPlayer3 re-buys and receives 100 chips for 870\n"+
			"Player3 takes the add-on and receives 200 chips for 870\nNewcomer joins the table at seat #3\nPlayer1 leaves the table\n", 1)
	doc, err := Hands(file, []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	h, perr := NewParser().Parse(doc, doc.Chunks[0])
	if perr != nil {
		t.Fatal(perr)
	}
	want := map[string]string{hand.NoteRebuy: "Player3", hand.NoteAddOn: "Player3", hand.NoteJoins: "Newcomer", hand.NoteLeaves: "Player1"}
	for _, n := range h.Notes {
		if p, ok := want[n.Kind]; ok {
			if n.Player != p {
				t.Errorf("note %s: player %q, want %q", n.Kind, n.Player, p)
			}
			delete(want, n.Kind)
		}
	}
	if len(want) != 0 {
		t.Errorf("missing notes %v in %+v", want, h.Notes)
	}
	if h.Pool || h.Conventions.TopUpsUnrecorded {
		t.Errorf("tournament hand: Pool %v, TopUpsUnrecorded %v", h.Pool, h.Conventions.TopUpsUnrecorded)
	}
	hs, _ := parseFile(t, "HH20181229 Donati #3 - $0.02-$0.05 - USD No Limit Hold'em.txt")
	zoom := hs[0]
	if !zoom.Pool || !zoom.Conventions.TopUpsUnrecorded {
		t.Errorf("Zoom cash hand: Pool %v, TopUpsUnrecorded %v", zoom.Pool, zoom.Conventions.TopUpsUnrecorded)
	}
}
