package verify

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

// TestParseID: parseID takes the ids strconv.ParseUint(id, 10, 64) takes,
// with the same value, and refuses the others: digits around 2^64-1,
// leading zeros, signs, underscores, spaces, other bytes, random strings.
func TestParseID(t *testing.T) {
	ids := []string{"", "0", "1", "00", "007", "228674969220", "18446744073709551615", "18446744073709551616",
		"18446744073709551620", "99999999999999999999", "184467440737095516150", "0000000000000000000000018446744073709551615",
		"+1", "-1", "1_000", " 1", "1 ", "1a", "a1", "0x10", "１２"}
	rng := rand.New(rand.NewPCG(13, 14))
	for range 20000 {
		var b strings.Builder
		for range rng.IntN(24) {
			if rng.IntN(40) == 0 {
				b.WriteByte(byte(rng.IntN(256)))
			} else {
				b.WriteByte('0' + byte(rng.IntN(10)))
			}
		}
		ids = append(ids, b.String())
	}
	for v := uint64(1<<64 - 1); v > 1<<64-30; v-- {
		ids = append(ids, strconv.FormatUint(v, 10))
	}
	accepted := 0
	for _, id := range ids {
		want, err := strconv.ParseUint(id, 10, 64)
		got, ok := parseID(id)
		if ok != (err == nil) || (ok && got != want) {
			t.Fatalf("parseID(%q) = %d, %v; ParseUint %d, %v", id, got, ok, want, err)
		}
		if ok {
			accepted++
		}
	}
	if accepted < len(ids)/4 {
		t.Fatalf("only %d of %d ids accepted", accepted, len(ids))
	}
}
