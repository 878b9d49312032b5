package pokernow

import (
	"errors"
	"slices"
	"testing"
)

// TestRead: each entry shape is read into its kind and fields; a shape
// that differs in a word is Unknown, never read as something near it.
func TestRead(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Entry
	}{
		{`-- starting hand #45 (id: jdvfp6zclmiu)  (No Limit Texas Hold'em) (dealer: "Ben @ mqFmNcpiVb") --`,
			Entry{Kind: Start, Number: "45", ID: "jdvfp6zclmiu", Game: "No Limit Texas Hold'em", Dealer: "Ben @ mqFmNcpiVb"}},
		{`-- starting hand #1 (id: x)  No Limit Texas Hold'em (dealer: "A @ b") --`,
			Entry{Kind: Start, Number: "1", ID: "x", Game: "No Limit Texas Hold'em", Dealer: "A @ b"}},
		{`-- starting hand #2 (id: y)  (Pot Limit Omaha Hi) (dead button) --`,
			Entry{Kind: Start, Number: "2", ID: "y", Game: "Pot Limit Omaha Hi", DeadButton: true}},
		{`-- ending hand #45 --`, Entry{Kind: End, Number: "45"}},
		{`Player stacks: #1 "Ben @ mqFmNcpiVb" (2000) | #3 "Jason @ k3cSFqa8xp" (1550.25)`,
			Entry{Kind: Stacks, Seats: []Seat{{1, "Ben @ mqFmNcpiVb", "2000"}, {3, "Jason @ k3cSFqa8xp", "1550.25"}}}},
		{`Your hand is 9♥, 10♣`, Entry{Kind: YourHand, Cards: []string{"9h", "Tc"}}},
		{`"Ben @ mqFmNcpiVb" folds`, Entry{Kind: Fold, Player: "Ben @ mqFmNcpiVb"}},
		{`"Ben @ mqFmNcpiVb" checks`, Entry{Kind: Check, Player: "Ben @ mqFmNcpiVb"}},
		{`"Ben @ m" posts a small blind of 10`, Entry{Kind: Post, Player: "Ben @ m", Blind: "small blind", Amount: "10"}},
		{`"Ben @ m" posts a straddle of 40 and go all in`, Entry{Kind: Post, Player: "Ben @ m", Blind: "straddle", Amount: "40", AllIn: true}},
		{`"Ben @ m" posts a missed big blind of 20`, Entry{Kind: Post, Player: "Ben @ m", Blind: "missed big blind", Amount: "20"}},
		{`"Ben @ m" calls 120`, Entry{Kind: Call, Player: "Ben @ m", Amount: "120"}},
		{`"Ben @ m" bets 0.25 and go all in`, Entry{Kind: Bet, Player: "Ben @ m", Amount: "0.25", AllIn: true}},
		{`"Ben @ m" raises to 120`, Entry{Kind: Raise, Player: "Ben @ m", Amount: "120"}},
		{`"A "quoted" name @ m" folds`, Entry{Kind: Fold, Player: `A "quoted" name @ m`}},
		{`Flop:  [5♣, J♦, 4♣]`, Entry{Kind: Board, Street: "Flop", Cards: []string{"5c", "Jd", "4c"}}},
		{`Turn: 5♣, J♦, 4♣ [3♦]`, Entry{Kind: Board, Street: "Turn", Before: []string{"5c", "Jd", "4c"}, Cards: []string{"3d"}}},
		{`River: 5♣, J♦, 4♣, 3♦ [10♠]`, Entry{Kind: Board, Street: "River", Before: []string{"5c", "Jd", "4c", "3d"}, Cards: []string{"Ts"}}},
		{`Flop (second run):  [5♣, J♦, 4♣]`, Entry{Kind: Board, Street: "Flop", SecondRun: true, Cards: []string{"5c", "Jd", "4c"}}},
		{`Uncalled bet of 100 returned to "Ben @ m"`, Entry{Kind: Uncalled, Player: "Ben @ m", Amount: "100"}},
		{`"Ben @ m" shows a 9♥, 9♣.`, Entry{Kind: Shows, Player: "Ben @ m", Cards: []string{"9h", "9c"}}},
		{`"Ben @ m" collected 1870 from pot`, Entry{Kind: Collected, Player: "Ben @ m", Amount: "1870"}},
		{`"Ben @ m" collected 1870 from pot with Three of a Kind, 9's (combination: 9♥, 9♣, 9♠, J♦, 5♣)`,
			Entry{Kind: Collected, Player: "Ben @ m", Amount: "1870", Description: "Three of a Kind, 9's"}},
		{`The player "Ben @ m" joined the game with a stack of 1000.`, Entry{Kind: Log}},
		{`The game's small blind was changed from 10 to 20.`, Entry{Kind: Log}},
	} {
		got, err := Read(c.in)
		if err != nil {
			t.Errorf("%q: %v", c.in, err)
			continue
		}
		if got.Kind != c.want.Kind || got.Player != c.want.Player || got.Amount != c.want.Amount || got.AllIn != c.want.AllIn ||
			got.Number != c.want.Number || got.ID != c.want.ID || got.Game != c.want.Game || got.Dealer != c.want.Dealer ||
			got.DeadButton != c.want.DeadButton || got.Blind != c.want.Blind || got.Street != c.want.Street || got.SecondRun != c.want.SecondRun ||
			!slices.Equal(got.Before, c.want.Before) || !slices.Equal(got.Cards, c.want.Cards) || !slices.Equal(got.Seats, c.want.Seats) ||
			got.Description != c.want.Description {
			t.Errorf("%q:\n got %+v\nwant %+v", c.in, got, c.want)
		}
	}
	for _, in := range []string{
		`"Ben @ m" calls`, `"Ben @ m" raises 120`, `"Ben @ m" bets 1,000`, `"Ben @ m" calls -5`, `"Ben" folds`, `"Ben @ m" folds.`,
		`Player stacks: #1 "Ben @ m" (2000) | #3 Jason (1550)`, `-- starting hand #45 (No Limit Texas Hold'em) (dealer: "A @ b") --`,
		`-- ending hand 45 --`, `Remaining players decide whether to run it twice.`, `Undealt cards: [5♣]`, `"Ben @ m" wins 100`,
	} {
		if e, err := Read(in); !errors.Is(err, ErrUnknown) || e.Kind != Unknown {
			t.Errorf("%q: read as %v (%v)", in, e.Kind, err)
		}
	}
	for _, in := range []string{`Flop:  [5♣, J♦, 1♣]`, `"Ben @ m" shows a 9♥, 9x.`, `Your hand is 9♥, 11♣`} {
		if _, err := Read(in); err == nil || errors.Is(err, ErrUnknown) {
			t.Errorf("%q: a bad card not named: %v", in, err)
		}
	}
}

