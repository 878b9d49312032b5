package export

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/replay"
	"github.com/hhcheck/hhcheck/rules"
	"github.com/hhcheck/hhcheck/verify"
	"github.com/hhcheck/hhcheck/verify/eval"
)

// The rows of the dataset's tables (docs/dataset.md). Money is int64 in
// the smallest unit, amount_decimals says where the point goes; small
// enumerations and players' names are dictionary-encoded; the integer
// columns of the two large tables (seats, actions) are DELTA_BINARY_PACKED:
// plain, they were most of the bytes zstd went through (8 bytes a value,
// 150 of the 243 MB of pages at 100k hands); packed, writing the actions
// table took about a third less CPU, for a dataset 13 % larger
// (docs/dataset.md); the partition columns (site, date) are the directory
// names, not columns of the files.

// HandRow is one hand read, parsed or rejected.
type HandRow struct {
	HandKey        string     `parquet:"hand_key"`
	FilePath       string     `parquet:"file_path,dict"`
	HandLine       int64      `parquet:"hand_line"`
	HandID         string     `parquet:"hand_id"`
	TableName      string     `parquet:"table_name,dict"`
	MaxSeats       int32      `parquet:"max_seats"`
	ButtonSeat     *int32     `parquet:"button_seat,optional"`
	StartedAt      *time.Time `parquet:"started_at,optional,timestamp(microsecond)"`
	Game           string     `parquet:"game,dict"`
	MixedGame      *string    `parquet:"mixed_game,optional,dict"`
	BettingLimit   string     `parquet:"betting_limit,dict"`
	Currency       string     `parquet:"currency,dict"`
	AmountDecimals int32      `parquet:"amount_decimals"`
	SmallBlind     int64      `parquet:"small_blind"`
	BigBlind       int64      `parquet:"big_blind"`
	Ante           int64      `parquet:"ante"`
	BringIn        int64      `parquet:"bring_in"`
	SmallBet       int64      `parquet:"small_bet"`
	BigBet         int64      `parquet:"big_bet"`
	TournamentID   *string    `parquet:"tournament_id,optional,dict"`
	Level          *string    `parquet:"tournament_level,optional,dict"`
	PlayersDealt   int32      `parquet:"players_dealt"`
	PotTotal       *int64     `parquet:"pot_total,optional"`
	SiteAdded      int64      `parquet:"site_added"`
	RecordedTotal  *int64     `parquet:"recorded_total,optional"`
	Rake           *int64     `parquet:"rake,optional"`
	Fees           *int64     `parquet:"fees,optional"`
	FeesDetail     *string    `parquet:"fees_detail,optional,dict"`
	Boards         []string   `parquet:"boards,list"`
	RunCount       int32      `parquet:"run_count"`
	Showdown       bool       `parquet:"showdown"`
	Status         string     `parquet:"status,dict"`
	RejectReason   *string    `parquet:"reject_reason,optional,dict"`
	RejectDetail   *string    `parquet:"reject_detail,optional"`
	Findings       int32      `parquet:"findings"`
	SourceSHA256   string     `parquet:"source_sha256,dict"`
	Profile        string     `parquet:"profile,dict"`
}

// SeatRow is one player seated in a parsed hand.
type SeatRow struct {
	HandKey         string  `parquet:"hand_key"`
	Seat            int32   `parquet:"seat,delta"`
	Player          string  `parquet:"player,dict"`
	Position        *string `parquet:"position,optional,dict"`
	SittingOut      bool    `parquet:"sitting_out"`
	AmountDecimals  int32   `parquet:"amount_decimals,delta"`
	StartingStack   int64   `parquet:"starting_stack,delta"`
	HoleCards       *string `parquet:"hole_cards,optional"`
	PutIn           int64   `parquet:"put_in,delta"`
	Uncalled        int64   `parquet:"uncalled,delta"`
	Collected       int64   `parquet:"collected,delta"`
	NotAwarded      int64   `parquet:"not_awarded,delta"`
	CashedOut       int64   `parquet:"cashed_out,delta"`
	CashOutFee      int64   `parquet:"cash_out_fee,delta"`
	PaidByRules     int64   `parquet:"paid_by_rules,delta"`
	Net             int64   `parquet:"net,delta"`
	AllInStreet     *string `parquet:"all_in_street,optional,dict"`
	Folded          bool    `parquet:"folded"`
	WentToShowdown  bool    `parquet:"went_to_showdown"`
	HighRule        *string `parquet:"high_rule,optional,dict"`
	HighCategory    *string `parquet:"high_category,optional,dict"`
	HighDescription *string `parquet:"high_description,optional"`
	LowRule         *string `parquet:"low_rule,optional,dict"`
	LowCategory     *string `parquet:"low_category,optional,dict"`
	LowDescription  *string `parquet:"low_description,optional"`
}

