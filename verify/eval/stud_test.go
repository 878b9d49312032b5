package eval

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
)

func cl(s string) []cards.Card { return cards.MustParseList(s) }

// TestBringIn: RRoP 3.7.1 and FR-2016 Art.7 III: the lowest up card by
// rank (ace high), suits breaking ties clubs first; RULES D2: in razz
// (standard practice) the highest by rank, the ace low, spades first.
func TestBringIn(t *testing.T) {
	cases := []struct {
		up      string
		highest bool
		want    int
	}{
		{"Kd 2s 2c 5h", false, 2},   // the deuce of clubs, below the deuce of spades
		{"Ac 3d Kh", false, 1},      // the ace is high in stud
		{"Kd Ks Qh Ac", true, 1},    // razz: the king of spades
		{"Ah 2c", true, 1},          // razz: the ace is low, the deuce brings in
		{"Qd Qc Jh", true, 0},       // razz: queen of diamonds above queen of clubs
		{"7c", false, 0},            // one player
		{"9s 9h 9d 9c", false, 3},   // suits alone decide
		{"9s 9h 9d 9c", true, 0},    // razz: spades highest
		{"Td 8s 8c Kd", false, 2},   // eight of clubs
		{"2d Kc Ks Ad", true, 2},    // razz: king of spades
		{"As Ah 5c 5d", false, 2},   // five of clubs
		{"As Ah Ac Ad", true, 0},    // razz, all aces: the ace of spades is the "highest" ace
		{"Ac 2c 3c 4c 5c", true, 4}, // razz: the five
	}
	for _, c := range cases {
		if got := BringIn(cl(c.up), c.highest); got != c.want {
			t.Errorf("BringIn(%s, highest=%v) = %d, want %d", c.up, c.highest, got, c.want)
		}
	}
	if BringIn(nil, false) != -1 {
		t.Error("BringIn of no cards must be -1")
	}
}

// TestStudOrder: RULES D2 under each profile.
func TestStudOrder(t *testing.T) {
	for _, c := range []struct {
		g                 hand.GameType
		p                 *rules.Profile
		highest, lowFirst bool
	}{
		{hand.Stud, &rules.Standard, false, false},
		{hand.StudHiLo, &rules.Standard, false, false},
		{hand.Razz, &rules.Standard, true, true},
		{hand.SevenNullo, &rules.Standard, true, true},
		{hand.Razz, nil, true, true},
		{hand.Razz, &rules.FR2016, false, false}, // FR-2016 Art.7 III literally
		{hand.Stud, &rules.FR2016, false, false},
	} {
		h, l := StudOrder(c.g.Spec(), c.p)
		if h != c.highest || l != c.lowFirst {
			t.Errorf("StudOrder(%s, %v) = %v, %v; want %v, %v (RULES D2)", c.g, c.p, h, l, c.highest, c.lowFirst)
		}
	}
}

// TestShowing: the best visible hand acts first (FR-2016 Art.7 III):
// pairs and groups count, straights and flushes of four up cards do not;
// razz (low): the lowest, the ace low, pairs against.
func TestShowing(t *testing.T) {
	better := []struct {
		a, b string
		low  bool
	}{
		{"9s 9d", "As Kd", false},             // a pair beats ace-king
		{"Ks Qd", "Ks Jd", false},             // second card
		{"3s 3d 3h", "As Ad Kh", false},       // trips beat a pair
		{"5s 5d 4h 4c", "As Ad Kh Qc", false}, // two pair beat a pair
		{"Ah Kd 3s 2s", "5h 4h 3h 2h", false}, // four to a straight flush is only five high
		{"As Kd", "Ks Qs", false},
		{"9s 5d 4h", "Ts 5h 2c", true},       // razz: nine-five-four beats ten-five-deuce
		{"Js Td 5h 2c", "Qh Td 4h Ac", true}, // razz: jack high beats queen high
		{"Qh Td 4h Ac", "9s 9d 5h 4c", true}, // razz: a pair is the worst
		{"As 2d", "2s 3d", true},             // razz: the ace is low
		{"5h 4h 3h 2h", "6c 4d 3s 2s", true}, // razz: no straights, no flushes
	}
	for _, c := range better {
		a, b := Showing(cl(c.a), c.low), Showing(cl(c.b), c.low)
		if a <= b {
			t.Errorf("Showing(%s) = %#x should act before Showing(%s) = %#x (low=%v)", c.a, a, c.b, b, c.low)
		}
	}
	ties := [][2]string{{"Ks Qd", "Kh Qs"}, {"9s 9d 2c", "9h 9c 2d"}}
	for _, c := range ties {
		for _, low := range []bool{false, true} {
			if Showing(cl(c[0]), low) != Showing(cl(c[1]), low) {
				t.Errorf("Showing(%s) and Showing(%s) must tie (low=%v): suits are not ranks", c[0], c[1], low)
			}
		}
		if ShowingTieBreak(cl(c[0])) <= ShowingTieBreak(cl(c[1])) {
			t.Errorf("ShowingTieBreak(%s) must beat ShowingTieBreak(%s): the highest card's suit (FR-2016 Art.7 III)", c[0], c[1])
		}
	}
	if Showing(nil, false) != 0 {
		t.Error("no up cards must be 0")
	}
}

