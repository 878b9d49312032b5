package pokerstars

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// grammarOnly runs f with the fast paths off.
func grammarOnly[T any](f func() (T, error)) (T, error) {
	UseFastPaths = false
	defer func() { UseFastPaths = true }()
	return f()
}

// sameAsGrammar checks one line: the fast path, when it accepts the line,
// gives exactly what the participle grammar gives.
func sameAsGrammar(t testing.TB, line string) (fast bool) {
	k := Classify(line, false)
	if sk := Classify(line, true); sk == linekind.KSummarySeat && !strings.Contains(line, " in chips") {
		k = sk // the test does not track sections: a seat line without a stack is the summary's
	}
	switch k {
	case linekind.KStreet:
		sameStreetCards(t, line)
		if _, ok := fastStreet(line); !ok {
			return false
		}
		got, err1 := ParseStreet(line)
		want, err2 := grammarOnly(func() (*Street, error) { return ParseStreet(line) })
		if err2 != nil || err1 != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("street %q: fast %+v (%v), grammar %+v (%v)", line, got, err1, want, err2)
		}
		return true
	case linekind.KHeader:
		got, err1 := ParseHeader(line)
		want, err2 := grammarOnly(func() (*Header, error) { return ParseHeader(line) })
		if (err1 == nil) != (err2 == nil) || !reflect.DeepEqual(got, want) {
			t.Errorf("header %q: fast %+v (%v), grammar %+v (%v)", line, got, err1, want, err2)
		}
		// the mapping reads every header into one Header
		err3 := ReadHeader(&reusedHeader, line)
		if (err3 == nil) != (err1 == nil) || err1 == nil && !reflect.DeepEqual(&reusedHeader, got) {
			t.Errorf("header %q: read into a used Header %+v (%v), parsed %+v (%v)", line, reusedHeader, err3, got, err1)
		}
		return true
	case linekind.KTotal:
		got, err1 := ParseTotal(line)
		want, err2 := grammarOnly(func() (*Total, error) { return ParseTotal(line) })
		if (err1 == nil) != (err2 == nil) || !reflect.DeepEqual(got, want) {
			t.Errorf("total %q: fast %+v (%v), grammar %+v (%v)", line, got, err1, want, err2)
		}
		sameTotal(t, line)
		return true
	case linekind.KBoard:
		sameBoard(t, line)
		got, err1 := ParseBoard(line)
		want, err2 := grammarOnly(func() (*Board, error) { return ParseBoard(line) })
		if (err1 == nil) != (err2 == nil) || !reflect.DeepEqual(got, want) {
			t.Errorf("board %q: fast %+v (%v), grammar %+v (%v)", line, got, err1, want, err2)
		}
		return true
	case linekind.KUncalled:
		sameUncalled(t, line)
		got, err1 := ParseUncalled(line)
		want, err2 := grammarOnly(func() (*Uncalled, error) { return ParseUncalled(line) })
		if (err1 == nil) != (err2 == nil) || !reflect.DeepEqual(got, want) {
			t.Errorf("uncalled %q: fast %+v (%v), grammar %+v (%v)", line, got, err1, want, err2)
		}
		return true
	case linekind.KSummarySeat:
		summaries++
		name := func(int) string { return summaryName(line) }
		got, err1 := ParseSummarySeat(line, name)
		want, err2 := grammarOnly(func() (*SummarySeat, error) { return ParseSummarySeat(line, name) })
		if (err1 == nil) != (err2 == nil) || !reflect.DeepEqual(got, want) {
			t.Errorf("summary seat %q: fast %+v (%v), grammar %+v (%v)", line, got, err1, want, err2)
		}
		sameSummaryFolded(t, line, summaryName(line))
		// the mapping reads every summary seat line into one SummarySeat
		err3 := ReadSummarySeat(&reusedSeat, line, name, SummaryOptions{})
		if (err3 == nil) != (err1 == nil) || err1 == nil && !sameSummarySeat(&reusedSeat, got) {
			t.Errorf("summary seat %q: read into a used SummarySeat %+v (%v), parsed %+v (%v)", line, reusedSeat, err3, got, err1)
		}
		return true
	case linekind.KDealt:
		names := []string{dealtName(line)}
		sameDealt(t, line, names)
		got, _, err1 := ParseDealt(line, names)
		want, err2 := grammarOnly(func() (*Dealt, error) { d, _, err := ParseDealt(line, names); return d, err })
		if (err1 == nil) != (err2 == nil) || !reflect.DeepEqual(got, want) {
			t.Errorf("dealt %q: fast %+v (%v), grammar %+v (%v)", line, got, err1, want, err2)
		}
		return true
	case linekind.KSeat:
		got, err1 := ParseSeat(line)
		want, err2 := grammarOnly(func() (*Seat, error) { return ParseSeat(line) })
		if (err1 == nil) != (err2 == nil) || !reflect.DeepEqual(got, want) {
			t.Errorf("seat %q: fast %+v (%v), grammar %+v (%v)", line, got, err1, want, err2)
		}
		if _, _, tail, err := SplitSeat(line); err == nil {
			sameSeatTail(t, tail)
		}
		sameSeat(t, line)
		return true
	case linekind.KTable:
		sameTable(t, line)
		got, err1 := ParseTable(line)
		want, err2 := grammarOnly(func() (*Table, error) { return ParseTable(line) })
		if (err1 == nil) != (err2 == nil) || !reflect.DeepEqual(got, want) {
			t.Errorf("table %q: fast %+v (%v), grammar %+v (%v)", line, got, err1, want, err2)
		}
		return true
	}
	return false
}

