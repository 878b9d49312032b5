package parse

import (
	"bytes"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/hhcheck/hhcheck/internal/source"
)

// Document is one file decoded to UTF-8 text with LF line ends, cut into
// hand chunks. Strings of the hands parsed from it (names, ids) share
// Text's memory, which a Stream with Buffers may lend: Done gives it back
// to be read over, after which no string of it may be used.
type Document struct {
	File string
	// Encoding is what source.Decode found: "utf-8", "utf-8-bom", "utf-16le",
	// "utf-16be", "cp1252", or "utf-8-bom+cp1252-lines" / "utf-8+cp1252-lines"
	// when a UTF-8 file has lines that are not valid UTF-8 (those lines,
	// and only those, are read as cp1252).
	Encoding string
	// LineEnding is "LF", "CRLF", "CR", "mixed" or "" (no line end at all).
	LineEnding string
	Text       string // decoded text, every line end turned into "\n"
	Chunks     []Chunk
	// Skipped lists the text between hands that is not a hand (blank lines
	// are not listed): tournament summaries, notes, fragments. Nothing is
	// dropped silently.
	Skipped []Skip

	buf  []byte // the buffer of bufs Text is in, if lent
	bufs *source.Buffers

	// lineEnd has, for each line of Text, the offset of its end (its
	// '\n', or len(Text) for a last line without one), as cut found them
	// walking the lines: a hand's lines are then read (Document.lineEnds)
	// without searching the text for them again (issue 14). nil when the
	// document was not cut (a whole-document site's) or after Done; its
	// memory is lineTables'.
	lineEnd []int
	// line0 is the number of the file's lines before Text: a chunk's
	// first line is lineEnd[Chunk.Line-1-line0].
	line0 int
}

// Done gives the buffer Text is in back to the stream's Buffers: nothing
// may refer to Text or any string of it afterwards.
func (d *Document) Done() {
	if d.lineEnd != nil {
		putLineTable(d.lineEnd)
		d.lineEnd = nil
	}
	if d.buf != nil {
		d.bufs.Put(d.buf)
		d.buf, d.Text = nil, ""
	}
}

// Chunk is one hand's text in Document.Text.
type Chunk struct {
	Line       int    // 1-based line of the hand's first line in the file
	Start, End int    // byte offsets of the hand in Document.Text
	Format     Format // the registered site's format, or the guessed site of a format no mapping reads ("bovada", ...)
	Glued      bool   // the header was glued to the end of the previous line
}

// Skip is a run of non-hand text.
type Skip struct {
	Line  int    // first line
	Lines int    // number of lines
	First string // the first non-blank line, shortened
	Bytes int    // from its first to its last non-blank line
	// Kind is what the text is known to be (NotHand), or "".
	Kind string
}

// SessionHeader is the Skip.Kind of the part of a whole-document site's
// file before its first hand (iPoker's <session> and <general>): the
// session's facts, which the mapping reads with each hand, not a hand.
const SessionHeader = "session_header"

// notHands are the first lines of text that sites write besides hands.
var notHands = [...]struct{ prefix, kind string }{
	{"Winamax Poker - Tournament summary", "tournament_summary"},
	{"PokerStars Tournament #", "tournament_summary"},
}

// GameStarts is the Skip.Kind of PartyPoker's "Game #N starts." line, which
// its client writes before a hand's "#Game No : N" (10 real files of
// by-site/PartyPoker, e.g. 9423586142 of the 2010 e-mailed history): a
// notice that the hand follows, nothing to verify. Known only as a block
// of that one line.
const GameStarts = "game_starts"

// ArchiveSeparator is the Skip.Kind of the line Full Tilt's hand history
// archive writes before each hand ("******************** # 1
// *************************", by-site/FullTilt's FTP.Archive sample):
// a hand's number in the archive. Known only as a block of that one line.
const ArchiveSeparator = "archive_separator"

