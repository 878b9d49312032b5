package settle

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/replay"
	"github.com/hhcheck/hhcheck/rules"
	"github.com/hhcheck/hhcheck/verify"
	"github.com/hhcheck/hhcheck/verify/eval"
)

// Outcome is the answer for one case, in the JSON form `hhcheck settle
// --json` writes (docs/settle.md). Seats are seat numbers; amounts are in
// the smallest unit.
type Outcome struct {
	Case    int         `json:"case"`
	Line    int         `json:"line,omitempty"`
	ID      string      `json:"id,omitempty"`
	Game    string      `json:"game"`
	Profile string      `json:"profile"`
	Button  int         `json:"button,omitempty"`
	Board   []string    `json:"board,omitempty"`
	Boards  [][]string  `json:"boards,omitempty"` // a board run two or three times
	Return  []Returned  `json:"returned"`
	Pots    []Pot       `json:"pots"`
	Hands   []SeatHands `json:"hands"`
	Seats   []SeatTotal `json:"seats"`
	Total   hand.Money  `json:"total_contributed"`
}

// CaseProblem says what is wrong with a rejected case.
type CaseProblem struct {
	Field   string `json:"field,omitempty"`
	Message string `json:"message"`
}

// Returned is an uncalled amount given back before the pots are built.
type Returned struct {
	Seat   int          `json:"seat"`
	Amount hand.Money   `json:"amount"`
	Clause rules.Clause `json:"clause"`
}

// Pot is one main or side pot and how it was shared.
type Pot struct {
	Pot      string     `json:"pot"` // "main", "side 1", ...
	Amount   hand.Money `json:"amount"`
	Level    hand.Money `json:"level"` // each eligible seat put in at least this (live chips)
	Eligible []int      `json:"eligible"`
	// Contenders are the eligible seats that showed a hand; one contender
	// alone takes the pot without a showdown (Uncontested).
	Contenders  []int        `json:"contenders"`
	Uncontested bool         `json:"uncontested,omitempty"`
	Clause      rules.Clause `json:"clause"`
	Portions    []Portion    `json:"portions"`
}

// Portion is a whole pot or one half of it.
type Portion struct {
	// Run is the run of the board the portion belongs to (1, 2, 3) when
	// the board was run more than once; 0 otherwise.
	Run int `json:"run,omitempty"`
	// Portion is "whole", "high", "low", or in Badeucey "2-7", "badugi".
	Portion string     `json:"portion"`
	Rule    string     `json:"rule"`
	Amount  hand.Money `json:"amount"`
	// OddUnit: this half took the unit that did not divide between the
	// halves (RRoP 3.7.5(c); RULES D8 in Badeucey).
	OddUnit bool     `json:"odd_unit,omitempty"`
	Winners []Winner `json:"winners"`
	// OddChips lists the seats that got one odd chip each, in order.
	OddChips []int          `json:"odd_chips,omitempty"`
	Clauses  []rules.Clause `json:"clauses"`
	Note     string         `json:"note,omitempty"`
}

// Winner is one winner of a portion and his share.
type Winner struct {
	Seat    int        `json:"seat"`
	Share   hand.Money `json:"share"`
	OddChip bool       `json:"odd_chip,omitempty"`
	// OddChipCard is, in stud, the card that placed this winner in the
	// odd-chip order (RRoP 3.7.5(b)).
	OddChipCard string `json:"odd_chip_card,omitempty"`
}

// SeatHands is what a seat held and the hand it made under each rule of
// the game.
type SeatHands struct {
	Seat   int        `json:"seat"`
	Name   string     `json:"name,omitempty"`
	Folded bool       `json:"folded,omitempty"`
	Cards  []string   `json:"cards"`
	Hands  []MadeHand `json:"made,omitempty"`
}

// MadeHand is one hand under one rule.
type MadeHand struct {
	Run         int      `json:"run,omitempty"` // the board's run (1, 2, 3) when run more than once
	Rule        string   `json:"rule"`
	Category    string   `json:"category"`        // eval.CategoryName; "none" when no hand (no qualifying low)
	Description string   `json:"description"`     // eval.Describe, PokerStars' words
	Cards       []string `json:"cards,omitempty"` // the cards that play, most significant first
}

// SeatTotal is what one seat put in and got back.
type SeatTotal struct {
	Seat        int        `json:"seat"`
	Name        string     `json:"name,omitempty"`
	Contributed hand.Money `json:"contributed"`
	Returned    hand.Money `json:"returned"`
	Won         hand.Money `json:"won"`
	// Paid = Returned + Won: everything the seat receives.
	Paid hand.Money `json:"paid"`
	// Net = Paid − Contributed.
	Net hand.Money `json:"net"`
}