// sameSummaryFolded checks SummaryFolded against the grammar: a line it
// says is a fold is one the grammar reads as a seat that folded, with no
// cards, amounts, results nor cash-out.
func sameSummaryFolded(t testing.TB, line, name string) {
	n, rest, ok := SeatNumber(line)
	if !ok {
		return
	}
	// ReadSummarySeatUnlessFolded: SummaryFolded's answer, and otherwise
	// ReadSummarySeatNamed's seat or error
	var got, want SummarySeat
	folded, err := ReadSummarySeatUnlessFolded(&got, n, name, rest, SummaryOptions{})
	if isFold := SummaryFolded(n, name, rest); folded != isFold || folded && err != nil {
		t.Errorf("summary seat %q: ReadSummarySeatUnlessFolded folded %v (%v), SummaryFolded %v", line, folded, err, isFold)
	} else if !folded {
		werr := ReadSummarySeatNamed(&want, n, name, rest, SummaryOptions{})
		if fmt.Sprint(err) != fmt.Sprint(werr) || err == nil && !reflect.DeepEqual(got, want) {
			t.Errorf("summary seat %q: ReadSummarySeatUnlessFolded %+v (%v), ReadSummarySeatNamed %+v (%v)", line, got, err, want, werr)
		}
	}
	if !SummaryFolded(n, name, rest) {
		return
	}
	s, err := grammarOnly(func() (*SummarySeat, error) { return ParseSummarySeat(line, func(int) string { return name }) })
	if err != nil || s.Outcome != "folded" || len(s.Cards) > 0 || len(s.Results) > 0 || s.Collected != "" || s.CashedOut || s.NotAwarded {
		t.Errorf("summary seat %q: a fold by the fast path, grammar %+v (%v)", line, s, err)
	}
}

// reusedHeader is the Header sameAsGrammar reads every header into, as
// the mapping does (ReadHeader).
var reusedHeader Header

// reusedSeat is the SummarySeat sameAsGrammar reads every summary seat
// line into, as the mapping does (ReadSummarySeat).
var reusedSeat SummarySeat

// sameSummarySeat compares two summary seats, an empty Results or Cards
// being none (a reused SummarySeat keeps the room of its Results and
// Cards).
func sameSummarySeat(a, b *SummarySeat) bool {
	x, y := *a, *b
	if len(x.Results) == 0 {
		x.Results = nil
	}
	if len(y.Results) == 0 {
		y.Results = nil
	}
	if len(x.Cards) == 0 {
		x.Cards = nil
	}
	if len(y.Cards) == 0 {
		y.Cards = nil
	}
	return reflect.DeepEqual(x, y)
}

