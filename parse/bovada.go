package parse

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/grammar/bovada"
	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/hand"
)

// Bovada / Ignition / Bodog conventions, found in the real files of
// ../shared/histories (by-site/Bovada and the Bovada files of
// extra/santiweight__poker-handhistory: 7,286 hands, no-limit Hold'em cash
// and Zone Poker 2019 at $0.02/$0.05 and $0.10/$0.25, Hold'em tournaments
// 2012–2021, a few older fixed-limit, Omaha and stud hands; see
// TestCorpusBovada and audit.TestCorpusBovadaVerifies):
//
//   - Players are written by their position label ("UTG+1", "Big Blind",
//     "Dealer", the hero with " [ME]"), never by name: Seat.Player is the
//     label. The labels move with the button, so a player cannot be
//     followed from one hand to the next: every hand is marked Pool and
//     the cross-hand checks (stack continuity, hand order) skip them.
//   - The stakes of a cash hand are in no header: they are the blinds
//     posted by "Small Blind" and "Big Blind" (not when the post is the
//     player's whole stack, "201307.all.in.blind.txt"). Fixed limit: small
//     bet = big blind, big bet = twice it. Tournament headers give the
//     level's blinds ("Level 10 (150/300)"). Cash money is USD in cents;
//     tournament amounts are chips. The header's time has no zone: Start
//     is left zero.
//   - "Raises $1 to $1": the first amount is what the player adds, the
//     second his total for the street (Big Blind "Raises 600 to 900" after
//     posting 300). The 2012 files write "Raises $22" with no second
//     amount: it is the total (PLO 2605762685: "Raises $22" is the pot-sized
//     raise to $22 after four $4 calls; "Raises $76" likewise). "All-in $5" is a call, a bet or a raise by what it adds
//     to the player's bet on the street.
//   - "Hand result $4.61" is what the player collects, main and side pots
//     together unless a "Hand result-Side pot $x" line is written for the
//     side pot: the collections are compared per player.
//   - RecordsUncalled: "Return uncalled portion of bet $2.50" is written
//     for every uncalled bet, and "Hand result" excludes it, except in a
//     walk (everybody folds to the big blind before the flop: 1,025 hands,
//     3 with the line): there the uncalled part of the big blind is inside
//     his "Hand result" and the total (tournament 3152355691: total 150,
//     result 150 for blinds of 50 and 100), UncalledInCollected.
//   - The summary's "Total Pot($4.85)" is everything put in less the
//     uncalled bets, before rake; since 2013 no rake is printed (2012 files
//     print "| Rake ($0.02)"), and 4,425 Zone Poker hands print an empty
//     summary (no total): the total is not required.
//   - Rake (not printed, so it is modelled: BovadaRake): what the total
//     leaves after the "Hand result" lines is, in every 2019 no-limit
//     Hold'em cash hand ($0.02/$0.05 and $0.10/$0.25, 2,208 hands with a
//     total): 0 when no flop was dealt ("no flop, no drop": 1,048 hands),
//     else 5 % of the total rounded down to the cent, capped at $0.10/$0.25
//     by $2 with 5 or more players dealt in (33 hands, e.g. Zone
//     3755234151: $61.71 → $2) and $1 with 4 or fewer (3761206469: 4
//     players, $37.28 → $1; 3761609039: $67.24 → $1). No $0.02/$0.05 pot
//     reached a cap (largest rake $0.73 of $14.72, in the 545 hands with a
//     total), so above $1 of rake the cap there
//     is unknown. With the model, the rake is known before the collections
//     are read, so every collection is checked to the cent.
//     Elsewhere (tournaments: no rake; older files and other games and
//     stakes: one or two hands each, not enough to derive a rate or cap)
//     the rake is what the total leaves, noted "rake_unmodelled": no
//     finding is made of a rake the site's rule for it is unknown.
//   - Stud (7CARD, "7CARD HiLo": 5 hands, by-site/Bovada cash__Bovada__Stud__*):
//     players are "Seat+N" ("Seat+3 [ME]: $0.50 in chips"), "Ante chip",
//     "Bring_in chip", "D bets" (the double bet on 4th street with an open
//     pair: 2604291577, Seat+1 shows 3d 3c). The 2012-05 file writes no
//     street lines (the 2012-09 hi/lo hand 2633952287 writes "*** 3RD
//     STREET ***" .. "*** RIVER ***" for 7th): a seat's n-th "Card dealt to
//     a spot" line is the n-th street's, and the first deal of a street
//     ends the betting round before it. 3rd street "[Qc 5c 2s]" is two down
//     and the third up: the bring-in is the lowest third card in every
//     hand (2604291510 Seat+5 2s, 2604291577 Seat+1 3d, 2604291699 Seat+5
//     Jd, 2604291787 Seat+5 Td). The lines repeat no earlier card: Held is
//     what the seat was dealt before. A seat dealt no card sat out
//     (2604291787 "Seat+3 [ME] : Seat sit out"). The stakes are in no
//     header (the file name's "2.00-4.00" is not what is bet: $0.05 and
//     $0.10), so only the ante and the bring-in written are stakes; the
//     small and big bets are left unknown (0): no bet size is checked.
//   - Some 2012 hands write no street lines at all, like stud; the board
//     is only in the summary. When all went in before the flop that board
//     is the board (PLO 2605762685). When they bet on later streets (Omaha
//     hi/lo tournaments 2641146259, 2645486142) a street starts where a
//     player still in acts after the round closed (everybody still in
//     with chips has acted since the last bet or raise and matched it:
//     bvRound; noted "streets_unwritten"), with the next cards of the
//     summary's board; the rules of
//     betting leave no other place for it, and the two hands then replay
//     to the chip ("Folded on the FLOP" in their summaries agrees). A bet
//     before the round closed is still rejected unsupported_format.
//   - Two "Hand Result-Side Pot" lines of one amount (2641146259: "Big
//     Blind" and "UTG+1" 2,190 each, one side pot of 4,380 tied) are a
//     split side pot or two pots of one size: the hand's awards are then
//     compared per player over all pots (hand.PotUnnamed).
//   - The summary's seat lines are not reliable (Zone Poker writes "Seat+1:
//     Small Blind Folded on the RIVER" for a pre-flop fold, and "UTG+2 lost
//     with One pair" for a player who folded): they are read and ignored.
//   - Odd chips (hand.OddChipFromBigBlind): in every split pot with an
//     odd cent (27 in the files) the cent goes to the first tied winner
//     clockwise from the BIG blind, so the small blind takes it last, not
//     first (RRoP 3.7.5(a)): Zone 3754479229 (Small Blind and UTG+1 tie on
//     $0.43: UTG+1 $0.22), 3754981772 (Big Blind over UTG+2), 3755156845
//     (Big Blind over UTG+2), 3755653129 (Big Blind over Dealer),
//     3757817782 (UTG over Small Blind), 3761199518 (UTG over UTG+1),
//     3761579982 (UTG+2 over Dealer), Ignition tournament 4328138683 (Big
//     Blind over UTG+2, 31,323 chips), three-way 3757154737 (Dealer, Small
//     Blind, Big Blind: Big Blind). Under the standard profile (RRoP) these
//     are reported (AWARD_MISMATCH, the RULES D7 difference, listed in
//     audit's Bovada corpus test); under --profile site they verify.
//   - "Hand result-Side pot $x" names the side pot's collection; the hand
//     then names its pots ("Hand result" is the main pot's), and each pot
//     pays its own share of the rake (3755156417: total $3.47, rake $0.17,
//     main $1.97 → $1.87, side $1.50 → $1.43), as the collections show.
func init() {
	Register(Site{Format: "bovada", Name: "Bovada", New: newBovadaState,
		Header:   Header{Prefixes: bovada.HeaderPrefixes, Mark: '#'},
		Requires: PartSummary | PartSeats,
		Conventions: func(h *hand.Hand) hand.Conventions {
			if len(h.Returns) == 0 && len(h.Boards) == 0 && h.Game.Spec().Family != hand.StudGame {
				// a walk (1,025 in the files, 3 with a return line): no
				// return line, the big blind's uncalled part is inside his
				// "Hand result" and the total
				return hand.Conventions{UncalledInCollected: true, OddChip: hand.OddChipFromBigBlind}
			}
			return hand.Conventions{RecordsUncalled: true, OddChip: hand.OddChipFromBigBlind}
		},
	})
}

