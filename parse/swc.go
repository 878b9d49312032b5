package parse

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/grammar/kingsclub"
	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/swc"
	"github.com/hhcheck/hhcheck/hand"
)

// Seals With Clubs (a bitcoin site, 2013) writes one line per action
// after a head of its own (grammar/swc). Conventions, found in the real
// files of ../shared/histories/by-site/SealsWithClubs (3 hands: FL and NL
// Hold'em, PL Omaha, cash; see audit.TestCorpusSWCVerifies):
//
//   - The format is Poker Mavens', the server software the site ran, which
//     home games and small sites run too: "Site: NAME" names who runs it.
//     A hand of another site than Seals With Clubs is that site's (Site
//     the name written), its amounts in units of no currency written
//     (Currency "chips", up to two decimals as Poker Mavens writes them);
//     the game line may spell the limit out ("No Limit Hold'em", "Pot
//     Limit Omaha"). Only the lines of the real files are read: any other
//     (side pots, split pots, hi/lo halves, tournaments' lines) rejects the
//     hand with its line, never guessed (the project's
//     testdata/histories/project/project__PokerMavens-home.txt, written in
//     the real files' line shapes, is a home game's).
//   - Amounts are in mBTC, written with up to two decimals ("Seat 3:
//     Player0 (63.68)", "Rake (0.30)": hand 6340502-110): the hand's unit
//     is the hundredth of an mBTC (Currency "mBTC", 2 decimals).
//   - "Hand #N-M - DATE TIME": the id N-M; the date has no zone: Start is
//     left zero. "Game: NL Hold'em (40 - 200) - Blinds 1/2" names the
//     game, the buy-in range (not kept) and the blinds; "Limit Hold'em
//     ... - Stakes 2/4" the small and big bets (6340502-110: the blinds
//     are the posts, 1 and 2). "Blinds 1/1" is a big blind the size of the
//     small one (PL Omaha 5297786-137: "posts small blind 1", "posts big
//     blind 1").
//   - "calls" and "bets" write what the line adds, "raises to" the
//     raiser's street total (5297786-137: the big blind of 1 "calls 2"
//     after "raises to 3").
//   - "refunded N" returns a bet nobody called (RecordsUncalled);
//     "wins Pot (N)" is after the rake; "Rake (N)" is the hand's rake
//     (6340502-110: 12 in, "wins Pot (11.70)", "Rake (0.30)"). No total is
//     written.
//   - "has the dealer button" names the button's player; "- sitting out"
//     after a seat line: the player sits out.
//   - "Player0 adds 2 chips" after the rake: chips added for the next
//     hand, a note.
//   - A shown hand's description names the cards that play beyond its
//     category after "+" ("a Pair of Deuces +QT6", 6340502-110; "High
//     Card Ace +KT65", 5223590-18): mapped to the kicker note verify
//     judges ("a Pair of Deuces - Queen+Ten+Six kicker", swcDescription).
//   - OddChip by profile: no pot in the files divides.
func init() {
	Register(Site{Format: "swc", Name: swcSite,
		Header:   Header{Prefixes: []string{swc.Prefix}, Match: swc.IsHeader, Mark: '#'},
		New:      func() Mapper { return &swcState{} },
		Requires: PartSummary | PartTotal | PartSeats | PartTable,
		Conventions: func(*hand.Hand) hand.Conventions {
			return hand.Conventions{RecordsUncalled: true, OddChip: hand.OddChipByProfile}
		},
	})
}

// swcSite is the site whose real files the mapping was made from.
const swcSite = "Seals With Clubs"

// swcLimits and swcGames are the game line's words.
var (
	swcLimits = []limitWord{{"NL ", hand.NoLimit}, {"PL ", hand.PotLimit}, {"Limit ", hand.FixedLimit},
		{"No Limit ", hand.NoLimit}, {"Pot Limit ", hand.PotLimit}}
	swcGames   = map[string]hand.GameType{"Hold'em": hand.Holdem, "Omaha": hand.Omaha}
	swcStreets = map[string]hand.Street{"Flop": hand.Flop, "Turn": hand.Turn, "River": hand.River}
)

// swcState is kept from hand to hand: the seat index.
type swcState struct{ index seatIndex }

type swcHand struct {
	lineMapper
	ledger chipLedger
}

func (st *swcState) Map(p *Parser, doc *Document, c Chunk) (*hand.Hand, Parts, *Error) {
	sh := &swcHand{lineMapper: startHand(doc, c, "", &st.index)}
	if e := sh.read(p, c, sh.header, sh.line); e != nil {
		return nil, 0, e
	}
	return sh.h, sh.parts(), nil
}

func (sh *swcHand) header(line string) *Error {
	hd, err := swc.ParseHeader(line)
	if err != nil {
		return sh.badHeader("header", line, err)
	}
	sh.h.ID = hd.ID
	sh.h.Currency, sh.h.Decimals = "mBTC", 2
	return nil
}

