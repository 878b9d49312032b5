package parse

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/cards"
	"github.com/hhcheck/hhcheck/grammar/textgram"
	"github.com/hhcheck/hhcheck/hand"
)

// memoMax bounds a memo; when full it is cleared (cheap, and the hot
// lines come back at once).
const memoMax = 1 << 13

// lineMemo is the bounded memo of converted player lines that every site's
// mapping keeps: keyed by the line kind, the amounts' decimals and the text
// after the player's name, the value is the line parsed and its amounts and
// cards converted, free of the seat. Most lines repeat ("folds", "checks",
// "calls $0.02"), so most need no grammar at all.
//
// In front of the map, last holds the entry of each kind answered last:
// most lines of a kind repeat the one before ("folds", "checks"), and a
// look at one entry indexed by the kind costs far less than hashing the
// text and probing a map that no longer fits the caches.
type lineMemo[K ~uint8, V any] struct {
	m    map[memoEntry[K]]memoSlot[V]
	last [256]memoSlot[V]
}

type memoEntry[K ~uint8] struct {
	kind K
	dec  int8
	text string
}

// memoSlot is a memoised value with its key's text and decimals (the
// text a copy that does not pin the file's text), so that a map hit can
// become its kind's last entry.
type memoSlot[V any] struct {
	text string
	dec  int8
	ok   bool
	v    V
}

func newLineMemo[K ~uint8, V any](size int) lineMemo[K, V] {
	return lineMemo[K, V]{m: make(map[memoEntry[K]]memoSlot[V], size)}
}

// get returns the converted line, converting and remembering it on a miss.
// convert reads a copy of text: the value it makes (the grammar's strings)
// is kept in the memo and must not pin the file's text either; once the
// commonest lines no longer come here (psHand.direct) the memo is rarely
// cleared, and values holding pieces of the files read kept dozens of
// whole files alive (live heap 100 MB instead of 25-50 on 1M hands).
func (lm *lineMemo[K, V]) get(p *Parser, kind K, dec int, text string, convert func(text string) V) V {
	last := &lm.last[kind]
	if last.ok && last.dec == int8(dec) && last.text == text {
		p.Stats.MemoHits++
		return last.v
	}
	key := memoEntry[K]{kind: kind, dec: int8(dec), text: text}
	if v, ok := lm.m[key]; ok {
		p.Stats.MemoHits++
		*last = v
		return v.v
	}
	p.Stats.MemoMisses++
	text = strings.Clone(text) // the key must not pin the file's text
	v := memoSlot[V]{text: text, dec: int8(dec), ok: true, v: convert(text)}
	if len(lm.m) >= memoMax {
		clear(lm.m)
	}
	key.text = text
	lm.m[key] = v
	*last = v
	return v.v
}

// convLine is a player line converted, as the memo keeps it: the site's
// parsed verb, its amounts in the smallest unit, its cards, the count of
// cards thrown in a draw, or why it could not be converted.
type convLine[A any] struct {
	act    A
	amount hand.Money
	b      hand.Money
	cards  []cards.Card
	count  int
	allIn  bool // the line says the action puts the player all in (textgram.Head)
	convError
}

// headed is a pointer to a site's Act, which embeds textgram.Head.
type headed[A any] interface {
	*A
	Line() *textgram.Head
}

// convError is why a memoised line could not be converted ("" when it was).
type convError struct {
	reason Reason
	detail string
	col    int   // the 1-based column in the converted text where the grammar failed (0 unknown)
	gerr   error // the grammar's error until memoLine has its column: not kept (it holds the file's text)
}

// err rejects the current line for the memoised reason, if any.
func (c *convError) err(m *lineMapper, kind fmt.Stringer, line string) *Error {
	switch c.reason {
	case "":
		return nil
	case ReasonUnknownLine:
		return m.fail(c.reason, m.lineNo, kind.String(), fmt.Sprintf("%q: %s", shorten(line), c.detail))
	}
	return m.fail(c.reason, m.lineNo, kind.String(), c.detail)
}

// newConv starts a memoised line from its grammar's result; false when
// the grammar failed (the line is then unknown_line).
func newConv[A any, P headed[A]](a A, err error) (*convLine[A], bool) {
	v := &convLine[A]{act: a, allIn: P(&a).Line().AllIn}
	if err != nil {
		v.reason, v.detail, v.gerr = ReasonUnknownLine, grammarMessage(err), err
		return v, false
	}
	return v, true
}

// said is what an action of the line puts in: its amount, and whether
// the line says the player is all in.
func (v *convLine[A]) said() (hand.Money, bool) { return v.amount, v.allIn }

// money converts one amount of the line ("" is 0); the first bad amount
// is the line's error.
func (v *convLine[A]) money(s string, dec int) hand.Money { return v.moneyIn(parseMoney, s, dec) }

// moneyIn is money with the site's own amount syntax.
func (v *convLine[A]) moneyIn(parse func(string, int) (hand.Money, error), s string, dec int) hand.Money {
	if s == "" || v.reason != "" {
		return 0
	}
	m, err := parse(s, dec)
	if err != nil {
		v.reason, v.detail = ReasonBadAmount, fmt.Sprintf("%q: %v", s, err)
	}
	return m
}

// setCards converts the line's cards unless it already failed.
func (v *convLine[A]) setCards(list []string) { v.setCardsHiding(list, "") }

// setCardsHiding is setCards dropping the site's hidden card text.
func (v *convLine[A]) setCardsHiding(list []string, hidden string) {
	if len(list) == 0 || v.reason != "" {
		return
	}
	cs, err := cardList(list, hidden)
	if err != nil {
		v.reason, v.detail = ReasonBadCard, err.Error()
	}
	v.cards = cs
}

// lineKind is a site grammar's kind of line.
type lineKind interface {
	~uint8
	fmt.Stringer
}

// memoLine converts the text after a player's name through the site's
// memo (convert on a miss) and rejects the line when it could not be
// converted.
func memoLine[K lineKind, A any](m *lineMapper, p *Parser, memo *lineMemo[K, *convLine[A]], k K, rest, line string, convert func(K, string) *convLine[A]) (*convLine[A], *Error) {
	v := memo.get(p, k, m.h.Decimals, rest, func(text string) *convLine[A] {
		v := convert(k, text)
		v.col, v.gerr = columnIn(text, v.gerr), nil
		return v
	})
	e := v.err(m, k, line)
	if e != nil {
		e.Column = lineColumn(line, rest, v.col)
	}
	return v, e
}
