package partypoker

import (
	"reflect"
	"testing"

	"github.com/hhcheck/hhcheck/grammar/linekind"
)

// Lines from the real PartyPoker and 888 files of ../shared.
func TestClassify(t *testing.T) {
	for _, c := range []struct {
		line string
		want LineKind
	}{
		{"#Game No : 4950573552", LGameNo},
		{"***** Hand History for Game 15492724092 *****", LHistory},
		{"***** Hand History For Game 1620144103176i4oztmbj2r *****", LHistory},
		{"***** Cassava Hand History for Game 440726740 *****", LHistory},
		{"***** 888.ro BLAST Hand History for Game 1008664844 *****", LHistory},
		{"Game #9423586142 starts.", LStarts},
		{"Seat 1 is the button", LButton},
		{"Total number of players : 6/6", LPlayers},
		{"seat 1: Player0 ( $11.84 USD )", LSeat},
		{"seat1: Player0 ( $664.25 USD )", LSeat},
		{"Seat 10: miron01 ( $1,884 )", LSeat},
		{"Table Bolt  ( Real Money )", LTable},
		{"Tournament #36216773 Free - Table #359 (Real Money)", LTable},
		{"** Dealing Flop ** [ 2h, Ts, Qh ]", LStreet},
		{"** Dealing **", LStreet},
		{"** Summary **", LSummary},
		{"Dealt to Hero [  9c Ad ]", LDealt},
		{"Main Pot: $0.18 Rake: $0", LMainPot},
		{"Board: [ 5s 7h 6h ]", LBoard},
		{"Blinds-Antes(400/800 -25)", LLevel},
		{"Hero folds", LPlayer},
		{"Seat Hero folds", LPlayer},
	} {
		if got := Classify(c.line); got != c.want {
			t.Errorf("Classify(%q) = %s, want %s", c.line, got, c.want)
		}
	}
}

func amt(pre, num, post, code string) *Amount {
	return &Amount{Pre: pre, Num: num, Post: post, Code: code}
}

