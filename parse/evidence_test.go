package parse

import (
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
)

// contributions replays only what each seat put in (posts, calls, bets,
// raises to, minus returns); enough to rebuild the pot layers for the
// evidence below. The real replay lives in replay/.
func contributions(h *hand.Hand) ([]hand.Money, []bool) {
	in := make([]hand.Money, len(h.Seats))
	folded := make([]bool, len(h.Seats))
	street := make([]hand.Money, len(h.Seats))
	cur := hand.Street(255)
	for _, a := range h.Actions {
		if a.Street != cur && a.Street != hand.NoStreet && !(cur == hand.NoStreet && (a.Street == hand.Preflop || a.Street == hand.Third || a.Street == hand.PreDraw)) {
			for i := range street {
				street[i] = 0
			}
		}
		if a.Street != hand.NoStreet || cur == 255 {
			cur = a.Street
		}
		switch a.Kind {
		case hand.PostAnte:
			in[a.Seat] += a.Amount
		case hand.PostBothBlinds:
			in[a.Seat] += a.Amount
			street[a.Seat] += a.Amount - a.Dead
		case hand.Raise:
			d := a.To - street[a.Seat]
			in[a.Seat] += d
			street[a.Seat] = a.To
		case hand.Fold:
			folded[a.Seat] = true
		case hand.Check, hand.Discard, hand.StandPat:
		default:
			in[a.Seat] += a.Amount
			street[a.Seat] += a.Amount
		}
	}
	for _, r := range h.Returns {
		in[r.Seat] -= r.Amount
	}
	return in, folded
}

// layers cuts the contributions into main and side pots at the all-in
// levels of players still in.
func layers(in []hand.Money, folded []bool) []hand.Money {
	var levels []hand.Money
	for i, v := range in {
		if !folded[i] && v > 0 {
			levels = append(levels, v)
		}
	}
	sort.Slice(levels, func(a, b int) bool { return levels[a] < levels[b] })
	var pots []hand.Money
	prev := hand.Money(0)
	for _, l := range levels {
		if l == prev {
			continue
		}
		var p hand.Money
		for _, v := range in {
			p += min(v, l) - min(v, prev)
		}
		pots = append(pots, p)
		prev = l
	}
	return pots
}

// TestConventionsEvidence prints, from the real files, where PokerStars
// takes the rake when it prints Main/Side pots, and who gets the odd chip
// of a chopped pot. It asserts the convention set in pokerstars.go.
func TestConventionsEvidence(t *testing.T) {
	rows := psInventory(t)
	p := NewParser()
	mainFirst, perPot := 0, 0
	for _, r := range rows {
		data, err := os.ReadFile(filepath.Join(sharedDir, r.path))
		if err != nil {
			continue
		}
		doc, _ := Hands(r.path, data)
		for _, c := range doc.Chunks {
			h, e := p.Parse(doc, c)
			if e != nil || len(h.Summary.SidePots) == 0 || len(h.CashOuts) > 0 {
				continue
			}
			raw := layers(contributions(h))
			if len(raw) != 1+len(h.Summary.SidePots) {
				t.Logf("%s hand %s: %d layers, %d printed pots (skipped)", r.path, h.ID, len(raw), 1+len(h.Summary.SidePots))
				continue
			}
			printed := append([]hand.Money{h.Summary.MainPot}, h.Summary.SidePots...)
			var sumRaw, sumPrinted hand.Money
			ded := make([]hand.Money, len(raw))
			for i := range raw {
				sumRaw += raw[i]
				sumPrinted += printed[i]
				ded[i] = raw[i] - printed[i]
				if ded[i] < 0 {
					t.Errorf("%s hand %s: printed pot %d above its raw amount %d", r.path, h.ID, printed[i], raw[i])
				}
			}
			if sumPrinted != sumRaw-h.Summary.Rake {
				t.Errorf("%s hand %s: printed pots %v do not add up to raw %v - rake %d", r.path, h.ID, printed, raw, h.Summary.Rake)
			}
			if h.Summary.Rake > 0 {
				// main-first would leave the side pots whole while the
				// main pot can pay the rake
				if ded[0] < raw[0] && ded[len(ded)-1] > 0 {
					perPot++
				} else {
					mainFirst++
				}
				t.Logf("%s hand %s: raw pots %v, rake %d, printed %v, rake per pot %v", filepath.Base(r.path), h.ID, raw, h.Summary.Rake, printed, ded)
			}
		}
	}
	t.Logf("raked hands with printed side pots: every pot paid rake in %d, only the main pot in %d", perPot, mainFirst)
	if perPot == 0 {
		t.Errorf("no evidence for RakePerPot")
	}
}

// TestOddChipEvidence lists chopped pots with an odd unit and who got it.
func TestOddChipEvidence(t *testing.T) {
	rows := psInventory(t)
	p := NewParser()
	leftOfButton, notLeft, runFirst, runOther := 0, 0, 0, 0
	for _, r := range rows {
		data, err := os.ReadFile(filepath.Join(sharedDir, r.path))
		if err != nil {
			continue
		}
		doc, _ := Hands(r.path, data)
		for _, c := range doc.Chunks {
			h, e := p.Parse(doc, c)
			if e != nil {
				continue
			}
			// runs: compare what each run paid
			if len(h.Boards) > 1 {
				per := map[int]hand.Money{}
				for _, a := range h.Awards {
					per[a.Run] += a.Amount
				}
				if d := per[0] - per[1]; d == 1 || d == -1 {
					if d == 1 {
						runFirst++
					} else {
						runOther++
					}
					t.Logf("runs: %s hand %s: run 1 paid %d, run 2 paid %d", filepath.Base(r.path), h.ID, per[0], per[1])
				}
			}
			if h.Game.Spec().Split() {
				continue
			}
			type key struct{ pot, run int }
			groups := map[key][]hand.Award{}
			for _, a := range h.Awards {
				k := key{a.Pot, a.Run}
				groups[k] = append(groups[k], a)
			}
			for k, g := range groups {
				if len(g) < 2 {
					continue
				}
				lo, hi := g[0].Amount, g[0].Amount
				for _, a := range g {
					lo, hi = min(lo, a.Amount), max(hi, a.Amount)
				}
				if hi-lo != 1 {
					continue
				}
				// the winner first clockwise from the button
				best, bestDist := -1, 1<<30
				for _, a := range g {
					n := h.Seats[a.Seat].Number
					d := (n - h.Button + 100) % 100
					if d == 0 {
						d = 100
					}
					if d < bestDist {
						best, bestDist = a.Seat, d
					}
				}
				var got int
				for _, a := range g {
					if a.Amount == hi {
						got = a.Seat
					}
				}
				if got == best {
					leftOfButton++
				} else {
					notLeft++
				}
				t.Logf("chop: %s hand %s pot %d run %d button seat %d: odd unit to seat %d, first left of button among winners seat %d", filepath.Base(r.path), h.ID, k.pot, k.run, h.Button, h.Seats[got].Number, h.Seats[best].Number)
			}
		}
	}
	t.Logf("odd unit to the first winner left of the button: %d; to another: %d; run it twice/split: first run %d, other %d", leftOfButton, notLeft, runFirst, runOther)
}
