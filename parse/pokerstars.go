package parse

import (
	"fmt"
	"math"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	_ "time/tzdata" // zone rules on any machine

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/pokerstars"
	"github.com/hhcheck/hhcheck/grammar/textgram"
	"github.com/hhcheck/hhcheck/hand"
)

// PokerStars conventions, found in the real files of ../shared/histories
// (family PokerStars, 147 files, ~19k hands):
//
//   - Total pot = every collected amount + rake (+ the other fees of the
//     " | " segments, none seen besides Rake). Cash-outs are paid by the
//     site, not from the pot: the cash-out player's pot share is collected
//     by nobody and is part of neither the awards nor the rake.
//     Evidence: cash__Stars__Flop__2025-NL-6max-USD-0.05-0.10.cashout.txt,
//     hand 257180854570 "Total pot $27.21 | Rake $1.25", Player1
//     collected $25.96 = 27.21 - 1.25; Player3 "cashed out the hand for
//     $22.77 | Cash Out Fee $0.46" outside the total. When the cashed-out
//     player wins, no "collected" line pays him; the summary says "won
//     ($100) ... (pot not awarded as player cashed out)" and the total
//     still counts it (SummarySeat.NotAwarded): total = collected + rake +
//     fees + not-awarded, true for all 18,997 parsed hands (corpus test),
//     e.g. hh.com_Laodamia_289FR hand 228671798043: "Total pot $102 |
//     Rake $2", winner cashed out, $100 not awarded.
//   - RecordsUncalled: every uncalled bet gets "Uncalled bet ($x) returned to",
//     since 2008. Before, the bet went back silently and the winner
//     "collected" the pot without it: all 245 hands of
//     tour__Stars__Flop__NLHE-USD-MTT-5r-200710.txt, the 2005 cash files
//     (hand 2467687491, a walk: "Hero collected $1", total pot $1 after a
//     $0.50 small blind) and the 2006 shootout hand 6876227979. The
//     earliest hand with the line is from 2009/11
//     (cash__Stars__Stud__7-Stud-USD-0.04-0.08-200911.txt); 2008 is the
//     cut-off, see recordsUncalled.
//   - RakePerPot + RakeFromMainFirst: the "Main pot"/"Side pot-N" amounts
//     are printed after rake, and every pot pays its own part of the rake,
//     about rate x pot rounded per pot, main pot first, until a capped rake
//     is used up (the later pots then pay what is left of the cap, often 0).
//     Raw pots rebuilt from the actions vs printed pots
//     (TestConventionsEvidence prints all 27 raked multi-pot hands):
//     cash__Stars__Flop__PLO-FR-USD-0.01-0.02-201006.sidepots.txt hand
//     22865231671: raw [2.47 0.93 0.30], rake 0.18, printed [2.35 0.88
//     0.29]: each pot paid ~5% (0.12, 0.05, 0.01); hh.com_Helma_289FR hand
//     228696554117: raw [33.05 90.26], rake $2 (cap), printed [31.40
//     89.91]: main 5% = 1.65, side the 0.35 left of the cap; HH20181228
//     Hydra hand 195023735482: raw [4.42 64.62], rake $2, printed [4.22
//     62.82]; hh.com_Minelava_289FR hand 228679736232: raw [69.90 59.64],
//     rake $2, printed [67.90 59.64] (main pot alone reaches the cap).
//     So the rake is NOT all taken from the main pot first.
//   - OddChip hand.OddChipRRoP: a chopped pot's odd units go one each to the
//     winners in seat order starting left of the button (61 of 62 odd-unit
//     chops; the 62nd, hh.com_Gorgo_289FR hand 228695379055, is a
//     three-way chop of $3.80 with two odd cents: seats 8 (left of the
//     button 6) and 2 get $1.27, seat 3 $1.26 — the same habit). Run it
//     twice and Split Hold'em: the first run/board gets the odd unit (17 of
//     17, e.g. HH20181228 Hydra #5 hand 195022607462: run 1 $23.43, run 2
//     $23.42; cash__Stars__Flop__NLHE-Split-6max-USD-1.00-2.00-201803.txt
//     hand 184487904738: first board $33.54, second $33.53).
//     TestOddChipEvidence prints every case.
//   - TopUpsUnrecorded (cash games): chips a player adds between hands
//     (top-up, automatic rebuy to the maximum) are written nowhere; the
//     next hand's seat line simply shows the larger stack. Evidence:
//     hh.com_Helffrich_289FR hand 228673591648 → 228673598699 (the next
//     hand, button moved one seat): AvaExMachina ends with $49.75 and
//     starts with $50; about 6,000 such rises between consecutive hands of
//     the cash files, none with a line. Chips never leave a cash table
//     that way, and tournament stacks change only with a "re-buys" or
//     "takes the add-on" line (hand.NoteRebuy, hand.NoteAddOn).
//   - Archived Zoom files indent every line of a hand by one space and
//     separate hands by "*********** # 1 ***" lines (text between hands):
//     the space is dropped (testdata/histories/project/
//     project__PokerStars-zoom-archive.txt, written by the project).
//   - Zoom: "PokerStars Zoom Hand" (and "Zoom Tournament #") sets Hand.Pool: the table name is the
//     pool's, consecutive hands are not one table's.
//
// The mapping itself:
//   - Amounts: integer cents for cash (Decimals 2), chips for tournaments
//     and play money (Decimals 0); an amount with more decimals is rejected
//     bad_amount, never rounded.
//   - Hi/lo: PokerStars writes one "collected" line per half without saying
//     which half; Award.Half is WholePot for every award.
//   - Run it twice / Split Hold'em: "*** FIRST FLOP ***" ... set the run
//     (0-based) of the board and of the awards and shows under
//     "*** FIRST SHOW DOWN ***" / "*** SECOND SHOW DOWN ***"; every run's
//     full board is in Boards[run]; summary "FIRST Board [..]" fills a run
//     the streets did not show.
//   - Shows: "shows [..] (desc)" lines, "folds [..]", and the summary's
//     "mucked [..]" (Mucked) and "showed [..]" when the showdown section did
//     not already show that seat's cards; summary descriptions go to
//     Summary.Seats[i].Descriptions, one per run.
//   - Fixed limit: the header's "($1/$2)" are SmallBet/BigBet; the blinds
//     are taken from the first small/big blind posts that are not all-in.
//   - "posts small & big blinds $x": PostBothBlinds, Amount x, Dead = the
//     small blind of the stakes.
//   - Stud: "*** RIVER ***" is 7th street; on 3rd street the hero's line
//     shows 2 down + 1 up, the others' one up card; 4th-6th the new card is
//     up, 7th down; earlier cards repeated on the line are Deal.Held.
//   - Draw: "Dealt to X [kept] [new]": Held = kept, Down = new. Single
//     draw games (5 Card Draw, 2-7 Single Draw) print no "*** ... DRAW ***"
//     line: the first discard or "stands pat" starts AfterDraw1, and the
//     discards themselves are on AfterDraw1 (as after "*** FIRST DRAW ***").
//   - A name in an arithmetic line that has no seat is rejected
//     unknown_player; a name without a seat in a line without arithmetic
//     (joins, chat, sits out...) is kept as a Note.
//   - "Hand cancelled" rejects the hand (reason cancelled): it has no
//     showdown or collections to verify.
//   - Lines after the summary's blank line (tournament summaries glued to a
//     hand) become Notes of kind "trailing_text".
//   - Start is the bracketed ET time when written (America/New_York),
//     otherwise the first time in its zone; both through time.LoadLocation.

