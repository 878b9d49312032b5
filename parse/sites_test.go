package parse

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
)

// familyInventory lists the rows of INVENTORY.tsv of one format family.
func familyInventory(t testing.TB, family string) []invRow {
	f, err := os.Open(filepath.Join(sharedDir, "INVENTORY.tsv"))
	if err != nil {
		t.Skipf("no ../shared: %v", err)
	}
	defer f.Close()
	var rows []invRow
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for first := true; sc.Scan(); first = false {
		c := strings.Split(sc.Text(), "\t")
		if first || len(c) < 11 || c[10] != family {
			continue
		}
		n, _ := strconv.Atoi(c[7])
		if c[8] != "hand_history" {
			n = 0 // tournament summaries hold no hand
		}
		rows = append(rows, invRow{path: c[0], hands: n, family: c[10]})
	}
	if len(rows) == 0 {
		t.Skipf("no %s rows in INVENTORY.tsv", family)
	}
	return rows
}

// TestCorpusWinamaxGGPoker reads every Winamax and GGPoker file of
// ../shared: every hand is split as the inventory counts it, hands read =
// parsed + rejected, at least 99.5% parse, and the recorded amounts add up
// the way each site writes them (siteArithmetic).
func TestCorpusWinamaxGGPoker(t *testing.T) {
	for _, fam := range []struct {
		family   string
		format   Format
		minHands int
	}{{"Winamax", "winamax", 30}, {"GGPoker", "ggpoker", 140}} {
		t.Run(fam.family, func(t *testing.T) {
			rows := familyInventory(t, fam.family)
			p := NewParser()
			var read, parsed, rejected int
			for _, r := range rows {
				data, err := os.ReadFile(filepath.Join(sharedDir, r.path))
				if err != nil {
					t.Fatalf("%s: %v", r.path, err)
				}
				doc, _ := Hands(r.path, data)
				if len(doc.Chunks) != r.hands {
					t.Errorf("%s: inventory %d hands, split %d", r.path, r.hands, len(doc.Chunks))
				}
				for _, c := range doc.Chunks {
					read++
					if c.Format != fam.format {
						t.Errorf("%s:%d: format %q, want %q", r.path, c.Line, c.Format, fam.format)
					}
					h, e := p.Parse(doc, c)
					switch {
					case e != nil:
						rejected++
						t.Errorf("%v", e)
					case h == nil:
						t.Fatalf("%s:%d: nil hand and nil error", r.path, c.Line)
					default:
						parsed++
						if msg := siteArithmetic(h); msg != "" {
							t.Errorf("%s:%d: hand %s: %s", r.path, c.Line, h.ID, msg)
						}
					}
				}
			}
			if read != parsed+rejected {
				t.Fatalf("read %d != parsed %d + rejected %d", read, parsed, rejected)
			}
			if read < fam.minHands || float64(parsed) < 0.995*float64(read) {
				t.Errorf("read %d, parsed %d: want >= %d read and >= 99.5%% parsed", read, parsed, fam.minHands)
			}
			t.Logf("%s: %d files, %d hands read, %d parsed, %d rejected", fam.family, len(rows), read, parsed, rejected)
		})
	}
}

// siteArithmetic: the collections, rake and fees make the printed total as
// the site's conventions say (Winamax: the total is after rake; GGPoker:
// the total includes rake and fees), and the summary's amounts equal the
// collections. A failure means an amount was misread.
func siteArithmetic(h *hand.Hand) string {
	var aw, fees, won hand.Money
	for _, a := range h.Awards {
		aw += a.Amount
	}
	for _, f := range h.Summary.Fees {
		fees += f.Amount
	}
	for _, s := range h.Summary.Seats {
		won += s.Won
	}
	want := aw + h.Summary.Rake + fees
	if h.Conventions.TotalExcludesRake {
		want = aw + fees
	}
	if d := want - h.Summary.TotalPot; d > h.Summary.TotalTolerance || -d > h.Summary.TotalTolerance {
		return fmt.Sprintf("awards %d, rake %d, fees %d vs total %d", aw, h.Summary.Rake, fees, h.Summary.TotalPot)
	}
	if won != aw {
		return fmt.Sprintf("summary won %d != awards %d", won, aw)
	}
	return ""
}

