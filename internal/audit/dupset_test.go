package audit

import (
	"math/rand/v2"
	"testing"
)

// TestDupSetSpills: with a small map, the set spills sorted runs to disk
// and still answers every key exactly (found with its place, or not
// found), whatever run it is in.
func TestDupSetSpills(t *testing.T) {
	d := newDupSet()
	d.max = 100
	defer d.close()
	rng := rand.New(rand.NewPCG(1, 2))
	keys := make([]dupKey, 1000)
	for i := range keys {
		keys[i] = dupKey{rng.Uint64(), rng.Uint64()}
		if _, ok := d.get(keys[i]); ok {
			t.Fatalf("key %d found before it was put", i)
		}
		d.put(keys[i], dupSeen{text: uint64(i) * 7, file: int32(i % 13), line: int32(i)})
	}
	if len(d.runs) != 10 || len(d.mem) != 0 {
		t.Fatalf("%d runs and %d in memory, want 10 and 0", len(d.runs), len(d.mem))
	}
	for i, k := range keys {
		v, ok := d.get(k)
		if !ok || v.line != int32(i) || v.text != uint64(i)*7 || v.file != int32(i%13) {
			t.Fatalf("key %d: %+v, %v", i, v, ok)
		}
	}
	for i := 0; i < 1000; i++ {
		if _, ok := d.get(dupKey{rng.Uint64(), rng.Uint64()}); ok {
			t.Fatal("a key never put was found")
		}
	}
}