func TestParseAct(t *testing.T) {
	names := []string{"poket Ass", "Player1", ""}
	for _, c := range []struct {
		line string
		want Act
	}{
		{"Player1 posts small blind [$0.05 USD].", Act{Kind: linekind.KPostSB, A: amt("", "$0.05", "", "USD")}},
		{"Player1 posts small blind (0.01)", Act{Kind: linekind.KPostSB, A: amt("", "0.01", "", "")}},
		{"Player1 raises [ $0.20 USD ]", Act{Kind: linekind.KRaise, A: amt("", "$0.20", "", "USD")}},
		{"Player1 raises[ $25 USD ]", Act{Kind: linekind.KRaise, A: amt("", "$25", "", "USD")}},
		{"Player1 raises 0.06 to 0.08", Act{Kind: linekind.KRaise, A: amt("", "0.06", "", ""), B: amt("", "0.08", "", "")}},
		{"Player1 is all-In  [$3.92 USD]", Act{Kind: linekind.KAllIn, A: amt("", "$3.92", "", "USD")}},
		{"Player1 posts big blind + dead [0,35 €].", Act{Kind: linekind.KPostBoth, A: amt("", "0,35", "€", "")}},
		{"Player1 posts dead blind [$0.01 + $0.02]", Act{Kind: linekind.KPostDead, A: amt("", "$0.01", "", ""), B: amt("", "$0.02", "", "")}},
		{"Player1 posts dead blind [0,01 $ + 0,02 $]", Act{Kind: linekind.KPostDead, A: amt("", "0,01", "$", ""), B: amt("", "0,02", "$", "")}},
		{"Player1 posts button blind  [$1 USD]", Act{Kind: linekind.KPostButton, A: amt("", "$1", "", "USD")}},
		{"Player1 bring-ins [$0.25 USD]", Act{Kind: linekind.KBringIn, A: amt("", "$0.25", "", "USD")}},
		{"Player1 double bets [120]", Act{Kind: linekind.KDoubleBet, A: amt("", "120", "", "")}},
		{"Player1 calls [$ 20]", Act{Kind: linekind.KCall, A: amt("$", "20", "", "")}},
		{"Player1 calls [284,48$]", Act{Kind: linekind.KCall, A: amt("", "284,48", "$", "")}},
		{"Player1 shows [ Th, 5c ]a flush, Ace high.", Act{Kind: linekind.KShow, Cards: []string{"Th", "5c"}, Text: "a flush, Ace high"}},
		{"Player1 doesn't show [ 9c, Ad ]a pair of Aces.", Act{Kind: linekind.KNoShow, Cards: []string{"9c", "Ad"}, Text: "a pair of Aces"}},
		{"Player1 mucks [ 6d, 4d ]", Act{Kind: linekind.KMuck, Cards: []string{"6d", "4d"}}},
		{"Player1 wins $278 USD from the main pot with a flush, Ace high.", Act{Kind: linekind.KWins, A: amt("", "$278", "", "USD"), Pot: "main", Text: "a flush, Ace high"}},
		{"Player1 wins $0.06 USD from the side pot 1 with a straight, Seven to Jack.", Act{Kind: linekind.KWins, A: amt("", "$0.06", "", "USD"), Pot: "side", PotN: "1", Text: "a straight, Seven to Jack"}},
		{"Player1 wins Lo ($28.75 USD) from the main pot with 7,5,4,2,A.", Act{Kind: linekind.KWins, Half: "Lo", A: amt("", "$28.75", "", "USD"), Pot: "main", Text: "7,5,4,2,A"}},
		{"Player1 wins 5,010 chips from the main pot with a flush, Ten high.", Act{Kind: linekind.KWins, A: amt("", "5,010", "", "chips"), Pot: "main", Text: "a flush, Ten high"}},
		{"Player1 wins $0.57 USD", Act{Kind: linekind.KWins, A: amt("", "$0.57", "", "USD")}},
		{"Player1 collected [ $3,403 ]", Act{Kind: linekind.KCollected, A: amt("", "$3,403", "", "")}},
		{"Player1 does not show cards.", Act{Kind: linekind.KNoCards}},
		{"Player1 did not show his hand", Act{Kind: linekind.KNoCards}},
		{"poket Ass checks", Act{Kind: linekind.KCheck}},
		{" folds", Act{Kind: linekind.KFold}},
		{"Player1 folds.", Act{Kind: linekind.KFold}},
		{"Player1: anyone else here but you?^^", Act{Kind: linekind.KChat, Text: "anyone else here but you?^^"}},
		{"Player1 showsA,5,4,2,A  for low.", Act{Kind: linekind.KLowShown}},
	} {
		i, rest, k := CutName(c.line, names)
		if k == linekind.KUnknown || i < 0 {
			t.Errorf("CutName(%q): no kind", c.line)
			continue
		}
		got, err := ParseAct(k, rest)
		if err != nil {
			t.Errorf("ParseAct(%q): %v", c.line, err)
			continue
		}
		if !reflect.DeepEqual(*got, c.want) {
			t.Errorf("ParseAct(%q) = %+v, want %+v", c.line, *got, c.want)
		}
	}
}

func TestParseActErrors(t *testing.T) {
	for _, c := range []struct {
		k    linekind.Kind
		rest string
	}{
		{linekind.KCall, "calls [$0.02 USD"},
		{linekind.KRaise, "raises to 0.08"},
		{linekind.KPostDead, "posts dead blind [$0.01]"},
		{linekind.KShow, "shows 9c Ad"},
		{linekind.KCollected, "collected $5"},
	} {
		if _, err := ParseAct(c.k, c.rest); err == nil {
			t.Errorf("ParseAct(%s, %q): no error", c.k, c.rest)
		}
	}
}

