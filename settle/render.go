package settle

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
)

// Options are the command's choices.
type Options struct {
	// Source names the input in error messages ("-" for standard input).
	Source string
	// JSON writes one JSON object per case (JSON Lines) instead of tables.
	JSON bool
}

// Rejected is a rejected case in the JSON output.
type Rejected struct {
	Case  int         `json:"case"`
	Line  int         `json:"line,omitempty"`
	ID    string      `json:"id,omitempty"`
	Error CaseProblem `json:"error"`
}

// Stats counts what Run did.
type Stats struct {
	Settled  int
	Rejected int
}

// Run reads the cases of r, settles each and writes the answers to out:
// one JSON object per line with opts.JSON (a rejected case is an object
// with "error"), a table otherwise. Every rejected case is also written to
// errOut as a *CaseError line. The error is an I/O error only; rejected
// cases are counted in Stats.
func Run(r io.Reader, out, errOut io.Writer, opts Options) (Stats, error) {
	var st Stats
	ins, err := ReadInputs(r)
	if err != nil {
		return st, err
	}
	if len(ins) == 0 {
		return st, fmt.Errorf("%s: no case in the input", opts.Source)
	}
	enc := json.NewEncoder(out)
	enc.SetEscapeHTML(false)
	for k, in := range ins {
		var o *Outcome
		var co *CasinoOutcome // a casino coup (casino.go)
		var err error
		if casinoGame(in) {
			co, err = settleCasino(in)
		} else {
			var c *Case
			if c, err = Decode(in); err == nil {
				o, err = Settle(c)
			}
		}
		if err != nil {
			st.Rejected++
			var ce *CaseError
			if !errors.As(err, &ce) {
				ce = &CaseError{Case: in.Index, Line: in.Line, Msg: err.Error()}
			}
			ce.Source = opts.Source
			fmt.Fprintln(errOut, "hhcheck settle:", ce)
			if opts.JSON {
				rej := Rejected{Case: ce.Case, Line: ce.Line, ID: ce.ID, Error: CaseProblem{Field: ce.Field, Message: ce.Msg}}
				if err := enc.Encode(rej); err != nil {
					return st, err
				}
			} else {
				if k > 0 {
					fmt.Fprintln(out)
				}
				fmt.Fprintf(out, "%s\n  REJECTED: %s\n", caseTitle(ce.Case, ce.Line, ce.ID), ce.Msg)
				if ce.Field != "" {
					fmt.Fprintf(out, "  field: %s\n", ce.Field)
				}
			}
			continue
		}
		st.Settled++
		if opts.JSON {
			var v any = o
			if co != nil {
				v = co
			}
			if err := enc.Encode(v); err != nil {
				return st, err
			}
			continue
		}
		if k > 0 {
			fmt.Fprintln(out)
		}
		if co != nil {
			if err := WriteCasinoText(out, co, coupDecimals(in)); err != nil {
				return st, err
			}
			continue
		}
		if err := WriteText(out, o); err != nil {
			return st, err
		}
	}
	return st, nil
}

func caseTitle(idx, line int, id string) string {
	s := "case " + strconv.Itoa(idx)
	var extra []string
	if line > 0 {
		extra = append(extra, "line "+strconv.Itoa(line))
	}
	if id != "" {
		extra = append(extra, "id "+strconv.Quote(id))
	}
	if len(extra) > 0 {
		s += " (" + strings.Join(extra, ", ") + ")"
	}
	return s
}