type bvState struct {
	memo lineMemo[linekind.Kind, *bvMemoVal]
	// known: lines without amounts that read the same in every hand
	// ("Enter(Auto)", "Seat+1: UTG Folded before the FLOP"), once their
	// grammar accepted them; cleared when it grows past memoMax.
	known map[string]bool
}

// knownLine runs parse once per distinct line text.
func (st *bvState) knownLine(line string, parse func() error) error {
	if st.known[line] {
		return nil
	}
	if err := parse(); err != nil {
		return err
	}
	if len(st.known) >= memoMax {
		clear(st.known)
	}
	st.known[strings.Clone(line)] = true
	return nil
}

type bvMemoVal = convLine[bovada.Act]

func newBovadaState() Mapper {
	return &bvState{memo: newLineMemo[linekind.Kind, *bvMemoVal](1024), known: map[string]bool{}}
}

type bvHand struct {
	p  *Parser
	st *bvState
	lineMapper
	chipLedger
	labels  map[string]int
	put     hand.Money // everything put in, less the returns
	sawFlop bool
	rake    hand.Money
	hasRake bool
	sbSeen  bool
	bbSeen  bool
	tourney bool
	sidePot bool // a "Hand result-Side pot" line: the pots are named
	stud    bool
	// studDeals counts the "Card dealt to a spot" lines of each seat: a
	// stud player's n-th is the n-th street's card(s)
	studDeals map[int]int
	// sawStreet: a flop, turn or river line was read; unwritten: a street
	// was started by the betting, the 2012 layout writing none (nextStreet)
	sawStreet, unwritten bool
	round                bvRound
}

