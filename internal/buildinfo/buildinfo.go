// Package buildinfo says which hhcheck produced an output: the module
// version and the VCS revision the binary was built from, read once from
// the Go build information. Every output that must be reproducible later
// (the summary, Parquet metadata, the explain page) records String().
//
// It owns nothing else; it must not read files or the environment.
package buildinfo

import (
	"runtime/debug"
	"sync"
)

// Info is what the build recorded about itself.
type Info struct {
	Module    string // module path, "github.com/hhcheck/hhcheck"
	Version   string // module version: a tag, a pseudo-version or "(devel)"
	Revision  string // VCS revision, "" when built without VCS stamping (go test, go run)
	Time      string // VCS commit time (RFC 3339), "" when unknown
	Modified  bool   // the work tree had uncommitted changes
	GoVersion string
}

var (
	once sync.Once
	info Info
)

// Read returns the build information, read once.
func Read() Info {
	once.Do(func() {
		info = Info{Version: "(devel)"}
		bi, ok := debug.ReadBuildInfo()
		if !ok {
			return
		}
		info.GoVersion = bi.GoVersion
		info.Module = bi.Main.Path
		if bi.Main.Version != "" {
			info.Version = bi.Main.Version
		}
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				info.Revision = s.Value
			case "vcs.time":
				info.Time = s.Value
			case "vcs.modified":
				info.Modified = s.Value == "true"
			}
		}
	})
	return info
}

// String is the one version string every output carries:
// "hhcheck VERSION (REVISION[+dirty], GOVERSION)", e.g.
// "hhcheck (devel) (3d34e55a1b2c+dirty, go1.26.8)".
func String() string {
	i := Read()
	s := "hhcheck " + i.Version
	rev := i.Revision
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if rev == "" {
		rev = "unknown revision"
	} else if i.Modified {
		rev += "+dirty"
	}
	return s + " (" + rev + ", " + i.GoVersion + ")"
}
