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

// genuineIPoker lists the real iPoker hands of ../shared (family iPoker:
// by-site/iPoker and the HHSmithy samples, 354 hands) that are flagged,
// with the codes and why. Every other hand must verify clean.
var genuineIPoker = map[string]listed{
	// tour__iPoker__Flop__NLHE-USD-MTT-5r-201112.Sample.xml holds two
	// different games (other players, other start times: 16:40:12 and
	// 16:41:21) under one game code, twice: an id given to two hands
	// (DUPLICATE_HAND, with a different text).
	"3869401800": {"DUPLICATE_HAND", "two games with one code"},
	"3869456700": {"DUPLICATE_HAND", "two games with one code"},
	// (2855501026, cash__iPoker__Flop__LHE-10max-USD-0.10-0.20-201107: on
	// the river Player4 is all in for $0.13 of a $0.20 bet and Player13
	// raises to $0.40. An all-in of half a bet or more counts as a whole
	// bet in fixed limit (RULES §7, the half-bet rule), so a full raise
	// over it is to $0.40: replay's checkLimit accepts it, the hand is
	// clean.)
	// (2855484207, same file: Player4 wins the main pot, Player7 a side
	// pot and his uncalled bet; the $0.09 of rake the wins imply is one
	// cent off a main-pot-first division, which hand 2855510785 shows.
	// iPoker prints no rake and no pot, so the division is unknown:
	// Conventions.RakeDivisionUnknown, and the hand verifies clean.)
}

// rejectedIPoker are the real iPoker hands that cannot be read.
var rejectedIPoker = map[string]parse.Reason{
	"2855472319": parse.ReasonBadAmount, // "DP": an all-in granted to a disconnected player, no amount
}

// TestCorpusIPokerVerifies runs the whole path over every iPoker session
// of ../shared under both rule profiles: every hand is read, and parsed
// and verified clean except the hands listed above.
func TestCorpusIPokerVerifies(t *testing.T) {
	verifySiteCorpus(t, sharedFiles(t, "iPoker"), 350, genuineIPoker, rejectedIPoker)
}

// TestIPokerSamples: the iPoker samples bundled in testdata are all read
// and verify clean except the listed hands.
func TestIPokerSamples(t *testing.T) {
	verifySamples(t, "../../testdata/histories/ipoker", 40, genuineIPoker, rejectedIPoker)
}

// ipokerGame returns a session holding only game id of a testdata file:
// the file's session header, the game, the end tags.
func ipokerGame(t *testing.T, file, id string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("../../testdata/histories/ipoker", file))
	if err != nil {
		t.Fatal(err)
	}
	doc, _ := parse.Hands(file, data)
	if len(doc.Chunks) == 0 {
		t.Fatalf("%s: no games", file)
	}
	head := doc.Text[:doc.Chunks[0].Start]
	for _, c := range doc.Chunks {
		if text := doc.ChunkText(c); strings.Contains(text, `gamecode="`+id+`"`) {
			return head + text + "\n</session>\n"
		}
	}
	t.Fatalf("%s: no game %s", file, id)
	return ""
}

// TestTamperedIPokerHands takes real iPoker games that verify clean and
// changes what the site recorded (the players' "win"), as
// TestTamperedRealHands does for PokerStars. iPoker prints no rake: in a
// cash game the rake is what the pot holds beyond the wins, so one unit
// more or less for a lone winner cannot be told from the rake; the
// one-unit cases are tournament games, where no rake is taken. No iPoker
// game of the files divides a pot: the odd-chip case builds a tie from a
// real game first (setup), and that control must verify clean.
func TestTamperedIPokerHands(t *testing.T) {
	const (
		twister = "tour__iPoker__Flop__NLHE-3max-USD-SNG-1.00.Twister.txt"
		twistID = "5631759065"
		lhe     = "cash__iPoker__Flop__LHE-10max-USD-0.10-0.20-201107.player.sitting.out.xml"
		lheID   = "2855510785"
	)
	// Twister hand: Player0's first raise to 61 and Player1's call of 51
	// make the contested pot 1,021 (61 + 480 + 480; Player0's 40 over
	// Hero's all-in comes back in his win); a broadway board ties Player0's
	// aces and Hero's fives: 510 each and the odd chip to Hero, seat 10,
	// first left of the button (seat 3) among the winners (RRoP 3.7.5(a)).
	tieSetup := []string{
		`type="23" sum="60"`, `type="23" sum="61"`,
		`type="3" sum="50"`, `type="3" sum="51"`,
		`>CK D6 S4<`, `>CK DQ SJ<`,
		`>H2<`, `>HT<`,
		`win="1,060"`, `win="550"`,
		`chips="480" dealer="0" win="0"`, `chips="480" dealer="0" win="511"`,
	}
	cases := []tamperCase{{
		name: "winner changed", file: twister, id: twistID,
		// Hero is paid the pot; Player0 only what nobody called
		tamper: []string{`win="1,060"`, `win="40"`, `chips="480" dealer="0" win="0"`, `chips="480" dealer="0" win="1,020"`},
		want:   []want{{hand.AwardMismatch, "Player0", "", ""}, {hand.AwardMismatch, "Hero", "", ""}},
	}, {
		name: "amount changed by one chip", file: twister, id: twistID,
		tamper: []string{`win="1,060"`, `win="1,059"`},
		want:   []want{{hand.AwardMismatch, "Player0", "", ""}},
	}, {
		name: "side pot merged into the main pot", file: lhe, id: lheID,
		// Player10 (all in) paid the side pot and Player13's returned bet
		// too, Player13 nothing. (The 6-cent side pot alone is within the
		// hand's rake: iPoker divides its rake between pots in no
		// consistent way (Conventions.RakeDivisionUnknown), so a record
		// where the side pot paid all of it cannot be told from this one.)
		tamper: []string{`win="$1.58"`, `win="$1.84"`, `win="$0.26"`, `win="$0.00"`},
		want:   []want{{hand.AwardMismatch, "Player10", "", rules.PotAccounting}, {hand.AwardMismatch, "Player13", "", ""}},
	}, {
		name: "odd chip to the wrong seat", file: twister, id: twistID, setup: tieSetup,
		tamper: []string{`win="550"`, `win="551"`, `win="511"`, `win="510"`},
		want:   []want{{hand.AwardMismatch, "Hero", "main", rules.OddChipButton}, {hand.AwardMismatch, "Player0", "main", rules.OddChipButton}},
	}}
	runTamperCases(t, cases, ipokerGame)
}