func init() {
	registerStars(Site{Format: "pokerstars", Name: "PokerStars", New: newPSState,
		// "Full Tilt Hand #": the Stars-platform Full Tilt, same syntax;
		// Full Tilt's own "Full Tilt Poker Game #" is a longer prefix
		// and another format.
		Header: Header{Prefixes: []string{"PokerStars ", "Full Tilt "}, Match: pokerstars.HeaderAt},
		Conventions: func(h *hand.Hand) hand.Conventions {
			return hand.Conventions{RecordsUncalled: recordsUncalled(h.Start), RakeFromMainFirst: true, RakePerPot: true,
				OddChip: hand.OddChipRRoP, TopUpsUnrecorded: h.Tournament == ""}
		},
	})
}

type memoVal = convLine[pokerstars.Act]

// seatVal is a converted seat-line tail, with the tail (a copy) and the
// decimals it was converted with (ok: converted).
type seatVal struct {
	stack      hand.Money
	sittingOut bool
	remark     bool // other text after the parenthesis: kept as a note
	ok         bool
	dec        int8
	text       string
}

type psState struct {
	starState[pokerstars.Act]
	seats map[memoEntry[linekind.Kind]]seatVal
	// lastSeats is the seat tail each seat number had last (lastSeat)
	lastSeats [16]seatVal
	noSeat    seatVal   // the slot of a seat number past lastSeats: never kept
	game      lastGame  // the header's game words: a file's hands repeat them
	clock     zoneClock // the zone's period the last header's date was in
	body      lastBody  // the last header body mapped
	// ph is the hand being mapped, reused from hand to hand, so that
	// mapping a hand allocates no mapping state (its steps are read's
	// lineSteps: no method values)
	ph psHand
	// hd is the header being mapped (pokerstars.ReadHeader reads into it)
	hd pokerstars.Header
	// sum is the summary seat line being mapped (summarySeatAfter reads
	// into it)
	sum pokerstars.SummarySeat
	// cardText is the text of a street, board or dealt line's cards
	// (boardCards, boardLine, dealtLine), reused; groups the dealt line's
	// groups of it
	cardText []string
	groups   []pokerstars.CardGroup
	// table is the table line being mapped (pokerstars.ReadTable reads
	// into it)
	table pokerstars.Table
	// direct is the player line psHand.direct converted last: its
	// amounts and all-in mark, nothing else
	direct memoVal
}

// lastGame is gameLimits of the last game words read.
type lastGame struct {
	words     string
	g         hand.GameType
	pre, post hand.Limit
	ok        bool
}

// gameLimits is gameLimits(s), remembered for the next hand.
func (lg *lastGame) gameLimits(s string) (hand.GameType, hand.Limit, hand.Limit, bool) {
	if s != lg.words || lg.words == "" {
		g, pre, post, ok := gameLimits(s)
		*lg = lastGame{words: strings.Clone(s), g: g, pre: pre, post: post, ok: ok}
	}
	return lg.g, lg.pre, lg.post, lg.ok
}

func newPSState() Mapper {
	st := &psState{starState: newStarState[pokerstars.Act](1024, psPlain), seats: make(map[memoEntry[linekind.Kind]]seatVal, 1024)}
	return st
}

// lastSeat is the slot of seat number n's last tail.
func (st *psState) lastSeat(n int) *seatVal {
	if n >= 0 && n < len(st.lastSeats) {
		return &st.lastSeats[n]
	}
	st.noSeat = seatVal{}
	return &st.noSeat
}

// psKinds: how the layout's lines are written (starsLine).
var psKinds = newStarKinds[*psHand](pokerstars.Classify)

type psHand struct {
	p  *Parser
	st *psState
	lineMapper
	blindPosted bool // a small or big blind was posted in this hand
}

func (st *psState) Map(p *Parser, doc *Document, c Chunk) (*hand.Hand, Parts, *Error) {
	ph := &st.ph
	*ph = psHand{p: p, st: st, lineMapper: startHand(doc, c, "", &st.index)}
	e := readLines(&ph.lineMapper, p, c, ph)
	h, parts := ph.h, ph.parts()
	ph.h, ph.doc = nil, nil // the state must not keep the hand or the file's text
	st.hd, st.table = pokerstars.Header{}, pokerstars.Table{}
	clear(st.cardText[:cap(st.cardText)])
	clear(st.groups[:cap(st.groups)])
	clear(st.sum.Results[:cap(st.sum.Results)])
	clear(st.sum.Cards[:cap(st.sum.Cards)])
	st.sum = pokerstars.SummarySeat{Results: st.sum.Results[:0], Cards: st.sum.Cards[:0]}
	if e != nil {
		return nil, 0, e
	}
	return h, parts, nil
}

