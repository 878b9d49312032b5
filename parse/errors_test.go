package parse

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/alecthomas/participle/v2"
)

// firstRejection parses every hand of a file and returns the first
// rejection.
func firstRejection(t *testing.T, name string, text []byte) *Error {
	t.Helper()
	doc, err := Hands(name, text)
	if err != nil {
		t.Fatal(err)
	}
	p := NewParser()
	for _, c := range doc.Chunks {
		if _, e := p.Parse(doc, c); e != nil {
			return e
		}
	}
	t.Fatalf("%s: no hand rejected", name)
	return nil
}

// TestErrorColumnReal: the real Bovada hand whose dealer line the site
// wrote damaged ("Dealer : Set deale  r [5]", hand 3754944647, copied in
// testdata/real) is rejected at the column of "deale", where the verb
// grammar stopped; the message carries it after the line. In its whole
// file of ../shared, the same at line 104.
func TestErrorColumnReal(t *testing.T) {
	text, err := os.ReadFile("testdata/real/bovada-3754944647.txt")
	if err != nil {
		t.Fatal(err)
	}
	e := firstRejection(t, "bovada-3754944647.txt", text)
	if e.HandID != "3754944647" || e.Reason != ReasonUnknownLine || e.Line != 8 || e.Column != 14 {
		t.Fatalf("rejected %v (column %d), want hand 3754944647 unknown_line at line 8, column 14", e, e.Column)
	}
	if !strings.HasPrefix(e.Error(), "bovada-3754944647.txt:8:14: hand 3754944647: unknown_line") {
		t.Errorf("message %q lacks the line and column", e.Error())
	}
	// the position is the line's: not participle's inside the part of
	// the line its grammar was given ("1:5: unexpected token")
	if want := `"Dealer : Set deale  r [5]": unexpected token "deale"`; !strings.Contains(e.Error(), want) {
		t.Errorf("message %q: want %q", e.Error(), want)
	}
}

func TestErrorColumnRealFile(t *testing.T) {
	dir := "../../shared/histories/extra/santiweight__poker-handhistory/test/example-handhistories/Bovada"
	name := filepath.Join(dir, "HH20190402-025551 - 2293602 - ZONE - $0.02-$0.05 - HOLDEMZonePoker - NL - ZonePoker No.1365.txt")
	text, err := os.ReadFile(name)
	if os.IsNotExist(err) {
		t.Skip("../shared (the real histories) is absent")
	}
	if err != nil {
		t.Fatal(err)
	}
	e := firstRejection(t, name, text)
	if e.HandID != "3754944647" || e.Reason != ReasonUnknownLine || e.Line != 104 {
		t.Fatalf("rejected %v, want hand 3754944647 unknown_line at line 104", e)
	}
	line := strings.Split(string(text), "\n")[e.Line-1]
	if want := strings.Index(line, "deale") + 1; e.Column != want || want != 14 {
		t.Errorf("column %d, want %d (%q)", e.Column, want, line)
	}
	if !strings.Contains(e.Error(), ":104:14: hand 3754944647: unknown_line") {
		t.Errorf("message %q lacks the line and column", e.Error())
	}
}