// TestOddChipCard: RRoP 3.7.5(b): all the player's cards count, not only
// the five that play; high: the highest by rank then suit; low: the lowest,
// the ace low.
func TestOddChipCard(t *testing.T) {
	for _, c := range []struct {
		all  string
		low  bool
		want string
	}{
		{"2c 3d 4h 5s 6c 9d Kh", false, "Kh"},
		{"As Ad 2c 3c 4c 5c 9d", false, "As"},
		{"Ac Ad 2c 3c 4c 5c 9d", true, "Ac"},
		{"2c 2s 3c 4c 5c 9d Kh", true, "2c"},
		{"Kh 9d 8s 7c 6d 3h 3s", true, "3h"},
	} {
		if got := OddChipCard(cl(c.all), c.low); got != cards.MustParse(c.want) {
			t.Errorf("OddChipCard(%s, low=%v) = %s, want %s", c.all, c.low, got, c.want)
		}
	}
}

var (
	studStreetRe = regexp.MustCompile(`(?i)^\*\*\* (3RD STREET|4TH STREET|5TH STREET|6TH STREET|7TH STREET|RIVER) \*\*\*`)
	studDealtRe  = regexp.MustCompile(`^Dealt to (.+?) ((?:\[(?:[2-9TJQKA][cdhs] ?)*\] ?)+)\s*$`)
	studActRe    = regexp.MustCompile(`^(.+?):? (checks|bets|calls|raises|folds|brings in|completes)\b`)
)

// TestStudOrderMatchesHistories: in the PokerStars and Full Tilt seven-card
// stud, stud hi/lo and razz histories, the player who brings in holds the
// card BringIn picks, and on every later street the first player to act
// has the best Showing among the players who act on that street (ties
// allowed) — high in stud, low in razz (RULES D2, standard practice as the
// sites deal it).
func TestStudOrderMatchesHistories(t *testing.T) {
	var files []string
	for _, site := range []string{"PokerStars", "FullTilt"} {
		fs, _ := filepath.Glob(filepath.Join(sharedDir, "histories", "by-site", site, "*Stud*.txt"))
		files = append(files, fs...)
	}
	if len(files) == 0 {
		t.Skip("no stud histories under ../shared")
	}
	bringIns, streets := 0, 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, h := range regexp.MustCompile(`\n\s*\n`).Split(strings.ReplaceAll(string(data), "\r\n", "\n"), -1) {
			lines := strings.Split(strings.TrimSpace(h), "\n")
			head := strings.ToLower(lines[0])
			if !strings.Contains(head, "stud") && !strings.Contains(head, "razz") || strings.Contains(head, "5 card stud") {
				continue
			}
			g := hand.Stud
			if strings.Contains(head, "razz") {
				g = hand.Razz
			}
			highest, lowFirst := StudOrder(g.Spec(), &rules.Standard)
			b, s := checkStudHand(t, filepath.Base(f), lines, highest, lowFirst)
			bringIns += b
			streets += s
		}
	}
	t.Logf("%d bring-ins and %d later streets checked", bringIns, streets)
	if bringIns < 20 || streets < 50 {
		t.Errorf("only %d bring-ins and %d streets checked: the histories were not read", bringIns, streets)
	}
}

