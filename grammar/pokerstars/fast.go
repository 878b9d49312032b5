package pokerstars

import (
	mbits "math/bits"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/linekind"
	"github.com/hhcheck/hhcheck/grammar/scan"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// Fast paths: byte scanners for the line kinds that cost most under
// participle (street lines, the header's dates, table lines), each proven
// equal to its grammar by TestFastPathsEqualGrammar over every real line
// and by FuzzFastPaths. A scanner accepts only the canonical form the sites
// write (single spaces, the usual tokens) and returns ok=false on anything
// else, so that the grammar, the reference, reads every other line. Set
// UseFastPaths to false to run participle on every line.

// UseFastPaths switches the fast paths on (the default) or off (tests,
// benchmarks of the grammar alone).
var UseFastPaths = true

// isCardToken: a rank and a suit, which the lexer reads as one Word.
func isCardToken(s string) bool {
	if len(s) != 2 {
		return false
	}
	switch s[0] {
	case '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A':
	default:
		return false
	}
	switch s[1] {
	case 'c', 'd', 'h', 's':
		return true
	}
	return false
}

// isPlainWord: ASCII letters and digits starting with a letter: one lexer
// Word, never a Num.
func isPlainWord(s string) bool {
	if s == "" || !(s[0]|0x20 >= 'a' && s[0]|0x20 <= 'z') {
		return false
	}
	for i := 1; i < len(s); i++ {
		c := s[i]
		if !(textgram.IsDigit(c) || (c|0x20 >= 'a' && c|0x20 <= 'z')) {
			return false
		}
	}
	return true
}

// fastStreet reads "*** NAME *** [c c c] [c]" with single spaces.
func fastStreet(line string) (*Street, bool) {
	name, groups, ok := streetParts(line)
	if !ok {
		return nil, false
	}
	// the street and room for its name's words in one allocation
	buf := &struct {
		st    Street
		words [2]string
	}{}
	st := &buf.st
	st.Name = buf.words[:0]
	for name != "" {
		w := name
		if i := indexByte(name, ' '); i >= 0 {
			w, name = name[:i], name[i+1:]
		} else {
			name = ""
		}
		st.Name = append(st.Name, w)
	}
	if groups != "" {
		gs, ok := fastGroups(groups)
		if !ok {
			return nil, false
		}
		st.Groups = gs
	}
	return st, true
}

// streetParts cuts a street line "*** NAME *** [c c c] [c]" with single
// spaces into its name (plain words, checked) and the text of its card
// groups (not checked): ok false when the line is not of that form.
func streetParts(line string) (name, groups string, ok bool) {
	if len(line) < 8 || line[:4] != "*** " {
		return "", "", false
	}
	rest := line[4:]
	// one pass: each byte of the name's words (ASCII letters and digits,
	// a letter first, one space between words) up to the " ***" after it
	word := 0 // where the current word starts
	for i := 0; i < len(rest); i++ {
		switch c := rest[i]; {
		case c|0x20 >= 'a' && c|0x20 <= 'z':
		case c >= '0' && c <= '9':
			if i == word {
				return "", "", false
			}
		case c == ' ' && i > word:
			if i+1 < len(rest) && rest[i+1] == '*' {
				if i+4 > len(rest) || rest[i+1:i+4] != "***" {
					return "", "", false
				}
				return rest[:i], rest[i+4:], true
			}
			word = i + 1
		default:
			return "", "", false
		}
	}
	return "", "", false
}

// FastStreet reads a street line, "*** TURN *** [Ks 4c 8c] [Td]", once,
// by byte scans alone: the street's name, the words between "*** " and
// " ***" (what StreetName gives for the line), and the text of the cards
// of its groups, in order, appended to dst (what ParseStreet gives
// flattened, without its Street and lists). ok is false when the fast
// paths are off or for any line streetParts does not read: ParseStreet
// reads it, and dst comes back as it was.
func FastStreet(dst []string, line string) (name string, cards []string, ok bool) {
	if !UseFastPaths {
		return "", dst, false
	}
	name, groups, ok := streetParts(line)
	if !ok {
		return "", dst, false
	}
	n := len(dst)
	for s := groups; s != ""; {
		// each group " [c c]", as fastGroups and fastCards read it
		var ok bool
		if dst, s, ok = appendCardGroup(dst, s); !ok {
			return "", dst[:n], false
		}
	}
	return name, dst, true
}

// appendCardGroup reads the card group " [c c c]" that starts s, in one
// pass (no search for its ']' first, then the cards): its cards' text
// appended to dst, and the text after the group. It reads what
// appendCardTokens reads of the text between " [" and the first ']' (a
// card's two bytes are neither ' ' nor ']'); false, and dst as it was,
// for any other text (issue 14: the street and dealt lines' cards).
func appendCardGroup(dst []string, s string) (out []string, rest string, ok bool) {
	if len(s) < 2 || s[0] != ' ' || s[1] != '[' {
		return dst, s, false
	}
	n := len(dst)
	for i := 2; i+2 < len(s); i += 3 {
		c := s[i : i+2]
		if !isCardToken(c) {
			break
		}
		dst = append(dst, c)
		switch s[i+2] {
		case ']':
			return dst, s[i+3:], true
		case ' ':
			continue
		}
		break
	}
	return dst[:n], s, false
}

// appendCardTokens appends the cards of a group's inside, "Ks 4c 8c",
// as fastCards reads them (one or more, single spaces), to dst; false,
// and dst as it was, for any other text.
func appendCardTokens(dst []string, inner string) ([]string, bool) {
	n := len(dst)
	// a card is two bytes, neither a space: each token is the two bytes
	// at i, then a space and the next, or the end (no search for the
	// space: issue 14)
	for i := 0; i+2 <= len(inner); i += 3 {
		c := inner[i : i+2]
		if !isCardToken(c) {
			break
		}
		dst = append(dst, c)
		if i+2 == len(inner) {
			return dst, true
		}
		if inner[i+2] != ' ' {
			break
		}
	}
	return dst[:n], false
}

// FastBoard reads a summary's board line, "Board [4s 9c 2s]" or "FIRST
// Board [..]", by byte scans alone: the run's word ("" for none) and the
// cards' text appended to dst, what ParseBoard gives, without its Board
// and list. ok is false when the fast paths are off or for any other
// line: ParseBoard reads it.
func FastBoard(dst []string, line string) (run string, cards []string, ok bool) {
	if !UseFastPaths {
		return "", dst, false
	}
	if i := strings.Index(line, " Board ["); i > 0 {
		run, line = line[:i], line[i+1:]
	}
	const p = "Board "
	if len(line) < len(p)+4 || line[:len(p)] != p || line[len(p)] != '[' || line[len(line)-1] != ']' {
		return "", dst, false
	}
	cards, ok = appendCardTokens(dst, line[len(p)+1:len(line)-1])
	return run, cards, ok
}

// FastDealt reads "Dealt to NAME [c c] [c]" by byte scans alone: the
// index in names of the seat name ParseDealt finds, and its card groups,
// their cards' text appended to dst and the groups' lists (appended to
// gs) slices of it: what ParseDealt gives, without its Dealt and lists.
// ok is false when the fast paths are off, the name is no seat's, or for
// any other line: ParseDealt reads it.
func FastDealt(dst []string, gs []CardGroup, line string, names []string) (idx int, cards []string, groups []CardGroup, ok bool) {
	const p = "Dealt to "
	if !UseFastPaths || len(line) <= len(p) || line[:len(p)] != p {
		return -1, dst, gs, false
	}
	rest := line[len(p):]
	name, idx, ok := scan.NameBefore(rest, names, " [")
	if !ok || idx < 0 {
		return -1, dst, gs, false
	}
	n, g := len(dst), len(gs)
	for s := rest[len(name):]; s != ""; {
		// each group " [c c]", as fastGroups and fastCards read it
		if len(s) < 2 || s[0] != ' ' || s[1] != '[' {
			return -1, dst[:n], gs[:g], false
		}
		k := len(dst)
		if dst, s, ok = appendCardGroup(dst, s); !ok {
			return -1, dst[:n], gs[:g], false
		}
		gs = append(gs, CardGroup{Cards: dst[k:len(dst):len(dst)]})
	}
	if len(gs) == g {
		return -1, dst[:n], gs[:g], false
	}
	return idx, dst, gs, true
}

func indexByte(s string, c byte) int {
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			return i
		}
	}
	return -1
}

