package ptexport

import (
	"reflect"
	"testing"

	"github.com/hhcheck/hhcheck/grammar/linekind"
)

// Lines from the real *Everest.txt files of
// ../shared/histories/by-site/PokerTracker-export.

func TestEverestHeader(t *testing.T) {
	for _, c := range []struct {
		line                       string
		id, table, tour, sm, bg, g string
		y, min                     string
	}{
		{"EverestPoker Game #6450768434: Table Moroni-1 - $0.50/$1 - No Limit Hold'em - 22:33:12 - 2011/01/02",
			"6450768434", "Moroni-1", "", "$0.50", "$1", "No Limit Hold'em", "2011", "33"},
		{"EverestPoker Game #7164315170: Tourney ID: 49630157, Table 49630157-0 - 100/200 - Limit Hold'em - 09:01:24 - 2011/11/02",
			"7164315170", "49630157-0", "49630157", "100", "200", "Limit Hold'em", "2011", "01"},
	} {
		h, err := ParseEverestHeader(c.line)
		if err != nil {
			t.Errorf("%q: %v", c.line, err)
			continue
		}
		y, _, _ := h.Date.YMD()
		if h.ID != c.id || h.Table != c.table || h.Tournament != c.tour || h.Small != c.sm || h.Big != c.bg || h.Game != c.g || y != c.y || h.Date.Min != c.min {
			t.Errorf("%q: %+v", c.line, h)
		}
	}
	for _, s := range []string{
		"EverestPoker Game #: Table X - $1/$2 - No Limit Hold'em - 22:33:12 - 2011/01/02",
		"EverestPoker Game #64507: Table X - No Limit Hold'em - 22:33:12 - 2011/01/02",
		"EverestPoker Game #64507: Moroni-1 - $0.50/$1 - No Limit Hold'em - 22:33:12 - 2011/01/02",
		"EverestPoker Game #64507: Table X - $0.50/$1 - No Limit Hold'em - 22:33 - 2011/01/02",
	} {
		if h, err := ParseEverestHeader(s); err == nil {
			t.Errorf("%q read: %+v", s, h)
		}
	}
}

func TestEverestLines(t *testing.T) {
	for line, want := range map[string]linekind.Kind{
		"Seat 1: Player14 ($94.15)":                  linekind.KSeat,
		"The button is in seat #7":                   linekind.KButton,
		"*** FLOP *** [Ks 5s 6c]":                    linekind.KStreet,
		"Dealt to Player13 [5d 3c]":                  linekind.KDealt,
		"Uncalled bet of $7.00 returned to Player28": linekind.KUncalled,
		"Player28 collects $12.85":                   linekind.KPlayer,
		"":                                           linekind.KBlank,
	} {
		if k := EverestClassify(line); k != want {
			t.Errorf("%q: %s, want %s", line, k, want)
		}
	}
}

func TestEverestActs(t *testing.T) {
	names := []string{"Player26", "Player6", "P 1"}
	for _, c := range []struct {
		line  string
		name  int
		kind  linekind.Kind
		a     string
		cards []string
		allIn bool
	}{
		{"Player6 posts the small blind of $0.50", 1, linekind.KPostSB, "$0.50", nil, false},
		{"Player6 posts the big blind of $1.00", 1, linekind.KPostBB, "$1.00", nil, false},
		{"Player6 posts the dead blind of $0.50", 1, linekind.KPostDead, "$0.50", nil, false},
		{"Player6 posts $1.00", 1, linekind.KPost, "$1.00", nil, false},
		{"Player6 posts the ante of $25.00", 1, linekind.KPostAnte, "$25.00", nil, false},
		{"Player6 folds", 1, linekind.KFold, "", nil, false},
		{"P 1 checks", 2, linekind.KCheck, "", nil, false},
		{"Player6 calls $4.50", 1, linekind.KCall, "$4.50", nil, false},
		{"Player6 calls $70.00, and is all-in", 1, linekind.KCall, "$70.00", nil, true},
		{"Player6 bets $1,000.00 and is all-in", 1, linekind.KBet, "$1,000.00", nil, true},
		{"Player26 raises to $5.50", 0, linekind.KRaise, "$5.50", nil, false},
		{"Player26 raises to $170.00, and is all-in", 0, linekind.KRaise, "$170.00", nil, true},
		{"Player26 shows [Ad 9h]", 0, linekind.KShow, "", []string{"Ad", "9h"}, false},
		{"Player26 mucked [Ts 7c]", 0, linekind.KMucks, "", []string{"Ts", "7c"}, false},
		{"Player26 collects $1,440.00", 0, linekind.KCollected, "$1,440.00", nil, false},
		{"Player26 finished in place 3 and won 0,02 €", 0, linekind.KFinished, "", nil, false},
		{"Player26 has been disconnected, and is allin", 0, linekind.KDisconnected, "", nil, false},
	} {
		i, rest, k := EverestCutName(c.line, names)
		if i != c.name || k != c.kind {
			t.Errorf("%q: name %d, kind %s", c.line, i, k)
			continue
		}
		a, err := ParseEverestAct(k, rest)
		if err != nil {
			t.Errorf("%q: %v", c.line, err)
			continue
		}
		if a.A != c.a || !reflect.DeepEqual(a.Cards, c.cards) || a.AllIn != c.allIn {
			t.Errorf("%q: %+v", c.line, a)
		}
	}
	for _, line := range []string{"Player6 juggles $1.00", "Nobody folds"} {
		if _, _, k := EverestCutName(line, names); k != linekind.KUnknown {
			t.Errorf("%q: kind %s", line, k)
		}
	}
	for _, line := range []string{"Player6 raises to", "Player6 collects all", "Player6 mucked", "Player6 posts the ante of"} {
		_, rest, k := EverestCutName(line, names)
		if _, err := ParseEverestAct(k, rest); err == nil && k != linekind.KUnknown {
			t.Errorf("%q read as %s", line, k)
		}
	}
}