// ActionRow is one action of a parsed hand, in the order written.
type ActionRow struct {
	HandKey        string  `parquet:"hand_key"`
	Seq            int32   `parquet:"seq,delta"`
	Street         string  `parquet:"street,dict"`
	Seat           int32   `parquet:"seat,delta"`
	Player         string  `parquet:"player,dict"`
	Kind           string  `parquet:"kind,dict"`
	AmountDecimals int32   `parquet:"amount_decimals,delta"`
	Amount         int64   `parquet:"amount,delta"`
	ToAmount       *int64  `parquet:"to_amount,optional"`
	Dead           int64   `parquet:"dead,delta"`
	PutIn          int64   `parquet:"put_in,delta"`
	AllIn          bool    `parquet:"all_in"`
	PotAfter       int64   `parquet:"pot_after,delta"`
	StackAfter     int64   `parquet:"stack_after,delta"`
	DiscardCount   *int32  `parquet:"discard_count,optional"`
	FindingCode    *string `parquet:"finding_code,optional,dict"`
	Line           int64   `parquet:"line,delta"`
}

// PotRow is one portion of one pot on one run of the board: the whole
// pot, or its high or low half.
type PotRow struct {
	HandKey        string   `parquet:"hand_key"`
	Pot            int32    `parquet:"pot"`
	PotName        string   `parquet:"pot_name,dict"`
	Run            int32    `parquet:"run"`
	Portion        string   `parquet:"portion,dict"`
	Rule           *string  `parquet:"rule,optional,dict"`
	AmountDecimals int32    `parquet:"amount_decimals"`
	PotAmount      int64    `parquet:"pot_amount"`
	PotGross       int64    `parquet:"pot_gross"`
	Amount         int64    `parquet:"amount"`
	Eligible       []int32  `parquet:"eligible_seats,list"`
	Contenders     []int32  `parquet:"contender_seats,list"`
	Winners        []int32  `parquet:"winner_seats,list"`
	Shares         []int64  `parquet:"shares,list"`
	OddChipSeats   []int32  `parquet:"odd_chip_seats,list"`
	Uncontested    bool     `parquet:"uncontested"`
	Undecided      bool     `parquet:"undecided"`
	NoLow          bool     `parquet:"no_low"`
	Clause         string   `parquet:"clause,dict"`
	Clauses        []string `parquet:"clauses,list"`
	Recorded       *int64   `parquet:"recorded,optional"`
}

// FindingRow is a row of today's findings file with the hand's key.
type FindingRow struct {
	HandKey string `parquet:"hand_key"`
	Row
}

func opt[T comparable](v T) *T {
	var zero T
	if v == zero {
		return nil
	}
	return &v
}

// actionKinds are the dataset's names of hand.ActionKind.
var actionKinds = [...]string{"", "small_blind", "big_blind", "small_and_big_blind", "dead_blind", "ante", "button_blind", "straddle", "bring_in", "complete", "fold", "check", "call", "bet", "raise", "discard", "stand_pat"}

// ActionKindName is the dataset's name of k ("raise", "small_blind").
func ActionKindName(k hand.ActionKind) string {
	if int(k) < len(actionKinds) && k > 0 {
		return actionKinds[k]
	}
	return "unknown"
}

// Positions names each seat's position (index in h.Seats) from the button:
// BTN, SB, BB, then UTG, UTG+1…, LJ, HJ, CO; heads-up the button is also
// the small blind ("BTN" and "BB"). Seats sitting out have none, and stud
// games (no button) none at all. The order is the seat order clockwise
// from the button among the seats dealt in.
func Positions(h *hand.Hand) []string {
	pos := make([]string, len(h.Seats))
	order := ButtonOrder(h)
	n := len(order)
	if n < 2 {
		return pos
	}
	if n == 2 {
		pos[order[n-1]], pos[order[0]] = "BTN", "BB"
		return pos
	}
	pos[order[n-1]], pos[order[0]], pos[order[1]] = "BTN", "SB", "BB"
	rest := order[2 : n-1]
	k := len(rest)
	tail := []string{"CO", "HJ", "LJ"}
	for i := range rest {
		switch back := k - 1 - i; {
		case i == 0:
			pos[rest[i]] = "UTG"
		case back < len(tail):
			pos[rest[i]] = tail[back]
		default:
			pos[rest[i]] = "UTG+" + strconv.Itoa(i)
		}
	}
	return pos
}

