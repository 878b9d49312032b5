package biggame

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestURL(t *testing.T) {
	u, err := ParseURL("URL: http://thebiggame.pokerstars.net/data/s1/w3/d1/d3h1.js")
	if err != nil || u.Episode != "s1/w3" || u.Part != "d1" || u.Script != "d3h1" {
		t.Errorf("%+v %v", u, err)
	}
	for _, bad := range []string{"URL: http://thebiggame.pokerstars.net/data/d3h1", "URL: http://example.com/data/s1/d3h1.js", "URL: http://thebiggame.pokerstars.net/s1/d3h1.js"} {
		if u, err := ParseURL(bad); err == nil {
			t.Errorf("%q parsed: %+v", bad, u)
		}
	}
}

func TestCall(t *testing.T) {
	const line = `LoadHand({Hand:{Title:"d3h3",NumberOfSeats:6,PotSize:0,BigBlind:400,SmallBlind: 200,Ante:600,CurrentBet:0,Dealer:6,CardsOut:[],Players: [{Name:"N. MAGNUS",Seat:1,Stack:98300,Cards:["d8","s6"],CurrentBet:0},{Name:"B. GREENSTEIN",Seat:3,Stack:102500,Cards:[],CurrentBet:0}]},Plays:[{Seat:3,Action:"Folds"},{Seat:1,Action:"Raises To",value:1500},{Seat:0,Action:"Deal",value:["sq","d2","s2"]},{Seat:1,Action:"Wins",value:5900}]})`
	r, err := ParseCall(line)
	if err != nil {
		t.Fatal(err)
	}
	h := r.Hand
	if h.Title != "d3h3" || h.NumberOfSeats != 6 || h.BigBlind != "400" || h.SmallBlind != "200" || h.Ante != "600" || h.Dealer != 6 || len(h.Players) != 2 {
		t.Errorf("%+v", h)
	}
	if p := h.Players[0]; p.Name != "N. MAGNUS" || p.Seat != 1 || p.Stack != "98300" || strings.Join(p.Cards, " ") != "d8 s6" {
		t.Errorf("%+v", p)
	}
	if p := h.Players[1]; p.Cards == nil || len(p.Cards) != 0 {
		t.Errorf("no cards: %+v", p)
	}
	if len(r.Plays) != 4 || r.Plays[0].Action != "Folds" || r.Plays[0].Value != "" || r.Plays[1].Value != "1500" ||
		!r.Plays[2].HasArr || strings.Join(r.Plays[2].Cards, " ") != "sq d2 s2" || r.Plays[3].Action != "Wins" || r.Plays[3].Value != "5900" {
		t.Errorf("%+v", r.Plays)
	}
	for _, bad := range []string{
		`LoadHand({Hand:{Title:"x",Colour:1},Plays:[]})`,               // unknown key
		`LoadHand({Hand:{Title:"x",Title:"y"},Plays:[]})`,              // key twice
		`LoadHand({Hand:{Title:1},Plays:[]})`,                          // wrong type
		`LoadHand({Hand:{Title:"x"},Plays:[{Seat:"1"}]})`,              // a seat as text
		`LoadHand({Hand:{Title:"x"},Plays:[{Seat:1,value:["s2",3]}]})`, // a card as a number
		`LoadHand({Hand:{Title:"x"},Plays:[]}`,                         // cut off
	} {
		if r, err := ParseCall(bad); err == nil {
			t.Errorf("%q parsed: %+v", bad, r)
		}
	}
}

// TestRealFiles reads every hand of the real files (../shared; skipped
// without them).
func TestRealFiles(t *testing.T) {
	paths, _ := filepath.Glob("../../../shared/histories/by-site/TheBigGame/*.txt")
	if len(paths) == 0 {
		t.Skip("no ../shared/histories/by-site/TheBigGame")
	}
	n := 0
	for _, p := range paths {
		f, err := os.Open(p)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			l := sc.Text()
			var err error
			switch {
			case strings.HasPrefix(l, Prefix):
				_, err = ParseURL(l)
			case strings.HasPrefix(l, CallPrefix):
				_, err = ParseCall(l)
				n++
			}
			if err != nil {
				t.Errorf("%s: %q: %v", p, l[:min(len(l), 60)], err)
			}
		}
		f.Close()
	}
	if n != 750 {
		t.Errorf("%d hands, want 750", n)
	}
}