// A kind with no grammar is an error unless it is a note, kept as it is.
func TestParseActWithoutRule(t *testing.T) {
	if a, err := ParseAct(linekind.KUnknown, "does something"); err == nil || a != nil {
		t.Errorf("unknown kind: %+v %v, want an error", a, err)
	}
	if a, err := ParseAct(linekind.KJoins, "has joined the table."); err != nil || a == nil || a.Kind != linekind.KJoins || a.Text != "" {
		t.Errorf("note: %+v %v", a, err)
	}
	if a, err := ParseAct(linekind.KChat, "gl all"); err != nil || a.Text != "gl all" {
		t.Errorf("chat: %+v %v", a, err)
	}
}

func TestAmountText(t *testing.T) {
	for _, c := range []struct {
		a        Amount
		text     string
		european bool
	}{
		{*amt("", "$0.05", "", "USD"), "$0.05", false},
		{*amt("", "0,35", "€", ""), "€0,35", true},
		{*amt("$", "3.243", "", ""), "$3.243", true},
		{*amt("", "1,379", "", ""), "1,379", false},
	} {
		text, eu := c.a.Text()
		if text != c.text || eu != c.european {
			t.Errorf("%+v: %q %v, want %q %v", c.a, text, eu, c.text, c.european)
		}
	}
}

func TestHistory(t *testing.T) {
	for _, c := range []struct{ line, site, id string }{
		{"***** Hand History for Game 15492724092 *****", "", "15492724092"},
		{"***** Hand History For Game 1620144103176i4oztmbj2r *****", "", "1620144103176i4oztmbj2r"},
		{"***** 888poker Hand History for Game 548154959 *****", "888poker", "548154959"},
		{"***** 888.ro BLAST Hand History for Game 1008664844 *****", "888.ro BLAST", "1008664844"},
	} {
		site, id, err := History(c.line)
		if err != nil || site != c.site || id != c.id {
			t.Errorf("History(%q) = %q %q %v", c.line, site, id, err)
		}
	}
	for _, bad := range []string{"***** Hand History for Game 1", "***** History for hand 1 *****", "***** Betfair Poker Hand History for Game x",
		"***** Hand history for game #148735485 *****"} {
		if HistoryAt(bad) {
			t.Errorf("HistoryAt(%q)", bad)
		}
	}
}

func TestParseGame(t *testing.T) {
	for _, c := range []struct {
		line, words, tour, level string
		stakes                   []string
	}{
		{"$0.10/$0.25 USD NL Texas Hold'em - Saturday, September 21, 16:06:03 EDT 2013", "nl texas hold'em", "", "", []string{"$0.10", "$0.25"}},
		{"$10 USD fastforward NL Texas Hold'em - Wednesday,August 31, 01:41:34 MESZ 2016", "fastforward nl texas hold'em", "", "", []string{"$10"}},
		{"$1,000 USD PL  Omaha Hi-Saturday,February 18, 01:10:59 EST 2012", "pl omaha hi", "", "", []string{"$1,000"}},
		{"0.01/0.02 Texas Hold'em Game Table (NL)  -  Mon Jul 12 13:38:32 EDT 2010", "texas hold'em game table (nl)", "", "", []string{"0.01", "0.02"}},
		{"250/500 Tourney Texas Holdem Game Table (NL) (MTT Tournament #302466038) (Buyin $3.0 + $0.3) - Tue May 04 12:00:14 EDT 2021",
			"tourney texas holdem game table (nl) (mtt tournament #302466038) (buyin $3.0 + $0.3)", "302466038", "", []string{"250", "500"}},
		{"NL Texas Hold'em $1 USD Buy-in Trny:67521159 Level:7  Blinds-Antes(400/800 -25) - Thursday, March 01, 06:39:22 EST 2012",
			"nl texas hold'em buy-in", "67521159", "7", []string{"$1"}},
	} {
		g, err := ParseGame(c.line)
		if err != nil {
			t.Errorf("ParseGame(%q): %v", c.line, err)
			continue
		}
		var st []string
		for _, a := range g.Stakes {
			st = append(st, a.Num)
		}
		if g.Words != c.words || g.Tournament != c.tour || g.Level != c.level || !reflect.DeepEqual(st, c.stakes) {
			t.Errorf("ParseGame(%q) = %q %q %q %v", c.line, g.Words, g.Tournament, g.Level, st)
		}
	}
	g, err := ParseGame("NL Texas Hold'em $1 USD Buy-in Trny:67521159 Level:7  Blinds-Antes(400/800 -25) - Thursday, March 01, 06:39:22 EST 2012")
	if err != nil || len(g.Blinds) != 2 || g.Blinds[1].Num != "800" || g.Ante.Num != "25" {
		t.Errorf("Blinds-Antes: %+v %v", g, err)
	}
	if _, err := ParseGame("$2 USD NL Texas Hold'em"); err == nil {
		t.Error("a game line without a date parsed")
	}
}

