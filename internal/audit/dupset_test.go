package audit

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestDupSetSpills: with a small table, the set spills sorted runs to disk
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
		if _, ok := d.seenOrAdd(keys[i], dupSeen{text: uint64(i) * 7, file: int32(i % 13), line: int32(i)}); ok {
			t.Fatalf("key %d found before it was put", i)
		}
	}
	if len(d.runs) != 10 || len(d.entries) != 0 {
		t.Fatalf("%d runs and %d in memory, want 10 and 0", len(d.runs), len(d.entries))
	}
	checkDupSet(t, d, keys, rng)
}

// TestDupSetBlocks: runs of several blocks (find reads the blocks a key
// may be in), keys whose first words repeat across blocks and runs, are
// found exactly; keys never put that share those first words are not.
func TestDupSetBlocks(t *testing.T) {
	d := newDupSet()
	d.max = 4*dupBlock + 17
	defer d.close()
	rng := rand.New(rand.NewPCG(9, 10))
	keys := make([]dupKey, 6*d.max)
	for i := range keys {
		keys[i] = dupKey{rng.Uint64() % 40, rng.Uint64() &^ 1} // second words even
		if _, ok := d.seenOrAdd(keys[i], dupSeen{text: uint64(i) * 7, file: int32(i % 13), line: int32(i)}); ok {
			t.Fatalf("key %d found before it was put", i)
		}
	}
	if len(d.runs) != 6 || len(d.runs[0].firsts) != 5 {
		t.Fatalf("%d runs of %d blocks, want 6 of 5", len(d.runs), len(d.runs[0].firsts))
	}
	for i := range 1000 {
		if _, ok := d.seenOrAdd(dupKey{uint64(i % 41), rng.Uint64() | 1}, dupSeen{}); ok {
			t.Fatal("a key never put was found")
		}
	}
	checkDupSet(t, d, keys, rng)
}

// TestDupSetTable: without a spill the table grows and answers every key
// exactly, the key {0, 0} included, keys whose first words collide, and
// keys that differ only above the 32 bits of their second word a slot
// keeps.
func TestDupSetTable(t *testing.T) {
	d := newDupSet()
	defer d.close()
	rng := rand.New(rand.NewPCG(3, 4))
	keys := []dupKey{{0, 0}, {0, 2}, {5, 1}, {5, 2}, {5 + 1024, 3}, {5, 1 | 1<<40}, {5 + 1024, 3 | 1<<63}}
	for len(keys) < 5000 {
		keys = append(keys, dupKey{rng.Uint64() & 0xffff, rng.Uint64()})
	}
	for i, k := range keys {
		if _, ok := d.seenOrAdd(k, dupSeen{text: uint64(i) * 7, file: int32(i % 13), line: int32(i)}); ok {
			t.Fatalf("key %d %v found before it was put", i, k)
		}
	}
	if len(d.runs) != 0 || len(d.entries) != len(keys) || len(d.slots) < 2*len(d.entries) {
		t.Fatalf("%d runs, %d entries in a table of %d", len(d.runs), len(d.entries), len(d.slots))
	}
	checkDupSet(t, d, keys, rng)
}

// checkDupSet: every key put is found with its place and text, a key
// never put is not.
func checkDupSet(t *testing.T, d *dupSet, keys []dupKey, rng *rand.Rand) {
	t.Helper()
	for i, k := range keys {
		v, ok := d.seenOrAdd(k, dupSeen{line: -1})
		if !ok || v.line != int32(i) || v.text != uint64(i)*7 || v.file != int32(i%13) {
			t.Fatalf("key %d: %+v, %v", i, v, ok)
		}
	}
	n := len(d.entries)
	for i := 0; i < 1000; i++ {
		if _, ok := d.seenOrAdd(dupKey{rng.Uint64(), rng.Uint64() | 1<<63}, dupSeen{}); ok {
			t.Fatal("a key never put was found")
		}
	}
	if len(d.entries) != n+1000 && len(d.runs) == 0 {
		t.Fatalf("%d entries after 1000 new keys, want %d", len(d.entries), n+1000)
	}
}

// TestDupSetWarm: warming a batch's keys (dupSet.warm), keys read before
// and new ones, some sharing a slot's start with an entry, changes neither
// the table nor the entries, and the set then answers as it would have.
func TestDupSetWarm(t *testing.T) {
	d := newDupSet()
	rng := rand.New(rand.NewPCG(9, 10))
	d.warm([]dupKey{{1, 2}}) // before the table exists: nothing
	var keys []dupKey
	for i := range 5000 {
		k := dupKey{rng.Uint64(), rng.Uint64()}
		keys = append(keys, k)
		d.seenOrAdd(k, dupSeen{line: int32(i)})
	}
	slots, entries := slices.Clone(d.slots), slices.Clone(d.entries)
	batch := []dupKey{keys[17], {rng.Uint64(), rng.Uint64()}, keys[4999], {keys[3][0], keys[3][1] + 1}, {keys[8][0], rng.Uint64()}}
	d.warm(batch)
	if !slices.Equal(slots, d.slots) || !slices.Equal(entries, d.entries) {
		t.Fatal("warm changed the set")
	}
	for i, k := range batch {
		v, ok := d.seenOrAdd(k, dupSeen{line: -1})
		if want := i == 0 || i == 2; ok != want {
			t.Fatalf("batch key %d: found %v, want %v", i, ok, want)
		}
		if ok && v.line != map[int]int32{0: 17, 2: 4999}[i] {
			t.Fatalf("batch key %d: line %d", i, v.line)
		}
	}
}

// BenchmarkDupSet: the collector's duplicate check over a run of 114k
// hands, one in eight read before (the shape of /tmp/c100k), in a new set
// each iteration as each run has: the serial collector's probe per hand.
//
//	go test ./internal/audit -run '^$' -bench DupSet -benchmem
func BenchmarkDupSet(b *testing.B) {
	keys := benchDupKeys()
	b.ReportAllocs()
	for b.Loop() {
		d := newDupSet()
		for i, k := range keys {
			d.seenOrAdd(k, dupSeen{line: int32(i)})
		}
		d.close()
	}
}

// BenchmarkDupSetWarm is BenchmarkDupSet with the keys of each batch of
// 64 (the collector's batchSize) warmed first (dupSet.warm), as the
// collector does.
func BenchmarkDupSetWarm(b *testing.B) {
	keys := benchDupKeys()
	b.ReportAllocs()
	for b.Loop() {
		d := newDupSet()
		for from := 0; from < len(keys); from += batchSize {
			batch := keys[from:min(from+batchSize, len(keys))]
			d.warm(batch)
			for i, k := range batch {
				d.seenOrAdd(k, dupSeen{line: int32(from + i)})
			}
		}
		d.close()
	}
}

// benchDupKeys are the keys of the benchmarks: 114k hands, one in eight
// read before (the shape of /tmp/c100k).
func benchDupKeys() []dupKey {
	rng := rand.New(rand.NewPCG(5, 6))
	keys := make([]dupKey, 114000)
	for i := range keys {
		if i > 1000 && i%8 == 0 {
			keys[i] = keys[rng.IntN(i)]
		} else {
			keys[i] = dupKey{rng.Uint64(), rng.Uint64()}
		}
	}
	return keys
}
