package winning

import (
	"reflect"
	"testing"
)

// Lines from the real files of ../shared/histories (WinningPoker).

func TestClassicLines(t *testing.T) {
	g, err := ParseGameID("Game ID: 266888759 0.10/0.25 Cristalite (JP) - CAP - 6-Max - 3 (Hold'em)")
	if err != nil {
		t.Fatal(err)
	}
	if want := (GameID{ID: "266888759", Small: "0.10", Big: "0.25", Table: "Cristalite (JP) - CAP - 6-Max - 3", Game: "Hold'em"}); *g != want {
		t.Errorf("game id: %+v", *g)
	}
	if _, err := ParseGameID("Game ID: 1 0.10/0.25 no game"); err == nil {
		t.Error("a game id line without its game parsed")
	}
	s, err := ParseSeat("Seat 1: do not-call (160).")
	if err != nil || s.Number != 1 || s.Name != "do not-call" || s.Stack != "160" {
		t.Errorf("seat: %+v %v", s, err)
	}
	for _, c := range []struct {
		rest, verb, amount, card string
	}{
		{"has small blind (0.02)", "has small blind", "0.02", ""},
		{"raises (0.22)", "raises", "0.22", ""},
		{"bring in (0.40)", "bring in", "0.40", ""},
		{"received a card.", "received a card", "", ""},
		{"received card: [10d]", "received card", "", "10d"},
		{"mucks cards", "mucks cards", "", ""},
	} {
		a, err := ParseClassicAct(c.rest)
		if err != nil || a.Verb() != c.verb || a.Amount != c.amount || a.Card != c.card {
			t.Errorf("%q: %+v %v", c.rest, a, err)
		}
	}
	p, err := ParsePot("Pot: 7.05. Rake 0.14. JP fee 0.06")
	if err != nil || p.Pot != "7.05" || len(p.Fees) != 2 || p.Fees[1].Amount != "0.06" || p.Fees[1].Name[0] != "JP" {
		t.Errorf("pot: %+v %v", p, err)
	}
	names := []string{"KickAzzJohnny", "ChazDazzle"}
	cs, err := ParseClassicSummary("*Player ChazDazzle shows: High card A [6h 10d 2c As 7d 4d 9s] Low hand (A A 2 4 6 7 ).Bets: 3.55. Collects: 3.53. Loses: 0.02.", names)
	if err != nil || !cs.Star || cs.Name != "ChazDazzle" || cs.Verb != "shows" || cs.Collects != "3.53" || cs.Bets != "3.55" ||
		!reflect.DeepEqual(cs.Cards, []string{"6h", "10d", "2c", "As", "7d", "4d", "9s"}) {
		t.Errorf("summary: %+v %v", cs, err)
	}
	cs, err = ParseClassicSummary("Player bagunga1 does not show cards. Bets: 0. Collects: 0. Loses: 0.", names)
	if err != nil || cs.Name != "bagunga1" || cs.Collects != "0" {
		t.Errorf("unseated summary: %+v %v", cs, err)
	}
	if st, err := ParseClassicStreet("*** TURN ***: [7h Kh 8s] [6d]"); err != nil || len(st.Groups) != 2 || st.Groups[1].Cards[0] != "6d" {
		t.Errorf("street: %+v %v", st, err)
	}
}

func TestNewerLines(t *testing.T) {
	h, err := ParseHeader("Game Hand #80586589 - Tournament #11182752 - Holdem(No Limit) - Level 15 (250.00/500.00)- 2019/07/21 17:44:50 UTC")
	if err != nil || h.ID != "80586589" || h.Tournament != "11182752" || h.Game != "Holdem" || h.Limit != "NoLimit" || h.LevelBig != "500.00" || h.Time.H != "17" {
		t.Errorf("tournament header: %+v %v", h, err)
	}
	h, err = ParseHeader("Hand #78708209 - Omaha H/L(Fixed Limit) - $20.00/$40.00 - 2019/07/18 15:13:01 UTC")
	if err != nil || h.Game != "OmahaH/L" || h.Limit != "FixedLimit" || h.Small != "$20.00" || h.Big != "$40.00" {
		t.Errorf("cash header: %+v %v", h, err)
	}
	if !HeaderAt("Hand #85198832 - 7Stud(Fixed Limit) - $0.04/$0.08 - 2019/07/28 16:15:58 UTC") || HeaderAt("Hand #1 was dealt") {
		t.Error("HeaderAt")
	}
	tb, err := ParseTable("Miramar (Cap) 9-max Seat #1 is the button")
	if err != nil || tb.Name != "Miramar (Cap)" || tb.MaxSeats != "9" || tb.Button != "1" {
		t.Errorf("table: %+v %v", tb, err)
	}
	tb, err = ParseTable("Table '25' 9-max Seat #8 is the button")
	if err != nil || tb.Name != "25" {
		t.Errorf("quoted table: %+v %v", tb, err)
	}
	a, err := ParseAct("raises 4055.00 to 4305.00 and is all-in")
	if err != nil || a.Verb() != "raises" || a.A != "4055.00" || a.To != "4305.00" || !a.AllIn() {
		t.Errorf("raise: %+v %v", a, err)
	}
	a, err = ParseAct("collected $0.17 from main pot")
	if err != nil || a.Verb() != "collected" || a.A != "$0.17" || a.AllIn() {
		t.Errorf("collected: %+v %v", a, err)
	}
	ss, err := ParseSummarySeat("(big blind) showed [9c Qd] and won $1.19 with a pair of Queens [Qh Qd As 9c 6c]")
	if err != nil || ss.Outcome() != "showed" || ss.Won != "$1.19" || ss.Cards == nil || ss.Desc != "a pair of Queens [Qh Qd As 9c 6c]" {
		t.Errorf("summary seat: %+v %v", ss, err)
	}
	ss, err = ParseSummarySeat("did not show and won $0.36")
	if err != nil || ss.Outcome() != "did" || ss.Won != "$0.36" {
		t.Errorf("no show: %+v %v", ss, err)
	}
	mp, err := ParseMainPot("Main pot $1.19 | Rake $0.06")
	if err != nil || mp.Pot != "$1.19" || mp.Rake != "$0.06" {
		t.Errorf("main pot: %+v %v", mp, err)
	}
}
