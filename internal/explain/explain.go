package explain

import (
	"fmt"
	"io"
	"strings"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
	"github.com/hhcheck/hhcheck/verify"
)

// Write writes the text account of h verified under opts to w, in
// English, without the cross-hand checks or the evidence block (it has no
// file to read them from): Build and Text do the whole page.
func Write(w io.Writer, h *hand.Hand, opts verify.Options) error {
	return Build(Input{Hand: h}, opts).Text(w, English)
}

// textWriter renders a Page as plain text.
type textWriter struct {
	w   io.Writer
	p   *Page
	l   Lang
	err error
	dec int
}

func (e *textWriter) printf(format string, args ...any) {
	if e.err == nil {
		_, e.err = fmt.Fprintf(e.w, format, args...)
	}
}

func (e *textWriter) money(m hand.Money) string { return m.Format(e.dec) }

// Text writes the page as plain text in language l.
func (p *Page) Text(w io.Writer, l Lang) error {
	e := &textWriter{w: w, p: p, l: l, dec: p.Hand.Decimals}
	e.header()
	e.actions()
	e.boards()
	e.contributions()
	e.pots()
	e.payments()
	e.findings()
	e.quotes()
	e.evidence()
	return e.err
}

func (e *textWriter) header() {
	h, l := &e.p.Hand, e.l
	e.printf("%s %s %s — %s %s", h.Site, l.w("hand"), h.ID, h.Limit, h.GameTitle)
	if h.Tournament != "" {
		e.printf(", %s %s", l.w("tournament"), h.Tournament)
	}
	e.printf(", %s", h.Currency)
	if h.StartUTC != "" {
		e.printf(", %s UTC", strings.Replace(strings.TrimSuffix(h.StartUTC, "Z"), "T", " ", 1))
		if h.StartSite != "" {
			e.printf(" (%s %s, %s)", l.w("site time"), h.StartSite, h.SiteZone)
		}
	}
	button := l.w("no button")
	if h.Button > 0 {
		button = fmt.Sprintf("%s %s %d", l.w("button"), l.w("seat"), h.Button)
	}
	e.printf("\n%s:%d, %s %q, %s, %s %s (%s)\n\n", h.File, h.Line, strings.ToLower(l.w("table")), h.Table, button,
		strings.ToLower(l.w("profile")), e.p.Profile.Name, e.p.Profile.Description)
	e.printf("%s\n", l.w("seats"))
	for _, s := range e.p.Seats {
		extra := ""
		if s.SittingOut {
			extra = " (" + l.w("sitting out") + ")"
		}
		if len(s.Cards) > 0 {
			extra += fmt.Sprintf("  [%s] %s", strings.Join(s.Cards, " "), l.w(s.CardsSeen))
		}
		e.printf("  %s %d  %-20s %s%s\n", l.w("seat"), s.Number, s.Player, e.money(s.Stack), extra)
	}
}

func (e *textWriter) actions() {
	e.printf("\n%s (%s)\n", e.l.w("actions"), e.l.w("actions note"))
	for _, st := range e.p.Streets {
		b := ""
		if len(st.Board) > 0 {
			b = " [" + strings.Join(st.Board, " ") + "]"
		}
		e.printf("  -- %s%s\n", e.l.t(st.Name), b)
		for _, a := range st.Actions {
			e.printf("  %5d  %-20s %-32s %s %s, %s %s\n", a.Line, a.Player, e.what(&a),
				strings.ToLower(e.l.w("stack")), e.money(a.Stack), strings.ToLower(e.l.w("pot")), e.money(a.Pot))
			if f := a.Finding; f != nil {
				e.printf("         ^ %s [%s]: %s\n", f.Code, f.Clause, f.Message)
			}
		}
	}
}

// what says an action in words: "raises to 0.30", "calls 0.10, all-in".
func (e *textWriter) what(a *Action) string {
	s := e.l.t(a.Kind)
	switch {
	case a.To > 0:
		s += " " + e.l.w("to") + " " + e.money(a.To)
	case a.Count > 0:
		s += fmt.Sprintf(" %d", a.Count)
	case a.Amount > 0:
		s += " " + e.money(a.Amount)
	}
	if a.Dead > 0 {
		s += " (" + e.money(a.Dead) + " " + e.l.w("dead") + ")"
	}
	if a.AllIn {
		s += ", " + e.l.w("all-in")
	}
	return s
}