// bvRound is the betting round of a flop game as far as the lines tell,
// kept to find where the 2012 layout's streets begin (see the
// conventions): who is still in (dealt and not folded) and who has acted
// since the last bet or raise.
type bvRound struct {
	in, acted []bool
}

// closed reports whether the round is over: every player still in with
// chips behind has acted since the last bet or raise and matched it.
func (r *bvRound) closed(l *chipLedger) bool {
	if r.in == nil {
		return false
	}
	for i, in := range r.in {
		if in && l.stack[i] > 0 && (!r.acted[i] || l.streetIn[i] != l.curBet) {
			return false
		}
	}
	return true
}

// nextStreet starts the street after the current one when a player acts
// after the round closed in a hand that writes no street lines (the 2012
// layout): the flop, turn or river, with its cards from the summary's
// board. A hand that writes its streets never gets here.
func (bh *bvHand) nextStreet(seat int, k linekind.Kind) {
	if bh.stud || bh.section != 1 || bh.sawStreet || bh.street >= hand.River || !bvBetting(k) ||
		bh.round.in == nil || !bh.round.in[seat] || !bh.round.closed(&bh.chipLedger) {
		return
	}
	switch bh.street {
	case hand.Preflop:
		bh.street = hand.Flop
	case hand.Flop:
		bh.street = hand.Turn
	default:
		bh.street = hand.River
	}
	if !bh.unwritten {
		bh.note("streets_unwritten", "no street lines (the 2012 layout): each street starts where the betting closed the one before, its cards from the summary's board")
	}
	bh.unwritten, bh.sawFlop = true, true
	bh.newStreet()
	clear(bh.round.acted)
}

// bvBetting reports whether k is a player's action in a Bovada betting round.
func bvBetting(k linekind.Kind) bool {
	switch k {
	case linekind.KFold, linekind.KFoldShow, linekind.KCheck, linekind.KCall, linekind.KBet,
		linekind.KRaise, linekind.KAllInRaise, linekind.KAllIn:
		return true
	}
	return false
}

// act records a betting action in the round: a fold leaves it, a bet or
// raise (the street's bet went up) makes the others act again.
func (r *bvRound) act(seat int, k linekind.Kind, before, after hand.Money) {
	if r.in == nil || !bvBetting(k) {
		return
	}
	if k == linekind.KFold || k == linekind.KFoldShow {
		r.in[seat] = false
		return
	}
	if after > before {
		clear(r.acted)
	}
	r.acted[seat] = true
}

func (st *bvState) Map(p *Parser, doc *Document, c Chunk) (*hand.Hand, Parts, *Error) {
	bh := bvHand{p: p, st: st, lineMapper: lineMapper{doc: doc, lineNo: c.Line - 1}, labels: map[string]int{}}
	h := &hand.Hand{File: doc.File, Line: c.Line, Site: "Bovada", Pool: true}
	bh.h = h
	if e := bh.read(p, c, bh.header, bh.line); e != nil {
		return nil, 0, e
	}
	bh.renumber()
	bh.deadButton()
	bh.finish()
	return h, bh.parts(), nil // PartSeats: the registry's check
}

