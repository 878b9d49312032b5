package casino

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
	"github.com/hhcheck/hhcheck/verify/eval"
)

// Caribbean Stud and Three Card Poker: one 52-card deck; each box with an
// ante gets its cards in box order (five, or three, at a time, as a
// shuffling machine deals them), then the dealer; Caribbean Stud card
// purchases are dealt after the dealer's cards, in box order.

// Five-card pay tables (CASINO §Caribbean Stud, §Poker 21 "POK"), by
// eval.Category; index 10 is the royal flush.
var (
	// CaribbeanPays: the Bet's pay table. A high card (the A-K the
	// dealer's qualification leaves) pays 1, as "pair 1" does: the
	// published house edge (about 5.2%) assumes it.
	CaribbeanPays = [11]int64{eval.HighCard: 1, eval.OnePair: 1, eval.TwoPair: 2, eval.ThreeOfAKind: 3, eval.Straight: 4,
		eval.Flush: 5, eval.FullHouse: 7, eval.FourOfAKind: 20, eval.StraightFlush: 50, royal: 100}
	// CaribbeanBonus: the Bonus multiples of its fixed stake.
	CaribbeanBonus = [11]int64{eval.Flush: 100, eval.FullHouse: 150, eval.FourOfAKind: 1000, eval.StraightFlush: 1600, royal: 4000}
	// PokPays: Poker 21's POK bet (a pair of jacks or better).
	PokPays = [11]int64{eval.OnePair: 1, eval.TwoPair: 2, eval.ThreeOfAKind: 3, eval.Straight: 4,
		eval.Flush: 5, eval.FullHouse: 7, eval.FourOfAKind: 20, eval.StraightFlush: 50, royal: 100}
)

const royal = 10

// Class is a five-card hand's pay-table line: its eval.Category, or 10
// for a royal flush.
func Class(v eval.Value) int {
	c := eval.HighCategory(v)
	if c == eval.StraightFlush && v == 7462 {
		return royal
	}
	return int(c)
}

// className names a pay-table line.
func className(k int) string {
	if k == royal {
		return "royal flush"
	}
	return eval.Category(k).String()
}

// High5 values five cards as a high hand (FR-2016 Art.6 I).
func High5(cs []cards.Card) eval.Value {
	var h [5]cards.Card
	copy(h[:], cs)
	return eval.High5(&h)
}

// caribbeanQualifier is the weakest qualifying dealer hand: A-K-4-3-2.
var caribbeanQualifier = High5(cards.MustParseList("As Kd 4c 3h 2s"))

// CaribbeanQualifies: the dealer plays with ace-king or better.
func CaribbeanQualifies(v eval.Value) bool { return v >= caribbeanQualifier }

func words5(cs []cards.Card) string {
	r := eval.Evaluate(hand.HighHand, hand.AnyFive, nil, cs, nil)
	return eval.Describe(hand.HighHand, r)
}

const (
	clCSQualify = rules.CaribbeanStud + " (dealer qualifies with ace-king)"
	clCSPay     = rules.CaribbeanStud + " (pay table)"
	clCSBonus   = rules.CaribbeanStud + " (bonus)"
	clCSFold    = rules.CaribbeanStud + " (fold loses the ante)"
	clCSBuy     = rules.CaribbeanStud + " (card purchase)"
	clCSMax     = rules.CaribbeanStud + " (maximum payout)"
	clStudDeal  = rules.CasinoDeal + " (deal: each box in box order, then the dealer)"
)

// studDeal deals n cards to each box with an ante, then to the dealer.
func (t *table) studDeal(n int) (map[int][]cards.Card, []cards.Card, error) {
	hs := map[int][]cards.Card{}
	for _, box := range t.boxes {
		if t.bet(box, "ante") == nil {
			continue
		}
		var h []cards.Card
		for i := 0; i < n; i++ {
			if _, err := t.draw(boxName(box), &h); err != nil {
				return nil, nil, err
			}
		}
		hs[box] = h
	}
	var d []cards.Card
	for i := 0; i < n; i++ {
		if _, err := t.draw("dealer", &d); err != nil {
			return nil, nil, err
		}
	}
	return hs, d, nil
}

