package explain

import (
	"encoding/json"
	"io"
)

// JSON writes the page as one indented JSON object (docs/explain.md; its
// schema is docs/explain.schema.json). It has no words to translate.
func (p *Page) JSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(p)
}