// WriteText writes an outcome as a readable table.
func WriteText(w io.Writer, o *Outcome) error {
	var b strings.Builder
	head := caseTitle(o.Case, o.Line, o.ID) + ": " + o.Game + ", profile " + o.Profile
	if o.Button > 0 {
		head += ", button seat " + strconv.Itoa(o.Button)
	}
	b.WriteString(head + "\n")
	if len(o.Board) > 0 {
		b.WriteString("  board: " + strings.Join(o.Board, " ") + "\n")
	}
	for r, run := range o.Boards {
		fmt.Fprintf(&b, "  board, run %d: %s\n", r+1, strings.Join(run, " "))
	}
	b.WriteString("\n  hands\n")
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "  seat\tcards\trule\tcategory\thand\tplays")
	for _, h := range o.Hands {
		cs := strings.Join(h.Cards, " ")
		if cs == "" {
			cs = "-"
		}
		who := seatName(h.Seat, h.Name)
		if h.Folded {
			fmt.Fprintf(tw, "  %s\t%s\tfolded\t\t\t\n", who, cs)
			continue
		}
		if len(h.Hands) == 0 {
			fmt.Fprintf(tw, "  %s\t%s\t\t\t\t\n", who, cs)
		}
		for j, m := range h.Hands {
			if j > 0 {
				who, cs = "", ""
			}
			rule := m.Rule
			if m.Run > 0 {
				rule = fmt.Sprintf("run %d, %s", m.Run, m.Rule)
			}
			fmt.Fprintf(tw, "  %s\t%s\t%s\t%s\t%s\t%s\n", who, cs, rule, m.Category, m.Description, strings.Join(m.Cards, " "))
		}
	}
	tw.Flush()

	if len(o.Return) > 0 {
		b.WriteString("\n  returned before the pots are built\n")
		for _, r := range o.Return {
			fmt.Fprintf(&b, "  seat %d gets back %d, uncalled (%s)\n", r.Seat, r.Amount, r.Clause)
		}
	}

	b.WriteString("\n  pots\n")
	for _, p := range o.Pots {
		fmt.Fprintf(&b, "  %s %d, eligible seats %s  [%s]\n", p.Pot, p.Amount, intList(p.Eligible), p.Clause)
		tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
		for _, pr := range p.Portions {
			amt := strconv.FormatInt(int64(pr.Amount), 10)
			if pr.OddUnit {
				amt += " (+odd unit)"
			}
			var ws []string
			for _, w := range pr.Winners {
				s := fmt.Sprintf("seat %d %d", w.Seat, w.Share)
				if w.OddChip {
					s += " (odd chip"
					if w.OddChipCard != "" {
						s += ", " + w.OddChipCard
					}
					s += ")"
				} else if w.OddChipCard != "" {
					s += " (" + w.OddChipCard + ")"
				}
				ws = append(ws, s)
			}
			label := pr.Portion
			if p.Uncontested {
				label = "uncontested"
			}
			if pr.Run > 0 {
				label = fmt.Sprintf("run %d %s", pr.Run, label)
			}
			fmt.Fprintf(tw, "    %s\t%s\t→ %s\t[%s]\n", label, amt, strings.Join(ws, ", "), rules.Join(pr.Clauses, "; "))
		}
		tw.Flush()
		for _, pr := range p.Portions {
			if pr.Note != "" {
				fmt.Fprintf(&b, "    (%s: %s)\n", pr.Portion, pr.Note)
			}
		}
	}

	b.WriteString("\n  totals\n")
	tw = tabwriter.NewWriter(&b, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "  seat\tput in\treturned\twon\tpaid\tnet\t")
	var sum [5]hand.Money
	for _, s := range o.Seats {
		fmt.Fprintf(tw, "  %s\t%d\t%d\t%d\t%d\t%+d\t\n", seatName(s.Seat, s.Name), s.Contributed, s.Returned, s.Won, s.Paid, s.Net)
		sum[0] += s.Contributed
		sum[1] += s.Returned
		sum[2] += s.Won
		sum[3] += s.Paid
		sum[4] += s.Net
	}
	fmt.Fprintf(tw, "  all\t%d\t%d\t%d\t%d\t%+d\t\n", sum[0], sum[1], sum[2], sum[3], sum[4])
	tw.Flush()
	// tabwriter pads the last column; a reader's diff should not see it
	lines := strings.Split(b.String(), "\n")
	for i, ln := range lines {
		lines[i] = strings.TrimRight(ln, " ")
	}
	_, err := io.WriteString(w, strings.Join(lines, "\n"))
	return err
}

func seatName(seat int, name string) string {
	s := strconv.Itoa(seat)
	if name != "" {
		s += " " + name
	}
	return s
}

func intList(is []int) string {
	s := make([]string, len(is))
	for i, v := range is {
		s[i] = strconv.Itoa(v)
	}
	return strings.Join(s, " ")
}