// ---- header ----

func (bh *bvHand) header(line string) *Error {
	h := bh.h
	hd, err := bovada.ParseHeader(line)
	if err != nil {
		return bh.badHeader("header", line, err)
	}
	h.ID, h.Table, h.Tournament, h.Level = hd.HandID, hd.Table, hd.Tournament, hd.Level
	if hd.Site != "Bovada" {
		h.Site = hd.Site
	}
	switch {
	case strings.HasPrefix(hd.Game, "HOLDEM") && !hd.HiLo:
		h.Game = hand.Holdem
	case hd.Game == "OMAHA" && hd.HiLo:
		h.Game = hand.OmahaHiLo
	case hd.Game == "OMAHA":
		h.Game = hand.Omaha
	case hd.Game == "7CARD" && hd.HiLo:
		h.Game, bh.stud = hand.StudHiLo, true
	case hd.Game == "7CARD":
		h.Game, bh.stud = hand.Stud, true
	default:
		return bh.fail(ReasonUnknownGame, bh.lineNo, "header", fmt.Sprintf("game %q", hd.Game))
	}
	switch hd.Limit {
	case "No", "Normal":
		h.Limit = hand.NoLimit
	case "Pot":
		h.Limit = hand.PotLimit
	case "Fixed":
		h.Limit = hand.FixedLimit
	}
	if hd.Tournament != "" {
		bh.tourney = true
		h.Currency, h.Decimals = "chips", 0
		if len(hd.Blinds) == 2 {
			sb, e := bh.money(hd.Blinds[0])
			if e != nil {
				return e
			}
			bb, e := bh.money(hd.Blinds[1])
			if e != nil {
				return e
			}
			bh.setStakes(sb, bb)
			bh.sbSeen, bh.bbSeen = true, true
		}
	} else {
		h.Currency, h.Decimals = "USD", 2
	}
	return nil
}

func (bh *bvHand) setStakes(sb, bb hand.Money) {
	h := bh.h
	if sb >= 0 {
		h.Stakes.SmallBlind = sb
	}
	if bb >= 0 {
		h.Stakes.BigBlind = bb
		if h.Limit == hand.FixedLimit {
			h.Stakes.SmallBet, h.Stakes.BigBet = bb, 2*bb
		}
	}
}

// ---- lines ----

func (bh *bvHand) line(line string) *Error {
	h := bh.h
	k := bovada.Classify(line, bh.section == 2)
	switch k {
	case linekind.KBlank:
	case linekind.KStreet:
		return bh.streetLine(line)
	case linekind.KSeat:
		s, e := headSeat(&bh.lineMapper, k, line, bovada.ParseSeat, func(s *bovada.Seat) (hand.Seat, string) {
			return hand.Seat{Number: atoi(s.Number), Player: s.Label}, s.Stack
		})
		if e != nil {
			return e
		}
		bh.labels[s.Label] = len(h.Seats) - 1
		bh.seated(h.Seats[len(h.Seats)-1].Stack)
		if s.Label == "Dealer" {
			h.Button = atoi(s.Number)
		}
	case linekind.KTotal:
		t, tot, e := readAmount(&bh.lineMapper, k, line, line, bovada.ParseTotal, func(t *bovada.Total) (hand.Money, *Error) { return bh.money(t.Total) })
		if e != nil {
			return e
		}
		h.Summary.HasTotal, h.Summary.TotalPot, h.Summary.Line = true, tot, bh.lineNo
		if t.Rake != "" {
			r, e := bh.money(t.Rake)
			if e != nil {
				return e
			}
			bh.rake, bh.hasRake = r, true
		}
		bh.sawTot = true
	case linekind.KBoard:
		b, err := bovada.ParseBoard(line)
		if err != nil {
			return bh.unknown(k, line, err)
		}
		if len(b.Cards.Cards) > 0 && (!bh.sawFlop || bh.unwritten) {
			// 2012: no street lines, the board only in the summary (all
			// in before the flop: PLO 2605762685; streets started by the
			// betting: nextStreet)
			cs, e := bh.cards(b.Cards.Cards)
			if e != nil {
				return e
			}
			h.Boards = [][]cards.Card{cs}
			bh.sawFlop = len(cs) >= 3
		}
	case linekind.KSummarySeat:
		if err := bh.st.knownLine(line, func() error { _, _, err := bovada.ParseSummarySeat(line); return err }); err != nil {
			return bh.unknown(k, line, err)
		}
	case linekind.KTableNote:
		if err := bh.st.knownLine(line, func() error { _, err := bovada.ParseAct(k, line); return err }); err != nil {
			return bh.unknown(k, line, err)
		}
		bh.note("table", line)
	case linekind.KPlayer:
		return bh.player(line)
	default:
		return bh.unknown(k, line, nil)
	}
	return nil
}