// digits returns the run of ASCII digits at the start of s (1..max long).
func digits(s string, max int) (string, bool) {
	i := 0
	for i < len(s) && i < max && textgram.IsDigit(s[i]) {
		i++
	}
	if i == 0 || (i < len(s) && textgram.IsDigit(s[i])) {
		return "", false
	}
	return s[:i], true
}

// fastStamp reads "YYYY/MM/DD HH:MM:SS ZONE" at the start of s, or the
// old shape "YYYY/MM/DD - HH:MM:SS (ZONE)" (hands until 2008), and
// returns the rest.
func fastStamp(s string) (Stamp, string, bool) {
	var st Stamp
	var ok bool
	if stampAt(s) {
		// the commonest layout, "YYYY/MM/DD HH:MM:SS", every field at its
		// place: what the reads below give for it
		st.Y, st.M, st.D, st.H, st.Min, st.S = s[0:4], s[5:7], s[8:10], s[11:13], s[14:16], s[17:19]
		return stampZone(st, s[19:])
	}
	// each field's digits and the byte after them, read in turn (no
	// closure deciding which field comes next)
	if st.Y, s, ok = digitsThen(s, 4, '/'); !ok {
		return st, "", false
	}
	if st.M, s, ok = digitsThen(s, 2, '/'); !ok {
		return st, "", false
	}
	if st.D, s, ok = digitsThen(s, 2, ' '); !ok {
		return st, "", false
	}
	if len(s) > 2 && s[0] == '-' && s[1] == ' ' {
		s = s[2:] // the old shape's " - "
	}
	if st.H, s, ok = digitsThen(s, 2, ':'); !ok {
		return st, "", false
	}
	if st.Min, s, ok = digitsThen(s, 2, ':'); !ok {
		return st, "", false
	}
	if st.S, s, ok = digitsThen(s, 2, 0); !ok {
		return st, "", false
	}
	return stampZone(st, s)
}

