package explain

import (
	"strings"
	"time"
	_ "time/tzdata" // the site's zone is shown the same on every machine

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/replay"
	"github.com/hhcheck/hhcheck/rules"
	"github.com/hhcheck/hhcheck/verify"
)

// SchemaID names the JSON form of a Page (docs/explain.schema.json).
const SchemaID = "https://github.com/hhcheck/hhcheck/docs/explain.schema.json"

// Page is everything the account of one hand says, computed once (one
// replay, one verify report, the cross-hand checks against the previous
// hand of the table) and rendered as text, HTML or JSON. Amounts are
// integers in the hand's smallest unit (Hand.Decimals says where the
// point goes); players are named as the site wrote them. Its JSON form is
// documented in docs/explain.md and docs/explain.schema.json.
type Page struct {
	Schema   string     `json:"schema"`
	Hand     HandInfo   `json:"hand"`
	Profile  Profile    `json:"profile"`
	Seats    []Seat     `json:"seats"`
	Streets  []Street   `json:"streets"`
	Boards   [][]string `json:"boards"`
	Contribs []Contrib  `json:"contributions"`
	Total    Total      `json:"total"`
	Pots     []Pot      `json:"pots"`
	Payments []Payment  `json:"payments"`
	Findings []Finding  `json:"findings"`
	Clauses  []Quote    `json:"clauses"`
	Verdict  Verdict    `json:"verdict"`
	Evidence Evidence   `json:"evidence"`

	h *hand.Hand
}

// HandInfo is the header of the page.
type HandInfo struct {
	Site       string `json:"site"`
	ID         string `json:"id"`
	Table      string `json:"table"`
	Tournament string `json:"tournament,omitempty"`
	Level      string `json:"level,omitempty"`
	Game       string `json:"game"`
	GameTitle  string `json:"game_title"`
	Mixed      string `json:"mixed,omitempty"`
	Limit      string `json:"limit"`
	Currency   string `json:"currency"`
	Decimals   int    `json:"decimals"`
	Stakes     Stakes `json:"stakes"`
	// StartUTC is RFC 3339 in UTC; StartSite the same instant in the
	// site's zone (SiteZone, an IANA name); both empty when the site wrote
	// no time.
	StartUTC  string `json:"start_utc,omitempty"`
	StartSite string `json:"start_site,omitempty"`
	SiteZone  string `json:"site_zone,omitempty"`
	MaxSeats  int    `json:"max_seats,omitempty"`
	Button    int    `json:"button,omitempty"` // seat number; 0 for none (stud)
	File      string `json:"file"`
	Line      int    `json:"line"`
}

// Stakes are the forced bets and bet sizes of the header (0 when none).
type Stakes struct {
	SmallBlind hand.Money `json:"small_blind"`
	BigBlind   hand.Money `json:"big_blind"`
	Ante       hand.Money `json:"ante"`
	BringIn    hand.Money `json:"bring_in"`
	SmallBet   hand.Money `json:"small_bet"`
	BigBet     hand.Money `json:"big_bet"`
}

// Profile is the rule profile applied.
type Profile struct {
	Name        string `json:"name"`
	Description string `json:"description"`
}

// Seat is a player at the start of the hand and his cards as far as the
// history shows them.
type Seat struct {
	Number     int        `json:"number"`
	Player     string     `json:"player"`
	Stack      hand.Money `json:"stack"`
	SittingOut bool       `json:"sitting_out,omitempty"`
	Button     bool       `json:"button,omitempty"`
	Cards      []string   `json:"cards"`
	// CardsSeen says where Cards come from: "shown" (at the showdown or
	// mucked and recorded), "dealt" (the hero's cards, stud up cards) or
	// "" when none are known.
	CardsSeen string `json:"cards_seen"`
	Line      int    `json:"line"`
}

// Street is one betting round with its actions.
type Street struct {
	Name    string   `json:"name"`
	Board   []string `json:"board,omitempty"` // the first run's board as it stands on this street
	Actions []Action `json:"actions"`
}