func (bh *bvHand) streetLine(line string) *Error {
	s, err := bovada.ParseStreet(line)
	if err != nil {
		return bh.unknown(linekind.KStreet, line, err)
	}
	name := strings.Join(s.Name, " ")
	var st hand.Street
	switch name {
	case "SUMMARY":
		bh.section, bh.sawSumm = 2, true
		if bh.h.Summary.Line == 0 {
			bh.h.Summary.Line = bh.lineNo
		}
		return nil
	case "HOLE CARDS":
		st = hand.Preflop
		if bh.stud {
			st = hand.Third
		}
	case "3RD STREET", "4TH STREET", "5TH STREET", "6TH STREET":
		if !bh.stud {
			return bh.unknown(linekind.KStreet, line, fmt.Errorf("stud street %q in a %s hand", name, bh.h.Game.Spec().Name))
		}
		// the street starts with its deal lines (studDeal)
		bh.section = 1
		return nil
	case "FLOP":
		st = hand.Flop
	case "TURN":
		st = hand.Turn
	case "RIVER":
		st = hand.River
		if bh.stud {
			// 7th street (the hi/lo hand 2633952287), started by its deal lines
			bh.section = 1
			return nil
		}
	default:
		return bh.unknown(linekind.KStreet, line, fmt.Errorf("unknown street %q", name))
	}
	bh.section = 1
	bh.street = st
	if st == hand.Preflop || st == hand.Third {
		return nil
	}
	bh.sawFlop, bh.sawStreet = true, true
	bh.newStreet()
	var board []string
	for _, g := range s.Groups {
		board = append(board, g.Cards...)
	}
	cs, e := bh.cards(board)
	if e != nil {
		return e
	}
	if len(bh.h.Boards) == 0 {
		bh.h.Boards = append(bh.h.Boards, nil)
	}
	bh.h.Boards[0] = cs
	return nil
}

// ---- player lines ----

func (bh *bvHand) player(line string) *Error {
	label, _, rest, ok := bovada.CutLabel(line)
	if !ok {
		return bh.unknown(linekind.KPlayer, line, nil)
	}
	k := bovada.Verb(rest)
	v, e := memoLine(&bh.lineMapper, bh.p, &bh.st.memo, k, rest, line, bh.convert)
	if e != nil {
		return e
	}
	seat, seated := bh.labels[label]
	if k == linekind.KNote || k == linekind.KSetDealer {
		bh.h.Notes = append(bh.h.Notes, hand.Note{Line: bh.lineNo, Kind: k.String(), Text: strings.Clone(rest), Player: strings.Clone(label)})
		return nil
	}
	if !seated {
		return bh.fail(ReasonUnknownPlayer, bh.lineNo, k.String(), fmt.Sprintf("%q has no seat", label))
	}
	return bh.apply(seat, k, v, line)
}

func (bh *bvHand) convert(k linekind.Kind, rest string) *bvMemoVal {
	v, ok := newConv(bovada.ParseAct(k, rest))
	if !ok || k == linekind.KNote || k == linekind.KSetDealer {
		return v
	}
	v.amount = v.money(v.act.A, bh.h.Decimals)
	v.b = v.money(v.act.B, bh.h.Decimals)
	v.setCards(v.act.Cards)
	return v
}

// add records chips put in by a seat on the current street.
func (bh *bvHand) add(seat int, m hand.Money, live bool) {
	bh.put += m
	bh.chipLedger.add(seat, m, live)
}

func (bh *bvHand) apply(seat int, k linekind.Kind, v *bvMemoVal, line string) *Error {
	bh.nextStreet(seat, k)
	before := bh.curBet
	if e := bh.applyKind(seat, k, v, line); e != nil {
		return e
	}
	if bh.section == 1 && !bh.stud {
		bh.round.act(seat, k, before, bh.curBet)
	}
	return nil
}

