package audit

import (
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
)

// TestTamperedBossHands takes real Boss Media hands that verify clean
// (testdata/histories/boss, copied from ../shared) and changes what the
// site recorded: the winner, one unit more or less, the side pot of a
// multiway all-in paid to a player who lost it, the odd chip of a tie
// moved. Boss writes one WIN per player, main and side pots together, so
// "merging" a side pot is paying it to the wrong player. No clean real
// hand divides a pot with a unit left over (the one tie of the files
// pays the odd chip to no one: TestCorpusBossVerifies), so the tie is
// built from the multiway hand 5850839: Player40 is given Player38's
// ranks (Jd 6d), the main pot of 1539 is divided 770 / 769, the odd chip
// to Player38, first left of the button (seat 9, inferred: Player47 at
// seat 10 acts first after the flop), and the side pot of 584 292 each.
func TestTamperedBossHands(t *testing.T) {
	const (
		d      = "boss"
		secSB  = "cash__Boss__Flop__NLHE-SEK-5.00-10.00-201207.secondsb.txt"
		add    = "cash__Boss__Flop__NLHE-SEK-2.00-4.00-201307.add.call.txt"
		multi  = "tour__Boss__Flop__NLHE-CAD-MTT-201101.multi.pot.no.show.txt"
		p40    = `<RESULT PLAYER="Player40" WIN="0.00" HAND="$(STR_G_WIN_HIGHCARD) $(STR_G_CARD_ACE)">` + "\n"
		p40win = `<CARD LINK="51"></CARD>` + "\n" + `<CARD LINK="39"></CARD>`
	)
	tie := []string{
		`PLAYER="Player38" WIN="2123.00"`, `PLAYER="Player38" WIN="1062.00"`,
		p40 + p40win, strings.Replace(p40, `"0.00"`, `"1061.00"`, 1) + `<CARD LINK="23"></CARD>` + "\n" + `<CARD LINK="18"></CARD>`,
	}
	cases := []siteTamper{{
		name: "winner changed", file: secSB, id: "1797085457",
		tamper: []string{`<RESULT PLAYER="SD" WIN="30.00"`, `<RESULT PLAYER="LEPSTIKS" WIN="30.00"`},
		want:   []want{{hand.AwardMismatch, "LEPSTIKS", "", ""}, {hand.AwardMismatch, "SD", "", ""}},
	}, {
		name: "winner paid one unit more (cash)", file: add, id: "1978259345",
		tamper: []string{`WIN="74.11"`, `WIN="74.12"`},
		want:   []want{{hand.AwardMismatch, "Player0", "", ""}, {hand.RakeArithmetic, "", "", rules.PotAccounting}},
	}, {
		name: "winner paid one chip less (tournament)", file: multi, id: "5850839",
		tamper: []string{`WIN="2123.00"`, `WIN="2122.00"`},
		want:   []want{{hand.AwardMismatch, "Player38", "", ""}},
	}, {
		name: "side pot paid to the player who lost it", file: multi, id: "5850839",
		tamper: []string{`PLAYER="Player38" WIN="2123.00"`, `PLAYER="Player38" WIN="1539.00"`, `PLAYER="Player40" WIN="0.00"`, `PLAYER="Player40" WIN="584.00"`},
		want:   []want{{hand.AwardMismatch, "Player38", "", ""}, {hand.AwardMismatch, "Player40", "", ""}},
	}, {
		name: "tie: odd chip moved", file: multi, id: "5850839", setup: tie,
		tamper: []string{`PLAYER="Player38" WIN="1062.00"`, `PLAYER="Player38" WIN="1061.00"`, `PLAYER="Player40" WIN="1061.00"`, `PLAYER="Player40" WIN="1062.00"`},
		want:   []want{{hand.AwardMismatch, "Player38", "", oddChipClause}, {hand.AwardMismatch, "Player40", "", oddChipClause}},
	}}
	runSiteTampers(t, cases, func(t *testing.T, _, file, id string) string {
		return sampleChunk(t, d, file, id, func(text string) bool { return strings.HasPrefix(text, `<HISTORY ID="`+id+`"`) })
	})
}