// TestFastPathsEqualGrammar runs every street, header and table line of
// the bundled samples and of ../shared (when present) through both.
func TestFastPathsEqualGrammar(t *testing.T) {
	var files []string
	for _, root := range []string{"../../testdata/histories", "../../../shared/histories"} {
		filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(p, ".txt") {
				files = append(files, p)
			}
			return nil
		})
	}
	lines, fast, acts, players := 0, 0, 0, 0
	summaries = 0
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(fh)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			line := strings.TrimRight(strings.TrimPrefix(sc.Text(), "\ufeff"), "\r ")
			for _, sum := range []bool{false, true} {
				if k, want := Classify(line, sum), lineKinds.Classify(line, sum); k != want {
					t.Errorf("%q (summary %v): Classify %v, its table %v", line, sum, k, want)
				}
			}
			acts += sameActs(t, line)
			players += samePlayer(t, line)
			switch k := Classify(line, false); k {
			case linekind.KStreet, linekind.KHeader, linekind.KTable, linekind.KTotal, linekind.KBoard, linekind.KUncalled, linekind.KSeat, linekind.KSummarySeat, linekind.KDealt:
			default:
				if Classify(line, true) != linekind.KBoard {
					continue
				}
			}
			lines++
			if sameAsGrammar(t, line) {
				fast++
			}
		}
		fh.Close()
	}
	if fast == 0 {
		t.Fatal("no line took a fast path")
	}
	if acts == 0 || summaries == 0 || players == 0 {
		t.Fatal("no action took a fast path")
	}
	t.Logf("%d street/header/table/total/board/uncalled/seat lines in %d files (%d summary seats), %d through a fast path, %d action texts and %d player lines, all equal to the grammar", lines, len(files), summaries, fast, acts, players)
}

