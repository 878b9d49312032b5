package partypoker

import (
	"strings"

	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// Kind is the kind of a player line (the words after the name).
type Kind uint8

const (
	KUnknown Kind = iota
	KFold
	KCheck
	KCall
	KBet
	KRaise     // "raises [$x]" (the increment) or "raises x to y"
	KAllIn     // PartyPoker "is all-In  [$x]": a call, bet or raise of x, all-in
	KPostSB    // "posts small blind [$x]"
	KPostBB    // "posts big blind [$x]"
	KPostBoth  // PartyPoker "posts big blind + dead [$x]": big blind live, small blind dead
	KPostDead  // 888 "posts dead blind [$d + $l]": d dead, l live
	KPostAnte  // "posts ante [$x]"
	KPostBtn   // "posts button blind [$x]"
	KBringIn   // "bring-ins [$x]"
	KComplete  // "completes [$x]"
	KShow      // "shows [ cards ]description"
	KNoShow    // PartyPoker "doesn't show [ cards ]description": cards known, not shown
	KMuck      // 888 "mucks [ cards ]"
	KNoCards   // "does not show cards." / "did not show his hand"
	KWins      // PartyPoker "wins $x USD [from the main pot | from the side pot N] [with ...]"
	KCollected // 888 "collected [ $x ]"
	KJoins     // "has joined the table."
	KLeaves    // "has left the table."
	KSitsOut   // "is sitting out"
	KOpens     // stud "opens": who acts first
	KChat      // "Name: text"
	KNote      // other lines about a player that change nothing: "- Selects point card", time bank
	KBalance   // PartyPoker summary "NAME balance $x, ..."
	KDoubleBet // PartyPoker stud "double bets [x]": the big bet on 4th street after an open pair
	KLowShown  // PartyPoker "shows7,5,4,2,A  for low.": the low the player's shown cards make
	numKinds
)

var kindNames = [...]string{"unknown", "fold", "check", "call", "bet", "raise", "all_in", "post_sb", "post_bb",
	"post_both", "post_dead", "post_ante", "post_button", "bring_in", "complete", "show", "no_show", "muck",
	"no_cards", "wins", "collected", "joins", "leaves", "sits_out", "opens", "chat", "note", "balance", "double_bet", "low_shown"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "unknown"
}

// IsNote reports a line kept as a note only.
func (k Kind) IsNote() bool {
	switch k {
	case KJoins, KLeaves, KSitsOut, KOpens, KChat, KNote, KLowShown:
		return true
	}
	return false
}

var verbs = [...]struct {
	prefix string
	kind   Kind
}{
	{"folds", KFold},
	{"checks", KCheck},
	{"calls", KCall},
	{"bets", KBet},
	{"raises", KRaise},
	{"is all-In", KAllIn},
	{"posts small blind", KPostSB},
	{"posts big blind + dead", KPostBoth},
	{"posts big blind", KPostBB},
	{"posts dead blind", KPostDead},
	{"posts ante", KPostAnte},
	{"posts button blind", KPostBtn},
	{"bring-ins", KBringIn},
	{"completes", KComplete},
	{"shows", KShow},
	{"doesn't show", KNoShow},
	{"mucks", KMuck},
	{"does not show cards", KNoCards},
	{"did not show his hand", KNoCards},
	{"wins", KWins},
	{"collected", KCollected},
	{"has joined the table", KJoins},
	{"has left the table", KLeaves},
	{"is sitting out", KSitsOut},
	{"opens", KOpens},
	{"- Selects point card", KNote},
	{"will be using his time bank", KNote},
	{"balance", KBalance},
	{"double bets", KDoubleBet},
}

// Verb picks the kind of the text after a player's name and its space.
func Verb(rest string) Kind {
	if strings.HasPrefix(rest, "shows") && strings.HasSuffix(rest, " for low.") && !strings.Contains(rest, "[") {
		return KLowShown
	}
	for _, v := range verbs {
		if strings.HasPrefix(rest, v.prefix) {
			n := len(v.prefix)
			if n == len(rest) || !textgram.IsWordByte(rest[n]) {
				return v.kind
			}
		}
	}
	return KUnknown
}

// CutName finds which seat name starts the line: names is the hand's seat
// names, longest first. It returns the index in names, the text after the
// name and its separator, and the line's kind; KUnknown when no name
// fits. "Name: text" is chat.
func CutName(line string, names []string) (int, string, Kind) {
	for i, n := range names {
		if !strings.HasPrefix(line, n) || len(line) <= len(n) {
			continue
		}
		rest := line[len(n):]
		switch {
		case rest[0] == ' ':
			if k := Verb(rest[1:]); k != KUnknown {
				return i, rest[1:], k
			}
		case rest[0] == ':' && n != "":
			return i, strings.TrimSpace(rest[1:]), KChat
		}
	}
	return -1, "", KUnknown
}

// NameOf cuts "NAME <verb>..." for a name with no seat (a player who joined
// during the hand, or a line about a player not dealt in): the name is the
// text before the first verb that follows a space.
func NameOf(line string) (string, string, Kind) {
	for i := 0; i < len(line); i++ {
		if line[i] != ' ' {
			continue
		}
		if k := Verb(line[i+1:]); k != KUnknown {
			return line[:i], line[i+1:], k
		}
	}
	return "", "", KUnknown
}
