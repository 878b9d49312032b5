package partypoker

import (
	"strings"

	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// Kind is the kind of a line or of the text after a player's name: one
// vocabulary for every text site (linekind.Kind).
type Kind = linekind.Kind

var verbs = [...]struct {
	prefix string
	kind   Kind
}{
	{"folds", linekind.KFold},
	{"checks", linekind.KCheck},
	{"calls", linekind.KCall},
	{"bets", linekind.KBet},
	{"raises", linekind.KRaise},
	{"is all-In", linekind.KAllIn},
	{"posts small blind", linekind.KPostSB},
	{"posts big blind + dead", linekind.KPostBoth},
	{"posts big blind", linekind.KPostBB},
	{"posts dead blind", linekind.KPostDead},
	{"posts ante", linekind.KPostAnte},
	{"posts button blind", linekind.KPostButton},
	{"bring-ins", linekind.KBringIn},
	{"completes", linekind.KComplete},
	{"shows", linekind.KShow},
	{"doesn't show", linekind.KNoShow},
	{"mucks", linekind.KMuck},
	{"does not show cards", linekind.KNoCards},
	{"did not show his hand", linekind.KNoCards},
	{"wins", linekind.KWins},
	{"collected", linekind.KCollected},
	{"has joined the table", linekind.KJoins},
	{"has left the table", linekind.KLeaves},
	{"is sitting out", linekind.KSitsOut},
	{"opens", linekind.KOpens},
	{"- Selects point card", linekind.KNote},
	{"will be using his time bank", linekind.KNote},
	{"balance", linekind.KBalance},
	{"double bets", linekind.KDoubleBet},
}

// Verb picks the kind of the text after a player's name and its space.
func Verb(rest string) Kind {
	if strings.HasPrefix(rest, "shows") && strings.HasSuffix(rest, " for low.") && !strings.Contains(rest, "[") {
		return linekind.KLowShown
	}
	for _, v := range verbs {
		if strings.HasPrefix(rest, v.prefix) {
			n := len(v.prefix)
			if n == len(rest) || !textgram.IsWordByte(rest[n]) {
				return v.kind
			}
		}
	}
	return linekind.KUnknown
}

// CutName finds which seat name starts the line: names is the hand's seat
// names, longest first. It returns the index in names, the text after the
// name and its separator, and the line's kind; linekind.KUnknown when no name
// fits. "Name: text" is chat.
func CutName(line string, names []string) (int, string, Kind) {
	for i, n := range names {
		if !strings.HasPrefix(line, n) || len(line) <= len(n) {
			continue
		}
		rest := line[len(n):]
		switch {
		case rest[0] == ' ':
			if k := Verb(rest[1:]); k != linekind.KUnknown {
				return i, rest[1:], k
			}
		case rest[0] == ':' && n != "":
			return i, strings.TrimSpace(rest[1:]), linekind.KChat
		}
	}
	return -1, "", linekind.KUnknown
}

// NameOf cuts "NAME <verb>..." for a name with no seat (a player who joined
// during the hand, or a line about a player not dealt in): the name is the
// text before the first verb that follows a space.
func NameOf(line string) (string, string, Kind) {
	for i := 0; i < len(line); i++ {
		if line[i] != ' ' {
			continue
		}
		if k := Verb(line[i+1:]); k != linekind.KUnknown {
			return line[:i], line[i+1:], k
		}
	}
	return "", "", linekind.KUnknown
}