// Settle validates c and settles it with replay.Uncalled,
// replay.BuildPots and verify.Settle. A case that cannot be settled gives a
// *CaseError naming the field.
func Settle(c *Case) (*Outcome, error) {
	if err := validate(c); err != nil {
		return nil, err
	}
	spec := c.Game.Spec()
	ps := slices.Clone(c.Players)
	slices.SortStableFunc(ps, func(a, b Player) int { return a.Seat - b.Seat })
	n := len(ps)
	live := make([]hand.Money, n)
	dead := make([]hand.Money, n)
	returned := make([]hand.Money, n)
	folded := make([]bool, n)
	allIn := make([]bool, n)
	for i, p := range ps {
		live[i] = p.Contributed - p.Dead
		dead[i] = p.Dead
		folded[i] = p.Folded
		// a player still in who put in less than another must have been
		// all-in; for BuildPots this matters only for a player all-in
		// inside the antes
		allIn[i] = !p.Folded
	}
	// RULES §6.1: the part of the highest bet nobody called goes back
	if top, amt := replay.Uncalled(live); amt > 0 {
		returned[top] = amt
	}
	pots := replay.BuildPots(live, returned, dead, folded, allIn)
	for k, p := range pots {
		if len(p.Eligible) == 0 && p.Amount > 0 {
			return nil, c.fail("players", "the %d in the %s pot can go to nobody: no player still in put chips in", p.Amount, replay.PotName(k))
		}
	}
	prof := c.Profile
	if prof.Name == "" {
		prof = rules.Standard // a Case built in code without a profile
	}
	sd := verify.Showdown{Game: c.Game, Button: c.Button, Profile: &prof, OddChip: c.OddChip}
	if spec.Family == hand.StudGame {
		sd.Button = 0 // no button: RRoP 3.7.5(b) orders odd chips by card
	}
	switch {
	case len(c.Runs) > 0:
		sd.Boards = c.Runs
	case len(c.Board) > 0:
		sd.Boards = [][]cards.Card{c.Board}
	}
	for _, p := range ps {
		sd.Players = append(sd.Players, verify.Player{Number: p.Seat, Name: p.Name, Cards: p.Cards, Shown: !p.Folded, Folded: p.Folded})
	}
	for _, p := range pots {
		sd.Pots = append(sd.Pots, verify.PotSpec{Amount: p.Amount, Eligible: p.Eligible, Level: p.Level, Gross: p.Amount})
	}
	st := verify.Settle(&sd)

	out := &Outcome{Case: c.Index, Line: c.Line, ID: c.ID, Game: spec.Name, Profile: prof.Name, Button: sd.Button,
		Board: cardStrings(c.Board), Return: []Returned{}, Pots: []Pot{}}
	for _, run := range c.Runs {
		out.Boards = append(out.Boards, cardStrings(run))
	}
	runNo := func(r int) int { // 1-based when the board was run more than once
		if len(c.Runs) > 1 {
			return r + 1
		}
		return 0
	}
	seat := func(i int) int { return ps[i].Seat }
	seats := func(is []int) []int {
		s := make([]int, len(is))
		for j, i := range is {
			s[j] = seat(i)
		}
		return s
	}
	for i, r := range returned {
		if r > 0 {
			out.Return = append(out.Return, Returned{Seat: seat(i), Amount: r, Clause: rules.SidePots})
		}
	}
	for _, d := range st.Pots {
		if d.Undecided {
			// every live player shows a full hand: cannot happen
			return nil, c.fail("players", "the %s pot could not be decided from the cards given", d.Name)
		}
		pot := Pot{Pot: d.Name, Amount: d.Amount, Level: d.Level, Eligible: seats(d.Eligible), Contenders: seats(d.Contenders),
			Uncontested: d.Uncontested, Clause: d.Clause, Portions: []Portion{}}
		for _, rd := range d.Runs {
			for _, pp := range rd.Portions {
				run := 0
				if !d.Uncontested {
					run = runNo(rd.Run)
				}
				por := Portion{Run: run, Portion: portionName(c.Game, pp.Half), Rule: pp.Rule.String(), Amount: pp.Amount, OddUnit: pp.OddUnit,
					Winners: []Winner{}, OddChips: seats(pp.OddChips), Clauses: pp.Clauses, Note: pp.Note}
				if por.Clauses == nil {
					por.Clauses = []rules.Clause{}
				}
				if rd.OddUnit && run > 0 && (pp.Half == hand.WholePot || pp.OddUnit) {
					// the unit the runs do not divide goes to the first run
					por.Clauses = append(por.Clauses, rules.OddChipIndivisible)
					if por.Note == "" {
						por.Note = "this run takes the unit that does not divide between the runs"
					}
				}
				for j, w := range pp.Winners {
					win := Winner{Seat: seat(w), Share: pp.Shares[j], OddChip: slices.Contains(pp.OddChips, w)}
					if j < len(pp.OddChipCards) && len(pp.Winners) > 1 {
						win.OddChipCard = pp.OddChipCards[j].String()
					}
					por.Winners = append(por.Winners, win)
				}
				pot.Portions = append(pot.Portions, por)
			}
		}
		out.Pots = append(out.Pots, pot)
	}
	// the hands made, per seat, in the game's order of rules
	for i, p := range ps {
		sh := SeatHands{Seat: p.Seat, Name: p.Name, Folded: p.Folded, Cards: cardStrings(p.Cards)}
		if sh.Cards == nil {
			sh.Cards = []string{}
		}
		for _, h := range st.Hands {
			if h.Seat != i {
				continue
			}
			mh := MadeHand{Run: runNo(h.Run), Rule: h.Rule.String(), Category: eval.CategoryName(h.Rule, h.Result), Description: h.Description,
				Cards: cardStrings(h.Result.Played())}
			if h.Result.N == 0 {
				mh.Category = "none"
				mh.Description = noHand(h.Rule)
			}
			sh.Hands = append(sh.Hands, mh)
		}
		out.Hands = append(out.Hands, sh)
	}
	for i, p := range ps {
		t := SeatTotal{Seat: p.Seat, Name: p.Name, Contributed: p.Contributed, Returned: returned[i], Won: st.Paid[i]}
		t.Paid = t.Returned + t.Won
		t.Net = t.Paid - t.Contributed
		out.Seats = append(out.Seats, t)
		out.Total += p.Contributed
	}
	return out, nil
}

