package phh

import (
	"slices"
	"testing"
)

func TestDecimal(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"1000", "1000"}, {"1_000", "1000"}, {"0.25", "0.25"}, {"2.50", "2.5"}, {"1.5e2", "150"},
		{"5e1", "50"}, {"1E-2", "0.01"}, {"+7", "7"}, {"-3", "-3"}, {"0", "0"}, {"-0.0", "0"}, {"12.345e1", "123.45"},
	} {
		got, err := Value(c.in).Decimal()
		if err != nil || got != c.want {
			t.Errorf("%s: %q %v, want %q", c.in, got, err, c.want)
		}
	}
	for _, bad := range []string{"", "0x10", "0o7", "0b1", "inf", "nan", `"12"`, "1.", ".5", "1e", "1e99", "012", "1.2.3", "1,000"} {
		if got, err := Value(bad).Decimal(); err == nil {
			t.Errorf("%q accepted as %q", bad, got)
		}
	}
}

func TestDecodeKeepsLiterals(t *testing.T) {
	h, err := Decode("variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [0.25, 0.5]\nmin_bet = 5e-1\n" +
		"starting_stacks = [1_000.00, 999999999999999999999]\nactions = ['d dh p1 AcKd', \"p2 cc\"] # end\n" +
		"hand = 'X-1'\ntable = 12\n_amount_decimals = 2\n")
	if err != nil {
		t.Fatal(err)
	}
	if h.Variant != "NT" || !slices.Equal(h.BlindsOrStraddles, []Value{"0.25", "0.5"}) || *h.MinBet != "5e-1" ||
		!slices.Equal(h.StartingStacks, []Value{"1_000.00", "999999999999999999999"}) || len(h.Actions) != 2 ||
		h.Hand.Text() != "X-1" || h.Table.Text() != "12" || *h.AmountDecimals != 2 {
		t.Errorf("%+v", h)
	}
	if _, err := Decode("variant = 'NT'\nantes = [0,\n"); err == nil || ErrorLine(err) != 2 {
		t.Errorf("unclosed array: %v (line %d)", err, ErrorLine(err))
	}
}

func TestIsDocument(t *testing.T) {
	for _, ok := range []string{
		"variant = 'NT'\nactions = []\n",
		"\ufeff# a comment\n\nvariant = \"FT\"\n",
		"# hands\n[1]\nvariant = 'NT'\n[2]\nvariant = 'NT'\n",
		"antes = [0, 0]\nvariant='PO'\n",
	} {
		if !IsDocument(ok) {
			t.Errorf("not a PHH document: %q", ok)
		}
	}
	for _, no := range []string{
		"PokerStars Hand #1: Hold'em No Limit ($0.01/$0.02)\nvariant = 'NT'\n",
		"<session>\n",
		"variant: NT\n",
		"antes = [0]\n",
		"",
	} {
		if IsDocument(no) {
			t.Errorf("taken for a PHH document: %q", no)
		}
	}
}

func TestHands(t *testing.T) {
	text := "# two\n[1]\nvariant = 'NT'\n\n[2] # second\nvariant = 'FT'\n"
	got := Hands(text)
	if len(got) != 2 || got[0].Name != "1" || got[1].Name != "2" || text[got[0].Start:got[0].End] != "[1]\nvariant = 'NT'\n\n" ||
		text[got[1].Start:got[1].End] != "[2] # second\nvariant = 'FT'\n" {
		t.Fatalf("%+v", got)
	}
	if b := Body(text[got[1].Start:got[1].End]); b != "\nvariant = 'FT'\n" {
		t.Errorf("body %q", b)
	}
	if one := Hands("variant = 'NT'\n"); len(one) != 1 || one[0].Name != "" || one[0].End != 15 {
		t.Errorf("%+v", one)
	}
	for _, no := range []string{"[[1]]", "[a.b]", "[]", "['x']"} {
		if _, ok := TableName(no); ok {
			t.Errorf("%s taken for a hand's table", no)
		}
	}
}

func TestValueLines(t *testing.T) {
	text := "variant = 'NT'\nactions = [\n  'p1 cc', # a comment with 'quotes'\n  \"p2 \\\"x\",\n\n  'p1 f',\n]\nplayers = ['a']\n"
	if got := ValueLines(text, "actions", 3); !slices.Equal(got, []int{2, 3, 5}) {
		t.Errorf("%v", got)
	}
	if got := ValueLines("actions = ['a', 'b']\n", "actions", 3); !slices.Equal(got, []int{0, 0, -1}) {
		t.Errorf("%v", got)
	}
	if KeyLine(text, "players") != 7 || KeyLine(text, "seats") != -1 {
		t.Error("KeyLine")
	}
}

func TestParseAction(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Action
	}{
		{"d dh p1 AcKd", Action{Verb: DealHole, Player: 1, Cards: []string{"Ac", "Kd"}}},
		{"d dh p12 ????", Action{Verb: DealHole, Player: 12, Cards: []string{"??", "??"}}},
		{"d db AhKhQh # flop", Action{Verb: DealBoard, Cards: []string{"Ah", "Kh", "Qh"}}},
		{"p1 cbr 300", Action{Actor: 1, Verb: BetRaise, Amount: "300"}},
		{"p2 cbr 1.5e2", Action{Actor: 2, Verb: BetRaise, Amount: "1.5e2"}},
		{"p3 cc", Action{Actor: 3, Verb: CheckCall}},
		{"p3  f", Action{Actor: 3, Verb: Fold}},
		{"p1 pb", Action{Actor: 1, Verb: BringIn}},
		{"p1 sd", Action{Actor: 1, Verb: Draw}},
		{"p1 sd 7s2c", Action{Actor: 1, Verb: Draw, Cards: []string{"7s", "2c"}}},
		{"p2 sm AcKd", Action{Actor: 2, Verb: ShowMuck, Cards: []string{"Ac", "Kd"}}},
		{"p2 sm -", Action{Actor: 2, Verb: ShowMuck, Muck: true}},
		{"p2 sm", Action{Actor: 2, Verb: ShowMuck, Muck: true}},
	} {
		got, err := ParseAction(c.in)
		if err != nil || got.Actor != c.want.Actor || got.Verb != c.want.Verb || got.Player != c.want.Player ||
			!slices.Equal(got.Cards, c.want.Cards) || got.Amount != c.want.Amount || got.Muck != c.want.Muck {
			t.Errorf("%q: %+v %v, want %+v", c.in, got, err, c.want)
		}
	}
	for _, bad := range []string{"", "p1", "d f", "p0 f", "x1 f", "p1 cbr", "p1 cbr 1 2", "p1 f now", "d dh AcKd", "d dh p1 AcK", "p1 xx", "d db", "p1 sm A"} {
		if a, err := ParseAction(bad); err == nil {
			t.Errorf("%q accepted: %+v", bad, a)
		}
	}
}
