package phh

import (
	"context"
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/pelletier/go-toml/v2"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/internal/audit"
	"github.com/hhcheck/hhcheck/parse"
	"github.com/hhcheck/hhcheck/replay"
	"github.com/hhcheck/hhcheck/rules"
	"github.com/hhcheck/hhcheck/verify"
)

// collect is an audit.HandSink that keeps every parsed hand, and the
// flagged ones apart.
type collect struct {
	hands   []*hand.Hand
	flagged map[*hand.Hand]bool
}

func (c *collect) Prepare(h *hand.Hand, _ *verify.Report, _ *parse.Error) any { return h }
func (c *collect) Add(p any, findings, _ []hand.Discrepancy) error {
	if h, ok := p.(*hand.Hand); ok && h != nil {
		c.hands = append(c.hands, h)
		if len(findings) > 0 {
			c.flagged[h] = true
		}
	}
	return nil
}
func (c *collect) Close() error { return nil }
func (c *collect) Abort()       {}

// parseAll reads every hand under path.
func parseAll(t *testing.T, path string) ([]*hand.Hand, map[*hand.Hand]bool) {
	t.Helper()
	c := collect{flagged: map[*hand.Hand]bool{}}
	if _, err := audit.Run(context.Background(), audit.Options{Paths: []string{path}, Profile: rules.Standard, Sink: &c}); err != nil {
		t.Fatal(err)
	}
	return c.hands, c.flagged
}

// required are PHH's required fields per variant (besides variant,
// antes, starting_stacks and actions, required for all).
var required = map[string][]string{
	"NT": {"blinds_or_straddles", "min_bet"}, "NS": {"blinds_or_straddles", "min_bet"}, "PO": {"blinds_or_straddles", "min_bet"},
	"N2L1D": {"blinds_or_straddles", "min_bet"},
	"FT":    {"blinds_or_straddles", "small_bet", "big_bet"}, "FO/8": {"blinds_or_straddles", "small_bet", "big_bet"},
	"F2L3D": {"blinds_or_straddles", "small_bet", "big_bet"}, "FB": {"blinds_or_straddles", "small_bet", "big_bet"},
	"F7S": {"bring_in", "small_bet", "big_bet"}, "F7S/8": {"bring_in", "small_bet", "big_bet"}, "FR": {"bring_in", "small_bet", "big_bet"},
}

// TestRoundTrip converts every NLHE, PLO, stud and draw hand of
// testdata/histories, writes it, reads the TOML back and checks it field
// by field against the hand model; the actions are replayed by a small
// PHH reader (below) and must give each player's put-in.
func TestRoundTrip(t *testing.T) {
	if n := roundTrip(t, "../../testdata/histories"); n < 250 {
		t.Errorf("only %d hands converted", n)
	}
}

// TestRoundTripRealHistories does the same on every hand of
// ../shared/histories.
func TestRoundTripRealHistories(t *testing.T) {
	const shared = "../../../shared/histories"
	if _, err := os.Stat(shared); err != nil {
		t.Skip("../shared/histories is absent: ", err)
	}
	if n := roundTrip(t, shared); n < 19000 {
		t.Errorf("only %d hands converted", n)
	}
}

func roundTrip(t *testing.T, path string) int {
	t.Helper()
	hands, flagged := parseAll(t, path)
	converted := 0
	for _, h := range hands {
		v := Variant(h.Game, h.Limit)
		fam := h.Game.Spec().Family
		mustConvert := (h.Game == hand.Holdem && h.Limit == hand.NoLimit) || (h.Game == hand.Omaha && h.Limit == hand.PotLimit) ||
			(fam != hand.FlopGame && v != "")
		p, err := Convert(h)
		if errors.Is(err, ErrNotRepresentable) {
			t.Logf("%s:%d %s: %v", h.File, h.Line, h.ID, err)
			continue
		}
		if err != nil {
			if mustConvert {
				t.Errorf("%s:%d %s: %v", h.File, h.Line, h.ID, err)
			}
			continue
		}
		converted++
		data, err := Marshal(p)
		if err != nil {
			t.Fatalf("%s: %v", h.ID, err)
		}
		raw := map[string]any{}
		if err := toml.Unmarshal(data, &raw); err != nil {
			t.Fatalf("%s: not valid TOML: %v\n%s", h.ID, err, data)
		}
		for _, k := range append([]string{"variant", "antes", "starting_stacks", "actions"}, required[v]...) {
			if _, ok := raw[k]; !ok {
				t.Errorf("%s: required field %s missing", h.ID, k)
			}
		}
		if _, ok := raw["time"].(toml.LocalTime); !ok && !h.Start.IsZero() {
			t.Errorf("%s: time is %T, want a TOML local time", h.ID, raw["time"])
		}
		back, err := Unmarshal(data)
		if err != nil {
			t.Fatal(err)
		}
		checkAgainstModel(t, h, back, flagged[h])
	}
	t.Logf("%d of %d hands converted and checked", converted, len(hands))
	return converted
}

