package source

import (
	"bytes"
	"encoding/binary"
	"slices"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
)

// Decode turns a file's bytes into UTF-8 text and names the encoding it
// found. BOMs decide first (UTF-8, UTF-16LE, UTF-16BE); without one a NUL
// in every other byte of the first bytes means UTF-16LE (or BE). UTF-8 text
// with lines that are not valid UTF-8 has those lines read as cp1252, one
// line at a time, so that a single mangled player name does not turn the
// rest of the file into mojibake; a file that is not UTF-8 at all is read as
// cp1252 whole.
func Decode(data []byte) (string, string) {
	switch {
	case bytes.HasPrefix(data, []byte{0xFF, 0xFE, 0, 0}):
		return decodeUTF32(data[4:], false), "utf-32le"
	case bytes.HasPrefix(data, []byte{0, 0, 0xFE, 0xFF}):
		return decodeUTF32(data[4:], true), "utf-32be"
	case bytes.HasPrefix(data, []byte{0xEF, 0xBB, 0xBF}):
		if utf8.Valid(data[3:]) {
			return string(data[3:]), "utf-8-bom"
		}
		return string(utf8OrCP1252(data[3:])), "utf-8-bom+cp1252-lines"
	case bytes.HasPrefix(data, []byte{0xFF, 0xFE}):
		return decodeUTF16(data[2:], false), "utf-16le"
	case bytes.HasPrefix(data, []byte{0xFE, 0xFF}):
		return decodeUTF16(data[2:], true), "utf-16be"
	}
	if le, be := nul32Pattern(data); le || be {
		return decodeUTF32(data, be), map[bool]string{false: "utf-32le", true: "utf-32be"}[be]
	}
	if le, be := nulPattern(data); le {
		return decodeUTF16(data, false), "utf-16le"
	} else if be {
		return decodeUTF16(data, true), "utf-16be"
	}
	text, enc := decode8(data)
	return string(text), enc
}

// decode8 reads bytes as UTF-8, UTF-8 with cp1252 lines, or cp1252, into
// a new buffer.
func decode8(data []byte) ([]byte, string) {
	if utf8.Valid(data) {
		return append([]byte(nil), data...), "utf-8"
	}
	mixed, n := plan8(data)
	return append8(make([]byte, 0, n), data, mixed), enc8(mixed)
}

// decode8InPlace is decode8 of buf[:n], text that is not valid UTF-8, into
// buf's own array when the decoded text fits in its capacity (ok false,
// buf untouched, when it does not): the text is moved to the end of the
// room the result takes and decoded from there to the front, the write
// offset never past the read offset (issue 14: the copy decode8 makes was
// 33 MB of the 285 MB allocated per 100k hands, for a few hundred bytes
// above 0x7F in a file).
func decode8InPlace(buf []byte, n int) (text []byte, enc string, ok bool) {
	mixed, m := plan8(buf[:n])
	if m > cap(buf) {
		return nil, "", false
	}
	buf = buf[:m]
	src := buf[m-n:]
	copy(src, buf[:n])
	// append8 writes the decoding of src's first k bytes, k plus their
	// growth, before src's byte k, at m-n+k: never over a byte unread
	return append8(buf[:0], src, mixed), enc8(mixed), true
}

// plan8 returns how data, not valid UTF-8, is decoded (mixed: UTF-8 with
// cp1252 lines; else cp1252 throughout) and the length of the result.
// Mostly UTF-8 with a few bad lines, or cp1252 throughout? One valid line
// that is not ASCII decides. Only the lines with a byte above 0x7F are
// looked at (nonASCIILine).
func plan8(data []byte) (mixed bool, n int) {
	n = len(data)
	for rest := data; ; {
		s, e := nonASCIILine(rest)
		if s == e {
			return false, n
		}
		line := rest[s:e]
		if utf8.Valid(line) {
			// the lines before, those not ASCII all invalid, are read
			// as cp1252 alike
			return true, n + utf8OrCP1252Len(rest[s:]) - len(rest[s:])
		}
		n += cp1252Len(line) - len(line)
		rest = rest[e:]
	}
}

// nonASCIILine returns the bounds in data of its first line (line feed
// included) that holds a byte above 0x7F, or len(data) twice when there
// is none: the ASCII bytes before it are passed 8 at a time, not line by
// line (issue 14: the cp1252 files' lines were each searched for their
// end and validated three times).
func nonASCIILine(data []byte) (start, end int) {
	i := asciiPrefix(data)
	if i == len(data) {
		return i, i
	}
	start = bytes.LastIndexByte(data[:i], '\n') + 1
	end = len(data)
	if j := bytes.IndexByte(data[i:], '\n'); j >= 0 {
		end = i + j + 1
	}
	return start, end
}

// append8 appends data decoded as plan8 decided to b.
func append8(b, data []byte, mixed bool) []byte {
	if mixed {
		return appendUTF8OrCP1252(b, data)
	}
	return appendCP1252(b, data)
}