// TestRows: the rows with their lines and byte ranges, a quoted entry
// over two lines included; a row that is not three fields is an error on
// its line.
func TestRows(t *testing.T) {
	text := "entry,at,order\n\"\"\"A @ b\"\" folds\",t,3\n\"two\nlines\",t,2\nlast,t,1\n"
	rows, err := Rows(text)
	if err != nil || len(rows) != 3 {
		t.Fatalf("%v %+v", err, rows)
	}
	if r := rows[0]; r.Entry != `"A @ b" folds` || r.Order != 3 || r.Line != 2 || text[r.Start:r.End] != "\"\"\"A @ b\"\" folds\",t,3\n" {
		t.Errorf("row 0 %+v", r)
	}
	if r := rows[2]; r.Line != 5 || r.Entry != "last" || r.End != len(text) {
		t.Errorf("row 2 %+v", r)
	}
	for in, line := range map[string]int{"entry,at,order\na,t,1\nb,t\n": 3, "entry,at,order\na,t,x\n": 2, "entry,at,order\na,t,1\n\"open,t,2\n": 3} {
		_, err := Rows(in)
		var e *Error
		if !errors.As(err, &e) || e.Line != line {
			t.Errorf("%q: %v, want an error on line %d", in, err, line)
		}
	}
}

// TestReadLayout: the grammars' lexer skips blanks, but an entry is read
// only as PokerNow lays it out: one blank between words, none inside
// "--", "#45", "(id: x)", "(second run)", no tab, nothing after.
func TestReadLayout(t *testing.T) {
	for _, in := range []string{
		`"Ben @ m" calls  120`, `"Ben @ m" calls	120`, `"Ben @ m" raises to 120 `, `"Ben @ m" posts a big  blind of 20`,
		`"Ben @ m" collected 1870 from  pot`, `- - ending hand #45 --`, `-- ending hand # 45 --`, `-- ending hand #45 --.`,
		`-- starting hand # 45 (id: x)  (Game) (dead button) --`, `-- starting hand #45 ( id: x)  (Game) (dead button) --`,
		`-- starting hand #45 (id: x)  (Game) (dead button) -- `, `Flop ( second run):  [5♣, J♦, 4♣]`, `Flop(second run):  [5♣]`,
		`Player stacks: # 1 "Ben @ m" (2000)`, `Player stacks: #1 "Ben @ m" ( 2000)`, `Uncalled bet of 100  returned to "Ben @ m"`,
		`"Ben @ m" bets $40`, `"Ben @ m" calls 1.5.5`, `Player stacks: #1 "Ben @ m" (2,000)`,
	} {
		if e, err := Read(in); !errors.Is(err, ErrUnknown) || e.Kind != Unknown {
			t.Errorf("%q: read as %v (%v)", in, e.Kind, err)
		}
	}
}
