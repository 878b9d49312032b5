package audit

import (
	"context"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/parse"
	"github.com/hhcheck/hhcheck/rules"
)

// genuineBetOnline lists the real BetOnline hands of ../shared
// (by-site/BetOnline, 23 hands) that are flagged or rejected, with what
// is reported (sorted distinct codes, or the rejection's reason) and why.
// Every other BetOnline hand parses and verifies clean.
var genuineBetOnline = map[string]struct {
	codes  string
	reason string
}{
	// PLO file (cash__BetOnline__Flop__PLO-10max-USD-0.05-0.10-201209.txt):
	// a player's turn has no line: on the turn Player8 (seat 5) neither
	// checks nor bets before Player2 (seat 6) bets, then folds to the bet;
	// on the flop of the other hand the big blind Player6 has no line
	// between Player0's check and Player10's bet, then folds. The record
	// skips a turn: the 23 other checks of a player who folds later in the
	// same street are written (e.g. 1073058698's own flop: Player6 and Hero
	// check, then fold).
	"1073058698": {"OUT_OF_TURN", "Player8's turn on the turn has no line"},
	"1073062727": {"OUT_OF_TURN", "the big blind's turn on the flop has no line"},
	// several "Total pot" lines and the summary awards less than they
	// hold: a winner of several pots is written with one pot's amount
	// (parse/betonline.go), the award of the others is not written
	"1073059444": {"missing_line", "a winner of several pots written with one"},
	"1073064152": {"missing_line", "a winner of several pots written with one"},
	"1073066040": {"missing_line", "a winner of several pots written with one"},
	"1073067278": {"missing_line", "a winner of several pots written with one"},
	"1073068149": {"missing_line", "a winner of several pots written with one"},
	// tour 201210 file: "Seat 4:  (100.00 in chips)", a seat with no name,
	// whose lines (": posts small blind 100.00") cannot be told apart
	"1078353699": {"unknown_line", "a seat with no player name"},
}

// TestCorpusBetOnline runs the whole path over every BetOnline history of
// ../shared under the standard and the site profile: the hands flagged and
// rejected are exactly those listed, with their codes and reasons.
func TestCorpusBetOnline(t *testing.T) {
	paths := sharedFiles(t, "BetOnline")
	for _, prof := range []rules.Profile{rules.Standard, rules.SiteOddChips} {
		t.Run(prof.Name, func(t *testing.T) {
			got := map[string]string{}
			sum, err := Run(context.Background(), Options{Paths: paths, Profile: prof, OnHand: func(h HandResult) {
				switch {
				case h.Rejected != nil:
					got[h.HandID] = string(h.Rejected.Reason)
				case len(h.Discrepancies) > 0:
					codes := map[string]bool{}
					for _, d := range h.Discrepancies {
						codes[string(d.Code)] = true
					}
					got[h.HandID] = strings.Join(slices.Sorted(maps.Keys(codes)), " ")
				}
			}})
			if err != nil {
				t.Fatal(err)
			}
			for id, g := range genuineBetOnline {
				if got[id] != g.codes {
					t.Errorf("hand %s: got %q, want %q (%s)", id, got[id], g.codes, g.reason)
				}
			}
			for id, c := range got {
				if _, ok := genuineBetOnline[id]; !ok {
					t.Errorf("hand %s: unlisted %s", id, c)
				}
			}
			if sum.HandsRead != 23 || sum.HandsRejected != 6 || sum.HandsClean != 15 {
				t.Errorf("%d read, %d rejected, %d clean: want 23, 6, 15", sum.HandsRead, sum.HandsRejected, sum.HandsClean)
			}
		})
	}
}