// played says whether a box played (raised) rather than folded: the
// recorded raise bet, else the last decision.
func (t *table) played(box int, raise string) (bool, error) {
	name := boxName(box)
	last := ""
	if d := t.c.Decisions[name]; len(d) > 0 {
		last = t.decision(name, len(d)-1)
	}
	switch {
	case t.bet(box, raise) != nil:
		if last == "fold" {
			return false, bad("decisions."+name, "%s folded but has a %q bet", name, raise)
		}
		return true, nil
	case last == "fold" || last == "":
		return false, nil
	case last == "play":
		return false, bad("bets", "%s played: give its %q bet", name, raise)
	}
	return false, bad("decisions."+name, "unknown decision %q (play, fold)", last)
}

func (t *table) caribbean() error {
	hs, dealer, err := t.studDeal(5)
	if err != nil {
		return err
	}
	max := t.c.MaxPayout
	if max == 0 {
		max = 20000 * pow10(t.c.Decimals)
	}
	// purchases, after the dealer's cards, in box order
	bought := map[int]bool{}
	for _, box := range t.boxes {
		name := boxName(box)
		for _, d := range t.c.Decisions[name] {
			f := strings.Fields(strings.ToLower(d))
			if len(f) == 0 || f[0] != "buy" {
				continue
			}
			if len(f) != 2 || hs[box] == nil {
				return bad("decisions."+name, "%q: a purchase is \"buy CARD\" by a box with an ante", d)
			}
			out, err := cards.Parse(strings.ToUpper(f[1][:1]) + f[1][1:])
			if err != nil {
				return bad("decisions."+name, "%q: %v", d, err)
			}
			i := indexOf(hs[box], out)
			if i < 0 {
				return bad("decisions."+name, "%s does not hold %s", name, out)
			}
			c, err := t.shoe.deal(name)
			if err != nil {
				return err
			}
			hs[box] = append(append(hs[box][:i:i], hs[box][i+1:]...), c)
			bought[box] = true
			t.step(name, clCSBuy, "discards %s, buys %s for one ante; the bonus is forfeited", out, c)
		}
	}
	dv := High5(dealer)
	qual := CaribbeanQualifies(dv)
	t.dealerShows(dealer, qual, words5(dealer), clCSQualify)
	for _, box := range t.boxes {
		name := boxName(box)
		h := hs[box]
		if h == nil {
			if t.bet(box, "bet") != nil || t.bet(box, "bonus") != nil {
				return bad("bets", "%s has no ante", name)
			}
			continue
		}
		pv := High5(h)
		k := Class(pv)
		play, err := t.playOrFold(box, h, words5(h), "bet", 2, clCSFold, clCSPay, func(ante, stake hand.Money, qual bool) (payLine, payLine) {
			a, bt := caribbeanPay(ante, stake, pv, dv, qual, max)
			if bt.capped {
				bt.note += " " + fmtAmount(max, t.c.Decimals)
			}
			return a, bt
		}, qual)
		if err != nil {
			return err
		}
		if bb := t.bet(box, "bonus"); bb != nil {
			switch m := CaribbeanBonus[k]; {
			case bought[box]:
				t.pay(box, "bonus", bb.Stake, "lose (card bought)", 0, 1, clCSBonus, "")
			case !play:
				// the sources are silent; a folded hand is dead (docs/casino.md)
				t.pay(box, "bonus", bb.Stake, "lose (fold)", 0, 1, clCSBonus, "")
			case m > 0:
				t.pay(box, "bonus", bb.Stake, fmt.Sprintf("win %d times (%s)", m, className(k)), m+1, 1, clCSBonus, "")
			default:
				t.pay(box, "bonus", bb.Stake, "lose", 0, 1, clCSBonus, "")
			}
		}
	}
	return nil
}

// dealerShows records the dealer's hand and whether he qualifies.
func (t *table) dealerShows(cs []cards.Card, qual bool, words string, clause rules.Clause) {
	t.hand("dealer", cs, nil, words)
	if qual {
		t.step("dealer", clause, "qualifies with %s", words)
	} else {
		t.step("dealer", clause, "does not qualify (%s)", words)
	}
}