// ButtonOrder lists the seats dealt in (indexes in h.Seats, not sitting
// out) clockwise from the first seat after the button, the button last.
// It is nil for games without a button.
func ButtonOrder(h *hand.Hand) []int {
	if h.Game.Spec().Family == hand.StudGame || h.Button == 0 {
		return nil
	}
	var after, upTo []int
	for i := range h.Seats {
		s := &h.Seats[i]
		if s.SittingOut {
			continue
		}
		if s.Number > h.Button {
			after = append(after, i)
		} else {
			upTo = append(upTo, i)
		}
	}
	sortBySeat(h, after)
	sortBySeat(h, upTo)
	return append(after, upTo...)
}

func sortBySeat(h *hand.Hand, s []int) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && h.Seats[s[j]].Number < h.Seats[s[j-1]].Number; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// KnownCards are the cards of seat i the record shows: the cards shown
// (or recorded mucked) at the showdown, else the hole cards dealt (a flop
// game's first deal, every down and up card in stud, the final hand of a
// draw game), else the summary's; nil when none.
func KnownCards(h *hand.Hand, i int) []cards.Card {
	for _, s := range h.Shows {
		if s.Seat == i && len(s.Cards) > 0 {
			return s.Cards
		}
	}
	var out []cards.Card
	switch h.Game.Spec().Family {
	case hand.StudGame:
		for _, d := range h.Deals {
			if d.Seat == i {
				out = append(out, d.Down...)
				out = append(out, d.Up...)
			}
		}
	case hand.DrawGame:
		for _, d := range h.Deals {
			if d.Seat == i {
				out = append(append(out[:0:0], d.Held...), d.Down...)
			}
		}
	default:
		for _, d := range h.Deals {
			if d.Seat == i && len(d.Down) > 0 {
				out = d.Down
				break
			}
		}
	}
	if len(out) == 0 {
		for _, s := range h.Summary.Seats {
			if s.Seat == i && len(s.Cards) > 0 {
				return s.Cards
			}
		}
	}
	return out
}

