package audit

import (
	"bytes"
	"encoding/binary"
	"os"
	"slices"
)

// dupSet remembers every hand of the run (its key, where it was first
// read and its text's hash) for the DUPLICATE_HAND check in bounded
// memory: the newest entries in a map; when the map is full they are
// sorted and spilled to a run file in a temporary directory, and only a
// Bloom filter of each run stays in memory (2 bytes per hand), so that a
// lookup reads a run file only when its filter says the key may be there.
// Memory then grows by 2 bytes per distinct hand instead of about 60.
type dupSet struct {
	mem   map[dupKey]dupSeen
	max   int // entries in mem before a spill
	runs  []*dupRun
	dir   string
	spill bool // false once a spill failed: everything stays in memory
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
	// dupMemEntries: a map of this many entries costs about 16 MB.
	dupMemEntries = 256 << 10
	bloomBits     = 16 // per entry: about 0.05 % false positives with 4 probes
	bloomProbes   = 4
)

func newDupSet() *dupSet {
	return &dupSet{mem: map[dupKey]dupSeen{}, max: dupMemEntries, spill: true}
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

// get returns where the hand of key k was first read.
func (d *dupSet) get(k dupKey) (dupSeen, bool) {
	if v, ok := d.mem[k]; ok {
		return v, true
	}
	for _, r := range d.runs {
		if r.bloomHas(k) {
			if v, ok := r.find(k); ok {
				return v, true
			}
		}
	}
	return dupSeen{}, false
}

// put remembers a hand read for the first time.
func (d *dupSet) put(k dupKey, v dupSeen) {
	d.mem[k] = v
	if len(d.mem) >= d.max && d.spill {
		if err := d.spillRun(); err != nil {
			d.spill = false // a disk that cannot take it: memory, as before
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
	keys := make([]dupKey, 0, len(d.mem))
	for k := range d.mem {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, cmpKey)
	f, err := os.CreateTemp(d.dir, "run-*")
	if err != nil {
		return err
	}
	r := &dupRun{f: f, n: int64(len(keys)), bloom: make([]uint64, (len(keys)*bloomBits+63)/64)}
	var b bytes.Buffer
	b.Grow(len(keys) * dupEntrySize)
	var e [dupEntrySize]byte
	for _, k := range keys {
		v := d.mem[k]
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
	d.mem = map[dupKey]dupSeen{} // a new map: the old one's memory is freed
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
