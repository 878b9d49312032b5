package parse

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/fulltilt"
	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/ptexport"
	"github.com/hhcheck/hhcheck/hand"
)

// PokerTracker's export of EverestPoker hands ("EverestPoker Game #N:
// Table NAME - $0.50/$1 - No Limit Hold'em - 22:33:12 - 2011/01/02"):
// hand.Site is "Everest" (the site's own XML is parse/everest.go), the
// format id "everesttext". The text is the tracker's: what it writes its
// own way is this export's convention. Conventions, found in the real
// files of ../shared/histories/by-site/PokerTracker-export (*Everest.txt,
// 167 hands; see audit.TestCorpusPTEverestVerifies, which lists every
// finding):
//
//   - Amounts: "calls $X" and "bets $X" write what the line adds, "raises
//     to $X" the raiser's street total (hand 6450768434: Player16 "calls
//     $1.00", then "calls $4.50" of Player28's "raises to $5.50").
//   - "posts the dead blind of $X" of the big blind is a live big blind
//     posted out of position (hand 6450848903: Player25 "posts the dead
//     blind of $1.00" then "checks" when the action is on him, and the
//     pot, $11.00, is "collects $10.45" and 5% rake only so); of the small
//     blind it is dead money, and the live big blind that goes with it is
//     "posts $X" (hand 6474531197: "Player5 posts the dead blind of $0.50",
//     "Player5 posts $1.00", then "checks").
//   - Every uncalled bet has its "Uncalled bet of $X returned to NAME"
//     line and "collects" excludes it (RecordsUncalled: hand 6450768434,
//     Player28's $7.00 bet returned, "collects $12.85" of $13.50 put in).
//   - No total and no rake are printed: the rake of a cash hand is what
//     was put in and neither returned nor collected (rake_derived); a
//     tournament takes none. A hand of several pots has its summary
//     written once a pot, each with its "collects" (hand 6474571169).
//   - The rake of a hand of several pots is divided between them in no
//     way the model knows (RakeDivisionUnknown: collections are compared
//     per player, as for Everest's own XML). Hand 6450853986, $3.00 rake:
//     the main pot of $151.45 paid $1.69, the side pot of $118.80 $1.31;
//     hand 6474640778: the main pot of $106.50 paid $2.53. Both agree with
//     "each side pot pays its share, rounded down, the main pot the rest",
//     which no convention is; the largest-remainder division
//     (RakeProportional) gives $1.68 and $1.32 in the first.
//   - Fixed limit has no raise cap once two players are left betting
//     (UncappedHeadsUp): the sit & go's hands 7164321511 ("raises to
//     $1,270.00", the eighth bet of the flop, Player2 all in and only
//     Player4 and Player6 betting), 7164328458, 7164368793 and 7164376991
//     all raise past four bets heads-up; no round of three or more
//     players betting does.
//   - The tournament hands are in chips written as dollars with cents
//     ("Seat 1: Player0 ($1,170.00)"): whole chips. "Tourney ID: N, Table
//     N-0 - 100/200 - Limit Hold'em": fixed limit, the stakes are the small
//     and big bets and the blinds are those posted ($50/$100).
//   - Cards shown are written again at the river and in the summary:
//     each seat's show is kept once; "mucked [..]" is a show, mucked.
//   - "Player26 has been disconnected, and is allin" (hand 6474571169):
//     the site made a player who had put in only his small blind all in
//     for it, with chips left; the model has no such all-in, so the hand
//     is rejected bad_amount with that cause, as iPoker's "DP" all-ins.
//   - The time has no zone: Start is left zero.
//   - OddChip by profile: no site habit is declared.
func init() {
	Register(Site{Format: "everesttext", Name: "Everest", New: newPTEverestState,
		Header:   Header{Prefixes: []string{ptexport.EverestPrefix}, Mark: '#'},
		Requires: PartSummary | PartSeats | PartTable,
		Conventions: func(*hand.Hand) hand.Conventions {
			return hand.Conventions{RecordsUncalled: true, RakeDivisionUnknown: true, UncappedHeadsUp: true}
		},
	})
}

type ptEverestState struct{ index seatIndex }

func newPTEverestState() Mapper { return &ptEverestState{} }

type ptEverestHand struct {
	lineMapper
	chipLedger
}

func (st *ptEverestState) Map(p *Parser, doc *Document, c Chunk) (*hand.Hand, Parts, *Error) {
	eh := ptEverestHand{lineMapper: startHand(doc, c, "Everest", &st.index)}
	if e := eh.read(p, c, eh.header, eh.line); e != nil {
		return nil, 0, e
	}
	eh.rakeUnwritten(&eh.chipLedger)
	parts := eh.parts()
	if eh.h.Table != "" && eh.h.Button != 0 {
		parts |= PartTable
	}
	return eh.h, parts, nil
}

// ptEverestLimits are the header's limit words, before the game.
var ptEverestLimits = []limitWord{{"No Limit ", hand.NoLimit}, {"Pot Limit ", hand.PotLimit}, {"Limit ", hand.FixedLimit}}

// ptEverestGames are the header's game words.
var ptEverestGames = map[string]hand.GameType{"Hold'em": hand.Holdem, "Omaha": hand.Omaha}

