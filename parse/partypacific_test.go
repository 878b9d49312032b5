package parse

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
)

func hasNote(h *hand.Hand, kind string) bool {
	for _, n := range h.Notes {
		if n.Kind == kind {
			return true
		}
	}
	return false
}

// TestPartyGameNoOneHand: PartyPoker's "#Game No : N" line before
// "***** Hand History for Game N *****" is one hand, not two (issue 10);
// "For Game" is read as "for Game"; the "Game #N starts." line before it
// is the previous session's, kept as skipped text.
func TestPartyGameNoOneHand(t *testing.T) {
	data, err := os.ReadFile("../testdata/histories/partypoker/cash__PartyPoker__Flop__NLHE-USD-0.01-0.02-20100712.emailedHistory.txt")
	if err != nil {
		t.Fatal(err)
	}
	doc, _ := Hands("emailed.txt", data)
	if len(doc.Chunks) != 1 || doc.Chunks[0].Line != 3 || doc.Chunks[0].Format != "partypoker" {
		t.Fatalf("chunks %+v", doc.Chunks)
	}
	if !strings.HasPrefix(doc.ChunkText(doc.Chunks[0]), "#Game No : 9423586142\n***** Hand History For Game 9423586142 *****") {
		t.Errorf("chunk starts %q", doc.ChunkText(doc.Chunks[0])[:60])
	}
	if len(doc.Skipped) != 1 || doc.Skipped[0].First != "Game #9423586142 starts." {
		t.Errorf("skipped %+v", doc.Skipped)
	}
	// a "#Game No" line no header follows is ordinary text; one glued
	// after a BOM starts no hand either
	doc, _ = Hands("x.txt", []byte("#Game No : 1\nnothing\n\n#Game No : 2\n***** Hand History for Game 2 *****\n"))
	if len(doc.Chunks) != 1 || doc.Chunks[0].Line != 4 || len(doc.Skipped) != 1 || doc.Skipped[0].Line != 1 || doc.Skipped[0].Lines != 2 {
		t.Errorf("chunks %+v skipped %+v", doc.Chunks, doc.Skipped)
	}
	// Everleaf's "***** Hand history for game #N *****" is not PartyPoker's
	doc, _ = Hands("e.txt", []byte("Everleaf Gaming Game #148735485\n***** Hand history for game #148735485 *****\n"))
	for _, c := range doc.Chunks {
		if c.Format == "partypoker" {
			t.Errorf("Everleaf's stars line cut as PartyPoker: %+v", c)
		}
	}
	// every hand of the 5-hand sample, 888's "#Game No" + "***** Cassava"
	for _, c := range []struct {
		dir, file string
		hands     int
		format    Format
	}{
		{"partypoker", "HHSmithy__PartyPoker__5MultipleHands.txt", 5, "partypoker"},
		{"pacificpoker", "tour__PacificPoker__Flop__NLHE-FREE-MTT-$75Freeroll-201202.multi.pot.ante.all.in.txt", 1, "pacificpoker"},
		{"pacificpoker", "tour__PacificPoker__Flop__NLHE-MTT-USD-13.95-1.05-201901.BLAST.txt", 1, "pacificpoker"},
	} {
		data, err := os.ReadFile(filepath.Join("../testdata/histories", c.dir, c.file))
		if err != nil {
			t.Fatal(err)
		}
		doc, _ := Hands(c.file, data)
		if len(doc.Chunks) != c.hands {
			t.Errorf("%s: %d chunks, want %d", c.file, len(doc.Chunks), c.hands)
		}
		for _, ch := range doc.Chunks {
			if ch.Format != c.format || !strings.HasPrefix(doc.ChunkText(ch), "#Game No : ") {
				t.Errorf("%s: chunk %+v starts %q", c.file, ch, doc.ChunkText(ch)[:20])
			}
		}
	}
}

