package microgaming

import (
	"strings"
	"testing"
)

// Two games as the Microgaming client writes them: hand 5959022064 of
// by-site/Microgaming/cash__Microgaming__Flop__PLO-6max-EUR-10-20-201603.v5.flat.txt
// of ../shared (seats and actions shortened), each with its preamble and
// ExtendedTableName lines.
const flat = `----PRIMA.DAT----

<Game hhversion="5" id="5959022064" date="2016-03-25 00:46:30" tablename="Kharitina - €2K Max" stakes="10|20" betlimit="PL" tabletype="Cash Game" gametypeid="50" gametype="Omaha" realmoney="true" currencysymbol="rCA=" playerseat="0" betamount="0" istournament="0" totalplayers="6" tablesize="6" badbeat="false" currencyId="26" rake="300">
<Seats>
<Seat num="1" alias="Player0" balance="1652.00" endbalance="1979.00" />
<Seat num="2" alias="Player1" balance="4317.78" endbalance="4317.78" sittingout="true" />
<Seat num="4" alias="Player3" balance="5040.00" endbalance="4740.00" dealer="true" />
</Seats>
<Gameplay>
<Action seq="1" type="SmallBlind" seat="5" value="10.00" />
<Action seq="10" type="DealFlop">
<Card value="5" suit="d" id="30" />
<Card value="10" suit="c" id="20" />
<Card value="K" suit="d" id="38" />
</Action>
<Action seq="11" type="Bet" seat="1" value="630.00" />
<Action type="Win">
<Seat num="1" amount="1257.00" pot="0" type="" lowhandwin="0" />
</Action>
</Gameplay>
</Game>
ExtendedTableName: Kharitina - €2K Max

----PRIMA.DAT----
<Game hhversion="5" id="2" gametypeid="1">
</Game>
`

func TestDocumentAndGames(t *testing.T) {
	if !IsDocument(flat) || !IsDocument("\ufeff"+flat[strings.Index(flat, "<Game"):]) {
		t.Fatal("IsDocument: a game with and without its preamble")
	}
	if IsDocument("PokerStars Hand #1: Hold'em") || IsDocument(`<session sessioncode="1">`) || IsDocument(`<HISTORY ID="1">`) || IsDocument(`<game id="1">`) {
		t.Fatal("IsDocument: another site's document")
	}
	spans := Games(flat)
	if len(spans) != 2 {
		t.Fatalf("spans %v", spans)
	}
	first, second := flat[spans[0].Start:spans[0].End], flat[spans[1].Start:spans[1].End]
	if !strings.HasPrefix(first, Preamble+"\n\n<Game ") || !strings.HasSuffix(first, "ExtendedTableName: Kharitina - €2K Max") {
		t.Errorf("first span %q", first)
	}
	if !strings.HasPrefix(second, Preamble+"\n<Game ") || !strings.HasSuffix(second, "</Game>") {
		t.Errorf("second span %q", second)
	}
	g, err := Parse(first)
	if err != nil {
		t.Fatal(err)
	}
	if g.Version != "5" || g.ID != "5959022064" || g.Stakes != "10|20" || g.BetLimit != "PL" || g.GameTypeID != "50" || g.Rake != "300" || g.Tournament != "0" || g.TableSize != "6" || g.ExtendedName != "Kharitina - €2K Max" {
		t.Errorf("head %+v", g)
	}
	if len(g.Seats) != 3 || g.Seats[1].SittingOut != "true" || g.Seats[2].Dealer != "true" || g.Seats[0].EndBalance != "1979.00" {
		t.Errorf("seats %+v", g.Seats)
	}
	if len(g.Actions) != 4 || g.Actions[0].Type != TSmallBlind || g.Actions[0].Value != "10.00" || len(g.Actions[1].Cards) != 3 {
		t.Fatalf("actions %+v", g.Actions)
	}
	if w := g.Actions[3]; w.Type != TWin || len(w.Wins) != 1 || w.Wins[0].Num != "1" || w.Wins[0].Amount != "1257.00" || w.Wins[0].Pot != "0" {
		t.Errorf("win %+v", w)
	}
	if c := CardText(g.Actions[1].Cards[1]); c != "Tc" {
		t.Errorf("card %q", c)
	}
	// the i-th Action element's line, 0 the <Game> line: the small blind on line 7
	game := first[strings.Index(first, "<Game"):]
	if l := Lines(game, "Action"); len(l) != 4 || l[0] != 7 || l[1] != 8 || l[3] != 14 {
		t.Errorf("action lines %v", l)
	}
	if _, err := Parse("<Game id=\"1\"><Seats>"); err == nil {
		t.Error("a cut game decoded")
	}
}

func TestUnicode(t *testing.T) {
	for in, want := range map[string]string{"rCA=": "€", "IAAkAA==": " $", "": "", "cgBpAGcAaAB0AG4AYQBtAGUA": "rightname"} {
		if got, err := Unicode(in); err != nil || got != want {
			t.Errorf("Unicode(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, bad := range []string{"r", "rA=="} {
		if _, err := Unicode(bad); err == nil {
			t.Errorf("Unicode(%q): no error", bad)
		}
	}
}