// ArchiveBegin is the Skip.Kind of the line "BEGIN" alone, which a
// Holdem Manager 2 archive of Full Tilt hands writes before its first hand
// (by-site/FullTilt's 200605 HM2.archive sample, line 1): the archive's
// start, nothing to verify. Known only as a block of that one line.
const ArchiveBegin = "archive_begin"

// FpdbReading is the Skip.Kind of the files in which the Free Poker
// DataBase's regression tests keep their reading of a history's first hand
// (".hp", ".hands" and ".gt" beside the history, ../shared/histories
// README): a Python literal of the hand's players (first line
// "{   u'Hero': {   'allInEV': 0,"), of the hand ("{   'boardcard1': 0,")
// or of its game type ("(   2," or "(5, 'EUR', 'ring', 'hold', ..."):
// another program's output, not a hand. Known by that first line only: what
// follows it in the block is that program's, not a site's.
const FpdbReading = "fpdb_reading"

// fpdbReading matches the first line of an fpdb reading (FpdbReading).
var fpdbReading = regexp.MustCompile(`^(?:\{   u?'boardcard1': -?\d+,|\{   u?'.+': \{   'allInEV': -?\d+,|\(   \d+,|\(\d+, u?'[^']*', '(?:ring|tour)', .*)$`)

// summaryTitle matches the first line of a tournament summary in the other
// shapes sites give it (their summaries are text besides the hands, like
// PokerStars' and Winamax's above): a title that calls itself a
// "Tournament Summary" after at most a few words of the site's name and
// stars (Full Tilt's "Full Tilt Poker Tournament Summary $1 + $0.10 Sit &
// Go (206711453), No Limit Hold'em", 888's "***** Cassava Tournament
// Summary *****"), or GGPoker's "Tournament #65338032, Bounty Hunters
// Special $25, Hold'em No Limit". None of them is in ../shared: the
// shapes are the sites' as other readers of their files know them
// (parse TestTournamentSummaryTitles).
var summaryTitle = regexp.MustCompile(`(?i)^[*\s]*(?:[\w.'&-]+ ){0,4}tournament summary\b|^Tournament #\d+, [^,]+, .+$`)

// NotHand names what a block of text starting with line is known to be
// ("tournament_summary"), or "" when it is not known: text that is no
// hand and no known text makes a run not clean.
func NotHand(line string) string {
	line = strings.TrimSpace(strings.TrimPrefix(line, "\uFEFF"))
	for _, n := range notHands {
		if strings.HasPrefix(line, n.prefix) {
			return n.kind
		}
	}
	if summaryTitle.MatchString(line) {
		return "tournament_summary"
	}
	if fpdbReading.MatchString(line) {
		return FpdbReading
	}
	if line == "BEGIN" {
		return ArchiveBegin
	}
	if id, ok := strings.CutPrefix(line, "Game #"); ok {
		if id, ok = strings.CutSuffix(id, " starts."); ok && allDigits(id) {
			return GameStarts
		}
	}
	if stars, rest, ok := strings.Cut(line, " # "); ok && len(stars) >= 5 && strings.Trim(stars, "*") == "" {
		if n, stars, ok := strings.Cut(rest, " "); ok && allDigits(n) && len(stars) >= 5 && strings.Trim(stars, "*") == "" {
			return ArchiveSeparator
		}
	}
	return ""
}

func allDigits(s string) bool { return s != "" && strings.Trim(s, "0123456789") == "" }

// BlockKind is NotHand of a block of text that is no hand (skipped between
// hands, or written after a hand's end), but a one-line kind (a game-start
// notice, an archive separator or start) only when it is the whole block
// (bytes: from the block's first to its last non-blank line).
func BlockKind(first string, bytes int) string {
	k := NotHand(first)
	if (k == GameStarts || k == ArchiveSeparator || k == ArchiveBegin) && bytes > len(strings.TrimSpace(first))+4 {
		return ""
	}
	return k
}

// Text returns the chunk's text.
func (d *Document) ChunkText(c Chunk) string { return d.Text[c.Start:c.End] }

