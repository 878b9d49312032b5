package partypoker

import (
	"strings"

	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// verbs: the first words of each verb, a whole word ("bets" is no "bet"),
// longest first where one starts another.
var verbs = linekind.New(linekind.KUnknown, linekind.KUnknown, []linekind.Rule[linekind.Kind]{
	word("folds", linekind.KFold),
	word("checks", linekind.KCheck),
	word("calls", linekind.KCall),
	word("bets", linekind.KBet),
	word("raises", linekind.KRaise),
	word("is all-In", linekind.KAllIn),
	word("posts small blind", linekind.KPostSB),
	word("posts big blind + dead", linekind.KPostBoth),
	word("posts big blind", linekind.KPostBB),
	word("posts dead blind", linekind.KPostDead),
	word("posts ante", linekind.KPostAnte),
	word("posts button blind", linekind.KPostButton),
	word("bring-ins", linekind.KBringIn),
	word("completes", linekind.KComplete),
	word("shows", linekind.KShow),
	word("doesn't show", linekind.KNoShow),
	word("mucks", linekind.KMuck),
	word("does not show cards", linekind.KNoCards),
	word("did not show his hand", linekind.KNoCards),
	word("wins", linekind.KWins),
	word("collected", linekind.KCollected),
	word("has joined the table", linekind.KJoins),
	word("has left the table", linekind.KLeaves),
	word("is sitting out", linekind.KSitsOut),
	word("opens", linekind.KOpens),
	word("- Selects point card", linekind.KNote),
	word("will be using his time bank", linekind.KNote),
	word("balance", linekind.KBalance),
	word("double bets", linekind.KDoubleBet),
})

// word is the rule of a verb whose text starts with the words w, followed
// by its end or a byte that is no word's.
func word(w string, k linekind.Kind) linekind.Rule[linekind.Kind] {
	return linekind.Rule[linekind.Kind]{Kind: k, Prefix: w, If: func(s string) bool { return len(s) == len(w) || !textgram.IsWordByte(s[len(w)]) }}
}

// Verb picks the kind of the text after a player's name and its space.
func Verb(rest string) linekind.Kind {
	if strings.HasPrefix(rest, "shows") && strings.HasSuffix(rest, " for low.") && !strings.Contains(rest, "[") {
		return linekind.KLowShown
	}
	return verbs.Of(rest)
}

// CutName finds which seat name starts the line: names is the hand's seat
// names, longest first. It returns the index in names, the text after the
// name and its separator, and the line's kind; linekind.KUnknown when no name
// fits. "Name: text" is chat.
func CutName(line string, names []string) (int, string, linekind.Kind) {
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
func NameOf(line string) (string, string, linekind.Kind) {
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
