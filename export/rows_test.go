package export

import (
	"reflect"
	"strings"
	"testing"
	"time"
	"unsafe"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
)

// TestRowsHoldNoInputText: a finding's row copies every string it takes
// from the hand, so that a row waiting to be written (the dataset queues
// findings, which are rare, for many hands) keeps no file's text alive.
func TestRowsHoldNoInputText(t *testing.T) {
	text := strings.Repeat("x", 1<<10) + "USD main high bob Table 1 PokerStars 42 message a.txt unknown_line RRoP 3.7.5(a)"
	at := func(s string) string {
		i := strings.Index(text, s)
		if i < 0 {
			t.Fatalf("%q not in the text", s)
		}
		return text[i : i+len(s)]
	}
	h := &hand.Hand{File: "a.txt", Line: 12, Site: at("PokerStars"), ID: at("42"), Table: at("Table 1"),
		Start: time.Date(2021, 7, 30, 6, 7, 28, 0, time.UTC), Currency: at("USD"), Decimals: 2}
	d := hand.Discrepancy{Code: hand.AwardMismatch, Clause: rules.Clause(at("RRoP 3.7.5(a)")), Pot: at("main high"),
		Player: at("bob"), HasAmounts: true, Line: 40, Message: at("message")}
	lo := uintptr(unsafe.Pointer(unsafe.StringData(text)))
	hi := lo + uintptr(len(text))
	for name, r := range map[string]Row{
		"Discrepancy": Discrepancy(h, &d, "standard"),
		"Rejected":    Rejected(at("a.txt"), 7, 9, at("PokerStars"), at("42"), at("unknown_line"), at("message"), "standard"),
		"NotAHand":    NotAHand(at("a.txt"), 7, at("42"), at("unknown_line"), at("message"), "standard"),
		"Duplicate":   Duplicate(at("a.txt"), 7, at("PokerStars"), at("42"), at("message"), "standard"),
	} {
		v := reflect.ValueOf(r)
		for i := range v.NumField() {
			f := v.Field(i)
			if f.Kind() == reflect.Pointer && !f.IsNil() {
				f = f.Elem()
			}
			if f.Kind() != reflect.String || f.Len() == 0 {
				continue
			}
			if p := uintptr(unsafe.Pointer(unsafe.StringData(f.String()))); p >= lo && p < hi {
				t.Errorf("%s: %s %q is a window into the input text", name, v.Type().Field(i).Name, f.String())
			}
		}
	}
}