func (eh *ptEverestHand) header(line string) *Error {
	h := eh.h
	hd, err := ptexport.ParseEverestHeader(line)
	if err != nil {
		return eh.badHeader("header", line, err)
	}
	h.ID, h.Table, h.Tournament = hd.ID, hd.Table, hd.Tournament
	var ok bool
	if h.Game, h.Limit, ok = gameWithLimit(hd.Game, false, ptEverestLimits, ptEverestGames); !ok {
		return eh.fail(ReasonUnknownGame, eh.lineNo, "header", fmt.Sprintf("game %q", hd.Game))
	}
	eh.family = h.Game.Spec().Family
	h.Currency, h.Decimals = "USD", 2
	if hd.Tournament != "" {
		h.Currency, h.Decimals, eh.amountOf = "chips", 0, wholeChips // see above
	}
	lo, hi, e := eh.moneyPair(hd.Small, hd.Big)
	if e != nil {
		return e
	}
	eh.setStakes(lo, hi)
	return nil
}

func (eh *ptEverestHand) line(line string) *Error {
	h := eh.h
	switch k := ptexport.EverestClassify(line); k {
	case linekind.KBlank:
		eh.blank()
		return nil
	case linekind.KSeat:
		_, e := headSeat(&eh.lineMapper, k, line, fulltilt.ParseSeat, func(s *fulltilt.Seat) (hand.Seat, string) {
			return hand.Seat{Number: s.Number, Player: s.Name}, s.Stack
		})
		if e == nil {
			eh.seated(h.Seats[len(h.Seats)-1].Stack)
		}
		return e
	case linekind.KButton:
		n, err := fulltilt.ParseButton(line)
		if err != nil {
			return eh.unknown(k, line, err)
		}
		h.Button = n
		return nil
	case linekind.KStreet:
		return eh.streetLine(line)
	case linekind.KDealt:
		return eh.ptDealt(line)
	case linekind.KUncalled:
		return eh.uncalled(line)
	}
	return eh.player(line)
}

func (eh *ptEverestHand) streetLine(line string) *Error {
	st, list, ok, e := eh.ptStreetOf(line)
	if !ok {
		return e
	}
	eh.section, eh.street = 1, st
	if st == hand.Preflop {
		return nil
	}
	eh.newStreet()
	return eh.ptBoard(st, list)
}

// uncalled maps "Uncalled bet of $X returned to NAME".
func (eh *ptEverestHand) uncalled(line string) *Error {
	u, err := fulltilt.ParseUncalled(line)
	if err != nil {
		return eh.unknown(linekind.KUncalled, line, err)
	}
	return eh.returnTo(linekind.KUncalled, u.Name, u.Amount)
}

func (eh *ptEverestHand) player(line string) *Error {
	h := eh.h
	ix := eh.seatIndex()
	idx, rest, k := ptexport.EverestCutName(line, ix.names)
	if k == linekind.KUnknown {
		return eh.unknown(linekind.KPlayer, line, nil)
	}
	seat := ix.order[idx]
	a, err := ptexport.ParseEverestAct(k, rest)
	if err != nil {
		return eh.unknown(k, line, err)
	}
	var amount hand.Money
	if a.A != "" {
		var e *Error
		if amount, e = eh.money(a.A); e != nil {
			return e
		}
	}
	said := ptSaid{amount, a.AllIn}
	switch k {
	case linekind.KFold:
		eh.addAction(seat, hand.Fold, 0, false)
	case linekind.KCheck:
		eh.addAction(seat, hand.Check, 0, false)
	case linekind.KCall, linekind.KBet:
		eh.addedAction(&eh.chipLedger, seat, amount, a.AllIn)
		eh.add(seat, amount, true)
	case linekind.KRaise:
		added := amount - eh.streetIn[seat] // the street total (see above)
		if added <= 0 {
			return eh.fail(ReasonBadAmount, eh.lineNo, "raise", fmt.Sprintf("a raise to %s, not above the %d the player has in: %q", a.A, eh.streetIn[seat], shorten(line)))
		}
		eh.addedAction(&eh.chipLedger, seat, added, a.AllIn)
		eh.add(seat, added, true)
	case linekind.KPostSB:
		eh.addAction(seat, hand.PostSmallBlind, amount, a.AllIn)
		eh.postedBlind(&h.Stakes.SmallBlind, said)
		eh.add(seat, amount, true)
	case linekind.KPostBB, linekind.KPost:
		eh.addAction(seat, hand.PostBigBlind, amount, a.AllIn)
		eh.postedBlind(&h.Stakes.BigBlind, said)
		eh.add(seat, amount, true)
	case linekind.KPostDead:
		if amount >= h.Stakes.BigBlind && h.Stakes.BigBlind > 0 {
			eh.addAction(seat, hand.PostBigBlind, amount, a.AllIn) // live (see above)
			eh.add(seat, amount, true)
			return nil
		}
		eh.addAction(seat, hand.PostDeadBlind, amount, a.AllIn)
		eh.add(seat, amount, false)
	case linekind.KPostAnte:
		eh.addAction(seat, hand.PostAnte, amount, a.AllIn)
		eh.add(seat, amount, false)
	case linekind.KShow, linekind.KMucks:
		cs, e := eh.cards(a.Cards)
		if e != nil {
			return e
		}
		if !shownAlready(h, seat, cs) {
			eh.addShow(seat, cs, "")
			h.Shows[len(h.Shows)-1].Mucked = k == linekind.KMucks
		}
	case linekind.KCollected:
		eh.award(seat, amount, hand.PotUnnamed)
	case linekind.KDisconnected:
		if strings.HasSuffix(line, "and is allin") {
			return eh.fail(ReasonBadAmount, eh.lineNo, "disconnected", fmt.Sprintf("an all-in by disconnection with chips left: the model has no such all-in: %q", shorten(line)))
		}
		eh.playerNoteOf(k.String(), line, h.Seats[seat].Player)
	default:
		return eh.noteOrUnmapped(k, line)
	}
	return nil
}
