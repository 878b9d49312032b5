package parse

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/grammar/ptexport"
	"github.com/hhcheck/hhcheck/hand"
)

// TestMGEndStacks checks the reading of the Microgaming export's amounts
// (parse/ptexport_mg.go: "called/bet/raised/went all-in - X" write what
// the line adds, the bet nobody called is inside "wins") against what the
// tracker wrote besides: each seat line's "at end" stack is its stack less
// what the mapping has it put in, plus what it collected. The bundled
// sample always; every real file of ../shared when present.
func TestMGEndStacks(t *testing.T) {
	files := []string{"../testdata/histories/pokertracker/tour__PokerTracker__Flop__NLHE-2max-USD-0-STT-201307.Microgaming.txt"}
	if real, _ := filepath.Glob(filepath.Join(sharedDir, "by-site/PokerTracker-export/*.Microgaming*.txt")); len(real) > 0 {
		files = append(files, real...)
	}
	hands := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		doc, err := Hands(f, data)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(string(data), "\n")
		p := NewParser()
		for _, c := range doc.Chunks {
			h, e := p.Parse(doc, c)
			if e != nil {
				t.Fatalf("%s: %v", f, e)
			}
			hands++
			end := mgEnds(h)
			for i, s := range h.Seats {
				ms, err := ptexport.ParseMGSeat(strings.TrimRight(lines[s.Line-1], "\r"))
				if err != nil {
					t.Fatal(err)
				}
				want, err := wholeChips(ms.End, 0)
				if err != nil {
					t.Fatal(err)
				}
				if end[i] != want {
					t.Errorf("%s: hand %s: %s ends with %d by the mapping, %d by the seat line", f, h.ID, s.Player, end[i], want)
				}
			}
		}
	}
	if hands < 6 {
		t.Errorf("%d hands", hands)
	}
}

// mgEnds is each seat's stack after the hand by the mapped actions and
// awards: a raise puts in its total less what the seat had in on the
// street (the blinds' round is the preflop's).
func mgEnds(h *hand.Hand) []hand.Money {
	end := make([]hand.Money, len(h.Seats))
	in := make([]hand.Money, len(h.Seats))
	street := hand.Preflop
	for i, s := range h.Seats {
		end[i] = s.Stack
	}
	for _, a := range h.Actions {
		if st := max(a.Street, hand.Preflop); st != street {
			street = st
			clear(in)
		}
		put := a.Amount
		if a.Kind == hand.Raise {
			put = a.To - in[a.Seat]
		}
		end[a.Seat] -= put
		if a.Kind != hand.PostAnte {
			in[a.Seat] += put
		}
	}
	for _, w := range h.Awards {
		end[w.Seat] += w.Amount
	}
	return end
}
