package audit

import (
	"encoding/binary"
	"math/bits"
	"os"
	"slices"
	"sort"
)

// dupSet remembers every hand of the run (its key, where it was first
// read and its text's hash) for the DUPLICATE_HAND check in bounded
// memory: the newest entries in a table in memory; when it holds max
// entries they are sorted and spilled to a run file in a temporary
// directory, and only a Bloom filter of each run stays in memory (2 bytes
// per hand), so that a lookup reads a run file only when its filter says
// the key may be there. Memory then grows by 2 bytes per distinct hand
// instead of about 60.
//
// The table is open addressing over the keys, which are hashes already:
// a key's first word is its slot, so a hand seen for the first time is
// looked up and added in one probe (a Go map hashed the key again and
// took two lookups; 6 % of the CPU of a 2M-hand run, all of it on the
// collector). A slot is 8 bytes, a reference to the entry, which is kept
// in entries in the order added, and 32 bits of the key's second word: a
// probe reads the entry only when those bits match, so that the memory a
// probe touches at random is a quarter of what it was with the 32-byte
// entries in the table (a probe missed the cache and the TLB of a 2-16 MB
// table, 3 % of a one-worker run's CPU, on the serial collector: issue 14),
// and entries are written in order.
type dupSet struct {
	slots   []dupSlot  // len a power of two, at most half full
	entries []dupEntry // the entries in memory, in the order added
	max     int        // entries in memory before a spill
	runs    []*dupRun
	dir     string
	spill   bool   // false once a spill failed: everything stays in memory
	block   []byte // find's room for the entries it reads
	write   []byte // spillRun's buffer: entries written dupWriteSize bytes at a time
	warmed  uint32 // what warm read (unused)
}

// dupSlot is one slot of dupSet's table: ref is the index in entries of
// its entry plus one (0: a free slot), tag the low 32 bits of that entry's
// key's second word.
type dupSlot struct {
	tag, ref uint32
}

// dupEntry is one hand in dupSet's entries.
type dupEntry struct {
	key  dupKey
	seen dupSeen
}

// dupRun is one spilled run: entries sorted by key, dupEntrySize bytes
// each, with its Bloom filter and the first word of the key that starts
// each block of dupBlock entries.
type dupRun struct {
	f      *os.File
	n      int64
	bloom  []uint64
	firsts []uint64
}

const (
	dupEntrySize = 32
	// dupMemEntries: this many entries cost 12 MB (8 MB of entries, a
	// table of 512k slots).
	dupMemEntries = 256 << 10
	// bloomBits per entry, in blocks of bloomBlockWords words, one cache
	// line: a key's block is chosen by its first word and one bit of each
	// word of the block by 6 bits of its second (a split block Bloom
	// filter), so that a lookup in a run's filter costs one cache miss, not
	// up to 4 for 4 probes over the whole filter, and no division (4 a run
	// with a 64-bit %: 1.7 % of the CPU of a 2-worker run at 2M hands, 7
	// runs; issue 14). A key looked up in 7 filters of 256k keys: 51 ns,
	// 84 with the 4 probes (the best of 12 alternations). False positives
	// (20M keys not put against 256k put): 0.09 %, where the 4 probes over
	// the whole filter had 0.24 %.
	bloomBits       = 16
	bloomBlockWords = 8
	// dupBlock is how many entries of a run find reads at once, 8 KiB: a
	// binary search of the file read one entry at a time, 18 reads of a
	// run of 256k entries, took most of the set's time at 2M hands (the
	// false positives of the Bloom filters, 0.2 % a run; issue 14); the
	// blocks' first words cost 8 bytes per 256 entries.
	dupBlock = 256
	// dupFirstSlots is the table's first size: grown from 1024 slots, it
	// was rehashed 8 times on the way to 100k hands (now 2), 1.9 % of the
	// CPU of a two-worker run over /tmp/c100k, all of it on the serial
	// collector (issue 14)
	dupFirstSlots = 64 << 10
	// dupWriteSize is how much of a run spillRun writes at once, through
	// one buffer kept, where a buffer of the whole run was allocated (8 MB,
	// cleared) each spill
	dupWriteSize = 64 << 10
)

