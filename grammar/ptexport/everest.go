package ptexport

// PokerTracker's export of EverestPoker hands: a layout of its own, in
// Full Tilt's words for most lines (the seats, the button, the blinds,
// the raises, the uncalled bet: grammar/fulltilt reads them), with an
// all-in remark, antes, dead blinds, mucks and collections of its own:
//
//	EverestPoker Game #6450768434: Table Moroni-1 - $0.50/$1 - No Limit Hold'em - 22:33:12 - 2011/01/02
//	EverestPoker Game #7164315170: Tourney ID: 49630157, Table 49630157-0 - 100/200 - Limit Hold'em - 09:01:24 - 2011/11/02
//	Seat 1: Player14 ($94.15)
//	Player9 posts the small blind of $0.50
//	Player25 posts the dead blind of $1.00
//	Player5 posts $1.00
//	Player0 posts the ante of $25.00
//	The button is in seat #7
//	*** HOLE CARDS ***
//	Dealt to Player13 [5d 3c]
//	Player28 raises to $5.50
//	Player6 raises to $170.00, and is all-in
//	Player26 has been disconnected, and is allin
//	Player26 mucked [Ts 7c]
//	Uncalled bet of $7.00 returned to Player28
//	*** SUMMARY ***
//	Player28 collects $12.85
//	Player7 finished in place 8 and won $$0

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/fulltilt"
	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/scan"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// EverestPrefix starts the header of an EverestPoker hand.
const EverestPrefix = "EverestPoker Game #"

// EverestHeader is the header's parts, amounts and date as text.
type EverestHeader struct {
	ID         string
	Table      string // "Moroni-1", "49630157-0"
	Tournament string // "49630157" of "Tourney ID: 49630157, "; "" for cash
	Small, Big string // "$0.50", "$1"; "100", "200"
	Game       string // "No Limit Hold'em", "Limit Hold'em"
	Date       Date
}

type everestStakes struct {
	Small string `parser:"@Num '/'"`
	Big   string `parser:"@Num"`
}

// everestStamp is "22:33:12 - 2011/01/02".
type everestStamp struct {
	H   string `parser:"@Num ':'"`
	Min string `parser:"@Num ':'"`
	S   string `parser:"@Num '-'"`
	Y   string `parser:"@Num '/'"`
	M   string `parser:"@Num '/'"`
	D   string `parser:"@Num"`
}

var (
	pEverestStakes = textgram.Before[everestStakes]()
	pEverestStamp  = textgram.Before[everestStamp]()
)

// ParseEverestHeader parses "EverestPoker Game #N: [Tourney ID: T, ]Table
// NAME - STAKES - GAME - TIME - DATE"; the parts are cut at " - " from the
// end, so a table's name may hold one.
func ParseEverestHeader(line string) (*EverestHeader, error) {
	rest, ok := strings.CutPrefix(line, EverestPrefix)
	id, rest, ok2 := strings.Cut(rest, ": ")
	if !ok || !ok2 || !scan.Digits(id) {
		return nil, fmt.Errorf("no %q and game number", EverestPrefix)
	}
	parts := strings.Split(rest, " - ")
	n := len(parts)
	if n < 5 {
		return nil, fmt.Errorf("not \"TABLE - STAKES - GAME - TIME - DATE\"")
	}
	st, err := pEverestStamp.ParseString("", parts[n-2]+" - "+parts[n-1])
	if err != nil {
		return nil, fmt.Errorf("time and date: %v", err)
	}
	sk, err := pEverestStakes.ParseString("", parts[n-4])
	if err != nil {
		return nil, fmt.Errorf("stakes: %v", err)
	}
	h := &EverestHeader{ID: id, Small: sk.Small, Big: sk.Big, Game: parts[n-3],
		Date: Date{A: st.Y, B: st.M, C: st.D, H: st.H, Min: st.Min, S: st.S}}
	table := strings.Join(parts[:n-4], " - ")
	if t, ok := strings.CutPrefix(table, "Tourney ID: "); ok {
		h.Tournament, table, _ = strings.Cut(t, ", ")
	}
	if h.Table, ok = strings.CutPrefix(table, "Table "); !ok || h.Table == "" {
		return nil, fmt.Errorf("no \"Table NAME\"")
	}
	return h, nil
}

// everestWords are the lines and verbs the export writes as other sites
// do ("shows [..]" is Full Tilt's KShow).
var everestWords = linekind.Standard.Only(linekind.KStreet, linekind.KSeat, linekind.KDealt,
	linekind.KFold, linekind.KCheck, linekind.KCall, linekind.KBet, linekind.KShowBare).As(linekind.KShowBare, linekind.KShow)

