package explain

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// Formats are the forms a page is written in.
var Formats = []string{"text", "html", "json"}

// Render writes the page in format ("text", "html" or "json") and l.
func (p *Page) Render(w io.Writer, format string, l Lang) error {
	switch format {
	case "text", "":
		return p.Text(w, l)
	case "html":
		return p.HTML(w, l)
	case "json":
		return p.JSON(w)
	}
	return fmt.Errorf("unknown format %q (%s)", format, strings.Join(Formats, ", "))
}

// WriteFile renders the page into path atomically: a temporary file in
// the same directory, mode 0644, renamed over path once complete.
func (p *Page) WriteFile(path, format string, l Lang) error {
	var buf bytes.Buffer
	if err := p.Render(&buf, format, l); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return err
	}
	_, err = tmp.Write(buf.Bytes())
	if err == nil {
		err = tmp.Chmod(0o644)
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
	return err
}