// stampPlaces are the places of the digits of "YYYY/MM/DD HH:MM:SS".
var stampPlaces = [...]uint8{0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18}

// stampAt reports whether s starts with "YYYY/MM/DD HH:MM:SS" not followed
// by a digit.
func stampAt(s string) bool {
	if len(s) < 19 || s[4] != '/' || s[7] != '/' || s[10] != ' ' || s[13] != ':' || s[16] != ':' || len(s) > 19 && textgram.IsDigit(s[19]) {
		return false
	}
	for _, i := range stampPlaces {
		if !textgram.IsDigit(s[i]) {
			return false
		}
	}
	return true
}

// stampZone reads what follows a stamp's seconds (s): nothing, or " ZONE"
// or the old shape's " (ZONE)", and returns the rest.
func stampZone(st Stamp, s string) (Stamp, string, bool) {
	if s == "" {
		return st, s, true
	}
	if s[0] != ' ' {
		return st, "", false
	}
	s = s[1:]
	paren := s != "" && s[0] == '(' // the old shape's "(ET)"
	if paren {
		s = s[1:]
	}
	i := 0
	for i < len(s) && s[i] >= 'A' && s[i] <= 'Z' {
		i++
	}
	st.Zone, s = s[:i], s[i:]
	if paren {
		if s == "" || s[0] != ')' {
			return st, "", false
		}
		s = s[1:]
	}
	if i == 0 || (s != "" && s[0] != ' ') {
		return st, "", false
	}
	return st, s, true
}

// digitsThen reads digits(s, max) and then the byte sep (none when sep is
// 0): the digits and the text after them.
func digitsThen(s string, max int, sep byte) (d, rest string, ok bool) {
	if d, ok = digits(s, max); !ok {
		return "", "", false
	}
	s = s[len(d):]
	if sep != 0 {
		if s == "" || s[0] != sep {
			return "", "", false
		}
		s = s[1:]
	}
	return d, s, true
}

// fastDates reads the header's date part: a stamp, optionally followed by
// " [stamp]" (alt, zero when absent). The stamps are values, not the
// grammar's dates and its *Stamp: the header reads them without an
// allocation.
func fastDates(s string) (t, alt Stamp, ok bool) {
	t, rest, ok := fastStamp(s)
	if !ok || t.Zone == "" && rest != "" {
		return Stamp{}, Stamp{}, false
	}
	if rest == "" {
		return t, Stamp{}, true
	}
	if len(rest) < 3 || rest[:2] != " [" || rest[len(rest)-1] != ']' {
		return Stamp{}, Stamp{}, false
	}
	alt, tail, ok := fastStamp(rest[2 : len(rest)-1])
	if !ok || tail != "" || alt.Zone == "" {
		return Stamp{}, Stamp{}, false
	}
	return t, alt, true
}

// fastTableTail reads what follows the table's name: " 6-max Seat #1 is
// the button" or " Seat #1 is the button".
func fastTableTail(s string) (*Table, bool) {
	t := &Table{}
	if !readTableTail(t, s) {
		return nil, false
	}
	return t, true
}

// readTableTail is fastTableTail into t (empty).
func readTableTail(t *Table, s string) bool {
	if len(s) < 2 || s[0] != ' ' {
		return false
	}
	s = s[1:]
	if d, ok := digits(s, 3); ok && len(s) > len(d)+5 && s[len(d):len(d)+5] == "-max " {
		t.MaxSeats = d
		s = s[len(d)+5:]
	}
	const seat, button = "Seat #", " is the button"
	if len(s) <= len(seat)+len(button) || s[:len(seat)] != seat || s[len(s)-len(button):] != button {
		return false
	}
	n := s[len(seat) : len(s)-len(button)]
	if d, ok := digits(n, 3); !ok || d != n {
		return false
	}
	t.Button = n
	return true
}

