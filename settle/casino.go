package settle

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/hhcheck/hhcheck/casino"
)

// The casino banking games (RULES §8) take another input: a coup in the
// coup-log format of docs/casino.md. A case whose "game" is a casino game
// is settled by package casino; everything else is the poker path.

// casinoGame reports whether the case names a casino game.
func casinoGame(in Input) bool {
	if in.Err != nil {
		return false
	}
	var w struct {
		Game string `json:"game"`
	}
	if json.Unmarshal(in.Raw, &w) != nil {
		return false
	}
	return casino.IsGame(w.Game)
}

// CasinoOutcome is the answer for one coup: the case's place in the input
// and the coup as the rules play and pay it (docs/casino.md).
type CasinoOutcome struct {
	Case int `json:"case"`
	*casino.Result
}

// settleCasino settles one coup; the error is a *CaseError.
func settleCasino(in Input) (*CasinoOutcome, error) {
	c, err := casino.Decode(in.Raw)
	if err == nil {
		var r *casino.Result
		if r, err = casino.Settle(c, in.Line); err == nil {
			return &CasinoOutcome{Case: in.Index, Result: r}, nil
		}
	}
	ce := &CaseError{Case: in.Index, Line: in.Line, Msg: err.Error()}
	if c != nil {
		ce.ID = c.ID
	}
	var cerr *casino.CoupError
	if errors.As(err, &cerr) {
		ce.Field, ce.Msg = cerr.Field, cerr.Msg
	}
	return nil, ce
}

// WriteCasinoText writes a settled coup as a readable table.
func WriteCasinoText(w io.Writer, o *CasinoOutcome, decimals int) error {
	var b strings.Builder
	b.WriteString(caseTitle(o.Case, o.Line, o.ID) + ": " + o.Game + ", profile " + o.Profile + "\n")
	if len(o.Burned) > 0 {
		b.WriteString("  burned: " + strings.Join(o.Burned, " ") + "\n")
	}
	b.WriteString("\n  hands\n")
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	for _, h := range o.Hands {
		words := h.Words
		if h.Total != nil && words == "" {
			words = fmt.Sprintf("total %d", *h.Total)
		}
		fmt.Fprintf(tw, "  %s\t%s\t%s\n", h.Name, strings.Join(h.Cards, " "), words)
	}
	tw.Flush()
	b.WriteString("\n  play\n")
	tw = tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	for _, s := range o.Steps {
		fmt.Fprintf(tw, "  %s\t%s\t[%s]\n", s.Hand, s.What, s.Clause)
	}
	tw.Flush()
	b.WriteString("\n  bets\n")
	tw = tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	for _, x := range o.Bets {
		paid := x.Paid.Format(decimals)
		if x.PaidMax != x.Paid {
			paid += " (or " + x.PaidMax.Format(decimals) + ")"
		}
		rec := ""
		if x.Recorded != nil {
			rec = "table paid " + x.Recorded.Format(decimals)
		}
		fmt.Fprintf(tw, "  box %d\t%s\t%s\t%s\t→ %s\t%s\t[%s]\n", x.Box, x.Spot, x.Risked.Format(decimals), x.Outcome, paid, rec, x.Clause)
	}
	tw.Flush()
	recorded := false
	for _, x := range o.Bets {
		recorded = recorded || x.Recorded != nil
	}
	switch {
	case len(o.Findings) > 0:
		b.WriteString("\n  findings\n")
		for _, f := range o.Findings {
			fmt.Fprintf(&b, "  %s  %s  [%s]\n", f.Code, f.Message, f.Clause)
		}
		fmt.Fprintf(&b, "\n  verdict: %d finding(s) against the record\n", len(o.Findings))
	case recorded:
		b.WriteString("\n  verdict: clean, the table drew and paid as the rules say\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// coupDecimals reads the coup's "decimals" for the text form.
func coupDecimals(in Input) int {
	var w struct {
		Decimals int `json:"decimals"`
	}
	_ = json.Unmarshal(in.Raw, &w)
	return w.Decimals
}
