package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"runtime/debug"
	"strings"
	"syscall"

	"github.com/spf13/cobra"

	"github.com/hhcheck/hhcheck/export"
	"github.com/hhcheck/hhcheck/internal/audit"
	"github.com/hhcheck/hhcheck/internal/report"
	"github.com/hhcheck/hhcheck/rules"
)

func newVerifyCmd() *cobra.Command {
	var (
		out, summary, profile, compare string
		dataset, shard, state          string
		workers, show                  int
		quiet, noProgress              bool
		statusInSummary                bool
	)
	cmd := &cobra.Command{
		Use:   "verify PATH...",
		Short: "Verify every hand in the given files and directories (recursively)",
		Long: `Reads every history file under the given paths (plain, .gz, .bz2, .zst or
.zip), replays each hand, recomputes every pot and compares it with what the
site recorded; casino coup logs (docs/casino.md) are settled coup by coup
beside them. Prints a summary on stderr; --out writes every finding as
Parquet, --summary the summary as JSON.

PATH "-" reads standard input. Compression is found by the first bytes.

Exit status: 0 at least one hand verified and every byte read a clean hand,
blank, or text known not to be a hand (a tournament summary); 1 anything
else (discrepancies, rejected or duplicate hands, unrecognised text, nothing
verified, archives not read); 2 usage error, an output that cannot be
written (checked before reading), an unreadable or truncated file, or the
run interrupted (SIGINT, SIGTERM).`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			prof, err := rules.ByName(profile)
			if err != nil {
				return err
			}
			// SIGTERM (cron, systemd, timeout) as Ctrl-C: the run stops,
			// temporary files are removed, the summary says so
			ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			shown := 0
			opts := audit.Options{Paths: args, Out: out, Summary: summary, Profile: prof, Workers: workers,
				Run: runInfo(commandLine), State: state}
			if shard != "" {
				if opts.Shard, err = audit.ParseShard(shard, os.Getenv); err != nil {
					return err
				}
			}
			if compare != "" {
				other, err := rules.ByName(compare)
				if err != nil {
					return err
				}
				opts.Compare = &other
			}
			uploadDataset := func(bool) error { return nil }
			if dataset != "" {
				datasetMemoryLimit()
				ds, upload, err := audit.DatasetAt(dataset, export.DatasetOptions{Profile: prof.Name})
				if err != nil {
					return err
				}
				defer ds.Abort() // a no-op once Run has closed it
				opts.Sink, uploadDataset = ds, upload
			}
			var progress *report.Progress
			if !quiet && !noProgress {
				progress = report.NewProgress(cmd.ErrOrStderr())
			}
			opts.OnHand = func(h audit.HandResult) {
				progress.OnHand(h)
				if shown >= show || (h.Rejected == nil && len(h.Discrepancies) == 0) {
					return
				}
				shown++
				fmt.Fprintln(cmd.ErrOrStderr(), report.Describe(h))
			}
			sum, err := audit.Run(ctx, opts)
			progress.Finish()
			if sum == nil {
				uploadDataset(false)
				return err // refused before reading: outputs, usage
			}
			if uerr := uploadDataset(err == nil && sum.OutputError == "" && !sum.Interrupted); uerr != nil {
				sum.OutputError = "the dataset was not uploaded: " + uerr.Error()
				sum.ExitStatus, sum.NotCleanBecause = sum.Verdict()
			}
			err = finishRun(cmd, sum, summary, quiet)
			var code exitCode
			if statusInSummary && errors.As(err, &code) && sum.OutputError == "" && !sum.Interrupted {
				// the run went through and its summary is written (findings,
				// unreadable inputs and all): `hhcheck merge` gives the
				// input's status
				return nil
			}
			return err
		},
	}
	f := cmd.Flags()
	f.StringVar(&out, "out", "", "write findings to this Parquet `FILE` (schema: export/schema.md)")
	f.StringVar(&dataset, "dataset", "", "write the analysts' dataset (hands, seats, actions, pots, findings; docs/dataset.md) to this `DIR` (replaced atomically), or under a bucket URL (then a _SUCCESS object)")
	f.StringVar(&summary, "summary", "", "write the run summary as JSON to this `FILE`")
	f.StringVar(&profile, "profile", "standard", "rule profile: standard (alias rrop), fr2016, site")
	f.StringVar(&compare, "compare", "", "also settle every hand under this `PROFILE` and report where the outcome would differ")
	f.StringVar(&shard, "shard", "", "read only shard `K/N` of the input (N alone: K from JOB_COMPLETION_INDEX or SLURM_ARRAY_TASK_ID); see hhcheck merge")
	f.StringVar(&state, "state", "", "incremental run: remember each file's result in `DIR` and verify only new or changed files")
	f.BoolVar(&statusInSummary, "status-in-summary", false, "exit 0 once the summary is written, whatever it found (shard runs: `hhcheck merge` gives the input's status)")
	f.IntVar(&workers, "workers", 0, "parallel workers (0: one per CPU)")
	f.IntVar(&show, "show", 20, "print the first `N` findings on stderr (0: none)")
	f.BoolVarP(&quiet, "quiet", "q", false, "do not print the summary")
	f.BoolVar(&noProgress, "no-progress", false, "no progress display (it is shown only when stderr is a terminal)")
	return cmd
}

// finishRun writes the summary file (whatever else failed, with the
// failure in it), prints it unless quiet, and turns it into the exit
// status (Summary.ExitStatus).
func finishRun(cmd *cobra.Command, sum *audit.Summary, summaryPath string, quiet bool) error {
	var sumErr error
	if summaryPath != "" {
		sumErr = sum.WriteJSONFile(summaryPath)
	}
	if !quiet {
		report.WriteSummary(cmd.ErrOrStderr(), sum)
	}
	if sumErr != nil {
		fmt.Fprintln(cmd.ErrOrStderr(), "hhcheck: summary not written:", sumErr)
		return exitCode(exitError)
	}
	if quiet && sum.ExitStatus != exitClean {
		fmt.Fprintf(cmd.ErrOrStderr(), "hhcheck: not clean (exit %d): %s\n", sum.ExitStatus, strings.Join(sum.NotCleanBecause, "; "))
	}
	if sum.ExitStatus != exitClean {
		return exitCode(sum.ExitStatus)
	}
	return nil
}

// datasetMemoryLimit raises the default soft memory limit (main.go) by
// what the dataset's writers need (export.DatasetMemory).
func datasetMemoryLimit() {
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(memoryLimit + export.DatasetMemory)
	}
}
