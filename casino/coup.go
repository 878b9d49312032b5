package casino

import (
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
)

// Codes of the casino findings (docs/casino.md). DEAL_MISMATCH is the
// poker code, reused: the recorded cards are not those the shoe order gives.
const (
	DrawRule      hand.Code = "DRAW_RULE"      // a hand drew a card its drawing rule forbids, or stood where it must draw
	Payout        hand.Code = "PAYOUT"         // a bet paid off the pay table (or a lost bet paid, a won bet not)
	Commission    hand.Code = "COMMISSION"     // a winning Banco bet paid with another commission than 5%
	DealerQualify hand.Code = "DEALER_QUALIFY" // a bet settled as if the dealer qualified when he did not, or the reverse
	MaxPayout     hand.Code = "MAX_PAYOUT"     // a payout above the table's maximum payout per hand
	Decision      hand.Code = "DECISION"       // a recorded decision the game does not allow (a split of unequal cards, a purchase after a fold)
)

// Game names as the coup log and hhcheck settle write them.
const (
	PuntoBanco     = "punto-banco"
	BaccaraDeux    = "baccara-deux-tableaux"
	Poker21        = "poker21"
	CaribbeanStud  = "caribbean-stud"
	ThreeCardPoker = "three-card-poker"
)

// Games lists the casino game names.
func Games() []string {
	return []string{PuntoBanco, BaccaraDeux, Poker21, CaribbeanStud, ThreeCardPoker}
}

// IsGame reports whether name is one of the casino games.
func IsGame(name string) bool {
	for _, g := range Games() {
		if g == name {
			return true
		}
	}
	return false
}

// decks is how many 52-card decks each game's shoe holds (CASINO: six for
// the baccarat games and Poker 21, one for the stud games).
var decks = map[string]int{PuntoBanco: 6, BaccaraDeux: 6, Poker21: 6, CaribbeanStud: 1, ThreeCardPoker: 1}

// Coup is one coup as the table system records it, or as hhcheck settle
// reads it (then Hands and each bet's Paid are absent). docs/casino.md
// describes every field.
type Coup struct {
	Game     string `json:"game"`
	ID       string `json:"id,omitempty"`
	Table    string `json:"table,omitempty"`
	Time     string `json:"time,omitempty"`
	Currency string `json:"currency,omitempty"`
	Decimals int    `json:"decimals,omitempty"`
	// Cards are the shoe's cards as they came out for this coup, burned
	// cards first; Burn says how many of the leading cards were burned.
	Cards []string `json:"cards"`
	Burn  int      `json:"burn,omitempty"`
	// Decisions are the choices the rules leave to someone, by hand name
	// ("box 2": ["play"], "tableau 1": ["draw"], "banker": ["stand"],
	// "box 1": ["split", "hit", "stand", "stand"]).
	Decisions map[string][]string `json:"decisions,omitempty"`
	Bets      []Bet               `json:"bets"`
	// Hands are the hands the table recorded, by name ("punto", "banco",
	// "dealer", "box 1", "box 1.2" for the second hand of a split).
	Hands map[string][]string `json:"hands,omitempty"`
	// MaxPayout is the table's maximum payout per hand in the smallest
	// unit; 0 means the game's CASINO figure (Caribbean Stud: 20,000 EUR).
	MaxPayout hand.Money `json:"max_payout,omitempty"`
	// Profile names the rule profile (RULES §9; D6 for Poker 21).
	Profile string `json:"profile,omitempty"`
	// Note is free text kept with the coup (the project marks the coups it
	// wrote itself with it).
	Note string `json:"note,omitempty"`
}

// Bet is one stake on one spot of one box.
type Bet struct {
	Box   int        `json:"box"`
	Spot  string     `json:"spot"`
	Stake hand.Money `json:"stake"`
	// Paid is what the table gave back for the bet, stake included (0: the
	// bet was lost); absent when settling.
	Paid *hand.Money `json:"paid,omitempty"`
	// Commission is the commission the table recorded on a winning Banco
	// bet, when it records one.
	Commission *hand.Money `json:"commission,omitempty"`
}