// applyKind maps one player line of kind k.
func (bh *bvHand) applyKind(seat int, k linekind.Kind, v *bvMemoVal, line string) *Error {
	h := bh.h
	amt := v.amount
	allIn := func() bool { return bh.stack[seat] == amt }
	switch k {
	case linekind.KFold, linekind.KFoldShow:
		bh.addAction(seat, hand.Fold, 0, false)
	case linekind.KCheck:
		bh.addAction(seat, hand.Check, 0, false)
	case linekind.KCall:
		bh.addAction(seat, hand.Call, amt, allIn())
		bh.add(seat, amt, true)
	case linekind.KBet:
		if bh.street == hand.Preflop && bh.curBet > 0 {
			// 2012 Omaha hi/lo tournaments (2641146259, 2645486142) write
			// the betting of every street with no street line between:
			// a bet after the blinds is the next street's
			return bh.fail(ReasonUnsupportedFormat, bh.lineNo, k.String(),
				"a bet after the blinds with no street line before it: this history (Bovada's 2012 layout) writes no street lines, so the streets and their betting cannot be told apart")
		}
		bh.addAction(seat, hand.Bet, amt, allIn())
		bh.add(seat, amt, true)
	case linekind.KRaise, linekind.KAllInRaise:
		to := v.b
		if to == 0 {
			to = amt // 2012: "Raises $22", the total (a pot-sized raise to $22 in 2605762685)
		}
		added := to - bh.streetIn[seat]
		ai := v.allIn || bh.stack[seat] == added // the line's "All-in(raise)", or the whole stack
		a := bh.addAction(seat, hand.Raise, to-bh.curBet, ai)
		a.To = to
		bh.add(seat, added, true)
	case linekind.KAllIn:
		if bh.section == 0 {
			// before the deal an all-in is a forced bet for the whole
			// stack: "Big Blind : All-in $0.05" (Allin.blind.txt), "UTG :
			// All-in 12" among the antes (2697696244)
			kind, live := hand.PostAnte, false
			switch h.Seats[seat].Player {
			case "Big Blind":
				kind, live = hand.PostBigBlind, true
			case "Small Blind":
				kind, live = hand.PostSmallBlind, true
			}
			bh.addAction(seat, kind, amt, true)
			bh.add(seat, amt, live)
			break
		}
		bh.addedAction(&bh.chipLedger, seat, amt, true)
		bh.add(seat, amt, true)
	case linekind.KPostSB:
		if h.Seats[seat].Player == "Small Blind" && !bh.sbSeen && !allIn() {
			bh.setStakes(amt, -1)
			bh.sbSeen = true
		}
		bh.addAction(seat, hand.PostSmallBlind, amt, allIn())
		bh.add(seat, amt, true)
	case linekind.KPostBB:
		if h.Seats[seat].Player == "Big Blind" && !bh.bbSeen && !allIn() {
			bh.setStakes(-1, amt)
			bh.bbSeen = true
		}
		bh.addAction(seat, hand.PostBigBlind, amt, allIn())
		bh.add(seat, amt, true)
	case linekind.KPostChip:
		// "Posts chip $0.25": a live big blind to come in; "Posts chip
		// $0.10" (less than the big blind): a live small-blind-sized post,
		// the player then calls the rest (3756061002: "Calls $0.15")
		if bb := h.Stakes.BigBlind; bb > 0 && amt < bb {
			bh.addAction(seat, hand.PostSmallBlind, amt, allIn())
			bh.add(seat, amt, true)
			break
		}
		bh.addAction(seat, hand.PostBigBlind, amt, allIn())
		bh.add(seat, amt, true)
	case linekind.KPostDead:
		// "Posts dead chip $0.35" at $0.10/$0.25: both blinds, the big
		// one live (the player then checks facing $0.25: 3761193051)
		if bb := h.Stakes.BigBlind; bb > 0 && amt > bb {
			a := bh.addAction(seat, hand.PostBothBlinds, amt, allIn())
			a.Dead = amt - bb
			bh.put += amt - bb
			bh.stack[seat] -= amt - bb
			bh.add(seat, bb, true)
			break
		}
		bh.addAction(seat, hand.PostDeadBlind, amt, allIn())
		bh.add(seat, amt, false)
	case linekind.KPostAnte:
		if h.Stakes.Ante == 0 {
			h.Stakes.Ante = amt
		}
		bh.addAction(seat, hand.PostAnte, amt, allIn())
		bh.add(seat, amt, false)
	case linekind.KBringIn:
		if h.Stakes.BringIn == 0 {
			h.Stakes.BringIn = amt
		}
		bh.addAction(seat, hand.BringIn, amt, allIn())
		bh.add(seat, amt, true)
	case linekind.KReturn:
		h.Returns = append(h.Returns, hand.Return{Seat: seat, Amount: amt, Line: bh.lineNo})
		bh.put -= amt
		bh.stack[seat] += amt
	case linekind.KResult:
		h.Awards = append(h.Awards, hand.Award{Seat: seat, Amount: amt, Pot: hand.PotUnnamed, Line: bh.lineNo})
	case linekind.KResultSide:
		h.Awards = append(h.Awards, hand.Award{Seat: seat, Amount: amt, Pot: 1, Line: bh.lineNo})
		bh.sidePot = true
	case linekind.KShowdown:
		// "Showdown [6d 6c Js 9h 8d] (One pair)": the five cards that
		// play, not the hole cards: the cards shown are the dealt ones.
		h.Shows = append(h.Shows, hand.Show{Seat: seat, Cards: bh.dealt(seat), Description: v.act.Text, Line: bh.lineNo})
	case linekind.KMucks, linekind.KNoShow:
		h.Shows = append(h.Shows, hand.Show{Seat: seat, Cards: bh.dealt(seat), Description: v.act.Text, Mucked: true, Line: bh.lineNo})
	case linekind.KDealt:
		if bh.stud {
			return bh.studDeal(seat, v.cards, line)
		}
		h.Deals = append(h.Deals, hand.Deal{Seat: seat, Street: hand.Preflop, Down: v.cards, Line: bh.lineNo})
		if bh.round.in == nil {
			bh.round = bvRound{in: make([]bool, len(h.Seats)), acted: make([]bool, len(h.Seats))}
		}
		bh.round.in[seat] = true
	default:
		return bh.unknown(k, line, errNoMapping)
	}
	return nil
}

