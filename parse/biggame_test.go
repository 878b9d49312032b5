package parse

import (
	"bytes"
	"errors"
	"os"
	"slices"
	"testing"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
)

// TestBigGameMapping checks the conventions of parse/biggame.go on the
// real sample they come from (testdata/histories/biggame).
func TestBigGameMapping(t *testing.T) {
	const dir, file = "biggame", "cash__TheBigGame__TheBigGame.S1E06.Capella.txt"
	// d6h1: Dealer 4 posts the ante, seats 5 and 6 the blinds; "Wins"
	// holds the uncalled flop bet
	h := sampleHand(t, dir, file, "d6h1")
	if h.Site != "The Big Game" || h.Game != hand.Holdem || h.Limit != hand.NoLimit || h.Table != "s1/w6" || h.Button != 4 || h.MaxSeats != 6 ||
		h.Currency != "chips" || h.Decimals != 0 || h.Stakes != (hand.Stakes{SmallBlind: 200, BigBlind: 400, Ante: 600}) {
		t.Errorf("header: %s %v %v table %q button %d max %d %s/%d %+v", h.Site, h.Game, h.Limit, h.Table, h.Button, h.MaxSeats, h.Currency, h.Decimals, h.Stakes)
	}
	for i, w := range []struct {
		seat   int
		kind   hand.ActionKind
		amount hand.Money
	}{{3, hand.PostAnte, 600}, {4, hand.PostSmallBlind, 200}, {5, hand.PostBigBlind, 400}, {0, hand.Call, 400}} {
		if a := h.Actions[i]; a.Seat != w.seat || a.Kind != w.kind || a.Amount != w.amount {
			t.Errorf("action %d: %+v, want seat %d %v %d", i, a, w.seat, w.kind, w.amount)
		}
	}
	if c := h.Conventions; !c.UncalledInCollected || c.RecordsUncalled || len(h.Awards) != 1 || h.Awards[0].Amount != 14600 || h.Awards[0].Pot != hand.PotUnnamed {
		t.Errorf("conventions %+v awards %+v", c, h.Awards)
	}
	if d := h.Deals[0]; len(d.Down) != 2 || d.Down[0] != cards.MustParse("Ac") || d.Down[1] != cards.MustParse("Jc") {
		t.Errorf("suit-then-rank cards [ca, cj]: %+v", d)
	}
	// d6h89: "Takes Back", the river run twice, both players show
	h = sampleHand(t, dir, file, "d6h89")
	if len(h.Returns) != 1 || h.Returns[0].Amount != 66600 || !h.Conventions.RecordsUncalled || h.Conventions.UncalledInCollected {
		t.Errorf("returns %+v conventions %+v", h.Returns, h.Conventions)
	}
	if len(h.Boards) != 2 || !slices.Equal(h.Boards[0], cards.MustParseList("Kh 6h 4d Th 3h")) || !slices.Equal(h.Boards[1], cards.MustParseList("Kh 6h 4d Th Ad")) {
		t.Errorf("boards %v", h.Boards)
	}
	if len(h.Shows) != 2 {
		t.Errorf("shows %+v", h.Shows)
	}
	// d6h143: a straddle before any action, a card shown after the hand
	h = sampleHand(t, dir, file, "d6h143")
	if a := h.Actions[3]; a.Kind != hand.PostStraddle || a.Amount != 800 || len(h.Boards) != 0 || len(h.Notes) == 0 || h.Notes[len(h.Notes)-1].Kind != "rabbit" {
		t.Errorf("straddle %+v boards %v notes %+v", a, h.Boards, h.Notes)
	}
}

// TestBigGameRejects: what the mapping does not read is rejected with its
// reason.
func TestBigGameRejects(t *testing.T) {
	const url = "URL: http://thebiggame.pokerstars.net/data/s1/w3/d1/d3h1.js\n"
	const head = `LoadHand({Hand:{Title:"d3h1",NumberOfSeats:6,PotSize:0,BigBlind:400,SmallBlind:200,Ante:600,CurrentBet:0,Dealer:1,CardsOut:[],Players:[{Name:"A",Seat:1,Stack:1000,Cards:[],CurrentBet:0},{Name:"B",Seat:2,Stack:1000,Cards:[],CurrentBet:0}]},Plays:[`
	for _, c := range []struct {
		name, text string
		reason     Reason
	}{
		{"no LoadHand line", url, ReasonTruncated},
		{"title of another hand", url + `LoadHand({Hand:{Title:"d3h2",Dealer:1,Players:[]},Plays:[]})` + "\n", ReasonBadHeader},
		{"unknown action", url + head + `{Seat:1,Action:"Mucks"}]})` + "\n", ReasonUnknownLine},
		{"unknown seat", url + head + `{Seat:7,Action:"Folds"}]})` + "\n", ReasonUnknownPlayer},
		{"a raise without its amount", url + head + `{Seat:1,Action:"Raises To"}]})` + "\n", ReasonUnknownLine},
		{"a dealer with no player", url + `LoadHand({Hand:{Title:"d3h1",Dealer:5,PotSize:0,CurrentBet:0,SmallBlind:1,BigBlind:2,Ante:0,Players:[{Name:"A",Seat:1,Stack:10,Cards:[],CurrentBet:0},{Name:"B",Seat:2,Stack:10,Cards:[],CurrentBet:0}]},Plays:[]})` + "\n", ReasonMissingLine},
		{"a key no hand has", url + `LoadHand({Hand:{Title:"d3h1",Rake:5},Plays:[]})` + "\n", ReasonUnknownLine},
		{"a raise to less than is in", url + head + `{Seat:1,Action:"Raises To",value:100}]})` + "\n", ReasonBadAmount},
		{"a negative amount", url + head + `{Seat:2,Action:"Wins",value:-600}]})` + "\n", ReasonBadAmount},
		{"a bad card", url + head + `{Seat:0,Action:"Deal",value:["x1","s2","s3"]}]})` + "\n", ReasonBadCard},
	} {
		doc, _ := Hands("t.txt", []byte(c.text))
		if len(doc.Chunks) != 1 {
			t.Errorf("%s: %d chunks", c.name, len(doc.Chunks))
			continue
		}
		_, e := NewParser().Parse(doc, doc.Chunks[0])
		if e == nil || !errors.Is(e, c.reason) {
			t.Errorf("%s: %v, want %s", c.name, e, c.reason)
		}
	}
}

// bigGameSeed is the fuzzers' seed of The Big Game: the first two hands
// of the sample (the whole file is too large a seed).
func bigGameSeed() []byte {
	b, _ := os.ReadFile("../testdata/histories/biggame/cash__TheBigGame__TheBigGame.S1E06.Capella.txt")
	lines := bytes.SplitAfterN(b, []byte("\n"), 5)
	return bytes.Join(lines[:min(4, len(lines))], nil)
}
