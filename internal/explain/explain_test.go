package explain_test

import (
	"os"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/internal/explain"
	"github.com/hhcheck/hhcheck/parse"
	"github.com/hhcheck/hhcheck/rules"
	"github.com/hhcheck/hhcheck/verify"
)

const sidePots = "../../testdata/histories/pokerstars/cash__Stars__Flop__PLO-FR-USD-0.01-0.02-201006.sidepots.txt"

func load(t *testing.T, path, id string, replace ...string) *hand.Hand {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	for i := 0; i+1 < len(replace); i += 2 {
		text = strings.Replace(text, replace[i], replace[i+1], 1)
	}
	doc, _ := parse.Hands(path, []byte(text))
	p := parse.NewParser()
	for _, c := range doc.Chunks {
		h, perr := p.Parse(doc, c)
		if perr == nil && h.ID == id {
			return h
		}
	}
	t.Fatalf("no hand %s", id)
	return nil
}

func render(t *testing.T, h *hand.Hand) string {
	t.Helper()
	var b strings.Builder
	if err := explain.Write(&b, h, verify.Options{Profile: rules.Standard}); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func TestExplainCleanHand(t *testing.T) {
	h := load(t, sidePots, "22865231671")
	out := render(t, h)
	for _, want := range []string{
		"side 2 pot: 0.29 to share (0.30 before rake); eligible: Player4, Player2 [RRoP 3.7.5(d)]",
		"whole pot 2.35: Player0 2.35 [FR-2016 Art.6 I]",
		"Player0              high:                      a straight, Ten to Ace",
		"Verdict: clean",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in:\n%s", want, out)
		}
	}
	// every action of the hand is shown, with its history line
	for _, a := range h.Actions {
		if !strings.Contains(out, "  "+itoa(a.Line)+"  ") {
			t.Errorf("action of line %d not shown", a.Line)
		}
	}
}

func TestExplainTamperedHand(t *testing.T) {
	h := load(t, sidePots, "22865231671",
		"Player2 collected $0.29 from side pot-2", "Hero collected $0.29 from side pot-2")
	out := render(t, h)
	for _, want := range []string{
		"<- differs",
		"AWARD_MISMATCH [" + string(rules.SidePots) + "] side 2 Hero: expected 0.00, recorded 0.29",
		"Verdict: ",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in:\n%s", want, out)
		}
	}
	if strings.Contains(out, "Verdict: clean") {
		t.Errorf("a tampered hand called clean:\n%s", out)
	}
}

func itoa(n int) string {
	s := ""
	for {
		s = string(rune('0'+n%10)) + s
		n /= 10
		if n == 0 {
			return s
		}
	}
}

// TestPaymentsOfSiteConventions: a clean hand's payments do not differ
// where the site pays the uncalled bet inside its collection (counted on
// both sides) or divides by its documented odd-chip habit (accepted,
// RULES D7, under the standard profile; equal under the site profile).
func TestPaymentsOfSiteConventions(t *testing.T) {
	mg := load(t, "../../testdata/histories/microgaming/cash__Microgaming__Flop__PLO-EUR-0.05-0.10-201208.v2.allin.no.call.txt", "4519644415")
	pg := explain.Build(explain.Input{Hand: mg}, verify.Options{Profile: rules.Standard})
	if len(pg.Payments) != 1 || pg.Payments[0].UncalledInSite != 360 || pg.Payments[0].Rules != pg.Payments[0].Site || pg.Payments[0].Differs {
		t.Errorf("uncalled inside the collection: %+v", pg.Payments)
	}
	wn := load(t, "../../testdata/histories/winningpoker/cash__Winning__7-Stud-HL-8max-USD-1.00-2.00-201608.utf16.txt", "693975843")
	for _, prof := range []rules.Profile{rules.Standard, rules.SiteOddChips} {
		pg := explain.Build(explain.Input{Hand: wn}, verify.Options{Profile: prof})
		accepted := 0
		for _, py := range pg.Payments {
			if py.Differs {
				t.Errorf("%s: %+v differs", prof.Name, py)
			}
			if py.Accepted != "" {
				accepted++
			}
		}
		if want := map[bool]int{true: 2, false: 0}[prof.Name == rules.Standard.Name]; accepted != want {
			t.Errorf("%s: %d payments accepted by the habit, want %d: %+v", prof.Name, accepted, want, pg.Payments)
		}
	}
	// a payment the rules do not accept still differs
	tampered := load(t, "../../testdata/histories/microgaming/cash__Microgaming__Flop__PLO-EUR-0.05-0.10-201208.v2.allin.no.call.txt", "4519644415", `amount="17.28" pot="0"`, `amount="17.27" pot="0"`)
	pg = explain.Build(explain.Input{Hand: tampered}, verify.Options{Profile: rules.Standard})
	if len(pg.Payments) != 1 || !pg.Payments[0].Differs {
		t.Errorf("tampered: %+v", pg.Payments)
	}
}
