package source

import (
	"context"
	"os"
	"path/filepath"
	"syscall"
)

// Stdin is the path that names standard input ("verify -").
const Stdin = "-"

// Problem is a path that cannot be read, or is not read on purpose.
type Problem struct {
	File  string
	Error string
}

// Walked is what the paths expand to.
type Walked struct {
	Files   []string
	Errs    []Problem // cannot be read (exit 2)
	Skipped []Problem // not read on purpose: a symlink loop, a device, one of the run's own outputs
}

// fileID identifies a file or directory whatever the path to it.
type fileID struct{ dev, ino uint64 }

func idOf(info os.FileInfo) (fileID, bool) {
	if st, ok := info.Sys().(*syscall.Stat_t); ok {
		return fileID{uint64(st.Dev), uint64(st.Ino)}, true
	}
	return fileID{}, false
}

// Walk expands paths: files as given, directories recursively in name
// order, following symbolic links to files and directories; a link to a
// directory that contains it (a loop) is skipped and listed. exclude are
// files never read (the run's outputs and their temporary files).
func Walk(paths []string, exclude func(path string, info os.FileInfo) bool) Walked {
	var w Walked
	var dir func(path string, ancestors []fileID)
	visit := func(path string, info os.FileInfo, ancestors []fileID) {
		switch {
		case exclude != nil && exclude(path, info):
			w.Skipped = append(w.Skipped, Problem{File: path, Error: "an output of this run: not read"})
		case info.IsDir():
			id, ok := idOf(info)
			if ok {
				for _, a := range ancestors {
					if a == id {
						w.Skipped = append(w.Skipped, Problem{File: path, Error: "symbolic link loop: the directory contains this link"})
						return
					}
				}
			}
			dir(path, append(ancestors, id))
		case info.Mode().IsRegular():
			w.Files = append(w.Files, path)
		default:
			w.Skipped = append(w.Skipped, Problem{File: path, Error: "not a regular file (" + info.Mode().Type().String() + "): not read"})
		}
	}
	dir = func(path string, ancestors []fileID) {
		entries, err := os.ReadDir(path)
		if err != nil {
			w.Errs = append(w.Errs, Problem{File: path, Error: err.Error()})
		}
		// os.ReadDir sorts by name
		for _, e := range entries {
			p := filepath.Join(path, e.Name())
			info, err := os.Stat(p) // follows links
			if err != nil {
				w.Errs = append(w.Errs, Problem{File: p, Error: err.Error()})
				continue
			}
			visit(p, info, ancestors)
		}
	}
	for _, p := range paths {
		if isURL(p) {
			// a bucket: its objects under the key, in key order (Remote)
			urls, err := remote.List(context.Background(), p)
			if err != nil {
				w.Errs = append(w.Errs, Problem{File: p, Error: err.Error()})
			}
			w.Files = append(w.Files, urls...)
			continue
		}
		if p == Stdin {
			w.Files = append(w.Files, p)
			continue
		}
		info, err := os.Stat(p)
		if err != nil {
			w.Errs = append(w.Errs, Problem{File: p, Error: err.Error()})
			continue
		}
		visit(p, info, nil)
	}
	return w
}
