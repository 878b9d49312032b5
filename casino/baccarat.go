package casino

import (
	"fmt"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/rules"
)

// Point is a card's baccarat value (CASINO §Punto Banco, §Baccara): face
// value, ace 1, tens and faces 0.
func Point(c cards.Card) int {
	switch r := c.Rank(); {
	case r == cards.Ace:
		return 1
	case r >= cards.Ten:
		return 0
	default:
		return int(r)
	}
}

// Total is a baccarat hand's total: the units digit of the sum.
func Total(cs []cards.Card) int {
	t := 0
	for _, c := range cs {
		t += Point(c)
	}
	return t % 10
}

// PuntoDraws says whether Punto draws a third card on a two-card total
// (0–5 draws, 6–7 stands; naturals are settled before).
func PuntoDraws(total int) bool { return total <= 5 }

// BancoDraws is Banco's tableau (CASINO §Punto Banco): its two-card total,
// and Punto's third card value (third < 0 when Punto stood).
func BancoDraws(banco, third int) bool {
	if third < 0 {
		return banco <= 5
	}
	switch banco {
	case 0, 1, 2:
		return true
	case 3:
		return third != 8
	case 4:
		return third >= 2 && third <= 7
	case 5:
		return third >= 4 && third <= 7
	case 6:
		return third == 6 || third == 7
	}
	return false
}

const (
	clPuntoTableau = rules.PuntoBanco + " (Punto's tableau)"
	clBancoTableau = rules.PuntoBanco + " (Banco's tableau)"
	clNatural      = rules.PuntoBanco + " (natural 8 or 9)"
	clPBPay        = rules.PuntoBanco + " (payments)"
	clBancoPay     = rules.PuntoBanco + " (Banco 19 for 20)"
)

// puntoBanco deals Punto, Banco, Punto, Banco, then Punto's and Banco's
// third cards as the tableaux say.
func (t *table) puntoBanco() error {
	var p, b []cards.Card
	for i := 0; i < 2; i++ {
		if _, err := t.draw("punto", &p); err != nil {
			return err
		}
		if _, err := t.draw("banco", &b); err != nil {
			return err
		}
	}
	pt, bt := Total(p), Total(b)
	if pt >= 8 || bt >= 8 {
		t.step("punto", clNatural, "natural: punto %d, banco %d, neither draws", pt, bt)
	} else {
		if err := t.drawOrStand("punto", &p, PuntoDraws(pt), clPuntoTableau, pt, ""); err != nil {
			return err
		}
		third := -1
		if len(p) == 3 {
			third = Point(p[2])
		}
		if err := t.drawOrStand("banco", &b, BancoDraws(bt, third), clBancoTableau, bt, thirdWords(third)); err != nil {
			return err
		}
	}
	pt, bt = Total(p), Total(b)
	t.hand("punto", p, intp(pt), "")
	t.hand("banco", b, intp(bt), "")
	winner := "egalite"
	switch {
	case pt > bt:
		winner = "punto"
	case bt > pt:
		winner = "banco"
	}
	t.step("coup", clPBPay, "%s", map[string]string{"punto": "punto wins", "banco": "banco wins", "egalite": "égalité"}[winner])
	for _, box := range t.boxes {
		for _, spot := range spots[PuntoBanco] {
			bet := t.bet(box, spot)
			if bet == nil {
				continue
			}
			switch {
			case spot == "egalite" && winner == "egalite":
				t.pay(box, spot, bet.Stake, "win 8:1", 9, 1, clPBPay, "")
			case spot == "egalite":
				t.pay(box, spot, bet.Stake, "lose", 0, 1, clPBPay, "")
			case winner == "egalite":
				// the sources are silent; every Punto Banco table returns
				// Punto and Banco bets on a tie (docs/casino.md)
				t.pay(box, spot, bet.Stake, "push (égalité)", 1, 1, clPBPay, "")
			case spot != winner:
				t.pay(box, spot, bet.Stake, "lose", 0, 1, clPBPay, "")
			case spot == "punto":
				t.pay(box, spot, bet.Stake, "win 1:1", 2, 1, clPBPay, "")
			default:
				r := t.pay(box, spot, bet.Stake, "win 19 for 20", 39, 20, clBancoPay, "")
				r.code = Commission
				t.checkCommission(box, bet)
			}
		}
	}
	return nil
}

// drawOrStand deals who a card when draw says so and records the step:
// "draws C on T" or "stands on T", T its total before the card, then more.
func (t *table) drawOrStand(who string, cs *[]cards.Card, draw bool, clause rules.Clause, total int, more string) error {
	if !draw {
		t.step(who, clause, "stands on %d%s", total, more)
		return nil
	}
	c, err := t.draw(who, cs)
	if err != nil {
		return err
	}
	t.step(who, clause, "draws %s on %d%s", c, total, more)
	return nil
}

func thirdWords(third int) string {
	if third < 0 {
		return ", punto stood"
	}
	return fmt.Sprintf(", punto's third card %d", third)
}

