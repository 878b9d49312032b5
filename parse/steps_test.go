package parse

import (
	"errors"
	"testing"

	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/hand"
)

// TestReadAmount: a text the grammar does not read makes its line
// unknown_line of the kind given, with the grammar's error; a bad amount
// is the amount's error; else the grammar's result and the amount.
func TestReadAmount(t *testing.T) {
	var seats seatIndex
	m := startHand(&Document{File: "f"}, Chunk{Line: 3}, "test", &seats)
	m.lineNo, m.h.Decimals = 7, 2
	bad := errors.New("no total")
	parse := func(s string) (string, error) {
		if s == "" {
			return "", bad
		}
		return s, nil
	}
	if _, _, e := readAmount(&m, linekind.KTotal, "Total pot", "", parse, m.money); e == nil || e.Reason != ReasonUnknownLine || e.Kind != "total" || e.Line != 7 || !errors.Is(e.Err, bad) {
		t.Errorf("grammar failure: %+v", e)
	}
	if _, _, e := readAmount(&m, linekind.KTotal, "Total pot x", "x", parse, m.money); e == nil || e.Reason != ReasonBadAmount {
		t.Errorf("bad amount: %+v", e)
	}
	got, v, e := readAmount(&m, linekind.KTotal, "Total pot $1.50", "$1.50", parse, func(s string) (hand.Money, *Error) { return m.money(s) })
	if e != nil || got != "$1.50" || v != 150 {
		t.Errorf("read: %q %d %+v", got, v, e)
	}
}
