package parse

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/ggpoker"
	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/hand"
)

// GGPoker conventions, found in the real files of ../shared/histories
// (family GGPoker: 9 files in by-site/GGPoker, 148 hands: PLO, PLO-5,
// ShortDeck cash, Hold'em and PLO tournaments; all parse and verify, see
// TestCorpusGGPoker and audit.TestCorpusWinamaxGGVerifies):
//
//   - Total pot = every collected amount + rake + jackpot + bingo (+ the
//     other fee segments: Fortune, Tax), as PokerStars. Evidence:
//     cash__GGPoker__Flop__NL-ShortDeck-5max-USD-0.2-202103.txt hand
//     SD27208848: "Total pot $0.6 | Rake $0.02 | Jackpot $0.02 | Bingo $0",
//     collected $0.56; hand SD27208838: $0.68 = 0.63 + 0.03 + 0.02. The
//     2020 files write "Total pot $20.9" alone (no rake taken).
//   - RecordsUncalled: every uncalled bet has its "Uncalled bet ($x)
//     returned to" line (120 in the files), and "collected" excludes it.
//   - Straddles are written as the player's total for the street, not as
//     an increment: SD27208832, "f1da9c5a: posts button blind $0.02" then
//     27925b27 "straddle $0.04", "straddle $0.08", "straddle $0.16", all
//     fold: "Uncalled bet ($0.14) returned to 27925b27" (0.16 - 0.02) and
//     the pot is $0.12 (antes 0.08 + 0.02 + 0.02). The mapping turns each
//     into a PostStraddle of the increment over what the player has posted.
//   - "posts missed blind $x" is dead money: PLO-5 hand OM102163 ($2 missed
//     blind, then folds: total $12 = 5 + 5 + 2) and PLO hand OM232604226
//     (missed $5 + big blind $10, raise to $40, $30 returned: total $30).
//   - Run it twice: "*** FIRST TURN ***" ... "*** SECOND SHOWDOWN ***" set
//     the run of the boards and of the collections; the summary's "SECOND
//     Board [2c Kc]" lists only that run's own cards, so the street lines
//     give each run's whole board (PLO-5 hand OM785467).
//   - OddChip "": no odd chip is divided in the files. The one chopped pot
//     (tour__GGPoker__Flop__PLO-6max-MTT-USD-1k-202006.txt hand
//     TM106348185, 6,676 chips) and the one pot run twice (OM785467,
//     $3,388.96) divide evenly, so no habit can be derived: the rule
//     profile decides (RRoP 3.7.5 in both profiles).
//   - RakeProportional: one rake (and jackpot, bingo...) is printed for
//     the hand and GGPoker prints no per-pot amounts; the fees are taken
//     from the pots in proportion to their sizes (hand.Conventions), not
//     last pot first.
//   - ShortDeck cash headers give one amount, "($0.02)": the ante, which is
//     also the button blind the button posts.
//   - The header's time has no zone: Start is left zero.
//   - Shapes seen in real files of other players and read alike (hands
//     written by the project in each shape:
//     testdata/histories/project/project__GGPoker-variety.txt): "Cash Drop
//     to Pot : total $0.2" is money the site adds to the main pot
//     (Hand.SiteAdded: the winner collects it, the total counts it); the
//     all-in insurance lines ("get an all-in insurance (premium ($4) for
//     ($100) - (Main))", "pay premium of all-in insurance ($4)") are paid
//     from the stack outside the pot: notes; the ShortDeck export's "***
//     FIRST FLOP ***", "*** SHOW DOWN ***"; named tournaments ending in
//     "Omaha (NL postflop)": pot limit pre-flop, no limit after
//     (Hand.PostflopLimit); a straddle posted by the button.
//
// The mapping otherwise follows PokerStars': integer cents for cash
// (Decimals 2; "$0.5" is 50), chips for tournaments; "Dealt to NAME"
// without cards deals nothing known; shows before "*** SHOWDOWN ***"
// and the summary's "showed [..]" make Shows; hand descriptions go to
// Show.Description and Summary.Seats (verify does not judge GG's words,
// "Pair of Kings and Pair of Sixes").