// Step is one thing the rules made happen, in order, with its clause.
type Step struct {
	Hand   string       `json:"hand"`
	What   string       `json:"what"` // "draws 7h", "stands on 6", "qualifies", ...
	Clause rules.Clause `json:"clause"`
}

// PlayedHand is a hand as the rules play it.
type PlayedHand struct {
	Name  string   `json:"name"`
	Cards []string `json:"cards"`
	Total *int     `json:"total,omitempty"` // baccarat points, Poker 21 points
	Words string   `json:"words,omitempty"` // "two pair, Kings and Fives", "21 in two cards"
}

// BetResult is one bet settled by the rules and, for a recorded coup,
// compared with what the table paid.
type BetResult struct {
	Box     int        `json:"box"`
	Spot    string     `json:"spot"`
	Stake   hand.Money `json:"stake"`
	Risked  hand.Money `json:"risked"` // stake after doubles and splits
	Outcome string     `json:"outcome"`
	// Paid is what the rules give back, stake included; PaidMax is the
	// upper neighbour when the exact amount is not a whole unit (else equal).
	Paid     hand.Money   `json:"paid"`
	PaidMax  hand.Money   `json:"paid_max"`
	Clause   rules.Clause `json:"clause"`
	Note     string       `json:"note,omitempty"`
	Recorded *hand.Money  `json:"recorded,omitempty"`

	code    hand.Code   // the finding's code if the recorded amount differs
	alt     *hand.Money // what the bet would pay had the dealer's qualification been the opposite
	altCode hand.Code
	capped  bool // Paid was reduced to the maximum payout
}

// Result is a coup settled: the hands as the rules play them, the steps,
// every bet, and the findings against the record.
type Result struct {
	Game     string             `json:"game"`
	ID       string             `json:"id,omitempty"`
	Line     int                `json:"line,omitempty"`
	Profile  string             `json:"profile"`
	Burned   []string           `json:"burned,omitempty"`
	Hands    []PlayedHand       `json:"hands"`
	Steps    []Step             `json:"steps"`
	Bets     []BetResult        `json:"bets"`
	Findings []hand.Discrepancy `json:"findings"`
}

// CoupError is a coup that cannot be settled: which field and why.
type CoupError struct {
	Field string
	Msg   string
}

func (e *CoupError) Error() string {
	if e.Field == "" {
		return e.Msg
	}
	return e.Field + ": " + e.Msg
}

func bad(field, format string, args ...any) error {
	return &CoupError{Field: field, Msg: fmt.Sprintf(format, args...)}
}

// maxAmount bounds a recorded amount (2^53 − 1, exact in every JSON
// reader); maxStake bounds a stake (2^40 units, 11 billion euros in
// cents) so that a payout of 4,001 times the stake, or the 3:2 of every
// hand a split can make, stays far inside an int64: overflow is
// impossible rather than checked.
const (
	maxAmount = 1<<53 - 1
	maxStake  = 1 << 40
)

// shoe deals the coup's cards in order.
type shoe struct {
	cards []cards.Card
	next  int
}

func (s *shoe) deal(who string) (cards.Card, error) {
	if s.next >= len(s.cards) {
		return 0, bad("cards", "the shoe order ends before %s's card %d (only %d cards given)", who, s.next+1, len(s.cards))
	}
	c := s.cards[s.next]
	s.next++
	return c, nil
}

// table is a coup being played: decoded input and the result under way.
type table struct {
	c       *Coup
	profile rules.Profile
	shoe    shoe
	res     *Result
	stakes  map[string]*Bet // "box/spot"
	boxes   []int           // boxes with a bet, ascending
}

func (t *table) step(h string, clause rules.Clause, format string, args ...any) {
	t.res.Steps = append(t.res.Steps, Step{Hand: h, What: fmt.Sprintf(format, args...), Clause: clause})
}

func (t *table) finding(code hand.Code, clause rules.Clause, player string, format string, args ...any) {
	t.res.Findings = append(t.res.Findings, hand.Discrepancy{Code: code, Clause: clause, Seat: -1, Player: player,
		Line: t.res.Line, Message: fmt.Sprintf(format, args...)})
}