func newDupSet() *dupSet {
	return &dupSet{max: dupMemEntries, spill: true}
}

// bloomBlock is the index in r.bloom of the first word of k's block,
// chosen by k's first word (multiply-shift: no division).
func (r *dupRun) bloomBlock(k dupKey) int {
	hi, _ := bits.Mul64(k[0], uint64(len(r.bloom)/bloomBlockWords))
	return int(hi) * bloomBlockWords
}

// bloomHas reports whether k may be in the run: whether its bit is set in
// each word of its block. Four words at a time, without a branch between
// them (whether a bit is set is a coin toss the branch predictor loses):
// a key not put fails the first four in 97.3 % of the lookups (20M keys
// against a filter of 256k).
func (r *dupRun) bloomHas(k dupKey) bool {
	i := r.bloomBlock(k)
	b := (*[bloomBlockWords]uint64)(r.bloom[i : i+bloomBlockWords])
	h := k[1]
	if b[0]>>(h&63)&(b[1]>>(h>>6&63))&(b[2]>>(h>>12&63))&(b[3]>>(h>>18&63))&1 == 0 {
		return false
	}
	return b[4]>>(h>>24&63)&(b[5]>>(h>>30&63))&(b[6]>>(h>>36&63))&(b[7]>>(h>>42&63))&1 != 0
}

func (r *dupRun) bloomAdd(k dupKey) {
	i := r.bloomBlock(k)
	b := (*[bloomBlockWords]uint64)(r.bloom[i : i+bloomBlockWords])
	for w := range bloomBlockWords {
		b[w] |= 1 << (k[1] >> (6 * w) & 63)
	}
}

func cmpKey(a, b dupKey) int {
	switch {
	case a[0] != b[0]:
		if a[0] < b[0] {
			return -1
		}
		return 1
	case a[1] != b[1]:
		if a[1] < b[1] {
			return -1
		}
		return 1
	}
	return 0
}

// find looks k up in the run file: reads the blocks it may be in (one,
// unless keys share their first word across blocks) into *buf, and
// searches them.
func (r *dupRun) find(k dupKey, buf *[]byte) (dupSeen, bool) {
	// blocks that start below k[0] but the last of them, and those that
	// start above it, cannot hold k
	lo := max(sort.Search(len(r.firsts), func(i int) bool { return r.firsts[i] >= k[0] })-1, 0)
	hi := sort.Search(len(r.firsts), func(i int) bool { return r.firsts[i] > k[0] })
	from, to := int64(lo)*dupBlock, min(int64(hi)*dupBlock, r.n)
	if from >= to {
		return dupSeen{}, false
	}
	size := int(to-from) * dupEntrySize
	if cap(*buf) < size {
		*buf = make([]byte, size)
	}
	b := (*buf)[:size]
	if _, err := r.f.ReadAt(b, from*dupEntrySize); err != nil {
		return dupSeen{}, false
	}
	for l, h := 0, int(to-from); l < h; {
		m := (l + h) / 2
		e := b[m*dupEntrySize:]
		got := dupKey{binary.LittleEndian.Uint64(e[0:]), binary.LittleEndian.Uint64(e[8:])}
		switch c := cmpKey(got, k); {
		case c == 0:
			return dupSeen{text: binary.LittleEndian.Uint64(e[16:]), file: int32(binary.LittleEndian.Uint32(e[24:])),
				line: int32(binary.LittleEndian.Uint32(e[28:]))}, true
		case c < 0:
			l = m + 1
		default:
			h = m
		}
	}
	return dupSeen{}, false
}

