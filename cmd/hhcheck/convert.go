package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"

	"github.com/spf13/cobra"

	"github.com/hhcheck/hhcheck/export/phh"
	"github.com/hhcheck/hhcheck/internal/audit"
	"github.com/hhcheck/hhcheck/rules"
)

func newConvertCmd() *cobra.Command {
	var to, out string
	cmd := &cobra.Command{
		Use:   "convert --to phh PATH... --out DIR",
		Short: "Write every parsed hand as a PHH file (PokerKit's Poker Hand History format)",
		Long: `Reads every history file under the given paths and writes each hand whose
game PHH knows (NT, FT, NS, PO, FO/8, F7S, F7S/8, FR, N2L1D, F2L3D, FB) as
DIR/<site>/<hand id>.phh; DIR is replaced atomically. The hands not
converted are counted by reason on stderr (docs/dataset.md, "PHH").

Exit status: 0 done, 2 usage or I/O error.`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if to != "phh" {
				return fmt.Errorf("--to %q: only phh is known", to)
			}
			if out == "" {
				return fmt.Errorf("--out DIR is required")
			}
			w, err := phh.NewWriter(out)
			if err != nil {
				return err
			}
			defer w.Abort() // a no-op once Run has closed it
			ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
			defer stop()
			sum, err := audit.Run(ctx, audit.Options{Paths: args, Profile: rules.Standard, Sink: w})
			if err != nil {
				return err
			}
			fmt.Fprintf(cmd.ErrOrStderr(), "%d hands read, %d PHH files written to %s\nnot converted:\n%s", sum.HandsRead, w.Written, out, w.SkippedText())
			if len(sum.FileErrors) > 0 {
				return exitCode(exitError)
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&to, "to", "phh", "output format (phh)")
	cmd.Flags().StringVar(&out, "out", "", "output `DIR` (replaced atomically)")
	return cmd
}
