package rules

import (
	"go/ast"
	"go/parser"
	"go/token"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestProfilesByName: every name finds its profile, in any case; an
// unknown name is an error that lists the known ones.
func TestProfilesByName(t *testing.T) {
	for _, n := range Names() {
		p, err := ByName(strings.ToUpper(n))
		if err != nil {
			t.Fatalf("ByName(%q): %v", n, err)
		}
		if n != "rrop" && p.Name != n {
			t.Errorf("ByName(%q).Name = %q", n, p.Name)
		}
	}
	if p, _ := ByName("rrop"); !reflect.DeepEqual(p, Standard) {
		t.Error("rrop is not the standard profile")
	}
	_, err := ByName("lenient")
	if err == nil || !strings.Contains(err.Error(), "fr2016") {
		t.Errorf("ByName(lenient) = %v", err)
	}
}

// TestProfilesDifferWhereDocumented: fr2016 departs from standard on D1,
// D2, D3 and D4 only; site on D7 only (README's profile table).
func TestProfilesDifferWhereDocumented(t *testing.T) {
	diff := func(a, b Profile) []string {
		var out []string
		va, vb := reflect.ValueOf(a), reflect.ValueOf(b)
		for i := 0; i < va.NumField(); i++ {
			name := va.Type().Field(i).Name
			if name == "Name" || name == "Description" {
				continue
			}
			if !reflect.DeepEqual(va.Field(i).Interface(), vb.Field(i).Interface()) {
				out = append(out, name)
			}
		}
		return out
	}
	if got, want := diff(Standard, FR2016), []string{"Low27StraightsFlushesCount", "RazzBringInHighest", "MinRaise", "LowFullHouseLowerWins"}; !reflect.DeepEqual(got, want) {
		t.Errorf("standard and fr2016 differ on %v, want %v", got, want)
	}
	if got, want := diff(Standard, SiteOddChips), []string{"OddChips"}; !reflect.DeepEqual(got, want) {
		t.Errorf("standard and site differ on %v, want %v", got, want)
	}
}

// TestClausesAreCitations: every clause constant is in one of the forms
// RULES.md cites (FR-2016 Art.N, RRoP 3.7.N, RULES §N or Dn, CASINO §game).
func TestClausesAreCitations(t *testing.T) {
	form := regexp.MustCompile(`^(FR-2016 Art\.[5-9]( [IV]+)?( [1-9]°)?|RRoP 3\.7\.[1-5](\([a-d]\))?|RULES (§[1-9](\.[1-9])?( \([a-z ]+\))?|D[1-9])|CASINO §[A-Za-z0-9 -]+)$`)
	fset := token.NewFileSet()
	for _, file := range []string{"clauses.go", "profile.go"} {
		f, err := parser.ParseFile(fset, file, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		ast.Inspect(f, func(node ast.Node) bool {
			lit, ok := node.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			s, _ := strconv.Unquote(lit.Value)
			if strings.Contains(s, "§") || strings.Contains(s, "Art.") || strings.HasPrefix(s, "RRoP") || strings.HasPrefix(s, "RULES") {
				n++
				if !form.MatchString(s) {
					t.Errorf("%s: clause %q is not in a form RULES.md cites", fset.Position(lit.Pos()), s)
				}
			}
			return true
		})
		if n == 0 {
			t.Errorf("%s: no clause found", file)
		}
	}
}

// TestClausesListedOnce: every clause is written once, as a constant of
// type Clause (an alias names another constant, never repeats its text),
// so that a finding cannot cite a clause spelt two ways.
func TestClausesListedOnce(t *testing.T) {
	fset := token.NewFileSet()
	seen := map[string]string{}
	for _, file := range []string{"clauses.go", "profile.go"} {
		f, err := parser.ParseFile(fset, file, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, decl := range f.Decls {
			gd, ok := decl.(*ast.GenDecl)
			if !ok || gd.Tok != token.CONST {
				continue
			}
			for _, spec := range gd.Specs {
				vs := spec.(*ast.ValueSpec)
				for i, v := range vs.Values {
					lit, ok := v.(*ast.BasicLit)
					if !ok || lit.Kind != token.STRING {
						continue
					}
					if id, ok := vs.Type.(*ast.Ident); !ok || id.Name != "Clause" {
						continue // not a clause (profile names and the like)
					}
					s, _ := strconv.Unquote(lit.Value)
					name := vs.Names[i].Name
					if other, dup := seen[s]; dup {
						t.Errorf("%s: %s repeats the text of %s (%q): make it an alias", fset.Position(lit.Pos()), name, other, s)
					}
					seen[s] = name
				}
			}
		}
	}
	if len(seen) < 40 {
		t.Errorf("found %d clause constants, want the whole list (more than 40)", len(seen))
	}
}

func TestJoin(t *testing.T) {
	for _, c := range []struct {
		in   []Clause
		sep  string
		want Clause
	}{
		{nil, ", ", ""},
		{[]Clause{D7}, ", ", "RULES D7"},
		{[]Clause{D1, D4}, ", ", "RULES D1, RULES D4"},
		{[]Clause{SplitHiLo, SharedHalves, OddChipHiLo}, "; ", "FR-2016 Art.6 III; RULES §6.3; RRoP 3.7.5(c)"},
	} {
		if got := Join(c.in, c.sep); got != c.want {
			t.Errorf("Join(%q, %q) = %q, want %q", c.in, c.sep, got, c.want)
		}
	}
}
