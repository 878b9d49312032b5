package audit

import (
	"testing"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
)

// TestTamperedBettingRealHands takes real PokerStars hands that verify
// clean, changes one betting line the way a faulty client or a forged
// history would, and checks that the betting-legality checks of the replay
// catch it with the right code, player and clause (RULES §7).
func TestTamperedBettingRealHands(t *testing.T) {
	const (
		donati = "HH20181229 Donati #3 - $0.02-$0.05 - USD No Limit Hold'em.txt"
		stud   = "cash__Stars__Stud__7-Stud-USD-0.04-0.08-200911.txt"
		courch = "cash__Stars__Flop__PL-Courchevel-6max-USD-3.00-6.00-201303.txt"
	)
	cases := []struct {
		name, file, id string
		tamper         []string
		want           []want
		// amounts, when set: the first finding of want[0].code must carry them
		exp, rec hand.Money
	}{{
		// On the turn Loose89allin bets $0.34; the minimum raise is to
		// $0.68 (RULES D3, the previous increment). SantiagoWeight raises
		// to $0.54.
		name: "no-limit raise below the minimum", file: donati, id: "195041303254",
		tamper: []string{
			"SantiagoWeight: raises $0.90 to $1.24", "SantiagoWeight: raises $0.20 to $0.54",
			"Loose89allin: calls $0.90", "Loose89allin: calls $0.20",
		},
		want: []want{{hand.BetAmount, "SantiagoWeight", "", rules.MinimumRaise}},
		exp:  68, rec: 54,
	}, {
		// Before the flop: blinds $0.10 and $0.25, the pot is $0.35; a raise
		// may add at most the pot after the call: to $0.25 + $0.35 + $0.25
		// = $0.85 (FR-2016 Art.7 I 2°). Player1 raises to $1.
		name: "pot-limit raise above the pot", file: courch, id: "96353118546",
		tamper: []string{
			"Player1: raises $0.50 to $0.75", "Player1: raises $0.75 to $1",
			"Player2: calls $0.65", "Player2: calls $0.90",
			"Hero: calls $0.50", "Hero: calls $0.75",
		},
		want: []want{{hand.BetAmount, "Player1", "", rules.PotLimitRaise}},
		exp:  85, rec: 100,
	}, {
		// 5th street: bet, raise, raise, raise: the round is capped at four
		// bets ("Betting is capped"); trs2758 raises a fifth time.
		name: "fifth bet in a capped fixed-limit round", file: stud, id: "35874289931",
		tamper: []string{
			"Betting is capped\ntrs2758: calls $0.08", "trs2758: raises $0.08 to $0.40\nMasterTrini1: calls $0.08",
		},
		want: []want{{hand.RaiseCap, "trs2758", "", rules.StudRules}},
	}, {
		// Preflop the action goes axilleas33, Nomoney099, DBKB2K16: the
		// last two lines are swapped.
		name: "action out of turn", file: donati, id: "195041303254",
		tamper: []string{
			"Nomoney099: folds \nDBKB2K16: folds ", "DBKB2K16: folds \nNomoney099: folds ",
		},
		want: []want{{hand.OutOfTurn, "DBKB2K16", "", rules.OrderOfAction}},
	}, {
		// 4th street: Hero shows As Qc, the best showing, and acts first
		// (FR-2016 Art.7 III); Nikolay Zem (9s 6h) is written first.
		name: "stud: not the best showing first", file: stud, id: "35874004239",
		tamper: []string{
			"Hero: checks\nNikolay Zem: checks\ntotof51: checks", "Nikolay Zem: checks\nHero: checks\ntotof51: checks",
		},
		want: []want{{hand.OutOfTurn, "Nikolay Zem", "", rules.StudRules}},
	}, {
		// Loose89allin has $4.38 behind on the turn; he calls $9.
		name: "call larger than the stack", file: donati, id: "195041303254",
		tamper: []string{"Loose89allin: calls $0.90", "Loose89allin: calls $9"},
		want:   []want{{hand.StackExceeded, "Loose89allin", "", rules.Betting}},
		exp:    438, rec: 900,
	}, {
		name: "call of another amount than owed", file: donati, id: "195041303254",
		tamper: []string{"Loose89allin: calls $0.90", "Loose89allin: calls $0.80"},
		want:   []want{{hand.BetAmount, "Loose89allin", "", rules.Betting}},
		exp:    90, rec: 80,
	}, {
		name: "big blind below the stakes", file: donati, id: "195041303254",
		tamper: []string{
			"SantiagoWeight: posts big blind $0.05", "SantiagoWeight: posts big blind $0.04",
			"SantiagoWeight: calls $0.10", "SantiagoWeight: calls $0.11",
		},
		want: []want{{hand.BlindAmount, "SantiagoWeight", "", rules.ForcedBets}},
		exp:  5, rec: 4,
	}, {
		// 3rd street up cards: Hero As, Nikolay Zem 9s, totof51 Td, trs2758
		// 7d, MasterTrini1 2c: the deuce brings in (FR-2016 Art.7 III, RRoP
		// 3.7.1). Hero is written as bringing in.
		name: "stud bring-in by the wrong player", file: stud, id: "35874004239",
		tamper: []string{
			"MasterTrini1: brings in for $0.02\nHero: calls $0.02", "Hero: brings in for $0.02\nMasterTrini1: calls $0.02",
		},
		want: []want{{hand.BringInPlayer, "Hero", "", rules.StudRules}},
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			orig := realHand(t, c.file, c.id)
			for _, prof := range []rules.Profile{rules.Standard, rules.FR2016} {
				if ds := check(t, orig, prof); len(ds) != 0 {
					t.Fatalf("%s: the real hand is not clean: %+v", prof.Name, ds)
				}
				ds := check(t, replaceAll(t, orig, c.tamper...), prof)
				for _, w := range c.want {
					if !has(ds, w, prof) {
						t.Errorf("%s: missing %+v; got:", prof.Name, w)
						for _, d := range ds {
							t.Logf("  %s [%s] %q %s exp %d rec %d: %s", d.Code, d.Clause, d.Pot, d.Player, d.Expected, d.Recorded, d.Message)
						}
					}
				}
				if c.exp != 0 || c.rec != 0 {
					for _, d := range ds {
						if d.Code == c.want[0].code && d.Player == c.want[0].player {
							if !d.HasAmounts || d.Expected != c.exp || d.Recorded != c.rec {
								t.Errorf("%s: %s expected %d recorded %d (amounts %v), want %d %d", prof.Name, d.Code, d.Expected, d.Recorded, d.HasAmounts, c.exp, c.rec)
							}
							break
						}
					}
				}
			}
		})
	}
}
