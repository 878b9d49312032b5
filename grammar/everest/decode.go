// Package everest decodes Everest Poker's histories: a file is a
// <SESSION .../> element (table, currency, game, limit) followed by one
// <HAND id=".." time=".." blinds=".." stakes=".."> element per hand, with
// no root element around them. A hand is the list of its elements in the
// order written (<SEAT>, <DEALER>, <BLIND>, <HOLE>, <BET>, <FOLD>,
// <SWEEP>, <COMMUNITY>, <PUSH>, <SHOW>, <WIN>, <CHAT>, ...), each with its
// attributes, its text and its line. The decoder is encoding/xml read
// token by token; it knows no poker (parse/everest.go maps the AST).
package everest

import (
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/scan"
)

// Session is the <SESSION> element that starts a file.
type Session struct {
	Time  string // Unix seconds
	Table string // tableName
	ID    string
	Type  string // "ring"
	Money string // "$", "€"
	Hero  string // screenName
	Game  string // "hold-em", "omaha-hi"
	Limit string // gametype: "fixed-limit", "no-limit", "pot-limit"
}

// Hand is one <HAND> element.
type Hand struct {
	ID     string
	Time   string // Unix seconds
	Index  string
	Blinds string // "$0.01/$0.02", "0,01 €/0,02 €"
	Stakes string // "$0.02/$0.04": the bets of a fixed-limit game
	Events []Event
	Closed bool // the </HAND> end tag was read
}

// Event is one element inside a hand.
type Event struct {
	Name  string // "SEAT", "BET", ...
	Attrs []xml.Attr
	Text  string // the element's text, trimmed: "Jh", "10d, 10s, Kd", "8"
	Line  int    // in the decoded text, counted from the text given to ParseHand
}

// Attr returns the value of the event's attribute name, and whether it is
// written.
func (e *Event) Attr(name string) (string, bool) { return scan.Attr(e.Attrs, name) }

// IsSession reports whether a decoded file is an Everest session: its
// first element is <SESSION ...>.
func IsSession(text string) bool {
	head := strings.TrimLeft(text[:min(len(text), 512)], " \t\r\n\ufeff")
	return strings.HasPrefix(head, "<SESSION ")
}

func attr(attrs []xml.Attr, name string) string {
	v, _ := scan.Attr(attrs, name)
	return v
}

// ParseSession reads the <SESSION> element at the start of a document.
func ParseSession(text string) (*Session, error) {
	d := scan.XMLDecoder(text, false)
	for {
		tok, err := d.Token()
		if err != nil {
			return nil, fmt.Errorf("session: %v", err)
		}
		if se, ok := tok.(xml.StartElement); ok {
			if se.Name.Local != "SESSION" {
				return nil, fmt.Errorf("session: first element <%s>, not <SESSION>", se.Name.Local)
			}
			a := se.Attr
			return &Session{Time: attr(a, "time"), Table: attr(a, "tableName"), ID: attr(a, "id"), Type: attr(a, "type"),
				Money: attr(a, "money"), Hero: attr(a, "screenName"), Game: attr(a, "game"), Limit: attr(a, "gametype")}, nil
		}
	}
}

// Span is a <HAND> element's byte range in a document.
type Span struct{ Start, End int }

// Hands finds the <HAND> elements of a document, reading its tokens: a
// hand without its end tag runs to the next <HAND> or to the end of the
// text. Where the text stops being XML the decoder can read, the search
// goes on from the next "<HAND " (the hand cut there runs to it), so that
// no hand after a broken one is lost.
func Hands(text string) []Span {
	var out []Span
	for base := 0; base < len(text); {
		d := scan.XMLDecoder(text[base:], false)
		open := -1
		var err error
		for {
			start := base + int(d.InputOffset())
			var tok xml.Token
			if tok, err = d.Token(); err != nil {
				break
			}
			switch t := tok.(type) {
			case xml.StartElement:
				if t.Name.Local == "HAND" {
					if open >= 0 {
						out = append(out, Span{open, start})
					}
					open = start
				}
			case xml.EndElement:
				if t.Name.Local == "HAND" && open >= 0 {
					out = append(out, Span{open, base + int(d.InputOffset())})
					open = -1
				}
			}
		}
		next := -1
		if err != io.EOF {
			from := max(base+int(d.InputOffset()), base+1, open+1)
			if i := strings.Index(text[min(from, len(text)):], "<HAND "); i >= 0 {
				next = from + i
			}
		}
		if open >= 0 {
			end := len(text)
			if next >= 0 {
				end = next
			}
			out = append(out, Span{open, end})
		}
		if next < 0 {
			break
		}
		base = next
	}
	return out
}

// ErrUnclosed is ParseHand's error for a hand whose text ends before its
// </HAND>; the hand read so far is returned with it.
var ErrUnclosed = errors.New("the hand ends before </HAND>")

// ParseHand reads one "<HAND ...>...</HAND>" element; line is the line of
// its first byte (events are numbered from it).
func ParseHand(text string, line int) (*Hand, error) {
	d := scan.XMLDecoder(text, false)
	var h *Hand
	var cur *Event
	pos := 0
	lineAt := func(off int) int {
		line += strings.Count(text[pos:off], "\n")
		pos = off
		return line
	}
	for {
		off := int(d.InputOffset())
		tok, err := d.Token()
		if err == io.EOF {
			if h == nil {
				return nil, errors.New("no <HAND> element")
			}
			return h, ErrUnclosed
		}
		if err != nil {
			if h != nil && !strings.Contains(text, "</HAND>") {
				return h, ErrUnclosed
			}
			if h != nil {
				return h, fmt.Errorf("line %d: %v", lineAt(min(int(d.InputOffset()), len(text))), err)
			}
			return nil, err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if h == nil {
				if t.Name.Local != "HAND" {
					return nil, fmt.Errorf("<%s> before <HAND>", t.Name.Local)
				}
				a := t.Attr
				h = &Hand{ID: attr(a, "id"), Time: attr(a, "time"), Index: attr(a, "index"), Blinds: attr(a, "blinds"), Stakes: attr(a, "stakes")}
				continue
			}
			if cur != nil {
				return h, fmt.Errorf("line %d: <%s> inside <%s>", lineAt(off), t.Name.Local, cur.Name)
			}
			h.Events = append(h.Events, Event{Name: t.Name.Local, Attrs: t.Copy().Attr, Line: lineAt(off)})
			cur = &h.Events[len(h.Events)-1]
		case xml.CharData:
			if cur != nil {
				cur.Text += string(t)
			}
		case xml.EndElement:
			switch {
			case cur != nil:
				cur.Text = strings.TrimSpace(cur.Text)
				cur = nil
			case t.Name.Local == "HAND" && h != nil:
				h.Closed = true
				return h, nil
			}
		}
	}
}

// Cards splits a card list "10d, 10s, Kd" and converts each card: Card.
func Cards(s string) ([]string, error) {
	var out []string
	for _, w := range strings.Split(s, ",") {
		c, err := Card(strings.TrimSpace(w))
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

// Card converts Everest's "Jh", "10d" to the usual "Jh", "Td"; "--" (a
// card not shown) is "".
func Card(s string) (string, error) {
	if s == "--" {
		return "", nil
	}
	if r, ok := strings.CutPrefix(s, "10"); ok {
		s = "T" + r
	}
	if len(s) != 2 || !strings.ContainsRune("23456789TJQKA", rune(s[0])) || !strings.ContainsRune("cdhs", rune(s[1])) {
		return "", fmt.Errorf("card %q", s)
	}
	return s, nil
}
