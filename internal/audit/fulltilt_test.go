package audit

import (
	"context"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/parse"
	"github.com/hhcheck/hhcheck/rules"
)

// genuineFullTilt lists the real Full Tilt hands of ../shared (family
// FullTilt: by-site/FullTilt and the HHSmithy samples, 137 hands) that are
// flagged, with the codes and why. Every other hand must verify clean.
var genuineFullTilt = map[string]listed{
	// (31349767778, tour__FTP__Stud__Razz-USD-HUSNG-200-201211.all.in.ante.txt:
	// Player0 antes his last 6 chips of a 7-chip ante and Full Tilt writes
	// Hero's ante net of the unmatched chip; replay's checkForced accepts
	// an ante net of a part nobody could match, and the hand is clean.)
}

// rejectedFullTilt are the real Full Tilt hands that cannot be read, with
// the reason each must be rejected for: none. (The observed 2006 hand
// 1083884910, written without seat lines or stacks, was rejected no_seats
// until its seats were read from its summary: TestFullTiltSeatless.)
var rejectedFullTilt = map[string]parse.Reason{}

// TestCorpusFullTiltVerifies runs the whole path over every Full Tilt
// history of ../shared under both rule profiles: every hand is read, and
// parsed and verified clean except the hands listed above.
func TestCorpusFullTiltVerifies(t *testing.T) {
	verifySiteCorpus(t, sharedFiles(t, "FullTilt"), 130, genuineFullTilt, rejectedFullTilt)
}

// TestFullTiltSamples: the Full Tilt samples bundled in testdata (the
// default run without ../shared) are all read, and verify clean except
// the listed hand.
func TestFullTiltSamples(t *testing.T) {
	verifySamples(t, "../../testdata/histories/fulltilt", 61, genuineFullTilt, rejectedFullTilt)
}

