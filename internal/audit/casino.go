package audit

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"hash/maphash"
	"io"
	"time"

	"github.com/hhcheck/hhcheck/casino"
	"github.com/hhcheck/hhcheck/export"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/internal/source"
	"github.com/hhcheck/hhcheck/parse"
	"github.com/hhcheck/hhcheck/rules"
)

// Casino coup logs (docs/casino.md) go through the same run as the
// histories: a file (any name, compressed or not) whose first non-blank
// line is a JSON object naming a casino game is a coup log; each line is
// one coup, settled by package casino, and counted as one hand read: clean,
// flagged (its findings go into the Parquet rows and the summary like any
// other) or rejected (reason bad_coup).

// RejectBadCoup is the rejection reason of a coup line that cannot be
// settled (not JSON, an unknown field, a card that is none of the 52, a
// shoe that ends too soon...).
const RejectBadCoup parse.Reason = "bad_coup"

var utf8BOM = []byte("\xef\xbb\xbf")

// coupPeek is how much of a file is looked at to tell a coup log: its
// first line.
const coupPeek = 64 << 10

// readCoupLog looks at the first bytes of *r: when they start a coup log
// it reads the whole log (at most source.MaxFileSize) and reports ok; otherwise
// *r is replaced by a reader that still gives every byte.
func readCoupLog(r *io.Reader) (data []byte, ok bool, err error) {
	br := bufio.NewReaderSize(*r, coupPeek)
	*r = br
	head, _ := br.Peek(coupPeek)
	if !isCoupLog(head) {
		return nil, false, nil
	}
	data, err = io.ReadAll(io.LimitReader(br, source.MaxFileSize+1))
	if err == nil && len(data) > source.MaxFileSize {
		err = fmt.Errorf("coup log larger than %d bytes", source.MaxFileSize)
	}
	return data, err == nil, err
}

// isCoupLog reports whether data is a casino coup log.
func isCoupLog(data []byte) bool {
	data = bytes.TrimLeft(bytes.TrimPrefix(data, utf8BOM), " \t\r\n")
	if len(data) == 0 || data[0] != '{' {
		return false
	}
	first, _, _ := bytes.Cut(data, []byte("\n"))
	var w struct {
		Game string `json:"game"`
	}
	return json.Unmarshal(first, &w) == nil && casino.IsGame(w.Game)
}

// workCoups settles every coup of a coup log.
func workCoups(b batch, p rules.Profile, wantRows bool) batchResult {
	res := batchResult{seq: b.seq}
	data := bytes.TrimPrefix(b.coups, utf8BOM)
	for i, ln := range bytes.Split(data, []byte("\n")) {
		ln = bytes.TrimSpace(ln)
		if len(ln) == 0 {
			continue
		}
		line := i + 1
		c, err := casino.Decode(ln)
		var r *casino.Result
		if err == nil {
			r, err = casino.SettleProfile(c, line, &p)
		}
		if err != nil {
			id := ""
			if c != nil {
				id = c.ID
			}
			perr := &parse.Error{File: b.coupFile, Line: line, HandID: id, Reason: RejectBadCoup, Detail: err.Error(), Site: "casino"}
			hr := HandResult{File: b.coupFile, Line: line, HandID: id, Rejected: perr, bytes: int64(len(ln)), site: "casino"}
			if wantRows {
				hr.rows = append(hr.rows, export.Rejected(b.coupFile, line, line, "casino", id, string(RejectBadCoup), perr.Error(), p.Name))
			}
			res.hands = append(res.hands, hr)
			continue
		}
		hr := HandResult{File: b.coupFile, Line: line, HandID: c.ID, Decimals: c.Decimals, Discrepancies: r.Findings,
			bytes: int64(len(ln)), site: "casino", text: maphash.Bytes(textSeed, ln)}
		if wantRows && len(r.Findings) > 0 {
			h := &hand.Hand{File: b.coupFile, Line: line, Site: "casino", ID: c.ID, Table: c.Table, Currency: c.Currency, Decimals: c.Decimals}
			if t, err := time.Parse(time.RFC3339, c.Time); err == nil {
				h.Start = t
			}
			for k := range r.Findings {
				row := export.Discrepancy(h, &r.Findings[k], p.Name)
				row.Game, row.BettingLimit = c.Game, ""
				hr.rows = append(hr.rows, row)
			}
		}
		res.hands = append(res.hands, hr)
	}
	return res
}