// seenOrAdd returns where the hand of key k was first read, or, when it
// was not read before, remembers it as read at v and reports false.
func (d *dupSet) seenOrAdd(k dupKey, v dupSeen) (dupSeen, bool) {
	if d.slots == nil {
		d.slots = make([]dupSlot, dupFirstSlots)
		// room for all the entries before a spill at once: the pages
		// are the system's only once written, and grow copied the
		// entries three times (7 MB) on the way to the first spill (grow
		// 0.3-0.5 % of the CPU of a 2-worker run at 2M hands, 0.1 %
		// since; issue 14)
		d.entries = make([]dupEntry, 0, max(d.max, dupFirstSlots/2))
	}
	i, ref := d.slot(k)
	if ref != 0 {
		return d.entries[ref-1].seen, true
	}
	for _, r := range d.runs {
		if r.bloomHas(k) {
			if v, ok := r.find(k, &d.block); ok {
				return v, true
			}
		}
	}
	d.entries = append(d.entries, dupEntry{key: k, seen: v})
	d.slots[i] = dupSlot{tag: uint32(k[1]), ref: uint32(len(d.entries))}
	if len(d.entries) >= d.max && d.spill {
		if err := d.spillRun(); err != nil {
			d.spill = false // a disk that cannot take it: memory, as before
		}
	}
	if 2*len(d.entries) > len(d.slots) {
		d.grow()
	}
	return dupSeen{}, false
}

// warm reads, for each key of a batch, the table's slot where its probe
// starts and, when that slot's tag is the key's (a hand read before, one
// in eight of /tmp/c100k), the entry it refers to, so that the batch's
// probes (seenOrAdd, one hand after another) find them in the cache. The
// reads of one key do not depend on those of another, so that the
// processor has many of their cache misses under way at once, where
// seenOrAdd waits for each in turn (issue 14: 270-440 ns a key on the
// serial collector, most of it that wait). So too the block of each
// run's Bloom filter that the key's lookup reads (a new hand's, in every
// run): the filters' reads moved from seenOrAdd (1.2-1.3 % of the CPU of
// a 2-worker run at 2M hands, 7 runs) to here, where with the table's
// they cost 0.8-1.0 % in all (issue 14). It changes nothing: what it
// reads is summed into d.warmed only so that the compiler keeps the
// reads.
func (d *dupSet) warm(keys []dupKey) {
	if d.slots == nil {
		return
	}
	mask := len(d.slots) - 1
	var sum uint32
	for _, k := range keys {
		s := d.slots[int(k[0])&mask]
		if s.ref != 0 && s.tag == uint32(k[1]) {
			sum += uint32(d.entries[s.ref-1].seen.line)
		}
		sum += s.ref
	}
	for _, r := range d.runs {
		for _, k := range keys {
			sum += uint32(r.bloom[r.bloomBlock(k)])
		}
	}
	d.warmed += sum
}

// slot is the slot of key k in the table and the reference of its entry,
// or the free slot where it would go and 0.
func (d *dupSet) slot(k dupKey) (int, uint32) {
	mask := len(d.slots) - 1
	tag := uint32(k[1])
	for i := int(k[0]) & mask; ; i = (i + 1) & mask {
		switch s := d.slots[i]; {
		case s.ref == 0:
			return i, 0
		case s.tag == tag && d.entries[s.ref-1].key == k:
			return i, s.ref
		}
	}
}

// grow doubles the table, and makes room in entries for as many entries
// as it may refer to.
func (d *dupSet) grow() {
	d.slots = make([]dupSlot, 2*len(d.slots))
	mask := len(d.slots) - 1
	for j, e := range d.entries {
		i := int(e.key[0]) & mask
		for d.slots[i].ref != 0 { // the keys are distinct: the first free slot
			i = (i + 1) & mask
		}
		d.slots[i] = dupSlot{tag: uint32(e.key[1]), ref: uint32(j + 1)}
	}
	d.entries = slices.Grow(d.entries, len(d.slots)/2-len(d.entries))
}

