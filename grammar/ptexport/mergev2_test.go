package ptexport

import (
	"reflect"
	"testing"
)

// Lines from the real *Merge.v2*.txt file of
// ../shared/histories/by-site/PokerTracker-export.

func TestMergeV2Head(t *testing.T) {
	h, err := ParseMergeV2Header("Merge Game #80256693-236 | Holdem NL ($0.02/$0.04) | 12/05/2014 17:08:49 EST | Version:2")
	if err != nil {
		t.Fatal(err)
	}
	y, m, d := h.Date.YMD()
	if h.ID != "80256693" || h.Sub != "236" || !reflect.DeepEqual(h.Words, []string{"Holdem", "NL"}) || h.Small != "$0.02" || h.Big != "$0.04" ||
		y != "2014" || m != "12" || d != "05" || h.Date.S != "49" || h.Zone != "EST" || h.Version != "2" {
		t.Errorf("%+v", h)
	}
	for _, s := range []string{
		"Merge Game #80256693-236 | Holdem NL | 12/05/2014 17:08:49 EST | Version:2",
		"Merge Game #x | Holdem NL ($0.02/$0.04) | 12/05/2014 17:08:49 EST | Version:2",
		"Merge Game #80256693-236 | Holdem NL ($0.02/$0.04) | 12/05/2014 17:08:49 EST",
	} {
		if h, err := ParseMergeV2Header(s); err == nil {
			t.Errorf("%q read: %+v", s, h)
		}
	}
	if name, seats, err := MergeV2Table("Table Tropicana - Fast V (80256693), Seats 6"); err != nil || name != "Tropicana - Fast V" || seats != 6 {
		t.Errorf("table: %q %d %v", name, seats, err)
	}
	for _, s := range []string{"Table Tropicana", "Table Tropicana (x), Seats 6", "Table (1), Seats 6", "Table T (1), Seats"} {
		if _, _, err := MergeV2Table(s); err == nil {
			t.Errorf("%q read", s)
		}
	}
}
