package pokerstars

import (
	"fmt"
	"strings"

	"github.com/hhcheck/hhcheck/grammar/scan"
	"github.com/hhcheck/hhcheck/grammar/textgram"
)

// Header is the first line of a hand, amounts and dates still as text.
type Header struct {
	Site              string // "PokerStars" or "Full Tilt Poker"
	Zoom              bool   // "PokerStars Zoom Hand", "Zoom Tournament #"
	Club              string // Home Games: "hhcheck Club" of "{hhcheck Club}"
	HandID            string
	Tournament        string   // tournament number; "" for cash
	BuyIn             []string // "$10", "$1" of "$10+$1"; empty for freerolls and cash
	Freeroll          bool
	Mixed             string // "8-Game" of "8-Game (7 Card Stud Hi/Lo Limit, ...)"
	Game              string // "Hold'em No Limit", "7 CARD STUD HI/LO LIMIT"
	Level             string // "IV"
	Round             string // "Match Round I"
	Small, Big        string // blinds or fixed-limit bets
	Cap               string // "$20" of "$20 Cap"
	ButtonBlind, Ante string
	Currency          string // ISO code when written ("USD")
	Time              Stamp  // the first date
	AltTime           Stamp  // the bracketed "[2010/06/07 15:13:12 ET]", if any
}

// Stamp is a date as written: "2018/03/28 19:38:18 CET".
type Stamp struct {
	Y    string `parser:"@Num '/'"`
	M    string `parser:"@Num '/'"`
	D    string `parser:"@Num '-'?"`
	H    string `parser:"@Num ':'"`
	Min  string `parser:"@Num ':'"`
	S    string `parser:"@Num '('?"`
	Zone string `parser:"@Word? ')'?"`
}

type dates struct {
	Time Stamp  `parser:"@@"`
	Alt  *Stamp `parser:"('[' @@ ']')?"`
}

type stakes struct {
	Small string `parser:"@Num '/'"`
	Big   string `parser:"@Num"`
	Code  string `parser:"@Word?"`
}

type capStakes struct {
	Small string `parser:"@Num '/'"`
	Big   string `parser:"@Num '-'"`
	Cap   string `parser:"@Num 'Cap' '-'"`
	Code  string `parser:"@Word?"`
}

type buttonStakes struct {
	Button string `parser:"'Button' 'Blind' @Num '-'"`
	Ante   string `parser:"'Ante' @Num"`
	Code   string `parser:"@Word?"`
}

type levelBlinds struct {
	Small string `parser:"'(' @Num '/'"`
	Big   string `parser:"@Num ')'"`
}

type buyIn struct {
	Parts []string `parser:"@Num ('+' @Num)*"`
}

var (
	pDates        = textgram.Before[dates]()
	pStakes       = textgram.Before[stakes]()
	pCapStakes    = textgram.Before[capStakes]()
	pButtonStakes = textgram.Before[buttonStakes]()
	pLevelBlinds  = textgram.Before[levelBlinds]()
	pBuyIn        = textgram.Before[buyIn]()
)

// ParseHeader parses a hand's first line. The line is cut into its parts
// (site, id, game, stakes, date) by a byte scan; each part has its own flat
// grammar.
//
// Shapes read (PokerStars over the years): cash "GAME (STAKES)", mixed
// "MIX (GAME, STAKES)", split limits "Hold'em Pot Limit Pre-Flop, No Limit
// Post-Flop (STAKES)" (the game text keeps both limits), Home Games
// "{Club Name} " before the body, tournaments "[Zoom ]Tournament #N, BUYIN
// [CODE] GAME - [Match Round I, ]Level X (a/b)" with buy-ins in money
// ("$3.00+$0.30"), player points ("50FPP", "1FPP"), site coins ("250 SC"),
// plain numbers in home games ("100+9"), "Freeroll", and tournament games
// named with their mix ("8-Game (Triple Draw 2-7 Lowball Limit)",
// "Mixed Hold'em (Hold'em No Limit)"). A non-breaking space (cp1252 0xA0)
// counts as a space.
func ParseHeader(line string) (*Header, error) {
	return (&Header{}).read(line)
}

// ReadHeader is ParseHeader into h, which it overwrites whole: a mapping
// that reads every hand's header into the same Header allocates none. On
// an error h is left partly filled.
func ReadHeader(h *Header, line string) error {
	*h = Header{}
	_, err := h.read(line)
	return err
}

// ReadHeaderHead is the first half of ReadHeader: it overwrites h whole
// and reads the site, hand number and dates into it, and returns the
// header's body, the text between the hand number's ": " and the dates'
// " - " that ReadHeaderBody reads (game, stakes, tournament, level, club).
// ReadHeaderHead then ReadHeaderBody of its body is ReadHeader, errors
// included; a caller that has the fields of a body already (a file's
// hands repeat theirs) need not read it again.
func ReadHeaderHead(h *Header, line string) (body string, err error) {
	*h = Header{}
	return h.head(line)
}