// TestPartyGluedHeader: a hand glued to the previous hand's last line
// after a BOM (HHSmithy's PartyPoker samples) is cut there, and the BOM
// left on the previous line is not read as text.
func TestPartyGluedHeader(t *testing.T) {
	data, err := os.ReadFile("../testdata/histories/partypoker/cash__PartyPoker__Flop__NLHE-6max-USD-0.05-0.10-201608.fastforward.txt")
	if err != nil {
		t.Fatal(err)
	}
	one := strings.TrimRight(string(data), "\n")
	text := one + "\uFEFF" + strings.SplitN(one, "\n", 2)[1]
	doc, _ := Hands("glued.txt", []byte(text))
	if len(doc.Chunks) != 2 || !doc.Chunks[1].Glued {
		t.Fatalf("chunks %+v", doc.Chunks)
	}
	p := NewParser()
	for _, c := range doc.Chunks {
		if _, e := p.Parse(doc, c); e != nil {
			t.Errorf("%v", e)
		}
	}
}

func TestPartyMapping(t *testing.T) {
	h := readSample(t, "partypoker", "cash__PartyPoker__Flop__NLHE-6max-USD-0.05-0.10-201608.fastforward.txt")[0]
	if h.Site != "PartyPoker" || h.ID != "15492724092" || !hasNote(h, "game_no") || h.Game != hand.Holdem || h.Limit != hand.NoLimit ||
		h.Currency != "USD" || h.Decimals != 2 || !h.Pool || h.Button != 1 || h.MaxSeats != 6 || len(h.Seats) != 6 {
		t.Errorf("header: %+v", h)
	}
	// "$10 USD" is the buy-in: the stakes come from the blinds posted
	if h.Stakes.SmallBlind != 5 || h.Stakes.BigBlind != 10 {
		t.Errorf("stakes %+v", h.Stakes)
	}
	// Player4 raises [$0.20]: to 20; "Hero wins $0.57" holds his uncalled
	// $0.14; the rake nobody collected is 2 cents
	var raise *hand.Action
	for i := range h.Actions {
		if h.Actions[i].Kind == hand.Raise {
			raise = &h.Actions[i]
		}
	}
	if raise == nil || raise.Amount != 20 || raise.To != 20 {
		t.Errorf("raise %+v", raise)
	}
	if !h.Conventions.UncalledInCollected || h.Summary.Rake != 2 || !hasNote(h, "rake_derived") || len(h.Awards) != 1 || h.Awards[0].Amount != 57 {
		t.Errorf("conventions %+v rake %d awards %+v", h.Conventions, h.Summary.Rake, h.Awards)
	}

	// the old summary: "Main Pot: $0.18 Rake: $0" is read, the collection
	// is the balance line's
	h = readSample(t, "partypoker", "cash__PartyPoker__Flop__NLHE-USD-0.01-0.02-20100712.emailedHistory.txt")[0]
	if h.Summary.MainPot != 18 || h.Summary.Rake != 0 || hasNote(h, "rake_derived") || len(h.Awards) != 1 || h.Awards[0].Amount != 31 ||
		h.Stakes.SmallBlind != 1 || h.Stakes.BigBlind != 2 {
		t.Errorf("summary %+v awards %+v stakes %+v", h.Summary, h.Awards, h.Stakes)
	}
	var raiseTo hand.Money
	for _, a := range h.Actions {
		if a.Kind == hand.Raise {
			raiseTo = a.To
		}
	}
	if raiseTo != 8 {
		t.Errorf("raises 0.06 to 0.08: To %d", raiseTo)
	}

	// an all-in player's "doesn't show [..]" contends; the return of an
	// uncalled bet written "from the side pot 2" is a return
	hs := readSample(t, "partypoker", "HHSmithy__PartyPoker__5MultipleHands.txt")
	h = hs[len(hs)-1]
	if len(h.Returns) != 1 || h.Returns[0].Amount != 10 || h.Seats[h.Returns[0].Seat].Player != "Player1" || h.Conventions.UncalledInCollected || len(h.Awards) != 2 {
		t.Errorf("returns %+v awards %+v", h.Returns, h.Awards)
	}
	for _, s := range h.Shows {
		if h.Seats[s.Seat].Player == "Player8" && s.Mucked {
			t.Errorf("all-in Player8's cards mucked: %+v", s)
		}
	}

	// 2012 tournaments print no blinds: the mapping posts them
	h = readSample(t, "partypoker", "tour__PartyPoker__Flop__NLHE-USD-STT.201203.heads.up.txt")[0]
	var blinds []string
	for _, a := range h.Actions {
		if a.Kind == hand.PostSmallBlind || a.Kind == hand.PostBigBlind {
			blinds = append(blinds, h.Seats[a.Seat].Player+" "+a.Kind.String())
		}
	}
	if strings.Join(blinds, ", ") != "Player0 posts small blind, Player1 posts big blind" || h.Stakes.Ante != 25 || h.Currency != "chips" || h.Tournament != "67521159" {
		t.Errorf("blinds %v stakes %+v", blinds, h.Stakes)
	}

	// a player who joins during the hand and posts gets the first free
	// seat after the small blind's; his stack is not known
	h = readSample(t, "partypoker", "cash__PartyPoker__Flop__NLHE-6max-USD-0.10-0.25-201309.player.joins.as.bb.txt")[0]
	i := h.SeatOf("Player3")
	if i < 0 || h.Seats[i].Number != 5 || h.Seats[i].Stack != unknownStack {
		t.Errorf("joiner %+v", h.Seats)
	}

	// stud hi/lo: bring-in, completion, "** Dealing River **" is 7th street
	h = readSample(t, "partypoker", "cash__PartyPoker__Stud__7-StudHL-USD-0.50-1.00-201008.txt")[0]
	if h.Game != hand.StudHiLo || h.Stakes.SmallBet != 50 || h.Stakes.BigBet != 100 || h.Actions[len(h.Actions)-1].Street != hand.Seventh {
		t.Errorf("stud %+v %+v", h.Game, h.Stakes)
	}
}

