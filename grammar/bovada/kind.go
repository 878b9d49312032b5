package bovada

import (
	"strings"

	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// Kind is the kind of a Bovada history line, picked by byte tests
// (Classify, Verb) before any grammar runs.
type Kind uint8

// The line kinds. The K* player kinds are the text after "LABEL : ".
const (
	KUnknown Kind = iota
	KBlank
	KStreet      // *** FLOP *** [..]
	KSeat        // Seat 1: UTG ($1 in chips)
	KTotal       // Total Pot($4.85)
	KBoard       // Board [..]
	KSummarySeat // Seat+1: UTG $4.61 ...
	KTableNote   // a line without a label: Enter(Auto), Table deposit $5, ...
	KPlayer      // "LABEL : verb": use CutLabel and Verb

	// Player verbs.
	KFold
	KFoldShow // Folds & shows [..]
	KCheck
	KCall
	KBet
	KRaise      // Raises $1 to $1; old files: Raises $22
	KAllIn      // All-in $5 (a call, bet or raise: the mapping decides)
	KAllInRaise // All-in(raise) $5 to $5
	KPostSB     // Small Blind $0.10, Ante/Small blind 10
	KPostBB     // Big blind $0.25, Big blind/Bring in 20
	KPostAnte   // Ante chip 30
	KPostChip   // Posts chip $0.25 (a live big blind to enter)
	KPostDead   // Posts dead chip $0.10
	KBringIn    // Bring_in chip $0.02
	KReturn     // Return uncalled portion of bet $2.50
	KResult     // Hand result $4.61
	KResultSide // Hand result-Side pot $3
	KShowdown   // Showdown [..] (One pair)
	KMucks      // Mucks [..] (High Card)
	KNoShow     // Does not show [..] (Two pair)
	KDealt      // Card dealt to a spot [..]
	KSetDealer  // Set dealer [3], Set dealer/Bring in spot [3], Draw for dealer [..]
	KNote       // Leave(Auto), Table deposit $5, Seat sit out, Rebuyin 1500, ...
	numKinds
)

var kindNames = [...]string{"unknown", "blank", "street", "seat", "total", "board", "summary_seat", "table_note", "player",
	"fold", "fold_show", "check", "call", "bet", "raise", "all_in", "all_in_raise", "post_sb", "post_bb", "post_ante",
	"post_chip", "post_dead", "bring_in", "return", "result", "result_side", "showdown", "mucks", "no_show", "dealt",
	"set_dealer", "note"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "unknown"
}

// NumKinds is the number of kinds.
const NumKinds = int(numKinds)

// HeaderAt reports whether a Bovada / Ignition / Bodog header starts s.
func HeaderAt(s string) bool {
	for _, p := range HeaderPrefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// HeaderPrefixes are the first words of a hand of the three skins.
var HeaderPrefixes = []string{"Bovada Hand #", "Ignition Hand #", "Bodog Hand #", "Bodog.eu Hand #"}

// Classify returns the kind of a line; summary says the line is after
// "*** SUMMARY ***".
func Classify(line string, summary bool) Kind {
	switch {
	case line == "":
		return KBlank
	case strings.HasPrefix(line, "*** "):
		return KStreet
	case strings.HasPrefix(line, "Total Pot("):
		return KTotal
	case strings.HasPrefix(line, "Board "):
		return KBoard
	case strings.HasPrefix(line, "Seat") && len(line) > 5 && (line[4] == '+' || line[4] == ' ' && textgram.IsDigit(line[5])):
		if summary {
			return KSummarySeat
		}
		if strings.Contains(line, " : ") {
			return KPlayer // "Seat+1 : Calls $0.02" (stud labels)
		}
		return KSeat
	case strings.Contains(line, " : "):
		return KPlayer
	}
	return KTableNote
}

// CutLabel cuts "LABEL [ME] : rest" into the label ("Big Blind"), whether
// it is the hero's, and the text after " : ".
func CutLabel(line string) (label string, me bool, rest string, ok bool) {
	i := strings.Index(line, " : ")
	if i <= 0 {
		return "", false, "", false
	}
	label, rest = strings.TrimRight(line[:i], " "), line[i+3:]
	if strings.HasSuffix(label, "[ME]") {
		me, label = true, strings.TrimRight(label[:len(label)-4], " ")
	}
	return label, me, strings.TrimSpace(rest), label != ""
}

// verbs: the first words of each verb, longest first where one starts
// another.
var verbs = [...]struct {
	p string
	k Kind
}{
	{"Folds & ", KFoldShow}, {"Fold", KFold},
	{"Checks", KCheck},
	{"Calls ", KCall}, {"Call ", KCall}, {"Call(", KCall},
	{"Bets ", KBet}, {"Bets(", KBet}, {"D bets ", KBet},
	{"Raises", KRaise},
	{"All-in(raise", KAllInRaise}, {"All-in", KAllIn},
	{"Small Blind ", KPostSB}, {"Small blind ", KPostSB}, {"Ante/Small", KPostSB},
	{"Big blind", KPostBB},
	{"Ante chip ", KPostAnte},
	{"Posts chip ", KPostChip}, {"Posts dead chip ", KPostDead},
	{"Bring_in chip ", KBringIn},
	{"Return uncalled ", KReturn},
	{"Hand result-", KResultSide}, {"Hand Result-", KResultSide},
	{"Hand result ", KResult}, {"Hand Result ", KResult},
	{"Showdown", KShowdown},
	{"Mucks", KMucks},
	{"Does not show", KNoShow},
	{"Card dealt to a spot", KDealt},
	{"Set dealer", KSetDealer}, {"Draw for dealer", KSetDealer},
}

// Verb returns the kind of the text after "LABEL : ".
func Verb(rest string) Kind {
	for _, v := range verbs {
		if strings.HasPrefix(rest, v.p) {
			return v.k
		}
	}
	return KNote // the note grammar decides whether it is one
}
