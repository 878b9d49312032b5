package parse

import (
	"strings"
	"testing"
)

// TestRunItOnceIsAnotherSite: Run It Once Poker writes "Run It Once Poker
// Hand #"; GGPoker's "Poker Hand #" inside it must not make it a GGPoker
// hand with a bad header. The hand is written by the project in the shape
// of the site's header.
func TestRunItOnceIsAnotherSite(t *testing.T) {
	text := "Run It Once Poker Hand #RIO900000000001: Hold'em No Limit ($0.05/$0.10) - 2026/11/01 22:00:00\n" +
		"Table: 'hhcheck project RIO' 6-max Seat #1 is the button\n" +
		"Seat 1: Alice ($10 in chips)\n\n"
	doc, err := Hands("rio.txt", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	if len(doc.Chunks) != 1 {
		t.Fatalf("%d chunks", len(doc.Chunks))
	}
	_, perr := NewParser().Parse(doc, doc.Chunks[0])
	if perr == nil || perr.Reason != ReasonUnsupportedFormat || perr.Site != "runitonce" {
		t.Fatalf("got %+v, want unsupported_format of site runitonce", perr)
	}
	if !strings.Contains(perr.Error(), "runitonce") {
		t.Errorf("error does not name the site: %v", perr)
	}
}