// Baccara à deux tableaux: a tableau draws on 0–4, chooses on 5, stands
// on 6–7 and shows 8–9; the banker chooses; a banker's natural ends the
// coup before any third card.

const (
	clTableau   = rules.BaccaraDeux + " (tableau draws 0–4, chooses on 5, stands 6–7)"
	clBanker    = rules.BaccaraDeux + " (banker's choice)"
	clAbattage  = rules.BaccaraDeux + " (abattage)"
	clBaccPay   = rules.BaccaraDeux + " (payments)"
	clCheval    = rules.BaccaraDeux + " (à cheval)"
	clBaccOrder = rules.CasinoDeal + " (deal: tableau 1, tableau 2, banker, twice)"
)

func (t *table) baccaraDeux() error {
	names := []string{"tableau 1", "tableau 2", "banker"}
	hs := make([][]cards.Card, 3)
	for i := 0; i < 2; i++ {
		for j, n := range names {
			if _, err := t.draw(n, &hs[j]); err != nil {
				return err
			}
		}
	}
	bt := Total(hs[2])
	if bt >= 8 {
		t.step("banker", clAbattage, "abattage with %d: no third card", bt)
	} else {
		for j := 0; j < 2; j++ {
			n, tot := names[j], Total(hs[j])
			draw := false
			d := t.decision(n, 0)
			switch {
			case tot >= 8:
				t.step(n, clAbattage, "abattage with %d", tot)
			case tot <= 4:
				draw = true
				if d == "stand" {
					t.finding(DrawRule, clTableau, n, "%s stood on %d; a tableau must draw on 0–4", n, tot)
				}
			case tot == 5:
				chosen, err := t.chooses(n, n+" has 5 and chooses")
				if err != nil {
					return err
				}
				draw = chosen
			default:
				if d == "draw" {
					t.finding(DrawRule, clTableau, n, "%s drew on %d; a tableau stands on 6 and 7", n, tot)
				}
			}
			if tot >= 8 {
				continue
			}
			if err := t.drawOrStand(n, &hs[j], draw, clTableau, tot, ""); err != nil {
				return err
			}
		}
		draw, err := t.chooses("banker", "the banker chooses")
		if err != nil {
			return err
		}
		if err := t.drawOrStand("banker", &hs[2], draw, clBanker, bt, ""); err != nil {
			return err
		}
	}
	for j, n := range names {
		t.hand(n, hs[j], intp(Total(hs[j])), "")
	}
	bt = Total(hs[2])
	res := [2]int{} // +1 win, 0 tie, -1 lose per tableau
	for j := 0; j < 2; j++ {
		switch tt := Total(hs[j]); {
		case tt > bt:
			res[j] = 1
		case tt < bt:
			res[j] = -1
		}
		t.step(names[j], clBaccPay, "%s against the banker", map[int]string{1: "wins", 0: "ties", -1: "loses"}[res[j]])
	}
	for _, box := range t.boxes {
		for k, spot := range []string{"tableau 1", "tableau 2"} {
			if bet := t.bet(box, spot); bet != nil {
				out := map[int]string{1: "win 1:1", 0: "push (égalité)", -1: "lose"}[res[k]]
				t.pay(box, spot, bet.Stake, out, int64(1+res[k]), 1, clBaccPay, "")
			}
		}
		if bet := t.bet(box, "cheval"); bet != nil {
			// half the stake rides on each tableau
			s := res[0] + res[1]
			out := map[int]string{2: "win 1:1", 1: "win half", 0: "push", -1: "lose half", -2: "lose"}[s]
			t.pay(box, "cheval", bet.Stake, out, int64(2+s), 2, clCheval, "")
		}
	}
	return nil
}

// chooses is the free choice of the hand n (a tableau on 5, the banker):
// its recorded decision, else what its recorded cards show (three: it
// drew); what says who chooses when neither is given.
func (t *table) chooses(n, what string) (bool, error) {
	switch d := t.decision(n, 0); d {
	case "draw", "stand":
		return d == "draw", nil
	}
	if rec, ok := t.c.Hands[n]; ok {
		return len(rec) == 3, nil
	}
	return false, bad("decisions."+n, "%s: give \"draw\" or \"stand\"", what)
}

// checkCommission reports the commission recorded on a winning Banco bet
// when it is not 5% of the stake (either unit around it).
func (t *table) checkCommission(box int, bet *Bet) {
	if bet.Commission == nil {
		return
	}
	lo, hi := frac(bet.Stake, 1, 20)
	if got := *bet.Commission; got < lo || got > hi {
		t.amountFinding(Commission, clBancoPay, box, "banco", lo, got, "box %d banco bet of %s: commission %s recorded, 5%% is %s", box,
			fmtAmount(bet.Stake, t.c.Decimals), fmtAmount(got, t.c.Decimals), amountRange(lo, hi, t.c.Decimals))
	}
}