// playerNote keeps a player's line that carries no arithmetic. Its kind is
// the grammar's name for the line, which for the lines the cross-hand
// checks read is hand.NoteRebuy ("X re-buys and receives 3000 chips"),
// hand.NoteAddOn ("X takes the add-on and receives ..."), hand.NoteJoins
// ("X joins the table at seat #3") and hand.NoteLeaves ("X leaves the
// table"); see TestPokerStarsSessionNotes.
func (ph *psHand) playerNote(k linekind.Kind, line, player string) {
	ph.playerNoteOf(k.String(), line, player)
}

// ---- header ----

var gameNames = map[string]hand.GameType{
	"hold'em":                 hand.Holdem,
	"split hold'em":           hand.Holdem,
	"6+ hold'em":              hand.ShortDeckHoldem,
	"omaha":                   hand.Omaha,
	"omaha hi/lo":             hand.OmahaHiLo,
	"5 card omaha":            hand.Omaha5,
	"5 card omaha hi/lo":      hand.Omaha5HiLo,
	"6 card omaha":            hand.Omaha6,
	"6 card omaha hi/lo":      hand.Omaha6HiLo,
	"courchevel":              hand.Courchevel,
	"courchevel hi/lo":        hand.CourchevelHiLo,
	"7 card stud":             hand.Stud,
	"7 card stud hi/lo":       hand.StudHiLo,
	"razz":                    hand.Razz,
	"5 card draw":             hand.FiveCardDraw,
	"single draw 2-7 lowball": hand.SingleDraw27,
	"triple draw 2-7 lowball": hand.TripleDraw27,
	"triple draw a-5 lowball": hand.TripleDrawA5,
	"badugi":                  hand.Badugi,
	"badeucey":                hand.Badeucey,
	// Not dealt by PokerStars: the names the project's own histories use
	// for the casino games (testdata/histories/project/README.md).
	"hi-lo regular":       hand.HiLoRegular,
	"omaha hi-lo regular": hand.HiLoRegular,
	"seven nullo":         hand.SevenNullo,
	"7 card nullo":        hand.SevenNullo,
}

// gameLimits maps a game with split limits, "Hold'em Pot Limit Pre-Flop,
// No Limit Post-Flop", to the game, the limit before the flop and the one
// after it; other games as gameOf, with post = UnknownLimit.
func gameLimits(s string) (g hand.GameType, pre, post hand.Limit, ok bool) {
	l := strings.ToLower(strings.TrimSpace(s))
	if strings.HasSuffix(l, " post-flop") {
		if i := strings.Index(l, " pre-flop, "); i > 0 {
			g, pre, ok = gameOf(l[:i])
			_, post, ok2 := gameOf("hold'em " + l[i+len(" pre-flop, "):len(l)-len(" post-flop")])
			return g, pre, post, ok && ok2
		}
	}
	g, pre, ok = gameOf(s)
	return g, pre, hand.UnknownLimit, ok
}

var psLimits = []limitWord{{" no limit", hand.NoLimit}, {" pot limit", hand.PotLimit}, {" fixed limit", hand.FixedLimit}, {" limit", hand.FixedLimit}}

// gameOf maps "Hold'em No Limit" to the game and limit.
func gameOf(s string) (hand.GameType, hand.Limit, bool) {
	return gameWithLimit(strings.ToLower(strings.TrimSpace(s)), true, psLimits, gameNames)
}

var zoneNames = map[string]string{
	"ET": "America/New_York", "EST": "America/New_York", "EDT": "America/New_York",
	"CT": "America/Chicago", "CST": "America/Chicago", "CDT": "America/Chicago",
	"MT": "America/Denver", "MST": "America/Denver", "MDT": "America/Denver",
	"PT": "America/Los_Angeles", "PST": "America/Los_Angeles", "PDT": "America/Los_Angeles",
	"AT": "America/Halifax", "BRT": "America/Sao_Paulo", "ART": "America/Argentina/Buenos_Aires",
	"UTC": "UTC", "GMT": "UTC", "WET": "Europe/Lisbon", "CET": "Europe/Paris", "EET": "Europe/Helsinki",
	"MSK": "Europe/Moscow", "IST": "Asia/Kolkata", "CCT": "Asia/Shanghai", "JST": "Asia/Tokyo",
	"KST": "Asia/Seoul", "AWST": "Australia/Perth", "ACST": "Australia/Adelaide", "AEST": "Australia/Sydney",
	"AET": "Australia/Sydney", "NZT": "Pacific/Auckland",
}

var (
	zoneMu    sync.Mutex
	zoneCache = map[string]*time.Location{}
	// zoneLast is the last zone zone found: a file's hands name one or
	// two zones, found again without the map and the lock
	zoneLast atomic.Pointer[zoneHit]
)

// zoneHit is a zone abbreviation and its location.
type zoneHit struct {
	abbr string
	loc  *time.Location
}

func zone(abbr string) *time.Location {
	if last := zoneLast.Load(); last != nil && last.abbr == abbr {
		return last.loc
	}
	name, ok := zoneNames[abbr]
	if !ok {
		return nil
	}
	loc := loadZone(name)
	zoneLast.Store(&zoneHit{abbr: strings.Clone(abbr), loc: loc})
	return loc
}

// loadZone is time.LoadLocation(name), loaded once (nil: unknown).
func loadZone(name string) *time.Location {
	zoneMu.Lock()
	defer zoneMu.Unlock()
	if loc, ok := zoneCache[name]; ok {
		return loc
	}
	loc, err := time.LoadLocation(name)
	if err != nil {
		loc = nil
	}
	zoneCache[name] = loc
	return loc
}