// spillRun writes the entries in memory to a new run file in key order,
// with the run's Bloom filter and blocks' first words, and empties the
// table.
func (d *dupSet) spillRun() error {
	if d.dir == "" {
		dir, err := os.MkdirTemp("", "hhcheck-dups-")
		if err != nil {
			return err
		}
		d.dir = dir
	}
	f, err := os.CreateTemp(d.dir, "run-*")
	if err != nil {
		return err
	}
	entries := d.entries // sorted in place: the table is cleared below
	sortEntries(entries)
	r := &dupRun{f: f, n: int64(len(entries)),
		bloom:  make([]uint64, max((len(entries)*bloomBits+511)/512, 1)*bloomBlockWords),
		firsts: make([]uint64, 0, (len(entries)+dupBlock-1)/dupBlock)}
	if d.write == nil {
		d.write = make([]byte, 0, dupWriteSize)
	}
	w := d.write[:0]
	for j := range entries {
		k, v := entries[j].key, entries[j].seen
		if j%dupBlock == 0 {
			r.firsts = append(r.firsts, k[0])
		}
		w = binary.LittleEndian.AppendUint64(w, k[0])
		w = binary.LittleEndian.AppendUint64(w, k[1])
		w = binary.LittleEndian.AppendUint64(w, v.text)
		w = binary.LittleEndian.AppendUint32(w, uint32(v.file))
		w = binary.LittleEndian.AppendUint32(w, uint32(v.line))
		r.bloomAdd(k)
		if len(w) == cap(w) || j == len(entries)-1 {
			if _, err := f.Write(w); err != nil {
				f.Close()
				return err
			}
			w = w[:0]
		}
	}
	d.runs = append(d.runs, r)
	clear(d.slots) // kept: the next entries fill it again
	d.entries = d.entries[:0]
	return nil
}

// sortEntries sorts e by key in place: a most significant digit radix
// sort, one byte of the first word a pass (in place, American flag sort),
// then insertion sort of parts of at most sortInsertion entries. The keys
// are hashes, spread evenly: 256k entries are in order after two passes
// and the insertion sort of parts of about 4, each pass's 256 places to
// write to in the cache. (slices.SortFunc of the entries by key took 1.9
// % of the CPU of a 2-worker run at 2M hands, on the serial collector, 7
// spills of 256k entries; issue 14.)
func sortEntries(e []dupEntry) {
	sortEntriesFrom(e, 56)
}

// sortInsertion is the size of a part sortEntries sorts by insertion.
const sortInsertion = 24

// sortEntriesFrom sorts e, whose keys' first words are the same above bit
// shift+8, by the byte of that word at shift and the rest.
func sortEntriesFrom(e []dupEntry, shift uint) {
	if len(e) <= sortInsertion {
		for i := 1; i < len(e); i++ {
			for j := i; j > 0 && cmpKey(e[j].key, e[j-1].key) < 0; j-- {
				e[j], e[j-1] = e[j-1], e[j]
			}
		}
		return
	}
	var next, end [256]int
	for i := range e {
		end[byte(e[i].key[0]>>shift)]++
	}
	for b, at := 0, 0; b < 256; b++ {
		next[b] = at
		at += end[b]
		end[b] = at
	}
	for b := range 256 {
		// the entry at next[b], if it is not of b, starts a cycle of
		// moves, each entry to its part's next place, that ends with an
		// entry of b
		for next[b] < end[b] {
			x := e[next[b]]
			for d := int(byte(x.key[0] >> shift)); d != b; d = int(byte(x.key[0] >> shift)) {
				e[next[d]], x = x, e[next[d]]
				next[d]++
			}
			e[next[b]] = x
			next[b]++
		}
	}
	from := 0
	for b := range 256 {
		part := e[from:end[b]]
		from = end[b]
		switch {
		case len(part) <= 1:
		case shift == 0: // first words all the same
			slices.SortFunc(part, func(a, b dupEntry) int { return cmpKey(a.key, b.key) })
		default:
			sortEntriesFrom(part, shift-8)
		}
	}
}

// close removes the spilled runs.
func (d *dupSet) close() {
	for _, r := range d.runs {
		r.f.Close()
	}
	if d.dir != "" {
		os.RemoveAll(d.dir)
	}
}