func (e *textWriter) boards() {
	if len(e.p.Boards) == 0 {
		return
	}
	e.printf("\n%s\n", e.l.w("boards"))
	for i, b := range e.p.Boards {
		e.printf("  %s %d: [%s]\n", e.l.w("run"), i+1, strings.Join(b, " "))
	}
}

func (e *textWriter) contributions() {
	if len(e.p.Contribs) == 0 && e.p.Total.Rebuilt == 0 {
		return
	}
	l := e.l
	e.printf("\n%s (%s)\n", l.w("contributions"), l.w("contrib note"))
	for _, c := range e.p.Contribs {
		e.printf("  %-20s %s %s", c.Player, l.w("put in"), e.money(c.PutIn))
		if c.Dead > 0 {
			e.printf(" (%s %s)", e.money(c.Dead), l.w("dead"))
		}
		if c.Returned > 0 {
			e.printf(", %s %s", e.money(c.Returned), l.w("returned"))
		}
		if c.Folded {
			e.printf(", %s", l.w("folded"))
		} else if c.AllIn {
			e.printf(", %s", l.w("all-in"))
		}
		e.printf("\n")
	}
	t := &e.p.Total
	e.printf("  %s %s", strings.ToLower(l.w("total pot")), e.money(t.Rebuilt))
	if t.HasSite {
		e.printf(" (%s %s, %s %s)", l.w("site wrote"), e.money(t.Site), l.w("rake"), e.money(t.Rake))
	}
	e.printf("\n")
}

func (e *textWriter) pots() {
	if len(e.p.Pots) == 0 {
		return
	}
	l := e.l
	e.printf("\n%s\n", l.w("pots"))
	for _, p := range e.p.Pots {
		e.printf("  %s: %s %s", l.potName(p.Name), e.money(p.Amount), l.w("to share"))
		if p.Gross != 0 && p.Gross != p.Amount {
			e.printf(" (%s %s)", e.money(p.Gross), l.w("before rake"))
		}
		e.printf("; %s: %s", l.w("eligible"), strings.Join(p.Eligible, ", "))
		if p.Clause != "" {
			e.printf(" [%s]", p.Clause)
		}
		e.printf("\n")
		switch {
		case p.Undecided:
			e.printf("    %s\n", l.w("undecided"))
			continue
		case p.Uncontested:
			e.printf("    %s\n", l.w("uncontested"))
		}
		for _, rd := range p.Runs {
			if len(p.Runs) > 1 {
				odd := ""
				if rd.OddUnit {
					odd = " (" + l.w("odd unit run") + ")"
				}
				e.printf("    %s %d: %s%s\n", l.w("run"), rd.Run, e.money(rd.Amount), odd)
			}
			for _, sh := range rd.Hands {
				desc, plays := sh.Description, l.w("plays")+" ["+strings.Join(sh.Plays, " ")+"]"
				if sh.NoHand {
					desc, plays = l.w("no hand"), ""
				}
				e.printf("      %-20s %-26s %-36s %s\n", sh.Player, l.t(sh.Rule)+":", desc, plays)
			}
			for _, po := range rd.Portions {
				e.printf("    %s %s:", e.halfName(po.Half), e.money(po.Amount))
				var odd []string
				for i, wnr := range po.Winners {
					sep := ","
					if i == 0 {
						sep = ""
					}
					e.printf("%s %s %s", sep, wnr.Player, e.money(wnr.Amount))
					if wnr.OddChip {
						odd = append(odd, wnr.Player)
					}
				}
				if len(odd) > 0 {
					e.printf("; %s %s", l.w("odd chip to"), strings.Join(odd, ", "))
				}
				if po.OddUnit {
					e.printf("; %s", l.w("odd unit half"))
				}
				if po.NoLow {
					e.printf("; %s", l.w("no low"))
				}
				if len(po.Clauses) > 0 {
					e.printf(" [%s]", rules.Join(po.Clauses, "; "))
				}
				if po.Note != "" {
					e.printf(" (%s)", po.Note)
				}
				e.printf("\n")
			}
		}
	}
}

