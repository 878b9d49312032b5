package parse

import (
	"github.com/hhcheck/hhcheck/grammar/ptexport"
	"github.com/hhcheck/hhcheck/hand"
)

// PokerTracker's second export layout of Merge hands ("Merge Game
// #80256693-236 | Holdem NL ($0.02/$0.04) | 12/05/2014 17:08:49 EST |
// Version:2"): hand.Site is "Merge" (the site's own XML is parse/merge.go),
// the format id "mergetext". It is the "MERGE_GAME #" layout
// (parse/ptexport.go, whose mapping reads it) but for its header, its table
// line ("Table Tropicana - Fast V (80256693), Seats 6": the name and the
// table's size) and two habits. Conventions, found in the one real hand of
// ../shared/histories/by-site/PokerTracker-export
// (cash__PokerTracker__Flop__NLHE-6max-USD-0.02-0.04-201412.Merge.v2.post.sb.txt,
// hand 80256693-236; see audit.TestCorpusPTMergeV2Verifies):
//
//   - "Hero: Post DB $0.02", the small blind's amount, by a player who is
//     not in the blinds, is live: "Hero: Call $0.02" then completes it to
//     the $0.04 big blind, and "Player3: Check" closes the round.
//   - The bet nobody called has a "wins" line of its own marked
//     "(uncalled)" ("Hero: wins $0.04 (uncalled)" after his $0.04 flop bet
//     folded to): it is the return (RecordsUncalled), the other "wins" the
//     pot after the rake ("Hero: wins $0.10", the $0.10 put in before it: no
//     rake on this pot). No total or rake is printed: the rake is what was
//     put in and neither returned nor collected.
//   - The header's time is in "EST": Start is left zero, as for the other
//     layout. OddChip by profile.
func init() {
	Register(Site{Format: "mergetext", Name: "Merge", New: func() Mapper { return &ptState{merge2: true} },
		Header:   Header{Prefixes: []string{ptexport.MergeV2Prefix}, Mark: '#'},
		Requires: PartSummary | PartSeats | PartTable,
		Conventions: func(*hand.Hand) hand.Conventions {
			return hand.Conventions{RecordsUncalled: true}
		},
	})
}

// mergeV2Header reads the layout's header: the "MERGE_GAME #" header's
// parts, as ptHand.header reads them.
func (ph *ptHand) mergeV2Header(line string) *Error {
	hd, err := ptexport.ParseMergeV2Header(line)
	if err != nil {
		return ph.badHeader("header", line, err)
	}
	ph.note("version", hd.Version)
	return ph.mapHeader(&ptexport.Header{Merge: true, ID: hd.ID, Sub: hd.Sub, Words: hd.Words, Small: hd.Small, Big: hd.Big, Date: hd.Date})
}

// mergeV2Table reads "Table NAME (N), Seats 6".
func (ph *ptHand) mergeV2Table(line string) *Error {
	name, seats, err := ptexport.MergeV2Table(line)
	if err != nil {
		return ph.unknown(ptKind("table"), line, err)
	}
	ph.h.Table, ph.h.MaxSeats = name, seats
	return nil
}