// amountFinding records a finding about the bet on spot of box: the rules
// give want, the table recorded got.
func (t *table) amountFinding(code hand.Code, clause rules.Clause, box int, spot string, want, got hand.Money, format string, args ...any) {
	t.res.Findings = append(t.res.Findings, hand.Discrepancy{Code: code, Clause: clause, Pot: spot, Seat: -1, Player: boxName(box),
		Expected: want, Recorded: got, HasAmounts: true, Line: t.res.Line, Message: fmt.Sprintf(format, args...)})
}

func (t *table) bet(box int, spot string) *Bet { return t.stakes[strconv.Itoa(box)+"/"+spot] }

// boxName is the name of a box's hand ("box 2"), as steps, findings and
// the coup's decisions and hands write it.
func boxName(box int) string { return "box " + strconv.Itoa(box) }

// draw deals the shoe's next card to who and adds it to its cards cs.
func (t *table) draw(who string, cs *[]cards.Card) (cards.Card, error) {
	c, err := t.shoe.deal(who)
	if err != nil {
		return 0, err
	}
	*cs = append(*cs, c)
	return c, nil
}

// decision returns the i-th recorded decision for a hand ("" if none).
func (t *table) decision(name string, i int) string {
	d := t.c.Decisions[name]
	if i < len(d) {
		return strings.ToLower(strings.TrimSpace(d[i]))
	}
	return ""
}

func (t *table) hand(name string, cs []cards.Card, total *int, words string) {
	t.res.Hands = append(t.res.Hands, PlayedHand{Name: name, Cards: cards.Strings(cs), Total: total, Words: words})
}

func intp(i int) *int { return &i }

// spots lists the bet spots of each game.
var spots = map[string][]string{
	PuntoBanco:     {"punto", "banco", "egalite"},
	BaccaraDeux:    {"tableau 1", "tableau 2", "cheval"},
	Poker21:        {"21", "pok"},
	CaribbeanStud:  {"ante", "bet", "bonus"},
	ThreeCardPoker: {"ante", "play", "pairplus"},
}

