package audit

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/parse"
	"github.com/hhcheck/hhcheck/rules"
)

// siteHand returns the text of hand id in a Winamax or GGPoker sample file
// of testdata, as the site wrote it.
func siteHand(t *testing.T, dir, file, id string) string {
	t.Helper()
	return sampleChunk(t, dir, file, id, func(text string) bool {
		first, _, _ := strings.Cut(text, "\n")
		return strings.Contains(first, "#"+id+" ") || strings.Contains(first, "#"+id+":")
	})
}

// sampleChunk returns the text of the last hand of a testdata sample file
// that is, by is, hand id.
func sampleChunk(t *testing.T, dir, file, id string, is func(text string) bool) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("../../testdata/histories", dir, file))
	if err != nil {
		t.Fatal(err)
	}
	doc, _ := parse.Hands(file, data)
	found := ""
	for _, c := range doc.Chunks {
		if text := doc.ChunkText(c); is(text) {
			found = text
		}
	}
	if found == "" {
		t.Fatalf("%s: no hand %s", file, id)
	}
	return found
}

// siteTamper is one tampering of a real site hand: setup builds the
// situation from the real hand (the control, which must verify clean),
// tamper changes what the site recorded, want is what must be reported.
type siteTamper struct {
	name, dir, file, id string
	setup, tamper       []string  // old, new pairs
	ignore              hand.Code // a code the setup itself causes
	want                []want
	profiles            []rules.Profile // default: the standard and the site profile
}

// runSiteTampers runs the cases under both profiles; handOf finds a
// case's hand.
func runSiteTampers(t *testing.T, cases []siteTamper, handOf func(t *testing.T, dir, file, id string) string) {
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			orig := handOf(t, c.dir, c.file, c.id)
			control := orig
			if len(c.setup) > 0 {
				control = replaceAll(t, orig, c.setup...)
			}
			profiles := c.profiles
			if profiles == nil {
				profiles = []rules.Profile{rules.Standard, rules.SiteOddChips}
			}
			for _, prof := range profiles {
				for _, text := range []string{orig, control} {
					if ds := without(check(t, text, prof), c.ignore); len(ds) != 0 {
						t.Fatalf("%s: the hand before tampering is not clean: %+v", prof.Name, ds)
					}
				}
				ds := without(check(t, replaceAll(t, control, c.tamper...), prof), c.ignore)
				for _, w := range c.want {
					if !has(ds, w, prof) {
						t.Errorf("%s: missing %+v; got:", prof.Name, w)
						for _, d := range ds {
							t.Logf("  %s [%s] %q %s exp %d rec %d: %s", d.Code, d.Clause, d.Pot, d.Player, d.Expected, d.Recorded, d.Message)
						}
					}
				}
			}
		})
	}
}