// buildHandRows makes the rows of a parsed hand (the hand key and the
// status are filled in by Add).
func buildHandRows(p *prepared, h *hand.Hand, rep *verify.Report, profile string) {
	res := rep.Replay
	dec := int32(h.Decimals)
	hr := &p.hand
	*hr = HandRow{
		FilePath: h.File, HandLine: int64(h.Line), HandID: h.ID, TableName: h.Table,
		MaxSeats: int32(h.MaxSeats), Game: h.Game.String(), MixedGame: opt(h.Mixed),
		BettingLimit: h.Limit.String(), Currency: h.Currency, AmountDecimals: dec,
		SmallBlind: int64(h.Stakes.SmallBlind), BigBlind: int64(h.Stakes.BigBlind), Ante: int64(h.Stakes.Ante),
		BringIn: int64(h.Stakes.BringIn), SmallBet: int64(h.Stakes.SmallBet), BigBet: int64(h.Stakes.BigBet),
		TournamentID: opt(h.Tournament), Level: opt(h.Level), RunCount: int32(max(1, len(h.Boards))),
		Profile: profile,
	}
	if h.Button > 0 {
		b := int32(h.Button)
		hr.ButtonSeat = &b
	}
	if !h.Start.IsZero() {
		t := h.Start.UTC()
		hr.StartedAt = &t
	}
	total, rake := int64(res.Total), int64(h.Summary.Rake)
	var fees int64
	var detail []string
	for _, f := range h.Summary.Fees {
		fees += int64(f.Amount)
		detail = append(detail, f.Kind+" "+f.Amount.Format(h.Decimals))
	}
	hr.PotTotal, hr.Rake, hr.Fees = &total, &rake, &fees
	// money in the pot that no player put in (a site's promotion, GGPoker
	// "Cash Drop to Pot"): the replayed total less what the seats put in
	hr.SiteAdded = total
	for i := range res.Contributed {
		hr.SiteAdded -= int64(res.Contributed[i] - res.Returned[i])
	}
	hr.FeesDetail = opt(strings.Join(detail, ", "))
	if h.Summary.HasTotal {
		t := int64(h.Summary.TotalPot)
		hr.RecordedTotal = &t
	}
	for _, b := range h.Boards {
		hr.Boards = append(hr.Boards, cards.Format(b))
	}
	n := len(h.Seats)
	p.dealt = slices.Grow(p.dealt[:0], n)[:n]
	clear(p.dealt)
	dealt := p.dealt
	for k := range h.Actions {
		if s := h.Actions[k].Seat; s >= 0 && s < len(dealt) {
			dealt[s] = true
		}
	}
	for k := range h.Deals {
		if s := h.Deals[k].Seat; s >= 0 && s < len(dealt) {
			dealt[s] = true
		}
	}
	live := 0
	for i := range h.Seats {
		if dealt[i] {
			hr.PlayersDealt++
			if !res.Folded[i] {
				live++
			}
		}
	}
	hr.Showdown = live >= 2

	// seats
	positions := Positions(h)
	p.money = slices.Grow(p.money[:0], 2*n)[:2*n]
	clear(p.money)
	collected, stacks := p.money[:n:n], p.money[n:]
	for _, a := range h.Awards {
		if a.Seat >= 0 && a.Seat < len(collected) {
			collected[a.Seat] += a.Amount
		}
	}
	if h.Conventions.UncalledInCollected {
		for i, r := range res.Returned {
			collected[i] -= r
		}
	}
	spec := h.Game.Spec()
	p.seats = slices.Grow(p.seats[:0], n)[:n]
	for i := range h.Seats {
		s := &h.Seats[i]
		sr := &p.seats[i]
		*sr = SeatRow{Seat: int32(s.Number), Player: s.Player, Position: opt(positions[i]), SittingOut: s.SittingOut,
			AmountDecimals: dec, StartingStack: int64(s.Stack), PutIn: int64(res.Contributed[i]),
			Uncalled: int64(res.Returned[i]), Collected: int64(collected[i]), Folded: res.Folded[i],
			WentToShowdown: hr.Showdown && !res.Folded[i] && dealt[i]}
		if i < len(rep.Paid) {
			sr.PaidByRules = int64(rep.Paid[i])
		}
		sr.Net = sr.Collected - sr.PutIn + sr.Uncalled
		if cs := KnownCards(h, i); len(cs) > 0 {
			sr.HoleCards = opt(cards.Format(cs))
		}
	}
	for _, c := range h.CashOuts {
		if c.Seat >= 0 && c.Seat < len(p.seats) {
			p.seats[c.Seat].CashedOut += int64(c.Amount)
			p.seats[c.Seat].CashOutFee += int64(c.Fee)
		}
	}
	for _, s := range h.Summary.Seats {
		if s.NotAwarded && s.Seat >= 0 && s.Seat < len(p.seats) {
			p.seats[s.Seat].NotAwarded += int64(s.Won)
		}
	}
	for _, sh := range rep.Hands {
		if sh.Run != 0 || sh.Seat < 0 || sh.Seat >= len(p.seats) {
			continue
		}
		sr := &p.seats[sh.Seat]
		rule, cat, desc := opt(sh.Rule.String()), opt(eval.CategoryName(sh.Rule, sh.Result)), opt(sh.Description)
		high := sh.Rule == hand.HighHand || sh.Rule == hand.HighShortDeck
		if spec.Split() {
			high = sh.Rule == spec.Halves[0]
		}
		if high {
			sr.HighRule, sr.HighCategory, sr.HighDescription = rule, cat, desc
		} else {
			sr.LowRule, sr.LowCategory, sr.LowDescription = rule, cat, desc
		}
	}

	// actions: the pot and the stack after each action, from what each
	// action put in as verify's replay applied it (replay.Result.Put); the
	// finding is verify's for that line.
	var codes map[int]string
	for _, d := range rep.Discrepancies {
		if isLegality(d.Code) && d.Line > 0 {
			if codes == nil {
				codes = map[int]string{}
			}
			if _, ok := codes[d.Line]; !ok {
				codes[d.Line] = string(d.Code)
			}
		}
	}
	puts := res.Put
	if len(puts) != len(h.Actions) { // a report not made by replay.Finish
		st := replay.New(h, replay.Config{})
		st.Run()
		puts = make([]hand.Money, len(h.Actions))
		for k := range puts {
			puts[k] = st.Put(k)
		}
	}
	for i := range h.Seats {
		stacks[i] = h.Seats[i].Stack
	}
	p.actions = slices.Grow(p.actions[:0], len(h.Actions))
	var pot hand.Money
	for k := range h.Actions {
		a := &h.Actions[k]
		ar := ActionRow{Seq: int32(k + 1), Street: a.Street.String(), Kind: ActionKindName(a.Kind),
			AmountDecimals: dec, Amount: int64(a.Amount), Dead: int64(a.Dead), AllIn: a.AllIn, Line: int64(a.Line)}
		if a.Kind == hand.Raise || a.Kind == hand.Complete {
			ar.ToAmount = opt(int64(a.To))
		}
		if a.Kind == hand.Discard {
			c := int32(a.Count)
			ar.DiscardCount = &c
		}
		if a.Seat >= 0 && a.Seat < len(h.Seats) {
			put := puts[k]
			pot += put
			stacks[a.Seat] -= put
			ar.Seat, ar.Player, ar.PutIn = int32(h.Seats[a.Seat].Number), p.seats[a.Seat].Player, int64(put)
			ar.StackAfter = int64(stacks[a.Seat])
			if (stacks[a.Seat] <= 0 && put > 0 || a.AllIn) && p.seats[a.Seat].AllInStreet == nil {
				p.seats[a.Seat].AllInStreet = opt(a.Street.String())
			}
		}
		ar.PotAfter = int64(pot)
		if c, ok := codes[a.Line]; ok {
			ar.FindingCode = &c
		}
		p.actions = append(p.actions, ar)
	}

	// pots
	p.pots = p.pots[:0]
	for _, pd := range rep.Pots {
		base := PotRow{Pot: int32(pd.Pot), PotName: potName(pd.Pot), AmountDecimals: dec, PotAmount: int64(pd.Amount),
			PotGross: int64(pd.Gross), Eligible: seatNumbers(h, pd.Eligible), Contenders: seatNumbers(h, pd.Contenders),
			Uncontested: pd.Uncontested, Undecided: pd.Undecided, Clause: string(pd.Clause)}
		if len(pd.Runs) == 0 {
			r := base
			r.Run, r.Portion, r.Amount = 1, "whole", int64(pd.Amount)
			r.Recorded = recordedFor(h, pd.Pot, 0, hand.WholePot, true)
			p.pots = append(p.pots, r)
			continue
		}
		for _, rd := range pd.Runs {
			for _, po := range rd.Portions {
				r := base
				r.Run, r.Amount = int32(rd.Run+1), int64(po.Amount)
				r.Portion = "whole"
				if len(rd.Portions) > 1 || po.Half != hand.WholePot {
					r.Portion = po.Half.String()
				}
				if po.Rule != hand.NoRule {
					r.Rule = opt(po.Rule.String())
				}
				r.Winners = seatNumbers(h, po.Winners)
				for _, s := range po.Shares {
					r.Shares = append(r.Shares, int64(s))
				}
				r.OddChipSeats = seatNumbers(h, po.OddChips)
				r.NoLow = po.NoLow
				r.Clauses = clauseStrings(po.Clauses)
				r.Recorded = recordedFor(h, pd.Pot, rd.Run, po.Half, len(rd.Portions) == 1 && len(pd.Runs) == 1)
				p.pots = append(p.pots, r)
			}
		}
	}
}