func stampTime(s pokerstars.Stamp) (time.Time, bool) { return stampTimeOn(nil, s) }

// stampTimeOn is stampTime with the zone's period of the last date it
// converted in clock (nil: none kept).
func stampTimeOn(clock *zoneClock, s pokerstars.Stamp) (time.Time, bool) {
	loc := zone(s.Zone)
	if loc == nil {
		return time.Time{}, false
	}
	n := func(x string) int {
		v := 0
		for i := 0; i < len(x); i++ {
			v = v*10 + int(x[i]-'0')
			if v > 1e6 {
				return -1
			}
		}
		return v
	}
	y, mo, d, hh, mi, ss := n(s.Y), n(s.M), n(s.D), n(s.H), n(s.Min), n(s.S)
	if mo < 1 || mo > 12 || d < 1 || d > 31 || hh > 23 || mi > 59 || ss > 60 || y < 1990 || y > 2200 {
		return time.Time{}, false
	}
	if clock != nil {
		return clock.date(y, mo, d, hh, mi, ss, loc), true
	}
	return time.Date(y, time.Month(mo), d, hh, mi, ss, 0, loc).UTC(), true
}

// zoneClock is the period of a zone (its offset, from start to end, Unix
// seconds) the last date a Parser's PokerStars headers gave was in: a
// file's hands are all in one or two such periods (months between two
// changes of the offset), and time.Date's look-up of the period cost more
// than the rest of the date. It holds numbers and a location, no text of
// a hand.
type zoneClock struct {
	loc        *time.Location
	off        int64
	start, end int64
}

// date is time.Date(y, mo, d, hh, mi, ss, 0, loc).UTC() for the fields
// stampTime checked. time.Date reads the local time as UTC (naive), takes
// the offset of the zone's period at that instant, and keeps it when the
// UTC time it gives (naive less the offset) is in that period too; this
// does the same with the period kept, when both instants are in it, and
// asks time.Date otherwise (then keeping its period).
func (c *zoneClock) date(y, mo, d, hh, mi, ss int, loc *time.Location) time.Time {
	naive := (daysFromCivil(y, mo)+int64(d-1))*86400 + int64(hh*3600+mi*60+ss)
	if utc := naive - c.off; c.loc == loc && loc != nil && naive >= c.start && naive < c.end && utc >= c.start && utc < c.end {
		return time.Unix(utc, 0).UTC()
	}
	t := time.Date(y, time.Month(mo), d, hh, mi, ss, 0, loc)
	_, off := t.Zone()
	start, end := t.ZoneBounds()
	*c = zoneClock{loc: loc, off: int64(off), start: math.MinInt64, end: math.MaxInt64}
	if !start.IsZero() {
		c.start = start.Unix()
	}
	if !end.IsZero() {
		c.end = end.Unix()
	}
	return t.UTC()
}

// daysFromCivil is the number of days from 1970-01-01 to the first day
// of month mo (1..12) of year y (proleptic Gregorian; H. Hinnant's
// days_from_civil, the year taken from March so that February's leap day
// ends it).
func daysFromCivil(y, mo int) int64 {
	if mo <= 2 {
		y--
	}
	era := y / 400 // y >= 0 here (stampTime: 1990..2200)
	yoe := y - era*400
	mp := (mo + 9) % 12 // March 0 .. February 11
	doy := (153*mp + 2) / 5
	doe := yoe*365 + yoe/4 - yoe/100 + doy
	return int64(era*146097+doe) - 719468
}

func (ph *psHand) header(line string) *Error {
	line = strings.TrimPrefix(line, "\uFEFF")
	hd := &ph.st.hd
	body, err := pokerstars.ReadHeaderHead(hd, line)
	h := ph.h
	if err != nil {
		return ph.fail(ReasonBadHeader, ph.lineNo, "header", fmt.Sprintf("%q: %v", shorten(line), err))
	}
	h.Site, h.ID = hd.Site, hd.HandID
	if lb := &ph.st.body; lb.body != "" && lb.body == body {
		// the body of the hand before: what it made of it, without a
		// read (nor an error: only a body mapped whole is kept)
		lb.use(ph, hd.Zoom)
	} else if e := ph.headerBody(hd, body, line); e != nil {
		return e
	}
	ph.starsStartOn(&ph.st.clock, hd.AltTime, hd.Time, line)
	return nil
}

// headerBody reads and maps a header's body (pokerstars.ReadHeaderHead's)
// and keeps what it made of it in the state's lastBody.
func (ph *psHand) headerBody(hd *pokerstars.Header, body, line string) *Error {
	h := ph.h
	headZoom := hd.Zoom
	hd.Zoom = false // what the body says, apart
	if err := pokerstars.ReadHeaderBody(hd, body); err != nil {
		return ph.fail(ReasonBadHeader, ph.lineNo, "header", fmt.Sprintf("%q: %v", shorten(line), err))
	}
	bodyZoom := hd.Zoom
	h.Pool = headZoom || bodyZoom
	g, lim, post, ok := ph.st.game.gameLimits(hd.Game)
	if !ok {
		return ph.fail(ReasonUnknownGame, ph.lineNo, "header", fmt.Sprintf("game %q", hd.Game))
	}
	h.Game, h.Limit, h.PostflopLimit, h.Mixed = g, lim, post, hd.Mixed
	if hd.Club != "" {
		ph.note("home_game_club", hd.Club)
	}
	ph.family = g.Spec().Family
	if hd.Cap != "" {
		switch lim {
		case hand.NoLimit:
			h.Limit = hand.CapNoLimit
		case hand.PotLimit:
			h.Limit = hand.CapPotLimit
		}
	}
	h.Tournament, h.Level = hd.Tournament, hd.Level
	if hd.Round != "" && hd.Level != "" {
		h.Level = hd.Round + ", Level " + hd.Level
	}
	// the money
	sample := hd.Small
	if sample == "" {
		sample = hd.ButtonBlind
	}
	ph.setUnit(hd.Tournament != "", hd.Currency, sample)
	conv := moneyRun{m: &ph.lineMapper}
	ph.setStakes(conv.of(hd.Small), conv.of(hd.Big))
	h.Stakes.Cap = conv.of(hd.Cap)
	h.Stakes.ButtonBlind = conv.of(hd.ButtonBlind)
	h.Stakes.Ante = conv.of(hd.Ante)
	if conv.err != nil {
		return conv.err
	}
	ph.st.body.keep(body, bodyZoom, hd.Club, h, ph.family)
	return nil
}