// FuzzFastPaths: on any input a fast path accepts, the grammar agrees.
func FuzzFastPaths(f *testing.F) {
	for _, s := range []string{"*** FLOP *** [Ks 4c 8c]", "*** FLOP  *** [Ks]", "*** 3rd STREET ***", "***  FLOP ***", "*** A *", "*** A **", "*** A1 B2 ***x", "*** TURN *** [Ks 4c 8c] [2d]", "*** HOLE CARDS ***", "*** 3rd STREET *** [2c 3d] [4h]",
		"PokerStars Hand #1:  Hold'em No Limit ($1/$2 USD) - 2018/03/28 19:38:18 CET [2018/03/28 13:38:18 ET]",
		"PokerStars Game #12637565869: Tournament #63858762, $5.00+$0.50 Hold'em No Limit - Level II (15/30) - 2007/10/15 - 05:34:03 (ET)",
		"2007/10/15 - 05:34:03 (ET)", "2007/10/15 - 5:34:03 (ET) [2007/10/15 5:34:03 ET]", "2007/10/15 05:34:03 (ET", "2018/03/28 19:38:18 CET [2018/03/28 13:38:18 ET]",
		"Table 'a' 6-max Seat #1 is the button", "Table 'Sekanina' Seat #6 is the button", "Table 'x' 9-max (Play Money) Seat #2 is the button",
		"Total pot $5.50", "Total pot $5.50 | Rake $0.28", "Total pot 1,200 | Rake 0", "Total pot 1,200 Main pot 1,000. Side pot 200.", "Rake $0.28", "Jackpot €0.10", "Board [4s 9c 2s Qs 3s]", "Uncalled bet ($0.94) returned to ",
		"($50 in chips)", "(1,500 in chips)", "Seat 3: a (b) ($5 in chips) is sitting out", "Seat 1: x ( (1 in chips)", "Seat 2: y  in chips)", "($5 in chips) is sitting out", "(10 in chips) out of hand", "(15/30)", "(1,000/2,000) ", "(10/20", "$0.25/$0.50 USD", "10/20", "calls $5", "raises $1 to $1.50", "collected $5.22 from pot", "completes it to 20",
		"posts small & big blinds $0.75", "Hero: posts small & big blinds $0.75", "$3.00+$0.30", "Uncalled bet ($0.94) returned to Bob", "FIRST Board [4s 9c 2s]", "Dealt to a [Ah Kd]", "Dealt to a [2c 3d] [4h]", "Table 'a b' 6-max Seat #1 is the button", "100+9", "€10", "$1+$1+$0.10", "₹90+₹10", "Pl ay: raises $1 to $2 and is all-in", "x collected 1,000 from main pot", "x: bets 5 and has reached the $80 cap", "a: b: checks", "collected 1,000 from side pot", "collected ($1.42)", "won ($5.22) with a pair", "showed [Qh Ah] and won", " [Ah Kd]", " [2c] [3d 4h]", "shows [Ah Kd]"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		n1, g1, ok1 := streetParts(line)
		if n2, g2, ok2 := streetPartsByWords(line); n1 != n2 || g1 != g2 || ok1 != ok2 {
			t.Errorf("street parts %q: %q %q %v, by words %q %q %v", line, n1, g1, ok1, n2, g2, ok2)
		}
		if st, ok := fastStreet(line); ok {
			want, err := grammarOnly(func() (*Street, error) { return pStreet.ParseString("", line, trailing) })
			if err != nil || !reflect.DeepEqual(st, want) {
				t.Errorf("street %q: fast %+v, grammar %+v (%v)", line, st, want, err)
			}
		}
		if t0, alt, ok := fastDates(line); ok {
			d := &dates{Time: t0}
			if alt != (Stamp{}) {
				d.Alt = &alt
			}
			want, err := pDates.ParseString("", line)
			if err != nil || !reflect.DeepEqual(d, want) {
				t.Errorf("dates %q: fast %+v, grammar %+v (%v)", line, d, want, err)
			}
		}
		if h, ok := fastTotalHead(line); ok {
			want, err := pTotalHead.ParseString("", line)
			if err != nil || !reflect.DeepEqual(h, want) {
				t.Errorf("total %q: fast %+v, grammar %+v (%v)", line, h, want, err)
			}
		}
		if fe, ok := fastFee(line); ok {
			want, err := pFee.ParseString("", line)
			if err != nil || !reflect.DeepEqual(fe, want) {
				t.Errorf("fee %q: fast %+v, grammar %+v (%v)", line, fe, want, err)
			}
		}
		if b, ok := fastBoard(line); ok {
			want, err := pBoard.ParseString("", line, trailing)
			if err != nil || !reflect.DeepEqual(b, want) {
				t.Errorf("board %q: fast %+v, grammar %+v (%v)", line, b, want, err)
			}
		}
		if u, ok := fastUncalled(line); ok {
			want, err := pUncalled.ParseString("", line, trailing)
			if err != nil || !reflect.DeepEqual(u, want) {
				t.Errorf("uncalled %q: fast %+v, grammar %+v (%v)", line, u, want, err)
			}
		}
		if lb, ok := fastLevelBlinds(line); ok {
			want, err := pLevelBlinds.ParseString("", line, trailing)
			if err != nil || !reflect.DeepEqual(lb, want) {
				t.Errorf("level blinds %q: fast %+v, grammar %+v (%v)", line, lb, want, err)
			}
		}
		if st, ok := fastSeatStack(line); ok {
			want, err := pSeatStack.ParseString("", line)
			if err != nil || !reflect.DeepEqual(st, want) {
				t.Errorf("seat stack %q: fast %+v, grammar %+v (%v)", line, st, want, err)
			}
		}
		for _, sum := range []bool{false, true} {
			if k, want := Classify(line, sum), lineKinds.Classify(line, sum); k != want {
				t.Errorf("%q (summary %v): Classify %v, its table %v", line, sum, k, want)
			}
		}
		sameSeatTail(t, line)
		sameSeat(t, "Seat 1: "+line)
		sameSummaryFolded(t, "Seat 1: "+line, summaryName("Seat 1: "+line))
		sameTotal(t, line)
		samePlayer(t, line)
		sameUncalled(t, line)
		sameBoard(t, line)
		sameDealt(t, line, []string{dealtName(line), "a"})
		if strings.HasPrefix(line, "Table '") {
			sameTable(t, line)
		}
		sameStreetCards(t, line)
		if parts, ok := fastBuyIn(line); ok {
			want, err := pBuyIn.ParseString("", line)
			if err != nil || !reflect.DeepEqual(parts, want.Parts) {
				t.Errorf("buy-in %q: fast %q, grammar %+v (%v)", line, parts, want, err)
			}
		}
		if st, ok := fastStakes(line); ok {
			want, err := pStakes.ParseString("", line)
			if err != nil || !reflect.DeepEqual(&st, want) {
				t.Errorf("stakes %q: fast %+v, grammar %+v (%v)", line, st, want, err)
			}
		}
		kinds := []linekind.Kind{linekind.KShow}
		for k := range actForms {
			if hasForm(linekind.Kind(k)) {
				kinds = append(kinds, linekind.Kind(k))
			}
		}
		for _, k := range kinds {
			if x, y, allIn, ok := FastSaid(k, line); ok {
				want, err := grammarOnly(func() (Act, error) { return ParseAct(k, line) })
				if err != nil || !sameLiteral(x, want.A) || !sameLiteral(y, want.B) || want.AllIn != allIn || want.Capped || want.Cards != nil || want.Text != "" || want.Word != "" {
					t.Errorf("said %v %q: fast %v %v %v, grammar %+v (%v)", k, line, x, y, allIn, want, err)
				}
			}
			var a Act
			if fastAct(k, line, &a) {
				var want Act
				err := verbRules[k](line, &want)
				if err != nil || !reflect.DeepEqual(a, want) {
					t.Errorf("act %v %q: fast %+v, grammar %+v (%v)", k, line, a, want, err)
				}
			}
		}
		for _, w := range []string{"collected", "won"} {
			if a, ok := fastParenAmount(line, w); ok {
				p := pSumCollected
				want, err := p.ParseString("", strings.Replace(line, w, "collected", 1), trailing)
				if err != nil || want.A != a {
					t.Errorf("%s %q: fast %q, grammar %+v (%v)", w, line, a, want, err)
				}
			}
		}
		if gs, ok := fastGroups(line); ok {
			want, err := pDealt.ParseString("", line, trailing)
			if err != nil || !reflect.DeepEqual(gs, want.Groups) {
				t.Errorf("groups %q: fast %+v, grammar %+v (%v)", line, gs, want, err)
			}
		}
		for _, w := range []string{"showed", "mucked"} {
			cs, ok := fastShowed(line, w)
			room := []string{"x"}
			as, ok2 := appendShowed(room[:0], line, w)
			if ok2 != ok || ok && !reflect.DeepEqual(as, cs) || !ok && len(as) != 0 {
				t.Errorf("%s %q: appended %q (%v), read %q (%v)", w, line, as, ok2, cs, ok)
			}
		}
		if cs, ok := fastShowed(line, "showed"); ok {
			want, err := pSumShowed.ParseString("", line, trailing)
			if err != nil || !reflect.DeepEqual(cs, want.Cards) {
				t.Errorf("showed %q: fast %q, grammar %+v (%v)", line, cs, want, err)
			}
		}
		if tb, ok := fastTableTail(line); ok {
			want, err := pTable.ParseString("", line)
			if err != nil || !reflect.DeepEqual(tb, want) {
				t.Errorf("table %q: fast %+v, grammar %+v (%v)", line, tb, want, err)
			}
		}
	})
}

