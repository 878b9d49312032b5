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
// the table nor the entries, and the set then answers as it would have;
// with runs spilled (whose filters warm reads) too.
func TestDupSetWarm(t *testing.T) {
	for _, spill := range []int{dupMemEntries, 1000} {
		d := newDupSet()
		d.max = spill
		rng := rand.New(rand.NewPCG(9, 10))
		d.warm([]dupKey{{1, 2}}) // before the table exists: nothing
		var keys []dupKey
		for i := range 5000 {
			k := dupKey{rng.Uint64(), rng.Uint64()}
			keys = append(keys, k)
			d.seenOrAdd(k, dupSeen{line: int32(i)})
		}
		if spill == 1000 && len(d.runs) != 5 {
			t.Fatalf("%d runs, want 5", len(d.runs))
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
		d.close()
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
		addWarmed(keys)
	}
}

// addWarmed adds keys to a new set batch by batch, each batch warmed
// first, as the collector does.
func addWarmed(keys []dupKey) {
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

// BenchmarkDupSetSpills: the duplicate check over 2M hands, one in eight
// read before, with the set's own bound on memory: it spills 7 runs, and
// a new hand is looked up in up to 7 of them. Reports ns/key, the serial
// collector's cost per hand at that scale (issue 14). near: each copy is
// of one of the 20k hands before it, as in /tmp/c2m (scripts/corpus.sh
// copies a directory whose files repeat some of their hands), so that
// most copies are found in memory; far: of any hand before it, so that
// most are found in a run file.
//
//	go test ./internal/audit -run '^$' -bench DupSetSpills -benchtime 3x
func BenchmarkDupSetSpills(b *testing.B) {
	for _, c := range []struct {
		name   string
		window int
	}{{"near", 20_000}, {"far", 0}} {
		b.Run(c.name, func(b *testing.B) { benchDupSetSpills(b, dupKeysShaped(2_000_000, 7, 8, c.window)) })
	}
}

func benchDupSetSpills(b *testing.B, keys []dupKey) {
	b.ReportAllocs()
	for b.Loop() {
		addWarmed(keys)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(keys)), "ns/key")
}

// dupKeysShaped is n keys from the seed, one in every copyEvery a copy of
// one of the window keys before it (0: of any key before it).
func dupKeysShaped(n int, seed uint64, copyEvery, window int) []dupKey {
	rng := rand.New(rand.NewPCG(seed, seed+1))
	keys := make([]dupKey, n)
	for i := range keys {
		if i > 1000 && i%copyEvery == 0 {
			from := 0
			if window > 0 {
				from = max(i-window, 0)
			}
			keys[i] = keys[from+rng.IntN(i-from)]
		} else {
			keys[i] = dupKey{rng.Uint64(), rng.Uint64()}
		}
	}
	return keys
}

// TestSortEntries: sortEntries orders entries as a comparison sort of
// their keys does, for keys spread evenly, keys whose first words share
// their top bytes or are the same (ordered by the second), in parts of
// every size around the insertion sort's.
func TestSortEntries(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	shapes := map[string]func() dupKey{
		"even":         func() dupKey { return dupKey{rng.Uint64(), rng.Uint64()} },
		"top bytes":    func() dupKey { return dupKey{rng.Uint64() & 0x00ff_0000_0000_ff0f, rng.Uint64()} },
		"first shared": func() dupKey { return dupKey{rng.Uint64() % 3 << 60, rng.Uint64() % 50} },
		"low bits":     func() dupKey { return dupKey{rng.Uint64() % 300, rng.Uint64()} },
	}
	for name, key := range shapes {
		for _, n := range []int{0, 1, 2, sortInsertion, sortInsertion + 1, 257, 5000, 70_000} {
			e := make([]dupEntry, n)
			for i := range e {
				e[i] = dupEntry{key: key(), seen: dupSeen{line: int32(i)}}
				if i > 0 && i%10 == 0 { // the same key twice: a spill never has it, the order must still hold
					e[i].key = e[rng.IntN(i)].key
				}
			}
			want := slices.Clone(e)
			slices.SortStableFunc(want, func(a, b dupEntry) int { return cmpKey(a.key, b.key) })
			sortEntries(e)
			for i := range e {
				if e[i].key != want[i].key {
					t.Fatalf("%s, %d entries: at %d key %x, want %x", name, n, i, e[i].key, want[i].key)
				}
			}
			lines := func(e []dupEntry) []int32 {
				var l []int32
				for _, x := range e {
					l = append(l, x.seen.line)
				}
				slices.Sort(l)
				return l
			}
			if !slices.Equal(lines(e), lines(want)) {
				t.Fatalf("%s, %d entries: not the same entries", name, n)
			}
		}
	}
}

// TestDupSetAgainstMap: the set answers as a map does, over many small
// runs, keys repeated near and far, keys sharing their first word across
// runs and blocks.
func TestDupSetAgainstMap(t *testing.T) {
	d := newDupSet()
	d.max = 300
	defer d.close()
	rng := rand.New(rand.NewPCG(31, 32))
	want := map[dupKey]dupSeen{}
	var keys []dupKey
	for i := range 60_000 {
		var k dupKey
		switch r := rng.IntN(10); {
		case r == 0 && len(keys) > 0:
			k = keys[rng.IntN(len(keys))] // read before, anywhere
		case r == 1 && len(keys) > 0:
			k = keys[max(len(keys)-rng.IntN(500)-1, 0)] // read before, lately
		case r == 2:
			k = dupKey{rng.Uint64() % 64, rng.Uint64() % 64} // first words shared
		default:
			k = dupKey{rng.Uint64(), rng.Uint64()}
		}
		keys = append(keys, k)
		v := dupSeen{text: rng.Uint64(), file: int32(rng.IntN(100)), line: int32(i)}
		got, ok := d.seenOrAdd(k, v)
		prev, seen := want[k]
		if ok != seen || got != prev {
			t.Fatalf("key %d %x: %+v %v, want %+v %v", i, k, got, ok, prev, seen)
		}
		if !seen {
			want[k] = v
		}
	}
	if len(d.runs) < 150 {
		t.Fatalf("%d runs, want at least 150", len(d.runs))
	}
}

// TestDupRunBloom: a run's filter has every key put (no false negatives,
// whatever the run's size), and few of those not put (a false positive
// costs a read of the run file): measured 0.09 %.
func TestDupRunBloom(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 42))
	for _, n := range []int{1, 7, 100, 1000, 256 << 10} {
		r := &dupRun{bloom: make([]uint64, max((n*bloomBits+511)/512, 1)*bloomBlockWords)}
		keys := make([]dupKey, n)
		for i := range keys {
			keys[i] = dupKey{rng.Uint64(), rng.Uint64()}
			r.bloomAdd(keys[i])
		}
		for i, k := range keys {
			if !r.bloomHas(k) {
				t.Fatalf("%d keys: key %d put but not in the filter", n, i)
			}
		}
		if n < 1000 {
			continue
		}
		fp := 0
		const probes = 1_000_000
		for range probes {
			if r.bloomHas(dupKey{rng.Uint64(), rng.Uint64()}) {
				fp++
			}
		}
		if rate := float64(fp) / probes; rate > 0.0015 {
			t.Fatalf("%d keys: %.3f %% false positives, want at most 0.15 %%", n, 100*rate)
		}
	}
}

// BenchmarkSortEntries: a spill's sort, 256k entries of evenly spread keys
// (dupMemEntries, the size of every run spilled).
func BenchmarkSortEntries(b *testing.B) {
	rng := rand.New(rand.NewPCG(51, 52))
	src := make([]dupEntry, dupMemEntries)
	for i := range src {
		src[i] = dupEntry{key: dupKey{rng.Uint64(), rng.Uint64()}, seen: dupSeen{line: int32(i)}}
	}
	e := make([]dupEntry, len(src))
	for b.Loop() {
		copy(e, src)
		sortEntries(e)
	}
}