// lastBody is what headerBody made of the last header body it mapped
// whole: a file's hands repeat theirs (game, stakes, tournament, level),
// and reading and converting it again cost more than comparing it. Its
// strings are copies, no text of a hand.
type lastBody struct {
	body        string // the body ("" none)
	zoom        bool   // the body says Zoom ("Zoom Tournament #")
	club        string // the Home Games club, a note of each hand
	game        hand.GameType
	limit, post hand.Limit
	mixed       string
	tournament  string
	level       string
	currency    string
	decimals    int
	stakes      hand.Stakes
	family      hand.Family
}

// keep remembers what the body made of hand h (family: the mapping's).
func (lb *lastBody) keep(body string, zoom bool, club string, h *hand.Hand, family hand.Family) {
	*lb = lastBody{body: strings.Clone(body), zoom: zoom, club: strings.Clone(club), game: h.Game, limit: h.Limit, post: h.PostflopLimit,
		mixed: strings.Clone(h.Mixed), tournament: strings.Clone(h.Tournament), level: strings.Clone(h.Level),
		currency: strings.Clone(h.Currency), decimals: h.Decimals, stakes: h.Stakes, family: family}
}

// use sets what the body made of the hand before on the hand of ph, whose
// header's site words said Zoom when headZoom: what headerBody sets.
func (lb *lastBody) use(ph *psHand, headZoom bool) {
	h := ph.h
	h.Pool = headZoom || lb.zoom
	h.Game, h.Limit, h.PostflopLimit, h.Mixed = lb.game, lb.limit, lb.post, lb.mixed
	if lb.club != "" {
		ph.note("home_game_club", lb.club)
	}
	ph.family = lb.family
	h.Tournament, h.Level = lb.tournament, lb.level
	h.Currency, h.Decimals = lb.currency, lb.decimals
	h.Stakes = lb.stakes
}

// ---- lines ----

func (ph *psHand) line(line string) *Error {
	if len(line) > 0 && line[0] == ' ' {
		// archived Zoom files indent every line by one space (hands
		// between "*********** # 1 ***" separators); no line of the
		// format starts with a space otherwise
		line = line[1:]
	}
	if pokerstars.Unruled(line) {
		// most player lines: no rule looks at their first byte, so
		// Classify's answer is KPlayer without a call
		if ph.ended {
			return starsKind(&ph.lineMapper, ph, psKinds, linekind.KPlayer, line)
		}
		return ph.player(line)
	}
	if n, rest, ok := pokerstars.SeatNumber(line); ok {
		// "Seat N: ", half the lines of a hand: what Classify and
		// starsKind make of it, the number read once
		if ph.section == 2 {
			return ph.summarySeatAfter(n, rest, line)
		}
		if ph.pastEnd(false, line) {
			return nil
		}
		return ph.seatLine(n, rest, line)
	}
	k := pokerstars.Classify(line, ph.section == 2)
	if k == linekind.KPlayer && !ph.ended {
		return ph.player(line) // the commonest line, what starsKind does with it without its table
	}
	return starsKind(&ph.lineMapper, ph, psKinds, k, line)
}

func (ph *psHand) boardLine(line string) *Error {
	run, texts, ok := pokerstars.FastBoard(ph.st.cardText[:0], line)
	ph.st.cardText = texts
	if !ok {
		return ph.starsBoardLine(line, linekind.KBoard)
	}
	r, cs, e := ph.board(run, texts, line, linekind.KBoard)
	if e != nil {
		return e
	}
	ph.setBoard(r, cs, true)
	return nil
}

// other maps the lines of kinds only PokerStars writes so.
func (ph *psHand) other(k linekind.Kind, line string) *Error {
	h := ph.h
	switch k {
	case linekind.KTable:
		t := &ph.st.table
		if err := pokerstars.ReadTable(t, line); err != nil {
			return ph.unknown(k, line, err)
		}
		ph.setTable(t)
		if t.PlayMoney && h.Tournament == "" {
			h.Currency, h.Decimals = "play", 0
		}
	case linekind.KSeat:
		num, rest, _ := pokerstars.SeatNumber(line)
		return ph.seatLine(num, rest, line)
	case linekind.KUncalled:
		if amount, name, ok := pokerstars.FastUncalled(line); ok {
			if v, err := literalAmount(amount, ph.h.Decimals); err == nil {
				return ph.uncalledAmount(name, v, k)
			}
		}
		return ph.mapStarsUncalled(line, k)
	case linekind.KRunTwice, linekind.KCapped, linekind.KPairOnBoard, linekind.KNoLow, linekind.KReshuffled:
		ph.note(k.String(), line)
	case linekind.KCancelled:
		return ph.fail(ReasonCancelled, ph.lineNo, k.String(), "Hand cancelled")
	default:
		return ph.unknown(linekind.KUnknown, line, nil)
	}
	return nil
}