func TestPacificMapping(t *testing.T) {
	// 2012: European amounts, the uncalled bet inside the collection
	h := readSample(t, "pacificpoker", "cash__PacificPoker__Flop__888-NLHE-USD-5-10-201205.uncalled.non.blind.txt")[0]
	if h.Site != "888poker" || h.Stakes.SmallBlind != 500 || h.Stakes.BigBlind != 1000 || h.Seats[1].Stack != 22275 ||
		!h.Conventions.UncalledInCollected || h.Summary.Rake != 0 || h.Awards[0].Amount != 29948 {
		t.Errorf("%+v %+v %+v %d", h.Stakes, h.Seats, h.Conventions, h.Summary.Rake)
	}
	// 2016: the uncalled bet is not in the collection; 5% rake
	h = readSample(t, "pacificpoker", "cash__PacificPoker__Flop__NLHE-10max-USD-0.50-1.00-201607.jackpot.table.txt")[0]
	if h.Conventions.UncalledInCollected || h.Summary.Rake != 30 || h.MaxSeats != 10 {
		t.Errorf("%+v rake %d", h.Conventions, h.Summary.Rake)
	}
	// Dutch cards and amounts
	h = readSample(t, "pacificpoker", "cash__PacificPoker__Flop__888-PLO-USD-10.00-20.00-201405.dutch.txt")[0]
	if h.Deals[0].Down[0].String() != "Kc" || h.Seats[0].Stack != 324300 || h.Seats[3].Stack != 55272 {
		t.Errorf("deal %v seats %+v", h.Deals[0].Down, h.Seats)
	}
	h = readSample(t, "pacificpoker", "cash__PacificPoker__Flop__888-NLHE-USD-0.01-0.02-201107.non.english.post.both.txt")[0]
	if h.Deals[0].Down[0].String() != "8s" {
		t.Errorf("deal %v", h.Deals[0].Down)
	}
	var both *hand.Action
	for i := range h.Actions {
		if h.Actions[i].Kind == hand.PostBothBlinds {
			both = &h.Actions[i]
		}
	}
	if both == nil || both.Amount != 3 || both.Dead != 1 {
		t.Errorf("dead blind %+v", both)
	}
	// "posts dead blind [$25 + $0]": a dead small blind alone
	h = readSample(t, "pacificpoker", "cash__PacificPoker__Flop__888-PLO-USD-25-50-201508.secondsb.txt")[0]
	if h.Actions[2].Kind != hand.PostDeadBlind || h.Actions[2].Amount != 2500 {
		t.Errorf("%+v", h.Actions[2])
	}
	// tournaments are chips although written "$1,379"
	h = readSample(t, "pacificpoker", "tour__PacificPoker__Flop__NLHE-FREE-MTT-$75Freeroll-201202.multi.pot.ante.all.in.txt")[0]
	if h.Currency != "chips" || h.Decimals != 0 || h.Stakes.BigBlind != 300 || h.Seats[0].Stack != 1379 || h.Tournament != "36216773" {
		t.Errorf("%s %d %+v %+v", h.Currency, h.Decimals, h.Stakes, h.Seats[0])
	}
	// BLAST: the prize is no blind; the stacks posted as ante are live
	h = readSample(t, "pacificpoker", "tour__PacificPoker__Flop__NLHE-MTT-USD-13.95-1.05-201901.BLAST.txt")[0]
	if h.Stakes.BigBlind != 0 || h.Actions[0].Kind != hand.PostBigBlind || !h.Actions[0].AllIn || h.Actions[0].Amount != 3530 {
		t.Errorf("%+v %+v", h.Stakes, h.Actions[0])
	}
}

