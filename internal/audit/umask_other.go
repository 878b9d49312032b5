//go:build !unix

package audit

import "os"

func umask() os.FileMode { return 0o022 }