// Action is one action replayed, with the stack and pot after it.
type Action struct {
	Line    int        `json:"line"`
	Seat    int        `json:"seat"` // seat number
	Player  string     `json:"player"`
	Kind    string     `json:"kind"`
	Amount  hand.Money `json:"amount"`
	To      hand.Money `json:"to,omitempty"`
	Dead    hand.Money `json:"dead,omitempty"`
	Count   int        `json:"count,omitempty"`
	AllIn   bool       `json:"all_in,omitempty"`
	Stack   hand.Money `json:"stack"`
	Pot     hand.Money `json:"pot"`
	Finding *Finding   `json:"finding,omitempty"`
}

// Contrib is what a player put in.
type Contrib struct {
	Player   string     `json:"player"`
	PutIn    hand.Money `json:"put_in"`
	Dead     hand.Money `json:"dead"`
	Returned hand.Money `json:"returned"`
	Folded   bool       `json:"folded"`
	AllIn    bool       `json:"all_in"`
}

// Total is the pot rebuilt from the contributions and the site's.
type Total struct {
	Rebuilt  hand.Money `json:"rebuilt"`
	HasSite  bool       `json:"has_site"`
	Site     hand.Money `json:"site"`
	Rake     hand.Money `json:"rake"`
	Fees     hand.Money `json:"fees"`
	FeeKinds []string   `json:"fee_kinds,omitempty"`
}

// Pot is one pot and its decision.
type Pot struct {
	Name        string       `json:"name"`
	Amount      hand.Money   `json:"amount"` // shared, after rake
	Gross       hand.Money   `json:"gross"`  // before rake
	Eligible    []string     `json:"eligible"`
	Clause      rules.Clause `json:"clause"`
	Uncontested bool         `json:"uncontested"`
	Undecided   bool         `json:"undecided"`
	Runs        []Run        `json:"runs"`
}

// Run is one run of the board's share of a pot.
type Run struct {
	Run      int        `json:"run"` // 1-based
	Amount   hand.Money `json:"amount"`
	OddUnit  bool       `json:"odd_unit"`
	Hands    []SeatHand `json:"hands"`
	Portions []Portion  `json:"portions"`
}

// SeatHand is a contender's hand under one rule: the words and the five
// cards that play; NoHand when it makes none (a low that does not qualify).
type SeatHand struct {
	Player      string   `json:"player"`
	Rule        string   `json:"rule"`
	Description string   `json:"description"`
	Plays       []string `json:"plays"`
	NoHand      bool     `json:"no_hand"`
}

// Portion is a whole pot or a half and the decision on it.
type Portion struct {
	Half    string         `json:"half"` // "whole", "high", "low"
	Rule    string         `json:"rule"`
	Amount  hand.Money     `json:"amount"`
	OddUnit bool           `json:"odd_unit"` // took the unit that did not divide between the halves
	NoLow   bool           `json:"no_low"`
	Winners []Share        `json:"winners"`
	Clauses []rules.Clause `json:"clauses"`
	Note    string         `json:"note,omitempty"`
}

// Share is one winner's part of a portion.
type Share struct {
	Player  string     `json:"player"`
	Amount  hand.Money `json:"amount"`
	OddChip bool       `json:"odd_chip"`
}

// Payment is what the rules pay a player against what the site paid.
// At a site that pays an uncalled bet back inside its collection
// (hand.Conventions.UncalledInCollected), Rules counts that bet too
// (UncalledInSite), as the site's amount does.
type Payment struct {
	Player         string     `json:"player"`
	Rules          hand.Money `json:"rules"`
	Site           hand.Money `json:"site"`
	UncalledInSite hand.Money `json:"uncalled_in_site,omitempty"`
	Differs        bool       `json:"differs"`
	// Accepted: the amounts differ by the site's documented odd-chip
	// habit, which the profile accepts (RULES D7; no finding): Differs is
	// then false.
	Accepted rules.Clause `json:"accepted,omitempty"`
}

