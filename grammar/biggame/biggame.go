// Package biggame reads the hands of The Big Game (PokerStars' TV cash
// game, 2009–2010) as its web site published them: per hand, a line
// naming the hand's script and the script's one call, whose argument is a
// JavaScript object literal (unquoted keys):
//
//	URL: http://thebiggame.pokerstars.net/data/s1/w3/d1/d3h1.js
//	LoadHand({Hand:{Title:"d3h1",NumberOfSeats:6,PotSize:0,BigBlind:400,SmallBlind: 200,Ante:600,CurrentBet:0,Dealer:4,CardsOut:[],Players: [{Name:"N. MAGNUS",Seat:1,Stack:100000,Cards:["dk","cq"],CurrentBet:0},...]},Plays:[{Seat:1,Action:"Raises To",value:1300},...,{Seat:0,Action:"Deal",value:["sq","d2","s2"]},...,{Seat:3,Action:"Wins",value:7000}]})
//
// The literal is read by one small participle grammar (objects, arrays,
// strings, numbers) and then shaped into the site AST (Record), which
// keeps the numbers as written: amounts are the mapping's to convert.
// A key the AST does not know is an error, so that a change of the
// format is seen rather than skipped.
package biggame

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// Prefix starts the first line of every hand: "URL: http://thebiggame...".
const Prefix = "URL: http://thebiggame"

// CallPrefix starts the line that holds the hand.
const CallPrefix = "LoadHand("

// URL is what the first line names: the episode's path, the part of the
// episode and the hand's script ("s1/w3", "d1", "d3h1" of
// ".../data/s1/w3/d1/d3h1.js").
type URL struct {
	Episode string
	Part    string
	Script  string
}

// ParseURL reads "URL: http://thebiggame.pokerstars.net/data/s1/w3/d1/d3h1.js".
func ParseURL(line string) (URL, error) {
	rest, ok := strings.CutPrefix(line, "URL: ")
	if !ok || !strings.HasPrefix(rest, "http://thebiggame") {
		return URL{}, fmt.Errorf("want %q", Prefix+"...")
	}
	_, path, ok := strings.Cut(rest, "/data/")
	path, js := strings.CutSuffix(path, ".js")
	i := strings.LastIndexByte(path, '/')
	if !ok || !js || i <= 0 || i == len(path)-1 || strings.ContainsAny(path, " \t") {
		return URL{}, fmt.Errorf("%q: want .../data/EPISODE/HAND.js", rest)
	}
	dir := path[:i]
	j := strings.LastIndexByte(dir, '/')
	if j <= 0 {
		return URL{}, fmt.Errorf("%q: want .../data/SEASON/WEEK/PART/HAND.js", rest)
	}
	return URL{Episode: dir[:j], Part: dir[j+1:], Script: path[i+1:]}, nil
}

// Record is one hand: the table before the first action and the plays in
// their order.
type Record struct {
	Hand  Table
	Plays []Play
}

// Table is the "Hand" object.
type Table struct {
	Title         string
	NumberOfSeats int
	PotSize       string
	BigBlind      string
	SmallBlind    string
	Ante          string
	CurrentBet    string
	Dealer        int
	CardsOut      []string
	Players       []Player
}

// Player is one seat of "Players".
type Player struct {
	Name       string
	Seat       int
	Stack      string
	Cards      []string // suit then rank: "h9", "dk", "ct"; empty when not shown
	CurrentBet string
}

// Play is one element of "Plays": a seat's action ("Folds", "Raises To"
// with value the total, ...) or, seat 0, a deal of board cards (Cards).
type Play struct {
	Seat   int
	Action string
	Value  string   // a number; "" when not written
	Cards  []string // "Deal": the cards
	HasArr bool     // value was a list (a deal)
}

// The literal's grammar: a value is an object, a list, a string or a
// number.

var lex = lexer.MustSimple([]lexer.SimpleRule{
	{Name: "String", Pattern: `"(?:[^"\\]|\\.)*"`},
	{Name: "Number", Pattern: `-?[0-9]+(?:\.[0-9]+)?`},
	{Name: "Ident", Pattern: `[A-Za-z_][A-Za-z0-9_]*`},
	{Name: "Punct", Pattern: `[{}\[\]():,]`},
	{Name: "Space", Pattern: `[ \t]+`},
})

type gCall struct {
	Arg *gObject `parser:"'LoadHand' '(' @@ ')' ';'?"`
}

type gObject struct {
	Fields []*gField `parser:"'{' (@@ (',' @@)*)? '}'"`
}

type gField struct {
	Key   string  `parser:"@Ident ':'"`
	Value *gValue `parser:"@@"`
}

type gValue struct {
	Object *gObject `parser:"  @@"`
	List   *gList   `parser:"| @@"`
	Str    *string  `parser:"| @String"`
	Num    *string  `parser:"| @Number"`
}