// fastNum reads a Num token at the start of s ("$1,000.50", "25", "€0.02")
// that ends the string or is followed by a space, and returns the rest.
func fastNum(s string) (string, string, bool) {
	n, rest, ok := textgram.NumBefore(s)
	if !ok || rest != "" && rest[0] != ' ' {
		return "", "", false
	}
	return n, rest, true
}

// fastTotalHead reads "Total pot $5.50" (the form without printed pots).
func fastTotalHead(seg string) (*totalHead, bool) {
	const p = "Total pot "
	if len(seg) <= len(p) || seg[:len(p)] != p {
		return nil, false
	}
	n, rest, ok := fastNum(seg[len(p):])
	if !ok || rest != "" {
		return nil, false
	}
	return &totalHead{Total: n}, true
}

// FastTotal reads the commonest total line, "Total pot $5.50 | Rake
// $0.28", by byte scans alone: the total and the rake as number literals
// (textgram.LiteralBefore) of the texts ParseTotal gives for it (Total,
// no Pots, one Fee named Rake). ok is false when the fast paths are off
// or for any other line: ParseTotal reads it.
func FastTotal(line string) (total, rake textgram.Literal, ok bool) {
	const p, r = "Total pot ", " | Rake "
	if !UseFastPaths || len(line) <= len(p) || line[:len(p)] != p {
		return total, rake, false
	}
	total, rest, ok := textgram.LiteralBefore(line[len(p):])
	if !ok || len(rest) <= len(r) || rest[:len(r)] != r {
		return total, rake, false
	}
	rake, rest, ok = textgram.LiteralBefore(rest[len(r):])
	if !ok || rest != "" {
		return total, rake, false
	}
	return total, rake, true
}

// fastFee reads "Rake $0.28", "Jackpot $0.10": plain words, then a Num.
func fastFee(seg string) (*Fee, bool) {
	f := &Fee{}
	for {
		i := indexByte(seg, ' ')
		if i <= 0 || !isPlainWord(seg[:i]) {
			break
		}
		f.Name = append(f.Name, seg[:i])
		seg = seg[i+1:]
	}
	if f.Name == nil {
		return nil, false
	}
	n, rest, ok := fastNum(seg)
	if !ok || rest != "" {
		return nil, false
	}
	f.Amount = n
	return f, true
}

// fastCards reads "[c c c]" as the whole of s.
func fastCards(s string) ([]string, bool) {
	if len(s) < 4 || s[0] != '[' || s[len(s)-1] != ']' {
		return nil, false
	}
	inner := s[1 : len(s)-1]
	out := make([]string, 0, strings.Count(inner, " ")+1)
	for inner != "" {
		c := inner
		if i := indexByte(inner, ' '); i >= 0 {
			c, inner = inner[:i], inner[i+1:]
			if inner == "" {
				return nil, false
			}
		} else {
			inner = ""
		}
		if !isCardToken(c) {
			return nil, false
		}
		out = append(out, c)
	}
	return out, len(out) > 0
}

// fastBoard reads "Board [c c c c c]" (the run prefix already cut off).
func fastBoard(line string) (*Board, bool) {
	if len(line) < 7 || line[:6] != "Board " {
		return nil, false
	}
	cs, ok := fastCards(line[6:])
	if !ok {
		return nil, false
	}
	return &Board{Cards: cs}, true
}

// fastUncalled reads "Uncalled bet ($0.94) returned to " (the name cut off).
func fastUncalled(s string) (*Uncalled, bool) {
	n, ok := uncalledAmount(s)
	if !ok {
		return nil, false
	}
	return &Uncalled{Amount: n}, true
}

// uncalledAmount is fastUncalled's amount, without its Uncalled.
func uncalledAmount(s string) (string, bool) {
	n, ok := uncalledParen(s)
	if !ok {
		return "", false
	}
	n, rest, ok := fastNum(n)
	if !ok || rest != "" {
		return "", false
	}
	return n, true
}

// uncalledParen is the text between the parentheses of "Uncalled bet
// ($0.94) returned to " (not checked).
func uncalledParen(s string) (string, bool) {
	const p, q = "Uncalled bet (", ") returned to "
	if len(s) <= len(p)+len(q) || s[:len(p)] != p || s[len(s)-len(q):] != q {
		return "", false
	}
	return s[len(p) : len(s)-len(q)], true
}

// FastUncalled reads "Uncalled bet ($0.94) returned to NAME" by byte
// scans alone: the amount as a number literal (textgram.LiteralBefore)
// of the text ParseUncalled gives and the name, without its Uncalled. ok
// is false when the fast paths are off or for any other line:
// ParseUncalled reads it.
func FastUncalled(line string) (amount textgram.Literal, name string, ok bool) {
	const sep = ") returned to "
	if !UseFastPaths {
		return amount, "", false
	}
	i := strings.Index(line, sep)
	if i < 0 {
		return amount, "", false
	}
	n, ok := uncalledParen(line[:i+len(sep)])
	if !ok {
		return amount, "", false
	}
	amount, rest, ok := textgram.LiteralBefore(n)
	if !ok || rest != "" {
		return amount, "", false
	}
	return amount, line[i+len(sep):], true
}

