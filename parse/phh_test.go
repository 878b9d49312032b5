package parse

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
)

// phhDoc reads one PHH text as a file of that name: its hands or their
// rejections, in order.
func phhDoc(t *testing.T, name, text string) ([]*hand.Hand, []*Error) {
	t.Helper()
	return formatDoc(t, "phh", name, text)
}

// formatDoc reads a text as a file of that name whose every chunk must be
// of format f: its hands or their rejections, in order.
func formatDoc(t *testing.T, f Format, name, text string) ([]*hand.Hand, []*Error) {
	t.Helper()
	doc, err := Hands(name, []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	var hs []*hand.Hand
	var es []*Error
	for _, c := range doc.Chunks {
		if c.Format != f {
			t.Fatalf("%s: chunk of format %q", name, c.Format)
		}
		h, e := NewParser().Parse(doc, c)
		hs, es = append(hs, h), append(es, e)
	}
	return hs, es
}

func phhProject(t *testing.T, file string) []*hand.Hand {
	t.Helper()
	_, hs := projectDoc(t, "phh", file)
	return hs
}

// projectDoc reads a file of testdata/histories/project whose hands are
// all of format f and must all be read: its text and hands.
func projectDoc(t *testing.T, f Format, file string) (string, []*hand.Hand) {
	t.Helper()
	data, err := os.ReadFile("../testdata/histories/project/" + file)
	if err != nil {
		t.Fatal(err)
	}
	hs, es := formatDoc(t, f, file, string(data))
	for _, e := range es {
		if e != nil {
			t.Fatal(e)
		}
	}
	return string(data), hs
}

// TestPHHMapping checks the conventions of parse/phh.go on the project's
// PHH files.
func TestPHHMapping(t *testing.T) {
	h := phhProject(t, "project__PHH-NLHE.phh")[0]
	if h.Site != "PHH" || h.ID != "900000001001" || h.Table != "900000001" || h.Tournament != "900000001" || h.Game != hand.Holdem ||
		h.Limit != hand.NoLimit || h.Decimals != 0 || h.Button != 3 || h.MaxSeats != 6 || h.Line != 1 || h.EndLine != 31 {
		t.Errorf("head: %+v", h)
	}
	if s := h.Stakes; s.SmallBlind != 50 || s.BigBlind != 100 {
		t.Errorf("stakes %+v", s)
	}
	want := []struct {
		seat       int
		kind       hand.ActionKind
		street     hand.Street
		amount, to hand.Money
		line       int
	}{
		{0, hand.PostSmallBlind, hand.NoStreet, 50, 0, 4}, {1, hand.PostBigBlind, hand.NoStreet, 100, 0, 4},
		{2, hand.Raise, hand.Preflop, 200, 300, 11}, {0, hand.Raise, hand.Preflop, 600, 900, 12}, {1, hand.Fold, hand.Preflop, 0, 0, 13},
		{2, hand.Call, hand.Preflop, 600, 0, 14}, {0, hand.Bet, hand.Flop, 1000, 0, 16}, {2, hand.Call, hand.Flop, 1000, 0, 17},
		{0, hand.Check, hand.Turn, 0, 0, 19}, {2, hand.Check, hand.Turn, 0, 0, 20}, {0, hand.Bet, hand.River, 1500, 0, 22}, {2, hand.Fold, hand.River, 0, 0, 23},
	}
	if len(h.Actions) != len(want) {
		t.Fatalf("%d actions: %+v", len(h.Actions), h.Actions)
	}
	for i, w := range want {
		a := h.Actions[i]
		if a.Seat != w.seat || a.Kind != w.kind || a.Street != w.street || a.Amount != w.amount || a.To != w.to || a.Line != w.line {
			t.Errorf("action %d: %+v, want %+v", i, a, w)
		}
	}
	// Alice collects the pot and her uncalled 1,500: 7,000 − 5,000 + 3,400
	if len(h.Awards) != 1 || h.Awards[0].Seat != 0 || h.Awards[0].Amount != 5400 || h.Summary.Rake != 0 || !h.Conventions.UncalledInCollected {
		t.Errorf("awards %+v rake %d %+v", h.Awards, h.Summary.Rake, h.Conventions)
	}
	if len(h.Boards) != 1 || cards.Format(h.Boards[0]) != "Kh 8h 4c 2s 9d" || len(h.Deals) != 3 || cards.Format(h.Deals[2].Down) != "Qh Qd" {
		t.Errorf("boards %v deals %+v", h.Boards, h.Deals)
	}

	// floats: cents, the rake what the finishing stacks lack
	h = phhProject(t, "project__PHH-cash-floats.phh")[0]
	if h.Currency != "USD" || h.Decimals != 2 || h.Seats[0].Stack != 5000 || h.Stakes.SmallBlind != 25 || h.Stakes.BigBlind != 50 ||
		h.Summary.Rake != 91 || len(h.Awards) != 1 || h.Awards[0].Amount != 1734+1000 || h.Tournament != "" {
		t.Errorf("floats: %s/%d stakes %+v rake %d awards %+v", h.Currency, h.Decimals, h.Stakes, h.Summary.Rake, h.Awards)
	}

	// .phhs: two hands, heads-up blinds reversed (the button, p2, posts the small one)
	hs := phhProject(t, "project__PHH-two-hands.phhs")
	if len(hs) != 2 || hs[0].Line != 4 || hs[1].Line != 36 || hs[1].Button != 3 {
		t.Fatalf("%d hands", len(hs))
	}
	if a := hs[1].Actions; a[0].Seat != 1 || a[0].Kind != hand.PostSmallBlind || a[0].Amount != 25 || a[1].Seat != 0 || a[1].Kind != hand.PostBigBlind {
		t.Errorf("heads-up blinds %+v", a[:2])
	}

	// stud: bring-in, completion, up and down cards, the streets
	h = phhProject(t, "project__PHH-stud.phh")[0]
	if h.Button != 0 || h.Stakes.BringIn != 10 || h.Stakes.SmallBet != 20 || h.Stakes.BigBet != 40 || h.Stakes.Ante != 5 {
		t.Errorf("stud head %+v", h.Stakes)
	}
	if a := h.Actions[3:5]; a[0].Kind != hand.BringIn || a[0].Amount != 10 || a[1].Kind != hand.Complete || a[1].To != 20 {
		t.Errorf("bring-in %+v", a)
	}
	if d := h.Deals[0]; d.Street != hand.Third || cards.Format(d.Down) != "Ah Ad" || cards.Format(d.Up) != "2c" {
		t.Errorf("3rd street %+v", d)
	}
	if d := h.Deals[len(h.Deals)-1]; d.Street != hand.Seventh || len(d.Held) != 6 || cards.Format(d.Down) != "8d" {
		t.Errorf("7th street %+v", d)
	}
}

const phhBase = "variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\nstarting_stacks = [200, 200]\n" +
	"actions = ['d dh p1 AcAd', 'd dh p2 ????', 'p2 f']\n"

// TestPHHRejections: what the reader cannot verify is rejected with its
// cause, never called clean.
func TestPHHRejections(t *testing.T) {
	for _, c := range []struct {
		name, text string
		reason     Reason
		detail     string
	}{
		{"no outcome", phhBase, ReasonMissingLine, "no finishing_stacks nor winnings"},
		{"variant", strings.Replace(phhBase, "'NT'", "'NO'", 1) + "finishing_stacks = [201, 199]\n", ReasonUnknownGame, `PHH variant "NO"`},
		{"too precise", phhBase + "currency = 'USD'\nfinishing_stacks = [201.005, 199]\n", ReasonBadAmount, "finishing_stacks: 201.005"},
		{"chips with 3 decimals", phhBase + "finishing_stacks = [201.125, 199]\n", ReasonBadAmount, "finishing_stacks"},
		{"overflow", phhBase + "finishing_stacks = [1e25, 199]\n", ReasonBadAmount, "finishing_stacks: 1e25"},
		{"beyond MaxAmount", strings.Replace(phhBase, "[200, 200]", "[200, 1_000_000_000_000_001]", 1) + "finishing_stacks = [201, 199]\n", ReasonBadAmount, "starting_stacks"},
		{"negative", phhBase + "finishing_stacks = [-201, 199]\n", ReasonBadAmount, "negative"},
		{"not a number", phhBase + "finishing_stacks = [0x10, 199]\n", ReasonBadAmount, "finishing_stacks: 0x10"},
		{"integers of _amount_decimals", phhBase + "_amount_decimals = 2\nfinishing_stacks = [201.5, 199]\n", ReasonBadAmount, "finishing_stacks"},
		{"count", phhBase + "finishing_stacks = [201]\n", ReasonBadHeader, "1 values for 2 players"},
		{"below the arithmetic", phhBase + "finishing_stacks = [201, 150]\n", ReasonBadAmount, "p2 ends with less"},
		{"toml", phhBase + "finishing_stacks = [201, 199\n", ReasonBadHeader, ""},
		{"action", strings.Replace(phhBase, "'p2 f'", "'p2 raises'", 1) + "finishing_stacks = [201, 199]\n", ReasonUnknownLine, "unknown verb"},
		{"player", strings.Replace(phhBase, "'p2 f'", "'p3 f'", 1) + "finishing_stacks = [201, 199]\n", ReasonUnknownPlayer, ""},
		{"card", strings.Replace(phhBase, "AcAd", "AcAx", 1) + "finishing_stacks = [201, 199]\n", ReasonBadCard, ""},
		{"unknown shown against known", "variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\nstarting_stacks = [200, 200]\n" +
			"actions = ['d dh p1 AcAd', 'd dh p2 ????', 'p2 cc', 'p1 cc', 'd db 2c3d4h', 'p1 cc', 'p2 cc', 'd db 9s', 'p1 cc', 'p2 cc', 'd db Tc', 'p1 cc', 'p2 cc', 'p1 sm AcAd', 'p2 sm ????']\n" +
			"finishing_stacks = [198, 202]\n", ReasonMissingLine, "p2 showed cards the file does not know"},
	} {
		hs, es := phhDoc(t, c.name+".phh", c.text)
		if len(es) != 1 || es[0] == nil {
			t.Errorf("%s: not rejected: %+v", c.name, hs)
			continue
		}
		if e := es[0]; !errors.Is(e, c.reason) || !strings.Contains(e.Detail, c.detail) {
			t.Errorf("%s: %v, want %s %q", c.name, e, c.reason, c.detail)
		}
	}
	// the line of a bad action is its own
	_, es := phhDoc(t, "line.phh", "variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\nstarting_stacks = [200, 200]\n"+
		"actions = [\n  'd dh p1 AcAd',\n  'p2 xx',\n]\nfinishing_stacks = [201, 199]\n")
	if es[0] == nil || es[0].Line != 8 {
		t.Errorf("line: %v", es[0])
	}
}

// TestPHHWinnings: winnings are the amounts won from the pots (the
// uncalled bet back not in them); a negative one makes them net results.
func TestPHHWinnings(t *testing.T) {
	// p2's small blind folds to p1's big blind: a pot of 2, 1 back to p1
	hs, es := phhDoc(t, "w.phh", phhBase+"winnings = [2, 0]\n")
	if es[0] != nil || len(hs[0].Awards) != 1 || hs[0].Awards[0].Amount != 2 || hs[0].Conventions.UncalledInCollected {
		t.Errorf("gross: %v %+v", es[0], hs[0])
	}
	hs, es = phhDoc(t, "w.phh", phhBase+"winnings = [1, -1]\n")
	if es[0] != nil || len(hs[0].Awards) != 1 || hs[0].Awards[0].Amount != 3 || !hs[0].Conventions.UncalledInCollected {
		t.Errorf("net: %v %+v", es[0], hs[0])
	}
}

// TestPHHDetection: a PHH document is found by its content, whatever its
// name; a text hand with "variant =" in it is not one.
func TestPHHDetection(t *testing.T) {
	hs, es := phhDoc(t, "hand.txt", phhBase+"finishing_stacks = [201, 199]\n")
	if len(hs) != 1 || es[0] != nil {
		t.Errorf("%v", es)
	}
	doc, _ := Hands("x.phh", []byte("PokerStars Hand #1: Hold'em No Limit ($0.01/$0.02) - 2020/01/01 0:00:00 ET\nvariant = 'NT'\n"))
	for _, c := range doc.Chunks {
		if c.Format == "phh" {
			t.Errorf("a PokerStars hand read as PHH")
		}
	}
}

// FuzzPHH: any text taken for a PHH document maps to a hand or a
// rejection with a reason and a line in the hand, never a panic.
func FuzzPHH(f *testing.F) {
	names, _ := filepath.Glob("../testdata/histories/project/*.phh*")
	for _, name := range names {
		if b, err := os.ReadFile(name); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte(phhBase + "finishing_stacks = [201, 199]\n"))
	f.Add([]byte("variant = 'F2L3D'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nsmall_bet = 2\nbig_bet = 4\nstarting_stacks = [99, 99]\n" +
		"actions = ['d dh p1 2c3c4c5d7h', 'd dh p2 ??????????', 'p2 cc', 'p1 cc', 'p1 sd 7h', 'p2 sd ????', 'd dh p1 8h', 'd dh p2 ????', 'p1 cc', 'p2 cc', 'p1 sd', 'p2 sd']\n" +
		"winnings = [4, 0]\n"))
	p := NewParser()
	f.Fuzz(func(t *testing.T, data []byte) { parseFuzzed(t, p, "fuzz.phh", data) })
}