// playOrFold shows a box's hand h (in words) and settles its ante and its
// raise (the Caribbean bet, twice the ante; the Three Card play, equal to
// it): a box that did not play folds (fold); one that did is paid as pay
// says for the dealer's qualification qual, and as it says for the
// opposite (settlePlayed). It reports whether the box played.
func (t *table) playOrFold(box int, h []cards.Card, words, raise string, times hand.Money, fold, clause rules.Clause,
	pay func(ante, stake hand.Money, qual bool) (payLine, payLine), qual bool) (bool, error) {
	t.hand(boxName(box), h, nil, words)
	ante := t.bet(box, "ante").Stake
	play, err := t.played(box, raise)
	if err != nil {
		return false, err
	}
	if !play {
		t.folds(box, ante, fold)
		return false, nil
	}
	stake := t.bet(box, raise).Stake
	a, r := pay(ante, stake, qual)
	alt, altr := pay(ante, stake, !qual)
	t.settlePlayed(box, raise, times, clause, [2]payLine{a, r}, [2]payLine{alt, altr})
	return true, nil
}

// folds records a box that folded: its ante is lost.
func (t *table) folds(box int, ante hand.Money, clause rules.Clause) {
	t.step(boxName(box), clause, "folds")
	t.pay(box, "ante", ante, "lose (fold)", 0, 1, clause, "")
}

// settlePlayed records the ante and the raise (the Caribbean bet, twice
// the ante; the Three Card play, equal to it) of a box that played: pay
// as the rules say, alt as they would had the dealer's qualification been
// the opposite (a record matching alt is a DEALER_QUALIFY finding).
func (t *table) settlePlayed(box int, raise string, times hand.Money, clause rules.Clause, pay, alt [2]payLine) {
	ante, r := t.bet(box, "ante"), t.bet(box, raise)
	if r.Stake != times*ante.Stake {
		name := boxName(box)
		t.finding(Decision, clause, name, "%s: %s of %s on an ante of %s; it is %d times the ante", name, raise,
			fmtAmount(r.Stake, t.c.Decimals), fmtAmount(ante.Stake, t.c.Decimals), times)
	}
	ra := t.payAmount(box, "ante", ante.Stake, pay[0])
	ra.alt, ra.altCode = &alt[0].paid, DealerQualify
	rb := t.payAmount(box, raise, r.Stake, pay[1])
	rb.alt, rb.altCode, rb.capped = &alt[1].paid, DealerQualify, pay[1].capped
}

// payLine is one bet's settlement: paid is what it gives back, stake
// included.
type payLine struct {
	outcome, note string
	clause        rules.Clause
	paid          hand.Money
	capped        bool
}

func line(outcome string, clause rules.Clause, paid hand.Money) payLine {
	return payLine{outcome: outcome, clause: clause, paid: paid}
}

// versusDealer settles the ante and the raise of a box that played when
// the dealer does not qualify (ante paid 1:1, raise returned: qualify),
// beats the box (both lose) or ties (both push: pay); done is false when
// the box beat a qualifying dealer and its game's pay table decides.
func versusDealer(ante, raise hand.Money, pv, dv eval.Value, qual bool, qualify, pay rules.Clause) (a, r payLine, done bool) {
	switch {
	case !qual:
		return line("win 1:1 (dealer does not qualify)", qualify, 2*ante), line("returned (dealer does not qualify)", qualify, raise), true
	case pv < dv:
		return line("lose", pay, 0), line("lose", pay, 0), true
	case pv == dv:
		return line("push", pay, ante), line("push", pay, raise), true
	}
	return payLine{}, payLine{}, false
}

