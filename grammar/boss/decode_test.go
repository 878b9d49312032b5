package boss

import (
	"strings"
	"testing"
)

// A history as the Boss Media client writes it: the values of hand
// 1797085457 of by-site/Boss/cash__Boss__Flop__NLHE-SEK-5.00-10.00-201207.secondsb.txt
// of ../shared (deals shortened to the hero's).
const secondSB = `<?xml version="1.0" encoding="UTF-8"?>
<ROOT>
<HISTORY ID="1797085457" SESSION="session313070388.xml" TABLE="Eva 5" GAME="GAME_THM" GAMETYPE="GAMETYPE_REAL" GAMEKIND="GAMEKIND_CASH" TABLECURRENCY="SEK" LIMIT="NL" STAKES="5.00/10.00" DATE="1343341349" TABLETOURNEYID="" WIN="0.00" LOSS="5.00" ENDTIME="1343341360">
<PLAYER NAME="LEPSTIKS" SEAT="1" AMOUNT="1970.00" STATE="STATE_PLAYING" DEALER="N"></PLAYER>
<PLAYER NAME="UNKNOWN" SEAT="2" AMOUNT="0.00" STATE="STATE_EMPTY" DEALER="N"></PLAYER>
<PLAYER NAME="Slickepot" SEAT="5" AMOUNT="4483.86" STATE="STATE_PLAYING" DEALER="Y"></PLAYER>
<ACTION TYPE="HAND_BLINDS" PLAYER="Slickepot" KIND="HAND_SB" VALUE="5.00"></ACTION>
<ACTION TYPE="HAND_DEAL" PLAYER="Slickepot">
<CARD LINK="3"></CARD>
<CARD LINK="39"></CARD></ACTION>
<ACTION TYPE="HAND_DEAL" PLAYER="LEPSTIKS">
<CARD LINK="b"></CARD>
<CARD LINK="b"></CARD></ACTION>
<ACTION TYPE="ACTION_RAISE" PLAYER="SD" VALUE="32.50"></ACTION>
<SHOWDOWN NAME="HAND_SHOWDOWN" POT="30.00" RAKE="0.00" MAINPOT="30.00" LEFTPOT="" RIGHTPOT="">
<RESULT PLAYER="SD" WIN="30.00" HAND="$(STR_BY_DEFAULT)"></RESULT></SHOWDOWN></HISTORY>
<HISTORY ID="2" GAME="GAME_FCD"></HISTORY></ROOT>
`

func TestDocumentAndHistory(t *testing.T) {
	if !IsDocument(secondSB) || IsDocument("PokerStars Hand #1: Hold'em") || IsDocument(`<session sessioncode="1">`) {
		t.Fatal("IsDocument")
	}
	spans := Histories(secondSB)
	if len(spans) != 2 || !strings.HasPrefix(secondSB[spans[0].Start:], "<HISTORY ID=\"1797085457\"") || !strings.HasSuffix(secondSB[:spans[0].End], "</HISTORY>") {
		t.Fatalf("spans %v", spans)
	}
	h, err := Parse(secondSB[spans[0].Start:spans[0].End])
	if err != nil {
		t.Fatal(err)
	}
	if h.ID != "1797085457" || h.Game != "GAME_THM" || h.Limit != "NL" || h.Stakes != "5.00/10.00" || h.Currency != "SEK" || h.Kind != "GAMEKIND_CASH" || h.Date != "1343341349" {
		t.Errorf("head %+v", h)
	}
	if len(h.Players) != 3 || h.Players[1].State != "STATE_EMPTY" || h.Players[2].Dealer != "Y" || h.Players[2].Amount != "4483.86" {
		t.Errorf("players %+v", h.Players)
	}
	if len(h.Actions) != 4 || h.Actions[0].Kind != "HAND_SB" || len(h.Actions[1].Cards) != 2 || h.Actions[1].Cards[1].Link != "39" || h.Actions[3].Value != "32.50" {
		t.Errorf("actions %+v", h.Actions)
	}
	if h.Showdown == nil || h.Showdown.Pot != "30.00" || h.Showdown.Rake != "0.00" || len(h.Showdown.Results) != 1 || h.Showdown.Results[0].Win != "30.00" {
		t.Errorf("showdown %+v", h.Showdown)
	}
}

// A history the file cuts after its last RESULT (by-site/Boss/cash__Boss__Flop__LHE-10-20-USD-201105.post.both.txt)
// is closed and reads.
func TestClose(t *testing.T) {
	cut := `<HISTORY ID="7"><SHOWDOWN POT="87.00" RAKE="3.00">
<RESULT PLAYER="Hero" WIN="87.00" HAND="x">
<CARD LINK="37"></CARD>
<CARD LINK="10"></CARD></RESULT>
`
	if _, err := Parse(cut); err == nil {
		t.Fatal("a cut history reads")
	}
	h, err := Parse(Close(cut))
	if err != nil || h.Showdown == nil || len(h.Showdown.Results) != 1 || len(h.Showdown.Results[0].Cards) != 2 {
		t.Fatalf("%+v %v", h, err)
	}
	h, err = Parse(Close(`<HISTORY ID="8"><SHOWDOWN POT="1"><RESULT PLAYER="A" WIN="1"><CARD LINK="37">`))
	if err != nil || len(h.Showdown.Results[0].Cards) != 1 {
		t.Fatalf("%+v %v", h, err)
	}
}

// The links of post.both hand 2575876940: board 22 12 25 35 43 is
// T K K T 5, the hero's 37 10 Q J ("two pair, kings and tens, queen
// kicker"); 0 is the ace, 51 the king of the last suit.
func TestCardText(t *testing.T) {
	for link, want := range map[string]string{"22": "Td", "12": "Kc", "25": "Kd", "35": "Th", "43": "5s", "37": "Qh", "10": "Jc", "0": "Ac", "51": "Ks", "b": ""} {
		if got, err := CardText(link); err != nil || got != want {
			t.Errorf("%s: %q %v, want %q", link, got, err, want)
		}
	}
	for _, bad := range []string{"52", "-1", "x", ""} {
		if _, err := CardText(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}