func potName(pot int) string {
	if pot == 0 {
		return "main"
	}
	return "side " + strconv.Itoa(pot)
}

func seatNumbers(h *hand.Hand, idx []int) []int32 {
	if len(idx) == 0 {
		return nil
	}
	out := make([]int32, 0, len(idx))
	for _, i := range idx {
		if i >= 0 && i < len(h.Seats) {
			out = append(out, int32(h.Seats[i].Number))
		}
	}
	return out
}

// recordedFor sums the site's collections for one pot, run and half. A
// collection the site did not tie to a pot ("collected from pot") counts
// for the main pot when the hand has a single pot; whole is true when the
// portion is the pot's only one, so a collection of any half counts.
func recordedFor(h *hand.Hand, pot, run int, half hand.Half, whole bool) *int64 {
	var sum int64
	named := true
	for _, a := range h.Awards {
		ap := a.Pot
		if ap == hand.PotUnnamed {
			named = false
			ap = 0
		}
		if ap != pot || a.Run != run {
			continue
		}
		if !whole && a.Half != half {
			continue
		}
		sum += int64(a.Amount)
	}
	if !named && pot != 0 {
		return nil
	}
	return &sum
}

// isLegality: the codes the replay gives one action.
func isLegality(c hand.Code) bool {
	switch c {
	case hand.OutOfTurn, hand.BetAmount, hand.RaiseCap, hand.RaiseNotReopened, hand.BlindAmount,
		hand.BringInPlayer, hand.StackExceeded, hand.InvalidAction:
		return true
	}
	return false
}

// clauseStrings is a portion's clauses as the column's strings (nil for
// none, as before the clauses were typed).
func clauseStrings(cs []rules.Clause) []string {
	if cs == nil {
		return nil
	}
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = string(c)
	}
	return out
}
