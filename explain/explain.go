package explain

import (
	"fmt"
	"io"
	"strings"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/replay"
	"github.com/hhcheck/hhcheck/verify"
)

// Write writes the account of h verified under opts to w.
func Write(w io.Writer, h *hand.Hand, opts verify.Options) error {
	e := &writer{w: w, h: h}
	rep := verify.Check(h, opts)
	e.header(opts)
	e.actions(opts)
	e.pots(&rep)
	e.decisions(&rep)
	e.payments(&rep)
	e.findings(&rep)
	return e.err
}

type writer struct {
	w   io.Writer
	h   *hand.Hand
	err error
}

func (e *writer) printf(format string, args ...any) {
	if e.err == nil {
		_, e.err = fmt.Fprintf(e.w, format, args...)
	}
}

func (e *writer) money(m hand.Money) string { return m.Format(e.h.Decimals) }

func (e *writer) player(seat int) string {
	if seat >= 0 && seat < len(e.h.Seats) {
		return e.h.Seats[seat].Player
	}
	return fmt.Sprintf("seat index %d", seat)
}

func (e *writer) header(opts verify.Options) {
	h := e.h
	e.printf("%s hand %s — %s %s", h.Site, h.ID, h.Limit, h.Game.Spec().Title)
	if h.Tournament != "" {
		e.printf(", tournament %s", h.Tournament)
	}
	e.printf(", %s", h.Currency)
	if !h.Start.IsZero() {
		e.printf(", %s UTC", h.Start.UTC().Format("2006-01-02 15:04:05"))
	}
	button := "no button"
	if h.Button > 0 {
		button = fmt.Sprintf("button seat %d", h.Button)
	}
	e.printf("\n%s:%d, table %q, %s, rule profile %s (%s)\n\n", h.File, h.Line, h.Table, button, opts.Profile.Name, opts.Profile.Description)
	e.printf("Seats\n")
	for _, s := range h.Seats {
		extra := ""
		if s.SittingOut {
			extra = " (sitting out)"
		}
		e.printf("  seat %d  %-20s %s%s\n", s.Number, s.Player, e.money(s.Stack), extra)
	}
}

// actions replays the hand one action at a time, as the verifier does.
func (e *writer) actions(opts verify.Options) {
	h := e.h
	st := replay.New(h, replay.Config{Profile: opts.Profile, StudRank: opts.StudRank})
	street := hand.Street(255)
	e.printf("\nActions (stack and pot after each; line numbers of the history)\n")
	for {
		i := st.Next()
		ok, f := st.Step()
		if !ok {
			break
		}
		a := &h.Actions[i]
		if a.Street != street {
			street = a.Street
			e.printf("  -- %s%s\n", street, e.boardAt(street))
		}
		var pot hand.Money
		for s := range h.Seats {
			pot += st.Contributed(s)
		}
		what := a.Kind.String()
		switch {
		case a.Kind == hand.Raise || a.Kind == hand.Complete:
			what += " to " + e.money(a.To)
		case a.Kind == hand.Discard:
			what += fmt.Sprintf(" %d", a.Count)
		case a.Amount > 0:
			what += " " + e.money(a.Amount)
		}
		if a.Dead > 0 {
			what += " (" + e.money(a.Dead) + " dead)"
		}
		if a.AllIn {
			what += ", all-in"
		}
		e.printf("  %5d  %-20s %-32s stack %s, pot %s\n", a.Line, e.player(a.Seat), what, e.money(st.Stack(a.Seat)), e.money(pot))
		if f != nil {
			e.printf("         ^ %s [%s]: %s\n", f.Code, f.Clause, f.Message)
		}
	}
}

// boardAt shows the board as it stands when a flop-game street starts.
func (e *writer) boardAt(s hand.Street) string {
	if len(e.h.Boards) == 0 {
		return ""
	}
	n := map[hand.Street]int{hand.Flop: 3, hand.Turn: 4, hand.River: 5}[s]
	b := e.h.Boards[0]
	if n == 0 || len(b) < n {
		return ""
	}
	return " " + cardList(b[:n])
}

func cardList(cs []cards.Card) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = c.String()
	}
	return "[" + strings.Join(parts, " ") + "]"
}

func (e *writer) pots(rep *verify.Report) {
	res := rep.Replay
	if res == nil {
		return
	}
	e.printf("\nContributions (RULES §6.1: uncalled bets go back before the pots are built)\n")
	for s := range e.h.Seats {
		if res.Contributed[s] == 0 {
			continue
		}
		e.printf("  %-20s put in %s", e.player(s), e.money(res.Contributed[s]))
		if res.Dead[s] > 0 {
			e.printf(" (%s dead)", e.money(res.Dead[s]))
		}
		if res.Returned[s] > 0 {
			e.printf(", %s uncalled returned", e.money(res.Returned[s]))
		}
		if res.Folded[s] {
			e.printf(", folded")
		} else if res.AllIn[s] {
			e.printf(", all-in")
		}
		e.printf("\n")
	}
	e.printf("  total pot %s", e.money(res.Total))
	if e.h.Summary.HasTotal {
		e.printf(" (the site wrote %s, rake %s)", e.money(e.h.Summary.TotalPot), e.money(e.h.Summary.Rake))
	}
	e.printf("\n")
}