// Hands decodes a file's bytes and cuts them into hand chunks (cheap; no
// grammar runs): a file that a whole-document site (Site.Document)
// recognises is cut by that site; any other is cut at the header lines of
// the registered line sites (and of the sites guessed, guessedHeaders). It never fails on content: undecodable bytes become
// U+FFFD; the error is reserved for the caller's I/O contract.
func Hands(file string, data []byte) (*Document, error) {
	return sites().split(file, data), nil
}

// split is Split with the sites of det: one piece of a Stream whose
// window holds the whole file.
func (det *detector) split(file string, data []byte) *Document {
	s := NewStream(file, bytes.NewReader(data))
	s.det = det
	s.Window = len(data) + 128
	s.SizeHint = int64(len(data))
	d, err := s.Next()
	if err != nil { // io.EOF: an empty file (a bytes.Reader has no read error)
		return &Document{File: file}
	}
	return d
}

// cut splits d.Text into chunks at header lines (and headers glued to the
// end of a line) and records the text between hands as skipped.
//
// Most lines are inside a hand, blank or unable to start one (their first
// four bytes, detector.lineMayStart), and hold no mark of a glued header
// (markScan): the loop passes over them with one look at the line table;
// every other line is the cutter's (issue 14: a tenth of the time to read
// a file was this loop's, its state kept in memory between lines).
//
// The line table, d.lineEnd, is the end of every line, kept for the
// reading of the hands (Document.lineEnds), so that the text is searched
// for line ends once: the '\n's the stream found as it normalised the line
// ends of a CRLF or CR text (Piece.LineEnds) when d.lineEnd has them, else
// searched for here, into room.
func (d *Document) cut(det *detector, room []int) {
	s := d.Text
	c := cutter{d: d, det: det, cur: -1, pre: -1, marks: det.markScan(s)}
	if d.lineEnd == nil {
		if room == nil {
			room = getLineTable(len(s)/32 + 1) // about 33 bytes a line in the PokerStars files of /tmp/c100k
		}
		d.lineEnd = lineTable(s, room)
	} else if s != "" && s[len(s)-1] != '\n' {
		d.lineEnd = append(d.lineEnd, len(s)) // the last line, without one
	}
	pos := 0
	for i, end := range d.lineEnd {
		if l := s[pos:end]; c.plain && (l == "" || !(det.lineMayStart2(l) && det.lineMayStart4(l)) && c.marks.first >= end) { // lineMayStart, inlined
			pos = end + 1
			continue
		}
		c.line(pos, end, i+1)
		pos = end + 1
	}
	c.finish()
}

// lineTable appends to ends the end of each line of s: its '\n', or
// len(s) for a last line without one.
func lineTable(s string, ends []int) []int {
	for pos := 0; pos < len(s); {
		end := strings.IndexByte(s[pos:], '\n')
		if end < 0 {
			end = len(s)
		} else {
			end += pos
		}
		ends = append(ends, end)
		pos = end + 1
	}
	return ends
}

// lineTables are the line tables (Document.lineEnd) of the documents
// given back (Document.Done), for the next documents: at most 16, each of
// more than smallLineTable lines and at most maxLineTable, and at most
// 64 of smallLineTable lines in smallLineTables, so that what is kept is
// bounded. A small file's document takes a small table: with one pool,
// the small files read ahead of a big one (internal/audit's
// maxFilesAhead) took the big tables, and the big files new ones that
// then grew (issue 14: 31 MB more allocated per run over /tmp/c100k).
var lineTables, smallLineTables = make(chan []int, 16), make(chan []int, 64)

const (
	maxLineTable   = 1 << 17
	smallLineTable = 1 << 12 // lines: 32 KiB, a file of about 130 KiB
)

// getLineTable returns an empty line table, a given-back one if there is
// one (of any size: a table only grows, so that the tables kept come to
// have room for the longest files), else a new one with room for n lines
// (smallLineTable when that is more).
func getLineTable(n int) []int {
	pool := lineTables
	if n <= smallLineTable {
		pool, n = smallLineTables, smallLineTable
	}
	select {
	case t := <-pool:
		return t[:0]
	default:
		return make([]int, 0, n)
	}
}