// TestErrorColumn: written lines (project) that each site's grammar
// rejects inside a part of the line: the column is where in the whole line
// the grammar stopped, counted in bytes from 1; the same line again (the
// memo answers it without the grammar) has the same column; a failure with
// no token of the line (a street the mapping does not know) has none.
func TestErrorColumn(t *testing.T) {
	for _, c := range []struct {
		name, text, at string
		column         int // the column of at in the last line, -1: 0 expected
	}{
		{"bovada verb", "Bovada Hand #1 TBL#2 HOLDEM No Limit - 2019-04-17 15:43:06\nSeat 1: UTG ($1 in chips)\nSeat 2: Dealer ($1 in chips)\nDealer : Set deale  r [5]\n", "deale", 0},
		{"pokerstars table", "PokerStars Hand #1: Hold'em No Limit ($0.01/$0.02 USD) - 2020/01/01 12:00:00 ET\nTable 'T' 6-max Seat #1 is the buton\n", "buton", 0},
		{"bovada seat", "Bovada Hand #1 TBL#2 HOLDEM No Limit - 2019-04-17 15:43:06\nSeat 1: UTG ($1 in chipz)\n", "chipz", 0},
		{"pokerstars verb", "PokerStars Hand #1: Hold'em No Limit ($0.01/$0.02 USD) - 2020/01/01 12:00:00 ET\nTable 'T' 6-max Seat #1 is the button\nSeat 1: Ann ($2 in chips)\nSeat 2: Bob ($2 in chips)\nAnn: posts small blind $0.01\nBob: posts big blind $0.02\n*** HOLE CARDS ***\nAnn: raises $0.04 tu $0.06\n", "tu", 0},
		{"winamax verb", "Winamax Poker - CashGame - HandId: #1-2-3 - Holdem no limit (0.01€/0.02€) - 2020/01/01 12:00:00 UTC\nTable: 'T' 6-max (real money) Seat #1 is the button\nSeat 1: Ann (2€)\nSeat 2: Bob (2€)\n*** ANTE/BLINDS ***\nAnn posts small blind 0.01€\nBob posts big blind 0.02€\n*** PRE-FLOP ***\nAnn raises 0.04€ tu 0.06€\n", "tu", 0},
		{"pokerstars street", "PokerStars Hand #1: Hold'em No Limit ($0.01/$0.02 USD) - 2020/01/01 12:00:00 ET\nTable 'T' 6-max Seat #1 is the button\nSeat 1: Ann ($2 in chips)\nSeat 2: Bob ($2 in chips)\nAnn: posts small blind $0.01\nBob: posts big blind $0.02\n*** HOLE CARDS ***\n*** FLOOP *** [2c 3d 4h]\n", "", -1},
	} {
		t.Run(c.name, func(t *testing.T) {
			lines := strings.Split(strings.TrimSuffix(c.text, "\n"), "\n")
			want := 0
			if c.column >= 0 {
				want = strings.Index(lines[len(lines)-1], c.at) + 1
			}
			p := NewParser()
			for pass := 1; pass <= 2; pass++ { // the second: player lines from the memo
				doc, err := Hands("t.txt", []byte(c.text))
				if err != nil || len(doc.Chunks) != 1 {
					t.Fatalf("%v, %d chunks", err, len(doc.Chunks))
				}
				_, e := p.Parse(doc, doc.Chunks[0])
				if e == nil || e.Line != len(lines) || e.Reason != ReasonUnknownLine {
					t.Fatalf("pass %d: rejected %v, want unknown_line at line %d", pass, e, len(lines))
				}
				if e.Column != want {
					t.Errorf("pass %d: column %d, want %d (%q)", pass, e.Column, want, lines[len(lines)-1])
				}
			}
		})
	}
}

// TestErrorColumnWraps: the grammar's error stays reachable (errors.As)
// behind the rejection; its position is inside the part of the line it
// parsed (after "Table 'T' "), the rejection's column inside the line.
func TestErrorColumnWraps(t *testing.T) {
	text := "PokerStars Hand #1: Hold'em No Limit ($0.01/$0.02 USD) - 2020/01/01 12:00:00 ET\nTable 'T' 6-max Seat #1 is the buton\n"
	e := firstRejection(t, "t.txt", []byte(text))
	var pe participle.Error
	if !errors.As(e, &pe) {
		t.Fatalf("%v: no participle error behind it", e)
	}
	line := "Table 'T' 6-max Seat #1 is the buton"
	if want := strings.Index(line, "buton") + 1; e.Column != want || pe.Position().Column >= want {
		t.Errorf("column %d (grammar's %v), want %d", e.Column, pe.Position(), want)
	}
	if !strings.HasPrefix(e.Error(), "t.txt:2:32: hand 1: unknown_line") {
		t.Errorf("message %q", e.Error())
	}
}

