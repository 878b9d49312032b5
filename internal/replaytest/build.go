package replaytest

import (
	"strconv"
	"strings"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
)

var streets = map[string]hand.Street{
	"preflop": hand.Preflop, "flop": hand.Flop, "turn": hand.Turn, "river": hand.River,
	"third": hand.Third, "fourth": hand.Fourth, "fifth": hand.Fifth, "sixth": hand.Sixth, "seventh": hand.Seventh,
	"predraw": hand.PreDraw, "draw1": hand.AfterDraw1, "draw2": hand.AfterDraw2, "draw3": hand.AfterDraw3,
}

var posts = map[string]hand.ActionKind{
	"sb": hand.PostSmallBlind, "bb": hand.PostBigBlind, "both": hand.PostBothBlinds, "dead": hand.PostDeadBlind,
	"ante": hand.PostAnte, "button": hand.PostButtonBlind, "straddle": hand.PostStraddle, "bringin": hand.BringIn,
	"call": hand.Call, "bet": hand.Bet,
}

func money(s string) hand.Money {
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		panic("replaytest: amount " + s)
	}
	return hand.Money(v)
}

// Build makes a hand of game g from the script. The hand starts with
// PokerStars-like conventions off; "conv" lines turn them on.
func Build(g hand.GameType, script string) *hand.Hand {
	h := &hand.Hand{Site: "test", ID: "1", Game: g, Decimals: 2, Currency: "USD"}
	street := hand.NoStreet
	run := 0
	curBet := map[hand.Street]hand.Money{}
	for ln, line := range strings.Split(script, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		lineNo := ln + 1
		desc := ""
		if i := strings.Index(line, "|"); i >= 0 {
			desc = strings.TrimSpace(line[i+1:])
			line = strings.TrimSpace(line[:i])
		}
		f := strings.Fields(line)
		if s, ok := streets[f[0]]; ok {
			street = s
			continue
		}
		switch f[0] {
		case "button":
			h.Button = int(money(f[1]))
			continue
		case "stakes":
			h.Stakes.SmallBlind, h.Stakes.BigBlind = money(f[1]), money(f[2])
			continue
		case "seats":
			for _, s := range f[1:] {
				p := strings.Split(s, ":")
				h.Seats = append(h.Seats, hand.Seat{Number: int(money(p[0])), Player: p[1], Stack: money(p[2]), Line: lineNo})
			}
			continue
		case "board":
			h.Boards = append(h.Boards, cards.MustParseList(strings.Join(f[1:], " ")))
			continue
		case "run":
			run = int(money(f[1])) - 1
			continue
		case "total":
			h.Summary.HasTotal = true
			h.Summary.TotalPot = money(f[1])
			h.Summary.Line = lineNo
			for i := 2; i+1 < len(f); i++ {
				switch f[i] {
				case "rake":
					h.Summary.Rake = money(f[i+1])
				case "fee":
					h.Summary.Fees = append(h.Summary.Fees, hand.Fee{Kind: "fee", Amount: money(f[i+1])})
				case "main":
					h.Summary.MainPot = money(f[i+1])
				case "side":
					h.Summary.SidePots = append(h.Summary.SidePots, money(f[i+1]))
				}
			}
			continue
		case "conv":
			for _, c := range f[1:] {
				switch {
				case c == "uncalled":
					h.Conventions.RecordsUncalled = true
				case c == "mainfirst":
					h.Conventions.RakeFromMainFirst = true
				case c == "excl":
					h.Conventions.TotalExcludesRake = true
				case strings.HasPrefix(c, "oddchip="):
					h.Conventions.OddChip = hand.OddChipHabit(strings.TrimPrefix(c, "oddchip="))
				}
			}
			continue
		case "wonsummary":
			h.Summary.Seats = append(h.Summary.Seats, hand.SummarySeat{Seat: seat(h, f[1]), Won: money(f[2]), Line: lineNo})
			continue
		}
		// player lines: "name verb ...", or "verb name ..." for the record lines
		switch f[0] {
		case "show", "muck", "deal", "collect", "return", "cashout":
			f[0], f[1] = f[1], f[0]
		}
		who := seat(h, f[0])
		verb := f[1]
		allIn := f[len(f)-1] == "allin"
		if allIn {
			f = f[:len(f)-1]
		}
		switch verb {
		case "fold", "check":
			k := hand.Fold
			if verb == "check" {
				k = hand.Check
			}
			h.Actions = append(h.Actions, hand.Action{Seat: who, Kind: k, Street: street, Line: lineNo})
		case "raise", "complete":
			k := hand.Raise
			if verb == "complete" {
				k = hand.Complete
			}
			to := money(f[2])
			a := hand.Action{Seat: who, Kind: k, Street: street, To: to, Amount: to - curBet[street], AllIn: allIn, Line: lineNo}
			curBet[street] = to
			h.Actions = append(h.Actions, a)
		case "show", "muck", "deal":
			cs := cards.MustParseList(strings.Join(f[2:], " "))
			if verb == "deal" {
				h.Deals = append(h.Deals, hand.Deal{Seat: who, Street: street, Down: cs, Line: lineNo})
			} else {
				h.Shows = append(h.Shows, hand.Show{Seat: who, Cards: cs, Description: desc, Run: run, Mucked: verb == "muck", Line: lineNo})
			}
		case "collect":
			a := hand.Award{Seat: who, Amount: money(f[2]), Pot: hand.PotUnnamed, Run: run, Line: lineNo}
			for _, x := range f[3:] {
				switch {
				case x == "main":
					a.Pot = 0
				case strings.HasPrefix(x, "side"):
					a.Pot = int(money(strings.TrimPrefix(x, "side")))
				case x == "high":
					a.Half = hand.HighHalf
				case x == "low":
					a.Half = hand.LowHalf
				}
			}
			h.Awards = append(h.Awards, a)
		case "return":
			h.Returns = append(h.Returns, hand.Return{Seat: who, Amount: money(f[2]), Line: lineNo})
		case "cashout":
			h.CashOuts = append(h.CashOuts, hand.CashOut{Seat: who, Amount: money(f[2]), Line: lineNo})
		default:
			k, ok := posts[verb]
			if !ok {
				panic("replaytest: verb " + verb)
			}
			a := hand.Action{Seat: who, Kind: k, Street: street, Amount: money(f[2]), AllIn: allIn, Line: lineNo}
			if len(f) > 4 && f[3] == "dead" {
				a.Dead = money(f[4])
			}
			if k == hand.PostDeadBlind && a.Dead == 0 {
				a.Dead = a.Amount
			}
			h.Actions = append(h.Actions, a)
		}
	}
	return h
}

func seat(h *hand.Hand, name string) int {
	if i := h.SeatOf(name); i >= 0 {
		return i
	}
	if strings.HasPrefix(name, "#") {
		return int(money(name[1:]))
	}
	panic("replaytest: unknown player " + name)
}