type gList struct {
	Items []*gValue `parser:"'[' (@@ (',' @@)*)? ']'"`
}

var pCall = participle.MustBuild[gCall](participle.Lexer(lex), participle.Elide("Space"), participle.Unquote("String"))

// ParseCall reads the "LoadHand({...})" line.
func ParseCall(line string) (*Record, error) {
	g, err := pCall.ParseString("", line)
	if err != nil {
		return nil, err
	}
	var r Record
	err = fields(g.Arg, "hand", map[string]func(*gValue) error{
		"Hand": func(v *gValue) error { return table(v, &r.Hand) },
		"Plays": func(v *gValue) error {
			return each(v, "Plays", func(o *gObject) error {
				var p Play
				if err := play(o, &p); err != nil {
					return err
				}
				r.Plays = append(r.Plays, p)
				return nil
			})
		},
	})
	if err != nil {
		return nil, err
	}
	return &r, nil
}

func table(v *gValue, t *Table) error {
	if v.Object == nil {
		return fmt.Errorf("the Hand key: want an object")
	}
	return fields(v.Object, "Hand", map[string]func(*gValue) error{
		"Title":         str(&t.Title),
		"NumberOfSeats": integer(&t.NumberOfSeats),
		"PotSize":       num(&t.PotSize),
		"BigBlind":      num(&t.BigBlind),
		"SmallBlind":    num(&t.SmallBlind),
		"Ante":          num(&t.Ante),
		"CurrentBet":    num(&t.CurrentBet),
		"Dealer":        integer(&t.Dealer),
		"CardsOut":      strs(&t.CardsOut),
		"Players": func(v *gValue) error {
			return each(v, "Players", func(o *gObject) error {
				var p Player
				err := fields(o, "player", map[string]func(*gValue) error{
					"Name": str(&p.Name), "Seat": integer(&p.Seat), "Stack": num(&p.Stack),
					"Cards": strs(&p.Cards), "CurrentBet": num(&p.CurrentBet),
				})
				t.Players = append(t.Players, p)
				return err
			})
		},
	})
}

func play(o *gObject, p *Play) error {
	return fields(o, "play", map[string]func(*gValue) error{
		"Seat":   integer(&p.Seat),
		"Action": str(&p.Action),
		"value": func(v *gValue) error {
			if v.List != nil {
				p.HasArr = true
				return strs(&p.Cards)(v)
			}
			return num(&p.Value)(v)
		},
	})
}

// fields fills an object's keys by their readers; an unknown or repeated
// key is an error.
func fields(o *gObject, what string, read map[string]func(*gValue) error) error {
	seen := map[string]bool{}
	for _, f := range o.Fields {
		r, ok := read[f.Key]
		if !ok {
			return fmt.Errorf("%s: unknown key %q", what, f.Key)
		}
		if seen[f.Key] {
			return fmt.Errorf("%s: key %q twice", what, f.Key)
		}
		seen[f.Key] = true
		if err := r(f.Value); err != nil {
			return fmt.Errorf("%s.%s: %w", what, f.Key, err)
		}
	}
	return nil
}

func each(v *gValue, what string, fn func(*gObject) error) error {
	if v.List == nil {
		return fmt.Errorf("%s: want a list", what)
	}
	for i, it := range v.List.Items {
		if it.Object == nil {
			return fmt.Errorf("%s[%d]: want an object", what, i)
		}
		if err := fn(it.Object); err != nil {
			return fmt.Errorf("%s[%d]: %w", what, i, err)
		}
	}
	return nil
}

func str(dst *string) func(*gValue) error {
	return func(v *gValue) error {
		if v.Str == nil {
			return fmt.Errorf("want a string")
		}
		*dst = *v.Str
		return nil
	}
}

func num(dst *string) func(*gValue) error {
	return func(v *gValue) error {
		if v.Num == nil {
			return fmt.Errorf("want a number")
		}
		*dst = *v.Num
		return nil
	}
}

func integer(dst *int) func(*gValue) error {
	return func(v *gValue) error {
		if v.Num == nil {
			return fmt.Errorf("want a whole number")
		}
		n, err := strconv.Atoi(*v.Num)
		if err != nil {
			return fmt.Errorf("want a whole number: %w", err)
		}
		*dst = n
		return nil
	}
}

func strs(dst *[]string) func(*gValue) error {
	return func(v *gValue) error {
		if v.List == nil {
			return fmt.Errorf("want a list")
		}
		out := make([]string, 0, len(v.List.Items))
		for _, it := range v.List.Items {
			if it.Str == nil {
				return fmt.Errorf("want a list of strings")
			}
			out = append(out, *it.Str)
		}
		*dst = out
		return nil
	}
}
