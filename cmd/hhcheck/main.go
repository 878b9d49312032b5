package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/spf13/cobra"

	"github.com/hhcheck/hhcheck/internal/buildinfo"
)

// Exit codes: 0 everything read verified clean, 1 discrepancies found or
// hands rejected, 2 usage or I/O error.
const (
	exitClean    = 0
	exitFindings = 1
	exitError    = 2
)

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
	root.AddCommand(newVerifyCmd(), newExplainCmd(), newSettleCmd(), newConvertCmd())
	return root
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run executes the command line args; commands that write through cobra
// (settle) write to stdout and stderr.
func run(args []string, stdout, stderr io.Writer) int {
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
