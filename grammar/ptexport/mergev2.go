package ptexport

// PokerTracker's second export layout of Merge hands: a header of its own
// and a table line with the table's size; the other lines are the "GAME #"
// layout's (Seat, Act, Street, Dealt above):
//
//	Merge Game #80256693-236 | Holdem NL ($0.02/$0.04) | 12/05/2014 17:08:49 EST | Version:2
//	Table Tropicana - Fast V (80256693), Seats 6
//	Hero: Post DB $0.02
//	Hero: wins $0.04 (uncalled)

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/scan"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// MergeV2Prefix starts the header of the layout.
const MergeV2Prefix = "Merge Game #"

// MergeV2Header is the header's parts, amounts and date as text.
type MergeV2Header struct {
	ID, Sub    string   // "80256693", "236"
	Words      []string // "Holdem", "NL"
	Small, Big string   // "$0.02", "$0.04"
	Date       Date
	Zone       string // "EST"
	Version    string // "2"
}

type mergeV2Stamp struct {
	Date    Date   `parser:"@@"`
	Zone    string `parser:"@Word '|'"`
	Version string `parser:"'Version' ':' @Num"`
}

var (
	pMergeV2Stakes = textgram.Before[textgram.Stakes]()
	pMergeV2Stamp  = textgram.Before[mergeV2Stamp]()
)

// ParseMergeV2Header parses "Merge Game #N-M | GAME LIMIT ($a/$b) | DATE
// TIME ZONE | Version:V".
func ParseMergeV2Header(line string) (*MergeV2Header, error) {
	rest, ok := strings.CutPrefix(line, MergeV2Prefix)
	id, rest, ok2 := strings.Cut(rest, " | ")
	game, stamp, ok3 := strings.Cut(rest, " | ")
	if !ok || !ok2 || !ok3 {
		return nil, fmt.Errorf("not \"%sN | GAME (STAKES) | DATE | Version:N\"", MergeV2Prefix)
	}
	h := &MergeV2Header{}
	h.ID, h.Sub, _ = strings.Cut(id, "-")
	if !scan.Digits(h.ID) || h.Sub != "" && !scan.Digits(h.Sub) {
		return nil, fmt.Errorf("game number %q", id)
	}
	amounts, words, err := textgram.CutStakes(pMergeV2Stakes, game)
	if err != nil {
		return nil, err
	}
	if len(amounts) != 2 || words == "" {
		return nil, fmt.Errorf("not \"GAME LIMIT ($a/$b)\"")
	}
	h.Words, h.Small, h.Big = strings.Fields(words), amounts[0], amounts[1]
	st, err := pMergeV2Stamp.ParseString("", stamp)
	if err != nil {
		return nil, fmt.Errorf("date: %v", err)
	}
	h.Date, h.Zone, h.Version = st.Date, st.Zone, st.Version
	return h, nil
}

// MergeV2Table parses "Table NAME (N), Seats 6": the name and the table's
// size.
func MergeV2Table(line string) (name string, seats int, err error) {
	rest, ok := strings.CutPrefix(line, "Table ")
	o := strings.LastIndex(rest, " (")
	head, n, ok2 := strings.Cut(rest[max(o, 0):], "), Seats ")
	if !ok || o <= 0 || !ok2 || !scan.Digits(head[2:]) || !scan.Digits(n) {
		return "", 0, fmt.Errorf("not \"Table NAME (N), Seats N\"")
	}
	seats, _ = strconv.Atoi(n)
	return rest[:o], seats, nil
}