// putLineTable keeps t for the next document if there is room.
func putLineTable(t []int) {
	if t == nil || cap(t) > maxLineTable {
		return
	}
	pool := lineTables
	if cap(t) <= smallLineTable {
		pool = smallLineTables
	}
	select {
	case pool <- t[:0]:
	default:
	}
}

// lineEnds returns the ends of c's lines in Text (each its '\n', or an
// offset at or after c.End for the last, which ends the chunk): one a '\n'
// of the chunk's text, and one more. They are the document's line table's
// when c starts in one of its lines (a chunk of this document, cut), else
// searched for here; the table has every '\n' of Text, so that they are
// the same either way.
//
// The lines of the chunk are then text[pos:min(e, c.End)] for each end e,
// pos the chunk's start and then the offset after the last end, as long
// as pos < c.End (a chunk's text ends with no '\n' but when it is the
// text's own end: it then gives no empty line after it).
func (d *Document) lineEnds(c Chunk) []int {
	// the chunk's first line is k: it starts after the end of line k-1
	// and ends at or after the chunk's start
	if k := c.Line - 1 - d.line0; k >= 0 && k < len(d.lineEnd) && c.Start <= d.lineEnd[k] && (k == 0 || d.lineEnd[k-1] < c.Start) {
		// the ends before the first at or after the chunk's end are its
		// '\n's
		n := searchNear(d.lineEnd[k:], c.End)
		return d.lineEnd[k : k+n+1]
	}
	var ends []int
	for pos := c.Start; ; {
		i := strings.IndexByte(d.Text[pos:c.End], '\n')
		if i < 0 {
			return append(ends, c.End)
		}
		ends = append(ends, pos+i)
		pos += i + 1
	}
}

// searchNear is slices.BinarySearch(ends, x)'s index: the first end at
// or after x in the sorted ends. It looks near the start first, doubling
// its step, and searches by halves only the last step: a hand is a few
// dozen lines of a table of up to a window's, and a binary search of the
// whole table touched cache lines all over it for each hand (issue 14:
// 6 % of BenchmarkParsePokerStarsRecycled's time for 0.5 % of its
// instructions). TestSearchNear holds it to slices.BinarySearch.
func searchNear(ends []int, x int) int {
	lo, hi := 0, 32
	for hi < len(ends) && ends[hi] < x {
		lo, hi = hi+1, 2*hi
	}
	n, _ := slices.BinarySearch(ends[lo:min(hi, len(ends))], x)
	return lo + n
}

// cutter is the state of Document.cut between lines.
type cutter struct {
	d     *Document
	det   *detector
	marks markScan
	cur   int // index of the open chunk
	// plain: a hand is open, no preamble waits and every glued rule has
	// a mark, so that a line that cannot start a hand and holds no mark
	// changes nothing
	plain bool
	// the skipped block being gathered
	skipStart, skipLines int
	skipFirst            string
	skipFrom, skipTo     int // byte offsets of the skipped block
	// a Header.Preamble line waiting for the header after it
	pre, preLine int
	preText      string
}

func (c *cutter) flushSkip() {
	if c.skipFirst != "" {
		c.d.Skipped = append(c.d.Skipped, Skip{Line: c.skipStart, Lines: c.skipLines, First: c.skipFirst,
			Bytes: c.skipTo - c.skipFrom, Kind: BlockKind(c.skipFirst, c.skipTo-c.skipFrom)})
	}
	c.skipStart, c.skipLines, c.skipFirst = 0, 0, ""
}

// line takes the line s[start:end], the file's line lineNo.
func (c *cutter) line(start, end, lineNo int) {
	c.take(start, end, lineNo)
	c.plain = c.cur >= 0 && c.pre < 0 && c.det.markedOnly
	if c.marks.first <= end && end < len(c.d.Text) {
		// the marks of the lines after this one: the next line,
		// without any, is then plain
		c.marks.in(end+1, end+1)
	}
}

