package main

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/hhcheck/hhcheck/internal/audit"
	"github.com/hhcheck/hhcheck/internal/buildinfo"
	"github.com/hhcheck/hhcheck/internal/explain"
	"github.com/hhcheck/hhcheck/rules"
	"github.com/hhcheck/hhcheck/verify"
)

func newExplainCmd() *cobra.Command {
	var id, profile, format, out, lang, file string
	var line int
	cmd := &cobra.Command{
		Use:   "explain PATH... --hand ID [--format text|html|json] [--out FILE] [--lang en|fr]",
		Short: "Replay one hand step by step and say who should have won, and by which rule",
		Long: `Finds hand ID under the given files and directories and writes the seats
and cards, every action with the stack and pot after it, the boards, the pots
built from the contributions, each pot's decision (hands, winners, shares,
odd chips) with the clause applied and its text, what the rules pay against
what the site paid, the findings (the cross-hand checks against the previous
hand of the table included, as verify makes them) and the evidence (file,
sha256, the hand's lines, version, the command that reproduces the page).
--format html writes one self-contained page that prints on A4; json the
same content (docs/explain.md). When the id is found more than once, the
places are listed: choose one with --file and/or --line.

Exit status: 0 the hand is clean, 1 it has discrepancies or cannot be read,
2 usage or I/O error (hand not found, or found more than once).`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			prof, err := rules.ByName(profile)
			if err != nil {
				return err
			}
			l, err := explain.ParseLang(lang)
			if err != nil {
				return err
			}
			if !slices.Contains(explain.Formats, format) {
				return fmt.Errorf("unknown format %q (%s)", format, strings.Join(explain.Formats, ", "))
			}
			if out != "" {
				for _, a := range args {
					if isInput(out, a) {
						return fmt.Errorf("--out %s is an input (under %s)", out, a)
					}
				}
			}
			found, ferrs := audit.FindAll(args, id)
			var pick []audit.Found
			for _, f := range found {
				if (file == "" || f.File == file) && (line == 0 || f.Line == line) {
					pick = append(pick, f)
				}
			}
			switch {
			case len(pick) == 0 && len(found) > 0:
				return fmt.Errorf("hand %s is not at --file %q --line %d; it is at %s", id, file, line, places(found))
			case len(pick) == 0:
				return audit.NotFound(id, ferrs)
			case len(pick) > 1:
				return fmt.Errorf("hand %s is found %d times: %s; choose one with --file and --line", id, len(pick), places(pick))
			}
			f := pick[0]
			if f.Err != nil {
				fmt.Fprintln(cmd.ErrOrStderr(), "hhcheck: the hand cannot be read:", f.Err)
				return exitCode(exitFindings)
			}
			if out != "" && sameFile(out, f.File) {
				return fmt.Errorf("--out %s is the input", out)
			}
			page := explain.Build(explain.Input{Hand: f.Hand, Prev: f.Prev, SHA256: f.SHA256, Encoding: f.Encoding,
				LineEnding: f.LineEnding, Text: f.Text, Version: buildinfo.String(),
				Command: reproduce(args, f, len(found) > 1, id, format, lang, profile)}, verify.Options{Profile: prof})
			if out != "" {
				err = page.WriteFile(out, format, l)
			} else {
				err = page.Render(cmd.OutOrStdout(), format, l)
			}
			if err != nil {
				return err
			}
			if !page.Verdict.Clean {
				return exitCode(exitFindings)
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&id, "hand", "", "the site's hand `ID` (required)")
	cmd.Flags().StringVar(&profile, "profile", "standard", "rule profile: standard (alias rrop), fr2016, site")
	cmd.Flags().StringVar(&format, "format", "text", "output `FORMAT`: text, html or json")
	cmd.Flags().StringVar(&out, "out", "", "write to `FILE` (atomically, 0644) instead of stdout")
	cmd.Flags().StringVar(&lang, "lang", "en", "language of the page's words: en or fr (clause quotes stay in their own language)")
	cmd.Flags().StringVar(&file, "file", "", "when the id is found in several files: the `FILE` to use, as listed")
	cmd.Flags().IntVar(&line, "line", 0, "when the id is found several times: the `LINE` of the hand's first line")
	_ = cmd.MarkFlagRequired("hand")
	return cmd
}

func sameFile(a, b string) bool {
	sa, err1 := os.Stat(a)
	sb, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(sa, sb)
}

// isInput: the existing file out is the input path or under the input
// directory path, so writing it would destroy a history.
func isInput(out, path string) bool {
	if sameFile(out, path) {
		return true
	}
	st, err := os.Stat(path)
	if err != nil || !st.IsDir() {
		return false
	}
	if _, err := os.Stat(out); err != nil {
		return false // a new file
	}
	ao, err1 := filepath.Abs(out)
	ad, err2 := filepath.Abs(path)
	if r, err := filepath.EvalSymlinks(ao); err == nil {
		ao = r
	}
	if r, err := filepath.EvalSymlinks(ad); err == nil {
		ad = r
	}
	return err1 == nil && err2 == nil && strings.HasPrefix(ao, ad+string(filepath.Separator))
}

func places(fs []audit.Found) string {
	s := make([]string, len(fs))
	for i, f := range fs {
		s[i] = f.File + ":" + strconv.Itoa(f.Line)
	}
	return strings.Join(s, ", ")
}

// reproduce is the command line that gives the same page again: the file
// the hand was read from (the archive for a zip entry, with --file), the
// choice made among several places, and every option that changes the
// page (not --out).
func reproduce(args []string, f audit.Found, several bool, id, format, lang, profile string) string {
	path := f.File
	if _, err := os.Stat(path); err != nil { // a zip entry: "archive.zip/entry"
		for _, a := range args {
			if strings.HasPrefix(f.File, a) {
				path = a
			}
		}
	}
	c := []string{"hhcheck", "explain", shellQuote(path), "--hand", shellQuote(id)}
	if path != f.File {
		c = append(c, "--file", shellQuote(f.File))
	}
	if several {
		c = append(c, "--line", strconv.Itoa(f.Line))
	}
	c = append(c, "--format", format)
	if lang != "en" {
		c = append(c, "--lang", lang)
	}
	if profile != "standard" {
		c = append(c, "--profile", profile)
	}
	return strings.Join(c, " ")
}

func shellQuote(s string) string {
	if s != "" && strings.Trim(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:+,") == "" {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