// seatLine maps a seat line of the hand's head, "Seat N: NAME ($50 in
// chips)": n is its number, rest the text after "Seat N: ".
func (ph *psHand) seatLine(num int, rest, line string) *Error {
	k := linekind.KSeat
	if e := ph.inHead(k, line); e != nil {
		return e
	}
	// the canonical line, name and stack read from its end in one pass
	if name, stack, out, ok := pokerstars.FastSeat(rest); ok {
		if v, err := literalAmount(stack, ph.h.Decimals); err == nil {
			return ph.addSeat(k, hand.Seat{Number: num, Player: name, Stack: v, SittingOut: out})
		}
	}
	name, tail, err := pokerstars.SplitSeatAfter(rest)
	if err != nil {
		return ph.unknown(k, line, err)
	}
	sv, e := ph.seatTail(num, tail, line)
	if e != nil {
		return e
	}
	if e := ph.addSeat(k, hand.Seat{Number: num, Player: name, Stack: sv.stack, SittingOut: sv.sittingOut}); e != nil {
		return e
	}
	if sv.remark {
		ph.note("seat_remark", line)
	}
	return nil
}

// seatTail converts a seat line's tail ("($50 in chips)") for seat
// number num. The canonical tail is read by the grammar's fast path:
// reading it costs less than looking it up. Any other repeats from hand
// to hand while a player does not play: memoised like the action lines,
// and in front of the map, the tail this seat number had last (most
// repeat the hand before's at the same seat).
func (ph *psHand) seatTail(num int, tail, line string) (seatVal, *Error) {
	dec := int8(ph.h.Decimals)
	if stack, out, ok := pokerstars.FastSeatTail(tail); ok {
		if v, err := literalAmount(stack, ph.h.Decimals); err == nil {
			return seatVal{stack: v, sittingOut: out, ok: true}, nil
		}
	}
	k := linekind.KSeat
	last := ph.st.lastSeat(num)
	sv := *last
	if sv.text != tail || sv.dec != dec || !sv.ok {
		key := memoEntry[linekind.Kind]{kind: k, dec: dec, text: tail}
		var ok bool
		if sv, ok = ph.st.seats[key]; !ok {
			t, stack, e := readAmount(&ph.lineMapper, k, line, tail, pokerstars.ParseSeatTail, func(t *pokerstars.Seat) (hand.Money, *Error) { return ph.money(t.Stack) })
			if e != nil {
				return sv, e
			}
			sv = seatVal{stack: stack, sittingOut: t.SittingOut, remark: t.Remark != "", ok: true, dec: dec}
			if len(ph.st.seats) >= memoMax {
				clear(ph.st.seats)
			}
			sv.text = strings.Clone(tail) // the key must not pin the file's text
			key.text = sv.text
			ph.st.seats[key] = sv
		}
		*last = sv
	}
	return sv, nil
}

func atoi(s string) int {
	v := 0
	for i := 0; i < len(s) && i < 9; i++ {
		if s[i] < '0' || s[i] > '9' {
			return v
		}
		v = v*10 + int(s[i]-'0')
	}
	return v
}

func runIndex(w string) int {
	switch w {
	case "", "FIRST":
		return 0
	case "SECOND":
		return 1
	case "THIRD":
		return 2
	}
	return -1
}

// psStreet is the street of a name, the words between "*** " and " ***"
// without a run ("RIVER" is 7th street in stud): a switch, not a map
// look-up per street line.
func psStreet(name string) (hand.Street, bool) {
	switch name {
	case "HOLE CARDS", "PRE-FLOP":
		return hand.Preflop, true
	case "FLOP":
		return hand.Flop, true
	case "TURN":
		return hand.Turn, true
	case "RIVER":
		return hand.River, true
	case "SHOW DOWN":
		return hand.Showdown, true
	case "3rd STREET":
		return hand.Third, true
	case "4th STREET":
		return hand.Fourth, true
	case "5th STREET":
		return hand.Fifth, true
	case "6th STREET":
		return hand.Sixth, true
	case "7th STREET":
		return hand.Seventh, true
	case "DEALING HANDS":
		return hand.PreDraw, true
	case "DRAW":
		return hand.AfterDraw1, true
	}
	return 0, false
}

// streetOf maps the words between "*** " and " ***" to the street and the
// board's run: "SECOND FLOP" is run 1's flop, but "SECOND DRAW" the second
// draw.
func (ph *psHand) streetOf(name string) (hand.Street, int, bool) {
	if run, rest, ok := cutRun(name); ok {
		switch rest {
		case "FLOP", "TURN", "RIVER", "SHOW DOWN":
			st, _ := psStreet(rest)
			return st, run, true
		case "DRAW":
			return hand.AfterDraw1 + hand.Street(run), 0, true
		}
		return 0, 0, false
	}
	st, ok := psStreet(name)
	if st == hand.River && ph.family == hand.StudGame {
		st = hand.Seventh
	}
	return st, 0, ok
}

func (ph *psHand) streetLine(line string) *Error {
	// the name and the cards' text in one read (the canonical line)
	name, texts, fast := pokerstars.FastStreet(ph.st.cardText[:0], line)
	ph.st.cardText = texts
	if !fast {
		name = pokerstars.StreetName(line)
	}
	if name == "SUMMARY" {
		ph.summary()
		return nil
	}
	st, run, ok := ph.streetOf(name)
	if !ok {
		return ph.unknown(linekind.KStreet, line, fmt.Errorf("unknown street %q", name))
	}
	ph.section = 1
	ph.street, ph.run = st, run
	if st == hand.Flop || st == hand.Turn || st == hand.River || name == "PRE-FLOP" {
		all, e := ph.boardCards(line, run, texts, fast)
		if e != nil {
			return e
		}
		if len(all) > 0 {
			ph.setBoard(run, all, false)
		}
		if name == "PRE-FLOP" {
			// Courchevel's card turned before the first betting round,
			// kept apart so verify/ can check it is the flop's first
			ph.h.EarlyBoard = append(ph.h.EarlyBoard[:0:0], all...)
		}
	}
	return nil
}

