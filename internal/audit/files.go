package audit

import (
	"path/filepath"

	"github.com/hhcheck/hhcheck/internal/source"
)

// Reading input (walk, symbolic links, bucket objects, zip entries,
// decompression by magic bytes, charset, line ends and the window cut at
// hand starts) is package internal/source's; the runner orchestrates.

// Stdin is the path that names standard input ("verify -").
const Stdin = source.Stdin

// fileErrors turns the paths source could not read, or skipped, into the
// summary's FileErrors.
func fileErrors(ps []source.Problem) []FileError {
	out := make([]FileError, 0, len(ps))
	for _, p := range ps {
		out = append(out, FileError{File: p.File, Error: p.Error})
	}
	return out
}

func absPath(p string) (string, error) { return filepath.Abs(p) }