// fastSeatStack reads "($50 in chips)".
func fastSeatStack(paren string) (*seatStack, bool) {
	const p, q = "(", " in chips)"
	if len(paren) <= len(p)+len(q) || paren[:1] != p || paren[len(paren)-len(q):] != q {
		return nil, false
	}
	n, rest, ok := textgram.NumBefore(paren[1 : len(paren)-len(q)])
	if !ok || rest != "" {
		return nil, false
	}
	return &seatStack{Stack: n}, true
}

// FastSeatTail reads a seat line's tail (SplitSeat) in its canonical
// forms, "($50 in chips)" and "($50 in chips) is sitting out", by byte
// scans alone: the stack as a number literal (textgram.LiteralBefore) of
// the text ParseSeatTail gives and whether the seat sits out, what it
// gives for it (no bounty, no remark). ok is false when the
// fast paths are off or for any other tail: ParseSeatTail reads it.
func FastSeatTail(tail string) (stack textgram.Literal, sittingOut, ok bool) {
	if !UseFastPaths {
		return stack, false, false
	}
	paren, sittingOut := tail, false
	const out = " is sitting out" // compared inline (SplitSeatAfter)
	if len(tail) >= len(out) && tail[len(tail)-len(out):] == out {
		paren, sittingOut = tail[:len(tail)-len(out)], true
	}
	const q = " in chips)"
	if len(paren) <= 1+len(q) || paren[0] != '(' || paren[len(paren)-len(q):] != q {
		return stack, false, false
	}
	stack, rest, ok := textgram.LiteralBefore(paren[1 : len(paren)-len(q)])
	if !ok || rest != "" {
		return stack, false, false
	}
	return stack, sittingOut, true
}

// FastSeat reads the text after a seat line's "Seat N: " (SeatNumber's
// rest) in its canonical forms, "NAME ($50 in chips)" and "NAME ($50 in
// chips) is sitting out", from its end in one pass: the name, the stack
// as a number literal (textgram.LiteralBefore) of the text and whether
// the seat sits out, what SplitSeatAfter and ParseSeatTail give for it
// (no bounty, no remark). ok is false when the fast paths are off or for
// any other text: SplitSeatAfter and ParseSeatTail read it.
func FastSeat(rest string) (name string, stack textgram.Literal, sittingOut, ok bool) {
	if !UseFastPaths {
		return "", stack, false, false
	}
	paren := rest
	const out, q = " is sitting out", " in chips)" // compared inline
	if n := len(paren) - len(out); n >= 0 && paren[n:] == out {
		paren, sittingOut = paren[:n], true
	}
	j := len(paren) - len(q)
	if j < 0 || paren[j:] != q {
		return "", stack, false, false
	}
	p := lastParen(paren[:j])
	if p <= 0 {
		return "", stack, false, false
	}
	stack, r, ok := textgram.LiteralBefore(paren[p+2 : j])
	if !ok || r != "" {
		return "", stack, false, false
	}
	return rest[:p], stack, sittingOut, true
}

// fastStakes reads "$0.25/$0.50 USD", "10/20" (a value: the header
// reads it without an allocation).
func fastStakes(in string) (stakes, bool) {
	small, rest, ok := textgram.NumBefore(in)
	if !ok || rest == "" || rest[0] != '/' {
		return stakes{}, false
	}
	big, rest, ok := textgram.NumBefore(rest[1:])
	if !ok {
		return stakes{}, false
	}
	st := stakes{Small: small, Big: big}
	if rest == "" {
		return st, true
	}
	if rest[0] != ' ' || !isUpperWord(rest[1:]) {
		return stakes{}, false
	}
	st.Code = rest[1:]
	return st, true
}

// isUpperWord: s is one or more capital letters (a currency code).
func isUpperWord(s string) bool {
	return scan.Every(s, func(c byte) bool { return c >= 'A' && c <= 'Z' })
}

// actForm is the canonical text of one amount verb: prefix, amount,
// optional middle and second amount, optional fixed suffix; or, for a
// verb without an amount (bare), the whole text.
type actForm struct {
	prefix string
	middle string // " to " for raises; "" when there is one amount
	suffix string // " from pot" and friends
	toB    bool   // the single amount goes to Act.B (completes)
	bare   bool   // the text is prefix alone ("folds", "checks")
}