// boardCards reads the board cards of a street line of run: the
// commonest form by the fast path (texts, the cards' text FastStreet
// read, when fast), without the street's lists (streetCards, which reads
// every other line, makes of it what flatCards makes of them). The cards
// go into the room of the run's board so far when it has enough: a
// street's board replaces the one before it (setBoard), and nothing else
// holds that one (EarlyBoard is a copy).
func (ph *psHand) boardCards(line string, run int, texts []string, fast bool) ([]cards.Card, *Error) {
	if !fast {
		return ph.streetCards(line, linekind.KStreet, pokerstars.ParseStreet)
	}
	if len(texts) == 0 {
		return nil, nil
	}
	var room []cards.Card
	if b := ph.h.Boards; run < len(b) && cap(b[run]) >= len(texts) {
		room = b[run][:0]
	} else {
		room = make([]cards.Card, 0, max(len(texts), 5)) // a flop's board has room for the turn and the river
	}
	all, err := appendCards(room, texts, ph.hidden)
	if err != nil {
		return nil, ph.fail(ReasonBadCard, ph.lineNo, "", err.Error())
	}
	if len(all) == 0 {
		return nil, nil // every card hidden
	}
	return all, nil
}

func (ph *psHand) dealtLine(line string) *Error {
	ix := ph.seatIndex()
	idx, texts, groups, ok := pokerstars.FastDealt(ph.st.cardText[:0], ph.st.groups[:0], line, ix.names)
	ph.st.cardText, ph.st.groups = texts, groups
	if !ok {
		return ph.starsDealtLine(line, linekind.KDealt, pokerstars.ParseDealt, false)
	}
	return ph.dealGroups(ix.order[idx], groups, false)
}

func (ph *psHand) totalLine(line string) *Error {
	// The commonest line, "Total pot $5.50 | Rake $0.28", by the fast
	// path: what mapStarsTotal makes of it, without the Total it builds.
	if total, rake, ok := pokerstars.FastTotal(line); ok {
		t, err1 := literalAmount(total, ph.h.Decimals)
		r, err2 := literalAmount(rake, ph.h.Decimals)
		if err1 == nil && err2 == nil {
			s := &ph.h.Summary
			s.Line, s.HasTotal, s.TotalPot, s.Rake = ph.lineNo, true, t, r
			ph.sawTot = true
			return nil
		}
	}
	// every " | NAME $x" segment is a fee (only Rake is seen in the files)
	return ph.starsTotalLine(line, linekind.KTotal, func(string) bool { return true })
}

func (ph *psHand) summarySeat(line string) *Error {
	n, rest, ok := pokerstars.SeatNumber(line)
	if !ok { // never: Classify tells a summary seat line by its number
		return ph.unknown(linekind.KSummarySeat, line, nil)
	}
	return ph.summarySeatAfter(n, rest, line)
}

// summarySeatAfter is summarySeat for a line whose "Seat N: " was read
// (n, and rest after it).
func (ph *psHand) summarySeatAfter(n int, rest, line string) *Error {
	seat, name := ph.seatIndex().seatNumbered(ph.h, n)
	folded, err := pokerstars.ReadSummarySeatUnlessFolded(&ph.st.sum, n, name, rest, pokerstars.SummaryOptions{})
	if err != nil {
		return ph.summarySeatError(line, err)
	}
	if folded {
		// most lines: what addSummarySeatAt makes of a seat that folded,
		// without the SummarySeat read and gone through
		ph.appendSummarySeat(hand.SummarySeat{Seat: seat, Line: ph.lineNo})
		return nil
	}
	return ph.addSummarySeatAt(seat, &ph.st.sum)
}

// ---- player lines ----

func (ph *psHand) player(line string) *Error {
	ix := ph.seatIndex()
	// the commonest lines, name, verb and amounts, in one byte scan
	if idx, k, a, b, allIn, ok := pokerstars.FastPlayer(line, &ix.table); ok {
		if act := psPlain[k]; act != 0 {
			// what said and starState.use make of most of these lines,
			// one action of the line's one amount, without the converted
			// line between them (b is "": no plain kind has a second)
			if x, err := literalAmount(a, ph.h.Decimals); err == nil && b == (textgram.Literal{}) {
				ph.p.Stats.Direct++
				ph.addAction(ix.order[idx], act, x, allIn)
				return nil
			}
		} else if v := ph.said(a, b, allIn); v != nil {
			ph.p.Stats.Direct++
			return ph.apply(ix.order[idx], k, v, line)
		}
	}
	idx, rest, k, unseated := pokerstars.CutName(line, ix.names)
	if k == linekind.KUnknown {
		return ph.unknown(linekind.KUnknown, line, nil)
	}
	if unseated {
		if k.IsNote() || k == linekind.KSitsOut || k == linekind.KSittingOut {
			ph.playerNote(k, line, strings.TrimSuffix(line[:len(line)-len(rest)], ":"))
			return nil
		}
		return ph.fail(ReasonUnknownPlayer, ph.lineNo, k.String(), fmt.Sprintf("%q: no seat's name starts the line", shorten(line)))
	}
	ph.firstDraw(k.IsDraw())
	if v := ph.direct(k, rest); v != nil {
		ph.p.Stats.Direct++
		return ph.st.use(&ph.lineMapper, ix.order[idx], k, v, line, ph.apply)
	}
	return ph.st.act(&ph.lineMapper, ph.p, ix.order[idx], k, rest, line, ph.convert, ph.apply)
}

// direct converts a player line of the commonest kinds (folds, checks,
// calls, bets, raises, blinds, antes and collections: most lines of a
// hand) by the
// grammar's fast path, as convert would, without the memo: reading the
// few bytes costs less than hashing them and probing a map that no
// longer fits the caches. Only what applying such a line reads is set
// (its amounts and all-in mark). It answers nil when the fast path does
// not read the text or an amount is bad: the memo (convert) then gives
// the answer, or the error.
func (ph *psHand) direct(k linekind.Kind, rest string) *memoVal {
	switch k {
	case linekind.KFold, linekind.KCheck, linekind.KCall, linekind.KBet, linekind.KRaise,
		linekind.KPostSB, linekind.KPostBB, linekind.KPostBoth, linekind.KPostAnte, linekind.KBringIn, linekind.KComplete,
		linekind.KCollectPot, linekind.KCollectMain, linekind.KCollectSide:
	default:
		return nil
	}
	a, b, allIn, ok := pokerstars.FastSaid(k, rest)
	if !ok {
		return nil
	}
	return ph.said(a, b, allIn)
}

