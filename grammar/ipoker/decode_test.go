package ipoker

import (
	"testing"
)

// A session as the iPoker client writes it (the values of
// by-site/iPoker/tour__iPoker__Flop__NLHE-3max-USD-SNG-1.00.Twister.txt of
// ../shared, one game): actions grouped per player, numbered in the order
// they happened.
const twister = `<?xml version="1.0" encoding="utf-8"?>
<session sessioncode="6231386447">
 <general>
  <mode>real</mode>
  <gametype>Holdem NL</gametype>
  <tablename>Twister $1 SNG, 825200070</tablename>
  <currency>USD</currency>
  <tournamentname>Twister $1 SNG</tournamentname>
 </general>
 <game gamecode="5631759065">
  <general>
   <startdate>07-Apr-2014 00:58:49</startdate>
   <players>
    <player seat="3" name="Player0" chips="520" dealer="1" win="1,060" bet="520" rebuy="0" addon="0" reg_code="-"/><player seat="6" name="Player1" chips="500" dealer="0" win="0" bet="60" rebuy="0" addon="0" reg_code="-"/><player seat="10" name="Hero" chips="480" dealer="0" win="0" bet="480" rebuy="0" addon="0" reg_code="6231386447"/>
   </players>
  </general>
  <round no="0">
   <action no="1" player="Player1" type="1" sum="10" cards="[cards]"/><action no="2" player="Hero" type="2" sum="20" cards="[cards]"/>
  </round>
  <round no="1">
   <cards type="Pocket" player="Player0">CA HA</cards><action no="3" player="Player0" type="23" sum="60" cards=""/><action no="6" player="Player0" type="23" sum="520" cards=""/><cards type="Pocket" player="Player1">X X</cards><action no="4" player="Player1" type="3" sum="50" cards=""/><action no="7" player="Player1" type="0" sum="0" cards=""/><cards type="Pocket" player="Hero">H5 C5</cards><action no="5" player="Hero" type="23" sum="120" cards=""/><action no="8" player="Hero" type="7" sum="360" cards=""/>
  </round>
  <round no="2">
   <cards type="Flop" player="">CK D6 S4</cards>
  </round>
 </game>
</session>`

func TestSessionAndGame(t *testing.T) {
	if !IsSession(twister) || IsSession("PokerStars Hand #1: Hold'em") {
		t.Fatal("IsSession")
	}
	s, err := ParseSession(twister)
	if err != nil || s.Code != "6231386447" || s.General.GameType != "Holdem NL" || s.General.TournamentName != "Twister $1 SNG" {
		t.Fatalf("%+v %v", s, err)
	}
	spans := Games(twister)
	if len(spans) != 1 {
		t.Fatalf("%d games", len(spans))
	}
	g, err := ParseGame(twister[spans[0].Start:spans[0].End])
	if err != nil {
		t.Fatal(err)
	}
	if g.Code != "5631759065" || len(g.Players) != 3 || g.Players[0].Win != "1,060" || g.Players[0].Dealer != "1" || len(g.Rounds) != 3 {
		t.Fatalf("%+v", g)
	}
	// the actions of round 1 come back in the order of their numbers
	var order []int
	for _, a := range g.Rounds[1].Actions {
		order = append(order, a.No)
	}
	for i := 1; i < len(order); i++ {
		if order[i] < order[i-1] {
			t.Errorf("actions out of order: %v", order)
		}
	}
	if a := g.Rounds[1].Actions[0]; a.Player != "Player0" || a.Type != TRaise || a.Sum != "60" {
		t.Errorf("%+v", a)
	}
	if c := g.Rounds[2].Cards[0]; c.Type != "Flop" || c.Text != "CK D6 S4" {
		t.Errorf("%+v", c)
	}
	if _, err := ParseGame(`<game gamecode="1"><general><players><player seat="1"`); err == nil {
		t.Error("a cut game decoded")
	}
}

func TestCard(t *testing.T) {
	for in, want := range map[string]string{"S9": "9s", "HK": "Kh", "D10": "Td", "CA": "Ac", "X": ""} {
		if got, err := Card(in); err != nil || got != want {
			t.Errorf("%q: %q %v", in, got, err)
		}
	}
	for _, bad := range []string{"", "S", "Z9", "S11", "9S", "D100"} {
		if _, err := Card(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// FuzzGame: the decoder never panics.
func FuzzGame(f *testing.F) {
	f.Add(twister)
	f.Add(`<game gamecode="1"><round no="x"><action no="a" type="b"/></round></game>`)
	f.Fuzz(func(t *testing.T, s string) {
		IsSession(s)
		ParseSession(s)
		for _, sp := range Games(s) {
			ParseGame(s[sp.Start:sp.End])
		}
		for _, w := range []string{s, s[:min(len(s), 3)]} {
			Card(w)
		}
	})
}