// oddChipGG: no habit found in the files (see above).
func init() {
	registerStars(Site{Format: "ggpoker", Name: "GGPoker", New: newGGState,
		Header: Header{Prefixes: []string{"Poker Hand #"}, Match: ggpoker.HeaderAt},
		// A new tournament level shows in the header one hand before its
		// blinds are posted: the first hand of every level of
		// tour__GGPoker__Flop__NLHE-8max-MTT-USD-250-202006.txt (hand
		// TM247773056 "Level3 (80/160)" posts 60/120, the Level2 blinds;
		// the next hands post 80/160; likewise at levels 4 to 8). The
		// odd-chip habit is not declared: the rule profile decides.
		Conventions: func(h *hand.Hand) hand.Conventions {
			return hand.Conventions{RecordsUncalled: true, OddChip: hand.OddChipByProfile, BlindsMayLagLevel: h.Tournament != "",
				RakeProportional: true}
		},
	})
}

type ggMemoVal = convLine[ggpoker.Act]

type ggState struct {
	starState[ggpoker.Act]
}

func newGGState() Mapper { return &ggState{newStarState[ggpoker.Act](1024, ggPlain)} }

// ggKinds: how the layout's lines are written (starsLine).
var ggKinds = newStarKinds[*ggHand](ggpoker.Classify)

type ggHand struct {
	p  *Parser
	st *ggState
	lineMapper
	posted map[int]hand.Money // live forced bets per seat before the cards
}

func (st *ggState) Map(p *Parser, doc *Document, c Chunk) (*hand.Hand, Parts, *Error) {
	gh := ggHand{p: p, st: st, lineMapper: startHand(doc, c, "GGPoker", &st.index), posted: map[int]hand.Money{}}
	if e := readStars(&gh.lineMapper, p, c, gh.header, &gh, ggKinds); e != nil {
		return nil, 0, e
	}
	return gh.h, gh.parts(), nil
}

// ---- header ----

var ggGames = map[string]struct {
	g hand.GameType
	l hand.Limit
}{
	"hold'em no limit":      {hand.Holdem, hand.NoLimit},
	"hold'em pot limit":     {hand.Holdem, hand.PotLimit},
	"hold'em limit":         {hand.Holdem, hand.FixedLimit},
	"shortdeck no limit":    {hand.ShortDeckHoldem, hand.NoLimit},
	"omaha pot limit":       {hand.Omaha, hand.PotLimit},
	"omaha no limit":        {hand.Omaha, hand.NoLimit},
	"omaha hi/lo pot limit": {hand.OmahaHiLo, hand.PotLimit},
	"plo":                   {hand.Omaha, hand.PotLimit},
	"plo hi/lo":             {hand.OmahaHiLo, hand.PotLimit},
	"plo-5":                 {hand.Omaha5, hand.PotLimit},
	"plo-5 hi/lo":           {hand.Omaha5HiLo, hand.PotLimit},
	"plo-6":                 {hand.Omaha6, hand.PotLimit},
	"plo-6 hi/lo":           {hand.Omaha6HiLo, hand.PotLimit},
	"omaha (nl postflop)":   {hand.Omaha, hand.PotLimit},
}

// ggPostflop: games whose betting changes after the flop (Hand.
// PostflopLimit): "Omaha (NL postflop)" is pot limit before the flop and
// no limit after, as PokerStars' "Pot Limit Pre-Flop, No Limit Post-Flop".
var ggPostflop = map[string]hand.Limit{
	"omaha (nl postflop)": hand.NoLimit,
}