// sameActs tries every ": " and " " of a line as the end of a player's
// name: wherever the verb is one with a fast path, ParseAct must give the
// same with and without it. It returns how many texts took the fast path.
func sameActs(t testing.TB, line string) int {
	n := 0
	for i := 0; i < len(line); i++ {
		if line[i] != ' ' && line[i] != ':' {
			continue
		}
		rest := line[i:]
		k := Verb(rest)
		if !hasForm(k) {
			continue
		}
		text, _, _ := Suffix(rest)
		text = strings.TrimPrefix(strings.TrimPrefix(text, ":"), " ")
		if i := strings.Index(text, "] ("); (k == linekind.KShow || k == linekind.KShowBare) && i >= 0 {
			text = text[:i+1]
		}
		var probe Act
		if !fastAct(k, text, &probe) {
			continue
		}
		n++
		got, err1 := ParseAct(k, rest)
		want, err2 := grammarOnly(func() (Act, error) { return ParseAct(k, rest) })
		if err1 != nil || err2 != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("act %v %q: fast %+v (%v), grammar %+v (%v)", k, rest, got, err1, want, err2)
		}
		if x, y, allIn, ok := FastSaid(k, rest); ok && (!sameLiteral(x, want.A) || !sameLiteral(y, want.B) || allIn != want.AllIn || want.Capped || want.Cards != nil) {
			t.Errorf("said %v %q: fast %v %v %v, grammar %+v", k, rest, x, y, allIn, want)
		}
	}
	return n
}

// sameStreetCards checks FastStreet against the grammar on one line.
func sameStreetCards(t testing.TB, line string) {
	name, got, ok := FastStreet([]string{"kept"}, line)
	if !ok {
		if len(got) != 1 {
			t.Errorf("street %q: not read, yet dst changed to %q", line, got)
		}
		return
	}
	st, err := grammarOnly(func() (*Street, error) { return pStreet.ParseString("", line, trailing) })
	want := []string{"kept"}
	if err == nil {
		for _, g := range st.Groups {
			want = append(want, g.Cards...)
		}
	}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("street cards %q: fast %q, grammar %+v (%v)", line, got, st, err)
	}
	if err == nil && (name != StreetName(line) || name != strings.Join(st.Name, " ")) {
		t.Errorf("street %q: fast name %q, StreetName %q, grammar %q", line, name, StreetName(line), st.Name)
	}
}

