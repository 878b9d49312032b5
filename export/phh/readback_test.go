package phh

import (
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
	hands, _ := parseAll(t, "../../testdata/histories")
	opts := verify.Options{Profile: rules.Standard}
	var read, clean, tampered int
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
		if perr != nil {
			if !slices.Contains(readBackRejects[perr.Reason], h.ID) {
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
			if !slices.ContainsFunc(rep.Discrepancies, func(d hand.Discrepancy) bool {
				return d.Code == hand.AwardMismatch && d.Player == p.Players[w]
			}) {
				t.Errorf("%s: %s's finishing stack one unit higher not flagged: %v", name, p.Players[w], rep.Discrepancies)
			}
		}
	}
	t.Logf("%d hands read back, %d clean before, %d tampered", read, clean, tampered)
	if read < 700 || tampered < 500 {
		t.Errorf("only %d hands read back, %d tampered", read, tampered)
	}
}

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
	case h.PostflopLimit != hand.UnknownLimit && h.PostflopLimit != h.Limit:
		return "another limit after the flop"
	}
	return ""
}

// readBackRejects are the bundled hands whose PHH the reader rejects, by
// reason, with why.
var readBackRejects = map[parse.Reason][]string{
	// Full Tilt hands that write no stack (NoteStackUnknown): the model's
	// stand-in stack, MaxAmount, plus the winnings is beyond MaxAmount
	parse.ReasonBadAmount: {"1083884910", "900000000901", "900000000902"},
}

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
