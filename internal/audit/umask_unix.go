//go:build unix

package audit

import (
	"os"
	"syscall"
)

// processUmask is the file mode mask, read once while the package
// initialises (setting it back at once), before any goroutine creates files.
var processUmask = func() os.FileMode {
	m := syscall.Umask(0)
	syscall.Umask(m)
	return os.FileMode(m)
}()

func umask() os.FileMode { return processUmask }