// actForms are the forms by kind (a zero form: no fast path), a table
// indexed by the kind rather than a map: the lookup is on every player
// line.
var actForms = [linekind.NumKinds]actForm{
	linekind.KFold:        {prefix: "folds", bare: true},
	linekind.KCheck:       {prefix: "checks", bare: true},
	linekind.KCall:        {prefix: "calls "},
	linekind.KBet:         {prefix: "bets "},
	linekind.KRaise:       {prefix: "raises ", middle: " to "},
	linekind.KPostSB:      {prefix: "posts small blind "},
	linekind.KPostBB:      {prefix: "posts big blind "},
	linekind.KPostBoth:    {prefix: "posts small & big blinds "},
	linekind.KPostAnte:    {prefix: "posts the ante "},
	linekind.KBringIn:     {prefix: "brings in for "},
	linekind.KComplete:    {prefix: "completes it to ", toB: true},
	linekind.KCollectPot:  {prefix: "collected ", suffix: " from pot"},
	linekind.KCollectMain: {prefix: "collected ", suffix: " from main pot"},
	linekind.KCollectSide: {prefix: "collected ", suffix: " from side pot"},
	// the commonest lines of no arithmetic, read so for the same reason
	linekind.KMuck:       {prefix: "mucks hand", bare: true},
	linekind.KNoShow:     {prefix: "doesn't show hand", bare: true},
	linekind.KSitsOut:    {prefix: "sits out", bare: true},
	linekind.KSittingOut: {prefix: "is sitting out", bare: true},
}

// hasForm reports whether kind k has a fast path in fastAct.
func hasForm(k linekind.Kind) bool {
	return k == linekind.KShow || k == linekind.KShowBare || int(k) < len(actForms) && actForms[k].prefix != ""
}

// fastGroups reads " [c c] [c]": card groups, each after one space, to
// the end of s.
func fastGroups(s string) ([]CardGroup, bool) {
	gs := make([]CardGroup, 0, strings.Count(s, "["))
	for s != "" {
		if len(s) < 2 || s[0] != ' ' || s[1] != '[' {
			return nil, false
		}
		j := indexByte(s, ']')
		if j < 0 {
			return nil, false
		}
		cs, ok := fastCards(s[1 : j+1])
		if !ok {
			return nil, false
		}
		gs = append(gs, CardGroup{Cards: cs})
		s = s[j+1:]
	}
	return gs, len(gs) > 0
}

// fastAct reads the text of an amount verb (after the name's ": " or " "
// and the all-in suffix are cut) in its canonical form.
func fastAct(k linekind.Kind, text string, a *Act) bool {
	if k == linekind.KShow || k == linekind.KShowBare {
		// "shows [Ah Kd]" (the description already cut off)
		cs, ok := fastShowed(text, "shows")
		if ok {
			a.Cards = cs
		}
		return ok
	}
	f, after, _, _, ok := fastSaid(k, text)
	if ok && after != "" {
		a.A, a.B = f.texts(after)
	}
	return ok
}

// fastSaid is fastAct for a kind of actForms: the form, the text after
// its prefix ("" for a bare form) and the literals of its amounts (the
// zero Literal for none).
func fastSaid(k linekind.Kind, text string) (f *actForm, after string, x, y textgram.Literal, ok bool) {
	if int(k) >= len(actForms) {
		return nil, "", x, y, false
	}
	f = &actForms[k]
	if f.bare {
		return f, "", x, y, f.prefix != "" && text == f.prefix
	}
	if f.prefix == "" || len(text) <= len(f.prefix) || text[:len(f.prefix)] != f.prefix {
		return nil, "", x, y, false
	}
	after = text[len(f.prefix):]
	x, y, ok = f.amounts(after)
	return f, after, x, y, ok
}

// amounts reads the text of a form with an amount after its prefix: the
// amount, the middle and the second amount, the suffix; the number
// literals (textgram.LiteralBefore) of the texts the grammar reads into
// Act.A and Act.B, which texts gives (a token that is not a plain literal
// is left to the grammar).
func (f *actForm) amounts(after string) (x, y textgram.Literal, ok bool) {
	n, rest, ok := textgram.LiteralBefore(after)
	if !ok {
		return x, y, false
	}
	var m textgram.Literal
	if f.middle != "" {
		if len(rest) <= len(f.middle) || rest[:len(f.middle)] != f.middle {
			return x, y, false
		}
		if m, rest, ok = textgram.LiteralBefore(rest[len(f.middle):]); !ok {
			return x, y, false
		}
	}
	// most forms have no suffix: "" told by the length, without the call
	// of memequal a comparison of two strings of one length makes
	// (issue 14)
	if len(rest) != len(f.suffix) || rest != "" && rest != f.suffix {
		return x, y, false
	}
	switch {
	case f.toB:
		return x, n, true
	case f.middle != "":
		return n, m, true
	}
	return n, x, true
}