// TestTamperedFullTiltHands takes real Full Tilt hands that verify clean
// and changes what the site recorded the way a faulty or dishonest award
// would (as TestTamperedRealHands does for PokerStars). No Full Tilt hand
// of the files has a tie, so the odd-chip case first builds one from a
// real hand (setup), and that control must verify clean.
func TestTamperedFullTiltHands(t *testing.T) {
	const (
		ko    = "tour__FTP__Flop__NLHE-USD-MTT-KO.201104.K.as.thousand.txt"
		koID  = "29537846954"
		side  = "tour__FTP__Flop__NLHE-USD-STT-2-20100323.Allin.with.less.than.sb.txt"
		sideI = "19505996411"
		hilo  = "HHSmithy__Limits__Limit5.txt"
		hiloI = "33727700367"
	)
	// side-pot hand: Player6 all in for 51 instead of 50 makes a main pot
	// of 153; Player2 holds Player6's two pair (7h 5h) and ties it: 153
	// chips between seats 2 and 6, button 5, so the odd chip is seat 6's,
	// first left of the button (RRoP 3.7.5(a)); Player2 alone wins the
	// side pot of 498 against Player8.
	tieSetup := []string{
		"Seat 6: Player6 (50)", "Seat 6: Player6 (51)",
		"posts the small blind of 50, and is all in", "posts the small blind of 51, and is all in",
		"Player2 shows [2c As] a pair of Twos", "Player2 shows [7h 5h] two pair, Sevens and Fives",
		"Player2 wins the side pot (500) with a pair of Twos", "Player2 wins the side pot (498) with two pair, Sevens and Fives\nPlayer2 ties for the main pot (76) with two pair, Sevens and Fives",
		"Player6 wins the main pot (150)", "Player6 ties for the main pot (77)",
		"Total pot 650 Main pot 150. Side pot 500.", "Total pot 651 Main pot 153. Side pot 498.",
		"showed [2c As] and won (500) with a pair of Twos", "showed [7h 5h] and won (574) with two pair, Sevens and Fives",
		"showed [7c 5s] and won (150)", "showed [7c 5s] and won (77)",
	}
	cases := []tamperCase{{
		name: "winner changed", file: ko, id: koID,
		tamper: []string{
			"Hero wins the pot (3,386,836)", "Player0 wins the pot (3,386,836)",
			"showed [Tc Kh] and won (3,386,836) with", "showed [Tc Kh] and lost with",
			"showed [6s 6c] and lost with", "showed [6s 6c] and won (3,386,836) with",
		},
		want: []want{{hand.AwardMismatch, "Hero", "main", rules.HighComparison}, {hand.AwardMismatch, "Player0", "main", rules.HighComparison}},
	}, {
		name: "amount changed by one chip", file: ko, id: koID,
		tamper: []string{"(3,386,836)", "(3,386,835)"},
		want:   []want{{hand.AwardMismatch, "Hero", "main", ""}, {hand.RakeArithmetic, "", "", rules.PotAccounting}},
	}, {
		name: "hi/lo amount changed by one cent", file: hilo, id: hiloI,
		tamper: []string{"wins the low pot ($15,999.50)", "wins the low pot ($15,999.51)", "collected ($31,999.50)", "collected ($31,999.51)"},
		want:   []want{{hand.AwardMismatch, "Isildur1", "", ""}, {hand.RakeArithmetic, "", "", rules.PotAccounting}},
	}, {
		name: "side pot merged into the main pot", file: side, id: sideI,
		tamper: []string{
			"Player2 wins the side pot (500) with a pair of Twos\n", "",
			"Player6 wins the main pot (150)", "Player6 wins the pot (650)",
			"Total pot 650 Main pot 150. Side pot 500.", "Total pot 650",
			"showed [2c As] and won (500) with", "showed [2c As] and lost with",
			"showed [7c 5s] and won (150)", "showed [7c 5s] and won (650)",
		},
		// "wins the pot" names no pot: the findings name the seats
		want: []want{{hand.AwardMismatch, "Player6", "", ""}, {hand.AwardMismatch, "Player2", "", ""}},
	}, {
		name: "odd chip to the wrong seat", file: side, id: sideI, setup: tieSetup,
		tamper: []string{
			"Player2 ties for the main pot (76)", "Player2 ties for the main pot (77)",
			"Player6 ties for the main pot (77)", "Player6 ties for the main pot (76)",
			"and won (574) with", "and won (575) with",
			"showed [7c 5s] and won (77)", "showed [7c 5s] and won (76)",
		},
		// Full Tilt has no odd-chip habit of its own (no tie in the
		// files): both profiles apply RRoP 3.7.5(a)
		want: []want{{hand.AwardMismatch, "Player6", "main", rules.OddChipButton}, {hand.AwardMismatch, "Player2", "main", rules.OddChipButton}},
	}}
	runTamperCases(t, cases, func(t *testing.T, file, id string) string { return siteHand(t, "fulltilt", file, id) })
}

