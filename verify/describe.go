package verify

import (
	"strings"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
	"github.com/hhcheck/hhcheck/verify/eval"
)

// descriptions compares the site's words for each shown hand with the
// hand its cards make on that run (eval.Describe). Formats handled, as
// PokerStars writes them:
//   - "a full house, Kings full of Tens", "Lo: 8,6,4,2,A" (eval.Describe);
//   - a kicker note after " - " when two hands of one rank meet: "a pair
//     of Eights - Ace+Queen kicker", "two pair, Jacks and Sevens - Ace
//     kicker", "a flush, Ace high - Jack higher", "- lower kicker": the
//     part before " - " must match, and named kickers must be the hand's
//     kickers in order (named "higher" cards one of its cards);
//   - split games: "HI: <high>; LO: 8,6,4,2,A", or "HI: <high>" alone when
//     the hand has no qualifying low.
//
// A description in any other form (another site's words, another
// language) is not judged.
func (c *checker) descriptions(set *Settlement) {
	h := c.h
	spec := h.Game.Spec()
	for i := range h.Shows {
		s := &h.Shows[i]
		if s.Description == "" || len(s.Cards) == 0 || s.Seat < 0 || s.Seat >= len(h.Seats) {
			continue
		}
		run := s.Run
		if run < 0 || (len(h.Boards) > 0 && run >= len(h.Boards)) {
			continue
		}
		var board []cards.Card
		if run < len(h.Boards) {
			board = h.Boards[run]
		}
		desc := s.Description
		var want string
		var ok bool
		ev := func(rule hand.HandRule) eval.Result {
			// the splitter has ranked every shown hand already
			for j := range set.Hands {
				sh := &set.Hands[j]
				if sh.Seat == s.Seat && sh.Run == run && sh.Rule == rule && sameCards(c.rep.shown(s.Seat), s.Cards) {
					return sh.Result
				}
			}
			return eval.Evaluate(rule, spec.Use, c.prof, s.Cards, board)
		}
		if spec.Split() {
			want, ok = splitDescription(spec, ev, desc)
		} else if len(spec.Halves) == 1 {
			want, ok = matchOne(spec.Halves[0], ev(spec.Halves[0]), desc)
		}
		if ok || want == "" {
			continue
		}
		c.add(hand.Discrepancy{Code: hand.HandDescription, Clause: rules.HandCategories, Seat: s.Seat, Player: c.player(s.Seat),
			Line: s.Line, Pot: runName(len(h.Boards), run),
			Message: "the site says \"" + desc + "\", the cards make \"" + want + "\""})
	}
}

func sameCards(a, b []cards.Card) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func runName(runs, run int) string {
	if runs < 2 {
		return ""
	}
	return "run " + itoa(run+1)
}

func itoa(k int) string {
	if k < 0 {
		return "-" + itoa(-k)
	}
	if k < 10 {
		return string(rune('0' + k))
	}
	return itoa(k/10) + string(rune('0'+k%10))
}

// matchOne judges one description against one evaluated hand; want is ""
// when the description's form is not one it can judge.
func matchOne(rule hand.HandRule, r eval.Result, desc string) (want string, ok bool) {
	want = eval.Describe(rule, r)
	base, suffix, hasSuffix := strings.Cut(desc, " - ")
	if !known(rule, base) {
		return "", false
	}
	if !sameDesc(base, want) {
		return want, false
	}
	if !hasSuffix {
		return want, true
	}
	return want, kickersMatch(r, suffix)
}

var highPrefixes = [...]string{"high card ", "a pair of ", "two pair, ", "three of a kind, ", "a straight, ", "a flush, ",
	"a full house, ", "four of a kind, ", "a straight flush, ", "a Royal Flush"}

// normDesc is a description as compared: without regard to case, with
// "high card : Ace" read as "high card Ace", the two spelled as
// PokerStars does (deuces), and without a leading article or the spaces
// after commas (Full Tilt's badugi "a 3-Card: 7, 2, A" is "3-card: 7,2,A").
func normDesc(s string) string {
	s = strings.ToLower(s)
	s = strings.TrimPrefix(s, "a ")
	s = strings.ReplaceAll(s, ", ", ",")
	s = strings.ReplaceAll(s, " : ", " ")
	s = strings.ReplaceAll(s, "twos", "deuces")
	return strings.ReplaceAll(s, "two", "deuce")
}

