package scan

import (
	"encoding/xml"
	"errors"
	"slices"
	"testing"
)

func TestSeatNumber(t *testing.T) {
	for _, c := range []struct {
		line string
		n    int
		rest string
		ok   bool
	}{
		{"Seat 3: Hero ($1 in chips)", 3, "Hero ($1 in chips)", true},
		{"Seat 10: a b", 10, "a b", true},
		{"Seat 0000005: x", 5, "x", true},
		{"Seat : x", 0, "", false},
		{"Seat 3:x", 0, "", false},
		{"Seat 3", 0, "", false},
		{"Seat", 0, "", false},
		{"Table 3: x", 0, "", false},
		{"Seat 99999999999: x", 0, "", false},
		{"Seat 0: ", 0, "", true},
		{"Seat 9:  y", 9, " y", true},
		{"Seat 1: \t", 1, "\t", true},
		{"Seat 1:: x", 0, "", false},
		{"Seat x: y", 0, "", false},
	} {
		n, rest, ok := SeatNumber(c.line)
		if n != c.n || rest != c.rest || ok != c.ok {
			t.Errorf("SeatNumber(%q) = %d, %q, %v; want %d, %q, %v", c.line, n, rest, ok, c.n, c.rest, c.ok)
		}
	}
}

func TestNameBefore(t *testing.T) {
	names := []string{"Bob [x]", "Bob", "Al"}
	for _, c := range []struct {
		rest, name string
		idx        int
		ok         bool
	}{
		{"Bob [x] [Ah Kd]", "Bob [x]", 0, true},
		{"Bob [Ah Kd]", "Bob", 1, true},
		{"Alice [Ah]", "Alice", -1, true},
		{"Al", "", -1, false},
	} {
		name, idx, ok := NameBefore(c.rest, names, " [")
		if name != c.name || idx != c.idx || ok != c.ok {
			t.Errorf("NameBefore(%q) = %q, %d, %v; want %q, %d, %v", c.rest, name, idx, ok, c.name, c.idx, c.ok)
		}
	}
}

func TestSummarySeat(t *testing.T) {
	markers := []string{" (button)", " (small blind)", " (big blind)"}
	name := func(seat int) string { return map[int]string{1: "Ann (x)", 2: "Bob"}[seat] }
	n, nm, found, rest, err := SummarySeat("Seat 1: Ann (x) (big blind) (button) folded before Flop", name, markers)
	if err != nil || n != 1 || nm != "Ann (x)" || found != 1|4 || rest != " folded before Flop" {
		t.Errorf("= %d %q %b %q %v", n, nm, found, rest, err)
	}
	var sn *SeatNameError
	if _, _, _, _, err := SummarySeat("Seat 2: Bo (button) mucked", name, markers); !errors.As(err, &sn) || sn.Seat != 2 || sn.Line != "Bo (button) mucked" {
		t.Errorf("wrong name: %v", err)
	}
	if _, _, _, _, err := SummarySeat("Seat 3: Cy mucked", name, markers); !errors.As(err, &sn) || sn.Want != "" {
		t.Errorf("empty seat: %v", err)
	}
	if _, _, _, _, err := SummarySeat("Seat x: Ann", name, markers); err == nil || errors.As(err, &sn) {
		t.Errorf("no seat number: %v", err)
	}
}

// TestSummarySeatMarkers: markers in any order and repeated are each
// cut, and the text after them is left whole.
func TestSummarySeatMarkers(t *testing.T) {
	markers := []string{" (button)", " (small blind)", " (big blind)", " (button blind)"}
	for _, c := range []struct {
		text, rest string
		found      uint
	}{
		{"Ann folded before Flop", " folded before Flop", 0},
		{"Ann (button) folded", " folded", 1},
		{"Ann (big blind) (button) (small blind) mucked", " mucked", 7},
		{"Ann (button blind) (button) (button)", "", 9},
		{"Ann (x) (button)", " (x) (button)", 0},
		{"Ann (button) (x) (big blind)", " (x) (big blind)", 1},
		{"Ann (button", " (button", 0},
	} {
		found, rest, err := SummarySeatNamed(1, "Ann", c.text, markers)
		if err != nil || found != c.found || rest != c.rest {
			t.Errorf("%q: %b %q %v, want %b %q", c.text, found, rest, err, c.found, c.rest)
		}
	}
}