// caribbeanPay settles ante and bet of a box that played.
func caribbeanPay(ante, bet hand.Money, pv, dv eval.Value, qual bool, limit hand.Money) (payLine, payLine) {
	if a, b, done := versusDealer(ante, bet, pv, dv, qual, clCSQualify, clCSPay); done {
		return a, b
	}
	k := Class(pv)
	win := bet * hand.Money(CaribbeanPays[k])
	b := line(fmt.Sprintf("win %d:1 (%s)", CaribbeanPays[k], className(k)), clCSPay, bet+win)
	if ante+win > limit {
		win = max(0, limit-ante)
		b = line(fmt.Sprintf("win %d:1 (%s), capped", CaribbeanPays[k], className(k)), clCSMax, bet+win)
		b.capped = true
		b.note = "maximum payout per hand"
	}
	return line("win 1:1", clCSPay, 2*ante), b
}

func pow10(n int) hand.Money {
	p := hand.Money(1)
	for i := 0; i < n; i++ {
		p *= 10
	}
	return p
}

func indexOf(cs []cards.Card, c cards.Card) int {
	for i, x := range cs {
		if x == c {
			return i
		}
	}
	return -1
}

// Three Card Poker (CASINO §Poker 3 cartes).

// Pair Plus and ante bonus pay tables by eval.Category.
var (
	PairPlusPays  = [10]int64{eval.OnePair: 1, eval.Flush: 3, eval.Straight: 6, eval.ThreeOfAKind: 30, eval.StraightFlush: 40}
	AnteBonusPays = [10]int64{eval.Straight: 1, eval.ThreeOfAKind: 4, eval.StraightFlush: 5}
)

const (
	clTCQualify  = rules.ThreeCardPoker + " (dealer qualifies with queen high)"
	clTCPay      = rules.ThreeCardPoker + " (ante and play 1:1)"
	clTCFold     = rules.ThreeCardPoker + " (fold loses the ante)"
	clTCPairPlus = rules.ThreeCardPoker + " (Pair Plus)"
	clTCBonus    = rules.ThreeCardPoker + " (ante bonus)"
)

func three(cs []cards.Card) eval.Value { return eval.ThreeCard([3]cards.Card{cs[0], cs[1], cs[2]}) }

func words3(cs []cards.Card) string {
	return eval.DescribeThreeCard([3]cards.Card{cs[0], cs[1], cs[2]})
}

func (t *table) threeCard() error {
	hs, dealer, err := t.studDeal(3)
	if err != nil {
		return err
	}
	dv := three(dealer)
	qual := eval.ThreeCardDealerQualifies(dv)
	t.dealerShows(dealer, qual, words3(dealer), clTCQualify)
	for _, box := range t.boxes {
		name := boxName(box)
		h := hs[box]
		if h == nil {
			return bad("bets", "%s has no ante", name)
		}
		pv := three(h)
		cat := eval.ThreeCardCategory(pv)
		if _, err := t.playOrFold(box, h, words3(h), "play", 1, clTCFold, clTCPay, func(ante, stake hand.Money, qual bool) (payLine, payLine) {
			return threePay(ante, stake, pv, dv, qual)
		}, qual); err != nil {
			return err
		}
		if pp := t.bet(box, "pairplus"); pp != nil {
			if m := PairPlusPays[cat]; m > 0 {
				t.pay(box, "pairplus", pp.Stake, fmt.Sprintf("win %d:1 (%s)", m, cat), m+1, 1, clTCPairPlus, "")
			} else {
				t.pay(box, "pairplus", pp.Stake, "lose", 0, 1, clTCPairPlus, "")
			}
		}
	}
	return nil
}

// threePay settles ante and play of a box that played. The ante bonus is
// paid, as RULES §8 and CASINO say, only when the dealer qualifies and the
// player wins.
func threePay(ante, play hand.Money, pv, dv eval.Value, qual bool) (payLine, payLine) {
	if a, p, done := versusDealer(ante, play, pv, dv, qual, clTCQualify, clTCPay); done {
		return a, p
	}
	cat := eval.ThreeCardCategory(pv)
	a := line("win 1:1", clTCPay, 2*ante)
	if m := AnteBonusPays[cat]; m > 0 {
		a = line(fmt.Sprintf("win 1:1 + ante bonus %d:1 (%s)", m, cat), clTCBonus, 2*ante+ante*hand.Money(m))
	}
	return a, line("win 1:1", clTCPay, 2*play)
}