// TestPartyPacificRejections: the reasons name the real cause.
func TestPartyPacificRejections(t *testing.T) {
	head := "#Game No : 1\n***** Hand History for Game 1 *****\n$0.10/$0.25 USD NL Texas Hold'em - Saturday, September 21, 16:06:03 EDT 2013\n" +
		"Table Le Mans (Real Money)\nSeat 5 is the button\nTotal number of players : 2/6\nSeat 2: A ( $41.38 USD )\nSeat 5: B ( $25 USD )\n"
	for _, c := range []struct {
		text   string
		reason Reason
		detail string
	}{
		{strings.Replace(head, "NL Texas Hold'em", "NL Crazy Pineapple", 1) + "A wins $1 USD\n", ReasonUnknownGame, "crazy pineapple"},
		{head + "A posts small blind [$0.10 USD].\n", ReasonTruncated, "wins or collects"},
		{head + "C posts big blind [$0.25 USD].\n", ReasonUnknownPlayer, `"C" has no seat line`},
		{head + "A posts small blind [$0.1O USD].\n", ReasonUnknownLine, `unexpected token "O"`},
		{head + "Dealt to A [ Xx, Ad ]\n", ReasonBadCard, "Xx"},
		{strings.Replace(head, "Seat 5: B", "Seat 5: A", 1), ReasonDuplicateSeat, `"A"`},
		{strings.Replace(head, " - Saturday, September 21, 16:06:03 EDT 2013", "", 1), ReasonBadHeader, "no date"},
	} {
		doc, _ := Hands("r.txt", []byte(c.text))
		if len(doc.Chunks) != 1 {
			t.Fatalf("%d chunks", len(doc.Chunks))
		}
		_, e := NewParser().Parse(doc, doc.Chunks[0])
		if e == nil || e.Reason != c.reason || !strings.Contains(e.Error(), c.detail) || e.HandID == "" && c.reason != ReasonBadHeader {
			t.Errorf("%q: got %v, want %s %q", c.text[len(head)-10:], e, c.reason, c.detail)
		}
	}
}

// FuzzPartyPacific: no input panics the split or the party family's
// mapping, PartyPoker's, 888's and Everleaf's (go test ./parse -run '^$' -fuzz FuzzPartyPacific -fuzztime 60s).
func FuzzPartyPacific(f *testing.F) {
	for _, dir := range []string{"partypoker", "pacificpoker", "everleaf"} {
		files, _ := filepath.Glob(filepath.Join("../testdata/histories", dir, "*.txt"))
		for _, file := range files {
			data, err := os.ReadFile(file)
			if err != nil {
				f.Fatal(err)
			}
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		doc, _ := Hands("fuzz.txt", data)
		p := NewParser()
		for _, c := range doc.Chunks {
			if h, e := p.Parse(doc, c); (h == nil) == (e == nil) {
				t.Fatalf("hand %v and error %v", h, e)
			}
		}
	})
}