func checkStudHand(t *testing.T, file string, lines []string, highest, lowFirst bool) (bringIns, streets int) {
	up := map[string][]cards.Card{}
	var order []string // 3rd-street seat order
	street := ""
	first := ""
	var actors []string
	finish := func() {
		if street == "" || street == "3RD STREET" || first == "" {
			return
		}
		best := Value(0)
		for _, a := range actors {
			best = max(best, Showing(up[a], lowFirst))
		}
		streets++
		if Showing(up[first], lowFirst) != best {
			t.Errorf("%s %s: %s acted first showing %s; the best showing among %v is %#x (low=%v)",
				file, street, first, cards.Format(up[first]), actors, best, lowFirst)
		}
	}
	for _, s := range lines {
		if m := studStreetRe.FindStringSubmatch(s); m != nil {
			finish()
			street, first, actors = strings.ToUpper(m[1]), "", nil
			continue
		}
		if m := studDealtRe.FindStringSubmatch(s); m != nil && street != "" {
			var cs []cards.Card
			for _, br := range regexp.MustCompile(`\[([^\]]*)\]`).FindAllStringSubmatch(m[2], -1) {
				cs = append(cs, cl(br[1])...)
			}
			if len(cs) == 0 {
				continue
			}
			switch street {
			case "3RD STREET":
				up[m[1]] = []cards.Card{cs[len(cs)-1]}
				order = append(order, m[1])
			case "4TH STREET", "5TH STREET", "6TH STREET":
				up[m[1]] = append(up[m[1]], cs[len(cs)-1])
			}
			continue
		}
		m := studActRe.FindStringSubmatch(s)
		if m == nil || street == "" {
			continue
		}
		who := m[1]
		if _, ok := up[who]; !ok {
			continue
		}
		if m[2] == "brings in" {
			var ups []cards.Card
			for _, p := range order {
				ups = append(ups, up[p][0])
			}
			bringIns++
			if i := BringIn(ups, highest); order[i] != who {
				t.Errorf("%s: %s brought in with %s; BringIn(%s, highest=%v) picks %s",
					file, who, up[who][0], cards.Format(ups), highest, order[i])
			}
		}
		if first == "" {
			first = who
		}
		actors = append(actors, who)
	}
	finish()
	return
}

// TestStudRankAgreesWithBringIn: on one up card each, the lowest StudRank
// is the card BringIn picks (RRoP 3.7.1; razz RULES D2), under both
// profiles, for every pair of distinct cards.
func TestStudRankAgreesWithBringIn(t *testing.T) {
	for _, prof := range []*rules.Profile{&rules.Standard, &rules.FR2016} {
		for _, g := range []hand.GameType{hand.Stud, hand.StudHiLo, hand.Razz} {
			rank := StudRank(prof)
			highest, _ := StudOrder(g.Spec(), prof)
			for a := cards.Card(0); a < cards.NumCards; a++ {
				for b := cards.Card(0); b < cards.NumCards; b++ {
					if a == b {
						continue
					}
					up := []cards.Card{a, b}
					want := BringIn(up, highest)
					got := 0
					if rank(g, up[1:]) < rank(g, up[:1]) {
						got = 1
					}
					if got != want {
						t.Fatalf("%s %s: StudRank picks %s to bring in, BringIn %s", prof.Name, g, up[got], up[want])
					}
				}
			}
		}
	}
	// 4th street: a pair acts before ace-king in stud; in razz (standard)
	// 2-A acts before a pair of deuces.
	r := StudRank(&rules.Standard)
	if r(hand.Stud, cl("9s 9d")) <= r(hand.Stud, cl("As Kd")) {
		t.Error("stud: a pair must act before ace-king")
	}
	if r(hand.Razz, cl("2s Ad")) <= r(hand.Razz, cl("2d 2c")) {
		t.Error("razz: 2-A must act before a pair of deuces")
	}
}
