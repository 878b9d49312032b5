package audit

import (
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
)

// TestTamperedMicrogamingHands takes real Microgaming hands that verify
// clean (testdata/histories/microgaming, copied from ../shared) and
// changes what the site recorded: the winner, one unit more or less (cash,
// tournament, the 2010 hand whose unwritten jackpot fee is read from an
// exact 0.50, a hand with bad-beat contributions), the odd cent of a hi/lo
// pot moved to the low half, a side pot paid to the player who lost it.
// Microgaming writes one Win per player, main and side pots together, so
// "merging" a side pot is paying it to the wrong player. No real hand has
// a side pot: it is built from the three-way all-in 3063530490, where
// Player5 calls the turn's 8.75 instead of folding (both check the river,
// he shows 7c 2h), a side pot of 17.50 beside the main 15.78, Player0's
// two pair winning both: 32.00 after the 0.78 rake and the 0.50 jackpot
// drop. No pot of the files is divided between tied players.
func TestTamperedMicrogamingHands(t *testing.T) {
	const (
		d     = "microgaming"
		v5    = "cash__Microgaming__Flop__PLO-6max-EUR-5-10-201603.v5.secondsb.raised.txt"
		v2    = "cash__Microgaming__Flop__PLO-EUR-0.05-0.10-201208.v2.allin.no.call.txt"
		v1    = "cash__Microgaming__Flop__NLHE-EUR-0.50-1.00-201001.v1.allin.call.txt"
		mtt   = "tour__Microgaming__Flop__NLHE-Freeroll-MTT-201112.txt"
		hilo  = "HHSmithy__PlayerTests__OmahaHiLoShowdown.txt"
		table = "HHSmithy__Tables__Table1.txt"
	)
	side := []string{
		`<Action seq="15" type="Fold" seat="6"/>`, `<Action seq="15" type="Call" seat="6" value="8.75"/>`,
		`<Action seq="17" type="ShowCards" seat="4">`, `<Action seq="16" type="Check" seat="6"/><Action seq="16" type="Check" seat="1"/>` +
			`<Action seq="16" type="ShowCards" seat="6"><Card value="7" suit="c" id="0"/><Card value="2" suit="h" id="0"/></Action>` +
			`<Action seq="17" type="ShowCards" seat="4">`,
		`amount="14.50"`, `amount="32.00"`, `endbalance="129.75"`, `endbalance="138.50"`, `endbalance="39.64"`, `endbalance="30.89"`,
	}
	cases := []siteTamper{{
		name: "winner changed", file: v5, id: "5905509634",
		tamper: []string{`<Seat num="1" amount="2017.00"`, `<Seat num="6" amount="2017.00"`},
		want:   []want{{hand.AwardMismatch, "Player0", "", ""}, {hand.AwardMismatch, "Player4", "", ""}},
	}, {
		// the win holds the uncalled 3.60 (hhversion 2)
		name: "winner paid one cent more (cash)", file: v2, id: "4519644415",
		tamper: []string{`amount="17.28"`, `amount="17.29"`},
		want:   []want{{hand.AwardMismatch, "Player4", "", ""}, {hand.RakeArithmetic, "", "", rules.PotAccounting}},
	}, {
		name: "winner paid one chip less (tournament)", file: mtt, id: "4214232887",
		tamper: []string{`amount="5710.00"`, `amount="5709.00"`},
		want:   []want{{hand.AwardMismatch, "Player2", "", ""}},
	}, {
		// 0.51 left: no longer the jackpot's 0.50
		name: "one cent less where the jackpot fee is unwritten", file: v1, id: "3063530490",
		tamper: []string{`amount="14.50"`, `amount="14.49"`},
		want:   []want{{hand.AwardMismatch, "Player0", "", ""}, {hand.RakeArithmetic, "", "", rules.PotAccounting}},
	}, {
		// the two 0.02 contributions paid back in the win
		name: "bad-beat contributions paid to the winner", file: table, id: "5049101732",
		tamper: []string{`amount="23.98"`, `amount="24.02"`},
		want:   []want{{hand.AwardMismatch, "AlGundersen", "", ""}, {hand.RakeArithmetic, "", "", rules.PotAccounting}},
	}, {
		// 0.33 after the rake: 0.17 high (uk_munchkin), 0.16 low (tigersue)
		name: "hi/lo: odd cent moved to the low half", file: hilo, id: "5049105591",
		tamper: []string{`<Seat num="3" amount="0.17"`, `<Seat num="3" amount="0.16"`, `<Seat num="4" amount="0.16"`, `<Seat num="4" amount="0.17"`},
		want:   []want{{hand.AwardMismatch, "uk_munchkin", "", ""}, {hand.AwardMismatch, "tigersue", "", ""}},
	}, {
		name: "side pot paid to the player who lost it", file: v1, id: "3063530490", setup: side,
		tamper: []string{`<Seat num="1" amount="32.00" pot="0" type="" lowhandwin="0"/>`,
			`<Seat num="1" amount="14.50" pot="0" type="" lowhandwin="0"/><Seat num="6" amount="17.50" pot="0" type="" lowhandwin="0"/>`},
		want: []want{{hand.AwardMismatch, "Player0", "", ""}, {hand.AwardMismatch, "Player5", "", ""}},
	}}
	runSiteTampers(t, cases, func(t *testing.T, _, file, id string) string {
		return sampleChunk(t, d, file, id, func(text string) bool {
			return strings.Contains(text, `<Game `) && strings.Contains(text, ` id="`+id+`"`)
		})
	})
}
