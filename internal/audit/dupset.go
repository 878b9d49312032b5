package audit

import (
	"bytes"
	"encoding/binary"
	"os"
	"slices"
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
// collector). The key {0, 0} marks a free slot: a hand whose key is that
// (one chance in 2^128) is kept as {0, 1}.
type dupSet struct {
	table []dupEntry // len a power of two, at most half full
	n     int        // entries in table
	max   int        // entries in table before a spill
	runs  []*dupRun
	dir   string
	spill bool // false once a spill failed: everything stays in memory
}

// dupEntry is one hand in dupSet's table.
type dupEntry struct {
	key  dupKey
	seen dupSeen
}

// dupRun is one spilled run: entries sorted by key, dupEntrySize bytes
// each, with its Bloom filter.
type dupRun struct {
	f     *os.File
	n     int64
	bloom []uint64
}

const (
	dupEntrySize = 32
	// dupMemEntries: a table for this many entries costs 16 MB.
	dupMemEntries = 256 << 10
	bloomBits     = 16 // per entry: about 0.05 % false positives with 4 probes
	bloomProbes   = 4
	// dupFirstSlots is the table's first size, 2 MiB: grown from 1024
	// slots, it was rehashed 8 times on the way to 100k hands (now 2), 1.9 % of
	// the CPU of a two-worker run over /tmp/c100k, all of it on the
	// serial collector (issue 14)
	dupFirstSlots = 64 << 10
)

func newDupSet() *dupSet {
	return &dupSet{max: dupMemEntries, spill: true}
}

func (r *dupRun) bloomHas(k dupKey) bool {
	m := uint64(len(r.bloom)) * 64
	for i := uint64(0); i < bloomProbes; i++ {
		b := (k[0] + i*k[1]) % m
		if r.bloom[b/64]&(1<<(b%64)) == 0 {
			return false
		}
	}
	return true
}

func (r *dupRun) bloomAdd(k dupKey) {
	m := uint64(len(r.bloom)) * 64
	for i := uint64(0); i < bloomProbes; i++ {
		b := (k[0] + i*k[1]) % m
		r.bloom[b/64] |= 1 << (b % 64)
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

// find looks k up in the run file by binary search.
func (r *dupRun) find(k dupKey) (dupSeen, bool) {
	var buf [dupEntrySize]byte
	lo, hi := int64(0), r.n
	for lo < hi {
		mid := (lo + hi) / 2
		if _, err := r.f.ReadAt(buf[:], mid*dupEntrySize); err != nil {
			return dupSeen{}, false
		}
		got := dupKey{binary.LittleEndian.Uint64(buf[0:]), binary.LittleEndian.Uint64(buf[8:])}
		switch c := cmpKey(got, k); {
		case c == 0:
			return dupSeen{text: binary.LittleEndian.Uint64(buf[16:]), file: int32(binary.LittleEndian.Uint32(buf[24:])),
				line: int32(binary.LittleEndian.Uint32(buf[28:]))}, true
		case c < 0:
			lo = mid + 1
		default:
			hi = mid
		}
	}
	return dupSeen{}, false
}

// seenOrAdd returns where the hand of key k was first read, or, when it
// was not read before, remembers it as read at v and reports false.
func (d *dupSet) seenOrAdd(k dupKey, v dupSeen) (dupSeen, bool) {
	if k == (dupKey{}) {
		k[1] = 1 // {0, 0} marks a free slot
	}
	if d.table == nil {
		d.table = make([]dupEntry, dupFirstSlots)
	}
	i, ok := d.slot(k)
	if ok {
		return d.table[i].seen, true
	}
	for _, r := range d.runs {
		if r.bloomHas(k) {
			if v, ok := r.find(k); ok {
				return v, true
			}
		}
	}
	d.table[i] = dupEntry{key: k, seen: v}
	d.n++
	if d.n >= d.max && d.spill {
		if err := d.spillRun(); err != nil {
			d.spill = false // a disk that cannot take it: memory, as before
		}
	}
	if 2*d.n > len(d.table) {
		d.grow()
	}
	return dupSeen{}, false
}

// slot is the slot of key k in the table: where it is (true), or the free
// slot where it would go.
func (d *dupSet) slot(k dupKey) (int, bool) {
	mask := len(d.table) - 1
	for i := int(k[0]) & mask; ; i = (i + 1) & mask {
		switch e := &d.table[i]; e.key {
		case k:
			return i, true
		case dupKey{}:
			return i, false
		}
	}
}

// grow doubles the table.
func (d *dupSet) grow() {
	old := d.table
	d.table = make([]dupEntry, 2*len(old))
	for _, e := range old {
		if e.key != (dupKey{}) {
			i, _ := d.slot(e.key)
			d.table[i] = e
		}
	}
}

func (d *dupSet) spillRun() error {
	if d.dir == "" {
		dir, err := os.MkdirTemp("", "hhcheck-dups-")
		if err != nil {
			return err
		}
		d.dir = dir
	}
	entries := make([]dupEntry, 0, d.n)
	for _, e := range d.table {
		if e.key != (dupKey{}) {
			entries = append(entries, e)
		}
	}
	slices.SortFunc(entries, func(a, b dupEntry) int { return cmpKey(a.key, b.key) })
	f, err := os.CreateTemp(d.dir, "run-*")
	if err != nil {
		return err
	}
	r := &dupRun{f: f, n: int64(len(entries)), bloom: make([]uint64, (len(entries)*bloomBits+63)/64)}
	var b bytes.Buffer
	b.Grow(len(entries) * dupEntrySize)
	var e [dupEntrySize]byte
	for _, x := range entries {
		k, v := x.key, x.seen
		binary.LittleEndian.PutUint64(e[0:], k[0])
		binary.LittleEndian.PutUint64(e[8:], k[1])
		binary.LittleEndian.PutUint64(e[16:], v.text)
		binary.LittleEndian.PutUint32(e[24:], uint32(v.file))
		binary.LittleEndian.PutUint32(e[28:], uint32(v.line))
		b.Write(e[:])
		r.bloomAdd(k)
	}
	if _, err := f.Write(b.Bytes()); err != nil {
		f.Close()
		return err
	}
	d.runs = append(d.runs, r)
	clear(d.table) // kept: the next entries fill it again
	d.n = 0
	return nil
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