func TestDigits(t *testing.T) {
	for s, want := range map[string]bool{"0": true, "243560420": true, "": false, "12a": false, " 1": false, "1,000": false, "٣": false} {
		if got := Digits(s); got != want {
			t.Errorf("Digits(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestPairs(t *testing.T) {
	if got, ok := Pairs("Td4h7d"); !ok || !slices.Equal(got, []string{"Td", "4h", "7d"}) {
		t.Errorf("Pairs(Td4h7d) = %q, %v", got, ok)
	}
	if got, ok := Pairs(""); !ok || got == nil || len(got) != 0 {
		t.Errorf("Pairs(\"\") = %#v, %v; want an empty list", got, ok)
	}
	if got, ok := Pairs("Td4"); ok || got != nil {
		t.Errorf("Pairs(Td4) = %q, %v; want nil, false", got, ok)
	}
}

func TestEvery(t *testing.T) {
	upper := func(c byte) bool { return c >= 'A' && c <= 'Z' }
	if !Every("USD", upper) || Every("", upper) || Every("UsD", upper) {
		t.Error("Every: capitals")
	}
}

func TestSeatStack(t *testing.T) {
	n, name, tail, err := SeatStack("Seat 3: Bob (the (real) one) ($1,500), is sitting out")
	if err != nil || n != 3 || name != "Bob (the (real) one)" || tail != "($1,500), is sitting out" {
		t.Errorf("SeatStack = %d %q %q %v", n, name, tail, err)
	}
	for _, line := range []string{"Seat 3: Bob", "Seat 3: ($5)", "Seat x: Bob ($5)"} {
		if _, _, _, err := SeatStack(line); err == nil {
			t.Errorf("SeatStack(%q): no error", line)
		}
	}
}

func TestElements(t *testing.T) {
	text := "<R>\n<G a=1>x</G>\n<G a=2><H/></G><G a=3>cut"
	got := Elements(text, "<G ", "</G>")
	if len(got) != 3 || text[got[0].Start:got[0].End] != "<G a=1>x</G>" || text[got[1].Start:got[1].End] != "<G a=2><H/></G>" || text[got[2].Start:got[2].End] != "<G a=3>cut" {
		t.Errorf("Elements = %v", got)
	}
	if got := Elements("<R></R>", "<G ", "</G>"); len(got) != 0 {
		t.Errorf("no element: %v", got)
	}
}

func TestXMLDecoder(t *testing.T) {
	// declared cp1252, already UTF-8: read as it is
	text := "<?xml version=\"1.0\" encoding=\"windows-1252\"?><g name=\"Zoé\" n=2></g>"
	start := func(strict bool) (xml.StartElement, error) {
		d := XMLDecoder(text, strict)
		for {
			tok, err := d.Token()
			if err != nil {
				return xml.StartElement{}, err
			}
			if se, ok := tok.(xml.StartElement); ok {
				return se, nil
			}
		}
	}
	if _, err := start(true); err == nil {
		t.Error("strict: an unquoted attribute read")
	}
	se, err := start(false)
	if err != nil {
		t.Fatalf("lenient: %v", err)
	}
	if v, ok := Attr(se.Attr, "name"); !ok || v != "Zoé" {
		t.Errorf("Attr(name) = %q, %v", v, ok)
	}
	if v, ok := Attr(se.Attr, "n"); !ok || v != "2" {
		t.Errorf("Attr(n) = %q, %v", v, ok)
	}
	if v, ok := Attr(se.Attr, "id"); ok || v != "" {
		t.Errorf("Attr(id) = %q, %v; want none", v, ok)
	}
}
