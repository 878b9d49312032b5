package explain

import (
	"bytes"
	"fmt"
	"github.com/hhcheck/hhcheck/export"
	"io"
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
	return export.WriteFile(path, buf.Bytes())
}
