package parse

import (
	"errors"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/pokerstars"
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

// TestPlainStep: the shared step of the sites laid out as PokerStars'
// appends a plain kind's action with the line's amount and all-in mark
// (read from the Act's textgram.Head), leaves other kinds to the site,
// and a post that is all in gives no stake.
func TestPlainStep(t *testing.T) {
	line := func(text string) *convLine[pokerstars.Act] {
		v, ok := newConv(pokerstars.ParseAct(linekind.KCall, text))
		if !ok {
			t.Fatalf("%q: %v", text, v.detail)
		}
		v.amount = v.money(v.act.A, 2)
		return v
	}
	short, full := line(" calls $0.50 and is all-in"), line(" calls $0.75")
	if !short.allIn || full.allIn {
		t.Fatalf("all-in marks %v %v", short.allIn, full.allIn)
	}
	m := &lineMapper{h: &hand.Hand{Limit: hand.FixedLimit}}
	// starState.use: the plain table's action, else the site's apply
	applied := 0
	apply := func(int, linekind.Kind, *convLine[pokerstars.Act], string) *Error { applied++; return nil }
	st, none := &starState[pokerstars.Act]{plain: psPlain}, &starState[pokerstars.Act]{}
	st.use(m, 3, linekind.KRaise, full, "", apply)
	none.use(m, 3, linekind.KCall, full, "", apply)
	if applied != 2 || len(m.h.Actions) != 0 {
		t.Fatalf("a kind outside the table, or no table, added an action (%d applied)", applied)
	}
	st.use(m, 3, linekind.KCall, short, "", apply)
	if applied != 2 || len(m.h.Actions) != 1 {
		t.Fatalf("call not added: %+v", m.h.Actions)
	}
	if a := m.h.Actions[0]; a.Seat != 3 || a.Kind != hand.Call || a.Amount != 50 || !a.AllIn {
		t.Errorf("call: %+v", a)
	}
	m.postedBlind(&m.h.Stakes.SmallBlind, short)
	if m.h.Stakes.SmallBlind != 0 {
		t.Errorf("an all-in post set the small blind: %d", m.h.Stakes.SmallBlind)
	}
	m.postedBlind(&m.h.Stakes.SmallBlind, full)
	m.postedBlind(&m.h.Stakes.SmallBlind, line(" calls $0.25"))
	if m.h.Stakes.SmallBlind != 75 {
		t.Errorf("small blind %d, want the first full post's 75", m.h.Stakes.SmallBlind)
	}
	m.h.Limit = hand.NoLimit
	m.postedBlind(&m.h.Stakes.BigBlind, full)
	postedStake(&m.h.Stakes.BringIn, full)
	if m.h.Stakes.BigBlind != 0 || m.h.Stakes.BringIn != 75 {
		t.Errorf("no-limit big blind %d (want 0: the header's), bring-in %d", m.h.Stakes.BigBlind, m.h.Stakes.BringIn)
	}
}

// parseOne parses text, which must hold one hand.
func parseOne(t *testing.T, text string) (*hand.Hand, *Error) {
	t.Helper()
	doc, _ := Hands("t.txt", []byte(text))
	if len(doc.Chunks) != 1 {
		t.Fatalf("%q: %d chunks", text, len(doc.Chunks))
	}
	return NewParser().Parse(doc, doc.Chunks[0])
}

// rejectCase is a hand's text and the rejection it must get: its reason
// and a part of its message.
type rejectCase struct {
	text   string
	reason Reason
	detail string
}

// checkRejects parses each case's text, which must be rejected as it says.
func checkRejects(t *testing.T, cases []rejectCase) {
	t.Helper()
	for _, c := range cases {
		_, e := parseOne(t, c.text)
		if e == nil || e.Reason != c.reason || !strings.Contains(e.Error(), c.detail) {
			t.Errorf("%q: %v, want %s (%s)", c.text, e, c.reason, c.detail)
		}
	}
}