// renumber: tournament seat lines carry numbers that are not the table's
// order ("Seat 103: UTG+1", "Seat 126: UTG+2", "Seat 58: UTG+3" ...; the
// dealer line "Set dealer [6]" counts the lines): the seats are listed in
// table order, so when the numbers do not increase the line order is the
// seat number.
func (bh *bvHand) renumber() {
	h := bh.h
	inc := true
	for i := 1; i < len(h.Seats); i++ {
		if h.Seats[i].Number <= h.Seats[i-1].Number {
			inc = false
		}
	}
	if inc {
		return
	}
	for i := range h.Seats {
		if h.Seats[i].Number == h.Button {
			h.Button = i + 1
			break
		}
	}
	for i := range h.Seats {
		h.Seats[i].Number = i + 1
	}
}

// deadButton: a hand with no "Dealer" seat (the button on an empty seat:
// Ignition 4328264060) acts as if the seat before the small blind (else
// the big blind) in table order had the button: he acts last after the
// flop and the small blind is the first left of it.
func (bh *bvHand) deadButton() {
	h := bh.h
	if h.Button != 0 || len(h.Seats) < 2 {
		return
	}
	for _, l := range [...]string{"Small Blind", "Big Blind"} {
		if i, ok := bh.labels[l]; ok {
			h.Button = h.Seats[(i+len(h.Seats)-1)%len(h.Seats)].Number
			return
		}
	}
}

// studDeal maps a stud "Card dealt to a spot" line. A seat's n-th deal
// line is the n-th street's card(s) (3rd street "[Qc 5c 2s]": two down,
// the third up; 4th to 6th one up; 7th one down), and the first deal of a
// street ends the betting of the one before: the 2012 files write no
// street line (see the conventions).
func (bh *bvHand) studDeal(seat int, cs []cards.Card, line string) *Error {
	h := bh.h
	if bh.studDeals == nil {
		bh.studDeals = map[int]int{}
	}
	streets := h.Game.Spec().Streets
	n := bh.studDeals[seat]
	if n >= len(streets) || len(cs) != streets[n].Down+streets[n].Up {
		return bh.unknown(linekind.KDealt, line, fmt.Errorf("deal %d of the seat: %d cards", n+1, len(cs)))
	}
	bh.studDeals[seat] = n + 1
	sd := streets[n]
	if sd.Street > bh.street {
		bh.street, bh.section = sd.Street, 1
		if n > 0 {
			bh.newStreet()
		}
	}
	if sd.Street != bh.street {
		return bh.unknown(linekind.KDealt, line, fmt.Errorf("a %s card dealt on %s", sd.Street, bh.street))
	}
	d := hand.Deal{Seat: seat, Street: sd.Street, Down: cs[:sd.Down], Up: cs[sd.Down:], Line: bh.lineNo}
	if n > 0 {
		// the line repeats no earlier card: the seat holds what it was
		// dealt before (as iPoker)
		d.Held = bh.dealt(seat)
	}
	h.Deals = append(h.Deals, d)
	return nil
}

