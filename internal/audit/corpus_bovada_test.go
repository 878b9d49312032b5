package audit

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/parse"
	"github.com/hhcheck/hhcheck/rules"
)

// genuineBovada lists the real Bovada hands whose record is wrong by the
// rules under every profile, with the codes hhcheck must report and why.
var genuineBovada = map[string]struct {
	codes  string // sorted distinct codes
	reason string
}{
	// Double-Up Turbo STT 2015: the site's writer repeated action lines.
	// "Small Blind [ME] : All-in 1405" four times on the flop, then
	// "Dealer : Call 1405" four times: the record puts 5,620 chips from a
	// 1,405-chip stack (STACK_EXCEEDED), the total says 3,260 while the
	// lines put in 11,690 (POT_TOTAL), and the two tied players' 4,890
	// each is not half of what the lines put in.
	"3152355148": {"AWARD_MISMATCH BET_AMOUNT POT_TOTAL RAKE_ARITHMETIC STACK_EXCEEDED", "action lines written four times"},
	// Same file: "Dealer : Raises 450 to 450" written 16 times in a row.
	"3152357958": {"OUT_OF_TURN", "one raise line written 16 times"},
}

// oddChipBovada: the chopped pots with an odd cent, which Bovada gives
// from the big blind (hand.OddChipFromBigBlind, parse/bovada.go) where
// RRoP 3.7.5(a) gives it from the small blind. The site's documented
// habit (RULES D7: a profile per site) is no fault: clean under the
// standard profile, which leaves a site's documented odd-chip habit alone,
// and under the site profile, which checks it to the chip. (3757151180
// and 3757154737 are in two files each.)
var oddChipBovada = []string{"3754479229", "3754638034", "3754977162", "3755159641", "3755699611", "3756873462",
	"3757151180", "3757154737", "3757817782", "3760424999", "3761205708"}

// rejectedBovada: the hands no mapping can read, with the reason that
// names the real cause.
var rejectedBovada = map[string]parse.Reason{
	// "Dealer : Set deale  r [5]": a damaged line
	"3754944647": parse.ReasonUnknownLine,
}

// TestCorpusBovadaVerifies runs the whole path over every Bovada /
// Ignition / Bodog history of ../shared under both rule profiles: at
// least 99.5 % of the hands parse, each rejected hand is listed with its
// reason, and every finding is listed with its reason.
func TestCorpusBovadaVerifies(t *testing.T) {
	paths := sharedFiles(t, "Bovada")
	for _, prof := range []rules.Profile{rules.Standard, rules.SiteOddChips} {
		t.Run(prof.Name, func(t *testing.T) {
			seen := map[string]bool{}
			sum, err := Run(context.Background(), Options{Paths: paths, Profile: prof, OnHand: func(h HandResult) {
				switch {
				case h.Duplicate: // read before in another file: counted once, there
				case h.Rejected == nil && len(h.Discrepancies) == 0 && slices.Contains(oddChipBovada, h.HandID):
					seen[h.HandID] = true
				case h.Rejected != nil:
					if want, ok := rejectedBovada[h.HandID]; !ok || want != h.Rejected.Reason {
						t.Errorf("%s:%d: hand %s rejected: %v", h.File, h.Line, h.HandID, h.Rejected)
					}
					seen[h.HandID] = true
				case len(h.Discrepancies) > 0:
					var codes []string
					for _, d := range h.Discrepancies {
						if !slices.Contains(codes, string(d.Code)) {
							codes = append(codes, string(d.Code))
						}
					}
					slices.Sort(codes)
					got := strings.Join(codes, " ")
					g, listed := genuineBovada[h.HandID]
					switch {
					case listed && got == g.codes:
						seen[h.HandID] = true
					default:
						t.Errorf("unexpected finding (%s):\n%s", got, describe(h))
					}
				}
			}})
			if err != nil {
				t.Fatal(err)
			}
			for id := range genuineBovada {
				if !seen[id] {
					t.Errorf("hand %s: listed finding not reported", id)
				}
			}
			for id := range rejectedBovada {
				if !seen[id] {
					t.Errorf("hand %s: listed rejection not seen", id)
				}
			}
			for _, id := range oddChipBovada {
				if !seen[id] {
					t.Errorf("hand %s: the site's odd-chip habit not verified clean under %s", id, prof.Name)
				}
			}
			if sum.HandsRead+sum.HandsDuplicate < 7000 || sum.HandsRead != sum.HandsParsed+sum.HandsRejected || sum.HandsParsed != sum.HandsClean+sum.HandsFlagged {
				t.Errorf("hands not accounted for: %+v", sum)
			}
			if 1000*sum.HandsParsed < 995*sum.HandsRead {
				t.Errorf("%d of %d hands parse: below 99.5 %%", sum.HandsParsed, sum.HandsRead)
			}
			t.Logf("%d hands: %d clean, %d flagged, %d rejected", sum.HandsRead, sum.HandsClean, sum.HandsFlagged, sum.HandsRejected)
		})
	}
}
