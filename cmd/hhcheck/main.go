package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/hhcheck/hhcheck/internal/audit"
	"github.com/hhcheck/hhcheck/internal/buildinfo"
)

// Exit codes (audit.Summary.Verdict for verify): 0 clean, 1 findings or
// anything not verified, 2 usage or I/O error.
const (
	exitClean    = audit.ExitClean
	exitFindings = audit.ExitFindings
	exitError    = audit.ExitError
)

// commandLine is the command being run, for the outputs' metadata.
var commandLine []string

// runInfo records what produced a run's outputs: version, revision, the
// command line and a run id (start time and process id).
func runInfo(args []string) audit.RunInfo {
	bi := buildinfo.Read()
	quoted := make([]string, len(args))
	for i, a := range args {
		quoted[i] = a
		if a == "" || strings.ContainsAny(a, " \t\n'\"\\$") {
			quoted[i] = strconv.Quote(a)
		}
	}
	return audit.RunInfo{Version: buildinfo.String(), Revision: bi.Revision, CommandLine: strings.Join(quoted, " "),
		RunID: fmt.Sprintf("%s-%d", time.Now().UTC().Format("20060102T150405.000000Z"), os.Getpid())}
}

// exitCode carries a chosen exit status out of a command.
type exitCode int

func (e exitCode) Error() string { return fmt.Sprintf("exit %d", int(e)) }

func newRoot() *cobra.Command {
	root := &cobra.Command{
		Use:           "hhcheck",
		Short:         "Replay poker hand histories and prove each pot went to the right players",
		SilenceUsage:  true,
		SilenceErrors: true,
		Version:       buildinfo.String(),
	}
	root.SetVersionTemplate("{{.Version}}\n")
	root.AddCommand(newVerifyCmd(), newExplainCmd(), newSettleCmd(), newConvertCmd(), newMergeCmd())
	return root
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run executes the command line args; commands that write through cobra
// (settle) write to stdout and stderr.
func run(args []string, stdout, stderr io.Writer) int {
	commandLine = append([]string{"hhcheck"}, args...)
	defaultMemoryLimit()
	root := newRoot()
	root.SetArgs(args)
	root.SetOut(stdout)
	root.SetErr(stderr)
	err := root.Execute()
	var code exitCode
	switch {
	case err == nil:
		return exitClean
	case errors.As(err, &code):
		return int(code)
	default:
		fmt.Fprintln(stderr, "hhcheck:", err)
		return exitError
	}
}

// memoryLimit is the soft limit the Go runtime keeps the heap under when
// GOMEMLIMIT does not set another: the live heap of a run is a few tens of
// MB whatever the input, and without a limit the collector lets the heap
// grow to twice the largest live heap seen; with it, peak memory stays flat
// (README, Performance: 113-117 MB at 100k hands, 176 MB at 2M). It is soft:
// a run that needs more gets more, the collector only works harder.
const memoryLimit = 128 << 20

func defaultMemoryLimit() {
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(memoryLimit)
	}
}