func (e *writer) decisions(rep *verify.Report) {
	if len(rep.Pots) == 0 {
		return
	}
	e.printf("\nPots and who wins them\n")
	for _, p := range rep.Pots {
		names := make([]string, len(p.Eligible))
		for i, s := range p.Eligible {
			names[i] = e.player(s)
		}
		e.printf("  %s pot: %s to share", p.Name, e.money(p.Amount))
		if p.Gross != 0 && p.Gross != p.Amount {
			e.printf(" (%s before rake)", e.money(p.Gross))
		}
		e.printf("; eligible: %s", strings.Join(names, ", "))
		if p.Clause != "" {
			e.printf(" [%s]", p.Clause)
		}
		e.printf("\n")
		switch {
		case p.Undecided:
			e.printf("    nobody eligible showed: the record does not decide this pot\n")
			continue
		case p.Uncontested:
			e.printf("    one eligible player left: the pot is his without a showdown\n")
		}
		for _, rd := range p.Runs {
			if len(p.Runs) > 1 {
				e.printf("    run %d: %s%s\n", rd.Run+1, e.money(rd.Amount), map[bool]string{true: " (takes the odd unit between runs)"}[rd.OddUnit])
			}
			if !p.Uncontested {
				for _, sh := range rep.Hands {
					if sh.Run != rd.Run || !contains(p.Contenders, sh.Seat) {
						continue
					}
					desc, plays := sh.Description, "plays "+cardList(sh.Result.Played())
					if sh.Result.N == 0 {
						desc, plays = "no hand under this rule", ""
					}
					e.printf("      %-20s %-26s %-36s %s\n", e.player(sh.Seat), sh.Rule.String()+":", desc, plays)
				}
			}
			for _, po := range rd.Portions {
				label := "whole pot"
				if po.Half != hand.WholePot {
					label = po.Half.String() + " half"
				}
				e.printf("    %s %s:", label, e.money(po.Amount))
				for i, wnr := range po.Winners {
					sep := ","
					if i == 0 {
						sep = ""
					}
					e.printf("%s %s %s", sep, e.player(wnr), e.money(po.Shares[i]))
				}
				if len(po.OddChips) > 0 {
					odd := make([]string, len(po.OddChips))
					for i, s := range po.OddChips {
						odd[i] = e.player(s)
					}
					e.printf("; odd chip to %s", strings.Join(odd, ", "))
				}
				if po.OddUnit {
					e.printf("; this half takes the odd unit between the halves")
				}
				if po.NoLow {
					e.printf("; no eligible low qualifies, the high hand takes it all")
				}
				if len(po.Clauses) > 0 {
					e.printf(" [%s]", strings.Join(po.Clauses, "; "))
				}
				if po.Note != "" {
					e.printf(" (%s)", po.Note)
				}
				e.printf("\n")
			}
		}
	}
}

func contains(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

func (e *writer) payments(rep *verify.Report) {
	if len(rep.Paid) == 0 {
		return
	}
	rec := make([]hand.Money, len(e.h.Seats))
	for _, a := range e.h.Awards {
		if a.Seat >= 0 && a.Seat < len(rec) {
			rec[a.Seat] += a.Amount
		}
	}
	e.printf("\nPaid: by the rules / by the site\n")
	for s := range e.h.Seats {
		if rep.Paid[s] == 0 && rec[s] == 0 {
			continue
		}
		mark := ""
		if rep.Paid[s] != rec[s] {
			mark = "   <- differs"
		}
		e.printf("  %-20s %10s / %-10s%s\n", e.player(s), e.money(rep.Paid[s]), e.money(rec[s]), mark)
	}
}

func (e *writer) findings(rep *verify.Report) {
	if len(rep.Discrepancies) == 0 {
		e.printf("\nVerdict: clean — every pot went to the players the rules name.\n")
		return
	}
	e.printf("\nVerdict: %d discrepancies\n", len(rep.Discrepancies))
	for _, d := range rep.Discrepancies {
		e.printf("  line %d: %s [%s]", d.Line, d.Code, d.Clause)
		if d.Pot != "" {
			e.printf(" %s", d.Pot)
		}
		if d.Player != "" {
			e.printf(" %s", d.Player)
		}
		if d.HasAmounts {
			e.printf(": expected %s, recorded %s", e.money(d.Expected), e.money(d.Recorded))
		}
		e.printf(": %s\n", d.Message)
	}
}