func enc8(mixed bool) string {
	if mixed {
		return "utf-8+cp1252-lines"
	}
	return "cp1252"
}

// cp1252 is charmap.Windows1252's decoding of every byte above 0x7F, as
// UTF-8: the decoder itself grew and copied its output, and the result
// was copied once more into a string (issue 14: 10 % of the bytes
// allocated reading a corpus with cp1252 files).
var cp1252 = func() (t [128]string) {
	for i := range t {
		t[i] = string(charmap.Windows1252.DecodeByte(byte(0x80 + i)))
	}
	return t
}()

// cp1252Len is the length of data decoded from cp1252.
func cp1252Len(data []byte) int {
	n := len(data)
	for {
		data = data[asciiPrefix(data):]
		if len(data) == 0 {
			return n
		}
		n += len(cp1252[data[0]-0x80]) - 1
		data = data[1:]
	}
}

// appendCP1252 appends data decoded from cp1252 to b.
func appendCP1252(b, data []byte) []byte {
	for len(data) > 0 {
		i := asciiPrefix(data)
		b = append(b, data[:i]...)
		if i < len(data) {
			b = append(b, cp1252[data[i]-0x80]...)
			i++
		}
		data = data[i:]
	}
	return b
}

// asciiPrefix returns the length of the ASCII bytes data starts with,
// looking at 32 bytes at a time (four words OR-ed, one bounds check:
// a word at a time cost about 15 instructions a word in checks and
// slicing, issue 14), then 8, then one.
func asciiPrefix(data []byte) int {
	const high = 0x8080808080808080
	i := 0
	for ; len(data)-i >= 32; i += 32 {
		b := data[i : i+32 : i+32]
		if (binary.LittleEndian.Uint64(b)|binary.LittleEndian.Uint64(b[8:])|
			binary.LittleEndian.Uint64(b[16:])|binary.LittleEndian.Uint64(b[24:]))&high != 0 {
			break
		}
	}
	for ; len(data)-i >= 8; i += 8 {
		if binary.LittleEndian.Uint64(data[i:])&high != 0 {
			break
		}
	}
	for i < len(data) && data[i] < 0x80 {
		i++
	}
	return i
}

// utf8OrCP1252 keeps valid UTF-8 lines and reads the others as cp1252,
// into a new buffer.
func utf8OrCP1252(data []byte) []byte {
	return appendUTF8OrCP1252(make([]byte, 0, utf8OrCP1252Len(data)), data)
}

// appendUTF8OrCP1252 appends data to b, its valid UTF-8 lines as they are
// and the others read as cp1252.
func appendUTF8OrCP1252(b, data []byte) []byte {
	for {
		s, e := nonASCIILine(data)
		b = append(b, data[:s]...) // ASCII lines
		if s == e {
			return b
		}
		if line := data[s:e]; utf8.Valid(line) {
			b = append(b, line...)
		} else {
			b = appendCP1252(b, line)
		}
		data = data[e:]
	}
}

// utf8OrCP1252Len is the length of utf8OrCP1252(data).
func utf8OrCP1252Len(data []byte) int {
	n := len(data)
	for {
		s, e := nonASCIILine(data)
		if s == e {
			return n
		}
		if line := data[s:e]; !utf8.Valid(line) {
			n += cp1252Len(line) - len(line)
		}
		data = data[e:]
	}
}

// nulPattern reports a UTF-16 text without BOM: in the first 64 bytes,
// most odd (LE) or even (BE) bytes are NUL and the others are not.
func nulPattern(data []byte) (le, be bool) {
	n := min(len(data), 64) &^ 1
	if n < 4 {
		return false, false
	}
	var odd, even int
	for i := 0; i < n; i += 2 {
		if data[i] == 0 {
			even++
		}
		if data[i+1] == 0 {
			odd++
		}
	}
	half := n / 2
	return odd*4 >= half*3 && even == 0, even*4 >= half*3 && odd == 0
}

func decodeUTF16(data []byte, bigEndian bool) string {
	u := make([]uint16, len(data)/2)
	for i := range u {
		if bigEndian {
			u[i] = uint16(data[2*i])<<8 | uint16(data[2*i+1])
		} else {
			u[i] = uint16(data[2*i]) | uint16(data[2*i+1])<<8
		}
	}
	s := string(utf16.Decode(u))
	return strings.TrimPrefix(s, "\uFEFF")
}

// NormalizeEOL turns CRLF and lone CR into LF and names what it found.
func NormalizeEOL(s string) (string, string) {
	cr := strings.IndexByte(s, '\r')
	if cr < 0 {
		if strings.IndexByte(s, '\n') >= 0 {
			return s, "LF"
		}
		return s, ""
	}
	var crlf, lonecr, lf int
	var b strings.Builder
	b.Grow(len(s))
	// copy the runs between carriage returns whole
	for {
		i := strings.IndexByte(s, '\r')
		if i < 0 {
			lf += strings.Count(s, "\n")
			b.WriteString(s)
			break
		}
		lf += strings.Count(s[:i], "\n")
		b.WriteString(s[:i])
		b.WriteByte('\n')
		if i+1 < len(s) && s[i+1] == '\n' {
			crlf++
			s = s[i+2:]
		} else {
			lonecr++
			s = s[i+1:]
		}
	}
	return b.String(), eolName(crlf, lonecr, lf)
}