func (gh *ggHand) header(line string) *Error {
	hd, err := ggpoker.ParseHeader(line)
	h := gh.h
	if err != nil {
		return gh.badHeader("header", line, err)
	}
	h.ID = hd.HandID
	g, ok := ggGames[strings.ToLower(hd.Game)]
	h.PostflopLimit = ggPostflop[strings.ToLower(hd.Game)]
	if !ok {
		return gh.fail(ReasonUnknownGame, gh.lineNo, "header", fmt.Sprintf("game %q", hd.Game))
	}
	h.Game, h.Limit = g.g, g.l
	h.Tournament, h.Level = hd.Tournament, hd.Level
	sample := ""
	if len(hd.Stakes) > 0 {
		sample = hd.Stakes[0]
	}
	gh.setUnit(hd.Tournament != "", "", sample)
	amounts := make([]hand.Money, len(hd.Stakes))
	for i, s := range hd.Stakes {
		m, e := gh.money(s)
		if e != nil {
			return e
		}
		amounts[i] = m
	}
	switch {
	case len(amounts) == 1 && h.Game == hand.ShortDeckHoldem:
		h.Stakes.Ante, h.Stakes.ButtonBlind = amounts[0], amounts[0]
	case len(amounts) == 2 && h.Limit == hand.FixedLimit:
		h.Stakes.SmallBet, h.Stakes.BigBet = amounts[0], amounts[1]
	case len(amounts) == 2:
		h.Stakes.SmallBlind, h.Stakes.BigBlind = amounts[0], amounts[1]
	default:
		return gh.fail(ReasonBadHeader, gh.lineNo, "header", fmt.Sprintf("%d stakes for %s", len(amounts), hd.Game))
	}
	return nil
}

// ---- lines ----

func (gh *ggHand) boardLine(line string) *Error { return gh.starsBoardLine(line, linekind.KBoard) }

// other maps the lines of kinds only GGPoker writes so.
func (gh *ggHand) other(k linekind.Kind, line string) *Error {
	h := gh.h
	switch k {
	case linekind.KTable:
		if _, e := gh.starsTable(line, k); e != nil {
			return e
		}
	case linekind.KSeat:
		s, e := headSeat(&gh.lineMapper, k, line, ggpoker.ParseSeat, func(s *ggpoker.Seat) (hand.Seat, string) {
			return hand.Seat{Number: s.Number, Player: s.Name, SittingOut: s.SittingOut}, s.Stack
		})
		if e != nil {
			return e
		}
		if s.Remark != "" || s.Bounty != "" {
			gh.note("seat_remark", line)
		}
	case linekind.KUncalled:
		return gh.mapStarsUncalled(line, k)
	case linekind.KRuns:
		gh.note(k.String(), line)
	case linekind.KCashDrop:
		_, m, e := readAmount(&gh.lineMapper, k, line, line, ggpoker.ParseCashDrop, func(cd *ggpoker.CashDrop) (hand.Money, *Error) { return gh.money(cd.Total) })
		if e != nil {
			return e
		}
		h.SiteAdded += m
		gh.note(k.String(), line)
	default:
		return gh.unknown(linekind.KUnknown, line, nil)
	}
	return nil
}

// ggStreets are the street names, the words between "*** " and " ***"
// after the run ("SHOW DOWN" in the ShortDeck export layout).
var ggStreets = map[string]hand.Street{"HOLE CARDS": hand.Preflop, "FLOP": hand.Flop, "TURN": hand.Turn, "RIVER": hand.River,
	"SHOWDOWN": hand.Showdown, "SHOW DOWN": hand.Showdown}

// ggStreet maps the words between "*** " and " ***" to a street and run.
func ggStreet(name string) (hand.Street, int, bool) {
	run, rest, _ := cutRun(name)
	st, ok := ggStreets[rest]
	if !ok || st == hand.Preflop && run > 0 {
		return 0, 0, false
	}
	return st, run, true
}