// Finding is one discrepancy.
type Finding struct {
	Line       int          `json:"line"`
	Code       string       `json:"code"`
	Clause     rules.Clause `json:"clause"`
	Pot        string       `json:"pot,omitempty"`
	Player     string       `json:"player,omitempty"`
	HasAmounts bool         `json:"has_amounts"`
	Expected   hand.Money   `json:"expected"`
	Recorded   hand.Money   `json:"recorded"`
	Message    string       `json:"message"`
	// CrossHand: found by comparing the hand with the previous hand of its
	// table in the file (verify.Session), as verify does.
	CrossHand bool `json:"cross_hand"`
}

// Quote is a clause cited on the page and its text, in the language of
// its source (Lang); English is the project's restatement (RULES.md) of a
// French text, French the French version of an English one.
type Quote struct {
	Clause rules.Clause `json:"clause"`
	Quoted rules.Clause `json:"quoted"` // the clause whose text is quoted (a clause's enclosing article when it has no text of its own); "" when none is embedded
	ClauseText
}

// ClauseText is a clause's text as quotes.json holds it: where it comes
// from, its language and, beside it, its English or French version.
type ClauseText struct {
	Source  string `json:"source"`
	Lang    string `json:"lang"`
	Text    string `json:"text"`
	English string `json:"english,omitempty"`
	French  string `json:"french,omitempty"`
}

// Verdict is the conclusion.
type Verdict struct {
	Clean         bool `json:"clean"`
	Discrepancies int  `json:"discrepancies"`
}

// Evidence is what lets anyone reproduce and check the page later.
type Evidence struct {
	File       string    `json:"file"`
	SHA256     string    `json:"sha256"`
	Encoding   string    `json:"encoding"`
	LineEnding string    `json:"line_ending"`
	FirstLine  int       `json:"first_line"`
	Lines      []RawLine `json:"lines"`
	Version    string    `json:"version"`
	Profile    string    `json:"profile"`
	Command    string    `json:"command"`
}

// RawLine is one line of the hand's text as in the file.
type RawLine struct {
	N    int    `json:"n"`
	Text string `json:"text"`
}

// Input is what Build needs besides the hand.
type Input struct {
	Hand *hand.Hand
	// Prev is the previous hand of the same table in the same file, which
	// the cross-hand checks compare the hand with; nil when there is none.
	Prev *hand.Hand
	// Source: the input file as read.
	SHA256, Encoding, LineEnding string
	Text                         string // the hand's text as decoded, from Hand.Line
	Version                      string // buildinfo.String()
	Command                      string // the command line that reproduces the page
}

// siteZones: the zone each site's clients show times in (PokerStars
// writes Eastern time, Winamax is a French site, GGPoker writes no time).
var siteZones = map[string]string{
	"PokerStars":      "America/New_York",
	"Full Tilt Poker": "America/New_York",
	"Winamax":         "Europe/Paris",
}

// Build computes the page of in.Hand under opts: the hand is replayed once
// (every step shown), verified from that replay, and compared with the
// previous hand of its table as a verify run does.
func Build(in Input, opts verify.Options) *Page {
	h := in.Hand
	p := &Page{Schema: SchemaID, h: h, Seats: []Seat{}, Streets: []Street{}, Boards: [][]string{}, Contribs: []Contrib{},
		Pots: []Pot{}, Payments: []Payment{}, Findings: []Finding{}, Clauses: []Quote{}}
	p.header(opts)
	st := verify.NewReplay(h, opts)
	p.actions(st)
	rep := verify.CheckReplay(h, opts, st)
	ds := rep.Discrepancies
	cross := crossHand(in, opts, rep.Replay)
	p.contributions(rep.Replay)
	p.pots(&rep)
	p.payments(&rep)
	for i := range ds {
		p.Findings = append(p.Findings, p.finding(&ds[i], false))
	}
	for i := range cross {
		p.Findings = append(p.Findings, p.finding(&cross[i], true))
	}
	p.Verdict = Verdict{Clean: len(p.Findings) == 0, Discrepancies: len(p.Findings)}
	p.quotes()
	p.evidence(in, opts)
	return p
}