func (sh *swcHand) line(line string) *Error {
	h := sh.h
	k := swc.Classify(line)
	switch k {
	case linekind.KBlank:
		return nil
	case linekind.KHeader:
		return sh.game(line)
	case linekind.KInfo:
		name, err := swc.ParseSite(line)
		if err != nil {
			return sh.unknown(k, line, err)
		}
		if name != swcSite {
			h.Site, h.Currency = name, "chips"
		}
		return nil
	case linekind.KTable:
		name, err := swc.ParseTable(line)
		if err != nil {
			return sh.unknown(k, line, err)
		}
		h.Table = name
		return nil
	case linekind.KSeat:
		var out bool
		_, e := headSeat(&sh.lineMapper, k, line, func(l string) (*kingsclub.Seat, error) {
			s, o, err := swc.ParseSeat(l)
			out = o
			return s, err
		}, func(s *kingsclub.Seat) (hand.Seat, string) {
			return hand.Seat{Number: s.Number, Player: s.Name, SittingOut: out}, s.Stack
		})
		if e != nil {
			return e
		}
		sh.ledger.seated(h.Seats[len(h.Seats)-1].Stack)
		return nil
	case linekind.KStreet:
		return sh.streetLine(line)
	case linekind.KDealt:
		return sh.dealt(line)
	case linekind.KTotal:
		n, err := swc.ParseRake(line)
		if err != nil {
			return sh.unknown(k, line, err)
		}
		v, e := sh.money(n)
		h.Summary.Rake, h.Summary.Line, sh.sawTot = v, sh.lineNo, true
		return e
	}
	ix := sh.seatIndex()
	idx, rest, k := swc.CutName(line, ix.names)
	if k == linekind.KUnknown {
		return sh.unknown(k, line, nil)
	}
	a, err := swc.ParseAct(k, rest)
	if err != nil {
		return sh.unknown(k, line, err)
	}
	return sh.apply(ix.order[idx], k, a, line)
}

// game reads the game line: the game, its limit and stakes.
func (sh *swcHand) game(line string) *Error {
	h := sh.h
	g, err := swc.ParseGame(line)
	if err != nil {
		return sh.badHeader("game", line, err)
	}
	words := strings.Join(g.Words, " ")
	game, l, ok := gameWithLimit(words, false, swcLimits, swcGames)
	if !ok {
		return sh.fail(ReasonUnknownGame, sh.lineNo, "game", fmt.Sprintf("game %q", words))
	}
	if (g.Kind == "Stakes") != (l == hand.FixedLimit) {
		return sh.badHeader("game", line, fmt.Errorf("%q in a %s game", g.Kind, l))
	}
	h.Game, h.Limit, sh.family = game, l, game.Spec().Family
	lo, hi, e := sh.moneyPair(g.Stakes[0], g.Stakes[1])
	sh.setStakes(lo, hi)
	return e
}

func (sh *swcHand) streetLine(line string) *Error {
	k := linekind.KStreet
	name, list, err := swc.ParseStreet(line)
	if err != nil {
		return sh.unknown(k, line, err)
	}
	cs, e := sh.cards(list)
	if e != nil {
		return e
	}
	switch st, ok := swcStreets[name]; {
	case name == "Hole Cards" && len(cs) == 0:
		sh.street, sh.section = hand.Preflop, 1
	case name == "Pot Show Down" && len(cs) > 0:
		sh.setBoard(0, cs, true) // the whole board again
	case ok && len(cs) > 0 && sh.family == hand.FlopGame:
		sh.dealBoard(cs)
		sh.street = st
		sh.ledger.newStreet()
	default:
		return sh.unknown(k, line, fmt.Errorf("street %q", name))
	}
	return nil
}

func (sh *swcHand) dealt(line string) *Error {
	k := linekind.KDealt
	d, err := swc.ParseDealt(line)
	if err != nil {
		return sh.unknown(k, line, err)
	}
	i, e := sh.namedSeat(k, d.Name)
	if e != nil {
		return e
	}
	return sh.dealDown(i, d.Cards)
}

// apply maps a player line (see the conventions above).
func (sh *swcHand) apply(seat int, k linekind.Kind, a *swc.Act, line string) *Error {
	h := sh.h
	var v hand.Money
	if a.A != "" {
		var e *Error
		if v, e = sh.money(a.A); e != nil {
			return e
		}
	}
	if ok, e := sh.ledgerAct(&sh.ledger, seat, k, v, a.AllIn, h.Limit == hand.FixedLimit, line, a.A); ok || e != nil {
		return e
	}
	switch k {
	case linekind.KButton:
		h.Button = h.Seats[seat].Number
	case linekind.KShow, linekind.KShowBare:
		cs, e := sh.cards(a.Cards)
		if e != nil {
			return e
		}
		sh.addShow(seat, cs, swcDescription(a.Desc))
	case linekind.KWinPot:
		sh.award(seat, v, hand.PotUnnamed)
		sh.sawSumm = true
	case linekind.KAdds:
		sh.playerNoteOf(k.String(), line, h.Seats[seat].Player)
	default:
		return sh.unknown(k, line, errNoMapping)
	}
	return nil
}

// swcDescription writes a description's kickers as verify reads a kicker
// note (see above): "a Pair of Deuces +QT6" is "a Pair of Deuces -
// Queen+Ten+Six kicker"; a description without them stays as it is.
func swcDescription(desc string) string {
	base, kick, ok := strings.Cut(desc, " +")
	if !ok || kick == "" {
		return desc
	}
	names := make([]string, 0, len(kick))
	for i := 0; i < len(kick); i++ {
		r, ok := cards.ParseRank(kick[i])
		if !ok {
			return desc
		}
		names = append(names, r.Name())
	}
	return base + " - " + strings.Join(names, "+") + " kicker"
}
