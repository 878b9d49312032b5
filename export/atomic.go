package export

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

// Outputs are written to a temporary file in the target's directory and
// renamed over the target when complete (atomic on POSIX). The temporary
// name is recognisable and carries the writer's process id:
// ".<target>.hhcheck-tmp-<pid>-<random>". A run that is killed (kill -9)
// cannot remove its temporary file; the next run removes those of dead
// processes before it writes (RemoveStaleTemps).

// tempPrefix is the start of every temporary name for target path.
func tempPrefix(path string) string {
	return "." + filepath.Base(path) + ".hhcheck-tmp-"
}

// CreateTemp creates the temporary file of target path.
func CreateTemp(path string) (*os.File, error) {
	return os.CreateTemp(filepath.Dir(path), tempPrefix(path)+strconv.Itoa(os.Getpid())+"-*")
}

// IsTemp reports whether name (a base name) is a temporary file of hhcheck.
func IsTemp(name string) bool {
	return strings.HasPrefix(name, ".") && strings.Contains(name, ".hhcheck-tmp-")
}

// RemoveStaleTemps removes the temporary files of target path left by
// processes that no longer run, and returns their names.
func RemoveStaleTemps(path string) []string {
	dir := filepath.Dir(path)
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	prefix := tempPrefix(path)
	var removed []string
	for _, e := range entries {
		rest, ok := strings.CutPrefix(e.Name(), prefix)
		if !ok {
			continue
		}
		pidText, _, _ := strings.Cut(rest, "-")
		pid, err := strconv.Atoi(pidText)
		if err != nil || pid <= 0 || alive(pid) {
			continue
		}
		p := filepath.Join(dir, e.Name())
		if os.Remove(p) == nil {
			removed = append(removed, p)
		}
	}
	return removed
}

// alive reports whether process pid exists.
func alive(pid int) bool {
	if pid == os.Getpid() {
		return true
	}
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}

// umask is the process's file mode creation mask, read once.
var umask = func() os.FileMode {
	m := syscall.Umask(0)
	syscall.Umask(m)
	return os.FileMode(m)
}()

// Mode is the mode of every output: 0644 less the umask (os.CreateTemp
// makes 0600 files, which an analyst's account could not read).
func Mode() os.FileMode { return 0o644 &^ umask }

// Commit gives the finished temporary file its mode, syncs and closes it
// and renames it to path; on failure the temporary file is removed.
func Commit(tmp *os.File, path string) error {
	err := tmp.Chmod(Mode())
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return nil
}

// WriteFile writes data to path atomically with Mode.
func WriteFile(path string, data []byte) error {
	tmp, err := CreateTemp(path)
	if err != nil {
		return err
	}
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return Commit(tmp, path)
}

// CheckOutput tells before a run whether path can be written: it names no
// directory and its directory takes a new file (one is created and
// removed).
func CheckOutput(path string) error {
	if path == "" {
		return nil
	}
	if info, err := os.Stat(path); err == nil && info.IsDir() {
		return fmt.Errorf("%s is a directory", path)
	}
	tmp, err := CreateTemp(path)
	if err != nil {
		return fmt.Errorf("cannot write %s: %w", path, err)
	}
	tmp.Close()
	return os.Remove(tmp.Name())
}
