package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"

	"github.com/spf13/cobra"

	"github.com/hhcheck/hhcheck/audit"
	"github.com/hhcheck/hhcheck/export"
	"github.com/hhcheck/hhcheck/rules"
)

func newVerifyCmd() *cobra.Command {
	var (
		out, summary, profile, compare string
		dataset                        string
		workers, show                  int
		quiet, noProgress              bool
	)
	cmd := &cobra.Command{
		Use:   "verify PATH...",
		Short: "Verify every hand in the given files and directories (recursively)",
		Long: `Reads every history file under the given paths (plain, .gz, .bz2, .zst or
.zip), replays each hand, recomputes every pot and compares it with what the
site recorded; casino coup logs (docs/casino.md) are settled coup by coup
beside them. Prints a summary on stderr; --out writes every finding as
Parquet, --summary the summary as JSON.

Exit status: 0 all hands verified clean, 1 discrepancies found or hands
rejected, 2 usage or I/O error.`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			prof, err := rules.ByName(profile)
			if err != nil {
				return err
			}
			ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
			defer stop()
			shown := 0
			opts := audit.Options{Paths: args, Out: out, Profile: prof, Workers: workers}
			if compare != "" {
				other, err := rules.ByName(compare)
				if err != nil {
					return err
				}
				opts.Compare = &other
			}
			if dataset != "" {
				ds, err := export.CreateDataset(dataset, export.DatasetOptions{Profile: prof.Name})
				if err != nil {
					return err
				}
				defer ds.Abort() // a no-op once Run has closed it
				opts.Sink = ds
			}
			var progress *audit.Progress
			if !quiet && !noProgress {
				progress = audit.NewProgress(cmd.ErrOrStderr())
			}
			opts.OnHand = func(h audit.HandResult) {
				progress.OnHand(h)
				if shown >= show || (h.Rejected == nil && len(h.Discrepancies) == 0) {
					return
				}
				shown++
				fmt.Fprintln(cmd.ErrOrStderr(), audit.Describe(h))
			}
			sum, err := audit.Run(ctx, opts)
			progress.Finish()
			if sum != nil && !quiet {
				sum.WriteText(cmd.ErrOrStderr())
			}
			if err != nil {
				return err
			}
			if summary != "" {
				if err := sum.WriteJSONFile(summary); err != nil {
					return err
				}
			}
			switch {
			case len(sum.FileErrors) > 0:
				return exitCode(exitError)
			case !sum.Clean():
				return exitCode(exitFindings)
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&out, "out", "", "write findings to this Parquet `FILE` (schema: export/schema.md)")
	f.StringVar(&dataset, "dataset", "", "write the analysts' dataset (hands, seats, actions, pots, findings; docs/dataset.md) to this `DIR`, replaced atomically")
	f.StringVar(&summary, "summary", "", "write the run summary as JSON to this `FILE`")
	f.StringVar(&profile, "profile", "standard", "rule profile: standard (alias rrop), fr2016, site")
	f.StringVar(&compare, "compare", "", "also settle every hand under this `PROFILE` and report where the outcome would differ")
	f.IntVar(&workers, "workers", 0, "parallel workers (0: one per CPU)")
	f.IntVar(&show, "show", 20, "print the first `N` findings on stderr (0: none)")
	f.BoolVarP(&quiet, "quiet", "q", false, "do not print the summary")
	f.BoolVar(&noProgress, "no-progress", false, "no progress display (it is shown only when stderr is a terminal)")
	return cmd
}