// crossHand runs the cross-hand checks of a verify run (verify.Session)
// on the previous hand of the table and this one.
func crossHand(in Input, opts verify.Options, res *replay.Result) []hand.Discrepancy {
	if in.Prev == nil || res == nil {
		return nil
	}
	s := verify.NewSession()
	s.Add(in.Prev, verify.NewReplay(in.Prev, opts).Finish())
	return s.Add(in.Hand, res)
}

func (p *Page) player(seat int) string {
	if seat >= 0 && seat < len(p.h.Seats) {
		return p.h.Seats[seat].Player
	}
	return ""
}

func (p *Page) header(opts verify.Options) {
	h := p.h
	p.Hand = HandInfo{Site: h.Site, ID: h.ID, Table: h.Table, Tournament: h.Tournament, Level: h.Level,
		Game: h.Game.String(), GameTitle: h.Game.Spec().Title, Mixed: h.Mixed, Limit: h.Limit.String(),
		Currency: h.Currency, Decimals: h.Decimals, MaxSeats: h.MaxSeats, Button: h.Button, File: h.File, Line: h.Line,
		Stakes: Stakes{SmallBlind: h.Stakes.SmallBlind, BigBlind: h.Stakes.BigBlind, Ante: h.Stakes.Ante,
			BringIn: h.Stakes.BringIn, SmallBet: h.Stakes.SmallBet, BigBet: h.Stakes.BigBet}}
	if !h.Start.IsZero() {
		p.Hand.StartUTC = h.Start.UTC().Format(time.RFC3339)
		if z, ok := siteZones[h.Site]; ok {
			if loc, err := time.LoadLocation(z); err == nil {
				p.Hand.SiteZone = z
				p.Hand.StartSite = h.Start.In(loc).Format("2006-01-02 15:04:05 MST")
			}
		}
	}
	p.Profile = Profile{Name: opts.Profile.Name, Description: opts.Profile.Description}
	for i, s := range h.Seats {
		cs, seen := p.seatCards(i)
		p.Seats = append(p.Seats, Seat{Number: s.Number, Player: s.Player, Stack: s.Stack, SittingOut: s.SittingOut,
			Button: h.Button > 0 && s.Number == h.Button, Cards: cards.Strings(cs), CardsSeen: seen, Line: s.Line})
	}
	for _, b := range h.Boards {
		p.Boards = append(p.Boards, cards.Strings(b))
	}
}

// seatCards returns the cards the history shows of a seat: those shown at
// the showdown, else those dealt as far as written (the hero's, stud up
// cards; a draw player's last hand).
func (p *Page) seatCards(seat int) ([]cards.Card, string) {
	h := p.h
	var shown []cards.Card
	for _, s := range h.Shows {
		if s.Seat == seat && len(s.Cards) > len(shown) {
			shown = s.Cards
		}
	}
	if len(shown) > 0 {
		return shown, "shown"
	}
	var dealt []cards.Card
	draw := h.Game.Spec().Family == hand.DrawGame
	for _, d := range h.Deals {
		if d.Seat != seat {
			continue
		}
		if draw {
			dealt = append(append([]cards.Card{}, d.Held...), d.Down...)
			continue
		}
		dealt = append(dealt, d.Down...)
		dealt = append(dealt, d.Up...)
	}
	if len(dealt) > 0 {
		return dealt, "dealt"
	}
	return nil, ""
}