// TestTamperedBetOnlineHands changes the summary's award of a real
// BetOnline hand that verifies clean (testdata/histories/betonline): the
// winner, one cent more, one cent less. No clean BetOnline hand has a side
// pot (the one multiway all-in, 1073068762, is listed above), so no merge
// case.
func TestTamperedBetOnlineHands(t *testing.T) {
	const file = "cash__BetOnline__Flop__NLHE-10max-0.01-0.02-201604.zero.ante.txt"
	const id = "1593704164"
	won := "Seat 5: Hero showed [Jd 8s] and won (0.04)"
	runSiteTampers(t, []siteTamper{{
		name: "winner changed", file: file, id: id,
		tamper: []string{won, "Seat 5: Hero showed [Jd 8s] but did not win", "Seat 3: Player4 folded on the Flop", "Seat 3: Player4 collected (0.04)"},
		want:   []want{{hand.AwardMismatch, "Hero", "", ""}, {hand.AwardMismatch, "Player4", "", ""}},
	}, {
		name: "one cent more", file: file, id: id,
		tamper: []string{won, "Seat 5: Hero showed [Jd 8s] and won (0.05)"},
		want:   []want{{hand.AwardMismatch, "Hero", "", ""}},
	}, {
		name: "one cent less", file: file, id: id,
		tamper: []string{won, "Seat 5: Hero showed [Jd 8s] and won (0.03)"},
		want:   []want{{hand.AwardMismatch, "Hero", "", ""}},
	}}, func(t *testing.T, dir, file, id string) string {
		return sampleChunk(t, "betonline", file, id, func(text string) bool {
			return strings.HasPrefix(text, "BetOnline Poker Game #"+id+":")
		})
	})
}

// TestTamperedBetOnlineRealHands tampers real hands of ../shared (skipped
// without it) that the sample lacks: a hand won without a showdown whose
// "Rake 0.00" is not read (the rake is derived from the total, so a cent
// more or less in the collection still shows), and the one clean hand of
// two pots, whose awards name their pots by their amounts (winners
// swapped; the pots merged into one paid to the main pot's winner; a
// cent more).
func TestTamperedBetOnlineRealHands(t *testing.T) {
	const plo = "cash__BetOnline__Flop__PLO-10max-USD-0.05-0.10-201209.txt"
	const noShow, twoPots = "1073058326", "1073068762"
	collected := "Seat 6: Player2 collected (1.90)"
	main := "Seat 8: Player0 showed [9c 6c 9s 8d] and won (12.00)"
	side := "Seat 7: Player11 showed [8c 9d Ac Kd] and won (10.90)"
	runSiteTampers(t, []siteTamper{{
		name: "no showdown, one cent more", file: plo, id: noShow,
		tamper: []string{collected, "Seat 6: Player2 collected (1.91)"},
		want:   []want{{hand.AwardMismatch, "Player2", "", ""}},
	}, {
		name: "no showdown, one cent less", file: plo, id: noShow,
		tamper: []string{collected, "Seat 6: Player2 collected (1.89)"},
		want:   []want{{hand.AwardMismatch, "Player2", "", ""}},
	}, {
		name: "two pots, winners swapped", file: plo, id: twoPots,
		tamper: []string{main, "Seat 8: Player0 showed [9c 6c 9s 8d] and won (10.90)", side, "Seat 7: Player11 showed [8c 9d Ac Kd] and won (12.00)"},
		want:   []want{{hand.AwardMismatch, "Player0", "", ""}, {hand.AwardMismatch, "Player11", "", ""}},
	}, {
		name: "two pots merged", file: plo, id: twoPots,
		tamper: []string{"Total pot 10.90 | Rake 0.60\nTotal pot 12.00 | Rake 0.60", "Total pot 22.90 | Rake 1.20",
			main, "Seat 8: Player0 showed [9c 6c 9s 8d] and won (22.90)", side, "Seat 7: Player11 showed [8c 9d Ac Kd] but did not win"},
		want: []want{{hand.AwardMismatch, "Player0", "", ""}, {hand.AwardMismatch, "Player11", "", ""}},
	}, {
		name: "two pots, one cent more", file: plo, id: twoPots,
		tamper: []string{main, "Seat 8: Player0 showed [9c 6c 9s 8d] and won (12.01)"},
		want:   []want{{hand.AwardMismatch, "Player0", "", ""}},
	}}, func(t *testing.T, dir, file, id string) string {
		data, err := os.ReadFile(filepath.Join(sharedDir, "by-site/BetOnline", file))
		if err != nil {
			t.Skipf("no ../shared: %v", err)
		}
		doc, _ := parse.Hands(file, data)
		for _, c := range doc.Chunks {
			if text := doc.ChunkText(c); strings.HasPrefix(text, "BetOnline Poker Game #"+id+":") {
				return text
			}
		}
		t.Fatalf("%s: no hand %s", file, id)
		return ""
	})
}