func (c *cutter) take(start, end, lineNo int) {
	d, det, s := c.d, c.det, c.d.Text
	line := s[start:end]
	pos := end + 1
	// strip a BOM that a concatenation left at the start of a line
	for strings.HasPrefix(line, "\uFEFF") {
		line = line[3:]
		start += 3
	}
	if det.preambleAt(line) {
		if c.pre < 0 {
			c.pre, c.preLine, c.preText = start, lineNo, line
		}
		return // its hand starts here if a header follows
	}
	if det.mayStart(line) {
		if f := det.formatAt(line); f != "" {
			cs, cl := start, lineNo
			if c.pre >= 0 {
				cs, cl, c.pre = c.pre, c.preLine, -1
			}
			if c.cur >= 0 {
				d.Chunks[c.cur].End = trimEnd(s, d.Chunks[c.cur].Start, cs)
			}
			c.flushSkip()
			d.addChunk(Chunk{Line: cl, Start: cs, Format: f})
			c.cur = len(d.Chunks) - 1
			return
		}
	}
	if c.pre >= 0 && strings.TrimSpace(line) != "" {
		// a preamble no header follows: ordinary text
		if c.cur < 0 && c.skipFirst == "" {
			c.skipStart, c.skipFirst, c.skipFrom = c.preLine, shorten(c.preText), c.pre
		}
		c.pre = -1
	}
	if c.cur < 0 {
		if i, f := det.gluedHeader(line, c.marks.in(start, end)); i >= 0 {
			c.flushSkip()
			d.Skipped = append(d.Skipped, Skip{Line: lineNo, Lines: 1, First: shorten(line[:i]), Bytes: i, Kind: NotHand(line[:i])})
			d.addChunk(Chunk{Line: lineNo, Start: start + i, Format: f, Glued: true})
			c.cur = len(d.Chunks) - 1
			return
		}
		if strings.TrimSpace(line) != "" {
			if c.skipFirst == "" {
				c.skipStart, c.skipFirst, c.skipFrom = lineNo, shorten(line), start
			}
			c.skipLines = lineNo - c.skipStart + 1
			c.skipTo = min(pos, len(s))
		}
		return
	}
	if has := c.marks.in(start, end); det.mayGlue(has) {
		if i, f := det.gluedHeader(line, has); i >= 0 {
			d.Chunks[c.cur].End = trimEnd(s, d.Chunks[c.cur].Start, start+i)
			d.addChunk(Chunk{Line: lineNo, Start: start + i, Format: f, Glued: true})
			c.cur = len(d.Chunks) - 1
		}
	}
}

// finish closes the last chunk or skipped block at the text's end.
func (c *cutter) finish() {
	d, s := c.d, c.d.Text
	if c.pre >= 0 && c.cur < 0 && c.skipFirst == "" {
		c.skipStart, c.skipFirst, c.skipLines = c.preLine, shorten(c.preText), 1
		c.skipFrom, c.skipTo = c.pre, min(c.pre+len(c.preText)+1, len(s))
	}
	if c.cur >= 0 {
		d.Chunks[c.cur].End = trimEnd(s, d.Chunks[c.cur].Start, len(s))
	}
	c.flushSkip()
}

// addChunk appends c to d.Chunks, the first one into room for a hand per
// KiB of text (a PokerStars hand is about 1.5 KiB): the list grown from
// nothing took about three times its size (append grows a large slice
// by a quarter; issue 14: 15 MB per 100k hands).
func (d *Document) addChunk(c Chunk) {
	if d.Chunks == nil {
		d.Chunks = make([]Chunk, 0, len(d.Text)/1024+1)
	}
	d.Chunks = append(d.Chunks, c)
}

// trimEnd drops trailing blank lines and spaces of a chunk.
func trimEnd(s string, start, end int) int {
	for end > start {
		c := s[end-1]
		if c != '\n' && c != ' ' && c != '\t' && c != '\r' {
			break
		}
		end--
	}
	return end
}

func shorten(s string) string {
	s = strings.TrimSpace(s)
	if len(s) > 80 {
		s = s[:80]
		for !utf8.ValidString(s) {
			s = s[:len(s)-1]
		}
	}
	return s
}