func parseText(t *testing.T, text string) *hand.Hand {
	t.Helper()
	doc, _ := Hands("t.txt", []byte(text))
	if len(doc.Chunks) != 1 {
		t.Fatalf("%d chunks", len(doc.Chunks))
	}
	h, e := NewParser().Parse(doc, doc.Chunks[0])
	if e != nil {
		t.Fatalf("%v", e)
	}
	return h
}

// readSample parses the hands of a testdata sample file.
func readSample(t *testing.T, dir, name string) []*hand.Hand {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("../testdata/histories", dir, name))
	if err != nil {
		t.Fatal(err)
	}
	doc, _ := Hands(name, data)
	p := NewParser()
	var out []*hand.Hand
	for _, c := range doc.Chunks {
		h, e := p.Parse(doc, c)
		if e != nil {
			t.Fatalf("%v", e)
		}
		out = append(out, h)
	}
	return out
}

func TestWinamaxMoney(t *testing.T) {
	cases := []struct {
		s      string
		dec    int
		m, tol hand.Money
		bad    bool
	}{
		{"12.50€", 2, 1250, 0, false}, {"0,90€", 2, 90, 0, false}, {"25", 0, 25, 0, false}, {"2047.50€", 2, 204750, 0, false},
		{"1.32k", 0, 1320, 5, false}, {"6.02k", 0, 6020, 5, false}, {"2k", 0, 2000, 500, false}, {"1.325k", 0, 1325, 0, false},
		{"1.5M", 0, 1500000, 50000, false}, {"0.10", 2, 10, 0, false}, {"0.011€", 2, 0, 0, true}, {"1.5", 0, 0, 0, true},
		{"1.3255k", 0, 0, 0, true}, {"1,000.50", 2, 0, 0, true}, {"€", 2, 0, 0, true}, {"k", 0, 0, 0, true},
	}
	for _, c := range cases {
		m, tol, err := winamaxMoney(c.s, c.dec)
		if (err != nil) != c.bad || (!c.bad && (m != c.m || tol != c.tol)) {
			t.Errorf("%q/%d: %d ±%d %v, want %d ±%d bad=%v", c.s, c.dec, m, tol, err, c.m, c.tol, c.bad)
		}
	}
}