// actions steps the replay one action at a time.
func (p *Page) actions(st *replay.State) {
	h := p.h
	var cur *Street
	for {
		i := st.Next()
		ok, f := st.Step()
		if !ok {
			break
		}
		a := &h.Actions[i]
		if cur == nil || cur.Name != a.Street.String() {
			p.Streets = append(p.Streets, Street{Name: a.Street.String(), Board: p.boardAt(a.Street), Actions: []Action{}})
			cur = &p.Streets[len(p.Streets)-1]
		}
		var pot hand.Money
		for s := range h.Seats {
			pot += st.Contributed(s)
		}
		act := Action{Line: a.Line, Player: p.player(a.Seat), Kind: a.Kind.String(), Amount: a.Amount, To: a.To,
			Dead: a.Dead, Count: a.Count, AllIn: a.AllIn, Pot: pot}
		if a.Seat >= 0 && a.Seat < len(h.Seats) {
			act.Seat = h.Seats[a.Seat].Number
			act.Stack = st.Stack(a.Seat)
		}
		if f != nil {
			fd := p.finding(f, false)
			act.Finding = &fd
		}
		cur.Actions = append(cur.Actions, act)
	}
}

// boardAt is the first run's board as it stands on a flop game's street.
func (p *Page) boardAt(s hand.Street) []string {
	if len(p.h.Boards) == 0 {
		return nil
	}
	n := map[hand.Street]int{hand.Flop: 3, hand.Turn: 4, hand.River: 5}[s]
	b := p.h.Boards[0]
	if n == 0 || len(b) < n {
		return nil
	}
	return cards.Strings(b[:n])
}

func (p *Page) contributions(res *replay.Result) {
	if res == nil {
		return
	}
	for s := range p.h.Seats {
		if res.Contributed[s] == 0 {
			continue
		}
		p.Contribs = append(p.Contribs, Contrib{Player: p.player(s), PutIn: res.Contributed[s], Dead: res.Dead[s],
			Returned: res.Returned[s], Folded: res.Folded[s], AllIn: res.AllIn[s] && !res.Folded[s]})
	}
	p.Total.Rebuilt = res.Total
	sum := &p.h.Summary
	p.Total.HasSite, p.Total.Site, p.Total.Rake = sum.HasTotal, sum.TotalPot, sum.Rake
	for _, f := range sum.Fees {
		p.Total.Fees += f.Amount
		p.Total.FeeKinds = append(p.Total.FeeKinds, f.Kind)
	}
}

func (p *Page) pots(rep *verify.Report) {
	for _, pd := range rep.Pots {
		pot := Pot{Name: pd.Name, Amount: pd.Amount, Gross: pd.Gross, Eligible: []string{}, Clause: pd.Clause,
			Uncontested: pd.Uncontested, Undecided: pd.Undecided, Runs: []Run{}}
		for _, s := range pd.Eligible {
			pot.Eligible = append(pot.Eligible, p.player(s))
		}
		for _, rd := range pd.Runs {
			run := Run{Run: rd.Run + 1, Amount: rd.Amount, OddUnit: rd.OddUnit, Hands: []SeatHand{}, Portions: []Portion{}}
			if !pd.Uncontested {
				for _, sh := range rep.Hands {
					if sh.Run != rd.Run || !contains(pd.Contenders, sh.Seat) {
						continue
					}
					x := SeatHand{Player: p.player(sh.Seat), Rule: sh.Rule.String(), Description: sh.Description,
						Plays: cards.Strings(sh.Result.Played())}
					if sh.Result.N == 0 {
						x.NoHand, x.Description, x.Plays = true, "", []string{}
					}
					run.Hands = append(run.Hands, x)
				}
			}
			for _, po := range rd.Portions {
				half := "whole"
				if po.Half != hand.WholePot {
					half = po.Half.String()
				}
				por := Portion{Half: half, Rule: po.Rule.String(), Amount: po.Amount, OddUnit: po.OddUnit, NoLow: po.NoLow,
					Winners: []Share{}, Clauses: append([]rules.Clause{}, po.Clauses...), Note: po.Note}
				for i, w := range po.Winners {
					por.Winners = append(por.Winners, Share{Player: p.player(w), Amount: po.Shares[i], OddChip: contains(po.OddChips, w)})
				}
				run.Portions = append(run.Portions, por)
			}
			pot.Runs = append(pot.Runs, run)
		}
		p.Pots = append(p.Pots, pot)
	}
}