// TestFullTiltSeatless: a Full Tilt hand written without seat lines (the
// real observed 2006 hand 1083884910, and the project's two hands in that
// shape, testdata/histories/project/project__FullTilt-seatless.txt) takes
// its seats from the summary with stacks unknown (parse.MaxAmount, noted
// hand.NoteStackUnknown): it verifies clean under both profiles, and a
// changed winner or an award one unit off is flagged.
func TestFullTiltSeatless(t *testing.T) {
	const real = "cash__FTP__Flop__NLHE-6max-USD-25-50.200610.Observed.No.player.stacks.txt"
	h, _ := fullTiltSample(t, "fulltilt", real, "1083884910")
	seats := map[string]int{}
	for _, s := range h.Seats {
		seats[s.Player] = s.Number
		if s.Stack != parse.MaxAmount {
			t.Errorf("%s: stack %d, want unknown (parse.MaxAmount)", s.Player, s.Stack)
		}
		if s.Line != 13 && s.Line != 14 {
			t.Errorf("%s: seat from line %d, want its summary line", s.Player, s.Line)
		}
	}
	if len(seats) != 2 || seats["cinidy lynn"] != 3 || seats["durrrr"] != 4 {
		t.Errorf("seats %+v, want cinidy lynn in 3 and durrrr in 4", h.Seats)
	}
	unknown := 0
	for _, n := range h.Notes {
		if n.Kind == hand.NoteStackUnknown && seats[n.Player] > 0 {
			unknown++
		}
	}
	if unknown != 2 {
		t.Errorf("%d stack-unknown notes, want 2: %+v", unknown, h.Notes)
	}
	cases := []tamperCase{{
		name: "real: winner changed", file: real, id: "1083884910",
		tamper: []string{
			"cinidy lynn wins the pot ($100)", "durrrr wins the pot ($100)",
			"(small blind) collected ($100), mucked", "(small blind) mucked",
			"(big blind) folded before the Flop", "(big blind) collected ($100)",
		},
		want: []want{{hand.AwardMismatch, "cinidy lynn", "main", ""}, {hand.AwardMismatch, "durrrr", "main", ""}},
	}, {
		name: "real: winner paid one unit more", file: real, id: "1083884910",
		tamper: []string{"wins the pot ($100)", "wins the pot ($100.01)", "collected ($100)", "collected ($100.01)"},
		want:   []want{{hand.AwardMismatch, "cinidy lynn", "main", ""}, {hand.RakeArithmetic, "", "", rules.PotAccounting}},
	}, {
		name: "real: winner paid one unit less", file: real, id: "1083884910",
		tamper: []string{"wins the pot ($100)", "wins the pot ($99.99)", "collected ($100)", "collected ($99.99)"},
		want:   []want{{hand.AwardMismatch, "cinidy lynn", "main", ""}, {hand.RakeArithmetic, "", "", rules.PotAccounting}},
	}, {
		name: "project: winner changed", file: "project", id: "900000000901",
		tamper: []string{
			"Bruno wins the pot ($12.85)", "Alice wins the pot ($12.85)",
			"showed [Ad Kc] and won ($12.85) with", "showed [Ad Kc] and lost with",
			"showed [Ac Qh] and lost with", "showed [Ac Qh] and won ($12.85) with",
		},
		want: []want{{hand.AwardMismatch, "Alice", "main", rules.HighComparison}, {hand.AwardMismatch, "Bruno", "main", rules.HighComparison}},
	}, {
		name: "project: all-in winner paid one unit more", file: "project", id: "900000000902",
		tamper: []string{"($7.60)", "($7.61)"},
		want:   []want{{hand.AwardMismatch, "Chloe", "main", ""}, {hand.RakeArithmetic, "", "", rules.PotAccounting}},
	}, {
		name: "project: winner paid one unit less", file: "project", id: "900000000901",
		tamper: []string{"($12.85)", "($12.84)"},
		want:   []want{{hand.AwardMismatch, "Bruno", "main", ""}, {hand.RakeArithmetic, "", "", rules.PotAccounting}},
	}}
	runTamperCases(t, cases, func(t *testing.T, file, id string) string {
		if file == "project" {
			_, text := fullTiltSample(t, "project", "project__FullTilt-seatless.txt", id)
			return text
		}
		_, text := fullTiltSample(t, "fulltilt", file, id)
		return text
	})
	// the project's second hand follows the first at its table: the
	// unknown stacks are not compared (no STACK_CONTINUITY)
	for _, prof := range []rules.Profile{rules.Standard, rules.SiteOddChips} {
		sum, err := Run(context.Background(), Options{Paths: []string{"../../testdata/histories/project/project__FullTilt-seatless.txt"}, Profile: prof})
		if err != nil {
			t.Fatal(err)
		}
		if sum.HandsRead != 2 || sum.HandsClean != 2 {
			t.Errorf("%s: %+v", prof.Name, sum)
		}
	}
}

// fullTiltSample returns hand id of a testdata file, parsed and as text.
func fullTiltSample(t *testing.T, dir, file, id string) (*hand.Hand, string) {
	t.Helper()
	text := sampleChunk(t, dir, file, id, func(text string) bool {
		first, _, _ := strings.Cut(text, "\n")
		return strings.Contains(first, "#"+id+":")
	})
	doc, _ := parse.Hands(file, []byte(text))
	h, e := parse.NewParser().Parse(doc, doc.Chunks[0])
	if e != nil {
		t.Fatalf("%s: %v", id, e)
	}
	return h, text
}