// ReadHeaderBody reads a body ReadHeaderHead returned into h.
func ReadHeaderBody(h *Header, body string) error { return h.body(body) }

// read is ParseHeader into h (empty), returning h or nil as ParseHeader.
func (h *Header) read(line string) (*Header, error) {
	body, err := h.head(line)
	if err != nil {
		return nil, err
	}
	if err := h.body(body); err != nil {
		return h, err
	}
	return h, nil
}

// head reads the site, hand number and dates of line into h and returns
// its body (ReadHeaderHead).
func (h *Header) head(line string) (string, error) {
	// the non-breaking space's first byte first: IndexByte's scan costs
	// less than Contains' of two bytes, and finds none in most headers
	if strings.IndexByte(line, 0xC2) >= 0 && strings.Contains(line, "\u00a0") {
		line = strings.ReplaceAll(line, "\u00a0", " ")
	}
	hash := indexSpaced(line, '#', false)
	colon := strings.IndexByte(line, ':')
	if hash < 0 || colon < hash {
		return "", fmt.Errorf("no hand number")
	}
	words := line[:hash]
	switch {
	case strings.HasPrefix(words, "PokerStars"):
		h.Site = "PokerStars"
	case strings.HasPrefix(words, "Full Tilt"):
		h.Site = "Full Tilt Poker" // the site's one name (parse/fulltilt.go registers it), whatever its format
	default:
		return "", fmt.Errorf("unknown site %q", words)
	}
	h.Zoom = strings.Contains(words, " Zoom ")
	h.HandID = line[hash+2 : colon]
	if !scan.Digits(h.HandID) {
		return "", fmt.Errorf("bad hand number %q", h.HandID)
	}
	body := strings.TrimLeft(line[colon+1:], " ")
	// The date starts at the first " - " followed by a year.
	d := -1
	for off := 0; ; {
		i := indexSpaced(body[off:], '-', true)
		if i < 0 {
			break
		}
		i += off
		if j := i + 3; j+5 <= len(body) && scan.Digits(body[j:j+4]) && body[j+4] == '/' {
			d = i
			break
		}
		off = i + 3
	}
	if d < 0 {
		return "", fmt.Errorf("no date")
	}
	var ok bool
	if UseFastPaths {
		h.Time, h.AltTime, ok = fastDates(body[d+3:])
	}
	if !ok {
		ds, err := pDates.ParseString("", body[d+3:])
		if err != nil {
			return "", fmt.Errorf("date: %v", err)
		}
		h.Time = ds.Time
		if ds.Alt != nil {
			h.AltTime = *ds.Alt
		}
	}
	return body[:d], nil
}

// indexSpaced is strings.Index(s, " "+c) (" #"), or strings.Index(s, "
// "+c+" ") (" - ") when spaced, by IndexByte of c: the first c with a
// space before it (and after it, spaced) is where the first such text
// starts.
func indexSpaced(s string, c byte, spaced bool) int {
	for off := 0; ; {
		j := strings.IndexByte(s[off:], c)
		if j < 0 {
			return -1
		}
		j += off
		if j > 0 && s[j-1] == ' ' && (!spaced || j+1 < len(s) && s[j+1] == ' ') {
			return j - 1
		}
		off = j + 1
	}
}

// body reads a header's body (head's) into h: the club, the game and
// stakes of a cash game, a tournament's fields.
func (h *Header) body(body string) error {
	if strings.HasPrefix(body, "{") {
		// Home Games: "{Club Name}" before the game
		e := strings.IndexByte(body, '}')
		if e < 0 {
			return fmt.Errorf("unclosed club name")
		}
		h.Club = body[1:e]
		body = strings.TrimLeft(body[e+1:], " ")
	}
	if strings.HasPrefix(body, "Zoom Tournament #") {
		h.Zoom = true
		body = body[len("Zoom "):]
	}
	if strings.HasPrefix(body, "Tournament #") || strings.HasPrefix(body, "TOURNAMENT #") {
		return h.tourney(body[len("Tournament #"):])
	}
	return h.cash(body)
}

func (h *Header) cash(body string) error {
	p := strings.Index(body, " (")
	if p < 0 || body[len(body)-1] != ')' {
		return fmt.Errorf("no stakes")
	}
	h.Game = body[:p]
	in := body[p+2 : len(body)-1]
	if strings.HasSuffix(h.Game, "-Game") || strings.HasPrefix(h.Game, "Mixed ") || isMixedName(h.Game) {
		c := strings.LastIndex(in, ", ")
		if c < 0 {
			return fmt.Errorf("mixed game without its game")
		}
		h.Mixed, h.Game, in = h.Game, in[:c], in[c+2:]
	}
	switch {
	case strings.HasPrefix(in, "Button Blind "):
		s, err := pButtonStakes.ParseString("", in)
		if err != nil {
			return err
		}
		h.ButtonBlind, h.Ante, h.Currency = s.Button, s.Ante, s.Code
	case strings.Contains(in, " Cap "):
		s, err := pCapStakes.ParseString("", in)
		if err != nil {
			return err
		}
		h.Small, h.Big, h.Cap, h.Currency = s.Small, s.Big, s.Cap, s.Code
	default:
		var s stakes
		ok := false
		if UseFastPaths {
			s, ok = fastStakes(in)
		}
		if !ok {
			p, err := pStakes.ParseString("", in)
			if err != nil {
				return err
			}
			s = *p
		}
		h.Small, h.Big, h.Currency = s.Small, s.Big, s.Code
	}
	return nil
}