func contains(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

func (p *Page) payments(rep *verify.Report) {
	if len(rep.Paid) == 0 {
		return
	}
	rec := make([]hand.Money, len(p.h.Seats))
	for _, a := range p.h.Awards {
		if a.Seat >= 0 && a.Seat < len(rec) {
			rec[a.Seat] += a.Amount
		}
	}
	flagged := map[int]bool{} // seats with an award finding
	for _, d := range rep.Discrepancies {
		if d.Code == hand.AwardMismatch {
			flagged[d.Seat] = true
		}
	}
	for s := range p.h.Seats {
		if s >= len(rep.Paid) || (rep.Paid[s] == 0 && rec[s] == 0 && !p.returnedInside(rep, s)) {
			continue
		}
		py := Payment{Player: p.player(s), Rules: rep.Paid[s], Site: rec[s]}
		if p.h.Conventions.UncalledInCollected && rep.Replay != nil && s < len(rep.Replay.Returned) {
			py.UncalledInSite = rep.Replay.Returned[s]
			py.Rules += py.UncalledInSite
		}
		switch {
		case py.Rules == py.Site:
		case !flagged[s] && p.h.Conventions.OddChip != hand.OddChipByProfile:
			py.Accepted = rules.D7 // the site's odd-chip habit: no finding
		default:
			py.Differs = true
		}
		p.Payments = append(p.Payments, py)
	}
}

// returnedInside: seat s had an uncalled bet back that the site pays
// inside its collection.
func (p *Page) returnedInside(rep *verify.Report, s int) bool {
	return p.h.Conventions.UncalledInCollected && rep.Replay != nil && s < len(rep.Replay.Returned) && rep.Replay.Returned[s] > 0
}

func (p *Page) finding(d *hand.Discrepancy, cross bool) Finding {
	return Finding{Line: d.Line, Code: string(d.Code), Clause: d.Clause, Pot: d.Pot, Player: d.Player,
		HasAmounts: d.HasAmounts, Expected: d.Expected, Recorded: d.Recorded, Message: d.Message, CrossHand: cross}
}

// quotes lists every clause the page cites, in order of first citation,
// with its text.
func (p *Page) quotes() {
	seen := map[rules.Clause]bool{}
	add := func(c rules.Clause) {
		if c == "" || seen[c] {
			return
		}
		seen[c] = true
		p.Clauses = append(p.Clauses, quote(c))
	}
	for _, st := range p.Streets {
		for _, a := range st.Actions {
			if a.Finding != nil {
				add(a.Finding.Clause)
			}
		}
	}
	for _, pot := range p.Pots {
		add(pot.Clause)
		for _, r := range pot.Runs {
			for _, po := range r.Portions {
				for _, c := range po.Clauses {
					add(c)
				}
			}
		}
	}
	for _, f := range p.Findings {
		add(f.Clause)
	}
}

func (p *Page) evidence(in Input, opts verify.Options) {
	h := p.h
	p.Evidence = Evidence{File: h.File, SHA256: in.SHA256, Encoding: in.Encoding, LineEnding: in.LineEnding,
		FirstLine: h.Line, Lines: []RawLine{}, Version: in.Version, Profile: opts.Profile.Name, Command: in.Command}
	text := strings.TrimRight(in.Text, "\n")
	if text == "" {
		return
	}
	for i, l := range strings.Split(text, "\n") {
		p.Evidence.Lines = append(p.Evidence.Lines, RawLine{N: h.Line + i, Text: l})
	}
}