// dealt returns the cards dealt to a seat ("Card dealt to a spot"), down
// and up, in the order dealt.
func (bh *bvHand) dealt(seat int) []cards.Card {
	var cs []cards.Card
	for i := range bh.h.Deals {
		if d := &bh.h.Deals[i]; d.Seat == seat {
			if !bh.stud {
				return d.Down
			}
			cs = append(append(cs, d.Down...), d.Up...)
		}
	}
	return cs
}

// finish sets the rake (Bovada prints none since 2013; see BovadaRake).
func (bh *bvHand) finish() {
	h := bh.h
	if bh.stud {
		// a stud seat dealt no card sat the hand out ("Seat+3 [ME] : Seat
		// sit out", 2604291787): no seat line says so
		for i := range h.Seats {
			if bh.studDeals[i] == 0 {
				h.Seats[i].SittingOut = true
			}
		}
	}
	if bh.sidePot {
		// the side pots' lines come last pot first ("Side Pot 48" for
		// side pot 2, then "Side Pot 798" for side pot 1: 2691577528)
		// Two side-pot lines of one amount are a side pot split (tournament
		// 2641146259: "Big Blind : Hand Result-Side Pot 2190", "UTG+1 :
		// Hand Result-Side Pot 2190", one pot of 4,380 tied) or two pots
		// of one size: the record does not say which, so such a hand's
		// awards are compared per player over all pots (PotUnnamed).
		n, amounts, unnamed := 0, map[hand.Money]bool{}, false
		for i := range h.Awards {
			if a := h.Awards[i]; a.Pot == 1 {
				n++
				unnamed = unnamed || amounts[a.Amount]
				amounts[a.Amount] = true
			}
		}
		k := n
		for i := range h.Awards {
			switch {
			case unnamed:
				h.Awards[i].Pot = hand.PotUnnamed
			case h.Awards[i].Pot == hand.PotUnnamed:
				h.Awards[i].Pot = 0
			case h.Awards[i].Pot == 1:
				h.Awards[i].Pot = k
				k--
			}
		}
	}
	if bh.hasRake {
		h.Summary.Rake = bh.rake
		return
	}
	total := bh.put
	if h.Summary.HasTotal {
		total = h.Summary.TotalPot
	}
	var paid hand.Money
	for _, a := range h.Awards {
		paid += a.Amount
	}
	dealt := 0
	for i := range h.Deals {
		if h.Deals[i].Street == hand.Preflop {
			dealt++
		}
	}
	if r, ok := BovadaRake(h, total, bh.sawFlop, dealt); ok {
		h.Summary.Rake = r
		return
	}
	if left := total - paid; left > 0 && len(h.Awards) > 0 {
		h.Summary.Rake = left
		h.Notes = append(h.Notes, hand.Note{Line: h.Summary.Line, Kind: "rake_unmodelled",
			Text: fmt.Sprintf("rake taken as what the total leaves after the collections (%d units): no rake rule is known for this game and stake", left)})
	}
}

// BovadaRake is the rake model of the site (see the conventions above):
// the rake of a hand with this total, a flop dealt or not and this many
// players dealt in; false when the model does not cover the hand.
func BovadaRake(h *hand.Hand, total hand.Money, flop bool, dealt int) (hand.Money, bool) {
	if h.Tournament != "" {
		return 0, true
	}
	if h.Game != hand.Holdem || h.Limit != hand.NoLimit || h.Currency != "USD" {
		return 0, false
	}
	var cap hand.Money
	switch h.Stakes.BigBlind {
	case 25:
		cap = 200
		if dealt <= 4 {
			cap = 100
		}
	case 5:
		cap = -1 // no pot reached a cap
	default:
		return 0, false
	}
	if !flop {
		return 0, true
	}
	r := total * 5 / 100
	if cap < 0 {
		if r > 100 {
			return 0, false
		}
		return r, true
	}
	return min(r, cap), true
}
