package parse

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
)

const (
	mgV1    = "cash__Microgaming__Flop__NLHE-EUR-0.50-1.00-201001.v1.allin.call.txt"
	mgV5    = "cash__Microgaming__Flop__PLO-6max-EUR-5-10-201603.v5.secondsb.raised.txt"
	mgV2    = "cash__Microgaming__Flop__PLO-EUR-0.05-0.10-201208.v2.allin.no.call.txt"
	mgMTT   = "tour__Microgaming__Flop__NLHE-Freeroll-MTT-201112.txt"
	mgTable = "HHSmithy__Tables__Table1.txt"
)

func noteKinds(h *hand.Hand) []string {
	var out []string
	for _, n := range h.Notes {
		out = append(out, n.Kind)
	}
	return out
}

// TestMicrogamingMapping checks the conventions of parse/microgaming.go
// on the real samples they come from.
func TestMicrogamingMapping(t *testing.T) {
	h := sampleHand(t, "microgaming", mgV5, "5905509634")
	if h.Site != "Microgaming" || h.Game != hand.Omaha || h.Limit != hand.PotLimit || h.Currency != "EUR" || h.Decimals != 2 ||
		h.Table != "Kevan - €1K Max" || h.Button != 4 || h.MaxSeats != 6 || h.Line != 1 || h.EndLine != 53 || !h.Start.IsZero() {
		t.Errorf("header: %s %v %v %s/%d table %q button %d max %d lines %d-%d", h.Site, h.Game, h.Limit, h.Currency, h.Decimals, h.Table, h.Button, h.MaxSeats, h.Line, h.EndLine)
	}
	if s := h.Stakes; s.SmallBlind != 500 || s.BigBlind != 1000 || h.Summary.Rake != 300 || h.Summary.HasTotal {
		t.Errorf("stakes %+v summary %+v", s, h.Summary)
	}
	// PostedToPlay 5: a live small blind; Raise 30 adds 30 (to 35)
	if a := h.Actions[2]; a.Kind != hand.PostSmallBlind || a.Amount != 500 || a.Dead != 0 || h.Seats[a.Seat].Number != 1 {
		t.Errorf("post to play: %+v", a)
	}
	if a := h.Actions[3]; a.Kind != hand.Raise || a.To != 3500 || a.Street != hand.Preflop {
		t.Errorf("raise 30 after a post of 5: %+v", a)
	}
	if a := h.Actions[6]; a.Kind != hand.Call || a.Amount != 2500 {
		t.Errorf("the big blind calls 25: %+v", a)
	}
	if len(h.Awards) != 1 || h.Awards[0].Amount != 201700 || h.Awards[0].Pot != hand.PotUnnamed || len(h.Shows) != 2 || len(h.Boards[0]) != 5 {
		t.Errorf("awards %+v shows %d board %v", h.Awards, len(h.Shows), h.Boards)
	}

	// hhversion 2: the uncalled all-in inside the win
	h = sampleHand(t, "microgaming", mgV2, "4519644415")
	if !h.Conventions.UncalledInCollected || !slices.Contains(noteKinds(h), noteUncalledInWin) || h.Conventions.RecordsUncalled {
		t.Errorf("conventions %+v notes %v", h.Conventions, noteKinds(h))
	}
	if len(h.Deals) != 1 || len(h.Deals[0].Down) != 4 || h.Seats[h.Deals[0].Seat].Player != "Hero" {
		t.Errorf("deals %+v", h.Deals)
	}

	// no hhversion: the uncalled bet outside the win; the 0.50 jackpot
	// drop not written
	h = sampleHand(t, "microgaming", mgV1, "3063530490")
	if h.Currency != "USD" || h.Conventions.UncalledInCollected || h.Summary.Rake != 78 {
		t.Errorf("%s %+v rake %d", h.Currency, h.Conventions, h.Summary.Rake)
	}
	if f := h.Summary.Fees; len(f) != 1 || f[0].Amount != 50 || !slices.Contains(noteKinds(h), "fee_unwritten") {
		t.Errorf("fees %+v notes %v", f, noteKinds(h))
	}

	// tournament chips, the tournament from the table's name
	h = sampleHand(t, "microgaming", mgMTT, "4214232887")
	if h.Tournament != "4685921" || h.Currency != "chips" || h.Decimals != 0 || h.Stakes.BigBlind != 100 || h.Seats[0].Stack != 2265 || h.Summary.Rake != 0 {
		t.Errorf("tournament %q %s/%d %+v", h.Tournament, h.Currency, h.Decimals, h.Stakes)
	}
	if h.Seats[1].SittingOut || !slices.Contains(noteKinds(h), "sitting_out_dealt_in") {
		t.Errorf("the hero sitting out, dealt in: %+v %v", h.Seats[1], noteKinds(h))
	}

	// the bad-beat contributions: dead posts and the fee
	h = sampleHand(t, "microgaming", mgTable, "5049101732")
	if a := h.Actions[2]; a.Kind != hand.PostDeadBlind || a.Dead != 2 {
		t.Errorf("contribution: %+v", a)
	}
	if f := h.Summary.Fees; len(f) != 1 || f[0] != (hand.Fee{Kind: "bad beat jackpot", Amount: 4}) {
		t.Errorf("fees %+v", f)
	}
}

