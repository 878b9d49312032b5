package explain

import (
	_ "embed"
	"fmt"
	"html/template"
	"io"
	"math"
	"strings"

	"github.com/hhcheck/hhcheck/hand"
	"github.com/hhcheck/hhcheck/rules"
)

//go:embed page.html.tmpl
var pageTemplate string

var pageTmpl = template.Must(template.New("page").Funcs(template.FuncMap{
	"w":     func(l Lang, k string) string { return l.w(k) },
	"lower": strings.ToLower,
	"card":  cardHTML,
	"cards": func(cs []string) template.HTML {
		parts := make([]string, len(cs))
		for i, c := range cs {
			parts[i] = string(cardHTML(c))
		}
		return template.HTML(strings.Join(parts, " "))
	},
	"join":        strings.Join,
	"joinClauses": rules.Join,
	"add":         func(a, b int) int { return a + b },
}).Parse(pageTemplate))

// HTML writes the page as one self-contained HTML document: no script, no
// network, inline CSS (print on A4) and SVG. The same page gives the same
// bytes on every run.
func (p *Page) HTML(w io.Writer, l Lang) error {
	return pageTmpl.Execute(w, htmlPage{Page: p, L: l})
}

// htmlPage is what the template sees.
type htmlPage struct {
	*Page
	L Lang
}

func (v htmlPage) Money(m hand.Money) string { return m.Format(v.Hand.Decimals) }

func (v htmlPage) T(name string) string { return v.L.t(name) }

func (v htmlPage) PotName(name string) string { return v.L.potName(name) }

func (v htmlPage) Title() string { return v.L.f("title", v.Hand.ID) }

func (v htmlPage) Verdict() string { return v.verdictLine(v.L) }

func (v htmlPage) What(a Action) string {
	t := textWriter{l: v.L, dec: v.Hand.Decimals}
	return t.what(&a)
}

func (v htmlPage) Half(h string) string {
	t := textWriter{l: v.L}
	return t.halfName(h)
}

func (v htmlPage) StakesText() string {
	s, m := v.Hand.Stakes, v.Money
	var parts []string
	if s.SmallBlind > 0 || s.BigBlind > 0 {
		parts = append(parts, m(s.SmallBlind)+"/"+m(s.BigBlind))
	}
	if s.SmallBet > 0 || s.BigBet > 0 {
		parts = append(parts, m(s.SmallBet)+"/"+m(s.BigBet))
	}
	if s.Ante > 0 {
		parts = append(parts, "ante "+m(s.Ante))
	}
	if s.BringIn > 0 {
		parts = append(parts, "bring-in "+m(s.BringIn))
	}
	return strings.Join(parts, ", ") + " " + v.Hand.Currency
}

var suitGlyph = map[byte]string{'s': "♠", 'h': "♥", 'd': "♦", 'c': "♣"}

// cardHTML shows "Ah" as a rank and a coloured suit.
func cardHTML(c string) template.HTML {
	if len(c) != 2 {
		return template.HTML(template.HTMLEscapeString(c))
	}
	g, ok := suitGlyph[c[1]]
	if !ok {
		return template.HTML(template.HTMLEscapeString(c))
	}
	return template.HTML(fmt.Sprintf(`<span class="card s%c" title="%s">%s%s</span>`, c[1], c, rankText(c[0]), g))
}

func rankText(r byte) string {
	if r == 'T' {
		return "10"
	}
	return string(r)
}

// Table is the picture of the table: an oval with the seats around it, in
// the site's seat order, clockwise from the top.
func (v htmlPage) Table() template.HTML {
	const W, H = 700.0, 352.0
	cx, cy, rx, ry := W/2, H/2, 255.0, 105.0
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %g %g" width="100%%" role="img" aria-label="%s">`, W, H, template.HTMLEscapeString(v.L.w("seats")))
	fmt.Fprintf(&b, `<ellipse cx="%g" cy="%g" rx="%g" ry="%g" fill="#2e7d4f" stroke="#5b3a1a" stroke-width="10"/>`, cx, cy, rx-40, ry-25)
	if len(v.Boards) > 0 {
		for i, bd := range v.Boards {
			y := cy - 11*float64(len(v.Boards)-1) + 22*float64(i) + 5
			fmt.Fprintf(&b, `<rect x="%g" y="%.1f" width="170" height="20" rx="4" fill="#fff"/>`, cx-85, y-15)
			fmt.Fprintf(&b, `<text x="%g" y="%.1f" text-anchor="middle" class="board">%s</text>`, cx, y, svgCards(bd))
		}
	}
	n := len(v.Seats)
	max := v.Hand.MaxSeats
	if max < n {
		max = n
	}
	for i, s := range v.Seats {
		pos := i
		if v.Hand.MaxSeats >= n && s.Number >= 1 && s.Number <= v.Hand.MaxSeats {
			pos = s.Number - 1
		}
		a := -math.Pi/2 + 2*math.Pi*float64(pos)/float64(max)
		x, y := cx+rx*math.Cos(a), cy+(ry+45)*math.Sin(a)
		fmt.Fprintf(&b, `<g class="seat" data-seat="%d"><rect x="%.1f" y="%.1f" width="170" height="50" rx="6" fill="#fff" stroke="#333"/>`, s.Number, x-85, y-25)
		fmt.Fprintf(&b, `<text x="%.1f" y="%.1f" text-anchor="middle" class="name">%d. %s</text>`, x, y-10, s.Number, template.HTMLEscapeString(short(s.Player)))
		fmt.Fprintf(&b, `<text x="%.1f" y="%.1f" text-anchor="middle">%s</text>`, x, y+4, template.HTMLEscapeString(v.Money(s.Stack)))
		if len(s.Cards) > 0 {
			fmt.Fprintf(&b, `<text x="%.1f" y="%.1f" text-anchor="middle" class="cards">%s</text>`, x, y+19, svgCards(s.Cards))
		}
		if s.Button {
			fmt.Fprintf(&b, `<circle cx="%.1f" cy="%.1f" r="10" fill="#fff" stroke="#000"/><text x="%.1f" y="%.1f" text-anchor="middle" class="dealer">D</text>`, x+93, y-18, x+93, y-14)
		}
		b.WriteString(`</g>`)
	}
	b.WriteString(`</svg>`)
	return template.HTML(b.String())
}

func short(s string) string {
	r := []rune(s)
	if len(r) > 16 {
		return string(r[:15]) + "…"
	}
	return s
}

func svgCards(cs []string) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		if len(c) == 2 {
			if g, ok := suitGlyph[c[1]]; ok {
				fill := "#000"
				if c[1] == 'h' || c[1] == 'd' {
					fill = "#c00"
				}
				parts[i] = fmt.Sprintf(`<tspan fill="%s">%s%s</tspan>`, fill, rankText(c[0]), g)
				continue
			}
		}
		parts[i] = template.HTMLEscapeString(c)
	}
	return strings.Join(parts, " ")
}
