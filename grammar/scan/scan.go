package scan

import (
	"encoding/xml"
	"fmt"
	"io"
	"strings"
)

// SeatNumber returns N of a "Seat N: " line and the text after "Seat N: "
// (the prefix checked and N read in one pass: every seat line is looked
// at several times).
func SeatNumber(line string) (int, string, bool) {
	if len(line) < 8 || line[0] != 'S' || line[:5] != "Seat " {
		return 0, "", false
	}
	if d := line[5] - '0'; d <= 9 && line[6] == ':' && line[7] == ' ' {
		return int(d), line[8:], true // one digit, the commonest: what the loop below reads
	}
	n, i := 0, 5
	for ; i < len(line) && line[i] >= '0' && line[i] <= '9'; i++ {
		if n = n*10 + int(line[i]-'0'); n > 1<<20 {
			return 0, "", false
		}
	}
	if i == 5 || i+1 >= len(line) || line[i] != ':' || line[i+1] != ' ' {
		return 0, "", false
	}
	return n, line[i+2:], true
}

// SeatStack cuts a seat line "Seat N: NAME (STACK)...", whose name is
// everything up to the last " (" (a name may hold parentheses): N, the
// name and the tail from that parenthesis on.
func SeatStack(line string) (n int, name, tail string, err error) {
	n, rest, ok := SeatNumber(line)
	if !ok {
		return 0, "", "", fmt.Errorf("no \"Seat N: \"")
	}
	o := strings.LastIndex(rest, " (")
	if o <= 0 {
		return 0, "", "", fmt.Errorf("no stack")
	}
	return n, rest[:o], rest[o+1:], nil
}

// NameBefore cuts the player name off "NAME<sep>...": the first of the
// hand's seat names (sorted longest first) that rest starts with and that
// sep follows, its index in names; else the text before the first sep and
// -1. ok is false when rest holds no sep at all.
func NameBefore(rest string, names []string, sep string) (name string, idx int, ok bool) {
	for i, n := range names {
		if strings.HasPrefix(rest, n) && strings.HasPrefix(rest[len(n):], sep) {
			return n, i, true
		}
	}
	j := strings.Index(rest, sep)
	if j < 0 {
		return "", -1, false
	}
	return rest[:j], -1, true
}

// SeatNameError: a summary seat line whose name is not the seat's player.
type SeatNameError struct {
	Seat int
	Want string
	Line string // the text after "Seat N: ", where the site keeps it
}

func (e *SeatNameError) Error() string {
	if e.Want == "" {
		return fmt.Sprintf("summary names seat %d, which has no player", e.Seat)
	}
	return fmt.Sprintf("summary seat %d does not start with its player %q", e.Seat, e.Want)
}

// SummarySeat cuts "Seat N: NAME" and the markers after the name off a
// summary seat line: name gives the player of seat N (a name that does not
// start the text after "Seat N: " is a *SeatNameError); markers are the
// site's position markers (" (button)", " (small blind)"...: each starts
// with " (" and none is a prefix of another), found after the name in any order. It returns N, the name, a bit per marker found
// (1<<i for markers[i]) and the text after them.
func SummarySeat(line string, name func(seat int) string, markers []string) (n int, nm string, found uint, rest string, err error) {
	n, rest, ok := SeatNumber(line)
	if !ok {
		return 0, "", 0, "", fmt.Errorf("no seat number")
	}
	nm = name(n)
	found, rest, err = SummarySeatNamed(n, nm, rest, markers)
	if err != nil {
		return n, "", 0, "", err
	}
	return n, nm, found, rest, nil
}

// SummarySeatNamed is SummarySeat of the text after "Seat N: " of seat n
// (SeatNumber's rest), nm the seat's player: a caller that read the
// number and knows the player reads neither again.
func SummarySeatNamed(n int, nm, rest string, markers []string) (found uint, after string, err error) {
	if nm == "" || !strings.HasPrefix(rest, nm) {
		return 0, "", &SeatNameError{Seat: n, Want: nm, Line: rest}
	}
	rest = rest[len(nm):]
	if len(rest) < 2 || rest[0] != ' ' || rest[1] != '(' {
		return found, rest, nil // no marker: most lines, without a look at each
	}
	// one marker after the other, each told by its " (" (a marker is no
	// prefix of another: the one that starts the text is the only one)
	for len(rest) >= 2 && rest[0] == ' ' && rest[1] == '(' {
		hit := false
		for i, m := range markers {
			// the marker's last byte first
			if len(rest) >= len(m) && len(m) > 0 && rest[len(m)-1] == m[len(m)-1] && rest[:len(m)] == m {
				rest, found, hit = rest[len(m):], found|1<<i, true
				break
			}
		}
		if !hit {
			break
		}
	}
	return found, rest, nil
}

// Digits reports whether s is one or more ASCII digits (a hand or
// tournament number, a year).
func Digits(s string) bool { return Every(s, func(c byte) bool { return c >= '0' && c <= '9' }) }

// Pairs cuts a card list written without spaces ("Td4h7d", a rank and a
// suit each) into its cards ("Td", "4h", "7d"); false when its length is
// odd.
func Pairs(s string) ([]string, bool) {
	if len(s)%2 != 0 {
		return nil, false
	}
	out := make([]string, 0, len(s)/2)
	for i := 0; i < len(s); i += 2 {
		out = append(out, s[i:i+2])
	}
	return out, true
}

// Every reports whether s is not empty and is accepts each of its bytes.
func Every(s string, is func(byte) bool) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !is(s[i]) {
			return false
		}
	}
	return true
}

// Span is a byte range of a text.
type Span struct{ Start, End int }

// Elements finds the elements of an XML text that start with open
// ("<HISTORY ") and end with end ("</HISTORY>"): the byte range of each,
// in order. They do not nest; an element without its end runs to the end
// of the text (Boss Media, Microgaming).
func Elements(text, open, end string) []Span {
	var out []Span
	for pos := 0; ; {
		i := strings.Index(text[pos:], open)
		if i < 0 {
			return out
		}
		start, stop := pos+i, len(text)
		if j := strings.Index(text[start:], end); j >= 0 {
			stop = start + j + len(end)
		}
		out = append(out, Span{start, stop})
		pos = stop
	}
}

// XMLDecoder reads an XML text already decoded to UTF-8 (parse.Decode),
// whatever its declaration says (cp1252 files declared utf-8); strict as
// xml.Decoder.Strict (false: the sites' unquoted attributes, unclosed and
// unknown entities are read as they come).
func XMLDecoder(text string, strict bool) *xml.Decoder {
	d := xml.NewDecoder(strings.NewReader(text))
	d.CharsetReader = func(_ string, r io.Reader) (io.Reader, error) { return r, nil }
	d.Strict = strict
	return d
}

// Attr returns the value of the attribute name among attrs, and whether
// it is written.
func Attr(attrs []xml.Attr, name string) (string, bool) {
	for _, a := range attrs {
		if a.Name.Local == name {
			return a.Value, true
		}
	}
	return "", false
}