func checkAgainstModel(t *testing.T, h *hand.Hand, p *Hand, flagged bool) {
	t.Helper()
	id := h.File + ":" + strconv.Itoa(h.Line) + " " + h.ID
	if p.Variant != Variant(h.Game, h.Limit) || p.HandID != h.ID || p.Site != h.Site || p.AmountDecimals != h.Decimals {
		t.Errorf("%s: identity %s %s %s %d", id, p.Variant, p.HandID, p.Site, p.AmountDecimals)
	}
	if n, err := strconv.ParseInt(h.ID, 10, 64); err == nil && p.HandNumber != n {
		t.Errorf("%s: hand %d", id, p.HandNumber)
	}
	if p.Table == 0 && p.TableName != h.Table {
		t.Errorf("%s: table %q", id, p.TableName)
	}
	if !h.Start.IsZero() {
		s := h.Start.UTC()
		tm, _ := p.Time.(toml.LocalTime)
		if p.Year != s.Year() || p.Month != int(s.Month()) || p.Day != s.Day() || tm.Hour != s.Hour() || tm.Minute != s.Minute() || tm.Second != s.Second() {
			t.Errorf("%s: time %d-%d-%d %v, want %v", id, p.Year, p.Month, p.Day, p.Time, s)
		}
	}
	n := len(p.Players)
	if len(p.Seats) != n || len(p.StartingStacks) != n || len(p.FinishingStacks) != n || len(p.Antes) != n {
		t.Fatalf("%s: field lengths differ", id)
	}
	idx := map[int]int{} // PHH player (0-based) → seat index
	var startSum, finSum int64
	for j := range p.Players {
		i := h.SeatOf(p.Players[j])
		if i < 0 || h.Seats[i].Number != p.Seats[j] || int64(h.Seats[i].Stack) != p.StartingStacks[j] {
			t.Errorf("%s: player %d %q seat %d stack %d not in the hand", id, j+1, p.Players[j], p.Seats[j], p.StartingStacks[j])
			return
		}
		idx[j] = i
		startSum += p.StartingStacks[j]
		finSum += p.FinishingStacks[j]
	}
	// Chips are kept: what left the table is the rake and the fees.
	take := int64(h.Summary.Rake)
	for _, f := range h.Summary.Fees {
		take += int64(f.Amount)
	}
	res := replay.New(h, replay.Config{}).Finish()
	var notAwarded int64
	for _, s := range h.Summary.Seats {
		if s.NotAwarded {
			notAwarded += int64(s.Won)
		}
	}
	var kept hand.Money
	for i := range res.Contributed {
		kept += res.Contributed[i] - res.Returned[i]
	}
	added := int64(res.Total - kept) // money the site put in the pot
	if startSum-finSum != take+notAwarded-added && len(h.CashOuts) == 0 && !flagged {
		t.Errorf("%s: stacks went from %d to %d, rake and fees %d", id, startSum, finSum, take)
	}

	// The board dealt in the actions is the first run's.
	var dealtBoard string
	for _, a := range p.Actions {
		if strings.HasPrefix(a, "d db ") {
			dealtBoard += a[5:]
		}
	}
	if len(h.Boards) > 0 {
		if want := strings.ReplaceAll(cards.Format(h.Boards[0]), " ", ""); dealtBoard != want {
			t.Errorf("%s: board %q, want %q", id, dealtBoard, want)
		}
		if len(p.Boards) != len(h.Boards) {
			t.Errorf("%s: %d boards in _boards, want %d", id, len(p.Boards), len(h.Boards))
		}
	}
	// Every bet and raise of the model is a cbr to the player's street total.
	var cbr []int64
	for _, a := range p.Actions {
		if f := strings.Fields(a); len(f) == 3 && f[1] == "cbr" {
			x, _ := strconv.ParseInt(f[2], 10, 64)
			cbr = append(cbr, x)
		}
	}
	k := 0
	for _, a := range h.Actions {
		if a.Kind == hand.Bet || a.Kind == hand.Raise || a.Kind == hand.Complete {
			if k >= len(cbr) {
				t.Errorf("%s: fewer cbr than bets and raises", id)
				break
			}
			if a.To > 0 && cbr[k] != int64(a.To) {
				t.Errorf("%s: line %d raises to %d, PHH says cbr %d", id, a.Line, a.To, cbr[k])
			}
			k++
		}
	}
	// Shown cards.
	for _, s := range h.Shows {
		if s.Mucked || s.Run != 0 || len(s.Cards) == 0 {
			continue
		}
		want := strings.ReplaceAll(cards.Format(s.Cards), " ", "")
		found := false
		for _, a := range p.Actions {
			if strings.HasSuffix(a, " sm "+want) {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: %s's show %s not in actions", id, h.Seats[s.Seat].Player, want)
		}
	}
	// The actions, read back by a PHH reader, put in what the model says.
	put := readPHH(t, id, p)
	for j, i := range idx {
		if put[j] != int64(res.Contributed[i]) {
			t.Errorf("%s: p%d (%s) puts in %d by the PHH actions, %d in the hand", id, j+1, p.Players[j], put[j], res.Contributed[i])
		}
	}
}

// readPHH plays a PHH file's chips: antes, blinds (reversed heads-up, as
// PokerKit does), bring-in, then cc (match the street's highest bet,
// capped by the stack) and cbr X (to X on the street); a deal after the
// first hole cards starts a new street. It returns each player's put-in.
func readPHH(t *testing.T, id string, p *Hand) []int64 {
	n := len(p.Players)
	put := make([]int64, n)
	street := make([]int64, n)
	stack := append([]int64(nil), p.StartingStacks...)
	pay := func(j int, x int64) {
		x = min(x, stack[j])
		stack[j] -= x
		put[j] += x
	}
	for j := range n {
		pay(j, p.Antes[j])
	}
	blinds := append([]int64(nil), p.BlindsOrStraddles...)
	if n == 2 && len(blinds) == 2 {
		blinds[0], blinds[1] = blinds[1], blinds[0]
	}
	for j := range blinds {
		before := put[j]
		pay(j, blinds[j])
		street[j] += put[j] - before
	}
	var top int64
	for _, b := range street {
		top = max(top, b)
	}
	holeDealt, bettingStarted := false, false
	for _, a := range p.Actions {
		f := strings.Fields(a)
		if f[0] == "d" {
			if (f[1] == "db" || f[1] == "dh" && holeDealt) && bettingStarted {
				clear(street)
				top, bettingStarted = 0, false
			}
			if f[1] == "dh" {
				holeDealt = true
			}
			continue
		}
		j, err := strconv.Atoi(strings.TrimPrefix(f[0], "p"))
		if err != nil || j < 1 || j > n {
			t.Errorf("%s: bad action %q", id, a)
			continue
		}
		j--
		if f[1] == "sd" {
			// a draw ends the betting round before it
			if bettingStarted {
				clear(street)
				top, bettingStarted = 0, false
			}
			continue
		}
		bettingStarted = true
		before := put[j]
		switch f[1] {
		case "pb":
			pay(j, *p.BringIn)
		case "cc":
			pay(j, top-street[j])
		case "cbr":
			x, _ := strconv.ParseInt(f[2], 10, 64)
			pay(j, x-street[j])
		case "f", "sm":
		default:
			t.Errorf("%s: unknown action %q", id, a)
		}
		street[j] += put[j] - before
		top = max(top, street[j])
	}
	return put
}