// TestTamperedWinamaxGGHands takes real Winamax and GGPoker hands that
// verify clean and changes what the site recorded the way a faulty or
// dishonest award would (as TestTamperedRealHands does for PokerStars).
// Where the real hand lacks the situation (no Winamax hand has a side pot,
// none has a tie), the setup lines first build it from the real hand, and
// the control (setup alone, correctly paid) must verify clean, so the
// finding comes from the tampered award only.
func TestTamperedWinamaxGGHands(t *testing.T) {
	const (
		wm     = "winamax"
		gg     = "ggpoker"
		plo5   = "cash__Winamax__Flop__5-Card-PLO-6max-EUR-2.00-4.00-201611.raiseTo.txt"
		plo8   = "cash__Winamax__Flop__PLO8-6max-EUR-1.00-2.00-201611.txt"
		free   = "tour__Winamax__Flop__NLHE-10max-FREE-201207.Ticket.only.txt"
		ggTour = "tour__GGPoker__Flop__NLHE-8max-MTT-USD-1050-202104.extra.space.txt"
		ggSD   = "cash__GGPoker__Flop__NL-ShortDeck-5max-USD-0.2-202103.txt"
		ggPLO  = "tour__GGPoker__Flop__PLO-6max-MTT-USD-1k-202006.txt"
		freeID = "113531237062148097-1-1341239921"
		chopID = "TM106348185"
		plo8ID = "9247976-238-1478874600"
		plo5ID = "9273404-970-1479780841"
	)
	// free hand: bordiquenel all-in for 300 instead of 500 makes a main pot
	// of 920 (three players + the big blind's 20) and a side pot of 400
	// (sebloulou25, gpelle); gpelle's two pair wins both.
	sidePotSetup := []string{
		"Seat 1: bordiquenel (500)", "Seat 1: bordiquenel (300)",
		"bordiquenel calls 490 and is all-in", "bordiquenel calls 290 and is all-in",
		"Total pot 1520 | No rake", "Total pot 1.32k | No rake",
	}
	// free hand: bordiquenel holds gpelle's hand (9-9) and the big blind is
	// 21: 1,521 chips tied between seats 1 and 4, button 10; the odd chip
	// belongs to seat 1, first left of the button (RRoP 3.7.5(a)).
	tieSetup := []string{
		"bordiquenel shows [Ah 7d] (One pair : 2)", "bordiquenel shows [9d 9h] (Two pairs : 9 and 2)",
		"tonio01278 posts big blind 20", "tonio01278 posts big blind 21",
		"Total pot 1520 | No rake", "Total pot 1521 | No rake",
		"Seat 1: bordiquenel (small blind) showed [Ah 7d] and lost with One pair : 2", "Seat 1: bordiquenel (small blind) showed [9d 9h] and won 761 with Two pairs : 9 and 2",
		"and won 1520 with Two pairs : 9 and 2", "and won 760 with Two pairs : 9 and 2",
	}
	// PLO8 hand: Player0 holds Q-Q (a full house, no low); Hero's 7-5-4-2-A
	// still qualifies: high half to Player0, low half to Hero.
	hiLoSetup := []string{
		"Player0 shows [8d 2d 2c Td] (Two pairs : 5 and 2)", "Player0 shows [Qd Qh Td 9d] (Full of Queens and 5)",
		"showed [8d 2d 2c Td] and lost with HI : Two pairs : 5 and 2", "showed [Qd Qh Td 9d] and won 4.96€ with HI : Full of Queens and 5",
		"Hero collected 4.96€ from pot(HI)", "Player0 collected 4.96€ from pot(HI)",
		"and won 4.96€ with HI : Two pairs : 5 and 4", "and lost with HI : Two pairs : 5 and 4",
	}
	// GG chop: Hero's ante 37 instead of 36 makes 6,677 chips tied between
	// seats 1 and 2, button 4: the odd chip is seat 1's (442b49d7).
	ggOddSetup := []string{
		"Hero: posts the ante 36", "Hero: posts the ante 37",
		"Total pot 6,676", "Total pot 6,677",
		"442b49d7 collected 3,338 from pot", "442b49d7 collected 3,339 from pot",
		"(big blind) showed [As 9h 8h 4h] and won (3,338)", "(big blind) showed [As 9h 8h 4h] and won (3,339)",
	}
	cases := []siteTamper{{
		name: "winamax: award moved to another player", dir: wm, file: plo5, id: plo5ID,
		tamper: []string{
			"Player3 collected 471.48€ from pot", "Player0 collected 471.48€ from pot",
			"and lost with Straight Ace high", "and won 471.48€ with Straight Ace high",
			"and won 471.48€ with Full of Kings and Tens", "and lost with Full of Kings and Tens",
		},
		// 5 Card Omaha Hi/Lo without a qualifying low: the high hand takes
		// the whole pot (RULES D9)
		want: []want{{hand.AwardMismatch, "Player0", "main", rules.HighComparison}, {hand.AwardMismatch, "Player3", "main", rules.D9}},
	}, {
		name: "winamax: amount changed by one cent", dir: wm, file: plo5, id: plo5ID,
		tamper: []string{"Player3 collected 471.48€", "Player3 collected 471.47€", "won 471.48€", "won 471.47€"},
		want:   []want{{hand.AwardMismatch, "Player3", "main", rules.D9}, {hand.RakeArithmetic, "", "", rules.PotAccounting}},
	}, {
		name: "winamax: side pot paid to a player not eligible", dir: wm, file: free, id: freeID,
		setup: append(append([]string{}, sidePotSetup...),
			"gpelle collected 1520 from pot", "gpelle collected 920 from main pot\ngpelle collected 400 from side pot 1",
			"and won 1520 with", "and won 1320 with"),
		tamper: []string{
			"gpelle collected 400 from side pot 1", "bordiquenel collected 400 from side pot 1",
			"and won 1320 with", "and won 920 with",
			"showed [Ah 7d] and lost with One pair : 2", "showed [Ah 7d] and won 400 with One pair : 2",
		},
		// Winamax pot labels are not trusted (hand.Conventions.
		// PotLabelsUntrusted): caught per player, over all pots
		want: []want{{hand.AwardMismatch, "bordiquenel", "", ""}, {hand.AwardMismatch, "gpelle", "", ""}},
	}, {
		// The setup posts a 21-chip big blind to make the pot odd; the
		// BLIND_AMOUNT that causes is the setup's, not the test's.
		name: "winamax: odd chip to the wrong seat", dir: wm, file: free, id: freeID, ignore: hand.BlindAmount,
		setup: append(append([]string{}, tieSetup...),
			"gpelle collected 1520 from pot", "bordiquenel collected 761 from pot\ngpelle collected 760 from pot"),
		tamper: []string{
			"bordiquenel collected 761", "bordiquenel collected 760",
			"gpelle collected 760", "gpelle collected 761",
			"and won 761 with", "and won 7XX with", "and won 760 with", "and won 761 with", "and won 7XX with", "and won 760 with",
		},
		want: []want{{hand.AwardMismatch, "bordiquenel", "main", rules.OddChipButton}, {hand.AwardMismatch, "gpelle", "main", rules.OddChipButton}},
	}, {
		name: "winamax: hi/lo pot paid wholly to the high hand", dir: wm, file: plo8, id: plo8ID,
		setup: hiLoSetup,
		tamper: []string{
			"Player0 collected 4.96€ from pot(HI)\nHero collected 4.95€ from pot(LO)", "Player0 collected 9.91€ from pot(HI)",
			"and won 4.96€ with HI : Full of Queens and 5", "and won 9.91€ with HI : Full of Queens and 5",
			"and won 4.95€ with LO : High card : 7", "and lost with LO : High card : 7",
		},
		want: []want{{hand.AwardMismatch, "Hero", "main low", rules.SplitHiLo}, {hand.AwardMismatch, "Player0", "main high", rules.SplitHiLo}},
	}, {
		name: "ggpoker: award moved to another player", dir: gg, file: ggTour, id: "TM600571038",
		tamper: []string{
			"Hero collected 28,315 from pot", "69040cb9 collected 28,315 from pot",
			"showed [9d 8s] and lost with", "showed [9d 8s] and won (28,315) with",
			"showed [Kc Jc] and won (28,315) with", "showed [Kc Jc] and lost with",
		},
		want: []want{{hand.AwardMismatch, "Hero", "main", rules.HighComparison}, {hand.AwardMismatch, "69040cb9", "main", rules.HighComparison}},
	}, {
		name: "ggpoker: amount changed by one cent", dir: gg, file: ggSD, id: "SD27208838",
		tamper: []string{"f1da9c5a collected $0.63 from pot", "f1da9c5a collected $0.62 from pot", "won ($0.63)", "won ($0.62)"},
		want:   []want{{hand.AwardMismatch, "f1da9c5a", "main", rules.PotAccounting}, {hand.RakeArithmetic, "", "", rules.PotAccounting}},
	}, {
		// no GGPoker hand of the files has a side pot: the pot is paid to
		// a player who folded and is eligible for no pot
		name: "ggpoker: pot paid to a player not eligible", dir: gg, file: ggPLO, id: chopID,
		tamper: []string{"2a1934a5 collected 3,338 from pot", "bd16e59d collected 3,338 from pot"},
		want:   []want{{hand.AwardMismatch, "bd16e59d", "main", rules.SidePots}, {hand.AwardMismatch, "2a1934a5", "main", ""}},
	}, {
		name: "ggpoker: odd chip to the wrong seat", dir: gg, file: ggPLO, id: chopID,
		setup: ggOddSetup,
		tamper: []string{
			"442b49d7 collected 3,339", "442b49d7 collected 3,338",
			"2a1934a5 collected 3,338", "2a1934a5 collected 3,339",
			"showed [As 9h 8h 4h] and won (3,339)", "showed [As 9h 8h 4h] and won (3,338)",
			"showed [Ah Js Jh 4c] and won (3,338)", "showed [Ah Js Jh 4c] and won (3,339)",
		},
		want: []want{{hand.AwardMismatch, "442b49d7", "main", rules.OddChipButton}, {hand.AwardMismatch, "2a1934a5", "main", rules.OddChipButton}},
	}}
	runSiteTampers(t, cases, siteHand)
}

// without drops the findings of one code ("" keeps all).
func without(ds []hand.Discrepancy, code hand.Code) []hand.Discrepancy {
	if code == "" {
		return ds
	}
	var out []hand.Discrepancy
	for _, d := range ds {
		if d.Code != code {
			out = append(out, d)
		}
	}
	return out
}