// Decode reads one coup from its JSON text.
func Decode(raw []byte) (*Coup, error) {
	var c Coup
	dec := json.NewDecoder(strings.NewReader(string(raw)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&c); err != nil {
		return nil, &CoupError{Msg: "not a coup: " + strings.TrimPrefix(err.Error(), "json: ")}
	}
	return &c, nil
}

// Settle plays the coup from its shoe order by the rules, pays every bet,
// and, where the coup records hands and payouts, reports where they depart
// from the rules. line is the coup's line in its input (0 if none).
func Settle(c *Coup, line int) (*Result, error) { return SettleProfile(c, line, nil) }

// SettleProfile is Settle under the given profile instead of the one the
// coup names (nil: the coup's).
func SettleProfile(c *Coup, line int, p *rules.Profile) (*Result, error) {
	t := &table{c: c, res: &Result{Game: c.Game, ID: c.ID, Line: line}}
	if err := t.prepare(); err != nil {
		return nil, err
	}
	if p != nil {
		t.profile = *p
		t.res.Profile = p.Name
	}
	var err error
	switch c.Game {
	case PuntoBanco:
		err = t.puntoBanco()
	case BaccaraDeux:
		err = t.baccaraDeux()
	case Poker21:
		err = t.poker21()
	case CaribbeanStud:
		err = t.caribbean()
	case ThreeCardPoker:
		err = t.threeCard()
	}
	if err != nil {
		return nil, err
	}
	t.compareHands()
	t.comparePaid()
	if t.res.Findings == nil {
		t.res.Findings = []hand.Discrepancy{}
	}
	return t.res, nil
}

func (t *table) prepare() error {
	c := t.c
	if !IsGame(c.Game) {
		return bad("game", "unknown casino game %q (known: %s)", c.Game, strings.Join(Games(), ", "))
	}
	name := c.Profile
	if name == "" {
		name = "standard"
	}
	p, err := rules.ByName(name)
	if err != nil {
		return bad("profile", "%v", err)
	}
	t.profile = p
	t.res.Profile = p.Name
	if c.Decimals < 0 || c.Decimals > 8 {
		return bad("decimals", "%d is not between 0 and 8", c.Decimals)
	}
	if c.MaxPayout < 0 || c.MaxPayout > maxAmount {
		return bad("max_payout", "%d is out of range", c.MaxPayout)
	}
	count := map[cards.Card]int{}
	for i, s := range c.Cards {
		card, err := cards.Parse(strings.TrimSpace(s))
		if err != nil {
			return bad(fmt.Sprintf("cards[%d]", i), "%v", err)
		}
		count[card]++
		if count[card] > decks[c.Game] {
			return bad(fmt.Sprintf("cards[%d]", i), "%s appears %d times; the %s shoe holds %d deck(s)", card, count[card], c.Game, decks[c.Game])
		}
		t.shoe.cards = append(t.shoe.cards, card)
	}
	if c.Burn < 0 || c.Burn > len(t.shoe.cards) {
		return bad("burn", "%d burned cards, %d cards given", c.Burn, len(t.shoe.cards))
	}
	t.res.Burned = cards.Strings(t.shoe.cards[:c.Burn])
	t.shoe.next = c.Burn
	if len(c.Bets) == 0 {
		return bad("bets", "no bet")
	}
	t.stakes = map[string]*Bet{}
	seen := map[int]bool{}
	for i := range c.Bets {
		b := &c.Bets[i]
		f := fmt.Sprintf("bets[%d]", i)
		b.Spot = strings.ToLower(strings.TrimSpace(b.Spot))
		if b.Box < 1 || b.Box > 99 {
			return bad(f+".box", "box %d is not between 1 and 99", b.Box)
		}
		if !contains(spots[c.Game], b.Spot) {
			return bad(f+".spot", "unknown spot %q for %s (known: %s)", b.Spot, c.Game, strings.Join(spots[c.Game], ", "))
		}
		if b.Stake <= 0 || b.Stake > maxStake {
			return bad(f+".stake", "stake %d is not a positive amount up to 2^40", b.Stake)
		}
		if b.Paid != nil && (*b.Paid < 0 || *b.Paid > maxAmount) {
			return bad(f+".paid", "paid %d is out of range", *b.Paid)
		}
		k := strconv.Itoa(b.Box) + "/" + b.Spot
		if t.stakes[k] != nil {
			return bad(f, "a second %q bet on box %d", b.Spot, b.Box)
		}
		t.stakes[k] = b
		if !seen[b.Box] {
			seen[b.Box] = true
			t.boxes = append(t.boxes, b.Box)
		}
	}
	sort.Ints(t.boxes)
	for name, hs := range c.Hands {
		for i, s := range hs {
			if _, err := cards.Parse(strings.TrimSpace(s)); err != nil {
				return bad(fmt.Sprintf("hands[%q][%d]", name, i), "%v", err)
			}
		}
	}
	return nil
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if x == y {
			return true
		}
	}
	return false
}

// pay records the settlement of one bet: the amount given back, stake
// included, as the exact fraction num/den of the stake-unit (rounded down,
// the upper neighbour accepted).
func (t *table) pay(box int, spot string, risked hand.Money, outcome string, num, den int64, clause rules.Clause, note string) *BetResult {
	paid, max := frac(risked, num, den)
	return t.record(box, spot, risked, outcome, paid, max, clause, note)
}

// payAmount records a bet whose return is a whole amount.
func (t *table) payAmount(box int, spot string, risked hand.Money, l payLine) *BetResult {
	return t.record(box, spot, risked, l.outcome, l.paid, l.paid, l.clause, l.note)
}

func (t *table) record(box int, spot string, risked hand.Money, outcome string, paid, max hand.Money, clause rules.Clause, note string) *BetResult {
	b := t.bet(box, spot)
	r := BetResult{Box: box, Spot: spot, Stake: b.Stake, Risked: risked, Outcome: outcome, Paid: paid, PaidMax: max,
		Clause: clause, Note: note, Recorded: b.Paid, code: Payout}
	t.res.Bets = append(t.res.Bets, r)
	return &t.res.Bets[len(t.res.Bets)-1]
}