// sameLiteral reports whether a fast path's number literal is the one of
// the grammar's text of the amount: "" is the zero Literal, any other
// text must be one plain literal (textgram.LiteralBefore reads it whole),
// so that parse makes the same money, or the same error, of both.
func sameLiteral(l textgram.Literal, text string) bool {
	if text == "" {
		return l == textgram.Literal{}
	}
	w, rest, ok := textgram.LiteralBefore(text)
	return ok && rest == "" && w == l
}

// sameTotal checks FastTotal against the grammar on one line.
func sameTotal(t testing.TB, line string) {
	total, rake, ok := FastTotal(line)
	if !ok {
		return
	}
	want, err := grammarOnly(func() (*Total, error) { return ParseTotal(line) })
	if err != nil || len(want.Pots) != 0 || len(want.Fees) != 1 || !reflect.DeepEqual(want.Fees[0].Name, []string{"Rake"}) ||
		!sameLiteral(total, want.Total) || !sameLiteral(rake, want.Fees[0].Amount) {
		t.Errorf("total %q: fast %v %v, grammar %+v (%v)", line, total, rake, want, err)
	}
}

// sameSeatTail checks FastSeatTail against the grammar on one seat tail.
func sameSeatTail(t testing.TB, tail string) {
	stack, out, ok := FastSeatTail(tail)
	if !ok {
		return
	}
	want, err := grammarOnly(func() (*Seat, error) { return ParseSeatTail(tail) })
	if err != nil || !sameLiteral(stack, want.Stack) || want.SittingOut != out || want.Bounty != "" || want.Remark != "" {
		t.Errorf("seat tail %q: fast %v %v, grammar %+v (%v)", tail, stack, out, want, err)
	}
}

// sameSeat checks FastSeat against SplitSeat and the grammar on one seat
// line.
func sameSeat(t testing.TB, line string) {
	_, rest, ok := SeatNumber(line)
	if !ok {
		return
	}
	name, stack, out, ok := FastSeat(rest)
	if !ok {
		return
	}
	want, err := grammarOnly(func() (*Seat, error) { return ParseSeat(line) })
	if err != nil || want.Name != name || !sameLiteral(stack, want.Stack) || want.SittingOut != out || want.Bounty != "" || want.Remark != "" {
		t.Errorf("seat %q: fast %q %v %v, grammar %+v (%v)", line, name, stack, out, want, err)
	}
}

var summaries int // summary seat lines compared by TestFastPathsEqualGrammar

// summaryName guesses the player of a summary seat line for the test: the
// text up to the first " (" or outcome word, as the seat list would give.
func summaryName(line string) string {
	_, rest, ok := SeatNumber(line)
	if !ok {
		return ""
	}
	cut := len(rest)
	for _, w := range []string{" (", " folded", " showed", " mucked", " collected"} {
		if i := strings.Index(rest, w); i > 0 && i < cut {
			cut = i
		}
	}
	return rest[:cut]
}

// dealtName: the name of a "Dealt to NAME [..]" line, up to the first " [".
func dealtName(line string) string {
	rest := strings.TrimPrefix(line, "Dealt to ")
	if i := strings.Index(rest, " ["); i >= 0 {
		return rest[:i]
	}
	return rest
}

// samePlayer checks FastPlayer against CutName, FastSaid and the grammar
// on one line, with the seat names taken from it: every text before a
// ':' or ' ' (up to four, longest first), then each alone. It returns how
// many name lists the fast path read.
func samePlayer(t testing.TB, line string) int {
	var cands []string
	for i := len(line) - 1; i >= 0 && len(cands) < 4; i-- {
		if line[i] == ':' || line[i] == ' ' {
			cands = append(cands, line[:i])
		}
	}
	lists := [][]string{cands}
	for _, c := range cands {
		lists = append(lists, []string{c})
	}
	n := 0
	var table linekind.Names
	for _, names := range lists {
		table.Set(names)
		idx, k, a, b, allIn, ok := FastPlayer(line, &table)
		if !ok {
			continue
		}
		n++
		widx, rest, wk, unseated := CutName(line, names)
		if idx != widx || k != wk || unseated {
			t.Errorf("player %q %q: fast %d %v, CutName %d %v (unseated %v)", line, names, idx, k, widx, wk, unseated)
			continue
		}
		x, y, all, ok := FastSaid(k, rest)
		if !ok || x != a || y != b || all != allIn {
			t.Errorf("player %q: fast %v %v %v, FastSaid %v %v %v (%v)", line, a, b, allIn, x, y, all, ok)
		}
		want, err := grammarOnly(func() (Act, error) { return ParseAct(k, rest) })
		if err != nil || !sameLiteral(a, want.A) || !sameLiteral(b, want.B) || want.AllIn != allIn || want.Capped || want.Cards != nil || want.Text != "" || want.Word != "" {
			t.Errorf("player %v %q: fast %v %v %v, grammar %+v (%v)", k, line, a, b, allIn, want, err)
		}
	}
	return n
}