// TestWinamaxMapping checks the mapping of the Winamax samples against what
// the files say, line by line.
func TestWinamaxMapping(t *testing.T) {
	hs := readSample(t, "winamax", "cash__Winamax__Flop__PLO8-6max-EUR-1.00-2.00-201611.txt")
	h := hs[0]
	if h.Site != "Winamax" || h.ID != "9247976-238-1478874600" || h.Game != hand.OmahaHiLo || h.Limit != hand.PotLimit ||
		h.Currency != "EUR" || h.Decimals != 2 || h.Stakes.SmallBlind != 100 || h.Stakes.BigBlind != 200 || h.Button != 1 || h.Table != "Göttingen 04" {
		t.Errorf("header: %+v", h)
	}
	if !h.Conventions.TotalExcludesRake || !h.Conventions.UncalledInCollected || h.Conventions.RecordsUncalled {
		t.Errorf("conventions %+v", h.Conventions)
	}
	if len(h.Awards) != 2 || h.Awards[0].Half != hand.HighHalf || h.Awards[0].Amount != 496 || h.Awards[1].Half != hand.LowHalf || h.Awards[1].Amount != 495 || h.Awards[0].Pot != hand.PotUnnamed {
		t.Errorf("awards %+v", h.Awards)
	}
	if h.Summary.TotalPot != 991 || h.Summary.Rake != 69 || len(h.Summary.Seats) != 3 {
		t.Errorf("summary %+v", h.Summary)
	}
	if len(h.Shows) != 2 { // Hero's second "shows" line (for the low) is the same show
		t.Errorf("shows %+v", h.Shows)
	}
	if len(h.Boards) != 1 || len(h.Boards[0]) != 5 || h.Boards[0][4] != cards.MustParse("Qc") {
		t.Errorf("boards %v", h.Boards)
	}
	if want := time.Date(2016, 11, 11, 14, 30, 0, 0, time.UTC); !h.Start.Equal(want) {
		t.Errorf("start %v", h.Start)
	}

	// stud: X cards dropped, 3rd street 2 down + 1 up, completion
	h = readSample(t, "winamax", "cash__Winamax__Stud__7-Stud-6max-EUR-25-50-201611._8games_.txt")[0]
	if h.Game != hand.Stud || h.Limit != hand.FixedLimit || h.Stakes.Ante != 500 || h.Stakes.SmallBet != 2500 || h.Stakes.BigBet != 5000 || h.Stakes.BringIn != 1000 {
		t.Errorf("stud header %+v", h.Stakes)
	}
	if d := h.Deals[0]; d.Street != hand.Third || len(d.Down) != 2 || len(d.Up) != 1 || d.Up[0] != cards.MustParse("Qd") {
		t.Errorf("hero 3rd street %+v", d)
	}
	if d := h.Deals[1]; len(d.Down) != 0 || len(d.Up) != 1 || d.Up[0] != cards.MustParse("9h") {
		t.Errorf("opponent 3rd street %+v", d)
	}
	var complete *hand.Action
	for i := range h.Actions {
		if h.Actions[i].Kind == hand.Complete {
			complete = &h.Actions[i]
		}
	}
	if complete == nil || complete.To != 2500 || complete.Street != hand.Third {
		t.Errorf("completion %+v", complete)
	}
	for _, d := range h.Deals {
		if d.Street == hand.Seventh && h.Seats[d.Seat].Player == "Player0" && len(d.Down)+len(d.Up) > 0 {
			t.Errorf("an X card was dealt: %+v", d)
		}
	}

	// the raise among the blinds and the dead small blind after it
	hs = readSample(t, "winamax", "cash__Winamax__Flop__PLO-5max-EUR-1.00-2.00-201407.ante.raise.txt")
	a0, a1 := hs[0].Actions[0], hs[0].Actions[1]
	if a0.Kind != hand.PostBothBlinds || a0.Amount != 300 || a0.Dead != 100 || a1.Kind != hand.PostSmallBlind || a1.Dead != 100 {
		t.Errorf("blinds %+v %+v", a0, a1)
	}

	// draw streets
	h = readSample(t, "winamax", "cash__Winamax__Draw__Triple Draw 2-7-FL-6max-EUR-25-50-201611._8games_.txt")[0]
	var streets []hand.Street
	for _, a := range h.Actions {
		if len(streets) == 0 || streets[len(streets)-1] != a.Street {
			streets = append(streets, a.Street)
		}
	}
	want := []hand.Street{hand.NoStreet, hand.PreDraw, hand.AfterDraw1, hand.AfterDraw2, hand.AfterDraw3}
	if fmt.Sprint(streets) != fmt.Sprint(want) {
		t.Errorf("draw streets %v, want %v", streets, want)
	}
	if h.Stakes.SmallBlind != 1250 || h.Stakes.BigBlind != 2500 {
		t.Errorf("draw blinds %+v", h.Stakes)
	}
}

func TestWinamaxTournamentAndAbbreviations(t *testing.T) {
	hs := readSample(t, "winamax", "tour__Winamax__Flop__NLHE-EUR-STT-FullHist.txt")
	if len(hs) != 5 {
		t.Fatalf("%d hands", len(hs))
	}
	h := hs[1]
	if h.Tournament != "No Limit Hold'em" || h.Currency != "chips" || h.Decimals != 0 || h.Summary.TotalPot != 1320 || h.Summary.TotalTolerance != 5 {
		t.Errorf("%+v", h.Summary)
	}
	if hs[0].Summary.TotalTolerance != 0 {
		t.Error("an exact total has a tolerance")
	}
}