// frac returns floor and ceiling of amount·num/den.
func frac(amount hand.Money, num, den int64) (lo, hi hand.Money) {
	p := int64(amount) * num
	lo = hand.Money(p / den)
	hi = lo
	if p%den != 0 {
		hi++
	}
	return lo, hi
}

// compareHands reports recorded hands that differ from the hands the
// rules deal from the shoe order.
func (t *table) compareHands() {
	if len(t.c.Hands) == 0 {
		return
	}
	played := map[string]PlayedHand{}
	for _, h := range t.res.Hands {
		played[h.Name] = h
	}
	names := make([]string, 0, len(t.c.Hands))
	for n := range t.c.Hands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		rec := t.c.Hands[n]
		for i := range rec {
			rec[i] = strings.TrimSpace(rec[i])
		}
		p, ok := played[n]
		if !ok {
			t.finding(hand.DealMismatch, rules.CasinoDeal, n, "the record has a hand %q the coup does not deal", n)
			continue
		}
		if strings.Join(rec, " ") == strings.Join(p.Cards, " ") {
			continue
		}
		same := min(len(rec), len(p.Cards))
		if len(rec) != len(p.Cards) && strings.Join(rec[:same], " ") == strings.Join(p.Cards[:same], " ") {
			verb := "drew"
			if len(rec) < len(p.Cards) {
				verb = "stood"
			}
			t.finding(DrawRule, drawClause(t.c.Game, n), n, "%s %s with %d card(s) [%s] recorded; the rules give it %d [%s]",
				n, verb, len(rec), strings.Join(rec, " "), len(p.Cards), strings.Join(p.Cards, " "))
			continue
		}
		t.finding(hand.DealMismatch, rules.CasinoDeal, n, "%s recorded [%s]; the shoe order deals it [%s]", n, strings.Join(rec, " "), strings.Join(p.Cards, " "))
	}
}

// drawClause is the drawing rule of a hand of the game.
func drawClause(game, name string) rules.Clause {
	switch {
	case game == PuntoBanco && name == "punto":
		return clPuntoTableau
	case game == PuntoBanco && name == "banco":
		return clBancoTableau
	case game == BaccaraDeux && name == "banker":
		return clBanker
	case game == BaccaraDeux:
		return clTableau
	case game == Poker21 && name == "dealer":
		return clP21Dealer
	case game == Poker21:
		return clP21Pay
	case game == CaribbeanStud:
		return clStudDeal
	}
	return clStudDeal
}

// comparePaid reports recorded payouts outside what the rules pay.
func (t *table) comparePaid() {
	for i := range t.res.Bets {
		r := &t.res.Bets[i]
		if r.Recorded == nil {
			continue
		}
		got := *r.Recorded
		if got >= r.Paid && got <= r.PaidMax {
			continue
		}
		code, clause := r.code, r.Clause
		switch {
		case r.alt != nil && got == *r.alt:
			code = r.altCode
		case r.capped && got > r.PaidMax:
			code, clause = MaxPayout, maxClause(t.c.Game)
		}
		want := amountRange(r.Paid, r.PaidMax, t.c.Decimals)
		t.amountFinding(code, clause, r.Box, r.Spot, r.Paid, got, "%s %s: stake %s, %s: the table paid %s, the rules pay %s%s",
			boxName(r.Box), r.Spot, fmtAmount(r.Risked, t.c.Decimals), r.Outcome, fmtAmount(got, t.c.Decimals), want, noteSuffix(r.Note))
	}
}

func noteSuffix(n string) string {
	if n == "" {
		return ""
	}
	return " (" + n + ")"
}

func maxClause(string) rules.Clause { return clCSMax }

func fmtAmount(m hand.Money, decimals int) string { return m.Format(decimals) }

// amountRange writes the amount the rules pay: lo, or "lo or hi" when the
// exact amount falls between the two units (frac).
func amountRange(lo, hi hand.Money, decimals int) string {
	if hi == lo {
		return fmtAmount(lo, decimals)
	}
	return fmtAmount(lo, decimals) + " or " + fmtAmount(hi, decimals)
}
