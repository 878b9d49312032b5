package audit

import (
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
)

// partyHand returns the text of hand id ("***** ... for Game id *****")
// in a PartyPoker or 888 sample file of testdata, as the site wrote it,
// "#Game No" line included; the last such hand when the id repeats
// (HHSmithy's 5MultipleHands.txt gives four hands one id).
func partyHand(t *testing.T, dir, file, id string) string {
	t.Helper()
	return sampleChunk(t, dir, file, id, func(text string) bool { return strings.Contains(text, " Game "+id+" *****") })
}

// TestTamperedPartyPacificHands takes real PartyPoker and 888 hands that
// verify clean and changes what the site recorded: the winner, one unit,
// a side pot merged into another, an odd chip moved. Where the real hand
// lacks the situation (no hand of either site chops an odd pot), the setup
// first builds it from the real hand and the control (setup alone, paid
// correctly) must verify clean.
//
// Both sites print no rake in cash games (parse/partyfamily.go derives it
// as what nobody collected), so one unit more or less for the only winner
// of a cash pot cannot be seen: the ±1 cases use a tournament hand (no
// rake) and PartyPoker's old summary, which prints "Rake: $0".
func TestTamperedPartyPacificHands(t *testing.T) {
	const (
		pp      = "partypoker"
		p8      = "pacificpoker"
		plo     = "cash__PartyPoker__Flop__PLO-6max-USD-5-10-201202.diff.format.txt"
		multi   = "HHSmithy__PartyPoker__5MultipleHands.txt"
		ppTour  = "tour__PartyPoker__Flop__NLHE-MTT-USD-3.0-0.3-202105.anon.txt"
		emailed = "cash__PartyPoker__Flop__NLHE-USD-0.01-0.02-20100712.emailedHistory.txt"
		free    = "tour__PacificPoker__Flop__NLHE-FREE-MTT-$75Freeroll-201202.multi.pot.ante.all.in.txt"
		freeID  = "190627712"
	)
	// PLO hand 11443748272: Player3 holds A-J like Hero (two pair, Aces
	// and Threes, Jack kicker): a tie; the pot less the $2.01 rake is
	// $363.99, and the odd cent is Player3's, first left of the button
	// (seat 4; seat 5 was not dealt in).
	ploTie := []string{
		"Player3 shows [ Kc, 5c, 7s, Ks ]two pairs, Kings and Threes.", "Player3 shows [ Ah, Jd, 2c, 4s ]two pairs, Aces and Threes.",
		"Hero wins $364 USD from the main pot with two pairs, Aces and Threes.",
		"Player3 wins $182 USD from the main pot with two pairs, Aces and Threes.\nHero wins $181.99 USD from the main pot with two pairs, Aces and Threes.",
	}
	// 888 hand 190627712: VN91Calais holds A-A like nikoquimey: the
	// side pot of 3,403 is tied, its odd chip nikoquimey's (seat 6, first
	// left of the button, seat 5; VN91Calais is seat 1).
	freeTie := []string{
		"VN91Calais shows [ As, 6c ]", "VN91Calais shows [ Ah, As ]",
		"nikoquimey collected [ $3,403 ]", "VN91Calais collected [ $1,701 ]\nnikoquimey collected [ $1,702 ]",
	}
	cases := []siteTamper{{
		name: "partypoker: winner changed", dir: pp, file: plo, id: "11443748272",
		tamper: []string{"Hero wins $364 USD", "Player3 wins $364 USD"},
		want:   []want{{hand.AwardMismatch, "Player3", "main", rules.HighComparison}, {hand.AwardMismatch, "Hero", "main", ""}},
	}, {
		name: "partypoker: one chip more (tournament)", dir: pp, file: ppTour, id: "1620144103176i4oztmbj2r",
		tamper: []string{"collected 2520", "collected 2521"},
		want:   []want{{hand.AwardMismatch, "Hero", "", ""}, {hand.RakeArithmetic, "", "", rules.PotAccounting}},
	}, {
		name: "partypoker: one cent less (printed rake)", dir: pp, file: emailed, id: "9423586142",
		tamper: []string{"collected $0.31", "collected $0.30"},
		want:   []want{{hand.AwardMismatch, "Player3", "", ""}, {hand.RakeArithmetic, "", "", rules.PotAccounting}},
	}, {
		name: "partypoker: side pot merged into the main pot", dir: pp, file: multi, id: "1458965856",
		tamper: []string{
			"Player7 wins $4.67 USD from the side pot 1 with a full house, Nines full of Fours.\nPlayer7 wins $4.55 USD from the main pot",
			"Player7 wins $9.22 USD from the main pot",
		},
		want: []want{{hand.AwardMismatch, "Player7", "main", ""}},
	}, {
		name: "partypoker: odd chip moved", dir: pp, file: plo, id: "11443748272",
		setup:  ploTie,
		tamper: []string{"Player3 wins $182 USD", "Player3 wins $181.99 USD", "Hero wins $181.99 USD", "Hero wins $182 USD"},
		want:   []want{{hand.AwardMismatch, "Player3", "main", oddChipClause}, {hand.AwardMismatch, "Hero", "main", oddChipClause}},
	}, {
		name: "888: winner changed", dir: p8, file: free, id: freeID,
		tamper: []string{"nikoquimey collected [ $3,403 ]", "VN91Calais collected [ $3,403 ]"},
		want:   []want{{hand.AwardMismatch, "VN91Calais", "", ""}, {hand.AwardMismatch, "nikoquimey", "", ""}},
	}, {
		name: "888: one chip more (tournament)", dir: p8, file: free, id: freeID,
		tamper: []string{"nikoquimey collected [ $3,403 ]", "nikoquimey collected [ $3,404 ]"},
		want:   []want{{hand.AwardMismatch, "nikoquimey", "", ""}, {hand.RakeArithmetic, "", "", rules.PotAccounting}},
	}, {
		name: "888: side pot merged into the main pot's winner", dir: p8, file: free, id: freeID,
		tamper: []string{"gmartin2011 collected [ $120 ]\nnikoquimey collected [ $3,403 ]", "gmartin2011 collected [ $3,523 ]"},
		want:   []want{{hand.AwardMismatch, "gmartin2011", "", ""}, {hand.AwardMismatch, "nikoquimey", "", ""}},
	}, {
		name: "888: odd chip moved", dir: p8, file: free, id: freeID,
		setup:  freeTie,
		tamper: []string{"VN91Calais collected [ $1,701 ]", "VN91Calais collected [ $1,70X ]", "nikoquimey collected [ $1,702 ]", "nikoquimey collected [ $1,701 ]", "$1,70X", "$1,702"},
		want:   []want{{hand.AwardMismatch, "VN91Calais", "", oddChipClause}, {hand.AwardMismatch, "nikoquimey", "", oddChipClause}},
	}}
	runSiteTampers(t, cases, partyHand)
}