func TestGGPokerMapping(t *testing.T) {
	hs := readSample(t, "ggpoker", "cash__GGPoker__Flop__PLO5-6max-USD-25-50-202104.RIT.txt")
	h := hs[0]
	if h.Site != "GGPoker" || h.ID != "OM785467" || h.Game != hand.Omaha5 || h.Limit != hand.PotLimit || h.Currency != "USD" ||
		h.Stakes.SmallBlind != 2500 || h.Stakes.BigBlind != 5000 || !h.Start.IsZero() || !h.Conventions.RecordsUncalled {
		t.Errorf("header %+v", h)
	}
	if len(h.Boards) != 2 || len(h.Boards[1]) != 5 || h.Boards[1][3] != cards.MustParse("2c") || h.Boards[0][4] != cards.MustParse("Jd") {
		t.Errorf("boards %v", h.Boards)
	}
	if len(h.Awards) != 2 || h.Awards[0].Run != 0 || h.Awards[1].Run != 1 || h.Awards[1].Amount != 169448 {
		t.Errorf("awards %+v", h.Awards)
	}
	if h.Summary.TotalPot != 343896 || h.Summary.Rake != 5000 || len(h.Summary.Fees) != 2 || h.Summary.Fees[0].Kind != "Jackpot" {
		t.Errorf("summary %+v", h.Summary)
	}
	if len(h.Deals) != 1 || len(h.Deals[0].Down) != 5 {
		t.Errorf("deals %+v (only the hero's cards are known)", h.Deals)
	}

	hs = readSample(t, "ggpoker", "cash__GGPoker__Flop__NL-ShortDeck-5max-USD-0.2-202103.txt")
	h = hs[2] // SD27208832: button blind, three straddles by one player
	if h.Game != hand.ShortDeckHoldem || h.Stakes.Ante != 2 || h.Stakes.ButtonBlind != 2 {
		t.Errorf("short deck stakes %+v", h.Stakes)
	}
	var straddles []hand.Money
	for _, a := range h.Actions {
		if a.Kind == hand.PostStraddle {
			straddles = append(straddles, a.Amount)
		}
	}
	if fmt.Sprint(straddles) != "[4 4 8]" { // to 0.04, 0.08, 0.16
		t.Errorf("straddle increments %v", straddles)
	}

	h = parseText(t, ggMissed)
	if h.Actions[2].Kind != hand.PostDeadBlind || h.Actions[2].Amount != 200 {
		t.Errorf("missed blind %+v", h.Actions[2])
	}
}

// ggMissed is PLO-5 hand OM102163 of ../shared (by-site/GGPoker/
// cash__GGPoker__Flop__PLO5-6max-USD-2-5-202104.missed.txt), whole.
const ggMissed = `Poker Hand #OM102163: PLO-5 ($2/$5) - 2021/04/03 00:00:47
Table 'PLO-5Gold9' 6-max Seat #5 is the button
Seat 1: 512ea5fb ($1,122.91 in chips)
Seat 2: d4f0076d ($250 in chips)
Seat 4: 22c0851a ($100 in chips)
Seat 5: 46ac401e ($417.55 in chips)
Seat 6: Hero ($186 in chips)
Hero: posts small blind $2
512ea5fb: posts big blind $5
22c0851a: posts missed blind $2
*** HOLE CARDS ***
Dealt to 512ea5fb
Dealt to d4f0076d
Dealt to 22c0851a
Dealt to 46ac401e
Dealt to Hero [Kh Ac 8c 6c 7c]
d4f0076d: folds
22c0851a: folds
46ac401e: folds
Hero: calls $3
512ea5fb: checks
*** FLOP *** [Th Td Jd]
Hero: checks
512ea5fb: checks
*** TURN *** [Th Td Jd] [4d]
Hero: checks
512ea5fb: bets $6
Hero: folds
Uncalled bet ($6) returned to 512ea5fb
*** SHOWDOWN ***
512ea5fb collected $11.4 from pot
*** SUMMARY ***
Total pot $12 | Rake $0.6 | Jackpot $0 | Bingo $0
Board [Th Td Jd 4d]
Seat 1: 512ea5fb (big blind) won ($11.4)
Seat 2: d4f0076d folded before Flop (didn't bet)
Seat 4: 22c0851a folded before Flop
Seat 5: 46ac401e (button) folded before Flop (didn't bet)
Seat 6: Hero (small blind) folded on the Turn
`