func (c *Case) fail(field, format string, args ...any) *CaseError {
	return &CaseError{Case: c.Index, Line: c.Line, ID: c.ID, Field: field, Msg: fmt.Sprintf(format, args...)}
}

// validate checks what Decode cannot: the facts against the game's table
// (hand.Games) and one another.
func validate(c *Case) error {
	spec := c.Game.Spec()
	if c.Game == hand.UnknownGame || spec.Family == 0 {
		return c.fail("game", "unknown game")
	}
	if len(c.Players) == 0 {
		return c.fail("players", "no player")
	}
	if len(c.Players) > maxPlayers {
		return c.fail("players", "%d players; at most %d", len(c.Players), maxPlayers)
	}
	pf := func(i int, f string) string { return "players[" + strconv.Itoa(i) + "]" + f }
	if spec.Family != hand.StudGame && c.Button < 1 {
		return c.fail("button", "missing: %s is a button game and the button decides odd chips (RRoP 3.7.5(a))", spec.Name)
	}
	liveCount := 0
	seatAt := map[int]int{}
	for i, p := range c.Players {
		if p.Seat < 1 {
			return c.fail(pf(i, ".seat"), "%d: seats are numbered from 1", p.Seat)
		}
		if j, dup := seatAt[p.Seat]; dup {
			return c.fail(pf(i, ".seat"), "seat %d already given by players[%d]", p.Seat, j)
		}
		seatAt[p.Seat] = i
		if p.Contributed < 0 {
			return c.fail(pf(i, ".contributed"), "negative amount %d", p.Contributed)
		}
		if p.Contributed > maxAmount {
			return c.fail(pf(i, ".contributed"), "%d is above the largest amount accepted, %d", p.Contributed, int64(maxAmount))
		}
		if p.Dead < 0 {
			return c.fail(pf(i, ".dead"), "negative amount %d", p.Dead)
		}
		if p.Dead > p.Contributed {
			return c.fail(pf(i, ".dead"), "%d of dead money is more than the %d contributed", p.Dead, p.Contributed)
		}
		if !p.Folded {
			liveCount++
		}
	}
	if liveCount == 0 {
		return c.fail("players", "no live player: every player folded")
	}
	// the cards that play: all the player holds, or in a game with a
	// discard round (Irish, Double Hold'em) the ones he kept
	need := spec.HandCards()
	for i, p := range c.Players {
		switch {
		case len(p.Cards) > need:
			return c.fail(pf(i, ".cards"), "%d cards; %s players hold %d%s", len(p.Cards), spec.Name, need, cardsHint(spec))
		case p.Folded:
			// a folded player may give none, or the ones he was dealt
		case len(p.Cards) == 0:
			return c.fail(pf(i, ".cards"), "live player without cards: %s players give their %d cards", spec.Name, need)
		case liveCount > 1 && len(p.Cards) != need:
			return c.fail(pf(i, ".cards"), "%d cards; %s players give their %d cards%s", len(p.Cards), spec.Name, need, cardsHint(spec))
		}
	}
	if len(c.Runs) > 0 {
		switch {
		case spec.Family != hand.FlopGame:
			return c.fail("boards", "%s has no board", spec.Name)
		case liveCount < 2:
			return c.fail("boards", "a board is run more than once only between players still in; %d is", liveCount)
		}
		for r, run := range c.Runs {
			if len(run) != 5 {
				return c.fail("boards["+strconv.Itoa(r)+"]", "%d cards; each run has a board of 5", len(run))
			}
		}
	}
	if spec.Family == hand.FlopGame && len(c.Runs) == 0 {
		switch nb := len(c.Board); {
		case liveCount > 1 && nb != 5:
			return c.fail("board", "%d cards; a %s showdown has a board of 5", nb, spec.Name)
		case nb != 0 && nb != 3 && nb != 4 && nb != 5:
			return c.fail("board", "%d cards; a board has 0, 3, 4 or 5", nb)
		}
	} else if len(c.Board) > 0 {
		return c.fail("board", "%s has no board", spec.Name)
	}
	// every card real, of the game's deck and once (RULES §1): the deck
	// rule verify applies to a recorded hand (verify.Deck)
	deck := verify.NewDeck(spec)
	where := map[cards.Card]string{}
	see := func(cd cards.Card, field string) error {
		switch deck.Deal(cd) {
		case verify.NotACard:
			return c.fail(field, "not a card")
		case verify.DealtTwice:
			return c.fail(field, "%s is already at %s (RULES §1: each card once)", cd, where[cd])
		case verify.NotInDeck:
			return c.fail(field, "%s is not in the %d-card %s deck", cd, deck.Size(), spec.Title)
		}
		where[cd] = field
		return nil
	}
	for j, cd := range c.Board {
		if err := see(cd, "board["+strconv.Itoa(j)+"]"); err != nil {
			return err
		}
	}
	// The runs share the cards dealt before the all-in; every other card
	// is dealt once.
	shared := verify.SharedCards(c.Runs)
	for r, run := range c.Runs {
		for j, cd := range run {
			if r > 0 && j < shared {
				continue // the shared part, seen in the first run
			}
			if err := see(cd, "boards["+strconv.Itoa(r)+"]["+strconv.Itoa(j)+"]"); err != nil {
				return err
			}
		}
	}
	for i, p := range c.Players {
		for j, cd := range p.Cards {
			if err := see(cd, pf(i, ".cards["+strconv.Itoa(j)+"]")); err != nil {
				return err
			}
		}
	}
	// the uncalled part goes back to a player still in: a folded player
	// cannot have put in more live chips than everyone else
	top, second := -1, hand.Money(-1)
	for i, p := range c.Players {
		v := p.Contributed - p.Dead
		if top < 0 || v > c.Players[top].Contributed-c.Players[top].Dead {
			if top >= 0 {
				second = c.Players[top].Contributed - c.Players[top].Dead
			}
			top = i
		} else if v > second {
			second = v
		}
	}
	if tp := c.Players[top]; tp.Folded && tp.Contributed-tp.Dead > second && len(c.Players) > 1 {
		return c.fail(pf(top, ".contributed"), "a folded player put in more than anyone else (%d live against %d): nobody could have called it", tp.Contributed-tp.Dead, second)
	}
	return nil
}

func cardsHint(spec *hand.GameSpec) string {
	switch spec.Family {
	case hand.StudGame:
		if spec.HoleCards == 5 {
			return " (all five, down and up)"
		}
		return " (all seven, down and up)"
	case hand.DrawGame:
		return " (the final hand)"
	}
	if spec.Kept > 0 {
		return " (the hole cards kept after the discard)"
	}
	return " (hole cards)"
}

func noHand(rule hand.HandRule) string {
	if rule == hand.LowA5Eight {
		return "no qualifying low (eight or better)"
	}
	return "no hand"
}

// cardStrings is cards.Strings, but nil for no card: an Outcome without
// a board has none (Board nil), a hand without cards played no Cards.
func cardStrings(cs []cards.Card) []string {
	if len(cs) == 0 {
		return nil
	}
	return cards.Strings(cs)
}

// portionName names a portion of a pot: its half (hand.HalfName), or
// "whole" for an undivided pot.
func portionName(g hand.GameType, h hand.Half) string {
	if n := hand.HalfName(g, h); n != "" {
		return n
	}
	return "whole"
}