// texts are the texts of the amounts of a text amounts read: the first
// up to the middle (a Num token has no space, the middle starts with
// one) or the suffix, the second between the middle and the suffix; in
// Act.A and Act.B as amounts returns their literals.
func (f *actForm) texts(after string) (a, b string) {
	n := after[:len(after)-len(f.suffix)]
	if f.middle != "" {
		i := indexByte(n, ' ')
		return n[:i], n[i+len(f.middle):]
	}
	if f.toB {
		return "", n
	}
	return n, ""
}

// fastParenAmount reads "WORD (AMOUNT)" at the start of s ("collected
// ($1.42)", "won ($5.22) with ..."); what follows the parenthesis is
// ignored, as the grammar's AllowTrailing does.
func fastParenAmount(s, word string) (string, bool) {
	if len(s) <= len(word)+2 || s[:len(word)] != word || s[len(word):len(word)+2] != " (" {
		return "", false
	}
	n, rest, ok := textgram.NumBefore(s[len(word)+2:])
	if !ok || rest == "" || rest[0] != ')' {
		return "", false
	}
	return n, true
}

// fastShowed reads "showed [c c]" or "mucked [c c]" (the whole of s up to
// and including the bracket; what follows is ignored).
func fastShowed(s, word string) ([]string, bool) {
	if len(s) <= len(word)+1 || s[:len(word)] != word || s[len(word)] != ' ' {
		return nil, false
	}
	b := s[len(word)+1:]
	j := indexByte(b, ']')
	if j < 0 {
		return nil, false
	}
	return fastCards(b[:j+1])
}

// appendShowed is fastShowed appending the cards to dst: dst as it was
// (and false) for any text fastShowed does not read.
func appendShowed(dst []string, s, word string) ([]string, bool) {
	if len(s) <= len(word)+1 || s[:len(word)] != word || s[len(word)] != ' ' {
		return dst, false
	}
	b := s[len(word)+1:]
	j := indexByte(b, ']')
	if j < 3 || b[0] != '[' {
		return dst, false // fastCards: "[c]" at least
	}
	return appendCardTokens(dst, b[1:j])
}

// fastLevelBlinds reads a tournament level's "(SMALL/BIG)" at the start of
// s (the header's "Level IV (50/100)"); what follows the parenthesis is
// ignored, as the grammar's AllowTrailing does.
func fastLevelBlinds(s string) (*levelBlinds, bool) {
	if len(s) < 5 || s[0] != '(' {
		return nil, false
	}
	small, rest, ok := textgram.NumBefore(s[1:])
	if !ok || rest == "" || rest[0] != '/' {
		return nil, false
	}
	big, rest, ok := textgram.NumBefore(rest[1:])
	if !ok || rest == "" || rest[0] != ')' {
		return nil, false
	}
	return &levelBlinds{Small: small, Big: big}, true
}

// FastPlayer reads a player line of the commonest kinds (folds, checks,
// calls, bets, raises, posts of blinds and antes, bring-ins, completions,
// collections; mucks, doesn't show, sits out, is sitting out) by byte
// scans alone: the index in names.List of the seat
// name CutName finds, the kind Verb gives and the amounts and all-in mark
// FastSaid reads, without the verb tables. names are the hand's seat
// names, longest first, as CutName takes them; only those that start
// with the line's first byte are compared. ok is false when the fast
// paths are off, when no name is followed by ": " or " ", or when the
// text after the first such name is not of one of those kinds in its
// canonical form: CutName and FastSaid (or the grammar) read it. The
// first name that fits decides, as in CutName: a text this reads is one
// Verb knows, so CutName stops at the same name.
func FastPlayer(line string, names *linekind.Names) (idx int, k linekind.Kind, a, b textgram.Literal, allIn, ok bool) {
	bits, ok := names.Starting(line)
	if !UseFastPaths || !ok {
		return -1, linekind.KUnknown, a, b, false, false
	}
	for ; bits != 0; bits &= bits - 1 {
		i := mbits.TrailingZeros16(bits)
		n := names.List[i]
		// the byte after the name first: one comparison rejects most
		if len(line) > len(n) && (line[len(n)] == ':' || line[len(n)] == ' ') && line[:len(n)] == n {
			k, a, b, allIn, ok = fastVerb(line[len(n):])
			return i, k, a, b, allIn, ok
		}
	}
	return -1, linekind.KUnknown, a, b, false, false
}