// TestOffsetIn: only a slice of the text itself has an offset in it; an
// equal copy, a longer text, an empty one or one beside it has none.
func TestOffsetIn(t *testing.T) {
	line := "Seat 2: Bob ($2 in chips)"
	buf := line + line
	for _, c := range []struct {
		s, sub string
		off    int
		ok     bool
	}{
		{line, line[8:11], 8, true},
		{line, line, 0, true},
		{line, line[len(line)-1:], len(line) - 1, true},
		{line, strings.Clone(line[8:11]), 0, false},
		{line[8:11], line, 0, false},
		{line, line[8:8], 0, false},
		{buf[:len(line)], buf[len(line) : len(line)+3], 0, false},
		{buf[len(line):], buf[:3], 0, false},
	} {
		if off, ok := offsetIn(c.s, c.sub); off != c.off || ok != c.ok {
			t.Errorf("offsetIn(%q, %q) = %d, %v; want %d, %v", c.s, c.sub, off, ok, c.off, c.ok)
		}
	}
}

// TestErrorColumnSites: a bundled real hand of each other text site with
// one line damaged in memory (a stray "zz" where the grammar of the line's
// kind expects an amount or a word): the rejection's column is the stray
// token's in the whole line, whether the grammar read the line whole, the
// text after the name, or one segment.
func TestErrorColumnSites(t *testing.T) {
	for _, c := range []struct{ file, from, to string }{
		{"ggpoker/cash__GGPoker__Flop__PLO-6max-USD-5-10-202101.missed.txt", " raises ", " raises zz "},
		{"fulltilt/HHSmithy__Limits__Limit5.txt", " calls ", " calls zz "},
		{"fulltilt/HHSmithy__Limits__Limit5.txt", "Total pot ", "Total pot zz "},
		{"partypoker/HHSmithy__PartyPoker__5MultipleHands.txt", " raises [", " raises zz ["},
		{"pacificpoker/cash__PacificPoker__Flop__888-NLHE-USD-5-10-201205.uncalled.non.blind.txt", " raises [", " raises zz ["},
		{"winningpoker/cash__Winning__Flop__NLHE-9max-USD-0.02-0.05-202104.post.dead.txt", "Total pot ", "Total pot zz "},
	} {
		t.Run(c.file+" "+strings.TrimSpace(c.to), func(t *testing.T) {
			b, err := os.ReadFile(filepath.Join("../testdata/histories", c.file))
			if err != nil {
				t.Fatal(err)
			}
			text := strings.Replace(string(b), c.from, c.to, 1)
			e := firstRejection(t, c.file, []byte(text))
			line := strings.TrimRight(strings.Split(text, "\n")[e.Line-1], "\r")
			if e.Reason != ReasonUnknownLine || !strings.Contains(line, c.to) {
				t.Fatalf("rejected %v, want the damaged line unknown_line", e)
			}
			if want := strings.Index(line, c.to) + strings.Index(c.to, "zz") + 1; e.Column != want {
				t.Errorf("column %d, want %d (%q): %v", e.Column, want, line, e)
			}
		})
	}
}

// TestErrorColumnHeader: a header the site's grammar does not read is
// bad_header with the grammar's error wrapped and its column in the line
// (written headers, a stray "zz" where a number is expected).
func TestErrorColumnHeader(t *testing.T) {
	for _, text := range []string{
		"Bovada Hand #1 TBL#2 HOLDEM No Limit - 2019-04-17 zz:43:06\nSeat 1: UTG ($1 in chips)\n",
		"Hand #784383001 - Holdem(No Limit) - $0.02/zz - 2021/04/20 18:42:26 UTC\nTable 'T' 6-max Seat #1 is the button\n",
	} {
		e := firstRejection(t, "t.txt", []byte(text))
		header, _, _ := strings.Cut(text, "\n")
		var pe participle.Error
		if e.Reason != ReasonBadHeader || e.Line != 1 || !errors.As(e, &pe) {
			t.Fatalf("rejected %v, want bad_header at line 1 wrapping the grammar's error", e)
		}
		if want := strings.Index(header, "zz") + 1; e.Column != want {
			t.Errorf("%q: column %d, want %d", header, e.Column, want)
		}
	}
}
