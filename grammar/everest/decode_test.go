package everest

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

const doc = `<SESSION time="1335014137" tableName="Kitwe-5" id="1548.205.168" type="ring" money="$" screenName="Hero" game="hold-em" gametype="fixed-limit"/>
<HAND time="1335014414" id="7526266449" index="7" blinds="$0.01/$0.02" stakes="$0.02/$0.04">
  <SEAT position="0" name="Player0" balance="197"/>
  <HOLE position="2">10h</HOLE>
  <CHAT time="1303913765" name="Player6">retour au proprio</CHAT>
  <SWEEP rake="0" tax="0">8</SWEEP>
</HAND>
<HAND time="1335014415" id="7526266450" index="8" blinds="$0.01/$0.02" stakes="$0.02/$0.04">
  <SEAT position="0" name="Player0" balance="197"/>
`

func TestIsSession(t *testing.T) {
	for text, want := range map[string]bool{
		doc:                             true,
		"\ufeff\n" + doc:                true,
		"<session sessioncode=\"1\">":   false,
		"PokerStars Hand #1: Hold'em":   false,
		"<HAND id=\"1\"></HAND>":        false,
		"text\n<SESSION time=\"1\"/>\n": false,
	} {
		if got := IsSession(text); got != want {
			t.Errorf("IsSession(%.30q) = %v, want %v", text, got, want)
		}
	}
}

func TestParseSession(t *testing.T) {
	s, err := ParseSession(doc)
	if err != nil {
		t.Fatal(err)
	}
	want := Session{Time: "1335014137", Table: "Kitwe-5", ID: "1548.205.168", Type: "ring", Money: "$", Hero: "Hero", Game: "hold-em", Limit: "fixed-limit"}
	if *s != want {
		t.Errorf("got %+v, want %+v", *s, want)
	}
	if _, err := ParseSession(`<HAND id="1">`); err == nil {
		t.Error("a document starting with <HAND>: no error")
	}
}

func TestHands(t *testing.T) {
	spans := Hands(doc)
	if len(spans) != 2 {
		t.Fatalf("%d hands, want 2: %+v", len(spans), spans)
	}
	first := doc[spans[0].Start:spans[0].End]
	if !strings.HasPrefix(first, `<HAND time="1335014414"`) || !strings.HasSuffix(first, "</HAND>") {
		t.Errorf("first hand %q", first)
	}
	// the second has no end tag: it runs to the end of the text
	if second := doc[spans[1].Start:spans[1].End]; !strings.HasPrefix(second, `<HAND time="1335014415"`) || spans[1].End != len(doc) {
		t.Errorf("second hand %q", second)
	}
}

// TestHandsAfterBrokenText: text the decoder cannot read, between hands
// or inside one, loses no hand after it.
func TestHandsAfterBrokenText(t *testing.T) {
	const h1, h2 = `<HAND id="1"><SEAT position="0"/></HAND>`, `<HAND id="2"><FOLD position="0"/></HAND>`
	for _, c := range []struct {
		name, text string
		want       []string
	}{
		{"between", "<SESSION/>\n" + h1 + "\n<<< &\n" + h2 + "\n", []string{h1, h2}},
		{"inside", "<SESSION/>\n" + `<HAND id="1"><SEAT <<</HAND>` + "\n" + h2, []string{`<HAND id="1"><SEAT <<</HAND>` + "\n", h2}},
	} {
		var got []string
		for _, sp := range Hands(c.text) {
			got = append(got, c.text[sp.Start:sp.End])
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: hands %q, want %q", c.name, got, c.want)
		}
	}
}

func TestParseHand(t *testing.T) {
	spans := Hands(doc)
	h, err := ParseHand(doc[spans[0].Start:spans[0].End], 2)
	if err != nil {
		t.Fatal(err)
	}
	if h.ID != "7526266449" || h.Blinds != "$0.01/$0.02" || h.Stakes != "$0.02/$0.04" || h.Time != "1335014414" || !h.Closed {
		t.Errorf("hand %+v", h)
	}
	var names []string
	for _, e := range h.Events {
		names = append(names, e.Name)
	}
	if want := []string{"SEAT", "HOLE", "CHAT", "SWEEP"}; !slices.Equal(names, want) {
		t.Fatalf("events %v, want %v", names, want)
	}
	if e := h.Events[1]; e.Text != "10h" || e.Line != 4 {
		t.Errorf("HOLE %+v, want text 10h on line 4", e)
	}
	if v, ok := h.Events[3].Attr("rake"); !ok || v != "0" || h.Events[3].Text != "8" || h.Events[3].Line != 6 {
		t.Errorf("SWEEP %+v", h.Events[3])
	}
	if _, ok := h.Events[0].Attr("rake"); ok {
		t.Error("SEAT has no rake attribute")
	}
	h, err = ParseHand(doc[spans[1].Start:spans[1].End], 8)
	if !errors.Is(err, ErrUnclosed) || h == nil || h.Closed || len(h.Events) != 1 {
		t.Errorf("unclosed hand: %+v, %v", h, err)
	}
	if _, err := ParseHand(`<SEAT position="0"/>`, 1); err == nil {
		t.Error("no <HAND>: no error")
	}
	if _, err := ParseHand(`<HAND id="1"><HOLE position="1"><X/></HOLE></HAND>`, 1); err == nil {
		t.Error("an element inside <HOLE>: no error")
	}
}

func TestCards(t *testing.T) {
	got, err := Cards("10d, 10s, Kd")
	if err != nil || !slices.Equal(got, []string{"Td", "Ts", "Kd"}) {
		t.Errorf("Cards = %v, %v", got, err)
	}
	if c, err := Card("--"); c != "" || err != nil {
		t.Errorf(`Card("--") = %q, %v`, c, err)
	}
	for _, bad := range []string{"", "1d", "10", "Khh", "100d"} {
		if _, err := Card(bad); err == nil {
			t.Errorf("Card(%q): no error", bad)
		}
	}
}

// FuzzHand: the decoder never panics, and the spans it finds lie in the
// text, in order.
func FuzzHand(f *testing.F) {
	f.Add(doc)
	f.Add(`<SESSION/><HAND><HOLE position="1"><BET/></HOLE><COMMUNITY>10d,</COMMUNITY>`)
	f.Fuzz(func(t *testing.T, s string) {
		IsSession(s)
		ParseSession(s)
		end := 0
		for _, sp := range Hands(s) {
			if sp.Start < end || sp.End < sp.Start || sp.End > len(s) {
				t.Fatalf("span %+v after %d in a text of %d", sp, end, len(s))
			}
			end = sp.End
			ParseHand(s[sp.Start:sp.End], 1)
		}
		Cards(s)
	})
}
