package parse

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
)

// lineMapper is what every site's mapping keeps while it reads one hand
// line by line, and the steps that do not depend on the site: errors that
// name the file, line and hand, amounts, cards, notes and actions. Each
// site's hand state embeds it (psHand, ggHand, wmHand) and overrides what
// its syntax needs (Winamax's money and hidden cards).
type lineMapper struct {
	doc     *Document
	h       *hand.Hand
	lineNo  int
	street  hand.Street
	sawSumm bool // the "*** SUMMARY ***" line
	sawTot  bool // the summary's total line
}

// read feeds the chunk's lines to header (the first) and line (the
// others), counting line numbers. Whether the hand is whole (a summary
// with its total, seats) is the registry's check (Parts).
func (m *lineMapper) read(p *Parser, c Chunk, header, line func(string) *Error) *Error {
	text := m.doc.Text[c.Start:c.End]
	// Room for the hand's actions and seats at once: a hand has fewer
	// actions than lines, and growing the slices line by line was the
	// largest allocation of the whole path.
	lines := strings.Count(text, "\n") + 1
	m.h.Actions = make([]hand.Action, 0, lines)
	m.h.Seats = make([]hand.Seat, 0, 10)
	first := true
	for len(text) > 0 {
		var l string
		if i := strings.IndexByte(text, '\n'); i >= 0 {
			l, text = text[:i], text[i+1:]
		} else {
			l, text = text, ""
		}
		m.lineNo++
		p.Stats.Lines++
		l = strings.TrimRight(l, " \t\r")
		if first {
			first = false
			if e := header(strings.TrimPrefix(l, "\uFEFF")); e != nil {
				return e
			}
			continue
		}
		if e := line(l); e != nil {
			return e
		}
	}
	m.h.EndLine = m.lineNo
	return nil
}

// parts says what the hand contained, for its site's completeness check
// (Site.Requires).
func (m *lineMapper) parts() Parts {
	var p Parts
	if m.sawSumm {
		p |= PartSummary
	}
	if m.sawTot {
		p |= PartTotal
	}
	return p
}

func (m *lineMapper) fail(reason Reason, line int, kind, detail string) *Error {
	return &Error{File: m.doc.File, Line: line, HandID: m.h.ID, Reason: reason, Kind: kind, Detail: detail}
}

// unknown rejects the current line as one no grammar of the site reads.
func (m *lineMapper) unknown(k fmt.Stringer, line string, err error) *Error {
	d := fmt.Sprintf("%q", shorten(line))
	if err != nil {
		d += ": " + err.Error()
	}
	e := m.fail(ReasonUnknownLine, m.lineNo, k.String(), d)
	e.Err = err
	return e
}

// money converts an amount written "$1,000.50", "€0.02", "25".
func (m *lineMapper) money(s string) (hand.Money, *Error) {
	v, err := parseMoney(s, m.h.Decimals)
	if err != nil {
		return 0, m.fail(ReasonBadAmount, m.lineNo, "", fmt.Sprintf("%q: %v", s, err))
	}
	return v, nil
}

// cards converts "Ah", "Td", ...; every card must be a real one.
func (m *lineMapper) cards(list []string) ([]cards.Card, *Error) {
	out, err := parseCards(list)
	if err != nil {
		return nil, m.fail(ReasonBadCard, m.lineNo, "", err.Error())
	}
	return out, nil
}

// parseCards converts card texts; the first bad one is the error.
func parseCards(list []string) ([]cards.Card, error) {
	out := make([]cards.Card, 0, len(list))
	for _, s := range list {
		c, err := cards.Parse(s)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

// note keeps a line the arithmetic does not need (hand.Note).
func (m *lineMapper) note(kind, text string) {
	m.h.Notes = append(m.h.Notes, hand.Note{Line: m.lineNo, Kind: kind, Text: strings.Clone(text)})
}

// addAction appends an action of the current street and line.
func (m *lineMapper) addAction(seat int, kind hand.ActionKind, amount hand.Money, allIn bool) *hand.Action {
	m.h.Actions = append(m.h.Actions, hand.Action{Seat: seat, Kind: kind, Street: m.street, Amount: amount, AllIn: allIn, Line: m.lineNo})
	return &m.h.Actions[len(m.h.Actions)-1]
}

// addSeat adds a seat line's player; two seats with one number or one
// name reject the hand.
func (m *lineMapper) addSeat(kind fmt.Stringer, seat hand.Seat) *Error {
	for i := range m.h.Seats {
		if m.h.Seats[i].Number == seat.Number || m.h.Seats[i].Player == seat.Player {
			return m.fail(ReasonDuplicateSeat, m.lineNo, kind.String(), fmt.Sprintf("seat %d %q", seat.Number, seat.Player))
		}
	}
	seat.Line = m.lineNo
	m.h.Seats = append(m.h.Seats, seat)
	return nil
}