// TestSiteRejections: bad input is rejected with the right reason, line
// and hand id, never mapped half-way.
func TestSiteRejections(t *testing.T) {
	cases := []struct {
		name, text string
		reason     Reason
		line       int
	}{
		{"gg unknown fee", strings.Replace(ggMissed, "| Bingo $0", "| Lottery $1", 1), ReasonUnknownLine, 33},
		{"gg unknown verb", strings.Replace(ggMissed, "46ac401e: folds", "46ac401e: juggles", 1), ReasonUnknownLine, 19},
		{"gg bad amount", strings.Replace(ggMissed, "Hero: calls $3", "Hero: calls $3.001", 1), ReasonBadAmount, 20},
		{"gg unknown game", strings.Replace(ggMissed, "PLO-5 ($2/$5)", "Badugi ($2/$5)", 1), ReasonUnknownGame, 1},
		{"gg truncated", ggMissed[:strings.Index(ggMissed, "*** SUMMARY")], ReasonTruncated, 31},
		{"gg straddle below post", strings.Replace(ggMissed, "22c0851a: posts missed blind $2", "512ea5fb: straddle $5", 1), ReasonBadAmount, 10},
		{"winamax unknown segment", strings.Replace(wmWalk, "| No rake", "| Jackpot 1€", 1), ReasonUnknownLine, 18},
		{"winamax bad card", strings.Replace(wmWalk, "[Kh 2s]", "[Kh 2z]", 1), ReasonBadCard, 8},
		{"winamax unknown player", strings.Replace(wmWalk, "Player3 folds", "Nobody folds", 1), ReasonUnknownLine, 14},
		{"winamax bad summary seat", strings.Replace(wmWalk, "Seat 3: Player2 (big blind) won 3€", "Seat 4: Player2 (big blind) won 3€", 1), ReasonUnknownPlayer, 20},
		{"winamax unknown game", strings.Replace(wmWalk, "Holdem no limit", "Badugi fixed limit", 1), ReasonUnknownGame, 1},
	}
	for _, c := range cases {
		doc, _ := Hands("t.txt", []byte(c.text))
		if len(doc.Chunks) != 1 {
			t.Fatalf("%s: %d chunks", c.name, len(doc.Chunks))
		}
		h, e := NewParser().Parse(doc, doc.Chunks[0])
		if e == nil || h != nil {
			t.Errorf("%s: parsed", c.name)
			continue
		}
		if e.Reason != c.reason || e.Line != c.line || (c.reason != ReasonUnknownGame && e.HandID == "") {
			t.Errorf("%s: %v (line %d), want %s at line %d", c.name, e, e.Line, c.reason, c.line)
		}
	}
}

// wmWalk is the Winamax hand 2334898-436-1326450000 of ../shared
// (cash__Winamax__Flop__NLHE-5max-EUR-1-2-201201.Hero.Sitting.Out.txt) with
// a "Dealt to" line added for the hero.
const wmWalk = `Winamax Poker - CashGame - HandId: #2334898-436-1326450000 - Holdem no limit (1€/2€) - 2012/01/19 12:03:46 UTC
Table: 'Neuilly-sur-Seine' 5-max (real money) Seat 0000005 is the button
Seat 1: Player1 (197€)
Seat 2: SatOutToo (286€)
Seat 3: Player2 (87€)
Seat 4: Hero (200€)
Seat 5: Player3 (210.92€)
Dealt to Hero [Kh 2s]
*** ANTE/BLINDS ***
SatOutToo denies big blind
Player1 posts small blind 1€
Player2 posts big blind 2€
*** PRE-FLOP ***
Player3 folds
Player1 folds
Player2 collected 3€ from pot
*** SUMMARY ***
Total pot 3€ | No rake
Seat 1: Player1 (small blind) folded on the pre-flop
Seat 3: Player2 (big blind) won 3€
Seat 5: Player3 (button) folded on the pre-flop
`

func TestFormatPerHand(t *testing.T) {
	// one file, three sites, a Winamax tournament summary between: each
	// hand gets its own format; the summary is no hand.
	summary := "Winamax Poker - Tournament summary : Super Freeroll Stade 1(28101157)\nPlayer : Hero\n"
	text := wmWalk + "\n" + summary + "\n" + ggMissed + "\n" + miniHand
	doc, _ := Hands("mixed.txt", []byte(text))
	var formats []Format
	var notes []hand.Note
	for _, c := range doc.Chunks {
		formats = append(formats, c.Format)
		h, e := NewParser().Parse(doc, c)
		if e != nil {
			t.Errorf("%v", e)
			continue
		}
		notes = append(notes, h.Notes...)
	}
	if fmt.Sprint(formats) != "[winamax ggpoker pokerstars]" {
		t.Errorf("formats %v", formats)
	}
	// the summary follows a hand: it is that hand's trailing text
	found := false
	for _, n := range notes {
		found = found || (n.Kind == "trailing_text" && strings.HasPrefix(n.Text, "Winamax Poker - Tournament summary"))
	}
	if !found {
		t.Errorf("summary not kept: notes %+v", notes)
	}
	// alone in a file it is skipped text, not a hand
	doc, _ = Hands("summary.txt", []byte(summary))
	if len(doc.Chunks) != 0 || len(doc.Skipped) != 1 {
		t.Errorf("summary file: %d chunks, skipped %+v", len(doc.Chunks), doc.Skipped)
	}
}
