package audit

import (
	"testing"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
)

// TestTamperedBovadaHands takes real Bovada hands that verify clean and
// changes what the site recorded the way a faulty or dishonest award
// would. Bovada prints no rake: a lone winner's amount moved by one cent
// is caught only because the rake is modelled (parse.BovadaRake: 5 % of
// the total, floored, after a flop), so the rake is known before the
// collections are read.
func TestTamperedBovadaHands(t *testing.T) {
	const (
		bv     = "bovada"
		zone   = "HH20190401-034248 - 2293588 - ZONE - $0.02-$0.05 - HOLDEMZonePoker - NL - ZonePoker No.1365.txt"
		ante   = "tour__Bovada__Flop__NLHE-9max-USD-MTT - No Limit Holdem (Rebuy) - $2-$0.25 - 201301.allin.ante.txt"
		lone   = "3754478082" // Big Blind wins $1.43 of $1.50 at showdown (rake $0.07)
		chop   = "3754479229" // Small Blind $0.21 and UTG+1 $0.22 tie on $0.43
		sideP  = "2697696244" // UTG all-in for his 12-chip ante: main pot 84, side pot 124,760
		stud   = "cash__Bovada__Stud__7-Stud-USD-2.00-4.00-201205.txt"
		studHL = "cash__Bovada__Stud__7-StudHL-USD-0.25-0.50-201209.txt"
		studSD = "2604291699" // no street lines; Seat+3's queens win $0.45 of $0.47 at showdown (rake printed $0.02)
		hiLo   = "2633952287" // Seat+1's low $2.32, Seat+4's high $2.33 of $4.65 after the rake
		// 2012 Omaha hi/lo tournaments written with no street lines: the
		// streets start where the betting closes a round (parse/bovada.go)
		plo8Bet  = "tour__Bovada__Flop__PLO8-9max-USD-10-MTT-201207.txt"
		betFold  = "2645486142" // UTG+5 bets 450 on the flop, Big Blind folds: 450 uncontested
		plo8Side = "tour__Bovada__Flop__PLO8-USD-MTT - $10-$1 - 201207.allin.call.pf.txt"
		sideTie  = "2641146259" // Big Blind and UTG+1 tie with jacks full: 180 each of the main pot, 2,190 each of the side pot
	)
	// ante hand: UTG holds 7-7 (sevens full of fives) and wins the 84-chip
	// main pot; the Dealer's pair of fives with the ace wins the side pot,
	// which UTG is not in.
	sideSetup := []string{
		"UTG : Card dealt to a spot [Qd 8c]", "UTG : Card dealt to a spot [7d 7c]",
		"Dealer : Hand Result 84", "UTG : Hand Result 84",
	}
	cases := []struct {
		name, file, id string
		setup, tamper  []string
		profiles       []rules.Profile
		want           []want
	}{{
		name: "winner changed", file: zone, id: lone,
		tamper: []string{"Big Blind : Hand result $1.43", "Small Blind : Hand result $1.43"},
		want:   []want{{hand.AwardMismatch, "Small Blind", "main", rules.HighComparison}, {hand.AwardMismatch, "Big Blind", "main", ""}},
	}, {
		name: "lone winner paid one cent more", file: zone, id: lone,
		tamper: []string{"Big Blind : Hand result $1.43", "Big Blind : Hand result $1.44"},
		want:   []want{{hand.AwardMismatch, "Big Blind", "main", ""}, {hand.RakeArithmetic, "", "", rules.PotAccounting}},
	}, {
		name: "lone winner paid one cent less", file: zone, id: lone,
		tamper: []string{"Big Blind : Hand result $1.43", "Big Blind : Hand result $1.42"},
		want:   []want{{hand.AwardMismatch, "Big Blind", "main", ""}, {hand.RakeArithmetic, "", "", rules.PotAccounting}},
	}, {
		name: "side pot merged into the main pot", file: ante, id: sideP, setup: sideSetup,
		tamper: []string{"Dealer : Hand Result-Side Pot 124760\nUTG : Hand Result 84", "UTG : Hand Result 124844"},
		want:   []want{{hand.AwardMismatch, "UTG", "", ""}, {hand.AwardMismatch, "Dealer", "", ""}},
	}, {
		// Bovada gives the odd cent to the first tied winner from the big
		// blind (hand.OddChipFromBigBlind): UTG+1 here. Under the site
		// profile the hand is clean and the cent moved to the small blind
		// is flagged; under the standard profile (RRoP 3.7.5(a)) it is the
		// other way round, so only the site profile is tested.
		name: "odd chip moved", file: zone, id: chop, profiles: []rules.Profile{rules.SiteOddChips},
		tamper: []string{"Small Blind : Hand result $0.21", "Small Blind : Hand result $0.22", "UTG+1 : Hand result $0.22", "UTG+1 : Hand result $0.21"},
		want:   []want{{hand.AwardMismatch, "Small Blind", "main", rules.D7}, {hand.AwardMismatch, "UTG+1", "main", rules.D7}},
	}, {
		name: "stud winner changed", file: stud, id: studSD,
		tamper: []string{"Seat+3 [ME] : Hand result $0.45", "Seat+5 : Hand result $0.45"},
		want:   []want{{hand.AwardMismatch, "Seat+5", "main", rules.HighComparison}, {hand.AwardMismatch, "Seat+3", "main", ""}},
	}, {
		name: "stud winner paid one cent more", file: stud, id: studSD,
		tamper: []string{"Seat+3 [ME] : Hand result $0.45", "Seat+3 [ME] : Hand result $0.46"},
		want:   []want{{hand.AwardMismatch, "Seat+3", "main", ""}},
	}, {
		name: "stud winner paid one cent less", file: stud, id: studSD,
		tamper: []string{"Seat+3 [ME] : Hand result $0.45", "Seat+3 [ME] : Hand result $0.44"},
		want:   []want{{hand.AwardMismatch, "Seat+3", "main", ""}},
	}, {
		// the odd cent of the split $4.65 goes to the high half
		name: "stud hi/lo odd chip moved to the low half", file: studHL, id: hiLo,
		tamper: []string{"Seat+1 : Hand result $2.32", "Seat+1 : Hand result $2.33", "Seat+4 : Hand result $2.33", "Seat+4 : Hand result $2.32"},
		want:   []want{{hand.AwardMismatch, "Seat+1", "main", ""}, {hand.AwardMismatch, "Seat+4", "main", ""}},
	}, {
		name: "2012, no street lines: the pot given to the player who folded on the flop", file: plo8Bet, id: betFold,
		tamper: []string{"UTG+5 : Hand Result 450", "Big Blind : Hand Result 450"},
		want:   []want{{hand.AwardMismatch, "Big Blind", "", ""}, {hand.AwardMismatch, "UTG+5", "", ""}},
	}, {
		name: "2012, no street lines: one chip of the tied side pot moved", file: plo8Side, id: sideTie,
		tamper: []string{"Big Blind : Hand Result-Side Pot 2190", "Big Blind : Hand Result-Side Pot 2191", "UTG+1 : Hand Result-Side Pot 2190", "UTG+1 : Hand Result-Side Pot 2189"},
		want:   []want{{hand.AwardMismatch, "Big Blind", "", ""}, {hand.AwardMismatch, "UTG+1", "", ""}},
	}, {
		name: "2012, no street lines: the side pot given to one of the tied", file: plo8Side, id: sideTie,
		tamper: []string{"UTG+1 : Hand Result-Side Pot 2190\n", "", "Big Blind : Hand Result-Side Pot 2190", "Big Blind : Hand Result-Side Pot 4380"},
		want:   []want{{hand.AwardMismatch, "Big Blind", "", ""}, {hand.AwardMismatch, "UTG+1", "", ""}},
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			orig := siteHand(t, bv, c.file, c.id)
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
					if ds := check(t, text, prof); len(ds) != 0 {
						t.Fatalf("%s: the hand before tampering is not clean: %+v", prof.Name, ds)
					}
				}
				ds := check(t, replaceAll(t, control, c.tamper...), prof)
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