// TestMicrogamingRejects: what the mapping does not know is rejected with
// its cause, and an endbalance the record does not explain is noted.
func TestMicrogamingRejects(t *testing.T) {
	data, err := os.ReadFile("../testdata/histories/microgaming/" + mgV5)
	if err != nil {
		t.Fatal(err)
	}
	orig := string(data)
	parseOne := func(t *testing.T, text string) (*hand.Hand, *Error) {
		doc, _ := Hands("tampered.txt", []byte(text))
		if len(doc.Chunks) != 1 || doc.Chunks[0].Format != "microgaming" || len(doc.Skipped) != 0 {
			t.Fatalf("chunks %+v skipped %+v", doc.Chunks, doc.Skipped)
		}
		return NewParser().Parse(doc, doc.Chunks[0])
	}
	for _, c := range []struct {
		name, old, new string
		reason         Reason
		detail         string
	}{
		{"unknown game", `gametypeid="50"`, `gametypeid="60"`, ReasonUnknownGame, `"Omaha" (id "60")`},
		{"unknown limit", `betlimit="PL"`, `betlimit="FL"`, ReasonUnknownGame, `betlimit "FL"`},
		{"post to play of neither blind", `type="PostedToPlay" seat="1" value="5.00"`, `type="PostedToPlay" seat="1" value="7.00"`, ReasonBadAmount, "neither blind"},
		{"unknown action", `type="Fold" seat="5"`, `type="Straddle" seat="5"`, ReasonUnknownLine, `"Straddle"`},
		{"seat without player", `type="Fold" seat="5"`, `type="Fold" seat="2"`, ReasonUnknownPlayer, `"2"`},
		{"bad card", `<Card value="7" suit="c" id="19" />`, `<Card value="7" suit="x" id="19" />`, ReasonBadCard, "7x"},
		{"rake not in cents", `rake="300"`, `rake="3.00"`, ReasonBadAmount, "cents"},
		{"no Win", `<Action type="Win">`, `<Action type="Lost">`, ReasonUnknownLine, `"Lost"`},
		{"cut game", "</Game>", "", ReasonTruncated, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			if !strings.Contains(orig, c.old) {
				t.Fatalf("no %q in the sample", c.old)
			}
			_, e := parseOne(t, strings.Replace(orig, c.old, c.new, 1))
			if e == nil || e.Reason != c.reason || !strings.Contains(e.Detail, c.detail) {
				t.Errorf("got %v, want %s with %q", e, c.reason, c.detail)
			}
		})
	}
	t.Run("no Win element", func(t *testing.T) {
		i, j := strings.Index(orig, `<Action type="Win">`), strings.Index(orig, "</Gameplay>")
		_, e := parseOne(t, orig[:i]+orig[j:])
		if e == nil || e.Reason != ReasonTruncated {
			t.Errorf("got %v, want truncated", e)
		}
	})
	t.Run("endbalance differs", func(t *testing.T) {
		h, e := parseOne(t, strings.Replace(orig, `endbalance="2017.00"`, `endbalance="2016.00"`, 1))
		if e != nil {
			t.Fatal(e)
		}
		if !slices.Contains(noteKinds(h), "endbalance_differs") || h.Notes[0].Player != "Player0" || !strings.Contains(h.Notes[0].Text, "201600") {
			t.Errorf("notes %+v", h.Notes)
		}
	})
}

// TestCorpusMicrogaming reads every Microgaming hand of ../shared: each
// parses, and in each the endbalances and the hero's betamount are what
// the actions and wins give (no "endbalance_differs" or
// "betamount_differs" note): the reading of every amount is the site's.
func TestCorpusMicrogaming(t *testing.T) {
	var files []string
	for _, dir := range []string{"by-site/Microgaming", "extra/HHSmithy__PokerHandHistoryParser/HandHistories.Parser.UnitTests/SampleHandHistories/MicroGaming"} {
		filepath.WalkDir(filepath.Join(sharedDir, dir), func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				files = append(files, p)
			}
			return nil
		})
	}
	if len(files) == 0 {
		t.Skip("no ../shared Microgaming files")
	}
	p := NewParser()
	hands, rebuys := 0, 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		doc, _ := Hands(f, data)
		if len(doc.Chunks) != 1 || len(doc.Skipped) != 0 {
			t.Errorf("%s: %d hands, skipped %+v", f, len(doc.Chunks), doc.Skipped)
		}
		for _, c := range doc.Chunks {
			h, e := p.Parse(doc, c)
			if e != nil {
				t.Errorf("%s: %v", f, e)
				continue
			}
			hands++
			for _, n := range h.Notes {
				switch n.Kind {
				case "endbalance_differs", "betamount_differs":
					t.Errorf("%s: hand %s: %s: %s", f, h.ID, n.Kind, n.Text)
				case hand.NoteRebuy:
					rebuys++
				}
			}
		}
	}
	// 21 files; the one top-up: cHuA in HHSmithy BasicHand 5049092037
	if hands != 21 || rebuys != 1 {
		t.Errorf("%d hands, %d top-ups: want 21, 1", hands, rebuys)
	}
}