// said is direct's converted line of the amounts a and b (number
// literals, the zero Literal for none) and the all-in mark a fast path
// read: nil when an amount is bad.
func (ph *psHand) said(a, b textgram.Literal, allIn bool) *memoVal {
	dec := ph.h.Decimals
	x, err1 := literalAmount(a, dec)
	y, err2 := literalAmount(b, dec)
	if err1 != nil || err2 != nil {
		return nil
	}
	v := &ph.st.direct
	v.amount, v.b, v.allIn = x, y, allIn
	return v
}

// convert parses the text after a name with its grammar and converts the
// amounts and cards: the memoised per-line result, free of the seat.
func (ph *psHand) convert(k linekind.Kind, rest string) *memoVal {
	v, ok := newConv(pokerstars.ParseAct(k, rest))
	if !ok || k.IsNote() {
		return v
	}
	a, dec := v.act, ph.h.Decimals
	conv := func(s string) hand.Money { return v.money(s, dec) }
	switch k {
	case linekind.KDiscard, linekind.KDiscardShown:
		v.count = atoi(a.A)
		if a.Word != "card" && a.Word != "cards" {
			v.reason, v.detail = ReasonUnknownLine, fmt.Sprintf("discards %s %s", a.A, a.Word)
		}
	case linekind.KCollectSideN:
		v.amount = conv(a.A)
		v.count = atoi(a.B)
	default:
		v.amount = conv(a.A)
		v.b = conv(a.B)
	}
	v.setCards(a.Cards)
	return v
}

// psPlain: the PokerStars lines that are one action of the line's amount.
var psPlain = plainTable(map[linekind.Kind]hand.ActionKind{linekind.KFold: hand.Fold, linekind.KCheck: hand.Check,
	linekind.KCall: hand.Call, linekind.KBet: hand.Bet, linekind.KPostAnte: hand.PostAnte,
	linekind.KPostButton: hand.PostButtonBlind, linekind.KPostStraddle: hand.PostStraddle})

func (ph *psHand) apply(seat int, k linekind.Kind, v *memoVal, line string) *Error {
	h := ph.h
	switch k {
	case linekind.KFoldShow:
		ph.act(seat, hand.Fold, v)
		ph.addShow(seat, v.cards, "")
	case linekind.KRaise:
		a := ph.act(seat, hand.Raise, v)
		a.To = v.b
	case linekind.KPostSB:
		a := ph.act(seat, hand.PostSmallBlind, v)
		if ph.blindPosted {
			// A small blind posted after the blinds (a player coming back
			// or joining between the blinds) is dead: it does not count
			// toward his bet. Evidence: hh.com_Egeria_289FR hand
			// 228676146021, "Classic174-74: posts small blind $0.25" after
			// the big blind, then "calls $0.50", total pot $1.50.
			a.Dead = a.Amount
		}
		ph.blindPosted = true
		ph.postedBlind(&h.Stakes.SmallBlind, v)
	case linekind.KPostBB:
		ph.act(seat, hand.PostBigBlind, v)
		ph.blindPosted = true
		ph.postedBlind(&h.Stakes.BigBlind, v)
	case linekind.KPostBoth:
		a := ph.act(seat, hand.PostBothBlinds, v)
		switch {
		case h.Stakes.SmallBlind > 0:
			a.Dead = h.Stakes.SmallBlind
		case h.Stakes.BigBlind > 0 && v.amount > h.Stakes.BigBlind:
			a.Dead = v.amount - h.Stakes.BigBlind
		}
	case linekind.KBringIn:
		ph.act(seat, hand.BringIn, v)
		postedStake(&h.Stakes.BringIn, v)
	case linekind.KComplete:
		a := ph.act(seat, hand.Complete, v)
		a.Amount, a.To = 0, v.b
	case linekind.KDiscard, linekind.KDiscardShown:
		a := ph.act(seat, hand.Discard, v)
		a.Count, a.Cards = v.count, v.cards
	case linekind.KStandPat, linekind.KStandPatOn:
		a := ph.act(seat, hand.StandPat, v)
		a.Cards = v.cards
	case linekind.KShow, linekind.KShowBare:
		ph.addShow(seat, v.cards, v.act.Text)
	case linekind.KMuck, linekind.KNoShow:
	case linekind.KCollectPot, linekind.KCollectMain, linekind.KCollectSide, linekind.KCollectSideN:
		pot := hand.PotUnnamed
		switch k {
		case linekind.KCollectMain:
			pot = 0
		case linekind.KCollectSide:
			pot = 1
		case linekind.KCollectSideN:
			pot = v.count
		}
		ph.award(seat, v.amount, pot)
	case linekind.KCashOut, linekind.KCashOutFee:
		h.CashOuts = append(h.CashOuts, hand.CashOut{Seat: seat, Amount: v.amount, Fee: v.b, Line: ph.lineNo})
	default:
		if k.IsNote() || k == linekind.KSitsOut || k == linekind.KSittingOut {
			ph.playerNote(k, line, h.Seats[seat].Player)
			return nil
		}
		return ph.unknown(k, line, fmt.Errorf("no mapping"))
	}
	return nil
}

// recordsUncalledSince is the first day PokerStars is taken to write
// "Uncalled bet" lines (see the conventions above). A hand without a date
// is taken to be recent.
var recordsUncalledSince = time.Date(2008, 1, 1, 0, 0, 0, 0, time.UTC)

func recordsUncalled(start time.Time) bool {
	return start.IsZero() || !start.Before(recordsUncalledSince)
}
