package pacific

import "testing"

func TestParseGame(t *testing.T) {
	for _, c := range []struct{ line, sb, sbPost, bb, words string }{
		{"$0.50/$1 Blinds No Limit Holdem Jackpot table - *** 04 07 2016 02:30:27", "$0.50", "", "$1", "no limit holdem jackpot table"},
		{"0.50/1 Blinds Fix Limit Holdem - *** 08 03 2011 11:02:03", "0.50", "", "1", "fix limit holdem"},
		{"5$/10$ Blinds No Limit Holdem - *** 04 05 2012 07:59:45", "5", "$", "10", "no limit holdem"},
		{"$ 10/$ 20 Blinds Pot Limit Omaha - *** 05 05 2014 21:32:10", "10", "", "20", "pot limit omaha"},
		{"42.797,60 $/0 $ Blinds No Limit Holdem - ***", "42.797,60", "$", "0", "no limit holdem"},
		{"$15/$30 Blinds Pot Limit OmahaHL - *** 19 08 2013 11:19:44", "$15", "", "$30", "pot limit omahahl"},
	} {
		g, words, err := ParseGame(c.line)
		if err != nil {
			t.Errorf("ParseGame(%q): %v", c.line, err)
			continue
		}
		if g.SmallBlind.Num != c.sb || g.SmallBlind.Post != c.sbPost || g.BigBlind.Num != c.bb || words != c.words {
			t.Errorf("ParseGame(%q) = %+v %+v %q", c.line, g.SmallBlind, g.BigBlind, words)
		}
	}
	if _, _, err := ParseGame("$0.50/$1 No Limit Holdem"); err == nil {
		t.Error("a line without Blinds parsed")
	}
}