// sameDesc reports whether two descriptions read the same (normDesc);
// the usual case, the site's words exactly as Describe writes them,
// costs no allocation.
func sameDesc(a, b string) bool {
	return a == b || normDesc(a) == normDesc(b)
}

// known reports whether desc is in a form Describe writes for rule
// (compared without regard to case).
func known(rule hand.HandRule, desc string) bool {
	desc = strings.ReplaceAll(desc, " : ", " ")
	switch rule {
	case hand.HighHand, hand.HighShortDeck:
		for _, p := range highPrefixes {
			if len(desc) >= len(p) && strings.EqualFold(desc[:len(p)], p) {
				return true
			}
		}
	case hand.LowA5, hand.LowA5Eight, hand.LowA6, hand.Low27:
		return len(desc) >= 4 && strings.EqualFold(desc[:4], "Lo: ")
	case hand.BadugiAceLow, hand.BadugiAceHigh:
		return len(desc) >= 8 && strings.EqualFold(desc[:8], "Badugi: ") || strings.Contains(strings.ToLower(desc), "-card: ")
	}
	return false
}

// kickersMatch checks the note after " - ": "Ace+Queen kicker" names the
// hand's kickers in order; "Jack higher" a card of the hand; "lower
// kicker"/"lower cards" name nothing.
func kickersMatch(r eval.Result, suffix string) bool {
	suffix = strings.ToLower(suffix)
	if strings.HasPrefix(suffix, "lower ") {
		return true
	}
	played := r.Played()
	if names, ok := strings.CutSuffix(suffix, " higher"); ok {
		for _, c := range played {
			if sameDesc(c.Rank().Name(), names) {
				return true
			}
		}
		return false
	}
	names, ok := strings.CutSuffix(suffix, " kicker")
	if !ok {
		return true // a note we do not know: not judged
	}
	start := 0
	switch r.Cat {
	case eval.HighCard:
		start = 1
	case eval.OnePair:
		start = 2
	case eval.TwoPair, eval.FourOfAKind:
		start = 4
	case eval.ThreeOfAKind:
		start = 3
	default:
		return true
	}
	j := start
	for name := range strings.SplitSeq(names, "+") {
		if j >= len(played) || !sameDesc(played[j].Rank().Name(), name) {
			return false
		}
		j++
	}
	return true
}

// splitDescription judges "HI: ...; LO: ..." (or "HI: ..." alone): want
// is the description the cards make when desc does not match it, "" when
// it matches or its form is not one it can judge.
func splitDescription(spec *hand.GameSpec, ev func(hand.HandRule) eval.Result, desc string) (string, bool) {
	hiRule, loRule := spec.Halves[0], spec.Halves[1]
	hi, lo := ev(hiRule), ev(loRule)
	wantLo := strings.TrimPrefix(eval.Describe(loRule, lo), "Lo: ")
	want := func() string { // the words expected, for a finding
		if wantLo != "" {
			return "HI: " + eval.Describe(hiRule, hi) + "; LO: " + wantLo
		}
		return "HI: " + eval.Describe(hiRule, hi)
	}
	rest, ok := strings.CutPrefix(desc, "HI: ")
	if !ok || (loRule != hand.LowA5Eight && loRule != hand.LowA5) {
		return "", false // a form or a game not judged
	}
	hiDesc, loDesc, hasLo := strings.Cut(rest, "; LO: ")
	if _, ok := matchOne(hiRule, hi, hiDesc); !ok {
		if !known(hiRule, strings.SplitN(hiDesc, " - ", 2)[0]) {
			return "", false
		}
		return want(), false
	}
	if hasLo != (wantLo != "") || (hasLo && !sameDesc(loDesc, wantLo)) {
		return want(), false
	}
	return "", true
}
