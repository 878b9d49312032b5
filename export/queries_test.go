package export_test

import (
	"flag"
	"fmt"
	"math"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the answers in docs/dataset.md")

// answer is a query's result as the doc shows it: a header and rows.
type answer struct {
	cols []string
	rows [][]string
}

func (a answer) markdown() string {
	var b strings.Builder
	b.WriteString("| " + strings.Join(a.cols, " | ") + " |\n|")
	for range a.cols {
		b.WriteString("---|")
	}
	b.WriteString("\n")
	for _, r := range a.rows {
		b.WriteString("| " + strings.Join(r, " | ") + " |\n")
	}
	return b.String()
}

func i64(n int64) string { return strconv.FormatInt(n, 10) }

// pct is DuckDB's round(100.0 * a / b, 2), printed as DuckDB prints a
// double (no trailing zeros).
func pct(a, b int64) string {
	if b == 0 {
		return "NULL"
	}
	return strconv.FormatFloat(math.Round(100*float64(a)/float64(b)*100)/100, 'f', -1, 64)
}

// sortRows orders rows by the given column comparisons.
func sortRows(rows [][]string, less func(a, b []string) bool) {
	sort.SliceStable(rows, func(i, j int) bool { return less(rows[i], rows[j]) })
}

// The ten queries of docs/dataset.md, computed from the tables read back
// with parquet-go. Each function mirrors the SQL shown in the doc.
var queries = map[string]func(d *dataset) answer{
	// Rake by month and stake (the big blind, or the big bet where there
	// is no blind), USD cash games.
	"rake_by_month_and_stake": func(d *dataset) answer {
		type k struct {
			month string
			stake int64
		}
		hands, rake := map[k]int64{}, map[k]int64{}
		for _, h := range d.hands {
			r := h.Row
			if r.Status == "rejected" || r.TournamentID != nil || r.Currency != "USD" || r.StartedAt == nil {
				continue
			}
			stake := r.BigBlind
			if stake == 0 {
				stake = r.BigBet
			}
			key := k{r.StartedAt.UTC().Format("2006-01"), stake}
			hands[key]++
			rake[key] += *r.Rake
		}
		a := answer{cols: []string{"month", "stake", "hands", "rake"}}
		for key := range hands {
			a.rows = append(a.rows, []string{key.month, i64(key.stake), i64(hands[key]), i64(rake[key])})
		}
		sortRows(a.rows, func(x, y []string) bool { return x[0]+pad(x[1]) < y[0]+pad(y[1]) })
		return a
	},
	// Hands by site and status.
	"hands_by_site_and_status": func(d *dataset) answer {
		n := map[[2]string]int64{}
		for _, h := range d.hands {
			site, _, _ := strings.Cut(h.Row.HandKey, "/")
			n[[2]string{site, h.Row.Status}]++
		}
		a := answer{cols: []string{"site", "status", "hands"}}
		for key, v := range n {
			a.rows = append(a.rows, []string{key[0], key[1], i64(v)})
		}
		sortRows(a.rows, func(x, y []string) bool { return x[0]+"\x00"+x[1] < y[0]+"\x00"+y[1] })
		return a
	},
	// Findings per 10k hands by table, the five worst tables.
	"findings_per_10k_by_table": func(d *dataset) answer {
		hands, findings := map[string]int64{}, map[string]int64{}
		for _, h := range d.hands {
			if h.Row.Status == "rejected" {
				continue
			}
			hands[h.Row.TableName]++
			findings[h.Row.TableName] += int64(h.Row.Findings)
		}
		a := answer{cols: []string{"table_name", "hands", "findings", "per_10k"}}
		for t, n := range hands {
			a.rows = append(a.rows, []string{t, i64(n), i64(findings[t]), strconv.FormatFloat(math.Round(10000*float64(findings[t])/float64(n)*10)/10, 'f', -1, 64)})
		}
		sortRows(a.rows, func(x, y []string) bool {
			fx, _ := strconv.ParseFloat(x[3], 64)
			fy, _ := strconv.ParseFloat(y[3], 64)
			if fx != fy {
				return fx > fy
			}
			nx, _ := strconv.Atoi(x[1])
			ny, _ := strconv.Atoi(y[1])
			if nx != ny {
				return nx > ny
			}
			return x[0] < y[0]
		})
		a.rows = a.rows[:min(5, len(a.rows))]
		return a
	},
	// Share of pot portions split between several winners.
	"share_of_pots_split": func(d *dataset) answer {
		var split, all int64
		for _, p := range d.pots {
			all++
			if len(p.Row.Winners) > 1 {
				split++
			}
		}
		return answer{cols: []string{"portions", "split", "pct_split"}, rows: [][]string{{i64(all), i64(split), pct(split, all)}}}
	},
	// Showdown frequency by game.
	"showdown_by_game": func(d *dataset) answer {
		n, sd := map[string]int64{}, map[string]int64{}
		for _, h := range d.hands {
			if h.Row.Status == "rejected" {
				continue
			}
			n[h.Row.Game]++
			if h.Row.Showdown {
				sd[h.Row.Game]++
			}
		}
		a := answer{cols: []string{"game", "hands", "showdowns", "pct_showdown"}}
		for g, v := range n {
			a.rows = append(a.rows, []string{g, i64(v), i64(sd[g]), pct(sd[g], v)})
		}
		sortRows(a.rows, func(x, y []string) bool { return x[0] < y[0] })
		return a
	},
	// Net won by position, USD no-limit hold'em cash games.
	"net_by_position": func(d *dataset) answer {
		ok := map[string]bool{}
		for _, h := range d.hands {
			r := h.Row
			if r.Status != "rejected" && r.Game == "holdem" && r.BettingLimit == "NL" && r.Currency == "USD" && r.TournamentID == nil {
				ok[r.HandKey] = true
			}
		}
		n, net := map[string]int64{}, map[string]int64{}
		for _, s := range d.seats {
			if !ok[s.Row.HandKey] || s.Row.Position == nil {
				continue
			}
			n[*s.Row.Position]++
			net[*s.Row.Position] += s.Row.Net
		}
		a := answer{cols: []string{"position", "seats", "net"}}
		for p, v := range n {
			a.rows = append(a.rows, []string{p, i64(v), i64(net[p])})
		}
		sortRows(a.rows, func(x, y []string) bool { return x[0] < y[0] })
		return a
	},
	// Hands with side pots, by site.
	"side_pots_by_site": func(d *dataset) answer {
		side := map[string]bool{}
		for _, p := range d.pots {
			if p.Row.Pot > 0 {
				side[p.Row.HandKey] = true
			}
		}
		n, s := map[string]int64{}, map[string]int64{}
		for _, h := range d.hands {
			if h.Row.Status == "rejected" {
				continue
			}
			site, _, _ := strings.Cut(h.Row.HandKey, "/")
			n[site]++
			if side[h.Row.HandKey] {
				s[site]++
			}
		}
		a := answer{cols: []string{"site", "hands", "with_side_pot"}}
		for k, v := range n {
			a.rows = append(a.rows, []string{k, i64(v), i64(s[k])})
		}
		sortRows(a.rows, func(x, y []string) bool { return x[0] < y[0] })
		return a
	},
	// All-ins with known cards, by street.
	"all_ins_by_street": func(d *dataset) answer {
		n, known := map[string]int64{}, map[string]int64{}
		for _, s := range d.seats {
			if s.Row.AllInStreet == nil {
				continue
			}
			n[*s.Row.AllInStreet]++
			if s.Row.HoleCards != nil {
				known[*s.Row.AllInStreet]++
			}
		}
		a := answer{cols: []string{"all_in_street", "all_ins", "with_cards"}}
		for k, v := range n {
			a.rows = append(a.rows, []string{k, i64(v), i64(known[k])})
		}
		byCountDesc(a.rows)
		return a
	},
	// Preflop action mix in no-limit hold'em.
	"preflop_actions_nlhe": func(d *dataset) answer {
		ok := map[string]bool{}
		for _, h := range d.hands {
			if h.Row.Game == "holdem" && h.Row.BettingLimit == "NL" {
				ok[h.Row.HandKey] = true
			}
		}
		n := map[string]int64{}
		for _, a := range d.actions {
			if ok[a.Row.HandKey] && a.Row.Street == "preflop" {
				n[a.Row.Kind]++
			}
		}
		a := answer{cols: []string{"kind", "actions"}}
		for k, v := range n {
			a.rows = append(a.rows, []string{k, i64(v)})
		}
		byCountDesc(a.rows)
		return a
	},
	// Hand categories at showdown (high rule).
	"showdown_categories": func(d *dataset) answer {
		n := map[string]int64{}
		for _, s := range d.seats {
			if s.Row.WentToShowdown && s.Row.HighCategory != nil && *s.Row.HighRule == "high" {
				n[*s.Row.HighCategory]++
			}
		}
		a := answer{cols: []string{"high_category", "seats"}}
		for k, v := range n {
			a.rows = append(a.rows, []string{k, i64(v)})
		}
		byCountDesc(a.rows)
		return a
	},
}

// byCountDesc orders rows by their second column (a count), largest
// first, then by the first: ORDER BY count DESC, name.
func byCountDesc(rows [][]string) {
	sortRows(rows, func(x, y []string) bool {
		nx, _ := strconv.Atoi(x[1])
		ny, _ := strconv.Atoi(y[1])
		return nx > ny || nx == ny && x[0] < y[0]
	})
}

func pad(s string) string { return fmt.Sprintf("%020s", s) }

var answerBlock = regexp.MustCompile(`(?s)<!-- answer ([a-z0-9_]+) -->\n(.*?)<!-- end -->`)

// TestDocQueries computes the answers of docs/dataset.md's queries from
// the dataset of testdata/histories and compares them with the doc
// (go test ./export -run TestDocQueries -update rewrites them).
func TestDocQueries(t *testing.T) {
	const doc = "../docs/dataset.md"
	text, err := os.ReadFile(doc)
	if err != nil {
		t.Fatal(err)
	}
	_, _, d := runDataset(t, "../testdata/histories")
	seen := map[string]bool{}
	out := answerBlock.ReplaceAllStringFunc(string(text), func(block string) string {
		m := answerBlock.FindStringSubmatch(block)
		q, ok := queries[m[1]]
		if !ok {
			t.Errorf("doc shows an answer to unknown query %q", m[1])
			return block
		}
		seen[m[1]] = true
		got := q(d).markdown()
		if got != m[2] && !*update {
			t.Errorf("query %s: the doc shows\n%s\nthe tables give\n%s", m[1], m[2], got)
		}
		return "<!-- answer " + m[1] + " -->\n" + got + "<!-- end -->"
	})
	for name := range queries {
		if !seen[name] {
			t.Errorf("query %s has no answer in the doc", name)
		}
	}
	if len(queries) < 10 {
		t.Errorf("%d queries, the doc promises ten", len(queries))
	}
	if *update && out != string(text) {
		if err := os.WriteFile(doc, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
