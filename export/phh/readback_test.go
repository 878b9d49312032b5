package phh

import (
	"os"
	"slices"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/parse"
	"github.com/hhcheck/hhcheck/rules"
	"github.com/hhcheck/hhcheck/verify"
)

// readBack parses a PHH file's text with the registry (parse/phh.go):
// one hand, or the rejection.
func readBack(t *testing.T, name string, data []byte) (*hand.Hand, *parse.Error) {
	t.Helper()
	doc, err := parse.Hands(name, data)
	if err != nil {
		t.Fatal(err)
	}
	if len(doc.Chunks) != 1 || doc.Chunks[0].Format != "phh" {
		t.Fatalf("%s: %d chunks (%+v), want one PHH hand", name, len(doc.Chunks), doc.Chunks)
	}
	return parse.NewParser().Parse(doc, doc.Chunks[0])
}

// paidByPlayer is what the rules give each player, by name.
func paidByPlayer(h *hand.Hand, rep *verify.Report) map[string]hand.Money {
	out := map[string]hand.Money{}
	for i, m := range rep.Paid {
		if m != 0 {
			out[h.Seats[i].Player] += m
		}
	}
	return out
}

// TestReadBack is the differential test of the PHH reader: every bundled
// hand that export/phh writes, read back through the registry, verifies
// with the same result: a clean hand stays clean and the rules pay each
// player the same amount; one more unit in a winner's finishing stack is
// an AWARD_MISMATCH naming him.
func TestReadBack(t *testing.T) {
	read, tampered := readBackAll(t, "../../testdata/histories", readBackRejects, nil)
	if read < 700 || tampered < 500 {
		t.Errorf("only %d hands read back, %d tampered", read, tampered)
	}
}

// TestReadBackRealHistories does the same on every hand of
// ../shared/histories (no real PHH file is there: the real hands written
// as PHH are the real test of the reader).
func TestReadBackRealHistories(t *testing.T) {
	const shared = "../../../shared/histories"
	if _, err := os.Stat(shared); err != nil {
		t.Skip("../shared/histories is absent: ", err)
	}
	read, tampered := readBackAll(t, shared, realReadBackRejects, realNotCarried)
	if read < 26000 || tampered < 20000 {
		t.Errorf("only %d hands read back, %d tampered", read, tampered)
	}
}

// readBackAll writes every hand under path as PHH, reads it back and
// compares (TestReadBack); rejects lists the hands the reader rejects, by
// reason, and differ the hands clean before whose record PHH cannot carry
// (with why). It returns the hands read back and tampered.
func readBackAll(t *testing.T, path string, rejects map[parse.Reason][]string, differ map[string]string) (read, tampered int) {
	t.Helper()
	hands, _ := parseAll(t, path)
	opts := verify.Options{Profile: rules.Standard}
	var clean int
	for _, h := range hands {
		p, err := Convert(h)
		if err != nil {
			continue
		}
		data, err := Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		name := h.File + ":" + h.ID + ".phh"
		back, perr := readBack(t, name, data)
		unknownStack := slices.ContainsFunc(h.Notes, func(n hand.Note) bool { return n.Kind == hand.NoteStackUnknown })
		if perr != nil {
			// a stack the site did not write is the model's stand-in,
			// MaxAmount: the finishing stack is beyond it
			if unknownStack && perr.Reason == parse.ReasonBadAmount {
				continue
			}
			if !slices.Contains(rejects[perr.Reason], h.ID) {
				t.Errorf("%s: rejected: %v\n%s", name, perr, data)
			}
			continue
		}
		read++
		orig, got := verify.Check(h, opts), verify.Check(back, opts)
		if len(orig.Discrepancies) > 0 || notCarried(h) != "" {
			continue
		}
		clean++
		if _, ok := differ[h.ID]; ok {
			continue
		}
		if len(got.Discrepancies) > 0 {
			t.Errorf("%s: clean, read back flagged: %v\n%s", name, got.Discrepancies, data)
			continue
		}
		a, b := paidByPlayer(h, &orig), paidByPlayer(back, &got)
		if (back.Summary.Rake == 0 || len(orig.Net) == 1) && !mapsEqual(a, b) {
			t.Errorf("%s: the rules pay %v, read back %v", name, a, b)
		}
		// one more unit for a player the rules pay nothing (and, when no
		// rake could absorb it, for the first player they pay)
		order := Order(h)
		for _, winner := range []bool{false, true} {
			w := slices.IndexFunc(order, func(i int) bool { return (orig.Paid[i] > 0) == winner })
			if w < 0 || winner && back.Summary.Rake > 0 {
				continue
			}
			p.FinishingStacks[w]++
			data, _ := Marshal(p)
			p.FinishingStacks[w]--
			bad, perr := readBack(t, name, data)
			if perr != nil {
				t.Errorf("%s: tampered: rejected %v", name, perr)
				continue
			}
			tampered++
			rep := verify.Check(bad, opts)
			// a pot nobody showed for is not decided: the unit is seen
			// in the arithmetic only
			undecided := slices.ContainsFunc(got.Pots, func(d verify.PotDecision) bool { return d.Undecided })
			if !slices.ContainsFunc(rep.Discrepancies, func(d hand.Discrepancy) bool {
				return d.Code == hand.AwardMismatch && d.Player == p.Players[w] || undecided && d.Code == hand.RakeArithmetic
			}) {
				t.Errorf("%s: %s's finishing stack one unit higher not flagged: %v", name, p.Players[w], rep.Discrepancies)
			}
		}
	}
	t.Logf("%d hands read back, %d clean before, %d tampered", read, clean, tampered)
	return read, tampered
}

// realReadBackRejects and realNotCarried are the real hands of
// ../shared/histories the comparison leaves out, with why.
var (
	realReadBackRejects = map[parse.Reason][]string{
		// Bovada wrote the all-in raise line again and again (a genuine
		// finding of the original: corpus_bovada_test.go): a cbr to what
		// the player already put in
		parse.ReasonBadAmount: {"3152357958", "3152358493"},
	}
	realNotCarried = map[string]string{
		"1605730318": "BetOnline: a player who left the table folds before two blinds posted \"now\"; export/phh writes those posts as cbr after his fold, out of the order of action",
		"2607739781": "PokerTracker's iPoker export: \"Raise $23.38\" over a $14.05 bet, which the original mapping reads without judging it (parse/ptexport.go); PHH's cbr is a street total, and a raise of $9.33 is below the minimum",
	}
)

// notCarried says what of a hand's record PHH cannot carry, or "": the
// site's conventions that change what is legal, money the site added to
// the pot, a pot-limit game played no-limit after the flop.
func notCarried(h *hand.Hand) string {
	c := h.Conventions
	switch {
	case c.StudRaiseAddsBringIn:
		return "a stud raise adds the bring-in"
	case c.UncappedHeadsUp:
		return "no raise cap heads-up"
	case c.BlindsMayLagLevel:
		return "blinds lag the level"
	case !c.OddChip.DividesByRRoP():
		return "the site's odd-chip habit"
	case h.SiteAdded != 0:
		return "money the site added"
	case len(h.CashOuts) > 0:
		return "a pot the site paid as a cash-out (all-in insurance), outside the finishing stacks"
	case h.PostflopLimit != hand.UnknownLimit && h.PostflopLimit != h.Limit:
		return "another limit after the flop"
	}
	return ""
}

// readBackRejects are the bundled hands whose PHH the reader rejects, by
// reason, with why.
var readBackRejects = map[parse.Reason][]string{}

func mapsEqual(a, b map[string]hand.Money) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}
