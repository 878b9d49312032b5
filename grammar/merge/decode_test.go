package merge

import (
	"errors"
	"strings"
	"testing"
)

// From the real hand 59766765-529 (by-site/Merge, player.not.in.preamble).
const sample = `<description type="Holdem" stakes="No Limit ($0.10/$0.25)"/>
<game id="59766765-529" starttime="2012/08/14 21:50:08 +0400" numholecards="2" gametype="2" seats="6" realmoney="true" data="20120814|Tijuana|59766765|59766765-529|false">
	<players dealer="2">
		<player seat="2" nickname="Player2" balance="$25.00" dealtin="true" />
		<player seat="3" nickname="Hero" balance="$24.75" dealtin="true" />
	</players>
	<round id="BLINDS" sequence="1">
		<event sequence="1" type="SMALL_BLIND" timestamp="1344966601281" player="3" amount="0.10"/>
	</round>
	<round id="PREFLOP" sequence="2">
		<event sequence="5" type="RAISE" timestamp="1344966630953" player="2" amount="0.85"/>
		<cards type="HOLE" cards="Ks,Tc" player="3" hand="King High"/>
	</round>
	<round id="END_OF_FOLDED_GAME" sequence="3">
		<winner amount="0.60" uncalled="true" potnumber="2" player="2" pottype="n"/>
	</round>
</game>`

func TestParseGame(t *testing.T) {
	if !IsDocument(sample) || IsDocument(`<session sessioncode="1">`) {
		t.Fatal("IsDocument")
	}
	start := strings.Index(sample, "<game ")
	d, err := LastDescription(sample[:start])
	if err != nil || d.Type != "Holdem" || d.Stakes != "No Limit ($0.10/$0.25)" {
		t.Fatalf("description %+v, %v", d, err)
	}
	g, err := ParseGame(sample[start:])
	if err != nil {
		t.Fatal(err)
	}
	if g.ID != "59766765-529" || g.Dealer != "2" || g.RealMoney != "true" || !strings.HasPrefix(g.Data, "20120814|Tijuana|") {
		t.Errorf("game %+v", g)
	}
	if len(g.Players) != 2 || g.Players[1] != (Player{Seat: 3, Nickname: "Hero", Balance: "$24.75", DealtIn: "true", Line: 4}) {
		t.Errorf("players %+v", g.Players)
	}
	if len(g.Rounds) != 3 || g.Rounds[1].ID != "PREFLOP" || g.Rounds[1].Line != 9 {
		t.Fatalf("rounds %+v", g.Rounds)
	}
	if ev := g.Rounds[1].Events[0]; ev.Type != "RAISE" || ev.Player != "2" || ev.Amount != "0.85" || ev.Line != 10 {
		t.Errorf("event %+v", ev)
	}
	if c := g.Rounds[1].Cards[0]; c.Type != "HOLE" || c.Cards != "Ks,Tc" || c.Player != "3" || c.Line != 11 {
		t.Errorf("cards %+v", c)
	}
	if w := g.Rounds[2].Winners[0]; w.Amount != "0.60" || w.Uncalled != "true" || w.PotNumber != 2 || w.Player != "2" || w.Line != 14 {
		t.Errorf("winner %+v", w)
	}
}

func TestParseGameErrors(t *testing.T) {
	for _, text := range []string{
		"<players></players>", // no game
		`<game id="1"><event type="FOLD" player="1"/></game>`,      // an event outside a round
		`<game id="1"><round id="X"><bonus/></round></game>`,       // an element no game has
		`<game id="1"><round id="X"><event type="FOLD" player="1"`, // cut
	} {
		if _, err := ParseGame(text); err == nil {
			t.Errorf("%q: no error", text)
		}
	}
	if _, err := ParseGame(`<game id="1"><round id="X"><bonus/></round></game>`); !errors.Is(err, ErrUnknownElement) {
		t.Errorf("unknown element: %v", err)
	}
	if _, err := LastDescription("<game id=\"1\">"); err == nil {
		t.Error("no description: no error")
	}
}