// fastVerb reads the text after a player's name (from its ": " or " ")
// when it is one of the forms of actForms: the kind and the form's prefix
// by the verb's bytes (compared with constants, inline), then the amounts
// by the form. A cap remark (" ... cap") is left to Suffix and the
// grammar.
func fastVerb(rest string) (k linekind.Kind, a, b textgram.Literal, allIn, ok bool) {
	const remark = " and is all-in"
	text := rest
	// the last byte first: most texts end with an amount or "folds"
	switch last := text[len(text)-1]; {
	case last == 'n' && strings.HasSuffix(text, remark):
		text, allIn = text[:len(text)-len(remark)], true
	case last == 'p' && strings.HasSuffix(text, " cap"):
		return linekind.KUnknown, a, b, false, false
	}
	var after string // the text after the form's prefix
	switch {
	case len(text) > 3 && text[0] == ':' && text[1] == ' ':
		k, after = colonVerb(text[2:])
		if actForms[k].bare {
			return k, a, b, allIn, true // colonVerb matched the whole text
		}
	case len(text) == len(" is sitting out") && text == " is sitting out":
		return linekind.KSittingOut, a, b, allIn, true
	case len(text) > 10 && text[:11] == " collected ":
		after = text[11:]
		// the suffixes compared inline (SplitSeatAfter)
		const pot, main, side = " from pot", " from main pot", " from side pot"
		switch n := len(after); {
		case n >= len(pot) && after[n-len(pot):] == pot:
			k = linekind.KCollectPot
		case n >= len(main) && after[n-len(main):] == main:
			k = linekind.KCollectMain
		case n >= len(side) && after[n-len(side):] == side:
			k = linekind.KCollectSide
		}
	}
	if k == linekind.KUnknown || after == "" {
		return linekind.KUnknown, a, b, false, false
	}
	if a, b, ok = actForms[k].amounts(after); !ok {
		return linekind.KUnknown, a, b, false, false
	}
	return k, a, b, allIn, true
}

// colonVerb is the kind of a verb after ": " of actForms and the text
// after its form's prefix, the prefix compared whole (KUnknown for any
// other text); a bare form (folds, checks, mucks hand, ...) is the whole
// text.
func colonVerb(text string) (linekind.Kind, string) {
	const (
		fold, check, call, bet, raise = "folds", "checks", "calls ", "bets ", "raises "
		bring, complete               = "brings in for ", "completes it to "
		sb, bb, both, ante            = "posts small blind ", "posts big blind ", "posts small & big blinds ", "posts the ante "
	)
	n := len(text)
	switch text[0] {
	case 'f':
		if text == fold {
			return linekind.KFold, ""
		}
	case 'c':
		switch {
		case text == check:
			return linekind.KCheck, ""
		case n > len(call) && text[:len(call)] == call:
			return linekind.KCall, text[len(call):]
		case n > len(complete) && text[:len(complete)] == complete:
			return linekind.KComplete, text[len(complete):]
		}
	case 'b':
		switch {
		case n > len(bet) && text[:len(bet)] == bet:
			return linekind.KBet, text[len(bet):]
		case n > len(bring) && text[:len(bring)] == bring:
			return linekind.KBringIn, text[len(bring):]
		}
	case 'r':
		if n > len(raise) && text[:len(raise)] == raise {
			return linekind.KRaise, text[len(raise):]
		}
	case 'p':
		switch {
		case n > len(sb) && text[:len(sb)] == sb:
			return linekind.KPostSB, text[len(sb):]
		case n > len(bb) && text[:len(bb)] == bb:
			return linekind.KPostBB, text[len(bb):]
		case n > len(ante) && text[:len(ante)] == ante:
			return linekind.KPostAnte, text[len(ante):]
		case n > len(both) && text[:len(both)] == both:
			return linekind.KPostBoth, text[len(both):]
		}
	default:
		for _, k := range colonBare {
			if text == actForms[k].prefix {
				return k, ""
			}
		}
	}
	return linekind.KUnknown, ""
}

// colonBare are the bare forms after ": " besides folds and checks: the
// lines of no arithmetic colonVerb reads, each its whole text.
var colonBare = [...]linekind.Kind{linekind.KNoShow, linekind.KMuck, linekind.KSitsOut}

// fastBuyIn reads a tournament's buy-in, "$3.00+$0.30", "100+9", "€10",
// as the buy-in grammar does (Nums joined by '+'), by byte scans alone:
// the parts, in one small allocation. ok is false when the fast paths are
// off or for any other text: the grammar reads it.
func fastBuyIn(tok string) ([]string, bool) {
	if !UseFastPaths {
		return nil, false
	}
	var parts []string
	for s := tok; ; {
		n, rest, ok := textgram.NumBefore(s)
		if !ok {
			return nil, false
		}
		if parts == nil {
			parts = make([]string, 0, 1+strings.Count(rest, "+"))
		}
		parts = append(parts, n)
		if rest == "" {
			return parts, true
		}
		if rest[0] != '+' {
			return nil, false
		}
		s = rest[1:]
	}
}
