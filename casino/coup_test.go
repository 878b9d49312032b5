package casino

import (
	"bufio"
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
)

const projectCoups = "../testdata/casino/project__coups.jsonl"

// readCoups reads the project's coups by id.
func readCoups(t *testing.T) (map[string][]byte, []string) {
	t.Helper()
	data, err := os.ReadFile(projectCoups)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]byte{}
	var order []string
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		c, err := Decode(sc.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(c.Note, "written by the hhcheck project") {
			t.Fatalf("%s is not marked as written by the project", c.ID)
		}
		out[c.ID] = append([]byte(nil), sc.Bytes()...)
		order = append(order, c.ID)
	}
	return out, order
}

func settleRaw(t *testing.T, raw []byte) *Result {
	t.Helper()
	c, err := Decode(raw)
	if err != nil {
		t.Fatal(err)
	}
	r, err := Settle(c, 1)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestProjectCoupsClean: every coup written by the project, paid as
// worked out by hand, is clean, and every bet is compared.
func TestProjectCoupsClean(t *testing.T) {
	coups, order := readCoups(t)
	if len(order) < 8 {
		t.Fatalf("%d coups", len(order))
	}
	for _, id := range order {
		r := settleRaw(t, coups[id])
		for _, f := range r.Findings {
			t.Errorf("%s: %s %s: %s", id, f.Code, f.Clause, f.Message)
		}
		for _, b := range r.Bets {
			if b.Recorded == nil {
				t.Errorf("%s: box %d %s not compared", id, b.Box, b.Spot)
			}
		}
	}
}

// tamper applies replacements to a coup's JSON text.
func tamper(t *testing.T, raw []byte, pairs ...string) []byte {
	t.Helper()
	s := string(raw)
	for i := 0; i < len(pairs); i += 2 {
		if !strings.Contains(s, pairs[i]) {
			t.Fatalf("tamper: %q not in %s", pairs[i], s)
		}
		s = strings.Replace(s, pairs[i], pairs[i+1], 1)
	}
	return []byte(s)
}

// TestTamperedCoups: each departure from the rules written into a clean
// coup is flagged with its code and clause, and nothing else is.
func TestTamperedCoups(t *testing.T) {
	coups, _ := readCoups(t)
	type want struct {
		code   hand.Code
		clause string
		player string
	}
	for _, tc := range []struct {
		name, id string
		edit     []string
		want     []want
	}{
		{"banco draws the tableau forbids (6 against a Punto that stood)", "project-pb-2",
			// the table dealt Banco a third card 2s and paid Banco's 8 as a win
			[]string{`"cards":["Ts","4c","6h","2d"]`, `"cards":["Ts","4c","6h","2d","2s"]`,
				`"banco":["4c","2d"]`, `"banco":["4c","2d","2s"]`,
				`"stake":10000,"paid":10000}`, `"stake":10000,"paid":19500}`,
				`"stake":1000,"paid":9000}`, `"stake":1000,"paid":0}`},
			[]want{{DrawRule, "CASINO §Punto Banco (Banco's tableau)", "banco"}, {Payout, "CASINO §Punto Banco (payments)", "box 1"},
				{Payout, "CASINO §Punto Banco (payments)", "box 2"}}},
		{"punto stands on 5", "project-pb-1",
			[]string{`"punto":["2h","3d","5d"]`, `"punto":["2h","3d"]`},
			[]want{{DrawRule, "CASINO §Punto Banco (Punto's tableau)", "punto"}}},
		{"banco paid without commission", "project-pb-1",
			[]string{`"paid":19500,"commission":500`, `"paid":20000,"commission":0`},
			[]want{{Commission, "CASINO §Punto Banco (Banco 19 for 20)", "box 1"}, {Commission, "CASINO §Punto Banco (Banco 19 for 20)", "box 1"}}},
		{"commission of 10%", "project-pb-1",
			[]string{`"paid":19500,"commission":500`, `"paid":19000,"commission":1000`},
			[]want{{Commission, "CASINO §Punto Banco (Banco 19 for 20)", "box 1"}, {Commission, "CASINO §Punto Banco (Banco 19 for 20)", "box 1"}}},
		{"commission rounded two units off", "project-pb-1",
			[]string{`"stake":1010,"paid":1969}`, `"stake":1010,"paid":1968}`},
			[]want{{Commission, "CASINO §Punto Banco (Banco 19 for 20)", "box 4"}}},
		{"égalité paid 9:1", "project-pb-2",
			[]string{`"stake":1000,"paid":9000}`, `"stake":1000,"paid":10000}`},
			[]want{{Payout, "CASINO §Punto Banco (payments)", "box 2"}}},
		{"pair plus flush paid 4:1, off the table", "project-tcp-1",
			[]string{`"stake":500,"paid":2000}`, `"stake":500,"paid":2500}`},
			[]want{{Payout, "CASINO §Poker 3 cartes (Pair Plus)", "box 1"}}},
		{"caribbean two pair paid 3:1", "project-cs-1",
			[]string{`"stake":2000,"paid":6000}`, `"stake":2000,"paid":8000}`},
			[]want{{Payout, "CASINO §Caribbean Stud (pay table)", "box 1"}}},
		{"dealer without A-K paid as if he qualified", "project-cs-2",
			[]string{`"stake":2000,"paid":2000}`, `"stake":2000,"paid":6000}`},
			[]want{{DealerQualify, "CASINO §Caribbean Stud (dealer qualifies with ace-king)", "box 1"}}},
		{"three card dealer J high paid as if he qualified", "project-tcp-1",
			// dealer's queen becomes a jack: no qualification, play returned
			[]string{`"Qs","9d","4c"]`, `"Js","9d","4c"]`, `"Qs","9d","4c"]`, `"Js","9d","4c"]`},
			[]want{{DealerQualify, "CASINO §Poker 3 cartes (dealer qualifies with queen high)", "box 1"}}},
		{"royal flush paid beyond the maximum payout", "project-cs-3",
			[]string{`"stake":20000,"paid":2010000}`, `"stake":20000,"paid":2020000}`},
			[]want{{MaxPayout, "CASINO §Caribbean Stud (maximum payout)", "box 1"}}},
		{"caribbean bonus paid after a card purchase", "project-cs-1",
			// box 1 discards Kh and buys 9c (full house): the bet pays 7:1,
			// the bonus is forfeited by the purchase, yet paid 150 times
			[]string{`"decisions":{"box 1":["play"]`, `"decisions":{"box 1":["buy Kh","play"]`,
				`"5s","2d"],"decisions"`, `"5s","2d","9c"],"decisions"`,
				`"box 1":["9h","9d","4s","4c","Kh"]`, `"box 1":["9h","9d","4s","4c","9c"]`,
				`"stake":2000,"paid":6000}`, `"stake":2000,"paid":16000}`,
				`"stake":200,"paid":0}`, `"stake":200,"paid":30200}`},
			[]want{{Payout, "CASINO §Caribbean Stud (bonus)", "box 1"}}},
		{"caribbean purchase of a card not held", "project-cs-1",
			[]string{`"decisions":{"box 1":["play"]`, `"decisions":{"box 1":["buy Ks","play"]`,
				`"5s","2d"],"decisions"`, `"5s","2d","9c"],"decisions"`},
			nil},
		{"the dealer stands on 9", "project-p21-1",
			[]string{`"dealer":["9s","Ad","Kh"]`, `"dealer":["9s"]`},
			[]want{{DrawRule, "CASINO §Poker 21 (dealer draws to 16, stands on 17)", "dealer"}}},
		{"split 21 paid 3:2 as a two-card 21", "project-p21-1",
			[]string{`"stake":1000,"paid":4000}`, `"stake":1000,"paid":4500}`},
			[]want{{Payout, "CASINO §Poker 21 (payments of the 21)", "box 2"}}},
		{"tableau draws on 7", "project-bdt-1",
			[]string{`"tableau 1":["draw"]`, `"tableau 1":["draw"],"tableau 2":["draw"]`},
			[]want{{DrawRule, "CASINO §Baccara (tableau draws 0–4, chooses on 5, stands 6–7)", "tableau 2"}}},
		{"à cheval paid whole when one tableau ties", "project-bdt-1",
			// tableau 1 draws 3c (8), the banker 4d (7): tableau 1 wins,
			// tableau 2 ties; the cheval wins half, not whole
			[]string{`"2c","9d"]`, `"3c","4d"]`, `"tableau 1":["4h","Ah","2c"]`, `"tableau 1":["4h","Ah","3c"]`,
				`"banker":["Kd","3h","9d"]`, `"banker":["Kd","3h","4d"]`, `"stake":500,"paid":1000}`, `"stake":500,"paid":500}`},
			[]want{{Payout, "CASINO §Baccara (à cheval)", "box 2"}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			raw := tamper(t, coups[tc.id], tc.edit...)
			c, err := Decode(raw)
			if err != nil {
				t.Fatal(err)
			}
			r, err := Settle(c, 1)
			if tc.want == nil {
				if err == nil {
					t.Fatalf("accepted: %+v", r.Findings)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var got []want
			for _, f := range r.Findings {
				got = append(got, want{f.Code, string(f.Clause), f.Player})
				t.Logf("%s %s: %s", f.Code, f.Clause, f.Message)
			}
			if len(got) != len(tc.want) {
				t.Fatalf("findings %v, want %v", got, tc.want)
			}
			for i := range got {
				if got[i].code != tc.want[i].code || !strings.HasPrefix(got[i].clause, tc.want[i].clause) || got[i].player != tc.want[i].player {
					t.Errorf("finding %d: %v, want %v", i, got[i], tc.want[i])
				}
			}
		})
	}
}

func mustCards(s string) []cards.Card { return cards.MustParseList(s) }
