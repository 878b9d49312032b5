package phh

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/hhcheck/hhcheck/export"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/parse"
	"github.com/hhcheck/hhcheck/verify"
)

// Writer writes every hand it is given as a PHH file,
// DIR/<site>/<hand id>.phh (a hand id seen twice gets "-<line>" added).
// It is an audit.HandSink: hhcheck convert runs the batch with it. The
// files go to a temporary directory beside DIR, which replaces DIR on
// Close.
type Writer struct {
	dir, tmp string
	names    map[string]bool
	// Written counts the files written; Skipped counts the hands not
	// converted by reason ("rejected: unknown_line", "no PHH variant:
	// FL 5 Card Draw", ...).
	Written int
	Skipped map[string]int
	done    bool
}

// NewWriter starts the output directory dir.
func NewWriter(dir string) (*Writer, error) {
	if err := export.ReplaceableBy(dir, func(rel string, d os.DirEntry) bool {
		return d.IsDir() || strings.HasSuffix(rel, ".phh")
	}); err != nil {
		return nil, err
	}
	tmp, err := export.TempDir(dir)
	if err != nil {
		return nil, err
	}
	return &Writer{dir: filepath.Clean(dir), tmp: tmp, names: map[string]bool{}, Skipped: map[string]int{}}, nil
}

type converted struct {
	h    *hand.Hand
	data []byte
	skip string
}

// Prepare converts one hand (from the workers).
func (w *Writer) Prepare(h *hand.Hand, _ *verify.Report, perr *parse.Error) any {
	if h == nil {
		if perr == nil {
			return nil
		}
		return &converted{skip: "rejected: " + string(perr.Reason)}
	}
	p, err := Convert(h)
	if err != nil {
		if errors.Is(err, ErrNoVariant) {
			return &converted{skip: "no PHH variant: " + h.Limit.String() + " " + h.Game.Spec().Title}
		}
		if errors.Is(err, ErrNotRepresentable) {
			return &converted{skip: "not representable in PHH (a call above every bet, or a check facing one)"}
		}
		return &converted{skip: "not convertible: " + err.Error()}
	}
	data, err := Marshal(p)
	if err != nil {
		return &converted{skip: "not convertible: " + err.Error()}
	}
	return &converted{h: h, data: data}
}

// Add writes the converted hand (from the collector, in file order).
func (w *Writer) Add(prep any, _, _ []hand.Discrepancy) error {
	c, ok := prep.(*converted)
	if !ok || c == nil {
		return nil
	}
	if c.h == nil {
		w.Skipped[c.skip]++
		return nil
	}
	site := safeName(c.h.Site)
	name := filepath.Join(site, safeName(c.h.ID)+".phh")
	if w.names[name] {
		name = filepath.Join(site, fmt.Sprintf("%s-%d.phh", safeName(c.h.ID), c.h.Line))
	}
	w.names[name] = true
	path := filepath.Join(w.tmp, name)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(path, c.data, 0o644); err != nil {
		return err
	}
	w.Written++
	return nil
}

// Close puts the directory in place.
func (w *Writer) Close() error {
	if w.done {
		return nil
	}
	w.done = true
	if err := export.ReplaceDir(w.tmp, w.dir); err != nil {
		os.RemoveAll(w.tmp)
		return fmt.Errorf("phh: %s: %w", w.dir, err)
	}
	return nil
}

// Abort discards everything written.
func (w *Writer) Abort() {
	if !w.done {
		w.done = true
		os.RemoveAll(w.tmp)
	}
}

// SkippedText lists the reasons hands were not converted, one per line.
func (w *Writer) SkippedText() string {
	var keys []string
	for k := range w.Skipped {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	for _, k := range keys {
		fmt.Fprintf(&b, "  %6d  %s\n", w.Skipped[k], k)
	}
	return b.String()
}

func safeName(s string) string {
	if s == "" {
		return "unknown"
	}
	return strings.Map(func(r rune) rune {
		if r == '/' || r == '\\' || r == 0 || r == ':' {
			return '_'
		}
		return r
	}, s)
}