func (gh *ggHand) streetLine(line string) *Error {
	name := ggpoker.StreetName(line)
	if name == "SUMMARY" {
		gh.summary()
		return nil
	}
	st, run, ok := ggStreet(name)
	if !ok {
		return gh.unknown(linekind.KStreet, line, fmt.Errorf("unknown street %q", name))
	}
	gh.section = 1
	gh.street, gh.run = st, run
	if st == hand.Flop || st == hand.Turn || st == hand.River {
		all, e := gh.streetCards(line, linekind.KStreet, ggpoker.ParseStreet)
		if e != nil {
			return e
		}
		if len(all) > 0 {
			gh.setBoard(run, all, false)
		}
	}
	return nil
}

func (gh *ggHand) dealtLine(line string) *Error {
	// "Dealt to NAME" without groups: cards not shown
	return gh.starsDealtLine(line, linekind.KDealt, ggpoker.ParseDealt, false)
}

func (gh *ggHand) totalLine(line string) *Error {
	return gh.starsTotalLine(line, linekind.KTotal, ggFee)
}

// ggFee: the fee segments GGPoker writes besides Rake.
func ggFee(name string) bool {
	switch name {
	case "Jackpot", "Bingo", "Fortune", "Tax":
		return true
	}
	return false
}

func (gh *ggHand) summarySeat(line string) *Error {
	return gh.mapStarsSummarySeat(line, ggpoker.ParseSummarySeat)
}

// ---- player lines ----

func (gh *ggHand) player(line string) *Error {
	return gh.st.player(&gh.lineMapper, gh.p, line, ggpoker.CutName, gh.convert, gh.apply)
}

func (gh *ggHand) convert(k linekind.Kind, rest string) *ggMemoVal {
	v, ok := newConv(ggpoker.ParseAct(k, rest))
	if !ok || k.IsNote() {
		return v
	}
	a, dec := v.act, gh.h.Decimals
	v.amount = v.money(a.A, dec)
	if k == linekind.KCollectSideN {
		v.b = hand.Money(max(atoi(a.B), 1))
	} else {
		v.b = v.money(a.B, dec)
	}
	v.setCards(a.Cards)
	return v
}

// ggPlain: the GGPoker lines that are one action of the line's amount.
var ggPlain = plainTable(map[linekind.Kind]hand.ActionKind{linekind.KFold: hand.Fold, linekind.KCheck: hand.Check,
	linekind.KCall: hand.Call, linekind.KBet: hand.Bet, linekind.KPostAnte: hand.PostAnte, linekind.KPostMissed: hand.PostDeadBlind})

func (gh *ggHand) apply(seat int, k linekind.Kind, v *ggMemoVal, line string) *Error {
	switch k {
	case linekind.KRaise:
		a := gh.act(seat, hand.Raise, v)
		a.To = v.b
	case linekind.KPostSB:
		gh.act(seat, hand.PostSmallBlind, v)
		gh.posted[seat] += v.amount
	case linekind.KPostBB:
		gh.act(seat, hand.PostBigBlind, v)
		gh.posted[seat] += v.amount
	case linekind.KPostButton:
		gh.act(seat, hand.PostButtonBlind, v)
		gh.posted[seat] += v.amount
	case linekind.KStraddle:
		// the straddle is the player's total: post the increment
		to := v.amount
		if to <= gh.posted[seat] {
			return gh.fail(ReasonBadAmount, gh.lineNo, k.String(), fmt.Sprintf("%q: straddle to no more than already posted", shorten(line)))
		}
		a := gh.act(seat, hand.PostStraddle, v)
		a.Amount = to - gh.posted[seat]
		gh.posted[seat] = to
	case linekind.KShow, linekind.KShowBare:
		gh.addShow(seat, v.cards, v.act.Text)
	case linekind.KMuck:
	case linekind.KCollectPot, linekind.KCollectMain, linekind.KCollectSideN:
		pot := hand.PotUnnamed
		switch k {
		case linekind.KCollectMain:
			pot = 0
		case linekind.KCollectSideN:
			pot = int(v.b)
		}
		gh.award(seat, v.amount, pot)
	default:
		return gh.noteOrUnmapped(k, line)
	}
	return nil
}