func TestParseTableAndSeat(t *testing.T) {
	tb, err := ParseTable("Table 20BB Min Speed #1775757  (Real Money) -- Seat 1 is the button")
	if err != nil || tb.Name != "20BB Min Speed #1775757" || tb.Button != "1" || tb.Money != "Real Money" {
		t.Errorf("%+v %v", tb, err)
	}
	tb, err = ParseTable("Tournament #50321242 $10 + $1 - Table #1 (Real Money)")
	if err != nil || tb.Tournament != "50321242" || tb.BuyIn != "$10 + $1" || tb.Name != "#1" {
		t.Errorf("%+v %v", tb, err)
	}
	tb, err = ParseTable("Table Leeds 10 Max (Real Money)")
	if err != nil || tb.MaxSeats != "10" {
		t.Errorf("%+v %v", tb, err)
	}
	s, err := ParseSeat("Seat 5: poket Ass ( $2,290.68 USD )")
	if err != nil || s.Number != "5" || s.Name != "poket Ass" || s.Stack.Num != "$2,290.68" {
		t.Errorf("%+v %v", s, err)
	}
	s, err = ParseSeat("Seat 2:  ( $895 )")
	if err != nil || s.Name != "" || s.Stack.Num != "$895" {
		t.Errorf("%+v %v", s, err)
	}
	if _, err := ParseSeat("Seat 2: Hero"); err == nil {
		t.Error("a seat without a stack parsed")
	}
}

// FuzzLine: no line panics the classifiers and grammars
// (go test ./grammar/partypoker -run '^$' -fuzz FuzzLine -fuzztime 30s).
func FuzzLine(f *testing.F) {
	for _, s := range []string{"Player1 raises 0.06 to 0.08", "Seat 2:  ( $895 )", "** Dealing Flop ** :  [ 5s, 7h, 6h ]",
		"Table 20BB Min Speed #1775757  (Real Money) -- Seat 1 is the button", "***** Hand History For Game 1 *****",
		"NL Texas Hold'em $1 USD Buy-in Trny:67521159 Level:7  Blinds-Antes(400/800 -25) - Thursday, March 01",
		"Player1 wins Lo ($28.75 USD) from the main pot with 7,5,4,2,A.", "Main Pot: $0.18 Rake: $0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		switch Classify(line) {
		case LSeat:
			_, _ = ParseSeat(line)
		case LTable:
			_, _ = ParseTable(line)
		case LStreet:
			_, _ = ParseStreet(line)
		case LDealt:
			_, _, _ = ParseDealt(line)
		case LMainPot:
			_, _ = ParseMainPot(line)
		case LHistory, LGameNo, LButton, LPlayers:
			_, _, _ = History(line)
			_, _ = GameNo(line)
			_, _ = Button(line)
			_, _, _ = Players(line)
		}
		_, _ = ParseGame(line)
		_, _ = BalanceCollected(line)
		if _, rest, k := NameOf(line); k != linekind.KUnknown {
			_, _ = ParseAct(k, rest)
		}
	})
}