// everestLines picks a line's kind by its first bytes; a line no rule
// takes starts with a player's name.
var everestLines = linekind.New(linekind.KBlank, linekind.KPlayer, linekind.Rules(
	everestWords.Lines(),
	[]linekind.Rule[linekind.Kind]{
		{Kind: linekind.KHeader, Prefix: EverestPrefix},
		{Kind: linekind.KButton, Prefix: "The button is in seat #"},
		{Kind: linekind.KUncalled, Prefix: "Uncalled bet of "},
	}))

// EverestClassify picks the kind of a line.
func EverestClassify(line string) linekind.Kind { return everestLines.Of(line) }

// everestVerbs are the verbs after "NAME ": those written as Full Tilt
// writes them (read by its grammars), then the export's own.
var everestVerbs = linekind.New(linekind.KUnknown, linekind.KUnknown, linekind.Rules(
	everestWords.Verbs(),
	[]linekind.Rule[linekind.Kind]{
		{Kind: linekind.KRaise, Prefix: "raises to "},
		{Kind: linekind.KPostSB, Prefix: "posts the small blind of "},
		{Kind: linekind.KPostBB, Prefix: "posts the big blind of "},
		{Kind: linekind.KPostAnte, Prefix: "posts the ante of "},
		{Kind: linekind.KPostDead, Prefix: "posts the dead blind of "},
		{Kind: linekind.KPost, Prefix: "posts "},
		{Kind: linekind.KMucks, Prefix: "mucked ["},
		{Kind: linekind.KCollected, Prefix: "collects "},
		{Kind: linekind.KFinished, Prefix: "finished in place "},
		{Kind: linekind.KDisconnected, Prefix: "has been disconnected"},
	}))

// everestRemarks are the all-in remarks cut off an action's end.
var everestRemarks = [...]string{", and is all-in", " and is all-in"}

// everestCut cuts the all-in remark off the text after a name.
func everestCut(rest string) (string, bool) {
	for _, r := range everestRemarks {
		if s, ok := strings.CutSuffix(rest, r); ok {
			return s, true
		}
	}
	return rest, false
}

var everestSpeech = linekind.Speech[linekind.Kind]{Seps: " ", Verb: func(rest string) linekind.Kind { return linekind.AfterName(nil, everestVerbs, rest) },
	Cut: func(rest string) string { s, _ := everestCut(rest); return s }}

// EverestCutName cuts a seat's name off a player line (names longest
// first): the name's index, the text after it and its kind; -1 and
// KUnknown when no seat's name leaves a known verb.
func EverestCutName(line string, names []string) (idx int, rest string, k linekind.Kind) {
	return everestSpeech.CutSeated(line, names)
}

// The export's own verbs.
type (
	gEverestAnte struct {
		A string `parser:"'posts' 'the' 'ante' 'of' @Num"`
	}
	gEverestDead struct {
		A string `parser:"'posts' 'the' 'dead' 'blind' 'of' @Num"`
	}
	gEverestMucked struct {
		Cards []string `parser:"'mucked' '[' @Word* ']'"`
	}
	gEverestCollects struct {
		A string `parser:"'collects' @Num"`
	}
)

var everestRules = map[linekind.Kind]textgram.Rule[fulltilt.Act]{
	linekind.KPostAnte:  textgram.Whole(textgram.CurrencyBefore, func(g *gEverestAnte, a *fulltilt.Act) { a.A = g.A }),
	linekind.KPostDead:  textgram.Whole(textgram.CurrencyBefore, func(g *gEverestDead, a *fulltilt.Act) { a.A = g.A }),
	linekind.KMucks:     textgram.Whole(textgram.CurrencyBefore, func(g *gEverestMucked, a *fulltilt.Act) { a.Cards = g.Cards }),
	linekind.KCollected: textgram.Whole(textgram.CurrencyBefore, func(g *gEverestCollects, a *fulltilt.Act) { a.A = g.A }),
}

// ParseEverestAct parses rest, the text after a player's name as
// EverestCutName returns it (it starts with " "), with the grammar of
// kind k: the export's own, or Full Tilt's for the verbs it writes alike.
// A note (finished, disconnected) keeps its text.
func ParseEverestAct(k linekind.Kind, rest string) (fulltilt.Act, error) {
	text, allIn := everestCut(rest)
	rule, own := everestRules[k]
	if !own {
		a, err := fulltilt.ParseAct(k, text)
		a.AllIn = allIn
		return a, err
	}
	a := fulltilt.Act{Head: textgram.Head{Kind: k, AllIn: allIn}}
	return a, rule(strings.TrimPrefix(text, " "), &a)
}
