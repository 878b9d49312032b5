package parse

import (
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/hhcheck/hhcheck/grammar/pokerstars"
)

// stampOf writes t's wall clock as a PokerStars stamp of zone abbr.
func stampOf(t time.Time, ss int, abbr string) pokerstars.Stamp {
	return pokerstars.Stamp{Y: fmt.Sprint(t.Year()), M: fmt.Sprintf("%02d", t.Month()), D: fmt.Sprintf("%02d", t.Day()),
		H: fmt.Sprint(t.Hour()), Min: fmt.Sprintf("%02d", t.Minute()), S: fmt.Sprintf("%02d", ss), Zone: abbr}
}

// TestStampTimeClock compares the times of stamps converted through one
// zoneClock, in the order a file has them, with time.Date's (stampTime
// without a clock): the minutes around each change of the offset of
// 2024 and 2025 in every zone, those a change skips or repeats included,
// seconds 0 to 60 of each; then random stamps of 1990 to 2200, day 31 of
// short months included, each zone in turn.
func TestStampTimeClock(t *testing.T) {
	var clock zoneClock
	n := 0
	check := func(s pokerstars.Stamp) {
		t.Helper()
		want, ok1 := stampTime(s)
		got, ok2 := stampTimeOn(&clock, s)
		if got != want || ok1 != ok2 {
			t.Fatalf("%+v: %v %v, time.Date gives %v %v", s, got, ok2, want, ok1)
		}
		n++
	}
	for abbr := range zoneNames {
		loc := zone(abbr)
		for at := time.Date(2024, 1, 1, 0, 0, 0, 0, loc); at.Year() < 2026; {
			_, next := at.ZoneBounds()
			if next.IsZero() {
				break
			}
			if !next.After(at) {
				// past the last written change, time's rule gives a
				// period that ends where it starts at the turn of some
				// years: the next minute is in the next period
				next = at.Add(time.Minute)
			}
			// local minutes from two hours before the change to two after,
			// written as the files write them in that zone, and as its
			// clocks read before the change (times a change skips)
			_, off := at.Zone()
			for i := 0; i < 2*241; i++ {
				lt := next.Add(time.Duration(i/2-120) * time.Minute).In(loc)
				if i%2 == 1 {
					lt = lt.In(time.FixedZone("", off))
				}
				for _, ss := range [...]int{0, 1, 29, 59, 60} {
					check(stampOf(lt, ss, abbr))
				}
			}
			at = next
		}
	}
	r := rand.New(rand.NewPCG(14, 10))
	for abbr := range zoneNames {
		for range 2000 {
			s := pokerstars.Stamp{Y: fmt.Sprint(1990 + r.IntN(211)), M: fmt.Sprintf("%02d", 1+r.IntN(12)), D: fmt.Sprintf("%02d", 1+r.IntN(31)),
				H: fmt.Sprint(r.IntN(24)), Min: fmt.Sprintf("%02d", r.IntN(60)), S: fmt.Sprintf("%02d", r.IntN(61)), Zone: abbr}
			check(s)
		}
	}
	if n < 20000 {
		t.Fatalf("only %d stamps compared", n)
	}
}

// TestDaysFromCivil checks daysFromCivil against time's count of days
// for every month of 1990 to 2200.
func TestDaysFromCivil(t *testing.T) {
	for y := 1990; y <= 2200; y++ {
		for mo := 1; mo <= 12; mo++ {
			want := time.Date(y, time.Month(mo), 1, 0, 0, 0, 0, time.UTC).Unix() / 86400
			if got := daysFromCivil(y, mo); got != want {
				t.Fatalf("%d-%02d: %d days, want %d", y, mo, got, want)
			}
		}
	}
}
