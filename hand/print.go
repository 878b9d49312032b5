package hand

import (
	"fmt"
	"io"
	"reflect"
	"sort"
	"strings"
	"time"
)

// Fprint writes h as indented text, one field a line, leaving out zero
// fields, the way go/ast.Fprint shows a syntax tree: what the parser made
// of a history, for golden files and for reading. Values with a String
// method print through it (cards "Ah", streets "flop"); times in RFC 3339
// UTC. The form is stable: two equal hands print the same bytes.
func Fprint(w io.Writer, h *Hand) error {
	p := printer{w: w}
	p.value(reflect.ValueOf(h).Elem(), 0)
	return p.err
}

type printer struct {
	w   io.Writer
	err error
}

func (p *printer) line(depth int, format string, args ...any) {
	if p.err != nil {
		return
	}
	_, p.err = fmt.Fprintf(p.w, "%s"+format+"\n", append([]any{strings.Repeat("  ", depth)}, args...)...)
}

var (
	stringerType = reflect.TypeOf((*fmt.Stringer)(nil)).Elem()
	timeType     = reflect.TypeOf(time.Time{})
)

// scalar returns the one-line form of v, or false when v has fields or
// elements of its own.
func scalar(v reflect.Value) (string, bool) {
	if v.Type() == timeType {
		return v.Interface().(time.Time).UTC().Format(time.RFC3339), true
	}
	if v.Type().Implements(stringerType) && v.Kind() != reflect.Struct {
		return v.Interface().(fmt.Stringer).String(), true
	}
	switch v.Kind() {
	case reflect.String:
		return fmt.Sprintf("%q", v.String()), true
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return fmt.Sprint(v.Interface()), true
	case reflect.Slice, reflect.Array:
		// a list of scalars on one line: cards, seat numbers
		if v.Len() > 0 {
			if _, ok := scalar(v.Index(0)); !ok {
				return "", false
			}
		}
		parts := make([]string, v.Len())
		for i := range parts {
			parts[i], _ = scalar(v.Index(i))
		}
		return "[" + strings.Join(parts, " ") + "]", true
	}
	return "", false
}

func (p *printer) value(v reflect.Value, depth int) {
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			p.value(v.Elem(), depth)
		}
	case reflect.Struct:
		t := v.Type()
		for i := 0; i < t.NumField(); i++ {
			f := v.Field(i)
			if !t.Field(i).IsExported() || f.IsZero() {
				continue
			}
			if s, ok := scalar(f); ok {
				p.line(depth, "%s: %s", t.Field(i).Name, s)
				continue
			}
			if f.Kind() == reflect.Map {
				p.line(depth, "%s:", t.Field(i).Name)
				keys := f.MapKeys()
				names := make([]string, len(keys))
				for k := range keys {
					names[k] = fmt.Sprint(keys[k].Interface())
				}
				idx := make(map[string]reflect.Value, len(keys))
				for k := range keys {
					idx[names[k]] = keys[k]
				}
				sort.Strings(names)
				for _, n := range names {
					if s, ok := scalar(f.MapIndex(idx[n])); ok {
						p.line(depth+1, "%s: %s", n, s)
					} else {
						p.line(depth+1, "%s:", n)
						p.value(f.MapIndex(idx[n]), depth+2)
					}
				}
				continue
			}
			p.line(depth, "%s:", t.Field(i).Name)
			p.value(f, depth+1)
		}
	case reflect.Slice, reflect.Array:
		for i := 0; i < v.Len(); i++ {
			if s, ok := scalar(v.Index(i)); ok {
				p.line(depth, "%d: %s", i, s)
				continue
			}
			p.line(depth, "%d:", i)
			p.value(v.Index(i), depth+1)
		}
	default:
		if s, ok := scalar(v); ok {
			p.line(depth, "%s", s)
		}
	}
}
