package settle

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/parse"
	"github.com/hhcheck/hhcheck/replay"
	"github.com/hhcheck/hhcheck/rules"
	"github.com/hhcheck/hhcheck/verify"
)

// No second splitter (issue 7, point 4): on the real hands of
// ../shared/histories that reached a showdown where every player still in
// showed a full hand, with no rake (tournaments, mostly) and one board, a
// case made of the bare facts (seats, cards, board, button, contributions,
// dead money, folds) settles to exactly what verify.Check computes from
// the whole history: the same uncalled returns and the same amount to
// every seat. Hands verify finds inconsistent are left out.
func TestSameAnswerAsVerifyOnRealHands(t *testing.T) {
	root := filepath.Join("..", "..", "shared", "histories")
	if _, err := os.Stat(root); err != nil {
		t.Skip("no ../shared/histories")
	}
	if testing.Short() {
		t.Skip("reads the corpus")
	}
	p := parse.NewParser()
	compared, runs := 0, 0
	games := map[string]int{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".txt") {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		doc, err := parse.Hands(path, data)
		if err != nil {
			return nil
		}
		for _, ch := range doc.Chunks {
			h, perr := p.Parse(doc, ch)
			if perr != nil || h == nil {
				continue
			}
			rep := verify.Check(h, verify.Options{Profile: rules.Standard})
			if len(rep.Discrepancies) > 0 || rep.Replay == nil {
				continue
			}
			c := caseOf(h, rep.Replay)
			if c == nil {
				continue
			}
			var pots, net hand.Money
			for k := range rep.Replay.Pots {
				pots += rep.Replay.Pots[k].Amount
				net += rep.Net[k]
			}
			if pots != net {
				continue // raked: settle shares the whole pot
			}
			o, err := Settle(c)
			if err != nil {
				t.Errorf("%s line %d (%s): %v", path, ch.Line, h.ID, err)
				continue
			}
			for _, s := range o.Seats {
				i := seatIndex(h, s.Seat)
				if s.Won != rep.Paid[i] || s.Returned != rep.Replay.Returned[i] {
					t.Errorf("%s line %d (%s) seat %d: settle won %d returned %d, verify %d and %d",
						path, ch.Line, h.ID, s.Seat, s.Won, s.Returned, rep.Paid[i], rep.Replay.Returned[i])
				}
			}
			compared++
			games[h.Game.String()]++
			if len(c.Runs) > 0 {
				runs++
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if compared < 50 {
		t.Errorf("only %d hands compared", compared)
	}
	t.Logf("%d real showdowns settled alike (%d with the board run more than once), by game: %v", compared, runs, games)
}

func seatIndex(h *hand.Hand, number int) int {
	for i, s := range h.Seats {
		if s.Number == number {
			return i
		}
	}
	return -1
}

// caseOf reduces a parsed hand to the facts a regulator would have, or
// nil when the hand does not fit a case: a game settle does not take, or
// a player still in who did not show a full hand.
func caseOf(h *hand.Hand, res *replay.Result) *Case {
	spec := h.Game.Spec()
	if h.Game == hand.UnknownGame || spec.Family == 0 || len(h.Boards) > 3 {
		return nil
	}
	c := &Case{Index: 1, Game: h.Game, Button: h.Button, Profile: rules.Standard}
	switch len(h.Boards) {
	case 1:
		c.Board = h.Boards[0]
	case 2, 3:
		c.Runs = h.Boards // a board run two or three times
	}
	live := 0
	for i, s := range h.Seats {
		if res.Contributed[i] == 0 {
			continue // not in the hand, or in it for nothing
		}
		pl := Player{Seat: s.Number, Name: s.Player, Contributed: res.Contributed[i], Dead: res.Dead[i], Folded: res.Folded[i]}
		if !pl.Folded {
			live++
			for _, sh := range h.Shows {
				if sh.Seat == i && !sh.Mucked {
					pl.Cards = sh.Cards
				}
			}
			if len(pl.Cards) != spec.HandCards() {
				return nil
			}
		}
		c.Players = append(c.Players, pl)
	}
	if live < 2 {
		return nil
	}
	return c
}