// eolName names the line ends of a text with carriage returns.
func eolName(crlf, lonecr, lf int) string {
	switch {
	case crlf > 0 && lonecr == 0 && lf == 0:
		return "CRLF"
	case lonecr > 0 && crlf == 0 && lf == 0:
		return "CR"
	}
	return "mixed"
}

// normalizeEOLInPlace is NormalizeEOL on a byte slice, in place: it
// returns the length of the normalised text in b and the line-end name.
// The lone line feeds are counted once for the whole slice (the line
// feeds less those of the CRLFs), not line by line.
//
// Given room for them (ends not nil), it appends to ends the offset in
// the normalised text of each '\n' it writes for a carriage return, and
// returns them when they are every '\n' of the text (it had carriage
// returns and no lone line feed: a CRLF or CR text), else nil: the text's
// line table (Piece.LineEnds), found here at no cost but an append a line.
func normalizeEOLInPlace(b []byte, ends []int) (int, string, []int) {
	cr := bytes.IndexByte(b, '\r')
	if cr < 0 {
		if bytes.IndexByte(b, '\n') >= 0 {
			return len(b), "LF", nil
		}
		return len(b), "", nil
	}
	var crlf, lonecr int
	lf := bytes.Count(b, nl)
	w, r := cr, cr // write and read offsets; b[r] is a carriage return
	table := ends != nil
	if table {
		// room for a line end per line feed (per carriage return in
		// a CRLF text, the usual one: a lone CR's end grows ends), so
		// that the loop makes no call but its search and copy; the
		// carriage returns are not counted, a second pass over the text
		ends = slices.Grow(ends, lf+1)
	}
	for {
		b[w] = '\n'
		if table {
			ends = append(ends, w)
		}
		w++
		if r+1 < len(b) && b[r+1] == '\n' {
			crlf++
			r += 2
		} else {
			lonecr++
			r++
		}
		i := bytes.IndexByte(b[r:], '\r')
		if i < 0 {
			w += copy(b[w:], b[r:])
			break
		}
		w += copy(b[w:], b[r:r+i])
		r += i
	}
	if lf != crlf {
		ends = nil // lone line feeds: not every line end is in ends
	}
	return w, eolName(crlf, lonecr, lf-crlf), ends
}

var nl = []byte{'\n'}

// nul32Pattern reports a UTF-32 text without BOM: in the first 64 bytes,
// three bytes of every four are NUL.
func nul32Pattern(data []byte) (le, be bool) {
	n := min(len(data), 64) &^ 3
	if n < 8 {
		return false, false
	}
	leOK, beOK := true, true
	for i := 0; i < n; i += 4 {
		if data[i+2] != 0 || data[i+3] != 0 || data[i] == 0 {
			leOK = false
		}
		if data[i] != 0 || data[i+1] != 0 || data[i+3] == 0 {
			beOK = false
		}
	}
	return leOK, beOK
}

// decodeUTF32 decodes UTF-32; invalid code points become U+FFFD.
func decodeUTF32(data []byte, bigEndian bool) string {
	var b strings.Builder
	b.Grow(len(data) / 4)
	for i := 0; i+3 < len(data); i += 4 {
		var r rune
		if bigEndian {
			r = rune(data[i])<<24 | rune(data[i+1])<<16 | rune(data[i+2])<<8 | rune(data[i+3])
		} else {
			r = rune(data[i]) | rune(data[i+1])<<8 | rune(data[i+2])<<16 | rune(data[i+3])<<24
		}
		if !utf8.ValidRune(r) {
			r = utf8.RuneError
		}
		if r == 0xFEFF && b.Len() == 0 {
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// mergeLabel combines the encoding or line-end names of two pieces.
func mergeLabel(a, b string) string {
	switch {
	case a == "" || a == b:
		return b
	case b == "":
		return a
	case strings.HasPrefix(a, "utf-8") && strings.HasPrefix(b, "utf-8"):
		if strings.HasPrefix(a, "utf-8-bom") || strings.HasSuffix(a, "cp1252-lines") || strings.HasSuffix(b, "cp1252-lines") {
			base := "utf-8"
			if strings.HasPrefix(a, "utf-8-bom") {
				base = "utf-8-bom"
			}
			if strings.HasSuffix(a, "cp1252-lines") || strings.HasSuffix(b, "cp1252-lines") {
				return base + "+cp1252-lines"
			}
			return base
		}
		return a
	case a == "LF" || a == "CRLF" || a == "CR" || a == "mixed":
		return "mixed"
	}
	return a + "+" + b
}