// sameUncalled checks FastUncalled against the grammar on one line.
func sameUncalled(t testing.TB, line string) {
	amount, name, ok := FastUncalled(line)
	if !ok {
		return
	}
	want, err := grammarOnly(func() (*Uncalled, error) { return ParseUncalled(line) })
	if err != nil || !sameLiteral(amount, want.Amount) || want.Name != name {
		t.Errorf("uncalled %q: fast %v %q, grammar %+v (%v)", line, amount, name, want, err)
	}
}

// sameBoard checks FastBoard against the grammar on one line.
func sameBoard(t testing.TB, line string) {
	run, got, ok := FastBoard([]string{"kept"}, line)
	if !ok {
		if len(got) != 1 {
			t.Errorf("board %q: not read, yet dst changed to %q", line, got)
		}
		return
	}
	b, err := grammarOnly(func() (*Board, error) { return ParseBoard(line) })
	if err != nil || b.Run != run || !reflect.DeepEqual(got, append([]string{"kept"}, b.Cards...)) {
		t.Errorf("board %q: fast %q %q, grammar %+v (%v)", line, run, got, b, err)
	}
}

// sameDealt checks FastDealt against the grammar on one line.
func sameDealt(t testing.TB, line string, names []string) {
	idx, texts, gs, ok := FastDealt([]string{"kept"}, []CardGroup{{}}, line, names)
	if !ok {
		if len(texts) != 1 || len(gs) != 1 {
			t.Errorf("dealt %q: not read, yet dst changed to %q %v", line, texts, gs)
		}
		return
	}
	UseFastPaths = false
	d, widx, err := ParseDealt(line, names)
	UseFastPaths = true
	if err != nil || widx != idx || names[idx] != d.Name || !reflect.DeepEqual(gs[1:], d.Groups) || len(texts) != 1+countCards(d.Groups) {
		t.Errorf("dealt %q: fast %d %q %v, grammar %+v (%v)", line, idx, texts, gs, d, err)
	}
}

func countCards(gs []CardGroup) int {
	n := 0
	for _, g := range gs {
		n += len(g.Cards)
	}
	return n
}

var reusedTable Table

// sameTable checks ReadTable, into a used Table, against the grammar.
func sameTable(t testing.TB, line string) {
	err1 := ReadTable(&reusedTable, line)
	want, err2 := grammarOnly(func() (*Table, error) { return ParseTable(line) })
	if (err1 == nil) != (err2 == nil) || err1 == nil && !reflect.DeepEqual(&reusedTable, want) {
		t.Errorf("table %q: read %+v (%v), grammar %+v (%v)", line, reusedTable, err1, want, err2)
	}
}

// streetPartsByWords is streetParts as it was first written, the " ***"
// found first and the name's words checked after: the reference of the
// one-pass scan.
func streetPartsByWords(line string) (name, groups string, ok bool) {
	if len(line) < 8 || line[:4] != "*** " {
		return "", "", false
	}
	rest := line[4:]
	end := -1
	for i := 0; i+4 <= len(rest); i++ {
		if rest[i] == ' ' && rest[i+1] == '*' {
			if rest[i+1:i+4] != "***" {
				return "", "", false
			}
			end = i
			break
		}
		if rest[i] == '*' {
			return "", "", false
		}
	}
	if end <= 0 {
		return "", "", false
	}
	name = rest[:end]
	for words := name; words != ""; {
		w := words
		if i := strings.IndexByte(words, ' '); i >= 0 {
			w, words = words[:i], words[i+1:]
			if words == "" {
				return "", "", false // trailing space
			}
		} else {
			words = ""
		}
		if !isPlainWord(w) {
			return "", "", false
		}
	}
	return name, rest[end+4:], true
}
