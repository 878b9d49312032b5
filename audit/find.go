package audit

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/parse"
)

// FindHand reads the files under paths (as Run does, compressed or not)
// and returns the hand whose site id is id. A hand that cannot be parsed
// is returned as its *parse.Error, so that the caller can say why.
func FindHand(paths []string, id string) (*hand.Hand, error) {
	inputs, ferrs := collect(paths)
	p := parse.NewParser()
	for _, in := range inputs {
		data, err := in.open()
		if err != nil {
			ferrs = append(ferrs, FileError{File: in.name, Error: err.Error()})
			continue
		}
		doc, err := parse.Split(in.name, data)
		if err != nil {
			ferrs = append(ferrs, FileError{File: in.name, Error: err.Error()})
			continue
		}
		for _, c := range doc.Chunks {
			first, _, _ := strings.Cut(doc.ChunkText(c), "\n")
			if !strings.Contains(first, id) {
				continue // cheap test before parsing
			}
			h, perr := p.Parse(doc, c)
			if perr != nil {
				if perr.HandID == id {
					return nil, perr
				}
				continue
			}
			if h.ID == id {
				return h, nil
			}
		}
	}
	msg := fmt.Sprintf("hand %s not found", id)
	for _, fe := range ferrs {
		msg += fmt.Sprintf("; %s: %s", fe.File, fe.Error)
	}
	return nil, fmt.Errorf("%s", msg)
}
