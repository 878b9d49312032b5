package audit

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/internal/source"
	"github.com/hhcheck/hhcheck/parse"
)

// FindHand reads the files under paths (as Run does, compressed or not)
// and returns the first hand whose site id is id. A hand that cannot be
// parsed is returned as its *parse.Error, so that the caller can say why.
func FindHand(paths []string, id string) (*hand.Hand, error) {
	found, ferrs := FindAll(paths, id)
	if len(found) > 0 {
		if found[0].Err != nil {
			return nil, found[0].Err
		}
		return found[0].Hand, nil
	}
	return nil, NotFound(id, ferrs)
}

// Found is one hand with the id sought, and where it was read.
type Found struct {
	Hand *hand.Hand   // nil when the hand cannot be parsed
	Err  *parse.Error // why it cannot be parsed
	File string       // the input's name (a zip entry is "archive.zip/entry")
	Line int          // the hand's first line in the file
	// SHA256 is the hex digest of the input's bytes as read (after
	// decompression for .gz, .bz2, .zst and zip entries): for a plain
	// file, what sha256sum prints.
	SHA256     string
	Encoding   string // parse.Document.Encoding
	LineEnding string // parse.Document.LineEnding
	Text       string // the hand's text as decoded, lines ending in "\n", from Line
	// Prev is the hand before it at the same table in the same file (site,
	// table and tournament), the one the cross-hand checks of a run
	// (verify.Session) compare it with; nil when there is none.
	Prev *hand.Hand
}

// FindAll reads the files under paths (as Run does) and returns every hand
// whose site id is id, in the order Run reads them, with the errors of the
// files that could not be read.
func FindAll(paths []string, id string) ([]Found, []FileError) {
	inputs, problems := source.Collect(paths)
	ferrs := fileErrors(problems)
	p := parse.NewParser()
	var out []Found
	for _, in := range inputs {
		data, err := in.ReadAll()
		if err != nil {
			ferrs = append(ferrs, FileError{File: in.Name, Error: err.Error()})
			continue
		}
		doc, err := parse.Hands(in.Name, data)
		if err != nil {
			ferrs = append(ferrs, FileError{File: in.Name, Error: err.Error()})
			continue
		}
		if !strings.Contains(doc.Text, id) {
			continue
		}
		sum := sha256.Sum256(data)
		type table struct{ site, table, tournament string }
		last := map[table]*hand.Hand{} // the cross-hand checks' previous hands
		for _, c := range doc.Chunks {
			h, perr := p.Parse(doc, c)
			if perr != nil {
				if perr.HandID == id {
					out = append(out, Found{Err: perr, File: in.Name, Line: c.Line, SHA256: hex.EncodeToString(sum[:]),
						Encoding: doc.Encoding, LineEnding: doc.LineEnding, Text: doc.ChunkText(c)})
				}
				continue
			}
			k := table{h.Site, h.Table, h.Tournament}
			if h.ID == id {
				out = append(out, Found{Hand: h, File: in.Name, Line: c.Line, SHA256: hex.EncodeToString(sum[:]),
					Encoding: doc.Encoding, LineEnding: doc.LineEnding, Text: doc.ChunkText(c), Prev: last[k]})
			}
			if !h.Pool && h.Table != "" {
				last[k] = h
			}
		}
	}
	return out, ferrs
}

// NotFound is the error for a hand id found nowhere under the paths, with
// the files that could not be read.
func NotFound(id string, ferrs []FileError) error {
	msg := fmt.Sprintf("hand %s not found", id)
	for _, fe := range ferrs {
		msg += fmt.Sprintf("; %s: %s", fe.File, fe.Error)
	}
	return fmt.Errorf("%s", msg)
}