func isMixedName(s string) bool {
	switch s {
	case "HORSE", "HOSE", "Mixed NLH/PLO", "Mixed PLH/PLO", "Triple Stud", "8-Game", "Hold'em Mixed", "Omaha H/L Mixed", "Omaha Mixed":
		return true
	}
	return false
}

func (h *Header) tourney(body string) error {
	c := strings.IndexByte(body, ',')
	if c < 0 {
		return fmt.Errorf("no tournament number")
	}
	h.Tournament = body[:c]
	body = strings.TrimLeft(body[c+1:], " ")
	// "[BUYIN] [CODE] GAME - [Match Round I, ]Level X (a/b)"
	lv := -1
	for _, sep := range [...]string{" - Level ", " - LEVEL ", " - Match Round "} {
		if i := strings.Index(body, sep); i >= 0 && (lv < 0 || i < lv) {
			lv = i
		}
	}
	if lv < 0 {
		return fmt.Errorf("no level")
	}
	level := body[lv+3:]
	body = body[:lv]
	if strings.HasPrefix(level, "Match Round ") {
		c := strings.Index(level, ", ")
		if c < 0 {
			return fmt.Errorf("bad match round")
		}
		h.Round, level = level[:c], level[c+2:]
	}
	sp := strings.IndexByte(level, ' ')
	if sp < 0 {
		return fmt.Errorf("bad level")
	}
	level = level[sp+1:]
	p := strings.Index(level, " (")
	if p < 0 {
		return fmt.Errorf("no level blinds")
	}
	h.Level = level[:p]
	lb, ok := (*levelBlinds)(nil), false
	if UseFastPaths {
		lb, ok = fastLevelBlinds(level[p+1:])
	}
	if !ok {
		var err error
		if lb, err = pLevelBlinds.ParseString("", level[p+1:], trailing); err != nil {
			return err
		}
	}
	h.Small, h.Big = lb.Small, lb.Big
	// buy-in tokens, then an ISO code, then the game.
	for body != "" {
		tok, rest, _ := strings.Cut(body, " ")
		switch {
		case tok == "Freeroll":
			h.Freeroll = true
		case tok == "":
		case len(h.BuyIn) == 0 && isBuyIn(tok, rest):
			if pts := strings.TrimSuffix(tok, "FPP"); pts != tok {
				// player points: "50FPP"
				h.BuyIn, h.Currency = []string{pts}, "FPP"
				break
			}
			if parts, ok := fastBuyIn(tok); ok {
				h.BuyIn = parts
				break
			}
			b, err := pBuyIn.ParseString("", tok)
			if err != nil {
				return fmt.Errorf("buy-in: %v", err)
			}
			h.BuyIn = b.Parts
		case (tok == "SC" || tok == "FPP") && len(h.BuyIn) > 0 && h.Currency == "" && rest != "":
			h.Currency = tok // site coins or player points: "250 SC"
		case len(tok) == 3 && isUpperWord(tok) && h.Currency == "" && rest != "":
			h.Currency = tok
		default:
			h.Game = body
			if p := strings.Index(body, " ("); p > 0 && body[len(body)-1] == ')' {
				// the mix, then the game of the hand: "8-Game (Razz Limit)"
				h.Mixed, h.Game = body[:p], body[p+2:len(body)-1]
			}
			return nil
		}
		body = rest
	}
	return fmt.Errorf("no game")
}

// isBuyIn reports whether tok (followed by rest) is a tournament buy-in:
// money ("$3.00+$0.30", "€10", "₹90+₹10"), plain numbers ("100+9", "250"
// before "SC") or player points ("50FPP"); not the first word of a game
// ("6+ Hold'em", "5 Card Omaha").
func isBuyIn(tok, rest string) bool {
	if strings.ContainsAny(tok, "$€£") || strings.HasPrefix(tok, "₹") {
		return true
	}
	if strings.HasPrefix(rest, "Card ") || strings.HasPrefix(rest, "CARD ") {
		return false
	}
	tok = strings.TrimSuffix(tok, "FPP")
	for _, part := range strings.Split(tok, "+") {
		if !isAmount(part) {
			return false
		}
	}
	return true
}

// isAmount: digits with thousands commas or a decimal point inside.
func isAmount(s string) bool {
	if s == "" || !textgram.IsDigit(s[0]) || !textgram.IsDigit(s[len(s)-1]) {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !textgram.IsDigit(s[i]) && s[i] != ',' && s[i] != '.' {
			return false
		}
	}
	return true
}
