package export

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unsafe"

	"github.com/parquet-go/parquet-go"
)

// readParts reads every part file of one partition of a table, in part
// order, and checks each file's column paths.
func readParts(t *testing.T, root, name, partition string) (files int, rows []SeatRow) {
	t.Helper()
	paths, _ := filepath.Glob(filepath.Join(root, name, partition, "part-*.parquet"))
	slices.Sort(paths)
	for _, p := range paths {
		f, err := os.Open(p)
		if err != nil {
			t.Fatal(err)
		}
		fi, _ := f.Stat()
		pf, err := parquet.OpenFile(f, fi.Size())
		if err != nil {
			t.Fatal(err)
		}
		// every column chunk names its column (parquet-go's Writer.Reset
		// left path_in_schema [""] in every file after a writer's first)
		want := pf.Schema().Columns()
		for _, rg := range pf.Metadata().RowGroups {
			for i, c := range rg.Columns {
				if got := []string(c.MetaData.PathInSchema); !slices.Equal(got, want[i]) {
					t.Errorf("%s: column %d path_in_schema %q, want %q", p, i, got, want[i])
				}
			}
		}
		f.Close()
		r, err := parquet.ReadFile[SeatRow](p)
		if err != nil {
			t.Fatal(err)
		}
		rows = append(rows, r...)
		files++
	}
	return files, rows
}

// Partitions that get a few rows at a time, more of them than open files,
// keep their rows until they have holdRun (or the table holds holdMax) and
// share no file churn; a partition that gets many rows has its own file,
// and a later visit after its eviction starts another. Every row arrives,
// in its partition's order.
func TestTablePartitionsHeldAndEvicted(t *testing.T) {
	root := t.TempDir()
	tb := newTable[SeatRow](root, "seats", 2, 100)
	seq := map[string]int32{}
	queue := func(part string, n int) {
		for range n {
			seq[part]++
			// the player's name is a window into a larger text, as the
			// parsed rows' strings are
			text := fmt.Sprintf("%s player %d and more text", part, seq[part])
			r := SeatRow{HandKey: part, Seat: seq[part], Player: text[:strings.Index(text, " and")]}
			if err := tb.queue(part, &r); err != nil {
				t.Fatal(err)
			}
		}
	}
	small := []string{"site=A/date=1", "site=A/date=2", "site=B/date=1", "site=B/date=2", "site=C/date=1"}
	big := []string{"site=X/date=1", "site=X/date=2", "site=X/date=3"}
	for round := range 20 {
		for _, p := range small {
			queue(p, 3)
		}
		queue(big[round%len(big)], holdRun+10)
	}
	if err := tb.close(); err != nil {
		t.Fatal(err)
	}
	for _, p := range slices.Concat(small, big) {
		files, rows := readParts(t, root, "seats", p)
		if int32(len(rows)) != seq[p] {
			t.Fatalf("%s: %d rows, want %d", p, len(rows), seq[p])
		}
		for i, r := range rows {
			if r.Seat != int32(i+1) || r.HandKey != p || r.Player != fmt.Sprintf("%s player %d", p, i+1) {
				t.Fatalf("%s: row %d is %+v", p, i, r)
			}
		}
		switch {
		case slices.Contains(small, p) && files != 1:
			t.Errorf("%s: %d files for %d rows held, want 1", p, files, len(rows))
		case slices.Contains(big, p) && files < 2:
			t.Errorf("%s: %d files, want one per visit after an eviction", p, files)
		}
	}
	if tb.heldRows != 0 || len(tb.held) != 0 || len(tb.open) != 0 {
		t.Errorf("after close: %d rows held in %d partitions, %d open", tb.heldRows, len(tb.held), len(tb.open))
	}
}

// A table holds at most holdMax rows: past it, the partition holding the
// most is written out.
func TestTableHoldsAtMostHoldMax(t *testing.T) {
	tb := newTable[SeatRow](t.TempDir(), "seats", 1, 1000)
	defer tb.abort()
	parts := holdMax / (holdRun - 1) * 2
	for i := range parts * (holdRun - 1) {
		part := fmt.Sprintf("site=S/date=%d", i%parts)
		if err := tb.write(part, []SeatRow{{Seat: int32(i)}}); err != nil {
			t.Fatal(err)
		}
		if tb.heldRows > holdMax {
			t.Fatalf("%d rows held", tb.heldRows)
		}
	}
	if tb.parts["site=S/date=0"] == 0 {
		t.Error("no held partition was written out")
	}
}

// A held row's strings are its own copies, not windows into the text they
// were cut from.
func TestOwnStrings(t *testing.T) {
	text := "PokerStars/1 Alice Ah Kd BTN"
	r := FindingRow{HandKey: text[:12], Row: Row{Player: &[]string{text[13:18]}[0], Message: text}}
	p := PotRow{Clauses: []string{text[19:21]}, Rule: &[]string{text[22:24]}[0]}
	ownStrings(&r)
	ownStrings(&p)
	inText := func(s string) bool {
		b := uintptr(unsafe.Pointer(unsafe.StringData(text)))
		q := uintptr(unsafe.Pointer(unsafe.StringData(s)))
		return q >= b && q < b+uintptr(len(text))
	}
	for _, s := range []string{r.HandKey, *r.Player, r.Message, p.Clauses[0], *p.Rule} {
		if inText(s) {
			t.Errorf("%q still points into the text", s)
		}
	}
	if r.HandKey != "PokerStars/1" || *r.Player != "Alice" || r.Message != text || p.Clauses[0] != "Ah" || *p.Rule != "Kd" {
		t.Errorf("copies differ: %+v %+v", r, p)
	}
}

func TestPartitionEscapes(t *testing.T) {
	for _, c := range []struct{ site, date, want string }{
		{"PokerStars", "2021-07-30", "site=PokerStars/date=2021-07-30"},
		{"Full Tilt Poker", "", "site=Full Tilt Poker/date=" + NullPartition},
		{"", "2021-07-30", "site=" + NullPartition + "/date=2021-07-30"},
		{"a/b:c=d", "x\ny", "site=a%2Fb%3Ac%3Dd/date=x%0Ay"},
		{"Café#1", "", "site=Caf%C3%A9%231/date=" + NullPartition},
	} {
		if got := Partition(c.site, c.date); got != c.want {
			t.Errorf("Partition(%q, %q) = %q, want %q", c.site, c.date, got, c.want)
		}
	}
}

// A partition that stays open is cut into part files of about
// fileRowGroups row groups (the file is finished after the write that
// reaches them): the writer's footer metadata stays bounded.
func TestTablePartFileBounded(t *testing.T) {
	root := t.TempDir()
	tb := newTable[SeatRow](root, "seats", 2, 10)
	n := 3*partBufRows + 7 // blocks of partBufRows > fileRowGroups*10 rows
	for i := range n {
		r := SeatRow{HandKey: "k", Seat: int32(i + 1)}
		if err := tb.queue("site=S/date=1", &r); err != nil {
			t.Fatal(err)
		}
	}
	if err := tb.close(); err != nil {
		t.Fatal(err)
	}
	files, rows := readParts(t, root, "seats", "site=S/date=1")
	if files != 4 || len(rows) != n {
		t.Errorf("%d files, %d rows; want 4 files, %d rows", files, len(rows), n)
	}
	for i, r := range rows {
		if r.Seat != int32(i+1) {
			t.Fatalf("row %d: seat %d", i, r.Seat)
		}
	}
}