func (e *textWriter) halfName(h string) string {
	switch h {
	case "high":
		return e.l.w("high half")
	case "low":
		return e.l.w("low half")
	}
	return e.l.w("whole pot")
}

func (e *textWriter) payments() {
	if len(e.p.Payments) == 0 {
		return
	}
	e.printf("\n%s\n", e.l.w("paid"))
	for _, py := range e.p.Payments {
		mark := ""
		if py.Differs {
			mark = "   <- " + e.l.w("differs")
		}
		if py.Accepted != "" {
			mark += "   " + fmt.Sprintf(e.l.w("habit accepted"), py.Accepted)
		}
		if py.UncalledInSite > 0 {
			mark = " (" + fmt.Sprintf(e.l.w("uncalled inside"), e.money(py.UncalledInSite)) + ")" + mark
		}
		e.printf("  %-20s %10s / %-10s%s\n", py.Player, e.money(py.Rules), e.money(py.Site), mark)
	}
}

// verdictLine is the verdict in words.
func (p *Page) verdictLine(l Lang) string {
	switch p.Verdict.Discrepancies {
	case 0:
		return l.w("clean")
	case 1:
		return l.w("discrepancy")
	}
	return l.f("discrepancies", p.Verdict.Discrepancies)
}

func (e *textWriter) findings() {
	e.printf("\n%s: %s\n", e.l.w("verdict"), e.p.verdictLine(e.l))
	for _, d := range e.p.Findings {
		e.printf("  line %d: %s [%s]", d.Line, d.Code, d.Clause)
		if d.Pot != "" {
			e.printf(" %s", d.Pot)
		}
		if d.Player != "" {
			e.printf(" %s", d.Player)
		}
		if d.HasAmounts {
			e.printf(": %s %s, %s %s", e.l.w("expected"), e.money(d.Expected), e.l.w("recorded"), e.money(d.Recorded))
		}
		e.printf(": %s", d.Message)
		if d.CrossHand {
			e.printf(" (%s)", e.l.w("cross hand"))
		}
		e.printf("\n")
	}
}

func (e *textWriter) quotes() {
	if len(e.p.Clauses) == 0 {
		return
	}
	e.printf("\n%s\n", e.l.w("quoted"))
	for _, q := range e.p.Clauses {
		e.printf("  %s", q.Clause)
		if q.Text == "" {
			e.printf(": %s\n", e.l.w("no quote"))
			continue
		}
		if q.Quoted != q.Clause {
			e.printf(" (%s)", e.l.f("quoted from", q.Quoted))
		}
		e.printf(" — %s\n%s\n", q.Source, indent(q.Text, "    | "))
		if q.English != "" {
			e.printf("    %s:\n%s\n", e.l.w("english"), indent(q.English, "    | "))
		}
		if q.French != "" {
			e.printf("    %s:\n%s\n", e.l.w("french"), indent(q.French, "    | "))
		}
	}
}

func indent(s, prefix string) string {
	return prefix + strings.ReplaceAll(s, "\n", "\n"+prefix)
}

func (e *textWriter) evidence() {
	ev := &e.p.Evidence
	if len(ev.Lines) == 0 && ev.SHA256 == "" {
		return
	}
	l := e.l
	e.printf("\n%s\n", l.w("evidence"))
	e.printf("  %s: %s\n  %s: %s\n  %s\n", l.w("input"), ev.File, l.w("sha256"), ev.SHA256, l.f("decoded", ev.Encoding, ev.LineEnding))
	e.printf("  %s: %s\n  %s: %s\n  %s: %s\n", l.w("version"), ev.Version, l.w("profile"), ev.Profile, l.w("command"), ev.Command)
	e.printf("  %s:\n", l.w("raw text"))
	for _, r := range ev.Lines {
		e.printf("  %5d | %s\n", r.N, r.Text)
	}
}
