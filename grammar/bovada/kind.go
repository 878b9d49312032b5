package bovada

import (
	"strings"

	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

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
func Classify(line string, summary bool) linekind.Kind {
	switch {
	case line == "":
		return linekind.KBlank
	case strings.HasPrefix(line, "*** "):
		return linekind.KStreet
	case strings.HasPrefix(line, "Total Pot("):
		return linekind.KTotal
	case strings.HasPrefix(line, "Board "):
		return linekind.KBoard
	case strings.HasPrefix(line, "Seat") && len(line) > 5 && (line[4] == '+' || line[4] == ' ' && textgram.IsDigit(line[5])):
		if summary {
			return linekind.KSummarySeat
		}
		if strings.Contains(line, " : ") {
			return linekind.KPlayer // "Seat+1 : Calls $0.02" (stud labels)
		}
		return linekind.KSeat
	case strings.Contains(line, " : "):
		return linekind.KPlayer
	}
	return linekind.KTableNote
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
// another; the text of any other is a note (the note grammar decides
// whether it is one).
var verbs = linekind.New(linekind.KNote, linekind.KNote, []linekind.Rule[linekind.Kind]{
	{Kind: linekind.KFoldShow, Prefix: "Folds & "},
	{Kind: linekind.KFold, Prefix: "Fold"},
	{Kind: linekind.KCheck, Prefix: "Checks"},
	{Kind: linekind.KCall, Prefix: "Calls "},
	{Kind: linekind.KCall, Prefix: "Call "},
	{Kind: linekind.KCall, Prefix: "Call("},
	{Kind: linekind.KBet, Prefix: "Bets "},
	{Kind: linekind.KBet, Prefix: "Bets("},
	{Kind: linekind.KBet, Prefix: "D bets "},
	{Kind: linekind.KRaise, Prefix: "Raises"},
	{Kind: linekind.KAllInRaise, Prefix: "All-in(raise"},
	{Kind: linekind.KAllIn, Prefix: "All-in"},
	{Kind: linekind.KPostSB, Prefix: "Small Blind "},
	{Kind: linekind.KPostSB, Prefix: "Small blind "},
	{Kind: linekind.KPostSB, Prefix: "Ante/Small"},
	{Kind: linekind.KPostBB, Prefix: "Big blind"},
	{Kind: linekind.KPostAnte, Prefix: "Ante chip "},
	{Kind: linekind.KPostChip, Prefix: "Posts chip "},
	{Kind: linekind.KPostDead, Prefix: "Posts dead chip "},
	{Kind: linekind.KBringIn, Prefix: "Bring_in chip "},
	{Kind: linekind.KReturn, Prefix: "Return uncalled "},
	{Kind: linekind.KResultSide, Prefix: "Hand result-"},
	{Kind: linekind.KResultSide, Prefix: "Hand Result-"},
	{Kind: linekind.KResult, Prefix: "Hand result "},
	{Kind: linekind.KResult, Prefix: "Hand Result "},
	{Kind: linekind.KShowdown, Prefix: "Showdown"},
	{Kind: linekind.KMucks, Prefix: "Mucks"},
	{Kind: linekind.KNoShow, Prefix: "Does not show"},
	{Kind: linekind.KDealt, Prefix: "Card dealt to a spot"},
	{Kind: linekind.KSetDealer, Prefix: "Set dealer"},
	{Kind: linekind.KSetDealer, Prefix: "Draw for dealer"},
})

// Verb returns the kind of the text after "LABEL : ".
func Verb(rest string) linekind.Kind { return verbs.Of(rest) }
